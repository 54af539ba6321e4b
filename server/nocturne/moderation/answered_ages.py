"""Ages a card states outside an age field (round u/v/t):

- the answer to "how old are you?" in the example dialogue ("{{char}}: *holds up fingers* twelve and a
  HALF!", "quantos anos vc tem? — dezesseis...");
- a group's age ("All students are 11", "los alumnos tienen 12", "die Schüler sind 13");
- a speaker not yet of age ("one more month till I'm legal", "bis ich volljährig bin", "avant que je
  sois majeure", "до моего совершеннолетия").
Each returns the words to report, or None.
"""

from __future__ import annotations

from collections.abc import Mapping

_ADULT = 18
_QUESTIONS = (
    ("how", "old"),
    ("cuantos", "anos"),
    ("quantos", "anos"),
    ("wie", "alt"),
    ("quel", "age"),
    ("сколько", "тебе", "лет"),
    ("сколько", "лет"),
    ("nansai",),
    ("ikutsu",),
)
_QUESTION_HEADS = frozenset(q[0] for q in _QUESTIONS)
_ANSWER_REACH = 12  # tokens after the question where the answer stands (past the speaker's tag)
# "twelve minutes", "5 km": a number with another unit answers no age.
_OTHER_UNITS = frozenset(
    "minutes minute hours hour days weeks km miles dollars euros bucks minutos horas dias minuten stunden "
    "tage heures jours минут часов дней fun jikan".split()
)
_GROUPS = frozenset(
    """students pupils kids children girls boys classmates alumnos alumnas ninos ninas chicas chicos
    schuler schulerinnen kinder madchen jungen eleves enfants filles garcons alunos alunas criancas
    meninas meninos ученики ученицы ученикам детям дети девочки девочкам мальчики seito kodomotachi
    madels maedels jungs gals chavalas chavales pibas pibes garotas garotos gamines nanas девчонки
    пацаны мальчишки""".split()
)
_GROUP_VERBS = frozenset(
    "are were all son tienen todos todas sind alle ont tous toutes tem tem todos по wa minna".split()
)
_NOT_YET = frozenset("till until til before hasta bis avant ate até пока до made".split())
_LEGAL = frozenset(
    """legal volljahrig majeure majeur совершеннолетняя совершеннолетний совершеннолетней
    совершеннолетия совершеннолетним seijin""".split()
)


def answered_age(words: list[str], numbers: Mapping[str, int]) -> str | None:
    """The first number after a 'how old' question, under 18 and with no other unit."""
    if _QUESTION_HEADS.isdisjoint(words):
        return None
    for q, word in enumerate(words):
        for question in _QUESTIONS:
            if word != question[0] or tuple(words[q : q + len(question)]) != question:
                continue
            start = q + len(question)
            for j in range(start, min(start + _ANSWER_REACH, len(words))):
                value = _value(words[j], numbers)
                if value is None:
                    continue
                if 0 < value < _ADULT and words[j + 1 : j + 2] != [] and words[j + 1] in _OTHER_UNITS:
                    break
                if 0 < value < _ADULT:
                    return words[j]
                break
    return None


def group_age(words: list[str], numbers: Mapping[str, int]) -> str | None:
    """'All students are 11': a group word, a copula (or 'all'), then an age under 18."""
    if _GROUPS.isdisjoint(words):
        return None
    for i, word in enumerate(words):
        if word not in _GROUPS:
            continue
        j = i + 1
        while j < min(i + 3, len(words)) and words[j] in _GROUP_VERBS:
            j += 1
        if j == i + 1 or j >= len(words):
            continue
        value = _value(words[j], numbers)
        if value is not None and 0 < value < _ADULT:
            if j + 1 < len(words) and words[j + 1] in _OTHER_UNITS:
                continue
            return " ".join(words[i : j + 1])
    return None


def not_yet_legal(words: list[str]) -> str | None:
    """'till I'm legal', 'bis ich volljährig bin', 'до совершеннолетия': the speaker is not of age."""
    if _LEGAL.isdisjoint(words):
        return None
    for i, word in enumerate(words):
        if word in _LEGAL and any(w in _NOT_YET for w in words[max(0, i - 4) : i]):
            return " ".join(words[max(0, i - 3) : i + 1])
    return None


def _value(word: str, numbers: Mapping[str, int]) -> int | None:
    if word.isdigit():
        return int(word) if len(word) <= 2 else None
    return numbers.get(word)
