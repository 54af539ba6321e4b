"""Lexicons for the offline moderation rules (ARCHITECTURE 5 safety policy), kept apart for review.

How to read the lists: entries are lower-case plain words. A space between words matches any run of
spaces or punctuation, or none ("school girl", "school-girl", "schoolgirl"). A trailing '*' matches
any word ending ("pedophile*" also matches "pedophiles"). Without '*' the entry is a whole word.
Entries marked "regex" are regular expressions, used where a word list cannot say what we mean.

Operators may add entries; every removal should have a reason, because false negatives here mean
sexual content involving minors or animals reaches the model, the screen or the database.
"""

from __future__ import annotations

# --- always prohibited, whatever the context ------------------------------------------------------

# Terms whose only use is sexualising minors, or naming material that does. No sexual word is needed
# next to them: "loli" or "jailbait" in a chat with an adult companion is the request itself.
# Age-play vocabulary is here because the policy bans age-play framing even between adults.
HARD_MINOR_TERMS: tuple[str, ...] = (
    "loli", "lolis", "lolicon", "lolicons", "shota", "shotas", "shotacon", "shotacons",
    "toddlercon", "jailbait", "pedo", "pedos", "pedophile*", "paedophile*", "pedophilia",
    "paedophilia", "pedophilic", "paedophilic", "child porn*", "kiddie porn*", "kiddy porn*",
    "csam", "underage sex", "underage porn*", "child sex", "child rape", "preteen sex",
    "age play", "ageplay", "ddlg", "abdl",
)  # fmt: skip

# Bestiality vocabulary. The policy bans it outright, so no sexual context is required.
HARD_BESTIALITY_TERMS: tuple[str, ...] = (
    "bestiality", "beastiality", "bestial sex", "zoophilia", "zoophile*", "zoophilic",
    "zoosexual*", "zoo porn", "zoo sex", "animal porn*", "animal sex", "dog sex", "horse sex",
    "k9 sex", "dogfuck*", "horsefuck*",
)  # fmt: skip

# Real (feral) animals. Left out on purpose: pet names users call each other ("kitten", "kitty",
# "puppy", "pup", "bunny", "fox", "vixen"), "doggy" (the sex position), "bull" (a man, in cuckold
# role-play), "beast" (monsters and men) and humanoids ("catgirl", "werewolf", anthro characters),
# which are adults when the character is an adult; only the feral animal makes it bestiality.
ANIMALS: tuple[str, ...] = (
    "dog", "dogs", "canine", "canines", "hound", "hounds", "k9", "horse", "horses", "stallion",
    "stallions", "mare", "mares", "pony", "ponies", "donkey", "donkeys", "mule", "mules", "pig",
    "pigs", "boar", "goat", "goats", "sheep", "cow", "cows", "calf", "animal", "animals", "wolf",
    "wolves", "monkey", "monkeys", "chimp", "chimps", "dolphin", "dolphins", "cat", "cats",
)  # fmt: skip

# "<verb> (the|a|her …) <animal>": a sexual act done to an animal. "ride" and "mount" are not here
# because riding or mounting a horse is ordinary; "breed" is not here because people breed dogs.
ACTIVE_SEX_VERBS: tuple[str, ...] = (
    "fuck", "fucks", "fucked", "fucking", "screw", "screws", "screwed", "screwing", "suck",
    "sucks", "sucked", "sucking", "blow", "blows", "blew", "blowing", "finger", "fingers",
    "fingered", "fingering", "penetrate", "penetrates", "penetrated", "penetrating", "rape",
    "rapes", "raped", "raping", "hump", "humps", "humped", "humping", "have sex with",
    "has sex with", "had sex with", "having sex with", "sex with", "mate with", "mating with",
    "make love to", "made love to", "making love to", "jerk off", "jerks off", "jerked off",
    "jerking off",
)  # fmt: skip

# "<verb> by (a|the …) <animal>" and "<animal> <verb> (her|him|me …)": an animal doing the act.
# Knotting is canine anatomy; "knotted by an alpha" (omegaverse, people) does not name an animal.
ANIMAL_AGENT_VERBS: tuple[str, ...] = (
    "fucked", "fucks", "fucking", "knotted", "knots", "knotting", "mounted", "mounts", "mounting",
    "bred", "breeds", "breeding", "raped", "rapes", "raping", "penetrated", "penetrates",
    "screwed", "screws", "impregnated", "impregnates", "creampied",
)  # fmt: skip

