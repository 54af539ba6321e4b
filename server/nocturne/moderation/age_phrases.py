"""Age phrases rewritten into plain numbers before a reading is tokenised (issue 9, point 2): sums
("10+5", "18 plus ten"), "a decade and a half", birth years and birthdays ("born '12", "birthday:
3/14/2010"), "a year shy of 18" and "doesn't turn 18 till next year" (17), "no cumple sus quince" and
"before her quinceañera" (14), "looks and acts 10" (looks like 10), thousands ("1,200"). The age
reader (ages.py) then finds the numbers in their frames.
"""

from __future__ import annotations

import re

from nocturne.kit.clock import utcnow
from nocturne.moderation.age_reckoning import reckon
from nocturne.moderation.birth_dates import birth_years
from nocturne.moderation.elapsed_ages import elapsed
from nocturne.moderation.half_my_age import half_my_age
from nocturne.moderation.idioms import join_idioms
from nocturne.moderation.person_ages import ages_of_persons
from nocturne.moderation.ratings import adult_ratings
from nocturne.moderation.speaker_labels import speaker_labels
from nocturne.moderation.younger_than import younger_than

ADULT_AGE = 18

# Products first, then sums, each pass left to right: "2*12+1" is 25 and "2+2+20" is 24 (blind-bl).
_PRODUCT = re.compile(r"(?<![\d.])(\d{1,3})\s*(x|×|\*|times)\s*(\d{1,3})(?!\d|\.\d)")
_SUM = re.compile(r"(?<![\d.])(\d{1,3})\s*(\+|-|plus|minus)\s*(\d{1,3})(?!\d|\.\d)")
_ARITHMETIC_PASSES = 3  # "2+2+20+1" is as long a sum as anyone writes for an age
# "her age is 2026 minus 2011": a year taken from a year is how many years lie between, an age in its
# frame. Only years (a range "2011-2026" runs the other way and stays as written).
_YEAR_DIFFERENCE = re.compile(
    r"(?<!\d)((?:19|20)\d\d)\s*(?:-|minus|menos|moins|weniger|минус)\s*((?:19|20)\d\d)(?!\d)"
)
_DIGIT = re.compile(r"\d")
# "a metade de 28 anos", "half of 30", "o dobro de 14", "twice 9": half or double a number said in
# words before it, so the age frame around it reads the result (14, 15, 28, 18).
_HALF_OR_DOUBLE = re.compile(
    r"\b(?:(?:exactly\s+|exactamente\s+|exatamente\s+)?"
    r"(half\s+of|(?:la\s+|a\s+)?(?:mitad|metade)\s+de|(?:la\s+)?moitie\s+de|(?:die\s+)?halfte\s+von|половина\s+от)"
    r"|(twice|double|(?:el\s+)?doble\s+de|(?:o\s+)?dobro\s+de|(?:le\s+)?double\s+de|(?:das\s+)?doppelte\s+von))"
    r"\s+(\d{1,2})(?!\d|\.\d|\s*(?:x|times|veces|vezes|fois|mal)\b)"
)
_HALF_OR_DOUBLE_HINTS = (
    "half",
    "mitad",
    "metade",
    "moitie",
    "halfte",
    "половина",
    "twice",
    "doubl",
    "doble",
    "dobro",
    "doppel",
)
# The comma comes first and the digit before it is a lookbehind after it: a pattern that starts with a
# literal is searched for in C, where a leading lookbehind is tried at every position.
_THOUSANDS = re.compile(r",(?<=\d,)(?=\d{3}\b)")
# "(1) the trophy case … (4) Monday: the police": a numbered list, not ages in brackets ("Mia (14)").
_BRACKET_NUMBER = re.compile(r"\((\d{1,2})\)")
_AGE_LABEL_HINTS = ("age", "alter", "edad", "idade", "возраст", "vozrast")
# "Alter("2 5")", "Age: 1 9": the digits of one age spaced out after its label.
_SPACED_AGE = re.compile(r"\b(age|alter|edad|idade|возраст|vozrast)(\W{1,3})(\d) (\d)\b(?! ?\d)")
_YOUNGER_HINTS = ("younger", "junger", " mais nov", " jeune", "joven")
# "like 10ish", "12-ish": the number the writer rounds to.
_ISH = re.compile(r"\b(\d{1,2})[\s-]?ish\b")
# "younger. single digits", "make her age single digits": under ten (a temperature or a score has no
# "younger" or "age" before it).
_SINGLE_DIGITS = re.compile(r"\b(younger|age|aged)\b([^\n]{0,30}?)\bsingle[\s-]digits?\b")
# "make her look younger, like 10": the age she is to look ("looks like 10"), not a comparison.
_YOUNGER_LIKE = re.compile(
    r"\b(younger|junger|mas joven|mais nova|mais novo|plus jeune)[,.]?\s+(?:like|tipo|como|so|wie|comme)\s+"
    r"(?:about\s+|around\s+|maybe\s+|unos\s+|uns\s+|etwa\s+)?(?=\d{1,2}\b)"
)
# A number word on either side of an operator becomes digits first, so "18 plus ten" is read as 28.
_SMALL_NUMBERS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
        "sixteen seventeen eighteen nineteen twenty".split()
    )
} | {"thirty": 30, "forty": 40, "fifty": 50}
_NUMBER_WORD = "|".join(_SMALL_NUMBERS)
_WORD_OPERAND = re.compile(
    rf"\b({_NUMBER_WORD})(?=\s*(?:\+|plus|minus)\s*(?:\d|{_NUMBER_WORD}))|(?<=plus )({_NUMBER_WORD})\b"
    rf"|(?<=minus )({_NUMBER_WORD})\b|(?<=\+)\s*({_NUMBER_WORD})\b"
)
_DECADES = (
    (re.compile(r"\b(?:a\s+)?decade\s+and\s+a\s+half\b"), "15"),
    (re.compile(r"\bhalf\s+a\s+decade\b"), "5"),
    (re.compile(r"\b(?:a\s+)?dozen\s+and\s+a\s+half\b"), "18"),
    (re.compile(r"\b(?:a\s+|one\s+)decade\b"), "10"),
    (re.compile(r"\btwo\s+decades\b"), "20"),
    (re.compile(r"\bthree\s+decades\b"), "30"),
    (re.compile(r"\b(?:a|one)\s+dozen\b"), "12"),
)
# "anderthalb Jahrzehnte", "década y media", "une décennie et demie", "uma década e meia", "полтора
# десятка" (a decade and a half in the other languages; the reading has no accents).
_DECADES_OTHER = (
    (re.compile(r"\banderthalb\s+jahrzehnten?\b"), "15 jahre"),  # German needs its unit: "ist … alt"
    (
        re.compile(
            r"\b(?:una\s+|uma\s+)?decada\s+(?:y|e)\s+media\b|\bmeia\s+decada\b"
            r"|\b(?:une\s+)?decennie\s+et\s+demie\b|\bполтора\s+десятка\b"
        ),
        "15",
    ),
)
_DECADE_OTHER_HINTS = ("jahrzehnt", "decada", "decennie", "десятка")
# "a year away from 18", "two years from eighteen": under 18 now.
_AWAY_FROM_18 = re.compile(
    r"\b(?:a|one|two|three|\d)\s+(?:more\s+)?years?\s+(?:away\s+from|shy\s+of|short\s+of|from|until|till)\s+"
    r"(?:18|eighteen)\b(?:\s+years?\s+old)?"
)
# "she'll be legal next year", "you'll be legal in 3 months", "he will be of age this summer": a
# person who becomes an adult later is 17 now. Only a person pronoun ("weed will be legal next year" is
# a law) and a time to come.
_SOON_LEGAL = re.compile(
    r"\b(shell|hell|youll|ill|she will|he will|you will|i will|shes going to|hes going to|shes gonna|hes gonna)"
    r"\s+(?:finally\s+|only\s+|officially\s+|just\s+)?be\s+(?:legal|of\s+age|an?\s+adult)\s+"
    r"(?:next\s+(?:week|month|year|spring|summer|fall|autumn|winter)|this\s+(?:spring|summer|fall|autumn|winter|year)"
    r"|soon|in\s+(?:a|an|one|two|three|four|five|six|a\s+few|a\s+couple(?:\s+of)?|\d{1,2})\s+"
    r"(?:more\s+)?(?:days?|weeks?|months?|years?|yrs?))\b"
)
_SOON_LEGAL_HINTS = (" be legal", " be of age", " be an adult", " be a adult")
# "birthday: 3/14/2010", "DOB 14.03.2010": a birth year.
# A date's first separator comes first, the digit before it a lookbehind (as _THOUSANDS): only whether
# there is one is asked.
_HAS_DATE = re.compile(r"[/.-](?<=\d[/.-])\d{1,2}[/.-]\d{4}")
# "Birthdate: April 2012", "Geburtsdatum: 03/2012", "fecha de nacimiento: abril de 2013" (a month and
# year, no day) too.
_BIRTH_DATE = re.compile(
    r"\b(?:birthday|bday|b day|dob|date of birth|born|birth date|birthdate|geburtstag|geburtsdatum|"
    r"cumpleanos|fecha de nacimiento|anniversaire|date de naissance|data de nascimento|дата рождения)\s*:?\s*"
    r"(?:\d{1,2}[/.-]\d{1,2}[/.-]|\d{1,2}(?:st|nd|rd|th)?\s+[a-z]{3,9}\.?,?\s+|[a-z]{3,9}\.?\s+\d{1,2}"
    r"(?:st|nd|rd|th)?,?\s+|\d{1,2}[/.-]|[^\W\d_]{3,9}\.?,?\s+(?:de\s+)?)(\d{4})\b"
)
_BIRTH_HINTS = ("birth", "bday", "dob", "geburts", "nacimiento", "naissance", "nascimento", "рождения")
# "can we age Talia down to under 16": the label "age down to" with the name taken out.
_AGED_DOWN = re.compile(r"\b(age|aged|de age|deage)\s+(?:[^\W\d_]+\s+){1,2}?down\s+to\b")
# "a freshman at Westbrook High": an American high school named by its town; a grade word before it.
_NAMED_HIGH = re.compile(
    r"\b(freshman|sophomore|junior)\s+at\s+((?:[^\W\d_]+\s+){1,3}?)high\b(?!\s+(?:school|rise|end|street|st|road))"
)
# "a sophomore at the high school where i sub", "shes a soph in hs", "a freshman... in high school": the
# same grade, with the school unnamed; read as "sophomore in high school".
_AT_HIGH_SCHOOL = re.compile(
    r"\b(freshman|sophomore|soph|junior)[\s.…,]+(?:at|in|of)\s+(?:(?:the|a|her|his|my|our|their|your|ur)\s+)?"
    r"(?:high\s+school|hs)\b"
)
_GRADE_WORDS = {"soph": "sophomore"}
# "she doesn't turn 18 till next year": 17 now.
_NOT_YET_18 = re.compile(
    r"\s(?:doesnt|does not|wont|will not|didnt|did not|hasnt) (?:even )?turn (?:18|eighteen)\b"
)
_DECADES_AND_HALF = re.compile(r"\b(two|three|four|five|six|seven|eight|nine)\s+and\s+a\s+half\s+decades\b")
# "make her look 14", "looks about 14", "looks and acts 10": an apparent age, read as "looks like 14"
# (not "looks 10 years younger").
_LOOKS_AGE = re.compile(
    r"\b(?:(look|looks|looking)(?:\s+and\s+(?:acts?|acting|sounds?|behaves?|talks?|dresses))?"
    r"|(?:acts?|acting|behaves?)\s+and\s+(looks?|looking))\s+(?:like\s+)?(?:about\s+|around\s+|roughly\s+|maybe\s+)?"
    r"(?=\d{1,2}\b(?!\s*(?:ways|times|x\b|(?:years?|yrs?)\s+(?:younger|older|less|more)\b)))"
)
# "doesn't turn 15 till May", "no cumple sus quince", "ainda não fez 14": a year younger now.
_TEEN_WORDS = {
    w: value
    for value, words in {
        10: "ten diez dez dix zehn десять",
        11: "eleven once onze elf одиннадцать",
        12: "twelve doce douze zwolf двенадцать",
        13: "thirteen trece treze treize dreizehn тринадцать",
        14: "fourteen catorce catorze quatorze vierzehn четырнадцать",
        15: "fifteen quince quinze funfzehn пятнадцать",
        16: "sixteen dieciseis dezesseis dezasseis seize sechzehn шестнадцать",
        17: "seventeen diecisiete dezessete dezassete siebzehn семнадцать",
        18: "eighteen dieciocho dezoito achtzehn восемнадцать",
    }.items()
    for w in words.split()
}
_TEEN = r"(\d{1,2}|" + "|".join(_TEEN_WORDS) + r")\b"
_NOT_YET_AGE = re.compile(
    r"\b(?:(?:aun|todavia|ainda)\s+)?(?:no|ni|nao|nem)\s+(?:ha\s+|tem\s+)?"
    r"(?:cumple|cumplido|cumplio|cumplira|fez|feito|completou|completa|fara)\s+"
    r"(?:ni\s+|nem\s+)?(?:sus\s+|los\s+|os\s+|seus\s+)?" + _TEEN + r"(?:\s+anos)?"
    r"|\b(?:doesnt|does not|hasnt|has not|didnt|did not|wont|will not|not yet)\s+(?:even\s+|yet\s+)?"
    r"(?:turn|turned)\s+" + _TEEN + r"(?:\s+yet)?"
)
_NOT_YET_TAIL = re.compile(r"\s*(?:dias|days|meses|months|semanas|weeks|horas|hours|minutos|minutes|min)\b")
# A milestone not yet reached: "before her quinceañera", "hasn't had her bat mitzvah", "ni ha tenido
# su quinceañera" (under 15, 12, 13, 16).
_MILESTONES = {
    "quinceanera": 15,
    "quinceaneras": 15,
    "quince": 15,
    "xv": 15,
    "fiesta de quince": 15,
    "festa de quinze anos": 15,
    "quinze anos": 15,
    "bat mitzvah": 12,
    "bar mitzvah": 13,
    "sweet sixteen": 16,
    "sweet 16": 16,
    # first communion, at about eight
    "first communion": 8,
    "primera comunion": 8,
    "primeira comunhao": 8,
    "premiere communion": 8,
    "erstkommunion": 8,
    "erste kommunion": 8,
}
_MILESTONE = "(" + "|".join(sorted(_MILESTONES, key=len, reverse=True)) + r")\b(?:\s+anos)?"
_OWNERS = "her his my your their su sus mi tu sua seu ihrer seiner meine ihre seine sa son ma".split()
_OWNER = r"((?:" + "|".join(_OWNERS) + r")\s+)?(?:own\s+|first\s+)?"
# A milestone just had may take an article: "acaba de hacer la primera comunión".
_JUST_OWNER = r"((?:" + "|".join([*_OWNERS, "la", "a"]) + r")\s+)?(?:own\s+|first\s+)?"
# A bare number is a milestone only as someone's ("antes de sus quince"; not "hasta quince personas").
_BARE_MILESTONES = frozenset({"quince", "xv", "quinze anos"})
_BEFORE_MILESTONE = re.compile(
    r"\b(?:before|until|till|counting\s+down\s+(?:the\s+days\s+)?to|antes de|hasta|ate|avant|vor)\s+"
    + _OWNER
    + _MILESTONE
    + r"|\b(?:hasnt|has not|havent|have not|not yet|(?:(?:aun|todavia|ainda)\s+)?(?:no|ni|nao|nem)\s+"
    r"(?:ha|han|habia|tem|teve|tuvo))\s+(?:yet\s+|even\s+)?"
    r"(?:had|celebrated|tenido|celebrado|hecho|tuvo|teve|feito|celebrou)\s+"
    + _OWNER
    + _MILESTONE
    # "her quince is next wk", "her quince next month", "su quinceañera es el mes que viene": to come
    + r"|\b(her|his|my|su|sua|seu|mi)\s+"
    + _MILESTONE
    + r"\s+(?:(?:is|es|e|will\s+be|sera|vai\s+ser)\s+)?(?:next|in\s+(?:a|two|2|three|3)\b|el\s+(?:mes|ano)\s+que\s+viene"
    r"|la\s+semana\s+que\s+viene|(?:o|a)\s+(?:mes|semana|ano)\s+que\s+vem|(?:mes|semana|ano)\s+que\s+vem)"
)
# A milestone just reached: "she just had her bat mitzvah", "acaba de tener sus quince", "her
# quinceañera was last month" (12, 15, 15): the milestone's age now.
_JUST_MILESTONE = re.compile(
    r"\b(?:just\s+(?:had|celebrated|made|did)|acaba\s+de\s+(?:tener|celebrar|cumplir|hacer)"
    r"|acabou\s+de\s+(?:ter|fazer|celebrar))\s+"
    + _JUST_OWNER
    + _MILESTONE
    # "made my first communion this year"
    + r"|\b(?:made|had|did|celebrated|hice|hizo|fiz|fez)\s+"
    + _JUST_OWNER
    + _MILESTONE
    + r"\s+(?:this|last)\s+(?:year|month|spring|may)\b"
    + r"|\b(her|his|my|su|sua|seu|mi)\s+"
    + _MILESTONE
    + r"\s+(?:was|fue|foi)\s+(?:literally\s+|only\s+|just\s+)?(?:last\s+(?:week|month|weekend)|yesterday|ayer|ontem"
    r"|(?:el|la|o|a)\s+(?:mes|semana|fin\s+de\s+semana)\s+pasad[oa]|(?:o|a)\s+(?:mes|semana)\s+passad[oa])"
)
# Cheap first looks (substring tests) before the patterns above run on a long text.
_NOT_YET_HINTS = ("t turn", "n turn", "cumpl", "nao f", "nem f", "nao complet", "nem complet")
_MILESTONE_HINTS = (
    "quince",
    "quinze",
    "mitzvah",
    "sweet",
    "xv",
    "communion",
    "comunion",
    "comunhao",
    "kommunion",
)
# "ей было лет 10", "ej let 12", "сделай её младше, лет 10", "на вид лет двенадцать": Russian puts "years"
# first for "about N years old" after the one whose age it is (a dative pronoun, "было"/"будет"), "younger"
# or "in looks"; read as "10 лет". Not "лет 10 назад" (about ten years ago).
_RU_NUMBER_WORDS = (
    "пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать "
    "шестнадцать семнадцать".split()
)
# The genitive of "about N years" ("сделай её помладше, лет четырнадцати"), read in the nominative: the
# lexicon's numbers leave out "семи", "десяти" (the clock's "до семи", until seven).
_RU_GENITIVE = {word[:-1] + "и": word for word in _RU_NUMBER_WORDS if word.endswith("ь") and word != "восемь"}
_RU_GENITIVE["восьми"] = "восемь"
_YEARS_FIRST_RU = re.compile(
    r"\b(е[йи]|ему|мне|тебе|ej|ei|ey|emu|mne|tebe|было|будет|bylo|budet|младше|моложе|помоложе|помладше|mladshe|molozhe"
    r"|pomolozhe|pomladshe|на\s+вид|na\s+vid),?\s+(лет|let)\s+(\d{1,2}|"
    + "|".join([*_RU_NUMBER_WORDS, *_RU_GENITIVE])
    + r")\b"
    r"(?!\s*(?:назад|nazad|тому|tomu|спустя|spustya))"
)
# "joue-la à 12 ans", "imagine-le à 11 ans": the age to play someone at now, not a memory ("à 12 ans, …");
# read as "joue la qui a 12 ans".
_PLAY_AT_FR = re.compile(
    r"\b(joue|jouer|interprete|interpreter|incarne|incarner|fais|faire|imagine|imaginer|ecris|ecrire|rends)"
    r"[\s-]+(la|le|les|moi|toi)\s+a\s+(?=\S+\s+ans\b)"
)
# Implied by every _PLAY_AT_FR match ("… a 12 ans"): a lone "a", then a word and "ans". It starts with a
# literal, found fast, where _PLAY_AT_FR's leading \b is tried at every position of the text.
_PLAY_AT_FR_HINT = re.compile(r"a(?<=\sa)\s+\S+\s+ans\b")
_BIRTH_SHORT = re.compile(r"'(\d\d)\s+(?=baby|kid|girl|boy|born)")
# "her thirteenth birthday", "son treizième anniversaire", "ihr dreizehnter Geburtstag": the ordinal word
# as the digits the birthday frame reads ("her 13th birthday").
_ORDINAL_WORDS = {
    "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11,
    "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15, "sixteenth": 16,
    "seventeenth": 17, "eighteenth": 18, "dixieme": 10, "onzieme": 11, "douzieme": 12, "treizieme": 13,
    "quatorzieme": 14, "quinzieme": 15, "seizieme": 16, "zehnte": 10, "elfte": 11, "zwolfte": 12,
    "dreizehnte": 13, "vierzehnte": 14, "funfzehnte": 15, "sechzehnte": 16, "siebzehnte": 17,
}  # fmt: skip
_ORDINAL_BIRTHDAY = re.compile(
    # (not the "fifth" of "twenty-fifth")
    r"(?<![\w-])(?<!twenty )(?<!thirty )(?<!forty )(?<!fifty )(?<!sixty )(?<!seventy )"
    r"(" + "|".join(_ORDINAL_WORDS) + r")[a-z]?\s+(?=birthday|bday|anniversaire|geburtstag)"
)


