"""The echo guard: a reply must never repeat the prompt's own instruction text.

Small models sometimes answer with their hidden instructions ("Sensual content is fine when the user leads;
keep explicit detail moderate. Write only Luna's reply."). A reply echoes when it holds a run of ECHO_RUN
or more words, compared without case or punctuation, that also stands in the prompt's system block or
per-turn instructions (Prompt.echo_sources).

While a reply streams, a word is held back only while it may still begin such a run (the words so far
are the start of a run in the instructions; usually one or two words, often none), so the user sees no
echo and the stream is delayed by no more than the run being checked. An echo found before anything was
shown is retried once, silently; otherwise (after visible text, or on the retry) the echoed runs are cut
and the rest of the reply kept. What is stored is what was shown, so echo is never stored or summarised.
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import AsyncGenerator, Iterable
from typing import Any

from nocturne.chat.prompt import Prompt
from nocturne.llm.client import LLMClient, ToolCallDelta

log = logging.getLogger("nocturne.chat.echo")

ECHO_RUN = 8
ECHO_RETRIES = 1
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
# Punctuation and spaces after an echoed run go with it ("…moderate. Hi" -> "Hi").
_TRAILING = re.compile(r"[.,;:!?…]*[ \t]*")


def _norm(word: str) -> str:
    return word.lower().replace("’", "'")


def words_of(text: str) -> list[str]:
    """The words of a text as the guard compares them: lower case, punctuation dropped."""
    return [_norm(m.group()) for m in _WORD.finditer(text)]


class EchoSources:
    """The runs of ECHO_RUN words in the instruction texts, and their beginnings (to know what to hold back)."""

    def __init__(self, texts: Iterable[str], run: int = ECHO_RUN) -> None:
        self.run = run
        self.grams: set[tuple[str, ...]] = set()
        self.prefixes: set[tuple[str, ...]] = set()
        for text in texts:
            words = words_of(text)
            for i in range(len(words) - run + 1):
                gram = tuple(words[i : i + run])
                if gram not in self.grams:
                    self.grams.add(gram)
                    self.prefixes.update(gram[:k] for k in range(1, run))


def _merge(spans: list[tuple[int, int]], start: int, end: int) -> None:
    if spans and start <= spans[-1][1]:
        spans[-1] = (spans[-1][0], max(spans[-1][1], end))
    else:
        spans.append((start, end))


def echo_spans(text: str, sources: EchoSources) -> list[tuple[int, int]]:
    """Character spans of the echoed runs in `text` (each with its trailing punctuation), in order."""
    matches = list(_WORD.finditer(text))
    norm = [_norm(m.group()) for m in matches]
    spans: list[tuple[int, int]] = []
    run = sources.run
    for i in range(len(matches) - run + 1):
        if tuple(norm[i : i + run]) in sources.grams:
            end = matches[i + run - 1].end()
            tail = _TRAILING.match(text, end)
            _merge(spans, matches[i].start(), tail.end() if tail else end)
    return spans


def _tidy(text: str) -> str:
    text = re.sub(r"[ \t]{2,}", " ", text)
    return re.sub(r"[ \t]*\n[ \t]*", "\n", text).strip()


def strip_echo(text: str, sources: EchoSources | Iterable[str]) -> str:
    """`text` without its echoed runs (whitespace tidied); the empty string when it is all echo."""
    found = sources if isinstance(sources, EchoSources) else EchoSources(sources)
    spans = echo_spans(text, found)
    if not spans:
        return text
    kept, pos = [], 0
    for start, end in spans:
        kept.append(text[pos:start])
        pos = end
    kept.append(text[pos:])
    return _tidy("".join(kept))


def has_echo(text: str, sources: EchoSources | Iterable[str]) -> bool:
    found = sources if isinstance(sources, EchoSources) else EchoSources(sources)
    return bool(echo_spans(text, found))


class EchoGuard:
    """Filters one streamed reply: feed() the model's deltas, get back the text that is safe to show;
    finish() at the end returns the rest. `echoed` tells whether an echoed run was seen (and dropped)."""

    def __init__(self, sources: EchoSources) -> None:
        self.sources = sources
        self.raw = ""
        self.shown = ""
        self.echoed = False
        self._starts: list[int] = []  # start and end of each complete word, with its normalised form
        self._ends: list[int] = []
        self._norm: list[str] = []
        self._scan = 0  # where the next complete word may begin
        self._released = 0  # raw text before this index is decided: shown or dropped
        self._drops: list[tuple[int, int]] = []

    def feed(self, delta: str) -> str:
        self.raw += delta
        return self._advance(final=False)

    def finish(self) -> str:
        return self._advance(final=True)

    def _take_words(self, final: bool) -> None:
        raw, run = self.raw, self.sources.run
        for m in _WORD.finditer(raw, self._scan):
            # A word touching the end (or an apostrophe there: "Luna'" + "s") may still grow.
            if not final and (m.end() == len(raw) or raw[m.end() :] in ("'", "’")):
                break
            self._starts.append(m.start())
            self._ends.append(m.end())
            self._norm.append(_norm(m.group()))
            self._scan = m.end()
            n = len(self._norm)
            if n >= run and tuple(self._norm[n - run :]) in self.sources.grams:
                self.echoed = True
                tail = _TRAILING.match(raw, m.end())
                _merge(self._drops, self._starts[n - run], tail.end() if tail else m.end())

    def _boundary(self, final: bool) -> int:
        """Raw text before this index can be decided now."""
        if final:
            return len(self.raw)
        n = len(self._norm)
        for j in range(max(0, n - self.sources.run + 1), n):
            if tuple(self._norm[j:n]) in self.sources.prefixes:
                return self._starts[j]  # the words from j on may still become an echoed run
        partial = _WORD.search(self.raw, self._scan)
        return partial.start() if partial else len(self.raw)

    def _advance(self, final: bool) -> str:
        self._take_words(final)
        boundary = max(self._boundary(final), self._released)
        out, pos = [], self._released
        for start, end in self._drops:
            if end <= pos:
                continue
            if start >= boundary:
                break
            if start > pos:
                out.append(self.raw[pos:start])
            pos = max(pos, min(end, boundary))
        if pos < boundary:
            out.append(self.raw[pos:boundary])
        text = "".join(out)
        if not final and not self.shown and not _WORD.search(text):
            return (
                ""  # nothing before the first word ("*"): an echo right after it can still be retried unseen
            )
        self._released = boundary
        self.shown += text
        return text


async def guarded_stream(
    llm: LLMClient, prompt: Prompt, retries: int = ECHO_RETRIES, tools: list[dict[str, Any]] | None = None
) -> AsyncGenerator[str | ToolCallDelta, None]:
    """The model's reply to `prompt` as text deltas, with echoed instruction text never passed on: an
    attempt that echoes before showing anything is abandoned and asked again (up to `retries` times); the
    last attempt, or one that already showed text, has its echoed runs cut. Tool call pieces (when
    `tools` are offered) pass through as they come."""
    sources = EchoSources(prompt.echo_sources)
    for attempt in range(retries + 1):
        guard = EchoGuard(sources)
        last = attempt == retries
        abandoned = called = False
        async with contextlib.aclosing(llm.stream_events(prompt.messages, prompt.params, tools)) as stream:
            async for delta in stream:
                if isinstance(delta, ToolCallDelta):
                    called = True  # a tool call was passed on: this attempt is no longer abandoned
                    yield delta
                    continue
                text = guard.feed(delta)
                if guard.echoed and not last and not guard.shown.strip() and not called:
                    abandoned = True
                    break  # closing the stream tells the model to stop
                if text:
                    yield text
        if not abandoned:
            shown_before = guard.shown.strip()
            tail = guard.finish()
            # An echo completed by the last word, with nothing shown yet, is asked again too.
            if called or not (guard.echoed and not last and not shown_before):
                if tail:
                    yield tail
                return
        log.info("the model repeated its instructions (attempt %s); asking again", attempt + 1)
