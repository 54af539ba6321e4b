"""Automatic memories and the summary (issue 8): a request a 135M model can follow, answers read leniently,
deduplicated; never a line that writes the user's words, never instruction text; streamed answers read too."""

from __future__ import annotations

import json
from typing import Any

import httpx
from fastapi import FastAPI

from nocturne.chat import memory
from nocturne.chat.echo import EchoSources
from nocturne.chat.memory import merge_summary
from nocturne.chat.memory_text import clean_summary, first_person_statements, is_duplicate, parse_memories
from nocturne.chat.prompt import LUST_GUIDANCE, instruction_texts
from tests.chat_helpers import adult, character, chat_with, send
from tests.scripted_model import scripted_model

SOURCE = "I work as a nurse at the city hospital. I have a sister called Mia who lives in Paris."
INSTRUCTIONS = EchoSources(instruction_texts("Luna", "Sam"))


def facts(answer: str, known: list[str] | None = None, source: str = SOURCE) -> list[str]:
    return parse_memories(
        answer, known or [], user="Sam", source=source, names=["Luna"], instructions=INSTRUCTIONS
    )


def test_statements_are_what_the_user_says_about_themselves() -> None:
    text = "*sits down* Hi Luna! I work as a nurse, do you like hospitals? What is your name? My cat is old."
    assert first_person_statements(text) == "I work as a nurse. My cat is old."
    assert first_person_statements("*takes your hand* Let's go for a walk. Haha, that's funny.") == ""
    assert first_person_statements("Do I look tired?") == ""


def test_answers_are_read_leniently() -> None:
    answer = "1. Sam works as a nurse at the hospital.\n* Sam's sister Mia lives in Paris\nSam has a sister."
    assert facts(answer) == [
        "Sam works as a nurse at the hospital.",
        "Sam's sister Mia lives in Paris.",
        "Sam has a sister.",
    ]
    assert facts("- none") == []
    assert facts("NONE") == []


def test_duplicates_are_dropped_known_or_new() -> None:
    assert facts("- Sam is a nurse.\n- Sam is a nurse at the hospital.", known=["Sam works as a nurse."]) == [
        "Sam is a nurse at the hospital."
    ]
    assert is_duplicate("Sam's sister Mia lives in Paris.", ["Sam's sister, Mia, lives in Paris!"])


def test_transcript_lines_and_the_users_words_are_never_memories() -> None:
    assert facts("User: I work as a nurse.\nSam: I have a sister.\nLuna: Paris is lovely.") == []
    assert facts("- I work as a nurse at the hospital.") == []  # the user's own words, not a fact about them


def test_instruction_text_and_invented_facts_are_rejected() -> None:
    echo = f"- Sam knows: {LUST_GUIDANCE[2]}"
    assert facts(echo) == []
    assert facts("- Sam is a doctor in Oslo.") == []  # not what Sam said
    assert facts("- Sam has two cats.") == []  # from the worked examples, not from Sam
    assert facts("- Alex is a teacher.", source="I am a teacher.") == []
    assert facts("- Sam is tired today.", source="I am tired today.") == []  # not lasting
    assert facts("- Luna lives in Paris.") == []  # memories are about the user
    assert facts("- Sam is a person.\n- Sam met you.") == []  # nothing said, or said to someone


def test_summary_keeps_story_sentences_only() -> None:
    story = "Sam: I work as a nurse.\nLuna: *smiles* Then you must be tired. The library is quiet tonight."
    answer = (
        "Summary: Sam told Luna that he works as a nurse.\n"
        "Sam: I am tired.\n"
        "User: Tell me more.\n"
        f"{LUST_GUIDANCE[2]} Luna said the library was quiet.\n"
        "Luna flew to the moon with a dragon.\n"
        "What brings you to the library? You must be tired."
    )
    cleaned = clean_summary(answer, source=story, names=["Sam", "Luna"], instructions=INSTRUCTIONS)
    assert cleaned == "Sam told Luna that he works as a nurse. Luna said the library was quiet."


def test_summary_grows_and_drops_its_oldest_sentences() -> None:
    assert merge_summary("", "Sam met Luna.") == "Sam met Luna."
    assert merge_summary("Sam met Luna.", "They read a book.") == "Sam met Luna. They read a book."
    merged = merge_summary("First event happened here. Second event happened here.", "Third event.", limit=45)
    assert merged == "Second event happened here. Third event."


async def run_jobs(
    app: FastAPI, client: httpx.AsyncClient, answer: str, *, always_stream: bool
) -> dict[str, Any]:
    info = await adult(client)
    name = info["user"]["username"]
    requests: list[dict[str, Any]] = []
    scripted = [answer.replace("{user}", name)]
    async with scripted_model(app, scripted, on_request=requests.append, always_stream=always_stream):
        chat = await chat_with(client, (await character(client))["id"])
        await send(client, chat["id"], "I work as a nurse at the city hospital.")
        await send(client, chat["id"], "/direct Luna drops her book.")
        await send(client, chat["id"], "/analyze What does Luna think of me?")
        requests.clear()  # the jobs' requests from here
        added = await memory.update_memories(app.state.runtime, chat["id"])
        summarised = await memory.update_summary(app.state.runtime, chat["id"])
    memories = [m["content"] for m in (await client.get(f"/api/chats/{chat['id']}/memories")).json()]
    summary = (await client.get(f"/api/chats/{chat['id']}/settings")).json()["conversationSummary"]
    asked = json.dumps([r["messages"] for r in requests])
    assert "nurse" in asked
    assert "drops her book" not in asked  # /direct and /analyze feed neither memories nor the summary
    assert "What does Luna think" not in asked
    return {"name": name, "added": added, "summarised": summarised, "memories": memories, "summary": summary}


async def test_jobs_read_a_streamed_answer_to_a_whole_answer_request(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    """A hosted model that streams even when asked not to: the jobs read its SSE answer."""
    result = await run_jobs(
        app, client, "- {user} works as a nurse at the city hospital.", always_stream=True
    )
    assert result["memories"] == [f"{result['name']} works as a nurse at the city hospital."]
    assert result["summary"] == f"{result['name']} works as a nurse at the city hospital."


async def test_jobs_store_no_transcript_lines_and_no_instructions(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    answer = "{user}: I work as a nurse.\nUser: hello\n" + LUST_GUIDANCE[2]
    result = await run_jobs(app, client, answer, always_stream=False)
    assert result["added"] == 0
    assert result["memories"] == []
    assert result["summarised"] is False
    assert result["summary"] == ""
