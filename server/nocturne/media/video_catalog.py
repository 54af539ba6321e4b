"""The video catalogues (spec 3, spec 9): operator-editable JSON, validated on load like the poses.

The files live next to the pose files in `catalog/` (or an operator's own copy):
    video-actions/female.json, male.json, trans.json  {"gender": …, "actions": [VideoActionPreset, …]}
    video-action-configs.json                         {"loraFiles": [...], "actions": {name: ActionConfig}}
    video-edit-presets.json                           {"presets": [VideoEditPreset, …]}
An action preset is what people pick; its `modelName` keys the generation configuration (LoRA
weights, default motion prompt, video model). As with the poses, the first mistake raises one
CatalogError that names the file and the entry.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic.alias_generators import to_camel

from nocturne.media.catalog import (
    PROMPT_LIMIT,
    RATINGS,
    CatalogError,
    Gender,
    PosePreset,
    PromptText,
    _check_ids,
    _Entry,
    _read,
    _validate,
)

ModelName = Literal[
    "General",
    "LetsDance",
    "Begging",
    "Ahegao Face",
    "Twerk",
    "Female Masturbation",
    "Orgasm",
    "Hand in Panties",
    "Dildo Ride",
    "Titty Drop",
    "Handjob",
    "Deepthroat",
    "POV Blowjob",
    "Titjob",
    "POV Missionary",
    "Side Missionary",
    "Doggy",
    "Cowgirl",
    "ReverseCowgirl",
    "Cumshot",
    "SkyrimFusRoDah",
    "SuperSaiyan",
    "MatingPress",
    "FlaccidPenis",
    "Penis",
    "Male Masturbation",
]
MODEL_NAMES: tuple[str, ...] = get_args(ModelName)
# Configurations the app uses itself, not through a preset: lip-sync and video edits.
SERVICE_ACTIONS = ("LipsyncVideo", "EditVideo")
Category = Literal[
    "Solo",
    "Couple",
    "Group",
    "Movement",
    "Flirty",
    "Dance",
    "Lifestyle",
    "Water",
    "Romance",
    "Lesbian",
    "Expression",
    "Pose",
    "Masturbation",
    "Tease",
    "Toy",
    "Boobs",
    "Handjob",
    "Oral",
    "Kink",
    "Penetration",
    "Anal",
    "Cumshot",
    "Cosplay",
]
CATEGORIES: tuple[str, ...] = get_args(Category)
VideoModel = Literal["SEEDANCE", "WAN_2_1", "WAN_2_2"]
VIDEO_MODELS: tuple[str, ...] = get_args(VideoModel)
# The user-facing values (spec 3, spec 9) and the model each one selects.
USER_VIDEO_MODELS: dict[str, VideoModel] = {"wan": "WAN_2_1", "wan-2.2": "WAN_2_2", "seedance": "SEEDANCE"}

ACTION_FILES: dict[Gender, str] = {
    "Female": "video-actions/female.json",
    "Male": "video-actions/male.json",
    "Trans": "video-actions/trans.json",
}
ACTION_CONFIGS_FILE = "video-action-configs.json"
EDIT_PRESETS_FILE = "video-edit-presets.json"
# Every list opens with these two, in this order; their texts are empty because the user writes them.
CUSTOM_ACTIONS: dict[str, tuple[str, str]] = {
    "custom-sfw": ("Custom SFW Action", "SFW"),
    "custom-nsfw": ("Custom NSFW Action", "NSFW"),
}
# imagePoseId is looked up in the pose file of the preset's own gender; only these have video poses.
POSE_GENDERS: tuple[Gender, ...] = ("Female", "Trans")


class VideoActionPreset(_Entry):
    """A video action people pick for a character of one gender (spec 3 Video action preset)."""

    display_name: str = Field(min_length=1)
    model_name: ModelName
    prompt_prefix: str = Field(default="", max_length=PROMPT_LIMIT)
    # The motion prompt; without one the configuration's defaultPrompt is used.
    prompt: str | None = Field(default=None, max_length=PROMPT_LIMIT)
    image_pose_id: str | None = None
    # The still image's prompt: written here, or resolved on load from imagePoseId.
    image_prompt: str | None = Field(default=None, max_length=PROMPT_LIMIT)
    tags: list[str] = Field(min_length=1)
    video_url: str | None = None  # an operator's own preview; else the app's, made at seed time

    @field_validator("model_name", mode="before")
    @classmethod
    def _check_model_name(cls, value: Any) -> Any:
        if isinstance(value, str) and value not in MODEL_NAMES:
            raise ValueError(f'"{value}" is not one of {", ".join(MODEL_NAMES)}')
        return value

    @field_validator("tags", mode="before")
    @classmethod
    def _check_tags(cls, value: Any) -> Any:
        if not isinstance(value, list) or not value:
            return value  # pydantic reports the wrong type or the empty list
        if value[0] not in RATINGS:
            raise ValueError(f'the first tag must be the rating ({", ".join(RATINGS)}), not "{value[0]}"')
        for tag in value[1:]:
            if tag not in CATEGORIES:
                raise ValueError(f'tag "{tag}" is not a category ({", ".join(CATEGORIES)})')
        if len(set(value)) < len(value):
            raise ValueError("a tag is repeated")
        return value

    @property
    def rating(self) -> str:
        """SFW, Suggestive or NSFW: the first tag."""
        return self.tags[0]

    @property
    def categories(self) -> list[str]:
        """The tags after the rating."""
        return self.tags[1:]

    @property
    def is_custom(self) -> bool:
        """One of the two presets whose prompt the user writes."""
        return self.id in CUSTOM_ACTIONS

    @property
    def has_own_preview(self) -> bool:
        """Whether the file names a preview video; otherwise the app serves the one it rendered."""
        return self.video_url is not None


class _Model(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid", frozen=True)


class ActionLora(_Model):
    """One LoRA weights file applied to an action, by name from loraFiles."""

    name: str = Field(min_length=1)
    strength: float = Field(gt=0, le=2)
    trigger_words: str | None = None
    trigger_examples: list[str] = Field(default_factory=list)
    # WAN 2.2 runs a high-noise and a low-noise pass; a LoRA marked high_noise joins the first.
    placement: Literal["high_noise"] | None = None


class ActionConfig(_Model):
    """How an action is generated (spec 3 Video action preset, generation configuration)."""

    loras: list[ActionLora]
    default_prompt: PromptText
    video_model: VideoModel


class _ActionConfigs(_Model):
    lora_files: list[str] = Field(min_length=1)
    actions: dict[str, Any]  # each value validated on its own, so the message names the action


class _ActionList(BaseModel):
    model_config = ConfigDict(extra="forbid")

    gender: Gender
    actions: list[VideoActionPreset]


class VideoEditPreset(_Entry):
    """A video edit preset (spec 3 Video edit preset)."""

    display_name: str = Field(min_length=1)
    description: str = Field(min_length=1)
    prompt_suffix: PromptText
    video_url: str | None = None  # an operator's own preview; else the app's, made at seed time

    @property
    def has_own_preview(self) -> bool:
        """Whether the file names a preview video; otherwise the app serves the one it rendered."""
        return self.video_url is not None


class _EditPresets(BaseModel):
    model_config = ConfigDict(extra="forbid")

    presets: list[VideoEditPreset]


class VideoCatalog:
    """The action presets by gender, their generation configurations and the video edit presets."""

    def __init__(
        self,
        actions: Mapping[Gender, Sequence[VideoActionPreset]],
        configs: Mapping[str, ActionConfig],
        lora_files: Sequence[str],
        edit_presets: Sequence[VideoEditPreset],
    ) -> None:
        self._actions = {gender: list(presets) for gender, presets in actions.items()}
        self._configs = dict(configs)
        self._lora_files = list(lora_files)
        self._edit_presets = list(edit_presets)

    def actions(self, gender: Gender) -> list[VideoActionPreset]:
        """This gender's presets, in catalogue order (the two custom actions first)."""
        return list(self._actions.get(gender, []))

    def action(self, gender: Gender, preset_id: str) -> VideoActionPreset | None:
        """The preset with this id in this gender's list."""
        return next((a for a in self._actions.get(gender, []) if a.id == preset_id), None)

    def categories(self, gender: Gender) -> list[str]:
        """The category tags this gender's presets use, in first-seen order."""
        seen = dict.fromkeys(c for a in self._actions.get(gender, []) for c in a.categories)
        return list(seen)

    def config(self, model_name: str) -> ActionConfig | None:
        """The generation configuration of an action (a modelName, LipsyncVideo or EditVideo)."""
        return self._configs.get(model_name)

    def configs(self) -> dict[str, ActionConfig]:
        """Every generation configuration, by action name."""
        return dict(self._configs)

    def lora_files(self) -> list[str]:
        """The LoRA weights files the configurations may name."""
        return list(self._lora_files)

    def motion_prompt(self, preset: VideoActionPreset) -> str:
        """The preset's motion prompt, or its configuration's default (empty for the custom actions)."""
        if preset.prompt is not None:
            return preset.prompt
        config = self._configs.get(preset.model_name)
        return config.default_prompt if config else ""

    def edit_presets(self) -> list[VideoEditPreset]:
        """The video edit presets, in catalogue order."""
        return list(self._edit_presets)

    def edit_preset(self, preset_id: str) -> VideoEditPreset | None:
        """The video edit preset with this id."""
        return next((p for p in self._edit_presets if p.id == preset_id), None)


