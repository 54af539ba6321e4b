"""Who an animal word names (issue 9; the bestiality rules in animals.py ask): a person's nickname
("call him 'the Stallion'"), a name the text gives an animal ("Duke, her great dane", "a husky named
Kodiak") and where that name recurs, a pet the text keeps out of the scene, praise ("a real stud"), and
whether a sentence pairs two humans. Word lists shared with animals.py are public here.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit
from nocturne.moderation.pet_names import animal_word_name, with_name

PRAISE_ANIMALS = frozenset(
    "stallion stud tiger beast animal bull wolf lion fox stallions hengst stier etalon taureau loup "
    "semental toro lobo tigre garanhao touro".split()
)
# "a real stallion", "ein echter Hengst", "un vrai étalon", "a total stallion": an article or an
# intensifier before the praise word says it of a person (praised).
_PRAISE_LEADS = frozenset("a ein un una um uma".split())
_PRAISE_INTENSIFIERS = frozenset("total totaler absolute absoluter such".split())
# "he's a 3 year old dog": words that state what the ambiguous animal word is.
_NAMING = frozenset("hes shes its is s was".split())
# Words of cuckold play, where "her bull" is a man.
_CUCKOLD = frozenset("cuckold cuck cuckolding hotwife cuckquean cocu corno cornudo рогоносец".split())
# Pronouns by which a sentence goes on with the animal.
IT = frozenset("him it her he she them they ihn ihm es lo la le lui ele ela его ее ним".split())
# "okay with it", "fine with it", "d'accord avec ça": a pronoun of consent to the scene, no partner.
_CONSENT = frozenset("okay ok fine cool alright comfortable".split())


def consent_it(words: list[str], i: int) -> bool:
    """The pronoun at `i` ends "okay with it", "fine with it", "comfortable with it": consent to the scene
    ("maybe a steamy scene, if everyone's okay with it"), not the animal as a partner."""
    return words[i] == "it" and i >= 2 and words[i - 1] == "with" and words[i - 2] in _CONSENT


POSSESSIVES = frozenset(
    "her his my your their su sua seu sa son ihr ihre ihren sein seine seinen mon ma".split()
)
# "Rex is the doberman", "him = Duke, the great dane": a name the text gives an animal (_aliases).
ARTICLES = frozenset("the a an el la le l o a der die das".split())
# Words that open a noun phrase ("the neighbour", "dem Nachbarn", "del vecino"): what follows is no name.
_NOUN_LEADS = ARTICLES | frozenset("dem den des ein eine einen einem al del los las do da au du les".split())
_ARTICLES_OR_POSSESSIVES = ARTICLES | POSSESSIVES  # built once, not at each word
_BEING = frozenset("being siendo sendo etant".split())
# "a husky named Kodiak", "un perro llamado Max", "ein Hund namens Rex": the word after is its name.
_NAMED = frozenset(
    "named called nicknamed llamado llamada namens genannt nomme nommee appele appelee chamado chamada "
    "кличке зовут".split()
)
_NAMING_VERBS = frozenset("is s was es ist est e".split())
# "call him 'the Stallion'", "lo llaman el Semental", "nennen ihn den Hengst", "зовут его Жеребцом":
# an animal word given to a person as a name.
_CALL = frozenset(
    "call calls called calling nickname nicknamed dub dubbed llaman llama apodan nennen nennt appellent "
    "appelle surnomment chamam chama apelidam зовут называют прозвали".split()
)
_CALLED = frozenset("him her me you himself herself lo la le ihn sie o a его ее меня".split())


def nickname(a: Analysis, hit: Hit) -> bool:
    """The animal word is what someone calls a person: a calling verb, the person, then the name; or the
    name quoted, called so or told to be a nickname right after ("who his buddies call 'g0ld3n
    r3tr13v3r'", "su 'perr0' (así le dice a su novio, es apodo)", "o 'c4chorro' dela (apelido do
    namorado)")."""
    words = a.words
    at = hit.start - 1
    while at >= 0 and at > hit.start - 3 and (words[at] in ARTICLES or words[at] in ("de", "den", "l")):
        at -= 1
    if at >= 1 and words[at] in _CALLED and words[at - 1] in _CALL:
        return True
    # the whole name, when the hit is its last word ("retriever" of "golden retriever")
    first = min((h.start for h in a.of("animal") if h.start <= hit.start < h.end), default=hit.start)
    return _quoted(a, first, hit.end) and (
        (first > 0 and words[first - 1] in _CALL)
        or any(
            hit.end <= h.start <= hit.end + _NICKNAME_REACH
            for h in a.in_sentence("nickname", a.sentence_of[hit.start])
        )
    )


