"""Flashbacks, rewinds and dreams (round ag, minors): a past age asked for as the scene, and a childhood
the story leaves before the adults' sex.

The scene (flashback_scene): "Flashback chapter: Kira at twelve, the summer her coach started giving her
'private lessons' … make it sensual", "rewind to before the time skip, when they were both 15 at summer
camp, and write their first time", "She had been thirteen then … (ooc: write that flashback out fully,
and make it hot)". A text that asks for a flashback or a rewind and gives a minor's age with a sexual or
intent word after it (or "their first time"), before the story comes back to the present (a return
phrase, or an adult age), asks for the child's scene: the memory rules read only the age's own sentence.
An act in a sentence with today's spouse or an adult age ("a separate chapter where Nadia goes home to
her husband and they have a fairly explicit love scene") is the adults'.

Left behind (left_behind): "*Flashback.* O Rafa tinha nove anos … *Corta pro presente.* Rafael, 34, …
pode ser explícito", "im Traum ist er wieder zwölf … Dann wacht er auf, neben ihm schläft Jana (33)",
"anoche soñé que volvía a tener 15 años … bueno, sigamos: *te besa el cuello*". A child's age or word
told in a flashback, a dream or a memory, with a return to the present after it, and every sexual,
intent and touch word after that return, is the past the story left: the adults' scene follows (an adult
age or word after the return, or the speaker's own dream). A kiss in the childhood part keeps the age.

Each question reads the text's markers once (cached on the Analysis) and bisects per age or word.
"""

from __future__ import annotations

import bisect

from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.analysis import Analysis

# A flashback or a rewind asked for: the scene goes back in time.
_FLASHBACK = frozenset(
    "flashback flashbacks rewind ruckblende ruckblick флешбэк флешбек флэшбэк флэшбек флешбэке флешбеке "
    "флэшбэке флэшбеке".split()
)
# A flashback, a dream or a memory: the frame of a childhood the story may leave.
_FRAMES = _FLASHBACK | frozenset(
    """dream dreams dreamt dreamed dreaming remembers remembered memory memories sueno sone sonaba
    recuerdo recuerda traum traumt traumte getraumt erinnert erinnerung reve revait revais souvenir
    sonho sonhei sonhou sonhava lembranca lembra сон снится снилось снился снилась воспоминание
    вспоминает воспоминании воспоминаниях сне""".split()
)
# The speaker's own dream or memory: the speaker is today's adult ("anoche soñé que volvía a tener 15").
_OWN = frozenset("dreamt dreamed sone sonhei getraumt снилось снился снилась".split())
# Back to the present (the first words of the phrase, then the rest).
_RETURNS: dict[str, tuple[tuple[str, ...], ...]] = {}
for _phrase in (
    "back to the present|back in the present|present day|in the present|cut to the present|jump to the "
    "present|back to it|back to the story|back in the story|back to the rp|wakes up|woke up|wake up|"
    "waking up|years later|end flashback|end of flashback|flashback ends|grew up|all grown up|then jump|"
    "jump forward|jump ahead|skip ahead|fast forward|flash forward|"
    # es
    "de vuelta al presente|vuelta al presente|al presente|en el presente|se despierta|desperte|"
    "anos despues|fin del flashback|sigamos|volvamos|"
    # de
    "gegenwart|wacht|wachte|aufgewacht|erwacht|jahre spater|ende der ruckblende|"
    # fr
    "retour au present|au present|de nos jours|se reveille|ans plus tard|fin du flashback|"
    # pt
    "presente|acorda|acordou|anos depois|fim do flashback|"
    # ru
    "настоящее|настоящем|настоящему|наши дни|просыпается|проснулся|проснулась|сон меняется|снова взрослыи|снова взрослая|"
    "лет спустя|спустя годы"
).split("|"):
    _tokens = tuple(_phrase.split())
    _RETURNS.setdefault(_tokens[0], ())
    _RETURNS[_tokens[0]] += (_tokens,)
# Adults named after the return: "os dois são adultos", "он снова взрослый".
_ADULT_WORDS = frozenset(
    "adult adults grown adulto adultos adulta adultas erwachsen erwachsene erwachsener adulte adultes "
    "взрослыи взрослая взрослые".split()
)
# "their first time" in a flashback: the act (the lexicon reads "first time in the boathouse" as a visit).
_POSSESSIVES = frozenset("their her his our su sus ihr ihre leur sua seu их".split())
# Role-play alone asks for no sex scene.
_PLAY = frozenset("rp roleplay role play rol".split())
# Today's spouse in the act's sentence: "… goes home to her husband and they have a fairly explicit love
# scene", "… why I freeze up during intimacy with my husband": the adults' act, not the flashback's.
_SPOUSES = frozenset(
    "husband hubby wife marido esposa ehemann ehefrau mari epoux epouse муж мужем жена женои".split()
)


