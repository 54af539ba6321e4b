"""The roles an animal plays in a sexual text (issue 9, bestiality), read from grammar rather than from
a vocabulary list: the animal is the partner when it is

(i)   the partner of an act or of a relation, after "with": "tiene relaciones con la yegua", "переспала
      со своим псом", "a 'special relationship' with the billy goats", "steamy in the last stall … with
      Duke, her stallion", "her nights with Mochi are secretly erotic";
(ii)  given a partner's title: "make the four-legged boy her lover", "her stallion is her only lover";
(iii) alone with the person where sex happens, in a short request that names no other human partner:
      "leads Duke, her great dane, into the bedroom … now the spicy part", "rejoint le couple au lit".

An animal present but no partner passes: a vet's days "with horses and dogs" (no act or relation before
"with"), a pet asleep (bystanders.bystander), an adults' scene that names its human couple.
"""

from __future__ import annotations

import bisect
import re

from nocturne.moderation import bystanders, partners
from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_names import praised
from nocturne.moderation.animal_with import PEOPLE
from nocturne.moderation.banned_acts import banned_act
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

_WITH = frozenset("with w between con com mit avec entre с со между".split())
# A relation with someone: it makes whoever is "with" after it a partner when the text is sexual.
_RELATIONS = frozenset(
    "relationship relationships relation relations affair bond romance nights night liaison fling "
    "relacion relaciones romance noches noche aventura relacao relacoes caso noites noite beziehung "
    "verhaltnis affare nachte nacht liebesnachte relation relations liaison nuits nuit aventure "
    "отношения связь роман ночи ночь".split()
)
# Relations that are sex by themselves ("tener relaciones con", "ter relações com").
_SEXUAL_RELATIONS = frozenset("relaciones relacoes relations".split())
_HAVE = frozenset("tiene tienen tener tuvo tuvieron tem tenho ter tinha teve tiveram ont avoir avait".split())
# Titles of a sexual partner: "her lover", "his only mate".
_TITLES = frozenset(
    "lover lovers boyfriend mate amante amantes novio amant liebhaber geliebter любовник любовником "
    "girlfriend novia namorado namorada любовница geliebte liebhaberin amante amoureux bf gf bae hubby wifey".split()
)
_TITLE_OWNERS = frozenset(
    "her his my your their only su mi sua seu meu ihr ihre sein mein son sa mon её ее его мой "
    "ur yr tu tus dein deine ton ta teu tua твой твоя "  # chat-typed and second person
    "моим моей моего своим своей твоим meine seine minha".split()  # "станет моим любовником"
)
_BEDS = frozenset(
    "bed bedroom beds cama quarto dormitorio habitacion lit chambre bett schlafzimmer кровать "
    "постель спальню спальня".split()
)
# "join in" said of an evasive name: nobody asks a dog to "join in" under a name meant to hide it.
_JOINS = frozenset(
    "join joins joined rejoint rejoindre une unirse junta juntar присоединяется присоединится mitmachen".split()
)
_IN = frozenset("in us them nous nos uns nosotros нам".split())
_WHO = frozenset("who que qui der die welcher который которая".split())
# Role-play words ask for a story, not an act: "rp with a wolf" may be a furry's scene.
_PLAY = frozenset("rp roleplay role rol erp jdr rpg".split())
_BED_WINDOW = 5  # words from the animal to the bed it is taken to
_DOORS = frozenset("door doors puerta porta tur porte дверь двери".split())
_OUT = frozenset("out outside fora afuera fuera raus dehors наружу".split())
_INDEFINITE = frozenset("a an um uma un una une ein eine einen".split())
# Who a title is given to ("wants him to be her first lover", "c'est toi mon amant", "er ist ihr Liebhaber").
_HIM = frozenset("him he hes you youre u ur toi tu du ihn ihm er el ele lui он его ему ты тебя her".split())
_PRONOUN_PERSONS = frozenset("me i her him she he you u herself himself myself yo ich moi eu я".split())
_TITLE_REACH = 7  # words from the animal to its title ("el caballo del rancho será su primer amante")
# A person named between the animal and the title holds it ("the goat farm owner is her bf").
_TITLE_HOLDERS = frozenset(
    "man woman guy girl boy lady farmer farmers owner owners rancher farmhand vet keeper granjero granjera dueno duena bauer bauerin "
    "besitzer besitzerin fermier fermiere proprietaire fazendeiro fazendeira dono dona фермер хозяин хозяйка".split()
)
# Titles that also mean a friend or a guy ("ihr Freund", "son petit ami", "её парень"): only in a sexual text,
# and never a "best friend" ("ihr bester Freund", "son meilleur ami", "её лучший друг").
_SOFT_TITLES = frozenset("freund ami copain парень парнем".split())
_BEST = frozenset("best bester beste meilleur melhor mejor лучший лучшии".split())
_TO = frozenset("to a para an zu pour для к".split())
_TITLE_NEAR = 5  # a title further from the animal must be said of it ("será su primer amante")
_BECOMES = frozenset(
    "is was be becomes become will sera ser sea es fue est ist wird sein soll vai станет будет стал".split()
)
_OWNED_AFTER = (["dela"], ["dele"], ["d", "elle"])
# An English verb of its own right before the title's owner makes the title its object ("Biscuit meets my
# lover", "the dog greets her lover"); a copula or a verb of becoming gives it ("Rex becomes my lover").
_GIVES_TITLE = _BECOMES | frozenset("es est becomes makes remains stays seems as always".split())
_BEING = frozenset("s is was be e es est ist hes shes its youre im are ur".split())
_ACT_WINDOW = 6  # words between a sexual word and the "with" of its partner, in one sentence
_FILLER_WINDOW = 4  # articles, possessives and adjectives between "with" and the animal


