"""Who an animal is with (issue 9, bestiality): an animal paired with a person is a partner in what the
message asks for ("me and my dog", "a woman and her mare", "sex with a dog", "rp con mi perro", "the
family dog joins in"), so intent words that say nothing about who acts (explicit, smut, nsfw) count
beside it. The rules (rules.py) ask `partner`; these are grammar words, not lexicon entries.
"""

from __future__ import annotations

from nocturne.moderation import bystanders
from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.aged_persons import aged_person
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit
from nocturne.moderation.likened_partner import likened
from nocturne.moderation.unknown_names import FILLERS, PLACES, unknown_name

_CLAUSE_ENDS = (",", ".", ":", ";")
# Not Portuguese "e" (and): accents are dropped, so it would also be "é" (is): "ele é um garanhão".
_BEFORE = frozenset(
    "with w and n x between entre con y mit und avec et com с со и seduce seduces seducing seduced fuck fucks "
    "fucking fucked".split()
)
# A card's field that names the partner ("Partner: her dog", "Compagnon : son cheval", "Aite: kaiinu").
_PARTNER_LABELS = frozenset(
    "partner companion lover mate partnerin compagnon partenaire pareja companero parceiro parceira "
    "партнёр партнер партнера aite koibito".split()
)
_AFTER = frozenset("me i x moi yo eu ich я".split())
_SCENE_AFTER = frozenset(
    "scene scenes rp roleplay story smut porn content erp escena szene сцену cena".split()
)
_AND = frozenset("and n y und et и".split())  # "n": chat-typed "and" ("her n the doberman")
AND_WORDS = _AND
# Who may stand before "and <animal>" as its partner.
_PERSONS = frozenset(
    "me i her him she he you u woman women man men girl guy boy lady wife husband farmer rancher owner "
    "master mistress character char chara persona oc user human person herself himself myself yo ich moi eu "
    "я она он mujer hombre chica chico muchacha muchacho "
    # who works the farm ("la yegua y el granjero", "a égua e o fazendeiro")
    "granjero granjera ranchero ranchera vaquero vaquera fazendeiro fazendeira vaqueiro vaqueira peao "
    "frau mann madchen femme homme fille mulher homem garota garoto moca rapaz женщина мужчина девушка "
    "парень "
    # the user's character, as people name it in each language ("X und meine Figur", "X + minha personagem")
    "figur heldin protagonist protagonista heroine personaje personnage perso personagem heroina "
    "персонаж героиня героини героиню герой kyara "
    # who rides the animal ("a mare and her rider, sexual")
    "rider jinete amazona reiterin reiter cavaliere cavaleira наездница".split()
)
# "my", "her" before the character: "Овчарка и моя героиня", "cachorro + minha personagem".
_OWNERS = frozenset(
    "my her his your mi su meine meiner ihre seine deine mon ma sa ta minha meu sua seu моя мои моего моеи "
    "ее его твоя твои".split()  # normalised: "мой" is read "мои"
)
PERSONS = _PERSONS
_PRONOUNS = frozenset("me i her him she he you u herself himself myself yo ich moi eu я".split())
_COMPANY_VERBS = frozenset(
    "lives live lived living stays stay staying walks walk walked walking works work working plays play "
    "playing travels traveling grew swam swim swims swimming snorkeled snorkelled snorkeling dove dived diving "
    "vive vivo lebt wohnt vit habite mora живет живёт pasea paseando camina nadamos nadando nadar "
    "schwimmen schwammen geschwommen nage nager nagions nadei nadou плавали плавал плавала "
    "spaziert geht promene passeia passear passeando caminha гуляет гуляла гулять гуляю".split()
)
HUMAN_PARTNERS = frozenset(
    "husband wife boyfriend girlfriend bf gf partner fiance fiancee novio novia marido esposa mann frau "
    "freund freundin mari femme copain copine namorado namorada муж мужем жена женой парень парен девушка "
    "honeymoon flitterwochen hochzeitsreise "
    # Brazilian chat's "a girl" ("procurando uma mina pra mudar isso"); "with the neighbour" in Russian
    "mina соседом соседкой "
    "kareshi otto danna koibito".split()  # romaji: boyfriend, husband, lover
)
SHORT_TEXT = 30  # words: a message this short is one request
TINY_TEXT = 5  # words: an animal and a sexual word are all there is ("k9 smut please")
# Names for an animal that only an evasion uses: "man's best friend but make it nsfw".
_EUPHEMISMS = (
    "best friend",
    "family pet",
    "four legged",
    "furry friend",
    "furry companion",
    "canine companion",
    # "o melhor amigo do homem", "el mejor amigo del hombre", "le meilleur ami de l'homme"
    "melhor amigo",
    "mejor amigo",
    "meilleur ami",
    "bester freund",
    "freund des menschen",  # "der beste Freund des Menschen"
    "лучший друг",
)


