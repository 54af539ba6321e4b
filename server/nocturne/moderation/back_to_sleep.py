"""A parent stepping away to put a woken child back to sleep, then resuming the adults' scene (issue 9,
session 14, precision).

"sorry the kid woke up, once i get him back to sleep let's continue the sexy scene", "ごめん、子供が起き
ちゃった 寝かしつけたら続きのエッチなシーンやろ", "kodomo wa mou neta kara futari de ichaicha shiyo",
"el niño se despertó, cuando se vuelva a dormir seguimos", "погоди, ребёнок проснулся, как уложу
спать, продолжим": the child is being put to sleep (lexicon key `put_to_sleep`), so the phrase says
where the child is, like the lexicon's `absent` phrases, and the sexual words are the adults'.

Not when a sexual word after the phrase has a third person as its object, which makes the child the
partner: "once i get him back to sleep i'll fuck him", "cuando se vuelva a dormir me lo follo", "как
уложу спать, трахну его", "寝かしつけたらあの子とエッチしよう", "nekashitsuketara sono ko to ecchi".
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

_REACH = 2
# Objects after the act ("fuck him", "трахну его") and before it ("me lo follo", "あの子とエッチ"); not
# the articles "la", "le", "los" ("on reprend la scène de sexe").
_AFTER = frozenset("him her them ihn sie es lui ele ela его ее её ему ей их".split())
_BEFORE = frozenset("lo ihn sie его ее её 子 ko kid".split())
_ACTS = ("sexual", "sexual_weak", "sexual_soft")


def back_to_sleep(words: list[str], by_key: dict[str, list[Hit]]) -> list[Hit]:
    """The `put_to_sleep` hits that count as `absent` ones (empty when an act after them names a
    third person as its object)."""
    found = by_key.get("put_to_sleep", ())
    if not found:
        return []
    first = min(h.start for h in found)
    for key in _ACTS:
        for h in by_key.get(key, ()):
            if h.start < first:
                continue
            if any(w in _AFTER for w in words[h.end : h.end + _REACH]) or any(
                w in _BEFORE for w in words[max(0, h.start - _REACH) : h.start]
            ):
                return []
    return [h._replace(key="absent") for h in found]
