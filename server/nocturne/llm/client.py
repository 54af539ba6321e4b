"""One client for every OpenAI-compatible chat endpoint (local llama.cpp, vLLM, Ollama, OpenRouter…).

It speaks the Chat Completions wire format with httpx and reads the SSE stream itself: the official
SDK builds a typed object for every streamed token, and on the chat hot path that cost showed up as
the largest share of the API's CPU under load (bench/chat_stream.py)."""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import AsyncGenerator
from dataclasses import dataclass, field
from typing import Any

import httpx

log = logging.getLogger("nocturne.llm")

TIMEOUT = "The AI model took too long to answer. Try again in a moment."
UNREACHABLE = "The AI model is not reachable right now. Try again in a moment."
BUSY = "The AI model is busy. Wait a few seconds and try again."
BAD_CREDENTIALS = "The AI model refused the server's credentials. An admin needs to check LLM_API_KEY."
GARBLED = "The AI model sent an answer Nocturne could not read. Try again."


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
    # Tokens before the model may end its reply; sent only to servers known to take it (LLMClient).
    min_tokens: int = 0


@dataclass(frozen=True)
class ToolCallDelta:
    """A piece of a tool call as the model streams it: the first piece of a call has its id and name,
    every piece may carry more of the JSON arguments."""

    index: int
    id: str | None = None
    name: str | None = None
    arguments: str = ""


def _status_message(status: int) -> str:
    if status in (401, 403):
        return BAD_CREDENTIALS
    if status == 429:
        return BUSY
    return f"The AI model answered with an error ({status}). Try again."


class LLMClient:
    def __init__(
        self, base_url: str, api_key: str, model: str, timeout: float, *, min_tokens_supported: bool = False
    ) -> None:
        self.model = model
        # `min_tokens` is not in the OpenAI API (which rejects unknown fields); llama-cpp-python's server
        # and vLLM take it. Only the embedded server is known to, so only it gets the field.
        self.min_tokens_supported = min_tokens_supported
        self._http = httpx.AsyncClient(
            base_url=base_url.rstrip("/"),
            headers={"Authorization": f"Bearer {api_key or 'not-needed'}"},
            timeout=httpx.Timeout(timeout, connect=min(timeout, 10.0)),
            # Idle connections are dropped before the 5 s after which uvicorn-based servers (llama.cpp's,
            # vLLM's) close them, so a request never goes out on a connection the server is closing.
            limits=httpx.Limits(max_connections=None, max_keepalive_connections=200, keepalive_expiry=2.0),
        )

    def _body(
        self,
        messages: list[dict[str, str]],
        params: SamplingParams,
        stream: bool,
        tools: list[dict[str, Any]] | None = None,
    ) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "stream": stream,
            "max_tokens": params.max_tokens,
            "temperature": params.temperature,
            "top_p": params.top_p,
            "frequency_penalty": params.frequency_penalty,
            "presence_penalty": params.presence_penalty,
        }
        if params.stop:
            body["stop"] = params.stop[:4]  # the OpenAI API accepts at most four stop strings
        if params.min_tokens and self.min_tokens_supported:
            body["min_tokens"] = params.min_tokens
        if tools:
            body["tools"] = tools
            body["tool_choice"] = "auto"
        return body

    async def stream(
        self, messages: list[dict[str, str]], params: SamplingParams
    ) -> AsyncGenerator[str, None]:
        """Yield text deltas as the model writes them; raises LLMError with a readable message.
        Closing the generator early closes the HTTP stream, which tells the server to stop generating."""
        async with contextlib.aclosing(self.stream_events(messages, params)) as events:
            async for event in events:
                if isinstance(event, str):
                    yield event

    async def stream_events(
        self,
        messages: list[dict[str, str]],
        params: SamplingParams,
        tools: list[dict[str, Any]] | None = None,
    ) -> AsyncGenerator[str | ToolCallDelta, None]:
        """Text deltas and, when `tools` are offered to a tool-capable model, the pieces of its tool calls."""
        try:
            async with self._http.stream(
                "POST", "/chat/completions", json=self._body(messages, params, True, tools)
            ) as response:
                if response.status_code >= 400:
                    await response.aread()
                    log.warning("LLM answered %s: %s", response.status_code, response.text[:500])
                    raise LLMError(_status_message(response.status_code))
                async for line in response.aiter_lines():
                    if not line.startswith("data:"):
                        continue  # blank separators, comments, keep-alives
                    data = line[5:].strip()
                    if data == "[DONE]":
                        return
                    chunk = json.loads(data)
                    if chunk.get("error"):
                        log.warning("LLM stream error: %s", chunk["error"])
                        raise LLMError(
                            GARBLED if not isinstance(chunk["error"], dict) else _status_message(500)
                        )
                    choices = chunk.get("choices") or ()
                    if choices:
                        delta = choices[0].get("delta") or {}
                        content = delta.get("content")
                        if content:
                            yield content
                        for call in delta.get("tool_calls") or ():
                            function = call.get("function") or {}
                            yield ToolCallDelta(
                                int(call.get("index", 0)),
                                call.get("id"),
                                function.get("name"),
                                function.get("arguments") or "",
                            )
        except httpx.TimeoutException as exc:
            raise LLMError(TIMEOUT) from exc
        except httpx.TransportError as exc:
            log.warning("LLM unreachable: %r", exc)
            raise LLMError(UNREACHABLE) from exc
        except (ValueError, AttributeError) as exc:
            log.warning("LLM sent an unreadable stream: %r", exc)
            raise LLMError(GARBLED) from exc

    async def complete(self, messages: list[dict[str, str]], params: SamplingParams) -> str:
        """The whole answer at once (background jobs: memories and summaries). Some hosted endpoints stream
        even when asked not to; their SSE answer is read and joined."""
        try:
            response = await self._http.post("/chat/completions", json=self._body(messages, params, False))
        except httpx.TimeoutException as exc:
            raise LLMError(TIMEOUT) from exc
        except httpx.TransportError as exc:
            raise LLMError(UNREACHABLE) from exc
        if response.status_code >= 400:
            raise LLMError(_status_message(response.status_code))
        try:
            body = response.text
            if "text/event-stream" in response.headers.get("content-type", "") or body.lstrip().startswith(
                "data:"
            ):
                return _joined_stream(body)
            choices = response.json().get("choices") or []
            return str((choices[0].get("message") or {}).get("content") or "") if choices else ""
        except (ValueError, AttributeError) as exc:
            log.warning("LLM sent an unreadable answer: %r", exc)
            raise LLMError(GARBLED) from exc

    async def close(self) -> None:
        await self._http.aclose()


def _joined_stream(body: str) -> str:
    """The text of a whole SSE Chat Completions stream (deltas, or whole messages in each event)."""
    parts: list[str] = []
    for line in body.splitlines():
        if not line.startswith("data:"):
            continue
        data = line[5:].strip()
        if data == "[DONE]":
            break
        chunk = json.loads(data)
        if chunk.get("error"):
            log.warning("LLM stream error: %s", chunk["error"])
            raise LLMError(GARBLED if not isinstance(chunk["error"], dict) else _status_message(500))
        for choice in (chunk.get("choices") or ())[:1]:
            content = (choice.get("delta") or choice.get("message") or {}).get("content")
            if content:
                parts.append(str(content))
    return "".join(parts)