def euphemism(hit: Hit) -> bool:
    return any(name in hit.entry for name in _EUPHEMISMS)


# Another person, given an adult age right after ("a cute girl (29)"): a human partner.
_OTHERS = frozenset(
    "woman women man men girl guy boy lady gf bf boyfriend girlfriend chica chico mujer hombre frau mann "
    "femme homme mulher homem garota garoto девушка парень "
    # a grown colleague is a person too: "asks her colleague (31) out", "su colega (30)"
    "colleague coworker colega kollege kollegin collegue коллега".split()
)
_JOINS = frozenset("joins join joined joining".split())
# Horses named so mostly mean the animal once paired with a person ("sex with a stallion").
AMBIGUOUS = frozenset(
    "stallion stallions mare mares hengst stute etalon jument semental yegua garanhao egua "
    "жеребец жеребца жеребцом кобыла кобылу кобылои".split()
)
# Weak intent words that are about a partner's sexuality; "romantic", "rp", "our secret" are not.
INTENT = frozenset(
    (
        "spicy",
        # "ella y su pastor alemán tienen algo más que amistad": a pair's friendship gone further
        "algo mas que amistad",
        "more than friendship",
        "mais que amizade",
        "mehr als freundschaft",
        "do it",
        "doing it",
        "did it",
        "intimate*",
        "naughty",
        "dirty",
        "kinky",
        "sleep with",
        "sleeping with",
        "slept with",
        "make out",
        "making out",
        "bend over",
        "bent over",
        "hot scene",
        "in bed together",
        "on her knees",
        "freaky",
        "get freaky",
        "getting freaky",
        "gettin freaky",
        "coquin",
        "coquine",
        "picante",
        "caliente",
        "quente",  # "rp quente com o cavalo": a hot scene
        "heiss",
        # Euphemisms for the act itself (after blind-q): beside an animal they pair it with a person.
        "getting it on",
        "get it on",
        "gets it on",
        "round two",
        "round 2",
        "helps her out at night",
        "hilft ihr nachts aus",
        "hilft ihr aus",
        "с узлом",
        "узлом",
        "берет ее",
        "ее берет",
        "com no e tudo",
        "com no",
        "con nudo",
        "takes her",
        "mounts her",
        "nimmt sie",
        "besteigt sie",
        "bespringt sie",
        "deckt sie",
        "la monte",
        "la saillir",
        "la monta",
        "monta nela",
        "покрывает ее",
        "постельную сцену",
        "постельная сцена",
        "постельной сцены",
        "se acosto con",
        "con quien se acuesta",
        "qu elle couche",
        "mit dem sie schlaft",
        "mit der er schlaft",
        # Lovers by a simile (after blind-z): "deja al perro solo con ella … como si fueran pareja".
        "like lovers",
        "as lovers",
        "like a couple in bed",
        "like husband and wife",
        "como si fueran pareja",
        "como amantes",
        "como si fueran amantes",
        "como marido y mujer",
        "comme des amants",
        "comme un couple",
        "comme mari et femme",
        "tipo marido e mulher",
        "como marido e mulher",
        "como se fossem amantes",
        "wie ein liebespaar",
        "wie liebende",
        "wie mann und frau",
        "как любовники",
        "как муж и жена",
        # Keeping one's virginity for someone (after blind-y): "he's the one I've been saving myself for".
        "saving myself for",
        "saved myself for",
        "save myself for",
        "saving herself for",
        "saved herself for",
    )
)


