"""Children a card keeps out of its scenes (issue 9, minors precision): "single mom of two (kids are 7
and 10, asleep upstairs, never part of any scene)", "madre de un niño de 8 años, que nunca aparece en
escenas sexuales", "Students are 12–15. … students never appear in romantic or sexual scenes", "die Kinder
kommen in keiner Sexszene vor", "les enfants n'apparaissent jamais dans les scènes", "as crianças nunca
participam das cenas", "дети никогда не участвуют в сценах".

An exclusion is a negation beside a verb of taking part ("never appear", "not part of", "nunca
aparece", "kommen nie vor", "n'apparaissent jamais", "не участвуют") whose clause names a scene or a
sexual word. The negation then reaches the clause's end (negations.py), so "never appear in romantic or
sexual scenes" negates "sexual"; and a group whose word stands right before such an exclusion
("students never appear …") has no group age in the card ("Students are 12–15"; minors.py). A group
or child that takes part ("students appear in sexual scenes with the teacher") has no exclusion.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nocturne.moderation.lexicon import Hit

if TYPE_CHECKING:
    from nocturne.moderation.analysis import Analysis

_NEGATIONS = frozenset(
    "never not no nunca jamas nie niemals nicht kein keine keiner keinen jamais pas ne n nao nenhuma nenhum "
    "никогда не ни kesshite".split()
)
# Romaji negatives end their clause, which runs back to the sentence's start: "… toujou shinai".
_FINAL_NEGATIONS = frozenset("shinai shimasen nai konai".split())
_NOT_DENYING = (["to"], ["ka"], ["kereba"], ["nara"])
_TAKING_PART = frozenset("part parte vor teil appear appears".split())
_TAKING_PART_STEMS = (
    "appearing",
    "involv",
    "particip",
    "featur",
    "aparec",
    "beteilig",
    "vorkomm",
    "auftauch",
    "teilnehm",
    "apparai",
    "envolv",
    "участв",
    "появля",
    "toujou",
)
_GERMAN_NEGATIONS = frozenset("nie niemals nicht kein keine keiner keinen".split())
_GERMAN_FINAL = ("teilnehm", "vorkomm", "auftauch", "beteilig")
# A clause ends at these: "the kids never appear in any scene and the adults have sex" is two.
_CLAUSE_ENDS = frozenset(
    "and but so while because then y pero mientras und aber wahrend dann et mais pendant e mas enquanto "
    "и но а пока".split()
)
_REACH = 3  # words between the negation and its verb, either side ("kommen in keiner Szene vor": after)
_CLAUSE = 10  # words the exclusion's clause runs on for ("never appear in romantic or sexual scenes")
_SCENE_KEYS = ("sexual", "sexual_weak", "sexual_soft")
# Words from the group or child to the exclusion, in its sentence: "students never appear", "Pupils are
# 11-16 and never appear", "un niño de 8 años, que nunca aparece", "Die Schüler sind 12 bis 16 und kommen
# in keiner Sexszene vor".
_SUBJECT_GAP = 12
_CHILD_KEYS = ("minor", "family", "minor_group", "school")
# Group words no lexicon key holds: "Students are 12–15 … students never appear".
_GROUP_WORDS = frozenset(
    "students pupils kids children alumnos alumnas ninos ninas schuler kinder eleves enfants alunos "
    "criancas дети детей ученики seito kodomo kodomotachi "
    # a school's cohorts: "first-years are aged 12-13 … first-years are never involved"
    "years freshmen sophomores novices cadets".split()
)


def exclusion_clauses(
    text: str,
    spans: list[tuple[int, int]],
    words: list[str],
    sentence_of: list[int],
    hits: list[Hit],
) -> list[range]:
    """The clauses, from their negation on, that keep someone out of the scenes (see the module). A
    comma ends one too: "she never appears shy, explicit sex with {{user}}" excludes nobody. The scene
    words are all the lexicon's hits: talk about the rules ("Reglas del mundo: …") has its sexual words
    dropped from the reading, yet its exclusion stands."""
    if _NEGATIONS.isdisjoint(words) and _FINAL_NEGATIONS.isdisjoint(words):
        return []
    scene: set[int] | None = None  # read only when a negation stands beside a verb of taking part
    clauses: list[range] = []
    for i in [i for i, w in enumerate(words) if w in _NEGATIONS or w in _FINAL_NEGATIONS]:
        w = words[i]
        near = words[max(0, i - _REACH) : i] + words[i + 1 : i + 1 + _REACH]
        # German puts the verb last: "die nie an romantischen oder sexuellen Szenen teilnehmen"
        later = words[i + 1 : i + _CLAUSE] if w in _GERMAN_NEGATIONS else []
        if not any(n in _TAKING_PART or n.startswith(_TAKING_PART_STEMS) for n in near) and not any(
            n.startswith(_GERMAN_FINAL) for n in later
        ):
            continue
        if w in _FINAL_NEGATIONS and words[i + 1 : i + 2] in _NOT_DENYING:
            continue  # "toujou shinai to dame" (must appear), "shinai ka" (won't you?)
        if scene is None:
            scene = {h.start for h in hits if h.key in _SCENE_KEYS}
        if w in _FINAL_NEGATIONS:  # romaji, verb-final: "seito wa ecchi na shiin ni wa toujou shinai"
            start = i
            while start > max(0, i - _CLAUSE) and sentence_of[start - 1] == sentence_of[i]:
                start -= 1
            if scene.intersection(range(start, i)):
                clauses.append(range(start, i + 1))
            continue
        end = i + 1
        while (
            end < min(len(words), i + _CLAUSE)
            and sentence_of[end] == sentence_of[i]
            and words[end] not in _CLAUSE_ENDS
            and "," not in text[spans[end - 1][1] : spans[end][0]]
        ):
            end += 1
        if scene.intersection(range(i, end)):
            clauses.append(range(i, end))
    return clauses


# A parent word before a group: "single mom of two (kids are 7 and 10 …)" lists her children.
_PARENTS = frozenset(
    "mother father mom mum dad parent madre padre mutter vater mere pere mae pai мать отец mama papa".split()
)
_PARENT_REACH = 6


def group_kept_out(a: Analysis, found: str) -> bool:
    """The group of a group age ('kids are 7', 'students are 12') is a parent's children or is kept out
    ('students never appear in romantic or sexual scenes')."""
    group = found.split()[0]
    at = a.words.index(group) if group in a.words else 0
    if not _PARENTS.isdisjoint(a.words[max(0, at - _PARENT_REACH) : at]):
        return True
    return any(a.words[i] == group for i in _subjects(a))


def kept_out(a: Analysis, start: int) -> bool:
    """The child word or age at `start` ('un niño de 8 años, que nunca aparece en escenas sexuales',
    'Pupils are 11-16 and never appear in …') stands before an exclusion in its sentence."""
    return start in _subjects(a)


def group_age_kept_out(a: Analysis, start: int) -> bool:
    """An age said of a group the text keeps out elsewhere: "seito wa 12-15-sai. seito wa ecchi na shiin
    ni wa kesshite toujou shinai" (the same group word stands before the age and in the exclusion)."""
    subjects = _subjects(a)
    if not subjects:
        return False
    named = {a.words[i] for i in subjects if len(a.words[i]) >= 4 and a.words[i].isalpha()}
    return any(w in named for w in a.words[max(0, start - 3) : start])


def _subjects(a: Analysis) -> set[int]:
    """The tokens from an exclusion's subject (the nearest child or group word before it in its
    sentence) up to the exclusion, or inside a verb-final one up to its first scene word ("seito wa
    ecchi na shiin …"). Read once per reading."""
    known = a.cache.get(("excluded", ""))
    if known is None:
        clauses = exclusion_clauses(a.text, a.spans, a.words, a.sentence_of, a.hits)
        scene = {h.start for h in a.hits if h.key in _SCENE_KEYS}
        children = {h.start for k in _CHILD_KEYS for h in a.of(k)} | {
            i for i, w in enumerate(a.words) if w in _GROUP_WORDS
        }
        known = set()
        for c in clauses:
            sentence = a.sentence_of[c.start]
            subject = next(
                (
                    i
                    for i in range(c.start - 1, max(-1, c.start - _SUBJECT_GAP - 1), -1)
                    if a.sentence_of[i] == sentence and i in children
                ),
                c.start,
            )
            known.update(range(subject, min([*scene.intersection(c), c.stop])))
        a.cache[("excluded", "")] = known
    return known
