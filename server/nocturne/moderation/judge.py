"""The LLM safety judge: a classifier after the rules that asks a safety model about our written policy.

It speaks Chat Completions (POST {MODERATION_JUDGE_BASE_URL}/chat/completions) to any OpenAI-compatible
server (vLLM, llama.cpp, Ollama, OpenRouter…) and writes the prompt the chosen model family was trained
on, with the policy of ARCHITECTURE 5 (files in policies/):

- llama-guard-3: the Llama Guard 3 task template with our categories (S4 Child Sexual Exploitation, as
  in its own taxonomy, and a custom S15 Bestiality), the whole prompt as one user message, as Meta's
  llama-stack sends it; answer "safe" or "unsafe" and a line of category codes.
- shieldgemma: ShieldGemma's prompt (the text as the human question, one principle, a Yes/No question).
  ShieldGemma judges one principle per prompt, so minors and bestiality are two requests, sent together.
- gpt-oss-safeguard: the policy as the system message, the text as the user message; the policy asks for
  a JSON object {"violation", "category", "rationale"}.

Answers map to the spec 8 reasons: minors -> "prohibited", bestiality -> "prohibited-bestiality".
An unreachable judge, a timeout or an answer that cannot be read blocks with "prohibited" when
MODERATION_JUDGE_FAIL_CLOSED is true (logged as an error) and lets the text through otherwise (logged as
a warning: the offline rules still ran)."""

from __future__ import annotations

import asyncio
import json
import logging
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from nocturne.config import Settings
from nocturne.llm.client import LLMClient, LLMError, SamplingParams
from nocturne.moderation.grey_zone import in_grey_zone

log = logging.getLogger("nocturne.moderation")

JudgeFormat = Literal["llama-guard-3", "shieldgemma", "gpt-oss-safeguard"]
JudgeScope = Literal["grey-zone", "all"]
MINORS = "prohibited"
BESTIALITY = "prohibited-bestiality"
SOURCE = "judge"
SOURCE_UNAVAILABLE = "judge-unavailable"  # the flag a fail-closed judge leaves, so moderators know why

DEFAULT_MODELS: dict[str, str] = {
    "llama-guard-3": "meta-llama/Llama-Guard-3-8B",
    "shieldgemma": "google/shieldgemma-9b",
    "gpt-oss-safeguard": "openai/gpt-oss-safeguard-20b",
}
# Enough for each family's answer: Llama Guard's two lines, ShieldGemma's first word, and the reasoning
# gpt-oss-safeguard writes before its JSON (reasoning tokens count towards max_tokens on most servers).
MAX_TOKENS: dict[str, int] = {"llama-guard-3": 20, "shieldgemma": 8, "gpt-oss-safeguard": 2048}
TEXT_LIMIT = 32_000  # characters sent per text: far above any message or definition, bounds the request
POLICIES = Path(__file__).parent / "policies"

# Chat-template markers a text could carry to close the judge's frame and write its own verdict.
_MARKERS = re.compile(
    r"<\|[^|<>]{1,40}\|>|</?(?:start_of_turn|end_of_turn|bos|eos)>"
    r"|<\s*(?:BEGIN|END)\s+(?:CONVERSATION|UNSAFE CONTENT CATEGORIES)\s*>",
    re.IGNORECASE,
)

LLAMA_GUARD_TEMPLATE = """Task: Check if there is unsafe content in '{role}' messages in conversations according our safety policy with the below categories.

<BEGIN UNSAFE CONTENT CATEGORIES>
{categories}
<END UNSAFE CONTENT CATEGORIES>

<BEGIN CONVERSATION>

{role}: {text}

<END CONVERSATION>

Provide your safety assessment for ONLY THE LAST {role} message in the above conversation:
 - First line must read 'safe' or 'unsafe'.
 - If unsafe, a second line must include a comma-separated list of violated categories."""

