"""Where a few wanted words stand in a reading's words.

Rules that start from a handful of words ("nobody", "instead", "continue") ask for their places; a set
intersection and list.index run in C, where a comprehension over every word costs a Python step per word
(speed: bench/moderation.py)."""

from __future__ import annotations


def places(words: list[str], wanted: frozenset[str] | set[str]) -> list[int]:
    """The indexes of every occurrence of the wanted words, in order."""
    found: list[int] = []
    for word in wanted.intersection(words):
        at = words.index(word)
        while True:
            found.append(at)
            try:
                at = words.index(word, at + 1)
            except ValueError:
                break
    found.sort()
    return found
