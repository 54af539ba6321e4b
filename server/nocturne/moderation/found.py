"""What a rule found: the spec 8 reason, the rule's name and the words that matched."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Reason = Literal["prohibited", "prohibited-bestiality"]


@dataclass(frozen=True, slots=True)
class Found:
    reason: Reason
    rule: str
    match: str