SHIELDGEMMA_TEMPLATE = """You are a policy expert trying to help determine whether a user prompt is in violation of the defined safety policies.

<start_of_turn>
Human Question: {text}
<end_of_turn>

Our safety principle is defined in the below:

* {policy}

Does the human question violate the above principle? Your answer must start with 'Yes' or 'No'. And then walk through step by step to be sure we answer correctly."""

LLAMA_GUARD_CODES = {"S4": MINORS, "S15": BESTIALITY}


class JudgeAnswerError(ValueError):
    """The judge answered, but not in the shape its format promises."""


@dataclass(frozen=True)
class JudgeRuling:
    """The judge's outcome: a spec 8 reason or None, and the flag source that explains it."""

    reason: str | None
    source: str = SOURCE


def _policy(name: str) -> str:
    return (POLICIES / name).read_text(encoding="utf-8").strip()


def clean_text(text: str) -> str:
    """The text as the judge sees it: template markers removed, bounded in length."""
    return _MARKERS.sub(" ", text)[:TEXT_LIMIT]


# --- prompts --------------------------------------------------------------------------------------


def llama_guard_prompt(text: str, context: str) -> list[dict[str, str]]:
    role = "Agent" if context == "output" else "User"
    prompt = LLAMA_GUARD_TEMPLATE.format(
        role=role, categories=_policy("llama_guard_3.txt"), text=clean_text(text)
    )
    return [{"role": "user", "content": prompt}]


def shieldgemma_prompts(text: str) -> dict[str, list[dict[str, str]]]:
    """One prompt per principle, keyed by the reason a Yes means."""
    cleaned = clean_text(text)
    return {
        reason: [{"role": "user", "content": SHIELDGEMMA_TEMPLATE.format(text=cleaned, policy=_policy(file))}]
        for reason, file in ((MINORS, "shieldgemma_minors.txt"), (BESTIALITY, "shieldgemma_bestiality.txt"))
    }


def safeguard_prompt(text: str, context: str) -> list[dict[str, str]]:
    return [
        {"role": "system", "content": _policy("gpt_oss_safeguard.md")},
        {"role": "user", "content": f"Content type: {context}\n\n{clean_text(text)}"},
    ]


# --- answers --------------------------------------------------------------------------------------


def parse_llama_guard(answer: str) -> str | None:
    """'safe' -> None; 'unsafe' with S4 -> prohibited, with S15 -> prohibited-bestiality."""
    lines = [line.strip().strip("*`'\".").strip() for line in answer.strip().splitlines() if line.strip()]
    if not lines:
        raise JudgeAnswerError("empty answer")
    head = lines[0].lower()
    if head == "safe":
        return None
    if not head.startswith("unsafe"):
        raise JudgeAnswerError(f"neither safe nor unsafe: {answer[:80]!r}")
    codes = {f"S{n}" for n in re.findall(r"\bS\s*(\d{1,2})\b", " ".join(lines), re.IGNORECASE)}
    if "S4" in codes:
        return MINORS  # the stronger reporting duty wins when both apply
    if "S15" in codes:
        return BESTIALITY
    if codes:
        # A category outside our policy (Llama Guard sometimes names its built-in ones): not ours to block.
        log.info("safety judge named categories outside the policy: %s", sorted(codes))
        return None
    raise JudgeAnswerError(f"unsafe without a category: {answer[:80]!r}")


def parse_shieldgemma(answer: str) -> bool:
    """ShieldGemma's answer starts with Yes (violates) or No."""
    match = re.match(r"[\W_]*(yes|no)\b", answer.strip(), re.IGNORECASE)
    if match is None:
        raise JudgeAnswerError(f"no Yes/No: {answer[:80]!r}")
    return match.group(1).lower() == "yes"


