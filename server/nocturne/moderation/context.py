"""The scene a text belongs to, for moderation (issue 9, point 4).

A minor stated for a participant of the scene — in an earlier message of the same chat, in a
character's definition or in the active persona — makes later sexual content in that chat
prohibited: the evasion of stating the age in one message and the act in the next. A child merely
mentioned in an adult's life ("my 12-year-old son is at camp") is not a participant, and an adult
age stated somewhere never unblocks an explicit minor term (each text is still checked alone).

The other order is the same evasion: a scene made sexual first (earlier messages, a card) and a minor
stated for a participant afterwards ("same but she's 12", "ok now ur 13"; blind-bs). Only a participant
counts here too: "my daughter is 12 and at camp" or "when I was 14" is no one in the scene.

A chat turn builds one Scene from what it already loaded (the recent user messages, the members'
definitions, the persona). Each text's facts are cached, so a turn analyses only the new message.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from nocturne.moderation.rules import DEFAULT_POLICY, Policy, rules_for

# The most recent user messages a scene looks at: enough to span a "she's 14" ... "now undress her"
# evasion, bounded so that a turn costs the same however long the chat is.
SCENE_MESSAGES = 20


@dataclass(frozen=True)
class Scene:
    """Earlier user messages of the chat (oldest first), the characters' definitions, the persona."""

    messages: tuple[str, ...] = ()
    characters: tuple[str, ...] = ()
    persona: str | None = None
    _fact: dict[str, str | None] = field(default_factory=dict, compare=False, repr=False)
    _sexual: dict[str, bool] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, messages: Iterable[str], characters: Iterable[str] = (), persona: str | None = None) -> Scene:
        recent = [m for m in messages if isinstance(m, str) and m.strip()][-SCENE_MESSAGES:]
        return cls(tuple(recent), tuple(c for c in characters if c.strip()), persona or None)

    def sources(self) -> Iterable[tuple[str, str]]:
        """(text, moderation context) for every text of the scene."""
        for text in self.characters:
            yield text, "character"
        if self.persona:
            yield self.persona, "persona"
        for text in self.messages:
            yield text, "message"

    def minor_fact(self, policy: Policy = DEFAULT_POLICY) -> str | None:
        """The first minor fact about a participant, or None; computed once per Scene."""
        key = policy.lexicon_dir or ""
        if key not in self._fact:
            self._fact[key] = next(
                (
                    facts[0]
                    for text, context in self.sources()
                    if (facts := _facts(text, context, policy.lexicon_dir))
                ),
                None,
            )
        return self._fact[key]

    def sexual(self, policy: Policy = DEFAULT_POLICY) -> bool:
        """Whether any text of the scene is sexual (a soft word counts); computed once per Scene."""
        key = policy.lexicon_dir or ""
        if key not in self._sexual:
            self._sexual[key] = any(_is_sexual(text, policy.lexicon_dir) for text, _ in self.sources())
        return self._sexual[key]


@lru_cache(maxsize=2048)
def _facts(text: str, context: str, lexicon_dir: str | None) -> tuple[str, ...]:
    """A text's participant facts, cached: a chat's messages and definitions repeat every turn."""
    return tuple(rules_for(Policy(lexicon_dir=lexicon_dir)).participant_facts(text, context))


@lru_cache(maxsize=2048)
def _is_sexual(text: str, lexicon_dir: str | None) -> bool:
    """Whether a text of the scene is sexual, cached as _facts is."""
    rules = rules_for(Policy(lexicon_dir=lexicon_dir))
    return rules.any_sexual(rules.analyses(text))