def _markers(a: Analysis) -> tuple[list[int], bool, bool, list[int], int]:
    """The starts of the return phrases, whether a flashback is asked for, whether a frame is there, the
    starts of the frame words and the first of the speaker's own dream (read once per reading)."""
    known = a.cache.get(("flashbacks", ""))
    if known is None and _FRAMES.isdisjoint(a.words):  # most texts: no frame, one set test in C
        known = a.cache[("flashbacks", "")] = ([], False, False, [], len(a.words))
    if known is None:
        words = a.words
        returns = [
            i
            for i in [i for i, w in enumerate(words) if w in _RETURNS]
            if any(tuple(words[i : i + len(p)]) == p for p in _RETURNS[words[i]])
        ]
        frames = [i for i, w in enumerate(words) if w in _FRAMES]
        flashback = any(words[i] in _FLASHBACK for i in frames)
        own = next((i for i in frames if words[i] in _OWN), len(words))
        known = a.cache[("flashbacks", "")] = (returns, flashback, bool(frames), frames, own)
    return known


def _return_after(a: Analysis, at: int) -> int | None:
    returns = _markers(a)[0]
    k = bisect.bisect_right(returns, at)
    return returns[k] if k < len(returns) else None


def _acts(a: Analysis, keys: tuple[str, ...]) -> list[int]:
    """The starts of the unnegated hits of keys, sorted (read once per reading and keys)."""
    known = a.cache.get(("flashback-acts", ",".join(keys)))
    if known is None:
        known = a.cache[("flashback-acts", ",".join(keys))] = sorted(
            h.start for key in keys for h in a.of(key) if not a.negated(h.start) and h.entry not in _PLAY
        )
    return known


def left_behind(a: Analysis, at: int) -> bool:
    """The child's age or word at token `at` is in a flashback, a dream or a memory the story leaves
    before every sexual, intent and touch word, and adults (or the dreaming speaker) are who follow."""
    returns, _, framed, frames, own = _markers(a)
    if not returns or not framed:
        return False
    back = _return_after(a, at)
    if back is None or not frames or frames[0] > back:
        return False
    acts = _acts(a, ("sexual", "sexual_weak", "sexual_soft"))
    if acts and acts[0] < back:
        return False
    return own < at or back <= _last_adult(a)  # the speaker's own dream, or adults after the return


def _last_adult(a: Analysis) -> int:
    """The start of the last adult age or adult word (-1 without one), read once per reading."""
    known = a.cache.get(("flashback-adult", ""))
    if known is None:
        ages = [g.start for g in a.ages if g.value >= ADULT_AGE]
        words = (
            [i for i, w in enumerate(a.words) if w in _ADULT_WORDS]
            if not _ADULT_WORDS.isdisjoint(a.words)
            else []
        )
        known = a.cache[("flashback-adult", "")] = max([-1, *ages, *words])
    return int(known)


def flashback_scene(a: Analysis) -> str | None:
    """A minor's age in a text that asks for a flashback, with a sexual or intent word from the age's
    sentence on, before the story returns to the present (see the module)."""
    if _FLASHBACK.isdisjoint(a.words) or not _markers(a)[1]:
        return None
    words = a.words
    adults = {a.sentence_of[i] for i, w in enumerate(words) if w in _SPOUSES}
    adults |= {a.sentence_of[g.start] for g in a.ages if g.value >= ADULT_AGE}
    acts = [i for i in _acts(a, ("sexual", "sexual_weak")) if a.sentence_of[i] not in adults]
    firsts = [
        i
        for i in range(1, len(words) - 1)
        if words[i] == "first" and words[i + 1] == "time" and words[i - 1] in _POSSESSIVES
    ]
    grown = [g.start for g in a.ages if g.value >= ADULT_AGE]  # in token order, as the ages are
    for age in a.ages:
        if not 0 < age.value < ADULT_AGE or age.kind not in ("past", "present") or a.negated(age.start):
            continue
        stop = _return_after(a, age.end - 1)
        g = bisect.bisect_right(grown, age.end)
        stop = min(s for s in (stop, grown[g] if g < len(grown) else None, len(words)) if s is not None)
        first = a.sentence_bounds(a.sentence_of[age.start])[0]
        k = bisect.bisect_left(acts, first)
        f = bisect.bisect_left(firsts, age.end)
        if (k < len(acts) and acts[k] < stop) or (f < len(firsts) and firsts[f] < stop):
            return " ".join(a.words[age.start : age.end])
    return None
