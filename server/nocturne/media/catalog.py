"""The pose and image edit style catalogues (spec 3, spec 9): operator-editable JSON, validated on load.

The files live in the repository's `catalog/` folder (or an operator's own copy):
    poses/female.json, poses/male.json, poses/trans.json  {"gender": …, "poses": [PosePreset, …]}
    image-edit-styles.json                                {"styles": [EditStyle, …]}
    video-actions/, video-action-configs.json, video-edit-presets.json   (video_catalog.py)
A mistake in a file stops the load with one CatalogError that names the file and the entry, so an
operator's typo fails at start-up instead of showing a broken preset to users.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeVar, get_args

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic.alias_generators import to_camel

from nocturne.config import REPO_ROOT

if TYPE_CHECKING:
    from nocturne.media.video_catalog import VideoCatalog

Gender = Literal["Female", "Male", "Trans"]
Tag = Literal[
    "SFW",
    "NSFW",
    "Suggestive",
    "Body Focus",
    "Stuck",
    "Solo",
    "Oral",
    "Intercourse",
    "Group",
    "BDSM",
    "Aftermath",
    "Community",
    "Underwear",
]
TAGS: tuple[str, ...] = get_args(Tag)
RATINGS = ("SFW", "Suggestive", "NSFW")
SECTIONS = ("Community",)
PROMPT_LIMIT = 300
POSE_FILES: dict[Gender, str] = {
    "Female": "poses/female.json",
    "Male": "poses/male.json",
    "Trans": "poses/trans.json",
}
EDIT_STYLES_FILE = "image-edit-styles.json"
CUSTOM_STYLE = "custom"  # the one style whose suffix is empty: the user writes the whole edit

M = TypeVar("M", bound=BaseModel)
_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


class CatalogError(ValueError):
    """A catalogue file that cannot be used; the message names the file and the entry."""


def _slug(value: str) -> str:
    if not _SLUG.match(value):
        raise ValueError(f'"{value}" is not a lowercase slug (letters, digits and single hyphens)')
    return value


def _prompt_text(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be empty")
    if len(value) > PROMPT_LIMIT:
        raise ValueError(f"is {len(value)} characters, at most {PROMPT_LIMIT}")
    return value


Slug = Annotated[str, AfterValidator(_slug)]
PromptText = Annotated[str, AfterValidator(_prompt_text)]


class _Entry(BaseModel):
    # camelCase in the files and the API; unknown keys are typos, not data to keep
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid", frozen=True)

    id: Slug


class PosePreset(_Entry):
    """A pose the image generator offers for one gender (spec 3 Pose preset)."""

    label: str = Field(min_length=1)
    prompt: PromptText
    tags: list[Tag] = Field(min_length=1)
    section: Literal["Community"] | None = None
    # Thumbnails are rendered by the app at seed time, not written in the files.
    image_url: str | None = None
    anime_image_url: str | None = None

    @field_validator("tags", mode="before")
    @classmethod
    def _check_tags(cls, value: Any) -> Any:
        if not isinstance(value, list) or not value:
            return value  # pydantic reports the wrong type or the empty list
        for tag in value:
            if tag not in TAGS:
                raise ValueError(f'tag "{tag}" is not one of {", ".join(TAGS)}')
        if value[0] not in RATINGS:
            raise ValueError(f'the first tag must be the rating ({", ".join(RATINGS)}), not "{value[0]}"')
        if sum(tag in RATINGS for tag in value) > 1:
            raise ValueError("only the first tag may be a rating")
        if len(set(value)) < len(value):
            raise ValueError("a tag is repeated")
        return value

    @field_validator("section", mode="before")
    @classmethod
    def _check_section(cls, value: Any) -> Any:
        if value is not None and value not in SECTIONS:
            raise ValueError(f'section "{value}" is not one of {", ".join(SECTIONS)}')
        return value


class PoseCatalog(BaseModel):
    """One gender's pose file."""

    model_config = ConfigDict(extra="forbid")

    gender: Gender
    poses: list[PosePreset]


