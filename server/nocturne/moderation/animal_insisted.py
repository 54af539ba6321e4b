"""An animal the text insists is real, and role-play or intent with it (blind-u/v rounds).

Why anyone stresses that an animal is "a real one, not anthro", "de verdad, no furro", "с настоящим, не
фурри", "no human form" in a role-play request: the usual reading (anthropomorphic adult) is the one
being ruled out, so role-play WITH that animal ("rol con mi perro", "рп где моя героиня с конём", "rp
where ur a dog") or any intent word ("frisky", "sabe como é", "bedroom scene") makes it the partner.
A real animal beside a plain story request ("rp: my ranger and her real wolf, not a shifter, track
bandits") passes: the role-play must be with the animal, or the intent word must be there.

Also here: walking the dog is no part of a sex scene ("after the sex she takes the dog for a walk").
"""

from __future__ import annotations

from collections.abc import Callable

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_titles import said_of_another
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

# Role-play words, read from the words so "рп" counts as "rp" does.
# A scene asked for is one too ("continue the scene" in a long turn; "a scene with her real dog" is with it).
_ROLE_PLAY = frozenset(
    "rp erp roleplay rol rollenspiel rpg рп ерп ролевая ролевую ролку scene escena szene cena сцена сцену".split()
)

# Between the role-play word and the animal: role-play with it, or the assistant as it.
_WITH = frozenset(
    "with w con com avec mit с со где where donde onde wo ou ur you youre u are eres tu du bist ты "
    "as como als comme как".split()
)
_RP_GAP = 5  # words between the role-play word and the animal

# "together" alone ("ganan juntos el rodeo", "gewinnen zusammen das Turnier"): no intent by itself.
_TOGETHER = frozenset("together juntos juntas junto zusammen ensemble вместе issho".split())

# Words of intent that are not in the lexicon's sexual lists because alone they are innocent.
_INTENT = frozenset("frisky".split())

# "takes the dog for a walk", "выводит собаку на прогулку", "saca al perro a pasear".
_WALK = frozenset(
    "walk walkies прогулку прогулке гулять выгуливает выгулять paseo pasear passear "
    "passeio passeando spazieren gassi gassigehen promener promenade balade sanpo".split()
)

_ARTICLES = frozenset("a the his her my their el la su sa le mon der die den".split())

# A walk "with" or "of" the animal before it: "después de pasear con el perro", "nach dem Spaziergang mit
# dem Hund", "après la promenade du chien", "после прогулки с собакой".
_WALKS = tuple(
    "walk stroll pasea paseo passea passeio passeou spazier gassi promen balad прогул гуля sanpo".split()
)
_WALK_WITH = frozenset("with con com mit avec с со du del do da des".split())
_WALK_FILLERS = _ARTICLES | frozenset(
    "o al os ao dem ihrem meinem seinem ma son mi meu minha моей своей".split()
)


def _walked_with(a: Analysis, hit: Hit) -> bool:
    at = hit.start - 1
    while at >= 0 and at >= hit.start - 2 and a.words[at] in _WALK_FILLERS:
        at -= 1
    return at >= 1 and a.words[at] in _WALK_WITH and a.words[at - 1].startswith(_WALKS)


_BEDROOMS = frozenset("bedroom bed room bathroom shower".split())


def walked(a: Analysis, hit: Hit) -> bool:
    """The animal is taken for a walk (its next four words in its sentence, or the verb before it)."""
    sentence = a.sentence_of[hit.start]
    after = [w for i, w in enumerate(a.words[hit.end : hit.end + 4], hit.end) if a.sentence_of[i] == sentence]
    if after[:1] == ["into"] and not _BEDROOMS.isdisjoint(after):
        return False  # "walks the doberman into the bedroom, locks the door": led in, not walked
    # the verb right before it, or before its article ("walks the dog"; not "for a walk, the dog")
    verb = hit.start - 2 if hit.start >= 2 and a.words[hit.start - 1] in _ARTICLES else hit.start - 1
    walks = verb >= 0 and a.words[verb].startswith(("walk", "выгул"))
    # "for a walk", "на прогулку"; not "Cal walks in on it" (the word is a noun here, not a verb)
    noun = any(
        w in _WALK and (w != "walk" or a.words[hit.end + i - 1] in ("a", "for")) for i, w in enumerate(after)
    )
    return noun or (walks and a.words[max(0, verb - 1)] not in _ARTICLES) or _walked_with(a, hit)


# "c'est une vraie tigresse au lit", "she's a real tiger in bed": a person called an animal.
_IS = frozenset("is est es ist e hes shes s youre ur это".split())
_REAL = frozenset("real vrai vraie verdadera verdadero echte echter verdadeira настоящая настоящий".split())


def _called(a: Analysis, hit: Hit) -> bool:
    lead = a.words[max(0, hit.start - 3) : hit.start]
    return len(lead) == 3 and lead[0] in _IS and lead[2] in _REAL


def legged_partner(animals: list[Hit], words: list[str]) -> bool:
    """'her four-legged boyfriend', 'su novio de cuatro patas' is no anthro either: an animal as partner."""
    return any(
        h.end - h.start > 1
        and words[h.end - 2].endswith("legged")
        and words[h.end - 1] in partners.HUMAN_PARTNERS
        for h in animals
    )


