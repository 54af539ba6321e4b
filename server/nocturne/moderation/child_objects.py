"""A child as the object of a sexual act: "wants sex with her kids", "fucks his daughter", "Sex mit
ihren Kindern", "musume to sekkusu", and a passionate kiss given to a kid ("rescued a kid and kissed
her passionately").

Someone's children are otherwise a mention (persons._mentioned_child: "my kids are at camp") that
counts only right beside a sexual word. Here the grammar says who the act is with: a sexual word,
then at most a preposition and a determiner or owner, then a son, daughter, kid or child. Siblings are
left out (adults can be brothers and sisters); a child said to be grown ("her grown son"), given an
adult age ("her 25-year-old son") or a talk about sex ("talks about sex with her kids") is no minor.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.grown_children import grown
from nocturne.moderation.lexicon import Hit

# Sons, daughters, kids, children (normalised: lower case, accents dropped), in the seven languages.
OFFSPRING = frozenset(
    """son sons daughter daughters kid kids child children stepdaughter stepdaughters stepson stepsons
    grandson granddaughter grandkids grandchildren kiddo kiddos
    hijo hija hijos hijas ninos ninas nino nina hijastra hijastro nieta nieto
    sohn sohne sohnen tochter tochtern kind kinder kindern kindes stieftochter stiefsohn enkelin
    fils fille filles enfant enfants gamins gamine belle-fille
    filho filha filhos filhas crianca criancas enteada enteado
    сын сына сыну сыном сыновьями дочь дочери дочерью дочкой дочку дочка дети детей детьми
    ребенок ребенком падчерицей пасынком внучкой внуком
    musume musuko kodomo kodomotachi""".split()
)
_LINKS = frozenset(
    """with to the a his her their own my your our its
    con a la el los las su sus mi mis tu tus
    mit den die der dem ihren ihrem ihre ihrer seinen seinem seine seiner meinen meinem meine meiner
    avec a le la les ses sa son mes ma mon
    com o a os as seu sua seus suas meu minha meus minhas
    с со своим своей своими своего его ее их моим моей""".split()
)
_EN_LINKS = frozenset("with to the a his her their own my your our".split())
# German child words that are English words too ("the sexual kind", "kinder"): only after a German link.
_GERMAN_ONLY = frozenset("kind kinder".split())
# "talks about sex with her kids", "la charla de sexo con sus hijos": teaching, not an act.
_TALK = frozenset(
    """talk talks talking talked discuss discusses discussing explain explaining about ed education
    hablar habla hablo charla educacion sprechen spricht aufklarung parler parle explique education
    falar fala conversa conversar educacao говорить говорит разговор объяснить о про""".split()
)
_ADULT = frozenset(
    "grown adult adults adulto adulta adultos erwachsen erwachsene erwachsenen adulte adultes взрослый взрослая взрослые взрослым".split()
)
_KISS = (
    "kiss",
    "beso",
    "besa",
    "besó",
    "kuss",
    "kusst",
    "kusse",
    "embrass",
    "beij",
    "поцел",
    "целу",
    "целов",
    "kisu",
    "chuu",
)
_PASSION = ("passionat", "apasionad", "leidenschaftlich", "passionn", "apaixonad", "страстн", "jounetsu")
_PASSION_PAIRS = frozenset(
    """on the lips|with tongue|deeply|romantically|en la boca|con lengua|auf den mund|mit zunge|
    sur la bouche|avec la langue|na boca|de lingua|в губы|взасос|kuchibiru ni""".replace("\n", "").split("|")
)
_KISSED = frozenset("her him them la lo le sie ihn es ее его ей ему kanojo kare".split())
_KISSED_BEFORE = _KISSED | {"a", "o", "l"}  # "a beija", "l'embrasse"


def sexual_children(a: Analysis) -> list[str]:
    """The child words a sexual act takes as its object."""
    found = []
    words = a.words
    for h in a.of("sexual"):
        if (
            words[h.start].startswith("sexuali")
            or a.negated(h.start)
            or any(w in _TALK for w in words[max(0, h.start - 3) : h.start])
        ):
            continue
        # After the act: "sex with her kids", "fucks his daughter".
        i = h.end
        while i < len(words) and i < h.end + 3 and words[i] in _LINKS:
            if words[i] == "son" and words[i - 1] in _EN_LINKS:
                break  # "with her son" (English "son"), not "avec son fils" (French "son")
            i += 1
        after = (
            i < len(words)
            and words[i] in OFFSPRING
            and (words[i] != "son" or words[i - 1] in _EN_LINKS)
            # "Sex mit dem Kind", not "the sexual kind", "sex, the rough kind": a German link before it
            and (words[i] not in _GERMAN_ONLY or (i > h.end and words[i - 1] in _LINKS - _EN_LINKS))
        )
        # Japanese puts the partner first: "musume to sekkusu".
        before = h.start >= 2 and words[h.start - 1] == "to" and words[h.start - 2] in OFFSPRING
        at = i if after else h.start - 2
        if (
            (after or before)
            and a.sentence_of[at] == a.sentence_of[h.start]
            and not _adult(a, at, min(at, h.start))
        ):
            found.append(words[at])
    return found


def _adult(a: Analysis, at: int, first: int) -> bool:
    words = a.words
    if grown(words, Hit("minor", at, at + 1, words[at])):
        return True
    if any(w in _ADULT for w in words[max(0, at - 3) : at + 3]):
        return True
    return any(
        g.value >= 18 and max(first, at - 5) <= g.start <= at + 3
        for g in a.ages_in_sentence(a.sentence_of[at])
    )  # not the actor's


# Object pronouns that are also possessives ("kissed her husband"), and the words that may follow the
# pronoun when it is the object ("kissed her passionately / on the lips / and left").
_POSSESSIVE = frozenset("her ее его".split())
_AFTER_OBJECT = frozenset("on with deeply romantically and again back hard softly gently в и".split())


def _after_object(words: list[str], at: int) -> bool:
    return at >= len(words) or words[at] in _AFTER_OBJECT or words[at].startswith(_PASSION)


def passionate_kiss_to_child(a: Analysis) -> str | None:
    """A minor word, then in its sentence a passionate kiss given to 'her'/'him' or to the child.
    Read from the kisses (rare), each against the minor words of its sentence: linear."""
    words = a.words
    if not a.of("minor"):
        return None
    for k, word in enumerate(words):
        if not word.startswith(_KISS):
            continue
        earlier = [
            h
            for h in a.in_sentence("minor", a.sentence_of[k])
            if h.end <= k and not a.negated(h.start) and not grown(words, h)
        ]
        if not earlier:
            continue
        following = words[k + 1 : k + 2]
        given = bool(following) and (following[0] in _KISSED or following[0] in OFFSPRING)
        if given and following[0] in _POSSESSIVE and not _after_object(words, k + 2):
            continue  # "kissed her husband passionately": 'her' owns whom the kiss is given
        if not given and not any(w in _KISSED_BEFORE for w in words[max(earlier[0].end, k - 2) : k]):
            continue
        tail = " ".join(words[k + 1 : k + 6])
        if any(w.startswith(_PASSION) for w in words[max(0, k - 1) : k + 5]) or any(
            f" {p} " in f" {tail} " for p in _PASSION_PAIRS
        ):
            return earlier[0].entry
    return None