def role_findings(a: Analysis, animals: list[Hit], anthro: bool) -> Found | None:
    """The first of the three roles an animal plays in this reading, or None; `anthro`: the text speaks
    of anthropomorphic adults the policy allows ("raposa antropomórfica … rp +18 com outro lobo"), so
    an animal word there is one of them."""
    if not animals or anthro:
        return None
    return _with_partner(a, animals) or _titled(a, animals) or _alone_in_bed(a, animals)


def _intent(a: Analysis, hits: list[Hit]) -> list[Hit]:
    return [h for h in hits if not a.negated(h.start) and (h.key == "sexual" or h.entry in partners.INTENT)]


def _with_at(a: Analysis, hit: Hit) -> int | None:
    """The index of the "with" the animal follows ("with the billy goats", "со своим псом")."""
    at = hit.start - 1
    while at >= 0 and at > hit.start - 1 - _FILLER_WINDOW and a.words[at] not in _WITH:
        if a.text[a.spans[at][1] : a.spans[at + 1][0]].strip(" '’") or a.words[at] in partners.PERSONS:
            return None  # "sex with the neighbour, the dog sleeps outside": a clause of its own
        at -= 1
    return at if at >= 0 and a.words[at] in _WITH else None


def _with_partner(a: Analysis, animals: list[Hit]) -> Found | None:
    """(i) An act or a relation, then "with" the animal."""
    sexual = a.of("sexual") + a.of("sexual_weak")
    # Each animal reads only the words that can end near its "with" (by bisection: linear overall).
    by_end = sorted(sexual, key=lambda h: h.end)
    ends = [h.end for h in by_end]
    for hit in animals:
        if _japanese_with(a, hit, sexual):
            return Found("prohibited-bestiality", "animal-partner", f"{hit.entry} … to")
        saved = _saved_for(a, hit)
        if saved is not None:
            return Found("prohibited-bestiality", "animal-partner", f"{saved.entry} … {hit.entry}")
        at = _with_at(a, hit)
        if at is None or a.negated(at) or bystanders.bystander(a, hit):
            continue
        sentence = a.sentence_of[hit.start]
        # A sexual word in the same sentence shortly before "with": "sex with a dog", "переспала со".
        for act in by_end[bisect.bisect_left(ends, at - _ACT_WINDOW) : bisect.bisect_right(ends, at + 1)]:
            if (
                a.words[act.start] not in _PLAY
                and (act.end <= at or act.end == at + 1)  # "sa première fois sera avec l'étalon"
                and at - act.end <= _ACT_WINDOW
                and _same_sentence(a, act.end, at)
                and not a.negated(act.start)
                and not _person_between(a, act.end, at)
            ):
                return Found("prohibited-bestiality", "animal-partner", f"{act.entry} … {hit.entry}")
        head = a.words[at - 1] if at else ""
        if head not in _RELATIONS:
            continue
        if head in _SEXUAL_RELATIONS and at >= 2 and a.words[at - 2] in _HAVE:
            return Found("prohibited-bestiality", "animal-partner", f"{head} … {hit.entry}")
        # A relation word is sexual when the text says so near it and names no human partner.
        near = any(
            a.in_sentence(key, s) and _intent(a, a.in_sentence(key, s))
            for key in ("sexual", "sexual_weak")
            for s in (sentence - 1, sentence, sentence + 1)
        )
        if near and not partners.human_partner(a):
            return Found("prohibited-bestiality", "animal-partner", f"{head} … {hit.entry}")
        if _goes_beyond(a, hit):
            return Found("prohibited-bestiality", "animal-partner", f"{head} … {hit.entry} … beyond")
    return None