_QUOTE_MARKS = frozenset("'\"‘’“”«»")
_NICKNAME_REACH = 8  # words from the quoted name to "(apelido do namorado)", "(así le dice a su novio …)"


def _quoted(a: Analysis, first: int, stop: int) -> bool:
    """The words from `first` to `stop` stand in quotes in the text."""
    start, end = a.spans[first][0], a.spans[stop - 1][1]
    return a.text[start - 1 : start] in _QUOTE_MARKS and a.text[end : end + 1] in _QUOTE_MARKS


# "their actual dog … is not part of this", "el perro no participa", "der Hund ist nicht beteiligt"
_PART = frozenset(
    "part involved included participa participe participates beteiligt dabei involucrado envolvido "
    "участвует".split()
)


def kept_out(a: Analysis, hit: Hit) -> bool:
    """The text says the animal takes no part: a negation, then a word for taking part, in its sentence
    after it."""
    stop = a.sentence_bounds(a.sentence_of[hit.start])[1]
    return any(
        hit.end <= neg.start and any(w in _PART for w in a.words[neg.end : neg.end + 3])
        for neg in a.in_sentence("negation", a.sentence_of[hit.start])
        if neg.start < stop
    )


def praised(a: Analysis, hit: Hit) -> bool:
    """'a real wolf' said of a man ("he's a real wolf"): praise, not an animal called real."""
    return praised_at(a, hit.start)


def praised_at(a: Analysis, at: int) -> bool:
    """The word at `at` is praise (praised): "ein echter Hengst", "a total stallion"."""
    before = a.words[max(0, at - 2) : at]
    if at >= len(a.words) or a.words[at] not in PRAISE_ANIMALS or a.of("animal_setting"):
        return False  # "ein echter Hengst, den sie im Stall verführt": a stable's stallion
    return (len(before) == 2 and before[0] in _PRAISE_LEADS) or (
        bool(before) and before[-1] in _PRAISE_INTENSIFIERS
    )


def named_animal(a: Analysis, hit: Hit, animals: list[Hit]) -> bool:
    """An ambiguous word ("boxer", "bull") the text names as an animal: "a boxer dog", or an animal
    word stated of it later in the sentence ("her boxer …, he's a 3 year old dog")."""
    # "attirée sexuellement par son étalon": the word a sexual attraction is to (a filler between).
    if any(h.end in (hit.start, hit.start - 1) for h in a.of("attraction")) and not any(
        w in _CUCKOLD for w in a.words
    ):
        return True  # (not "her bull" in cuckold play)
    sentence = a.sentence_of[hit.start]
    for other in animals:
        if other.start < hit.end or a.sentence_of[other.start] != sentence:
            continue
        if other.start == hit.end:
            return True
        lead = a.words[max(hit.end, other.start - 5) : other.start]
        if any(w in _NAMING for w in lead) and ("a" in lead or "an" in lead):
            return True
    return False


_BETWEEN = frozenset("between entre zwischen между".split())


