"""The shipped pose and edit style catalogues (spec 3, spec 9), and how a broken file is reported."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from nocturne.media.catalog import (
    RATINGS,
    TAGS,
    Catalog,
    CatalogError,
    default_catalog_dir,
    load_catalog,
)
from nocturne.moderation.rules import check_text

# spec 3 Video action preset: the pose ids its image prompts are taken from.
SPEC_POSE_IDS = (
    "eating begging showering cuddling lesbiankissing allfours fingering dildo handjob mfm-handjob "
    "deepthroat blowjob under-table blowjobside doubleblowjob glory-hole missionary sidemissionary "
    "doggystyle pronebone riding cowgirl anal lesbianorgy gangbang feet"
).split()


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(default_catalog_dir())


def _every_pose(catalog: Catalog) -> list[tuple[str, str, str]]:
    return [(gender, p.id, p.prompt) for gender, poses in catalog.poses.items() for p in poses]


def test_spec9_catalogues_pose_counts(catalog: Catalog) -> None:
    female = catalog.poses["Female"]
    community = [p for p in female if p.section == "Community"]
    assert 140 <= len(female) <= 160
    assert 50 <= len(community) <= 60
    assert len(catalog.poses["Male"]) == 16
    assert 55 <= len(catalog.poses["Trans"]) <= 70


def test_spec3_pose_preset_female_has_every_spec_pose_id(catalog: Catalog) -> None:
    ids = {p.id for p in catalog.poses["Female"]}
    assert [pose_id for pose_id in SPEC_POSE_IDS if pose_id not in ids] == []
    assert catalog.pose("Female", "doggystyle") is not None
    assert catalog.pose("Male", "no-such-pose") is None


def test_spec3_pose_preset_tags_and_ids(catalog: Catalog) -> None:
    for gender, poses in catalog.poses.items():
        assert len({p.id for p in poses}) == len(poses), gender
        for pose in poses:
            assert pose.tags[0] in RATINGS, (gender, pose.id)
            assert set(pose.tags) <= set(TAGS), (gender, pose.id)
            # The Community tag and the Community section go together, so filters and sections agree.
            assert ("Community" in pose.tags) == (pose.section == "Community"), (gender, pose.id)
            assert (pose.image_url, pose.anime_image_url) == (None, None)  # rendered by the app


def test_spec9_catalogues_every_rating_is_offered(catalog: Catalog) -> None:
    for gender, poses in catalog.poses.items():
        assert {p.tags[0] for p in poses} == set(RATINGS), gender


def test_spec3_image_edit_style_preset_entries(catalog: Catalog) -> None:
    shown = {
        "custom": ("Custom", "Create your own custom edit"),
        "anime-style": ("Anime Style", "Transform to anime art style"),
        "comic-style": ("Comic Book Style", "Transform to comic book art"),
    }
    for style_id, (display_name, description) in shown.items():
        style = catalog.edit_style(style_id)
        assert style is not None, style_id
        assert (style.display_name, style.description) == (display_name, description)
    custom, anime = catalog.edit_style("custom"), catalog.edit_style("anime-style")
    assert custom is not None
    assert custom.prompt_suffix == ""
    assert anime is not None
    assert "anime" in anime.prompt_suffix
    assert "cel-shaded" in anime.prompt_suffix
    assert len({s.id for s in catalog.edit_styles}) == len(catalog.edit_styles) >= 9


def test_architecture5_catalogue_texts_pass_the_moderation_rules(catalog: Catalog) -> None:
    # Our own presets must never trip our own safety rules: not blocked on the character path or as
    # an image prompt, and not even "grey" (which would send every use of a preset to the LLM judge).
    texts = [(f"{gender} pose {pose_id}", prompt) for gender, pose_id, prompt in _every_pose(catalog)]
    texts += [(f"style {s.id}", s.prompt_suffix) for s in catalog.edit_styles if s.prompt_suffix]
    caught = [
        (where, context, verdict.rule or "grey")
        for where, text in texts
        for context in ("character", "image-prompt")
        if (verdict := check_text(text, context=context)).flagged or verdict.grey
    ]
    assert caught == []


# --- a broken file names itself and the entry -----------------------------------------------------


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    target = tmp_path / "catalog"
    for name in ("poses", "image-edit-styles.json"):
        source = default_catalog_dir() / name
        if source.is_dir():
            shutil.copytree(source, target / name)
        else:
            shutil.copy(source, target / name)
    return target


def _edit(path: Path, change) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def _entry(data: dict, pose_id: str) -> dict:
    return next(p for p in data["poses"] if p["id"] == pose_id)


def _number(directory: Path, pose_id: str) -> int:
    poses = json.loads((directory / "poses/female.json").read_text())["poses"]
    return [p["id"] for p in poses].index(pose_id) + 1


def test_spec3_pose_preset_unknown_tag(copy: Path) -> None:
    number = _number(copy, "doggystyle")
    _edit(copy / "poses/female.json", lambda d: _entry(d, "doggystyle")["tags"].append("Doggy"))
    with pytest.raises(CatalogError) as caught:
        load_catalog(copy)
    message = str(caught.value)
    assert message.startswith(f'catalog/poses/female.json: pose "doggystyle" (entry {number}): tags: ')
    assert 'tag "Doggy" is not one of SFW, NSFW' in message


def test_spec3_pose_preset_rating_must_come_first(copy: Path) -> None:
    _edit(copy / "poses/male.json", lambda d: _entry(d, "nude")["tags"].reverse())
    with pytest.raises(
        CatalogError, match=r'catalog/poses/male\.json: pose "nude" \(entry \d+\): tags: the first tag'
    ):
        load_catalog(copy)


def test_spec3_pose_preset_duplicate_id(copy: Path) -> None:
    _edit(copy / "poses/trans.json", lambda d: d["poses"].append(dict(d["poses"][0])))
    count = len(json.loads((copy / "poses/trans.json").read_text())["poses"])
    with pytest.raises(CatalogError) as caught:
        load_catalog(copy)
    assert str(caught.value) == (
        f'catalog/poses/trans.json: pose "portrait" (entry {count}): duplicate id, already used by entry 1'
    )


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda p: p.pop("label"), "label: Field required"),
        (lambda p: p.update(section="Featured"), 'section: section "Featured" is not one of Community'),
        (lambda p: p.update(prompt="  "), "prompt: must not be empty"),
        (lambda p: p.update(prompt="x" * 301), "prompt: is 301 characters, at most 300"),
        (lambda p: p.update(id="Doggy Style"), 'id: "Doggy Style" is not a lowercase slug'),
        (lambda p: p.update(thumbnail="a.png"), "thumbnail: Extra inputs are not permitted"),
    ],
)
def test_spec3_pose_preset_invalid_entry(copy: Path, change, expected: str) -> None:
    _edit(copy / "poses/female.json", lambda d: change(d["poses"][4]))
    with pytest.raises(CatalogError) as caught:
        load_catalog(copy)
    assert str(caught.value).startswith("catalog/poses/female.json: pose ")
    assert "(entry 5): " + expected in str(caught.value)


def test_spec3_pose_preset_wrong_gender_for_the_file(copy: Path) -> None:
    _edit(copy / "poses/male.json", lambda d: d.update(gender="Female"))
    with pytest.raises(CatalogError, match=r'catalog/poses/male\.json: gender: must be "Male"'):
        load_catalog(copy)


def test_spec3_image_edit_style_empty_suffix_only_for_custom(copy: Path) -> None:
    _edit(copy / "image-edit-styles.json", lambda d: d["styles"][1].update(promptSuffix=""))
    with pytest.raises(
        CatalogError,
        match=r'catalog/image-edit-styles\.json: style "anime-style" \(entry 2\): promptSuffix: must not be empty',
    ):
        load_catalog(copy)


def test_catalog_bad_json(copy: Path) -> None:
    path = copy / "poses/female.json"
    path.write_text(path.read_text().replace('"gender"', "gender", 1))
    with pytest.raises(
        CatalogError, match=r"catalog/poses/female\.json: not valid JSON: .* \(line 2, column 3\)"
    ):
        load_catalog(copy)


def test_catalog_missing_file(copy: Path) -> None:
    (copy / "image-edit-styles.json").unlink()
    with pytest.raises(CatalogError, match=r"catalog/image-edit-styles\.json: file not found"):
        load_catalog(copy)