# "her relationship with the stallion goes way beyond the normal", "sa relation avec son étalon dépasse
# largement l'équitation", "uma relação com a cabra que vai muito além de tirar leite", "a special bond with
# her pony that goes way past riding": a relation with the animal said to go further than a pet's.
_BEYOND = re.compile(
    r"\b(?:goes|go|going|went)(?: way| far)? (?:beyond|past)\b|\bmore than (?:just )?(?:a pet|friends|platonic)"
    r"|\bva (?:mucho )?mas alla\b|\bmas alla de lo normal\b|\bvai (?:muito )?alem\b|\bdepasse\b|\bva (?:bien )?au[- ]dela\b"
    r"|\bweit uber\b|\bhinausgeht\b|\bво всех смыслах\b|\ben todos los sentidos\b|\bin every sense\b"
    r"|\bem todos os sentidos\b|\bdans tous les sens\b"
)
_BEYOND_REACH = 12  # words after the animal


def _goes_beyond(a: Analysis, hit: Hit) -> bool:
    """A "goes beyond" phrase in the animal's sentence, within a few words after it."""
    sentence = a.sentence_of[hit.start]
    end = hit.end
    while end < len(a.words) and end < hit.end + _BEYOND_REACH and a.sentence_of[end] == sentence:
        end += 1
    if end == hit.end:
        return False
    tail = a.text[a.spans[hit.end - 1][1] : a.spans[end - 1][1]]
    return _BEYOND.search(tail) is not None


def _sexual_text(a: Analysis) -> bool:
    # Read once per text: it is asked for every title word after every animal.
    known = a.cache.get(("role-sexual-text", ""))
    if known is None:
        known = a.cache[("role-sexual-text", "")] = bool(_intent(a, a.of("sexual") + a.of("sexual_weak")))
    return bool(known)


def _saved_for(a: Analysis, hit: Hit) -> Hit | None:
    """ "she's been saving herself for her horse": the virginity kept for the animal right after it."""
    phrases = a.cache.get(("role-saved-for", ""))
    if phrases is None:  # found once per text, not once per animal
        phrases = a.cache[("role-saved-for", "")] = [
            p for p in a.of("sexual_weak") if p.entry.endswith("self for") and not a.negated(p.start)
        ]
    for phrase in phrases:
        between = a.words[phrase.end : hit.start]
        if phrase.end <= hit.start and len(between) <= 2 and all(w in partners.FILLERS for w in between):
            return phrase
    return None


