"""Local experiments (issue 13, used without PostHog): definitions from catalog/experiments.json, validated
when read, and a stable assignment by hashing: the same id always gets the same variant, and over many ids
the variants come out in proportion to their weights."""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError, model_validator


class Variant(BaseModel):
    name: str = Field(pattern=r"^[a-z0-9][a-z0-9_-]{0,39}$")
    weight: int = Field(gt=0, le=10_000)


class Experiment(BaseModel):
    key: str = Field(pattern=r"^[a-z0-9][a-z0-9_-]{0,63}$")
    description: str = ""
    enabled: bool = True
    # The first variant is the control: what a viewer who cannot be assigned (no id) sees.
    variants: list[Variant] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique_variants(self) -> Experiment:
        names = [v.name for v in self.variants]
        if len(set(names)) != len(names):
            raise ValueError(f"experiment {self.key!r} names a variant twice")
        return self


class ExperimentFile(BaseModel):
    experiments: list[Experiment]

    @model_validator(mode="after")
    def _unique_keys(self) -> ExperimentFile:
        keys = [e.key for e in self.experiments]
        if len(set(keys)) != len(keys):
            raise ValueError("two experiments share a key")
        return self


class ExperimentFileError(Exception):
    pass


def load(path: Path) -> list[Experiment]:
    """The definitions in the file (an absent file means no experiments); a broken file is an error that
    names the file and what is wrong, not a silent default."""
    try:
        mtime = path.stat().st_mtime_ns
    except FileNotFoundError:
        return []
    return list(_load(path, mtime))


@lru_cache(maxsize=8)
def _load(path: Path, _mtime: int) -> tuple[Experiment, ...]:
    try:
        parsed = ExperimentFile.model_validate(json.loads(path.read_text()))
    except (ValueError, ValidationError) as exc:
        raise ExperimentFileError(f"{path}: {exc}") from exc
    return tuple(parsed.experiments)


def bucket(key: str, subject: str) -> float:
    """A number in [0, 1) from the experiment key and the viewer's id: uniform, and the same every time."""
    digest = hashlib.sha256(f"{key}:{subject}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def assign(experiment: Experiment, subject: str | None) -> str:
    if subject is None:
        return experiment.variants[0].name
    point = bucket(experiment.key, subject) * sum(v.weight for v in experiment.variants)
    for variant in experiment.variants:
        if point < variant.weight:
            return variant.name
        point -= variant.weight
    return experiment.variants[-1].name


def assignments(experiments: list[Experiment], subject: str | None) -> dict[str, str]:
    """{key: variant} of the enabled experiments for one viewer."""
    return {e.key: assign(e, subject) for e in experiments if e.enabled}
