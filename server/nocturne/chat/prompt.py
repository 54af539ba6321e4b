"""Prompt assembly for one role-play turn, in the consensus order of the best role-play systems
(reference/chat-anchors.md section 2):

  system: main prompt + safety + lorebook (before) + character description + scenario + lorebook
          (after) + persona + group + pinned memories + automatic memories + summary
  examples (dropped first when the budget is tight)
  history, filled newest-first in whole messages within the budget that reserves the reply
  per-turn instructions (/direct, custom instructions, length and lust guidance, card post-history
          instructions, "do not write the user's lines", group nudge)

Where the per-turn instructions go is the prompt's layout (LLM_PROMPT_LAYOUT):

- "trailing": a system message after the history, the consensus order, kept for larger models.
- "merged": the only system message is the first one, examples and per-turn instructions included.
  Small models (the bundled SmolLM2-135M) read a trailing system message as text to continue: measured
  against the embedded model, 5 of 6 replies repeated it, against 0 of 6 with either other layout
  (issue 8; bench/chat_quality.py prints the rates). Merged is also the one layout every GGUF chat
  template accepts: several (Mistral's, Gemma's) reject a system message anywhere but first.
- "before-last-user": a system message in front of the newest user message (an author's note at depth 1).
"auto" (resolve_layout) picks merged for the embedded model and small models, trailing otherwise.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Literal, cast, get_args

from nocturne.llm.client import SamplingParams

# responseLengthLevel 0–4: reply token cap and the matching instruction.
REPLY_TOKENS = (60, 120, 200, 320, 480)
# And the tokens before the model may stop, where the endpoint takes `min_tokens` (the embedded one): the
# bundled 135M model ends after about 50 words whatever the length instruction says (bench/chat_quality.py).
MIN_REPLY_TOKENS = (0, 30, 70, 130, 200)
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
INSTRUCTIONS_HEADING = "[Instructions for {{char}}'s next reply]"
STANDING_INSTRUCTIONS = "The user's standing instructions:"
LOOPING_NOTE = "Do not repeat phrases or actions from your earlier replies; move the story forward."
DIRECTION_NOTE = "Scene direction for this reply only (follow it, never mention it):"
WRITE_ONLY = "Write only {{char}}'s reply. Never write {{user}}'s words, thoughts or actions."
GROUP_NUDGE = "[Write the next reply only as {{char}}.]"

PromptLayout = Literal["trailing", "merged", "before-last-user"]
LAYOUTS: tuple[PromptLayout, ...] = get_args(PromptLayout)
# Models up to this size get the merged layout under "auto" (parameters).
SMALL_MODEL_PARAMETERS = 4_000_000_000
# A size in a model's name: "smollm2:135m", "qwen2.5-0.5b-instruct", "llama3.2:3b", "Mixtral-8x7B".
_SIZE_IN_NAME = re.compile(r"(?<![a-z0-9.])(?:(\d+)x)?(\d+(?:\.\d+)?)([mb])(?![a-z])", re.IGNORECASE)


def model_size_from_name(model: str) -> int | None:
    """The parameter count a model's name states, if any."""
    match = _SIZE_IN_NAME.search(model)
    if match is None:
        return None
    experts = int(match.group(1) or 1)
    return int(float(match.group(2)) * (10**6 if match.group(3).lower() == "m" else 10**9) * experts)


def resolve_layout(setting: str, *, embedded: bool, model: str) -> PromptLayout:
    """The layout for LLM_PROMPT_LAYOUT: an explicit one as it is; "auto" gives merged to the embedded model
    (whatever its GGUF file: merged is the layout every chat template accepts) and to endpoints whose model
    name says it is small, and the consensus trailing order to larger or unknown models."""
    if setting in LAYOUTS:
        return cast(PromptLayout, setting)
    if embedded:
        return "merged"
    size = model_size_from_name(model)
    return "merged" if size is not None and size <= SMALL_MODEL_PARAMETERS else "trailing"


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
    layout: PromptLayout = "trailing"
    # Lorebook entries (character_book) placed before / after the character's definition.
    lore_before: list[str] = field(default_factory=list)
    lore_after: list[str] = field(default_factory=list)


@dataclass
class Prompt:
    messages: list[dict[str, str]]
    params: SamplingParams
    dropped_history: int = 0
    examples_included: bool = True
    # The prompt's own instruction text, which a reply must never repeat (chat/echo.py): the system block
    # and the per-turn instructions, without what the user wrote into them (/direct, /analyze questions)
    # and without the example dialogue, which a reply is meant to imitate.
    echo_sources: list[str] = field(default_factory=list)


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
    parts = [main, SAFETY_RULE]
    parts += [entry.strip() for entry in t.lore_before if entry.strip()]
    parts.append(f"[{char}'s description]\n{t.character.description.strip()}")
    if t.character.scenario.strip():
        parts.append(f"[Scenario]\n{t.character.scenario.strip()}")
    parts += [entry.strip() for entry in t.lore_after if entry.strip()]
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


