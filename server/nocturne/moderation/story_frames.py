"""A story frame between a copula and a bare age (issue 9, session 14): "Jonas ist in dieser Geschichte
12", "Mia is in this story 13", "Léa a dans cette histoire 14 ans", "Lucía tiene en esta historia 12",
"a Bia tem nesta história 13" give the character's age in the story; the
frame is skipped like a filler ("ist jetzt 12"), so the copula before it frames the number
(age_frames.lead_of). "Jonas ist in dieser Geschichte 32" stays an adult."""

from __future__ import annotations

# The frames, as normalised tokens; keyed by their last word so a number whose previous word ends no
# frame costs one set lookup.
_FRAMES: tuple[tuple[str, ...], ...] = tuple(
    tuple(f.split())
    for f in (
        "in dieser geschichte",
        "in der geschichte",
        "in unserer geschichte",
        "in dieser story",
        "in diesem rp",
        "in diesem rollenspiel",
        "im rp",
        "in this story",
        "in the story",
        "in our story",
        "in this rp",
        "in the rp",
        "dans cette histoire",
        "dans l histoire",
        "dans notre histoire",
        "dans ce rp",
        "en esta historia",
        "en la historia",
        "en nuestra historia",
        "en este rol",
        "nesta historia",
        "nessa historia",
        "na historia",
        "neste rp",
        "в этой истории",
        "в истории",
        "в нашей истории",
    )
)
_LAST = frozenset(f[-1] for f in _FRAMES)


def story_frame_start(words: list[str], lead: int) -> int:
    """The index where a story frame that ends just before `lead` begins, or `lead` when none does."""
    if lead == 0 or words[lead - 1] not in _LAST:
        return lead
    for frame in _FRAMES:
        start = lead - len(frame)
        if start >= 0 and tuple(words[start:lead]) == frame:
            return start
    return lead
