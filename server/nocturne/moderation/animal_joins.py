"""An animal brought into the scene that is going on (issue 9, bestiality; round af).

A continuation message needs no sexual word: the scene it continues is the sex, so "ok now have the dog
join in, like actually with her, not just watching", "que el perro se suba a la cama y participe, pero de
verdad", "пусть собака тоже участвует, по-настоящему", "kann der Hengst beim nächsten Mal mitmachen? das
echte Pferd" or "can the horse be her partner in the next scene?" asks for the act with the animal. What
says so is the animal as the one who joins (participates, takes part, "mitmachen", "be her partner") plus
one cue that the joining is the scene's own: "for real" ("actually", "de verdad", "vraiment",
"по-настоящему"), "with her", a bystander's role refused ("not just watching", "не просто лежит рядом"),
the bed or the scene, a sexual word, or the real animal set against a centaur.

Brought into the scene is the same request: "into the scene" or past "too" and a verb of entering ("mi
perro tmb entra a la escena, tú sabes cómo 😏", "bota meu pitbull na cena tb", "mon chien aussi dans la
scène"), "part of the scene" or "part of the nsfw scene", and the couple's bed "with us" with a wink or a
sexual word ("Buddy's coming to bed with us tonight 😏", "o pitbull entra no quarto com a gente 😈"); an
animal asleep there ("dormindo no sofá", "the dog sleeps in the bedroom with us") passes.

Joining something named ("join in the game of fetch", "participe à la promenade", "beim Rennen
mitmachen"), a refused join ("the dog doesn't join in") and a person between the animal and the verb ("the
dog watches and Mark joins in") pass. A long text needs the cue in the joining sentence.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_join_acts import acted_after
from nocturne.moderation.clause_words import WITH_WORDS
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

# Taking part: the verb whose subject the animal is.
_JOIN = frozenset(
    "join joins joined joining participate participates participating partake partakes participa "
    "participe participen participar participara unirse sumarse participer participera "
    "rejoigne rejoint rejoindre rejoignait rejoindra rejoignent mitmachen mitmacht mitmachst mitmischen "
    "mitspielen participem participando participar participa "
    "участвует участвовать участвовал участвовала поучаствует присоединится "
    "присоединяется присоединиться подключится подключается uchastvuet uchastvovat prisoedinitsya "
    "sanka sankashite kuwawaru kuwatte".split()
)
# "be her partner", "sea su pareja", "sein Partner sein": the animal named as the partner.
_PARTNER = frozenset(
    "partner partners pareja partenaire parceiro parceira партнер партнером партнерши aite".split()
)
# Verbs that join only as "se una", "se junte", "macht mit" (alone: "una" is an article).
_REFLEXIVE = frozenset("una une unan sume suma junte junta joigne".split())
_BE = frozenset("be sea ser sein soit etre seja будет стать быть".split())
_PART_TAKE = frozenset("take takes taking toma tomar".split())  # "take part", "tome parte"
# Words from the animal to the verb ("o cachorro dela entrar no quarto e ela deixar ele participar").
_JOIN_GAP = 10
# "he's been watching them the whole time and wants in": asking to join, at its clause's end.
_WANTS = frozenset("want wants wanted wanting".split())

# The joining is the scene's own: for real, the scene, the real animal set against an anthro one.
_CUES = frozenset(
    "actually actual really properly fully truly real verdad verdade realmente vraiment wirklich richtig echt "
    "echte echten echtes настоящему реально honto hontou scene scenes escena szene cena сцене сцену "
    "centaur centauro centaure zentaur кентавр kentauros anthro furry furro фурри "
    # "to falando sério", "I'm serious": said to mean it
    "serio seriously serious serieux ernsthaft серьезно "
    # the couple's night ("тоже поучаствует этой ночью", "participe cette nuit"); not "tonight's walk"
    "night nights noche nuit nacht noite ночью ночь ночке ночку".split()
)
# A line of a few words that opens with "now", "then" or "continue" steers the scene going on.
_STEERING = frozenset(
    "now then continue ok okay ahora luego sigue agora entao continua jetzt dann weiter maintenant puis "
    "теперь потом teper potom kondo "
    # "lol what if the goat joined in", "and then the dog joins in"
    "lol lmao haha what and imagine y e et und".split()
)
_STEERING_WORDS = 10
# What may end such a line after the verb ("joins in", "joins us too"), so that nothing else is joined.
_STEERING_TAIL = frozenset("in too also as well us them her him".split())
# Emoji that wink at sex, in a short message ("tonight he gets to join the fun 😈"; not 🔥, which is
# said of anything: "they go all the way to the river 🔥").
_WINKS = ("😈", "😏", "🍆", "💦", "👅", "🥵")
# "in the mood", "en el ambiente", "in Stimmung": the scene's own; "in the mood for a hike" is not.
_MOOD = frozenset("mood bedroom".split())
_MOOD_FOR = frozenset("for para pour fur".split())
# "with her": the joining is with the person of the scene.
_WITH = WITH_WORDS
_PERSONS = frozenset(
    "her him them us me ella el ellos nosotros mi elle lui eux nous moi ihr ihm ihnen uns mir неи ним ними нами мнои ela ele".split()
)
# "not just watching", "а не просто лежит рядом": a bystander's role refused.
_BYSTANDING = frozenset(
    # "pas pour dormir", "not to sleep": the animal's usual place in the bed refused
    "sleep sleeping dormir schlafen спать "
    "watching watch watches lying lies staring mirar mirando mira regarder regarde regardant zuschauen "
    "zusehen zuguckt zugucken смотрит смотреть лежит лежать mite miteru "
    # "sem ser só de fundo", "not just in the background": the scenery's role refused
    "fundo fondo background hintergrund".split()
)
_NOT = frozenset("not no не nicht pas nao instead statt sem sin sans ohne".split())

# An activity after the verb names what is joined: then it is no part of the scene.
_ACTIVITIES = frozenset(
    "walk walks hike game games fetch hunt hunting race races show shows parade search rescue patrol "
    "competition contest dressage rodeo training picnic photo photos paseo juego caza carrera desfile "
    "concurso busqueda rescate promenade jeu chasse course concours sauvetage randonnee spaziergang spiel "
    "trail trails sendero trilha "
    "jagd rennen turnier wanderung suche rettung прогулке прогулку игре игру охоте охоту скачках скачки "
    "выставке поиске поиски passeio jogo corrida sanpo".split()
)
_PERSON_NOUNS = partners.HUMAN_PARTNERS | frozenset(
    "man woman guy girl boy lady friend neighbour neighbor mark hombre mujer chico chica homme fille gars "
    "mann frau kerl typ мужчина женщина парень".split()
)


# "… before joining them": the one who joins is the clause's subject, not the animal before it.
_BEFORE_AFTER = frozenset("before after avant apres antes despues depois bevor nachdem перед после".split())
# "sea parte de la escena", "be part of the scene", "part of their fun": taking part in the scene.
_PART = frozenset("part parte partie teil".split())
_SCENE = frozenset(
    "scene escena cena szene сцены fun entertainment action play brincadeira diversion jeu spass plaisir "
    # "que el caballo sea parte del trío": the group the animal joins is the sex
    "trio threesome foursome orgy orgia dreier".split()
)
# "gets his turn", "wants a turn with you two", "a droit à sa part", "gets involved with them": a share of
# the scene given to the animal.
_TURN = frozenset("turn turns part share".split())
_TURN_OWNERS = frozenset("his her its a their sa su seu sua seine".split())
_INVOLVED = frozenset("involved".split())
_INVOLVED_BE = frozenset("be gets get getting got becomes become is".split())
# Group sex: the scene the animal joins is the sex ("the three of them", "threesome", "втроём", "三人").
_GROUP = frozenset(
    "threesome threesomes foursome orgy swingers swinger trio dreier ménage menage trisal втроем втроём "
    "вчетвером 三人 3p libertine libertin libertins swing".split()
)


# Brought into the scene: "into the scene", "na cena", "dans la scène", "в сцену", right after the animal
# or past a "too" and a verb of entering ("mi perro tmb entra a la escena", "mon chien aussi dans la scène").
_INTO = frozenset("into na dans ins в во".split())
_ENTERING = frozenset(
    "entra entre entrar put bring mete metele metemos meter metes metan pon ponlo bota botar coloca colocar "
    "mets mettre".split()
)
_INTO_AFTER_ENTERING = frozenset("a en in no".split())
_TOO = frozenset("too also tmb tb tambien tambem aussi auch тоже".split())
_ARTICLES = frozenset("the a la le el o die der den das lo эту".split())
# "coming to bed with us", "entra no quarto com a gente", "будет с нами в спальне": the animal in the
# couple's bed.
_US = frozenset("us nous uns нами nosotros gente".split())
_BEDS = frozenset(
    "bed bedroom cama quarto dormitorio habitacion lit chambre bett schlafzimmer кровать постель спальню "
    "спальне постели кровати beddo".split()
)
_BED_REACH = 4
_SLEEPS = frozenset(
    "sleep sleeps sleeping asleep duerme durmiendo dormido dort dormant dorme dormindo schlaft schlafend спит "
    "спящии nemuru neteru schlafen dormir спать".split()
)


def _brought_in(words: list[str], animal_end: int, i: int, animal_start: int | None = None) -> bool:
    """The word at i brings the animal into the scene: "into the scene" right after it, or past "too" and
    a verb of entering, or after a verb of entering before the animal ("y si metemos al perro en la
    escena?")."""
    w = words[i]
    before = words[animal_end:i]
    entered = animal_start is not None and not _ENTERING.isdisjoint(
        words[max(0, animal_start - 3) : animal_start]
    )
    entering = entered or any(b in _ENTERING for b in before)
    if not all(b in _TOO or b in _ENTERING for b in before) or len(before) > 2:
        return False
    if w not in _INTO and not (w in _INTO_AFTER_ENTERING and entering):
        return False
    after = [x for x in words[i + 1 : i + 4] if x not in _ARTICLES]
    # "into the scene", "into the bedroom scene"
    return bool(after) and (
        after[0] in _SCENE or (after[0] in _BEDS and after[1:2] != [] and after[1] in _SCENE)
    )


def _part_of_scene(a: Analysis, at: int) -> bool:
    """ "part of the scene", "parte de la escena", or of a scene a sexual word names ("part of the nsfw
    scene"); not "part of the beach scene"."""
    if not _SCENE.isdisjoint(a.words[at + 1 : at + 4]):
        return True
    return (
        a.words[at + 4 : at + 5] != [] and a.words[at + 4] in _SCENE and a.covered("sexual", at + 3, at + 4)
    )


def _with_us_in_bed(words: list[str], i: int) -> bool:
    """ "with us" ("com a gente") with a bed within a few words, either side."""
    after = [x for x in words[i + 1 : i + 3] if x != "a"][:1]
    if words[i] not in _WITH or not after or after[0] not in _US:
        return False
    return not _BEDS.isdisjoint(words[max(0, i - _BED_REACH) : i + _BED_REACH + 1])


def _join_at(a: Analysis, hit: Hit) -> int | None:
    """The taking-part verb within a few words after the animal, in its sentence, no person between."""
    sentence = a.sentence_of[hit.start]
    stop = min(len(a.words), hit.end + _JOIN_GAP)
    for i in range(hit.end, stop):
        if a.sentence_of[i] != sentence:
            return None
        w = a.words[i]
        if w in _PARTNER and _BE.intersection(a.words[max(hit.end, i - 3) : i + 2]):
            return i
        if w in _PERSON_NOUNS or (a.words[i - 1] in partners.AND_WORDS and a.text[a.spans[i][0]].isupper()):
            return None  # "the dog watches and Mark joins in": Mark joins
        if w in _BEFORE_AFTER:
            return None  # "fait descendre le labrador du lit avant de les rejoindre": she joins them
        if w in _REFLEXIVE and a.words[i - 1] == "se":
            return i
        if w == "macht" and "mit" in a.words[i + 1 : i + 4] and "was" not in a.words[i + 2 : i + 5]:
            return i  # (not "macht mit ihr, was er will": does with her what he likes; animal_way.py)
        if w in _JOIN or (w in _PART_TAKE and a.words[i + 1 : i + 2] in (["part"], ["parte"])):
            return i
        if w in _PART and _part_of_scene(a, i):
            return i  # "part of the scene", "part of the nsfw scene"
        if (w in _INTO or w in _INTO_AFTER_ENTERING) and _brought_in(a.words, hit.end, i, hit.start):
            return i  # "bring the family dog into the scene", "meu pitbull na cena"
        if w in _WITH and _with_us_in_bed(a.words, i):
            return i  # "coming to bed with us tonight 😏"
        if w in _TURN and a.words[i - 1] in _TURN_OWNERS:
            return i  # "getting his turn after them", "a droit à sa part ce soir"
        if w in _INVOLVED and a.words[i - 1] in _INVOLVED_BE and _involved_in_scene(a, i):
            return i  # "can the horse be involved in the barn scene", "the goat gets involved with them"
        if w in _WANTS and a.words[i + 1 : i + 2] == ["in"] and _clause_ends(a, i + 1):
            return i  # "… he's been watching them the whole time and wants in"
    return None


def _clause_ends(a: Analysis, at: int) -> bool:
    """The word at `at` ends its clause: the text's or its sentence's end, or a comma right after it."""
    if at + 1 >= len(a.words) or a.sentence_of[at + 1] != a.sentence_of[at]:
        return True
    return "," in a.text[a.spans[at][1] : a.spans[at + 1][0]]


def _involved_in_scene(a: Analysis, at: int) -> bool:
    """ "involved" with the scene's people, in the scene, or ending its clause ("then her actual German
    shepherd gets involved.", "make the dog get involved, he's been watching"); not "involved in knocking
    the lamp over"."""
    words = a.words
    after = words[at + 1 : at + 5]
    if not after or after[0] in _WITH or _clause_ends(a, at):
        return True
    return after[0] == "in" and not _SCENE.isdisjoint(after[1:])


def _steering_tail(a: Analysis, at: int) -> bool:
    """Nothing after the verb but "in", "us", "too" or the animal's emoji: nothing else is joined."""
    animal_at = {i for h in a.of("animal") for i in range(h.start, h.end)}
    return all(w in _STEERING_TAIL or i in animal_at for i, w in enumerate(a.words[at + 1 :], at + 1))


def _cue(a: Analysis, at: int, short: bool) -> bool:
    """Something that makes the joining the scene's own, in a short message anywhere, else in its sentence."""
    if len(a.words) <= _STEERING_WORDS and a.words[0] in _STEERING and _steering_tail(a, at):
        return True  # "now the dog joins in", "continue but the horse joins in 🐴": a turn of the scene
    if short:
        words = a.words
        acts = a.of("sexual")
    else:
        lo, hi = a.sentence_bounds(a.sentence_of[at])
        words = a.words[lo:hi]
        acts = a.in_sentence("sexual", a.sentence_of[at])
    for i, w in enumerate(words):
        if w in _CUES or w in _GROUP:
            return True
        if w in _MOOD and (i + 1 == len(words) or words[i + 1] not in _MOOD_FOR):
            return True  # "whenever Jenna is in the mood, Duke … joins in" (not "in the mood for a hike")
        if w in _WITH and words[i + 1 : i + 2] and words[i + 1] in _PERSONS:
            return True
        if w in _BYSTANDING and _NOT.intersection(words[max(0, i - 3) : i]):
            return True
        # the bed: "hol ihren Hund mit ins Bett und lass ihn mitmachen" (not "joins us in bed to sleep", nor
        # a werewolf of 35 who joins them, nor a sentence that names its activity)
        if w in _BEDS and _SLEEPS.isdisjoint(words) and not a.of("anthro") and not _named_activity(words):
            return True
    if short and any(mark in a.text for mark in _WINKS):
        return True  # "tonight he gets to join the fun 😈"
    return any(not a.negated(h.start) for h in acts)


def _named_activity(words: list[str]) -> bool:
    """ "in the mood for a hike": the sentence names what is going on, and it is not the scene."""
    return any(
        w in _MOOD and words[i + 1 : i + 2] != [] and words[i + 1] in _MOOD_FOR for i, w in enumerate(words)
    )


def _wink_or_innuendo(a: Analysis, short: bool) -> bool:
    """A short message that winks ("😏") or hints ("like in *that* way")."""
    if not short:
        return False
    return any(mark in a.text for mark in _WINKS) or any(
        not a.negated(h.start) for h in a.of("innuendo") if h.end - h.start > 1
    )


def joins_scene(a: Analysis, animals: list[Hit]) -> Found | None:
    """An animal that joins, takes part or is the partner, with a cue that it is in the scene."""
    short = len(a.words) <= partners.SHORT_TEXT
    for hit in animals:
        if a.negated(hit.start):
            continue
        at = _join_at(a, hit)
        if at is None or a.negated(at):
            continue
        if _ACTIVITIES.intersection(a.words[hit.end : at + 5]):
            continue  # "join in the game of fetch", "beim Rennen mitmachen"
        if a.words[at] in _WITH:
            # in the couple's bed with a wink or a sexual word beside it; not a dog that sleeps there
            if _SLEEPS.isdisjoint(a.words[hit.end : at]) and (
                _wink_or_innuendo(a, short) or a.in_sentence("sexual", a.sentence_of[at])
            ):
                return Found("prohibited-bestiality", "animal-joins-scene", f"{hit.entry} … in bed with us")
            continue
        if _brought_in(a.words, hit.end, at, hit.start):
            if not _SLEEPS.isdisjoint(a.words[at : at + _BED_REACH * 2]):
                continue  # "bota meu pitbull na cena tb, dormindo no sofá": in the scene, asleep
            # brought "into the scene": the scene word is no cue of its own ("he could bark at the mailman")
            if _wink_or_innuendo(a, short) or any(not a.negated(h.start) for h in a.of("sexual")):
                return Found("prohibited-bestiality", "animal-joins-scene", f"{hit.entry} … into the scene")
            continue
        if _cue(a, at, short) or acted_after(a, at):  # "… and they go all the way" (animal_join_acts.py)
            return Found("prohibited-bestiality", "animal-joins-scene", f"{hit.entry} … {a.words[at]}")
    return None