def load_video_catalog(directory: Path, poses: Mapping[Gender, Sequence[PosePreset]]) -> VideoCatalog:
    """Read and validate the video catalogue files; `poses` resolves each preset's imagePoseId."""
    lora_files, configs = _load_configs(directory)
    actions = {gender: _load_actions(directory, gender, poses, configs) for gender in ACTION_FILES}
    where, data = _read(directory, EDIT_PRESETS_FILE)
    edit_presets = _validate(where, "preset", _EditPresets, data).presets
    _check_ids(where, "preset", edit_presets)
    return VideoCatalog(actions, configs, lora_files, edit_presets)


def _load_configs(directory: Path) -> tuple[list[str], dict[str, ActionConfig]]:
    where, data = _read(directory, ACTION_CONFIGS_FILE)
    raw = _validate(where, "config", _ActionConfigs, data)
    files = raw.lora_files
    for number, name in enumerate(files, start=1):
        if not name.endswith(".safetensors") or "/" in name or "\\" in name:
            raise CatalogError(
                f'{where}: loraFiles: "{name}" (entry {number}) is not a .safetensors file name'
            )
        if name in files[: number - 1]:
            raise CatalogError(f'{where}: loraFiles: "{name}" (entry {number}) is listed twice')
    known = (*MODEL_NAMES, *SERVICE_ACTIONS)
    configs: dict[str, ActionConfig] = {}
    for name, value in raw.actions.items():
        if name not in known:
            raise CatalogError(f'{where}: action "{name}": not an action name ({", ".join(known)})')
        try:
            config = ActionConfig.model_validate(value)
        except ValidationError as exc:
            error = exc.errors()[0]
            field = ".".join(str(part) for part in error["loc"]) or "entry"
            message = error["msg"].removeprefix("Value error, ")
            raise CatalogError(f'{where}: action "{name}": {field}: {message}') from None
        _check_config(where, name, config, files)
        configs[name] = config
    for name in SERVICE_ACTIONS:
        if name not in configs:
            raise CatalogError(
                f'{where}: action "{name}": missing (the app needs LipsyncVideo and EditVideo)'
            )
    return files, configs


