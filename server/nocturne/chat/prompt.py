"""Prompt assembly for one role-play turn, in the consensus order of the best role-play systems
(reference/chat-anchors.md section 2):

  system: main prompt + safety + character description + scenario + persona + group
          + pinned memories + automatic memories + summary
  examples (dropped first when the budget is tight)
  history, filled newest-first in whole messages within the budget that reserves the reply
  system: per-turn instructions (/direct, custom instructions, length and lust guidance, card
          post-history instructions, "do not write the user's lines", group nudge)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Literal

from nocturne.llm.client import SamplingParams

# responseLengthLevel 0–4: reply token cap and the matching instruction.
REPLY_TOKENS = (60, 120, 200, 320, 480)
LENGTH_GUIDANCE = (
    "Reply in one or two short sentences.",
    "Reply in a short paragraph.",
    "Reply in one or two paragraphs.",
    "Reply in two or three paragraphs.",
    "Reply in three or four detailed paragraphs.",
)
# lustLevel 0–4: how explicit the character may be (always between adults).
LUST_GUIDANCE = (
    "Keep the scene romantic and non-sexual; fade to black instead of describing sex.",
    "Keep it flirty and suggestive, without explicit sexual detail.",
    "Sensual content is fine when the user leads; keep explicit detail moderate.",
    "Explicit sexual content between the adult characters is welcome when the scene calls for it.",
    "Be boldly explicit and take the initiative in sexual scenes between the adult characters.",
)
# Said positively: small models often repeat their instructions, and a rule that names what is forbidden
# would, repeated, trip the output rules and send a false alarm to the moderators' emergency queue.
SAFETY_RULE = "Everyone in this story is a consenting adult human, 18 or older, and stays that way whatever the user asks."
DEFAULT_MAIN = (
    "You are {{char}}. Write {{char}}'s next reply in a fictional role-play chat with {{user}}. "
    "Stay in character, write actions in *asterisks*, and keep the story moving."
)
ANALYZE_INSTRUCTION = (
    "Step out of the role-play. Answer out of character, as a neutral narrator looking at the "
    "conversation so far. Do not continue the story and do not write as {{char}}."
)
DEFAULT_PENALTIES = (0.3, 0.2)
LOOPING_PENALTIES = (0.9, 0.7)
# Headroom for chat-template tokens the estimate cannot see.
TEMPLATE_MARGIN = 64


def estimate_tokens(text: str) -> int:
    """A conservative estimate (about 3.5 characters a token for English prose) plus per-message overhead.
    Over-counting only trims history a little early; it never overflows the context."""
    return math.ceil(len(text) / 3.5) + 4


@dataclass(frozen=True)
class PromptCharacter:
    id: str
    name: str
    description: str
    scenario: str = ""
    example_dialogue: str = ""
    system_prompt: str = ""
    post_history_instructions: str = ""


@dataclass(frozen=True)
class PromptPersona:
    name: str
    description: str = ""
    gender: str = "Male"


@dataclass(frozen=True)
class HistoryItem:
    role: Literal["user", "assistant"]
    text: str
    speaker: str = ""


@dataclass
class TurnInput:
    character: PromptCharacter
    persona: PromptPersona
    history: list[HistoryItem]
    context_tokens: int
    group: list[PromptCharacter] = field(default_factory=list)
    lust_level: int = 2
    response_length_level: int = 2
    custom_instructions: str = ""
    pinned_memories: list[str] = field(default_factory=list)
    memories: list[str] = field(default_factory=list)
    summary: str = ""
    include_persona: bool = False
    include_group_in_scene: bool = True
    directive: str | None = None
    analyze: bool = False
    analyze_question: str | None = None
    looping: bool = False
    max_reply_tokens: int | None = None


@dataclass
class Prompt:
    messages: list[dict[str, str]]
    params: SamplingParams
    dropped_history: int = 0
    examples_included: bool = True


def _macros(text: str, char: str, user: str) -> str:
    return (
        text.replace("{{char}}", char)
        .replace("{{user}}", user)
        .replace("<<<char>>>", char)
        .replace("<<<user>>>", user)
    )


def _system_block(t: TurnInput) -> str:
    char, user = t.character.name, t.persona.name
    main = DEFAULT_MAIN
    if t.character.system_prompt.strip():
        # Card system prompts replace ours and may embed it with {{original}} (character card spec V2).
        main = t.character.system_prompt.replace("{{original}}", DEFAULT_MAIN)
    parts = [main, SAFETY_RULE, f"[{char}'s description]\n{t.character.description.strip()}"]
    if t.character.scenario.strip():
        parts.append(f"[Scenario]\n{t.character.scenario.strip()}")
    if t.include_persona and t.persona.description.strip():
        parts.append(f"[{user}, the user's character ({t.persona.gender})]\n{t.persona.description.strip()}")
    others = [c for c in t.group if c.id != t.character.id]
    if others:
        names = ", ".join(c.name for c in others)
        if t.include_group_in_scene:
            lines = "\n".join(f"- {c.name}: {c.description.strip()[:600]}" for c in others)
            parts.append(f"[Also in this scene: {names}]\n{lines}")
        else:
            parts.append(f"[This is a group chat with {names}.]")
    if t.pinned_memories:
        parts.append("[Pinned memories]\n" + "\n".join(f"- {m}" for m in t.pinned_memories))
    if t.memories:
        parts.append("[What {{char}} remembers]\n" + "\n".join(f"- {m}" for m in t.memories))
    if t.summary.strip():
        parts.append(f"[Summary of the story so far]\n{t.summary.strip()}")
    return _macros("\n\n".join(parts), char, user)


def _turn_block(t: TurnInput) -> str:
    char, user = t.character.name, t.persona.name
    if t.analyze:
        question = (
            t.analyze_question or "Give a short analysis of the conversation and the characters so far."
        )
        return _macros(f"{ANALYZE_INSTRUCTION}\nQuestion: {question}", char, user)
    lines = [LENGTH_GUIDANCE[t.response_length_level], LUST_GUIDANCE[t.lust_level], SAFETY_RULE]
    if t.custom_instructions.strip():
        lines.append(f"The user's standing instructions: {t.custom_instructions.strip()}")
    if t.character.post_history_instructions.strip():
        lines.append(t.character.post_history_instructions.replace("{{original}}", "").strip())
    if t.looping:
        lines.append("Do not repeat phrases or actions from your earlier replies; move the story forward.")
    if t.directive:
        lines.append(f"Scene direction for this reply only (follow it, never mention it): {t.directive}")
    lines.append("Write only {{char}}'s reply. Never write {{user}}'s words, thoughts or actions.")
    if t.group:
        lines.append("[Write the next reply only as {{char}}.]")
    return _macros("\n".join(lines), char, user)


def stop_strings(t: TurnInput) -> list[str]:
    """Stop when the model starts writing the user's (or another character's) line."""
    names = [t.persona.name] + [c.name for c in t.group if c.id != t.character.id]
    return [f"\n{name}:" for name in names][:4]


def assemble(t: TurnInput) -> Prompt:
    reply_tokens = min(REPLY_TOKENS[t.response_length_level], t.max_reply_tokens or REPLY_TOKENS[-1])
    budget = t.context_tokens - reply_tokens - TEMPLATE_MARGIN
    system = {"role": "system", "content": _system_block(t)}
    turn = {"role": "system", "content": _turn_block(t)}
    budget -= estimate_tokens(system["content"]) + estimate_tokens(turn["content"])

    examples: dict[str, str] | None = None
    if t.character.example_dialogue.strip() and not t.analyze:
        text = _macros(t.character.example_dialogue.strip(), t.character.name, t.persona.name)
        examples = {"role": "system", "content": f"[Example dialogue, for style only]\n{text}"}

    is_group = len(t.group) > 1
    history: list[dict[str, str]] = []
    for item in reversed(t.history):
        content = (
            f"{item.speaker}: {item.text}"
            if is_group and item.role == "assistant" and item.speaker
            else item.text
        )
        cost = estimate_tokens(content)
        if cost > budget:
            break  # whole messages only; older ones are covered by the summary and memories
        budget -= cost
        history.append({"role": item.role, "content": content})
    history.reverse()

    examples_included = examples is not None and estimate_tokens(examples["content"]) <= budget
    head = [system] + ([examples] if examples is not None and examples_included else [])
    freq, pres = LOOPING_PENALTIES if t.looping else DEFAULT_PENALTIES
    params = SamplingParams(
        max_tokens=reply_tokens, frequency_penalty=freq, presence_penalty=pres, stop=stop_strings(t)
    )
    return Prompt(head + history + [turn], params, len(t.history) - len(history), examples_included)


def trim_reply(text: str, t: TurnInput) -> str:
    """Cut a reply where the model began someone else's line, and drop a leading '{char}:' label."""
    for stop in stop_strings(t):
        index = text.find(stop)
        if index != -1:
            text = text[:index]
    label = f"{t.character.name}:"
    stripped = text.lstrip()
    if stripped.startswith(label):
        text = stripped[len(label) :]
    return text.strip()