# "<animal>('s) <genitals>": explicit animal anatomy, e.g. "dog's knot". "hung like a horse" passes.
ANIMAL_GENITALS: tuple[str, ...] = (
    "cock", "cocks", "dick", "dicks", "penis", "penises", "knot", "knots", "cum", "semen",
    "sperm", "pussy", "cunt",
)  # fmt: skip

# Words that turn an animal word into something else: "hot dog", "corn dog", "lap dog", "top dog".
# Comparisons are not acts: "fucked like animals".
NON_ANIMAL_MODIFIERS: tuple[str, ...] = (
    "hot", "corn", "lap", "top", "sea", "war", "under", "sly", "iron", "like", "as", "than", "and", "or",
)  # fmt: skip

# Determiners allowed between a verb and the animal: "fuck the dog", "sucking her horse's …".
DETERMINERS: tuple[str, ...] = (
    "a", "an", "the", "my", "his", "her", "your", "their", "our", "this", "that", "some", "its",
)  # fmt: skip

# --- minors: prohibited next to sexual words ------------------------------------------------------

# Words that describe a person as a minor. A non-sexual mention ("I love my kids") is fine in a
# chat, so these count only when a SEXUAL_TERMS word is within CONTEXT_WINDOW_WORDS words.
# Left out on purpose: "baby", "babygirl", "little one", "daddy", "good girl" (pet names), "girl"
# and "boy" (adults say them), "teen" (used for adults of 18 or 19; ages under 18 are caught by the
# age rules), "petite", "tiny", "small", "young" alone, "daughter" and "son" (say nothing of age).
MINOR_TERMS: tuple[str, ...] = (
    "child", "children", "childs", "kid", "kids", "kiddo", "kiddos", "kiddie*", "toddler*",
    "infant*", "preteen*", "pre teen*", "tween", "tweens", "prepubescent", "pubescent",
    "underage", "under age", "underaged", "minors", "schoolgirl*", "schoolboy*", "little girl*",
    "little boy*", "young girl*", "young boy*", "young teen*", "early teen*", "barely teen*",
    "middle schooler*", "grade schooler*", "elementary schooler*", "highschooler*",
    "high schooler*", "high school freshm*", "high school sophomore*", "high school junior*",
    "high school student*", "high school girl*", "high school boy*", "junior high student*",
    "lolita*", "too young", "under 18", "under eighteen", "under the age of 18",
    "under the age of eighteen", "below 18", "younger than 18", "less than 18", "not yet 18",
    "not even 18", "not 18 yet", "hasn't hit puberty", "before puberty", "pre puberty",
)  # fmt: skip

# "my kids", "her two children": someone's family, common when adults chat ("I have 2 kids and I'm
# horny"). These need a sexual word within FAMILY_WINDOW_WORDS words, e.g. "fuck my kid".
FAMILY_WORDS: tuple[str, ...] = ("child", "children", "kid", "kids", "kiddo", "kiddos")
FAMILY_OWNERS: tuple[str, ...] = (
    "my", "our", "her", "his", "their", "your", "the", "two", "three", "four", "2", "3", "4", "own",
)  # fmt: skip
FAMILY_WINDOW_WORDS = 2

# regex: school grades 1-11, "8th grade", "eighth-grader". 12th grade is left out (often 18).
GRADE_REGEX = (
    r"\b(?:1st|2nd|3rd|[4-9]th|1[01]th|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth"
    r"|tenth|eleventh)[\W_]*grade(?:rs?)?\b"
)
# regex: patterns a word list cannot express.
MINOR_REGEXES: tuple[str, ...] = (
    # "minor" only as a person: "a minor." / "a minor who …", never "a minor issue" or "minors in".
    r"\ba[\W_]+minor\b(?=[\W_]*(?:$|[.,!?;:)]|and\b|or\b|who\b|that\b|is\b|was\b|with\b))",
    GRADE_REGEX,
    r"\bgrade[\W_]*(?:[1-9]|1[01])\b(?![\W_]*(?:%|percent|points?|steel|bolt))",
    # Ages in months are babies: "6 months old".
    r"\b\d{1,2}[\W_]*months?[\W_]*old\b",
)

