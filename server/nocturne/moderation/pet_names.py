"""A pet's name in two shapes animal_names.aliases did not read (issue 9, round al): the name right
after "with" and before "the <animal>" with no comma ("lives alone with Max the husky", "vit avec Max le
husky", "wohnt mit Rex dem Schäferhund"), and a name that is itself an animal word ("Bear, her rescued
Great Pyrenees", "Fox, her old collie"): that word names the pet, wherever it recurs ("Hannah and Bear
are in a sexual relationship"). "walks the dog" stays no name: only "with" opens the name.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis

# "with Max the husky": the word after these and before the article is a name.
_WITH = frozenset("with mit con avec com".split())


def with_name(a: Analysis, at: int) -> bool:
    """`at` is a name right after "with" ("with Max the husky"), one word of letters."""
    word = a.words[at]
    return at >= 1 and a.words[at - 1] in _WITH and word.isalpha() and not word.endswith("ing")


# Lexicon keys a one-word name may also be: an ambiguous animal word ("Bear"), a word read after an
# age ("Max": "max 15").
_NAME_KEYS = frozenset({"animal_ambiguous", "followers"})


def animal_word_name(a: Analysis, at: int) -> bool:
    """Every hit at `at` is one word of _NAME_KEYS ("Bear", "Max"): it can be the pet's name."""
    hits = [h for h in a.hits if h.start == at]
    return bool(hits) and all(h.key in _NAME_KEYS and h.end == at + 1 for h in hits)
