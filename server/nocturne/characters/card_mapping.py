"""Tavern cards ↔ Nocturne characters: which card field fills which character field, and back.

Nocturne's own fields (gender, style, age, the detailed editor's fields) travel in the card under
`extensions.nocturne`, so a card exported here imports again unchanged. Other apps ignore that key,
and read a `description` that is the character's prompt description (spec 3), which is what the
model sees here.
"""

from __future__ import annotations

from typing import Any, get_args

from nocturne.characters.card_age import stated_age
from nocturne.characters.cards import Card
from nocturne.characters.categories import category_slug
from nocturne.characters.prompt_description import build_prompt_description
from nocturne.characters.schemas import MAX_TAG_LENGTH, MAX_TAGS, Gender, Style
from nocturne.models import Character

NOCTURNE_EXTENSION = "nocturne"
# Character attribute → camelCase key, for the fields a card has no place for.
DETAIL_FIELDS: dict[str, str] = {
    "extra_details": "extraDetails",
    "personality_details": "personalityDetails",
    "occupation": "occupation",
    "relationship": "relationship",
    "hobby": "hobby",
    "fetish": "fetish",
    "physical_description": "physicalDescription",
}
_GENDERS: tuple[str, ...] = get_args(Gender)
_STYLES: tuple[str, ...] = get_args(Style)


def prompt_fields(values: dict[str, Any]) -> dict[str, str | None]:
    """The camelCase fields build_prompt_description reads, from snake_case character values."""
    fields: dict[str, str | None] = {
        "description": values.get("description"),
        "personality": values.get("personality"),
    }
    for attr, key in DETAIL_FIELDS.items():
        fields[key] = values.get(attr)
    return fields


def character_prompt_description(character: Character) -> str:
    values = {attr: getattr(character, attr) for attr in ("description", "personality", *DETAIL_FIELDS)}
    return build_prompt_description(prompt_fields(values))


def _lenient_tags(tags: list[str]) -> list[str]:
    """Cards often carry many or long tags: keep the first MAX_TAGS distinct ones, cut to length."""
    seen: set[str] = set()
    out: list[str] = []
    for tag in tags:
        cut = tag.strip()[:MAX_TAG_LENGTH].strip()
        if cut and cut.lower() not in seen:
            seen.add(cut.lower())
            out.append(cut)
    return out[:MAX_TAGS]


def card_to_fields(card: Card) -> tuple[dict[str, Any], dict[str, Any]]:
    """CharacterIn fields (snake_case) for an imported card, and the card_data kept for export."""
    extensions = dict(card.extensions)
    own = extensions.get(NOCTURNE_EXTENSION)
    if isinstance(own, dict):
        del extensions[NOCTURNE_EXTENSION]
    else:
        own = {}
    details = {attr: own[key] for attr, key in DETAIL_FIELDS.items() if isinstance(own.get(key), str)}
    description = card.description
    raw = own.get("description")
    # The card's description is the prompt description built at export. When it still is, the raw
    # fields come back; when another app edited it, the edited text wins and the details are dropped.
    if (
        isinstance(raw, str)
        and build_prompt_description(
            prompt_fields({"description": raw, "personality": card.personality, **details})
        )
        == card.description
    ):
        description = raw
    else:
        details = {}
    age = own.get("age")
    category = own.get("category")
    fields: dict[str, Any] = {
        "name": card.name,
        "gender": own["gender"] if own.get("gender") in _GENDERS else "Female",
        "style": own["style"] if own.get("style") in _STYLES else "Realistic",
        # The age Nocturne wrote, else the one the card's text states; None: the importer must say.
        "age": age
        if isinstance(age, int) and not isinstance(age, bool)
        else stated_age(card.description, card.personality, card.scenario),
        "description": description,
        "personality": card.personality,
        "scenario": card.scenario,
        "example_dialogue": card.mes_example,
        "greetings": [{"type": "text", "content": card.first_mes}] if card.first_mes.strip() else [],
        "alternate_greetings": list(card.alternate_greetings),
        "system_prompt": card.system_prompt,
        "post_history_instructions": card.post_history_instructions,
        "creator_notes": card.creator_notes,
        "creator": card.creator,
        "character_version": card.character_version,
        "character_book": card.character_book,
        "tags": _lenient_tags(card.tags),
        "category": category_slug(category) if isinstance(category, str) else None,
        **details,
    }
    card_data = {
        "extensions": extensions,
        "extra": dict(card.extra),
        "group_only_greetings": list(card.group_only_greetings),
        "nickname": card.nickname,
    }
    return fields, card_data


def _first_text_greeting(greetings: list[Any]) -> str:
    for item in greetings:
        if isinstance(item, dict) and item.get("type") == "text" and isinstance(item.get("content"), str):
            return str(item["content"])
    return ""


def character_to_card(character: Character) -> Card:
    """The card for an export. Image and video greetings stay behind: they are media on this site."""
    data = character.card_data or {}
    own: dict[str, Any] = {
        "gender": character.gender,
        "style": character.style,
        "age": character.age,
        "category": character.category,
        "description": character.description,
    }
    own.update({key: getattr(character, attr) for attr, key in DETAIL_FIELDS.items()})
    extensions = dict(data.get("extensions") or {})
    extensions[NOCTURNE_EXTENSION] = own
    return Card(
        name=character.name,
        description=character_prompt_description(character),
        personality=character.personality,
        scenario=character.scenario,
        first_mes=_first_text_greeting(character.greetings or []),
        mes_example=character.example_dialogue,
        creator_notes=character.creator_notes,
        system_prompt=character.system_prompt,
        post_history_instructions=character.post_history_instructions,
        alternate_greetings=[str(g) for g in character.alternate_greetings or []],
        group_only_greetings=[str(g) for g in data.get("group_only_greetings") or []],
        character_book=character.character_book,
        tags=[str(t) for t in character.tags or []],
        creator=character.creator,
        character_version=character.character_version,
        nickname=str(data.get("nickname") or ""),
        extensions=extensions,
        extra=dict(data.get("extra") or {}),
    )
