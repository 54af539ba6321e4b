"""spec 5 Image model choice, spec 5 Orientation from pixel size, spec 9 Image sizes."""

from __future__ import annotations

import pytest

from nocturne.media.rules import IMAGE_SIZES, image_model, image_size, orientation_of


@pytest.mark.parametrize(
    ("style", "gender", "model"),
    [
        ("Anime", "Female", "PrefectPony"),
        ("Anime", "Male", "PrefectPony"),
        ("Anime", "Trans", "PrefectPony"),
        ("Realistic", "Female", "BabesYogi"),
        ("Realistic", "Male", "RealismYogi"),
        ("Realistic", "Trans", "RealismYogi"),
    ],
)
def test_spec5_image_model_choice(style: str, gender: str, model: str) -> None:
    assert image_model(style, gender) == model


@pytest.mark.parametrize(
    ("orientation", "size"),
    [
        ("portrait", (916, 1145)),
        ("4:5", (916, 1145)),
        ("landscape", (1145, 916)),
        ("5:4", (1145, 916)),
        ("16:9", (1365, 768)),
        ("1:1", (1024, 1024)),
        ("9:16", (768, 1365)),
    ],
)
def test_spec9_image_sizes(orientation: str, size: tuple[int, int]) -> None:
    assert image_size(orientation) == size  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("width", "height", "orientation"),
    [
        (1000, 800, "portrait"),  # rule 1, the special case
        (1024, 1000, "1:1"),  # rule 2: within 50
        (700, 749, "1:1"),
        (916, 1145, "portrait"),  # rule 3: exact known sizes
        (1145, 916, "landscape"),
        (1365, 768, "16:9"),
        (768, 1365, "9:16"),
        (1200, 1000, "landscape"),  # rule 4: ratio 1.2
        (1700, 1000, "16:9"),  # ratio 1.7
        (1690, 1000, "landscape"),
        (800, 1000, "portrait"),  # ratio 0.8
        (600, 1000, "9:16"),  # ratio 0.6
        (610, 1000, "portrait"),
        (1050, 1000, "1:1"),  # within 50 again
        (1080, 1000, "1:1"),  # ratio 1.08: neither above 1.1 nor below 0.9
    ],
)
def test_spec5_orientation_from_pixel_size(width: int, height: int, orientation: str) -> None:
    assert orientation_of(width, height) == orientation


def test_every_spec9_size_reads_back_as_an_orientation_of_that_size() -> None:
    for size in IMAGE_SIZES.values():
        assert image_size(orientation_of(*size)) == size
