"""Spec 3 Prompt description: the character text that goes into the chat prompt."""

from __future__ import annotations

from collections.abc import Mapping

# Spec 3 rule 2 order: (field key, label). Description is deliberately not part of it.
PROMPT_DESCRIPTION_LINES: tuple[tuple[str, str], ...] = (
    ("extraDetails", "Extra Details"),
    ("personality", "Personality"),
    ("personalityDetails", "Personality Details"),
    ("occupation", "Occupation"),
    ("relationship", "Relationship"),
    ("hobby", "Hobby"),
    ("fetish", "Fetish"),
    ("physicalDescription", "Physical Description"),
)
_ALREADY_BUILT_MARKER = "Personality Details:"


def _filled(fields: Mapping[str, str | None], key: str) -> str:
    """Return a field's trimmed value, or '' when it is missing, None or blank."""
    return (fields.get(key) or "").strip()


def build_prompt_description(fields: Mapping[str, str | None]) -> str:
    """Build the prompt description from a character's camelCase fields (spec 3, three rules)."""
    description = fields.get("description") or ""
    # Rule 1: a description that already holds the labelled block was built before; keep it.
    if _ALREADY_BUILT_MARKER in description:
        return description
    # Rule 2: the detailed editor filled the separate fields; label them in the spec's order.
    if _filled(fields, "extraDetails") or _filled(fields, "personalityDetails"):
        lines = (
            f"{label}: {_filled(fields, key)}"
            for key, label in PROMPT_DESCRIPTION_LINES
            if _filled(fields, key)
        )
        return "\n".join(lines)
    # Rule 3: a plain description.
    return description
