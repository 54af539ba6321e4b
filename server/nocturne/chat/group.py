"""Who replies in a group chat (spec 4 Group chat): the character the user picked; else the first
character named in the message; else a rotation that favours those who spoke least."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

# How many recent replies the rotation looks at.
ROTATION_WINDOW = 20


@dataclass(frozen=True)
class Member:
    id: str
    name: str


def choose_speaker(
    members: Sequence[Member], user_text: str, recent_speakers: Sequence[str], requested: str | None = None
) -> Member:
    """recent_speakers: character ids of the assistant messages, oldest first."""
    if not members:
        raise ValueError("a chat needs at least one character")
    by_id = {m.id: m for m in members}
    if requested is not None and requested in by_id:
        return by_id[requested]
    mentioned = _first_mentioned(members, user_text)
    if mentioned is not None:
        return mentioned
    window = list(recent_speakers)[-ROTATION_WINDOW:]
    counts = Counter(window)
    last_spoke = {speaker: index for index, speaker in enumerate(window)}
    # Fewest replies first; among equals, the one silent longest; then the chat's order.
    return min(members, key=lambda m: (counts[m.id], last_spoke.get(m.id, -1), members.index(m)))


def _names(member: Member) -> list[str]:
    """How a message may name a character: the full name, or the first name alone, as people address
    each other ("Dorian, your turn" for Dorian Gray), when it is long enough not to be an ordinary word."""
    first = member.name.split()[0] if member.name.split() else ""
    return [member.name] + ([first] if first != member.name and len(first) >= 3 else [])


def _first_mentioned(members: Sequence[Member], text: str) -> Member | None:
    """The member named earliest in the text; the first character named replies first."""
    best: tuple[int, Member] | None = None
    for member in members:
        for name in _names(member):
            match = re.search(rf"(?<!\w)@?{re.escape(name)}(?!\w)", text, re.IGNORECASE)
            if match and (best is None or match.start() < best[0]):
                best = (match.start(), member)
    return best[1] if best else None
