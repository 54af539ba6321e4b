"""A denied innocent purpose is an innuendo (round ad, minors recall).

"sneaks into my bed at night, and not for cuddles ;)", "se mete en mi cama, y no para abrazos", "kommt
jeden Abend rüber, und nicht zum Reden", "se glisse dans mon lit, et pas pour des câlins", "entra na
minha cama, e não pra abraçar", "залезает ко мне в кровать, и не для обнимашек", "nemuru tame ja nai":
a negation right before a purpose word ("for", "to", "para", "zum", "pour", "для") and an everyday
bedtime or closeness activity (sleep, cuddles, hugs, a talk, a story) says what the visit is not for and
leaves the reader to fill in what it is. The lexicons held a few fixed phrases of it ("and not for
sleeping", "y no para dormir"); this reads the pattern, as a sexual_weak hit, so a child's age or grade
beside it blocks (rules.py) while an adult's passes.

No innuendo when the real purpose is said right after ("not for cuddles but for help with her homework",
"nicht zum Reden, sondern zum Zocken") or when a verb stands between the negation and the purpose ("she
doesn't come for cuddles anymore": a plain statement).
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

_NEGATIONS = frozenset("not no nicht pas non nao не".split())
# Between the negation and the purpose word: "not just for", "no precisamente para", "pas vraiment pour".
_FILLERS = frozenset(
    "just only really exactly precisamente exactamente solo solamente nur wirklich gerade seulement "
    "vraiment exactement so apenas exatamente просто только совсем".split()
)
_PURPOSES = frozenset("for to para pra pro zum zur um pour для чтобы ради".split())
# Between the purpose word and the activity: "for a hug", "zu", "des câlins", "me abrazar", "se".
_ARTICLES = frozenset(
    "a an the some any some un una unos unas uma um uns umas zu des de du la le les se me".split()
)
_INNOCENT = frozenset(
    """sleep sleeping nap napping cuddle cuddles cuddling hug hugs hugging talk talking chat chatting story
    stories bedtime read reading
    dormir abrazos abrazo abrazar abrazarnos acurrucarse mimos hablar charlar cuento cuentos leer
    schlafen kuscheln reden quatschen umarmen umarmungen geschichten geschichte lesen
    calins calin parler discuter histoires histoire lire
    abracar abracos abraco conversar falar historias historia ler carinho
    сна спать поспать обнимашек обниматься объятии разговоров поговорить сказки сказок сказку читать""".split()
)
# Before the negation: "…, and not for cuddles", "y no para abrazos", "und nicht zum Kuscheln".
_JOINS = frozenset("and y und et e и or o oder ou или".split())
# "but for help with her homework", "sondern zum Zocken", "mais pour réviser", "а чтобы поиграть".
_CONTRASTS = frozenset("but sino pero sondern aber mais mas porem а но".split())
_CONTRAST_REACH = 2
# Japanese: "nemuru tame ja nai", "neru tame janai", "hanasu tame dewa nai".
_JA_INNOCENT = frozenset("nemuru neru hanasu soine".split())
_JA_NOT = (("ja", "nai"), ("janai",), ("jyanai",), ("dewa", "nai"), ("de", "wa", "nai"))


def denied_purposes(
    text: str, spans: list[tuple[int, int]], words: list[str], sentence_of: list[int], negations: list[Hit]
) -> list[Hit]:
    """sexual_weak hits for each denied innocent purpose (module docstring), from the negation on;
    `negations`: the lexicon's negation hits (every word of _NEGATIONS is one)."""
    found: list[Hit] = []
    starts = dict.fromkeys(
        h.start for h in negations if h.end - h.start == 1 and words[h.start] in _NEGATIONS
    )
    for i in starts:
        if not _set_apart(text, spans, words, sentence_of, i):
            continue  # "I told her not to talk to strangers": what she is told, not why she comes
        at = i + 1
        while at < len(words) and words[at] in _FILLERS and at < i + 3:
            at += 1
        if at >= len(words) or words[at] not in _PURPOSES:
            continue
        at += 1
        while at < len(words) and words[at] in _ARTICLES and at < i + 6:
            at += 1
        if at < len(words) and words[at] in _INNOCENT and sentence_of[at] == sentence_of[i]:
            if not _contrasted(words, sentence_of, at):
                found.append(Hit("sexual_weak", i, at + 1, " ".join(words[i : at + 1])))
    if "tame" in words:
        for i in [i for i, w in enumerate(words) if w == "tame"]:
            if i > 0 and words[i - 1] in _JA_INNOCENT:
                for tail in _JA_NOT:
                    if tuple(words[i + 1 : i + 1 + len(tail)]) == tail:
                        found.append(
                            Hit("sexual_weak", i - 1, i + 1 + len(tail), " ".join(words[i - 1 : i + 1]))
                        )
                        break
    return found


def _set_apart(
    text: str, spans: list[tuple[int, int]], words: list[str], sentence_of: list[int], i: int
) -> bool:
    """The negation opens an afterthought: after "and" or a comma, or at a sentence's start."""
    if i == 0 or sentence_of[i - 1] != sentence_of[i] or words[i - 1] in _JOINS:
        return True
    return any(c in ",;(-–—" for c in text[spans[i - 1][1] : spans[i][0]])


def _contrasted(words: list[str], sentence_of: list[int], at: int) -> bool:
    """The real purpose follows: 'not for cuddles but for help with her homework'."""
    return any(
        words[k] in _CONTRASTS and sentence_of[k] == sentence_of[at]
        for k in range(at + 1, min(at + 1 + _CONTRAST_REACH, len(words)))
    )
