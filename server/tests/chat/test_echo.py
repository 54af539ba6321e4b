"""The echo guard (issue 8, "The embedded model stays in character"): a reply never repeats the prompt's own
instruction text (a run of 8 or more words, compared without case or punctuation); an echo is retried
once and, when the retry echoes too, cut to what does not echo."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

import httpx
from fastapi import FastAPI

from nocturne.chat.echo import EchoGuard, EchoSources, echo_spans, guarded_stream, has_echo, strip_echo
from nocturne.chat.prompt import (
    LUST_GUIDANCE,
    WRITE_ONLY,
    HistoryItem,
    PromptCharacter,
    PromptPersona,
    TurnInput,
    assemble,
)
from nocturne.chat.turn import EMPTY_REPLY
from nocturne.llm.client import SamplingParams
from tests.chat_helpers import adult, character, chat_with, parse_sse, send, streamed_text
from tests.scripted_model import scripted_model

INSTRUCTIONS = (
    "Sensual content is fine when the user leads; keep explicit detail moderate.\n"
    "Write only Luna's reply. Never write Sam's words, thoughts or actions."
)
SOURCES = EchoSources([INSTRUCTIONS])


def stream_through(guard: EchoGuard, text: str, size: int = 3) -> tuple[str, list[str]]:
    """Feed `text` in small pieces (as tokens come); returns what was let through and each piece's output."""
    outputs = [guard.feed(text[i : i + size]) for i in range(0, len(text), size)]
    outputs.append(guard.finish())
    return "".join(outputs), outputs


def test_a_run_of_eight_words_is_echo_seven_is_not() -> None:
    assert has_echo("sensual content is fine when the user leads", SOURCES)
    assert not has_echo("sensual content is fine when the user", SOURCES)


def test_case_punctuation_and_curly_apostrophes_do_not_hide_an_echo() -> None:
    assert has_echo("WRITE ONLY LUNA’S REPLY... never, write Sam's words!", SOURCES)


def test_a_reply_that_is_all_echo_leaves_nothing() -> None:
    assert strip_echo(INSTRUCTIONS, SOURCES) == ""
    guard = EchoGuard(SOURCES)
    shown, _ = stream_through(guard, INSTRUCTIONS)
    assert shown.strip() == ""
    assert guard.echoed


def test_echo_is_cut_and_the_rest_kept() -> None:
    reply = (
        "Sensual content is fine when the user leads; keep explicit detail moderate. *smiles* Hello Sam, "
        "how was your day? Write only Luna's reply. Never write Sam's words, thoughts or actions."
    )
    assert strip_echo(reply, SOURCES) == "*smiles* Hello Sam, how was your day?"
    guard = EchoGuard(SOURCES)
    shown, _ = stream_through(guard, reply)
    assert shown.strip() == "*smiles* Hello Sam, how was your day?"


def test_ordinary_text_streams_without_being_held_back() -> None:
    """Words that cannot begin a run of the instructions pass at once (only a word still being written
    waits for the next piece)."""
    guard = EchoGuard(SOURCES)
    assert guard.feed("*grins* Hello ") == "*grins* Hello "
    assert guard.feed("there, trav") == "there, "
    assert guard.feed("eller.") == "traveller."
    assert guard.finish() == ""
    assert not guard.echoed


def test_the_beginning_of_an_instruction_waits_until_it_is_decided() -> None:
    guard = EchoGuard(SOURCES)
    assert guard.feed("Write only Luna's ") == ""  # may become "Write only Luna's reply. Never write …"
    assert guard.feed("favourite poem down? ") == "Write only Luna's favourite poem down? "


def test_spans_cover_the_run_and_its_punctuation() -> None:
    text = "Hi. Sensual content is fine when the user leads; keep explicit detail moderate. Bye."
    [(start, end)] = echo_spans(text, SOURCES)
    assert text[:start] == "Hi. "
    assert text[end:] == "Bye."


def luna_turn(**overrides: object) -> TurnInput:
    base: dict[str, object] = {
        "character": PromptCharacter(id="c1", name="Luna", description="A witty adult librarian."),
        "persona": PromptPersona(name="Sam"),
        "history": [HistoryItem("user", "Hello there")],
        "context_tokens": 2048,
    }
    base.update(overrides)
    return TurnInput(**base)  # type: ignore[arg-type]


def test_the_prompt_names_its_instructions_but_not_what_the_user_wrote() -> None:
    prompt = assemble(luna_turn(directive="Luna hears a knock at the door and opens it slowly"))
    assert has_echo(
        f"{LUST_GUIDANCE[2]} {WRITE_ONLY}".replace("{{char}}", "Luna").replace("{{user}}", "Sam"),
        prompt.echo_sources,
    )
    # A reply may narrate what /direct asked for, and the example dialogue is there to be imitated.
    assert not has_echo("Luna hears a knock at the door and opens it slowly.", prompt.echo_sources)
    with_examples = assemble(
        luna_turn(
            character=PromptCharacter(
                id="c1",
                name="Luna",
                description="d",
                example_dialogue="{{char}}: Shh, the books are sleeping now, darling, so whisper.",
            )
        )
    )
    assert not has_echo("Shh, the books are sleeping now, darling, so whisper.", with_examples.echo_sources)