def _check_config(where: str, name: str, config: ActionConfig, files: Sequence[str]) -> None:
    def fail(field: str, message: str) -> CatalogError:
        return CatalogError(f'{where}: action "{name}": {field}: {message}')

    if config.loras and config.video_model == "SEEDANCE":
        raise fail("videoModel", "SEEDANCE takes no loras; use WAN_2_1 or WAN_2_2")
    for index, lora in enumerate(config.loras):
        if lora.name not in files:
            raise fail(f"loras.{index}.name", f'"{lora.name}" is not one of the loraFiles')
        if lora.placement and config.video_model != "WAN_2_2":
            raise fail(f"loras.{index}.placement", "only WAN_2_2 has a high-noise pass")
        if any(other.name == lora.name for other in config.loras[:index]):
            raise fail(f"loras.{index}.name", f'"{lora.name}" is listed twice')


def _load_actions(
    directory: Path,
    gender: Gender,
    poses: Mapping[Gender, Sequence[PosePreset]],
    configs: Mapping[str, ActionConfig],
) -> list[VideoActionPreset]:
    where, data = _read(directory, ACTION_FILES[gender])
    catalog = _validate(where, "action", _ActionList, data)
    if catalog.gender != gender:
        raise CatalogError(f'{where}: gender: must be "{gender}" in this file, not "{catalog.gender}"')
    _check_ids(where, "action", catalog.actions)
    for number, custom_id in enumerate(CUSTOM_ACTIONS, start=1):
        found = catalog.actions[number - 1].id if len(catalog.actions) >= number else None
        if found != custom_id:
            entry = f'action "{found}" (entry {number})' if found else f"entry {number}"
            raise CatalogError(
                f'{where}: {entry}: id: must be "{custom_id}": every list begins with '
                f"{' and '.join(CUSTOM_ACTIONS)}, in that order"
            )
    pose_prompts = {p.id: p.prompt for p in poses.get(gender, [])} if gender in POSE_GENDERS else {}
    resolved: list[VideoActionPreset] = []
    for number, preset in enumerate(catalog.actions, start=1):
        try:
            resolved.append(_resolve(preset, gender, pose_prompts, configs))
        except ValueError as exc:
            raise CatalogError(f'{where}: action "{preset.id}" (entry {number}): {exc}') from None
    return resolved


