"""The shipped video catalogues (spec 3, spec 9), and how a broken file is reported."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from nocturne.media.catalog import RATINGS, Catalog, CatalogError, Gender, default_catalog_dir, load_catalog
from nocturne.media.video_catalog import USER_VIDEO_MODELS, VideoCatalog
from nocturne.moderation.rules import check_text

GENDERS: tuple[Gender, ...] = ("Female", "Male", "Trans")
# spec 3 Video action preset (catalogue shown to users): the modelName values and the categories.
SPEC_MODEL_NAMES = {
    "General", "LetsDance", "Begging", "Ahegao Face", "Twerk",
    "Female Masturbation", "Orgasm", "Hand in Panties", "Dildo Ride", "Titty Drop",
    "Handjob", "Deepthroat", "POV Blowjob", "Titjob",
    "POV Missionary", "Side Missionary", "Doggy", "Cowgirl", "ReverseCowgirl",
    "Cumshot", "SkyrimFusRoDah", "SuperSaiyan", "MatingPress",
    "FlaccidPenis", "Penis", "Male Masturbation",
}  # fmt: skip
SPEC_CATEGORIES = set(
    "Solo Couple Group Movement Flirty Dance Lifestyle Water Romance Lesbian Expression Pose "
    "Masturbation Tease Toy Boobs Handjob Oral Kink Penetration Anal Cumshot Cosplay".split()
)
SPEC_FEMALE_SFW = (
    "Walking, Blowing Kiss, Flirting, Hands Through Hair, Dancing, Eating, Begging, Showering, "
    "Cuddling, Come Here Baby, Lesbian Kissing, Twerk, Ankha Dance, Fus Roh Dah, Super Saiyan"
).split(", ")
SPEC_POSE_IDS = (
    "eating begging showering cuddling lesbiankissing allfours fingering dildo handjob mfm-handjob "
    "deepthroat blowjob under-table blowjobside doubleblowjob glory-hole missionary sidemissionary "
    "doggystyle pronebone riding cowgirl anal lesbianorgy gangbang feet"
).split()
# spec 3 Video edit preset: the 13 ids.
SPEC_EDIT_IDS = [
    "comic-style", "realistic-style", "vhs-style", "pixel-style",
    "beach-background", "city-background", "fantasy-background", "snow-background",
    "wear-blindfold", "wear-hat", "wear-bikini", "wear-sunglasses", "wear-necklace",
]  # fmt: skip
EFFECTS = ("SkyrimFusRoDah", "SuperSaiyan", "LetsDance")


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(default_catalog_dir())


@pytest.fixture(scope="module")
def video(catalog: Catalog) -> VideoCatalog:
    return catalog.video


# --- the action presets ---------------------------------------------------------------------------


def test_spec9_catalogues_action_preset_counts(video: VideoCatalog) -> None:
    assert 48 <= len(video.actions("Female")) <= 56
    assert len(video.actions("Male")) == 15
    assert 24 <= len(video.actions("Trans")) <= 30


def test_spec3_video_action_preset_lists_begin_with_the_custom_actions(video: VideoCatalog) -> None:
    for gender in GENDERS:
        sfw, nsfw, *rest = video.actions(gender)
        assert (sfw.display_name, sfw.tags, sfw.rating) == ("Custom SFW Action", ["SFW"], "SFW"), gender
        assert (nsfw.display_name, nsfw.tags, nsfw.rating) == ("Custom NSFW Action", ["NSFW"], "NSFW"), gender
        for custom in (sfw, nsfw):
            assert custom.is_custom
            assert custom.model_name == "General"
            assert (custom.prompt_prefix, custom.prompt, custom.image_prompt) == ("", "", "")
            assert video.motion_prompt(custom) == ""  # the user writes it
        assert not any(preset.is_custom for preset in rest), gender


def test_spec3_video_action_preset_female_entries(video: VideoCatalog) -> None:
    female = video.actions("Female")
    by_name = {preset.display_name: preset for preset in female}
    assert [name for name in SPEC_FEMALE_SFW if name not in by_name] == []
    assert all(by_name[name].rating in ("SFW", "Suggestive") for name in SPEC_FEMALE_SFW)
    assert [p.display_name for p in female if "(Experimental)" in p.display_name] == [
        "Mating Press (Experimental)"
    ]
    assert by_name["Mating Press (Experimental)"].model_name == "MatingPress"
    # The rest are the explicit acts and positions.
    assert sum(p.rating == "NSFW" for p in female if not p.is_custom) >= 25


def test_spec3_video_action_preset_ids_tags_and_model_names(video: VideoCatalog) -> None:
    for gender in GENDERS:
        presets = video.actions(gender)
        assert len({p.id for p in presets}) == len(presets), gender
        seen: list[str] = []
        for preset in presets:
            assert preset.tags[0] in RATINGS, (gender, preset.id)
            assert (preset.rating, preset.categories) == (preset.tags[0], preset.tags[1:])
            assert set(preset.categories) <= SPEC_CATEGORIES, (gender, preset.id)
            assert preset.model_name in SPEC_MODEL_NAMES, (gender, preset.id)
            assert video.config(preset.model_name) is not None, (gender, preset.id)
            seen += [c for c in preset.categories if c not in seen]
        assert video.categories(gender) == seen  # first-seen order
        assert {p.rating for p in presets} == set(RATINGS), gender
    used = {p.model_name for gender in GENDERS for p in video.actions(gender)}
    assert used == SPEC_MODEL_NAMES  # every spec action has a preset


def test_spec3_video_action_preset_image_prompt_from_the_pose_catalogue(
    catalog: Catalog, video: VideoCatalog
) -> None:
    used: set[str] = set()
    for gender in GENDERS:
        for preset in video.actions(gender):
            if preset.image_pose_id is not None:
                assert gender in ("Female", "Trans")  # spec 3: poses keyed Female or Trans
                pose = catalog.pose(gender, preset.image_pose_id)
                assert pose is not None, (gender, preset.id)
                assert preset.image_prompt == pose.prompt, (gender, preset.id)
                used.add(preset.image_pose_id)
            elif not preset.is_custom:
                assert preset.image_prompt, (gender, preset.id)
    assert [pose_id for pose_id in SPEC_POSE_IDS if pose_id not in used] == []
    doggy = video.action("Female", "doggystyle")
    assert doggy is not None
    assert doggy.image_prompt == catalog.pose("Female", "doggystyle").prompt  # type: ignore[union-attr]
    assert video.action("Female", "no-such-action") is None
    assert video.action("Male", "doggystyle") is None


def test_spec3_video_action_preset_motion_prompt_and_preview(video: VideoCatalog) -> None:
    for gender in GENDERS:
        for preset in video.actions(gender):
            config = video.config(preset.model_name)
            assert config is not None
            expected = preset.prompt if preset.prompt is not None else config.default_prompt
            assert video.motion_prompt(preset) == expected
            # No preview ships in the files: the app renders one at seed time.
            assert preset.video_url is None
            assert not preset.has_own_preview
    with_url = video.actions("Female")[2].model_copy(update={"video_url": "https://videos.example/a.mp4"})
    assert with_url.has_own_preview


# --- the generation configuration -----------------------------------------------------------------


def test_spec3_generation_configuration_actions_without_loras(video: VideoCatalog) -> None:
    expected = {"General": "SEEDANCE", "LipsyncVideo": "SEEDANCE", "EditVideo": "WAN_2_2"}
    for name, model in expected.items():
        config = video.config(name)
        assert config is not None, name
        assert (config.video_model, config.loras) == (model, []), name
        assert config.default_prompt.strip()
    assert set(video.configs()) == SPEC_MODEL_NAMES | {"LipsyncVideo", "EditVideo"}


def test_spec3_generation_configuration_lora_actions(video: VideoCatalog) -> None:
    lora_actions = {name: c for name, c in video.configs().items() if c.loras}
    assert set(video.configs()) - set(lora_actions) == {"General", "LipsyncVideo", "EditVideo"}
    assert 22 <= len(lora_actions) <= 33  # about 30 adult actions plus the three effects
    assert set(EFFECTS) <= set(lora_actions)
    for name, config in lora_actions.items():
        assert config.video_model in ("WAN_2_1", "WAN_2_2"), name  # a SEEDANCE action takes no loras
        for lora in config.loras:
            assert lora.placement in (None, "high_noise"), name
            assert lora.placement is None or config.video_model == "WAN_2_2", name
    assert {c.video_model for c in lora_actions.values()} == {"WAN_2_1", "WAN_2_2"}
    assert any(lora.placement == "high_noise" for c in lora_actions.values() for lora in c.loras)


def test_spec9_generation_strengths(video: VideoCatalog) -> None:
    strengths = {name: {lora.strength for lora in c.loras} for name, c in video.configs().items() if c.loras}
    assert all(len(values) == 1 for values in strengths.values())
    single = sorted(values.pop() for values in strengths.values())
    assert single.count(0.7) == 1
    assert single.count(0.6) == 1
    assert single.count(1) == len(single) - 2


def test_spec9_generation_lora_weights_set(video: VideoCatalog) -> None:
    files = video.lora_files()
    assert 28 <= len(files) <= 36
    assert len(set(files)) == len(files)
    named = [lora.name for c in video.configs().values() for lora in c.loras]
    assert set(named) <= set(files)
    assert set(files) <= set(named)  # no weights file is listed but never used


def test_spec3_video_model_enumeration() -> None:
    assert USER_VIDEO_MODELS == {"wan": "WAN_2_1", "wan-2.2": "WAN_2_2", "seedance": "SEEDANCE"}


# --- the video edit presets -----------------------------------------------------------------------


def test_spec3_video_edit_preset_ids(video: VideoCatalog) -> None:
    presets = video.edit_presets()
    assert [p.id for p in presets] == SPEC_EDIT_IDS
    for preset in presets:
        assert preset.display_name
        assert preset.description
        assert preset.prompt_suffix.strip()
        assert not preset.has_own_preview
    assert video.edit_preset("wear-hat") is not None
    assert video.edit_preset("no-such-edit") is None


# --- every text passes our own safety rules -------------------------------------------------------


def _texts(video: VideoCatalog) -> list[tuple[str, str]]:
    texts: list[tuple[str, str]] = []
    for gender in GENDERS:
        for p in video.actions(gender):
            where = f"{gender} action {p.id}"
            texts += [(f"{where} displayName", p.display_name), (f"{where} promptPrefix", p.prompt_prefix)]
            texts += [(f"{where} prompt", p.prompt or ""), (f"{where} imagePrompt", p.image_prompt or "")]
            config = video.config(p.model_name)
            triggers = [lora.trigger_words or "" for lora in config.loras] if config else []
            # the video prompt as it is sent: prefix, motion prompt, trigger words
            sent = ", ".join(t for t in (p.prompt_prefix, video.motion_prompt(p), *triggers) if t)
            texts.append((f"{where} as sent", sent))
    for name, config in video.configs().items():
        texts.append((f"config {name} defaultPrompt", config.default_prompt))
        for lora in config.loras:
            texts.append((f"config {name} {lora.name} triggerWords", lora.trigger_words or ""))
            texts += [(f"config {name} {lora.name} triggerExample", e) for e in lora.trigger_examples]
    for e in video.edit_presets():
        texts += [(f"edit {e.id} displayName", e.display_name), (f"edit {e.id} description", e.description)]
        texts.append((f"edit {e.id} promptSuffix", e.prompt_suffix))
    return [(where, text) for where, text in texts if text]


def test_architecture5_video_catalogue_texts_pass_the_moderation_rules(video: VideoCatalog) -> None:
    # As for the poses (test_catalog.py): never blocked on the character path or as a prompt, and not
    # even "grey" (which would send every use of a preset to the LLM judge).
    texts = _texts(video)
    assert len(texts) > 300
    caught = [
        (where, context, verdict.rule or "grey")
        for where, text in texts
        for context in ("character", "image-prompt", "prompt")
        if (verdict := check_text(text, context=context)).flagged or verdict.grey
    ]
    assert caught == []


# --- a broken file names itself and the entry -----------------------------------------------------

FEMALE = "video-actions/female.json"
CONFIGS = "video-action-configs.json"
EDITS = "video-edit-presets.json"


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    target = tmp_path / "catalog"
    shutil.copytree(default_catalog_dir(), target, ignore=shutil.ignore_patterns("characters"))
    return target


def _edit(path: Path, change: Callable[[Any], Any]) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def _action(data: dict[str, Any], action_id: str) -> dict[str, Any]:
    return next(a for a in data["actions"] if a["id"] == action_id)


def _number(directory: Path, action_id: str, name: str = FEMALE) -> int:
    actions = json.loads((directory / name).read_text())["actions"]
    return [a["id"] for a in actions].index(action_id) + 1


def _error(directory: Path) -> str:
    with pytest.raises(CatalogError) as caught:
        load_catalog(directory)
    return str(caught.value)


def test_catalog_loads_from_a_copy(copy: Path) -> None:
    assert len(load_catalog(copy).video.actions("Male")) == 15


def test_spec3_video_action_preset_bad_rating(copy: Path) -> None:
    number = _number(copy, "twerk")
    _edit(copy / FEMALE, lambda d: _action(d, "twerk").update(tags=["Spicy", "Solo"]))
    assert _error(copy) == (
        f'catalog/video-actions/female.json: action "twerk" (entry {number}): tags: '
        'the first tag must be the rating (SFW, Suggestive, NSFW), not "Spicy"'
    )


def test_spec3_video_action_preset_unknown_category(copy: Path) -> None:
    number = _number(copy, "twerk")
    _edit(copy / FEMALE, lambda d: _action(d, "twerk")["tags"].append("Body Focus"))
    message = _error(copy)
    assert message.startswith(f'catalog/video-actions/female.json: action "twerk" (entry {number}): tags: ')
    assert 'tag "Body Focus" is not a category (Solo, Couple' in message


def test_spec3_video_action_preset_unknown_pose_id(copy: Path) -> None:
    number = _number(copy, "doggystyle")
    _edit(copy / FEMALE, lambda d: _action(d, "doggystyle").update(imagePoseId="doggy-style"))
    assert _error(copy) == (
        f'catalog/video-actions/female.json: action "doggystyle" (entry {number}): imagePoseId: '
        '"doggy-style" is not a pose in poses/female.json'
    )


def test_spec3_video_action_preset_missing_configuration(copy: Path) -> None:
    number = _number(copy, "titjob")
    _edit(copy / CONFIGS, lambda d: d["actions"].pop("Titjob"))
    assert _error(copy) == (
        f'catalog/video-actions/female.json: action "titjob" (entry {number}): modelName: '
        '"Titjob" has no configuration in video-action-configs.json'
    )


def test_spec3_video_action_preset_duplicate_id(copy: Path) -> None:
    _edit(copy / "video-actions/trans.json", lambda d: d["actions"].append(dict(d["actions"][2])))
    count = len(json.loads((copy / "video-actions/trans.json").read_text())["actions"])
    assert _error(copy) == (
        f'catalog/video-actions/trans.json: action "walking" (entry {count}): '
        "duplicate id, already used by entry 3"
    )


def test_spec3_video_action_preset_lists_must_begin_with_the_custom_actions(copy: Path) -> None:
    _edit(copy / "video-actions/male.json", lambda d: d["actions"].reverse())
    assert _error(copy).startswith(
        'catalog/video-actions/male.json: action "cumshot" (entry 1): id: must be "custom-sfw"'
    )


def test_spec3_video_action_preset_custom_prompts_stay_empty(copy: Path) -> None:
    _edit(copy / FEMALE, lambda d: _action(d, "custom-nsfw").update(prompt="she dances"))
    assert _error(copy) == (
        'catalog/video-actions/female.json: action "custom-nsfw" (entry 2): entry: '
        "Custom NSFW Action leaves promptPrefix, prompt and imagePrompt empty"
    )


@pytest.mark.parametrize(
    ("action_id", "change", "expected"),
    [
        ("twerk", lambda a: a.update(modelName="Twerking"), 'modelName: "Twerking" is not one of General'),
        ("twerk", lambda a: a.pop("displayName"), "displayName: Field required"),
        ("twerk", lambda a: a.update(imagePrompt="  "), "imagePrompt: must not be empty"),
        ("walking", lambda a: a.update(prompt=""), "prompt: must not be empty (leave it out"),
        ("walking", lambda a: a.update(imagePrompt="a park"), "imagePoseId: give either imagePoseId or"),
        ("walking", lambda a: a.update(id="Walking Fast"), 'id: "Walking Fast" is not a lowercase slug'),
        ("walking", lambda a: a.update(preview="a.mp4"), "preview: Extra inputs are not permitted"),
    ],
)
def test_spec3_video_action_preset_invalid_entry(
    copy: Path, action_id: str, change: Callable[[dict[str, Any]], Any], expected: str
) -> None:
    number = _number(copy, action_id)
    _edit(copy / FEMALE, lambda d: change(_action(d, action_id)))
    message = _error(copy)
    assert message.startswith("catalog/video-actions/female.json: action ")
    assert f"(entry {number}): {expected}" in message


def test_spec3_video_action_preset_pose_ids_only_for_female_and_trans(copy: Path) -> None:
    def use_pose(data: dict[str, Any]) -> None:
        action = _action(data, "nude")
        action.pop("imagePrompt")
        action["imagePoseId"] = "nude"

    _edit(copy / "video-actions/male.json", use_pose)
    assert _error(copy).startswith(
        'catalog/video-actions/male.json: action "nude" (entry 10): imagePoseId: only the Female and Trans'
    )


def test_spec3_video_action_preset_wrong_gender_for_the_file(copy: Path) -> None:
    _edit(copy / "video-actions/male.json", lambda d: d.update(gender="Trans"))
    assert _error(copy) == 'catalog/video-actions/male.json: gender: must be "Male" in this file, not "Trans"'


def test_spec3_generation_configuration_unknown_lora_file(copy: Path) -> None:
    _edit(copy / CONFIGS, lambda d: d["actions"]["Titjob"]["loras"][0].update(name="wan21_other.safetensors"))
    assert _error(copy) == (
        'catalog/video-action-configs.json: action "Titjob": loras.0.name: '
        '"wan21_other.safetensors" is not one of the loraFiles'
    )


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            lambda d: d["actions"]["General"].update(loras=d["actions"]["Titjob"]["loras"]),
            'action "General": videoModel: SEEDANCE takes no loras',
        ),
        (
            lambda d: d["actions"]["Titjob"]["loras"][0].update(placement="high_noise"),
            'action "Titjob": loras.0.placement: only WAN_2_2 has a high-noise pass',
        ),
        (
            lambda d: d["actions"]["Titjob"].update(videoModel="WAN_3"),
            "action \"Titjob\": videoModel: Input should be 'SEEDANCE', 'WAN_2_1' or 'WAN_2_2'",
        ),
        (
            lambda d: d["actions"]["Titjob"]["loras"][0].update(strength=0),
            'action "Titjob": loras.0.strength: Input should be greater than 0',
        ),
        (lambda d: d["actions"].pop("EditVideo"), 'action "EditVideo": missing'),
        (lambda d: d["actions"].update(Spin=d["actions"]["General"]), 'action "Spin": not an action name'),
        (
            lambda d: d["loraFiles"].append(d["loraFiles"][0]),
            'loraFiles: "wan22_dance_high_noise.safetensors" (entry 33) is listed twice',
        ),
        (lambda d: d.pop("loraFiles"), "loraFiles: Field required"),
    ],
)
def test_spec3_generation_configuration_invalid(
    copy: Path, change: Callable[[dict[str, Any]], Any], expected: str
) -> None:
    _edit(copy / CONFIGS, change)
    assert _error(copy).startswith(f"catalog/video-action-configs.json: {expected}")


def test_spec3_video_edit_preset_invalid(copy: Path) -> None:
    _edit(copy / EDITS, lambda d: d["presets"][3].update(promptSuffix=""))
    assert _error(copy) == (
        'catalog/video-edit-presets.json: preset "pixel-style" (entry 4): promptSuffix: must not be empty'
    )
    _edit(copy / EDITS, lambda d: d["presets"][3].update(promptSuffix="pixel art", id="vhs-style"))
    assert _error(copy) == (
        'catalog/video-edit-presets.json: preset "vhs-style" (entry 4): duplicate id, already used by entry 3'
    )


def test_video_catalogue_missing_file(copy: Path) -> None:
    (copy / EDITS).unlink()
    with pytest.raises(CatalogError, match=r"catalog/video-edit-presets\.json: file not found"):
        load_catalog(copy)