class FakeModel:
    """Answers each stream request with the next scripted reply, in small pieces."""

    model = "fake"

    def __init__(self, *replies: str) -> None:
        self.replies = list(replies)
        self.requests = 0

    async def stream_events(
        self, messages: list[dict[str, str]], params: SamplingParams, tools: object = None
    ) -> AsyncIterator[str]:
        text = self.replies[min(self.requests, len(self.replies) - 1)]
        self.requests += 1
        for i in range(0, len(text), 4):
            yield text[i : i + 4]


async def collect(model: FakeModel, sources: list[str]) -> str:
    prompt = assemble(luna_turn())
    prompt.echo_sources = sources
    async with contextlib.aclosing(guarded_stream(model, prompt)) as stream:  # type: ignore[arg-type]
        return "".join([text async for text in stream if isinstance(text, str)])


async def test_an_echo_before_anything_was_shown_is_asked_again() -> None:
    model = FakeModel(INSTRUCTIONS + " *waves*", "*smiles* Hi Sam.")
    assert await collect(model, [INSTRUCTIONS]) == "*smiles* Hi Sam."
    assert model.requests == 2


async def test_an_echo_after_an_opening_asterisk_is_still_retried_unseen() -> None:
    model = FakeModel("*" + INSTRUCTIONS + "* *waves*", "*smiles* Hi Sam.")
    assert await collect(model, [INSTRUCTIONS]) == "*smiles* Hi Sam."
    assert model.requests == 2


async def test_an_echo_on_the_retry_is_cut() -> None:
    model = FakeModel(
        INSTRUCTIONS, "Write only Luna's reply. Never write Sam's words, thoughts or actions. *nods* Yes."
    )
    assert (await collect(model, [INSTRUCTIONS])).strip() == "*nods* Yes."
    assert model.requests == 2


async def test_a_reply_that_is_all_echo_twice_is_empty() -> None:
    model = FakeModel(INSTRUCTIONS)
    assert (await collect(model, [INSTRUCTIONS])).strip() == ""
    assert model.requests == 2


async def test_an_echo_after_shown_text_is_cut_without_a_retry() -> None:
    """The user already saw the start of this reply, so it is kept and only the echo is cut."""
    model = FakeModel(
        "*laughs* Oh, Sam. Sensual content is fine when the user leads; keep explicit detail moderate."
    )
    assert (await collect(model, [INSTRUCTIONS])).strip() == "*laughs* Oh, Sam."
    assert model.requests == 1


async def test_a_clean_reply_is_asked_once() -> None:
    model = FakeModel("*smiles* Welcome back, Sam. The kettle is on.")
    assert await collect(model, [INSTRUCTIONS]) == "*smiles* Welcome back, Sam. The kettle is on."
    assert model.requests == 1


def echo_of_the_prompt(user: str) -> str:
    """What SmolLM2-135M was seen answering: its per-turn instructions (lust level 2, the default)."""
    return f"{LUST_GUIDANCE[2]} {WRITE_ONLY}".replace("{{char}}", "Luna").replace("{{user}}", user)


async def test_a_chat_reply_that_echoes_is_retried_then_cut(app: FastAPI, client: httpx.AsyncClient) -> None:
    """Integration: the scripted model echoes on every request, so the retry echoes too and the reply is cut
    to what does not echo, streamed and stored alike."""
    name = (await adult(client))["user"]["username"]
    requests: list[dict[str, Any]] = []
    deltas = [f"{w} " for w in echo_of_the_prompt(name).split()] + ["*smiles* ", "Hello ", "there."]
    async with scripted_model(app, deltas, on_request=requests.append):
        chat = await chat_with(client, (await character(client))["id"])
        chunks = parse_sse((await send(client, chat["id"], "Hi Luna")).text)
    assert len(requests) == 2  # asked once more after the echo
    assert streamed_text(chunks).strip() == "*smiles* Hello there."
    stored = (await client.get(f"/api/chats/{chat['id']}")).json()["messages"][-1]
    assert (stored["role"], stored["content"]) == ("assistant", "*smiles* Hello there.")


async def test_a_chat_reply_that_is_all_echo_is_an_empty_reply(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    name = (await adult(client))["user"]["username"]
    requests: list[dict[str, Any]] = []
    async with scripted_model(app, [echo_of_the_prompt(name)], on_request=requests.append):
        chat = await chat_with(client, (await character(client))["id"])
        chunks = parse_sse((await send(client, chat["id"], "Hi Luna")).text)
    assert len(requests) == 2
    assert chunks[-1] == {"type": "error", "errorText": EMPTY_REPLY}
    assert streamed_text(chunks).strip() == ""
    messages = (await client.get(f"/api/chats/{chat['id']}")).json()["messages"]
    assert [m["role"] for m in messages[1:]] == ["user"]  # nothing stored; Retry offers another go