def _resolve(
    preset: VideoActionPreset,
    gender: Gender,
    pose_prompts: Mapping[str, str],
    configs: Mapping[str, ActionConfig],
) -> VideoActionPreset:
    """The preset with its image prompt filled in; a ValueError says which field is wrong."""
    if preset.model_name not in configs:
        raise ValueError(f'modelName: "{preset.model_name}" has no configuration in {ACTION_CONFIGS_FILE}')
    if (preset.image_pose_id is None) == (preset.image_prompt is None):
        raise ValueError("imagePoseId: give either imagePoseId or imagePrompt, not both or neither")
    if preset.image_pose_id is not None:
        if gender not in POSE_GENDERS:
            lists = " and ".join(POSE_GENDERS)
            raise ValueError(f"imagePoseId: only the {lists} lists use pose ids; write imagePrompt")
        prompt = pose_prompts.get(preset.image_pose_id)
        if prompt is None:
            raise ValueError(
                f'imagePoseId: "{preset.image_pose_id}" is not a pose in poses/{gender.lower()}.json'
            )
        preset = preset.model_copy(update={"image_prompt": prompt})
    if preset.is_custom:
        # The user writes these prompts, so the file leaves them empty.
        display_name, rating = CUSTOM_ACTIONS[preset.id]
        if preset.model_name != "General" or preset.tags != [rating]:
            raise ValueError(f'entry: {display_name} has modelName "General" and tags ["{rating}"]')
        if preset.prompt_prefix or preset.prompt or preset.image_prompt:
            raise ValueError(f"entry: {display_name} leaves promptPrefix, prompt and imagePrompt empty")
        return preset
    if not (preset.image_prompt or "").strip():
        raise ValueError("imagePrompt: must not be empty")
    if preset.prompt is not None and not preset.prompt.strip():
        raise ValueError("prompt: must not be empty (leave it out to use the configuration's defaultPrompt)")
    return preset
