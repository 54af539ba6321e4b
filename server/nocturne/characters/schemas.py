"""Request and response bodies of characters, the directory and personas (spec 3 Character, User persona)."""

from __future__ import annotations

import json
import re
import uuid
from datetime import datetime
from typing import Annotated, Any, Literal, Self

from pydantic import AfterValidator, BeforeValidator, Field, TypeAdapter, model_validator
from pydantic_core import PydanticCustomError

from nocturne.characters.categories import category_slug, unknown_category_message
from nocturne.kit.pagination import Page
from nocturne.kit.schemas import Input, Schema

Gender = Literal["Female", "Male", "Trans"]
Style = Literal["Realistic", "Anime"]
Visibility = Literal["private", "public"]
PersonaGender = Literal["Male", "Female", "Trans"]

MIN_AGE = 18
MAX_AGE = 10_000  # immortal fantasy beings are fine; the number has to stay a number
DEFAULT_AGE = 25
ADULT_ONLY = "Every character must be an adult (18 or older)."
MEDIA_URL_ONLY = (
    "Use an image made on Nocturne (an address starting with /media/); outside images are not allowed."
)
MAX_TAGS = 20
MAX_TAG_LENGTH = 40
MAX_GREETINGS = 10
MAX_ALTERNATE_GREETINGS = 50
MAX_BOOK_BYTES = 2 * 1024 * 1024

# Length limits per field; long fields fit the longest cards people share.
Name = Annotated[str, Field(min_length=1, max_length=80)]
Short = Annotated[str, Field(max_length=200)]
Fetish = Annotated[str, Field(max_length=500)]
Version = Annotated[str, Field(max_length=64)]
Medium = Annotated[str, Field(max_length=8_000)]
Long = Annotated[str, Field(max_length=16_000)]
VeryLong = Annotated[str, Field(max_length=32_000)]
GreetingText = Annotated[str, Field(max_length=16_000)]

_MEDIA_URL = re.compile(r"/media/[A-Za-z0-9._~%/-]+")


def contains_nul(value: Any) -> bool:
    """Whether a JSON-like value holds a NUL character anywhere (PostgreSQL text and JSONB refuse it)."""
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, dict):
        return any(contains_nul(k) or contains_nul(v) for k, v in value.items())
    if isinstance(value, list | tuple):
        return any(contains_nul(item) for item in value)
    return False


class TextInput(Input):
    """A request body whose text is stored: NUL characters are refused, at any depth."""

    @model_validator(mode="before")
    @classmethod
    def _no_nul(cls, data: Any) -> Any:
        if contains_nul(data):
            raise PydanticCustomError("nul_character", "Text cannot contain NUL characters.")
        return data


def _adult(value: int) -> int:
    if value < MIN_AGE:
        raise PydanticCustomError("adult_only", ADULT_ONLY)
    return value


def _media_url(value: str) -> str:
    """Only media stored by Nocturne: no outside images (safety policy: no imagery of real people)."""
    if not _MEDIA_URL.fullmatch(value) or ".." in value or "//" in value:
        raise PydanticCustomError("media_url", MEDIA_URL_ONLY)
    return value


def _optional_media_url(value: str | None) -> str | None:
    return _media_url(value) if value else None


def _unique_tags(tags: list[str]) -> list[str]:
    """Drop empty and repeated tags (case-insensitively), keeping the first spelling."""
    seen: set[str] = set()
    out: list[str] = []
    for tag in tags:
        key = tag.strip().lower()
        if key and key not in seen:
            seen.add(key)
            out.append(tag.strip())
    return out


def _category(value: Any) -> Any:
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, str):
        slug = category_slug(value)
        if slug is None:
            raise PydanticCustomError("category", unknown_category_message(value))
        return slug
    return value


def _book_size(value: dict[str, Any] | None) -> dict[str, Any] | None:
    if value is not None and len(json.dumps(value, ensure_ascii=False).encode()) > MAX_BOOK_BYTES:
        raise PydanticCustomError("book_size", "The character book is larger than 2 MB.")
    return value


