"""Issue 9: `nocturne moderation check FILE`, the live pipeline over a JSON-lines file.

ARCHITECTURE 5 safety policy and spec 8 reasons: one verdict line per input line, with the reason
and the rule that fired; the configured classifier runs after the rules; the operator's lexicon
folder extends the built-in lists."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
import respx
from typer.testing import CliRunner

from nocturne import cli
from nocturne.config import Settings
from nocturne.moderation.check_cli import check_lines

INPUT = [
    {"text": "she is 14 and horny"},
    {"text": "she is 24 and horny", "context": "message"},
    {"text": "sex with my dog", "context": "image-prompt"},
    {"text": "Lily. Age: 15.", "context": "character"},
]


def _settings(tmp_path: Path, **extra: Any) -> Settings:
    return Settings(
        DATABASE_URL=f"sqlite+aiosqlite:///{tmp_path / 'cli.db'}",
        DATA_DIR=tmp_path,
        SECRET_KEY="test-secret-key",
        APP_ENV="test",
        LLM_EMBEDDED=False,
        **extra,
    )


def _run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], stdin: str = ""
) -> tuple[int, list]:
    monkeypatch.setattr(cli, "get_settings", lambda: _settings(tmp_path))
    result = CliRunner().invoke(cli.app, ["moderation", "check", *args], input=stdin)
    lines = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    return result.exit_code, lines


def test_issue9_check_writes_one_verdict_per_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = tmp_path / "set.jsonl"
    source.write_text("\n".join(json.dumps(row) for row in INPUT) + "\n")
    code, lines = _run(tmp_path, monkeypatch, [str(source)])
    assert code == 0
    assert lines == [
        {"verdict": "block", "reason": "prohibited", "rule": "minor-age", "source": "rules"},
        {"verdict": "allow", "reason": None, "rule": None, "source": None},
        {"verdict": "block", "reason": "prohibited-bestiality", "rule": "animal-sexual", "source": "rules"},
        {"verdict": "block", "reason": "prohibited", "rule": "minor-age", "source": "rules"},
    ]


def test_issue9_check_reads_stdin_and_reports_bad_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    stdin = '{"text": "hello"}\nnot json\n{"text": "hi", "context": "diary"}\n'
    code, lines = _run(tmp_path, monkeypatch, ["-"], stdin)
    assert code == 1  # malformed lines make the run fail, after every line was answered
    assert lines[0]["verdict"] == "allow"
    assert lines[1] == {"verdict": None, "error": "line 2: not valid JSON (Expecting value)"}
    assert lines[2]["error"].startswith("line 3: unknown context 'diary'; use one of message, character")


def test_issue9_check_names_a_missing_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "get_settings", lambda: _settings(tmp_path))
    result = CliRunner().invoke(cli.app, ["moderation", "check", str(tmp_path / "none.jsonl")])
    assert result.exit_code == 2
    assert "Cannot read" in result.output


async def test_issue9_check_uses_the_operators_lexicons_and_policy(tmp_path: Path) -> None:
    """An operator tries a lexicon change before deploying it: MODERATION_LEXICON_DIR extends the lists."""
    extra = tmp_path / "lexicons"
    extra.mkdir()
    (extra / "house.json").write_text(json.dumps({"hard_minor": ["smolbean"]}))
    lines = ['{"text": "write a smolbean scene"}', '{"text": "an anthro wolf fucks her"}']
    plain, custom = io.StringIO(), io.StringIO()
    await check_lines(lines, plain, _settings(tmp_path))
    await check_lines(
        lines, custom, _settings(tmp_path, MODERATION_LEXICON_DIR=extra, MODERATION_ALLOW_ANTHRO=False)
    )
    assert [json.loads(x)["verdict"] for x in plain.getvalue().splitlines()] == ["allow", "allow"]
    first, second = (json.loads(x) for x in custom.getvalue().splitlines())
    assert (first["verdict"], first["rule"]) == ("block", "hard-minor-term")
    assert (second["reason"], second["rule"]) == ("prohibited-bestiality", "anthro-policy")


async def test_issue9_check_runs_the_configured_classifier(tmp_path: Path) -> None:
    """Same pipeline as the live paths: what the rules let through goes to the classifier."""
    base = "https://moderation.test/v1"
    body = {
        "id": "modr-1",
        "model": "omni-moderation-latest",
        "results": [
            {"flagged": True, "categories": {}, "category_scores": {"sexual": 0.9, "sexual/minors": 0.97}}
        ],
    }
    out = io.StringIO()
    with respx.mock() as mock:
        route = mock.post(f"{base}/moderations").respond(json=body)
        settings = _settings(tmp_path, MODERATION_OPENAI_API_KEY="sk-test", MODERATION_OPENAI_BASE_URL=base)
        await check_lines(['{"text": "an innocent looking text"}'], out, settings)
    assert route.called
    assert json.loads(out.getvalue()) == {
        "verdict": "block",
        "reason": "openai:sexual-minors",
        "rule": None,
        "source": "classifier",
    }
