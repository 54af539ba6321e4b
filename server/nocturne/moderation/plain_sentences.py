"""Sentences that are no sexual content: a news report of a crime and a lesson that teaches a child
safety (analysis.py then drops their sexual words, hard terms and ages), and the words that ask for a
text or a scene, which make a text neither.

Apart from analysis.py because it decides what a sentence is for (told, taught or asked for), not how
the text is read. The request words live here because this is what they decide; the animal and
minors rules import them as analysis.REQUEST_WORDS, and Analyser hands them to mod_reports.py and
discussion.py.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from nocturne.moderation.clause_words import CLAUSE_BARRIERS, PERSON_BARRIERS
from nocturne.moderation.lexicon import Hit

# Who speaks or is spoken to (in a sentence) and words that ask for a text (anywhere in it): no
# third-person report ("I got arrested for …", "write a story where a man is arrested after …").
PERSONS = frozenset(
    "i im me my you your youre u ur we us our yo mi me tu te nosotros ich mich mir du dich wir je moi tu "
    "toi nous eu meu minha voce nos я меня мне ты тебя мы watashi boku ore anata user".split()
)
_ASKING = frozenset(
    "write describe story scene roleplay rp rol erp jdr continue imagine pretend make let lets please escribe describe "
    "historia escena cuenta schreib schreibe beschreibe geschichte szene ecris decris histoire raconte "
    "escreva descreva conte cena напиши опиши историю сцену kaite monogatari".split()
)
# Words that ask for the scene itself to be shown: with one anywhere, a text is no safety lesson ("…?
# Roleplay it with me."); a report with one of these or of _ASKING is none either, and the crime it
# names ("Police report: … sexual abuse of a child. Write the scene in detail.") is what it asks for.
_DEPICTING = frozenset(
    "describe scene roleplay rp continue detail detailed explicit explicitly describe escena continua "
    "continue detalle detalles beschreibe beschreib szene weiter ausfuhrlich decris scene continue detail "
    "descreva descreve cena continua detalhe detalhes опиши сцену сцена продолжи подробно shiin byousha "
    "tsuzukete kuwashiku".split()
)
# Words that ask for a scene to be shown, not role-play as such: talk about the rules ("teacher/student
# roleplay between adults is fine") may name role-play, never these (discussion.py).
SCENE = _DEPICTING - {"roleplay", "rp"}
# Any word that asks for a text or a scene (rules.py: a parent's question asks for none).
REQUEST_WORDS = _ASKING | _DEPICTING
# "a news story about …", "un reportaje": a story someone read, not one asked for.
_NEWS = frozenset("news newspaper local noticia nachrichten zeitung presse noticias".split())


def _news_story(words: list[str], i: int) -> bool:
    return words[i] in ("story", "historia", "geschichte", "histoire") and i > 0 and words[i - 1] in _NEWS


# Tokens around a safety phrase where its body words stand ("nobody can touch her private parts",
# "dass niemand ihn im Intimbereich anfassen darf").
_LESSON_REACH = 4


def plain_sentences(words: list[str], sentence_of: list[int], by_key: dict[str, list[Hit]]) -> set[int]:
    """Sentences that are no sexual content: a report in the third person that asks for nothing and
    whose sexual words name the crime ("Noticia: detenido un hombre por …", "Новости: задержан
    мужчина …", "nyuusu: … taiho sareta"), and a lesson that teaches a child safety ("how do I explain to my 7-year-old that nobody can touch
    …": a teaching word and a safety phrase in one sentence, every sexual word beside the safety
    phrase, so "teach her nobody can touch her, then fuck her" is no lesson). Each word is read once."""
    reports = {sentence_of[h.start] for h in by_key.get("reporting", ())}
    if reports and any(w in _ASKING and not _news_story(words, i) for i, w in enumerate(words)):
        reports = set()  # "Police report: … Write the scene in detail.": a request about the crime
    if not _DEPICTING.isdisjoint(words):
        return set()  # "How do I teach my 6 year old …? Roleplay it with me.": a request, no lesson
    if reports:
        reports -= {sentence_of[i] for i, w in enumerate(words) if w in PERSONS}
        # A report names the crime ("abuso sexual", "child porn", "изнасилование"); an act told as a
        # story ("arrested the girl and fucked her") is no report.
        crime = {i for h in by_key.get("crime_terms", ()) for i in range(h.start, h.end)}
        for key in ("sexual", "sexual_weak", "hard_minor"):
            reports -= {sentence_of[h.start] for h in by_key.get(key, ()) if h.start not in crime}
    safety = by_key.get("safety_lesson", ())
    lessons = {sentence_of[h.start] for h in safety} & {
        sentence_of[h.start] for h in by_key.get("teaching", ())
    }
    if lessons:
        starts = [h.start for h in safety]
        longest = max(h.end - h.start for h in safety)
        for key in ("sexual", "sexual_weak"):
            lessons -= {
                sentence_of[h.start]
                for h in by_key.get(key, ())
                if sentence_of[h.start] in lessons and not _beside(words, h, safety, starts, longest)
            }
    return reports | lessons


def asks_for_the_crime(words: list[str], by_key: dict[str, list[Hit]]) -> bool:
    """A report of a crime ("arrested for …") that asks for a text about it. Without a report, the
    crime's phrase stays masked ("Write a scene where the detective interviews the child about the
    sexual abuse" is a crime drama)."""
    return bool(by_key.get("reporting")) and any(w in _DEPICTING or w in _ASKING for w in words)


def _beside(words: list[str], hit: Hit, safety: Sequence[Hit], starts: list[int], longest: int) -> bool:
    """The hit is a few words from a safety phrase, in its clause ("nobody can touch her private parts";
    not "nobody can touch her, then we fuck her"). Only the phrases that can be that near are read
    (by bisection on their starts), so a long lesson stays linear."""
    lo = bisect.bisect_left(starts, hit.start - _LESSON_REACH - longest)
    hi = bisect.bisect_right(starts, hit.start + _LESSON_REACH)
    for phrase in safety[lo:hi]:
        if phrase.start <= hit.start < phrase.end:
            return True  # "nobody can touch": the touch is the lesson's own word
        if phrase.end <= hit.start < phrase.end + _LESSON_REACH:
            between = words[phrase.end : hit.start]
        elif phrase.start - _LESSON_REACH <= hit.start < phrase.start:
            between = words[hit.end : phrase.start]
        else:
            continue
        if not any(w in CLAUSE_BARRIERS or w in PERSON_BARRIERS for w in between):
            return True
    return False
