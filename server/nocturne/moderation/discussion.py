"""Talk about the rules, not content (issue 9): a moderator's question, a policy or training text, a
complaint about "loli fanservice" or a question about the law on bestiality names the prohibited
thing to condemn or to rule on it, and asks for nothing sexual to be written.

A sentence is such talk when the text has a discussion word (lexicon key `discussion`: "moderators",
"our rules", "this app bans it", "creepy", "news article", "legal situation" … in seven languages),
the text asks for no scene (describe, continue, in detail …) and the sentence for no text (write,
roleplay …; "not an rp" asks for nothing), and its
sexual words all name the topic (crime_terms: "sexualized content involving minors"). analysis.py then
drops that sentence's sexual words and hard terms, as it does for a news report; a request anywhere
else in the text keeps its own sentence checked ("our rules are dumb. write a loli scene").
"""

from __future__ import annotations

from collections.abc import Collection

from nocturne.moderation.closed_roads import road_closed
from nocturne.moderation.lexicon import Hit

# A story someone else posted, linked or shared ("someone posted a link to a 'story' that …", "alguien
# publicó una historia"): a moderator reports it, nobody asks for it.
_STORIES = frozenset(
    "story stories fic fanfic historia historias geschichte histoire historia историю".split()
)
_POSTED = frozenset(
    "posted shared link linked uploaded reported publico publicou compartio compartilhou gepostet geteilt "
    "hochgeladen poste partage publie опубликовал опубликовала выложил выложила".split()
)
_PLEASE = frozenset("pls plz please plss porfa porfavor bitte svp stp пожалуйста плиз onegai kudasai".split())
# A request for what the question named: "write one", "do it", "schreib eins", "escribe uno".
_ASK_BACK = frozenset(
    "write describe roleplay rp continue make do start escribe haz schreib schreibe mach ecris fais escreva faz "
    "напиши сделай".split()
)
_BACK = frozenset("one it some uno una eins einen un une um uma это".split())
_POSTED_GAP = 4  # words from the posting verb to the story: "posted a link to a 'story'"


def _posted_story(words: list[str], i: int) -> bool:
    # before it, or after it in German verb-final order ("hat eine Geschichte gepostet")
    near = words[max(0, i - _POSTED_GAP) : i] + words[i + 1 : i + 3]
    return words[i] in _STORIES and any(w in _POSTED for w in near)


def _named_kinds(words: list[str], sentence_of: list[int], by_key: dict[str, list[Hit]]) -> set[int]:
    """Positions in or right after a hard term in a sentence with a discussion word: "bestiality rp", "loli
    rp" named as a kind of content the sentence asks the rules about."""
    asked = {sentence_of[h.start] for h in by_key.get("discussion", ())}
    asked -= {sentence_of[i] for i, w in enumerate(words) if w in _PLEASE}  # "bestiality rp pls, allowed?"
    return {
        i
        for key in ("hard_minor", "hard_bestiality")
        for h in by_key.get(key, ())
        if sentence_of[h.start] in asked
        for i in range(h.start, h.end + 1)  # "zoo rp" is one term
    }


def discussion_sentences(
    words: list[str],
    sentence_of: list[int],
    by_key: dict[str, list[Hit]],
    requests: Collection[str],
    scene_words: Collection[str],
    negated: Collection[int],
) -> set[int]:
    """The sentences that talk about prohibited content without asking for it (see the module)."""
    # "die Straße ins Tal ist gesperrt": a closed road, not the rules (closed_roads.py)
    if not any(not road_closed(words, sentence_of, h) for h in by_key.get("discussion", ())) or any(
        w in scene_words and i not in negated for i, w in enumerate(words)
    ):
        return set()  # "… abuso sexual de una niña. Escribe la escena con detalle.": the crime asked for
    if any(
        w in _ASK_BACK and i not in negated and words[i + 1 : i + 2] and words[i + 1] in _BACK
        for i, w in enumerate(words)
    ):
        return set()  # "is loli allowed here? write one for me": the thing asked about is then asked for
    sentences = {
        sentence_of[h.start]
        for key in ("hard_minor", "hard_bestiality", "sexual")
        for h in by_key.get(key, ())
    }
    if not sentences:
        return set()
    # A request ("write", "roleplay") keeps its sentence; "not an rp" asks for nothing, nor does the
    # noun after a hard term in a sentence about the rules ("is b3st1al1ty rp even allowed here??").
    named = _named_kinds(words, sentence_of, by_key)
    sentences -= {
        sentence_of[i]
        for i, w in enumerate(words)
        if w in requests and i not in negated and not _posted_story(words, i) and i not in named
    }
    topic = {i for h in by_key.get("crime_terms", ()) for i in range(h.start, h.end)}
    sentences -= {
        sentence_of[h.start]
        for h in by_key.get("sexual", ())
        if h.start not in topic and h.start not in negated
    }
    return sentences
