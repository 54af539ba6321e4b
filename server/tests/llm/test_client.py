"""The OpenAI-compatible client: the streamed wire format and errors a person can act on (issue 3 The LLM).
A hosted endpoint (OpenRouter and the like) is replaced by respx speaking the Chat Completions protocol;
the real local llama.cpp server is exercised in tests/chat/test_chat_llm.py."""

from __future__ import annotations

import json

import httpx
import pytest
import respx

from nocturne.llm.client import (
    BAD_CREDENTIALS,
    BUSY,
    GARBLED,
    UNREACHABLE,
    LLMClient,
    LLMError,
    SamplingParams,
)

URL = "https://llm.example/v1"
PARAMS = SamplingParams(max_tokens=16, stop=["\nSam:", "\nMax:", "\nIvy:", "\nZed:", "\nExtra:"])


def sse(*chunks: object) -> bytes:
    lines = [f"data: {json.dumps(c)}\n\n" for c in chunks] + ["data: [DONE]\n\n"]
    return "".join(lines).encode()


def delta(text: str) -> dict[str, object]:
    return {
        "id": "c",
        "object": "chat.completion.chunk",
        "choices": [{"index": 0, "delta": {"content": text}}],
    }


async def collect(client: LLMClient) -> str:
    return "".join([d async for d in client.stream([{"role": "user", "content": "hi"}], PARAMS)])


async def test_streams_deltas_and_sends_the_request() -> None:
    client = LLMClient(URL, "sk-test", "my-model", 5)
    with respx.mock() as mock:
        route = mock.post(f"{URL}/chat/completions").mock(
            return_value=httpx.Response(
                200, content=sse({"choices": [{"delta": {"role": "assistant"}}]}, delta("Hel"), delta("lo"))
            )
        )
        assert await collect(client) == "Hello"
    body = json.loads(route.calls[0].request.content)
    assert body["model"] == "my-model"
    assert body["stream"] is True
    assert body["stop"] == PARAMS.stop[:4]  # at most four stop strings
    assert route.calls[0].request.headers["authorization"] == "Bearer sk-test"
    await client.close()


@pytest.mark.parametrize(
    ("status", "message"),
    [(401, BAD_CREDENTIALS), (429, BUSY), (500, "The AI model answered with an error (500). Try again.")],
)
async def test_http_errors_become_readable(status: int, message: str) -> None:
    client = LLMClient(URL, "", "m", 5)
    with respx.mock() as mock:
        mock.post(f"{URL}/chat/completions").mock(return_value=httpx.Response(status, json={"error": "x"}))
        with pytest.raises(LLMError) as caught:
            await collect(client)
    assert str(caught.value) == message
    await client.close()


async def test_garbled_stream_and_unreachable_server() -> None:
    client = LLMClient(URL, "", "m", 5)
    with respx.mock() as mock:
        mock.post(f"{URL}/chat/completions").mock(
            return_value=httpx.Response(200, content=b"data: {not json\n\n")
        )
        with pytest.raises(LLMError, match=GARBLED):
            await collect(client)
    with respx.mock() as mock:
        mock.post(f"{URL}/chat/completions").mock(side_effect=httpx.ConnectError("refused"))
        with pytest.raises(LLMError, match=UNREACHABLE):
            await collect(client)
    await client.close()


async def test_complete_returns_the_message() -> None:
    client = LLMClient(URL, "", "m", 5)
    with respx.mock() as mock:
        mock.post(f"{URL}/chat/completions").mock(
            return_value=httpx.Response(
                200, json={"choices": [{"message": {"role": "assistant", "content": "- Sam likes tea"}}]}
            )
        )
        assert await client.complete([{"role": "user", "content": "x"}], PARAMS) == "- Sam likes tea"
    await client.close()


async def test_complete_reads_an_answer_streamed_when_not_asked_to() -> None:
    """Issue 8: a hosted model that streams even when asked not to; the memory and summary jobs read it."""
    client = LLMClient(URL, "", "m", 5)
    with respx.mock() as mock:
        route = mock.post(f"{URL}/chat/completions").mock(
            return_value=httpx.Response(
                200,
                content=sse(
                    {"choices": [{"delta": {"role": "assistant"}}]}, delta("- Sam "), delta("likes tea")
                ),
                headers={"content-type": "text/event-stream"},
            )
        )
        assert await client.complete([{"role": "user", "content": "x"}], PARAMS) == "- Sam likes tea"
        assert json.loads(route.calls[0].request.content)["stream"] is False
        # Also without the content type, and with whole messages in the events.
        mock.post(f"{URL}/chat/completions").mock(
            return_value=httpx.Response(
                200, content=sse({"choices": [{"message": {"content": "- Sam is 30"}}]})
            )
        )
        assert await client.complete([{"role": "user", "content": "x"}], PARAMS) == "- Sam is 30"
        mock.post(f"{URL}/chat/completions").mock(
            return_value=httpx.Response(200, content=b"data: {oops\n\n")
        )
        with pytest.raises(LLMError, match=GARBLED):
            await client.complete([{"role": "user", "content": "x"}], PARAMS)
    await client.close()


@pytest.mark.parametrize(("supported", "sent"), [(True, 40), (False, None)])
async def test_min_tokens_goes_only_to_servers_that_take_it(supported: bool, sent: int | None) -> None:
    """The OpenAI API rejects unknown fields, so `min_tokens` is sent only to the embedded server."""
    client = LLMClient(URL, "", "m", 5, min_tokens_supported=supported)
    params = SamplingParams(max_tokens=100, min_tokens=40)
    with respx.mock() as mock:
        route = mock.post(f"{URL}/chat/completions").mock(
            return_value=httpx.Response(200, content=sse(delta("Hi")))
        )
        assert "".join([d async for d in client.stream([{"role": "user", "content": "hi"}], params)]) == "Hi"
    assert json.loads(route.calls[0].request.content).get("min_tokens") == sent
    await client.close()