def _japanese_with(a: Analysis, hit: Hit, sexual: list[Hit]) -> bool:
    """Japanese puts "with" after its noun: "uma to yaru", "犬とエッチ" (a sexual word right after)."""
    at = hit.end if hit.end < len(a.words) and a.words[hit.end] in ("to", "と") else hit.end - 1
    if a.romaji and a.words[hit.end : hit.end + 1] == ["no"] and a.words[hit.end + 2 : hit.end + 3] == ["to"]:
        at = hit.end + 2  # "aiken no Kuro to seiteki na kankei": the animal's name, then "to"
    if a.words[at] not in ("to", "と") or (a.words[at] == "to" and not a.romaji):
        return False  # English "to" ("my dog to walk") is no particle
    starts = a.cache.get(("role-sexual-starts", ""))
    if starts is None:
        starts = a.cache[("role-sexual-starts", "")] = {h.start for h in sexual if not a.negated(h.start)}
    if (at + 1) not in starts and (at + 2) not in starts:
        return False
    # "doubutsu to no ecchi wa kinshi": a rule bans the act (banned_acts.py)
    return not any(h.start in (at + 1, at + 2) and banned_act(a, hit, h) for h in sexual)


def _same_sentence(a: Analysis, left: int, right: int) -> bool:
    """One sentence, or two parted only by a trailing-off ellipsis ("intimate in the last stall... with
    Duke"): the ellipsis delays the partner, it ends nothing."""
    if a.sentence_of[left - 1] == a.sentence_of[right]:
        return True
    gaps = [a.text[a.spans[i - 1][1] : a.spans[i][0]] for i in range(left, right + 1)]
    ends = [g for g in gaps if g.strip(" ,") and not g.strip(" ,").startswith(("...", "…"))]
    return not ends and a.sentence_of[right] - a.sentence_of[left - 1] == 1


def _person_between(a: Analysis, left: int, right: int) -> bool:
    return any(w in partners.PERSONS or w in partners.HUMAN_PARTNERS for w in a.words[left:right])


def _titled(a: Analysis, animals: list[Hit]) -> Found | None:
    """(ii) "make the four-legged boy her lover", "Thunder is her only lover": a partner's title said of
    the animal in its clause (not "her lover's dog")."""
    acts = {h.start: h for h in a.of("animal_acts") + a.of("sexual") if not a.negated(h.start)}
    for hit in animals:
        if bystanders.bystander(a, hit):
            continue  # "o labrador dorme na varanda e o namorado dela chega"
        after = a.words[hit.end : hit.end + _TITLE_REACH]
        for i, word in enumerate(after):
            if word not in _TITLES and word not in _SOFT_TITLES:
                continue  # only a title can be said of the animal: the tests below need one
            # "her lover", "su único amante", "her secret lover": an owner, at most one word between;
            # "o primeiro amante dela": the owner after it
            owners = [j for j in range(max(0, i - 2), i) if after[j] in _TITLE_OWNERS]
            owned = bool(owners) or after[i + 1 : i + 2] in _OWNED_AFTER
            verb = after[owners[0] - 1] if owners and owners[0] > 0 else ""
            if verb.endswith("s") and verb.isascii() and verb not in _GIVES_TITLE:
                continue  # "Biscuit meets my lover": the lover is who it meets
            if i >= _TITLE_NEAR and not any(w in _BECOMES for w in after[:i]):
                continue  # "rides her horse to the ranch where her boyfriend waits": far, and not said of it
            soft = word in _SOFT_TITLES and _sexual_text(a)
            # "le presenta la cabra a su novia": the owner after "to" (not "va a ser su novia")
            given_to = i >= 2 and after[i - 2] in _TO and after[i - 1] in _TITLE_OWNERS
            # "his owner's lover is Mark": the title is the subject of a clause of its own
            subject = after[i + 1 : i + 2] != [] and after[i + 1] in _BEING
            if (
                (word in _TITLES or soft)
                and owned
                and not given_to
                and not subject
                and not (i and after[i - 1] in _BEST)
            ):
                at = hit.end + i
                if _aged(a, at - 2, at + 3):
                    continue  # "🐶 my 30yo boyfriend", "🐱 (meu namorado, 26)": a grown man's age, a person
                # "goat farm rp, the farmer is her bf": the title is the person's; not "his owner's lover",
                # where the person right before the title is whose lover it is
                if any(w in _TITLE_HOLDERS for w in a.words[hit.end : at - 1]) or (
                    a.words[at - 1] in _TITLE_HOLDERS and a.words[at - 2] not in _TITLE_OWNERS
                ):
                    continue
                if not a._barrier(hit.end, at) and not a.negated(at):
                    return Found("prohibited-bestiality", "animal-partner", f"{hit.entry} … {word}")
        cleft = _cleft_act(a, hit, acts)
        if cleft is not None:
            return Found("prohibited-bestiality", "animal-partner", f"{hit.entry} … {cleft.entry}")
    return _title_by_pronoun(a, animals) or _touched_as_lover(a, animals)


