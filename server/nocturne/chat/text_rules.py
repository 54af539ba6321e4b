"""Pure text rules for chat: input normalisation, slash commands, AI text cleaning, links, greetings.

Everything here is spec 5 (Validation rules) or spec 3 (Greeting or intro item); no I/O.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

# --- spec 9 Chat constants ---------------------------------------------------------------------

SLASH_INSTRUCTION_LIMIT = 500
SLASH_INSTRUCTION_TOO_LONG = "Instructions must be less than 500 characters. Please be more concise."
DEFAULT_USER_NAME = "[Your Name]"
DEFAULT_FIRST_MESSAGE = "You are so beautiful. Tell me everything about yourself."

_MANY_NEWLINES = re.compile(r"\n{3,}")


def _collapse_newlines(text: str) -> str:
    """Collapse runs of 3 or more newlines to 2 (spec 5, used by several rules)."""
    return _MANY_NEWLINES.sub("\n\n", text)


def _unify_line_ends(text: str) -> str:
    """Turn CRLF and lone CR into LF so newline rules see one kind of line break."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


# --- spec 5 Chat input ---------------------------------------------------------------------------


def normalize_chat_input(text: str) -> str | None:
    """Return the text to send (trimmed, newline runs collapsed) or None when nothing is sent."""
    cleaned = _collapse_newlines(_unify_line_ends(text).strip())
    return cleaned or None


# --- spec 5 Slash commands -----------------------------------------------------------------------

SlashCommandName = Literal["analyze", "direct"]
_SLASH_COMMANDS: tuple[SlashCommandName, ...] = ("analyze", "direct")
# Role words a user could use to impersonate prompt turns inside the director prompt.
_ROLE_WORDS = re.compile(r"\b(?:system|assistant|user):", re.IGNORECASE)
_OPENERS = str.maketrans({"{": "(", "[": "(", "}": ")", "]": ")"})


class SlashCommandError(ValueError):
    """A slash command the user has to fix; str(error) is the message to show."""


@dataclass(frozen=True, slots=True)
class SlashCommand:
    """A recognised slash command and its cleaned instruction (None when there is none)."""

    name: SlashCommandName
    instruction: str | None


def clean_slash_instruction(text: str) -> str | None:
    """Clean a slash-command instruction per spec 5; an empty result means no instruction."""
    cleaned = _ROLE_WORDS.sub("", text.translate(_OPENERS))
    cleaned = _collapse_newlines(_unify_line_ends(cleaned)).strip()
    return cleaned or None


def parse_slash_command(text: str) -> SlashCommand | None:
    """Recognise '/analyze' or '/direct' (spec 5); None when the input is ordinary chat text.

    The 500-character limit applies to the cleaned instruction (what reaches the prompt), so a
    limit of exactly 500 passes and 501 is rejected with SLASH_INSTRUCTION_TOO_LONG.
    """
    trimmed = text.strip()
    for name in _SLASH_COMMANDS:
        command = "/" + name
        if trimmed == command:
            return SlashCommand(name=name, instruction=None)
        if trimmed.startswith(command + " "):
            instruction = clean_slash_instruction(trimmed[len(command) + 1 :])
            if instruction is not None and len(instruction) > SLASH_INSTRUCTION_LIMIT:
                raise SlashCommandError(SLASH_INSTRUCTION_TOO_LONG)
            return SlashCommand(name=name, instruction=instruction)
    return None


# --- spec 5 Cleaning of received AI text ---------------------------------------------------------

# Spec 5 names these emotes; the rest are the same kind of one-word stage direction (and the
# base forms models also write), so "*sigh*" survives as well as "*sighs*".
SPEC_EMOTES = frozenset(
    {
        "chuckles", "smirks", "laughs", "sighs", "grins", "nods", "shrugs",
        "winks", "gasps", "moans", "whispers", "blushes", "giggles",
    }
)  # fmt: skip
EMOTES = SPEC_EMOTES | frozenset(
    {
        "chuckle", "smirk", "laugh", "sigh", "grin", "nod", "shrug", "wink", "gasp", "moan",
        "whisper", "blush", "giggle", "smiles", "smile", "pouts", "pout", "purrs", "purr",
        "groans", "groan", "whimpers", "whimper", "yawns", "yawn", "winces", "wince",
        "snickers", "snicker", "frowns", "frown", "hums", "hum", "waves", "wave",
    }
)  # fmt: skip