# School places count as minor framing, except when the person works there ("a kindergarten teacher").
SCHOOL_PLACES: tuple[str, ...] = (
    "elementary school", "primary school", "middle school", "junior high", "grade school",
    "kindergarten", "preschool", "nursery school",
)  # fmt: skip
SCHOOL_STAFF: tuple[str, ...] = (
    "teacher", "teachers", "teaching", "principal", "nurse", "counselor", "counsellor", "coach",
    "janitor", "staff", "librarian", "secretary", "job", "reunion", "teaches",
)  # fmt: skip

# Descriptions of a childlike body. Prohibited next to sexual words in chat, and anywhere in a
# character definition or generation prompt (a sexualisable persona must not be described so).
# "childlike" alone is left out: "childlike curiosity" is a fine trait for an adult.
CHILDLIKE_BODY_TERMS: tuple[str, ...] = (
    "child like body", "child like figure", "child like frame", "child like build",
    "child like physique", "child like proportions", "child like features", "child like face",
    "child like appearance", "child like look*", "child like voice", "child's body", "child body",
    "kid's body", "body of a child", "body of a kid", "body of a little girl",
    "body of a little boy", "looks like a child", "looks like a kid", "looks like a little girl",
    "looks like a little boy", "looks underage", "looks like a minor", "undeveloped body",
    "undeveloped breasts", "undeveloped chest", "underdeveloped body", "underdeveloped breasts",
    "underdeveloped chest", "training bra*", "flat chested child", "flat chested young child",
)  # fmt: skip

# --- sexual context -------------------------------------------------------------------------------

# Words that make nearby minor terms prohibited. Left out because they are common in innocent
# sentences about children: "kiss", "touch", "lick", "ass", "naughty", "wet", "hard", "bed", "fingers".
SEXUAL_TERMS: tuple[str, ...] = (
    "sex", "sexy", "sexual*", "sexting", "fuck*", "cock*", "dick", "dicks", "penis*", "pussy",
    "pussies", "vagina*", "clit*", "cunt*", "cum", "cums", "cumming", "cummed", "orgasm*",
    "climax*", "naked", "nude", "nudes", "nudity", "horny", "arous*", "moan*", "suck*",
    "blowjob*", "blow job*", "handjob*", "hand job*", "deepthroat*", "anal", "boob*", "tits",
    "titties", "breast*", "nipple*", "erect*", "hard on", "masturbat*", "jerk off", "jerking off",
    "fingering", "fingered", "rape*", "raping", "molest*", "grope*", "groping", "fondl*", "strip",
    "strips", "stripped", "stripping", "striptease", "undress*", "lingerie", "panties", "thong",
    "seduc*", "lewd*", "nsfw", "porn*", "erotic*", "kink*", "fetish*", "bdsm", "spank*",
    "make love", "making love", "made love", "breed", "breeding", "impregnat*", "thrust*",
    "penetrat*", "semen", "sperm", "creampie*", "doggy style", "doggystyle", "missionary",
    "reverse cowgirl", "touch herself", "touch himself", "touches herself", "touches himself",
    "touching herself", "touching himself", "bang", "banged", "banging", "hentai", "xxx",
)  # fmt: skip
CONTEXT_WINDOW_WORDS = 12

# --- ages -----------------------------------------------------------------------------------------

ADULT_AGE = 18
NUMBER_WORDS: dict[str, int] = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
TENS_WORDS: dict[str, int] = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}  # fmt: skip

# "12 year old whiskey" is not a person; these nouns after "N years old" make it no age statement.
NON_PERSON_AGE_NOUNS: tuple[str, ...] = (
    "whiskey", "whisky", "scotch", "bourbon", "wine", "rum", "brandy", "cognac", "cheese", "car",
    "truck", "house", "home", "building", "tree", "laptop", "computer", "phone", "account",
    "marriage", "relationship", "tradition", "company", "business", "game", "song", "movie",
    "film", "video", "photo", "picture", "pic", "post", "meme", "joke", "dog", "cat", "horse",
    "puppy", "kitten", "bike", "guitar", "recipe",
)  # fmt: skip