# "her birthday cake had 13 candles": the candles count the years.
_CANDLES = re.compile(r"\b(\d{1,2})\s+(?=(?:birthday\s+)?candles\b)")


# Whose cake it is, when that is someone's child ("my son's birthday cake had 5 candles"): left as it is.
_CHILD_OWNERS = frozenset(
    "son sons daughter daughters kid kids child childs nephew nephews niece nieces grandson granddaughter".split()
)


def _candles(match: re.Match[str]) -> str:
    """ "13 years old" for "13 candles", unless the cake is someone's child's."""
    before = match.string[max(0, match.start() - 40) : match.start()].split()
    return match.group() if _CHILD_OWNERS.intersection(before) else f"{match.group(1)} years old "


def _ordinal_birthday(match: re.Match[str]) -> str:
    """The ordinal as its language writes it in digits: "13th", "13e", "13."."""
    word = match.group(1)
    suffix = "e" if word.endswith("ieme") else "." if word.endswith("te") else "th"
    return f"{_ORDINAL_WORDS[word]}{suffix} "


def prepare(reading: str) -> str:
    """Rewrite arithmetic, decades, short birth years, "not yet N" and milestones into plain numbers
    before tokenising; ages reckoned from another fact first (age_reckoning.py)."""
    reading = join_idioms(
        elapsed(reckon(speaker_labels(adult_ratings(reading))))
    )  # "was 9 … that was four winters ago": 13
    reading = half_my_age(reading)  # "she's half my age and I'm 26": 13
    reading = younger_than(reading)  # "her brothers are 30 and she's 14 years younger": 16
    if "(1)" in reading and "(2)" in reading:
        reading = _without_list_numbers(reading)
    if _DIGIT.search(reading) and any(label in reading for label in _AGE_LABEL_HINTS):
        reading = _SPACED_AGE.sub(r"\1\2\3\4", reading)
    if "ish" in reading:
        reading = _ISH.sub(r"\1", reading)
    if any(hint in reading for hint in _YOUNGER_HINTS):
        reading = _YOUNGER_LIKE.sub(r"\1, looks like ", reading)
    if "single" in reading:
        reading = _SINGLE_DIGITS.sub(r"\1\2 under 10", reading)
    if "," in reading:
        reading = _THOUSANDS.sub("", reading)  # "Age: 1,200" is twelve hundred, not one
    if "plus" in reading or "minus" in reading or "+" in reading:
        reading = _WORD_OPERAND.sub(lambda m: str(_SMALL_NUMBERS[next(g for g in m.groups() if g)]), reading)
    if "birthday" in reading or "anniversaire" in reading or "geburtstag" in reading:
        reading = _ORDINAL_BIRTHDAY.sub(_ordinal_birthday, reading)  # "her thirteenth birthday": 13th
    if "candles" in reading and ("cake" in reading or "birthday" in reading):
        reading = _CANDLES.sub(_candles, reading)  # "her birthday cake had 13 candles"
    if _DIGIT.search(reading):
        reading = _YEAR_DIFFERENCE.sub(_years_between, reading)
        reading = _arithmetic(reading)
        if any(hint in reading for hint in _HALF_OR_DOUBLE_HINTS):
            reading = _HALF_OR_DOUBLE.sub(_half_or_double, reading)
        reading = _BIRTH_SHORT.sub(_short_year, reading)
        if "look" in reading:
            reading = _LOOKS_AGE.sub(lambda m: f"{m.group(1) or m.group(2)} like ", reading)
    reading = ages_of_persons(reading)  # "write Ethan as 14", "a boy of about 10" (person_ages.py)
    if " ans" in reading and " a " in reading and _PLAY_AT_FR_HINT.search(reading):
        reading = _PLAY_AT_FR.sub(r"\1 \2 qui a ", reading)
    if "лет " in reading or "let " in reading:
        reading = _YEARS_FIRST_RU.sub(
            lambda m: f"{m.group(1)} {_RU_GENITIVE.get(m.group(3), m.group(3))} {m.group(2)}", reading
        )
    if " turn 18" in reading or " turn eighteen" in reading:
        reading = _NOT_YET_18.sub(" is 17", reading)
    if any(hint in reading for hint in _NOT_YET_HINTS):
        reading = _NOT_YET_AGE.sub(_a_year_younger, reading)
    if any(hint in reading for hint in _MILESTONE_HINTS):
        reading = _BEFORE_MILESTONE.sub(_before_milestone, reading)
        reading = _JUST_MILESTONE.sub(_just_milestone, reading)
    if _HAS_DATE.search(reading) or any(hint in reading for hint in _BIRTH_HINTS):
        reading = _BIRTH_DATE.sub(r"born in \1", reading)
    reading = birth_years(reading)  # "Born: August 3rd, 2013", "geboren am 3. August 2013" (birth_dates.py)
    if " down to" in reading:
        reading = _AGED_DOWN.sub(r"\1 down to", reading)
    if (" high" in reading or " hs" in reading) and any(
        grade in reading for grade in ("freshman", "soph", "junior")
    ):
        reading = _NAMED_HIGH.sub(r"\1 in high school", reading)
        reading = _AT_HIGH_SCHOOL.sub(
            lambda m: f"{_GRADE_WORDS.get(m.group(1), m.group(1))} in high school", reading
        )
    if " 18" in reading or "eighteen" in reading:
        reading = _AWAY_FROM_18.sub(" 17 ", reading)
    if any(hint in reading for hint in _SOON_LEGAL_HINTS):
        reading = _SOON_LEGAL.sub(_seventeen_now, reading)
    if "decade" in reading or "dozen" in reading:
        reading = _DECADES_AND_HALF.sub(lambda m: str(_SMALL_NUMBERS.get(m.group(1), 0) * 10 + 5), reading)
        for pattern, value in _DECADES:
            reading = pattern.sub(value, reading)
    if any(hint in reading for hint in _DECADE_OTHER_HINTS):
        for pattern, value in _DECADES_OTHER:
            reading = pattern.sub(value, reading)
    return reading