_WITH = frozenset("with between mit zwischen avec entre con com с между".split())
_OBJECT_PRONOUNS = frozenset("him her it ihm ihr ihn lui elle el ele ela ним неи нем".split())


# "make them mate", "let them fuck", "between the two of them": an act of a pair the text names by a
# plural pronoun (them_act); in a short text with an animal and no human partner, the animal is in it.
_THEM = frozenset("them ellos ellas eles elas eux их".split())
# People of a farm story before "and her dog" ("Die Bäuerin und ihr Hofhund"): lexicon settings, but persons.
_FARM_PEOPLE = frozenset(
    "farmer farmers rancher farmhand bauer bauerin knecht magd granjero granjera ranchero fermier fermiere "
    "fazendeiro fazendeira фермер фермерша".split()
)
_ALONE = frozenset("alone solo sola seul seule sozinho sozinha allein alleine наедине".split())
_PAIR = frozenset("those these both beiden ambos deux dois dos ними обоими".split())
_ADULTS = frozenset("adult adults adulto adultos adulte adultes erwachsene erwachsenen взрослыми".split())
_THEM_BEFORE = frozenset("make let have get watch lass haz deja faire fais faz deixa пусть".split())


def them_act(a: Analysis, acts: list[Hit]) -> Hit | None:
    """An act done by "them" ("make them mate") or "between (the two of) them" ("steamy romance between
    the two of them")."""
    words = a.words
    for act in acts:
        if a.negated(act.start):
            continue
        before = words[max(0, act.start - 2) : act.start]
        if len(before) == 2 and before[1] in _THEM and before[0] in _THEM_BEFORE:
            return act
        # "between the two of them", "Rol NSFW detallado entre ellos dos": one describing word may stand
        # before "between".
        after = words[act.end : act.end + 6]
        lead = 1 if after[:1] and after[0] not in _WITH else 0
        if after[lead : lead + 1] and after[lead] in _WITH and any(w in _THEM for w in after[lead + 1 :]):
            return act
        # "a sex scene between those two", "entre los dos", "zwischen den beiden", "между ними" (not
        # "between two adults": a pair of persons named there)
        pair = after[lead + 1 : lead + 4]
        if after[lead : lead + 1] and after[lead] in _WITH and any(w in _PAIR for w in pair[:2]):
            if not any(w in _ADULTS or w in _PERSONS for w in pair):
                return act
    return None


def pronoun_partner_after(a: Analysis, hit: Hit) -> bool:
    """'… make it sexual with him', 'between him and my character': a pronoun after the animal that a
    sexual request pairs with, in a message that names no person by an adult age (the caller checks
    that it names no partner). The pronoun ends its clause ("con el vaquero": "el" is an article)."""
    if any(g.value >= ADULT_AGE for g in a.ages):
        return False  # "a 30-year-old ranch hand who works with the stallions … sex with him"
    words = a.words
    for i in range(hit.end, len(words) - 1):
        if words[i] in _AFTER and words[i + 1] in _AND and words[i + 2 : i + 3] == ["him"]:
            return True  # "my dog is so hot, wanna rp me n him fucking"
        if (
            words[i] in _AND
            and words[i + 1] in _AFTER
            and a.sentence_of[i] == a.sentence_of[hit.start]
            and not (set(words[hit.end : i]) & _PERSONS)
        ):
            return True  # "the goat from the petting zoo and me, sexy time"
        if words[i] in _WITH and words[i + 1] in _OBJECT_PRONOUNS:
            gap = a.text[a.spans[i + 1][1] : a.spans[i + 2][0]] if i + 2 < len(words) else "."
            if i + 2 >= len(words) or gap.strip() or words[i + 2] in _AND:
                return True
            if a.covered("sexual", i, i + 3) or any(h.start == i + 2 for h in a.of("sexual")):
                return True  # "sie will mit ihm schlafen", "um mit ihr intim zu werden": the verb after it
    return False


