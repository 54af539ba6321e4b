"""Benchmark: does the embedded model stay in character? (issue 8). A benchmark, not a test.

It drives the real chat API in-process (prompt assembly, echo guard, trimming, cleaning, storage, the
memory and summary jobs) against the embedded model, for each prompt layout in the same run, over
starter characters from catalog/characters/ (two built-in ones when the catalog has none): per character
a 20-turn chat of varied messages (greetings, *actions*, questions, things the user tells about themselves,
/direct, a bare /direct, /analyze) with responseLengthLevel cycling 0-4, and a short group chat. The
memory and summary jobs run every 6 turns, as in the app. It prints per layout:

- echo: replies whose model output repeated instruction text (8+ words), before the guard (the model's
  own rate), after the guard's retry, and in what was stored (must be 0);
- empty replies (turns that ended in "The AI model sent an empty reply");
- replies that write the user's lines ("Sam: …"), in the model output and in what was stored;
- median reply length in words by responseLengthLevel 0-4;
- memories stored per 20 turns, how many name a fact the user stated, and the memories themselves.

    .venv/bin/python bench/chat_quality.py                      # trailing (old) and merged (new)
    .venv/bin/python bench/chat_quality.py trailing merged before-last-user
    CHARACTERS=2 .venv/bin/python bench/chat_quality.py          # fewer characters, quicker
    LLM_BASE_URL=http://127.0.0.1:11434/v1 LLM_MODEL=llama3.2:3b .venv/bin/python bench/chat_quality.py

Without LLM_BASE_URL it starts the bundled SmolLM2-135M-Instruct on one thread (llama.cpp).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import AsyncGenerator, AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

from nocturne.chat import memory  # noqa: E402
from nocturne.chat import turn as chat_turn  # noqa: E402
from nocturne.chat.echo import has_echo  # noqa: E402
from nocturne.chat.prompt import LAYOUTS, Prompt  # noqa: E402
from nocturne.chat.turn import EMPTY_REPLY  # noqa: E402
from nocturne.config import Settings  # noqa: E402
from nocturne.jobs.queue import take_deferred  # noqa: E402
from nocturne.llm.client import SamplingParams  # noqa: E402
from nocturne.llm.local_server import LocalLLMServer  # noqa: E402
from nocturne.main import create_app  # noqa: E402
from nocturne.migrate import upgrade_to_head  # noqa: E402
from nocturne.moderation.rules import check_text  # noqa: E402

ORIGIN = "http://127.0.0.1:8000"
USER = "Sam"
TURNS_PER_CHAT = int(os.environ.get("TURNS", "20"))
GROUP_TURNS = int(os.environ.get("GROUP_TURNS", "6"))
# What the user tells about themselves in the script, and words that show a memory names it.
STATED_FACTS = {
    "works as a nurse": ("nurse", "hospital"),
    "grew up by the sea": ("sea", "town"),
    "sister Mia in Paris": ("sister", "mia", "paris"),
    "loves spicy ramen": ("ramen",),
    "plays guitar in a band": ("guitar", "band"),
    "allergic to cats": ("allergic", "cats"),
}
SCRIPT = (
    "Hi {char}! I'm Sam. Nice to meet you.",
    "*sits down across from you and smiles* So, what brings you here tonight?",
    "I work as a nurse at the city hospital, so my nights are usually long.",
    "What do you like to do when you're not working?",
    "/direct {char} notices that it has started to rain outside.",
    "*laughs softly* You're funny. I grew up in a small town by the sea.",
    "Tell me something nobody knows about you.",
    "I have a younger sister called Mia who lives in Paris.",
    "*leans closer* Do you want to take a walk with me?",
    "/analyze How does {char} feel about Sam so far?",
    "My favourite food is spicy ramen, by the way.",
    "*takes your hand gently* I'm glad I met you.",
    "What was the best day of your life?",
    "I play the guitar in a small band on weekends.",
    "/direct",
    "*looks out of the window* The city looks beautiful at night, doesn't it?",
    "I'm allergic to cats, sadly.",
    "Why did you choose this life?",
    "*yawns* It's getting late. I have an early shift tomorrow.",
    "Goodnight, {char}. See you soon?",
)
GROUP_SCRIPT = (
    "Hi both of you! *waves*",
    "{second}, what do you think of {first}?",
    "*pours three drinks* To new friends!",
    "{first}, tell me a secret.",
    "What should the three of us do tonight?",
    "*laughs* You two are trouble.",
)
FALLBACK_CHARACTERS = (
    {
        "name": "Luna",
        "gender": "Female",
        "style": "Realistic",
        "age": 27,
        "description": "Luna is a 27-year-old librarian with a sharp wit, round glasses and a love of old books.",
        "personality": "playful, curious, teasing",
        "scenario": "A rainy evening in the old library; {{user}} is the last visitor.",
        "exampleDialogue": "{{user}}: Any good books?\n{{char}}: *taps a worn cover* This one. It bites.",
        "greetings": [{"type": "text", "content": "*looks up from her book* Closing soon, {{user}}."}],
        "visibility": "private",
    },
    {
        "name": "Marco",
        "gender": "Male",
        "style": "Realistic",
        "age": 32,
        "description": "Marco is a 32-year-old bartender who remembers every regular's drink.",
        "personality": "warm, dry humour, a good listener",
        "scenario": "A quiet jazz bar after midnight.",
        "exampleDialogue": "{{user}}: The usual.\n{{char}}: *slides a glass over* Thought so.",
        "greetings": [{"type": "text", "content": "*wipes the bar* Rough night, {{user}}?"}],
        "visibility": "private",
    },
)


@dataclass
class Reply:
    layout: str
    level: int
    kind: str  # chat, direct, analyze, group
    stored: str = ""
    # The output rules flagged the stored reply (a false positive here hides a harmless reply).
    flagged: str = ""
    error: str = ""
    attempts: list[str] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    seconds: float = 0.0


@dataclass
class Recorder:
    """Taps the echo guard: the prompt's instruction text and the model's raw text of every attempt."""

    current: Reply | None = None

    def install(self) -> None:
        original = chat_turn.guarded_stream
        recorder = self

        async def recording(llm: Any, prompt: Prompt, retries: int = 1) -> AsyncGenerator[str, None]:
            reply = recorder.current
            if reply is not None:
                reply.sources = list(prompt.echo_sources)

            class Tap:
                model = llm.model

                async def stream(
                    self, messages: list[dict[str, str]], params: SamplingParams
                ) -> AsyncIterator[str]:
                    raw: list[str] = []
                    if reply is not None:
                        reply.attempts.append("")
                    async with contextlib.aclosing(llm.stream(messages, params)) as deltas:
                        async for delta in deltas:
                            raw.append(delta)
                            if reply is not None:
                                reply.attempts[-1] = "".join(raw)
                            yield delta

            async with contextlib.aclosing(original(Tap(), prompt, retries)) as guarded:
                async for text in guarded:
                    yield text

        chat_turn.guarded_stream = recording  # type: ignore[assignment]


def writes_user(text: str) -> bool:
    return re.search(rf"(^|\n)\W*{USER}\W*:", text) is not None


def parse_sse(body: str) -> tuple[str, str]:
    text, error = [], ""
    for event in body.split("\n\n"):
        if not event.startswith("data: {"):
            continue
        chunk = json.loads(event[6:])
        if chunk["type"] == "text-delta":
            text.append(chunk["delta"])
        elif chunk["type"] == "error":
            error = chunk["errorText"]
    return "".join(text), error


def load_cards(limit: int) -> list[Path]:
    cards = sorted((ROOT / "catalog" / "characters").glob("*.json"))
    # Spread over the catalog (genders, styles, categories) rather than its first files alphabetically.
    step = max(1, len(cards) // max(1, limit))
    return cards[::step][:limit]


async def make_characters(client: httpx.AsyncClient, limit: int) -> list[dict[str, Any]]:
    made = []
    for card in load_cards(limit):
        files = {"file": (card.name, card.read_bytes(), "application/json")}
        r = await client.post("/api/characters/import", files=files)
        if r.status_code == 201:
            made.append(r.json())
        else:
            print(f"  (skipped {card.name}: {r.status_code} {r.text[:120]})")
    for body in FALLBACK_CHARACTERS[: max(0, min(2, limit) - len(made))]:
        r = await client.post("/api/characters", json=body)
        r.raise_for_status()
        made.append(r.json())
    return made


async def run_turn(
    client: httpx.AsyncClient, recorder: Recorder, chat_id: str, text: str, reply: Reply
) -> Reply:
    r = await client.patch(f"/api/chats/{chat_id}/settings", json={"responseLengthLevel": reply.level})
    r.raise_for_status()
    recorder.current = reply
    started = time.monotonic()
    body = {
        "id": chat_id,
        "messages": [{"id": os.urandom(8).hex(), "role": "user", "parts": [{"type": "text", "text": text}]}],
    }
    r = await client.post("/api/chat", json=body, timeout=600)
    reply.seconds = time.monotonic() - started
    recorder.current = None
    if r.status_code != 200:
        reply.error = f"{r.status_code}: {r.text[:100]}"
        return reply
    _, reply.error = parse_sse(r.text)
    detail = (await client.get(f"/api/chats/{chat_id}")).json()
    last = detail["messages"][-1]
    if last["role"] == "assistant" and not reply.error:
        reply.flagged = (last.get("annotations") or {}).get("flaggedContent", "")
        content = last["content"]
        reply.stored = content if isinstance(content, str) else " ".join(p.get("text", "") for p in content)
    return reply


async def jobs(runtime: Any, chat_id: str) -> None:
    await memory.update_memories(runtime, chat_id)
    await memory.update_summary(runtime, chat_id)


def level_of(turn: int, turns: int) -> int:
    """responseLengthLevel in blocks (0 for the first fifth of the chat, then 1…), as a person changes it:
    not every message, so a layout's prompt cache is not thrown away on every turn."""
    return min(4, turn * 5 // max(1, turns))


async def run_chat(
    app: Any, client: httpx.AsyncClient, recorder: Recorder, layout: str, character: dict[str, Any]
) -> tuple[list[Reply], dict[str, Any]]:
    """One 20-turn chat with a character in a layout, the jobs every 6 turns as in the app."""
    app.state.runtime.chat.prompt_layout = layout
    replies: list[Reply] = []
    chat = (await client.post("/api/chats", json={"characterIds": [character["id"]]})).json()
    for i, line in enumerate(SCRIPT[:TURNS_PER_CHAT]):
        kind = (
            "direct" if line.startswith("/direct") else "analyze" if line.startswith("/analyze") else "chat"
        )
        reply = Reply(layout, level_of(i, TURNS_PER_CHAT), kind)
        replies.append(
            await run_turn(client, recorder, chat["id"], line.format(char=character["name"]), reply)
        )
        if (i + 1) % memory.MEMORY_EVERY_TURNS == 0:
            await jobs(app.state.runtime, chat["id"])
    settings = (await client.get(f"/api/chats/{chat['id']}/settings")).json()
    memories = [m["content"] for m in (await client.get(f"/api/chats/{chat['id']}/memories")).json()]
    return replies, {
        "character": character["name"],
        "memories": memories,
        "summary": settings["conversationSummary"],
    }


async def run_group(
    app: Any,
    client: httpx.AsyncClient,
    recorder: Recorder,
    layout: str,
    first: dict[str, Any],
    second: dict[str, Any],
) -> list[Reply]:
    app.state.runtime.chat.prompt_layout = layout
    chat = (await client.post("/api/chats", json={"characterIds": [first["id"], second["id"]]})).json()
    replies = []
    for line in GROUP_SCRIPT[:GROUP_TURNS]:
        text = line.format(first=first["name"], second=second["name"])
        replies.append(await run_turn(client, recorder, chat["id"], text, Reply(layout, 2, "group")))
    return replies


def pct(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.0f} %)" if whole else "0/0"