Age = Annotated[
    int,
    Field(le=MAX_AGE, json_schema_extra={"minimum": MIN_AGE}, description="18 or older."),
    AfterValidator(_adult),
]
MediaUrl = Annotated[str, Field(max_length=2048), AfterValidator(_media_url)]
AvatarUrl = Annotated[
    str | None,
    Field(max_length=2048, description="A /media/ address of an image made on Nocturne, or null."),
    AfterValidator(_optional_media_url),
]
Tag = Annotated[str, Field(max_length=MAX_TAG_LENGTH)]
Tags = Annotated[list[Tag], Field(max_length=MAX_TAGS), AfterValidator(_unique_tags)]
Category = Annotated[
    str | None,
    BeforeValidator(_category),
    Field(description="A category slug from /api/directory/categories."),
]
CharacterBook = Annotated[dict[str, Any] | None, AfterValidator(_book_size)]


class GreetingImage(Input):
    id: str | None = Field(default=None, max_length=64)
    image_url: MediaUrl


class GreetingVideo(Input):
    id: str | None = Field(default=None, max_length=64)
    video_url: MediaUrl
    input_image_url: MediaUrl | None = None


class TextGreeting(Input):
    """A text greeting (spec 3 Greeting or intro item); {{char}} and {{user}} are filled in chats."""

    type: Literal["text"]
    content: GreetingText


class ImageGreeting(Input):
    type: Literal["image"]
    content: GreetingImage


class VideoGreeting(Input):
    type: Literal["video"]
    content: GreetingVideo


# A greeting or intro item (spec 3): each becomes one of the chat's first messages.
Greeting = Annotated[TextGreeting | ImageGreeting | VideoGreeting, Field(discriminator="type")]
GREETING = TypeAdapter(Greeting)

Greetings = Annotated[list[Greeting], Field(max_length=MAX_GREETINGS)]
AlternateGreetings = Annotated[list[GreetingText], Field(max_length=MAX_ALTERNATE_GREETINGS)]

# Fields that are plain text: null in an update clears them.
TEXT_FIELDS = (
    "description",
    "extra_details",
    "personality",
    "personality_details",
    "occupation",
    "relationship",
    "hobby",
    "fetish",
    "physical_description",
    "scenario",
    "example_dialogue",
    "system_prompt",
    "post_history_instructions",
    "creator_notes",
    "creator",
    "character_version",
)
LIST_FIELDS = ("greetings", "alternate_greetings", "tags")
REQUIRED_FIELDS = ("name", "gender", "style", "age", "visibility")


class CharacterIn(TextInput):
    """A character definition (spec 3 Character plus what Tavern cards carry)."""

    name: Name
    gender: Gender = "Female"
    style: Style = "Realistic"
    age: Age = DEFAULT_AGE
    description: VeryLong = ""
    extra_details: Medium = ""
    personality: Medium = ""
    personality_details: Medium = ""
    occupation: Short = ""
    relationship: Short = ""
    hobby: Short = ""
    fetish: Fetish = ""
    physical_description: Medium = ""
    scenario: Long = ""
    example_dialogue: VeryLong = ""
    greetings: Greetings = Field(default_factory=list)
    alternate_greetings: AlternateGreetings = Field(default_factory=list)
    system_prompt: Long = ""
    post_history_instructions: Medium = ""
    creator_notes: Long = Field(default="", description="Shown to people, never put into a prompt.")
    creator: Short = ""
    character_version: Version = ""
    character_book: CharacterBook = None
    tags: Tags = Field(default_factory=list)
    category: Category = None
    visibility: Visibility = "private"
    avatar_url: AvatarUrl = None


