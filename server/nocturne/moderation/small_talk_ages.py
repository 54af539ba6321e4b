"""A relative's age in small talk before a change of topic (issue 9, blind-aj): "we took our niece (8) to
the aquarium, she loved the otters. anyway tonight my gf and I continue our smut rp".

topic_change.py already keeps a minor word in small talk off the scene; this is the same for an age
that follows an owner ("our niece (8)", "mi sobrina (8)", "unsere Nichte (8)"): off the scene when a
sentence after it opens with a change of topic, nothing sexual stands between the age's sentence and
the change, and no third person ("her", "him") follows the change, where the child could come back."""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.topic_change import topic_changes

# Owners before the relative ("our niece (8)"): within three words before the age.
_OWNERS = frozenset(
    "my our mi mis nuestra nuestro nuestras nuestros meine meiner meinen meinem unsere unserer unseren "
    "unserem mein unser ma mon mes notre nos minha meu minhas meus nossa nosso моя мою мои мой моего моих наша нашу наш нашего наши наших".split()
)
_REACH = 3


def small_talk_age(a: Analysis, at: int) -> bool:
    """The owned age at word `at` is in small talk the message then leaves."""
    if _OWNERS.isdisjoint(a.words[max(0, at - _REACH) : at]):
        return False
    every = a.cache.get(("small-talk-ages", ""))
    if every is None:  # read once per text, so many ages stay linear
        every = a.cache[("small-talk-ages", "")] = topic_changes(a.words, a.sentence_of)
    changes = [(i, third) for i, third in every if i > at]
    if not changes or changes[0][1]:
        return False
    change = changes[0][0]
    first = a.sentence_bounds(a.sentence_of[at])[0]
    return not any(
        first <= h.start < change and not a.negated(h.start)
        for key in ("sexual", "sexual_weak")
        for h in a.of(key)
    )
