"""Who replies in a group chat (spec 4 Group chat; issue 3 Group chats)."""

from __future__ import annotations

from nocturne.chat.group import Member, choose_speaker

A, B, C = Member("a", "Luna"), Member("b", "Max"), Member("c", "Ivy")


def test_user_pick_wins() -> None:
    assert choose_speaker([A, B, C], "Luna, come here", ["a"], requested="c") == C


def test_named_character_replies() -> None:
    assert choose_speaker([A, B, C], "what do you think, max?", ["b", "b"]) == B
    assert choose_speaker([A, B, C], "Ivy and Luna, dance!", []) == C  # first mention in the text


def test_name_must_be_a_word() -> None:
    assert choose_speaker([A, B, C], "maximum effort", ["a", "c"]) == B  # rotation, not a mention of Max


def test_rotation_favours_those_who_spoke_least() -> None:
    assert choose_speaker([A, B, C], "hello", ["a", "b", "a"]) == C
    assert choose_speaker([A, B, C], "hello", ["a", "b", "c", "a", "b"]) == C
    # equal counts: the one silent longest
    assert choose_speaker([A, B, C], "hello", ["c", "a", "b"]) == C


def test_unknown_pick_falls_back() -> None:
    assert choose_speaker([A, B], "hi", ["a"], requested="zzz") == B


def test_first_name_alone_names_a_character() -> None:
    """People address a character by first name; the first one named replies first."""
    dorian, mira = Member("d", "Dorian Gray"), Member("m", "Mira Vale")
    assert choose_speaker([mira, dorian], "Dorian, what does Mira drink?", ["d"]) == dorian
    assert choose_speaker([mira, dorian], "what do you think, mira vale?", []) == mira
    # A first name shorter than three letters is too likely an ordinary word.
    al = Member("a", "Al Baker")
    assert choose_speaker([mira, al], "al dente pasta please", ["m"]) == al  # rotation, not a mention
