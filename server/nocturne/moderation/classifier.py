"""The optional classifier layer: OpenAI's moderation endpoint (POST /v1/moderations)."""

from __future__ import annotations

import logging
from typing import Protocol

import httpx

from nocturne.moderation.rules import openai_moderation_reason

log = logging.getLogger("nocturne.moderation")


class Classifier(Protocol):
    async def classify(self, text: str) -> str | None:
        """A spec 8 flag reason, or None when the text passes."""
        ...


class OpenAIModerationClassifier:
    """omni-moderation: sexual/minors above the threshold becomes `openai:sexual-minors`.

    Adult sexual content is allowed on Nocturne, so the `flagged` field is ignored; only the minors
    score counts. A failing classifier never blocks chat: the offline rules still ran."""

    def __init__(
        self,
        api_key: str,
        base_url: str,
        threshold: float,
        model: str = "omni-moderation-latest",
        client: httpx.AsyncClient | None = None,
    ) -> None:
        self.api_key = api_key
        self.base_url = base_url.rstrip("/")
        self.threshold = threshold
        self.model = model
        self.client = client or httpx.AsyncClient(timeout=10)

    async def classify(self, text: str) -> str | None:
        try:
            response = await self.client.post(
                f"{self.base_url}/moderations",
                json={"model": self.model, "input": text},
                headers={"Authorization": f"Bearer {self.api_key}"},
            )
            response.raise_for_status()
            return openai_moderation_reason(response.json(), self.threshold)
        except (httpx.HTTPError, ValueError) as exc:
            log.warning("moderation classifier unavailable: %s", exc)
            return None