def human_pair(a: Analysis, sentence: int, animals: list[Hit]) -> bool:
    """'explicit scenes are fine between Maple and {{user}}': the sentence names its couple, a person
    ("{{user}}", "me") and someone the text gives an adult age ("Maple is a … woman (24)"); not
    "between Rex and {{user}}" where Rex is the card's dog."""
    starts = {h.start for h in animals}
    words = a.words
    first, stop = a.sentence_bounds(sentence)
    for i in range(first, stop - 3):
        if words[i] not in _BETWEEN or words[i + 2] not in partners.AND_WORDS:
            continue
        pair = (i + 1, i + 3)
        if any(p in starts for p in pair):
            continue
        others = [words[p] for p in pair if words[p] not in partners.PERSONS]
        if len(others) == 2 and all(_adult_named(a, o) for o in others):
            return True  # "romance between Nora and Jack" with "Age: 31" and "Jack (35)"
        if len(others) < 2 and (not others or _adult_named(a, others[0])):
            return True
    return _aged_pair(a, first, stop, starts) or _with_worker(words, first, stop, starts)


# Articles before a pair's noun ("between Vex (27) and the bard (30)").
_PAIR_ARTICLES = frozenset("the a an el la un una der dem den die le o um uma".split())


def _aged_side(a: Analysis, at: int, stop: int, starts: set[int], adult: set[int]) -> int | None:
    """Where one side of an aged pair ends: an optional article, a word that is no animal, then its
    adult age ("Vex (27)", "the bard (30)", "el bardo (30)"); None if that is not there."""
    if at < stop and a.words[at] in _PAIR_ARTICLES:
        at += 1
    if at + 1 >= stop or at in starts or at + 1 not in adult:
        return None
    return at + 2


def _aged_pair(a: Analysis, first: int, stop: int, starts: set[int]) -> bool:
    """'a steamy scene between Vex (27) and the bard (30)', 'entre Rhea (29) y el caballero (33)': a
    pair whose both sides carry an adult age in the sentence."""
    if _BETWEEN.isdisjoint(a.vocabulary()):
        return False
    adult = {g.start for g in a.ages if g.value >= ADULT_AGE and first <= g.start < stop}
    if len(adult) < 2:
        return False
    for i in range(first, stop - 4):
        if a.words[i] not in _BETWEEN:
            continue
        end = _aged_side(a, i + 1, stop, starts, adult)
        if end is None or end >= stop or a.words[end] not in partners.AND_WORDS:
            continue
        if _aged_side(a, end + 1, stop, starts, adult) is not None:
            return True
    return False


# Working people a farm or stable story pairs a sexual word with ("NSFW: yes, with the farmhand").
_WORKERS = frozenset(
    "farmhand farmhands ranchhand stablehand stableboy cowboy rancher farmer neighbor neighbour vet "
    "peon capataz vaquero vecino granjero mozo knecht stallknecht nachbar bauer palefrenier voisin "
    "fermier cavalarico vaqueiro vizinho fazendeiro peao конюх сосед фермер".split()
)
_WITH_WORDS = frozenset("with mit avec con com с".split())
_WORKER_LEADS = frozenset("the her his a an new el la un una der dem den die le o um uma".split())


def _with_worker(words: list[str], first: int, stop: int, starts: set[int]) -> bool:
    """'NSFW: yes, with the farmhand', 'with the stable hand': the sentence pairs its sexual word with a
    working person, not with the animal."""
    if _WORKERS.isdisjoint(words[first:stop]) and "hand" not in words[first:stop]:
        return False
    for i in range(first, stop - 1):
        if words[i] not in _WITH_WORDS:
            continue
        j = i + 1
        while j < stop and words[j] in _WORKER_LEADS and j < i + 3:
            j += 1
        if j < stop and j not in starts and (words[j] in _WORKERS or words[j : j + 2] == ["stable", "hand"]):
            return True
    return False