def report(layout: str, replies: list[Reply], chats: list[dict[str, Any]]) -> None:
    n = len(replies)
    first_echo = sum(1 for r in replies if r.attempts and has_echo(r.attempts[0], r.sources))
    retried = sum(1 for r in replies if len(r.attempts) > 1)
    final_echo = sum(1 for r in replies if r.attempts and has_echo(r.attempts[-1], r.sources))
    stored_echo = sum(1 for r in replies if r.stored and has_echo(r.stored, r.sources))
    empty = sum(1 for r in replies if r.error == EMPTY_REPLY)
    other_errors = [r.error for r in replies if r.error and r.error != EMPTY_REPLY]
    raw_user = sum(1 for r in replies if r.attempts and writes_user(r.attempts[-1]))
    stored_user = sum(1 for r in replies if writes_user(r.stored))
    by_level: dict[int, list[int]] = defaultdict(list)
    for r in replies:
        if r.stored:
            by_level[r.level].append(len(r.stored.split()))
    print(f"\n== layout: {layout} ({n} turns, {sum(r.seconds for r in replies):.0f} s of replies)")
    print(f"echo in the model's first answer        {pct(first_echo, n)}")
    print(f"retried by the guard                    {pct(retried, n)}")
    print(f"echo in the model's last answer         {pct(final_echo, n)}")
    print(f"echo in the stored reply                {pct(stored_echo, n)}")
    print(f"empty replies                           {pct(empty, n)}")
    print(f"model wrote the user's lines ('{USER}:')  {pct(raw_user, n)} (cut before storing)")
    print(f"stored replies writing the user's lines {pct(stored_user, n)}")
    flagged = [r for r in replies if r.flagged]
    print(f"replies flagged by the output rules     {pct(len(flagged), n)}")
    for r in flagged[:3]:
        raw = r.attempts[-1] if r.attempts else ""
        verdict = check_text(raw, context="output")
        print(f"    flagged ({r.flagged}, rule {verdict.rule}: {verdict.matches}): {raw!r}")
    if other_errors:
        print(f"other errors                            {len(other_errors)}: {other_errors[:3]}")
    medians = "  ".join(f"L{lv}: {statistics.median(by_level[lv]):.0f}" for lv in sorted(by_level))
    print(f"median reply length (words) by level    {medians}")
    for chat in chats:
        text = " ".join(chat["memories"]).lower()
        agreed = [fact for fact, words in STATED_FACTS.items() if any(w in text for w in words)]
        print(
            f"memories after {TURNS_PER_CHAT} turns with {chat['character']}: {len(chat['memories'])} "
            f"(name {len(agreed)} of the {len(STATED_FACTS)} facts the user stated)"
        )
        for m in chat["memories"]:
            print(f"    - {m}")
        print(f"    summary: {chat['summary'][:400]}")


