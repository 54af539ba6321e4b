"""The moderation development set (issue 9): loading, validation and measurement.

The set lives in nocturne/moderation/devset/*.jsonl (shipped with the package: the text model learns from it), one labelled text per line:
    {"text", "label": "block"|"allow", "reason": "prohibited"|"prohibited-bestiality"|null,
     "category", "language", "path": "message"|"character"|"persona"|"image-prompt", "note"}
Every block pattern has a near-miss allow twin of the same shape (an adult, a non-sexual mention,
a negation), so the set measures false positives as well as recall.

Run `python -m tests.moderation.devset_data` (from server/) to print the measured table per path and
the floors to paste into test_devset.py after a deliberate change of the rules; with
`--first-contact [--layered] FILE...` it measures a new set written blind (kept outside devset/ until
measured), by the rules alone or, with --layered, by the rules and the text model.
"""

from __future__ import annotations

import json
import math
import sys
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

DEVSET_DIR = Path(__file__).parents[2] / "nocturne" / "moderation" / "devset"
LABELS = ("block", "allow")
REASONS = ("prohibited", "prohibited-bestiality")
LANGUAGES = ("en", "es", "de", "fr", "pt", "ru", "ja")
PATHS = ("message", "character", "persona", "image-prompt")
FIELDS = ("text", "label", "reason", "category", "language", "path", "note")

# The day the set was written: birth years ("born in 2011") are labelled against it, so runs pin
# the clock here and the labels stay true in later years.
DEVSET_DATE = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)

# How a run chooses the path for each text: "own" uses the path the text was written for; the
# other modes run every text on that path ("both paths" = message and character).
MODES = ("own", "message", "character")


class DevsetError(ValueError):
    """A malformed line in the development set; the message starts with file:line."""


@dataclass(frozen=True, slots=True)
class Sample:
    text: str
    label: str
    reason: str | None
    category: str
    language: str
    path: str
    note: str
    source: str  # "file.jsonl:line", for failure reports

    @property
    def blocked(self) -> bool:
        return self.label == "block"


def _sample(raw: Any, where: str) -> Sample:
    """Validate one decoded line; every problem names the file and line."""
    if not isinstance(raw, dict):
        raise DevsetError(f"{where}: expected a JSON object, got {type(raw).__name__}")
    missing = [name for name in FIELDS if name not in raw]
    extra = sorted(set(raw) - set(FIELDS))
    if missing or extra:
        raise DevsetError(f"{where}: missing fields {missing}, unknown fields {extra}")
    for name in ("text", "category", "note"):
        if not isinstance(raw[name], str) or not raw[name].strip():
            raise DevsetError(f"{where}: '{name}' must be a non-empty string")
    checks = (("label", LABELS), ("language", LANGUAGES), ("path", PATHS))
    for name, allowed in checks:
        if raw[name] not in allowed:
            raise DevsetError(f"{where}: '{name}' is {raw[name]!r}, expected one of {list(allowed)}")
    if raw["label"] == "block" and raw["reason"] not in REASONS:
        raise DevsetError(f"{where}: a block needs 'reason' in {list(REASONS)}, got {raw['reason']!r}")
    if raw["label"] == "allow" and raw["reason"] is not None:
        raise DevsetError(f"{where}: an allow has 'reason': null, got {raw['reason']!r}")
    return Sample(**{name: raw[name] for name in FIELDS}, source=where)


def load_file(path: Path) -> list[Sample]:
    samples = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        where = f"{path.name}:{number}"
        if not line.strip():
            raise DevsetError(f"{where}: empty line")
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as error:
            raise DevsetError(f"{where}: not valid JSON ({error.msg} at column {error.colno})") from None
        samples.append(_sample(raw, where))
    return samples


def load_devset(directory: Path = DEVSET_DIR) -> list[Sample]:
    """Every sample of every devset/*.jsonl file, in file order; a text may appear only once."""
    files = sorted(directory.glob("*.jsonl"))
    if not files:
        raise DevsetError(f"{directory}: no .jsonl files")
    samples = [sample for path in files for sample in load_file(path)]
    seen: dict[str, str] = {}
    for sample in samples:
        if sample.text in seen:
            raise DevsetError(f"{sample.source}: the same text as {seen[sample.text]}")
        seen[sample.text] = sample.source
    return samples


@contextmanager
def at_devset_date() -> Iterator[None]:
    """Move nocturne's clock to DEVSET_DATE for the duration, then back."""
    from nocturne.kit import clock

    delta = DEVSET_DATE - clock.utcnow()
    clock.travel(delta)
    try:
        yield
    finally:
        clock.travel(-delta)


# --- measurement ----------------------------------------------------------------------------------

Checker = Callable[[str, str], tuple[bool, str | None]]  # (text, path) -> (flagged, reason)


def rules_checker(text: str, path: str) -> tuple[bool, str | None]:
    """The offline rules, as the live paths call them."""
    from nocturne.moderation.rules import check_text

    verdict = check_text(text, context=path)  # type: ignore[arg-type]
    return verdict.flagged, verdict.reason


