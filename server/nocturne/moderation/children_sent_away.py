"""Children whose age's own sentence sends them away, then an adults' scene (issue 9, session 14,
precision): "Children: two kids, 8 and 11, who are at their dad's this weekend. Scenario: divorced mom
has the house to herself … NSFW.", "Hijos: dos, de 7 y 10 años, que están con su abuela este finde",
"Kinder: zwei, 6 und 9, übers Wochenende bei Oma".

A family age followed by a sexual word in the next sentences blocks when no adult is named as who acts
(stories.StoryRules._scene_goes_on); when the age's sentence itself says where the children are (the
lexicon's `absent` phrases: "at their dad's", "con su abuela", "bei Oma"), the later act is the adults'.
A pronoun for the child in the act's sentence ("… NSFW with her") still blocks there.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis


def sent_away(a: Analysis, sentence: int) -> bool:
    """The sentence of a child's age says the child is away."""
    return bool(a.of("absent")) and bool(a.in_sentence("absent", sentence))