# Who can state an age in the present tense: "I'm 15", "she is 15", "you're 12".
PRESENT_SUBJECTS: tuple[str, ...] = (
    "i'm", "im", "i am", "i'll be", "ill be", "i will be", "she's", "shes", "she is", "she'll be",
    "he's", "hes", "he is", "he'll be", "you're", "youre", "you are", "ur", "u r", "u are",
    "they're", "theyre", "they are", "we're", "we are", "my age is", "her age is", "his age is",
    "your age is", "i just turned", "she just turned", "he just turned", "i turned", "she turned",
    "he turned", "i turn", "she turns", "he turns", "i look", "she looks", "he looks", "you look",
    "son is", "daughter is", "sister is", "brother is", "niece is", "nephew is", "cousin is",
    "girl is", "boy is", "girlfriend is", "boyfriend is", "student is", "stepdaughter is",
    "stepson is", "stepsister is", "stepbrother is",
)  # fmt: skip
# Past tense ("when I was 12"): backstory, prohibited next to sexual words, and in definitions.
PAST_SUBJECTS: tuple[str, ...] = ("i was", "she was", "he was", "you were", "they were", "we were")
# Words allowed between the subject and the number: "I'm only 15", "she's barely 14".
AGE_FILLERS: tuple[str, ...] = (
    "only", "just", "barely", "almost", "nearly", "now", "like", "about", "around", "literally",
    "actually", "really", "still", "not even", "not yet", "only just",
)  # fmt: skip
# What may follow "I'm 15" for it to be an age: the end of the sentence or one of these words.
# "I'm 15 minutes away" or "he's 12 inches" do not qualify.
AGE_FOLLOWERS: tuple[str, ...] = (
    "and", "but", "now", "so", "too", "lol", "lmao", "haha", "btw", "though", "tho", "already",
    "today", "tomorrow", "soon", "myself", "yet", "anyway", "ok", "okay", "xd", "yo", "y/o",
    "going on", "next", "this", "in",
)  # fmt: skip

# Units after a number that make it a measure, not an age: "when I was 12 minutes late".
NON_AGE_UNITS: tuple[str, ...] = (
    "minute*", "min", "mins", "hour*", "hr", "hrs", "second*", "inch*", "cm", "feet", "foot",
    "ft", "pound*", "lb", "lbs", "kg", "mile*", "km", "dollar*", "bucks", "percent", "times",
    "o'clock", "am", "pm", "th", "st", "nd", "rd",
)  # fmt: skip

# Negations that make a mention safe: "she is not a child", "no one under 18".
NEGATIONS: tuple[str, ...] = (
    "not", "no", "never", "isn't", "isnt", "aren't", "arent", "wasn't", "wasnt", "nor", "nobody",
    "none", "without", "neither", "ain't",
)  # fmt: skip
# Words after a negation that keep the meaning young: "not even 15", "not yet 16".
NEGATION_BREAKERS: tuple[str, ...] = ("even", "yet", "quite", "over", "older", "more")

# Self or character identity as a minor, prohibited in every context: "I'm in 8th grade".
IDENTITY_TERMS: tuple[str, ...] = (
    "underage", "a minor", "minor", "a child", "child", "a kid", "kid", "a little girl",
    "a little boy", "little girl", "a preteen", "preteen", "a tween", "tween", "a toddler",
    "toddler", "a schoolgirl", "schoolgirl", "a schoolboy", "schoolboy", "a middle schooler",
    "middle schooler", "a highschooler", "in middle school", "in elementary school",
    "in primary school", "in grade school", "in junior high", "in high school", "in kindergarten",
    "in preschool", "a middle school student", "a middle school girl", "a middle school boy",
    "an elementary school student", "a primary school student", "a high school freshman",
    "a high school sophomore", "a high school junior", "a high school student",
    "a high school girl", "a high school boy", "under 18", "under eighteen", "not 18 yet",
    "not yet 18", "not eighteen yet", "not yet eighteen",
)  # fmt: skip
# "I'm a kid at heart" and "I'm a child psychologist" are not identity claims.
IDENTITY_EXCEPTIONS: tuple[str, ...] = (
    "at heart", "psychologist", "therapist", "care", "actor", "actress", "star", "prodigy",
    "support", "protection", "services", "of the", "of a", "of divorce", "friendly",
)  # fmt: skip