def insisted_real(
    a: Analysis, animals: list[Hit], real: bool, about: Callable[[int], bool] = lambda sentence: True
) -> Found | None:
    """A real animal (`real`: the text insists) and role-play with it or an intent word (in a sentence
    `about` it: a side animal's, animal_acts._about_side)."""
    # A person named as the partner ("explicit scenes between Maple and {{user}}", "a man (30)"): the
    # intent is theirs. Partner nouns ("husband") count only in the intent's own sentence (human()).
    if not real or a.of("couple"):
        return None
    nouns = frozenset(i for i, w in enumerate(a.words) if w in partners.HUMAN_PARTNERS)
    if partners.human_partner(a, ignore=nouns):
        return None
    animals = [h for h in animals if not _called(a, h)]
    if not animals:
        return None

    def human(i: int) -> bool:
        """A human partner in the word's sentence: "My dog is a normal dog. My wife and I had sex." is
        the couple's own; "quando o marido já roncava" elsewhere is a bystander."""
        sentence = a.sentence_of[i]
        return any(
            w in partners.HUMAN_PARTNERS and not (j and a.words[j - 1].endswith("legged"))
            for j, w in enumerate(a.words)
            if a.sentence_of[j] == sentence
        )

    tokens = {i for h in animals for i in range(h.start, h.end)}
    for h in a.of("sexual_weak") + a.of("sexual_soft"):
        if h.entry in partners.HUMAN_PARTNERS or a.words[h.start] in partners.HUMAN_PARTNERS:
            continue  # "wife", "boyfriend": a person, not an intent
        if said_of_another(a, h.start, tokens):
            continue  # "I let Marco become my lover": a title given to someone else
        if a.words[h.start] in _TOGETHER and h.end - h.start == 1:
            continue  # "Canela y {{user}} ganan juntos el rodeo": what they do together says it
        if not about(a.sentence_of[h.start]):
            continue  # "Genre: romance, NSFW" in the card of the person who owns the real horse
        if (
            not a.negated(h.start)
            and not human(h.start)
            and h.entry not in _ROLE_PLAY
            and a.words[h.start] not in _ROLE_PLAY
        ):
            return Found("prohibited-bestiality", "animal-real-intent", f"{animals[0].entry} … {h.entry}")
    if any(not human(i) for i in undressing(a)):
        return Found("prohibited-bestiality", "animal-real-intent", f"{animals[0].entry} … undressing")
    for i, w in enumerate(a.words):
        # "make the horse the top": a sexual role (not "the top of the hill")
        top = (
            w in ("top", "bottom")
            and a.words[i - 1 : i] == ["the"]
            and a.words[i + 1 : i + 2] != ["of"]
            and any(h.end == i - 1 for h in animals)
        )
        if (w in _INTENT or top) and not a.negated(i) and not human(i):
            return Found("prohibited-bestiality", "animal-real-intent", f"{animals[0].entry} … {w}")
        if w not in _ROLE_PLAY or a.negated(i):
            continue
        for animal in animals:
            between = a.words[i + 1 : animal.start]
            if (
                0 < len(between) <= _RP_GAP
                and a.sentence_of[animal.start] == a.sentence_of[i]
                and _WITH.intersection(between)
            ):
                return Found("prohibited-bestiality", "animal-real-intent", f"{animal.entry} … {w}")
    return None


# The roles of human pet-play ("she plays the 'puppy'", "{{user}} (27) é o 'cachorrinho' dela").
_PET_ROLES = frozenset(
    "puppy pup puppies kitten kitty pony cachorrinho cachorrinha cachorro cachorra perrito perrita gatito "
    "gatita welpe hundchen katzchen chiot chienne chaton щенок щенком щенка котенок котёнок".split()
)


def pet_role(a: Analysis, hit: Hit, real: bool) -> bool:
    """A pet-play role word in a text about human pet-play (its policy allows it), not called real."""
    return (
        not real
        and a.words[hit.start] in _PET_ROLES
        and hit.end - hit.start == 1
        and any(not a.negated(h.start, h.end) for h in a.of("pet_play"))
    )


# Undressing as the cue in a story where a woman goes to an animal alone at night ("started unbuttoning
# her coat", "começou a desabotoar o vestido", "öffnete langsam ihren Mantel"): the lexicon's
# sexual_soft list is English only.
_UNDRESS_STEMS = (
    "unbutton",
    "undress",
    "desabotoa",
    "desabroch",
    "desnud",
    "deboutonn",
    "deshabill",
    "расстег",
    "раздева",
)
_OPENS = frozenset("offnete offnet opened opens abriu abre abrio ouvrit ouvre".split())
_CLOTHES = frozenset(
    "mantel bluse kleid hemd coat blouse dress shirt vestido blusa camisa robe chemise manteau".split()
)


def undressing(a: Analysis) -> list[int]:
    """Where someone undresses ("unbuttoning her coat", "öffnete ihren Mantel")."""
    return [
        i
        for i, w in enumerate(a.words)
        if (w.startswith(_UNDRESS_STEMS) and not a.negated(i))
        or (w in _OPENS and _CLOTHES.intersection(a.words[i + 1 : i + 4]))
    ]


# "let the dog join in while they're going at it": the animal taking part in the act of others.
_JOIN = frozenset(
    "join joins joined joining participa participar unirse une mitmachen macht rejoindre rejoint присоединится"
    # "lets her cat get involved while she's touching herself" (round x)
    " involved involve involucra involucre involucrarse beteiligt mitmacht participe participer participando"
    " участвует участвовать подключается присоединяется sanka".split()
)


def joins_in(a: Analysis, animals: list[Hit]) -> Found | None:
    """An animal that joins in (its next two words) in a sentence with a sexual word or "going at it"."""
    for h in animals:
        if not _JOIN.intersection(a.words[h.end : h.end + 2]) or a.negated(h.start):
            continue
        sentence = a.sentence_of[h.start]
        text = " ".join(a.sentence_words(sentence))
        acts = [x for x in a.in_sentence("sexual", sentence) if not a.negated(x.start)]
        if acts or "going at it" in text or "goin at it" in text:
            return Found("prohibited-bestiality", "animal-joins-in", h.entry)
    return None
