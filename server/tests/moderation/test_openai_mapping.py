"""Spec 8 flag reasons from the OpenAI moderation classifier: a /v1/moderations response mapped to
"openai:sexual-minors" at the threshold, adult sexual content no reason, malformed bodies no reason."""

import pytest

from nocturne.moderation.rules import openai_moderation_reason


def _openai_response(sexual_minors: float, sexual: float = 0.9) -> dict[str, object]:
    """A realistic omni-moderation-latest response body."""
    return {
        "id": "modr-0d9740456c391e43c445bf0f010940c7",
        "model": "omni-moderation-latest",
        "results": [
            {
                "flagged": True,
                "categories": {
                    "harassment": False,
                    "harassment/threatening": False,
                    "hate": False,
                    "hate/threatening": False,
                    "illicit": False,
                    "illicit/violent": False,
                    "self-harm": False,
                    "self-harm/intent": False,
                    "self-harm/instructions": False,
                    "sexual": True,
                    "sexual/minors": sexual_minors >= 0.5,
                    "violence": False,
                    "violence/graphic": False,
                },
                "category_scores": {
                    "harassment": 0.0005,
                    "harassment/threatening": 0.00002,
                    "hate": 0.00001,
                    "hate/threatening": 0.000001,
                    "illicit": 0.00003,
                    "illicit/violent": 0.00001,
                    "self-harm": 0.0000009,
                    "self-harm/intent": 0.0000003,
                    "self-harm/instructions": 0.0000002,
                    "sexual": sexual,
                    "sexual/minors": sexual_minors,
                    "violence": 0.0012,
                    "violence/graphic": 0.00001,
                },
                "category_applied_input_types": {"sexual": ["text"], "sexual/minors": ["text"]},
            }
        ],
    }


@pytest.mark.parametrize(
    ("score", "threshold", "expected"),
    [
        (0.91, 0.5, "openai:sexual-minors"),
        (0.5, 0.5, "openai:sexual-minors"),
        (0.49, 0.5, None),
        (0.0001, 0.5, None),
        (0.2, 0.1, "openai:sexual-minors"),
    ],
)
def test_spec8_openai_sexual_minors_reason(score: float, threshold: float, expected: str | None) -> None:
    """spec 8 Flagged-content reasons: sexual/minors at or above the threshold → openai:sexual-minors."""
    assert openai_moderation_reason(_openai_response(score), threshold=threshold) == expected


def test_spec8_openai_adult_sexual_content_is_not_a_reason() -> None:
    """spec 8 Flagged-content reasons: OpenAI's 'flagged' on adult content is ignored."""
    assert openai_moderation_reason(_openai_response(0.001, sexual=0.99)) is None


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"results": []},
        {"results": "x"},
        {"results": [{}]},
        {"results": [{"category_scores": {"sexual/minors": "1"}}]},
    ],
)
def test_spec8_openai_malformed_responses_give_no_reason(body: dict[str, object]) -> None:
    """spec 8 Flagged-content reasons: a response without a usable score gives no reason."""
    assert openai_moderation_reason(body) is None