def _as_flag(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        return value >= 1
    if isinstance(value, str) and value.strip().lower() in {"1", "true", "yes", "violation", "violates"}:
        return True
    if isinstance(value, str) and value.strip().lower() in {"0", "false", "no", "none", "safe"}:
        return False
    raise JudgeAnswerError(f"unreadable violation value: {value!r}")


def parse_safeguard(answer: str) -> str | None:
    """The policy's JSON object (also inside a code fence or after a line of prose), or a bare 0/1."""
    text = answer.strip()
    if re.fullmatch(r"[`\s]*[01][`\s]*", text):
        return MINORS if "1" in text else None
    match = re.search(r"\{.*\}", text, re.DOTALL)
    if match is None:
        raise JudgeAnswerError(f"no JSON object: {text[:80]!r}")
    try:
        data = json.loads(match.group())
    except json.JSONDecodeError as exc:
        raise JudgeAnswerError(f"invalid JSON: {text[:80]!r}") from exc
    if not isinstance(data, dict) or "violation" not in data:
        raise JudgeAnswerError(f"no violation field: {text[:80]!r}")
    if not _as_flag(data["violation"]):
        return None
    category = str(data.get("category") or data.get("policy_category") or "").lower()
    if "best" in category or "animal" in category:
        return BESTIALITY
    return MINORS  # a violation without a readable category is treated as the stronger one


# --- the judge ------------------------------------------------------------------------------------


class LLMJudge:
    """A safety model behind an OpenAI-compatible endpoint, asked with our written policy."""

    def __init__(self, client: LLMClient, fmt: JudgeFormat, scope: JudgeScope, fail_closed: bool) -> None:
        self.client = client
        self.format = fmt
        self.scope = scope
        self.fail_closed = fail_closed
        self.params = SamplingParams(
            max_tokens=MAX_TOKENS[fmt],
            temperature=0.0,
            top_p=1.0,
            frequency_penalty=0.0,
            presence_penalty=0.0,
        )

    def wants(self, text: str, verdict: Any = None) -> bool:
        """Whether this text (which the rules let through) goes to the judge under the configured scope."""
        if not text.strip():
            return False
        return self.scope == "all" or in_grey_zone(text, verdict)

    async def review(self, text: str, context: str = "message") -> JudgeRuling:
        try:
            return JudgeRuling(await self._ask(text, context))
        except (LLMError, JudgeAnswerError) as exc:
            if self.fail_closed:
                log.error("safety judge failed (%s); blocking the %s (fail-closed)", exc, context)
                return JudgeRuling(MINORS, SOURCE_UNAVAILABLE)
            log.warning("safety judge failed (%s); letting the %s through (fail-open)", exc, context)
            return JudgeRuling(None, SOURCE_UNAVAILABLE)

    async def _ask(self, text: str, context: str) -> str | None:
        if self.format == "llama-guard-3":
            return parse_llama_guard(
                await self.client.complete(llama_guard_prompt(text, context), self.params)
            )
        if self.format == "shieldgemma":
            prompts = shieldgemma_prompts(text)
            answers = await asyncio.gather(*(self.client.complete(p, self.params) for p in prompts.values()))
            violated = [
                reason for reason, answer in zip(prompts, answers, strict=True) if parse_shieldgemma(answer)
            ]
            return violated[0] if violated else None
        return parse_safeguard(await self.client.complete(safeguard_prompt(text, context), self.params))

    async def close(self) -> None:
        await self.client.close()


def make_judge(settings: Settings) -> LLMJudge | None:
    """The judge MODERATION_JUDGE_* configures, or None when MODERATION_JUDGE_BASE_URL is unset."""
    if not settings.moderation_judge_base_url:
        return None
    fmt: JudgeFormat = settings.moderation_judge_format
    client = LLMClient(
        settings.moderation_judge_base_url,
        settings.moderation_judge_api_key or "",
        settings.moderation_judge_model or DEFAULT_MODELS[fmt],
        settings.moderation_judge_timeout_seconds,
    )
    return LLMJudge(client, fmt, settings.moderation_judge_scope, settings.moderation_judge_fail_closed)
