"""The text model: a learned layer after the offline rules (ARCHITECTURE 5, issue 9).

The rules are precise on what they were written for and miss phrasings nobody wrote a rule for: on
sets written blind they catch about 80-90 % of what must be blocked on first contact, however many
rounds went into them. A linear model over the words, word pairs and the words' character n-grams of
the rules' own normalised reading (look-alike letters, leetspeak and spacing already undone), learned
from the labelled development set (moderation/devset, every block beside its near-miss allow twin),
generalises to phrasings it never saw: on six sets written blind and held out of its training, the rules
and the model blocked 495 of 540 texts where the rules alone blocked 425, with 34 false positives among 659
near misses against 27, and 7 among 800 lines of ordinary traffic against 6 (README, Moderation).

Two logistic regressions share one vocabulary: `block` (anything the policy prohibits) and
`bestiality` (which of the two spec 8 reasons, learned on the blocked texts only). Features are
sublinear term frequencies times IDF, L2-normalised (the usual TF-IDF), so scoring a text is one
dictionary lookup per feature: about a millisecond for 2,000 characters.

How the service uses the scores (service.py, settings MODERATION_MODEL_*): above `block_above` a
text the rules passed is blocked if it has a youth, school, family or animal word or an age-like
number (grey_zone.has_cue); below `clear_below` the block of a rule that weighs a word in its context
is lifted (the rules' false positives are mostly adult texts with a child or animal word in them, which
the model has seen thousands of), never a minor's age, identity or hard term stated outright
(service.UNCLEARED_RULES). It reads what people write, not the chat model's replies (service.UNMODELLED_CONTEXTS).
The model is trained by text_model_train.py and cached by text_model_store.py."""

from __future__ import annotations

import json
import math
import os
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

# Bumped whenever features() or the file format change, so cached models are retrained.
MODEL_VERSION = 2

_WORD = re.compile(r"\w+")


# Kana, kanji and half-width katakana: Japanese has no spaces, so a run of them is one long "word".
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")


@lru_cache(maxsize=1 << 16)
def _word_grams(word: str) -> tuple[str, ...]:
    """Character n-grams of a word marked at both ends ("<word>"): 3- and 4-grams, which share the
    stems of inflected forms (Russian, German) and survive misspellings; 1- to 3-grams in a Japanese
    run, where a single kanji or kana pair already carries a word."""
    marked = f"<{word}>"
    sizes = (1, 2, 3) if _CJK.search(word) else (3, 4)
    return tuple(f"#{marked[i : i + n]}" for n in sizes for i in range(len(marked) - n + 1))


def features(reading: str) -> Counter[str]:
    """Words, adjacent word pairs and the words' character n-grams of a normalised reading, with counts."""
    words = _WORD.findall(reading.lower())
    out = Counter(words)
    word_counts = dict(out)
    out.update(f"{a} {b}" for a, b in zip(words, words[1:], strict=False))
    for word, count in word_counts.items():
        grams = _word_grams(word)
        if count == 1:
            out.update(grams)
        else:
            for gram in grams:
                out[gram] += count
    return out


@dataclass(frozen=True, slots=True)
class ModelScore:
    block: float  # probability that the text is prohibited (either reason)
    bestiality: float  # given that it is, probability that the reason is bestiality

    @property
    def reason(self) -> str:
        return "prohibited-bestiality" if self.bestiality > 0.5 else "prohibited"


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


class TextModel:
    """Weights per feature: (idf, block weight, bestiality weight), and one bias per regression."""

    def __init__(self, weights: dict[str, tuple[float, float, float]], bias: tuple[float, float]) -> None:
        self.weights = weights
        self.bias = bias

    def score(self, reading: str) -> ModelScore:
        norm = block = bestiality = 0.0
        get, log = self.weights.get, math.log
        for feature, count in features(reading).items():
            entry = get(feature)
            if entry is None:
                continue
            idf, w_block, w_bestiality = entry
            value = idf if count == 1 else (1.0 + log(count)) * idf
            norm += value * value
            block += value * w_block
            bestiality += value * w_bestiality
        scale = 1.0 / math.sqrt(norm) if norm else 0.0
        return ModelScore(_sigmoid(self.bias[0] + block * scale), _sigmoid(self.bias[1] + bestiality * scale))

    def save(self, path: Path) -> None:
        """Write atomically: a server reading the cache never sees half a file."""
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f"{path.name}.{os.getpid()}.partial")  # the API and a worker may both train
        # Six decimals are far finer than the thresholds, and halve the file.
        weights = {f: [round(v, 6) for v in entry] for f, entry in self.weights.items()}
        data = {"version": MODEL_VERSION, "bias": list(self.bias), "weights": weights}
        partial.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
        partial.replace(path)

    @classmethod
    def load(cls, path: Path) -> TextModel | None:
        """The model in a file written by save(), or None when it is missing, unreadable or outdated."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or data.get("version") != MODEL_VERSION:
            return None
        weights = {feature: (float(e[0]), float(e[1]), float(e[2])) for feature, e in data["weights"].items()}
        return cls(weights, (float(data["bias"][0]), float(data["bias"][1])))