class EditStyle(_Entry):
    """An image edit style preset (spec 3 Image edit style preset)."""

    display_name: str = Field(min_length=1)
    description: str = Field(min_length=1)
    prompt_suffix: str = Field(max_length=PROMPT_LIMIT)
    video_url: str | None = None  # a preview the app fills in when the file has none


class _EditStyles(BaseModel):
    model_config = ConfigDict(extra="forbid")

    styles: list[EditStyle]


@dataclass(frozen=True)
class Catalog:
    """Every pose list, by gender, the image edit styles and the video catalogues."""

    poses: dict[Gender, list[PosePreset]]
    edit_styles: list[EditStyle]
    video: VideoCatalog

    def pose(self, gender: Gender, pose_id: str) -> PosePreset | None:
        """The pose with this id in this gender's list."""
        return next((p for p in self.poses.get(gender, []) if p.id == pose_id), None)

    def edit_style(self, style_id: str) -> EditStyle | None:
        """The edit style with this id."""
        return next((s for s in self.edit_styles if s.id == style_id), None)


def default_catalog_dir() -> Path:
    """The catalogue shipped in the repository."""
    return REPO_ROOT / "catalog"


def load_catalog(directory: Path) -> Catalog:
    """Read and validate every catalogue file in `directory`; the first mistake raises CatalogError."""
    # video_catalog builds on this module's models and helpers, so it can only be imported once they exist.
    from nocturne.media.video_catalog import load_video_catalog

    poses = {gender: _load_poses(directory, gender) for gender in POSE_FILES}
    where, data = _read(directory, EDIT_STYLES_FILE)
    styles = _validate(where, "style", _EditStyles, data).styles
    _check_ids(where, "style", styles)
    for number, style in enumerate(styles, start=1):
        if style.id != CUSTOM_STYLE and not style.prompt_suffix.strip():
            raise CatalogError(
                f'{where}: style "{style.id}" (entry {number}): promptSuffix: must not be empty'
            )
    return Catalog(poses=poses, edit_styles=styles, video=load_video_catalog(directory, poses))


def _load_poses(directory: Path, gender: Gender) -> list[PosePreset]:
    where, data = _read(directory, POSE_FILES[gender])
    catalog = _validate(where, "pose", PoseCatalog, data)
    if catalog.gender != gender:
        raise CatalogError(f'{where}: gender: must be "{gender}" in this file, not "{catalog.gender}"')
    _check_ids(where, "pose", catalog.poses)
    return catalog.poses


def _read(directory: Path, name: str) -> tuple[str, Any]:
    """The file's name as an operator sees it, and its decoded JSON."""
    where = f"{directory.name}/{name}"
    try:
        return where, json.loads((directory / name).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CatalogError(f"{where}: file not found in {directory}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CatalogError(f"{where}: cannot be read: {exc}") from None
    except json.JSONDecodeError as exc:
        raise CatalogError(
            f"{where}: not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from None


def _validate(where: str, kind: str, model: type[M], data: Any) -> M:
    """The file as `model`; the first error names the entry by id and number (from 1)."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        error = exc.errors()[0]
    loc = list(error["loc"])
    entry = ""
    if len(loc) >= 2 and isinstance(loc[1], int):
        items = data[loc[0]]
        raw_id = items[loc[1]].get("id") if isinstance(items[loc[1]], dict) else None
        name = f'"{raw_id}" ' if isinstance(raw_id, str) else ""
        entry = f"{kind} {name}(entry {loc[1] + 1}): "
        loc = loc[2:]
    field = ".".join(str(part) for part in loc) or ("entry" if entry else "file")
    message = error["msg"].removeprefix("Value error, ")
    raise CatalogError(f"{where}: {entry}{field}: {message}")


def _check_ids(where: str, kind: str, entries: Sequence[_Entry]) -> None:
    first: dict[str, int] = {}
    for number, entry in enumerate(entries, start=1):
        if entry.id in first:
            raise CatalogError(
                f'{where}: {kind} "{entry.id}" (entry {number}): duplicate id, already used by entry {first[entry.id]}'
            )
        first[entry.id] = number
