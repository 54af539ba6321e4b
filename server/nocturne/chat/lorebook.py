"""A character's lorebook (Tavern card `character_book`, V2 and V3): which entries go into this turn's prompt.

The card specs (reference/chat-anchors.md, "Card format details"; kwaroran/character-card-spec-v3) say:
- a disabled entry never matches; a `constant` entry always does; a keyed entry matches when one of its
  `keys` appears in the recent messages (the book's `scan_depth`, or the entry's own); a `selective` entry
  also needs one of its `secondary_keys`; keys are plain text, or regular expressions with `use_regex`
  (V3) or written as `/pattern/flags` (SillyTavern);
- matched entries stay within the book's `token_budget`: the lowest `priority` (else `insertion_order`)
  goes first; the rest are placed by `insertion_order`, lower first, `before_char` or `after_char`;
- `recursive_scanning` lets a matched entry's content trigger others;
- V3 decorators (`@@scan_depth 4`, `@@position after_desc`, `@@activate`, ...) at the top of the content
  are followed where they make sense here and never reach the prompt.
SillyTavern's entry extensions that change matching are honoured too (`selectiveLogic`,
`match_whole_words`, `scan_depth`, `exclude_recursion`, `prevent_recursion`).

The book is the card author's data and is read leniently: a field of the wrong type counts as missing.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from nocturne.chat.prompt import HistoryItem, estimate_tokens

# SillyTavern's default: the newest two messages.
DEFAULT_SCAN_DEPTH = 2
# Without a book budget, lore may use a quarter of the context (SillyTavern's default), and never more
# than half of it whatever the book asks, so history and the reply keep their room.
DEFAULT_BUDGET_SHARE = 0.25
MAX_BUDGET_SHARE = 0.5
# Rounds of recursive scanning after the first: enough for chains of lore, bounded for looping books.
MAX_RECURSION = 3
# Regular expressions come from card authors and run on the server: long patterns and nested
# quantifiers (the shape of catastrophic backtracking, e.g. `(a+)+`) are not run (treated as no match).
MAX_PATTERN_LENGTH = 300
# Messages are joined with a separator no key can span.
_JOIN = "\n\x01\n"
_SLASH_REGEX = re.compile(r"^/(.+)/([a-z]*)$", re.DOTALL)
_DECORATOR = re.compile(r"^(@@@?)([a-z_]+)(?:\s+(.*))?$")
# SillyTavern's selectiveLogic: 0 AND ANY, 1 NOT ALL, 2 NOT ANY, 3 AND ALL.
_AND_ANY, _NOT_ALL, _NOT_ANY, _AND_ALL = 0, 1, 2, 3
_KNOWN_DECORATORS = frozenset(
    {
        "activate",
        "dont_activate",
        "scan_depth",
        "position",
        "activate_only_after",
        "activate_only_every",
        "additional_keys",
        "exclude_keys",
    }
)


@dataclass(frozen=True)
class ScanMessage:
    """One message the lorebook looks at; assistant replies count for `@@activate_only_after`."""

    text: str
    role: str = "user"


@dataclass
class Lore:
    """The entries' contents that go into the prompt, in order, before and after the character."""

    before: list[str] = field(default_factory=list)
    after: list[str] = field(default_factory=list)


@dataclass
class _Entry:
    index: int
    content: str
    keys: list[str]
    secondary_keys: list[str]
    selective: bool
    logic: int
    constant: bool
    use_regex: bool
    case_sensitive: bool
    whole_words: bool
    scan_depth: int | None
    before: bool
    insertion_order: float
    priority: float | None
    exclude_recursion: bool
    prevent_recursion: bool
    decorators: dict[str, str] = field(default_factory=dict)


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def _flag(value: Any, default: bool = False) -> bool:
    return value if isinstance(value, bool) else default


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):  # V3 describes secondary_keys as comma-separated text
        value = value.split(",")
    if not isinstance(value, list):
        return []
    return [item.strip() for item in value if isinstance(item, str) and item.strip()]


def _decorators(content: str) -> tuple[dict[str, str], str]:
    """Split V3 decorators (the `@@name value` lines at the top) from the content.

    The first of a name wins; a `@@@fallback` line counts only when the decorator before it was not
    understood here."""
    found: dict[str, str] = {}
    lines = content.split("\n")
    previous_understood = True
    taken = 0
    for line in lines:
        match = _DECORATOR.match(line.strip())
        if match is None:
            break
        taken += 1
        ats, name, value = match.group(1), match.group(2), (match.group(3) or "").strip()
        if ats == "@@@" and previous_understood:
            continue
        understood = name in _KNOWN_DECORATORS
        if understood:
            found.setdefault(name, value)
        previous_understood = understood
    return found, "\n".join(lines[taken:]).strip()