def couple_named(a: Analysis, animals: list[Hit]) -> bool:
    """The text names its human couple ("romance between Nora and Jack", "between Dana and {{user}}"):
    an animal's own state ("a mare in heat" a vet treats) is no act of theirs. Read only when "in heat"
    follows an animal."""
    return any(human_pair(a, s, animals) for s in sorted(set(a.sentence_of)))


def _adult_named(a: Analysis, name: str) -> bool:
    """An adult age stated within a few words after the name ("Maple is a sweet woman (24)")."""
    adult = [g.start for g in a.ages if g.kind == "present" and g.value >= ADULT_AGE]
    # a card's field ("Name: Dr. Nora Wells\nAge: 31") crosses the line the name ends
    labels = {h.start for h in a.of("age_labels")}
    return any(
        w == name
        and any(
            j < s <= j + 7 and (a.sentence_of[s] == a.sentence_of[j] or labels.intersection(range(j, s)))
            for s in adult
        )
        for j, w in enumerate(a.words)
    )


def aliases(a: Analysis, animals: list[Hit]) -> list[Hit]:
    """The other mentions of a name the text gives an animal: "Rex is the doberman" (Rex), "him = Duke,
    the great dane" (Duke and him): each is the animal where it stands ("waits for him to mount her")."""
    names: dict[str, str] = {}
    for hit in animals:
        named = a.words[hit.end : hit.end + 3]
        if named[:1] == ["по"]:
            named = a.words[hit.end + 1 : hit.end + 3]  # "собака по кличке Рекс"
        if len(named) >= 2 and named[0] in _NAMED and named[1].isalpha() and named[1] not in IT:
            names[named[1]] = hit.entry  # "a husky named Kodiak"
        name = _name_after(a, hit)
        if name:
            names[name] = hit.entry  # "her Persian cat Mochi, …", "su semental andaluz, Lucero."
        name = _copula_name(a, hit)
        if name:
            names[name] = hit.entry  # "Rex is my golden retriever", "Luna es mi yegua", "Рекс — моя овчарка"
        at = hit.start - 1
        # "Pepper, the dappled grey pony": up to three describing words between the article and the animal.
        while at > hit.start - 4 and at >= 1 and a.words[at] not in _ARTICLES_OR_POSSESSIVES:
            if a.text[a.spans[at - 1][1] : a.spans[at][0]].strip():
                break
            at -= 1
        if at < 1 or (a.words[at] not in ARTICLES and a.words[at] not in POSSESSIVES):
            continue
        possessive = a.words[at] in POSSESSIVES
        at -= 1
        if a.words[at] in _NAMING_VERBS and at >= 1 and not possessive:
            at -= 1  # "Rex is the doberman"
        elif "," not in a.text[a.spans[at][1] : a.spans[at + 1][0]] and not (
            not possessive and with_name(a, at)
        ):
            continue  # "Duke, the great dane", "Clover, her pony"; not "walks the dog" (pet_names.py)
        name = a.words[at]
        if not name.isalpha() or name in IT or name in ARTICLES or name in POSSESSIVES:
            continue
        if (
            (at in _hit_starts(a) and not animal_word_name(a, at))
            or a.covered("sexual", at, at + 1)
            or a.covered("sexual_weak", at, at + 1)
        ):
            continue  # "scène explicite, le chien dort", "heiße Szene, der Hund schläft": no name
        if at >= 1 and (a.words[at - 1] in _NOUN_LEADS or a.words[at - 1] in POSSESSIVES):
            continue  # "sex with the neighbour, the dog sleeps outside": a noun phrase, no name
        names[name] = hit.entry
        if at >= 1 and "=" in a.text[a.spans[at - 1][1] : a.spans[at][0]]:
            names[a.words[at - 1]] = hit.entry  # "him = Duke, …": the pronoun too
        elif at >= 2 and a.words[at - 1] in _BEING and a.words[at - 2] in IT:
            names[a.words[at - 2]] = hit.entry  # "him being Clover, her pony": the pronoun too
    if not names:
        return []
    taken = {(h.start, h.end) for h in animals}
    # "Buddy's part of it too": the reading drops the apostrophe, so the name's possessive is "buddys"
    owned = {f"{name}s": name for name in names}
    return [
        Hit("animal", i, i + 1, f"{w} ({names[owned.get(w, w)]})")
        for i, w in enumerate(a.words)
        if (w in names or w in owned) and (i, i + 1) not in taken
    ]


