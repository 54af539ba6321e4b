"""Prompt assembly (reference/chat-anchors.md consensus order; issue 3 The LLM)."""

from __future__ import annotations

from nocturne.chat.prompt import (
    LAYOUTS,
    LOOPING_PENALTIES,
    LUST_GUIDANCE,
    MIN_REPLY_TOKENS,
    REPLY_TOKENS,
    SAFETY_RULE,
    HistoryItem,
    PromptCharacter,
    PromptPersona,
    TurnInput,
    assemble,
    estimate_tokens,
    model_size_from_name,
    resolve_layout,
    trim_reply,
)
from nocturne.moderation.rules import check_text

LUNA = PromptCharacter(
    id="c1",
    name="Luna",
    description="A witty adult librarian.",
    scenario="A rainy night.",
    example_dialogue="{{user}}: hi\n{{char}}: *smiles* Hello.",
)
MAX = PromptCharacter(id="c2", name="Max", description="A bartender in his thirties.")
USER = PromptPersona(name="Sam", description="A traveller.", gender="Male")


def turn(**overrides: object) -> TurnInput:
    base: dict[str, object] = {
        "character": LUNA,
        "persona": USER,
        "history": [
            HistoryItem("user", "Hello there"),
            HistoryItem("assistant", "Hi, Sam.", "Luna"),
            HistoryItem("user", "How are you?"),
        ],
        "context_tokens": 2048,
    }
    base.update(overrides)
    return TurnInput(**base)  # type: ignore[arg-type]


def test_order_system_examples_history_turn() -> None:
    prompt = assemble(
        turn(pinned_memories=["Sam likes tea"], memories=["They met at the library"], summary="They met.")
    )
    roles = [m["role"] for m in prompt.messages]
    assert roles == ["system", "system", "user", "assistant", "user", "system"]
    system = prompt.messages[0]["content"]
    # description, scenario, pinned memories, automatic memories, summary in that order
    positions = [
        system.index(s)
        for s in (
            "A witty adult librarian",
            "A rainy night",
            "Sam likes tea",
            "They met at the library",
            "They met.",
        )
    ]
    assert positions == sorted(positions)
    assert SAFETY_RULE in system
    assert "Example dialogue" in prompt.messages[1]["content"]
    assert "Sam: hi" in prompt.messages[1]["content"]  # macros replaced
    assert prompt.messages[-1]["content"].endswith("Never write Sam's words, thoughts or actions.")


def test_history_fills_newest_first_and_examples_drop_first() -> None:
    long = [
        HistoryItem("user" if i % 2 == 0 else "assistant", f"message {i} " + "x" * 300, "Luna")
        for i in range(40)
    ]
    wordy = PromptCharacter(id="c1", name="Luna", description="d", example_dialogue="{{char}}: " + "y" * 800)
    assert assemble(turn(character=wordy, history=long[-2:], context_tokens=1024)).examples_included
    prompt = assemble(turn(character=wordy, history=long, context_tokens=1024))
    kept = [m["content"] for m in prompt.messages if m["role"] in ("user", "assistant")]
    assert kept, "some history must fit"
    assert kept[-1].startswith("message 39")  # the newest always comes first
    numbers = [int(k.split()[1]) for k in kept]
    assert numbers == list(range(40 - len(kept), 40))  # a contiguous newest block, whole messages
    assert prompt.dropped_history == 40 - len(kept)
    assert not prompt.examples_included
    total = sum(estimate_tokens(m["content"]) for m in prompt.messages)
    assert total + REPLY_TOKENS[2] <= 1024


def test_reply_budget_and_length_levels() -> None:
    for level, tokens in enumerate(REPLY_TOKENS):
        assert assemble(turn(response_length_level=level)).params.max_tokens == tokens
    assert REPLY_TOKENS == tuple(sorted(REPLY_TOKENS))