def layered_checker(data_dir: Path | None = None) -> Checker:
    """The offline layers as the live paths run them (rules, then the text model trained on the
    labelled set; ModerationService.offline), with default settings. Only honest on texts the model
    did not learn from: a new blind set, or a held-out part of the set (test_text_model.py)."""
    import tempfile

    from nocturne.config import Settings
    from nocturne.moderation.service import ModerationService, policy_of
    from nocturne.moderation.text_model_store import text_model_for

    settings = Settings(DATA_DIR=data_dir or Path(tempfile.mkdtemp()))
    model = text_model_for(settings, policy_of(settings))
    service = ModerationService(None, settings, None, None, model)  # type: ignore[arg-type]

    def check(text: str, path: str) -> tuple[bool, str | None]:
        decision, _ = service.offline(text, path)  # type: ignore[arg-type]
        return decision.blocked, decision.reason

    return check


@dataclass
class Score:
    """Outcomes of one category on one path."""

    blocks: int = 0
    caught: int = 0  # blocked with the right reason
    allows: int = 0
    false_positives: int = 0
    missed: list[tuple[Sample, str]] = field(default_factory=list)  # (sample, what happened)

    @property
    def recall(self) -> float:
        return self.caught / self.blocks if self.blocks else 1.0

    @property
    def fp_rate(self) -> float:
        return self.false_positives / self.allows if self.allows else 0.0


TOTAL = "TOTAL"
TOTAL_FP_TARGET = 0.03  # issue 9: false positives at most 3 % on each path


def measure(samples: Iterable[Sample], mode: str, check: Checker = rules_checker) -> dict[str, Score]:
    """Scores per category, plus TOTAL, running each text on the path the mode picks."""
    scores: dict[str, Score] = defaultdict(Score)
    for sample in samples:
        flagged, reason = check(sample.text, sample.path if mode == "own" else mode)
        for score in (scores[sample.category], scores[TOTAL]):
            if sample.blocked:
                score.blocks += 1
                if flagged and reason == sample.reason:
                    score.caught += 1
                else:
                    score.missed.append((sample, f"got {reason}" if flagged else "allowed"))
            else:
                score.allows += 1
                if flagged:
                    score.false_positives += 1
                    score.missed.append((sample, f"flagged {reason}"))
    return dict(scores)


def floor_5(value: float) -> float:
    """Round down to the nearest 5 % (a floor never above what passes)."""
    return math.floor(value * 20 + 1e-9) / 20


def ceil_5(value: float) -> float:
    """Round up to the nearest 5 % (a ceiling never below what passes)."""
    return math.ceil(value * 20 - 1e-9) / 20


def table(scores: dict[str, Score], show_missed: bool = True, limit: int = 100) -> str:
    """A compact report: recall and FP per category, then the texts that went wrong."""
    lines = [f"{'category':28} {'recall':>14} {'false pos':>14}"]
    for name in sorted(scores, key=lambda n: (n == TOTAL, n)):
        s = scores[name]
        lines.append(
            f"{name:28} {s.caught:>4}/{s.blocks:<4} {s.recall:>5.0%} {s.false_positives:>4}/{s.allows:<4} {s.fp_rate:>5.0%}"
        )
    if show_missed:
        missed = scores[TOTAL].missed if TOTAL in scores else []
        lines.append(f"--- {len(missed)} wrong (first {min(limit, len(missed))}) ---")
        for sample, what in missed[:limit]:
            text = sample.text.replace("\n", " ")
            text = text if len(text) <= 110 else text[:60] + " … " + text[-45:]
            lines.append(f"{sample.source:28} {sample.label:5} {what:28} {text}")
    return "\n".join(lines)


def suggested_floors(per_mode: dict[str, dict[str, Score]]) -> str:
    """The FLOORS literal for test_devset.py: recall rounded down, FP rounded up, to 5 %; the total
    false-positive ceiling is the issue's 3 % target while the rules are within it."""
    out = ["FLOORS: dict[str, dict[str, tuple[float, float]]] = {"]
    for mode, scores in per_mode.items():
        out.append(f"    {mode!r}: {{")
        for name in sorted(scores, key=lambda n: (n == TOTAL, n)):
            s = scores[name]
            fp_ceiling = ceil_5(s.fp_rate)
            if name == TOTAL and s.fp_rate <= TOTAL_FP_TARGET:
                fp_ceiling = TOTAL_FP_TARGET  # 5 % steps are too coarse for the whole set
            out.append(f"        {name!r}: ({floor_5(s.recall)}, {fp_ceiling}),")
        out.append("    },")
    out.append("}")
    return "\n".join(out)


def first_contact(paths: list[Path], check: Checker = rules_checker) -> None:
    """A new set written blind, measured before any change for it: recall and false positives on the
    chat and character paths, with what was missed (the figures the README's blind table records)."""
    samples = [s for p in paths for s in load_file(p)]
    with at_devset_date():
        for mode in ("message", "character"):
            scores = measure(samples, mode, check)
            sys.stdout.write(f"=== path: {mode} ===\n{table(scores, show_missed=True)}\n")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--first-contact"]:
        # --layered: the rules and the text model, as the live paths run them; otherwise the rules alone.
        layered = "--layered" in sys.argv
        names = [name for name in sys.argv[2:] if name != "--layered"]
        first_contact([Path(name) for name in names], layered_checker() if layered else rules_checker)
        sys.exit(0)
    devset = load_devset()
    with at_devset_date():
        measured = {mode: measure(devset, mode) for mode in MODES}
    for mode, scores in measured.items():
        sys.stdout.write(f"=== path: {mode} ===\n{table(scores, show_missed=False)}\n")
    sys.stdout.write(suggested_floors(measured) + "\n")