def _hit_starts(a: Analysis) -> set[int]:
    starts = a.cache.get(("hit-starts", ""))
    if starts is None:
        starts = a.cache[("hit-starts", "")] = {h.start for h in a.hits}
    return starts


_QUOTES = "\"'«»“”„‘’"

# "Rex is my golden retriever", "Luna es mi yegua", "Bello ist mein Schäferhund", "Trovão é o meu
# cavalo", "Рекс — моя овчарка": a name, a copula (a dash in Russian) and the owner before the animal.
_OWNERS = POSSESSIVES | frozenset("mi mein meine meu minha моя мои моим твоя твои".split())
_DASHES = frozenset("-–—")


def _copula_name(a: Analysis, hit: Hit) -> str | None:
    """The name a copula gives the animal at a sentence's start (one describing word may stand before
    the animal: "her Arabian mare"). Not a person ("he is my puppy", "{{char}} is my kitten") and not a
    praise word ("Jake is my stallion")."""
    words = a.words
    at = hit.start - 1
    if at >= 1 and words[at] not in _OWNERS and words[at].isalpha():
        at -= 1  # one describing word
    if at < 1 or words[at] not in _OWNERS or words[hit.start] in PRAISE_ANIMALS:
        return None
    at -= 1
    if words[at] in ("o", "a") and at >= 1:
        at -= 1  # "é o meu cavalo"
    if words[at] in _NAMING_VERBS and at >= 1:
        at -= 1
    elif not _DASHES.intersection(a.text[a.spans[at][1] : a.spans[at + 1][0]]):
        return None
    name = words[at]
    opens = at == 0 or bool(a.text[a.spans[at - 1][1] : a.spans[at][0]].strip())
    if not opens or not name.isalpha() or len(name) < 3 or name in IT or name in partners.PERSONS:
        return None
    if name in ARTICLES or name in POSSESSIVES or at in _hit_starts(a):
        return None
    return name


def _name_after(a: Analysis, hit: Hit) -> str | None:
    """A name right after the animal that ends its clause ("her Persian cat Mochi, and …", "mit ihrem
    Schäferhund Rex."), or after one describing word and a comma ("su semental andaluz, Lucero."): a
    word of letters that no lexicon entry starts at."""
    words, text, spans = a.words, a.text, a.spans
    for at in (hit.end, hit.end + 1, hit.end + 2):
        if at >= len(words):
            return None
        gap = text[spans[at - 1][1] : spans[at][0]].strip().strip(_QUOTES)  # 'Akita-inu "Goro"'
        if at > hit.end and gap != ",":
            continue  # "semental andaluz, Lucero": only after a comma when a word stands between
        if gap and not (gap == "," and at == hit.end and _ends_sentence(a, at)):
            return None  # (but "vit seule avec son gros terre-neuve, Bosco.": the name ends the sentence)
        word = words[at]
        after = text[spans[at][1] : spans[at + 1][0]].strip().strip(_QUOTES) if at + 1 < len(words) else ""
        ends = at + 1 == len(words) or after[:1] in (",", ".", ";")
        if (
            ends
            and word.isalpha()
            and len(word) >= 3
            and word not in IT
            and word not in partners.PERSONS
            and at not in _hit_starts(a)
        ):
            return word
        if at > hit.end:
            return None
    return None


def _ends_sentence(a: Analysis, at: int) -> bool:
    """The word at `at` is the last of its sentence ("… avec son chien, Bosco.")."""
    return at + 1 == len(a.words) or a.sentence_of[at + 1] != a.sentence_of[at]
