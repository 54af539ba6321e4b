"""One client for every OpenAI-compatible chat endpoint (local llama.cpp, vLLM, Ollama, OpenRouter…)."""

from __future__ import annotations

import logging
from collections.abc import AsyncGenerator
from dataclasses import dataclass, field
from typing import cast

import openai
from openai import AsyncOpenAI, Omit, omit
from openai.types.chat import ChatCompletionMessageParam

log = logging.getLogger("nocturne.llm")


class LLMError(Exception):
    """The model could not answer; the message tells a person what to do."""


@dataclass(frozen=True)
class SamplingParams:
    max_tokens: int
    temperature: float = 0.8
    top_p: float = 0.95
    # Repetition damping that every OpenAI-compatible server understands.
    frequency_penalty: float = 0.3
    presence_penalty: float = 0.2
    stop: list[str] = field(default_factory=list)


def _message_for(exc: Exception) -> str:
    if isinstance(exc, openai.APITimeoutError):
        return "The AI model took too long to answer. Try again in a moment."
    if isinstance(exc, openai.APIConnectionError):
        return "The AI model is not reachable right now. Try again in a moment."
    if isinstance(exc, openai.RateLimitError):
        return "The AI model is busy. Wait a few seconds and try again."
    if isinstance(exc, openai.AuthenticationError):
        return "The AI model refused the server's credentials. An admin needs to check LLM_API_KEY."
    if isinstance(exc, openai.APIStatusError):
        return f"The AI model answered with an error ({exc.status_code}). Try again."
    return "The AI model failed to answer. Try again."


def _stop(params: SamplingParams) -> list[str] | Omit:
    # The OpenAI API accepts at most four stop strings, and rejects an empty list on some servers.
    return params.stop[:4] if params.stop else omit


class LLMClient:
    def __init__(self, base_url: str, api_key: str, model: str, timeout: float) -> None:
        self.model = model
        self._client = AsyncOpenAI(
            base_url=base_url, api_key=api_key or "not-needed", timeout=timeout, max_retries=0
        )

    async def stream(
        self, messages: list[dict[str, str]], params: SamplingParams
    ) -> AsyncGenerator[str, None]:
        """Yield text deltas as the model writes them; raises LLMError with a readable message."""
        try:
            response = await self._client.chat.completions.create(
                model=self.model,
                messages=cast("list[ChatCompletionMessageParam]", messages),
                stream=True,
                max_tokens=params.max_tokens,
                temperature=params.temperature,
                top_p=params.top_p,
                frequency_penalty=params.frequency_penalty,
                presence_penalty=params.presence_penalty,
                stop=_stop(params),
            )
            try:
                async for chunk in response:
                    if chunk.choices and chunk.choices[0].delta.content:
                        yield chunk.choices[0].delta.content
            finally:
                # Closing the HTTP stream tells the model server to stop generating (the user pressed stop).
                await response.close()
        except openai.OpenAIError as exc:
            log.warning("LLM stream failed: %r", exc)
            raise LLMError(_message_for(exc)) from exc

    async def complete(self, messages: list[dict[str, str]], params: SamplingParams) -> str:
        """The whole answer at once (background jobs: memories and summaries)."""
        try:
            response = await self._client.chat.completions.create(
                model=self.model,
                messages=cast("list[ChatCompletionMessageParam]", messages),
                stream=False,
                max_tokens=params.max_tokens,
                temperature=params.temperature,
                top_p=params.top_p,
                frequency_penalty=params.frequency_penalty,
                presence_penalty=params.presence_penalty,
                stop=_stop(params),
            )
        except openai.OpenAIError as exc:
            raise LLMError(_message_for(exc)) from exc
        return (response.choices[0].message.content or "") if response.choices else ""

    async def close(self) -> None:
        await self._client.close()