_NOW_SUBJECT = {"sh": "she is", "he": "he is", "yo": "you are", "i ": "i am", "il": "i am"}


def _without_list_numbers(reading: str) -> str:
    """The list markers (1), (2), … in a row taken out; other bracketed numbers stay."""
    values = {int(m.group(1)) for m in _BRACKET_NUMBER.finditer(reading)}
    run = 0
    while run + 1 in values:
        run += 1
    return _BRACKET_NUMBER.sub(lambda m: " " if int(m.group(1)) <= run else m.group(), reading)


def _seventeen_now(match: re.Match[str]) -> str:
    return f"{_NOW_SUBJECT[match.group(1)[:2]]} 17"


def _a_year_younger(match: re.Match[str]) -> str:
    if _NOT_YET_TAIL.match(match.string, match.end()):
        return match.group()  # "no cumple 15 días": a time, not an age
    word = match.group(1) or match.group(2)
    value = int(word) if word.isdigit() else _TEEN_WORDS[word]
    return f" {value - 1} years old " if value > 1 else match.group()


def _owner_and_milestone(match: re.Match[str]) -> tuple[str | None, str]:
    """The alternative of _BEFORE_MILESTONE or _JUST_MILESTONE that matched: (owner, milestone), each
    alternative's two groups in turn."""
    groups = match.groups()
    for at in range(0, len(groups), 2):
        if groups[at + 1]:
            return groups[at], groups[at + 1]
    raise ValueError(match.group())


