"""Benchmark: the offline moderation rules (issue 9) on the development set, and their cost.

Prints, for the chat path (every text checked as a message), the character path (every text checked
as a character definition) and each text's own path:
- recall (blocked with the right spec 8 reason) and false-positive rate, by category and by language;
- the time per message for a 2,000-character role-play message: median and p99 of the rules
  (check_text), against baselines measured in the same run and on the same text: one plain regex
  scan for the lexicons' words (what a keyword filter costs) and, when git can show it, the rules
  as they were before issue 9 (commit e9f07df). They alternate, so a drift in the machine's speed
  weighs on all alike; the ratios are the figures to compare across machines. The old rules' recall
  and false positives on the set are printed too;
- the same for the rules and the text model together (ModerationService.offline), as the live paths run;
- the cost growth on adversarial repetitions (N and 2N copies of a two-sentence text): a ratio near 2
  is linear;
- the text model alone on the blind sets, each fold scored by a model trained without it.

    .venv/bin/python bench/moderation.py [--runs 2000]

Targets: recall >= 97 % with the right reason and false positives <= 3 % on the chat and character
paths; a median under 2 ms for the 2,000-character message.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "server"))

from nocturne.config import Settings
from nocturne.moderation.lexicon import load
from nocturne.moderation.rules import check_text, rules_for
from nocturne.moderation.service import ModerationService, policy_of
from nocturne.moderation.text_model_store import (
    labelled_files,
    read_examples,
    text_model_for,
)
from nocturne.moderation.text_model_train import train

DEVSET = ROOT / "server" / "nocturne" / "moderation" / "devset"
PATHS = {"message": "message", "character": "character", "own": None}
MESSAGE_CHARS = 2000
LEGACY_COMMIT = "e9f07df"  # the offline rules before issue 9


def legacy_check() -> Callable[..., object] | None:
    """The pre-issue-9 check_text, loaded from git into a throwaway module (None without git)."""
    folder = Path(tempfile.mkdtemp(prefix="legacy-rules-"))
    try:
        for name in ("rules", "terms"):
            source = subprocess.run(
                [
                    "git",
                    "show",
                    f"{LEGACY_COMMIT}:server/nocturne/moderation/{name}.py",
                ],
                cwd=ROOT,
                capture_output=True,
                text=True,
                check=True,
            ).stdout
            source = source.replace(
                "from nocturne.moderation import terms", "import legacy_terms as terms"
            )
            (folder / f"legacy_{name}.py").write_text(source)
    except (OSError, subprocess.CalledProcessError):
        return None
    sys.path.insert(0, str(folder))
    spec = importlib.util.spec_from_file_location(
        "legacy_rules", folder / "legacy_rules.py"
    )
    if spec is None or spec.loader is None:
        return None
    module = importlib.util.module_from_spec(spec)
    sys.modules["legacy_rules"] = module
    spec.loader.exec_module(module)
    check: Callable[..., object] = module.check_text
    return check


def load_devset() -> list[dict]:
    rows = []
    for path in sorted(DEVSET.glob("*.jsonl")):
        for number, line in enumerate(
            path.read_text(encoding="utf-8").splitlines(), start=1
        ):
            if line.strip():
                row = json.loads(line)
                row["source"] = f"{path.name}:{number}"
                rows.append(row)
    return rows


def score(
    rows: list[dict], path: str | None, check: Callable[..., Any] = check_text
) -> tuple[dict, list[str]]:
    """{(dimension, name): [caught, blocks, false positives, allows]} and the misses."""
    counts: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    misses = []
    for row in rows:
        context = path or row["path"]
        verdict = check(row["text"], context=context)
        keys = [
            ("category", row["category"]),
            ("language", row["language"]),
            ("total", "TOTAL"),
        ]
        for key in keys:
            if row["label"] == "block":
                counts[key][1] += 1
                counts[key][0] += verdict.flagged and verdict.reason == row["reason"]
            else:
                counts[key][3] += 1
                counts[key][2] += verdict.flagged
        right = verdict.flagged == (row["label"] == "block") and (
            not verdict.flagged or verdict.reason == row["reason"]
        )
        if not right:
            rule = getattr(verdict, "rule", None)  # the old rules had no rule names
            misses.append(
                f"  {row['label']:5} {row['source']:34} rule={rule} {row['text'][:90]!r}"
            )
    return counts, misses


def print_table(counts: dict, dimension: str) -> None:
    print(f"{dimension:30} {'recall':>16} {'false positives':>18}")
    for (dim, name), (caught, blocks, fps, allows) in sorted(counts.items()):
        if dim != dimension and not (dim == "total" and dimension == "language"):
            continue
        recall = f"{caught}/{blocks} {caught / blocks:6.1%}" if blocks else "-"
        fp = f"{fps}/{allows} {fps / allows:6.1%}" if allows else "-"
        print(f"  {name:28} {recall:>16} {fp:>18}")


def long_message(rows: list[dict]) -> str:
    """A realistic adult role-play message of 2,000 characters (allowed texts of the set)."""
    texts = [
        r["text"]
        for r in rows
        if r["label"] == "allow" and r["category"].startswith("long-roleplay")
    ]
    text = " ".join(texts)
    while len(text) < MESSAGE_CHARS:
        text += " " + text
    return text[:MESSAGE_CHARS]


def baseline_pattern() -> re.Pattern[str]:
    """One case-insensitive alternation of the lexicons' plain words: a keyword filter's cost."""
    lexicon = load()
    words = {
        w.rstrip("*")
        for key in (
            "hard_minor",
            "minor",
            "school",
            "animal",
            "hard_bestiality",
            "sexual",
        )
        for w in lexicon.lists.get(key, [])
    }
    alternation = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(r"\b(?:" + alternation + r")", re.IGNORECASE)


def timings(
    text: str, runs: int, legacy: Callable[..., object] | None
) -> dict[str, tuple[list[float], list[float]]]:
    """(wall ms, CPU ms) per check of the text, the contenders interleaved run by run.

    The rules keep the readings (the normalised text) of the last text they saw, for the text model to
    reuse; a live message is new each time, so the rules read the text and a copy with one more space
    in turn, and each check pays for normalising it."""
    pattern = baseline_pattern()
    texts = (text, text + " ")
    turn = [0]

    def fresh() -> str:
        turn[0] ^= 1
        return texts[turn[0]]

    contenders: dict[str, Callable[[], object]] = {
        "rules (check_text)": lambda: check_text(fresh()),
        "baseline regex scan": lambda: pattern.findall(text),
    }
    if legacy is not None:
        contenders[f"old rules ({LEGACY_COMMIT})"] = lambda: legacy(
            text, context="message"
        )
    layered = layered_service()
    contenders["rules + text model"] = lambda: layered.offline(fresh(), "message")
    results: dict[str, tuple[list[float], list[float]]] = {
        name: ([], []) for name in contenders
    }
    for call in contenders.values():
        call()  # warm the caches (lexicon compile)
    for _ in range(runs):
        for name, call in contenders.items():
            start, cpu = time.perf_counter_ns(), time.thread_time_ns()
            call()
            results[name][0].append((time.perf_counter_ns() - start) / 1e6)
            results[name][1].append((time.thread_time_ns() - cpu) / 1e6)
    return results


# Adversarial repetitions of two-sentence texts (the family path, a pet beside adult sex): the cost must
# grow with the length, so twice the text may cost about twice the time, not four times.
SCALING_TEXTS = {
    "family": "My daughter is 14. My wife and I have sex every night. ",
    "family (German)": "Meine Tochter ist 14. Mein Mann und ich haben Sex. ",
    "a child someone has": "A mom with a 16-year-old son fucks her neighbour. ",
    "a pet present": "We walked the dog. Then we had sex. ",
    # blind-k: reports and safety lessons (plain_sentences.py), in one long sentence, so each is
    # read beside the others.
    "a report": "man arrested for child porn, police say, and ",
    "a lesson": "how do I teach my 6 year old that nobody can touch her private parts and ",
    # "more than a pet" wished of an animal (animals.AnimalRules._more_than_a_pet): every phrase in a
    # sentence with a wish, and an animal just out of its window.
    "more than a pet": "I want my dog to walk in the big green park every day, she is more than a pet and ",
}
SCALING_REPEATS = (400, 800)


def scaling() -> None:
    """CPU time of check_text on N and 2N repetitions, best of three; the ratio shows the growth."""
    print(
        f"\n=== cost growth: {SCALING_REPEATS[0]} and {SCALING_REPEATS[1]} repetitions (CPU, best of 3)"
    )
    for name, unit in SCALING_TEXTS.items():
        times = []
        for repeats in SCALING_REPEATS:
            text = unit * repeats
            best = float("inf")
            for _ in range(3):
                cpu = time.thread_time_ns()
                check_text(text)
                best = min(best, (time.thread_time_ns() - cpu) / 1e6)
            times.append(best)
        print(
            f"  {name:22} {len(unit) * SCALING_REPEATS[0]:>7} chars {times[0]:8.1f} ms   "
            f"{len(unit) * SCALING_REPEATS[1]:>7} chars {times[1]:8.1f} ms   ratio {times[1] / times[0]:.2f}"
        )


def layered_service() -> ModerationService:
    """The offline layers as the live paths run them: the rules, then the text model."""
    settings = Settings(DATA_DIR=Path(tempfile.mkdtemp(prefix="bench-model-")))
    model = text_model_for(settings, policy_of(settings))
    return ModerationService(None, settings, None, None, model)  # type: ignore[arg-type]


FOLDS = 5


def held_out_folds() -> None:
    """The text model on blind sets it did not learn from: the blind-* files in FOLDS groups, each
    scored by a model trained on everything else. (Its figures on texts it learned from say nothing.)"""
    files = labelled_files()
    blind = [f for f in files if f.name.startswith("blind-")]
    policy = policy_of(Settings())
    reader = rules_for(policy)
    totals = {threshold: [0, 0, 0, 0] for threshold in (0.5, 0.8)}
    for fold in range(FOLDS):
        held = blind[fold::FOLDS]
        model = train(read_examples([f for f in files if f not in held], policy))
        for path in held:
            for line in path.read_text(encoding="utf-8").splitlines():
                row = json.loads(line)
                score = model.score(reader.readings(row["text"])[0])
                for threshold, counts in totals.items():
                    flagged = score.block > threshold
                    if row["label"] == "block":
                        counts[0] += flagged and score.reason == row["reason"]
                        counts[1] += 1
                    else:
                        counts[2] += flagged
                        counts[3] += 1
    print(f"\n=== text model alone, {len(blind)} blind sets held out in {FOLDS} folds")
    for threshold, (caught, blocks, fps, allows) in totals.items():
        print(
            f"  score above {threshold}: recall {caught}/{blocks} = {caught / blocks:.1%},"
            f" false positives {fps}/{allows} = {fps / allows:.1%}"
        )


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--runs", type=int, default=2000, help="timed checks of the long message"
    )
    parser.add_argument(
        "--misses", action="store_true", help="list every wrong verdict"
    )
    parser.add_argument(
        "--no-folds",
        action="store_true",
        help="skip training the text model per held-out fold",
    )
    args = parser.parse_args()
    rows = load_devset()
    print(f"development set: {len(rows)} texts in {DEVSET.relative_to(ROOT)}")
    for label, path in PATHS.items():
        counts, misses = score(rows, path)
        caught, blocks, fps, allows = counts[("total", "TOTAL")]
        print(
            f"\n=== path {label}: recall {caught}/{blocks} = {caught / blocks:.1%}, "
            f"false positives {fps}/{allows} = {fps / allows:.1%}"
        )
        print_table(counts, "category")
        print_table(counts, "language")
        if args.misses and misses:
            print("wrong verdicts:")
            print("\n".join(misses))
    legacy = legacy_check()
    if legacy is not None:
        for label in ("message", "character"):
            counts, _ = score(rows, label, legacy)
            caught, blocks, fps, allows = counts[("total", "TOTAL")]
            print(
                f"\nold rules ({LEGACY_COMMIT}), path {label}: recall {caught}/{blocks} = {caught / blocks:.1%},"
                f" false positives {fps}/{allows} = {fps / allows:.1%}"
            )
    text = long_message(rows)
    results = timings(text, args.runs, legacy)
    load_avg = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"\n=== time per {len(text)}-character message, {args.runs} runs (load average {load_avg:.1f})"
    )
    print(
        "  wall: elapsed time; cpu: this thread's CPU time, which a busy machine inflates less"
    )
    for name, (wall, cpu) in results.items():
        print(
            f"  {name:22} wall median {statistics.median(wall):7.3f} ms  p99 {p99(wall):7.3f} ms"
            f"   cpu median {statistics.median(cpu):7.3f} ms  p99 {p99(cpu):7.3f} ms"
        )
    ours_wall, ours_cpu = (statistics.median(v) for v in results["rules (check_text)"])
    for name, (wall, cpu) in list(results.items())[1:]:
        print(
            f"  ratio rules / {name}: wall {ours_wall / statistics.median(wall):.2f}x,"
            f" cpu {ours_cpu / statistics.median(cpu):.2f}x (medians)"
        )
    scaling()
    if not args.no_folds:
        held_out_folds()


if __name__ == "__main__":
    main()
