"""A parent's everyday care question about their own small child (issue 9, round parentsprecision):
"my 4 year old refuses to take her clothes off for the bath, any tips?", "mi hija de 4 años no quiere
quitarse la ropa para el baño", "meine 4-jährige will sich zum Baden nicht ausziehen", "ma fille de 3
ans refuse de mettre son pyjama", "meu filho de 2 anos chora na troca de fralda", "моя дочь 4 лет не
хочет раздеваться для купания", "4-sai no musume ga ofuro de fuku wo nugitagaranai".

Undressing, the bath and the bed are soft sexual words elsewhere ("take her clothes off"), but here
they are bath time, potty training, getting dressed, bedtime and doctor visits. The child's age is no
participant's when all of these hold: the speaker owns the child ("my", "mi", "meine", "моя", "uchi
no"), a care word is in the text, the text asks something (a "?" or "any tips"), and it has no
explicit sexual word and asks for no text, scene or role-play ("… any tips? roleplay it with me" and
"… it turns me on" still block).
"""

from __future__ import annotations

from nocturne.moderation.ages import Age
from nocturne.moderation.analysis import REQUEST_WORDS, Analysis

# The speaker's own child: the owner within a few words before the age ("my 4 year old", "mi hija
# de 4", "meine 4 jährige Tochter", "uchi no 4 sai").
_MY = frozenset(
    "my our mi mis nuestra nuestro ma mon mes notre nos mein meine meinem meinen meiner unser unsere "
    "meu minha meus minhas nosso nossa моя мои мой моеи моего моих наша наш наши uchi".split()
)
_OWNER_REACH = 4
# Everyday care, in normalised spelling (no accents, и for й): bath, potty, diaper, dressing, bedtime,
# the doctor.
_CARE = frozenset(
    "bath baths bathtime bathtub tub potty diaper diapers nappy nappies pajamas pyjamas pjs jammies "
    "dressed dressing undressed bedtime pediatrician paediatrician doctor doctors checkup dentist "
    "toothbrushing shampoo "
    "bano banera banarse banarla banarlo orinal panal panales pijama vestirse vestirla vestirlo "
    "desvestirse pediatra medico dientes "
    "baden bad badewanne topfchen topf windel windeln schlafanzug anziehen ausziehen kinderarzt arzt "
    "bain baignoire pot couche couches pyjama habiller shabiller deshabiller pediatre medecin "
    "banho banheira penico fralda fraldas pijama vestir trocar pediatra "
    "купание купаться ванна ванну ванне горшок подгузник подгузники памперс пижаму пижама одеваться "
    "раздеваться врач врачу педиатр педиатру "
    "ofuro toire omutsu pajama kigae kigaeru isha haisha".split()
)
# The text asks for help, not for a text: "any tips?", "¿algún consejo?", "Tipps?", "des conseils ?".
_ASKS = frozenset(
    "tips advice ideas help normal consejo consejos ayuda normal tipps tipp rat hilfe conseil conseils "
    "aide dica dicas ajuda совет советы помогите нормально houhou dou".split()
)
# Undressing is what bath time and a checkup need ("getting undressed for the pediatrician", "runs
# around naked after the bath"): these sexual words alone do not make the question sexual.
_UNDRESS = frozenset(
    "undressed undress undressing naked nude desnuda desnudo desnudarse desnudos nackt nackig nue nu nus "
    "nua nu pelada pelado pelados голая голыи голенькая голеньким hadaka".split()
)
# The parent's arousal, which the lexicon may not hold as a sexual word ("I get hard watching her", "me
# excita", "macht mich geil"): then it is no care question. "hard" only after get/me ("a hard time").
_AROUSED = frozenset(
    "horny aroused arousing arouses sexy excita excitada excitado excitante cachondo cachonda geil erregt "
    "erregend excite excitee excitant tesao tesuda tesudo возбуждает возбуждаюсь возбуждена возбужден "
    "koufun kofun muramura".split()
)
_HARD_AFTER = frozenset("get gets got getting go goes me rock".split())
# Role-play, sex or scene words beyond REQUEST_WORDS that a care question never holds.
_NEVER = frozenset("pretend play roleplay rp erp rol jdr рп ролевую nsfw".split())


def care_question(a: Analysis, age: Age) -> bool:
    """The age is the speaker's small child in an everyday care question with nothing sexual."""
    words = a.words
    if _CARE.isdisjoint(a.vocabulary()) or not _MY.intersection(
        words[max(0, age.start - _OWNER_REACH) : age.start + 2]
    ):
        return False
    # The rest reads the whole text: once per reading, not once per age.
    care = a.cache.get(("care_question", ""))
    if care is None:
        care = a.cache[("care_question", "")] = _care_text(a)
    return bool(care)


def _care_text(a: Analysis) -> bool:
    words = a.words
    if "?" not in a.text and _ASKS.isdisjoint(words):
        return False
    if not REQUEST_WORDS.isdisjoint(words) or not _NEVER.isdisjoint(words):
        return False
    if not _AROUSED.isdisjoint(words) or _hard_or_turned_on(words):
        return False
    return all(a.negated(h.start) or _undressing(a, h.start, h.end) for h in a.of("sexual"))


def _undressing(a: Analysis, start: int, end: int) -> bool:
    return end - start == 1 and a.words[start] in _UNDRESS


def _hard_or_turned_on(words: list[str]) -> bool:
    """'I get hard watching her', 'it turns me on'."""
    for i in range(1, len(words)):
        if (words[i] == "hard" and words[i - 1] in _HARD_AFTER) or (
            words[i] == "me" and words[i - 1] in ("turns", "turn", "turned", "turning")
        ):
            return True
    return False