def _entry(index: int, raw: Any) -> _Entry | None:
    """A usable entry, or None for a disabled, empty or malformed one."""
    if not isinstance(raw, dict) or raw.get("enabled") is False:
        return None
    content = raw.get("content")
    if not isinstance(content, str):
        return None
    decorators, text = _decorators(content)
    if not text or "dont_activate" in decorators and "activate" not in decorators:
        return None
    extensions = raw.get("extensions")
    ext: dict[str, Any] = extensions if isinstance(extensions, dict) else {}
    position = raw.get("position")
    if position not in ("before_char", "after_char"):
        # SillyTavern's numeric position: 0 is before the character; its other places are after it here.
        position = "before_char" if ext.get("position") == 0 else "after_char"
    where = decorators.get("position")
    if where in ("before_desc", "after_desc"):
        position = "before_char" if where == "before_desc" else "after_char"
    case_sensitive = raw.get("case_sensitive")
    if not isinstance(case_sensitive, bool):
        case_sensitive = _flag(ext.get("case_sensitive"))
    logic = ext.get("selectiveLogic")
    depth = _number(_int_text(decorators.get("scan_depth")))
    if depth is None:
        depth = _number(ext.get("scan_depth"))
    return _Entry(
        index=index,
        content=text,
        keys=_strings(raw.get("keys")),
        secondary_keys=_strings(raw.get("secondary_keys")),
        selective=_flag(raw.get("selective")),
        logic=logic if logic in (_AND_ANY, _NOT_ALL, _NOT_ANY, _AND_ALL) else _AND_ANY,
        constant=_flag(raw.get("constant")) or "activate" in decorators,
        use_regex=_flag(raw.get("use_regex")),
        case_sensitive=case_sensitive,
        whole_words=_flag(ext.get("match_whole_words")),
        scan_depth=max(0, int(depth)) if depth is not None else None,
        before=position == "before_char",
        insertion_order=_number(raw.get("insertion_order")) or 0.0,
        priority=_number(raw.get("priority")),
        exclude_recursion=_flag(ext.get("exclude_recursion")),
        prevent_recursion=_flag(ext.get("prevent_recursion")),
        decorators=decorators,
    )


def _int_text(value: str | None) -> int | None:
    if value is None or not re.fullmatch(r"-?\d{1,9}", value.strip()):
        return None
    return int(value)


