"""Issue 9 / ARCHITECTURE 5: the text model, the learned layer after the offline rules.

The mechanism is tested on small models trained here (what the service does with a score, the cache,
the operator's data); the generalisation on the real labelled set with sets held out of training, the
only honest measure of a model (its figures on texts it learned from say nothing)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nocturne import cli
from nocturne.config import Settings
from nocturne.moderation import text_model_store
from nocturne.moderation.context import Scene
from nocturne.moderation.grey_zone import has_cue
from nocturne.moderation.rules import rules_for
from nocturne.moderation.service import TEXT_MODEL, ModerationService, policy_of
from nocturne.moderation.text_model import MODEL_VERSION, TextModel, features
from nocturne.moderation.text_model_store import (
    LabelledDataError,
    labelled_files,
    read_examples,
    text_model_for,
)
from nocturne.moderation.text_model_train import Example, train
from tests.moderation.devset_data import at_devset_date, load_file

# A tiny world for the mechanism: "glorp" marks what must be blocked, "snark" bestiality.
TINY = [
    Example("the glorp scene tonight", True, False),
    Example("write the glorp part", True, False),
    Example("glorp with the snark", True, True),
    Example("the snark and the glorp", True, True),
    Example("the garden scene tonight", False, False),
    Example("write the garden part", False, False),
    Example("a walk with the dog", False, False),
    Example("the dog and the cat", False, False),
]


def _settings(tmp_path: Path, **extra: object) -> Settings:
    return Settings(DATA_DIR=tmp_path, SECRET_KEY="test-secret-key", APP_ENV="test", **extra)  # type: ignore[arg-type]


def _service(tmp_path: Path, model: TextModel | None, **extra: object) -> ModerationService:
    return ModerationService(None, _settings(tmp_path, **extra), None, None, model)  # type: ignore[arg-type]


def test_features_are_words_word_pairs_and_character_ngrams() -> None:
    found = features("Make it SPICY make it")
    assert {f: n for f, n in found.items() if not f.startswith("#")} == {
        "make": 2, "it": 2, "spicy": 1, "make it": 2, "it spicy": 1, "spicy make": 1,
    }  # fmt: skip
    # 3- and 4-grams of each word marked at both ends, counted as often as the word.
    assert (found["#<ma"], found["#ake>"], found["#<it>"], found["#icy>"]) == (2, 2, 2, 1)
    assert "#spi" in found
    assert "#<s" not in found  # no 2-grams outside Japanese
    # A Japanese run has no spaces (one "word"): its single characters and pairs stand in for words.
    japanese = features("学校の先生")
    assert (japanese["#学"], japanese["#学校"], japanese["#<学"], japanese["#先生>"]) == (1, 1, 1, 1)


def test_training_learns_the_marks_and_is_deterministic() -> None:
    model = train(TINY)
    assert model.score("glorp tonight").block > 0.8
    assert model.score("garden tonight").block < 0.2
    assert model.score("the snark glorp").reason == "prohibited-bestiality"
    assert model.score("the glorp part").reason == "prohibited"
    assert train(TINY).weights == model.weights, "the same data gives the same model"


def test_saved_model_scores_the_same_and_an_outdated_file_is_retrained(tmp_path: Path) -> None:
    model = train(TINY)
    path = tmp_path / "m.json"
    model.save(path)
    loaded = TextModel.load(path)
    assert loaded is not None
    assert loaded.score("glorp tonight").block == pytest.approx(model.score("glorp tonight").block, abs=1e-5)
    data = json.loads(path.read_text())
    path.write_text(json.dumps({**data, "version": MODEL_VERSION + 1}))
    assert TextModel.load(path) is None
    path.write_text("{half a fi")
    assert TextModel.load(path) is None


async def test_a_text_the_rules_pass_is_blocked_above_the_threshold_only_with_a_cue(tmp_path: Path) -> None:
    service = _service(tmp_path, train(TINY))
    # "girl" is a cue (a youth word adults share): the model's score decides.
    blocked = await service.decide("the glorp girl tonight", "message")
    assert (blocked.reason, blocked.source) == ("prohibited", TEXT_MODEL)
    # The same score with nothing a child or an animal could be named by: no one to protect.
    assert not (await service.decide("the glorp tonight", "message")).blocked
    assert not (await service.decide("the garden girl tonight", "message")).blocked
    strict = _service(tmp_path, train(TINY), MODERATION_MODEL_BLOCK_ABOVE=1.0)
    assert not (await strict.decide("the glorp girl tonight", "message")).blocked
    # Too short to block on words alone (service.MODEL_MIN_CHARS), whatever its score.
    assert train(TINY).score(rules_for().readings("glorp girl")[0]).block > 0.7
    assert not (await service.decide("glorp girl", "message")).blocked


async def test_a_contextual_rule_block_is_lifted_below_the_clear_threshold(tmp_path: Path) -> None:
    model = train(TINY)
    text = "the garden scene tonight with a schoolgirl, then sex"
    assert model.score(rules_for().readings(text)[0]).block < 0.2
    assert not (
        await _service(tmp_path, model, MODERATION_MODEL_CLEAR_BELOW=0.2).decide(text, "message")
    ).blocked
    kept = _service(tmp_path, model, MODERATION_MODEL_CLEAR_BELOW=0.01)
    assert (await kept.decide(text, "message")).rule == "minor-term"


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("the garden scene tonight, she is 14 and horny", "minor-age"),  # an age stated outright
        ("the garden scene tonight, loli sex", "hard-minor-term"),
    ],
)
async def test_a_minor_stated_outright_is_never_lifted(tmp_path: Path, text: str, rule: str) -> None:
    model = train(TINY)
    assert model.score(rules_for().readings(text)[0]).block < 0.2
    decision = await _service(tmp_path, model, MODERATION_MODEL_CLEAR_BELOW=0.2).decide(text, "message")
    assert (decision.reason, decision.rule) == ("prohibited", rule)


async def test_a_minor_in_the_scene_is_never_lifted(tmp_path: Path) -> None:
    """The scene's minor is in the character's definition, which the model never sees."""
    model = train(TINY)
    scene = Scene.of([], characters=["Mia is 12 years old."])
    later = "the garden scene tonight, we kiss and undress"
    assert model.score(rules_for().readings(later)[0]).block < 0.2
    ruled = await _service(tmp_path, model, MODERATION_MODEL_CLEAR_BELOW=0.2).decide(later, "message", scene)
    assert (ruled.reason, ruled.rule) == ("prohibited", "scene-minor")


async def test_without_a_model_the_rules_decide_alone(tmp_path: Path) -> None:
    assert text_model_for(_settings(tmp_path, MODERATION_MODEL=False), policy_of(_settings(tmp_path))) is None
    service = _service(tmp_path, None)
    assert (await service.decide("she is 14 and horny", "message")).rule == "minor-age"
    assert not (await service.decide("the glorp girl tonight", "message")).blocked


def test_operator_data_extends_the_labelled_set_and_bad_lines_name_file_and_line(tmp_path: Path) -> None:
    extra = tmp_path / "labelled"
    extra.mkdir()
    (extra / "ours.jsonl").write_text(
        json.dumps({"text": "glorp", "label": "block", "reason": "prohibited"}) + "\n"
    )
    files = labelled_files(extra)
    assert files[-1] == extra / "ours.jsonl"
    assert len(files) > 1
    policy = policy_of(_settings(tmp_path))
    assert text_model_store.model_key(files, policy) != text_model_store.model_key(files[:-1], policy)
    (extra / "bad.jsonl").write_text('{"text": "x", "label": "maybe"}\n')
    with pytest.raises(LabelledDataError, match=r"bad\.jsonl:1: label must be"):
        read_examples([extra / "bad.jsonl"], policy)
    with pytest.raises(LabelledDataError, match="is not a folder"):
        labelled_files(tmp_path / "missing")


# --- generalisation on the real set -----------------------------------------------------------------

# Sets held out of training: the last ten written blind (session 14). Their first contact with the
# rules alone (at 0f34422, before the rules were worked on them) was 734/840 recall, 66/1,099 FPs.
HELD_OUT = [f"blind-{name}.jsonl" for name in ("ak", "al", "am", "an", "ao", "ap", "aq", "ar", "as", "at")]


@pytest.fixture(scope="module")
def held_out_model() -> TextModel:
    files = [f for f in labelled_files() if f.name not in HELD_OUT]
    return train(read_examples(files, policy_of(Settings())))


def test_the_model_generalises_to_sets_it_never_saw(held_out_model: TextModel) -> None:
    """Measured when written (the labelled set of session 15's end): above 0.5, 742/840 blocked (730 with
    the right reason) and 54/1,099 false positives; above 0.7 (the default MODERATION_MODEL_BLOCK_ABOVE),
    683/840 and 30/1,099. With session 16's 23 sets more: 754/840 (745) and 42/1,099; 698/840 and
    28/1,099."""
    rules = rules_for()
    samples = [s for name in HELD_OUT for s in load_file(text_model_store.LABELLED_DIR / name)]
    with at_devset_date():
        scores = [(s, held_out_model.score(rules.readings(s.text)[0])) for s in samples]
    blocks = [(s, score) for s, score in scores if s.blocked]
    allows = [score for s, score in scores if not s.blocked]
    for threshold, recall_floor, fp_ceiling in ((0.5, 0.87, 0.05), (0.7, 0.8, 0.035)):
        caught = [(s, score) for s, score in blocks if score.block > threshold]
        assert len(caught) / len(blocks) >= recall_floor, (threshold, len(caught))
        assert sum(score.block > threshold for score in allows) / len(allows) <= fp_ceiling, threshold
        assert sum(score.reason == s.reason for s, score in caught) / len(caught) >= 0.95, threshold


def test_cli_train_reports_the_model_and_a_switched_off_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cli, "get_settings", lambda: _settings(tmp_path, MODERATION_MODEL=False))
    result = CliRunner().invoke(cli.app, ["moderation", "train"])
    assert result.exit_code == 0
    assert "switched off" in result.stdout
    monkeypatch.setattr(
        cli, "get_settings", lambda: _settings(tmp_path, MODERATION_MODEL_DATA_DIR=str(tmp_path / "none"))
    )
    result = CliRunner().invoke(cli.app, ["moderation", "train"])
    assert result.exit_code == 1
    assert "is not a folder" in result.output


@pytest.mark.parametrize(
    ("text", "cue"),
    [
        ("on ajoute son chat dans la scène ? genre vraiment le chat", True),  # an animal only sometimes
        ("добавь в сцену кота", True),  # an inflected animal word
        ("er treibt es mit den Schafen im Stall", True),
        ("Shuzoku: futsuu no kuroneko", True),  # a compound
        ("and then his daughter comes home", True),  # a relative may be a child
        ("the little coffee shop on the corner", True),  # a youth word adults share: the score decides
        ("describe it in great detail", False),
        ("ça coûte 15 € le menu, c'est correct", False),  # a price is no age
        ("tiene quince años", True),
        # blind-bg…bn: a child's parent ("after mom leaves"), Russian animals typed in Latin letters
        ("and you promised we'd play the secret game after mom leaves", True),
        ("napishi pro neyo i konya v konyushne", True),
        ("Kinki: zoo (nastoyashchie zhivotnye)", True),
        ("konets filma, davaj dalshe", False),
        ("hello, how was your day?", False),
    ],
)
def test_the_model_blocks_only_texts_that_name_someone_the_policy_protects(text: str, cue: bool) -> None:
    assert has_cue(text) is cue


async def test_the_chat_models_own_replies_are_left_to_the_rules(tmp_path: Path) -> None:
    service = _service(tmp_path, train(TINY))
    assert (await service.decide("the glorp girl tonight", "message")).blocked
    assert not (await service.decide("the glorp girl tonight", "output")).blocked
    lifted = _service(tmp_path, train(TINY), MODERATION_MODEL_CLEAR_BELOW=0.2)
    assert (
        await lifted.decide("the garden scene tonight, she is 14 and horny", "output")
    ).rule == "minor-age"


def test_a_model_is_cached_by_what_it_learned_from_and_stale_ones_are_removed(tmp_path: Path) -> None:
    extra = tmp_path / "labelled"
    extra.mkdir()
    (extra / "ours.jsonl").write_text(
        json.dumps({"text": "glorp", "label": "block", "reason": "prohibited"}) + "\n"
    )
    settings = _settings(tmp_path, MODERATION_MODEL_DATA_DIR=str(extra))
    policy = policy_of(settings)
    first = text_model_for(settings, policy)
    cached = list((tmp_path / "moderation").glob("text-model-*.json"))
    assert first is not None
    assert len(cached) == 1
    assert text_model_for(settings, policy) is first, "kept for the process"
    (extra / "ours.jsonl").write_text(
        json.dumps({"text": "glorp!", "label": "block", "reason": "prohibited"}) + "\n"
    )
    second = text_model_for(settings, policy)
    assert second is not first
    assert list((tmp_path / "moderation").glob("text-model-*.json")) != cached
    assert len(list((tmp_path / "moderation").glob("*"))) == 1, "the stale model and no partial file left"
