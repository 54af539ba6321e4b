"""Spec 3 Prompt description."""

import pytest

from nocturne.characters.prompt_description import build_prompt_description

FULL = {
    "description": "A plain description.",
    "extraDetails": "Loves jazz.",
    "personality": "Warm",
    "personalityDetails": "Teasing but kind.",
    "occupation": "Nurse",
    "relationship": "Girlfriend",
    "hobby": "Painting",
    "fetish": "Feet",
    "physicalDescription": "Tall, red hair",
}


def test_spec3_prompt_description_rule1_description_with_marker_is_used_as_is() -> None:
    """spec 3 Prompt description rule 1: 'Personality Details:' in description → description as is."""
    description = "  Extra Details: x\nPersonality Details: already built\n"
    fields = {**FULL, "description": description}
    assert build_prompt_description(fields) == description


def test_spec3_prompt_description_rule1_marker_is_case_sensitive() -> None:
    """spec 3 Prompt description rule 1: only the exact 'Personality Details:' text counts."""
    fields = {**FULL, "description": "personality details: lower case"}
    assert build_prompt_description(fields).startswith("Extra Details: Loves jazz.")


def test_spec3_prompt_description_rule2_all_lines_in_spec_order() -> None:
    """spec 3 Prompt description rule 2: labelled lines in the spec's order, description left out."""
    assert build_prompt_description(FULL) == (
        "Extra Details: Loves jazz.\n"
        "Personality: Warm\n"
        "Personality Details: Teasing but kind.\n"
        "Occupation: Nurse\n"
        "Relationship: Girlfriend\n"
        "Hobby: Painting\n"
        "Fetish: Feet\n"
        "Physical Description: Tall, red hair"
    )


@pytest.mark.parametrize("trigger", ["extraDetails", "personalityDetails"])
def test_spec3_prompt_description_rule2_either_field_triggers(trigger: str) -> None:
    """spec 3 Prompt description rule 2: extraDetails or personalityDetails alone is enough."""
    fields = {"description": "ignored", trigger: "Yes", "hobby": "Chess"}
    label = "Extra Details" if trigger == "extraDetails" else "Personality Details"
    assert build_prompt_description(fields) == f"{label}: Yes\nHobby: Chess"


def test_spec3_prompt_description_rule2_skips_empty_fields() -> None:
    """spec 3 Prompt description rule 2: missing, None and blank fields produce no line."""
    fields = {"personalityDetails": " Shy ", "personality": None, "occupation": "  ", "fetish": "Latex"}
    assert build_prompt_description(fields) == "Personality Details: Shy\nFetish: Latex"


def test_spec3_prompt_description_rule2_keeps_multiline_values() -> None:
    """spec 3 Prompt description rule 2: a value's inner line breaks are kept."""
    fields = {"extraDetails": "Line one\nLine two"}
    assert build_prompt_description(fields) == "Extra Details: Line one\nLine two"


@pytest.mark.parametrize("blank", [None, "", "   "])
def test_spec3_prompt_description_rule3_plain_description(blank: str | None) -> None:
    """spec 3 Prompt description rule 3: without detail fields the description is used."""
    fields = {"description": "Just a description.", "extraDetails": blank, "personalityDetails": blank}
    fields["personality"] = "Warm"  # other fields alone do not trigger rule 2
    assert build_prompt_description(fields) == "Just a description."


def test_spec3_prompt_description_rule3_missing_description_is_empty() -> None:
    """spec 3 Prompt description rule 3: no description at all gives an empty text."""
    assert build_prompt_description({}) == ""
    assert build_prompt_description({"description": None}) == ""
