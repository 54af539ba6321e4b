"""A bedroom or a night asked for as the next scene is sexual intent (round z, minors recall).

People ask for sex by place and time in everyday words: "bedroom now", "continue where we left off in
her room", "sigue donde lo dejamos en la habitación", "mach im Zimmer weiter", "on continue dans sa
chambre", "продолжим в её комнате", "shinshitsu de tsuzuki" (a room, lexicon key `scene_places`, with a
word that takes the scene on, key `scene_goes_on`, in its sentence; or with "now" right beside it and
nobody's room: not "go to your room now"); "write their night together", "the night she spends with
him", "una noche con ella", "eine Nacht mit ihm", "une nuit avec elle", "uma noite com ela", "ночь с
ней", "kanojo to no yoru" (a night with someone); a door locked and a lap or clothes beside it ("locks
the door and climbs onto his lap", "tranca a porta e senta no colo dele"; keys `locked_door` and
`closeness`). Each counts as a sexual_weak hit, as "in bed
together" does, so a minor's age or a school word beside it blocks; an adult's ("Emma (38) … the
romance continues in the bedroom") passes as before. "the night with her friends" is no one's night.
"""

from __future__ import annotations

from collections.abc import Sequence

from nocturne.moderation.lexicon import Hit
from nocturne.moderation.night_visits import night_visits

_REACH = 5  # tokens between a room and the word that takes the scene on
# "bedroom now", "al cuarto ya", "pro quarto agora", "в спальню, быстро", "bedroom time".
_NOW = frozenset("now rn time ya ahora agora jetzt sofort ab maintenant сеичас быстро ima sugu".split())
_NOW_REACH = 2
# "let's go to the bedroom", "vamos pro quarto", "lass uns ins Schlafzimmer gehen", "allons dans la
# chambre", "пойдём в спальню", "shinshitsu ni ikou": the two of them going to a room.
# Chat's own ("bora pro quarto", "go в спальню", "beddo iko", "vamo pra cama") too.
_LETS = frozenset(
    "lets vamos vamonos vayamos vamo bora lass allons allez поидем пошли го ikou iko ikimashou".split()
)
_LETS_REACH = 4
# Going to the room to sleep ("bora pro quarto, hora de dormir", "let's go to the bedroom, bedtime"): the
# night's rest, not the scene.
_SLEEP = frozenset(
    "sleep sleeping bedtime nap dormir durmir soneca siesta sieste dodo schlafen schlafenszeit спать "
    "сон neru nenne oyasumi".split()
)
_SLEEP_REACH = 6
# Where the scene goes on: "in the bedroom", "im Schlafzimmer", "no quarto", "dans sa chambre", "в спальне"
# ("shinshitsu de": after the room in romaji); not "she goes to her room" (a child going somewhere).
_IN = frozenset("in im en no na dans в во".split())
_GAP = 3
# What may stand between the word that takes the scene on and the room: "the scene", "it", "now".
_GAP_WORDS = frozenset(
    "the a it this that scene cena escena la el le szene die sa сцену эту now ya agora jetzt maintenant".split()
)
# German puts "weiter" after the room: "Mach im Schlafzimmer weiter", "machen wir im Zimmer weiter".
_MAKE = frozenset("mach machen macht wir".split())
# "the room", "her room", "a hotel room": a bedroom; "the living room", "chat room": another room.
_ROOM_DETERMINERS = frozenset(
    "the a her his my our their this that hotel motel same own private dark locked".split()
)
# "el cuarto de ella", "o quarto dele", "quarto de hotel": still a bedroom.
_WHOSE_ROOM = frozenset("ella el ela ele ellos eles hotel motel dormir casal".split())
_YOUR = frozenset("your ur tu dein deine deinem ton ta твою твоеи".split())
# Someone's room ("go to your room now", "her bedroom now has pink walls"): a room, not a request.
_OWNERS = frozenset(
    "your ur my her his their our tu su sus tua teu sua seu dein deine deinem ihr ihrem sein seinem mein "
    "meinem ton ta sa son mon ma твою свою твоеи своеи ее его моеи".split()
)
_NIGHTS = frozenset("night noche nacht nuit noite ночь ночи ночью yoru".split())
_NIGHT_REACH = 4  # "the night she spends with him"
# Staying the night somewhere ("spends the night with us", "verbringt die Nacht bei uns"): a sleepover.
_STAYS = frozenset(
    """spend spends spent spending stay stays stayed staying pasa pasar paso pasan verbringt verbringen
    verbrachte passe passer passa passar passou проводит провести провела ночует""".split()
)
_WITH = frozenset("with con mit avec com с".split())
_TOGETHER = frozenset("together juntos juntas zusammen ensemble вместе".split())
# Pronouns that name a partner after "with"; "her" and "ihr" also own things ("with her friends"), so
# they count only at the end of their clause.
_PARTNERS = frozenset(
    "him me you them us user char ihm mir dir ihnen uns lui moi toi eux ele mim ti voce el ella ela elle "
    "ним неи мнои тобои нами ними нею".split()
)
_OWNING = frozenset("her ihr".split())


def scene_requests(
    text: str,
    spans: Sequence[tuple[int, int]],
    words: list[str],
    sentence_of: list[int],
    by_key: dict[str, list[Hit]],
) -> list[Hit]:
    """sexual_weak hits for a room asked for as the scene and for a night with someone."""
    found = [*_rooms(text, spans, words, sentence_of, by_key), *_locked_in(sentence_of, by_key)]
    found += night_visits(words, sentence_of)  # "her stepdad comes into her room at night" (night_visits.py)
    if not _NIGHTS.isdisjoint(words):
        found += _nights(text, spans, words)
    return found