def test_longer_levels_ask_for_a_longer_minimum() -> None:
    """A small model ends after about 50 words whatever the instruction says (issue 8: reply length must rise
    with responseLengthLevel); the minimum rises with the level, stays under the cap, and /analyze has none."""
    minimums = [assemble(turn(response_length_level=level)).params.min_tokens for level in range(5)]
    assert minimums == list(MIN_REPLY_TOKENS)
    assert minimums == sorted(minimums)
    assert all(low < high for low, high in zip(MIN_REPLY_TOKENS, REPLY_TOKENS, strict=True))
    assert assemble(turn(response_length_level=4, max_reply_tokens=100)).params.min_tokens == 50
    assert assemble(turn(response_length_level=4, analyze=True)).params.min_tokens == 0


def test_operator_cap_on_reply_tokens() -> None:
    assert assemble(turn(response_length_level=4, max_reply_tokens=100)).params.max_tokens == 100
    assert assemble(turn(response_length_level=0, max_reply_tokens=100)).params.max_tokens == REPLY_TOKENS[0]


def test_lust_levels_change_instructions() -> None:
    texts = {assemble(turn(lust_level=level)).messages[-1]["content"] for level in range(5)}
    assert len(texts) == 5


def test_direct_applies_to_this_reply_only() -> None:
    prompt = assemble(turn(directive="Luna hears a knock at the door"))
    assert "Luna hears a knock at the door" in prompt.messages[-1]["content"]
    assert "knock" not in prompt.messages[0]["content"]


def test_analyze_is_out_of_character() -> None:
    prompt = assemble(turn(analyze=True, analyze_question="What does Luna want?"))
    last = prompt.messages[-1]["content"]
    assert "out of character" in last
    assert "What does Luna want?" in last
    assert not any("Example dialogue" in m["content"] for m in prompt.messages)


def test_stop_strings_and_trim() -> None:
    t = turn(group=[LUNA, MAX])
    prompt = assemble(t)
    assert "\nSam:" in prompt.params.stop
    assert "\nMax:" in prompt.params.stop
    assert trim_reply("Luna: *waves* Hi!\nSam: hello", t) == "*waves* Hi!"
    assert trim_reply("*waves* Hi!\n**Sam:** hello", t) == "*waves* Hi!"
    assert trim_reply("*waves* Hi!\n *Max* : cheers", t) == "*waves* Hi!"
    assert trim_reply("Sam: I said Sam: twice", t) == "Sam: I said Sam: twice"  # only at a line's start


def test_group_history_names_speakers_and_nudges() -> None:
    history = [HistoryItem("user", "hey all"), HistoryItem("assistant", "Cheers!", "Max")]
    prompt = assemble(turn(group=[LUNA, MAX], history=history))
    assert {"role": "assistant", "content": "Max: Cheers!"} in prompt.messages
    assert "[Write the next reply only as Luna.]" in prompt.messages[-1]["content"]
    assert "Also in this scene: Max" in prompt.messages[0]["content"]
    hidden = assemble(turn(group=[LUNA, MAX], history=history, include_group_in_scene=False))
    assert "A bartender" not in hidden.messages[0]["content"]


def test_persona_included_only_when_asked() -> None:
    assert "A traveller" not in assemble(turn()).messages[0]["content"]
    assert "A traveller" in assemble(turn(include_persona=True)).messages[0]["content"]


def test_looping_raises_penalties() -> None:
    normal, looping = assemble(turn()).params, assemble(turn(looping=True)).params
    assert (looping.frequency_penalty, looping.presence_penalty) == LOOPING_PENALTIES
    assert looping.frequency_penalty > normal.frequency_penalty


def test_card_system_prompt_with_original() -> None:
    card = PromptCharacter(id="c3", name="Vex", description="d", system_prompt="Be terse. {{original}}")
    system = assemble(turn(character=card)).messages[0]["content"]
    assert system.startswith("Be terse. You are Vex.")


