"""A stop never loses the reply (issue 3: a stopped stream keeps the partial reply), whatever the order in
which the server notices it. Here the client leaves while the reply is being stored: the relay is closed
at that moment, and the reply must still be stored once."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.chat.schemas import ChatRequest
from nocturne.chat.turn import prepare_turn, start_turn, stream_turn
from nocturne.models import ChatMessage, User
from tests.chat_helpers import adult, character, chat_with, user_message
from tests.scripted_model import scripted_model


async def _connected() -> bool:
    return False


async def test_leaving_while_the_reply_is_stored_keeps_it(
    app: FastAPI, client: httpx.AsyncClient, db: AsyncSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    info = await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    runtime = app.state.runtime
    # The reply's final output check is held, so the relay can be closed exactly while the reply is stored.
    storing, release = asyncio.Event(), asyncio.Event()
    decide = runtime.moderation.decide

    async def held_decide(text: str, context: str, scene: Any = None) -> Any:
        if context == "output":
            storing.set()
            await release.wait()
        return await decide(text, context, scene)

    monkeypatch.setattr(runtime.moderation, "decide", held_decide)
    async with scripted_model(app, ["Once upon a time ", "there was a bar ", "by the sea."]):
        async with runtime.sessionmaker() as session:
            user = await session.get(User, uuid.UUID(info["user"]["id"]))
            body = ChatRequest.model_validate(
                {"id": chat["id"], "messages": [user_message("Tell me a story.")]}
            )
            turn = await prepare_turn(session, runtime, user, body)
            stream = await start_turn(turn, runtime, _connected)
            await session.commit()
        relay = stream_turn(stream)
        assert '"start"' in (await anext(relay)).decode()
        await anext(relay)  # the relay now waits on the model's chunks
        await asyncio.wait_for(storing.wait(), 10)
        await relay.aclose()  # the client leaves while the reply is being stored
        release.set()
        stored = None
        for _ in range(100):
            stored = await db.scalar(select(ChatMessage.content).where(ChatMessage.id == turn.reply_id))
            await db.rollback()  # end the transaction so the app can write meanwhile
            if stored is not None:
                break
            await asyncio.sleep(0.05)
        assert stored is not None, "the reply was stored"
        assert stored == "Once upon a time there was a bar by the sea."


async def test_a_failing_reader_still_ends_the_stream(
    app: FastAPI, client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An unforeseen failure while the model is read (here: the output check breaks) ends the turn with
    an error the client can act on, instead of a stream that never ends."""
    from nocturne.chat.turn import READ_FAILED
    from tests.chat_helpers import parse_sse, send

    runtime = app.state.runtime
    decide = runtime.moderation.decide

    async def broken_decide(text: str, context: str, scene: Any = None) -> Any:
        if context == "output":
            raise RuntimeError("the classifier broke")
        return await decide(text, context, scene)

    monkeypatch.setattr(runtime.moderation, "decide", broken_decide)
    # One delta past the first output check.
    async with scripted_model(app, ["A long night at the bar. " * 20]):
        await adult(client)
        chat = await chat_with(client, (await character(client))["id"])
        chunks = parse_sse((await send(client, chat["id"], "Hello?")).text)
        assert chunks[-1] == {"type": "error", "errorText": READ_FAILED}