async def main(layouts: list[str]) -> None:
    started = time.monotonic()
    local: LocalLLMServer | None = None
    base_url, model = os.environ.get("LLM_BASE_URL"), os.environ.get("LLM_MODEL", "")
    if not base_url:
        local = LocalLLMServer(threads=int(os.environ.get("THREADS", "1")))
        base_url = await local.start()
        model = local.alias
    context = local.context_tokens if local else int(os.environ.get("LLM_CONTEXT_TOKENS", "4096"))
    print(f"model {model} at {base_url}, {context}-token context, layouts {layouts}")
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite+aiosqlite:///{tmp}/bench.db"
        upgrade_to_head(url)
        settings = Settings(
            DATABASE_URL=url,
            DATA_DIR=tmp,
            APP_ORIGIN=ORIGIN,
            SECRET_KEY="bench",
            APP_ENV="test",
            LLM_EMBEDDED=False,
            LLM_BASE_URL=base_url,
            LLM_MODEL=model,
            LLM_CONTEXT_TOKENS=context,
            LLM_TIMEOUT_SECONDS=300,
        )
        app = create_app(settings)
        recorder = Recorder()
        recorder.install()
        try:
            async with app.router.lifespan_context(app):

                async def no_jobs(db: Any) -> None:  # the bench runs them itself, every 6 turns
                    take_deferred(db)

                app.state.runtime.jobs.send_deferred = no_jobs
                # The bench starts the embedded server itself, so the app sees an endpoint: tell its client
                # what `nocturne serve` knows of its own server (it takes min_tokens).
                app.state.runtime.chat.llm.min_tokens_supported = local is not None
                transport = httpx.ASGITransport(app=app)
                async with httpx.AsyncClient(
                    transport=transport, base_url=ORIGIN, headers={"Origin": ORIGIN}
                ) as c:
                    r = await c.get("/api/auth/session")
                    c.headers["X-CSRF-Token"] = r.json()["csrfToken"]
                    signup = {
                        "email": "bench@example.com",
                        "username": "bench",
                        "password": "correct horse battery",
                    }
                    (await c.post("/api/auth/signup", json=signup)).raise_for_status()
                    (await c.post("/api/age/confirm")).raise_for_status()
                    persona = {"name": USER, "description": "A nurse in her thirties.", "gender": "Female"}
                    (await c.post("/api/personas", json=persona)).raise_for_status()
                    characters = await make_characters(c, int(os.environ.get("CHARACTERS", "3")))
                    print(f"characters: {', '.join(ch['name'] for ch in characters)}")
                    # The layouts take turns, character by character, and the figures so far are printed
                    # after each: a drift in the machine's speed weighs on every layout alike.
                    results: dict[str, tuple[list[Reply], list[dict[str, Any]]]] = {
                        name: ([], []) for name in layouts
                    }
                    for index, character in enumerate(characters):
                        for layout in layouts:
                            replies, chat = await run_chat(app, c, recorder, layout, character)
                            results[layout][0].extend(replies)
                            results[layout][1].append(chat)
                        for layout in layouts:
                            report(layout, *results[layout])
                        print(
                            f"\n-- after {index + 1} of {len(characters)} characters, {time.monotonic() - started:.0f} s"
                        )
                    if len(characters) >= 2:
                        for layout in layouts:
                            group = await run_group(app, c, recorder, layout, characters[0], characters[1])
                            results[layout][0].extend(group)
                        print("\n== with the group chats")
                        for layout in layouts:
                            report(layout, *results[layout])
        finally:
            if local is not None:
                await local.stop()
    print(f"\nbench took {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    chosen = sys.argv[1:] or ["trailing", "merged"]
    unknown = [layout for layout in chosen if layout not in LAYOUTS]
    if unknown:
        sys.exit(f"unknown layout {unknown}; choose from {LAYOUTS}")
    asyncio.run(main(chosen))
