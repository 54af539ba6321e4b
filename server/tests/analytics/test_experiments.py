"""Local experiments (issue 13, spec 1 Analytics: experiments without PostHog): definitions validated on
load, a stable per-user or per-browser assignment by hashing, in proportion to the weights."""

from __future__ import annotations

import json
import uuid
from collections import Counter
from pathlib import Path

import httpx
import pytest

from nocturne.analytics import experiments
from nocturne.analytics.experiments import Experiment, ExperimentFileError, Variant
from nocturne.config import REPO_ROOT
from tests.helpers import signup

THREE = Experiment(
    key="pricing-copy",
    variants=[
        Variant(name="control", weight=1),
        Variant(name="short", weight=2),
        Variant(name="long", weight=7),
    ],
)


def test_same_id_same_variant() -> None:
    for i in range(200):
        subject = f"user-{i}"
        assert len({experiments.assign(THREE, subject) for _ in range(5)}) == 1


def test_assignment_differs_between_experiments() -> None:
    other = THREE.model_copy(update={"key": "other"})
    same = sum(experiments.assign(THREE, str(i)) == experiments.assign(other, str(i)) for i in range(2000))
    assert same < 2000 * 0.7  # independent keys: agreement near 1*0.1²+0.2²+0.7² = 0.54, not 1


def test_distribution_matches_the_weights() -> None:
    n = 20_000
    counts = Counter(experiments.assign(THREE, str(uuid.UUID(int=i))) for i in range(n))
    for name, share in (("control", 0.1), ("short", 0.2), ("long", 0.7)):
        # Binomial standard deviation at n=20000 is at most 0.0035; 0.015 is over four of them.
        assert abs(counts[name] / n - share) < 0.015, counts


def test_without_an_id_the_control() -> None:
    assert experiments.assign(THREE, None) == "control"


def test_disabled_experiments_are_left_out() -> None:
    off = THREE.model_copy(update={"enabled": False})
    assert experiments.assignments([off, THREE.model_copy(update={"key": "on"})], "x").keys() == {"on"}


def test_the_shipped_file_loads() -> None:
    loaded = experiments.load(REPO_ROOT / "catalog" / "experiments.json")
    assert "home-cta" in {e.key for e in loaded}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"experiments": [{"key": "a", "variants": []}]}, "at least 1 item"),
        ({"experiments": [{"key": "a", "variants": [{"name": "x", "weight": 0}]}]}, "greater than 0"),
        (
            {
                "experiments": [
                    {"key": "a", "variants": [{"name": "x", "weight": 1}, {"name": "x", "weight": 1}]}
                ]
            },
            "twice",
        ),
        ({"experiments": [{"key": "a", "variants": [{"name": "x", "weight": 1}]}] * 2}, "share a key"),
        ({"experiments": [{"key": "Bad Key", "variants": [{"name": "x", "weight": 1}]}]}, "pattern"),
    ],
)
def test_a_broken_file_is_an_error_that_says_what(tmp_path: Path, data: dict, message: str) -> None:
    path = tmp_path / "experiments.json"
    path.write_text(json.dumps(data))
    with pytest.raises(ExperimentFileError, match=message):
        experiments.load(path)


def test_no_file_means_no_experiments(tmp_path: Path) -> None:
    assert experiments.load(tmp_path / "absent.json") == []


async def test_endpoint_assigns_by_browser_then_by_user(
    app: object, client: httpx.AsyncClient, tmp_path: Path
) -> None:
    path = tmp_path / "experiments.json"
    path.write_text(json.dumps({"experiments": [THREE.model_dump()]}))
    app.state.settings.experiments_file = path  # type: ignore[attr-defined]
    assert (await client.get("/api/experiments")).json() == {"pricing-copy": "control"}
    by_browser = (await client.get("/api/experiments", params={"anonymousId": "browser-12345"})).json()
    assert by_browser == {"pricing-copy": experiments.assign(THREE, "browser-12345")}
    assert (await client.get("/api/experiments", params={"anonymousId": "no good"})).status_code == 400
    info = await signup(client)
    mine = (await client.get("/api/experiments", params={"anonymousId": "browser-12345"})).json()
    assert mine == {"pricing-copy": experiments.assign(THREE, info["user"]["id"])}