_ARTICLES = frozenset("the a an el la le les un une der die den das o a".split())
_TOUCHED = frozenset("him it her lo la le ihn es ihm его ее".split())


def _touches_it(a: Analysis, touch: Hit, animal: Hit) -> bool:
    """The touch's object is the animal ("caresse le chien") or a pronoun after it ("touching him")."""
    after = touch.end + (1 if a.words[touch.end : touch.end + 1] and a.words[touch.end] in _ARTICLES else 0)
    if after == animal.start:
        return True
    return touch.start >= animal.end and touch.end < len(a.words) and a.words[touch.end] in _TOUCHED


def _touched_as_lover(a: Analysis, animals: list[Hit]) -> Found | None:
    """(ii) A touch given the animal as to a lover, in its sentence: "leads the stallion into the stall …
    and starts touching him the way she only touches lovers", "caresse le chien comme un amant". The
    title has no owner (a comparison, not "kisses her lover Tom"), and the sentence names no person."""
    if _TITLES.isdisjoint(a.words):
        return None  # most texts: nothing below can match (a set test in C, before a loop over the words)
    touches = a.of("sexual_soft")
    titles = [i for i, w in enumerate(a.words) if w in _TITLES]  # positions, in order
    for hit in animals:
        sentence = a.sentence_of[hit.start]
        start, end = a.sentence_bounds(sentence)
        k = bisect.bisect_left(titles, hit.end)
        if k == len(titles) or titles[k] >= end:
            continue  # no title after the animal in its sentence
        words = a.words[start:end]
        if any(
            w in partners.HUMAN_PARTNERS or w in PEOPLE or w in partners.PERSONS and w not in _PRONOUN_PERSONS
            for w in words
        ):
            continue
        for at in range(hit.end, end):
            if a.words[at] not in _TITLES or a.words[at - 1] in _TITLE_OWNERS or a.negated(at):
                continue
            # The last touch before the comparison's own verb ("… the way she only touches lovers").
            given = [
                t for t in touches if start <= t.start and t.end < at - 1 and a.words[t.start] not in _TITLES
            ]
            clause = given and not any(c in a.text[a.spans[given[-1].end][0] : a.spans[at][0]] for c in ",;")
            if clause and _touches_it(a, given[-1], hit):
                return Found("prohibited-bestiality", "animal-partner", f"{hit.entry} … {a.words[at]}")
    return None


def _aged(a: Analysis, start: int, end: int) -> bool:
    """An adult age among the words [start, end): "my 30yo boyfriend", "her 40-year-old lover"."""
    return any(g.value >= ADULT_AGE and start <= g.start < end for g in a.ages)