class CharacterUpdate(TextInput):
    """Changes to a character: fields left out stay as they are; null clears a text field."""

    name: Name | None = None
    gender: Gender | None = None
    style: Style | None = None
    age: Age | None = None
    description: VeryLong | None = None
    extra_details: Medium | None = None
    personality: Medium | None = None
    personality_details: Medium | None = None
    occupation: Short | None = None
    relationship: Short | None = None
    hobby: Short | None = None
    fetish: Fetish | None = None
    physical_description: Medium | None = None
    scenario: Long | None = None
    example_dialogue: VeryLong | None = None
    greetings: Greetings | None = None
    alternate_greetings: AlternateGreetings | None = None
    system_prompt: Long | None = None
    post_history_instructions: Medium | None = None
    creator_notes: Long | None = None
    creator: Short | None = None
    character_version: Version | None = None
    character_book: CharacterBook = None
    tags: Tags | None = None
    category: Category = None
    visibility: Visibility | None = None
    avatar_url: AvatarUrl = None

    @model_validator(mode="after")
    def _nulls(self) -> Self:
        for field in REQUIRED_FIELDS:
            if field in self.model_fields_set and getattr(self, field) is None:
                raise PydanticCustomError(
                    "not_null", "{field} cannot be null; leave it out to keep it.", {"field": field}
                )
        for field in TEXT_FIELDS:
            if field in self.model_fields_set and getattr(self, field) is None:
                setattr(self, field, "")
        for field in LIST_FIELDS:
            if field in self.model_fields_set and getattr(self, field) is None:
                setattr(self, field, [])
        return self


class CharacterOut(Schema):
    """A character as its owner, or anyone who may see it, reads it."""

    id: uuid.UUID
    owner_username: str
    is_owner: bool
    name: str
    gender: str
    style: str
    age: int
    description: str
    extra_details: str
    personality: str
    personality_details: str
    occupation: str
    relationship: str
    hobby: str
    fetish: str
    physical_description: str
    scenario: str
    example_dialogue: str
    greetings: list[Greeting]
    alternate_greetings: list[str]
    system_prompt: str
    post_history_instructions: str
    creator_notes: str
    creator: str
    character_version: str
    character_book: dict[str, Any] | None
    tags: list[str]
    category: str | None
    visibility: Visibility
    avatar_url: str | None
    chat_count: int
    published_at: datetime | None
    created_at: datetime
    updated_at: datetime
    prompt_description: str = Field(description="The text that goes into the chat prompt (spec 3 rules).")


class CharacterSummary(Schema):
    """A character as a directory or list card shows it."""

    id: uuid.UUID
    owner_username: str
    is_owner: bool
    name: str
    gender: str
    style: str
    age: int
    excerpt: str = Field(
        description="A one-line hook for a card: short creator notes, else the description's start."
    )
    tags: list[str]
    category: str | None
    visibility: Visibility
    avatar_url: str | None
    chat_count: int
    published_at: datetime | None
    created_at: datetime


class CharacterPage(Page[CharacterSummary]):
    """A page of characters."""


class CategoryCount(Schema):
    slug: str
    name: str
    count: int = Field(description="Public characters in the category.")


# --- personas ------------------------------------------------------------------------------------

PersonaName = Annotated[str, Field(min_length=1, max_length=80)]
PersonaDescription = Annotated[str, Field(max_length=4_000)]


class PersonaIn(TextInput):
    """Who the user plays in chats (spec 3 User persona); gender defaults to Male."""

    name: PersonaName
    description: PersonaDescription = ""
    gender: PersonaGender = "Male"


class PersonaUpdate(TextInput):
    """Changes to a persona: fields left out stay as they are; null clears the description."""

    name: PersonaName | None = None
    description: PersonaDescription | None = None
    gender: PersonaGender | None = None

    @model_validator(mode="after")
    def _nulls(self) -> Self:
        for field in ("name", "gender"):
            if field in self.model_fields_set and getattr(self, field) is None:
                raise PydanticCustomError(
                    "not_null", "{field} cannot be null; leave it out to keep it.", {"field": field}
                )
        if "description" in self.model_fields_set and self.description is None:
            self.description = ""
        return self


class PersonaOut(Schema):
    id: uuid.UUID
    name: str
    description: str
    gender: str
    is_active: bool
    created_at: datetime
    updated_at: datetime


class ActivePersonaOut(Schema):
    """What a chat uses as the user: the active persona, or else the user's own name."""

    persona_id: uuid.UUID | None
    name: str
    description: str
    gender: str