def _risky(pattern: str) -> bool:
    """Whether a pattern is too long or has a repeated group that itself repeats or branches."""
    if len(pattern) > MAX_PATTERN_LENGTH:
        return True
    stack: list[bool] = []  # per open group: does it hold a quantifier or a branch?
    escaped = in_class = False
    inner = False
    for i, char in enumerate(pattern):
        if escaped:
            escaped = False
            continue
        if char == "\\":
            escaped = True
        elif in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(":
            stack.append(False)
        elif char == ")" and stack:
            inner = stack.pop()
            following = pattern[i + 1 : i + 2]
            if inner and following in ("*", "+", "{"):
                return True
            if stack:
                stack[-1] = stack[-1] or inner
        elif char in "*+?{|" and stack and pattern[i - 1] != "(":  # `(?:`, `(?i)` are not quantifiers
            stack[-1] = True
    return False


@functools.lru_cache(maxsize=4096)
def _compile(key: str, *, use_regex: bool, case_sensitive: bool, whole_words: bool) -> re.Pattern[str] | None:
    """The key as a pattern; None when it is an invalid or unsafe regular expression."""
    flags = 0 if case_sensitive else re.IGNORECASE
    slash = _SLASH_REGEX.match(key)
    if slash is not None or use_regex:
        pattern = key
        if slash is not None:
            pattern = slash.group(1)
            flags |= re.IGNORECASE if "i" in slash.group(2) else 0
            flags |= re.MULTILINE if "m" in slash.group(2) else 0
            flags |= re.DOTALL if "s" in slash.group(2) else 0
        if _risky(pattern):
            return None
        try:
            return re.compile(pattern, flags)
        except (re.error, OverflowError, RecursionError):
            return None  # the spec: an invalid pattern is no match
    escaped = re.escape(key)
    return re.compile(rf"(?<!\w){escaped}(?!\w)" if whole_words else escaped, flags)


class _Scan:
    """The text entries are matched against; its lower-case form is made once, for plain keys."""

    def __init__(self, text: str) -> None:
        self.text = text

    @functools.cached_property
    def lower(self) -> str:
        return self.text.lower()


def _found(entry: _Entry, key: str, scan: _Scan) -> bool:
    # Plain keys are the common case and a substring test is far faster than a case-insensitive regex.
    if not entry.use_regex and not entry.whole_words and _SLASH_REGEX.match(key) is None:
        return key in scan.text if entry.case_sensitive else key.lower() in scan.lower
    pattern = _compile(
        key, use_regex=entry.use_regex, case_sensitive=entry.case_sensitive, whole_words=entry.whole_words
    )
    return pattern is not None and pattern.search(scan.text) is not None


def _matches(entry: _Entry, keys: list[str], scan: _Scan) -> Iterator[bool]:
    return (_found(entry, key, scan) for key in keys)


def _keyed_match(entry: _Entry, scan: _Scan) -> bool:
    if not any(_matches(entry, entry.keys, scan)):
        return False
    additional = _strings(entry.decorators.get("additional_keys", ""))
    if additional and not any(_matches(entry, additional, scan)):
        return False
    excluded = _strings(entry.decorators.get("exclude_keys", ""))
    if excluded and any(_matches(entry, excluded, scan)):
        return False
    if not entry.selective or not entry.secondary_keys:
        return True
    found = list(_matches(entry, entry.secondary_keys, scan))
    if entry.logic == _NOT_ALL:
        return not all(found)
    if entry.logic == _NOT_ANY:
        return not any(found)
    if entry.logic == _AND_ALL:
        return all(found)
    return any(found)


def _allowed_now(entry: _Entry, replies: int) -> bool:
    """`@@activate_only_after N` and `@@activate_only_every N`, counted in the character's replies."""
    after = _int_text(entry.decorators.get("activate_only_after"))
    if after is not None and replies < after:
        return False
    every = _int_text(entry.decorators.get("activate_only_every"))
    return not (every is not None and every > 0 and replies % every != 0)


def _budget(book: dict[str, Any], context_tokens: int) -> int:
    ceiling = int(context_tokens * MAX_BUDGET_SHARE)
    asked = _number(book.get("token_budget"))
    if asked is not None and asked > 0:
        return min(int(asked), ceiling)
    return int(context_tokens * DEFAULT_BUDGET_SHARE)


def select_lore(
    book: dict[str, Any] | None,
    history: list[ScanMessage],
    new_message: ScanMessage,
    *,
    context_tokens: int,
) -> Lore:
    """The lore for one turn: `history` is the chat before the new message, oldest first."""
    if not isinstance(book, dict) or not isinstance(book.get("entries"), list):
        return Lore()
    entries = [e for i, raw in enumerate(book["entries"]) if (e := _entry(i, raw)) is not None]
    book_depth = _number(book.get("scan_depth"))
    default_depth = max(0, int(book_depth)) if book_depth is not None else DEFAULT_SCAN_DEPTH
    replies = sum(1 for m in history if m.role == "assistant")

    scans: dict[int, _Scan] = {}

    def scanned(depth: int | None) -> _Scan:
        n = default_depth if depth is None else depth
        if n not in scans:
            recent = history[-n:] if n > 0 else []
            scans[n] = _Scan(_JOIN.join([m.text for m in recent] + [new_message.text]))
        return scans[n]

    chosen: list[_Entry] = []
    waiting: list[_Entry] = []
    for entry in entries:
        if not _allowed_now(entry, replies):
            continue
        if entry.constant or _keyed_match(entry, scanned(entry.scan_depth)):
            chosen.append(entry)
        else:
            waiting.append(entry)
    if book.get("recursive_scanning") is True:
        # Matched content may trigger other entries, whatever the scan depth (V3 `recursive_scanning`).
        for _ in range(MAX_RECURSION):
            lore = _Scan(_JOIN.join(e.content for e in chosen if not e.prevent_recursion))
            found = [e for e in waiting if not e.exclude_recursion and _keyed_match(e, lore)]
            if not found:
                break
            chosen += found
            waiting = [e for e in waiting if e not in found]

    # Keep the most important entries that fit: the lowest priority (else insertion order) goes first.
    def importance(e: _Entry) -> tuple[float, float, int]:
        return (e.priority if e.priority is not None else 0.0, e.insertion_order, -e.index)

    budget = _budget(book, context_tokens)
    kept: list[_Entry] = []
    for entry in sorted(chosen, key=importance, reverse=True):
        cost = estimate_tokens(entry.content)
        if cost > budget:
            break
        budget -= cost
        kept.append(entry)
    kept.sort(key=lambda e: (e.insertion_order, e.index))
    return Lore(
        before=[e.content for e in kept if e.before],
        after=[e.content for e in kept if not e.before],
    )


def lore_for_turn(
    book: dict[str, Any] | None, history: list[HistoryItem], new_text: str, *, context_tokens: int
) -> Lore:
    """The lore for a chat turn: `history` is the prompt's history (it ends with the new user message,
    unless that was a slash command), `new_text` what the user just sent (or, to regenerate, the last
    user message). A /direct instruction is scanned too: it often names what the scene needs."""
    previous = list(history)
    if previous and previous[-1].role == "user" and previous[-1].text == new_text:
        previous.pop()
    return select_lore(
        book,
        [ScanMessage(item.text, item.role) for item in previous],
        ScanMessage(new_text),
        context_tokens=context_tokens,
    )