def _title_by_pronoun(a: Analysis, animals: list[Hit]) -> Found | None:
    """(ii) A short request about one animal and no other man or woman, that gives a pronoun the title
    later: "The stallion, Thunder, is waiting …, and she wants him to be her first lover", "*caresse
    l'encolure de l'étalon* Ce soir, c'est toi mon amant", "der Hengst … er ist ihr erster Liebhaber".
    The pronoun can only be the animal; "her lover's horse" or a named husband ("Tom (30)") is another."""
    if len(a.words) > partners.SHORT_TEXT or partners.human_partner(a):
        return None
    if any((w in partners.PERSONS and w not in _PRONOUN_PERSONS) or w in PEOPLE for w in a.words):
        return None  # "the farmer … he is her lover", "{{user}}": a man the pronoun may be
    if any(g.value >= ADULT_AGE for g in a.ages):
        return None  # "where Tom (30) waits": a grown man the pronoun may be
    if "he" in a.words and all(bystanders.bystander(a, h) for h in animals):
        return None  # "her dog sleeps in the barn. tonight he makes her his lover": he is a man
    first = min(h.start for h in animals)
    # "he's the one she's been saving herself for": the virginity kept for him is a title too
    saved = {h.start: h.start for h in a.of("sexual_weak") if h.entry.endswith("self for")}
    for at, word in enumerate(a.words):
        if (word not in _TITLES and at not in saved) or at <= first or a.negated(at):
            continue
        owner = saved.get(at)
        if owner is None:
            owner = next(
                (i for i in range(at - 1, max(first, at - 3), -1) if a.words[i] in _TITLE_OWNERS), None
            )
        if owner is None:
            continue
        lead = range(max(first + 1, owner - 6), owner)
        if any(_him(a, i) and a.sentence_of[i] == a.sentence_of[at] for i in lead):
            return Found("prohibited-bestiality", "animal-partner", f"{animals[0].entry} … {word}")
    return None


def _him(a: Analysis, i: int) -> bool:
    """A pronoun the animal may be: "make her ur lover" of the goat, unless a "she" in the text is her."""
    return a.words[i] in _HIM and not (a.words[i] == "her" and "she" in a.words)


def _cleft_act(a: Analysis, hit: Hit, acts: dict[int, Hit]) -> Hit | None:
    """'Her stallion Thunder is the only one who truly satisfies her', 'el perro es el único que la
    satisface': the animal is who the relative clause's act is about."""
    words = a.words
    stop = min(len(words), hit.end + 7)
    being = next((i for i in range(hit.end, min(stop, hit.end + 2)) if words[i] in _BEING), None)
    if being is None:
        return None
    who = next((i for i in range(being + 1, stop) if words[i] in _WHO), None)
    if who is None or a.sentence_of[who] != a.sentence_of[hit.start]:
        return None
    return next((acts[i] for i in range(who + 1, who + 4) if i in acts), None)


def _alone_in_bed(a: Analysis, animals: list[Hit]) -> Found | None:
    """(iii) A short request, no human partner, and the animal taken to bed: "leads Duke, her great dane,
    into the bedroom … now the spicy part"; an evasive name ("man's best friend") needs no other intent
    ("rejoint le couple au lit")."""
    inside = frozenset(i for h in animals for i in range(h.start, h.end))
    if len(a.words) > partners.SHORT_TEXT:
        return _to_bed_in_sentence(a, animals)
    if partners.human_partner(a, inside):
        return None
    intent = bool(_intent(a, a.of("sexual") + a.of("sexual_weak")))
    for hit in animals:
        if bystanders.bystander(a, hit) or not (intent or partners.euphemism(hit)) or _predicate(a, hit):
            continue
        if praised(a, hit) and any(g.value >= ADULT_AGE for g in a.ages):
            continue  # "Feuerwehrmann (30), ein echter Hengst im Bett": said of the man
        if partners.euphemism(hit) and _joins_in(a, hit):
            return Found("prohibited-bestiality", "animal-partner", f"{hit.entry} … joins")
        stop = min(len(a.words), hit.end + _BED_WINDOW)
        for at in range(hit.end, stop):
            if a.words[at] in _BEDS and not a.negated(at) and _taken_there(a, hit, at):
                return Found("prohibited-bestiality", "animal-partner", f"{hit.entry} … {a.words[at]}")
    return None