def _turn_block(t: TurnInput, for_echo: bool = False) -> str:
    """The per-turn instructions; `for_echo` leaves out what the user wrote into them (a reply may well
    narrate what a /direct asked for, or quote an /analyze question)."""
    char, user = t.character.name, t.persona.name
    if t.analyze:
        question = (
            t.analyze_question or "Give a short analysis of the conversation and the characters so far."
        )
        return _macros(
            ANALYZE_INSTRUCTION if for_echo else f"{ANALYZE_INSTRUCTION}\nQuestion: {question}", char, user
        )
    lines = [LENGTH_GUIDANCE[t.response_length_level], LUST_GUIDANCE[t.lust_level], SAFETY_RULE]
    if t.custom_instructions.strip():
        lines.append(f"{STANDING_INSTRUCTIONS} {t.custom_instructions.strip()}")
    if t.character.post_history_instructions.strip():
        lines.append(t.character.post_history_instructions.replace("{{original}}", "").strip())
    if t.looping:
        lines.append(LOOPING_NOTE)
    if t.directive:
        lines.append(DIRECTION_NOTE if for_echo else f"{DIRECTION_NOTE} {t.directive}")
    lines.append(WRITE_ONLY)
    if t.group:
        lines.append(GROUP_NUDGE)
    return _macros("\n".join(lines), char, user)


def instruction_texts(char: str, user: str) -> list[str]:
    """Nocturne's own instruction text in the order a prompt holds it, names filled in: the memory and
    summary jobs keep it out of what they read and store (a reply stored before the echo guard may hold it)."""
    fixed = [
        DEFAULT_MAIN,
        SAFETY_RULE,
        INSTRUCTIONS_HEADING,
        *LENGTH_GUIDANCE,
        *LUST_GUIDANCE,
        SAFETY_RULE,
        STANDING_INSTRUCTIONS,
        LOOPING_NOTE,
        DIRECTION_NOTE,
        WRITE_ONLY,
        GROUP_NUDGE,
        ANALYZE_INSTRUCTION,
    ]
    return [_macros("\n".join(fixed), char, user)]


def stop_strings(t: TurnInput) -> list[str]:
    """Stop when the model starts writing the user's (or another character's) line."""
    names = [t.persona.name] + [c.name for c in t.group if c.id != t.character.id]
    return [f"\n{name}:" for name in names][:4]


def assemble(t: TurnInput) -> Prompt:
    reply_tokens = min(REPLY_TOKENS[t.response_length_level], t.max_reply_tokens or REPLY_TOKENS[-1])
    budget = t.context_tokens - reply_tokens - TEMPLATE_MARGIN
    system_text, turn_text, echo_turn = _system_block(t), _turn_block(t), _turn_block(t, for_echo=True)
    if t.layout == "merged":
        heading = _macros(INSTRUCTIONS_HEADING, t.character.name, t.persona.name)
        turn_text, echo_turn = f"{heading}\n{turn_text}", f"{heading}\n{echo_turn}"
    budget -= estimate_tokens(system_text) + estimate_tokens(turn_text)

    examples: str | None = None
    if t.character.example_dialogue.strip() and not t.analyze:
        text = _macros(t.character.example_dialogue.strip(), t.character.name, t.persona.name)
        examples = f"[Example dialogue, for style only]\n{text}"

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

    examples_included = examples is not None and estimate_tokens(examples) <= budget
    freq, pres = LOOPING_PENALTIES if t.looping else DEFAULT_PENALTIES
    params = SamplingParams(
        max_tokens=reply_tokens,
        frequency_penalty=freq,
        presence_penalty=pres,
        stop=stop_strings(t),
        min_tokens=0 if t.analyze else min(MIN_REPLY_TOKENS[t.response_length_level], reply_tokens // 2),
    )
    shown_examples = examples if examples is not None and examples_included else None
    messages = _lay_out(t.layout, system_text, shown_examples, history, turn_text)
    return Prompt(
        messages, params, len(t.history) - len(history), examples_included, [system_text, echo_turn]
    )


def _lay_out(
    layout: PromptLayout,
    system: str,
    examples: str | None,
    history: list[dict[str, str]],
    turn: str,
) -> list[dict[str, str]]:
    """The messages in the order of the layout (see the module docstring for why each exists)."""
    if layout == "trailing":
        head = [{"role": "system", "content": system}]
        if examples is not None:
            head.append({"role": "system", "content": examples})
        return head + history + [{"role": "system", "content": turn}]
    # One leading system message: the examples follow the definition, as in the trailing order.
    first = "\n\n".join(part for part in (system, examples) if part is not None)
    if layout == "merged":
        return [{"role": "system", "content": f"{first}\n\n{turn}"}] + history
    last_user = next(
        (i for i in range(len(history) - 1, -1, -1) if history[i]["role"] == "user"), len(history)
    )
    note = {"role": "system", "content": turn}
    return [{"role": "system", "content": first}] + history[:last_user] + [note] + history[last_user:]


def trim_reply(text: str, t: TurnInput) -> str:
    """Cut a reply where the model began someone else's line, and drop a leading '{char}:' label."""
    for stop in stop_strings(t):
        index = text.find(stop)
        if index != -1:
            text = text[:index]
    # The same line with markup the stop strings cannot see: "\n**Sam:**", "\n*Sam*:", "\n Sam :".
    names = [t.persona.name] + [c.name for c in t.group if c.id != t.character.id]
    for name in names:
        found = re.search(rf"\n[\s*_]*{re.escape(name)}[*_]*\s*:", text)
        if found is not None:
            text = text[: found.start()]
    label = f"{t.character.name}:"
    stripped = text.lstrip()
    if stripped.startswith(label):
        text = stripped[len(label) :]
    return text.strip()