def _partner_words(a: Analysis) -> list[int]:
    """Where the human partner words stand (read once per text: human_partner is asked often)."""
    known = a.cache.get(("partner-words", ""))
    if known is None:
        known = a.cache[("partner-words", "")] = [i for i, w in enumerate(a.words) if w in HUMAN_PARTNERS]
    return known


def human_partner(a: Analysis, ignore: frozenset[int] = frozenset()) -> bool:
    """A human partner is named: "my husband", "on our honeymoon", "a cute girl (29)"; not by a word at
    the positions in `ignore` ("der beste Freund des Menschen" names a dog)."""
    # Not "her four-legged boyfriend": the partner word after "legged" names the animal.
    # (Asked often, of every word: the set and list tests run in C, the loops only when one is there.)
    if not HUMAN_PARTNERS.isdisjoint(a.vocabulary()) and any(
        not (i and a.words[i - 1].endswith("legged"))
        and i not in ignore
        and not likened(a, i)  # "treats that mule like a wife" (likened_partner.py)
        for i in _partner_words(a)
    ):
        return True
    if ("user" in a.words or "char" in a.words) and any(
        w in ("user", "char") and i and a.words[i - 1] in _WITH for i, w in enumerate(a.words)
    ):
        return True  # "her nights with {{user}}": the role-play partner is named as hers
    return any(
        g.kind == "present" and g.value >= ADULT_AGE and g.start > 0 and a.words[g.start - 1] in _OTHERS
        for g in a.ages
    ) or aged_person(a)  # "le nouveau palefrenier (33)" (aged_persons.py)


def partner(a: Analysis, hit: Hit) -> bool:
    """The animal is paired with a person: "me and my dog", "a woman and her mare", "sex with a
    dog", "dog x human", "the family dog joins in"; not when it does something else ("and the dog
    watching")."""
    after = a.words[hit.end : hit.end + 2]
    if bystanders.bystander(a, hit):
        return False
    if (
        after
        and (
            # "the pig scene, make it sexual": the animal is what the scene is about (not "Puppy (scene name)";
            # not "the dog scene in the movie was sad; then we fucked")
            (
                after[0] in _SCENE_AFTER
                and not a.text[a.spans[hit.end - 1][1] : a.spans[hit.end][0]].strip()
                and bool(a.in_sentence("sexual", a.sentence_of[hit.start]))
            )
            or after[0] in _AFTER
            or after[0] in _JOINS
            or (after[0] in _AND and after[1:2] and after[1] in _AFTER)
            # "goat + farmer", "кoнь и девушка": the animal and a person named by a noun
            or (after[0] in _AND and after[1:2] and after[1] in _PERSONS and after[1] not in _PRONOUNS)
            or _and_article_person(a, hit.end)
            or _and_own_person(a, hit.end)
            or after == ["e", "eu"]
            or (after[0] in _ALONE and after[1:2] and after[1] in _WITH)  # "deja al perro solo con ella"
        )
    ):
        return True  # "me and my dog", "the dog joins", "mein Schäferhund und ich", "meu cão e eu"
    if _and_pronoun(after) and hit.end + 2 < len(a.words):
        # "the dog and her, sexual", "el perro y ella, escena de sexo", "der Schäferhund und sie, Sexszene":
        # the pair ends there (not "the dog and her sister")
        between = a.text[a.spans[hit.end + 1][1] : a.spans[hit.end + 2][0]].strip()
        return between[:1] in _CLAUSE_ENDS
    back = hit.start
    settings = a.cache.get(("setting-starts", ""))
    if settings is None:
        settings = a.cache[("setting-starts", "")] = {h.start for h in a.of("animal_setting")}
    while back > 0 and (a.words[back - 1] in FILLERS or back - 1 in settings) and back > hit.start - 3:
        back -= 1  # "seduces the farm's ram"
    if back > 0 and a.words[back - 1] in _PARTNER_LABELS:
        return True
    if back == 0 or a.words[back - 1] not in _BEFORE:
        return False
    if a.sentence_of[back - 1] != a.sentence_of[hit.start]:
        return False
    if back < 2:
        return True
    if a.words[back - 1] in _AND:
        # "a woman and her mare", "me and man's best friend", "Carla and the clydesdale" (a word no
        # lexicon knows is a name); not "on the couch and the cat jumps". An age after the person
        # ("Rosa (31) and Biscuit, her retriever") stands between the name and "and".
        who = back - 2
        if who > 0 and any(g.start <= who < g.end for g in a.ages):
            who = min(g.start for g in a.ages if g.start <= who < g.end) - 1
        return a.words[who] in _PERSONS or a.words[who] in _FARM_PEOPLE or unknown_name(a, who)
    # "lives with his horses", "walks with the dog": company, not a partner; "his horses and
    # goats", "a wolf and a husky": an animal beside another animal, not beside a person.
    before = a.words[back - 2]
    ends = a.cache.get(("animal-ends", ""))
    if ends is None:
        ends = a.cache[("animal-ends", "")] = {h.end for h in a.of("animal") + a.of("animal_setting")}
    if back - 1 in ends and not _zoo_slang(a, back - 2):
        return False  # "a farm with horses", "a wolf and a husky"
    return before not in _COMPANY_VERBS


