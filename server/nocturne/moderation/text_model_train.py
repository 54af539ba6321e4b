"""Training the text model (text_model.py) from labelled texts: plain Python, about a minute and a half
on the labelled set (30,000 texts, 390,000 features).

Logistic regression by stochastic gradient descent with per-feature adaptive steps (AdaGrad), a
small L2 penalty, and classes weighted by their share (the labelled set has about as many allows as
blocks, an operator's additions may not). Shuffled with a fixed seed, so the same data always gives
the same model, and the cache (text_model_store.py) can be keyed by the data alone."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from nocturne.moderation.text_model import TextModel, features

EPOCHS = 10
RATE = 0.5
L2 = 1e-5
SEED = 1


@dataclass(frozen=True, slots=True)
class Example:
    reading: str  # the rules' normalised reading of the text
    blocked: bool
    bestiality: bool  # the block's reason; ignored for allowed texts


Vector = dict[str, float]


def _vectors(examples: Sequence[Example]) -> tuple[dict[str, float], list[Vector]]:
    """IDF per feature (smoothed, as scikit-learn's TfidfVectorizer does) and each example's vector."""
    counts = [features(e.reading) for e in examples]
    document_frequency = Counter(feature for c in counts for feature in c)
    total = len(examples)
    idf = {f: math.log((1 + total) / (1 + n)) + 1.0 for f, n in document_frequency.items()}
    vectors = []
    for c in counts:
        vector = {f: (1.0 + math.log(n)) * idf[f] for f, n in c.items()}
        norm = math.sqrt(sum(v * v for v in vector.values())) or 1.0
        vectors.append({f: v / norm for f, v in vector.items()})
    return idf, vectors


def _regression(vectors: Sequence[Vector], targets: Sequence[bool]) -> tuple[dict[str, float], float]:
    """Weights and bias of a class-balanced logistic regression."""
    positives = sum(targets)
    if positives in (0, len(targets)):
        # One class only: nothing to separate, the bias says it all.
        return {}, (30.0 if positives else -30.0)
    weight_of = {True: len(targets) / (2 * positives), False: len(targets) / (2 * (len(targets) - positives))}
    weights: dict[str, float] = {}
    squares: dict[str, float] = {}
    bias, bias_square = 0.0, 1e-8
    order = list(range(len(vectors)))
    shuffle = random.Random(SEED).shuffle
    for _ in range(EPOCHS):
        shuffle(order)
        for i in order:
            vector, target = vectors[i], targets[i]
            z = bias + sum(weights.get(f, 0.0) * v for f, v in vector.items())
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            error = (p - target) * weight_of[target]
            for f, v in vector.items():
                w = weights.get(f, 0.0)
                gradient = error * v + L2 * w
                squares[f] = squares.get(f, 1e-8) + gradient * gradient
                weights[f] = w - RATE * gradient / math.sqrt(squares[f])
            bias_square += error * error
            bias -= RATE * error / math.sqrt(bias_square)
    return weights, bias


def train(examples: Sequence[Example]) -> TextModel:
    idf, vectors = _vectors(examples)
    block_weights, block_bias = _regression(vectors, [e.blocked for e in examples])
    blocked = [i for i, e in enumerate(examples) if e.blocked]
    bestiality_weights, bestiality_bias = _regression(
        [vectors[i] for i in blocked], [examples[i].bestiality for i in blocked]
    )
    weights = {f: (idf[f], block_weights.get(f, 0.0), bestiality_weights.get(f, 0.0)) for f in idf}
    return TextModel(weights, (block_bias, bestiality_bias))