def test_a_model_repeating_its_prompt_is_not_flagged() -> None:
    """Small models echo their instructions; our own words must never trip the output rules (a false
    alarm in the moderators' emergency queue). Every lust level, with and without /analyze."""
    for level in range(len(LUST_GUIDANCE)):
        for analyze in (False, True):
            prompt = assemble(turn(lust_level=level, analyze=analyze))
            for message in prompt.messages:
                verdict = check_text(message["content"], context="output")
                assert not verdict.flagged, (level, analyze, verdict, message["content"])


def test_layouts_place_the_per_turn_instructions() -> None:
    """Issue 8: small models repeat a trailing system message; merged keeps one leading system message
    (every chat template accepts it), before-last-user puts the note in front of the newest user message."""
    t: dict[str, object] = {"pinned_memories": ["Sam likes tea"]}
    trailing = assemble(turn(layout="trailing", **t)).messages
    merged = assemble(turn(layout="merged", **t)).messages
    before = assemble(turn(layout="before-last-user", **t)).messages
    instruction = "Never write Sam's words, thoughts or actions."
    assert [m["role"] for m in trailing] == ["system", "system", "user", "assistant", "user", "system"]
    assert trailing[-1]["content"].endswith(instruction)
    assert [m["role"] for m in merged] == ["system", "user", "assistant", "user"]
    system = merged[0]["content"]
    assert (
        system.index("A witty adult librarian")
        < system.index("Example dialogue")
        < system.index("[Instructions for Luna's next reply]")
    )
    assert system.endswith(instruction)
    assert [m["role"] for m in before] == ["system", "user", "assistant", "system", "user"]
    assert before[-2]["content"].endswith(instruction)
    assert before[-1]["content"] == "How are you?"
    assert "Example dialogue" in before[0]["content"]
    # The same history in every layout.
    for messages in (trailing, merged, before):
        assert [m["content"] for m in messages if m["role"] != "system"] == [
            "Hello there",
            "Hi, Sam.",
            "How are you?",
        ]


def test_every_layout_names_its_instruction_text_for_the_echo_guard() -> None:
    for layout in LAYOUTS:
        prompt = assemble(turn(layout=layout, directive="Luna drops a book"))
        sources = "\n".join(prompt.echo_sources)
        assert "Never write Sam's words" in sources
        assert "A witty adult librarian" in sources
        assert "Luna drops a book" not in sources  # the user's direction may be narrated
        assert "Example dialogue" not in sources  # the examples are there to be imitated


def test_auto_layout_by_model() -> None:
    assert resolve_layout("auto", embedded=True, model="Llama-3.1-8B-Instruct") == "merged"
    assert resolve_layout("auto", embedded=False, model="smollm2:135m") == "merged"
    assert resolve_layout("auto", embedded=False, model="qwen2.5:0.5b-instruct") == "merged"
    assert resolve_layout("auto", embedded=False, model="llama3.2:3b") == "merged"
    assert resolve_layout("auto", embedded=False, model="gpt-4o-mini") == "trailing"
    assert resolve_layout("auto", embedded=False, model="meta-llama/llama-3.1-70b-instruct") == "trailing"
    assert resolve_layout("auto", embedded=False, model="mistralai/Mixtral-8x7B-Instruct") == "trailing"
    assert resolve_layout("before-last-user", embedded=True, model="x") == "before-last-user"
    assert model_size_from_name("Mixtral-8x7B") == 56_000_000_000
    assert model_size_from_name("gpt-4o") is None


def test_lorebook_entries_around_the_character_definition() -> None:
    prompt = assemble(
        turn(lore_before=["The city of Vell floats."], lore_after=["Luna owes Vex a favour.", " "])
    )
    system = prompt.messages[0]["content"]
    order = [
        system.index(s)
        for s in ("consenting adult", "The city of Vell", "A witty adult", "A rainy night", "Luna owes Vex")
    ]
    assert order == sorted(order)
    assert system.count("\n\n\n") == 0  # blank entries add nothing
    assert "The city of Vell" not in assemble(turn()).messages[0]["content"]