_OOC_START = r"\s*(?:ooc|out[ -]of[ -]character)\b"
# An OOC note is a bracketed aside that starts with "OOC" (one level of nesting allowed inside),
# or the role-play convention of ((double parentheses)).
_OOC_NOTE = re.compile(
    r"(?:\(" + _OOC_START + r"(?:[^()]|\([^()]*\))*\)"
    r"|\[" + _OOC_START + r"(?:[^\[\]]|\[[^\[\]]*\])*\]"
    r"|\{" + _OOC_START + r"(?:[^{}]|\{[^{}]*\})*\}"
    r"|\(\([^()]*\)\))[ \t]*",
    re.IGNORECASE,
)
_MEDIA_EXT = r"\.(?:png|mp3)"
# Inline media tags models invent: markdown images or links to a .png/.mp3, HTML media tags,
# bracketed tokens such as [image: me.png] or {{img::a.png}}, and bare file names or URLs.
_MEDIA_TAGS = (
    re.compile(r"!?\[[^\[\]\n]*\]\(\s*<?[^)\s]*" + _MEDIA_EXT + r"[^)]*\)[ \t]*", re.IGNORECASE),
    re.compile(r"<(?:img|audio|source)\b[^>]*" + _MEDIA_EXT + r"[^>]*>[ \t]*", re.IGNORECASE),
    re.compile(r"</audio\s*>[ \t]*", re.IGNORECASE),
    re.compile(
        r"(?<![\[(<{])[\[(<{]+[^\[\](){}<>\n]{0,120}?" + _MEDIA_EXT + r"[\"']?\s*[\])>}]+[ \t]*",
        re.IGNORECASE,
    ),
    re.compile(r"[^\s()\[\]{}<>\"']+" + _MEDIA_EXT + r"\b[ \t]*", re.IGNORECASE),
)
_BOLD = re.compile(r"\*\*|__")
_LIST_BULLET = re.compile(r"^([ \t]*\* )")
_EMOTE_PUNCTUATION = ".,!?…~"
_PUNCTUATION_RUNS = (
    (re.compile(r"\.{4,}"), "..."),
    (re.compile(r"!{3,}"), "!!"),
    (re.compile(r"\?{3,}"), "??"),
)
_SPACE_RUN = re.compile(r"(?<=\S)[ \t]{2,}")
_TRAILING_SPACE = re.compile(r"[ \t]+$", re.MULTILINE)
_MAX_PASSES = 8


def is_emote(word: str) -> bool:
    """Tell whether a one-word action is an emote that keeps its asterisks."""
    return word.strip(_EMOTE_PUNCTUATION).lower() in EMOTES


def _remove_ooc_and_media(text: str) -> str:
    """Drop OOC notes and inline media tags."""
    text = _OOC_NOTE.sub("", text)
    for pattern in _MEDIA_TAGS:
        text = pattern.sub("", text)
    return text


def _render_action(content: str) -> str:
    """Render one *action*: keep multi-word actions and emotes, drop asterisks otherwise."""
    core = content.strip()
    lead = content[: len(content) - len(content.lstrip())]
    tail = content[len(content.rstrip()) :]
    if not core or (len(core.split()) == 1 and not is_emote(core)):
        return content
    # Markdown only renders *x* when no space sits inside the asterisks, so move it outside.
    return f"{lead}*{core}*{tail}"


def _fix_actions_in_line(line: str) -> str:
    """Pair asterisks on one line, close an unterminated action, apply the one-word rule."""
    bullet = _LIST_BULLET.match(line)
    prefix = bullet.group(1) if bullet else ""
    parts = line[len(prefix) :].split("*")
    if len(parts) % 2 == 0:  # an odd number of asterisks: the last action is unterminated
        if parts[-1].strip():
            parts.append("")  # close it at the end of the line
        else:
            dangling = parts.pop()  # a lone asterisk with nothing after it is dropped
            parts[-1] += dangling
    rendered = [part if index % 2 == 0 else _render_action(part) for index, part in enumerate(parts)]
    return prefix + "".join(rendered)


def _clean_pass(text: str) -> str:
    """One pass of every spec 5 cleaning rule, in an order where later rules see earlier output."""
    text = _BOLD.sub("", text)
    text = _remove_ooc_and_media(text)
    text = "\n".join(_fix_actions_in_line(line) for line in text.split("\n"))
    for pattern, replacement in _PUNCTUATION_RUNS:
        text = pattern.sub(replacement, text)
    text = _SPACE_RUN.sub(" ", text)
    text = _TRAILING_SPACE.sub("", text)
    return _collapse_newlines(text).strip()