def _to_bed_in_sentence(a: Analysis, animals: list[Hit]) -> Found | None:
    """(iii) in a long text: the animal taken to bed and an intent word in that sentence, which names no
    person ("… Tonight she takes the husky to bed and they hook up. …"; not "takes her husband to bed
    and they hook up; the husky sleeps in the hall")."""
    # Per sentence, read once (a long text may be one sentence with an animal in every clause): its acts,
    # and whether it has an intent word and names no person.
    sentences: dict[int, tuple[list[Hit], bool]] = {}
    for hit in animals:
        sentence = a.sentence_of[hit.start]
        if sentence not in sentences:
            acts = [h for key in ("sexual", "sexual_weak") for h in a.in_sentence(key, sentence)]
            sentences[sentence] = (acts, bool(_intent(a, acts)) and not _names_a_person(a, sentence))
        acts, open_to_animal = sentences[sentence]
        if not open_to_animal or bystanders.bystander(a, hit) or _predicate(a, hit):
            continue
        stop = min(len(a.words), hit.end + _BED_WINDOW)
        for at in range(hit.end, stop):
            if a.words[at] in _BEDS and not a.negated(at) and _taken_there(a, hit, at):
                if any(_SENT_AWAY.intersection(a.words[min(at, h.start) : max(at, h.start)]) for h in acts):
                    continue  # "Biscuit gets sent to his bed … before things get spicy"
                return Found("prohibited-bestiality", "animal-partner", f"{hit.entry} … {a.words[at]}")
    return None


def _names_a_person(a: Analysis, sentence: int) -> bool:
    start, end = a.sentence_bounds(sentence)
    return any(
        w in _PEOPLE_NOT_PRONOUNS or w in partners.HUMAN_PARTNERS or w in PEOPLE for w in a.words[start:end]
    )


_PEOPLE_NOT_PRONOUNS = partners.PERSONS - _PRONOUN_PERSONS
# Words that send the animal away from the act or part it in time ("sent to his bed … before things get
# spicy", "schickt den Hund ins Körbchen, bevor …").
_SENT_AWAY = frozenset(
    "sent sends send before after until antes despues hasta bevor nachdem avant apres depois перед после".split()
)


def _predicate(a: Analysis, hit: Hit) -> bool:
    """'he's a total stallion in bed', 'Ele é um garanhão na cama': the animal word describes a man."""
    before = a.words[max(0, hit.start - 3) : hit.start]
    for i, word in enumerate(before):
        if word in _INDEFINITE and i and before[i - 1] in _BEING:
            return True
    return False


def _taken_there(a: Analysis, hit: Hit, bed: int) -> bool:
    """The animal goes where the bed is, in one clause ("leads Duke, her great dane, into the bedroom",
    "um labrador, entra no quarto"); not a clause later ("lets the dog out, then … into bed"), not the
    bedroom's door ("howling at the bedroom door")."""
    if bed + 1 < len(a.words) and a.words[bed + 1] in _DOORS:
        return False
    gaps = [a.text[a.spans[i - 1][1] : a.spans[i][0]].strip() for i in range(hit.end, bed + 1)]
    if gaps and gaps[0] == ",":
        gaps = gaps[1:]  # the comma that closes "Duke, her great dane,"
    if any(g for g in gaps):
        return False
    return not any(w in _OUT for w in a.words[hit.end : bed])


def _joins_in(a: Analysis, hit: Hit) -> bool:
    """'can man's best friend join in?', 'le meilleur ami de l'homme nous rejoint': the evasive name joins
    the people, and its clause ends there (not "joins us on the hike")."""
    after = a.words[hit.end : hit.end + 3]
    if not after or after[0] not in _JOINS:
        return False
    rest = after[1:2]
    if rest and rest[0] not in _IN:
        return False
    end = hit.end + 1 + len(rest)
    return end >= len(a.words) or bool(a.text[a.spans[end - 1][1] : a.spans[end][0]].strip())