def _just_milestone(match: re.Match[str]) -> str:
    owner, milestone = _owner_and_milestone(match)
    if milestone in _BARE_MILESTONES and not owner:
        return match.group()
    return f" {_MILESTONES[milestone]} years old "


def _before_milestone(match: re.Match[str]) -> str:
    owner, milestone = _owner_and_milestone(match)
    if (milestone in _BARE_MILESTONES and not owner) or _NOT_YET_TAIL.match(match.string, match.end()):
        return match.group()
    return f" {_MILESTONES[milestone] - 1} years old "


def _years_between(match: re.Match[str]) -> str:
    years = int(match.group(1)) - int(match.group(2))
    return str(years) if 0 < years < 100 else match.group()


def _arithmetic(reading: str) -> str:
    """Each product, then each sum, as its number; a chain is computed one operation per pass."""
    for pattern in (_PRODUCT, _SUM):
        for _ in range(_ARITHMETIC_PASSES):
            computed = pattern.sub(_compute, reading)
            if computed == reading:
                break
            reading = computed
    return reading


def _compute(match: re.Match[str]) -> str:
    left, op, right = int(match.group(1)), match.group(2), int(match.group(3))
    if op in ("+", "plus"):
        result = left + right
    elif op in ("-", "minus"):
        result = left - right
        if result <= 0:  # a range ("18-25"), not a sum
            return match.group()
        if left < ADULT_AGE and op == "-":  # a score ("3-1") or a range; "20-6" hides a 14
            return match.group()
    else:
        result = left * right
    return str(result) if 0 < result < 1000 else match.group()


def _half_or_double(match: re.Match[str]) -> str:
    number = int(match.group(3))
    if match.group(1):
        return str(number // 2) if number % 2 == 0 else match.group()  # "half of 29": no whole age
    return str(number * 2)


def _short_year(match: re.Match[str]) -> str:
    two = int(match.group(1))
    year = 2000 + two if two <= utcnow().year % 100 else 1900 + two
    return f"born in {year} "
