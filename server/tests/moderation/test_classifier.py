"""The classifier layer (safety policy): OpenAI's moderation endpoint, replaced by respx speaking its
protocol. sexual/minors above the threshold blocks as openai:sexual-minors; adult sexual content passes."""

from __future__ import annotations

import json

import httpx
import respx

from nocturne.config import Settings
from nocturne.moderation.classifier import OpenAIModerationClassifier
from nocturne.moderation.service import ModerationService, make_classifier

BASE = "https://api.openai.com/v1"


def moderation_response(sexual: float, minors: float) -> dict[str, object]:
    categories = {"sexual": sexual > 0.5, "sexual/minors": minors > 0.5, "violence": False}
    return {
        "id": "modr-1",
        "model": "omni-moderation-latest",
        "results": [
            {
                "flagged": sexual > 0.5 or minors > 0.5,
                "categories": categories,
                "category_scores": {"sexual": sexual, "sexual/minors": minors, "violence": 0.01},
                "category_applied_input_types": {
                    "sexual": ["text"],
                    "sexual/minors": ["text"],
                    "violence": ["text"],
                },
            }
        ],
    }


async def test_minors_score_blocks_and_adult_content_passes() -> None:
    classifier = OpenAIModerationClassifier("sk-test", BASE, threshold=0.5)
    with respx.mock() as mock:
        route = mock.post(f"{BASE}/moderations").mock(
            side_effect=[
                httpx.Response(200, json=moderation_response(sexual=0.97, minors=0.01)),
                httpx.Response(200, json=moderation_response(sexual=0.9, minors=0.8)),
            ]
        )
        assert await classifier.classify("explicit scene between two adults") is None
        assert await classifier.classify("something the rules missed") == "openai:sexual-minors"
    sent = json.loads(route.calls[0].request.content)
    assert sent == {"model": "omni-moderation-latest", "input": "explicit scene between two adults"}
    assert route.calls[0].request.headers["authorization"] == "Bearer sk-test"


async def test_unavailable_classifier_does_not_block() -> None:
    classifier = OpenAIModerationClassifier("sk-test", BASE, threshold=0.5)
    with respx.mock() as mock:
        mock.post(f"{BASE}/moderations").mock(return_value=httpx.Response(503))
        assert await classifier.classify("hello") is None


async def test_service_uses_classifier_after_rules(settings: Settings) -> None:
    configured = settings.model_copy(update={"moderation_openai_api_key": "sk-test"})
    classifier = make_classifier(configured)
    assert isinstance(classifier, OpenAIModerationClassifier)
    service = ModerationService(None, configured, classifier)  # type: ignore[arg-type]
    with respx.mock() as mock:
        route = mock.post(f"{BASE}/moderations").mock(
            return_value=httpx.Response(200, json=moderation_response(sexual=0.9, minors=0.9))
        )
        rules_first = await service.decide("she is 15 years old and naked", "message")
        assert (rules_first.reason, rules_first.source) == ("prohibited", "rules")
        assert not route.called  # the offline rules decided; no call was needed
        by_classifier = await service.decide("an innocent-looking sentence", "message")
        assert (by_classifier.reason, by_classifier.source) == ("openai:sexual-minors", "classifier")
    assert make_classifier(settings) is None  # off unless configured