def clean_ai_text(text: str) -> str:
    """Clean received AI text per spec 5 'Cleaning of received AI text'; idempotent.

    Removing one construct can expose another (a nested OOC note, bold markers around an OOC
    note, asterisks left around a removed tag), so passes repeat until the text is stable.
    """
    current = _unify_line_ends(text)
    for _ in range(_MAX_PASSES):
        cleaned = _clean_pass(current)
        if cleaned == current:
            break
        current = cleaned
    return current


# --- spec 5 speech output ------------------------------------------------------------------------

SPEECH_PAUSE = "..."
_ACTION = re.compile(r"\*([^*\n]+)\*")
_SENTENCE_END = ".!?…"


def _action_as_sentence(action: str) -> str:
    """Turn action text into its own sentence: capitalised, ending with a full stop."""
    sentence = action.strip()
    sentence = sentence[:1].upper() + sentence[1:]
    return sentence if sentence.endswith(tuple(_SENTENCE_END)) else sentence + "."


def _end_sentence(text: str) -> str:
    """Close the text before an action as a sentence, so the action does not run into it."""
    stripped = text.rstrip()
    if not stripped or stripped.endswith(tuple(_SENTENCE_END + ",;:")):
        return stripped
    return stripped + "."


def speech_text(text: str, mode: Literal["pause", "sentence"] = "pause") -> str:
    """Text for speech output: *actions* become pauses, or plain sentences in 'sentence' mode.

    Pauses are the SSML-free "..." that speech engines read as a short break; a pause at the very
    start or end is dropped because silence is there anyway.
    """
    cleaned = clean_ai_text(text)
    pieces: list[str] = []
    position = 0
    for match in _ACTION.finditer(cleaned):
        before = cleaned[position : match.start()]
        position = match.end()
        if mode == "sentence":
            pieces.extend([_end_sentence(before), _action_as_sentence(match.group(1))])
        else:
            pieces.extend([before.rstrip(), SPEECH_PAUSE])
    pieces.append(cleaned[position:])
    spoken = " ".join(piece.strip(" \t") for piece in pieces if piece.strip())
    if mode == "pause":
        spoken = re.sub(r"(?:\.\.\.\s*){2,}", SPEECH_PAUSE + " ", spoken).strip()
        spoken = spoken.removeprefix(SPEECH_PAUSE).removesuffix(SPEECH_PAUSE).strip()
    return _SPACE_RUN.sub(" ", spoken)


# --- spec 5 Markdown links -----------------------------------------------------------------------

SAFE_URL_SCHEMES = frozenset({"http", "https", "irc", "ircs", "mailto", "xmpp"})


def is_safe_markdown_url(url: str) -> bool:
    """Mirror react-markdown's defaultUrlTransform: relative URLs or a safe scheme pass."""
    colon = url.find(":")
    if colon == -1:
        return True  # no scheme at all: a relative URL
    # A colon after the first '/', '?' or '#' is part of a path, query or fragment, not a scheme.
    for marker in "/?#":
        index = url.find(marker)
        if index != -1 and colon > index:
            return True
    return url[:colon].lower() in SAFE_URL_SCHEMES


def sanitize_markdown_url(url: str) -> str:
    """Return the URL when it is safe (spec 5 Markdown links), otherwise ''."""
    return url if is_safe_markdown_url(url) else ""


# --- spec 3 Greeting or intro item ---------------------------------------------------------------

# '{{char}}'/'<<<char>>>' are the spec's forms; '<BOT>'/'<USER>' come from imported Tavern cards.
_GREETING_MACRO = re.compile(
    r"<<<(?P<char3>char)>>>|\{\{\s*(?P<char2>char)\s*\}\}|<(?P<bot>bot)>"
    r"|<<<(?P<user3>user)>>>|\{\{\s*(?P<user2>user)\s*\}\}|<(?P<user1>user)>",
    re.IGNORECASE,
)


def apply_greeting_macros(text: str, char_name: str, user_name: str | None = None) -> str:
    """Replace character and user macros in greeting text (spec 3); the user defaults to '[Your Name]'."""
    user = user_name if user_name and user_name.strip() else DEFAULT_USER_NAME

    def replace(match: re.Match[str]) -> str:
        is_char = match.group("char3") or match.group("char2") or match.group("bot")
        return char_name if is_char else user

    return _GREETING_MACRO.sub(replace, text)