def _zoo_slang(a: Analysis, at: int) -> bool:
    """'zoo com pitbull', 'zoo with a husky': a bare "zoo" (no article, place word or owner before it)
    names the practice, not a place ("a zoo with elephants", "at the zoo with the kids")."""
    return a.words[at] == "zoo" and (
        at == 0 or (a.words[at - 1] not in FILLERS and a.words[at - 1] not in PLACES)
    )


# The partner's pronoun after "and" in each language ("the dog and her", "el perro y ella", "o cachorro e
# ela", "le chien et elle", "der Hund und sie", "собака и она").
_PAIR_PRONOUNS = frozenset("her him ella el ela ele elle lui sie ihn она он ее его".split())
# An article between "and" and the person noun: "der Hund und das Mädchen", "el perro y la chica".
_ARTICLES = frozenset("the a an la el una un die das der eine ein le une o a um uma".split())


def _and_pronoun(after: list[str]) -> bool:
    return len(after) == 2 and (after[0] in _AND or after[0] == "e") and after[1] in _PAIR_PRONOUNS


def _and_article_person(a: Analysis, at: int) -> bool:
    """'der Hund und das Mädchen, Sexszene', 'el perro y la chica, escena de sexo': "and", an article, a person
    noun right after the animal, and the pair ends there (not "the dog and the girl were asleep …")."""
    words = a.words[at : at + 3]
    return (
        len(words) == 3
        and at + 3 < len(a.words)
        and (words[0] in _AND or words[0] == "e")
        and words[1] in _ARTICLES
        and words[2] in _PERSONS
        and words[2] not in _PRONOUNS
        and a.text[a.spans[at + 2][1] : a.spans[at + 3][0]].strip()[:1] in _CLAUSE_ENDS
    )


def _and_own_person(a: Analysis, at: int) -> bool:
    """'Ein Golden Retriever und meine Figur', 'Овчарка и моя героиня', 'the dog and her character', 'um
    golden retriever e o meu personagem': "and", an owner (Portuguese puts an article first), then a
    person noun (not a pronoun) right after the animal."""
    words = a.words[at : at + 4]
    if words[1:2] in (["o"], ["a"]):
        words = words[:1] + words[2:]  # "e o meu personagem"
    return (
        len(words) >= 3
        and (words[0] in _AND or words[0] == "e")  # Portuguese "e" is "and" before "minha"
        and words[1] in _OWNERS
        and words[2] in _PERSONS
        and words[2] not in _PRONOUNS
    )