def _rooms(
    text: str,
    spans: Sequence[tuple[int, int]],
    words: list[str],
    sentence_of: list[int],
    by_key: dict[str, list[Hit]],
) -> list[Hit]:
    found = []
    goes_on = by_key.get("scene_goes_on", ())
    for room in by_key.get("scene_places", ()):
        before = words[room.start - 1] if room.start > 0 else ""
        if before in _YOUR or _other_room(words, room, before):
            continue  # "go clean your room", "the living room", "el cuarto de juegos": no bedroom asked for
        loc = room.start - 1 if before in _IN else room.start - 2
        asked = (
            loc >= 0
            and words[loc] in _IN
            and any(_takes_on(words, sentence_of, g, loc, room) for g in goes_on)
        )
        if not asked and room.end + 1 < len(words) and words[room.end] == "de":
            asked = any(g.start == room.end + 1 for g in goes_on)  # "shinshitsu de tsuzuki"
        if not asked and before not in _OWNERS:
            lo, hi = max(0, room.start - _NOW_REACH), min(len(words), room.end + _NOW_REACH)
            # "bedroom now", "al cuarto ya"; not "keeps her diary in the bedroom, now write …"
            asked = any(words[i] in _NOW and _one_clause(text, spans, i, room) for i in range(lo, hi)) or (
                not _LETS.isdisjoint(words[max(0, room.start - _LETS_REACH) : room.end + 2])
            )
        if asked and not _SLEEP.isdisjoint(
            words[max(0, room.start - _SLEEP_REACH) : room.end + _SLEEP_REACH]
        ):
            asked = False
        if asked:
            found.append(Hit("sexual_weak", max(0, loc), room.end, " ".join(words[room.start : room.end])))
    return found


def _one_clause(text: str, spans: Sequence[tuple[int, int]], at: int, room: Hit) -> bool:
    """No comma or stop between the word at `at` and the room."""
    first, last = (at, room.start) if at < room.start else (room.end - 1, at)
    return not any(c in text[spans[first][1] : spans[last][0]] for c in ",;:.!?")


def _locked_in(sentence_of: list[int], by_key: dict[str, list[Hit]]) -> list[Hit]:
    """A door locked and a lap or clothes in that sentence or the next: "locks the door and climbs onto
    his lap", "tranca a porta e senta no colo dele", "schließt die Tür ab. Sie setzt sich auf seinen Schoß"."""
    locks = by_key.get("locked_door", ())
    if not locks:
        return []
    # The door locked first, then the lap ("locks the door and climbs onto his lap"); not "climbs onto
    # grandpa's lap after he locks the door against the storm".
    return [
        Hit("sexual_weak", h.start, h.end, h.entry)
        for h in by_key.get("closeness", ())
        if any(d.end <= h.start and sentence_of[h.start] - sentence_of[d.start] in (0, 1) for d in locks)
    ]


def _other_room(words: list[str], room: Hit, before: str) -> bool:
    """A room named for something else: "the living room", "class room", "el cuarto de juegos"."""
    if room.entry == "room":
        return before not in _ROOM_DETERMINERS
    after = words[room.end : room.end + 2]
    return (
        room.entry in ("cuarto", "quarto", "habitacion")
        and after[:1] in (["de"], ["da"], ["do"])
        and (after[1:] != [] and after[1] not in _WHOSE_ROOM)
    )


def _takes_on(words: list[str], sentence_of: list[int], goes_on: Hit, loc: int, room: Hit) -> bool:
    """The word takes the scene on into the room: right before "in the room", past "the scene" at most
    ("continua a cena no quarto", "where we left off in the bedroom", "on continue dans sa chambre"), or
    right after it in German ("Mach im Schlafzimmer weiter"); not "sigue jugando en su cuarto"."""
    if sentence_of[goes_on.start] != sentence_of[room.start]:
        return False
    if goes_on.end <= loc:
        return loc - goes_on.end <= _GAP and all(w in _GAP_WORDS for w in words[goes_on.end : loc])
    return goes_on.start == room.end and not _MAKE.isdisjoint(words[max(0, loc - 2) : loc])


def _nights(text: str, spans: Sequence[tuple[int, int]], words: list[str]) -> list[Hit]:
    found = []
    # The night words' places first, in one comprehension: most words are none.
    for i in [i for i, w in enumerate(words) if w in _NIGHTS]:
        word = words[i]
        if word == "yoru" and (
            words[max(0, i - 2) : i] == ["to", "no"] or words[i - 2 : i] == ["futari", "no"]
        ):
            found.append(Hit("sexual_weak", max(0, i - 2), i + 1, word))  # "kanojo to no yoru"
            continue
        if not _STAYS.isdisjoint(words[max(0, i - 2) : i]):
            continue  # "Lily, 8, spends the night with us", "pasa la noche con nosotros": a sleepover
        after = words[i + 1 : i + 1 + _NIGHT_REACH]
        partner = any(
            w in _WITH and j + 1 < len(after) and _partner(text, spans, i + 2 + j, after[j + 1])
            for j, w in enumerate(after)
        )
        if partner or not _TOGETHER.isdisjoint(after):
            found.append(Hit("sexual_weak", i, min(len(words), i + 1 + _NIGHT_REACH), word))
    return found


def _partner(text: str, spans: Sequence[tuple[int, int]], at: int, word: str) -> bool:
    """The word at token `at` names the night's partner: a pronoun, "her" only where its clause ends."""
    if word in _PARTNERS:
        return True
    if word not in _OWNING:
        return False
    return at + 1 >= len(spans) or not text[spans[at][1] : spans[at + 1][0]].strip() == ""
