"""Words that end a clause or bring in someone else: where a term's reach stops.

Analysis._barrier asks whether two words are in one clause, and a safety lesson's sexual word must be
in the clause of its safety phrase (plain_sentences.py); both read these two sets, kept here so that
neither module imports the other. The animal rules that read an act's partner after "with" share
WITH_WORDS.
"""

from __future__ import annotations

# Words that end a clause: "my dog is asleep so fuck me" is not about the dog.
CLAUSE_BARRIERS = frozenset(
    "so but while because when then after before since or until though although whereas cause cuz "
    "bc pero mientras luego despues aber wahrend dann mais pendant puis mas enquanto depois но пока "
    "потом а".split()
)
# Between an animal and a sexual word these mean someone else does the act ("my dog is asleep so
# you fuck me", "three dogs and a husband who fucks her").
PERSON_BARRIERS = frozenset(
    "we i you husband wife boyfriend girlfriend partner who novio novia marido mari mann freund "
    "namorado namorada gente мужем муж kare".split()
)
# "with" in each language, before the partner of an act ("con el perro", "mit dem Pony", "со своей собакой").
WITH_WORDS = frozenset("with con avec mit с со com".split())
