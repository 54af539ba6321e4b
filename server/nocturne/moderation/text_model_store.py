"""Where the text model (text_model.py) comes from: the labelled texts, trained once, cached on disk.

The labelled texts are the development set shipped with the package (moderation/devset/*.jsonl)
and, when MODERATION_MODEL_DATA_DIR is set, the operator's own *.jsonl files in the same shape
({"text", "label": "block"|"allow", "reason": "prohibited"|"prohibited-bestiality"|null}). The
model is trained on the rules' normalised reading of each text and saved under DATA_DIR/moderation,
named by a hash of everything it was learned from, so a change of data, lexicons or training code
trains a new one (in about a minute and a half) and an unchanged one loads in well under a second."""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path

from nocturne.config import Settings
from nocturne.moderation import text_model, text_model_train
from nocturne.moderation.rules import Policy, rules_for
from nocturne.moderation.text_model import TextModel
from nocturne.moderation.text_model_train import Example

log = logging.getLogger("nocturne.moderation")

LABELLED_DIR = Path(__file__).parent / "devset"
# Files whose change changes what a model learns: the features, the training, the reading (the
# normaliser and the built-in lexicons, whose words it undoes look-alikes and spacing towards).
_CODE = (
    text_model.__file__,
    text_model_train.__file__,
    str(Path(__file__).parent / "normalise.py"),
    *map(str, sorted((Path(__file__).parent / "lexicons").glob("*.json"))),
)

_models: dict[str, TextModel] = {}
_keys: dict[object, str] = {}


class LabelledDataError(ValueError):
    """A malformed labelled line; the message starts with file:line."""


def labelled_files(extra_dir: Path | None = None) -> list[Path]:
    files = sorted(LABELLED_DIR.glob("*.jsonl"))
    if extra_dir is not None:
        if not extra_dir.is_dir():
            raise LabelledDataError(f"MODERATION_MODEL_DATA_DIR {extra_dir} is not a folder")
        files += sorted(extra_dir.glob("*.jsonl"))
    return files


def read_examples(files: list[Path], policy: Policy) -> list[Example]:
    rules = rules_for(policy)
    examples = []
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            try:
                data = json.loads(line)
                text, label, reason = data["text"], data["label"], data.get("reason")
            except (ValueError, KeyError, TypeError) as exc:
                raise LabelledDataError(
                    f"{path}:{number}: expected JSON with text and label ({exc})"
                ) from exc
            if label not in ("block", "allow") or not isinstance(text, str):
                raise LabelledDataError(f'{path}:{number}: label must be "block" or "allow", text a string')
            blocked = label == "block"
            examples.append(
                Example(rules.readings(text)[0], blocked, blocked and reason == "prohibited-bestiality")
            )
    return examples


def model_key(files: list[Path], policy: Policy) -> str:
    """A hash of what a model learns from; remembered per file sizes and times, since every runtime
    (each test's app too) asks for it and the labelled set is megabytes."""
    sources = [*map(Path, _CODE), *files]
    if policy.lexicon_dir:
        sources += sorted(Path(policy.lexicon_dir).glob("*.json"))
    stamp = (policy.lexicon_dir, tuple((str(p), p.stat().st_mtime_ns, p.stat().st_size) for p in sources))
    key = _keys.get(stamp)
    if key is None:
        key = _keys[stamp] = _hash(sources, policy)
    return key


def _hash(sources: list[Path], policy: Policy) -> str:
    digest = hashlib.sha256(f"v{text_model.MODEL_VERSION}|{policy.lexicon_dir}".encode())
    for path in sources:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:20]


def text_model_for(settings: Settings, policy: Policy) -> TextModel | None:
    """The trained model (loaded or trained, then kept for the process), or None when switched off."""
    if not settings.moderation_model:
        return None
    files = labelled_files(settings.moderation_model_data_dir)
    key = model_key(files, policy)
    model = _models.get(key)
    if model is not None:
        return model
    path = settings.data_dir / "moderation" / f"text-model-{key}.json"
    model = TextModel.load(path)
    if model is None:
        log.info("training the moderation text model on %d labelled files", len(files))
        model = text_model_train.train(read_examples(files, policy))
        model.save(path)
        for stale in path.parent.glob("text-model-*.json"):
            if stale != path:  # a model of data or code that changed since: never read again
                stale.unlink(missing_ok=True)
    _models[key] = model
    return model
