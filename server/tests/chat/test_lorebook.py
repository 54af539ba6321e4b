"""Lorebook selection (issue 8 "Cards work as their authors meant"; Tavern card character_book, V2 and V3:
reference/chat-anchors.md "Card format details")."""

from __future__ import annotations

from typing import Any

from nocturne.chat.lorebook import (
    DEFAULT_SCAN_DEPTH,
    Lore,
    ScanMessage,
    lore_for_turn,
    select_lore,
)
from nocturne.chat.prompt import HistoryItem, PromptCharacter, PromptPersona, TurnInput, assemble

CONTEXT = 4096


def entry(content: str, keys: list[str] | None = None, **fields: Any) -> dict[str, Any]:
    raw: dict[str, Any] = {
        "keys": keys or [],
        "content": content,
        "extensions": {},
        "enabled": True,
        "insertion_order": 10,
    }
    raw.update(fields)
    return raw


def book(*entries: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return {"entries": list(entries), "extensions": {}, **fields}


def select(
    the_book: dict[str, Any] | None, new: str, history: list[str] | None = None, context: int = CONTEXT
) -> Lore:
    """History alternates user and assistant messages, oldest first, ending before `new`."""
    items = history or []
    roles = ["user" if (len(items) - i) % 2 == 0 else "assistant" for i in range(len(items))]
    return select_lore(
        the_book,
        [ScanMessage(text, role) for text, role in zip(items, roles, strict=True)],
        ScanMessage(new),
        context_tokens=context,
    )


def everything(lore: Lore) -> list[str]:
    return lore.before + lore.after


DRAGON = entry("Dragons of Varn breathe blue fire.", ["dragon"])


def test_keyed_entry_only_when_its_key_is_in_the_new_message_or_recent_history() -> None:
    assert everything(select(book(DRAGON), "Tell me about the dragon.")) == [DRAGON["content"]]
    assert everything(select(book(DRAGON), "Tell me about the weather.")) == []
    # within the default scan depth (the newest two messages before the new one)
    history = ["I saw a dragon!", "Really?"]
    assert everything(select(book(DRAGON), "Yes.", history)) == [DRAGON["content"]]


def test_key_outside_the_scan_depth_is_not_seen() -> None:
    history = ["I saw a dragon!", "Really?", "Yes, huge.", "Wow."]
    assert DEFAULT_SCAN_DEPTH == 2
    assert everything(select(book(DRAGON), "Go on.", history)) == []
    # the book's scan_depth reaches further; an entry's own (SillyTavern extension) wins over the book's
    assert everything(select(book(DRAGON, scan_depth=4), "Go on.", history)) == [DRAGON["content"]]
    deep = entry("Deep lore.", ["dragon"], extensions={"scan_depth": 4})
    assert everything(select(book(deep, scan_depth=1), "Go on.", history)) == ["Deep lore."]
    # scan depth 0: only the new message
    assert everything(select(book(DRAGON, scan_depth=0), "Go on.", ["a dragon"])) == []


def test_v3_scan_depth_decorator_is_followed_and_never_reaches_the_prompt() -> None:
    history = ["I saw a dragon!", "Really?", "Yes, huge.", "Wow."]
    decorated = entry("@@scan_depth 4\n@@unknown_one x\n\nThe dragon sleeps.", ["dragon"])
    assert everything(select(book(decorated), "Go on.", history)) == ["The dragon sleeps."]


def test_constant_entries_always_go_in() -> None:
    constant = entry("Varn is a floating city.", [], constant=True)
    assert everything(select(book(constant, DRAGON), "Hello.")) == ["Varn is a floating city."]
    activated = entry("@@activate\nThe sky is green.", ["never-said"])
    assert everything(select(book(activated), "Hello.")) == ["The sky is green."]


def test_disabled_and_empty_entries_are_skipped() -> None:
    disabled = entry("Secret.", ["dragon"], enabled=False)
    disabled_constant = entry("Also secret.", [], constant=True, enabled=False)
    empty = entry("   ", ["dragon"])
    silenced = entry("@@dont_activate\nNever.", ["dragon"])
    result = select(book(disabled, disabled_constant, empty, silenced, DRAGON), "A dragon!")
    assert everything(result) == [DRAGON["content"]]


def test_regex_keys_slash_form_and_use_regex() -> None:
    slash = entry("Numbers lore.", ["/room \\d{3}/"])
    assert everything(select(book(slash), "Meet me in room 404.")) == ["Numbers lore."]
    assert everything(select(book(slash), "Meet me in room four.")) == []
    v3 = entry("Colour lore.", ["colou?r"], use_regex=True)
    assert everything(select(book(v3), "What COLOR is it?")) == [
        "Colour lore."
    ]  # case-insensitive by default
    flags = entry("Flagged.", ["/^hello/m"], case_sensitive=True)
    assert everything(select(book(flags), "well\nhello")) == ["Flagged."]
    ignore_case = entry("Flag i.", ["/HELLO/i"], case_sensitive=True)
    assert everything(select(book(ignore_case), "hello")) == ["Flag i."]


def test_invalid_or_unsafe_regex_is_no_match() -> None:
    broken = entry("Broken.", ["/([a-z/"])
    nested = entry("Nested.", ["(a+)+$"], use_regex=True)
    assert everything(select(book(broken, nested), "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!")) == []
    fine = entry("Fine.", ["(?:cat|dog)s?"], use_regex=True)
    assert everything(select(book(fine), "two dogs")) == ["Fine."]


def test_selective_entries_need_a_secondary_key() -> None:
    sword = entry("The sword is cursed.", ["sword"], selective=True, secondary_keys=["curse", "dark"])
    assert everything(select(book(sword), "Hand me the sword.")) == []
    assert everything(select(book(sword), "Is the sword dark?")) == ["The sword is cursed."]
    # not selective: secondary keys are ignored
    plain = entry("Plain.", ["sword"], selective=False, secondary_keys=["curse"])
    assert everything(select(book(plain), "The sword.")) == ["Plain."]
    # SillyTavern's selectiveLogic 2 (NOT ANY): the primary key without any secondary one
    not_any = entry(
        "Not any.", ["sword"], selective=True, secondary_keys=["curse"], extensions={"selectiveLogic": 2}
    )
    assert everything(select(book(not_any), "The sword.")) == ["Not any."]
    assert everything(select(book(not_any), "The sword's curse.")) == []


def test_case_sensitivity() -> None:
    sensitive = entry("Sensitive.", ["Varn"], case_sensitive=True)
    assert everything(select(book(sensitive), "the varn river")) == []
    assert everything(select(book(sensitive), "the Varn river")) == ["Sensitive."]
    insensitive = entry("Insensitive.", ["Varn"], case_sensitive=False)
    assert everything(select(book(insensitive), "the VARN river")) == ["Insensitive."]


def test_whole_words_only_when_the_entry_asks() -> None:
    words = entry("Cat lore.", ["cat"], extensions={"match_whole_words": True})
    substring = entry("Substring.", ["cat"])
    assert everything(select(book(words, substring), "education")) == ["Substring."]
    assert everything(select(book(words), "a cat!")) == ["Cat lore."]


def test_ordered_by_insertion_order_and_split_by_position() -> None:
    late = entry("Late.", [], constant=True, insertion_order=30, position="before_char")
    early = entry("Early.", [], constant=True, insertion_order=1, position="before_char")
    middle = entry("Middle.", [], constant=True, insertion_order=5, position="after_char")
    unplaced = entry("Unplaced.", [], constant=True, insertion_order=2)  # after the character by default
    st_before = entry("ST before.", [], constant=True, insertion_order=3, extensions={"position": 0})
    lore = select(book(late, early, middle, unplaced, st_before), "Hi.")
    assert lore.before == ["Early.", "ST before.", "Late."]
    assert lore.after == ["Unplaced.", "Middle."]


def test_token_budget_drops_the_lowest_priority_first() -> None:
    block = "x" * 350  # about 104 tokens each
    low = entry("LOW " + block, [], constant=True, priority=1, insertion_order=1)
    high = entry("HIGH " + block, [], constant=True, priority=9, insertion_order=3)
    mid = entry("MID " + block, [], constant=True, priority=5, insertion_order=2)
    lore = select(book(low, high, mid, token_budget=230), "Hi.")
    assert [text.split()[0] for text in everything(lore)] == [
        "MID",
        "HIGH",
    ]  # kept by priority, placed by order
    # without priorities, the lowest insertion order goes first
    a = entry("A " + block, [], constant=True, insertion_order=1)
    b = entry("B " + block, [], constant=True, insertion_order=2)
    assert [t.split()[0] for t in everything(select(book(a, b, token_budget=150), "Hi."))] == ["B"]


def test_default_budget_is_a_share_of_the_context() -> None:
    big = entry("y" * 3000, [], constant=True)  # about 860 tokens
    assert everything(select(book(big), "Hi.", context=2048)) == []  # more than a quarter of 2048
    assert everything(select(book(big), "Hi.", context=8192)) == [big["content"]]
    # a book budget larger than half the context is held to half
    assert everything(select(book(big, token_budget=100_000), "Hi.", context=1024)) == []


def test_recursive_scanning_only_when_the_book_allows_it() -> None:
    city = entry("The dragon guards Varn's gate.", ["city"])
    gate = entry("The gate is made of glass.", ["gate"])
    assert everything(select(book(city, gate), "The city!")) == [city["content"]]
    recursive = book(city, gate, recursive_scanning=True)
    assert everything(select(recursive, "The city!")) == [city["content"], gate["content"]]


def test_malformed_books_are_read_leniently() -> None:
    assert select(None, "Hi.") == Lore()
    assert select({"entries": "nope"}, "Hi.") == Lore()
    odd = {"entries": [None, 3, {"content": 5}, entry("Good.", "dragon")]}  # type: ignore[arg-type]
    assert everything(select(odd, "a dragon")) == ["Good."]  # keys as comma-separated text are read too
    weird = entry("Weird.", ["dragon", 7, ""], insertion_order="x", priority=None)  # type: ignore[list-item]
    assert everything(select(book(weird), "a dragon")) == ["Weird."]


def test_lore_for_turn_scans_history_and_new_message_and_reaches_the_prompt() -> None:
    the_book = book(DRAGON, entry("Before the character.", [], constant=True, position="before_char"))
    history = [
        HistoryItem("user", "Old talk about a dragon."),
        HistoryItem("assistant", "Hm.", "Luna"),
        HistoryItem("user", "More."),
        HistoryItem("assistant", "Sure.", "Luna"),
        HistoryItem("user", "Now what?"),
    ]
    lore = lore_for_turn(the_book, history, "Now what?", context_tokens=CONTEXT)
    assert lore.before == ["Before the character."]
    assert lore.after == []  # the dragon is 3 messages back
    lore = lore_for_turn(the_book, history[:3], "More.", context_tokens=CONTEXT)
    assert lore.after == [DRAGON["content"]]
    # a /direct is not in the prompt's history, and is scanned as the new message
    lore = lore_for_turn(the_book, history, "/direct show the dragon", context_tokens=CONTEXT)
    assert lore.after == [DRAGON["content"]]

    turn = TurnInput(
        character=PromptCharacter(id="c1", name="Luna", description="A librarian.", scenario="A library."),
        persona=PromptPersona(name="Sam"),
        history=history[:3],
        context_tokens=CONTEXT,
        lore_before=lore.before,
        lore_after=lore.after,
    )
    system = assemble(turn).messages[0]["content"]
    assert system.index("Before the character.") < system.index("A librarian.")
    assert system.index("A library.") < system.index(DRAGON["content"])


def test_v3_decorators_for_timing_extra_keys_position_and_fallbacks() -> None:
    later = entry("@@activate_only_after 2\nLater lore.", [], constant=True)
    assert everything(select(book(later), "Hi.", ["a", "b"])) == []  # one reply so far
    assert everything(select(book(later), "Hi.", ["a", "b", "c", "d"])) == ["Later lore."]
    extra = entry("@@additional_keys storm, rain\n@@exclude_keys calm\nStorm lore.", ["sea"])
    assert everything(select(book(extra), "The sea.")) == []
    assert everything(select(book(extra), "The sea in the rain.")) == ["Storm lore."]
    assert everything(select(book(extra), "The calm sea in the rain.")) == []
    placed = entry("@@position before_desc\nPlaced.", [], constant=True, position="after_char")
    assert select(book(placed), "Hi.").before == ["Placed."]
    # a @@@fallback counts only when the decorator before it is not understood here
    fallback = entry("@@risu_only 1\n@@@scan_depth 4\nFallback lore.", ["dragon"])
    history = ["I saw a dragon!", "Really?", "Yes, huge.", "Wow."]
    assert everything(select(book(fallback), "Go on.", history)) == ["Fallback lore."]
    ignored = entry("@@scan_depth 0\n@@@scan_depth 4\nIgnored fallback.", ["dragon"])
    assert everything(select(book(ignored), "Go on.", history)) == []
