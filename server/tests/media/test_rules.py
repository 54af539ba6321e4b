"""Spec 5 image model choice and orientation from pixel size; spec 9 image sizes."""

import pytest

from nocturne.media.rules import IMAGE_SIZES, image_model, image_size, orientation_of


@pytest.mark.parametrize(
    ("style", "gender", "model"),
    [
        ("Anime", "Female", "PrefectPony"),
        ("Anime", "Male", "PrefectPony"),
        ("Anime", "Trans", "PrefectPony"),
        ("anime", "female", "PrefectPony"),
        ("Realistic", "Female", "BabesYogi"),
        ("Realistic", "Male", "RealismYogi"),
        ("Realistic", "Trans", "RealismYogi"),
        ("", "Female", "BabesYogi"),
    ],
)
def test_spec5_image_model_choice(style: str, gender: str, model: str) -> None:
    """spec 5 Image model choice: Anime → PrefectPony; else Female → BabesYogi; else RealismYogi."""
    assert image_model(style, gender) == model


def test_spec5_orientation_rule1_special_case() -> None:
    """spec 5 Orientation from pixel size rule 1: 1000x800 gives portrait."""
    assert orientation_of(1000, 800) == "portrait"


@pytest.mark.parametrize(("width", "height"), [(1024, 1024), (1000, 1050), (1050, 1000), (500, 540)])
def test_spec5_orientation_rule2_near_square(width: int, height: int) -> None:
    """spec 5 Orientation from pixel size rule 2: within 50 of each other gives 1:1."""
    assert orientation_of(width, height) == "1:1"


@pytest.mark.parametrize(
    ("size", "orientation"),
    [((916, 1145), "portrait"), ((1145, 916), "landscape"), ((1365, 768), "16:9"), ((768, 1365), "9:16")],
)
def test_spec5_orientation_rule3_known_sizes(size: tuple[int, int], orientation: str) -> None:
    """spec 5 Orientation from pixel size rule 3: an exact spec 9 size gives its name."""
    assert orientation_of(*size) == orientation


@pytest.mark.parametrize(
    ("width", "height", "orientation"),
    [
        (1200, 1000, "landscape"),  # ratio 1.2
        (1700, 1000, "16:9"),  # ratio 1.7 exactly
        (2000, 1000, "16:9"),
        (1110, 1000, "landscape"),  # ratio 1.11
        (1690, 1000, "landscape"),  # ratio 1.69
        (800, 1000, "portrait"),  # ratio 0.8
        (600, 1000, "9:16"),  # ratio 0.6 exactly
        (500, 1000, "9:16"),
        (610, 1000, "portrait"),
        (950, 1010, "1:1"),  # within 50
        (1900, 2000, "1:1"),  # ratio 0.95 but 100 apart
    ],
)
def test_spec5_orientation_rule4_ratio(width: int, height: int, orientation: str) -> None:
    """spec 5 Orientation from pixel size rule 4: the width/height ratio decides."""
    assert orientation_of(width, height) == orientation


def test_spec5_orientation_rule4_boundaries_are_exclusive() -> None:
    """spec 5 Orientation from pixel size rule 4: exactly 1.1 and 0.9 are neither wide nor tall."""
    assert orientation_of(1100, 1000) == "1:1"
    assert orientation_of(1101, 1000) == "landscape"
    assert orientation_of(900, 1000) == "1:1"
    assert orientation_of(899, 1000) == "portrait"


@pytest.mark.parametrize(("width", "height"), [(0, 100), (100, 0), (-5, 10)])
def test_spec5_orientation_rejects_empty_sizes(width: int, height: int) -> None:
    """spec 5 Orientation from pixel size: sizes must be positive."""
    with pytest.raises(ValueError, match="positive"):
        orientation_of(width, height)


def test_spec9_image_sizes_round_trip_through_orientation() -> None:
    """spec 9 Image sizes: each size maps back to its orientation (4:5 and 5:4 share sizes)."""
    assert image_size("portrait") == (916, 1145)
    assert image_size("4:5") == (916, 1145)
    assert image_size("landscape") == (1145, 916)
    assert image_size("5:4") == (1145, 916)
    assert image_size("16:9") == (1365, 768)
    assert image_size("1:1") == (1024, 1024)
    assert image_size("9:16") == (768, 1365)
    shared = {"4:5": "portrait", "5:4": "landscape"}
    for orientation, size in IMAGE_SIZES.items():
        assert orientation_of(*size) == shared.get(orientation, orientation)
