"""The moderation service: rules, the text model, the classifier, the LLM safety judge; then flags, strikes, bans.

Flags and strikes are written in the caller's transaction when it will commit (a chat message is
stored flagged), or in their own transaction when the caller refuses the content and rolls back
(a character definition). On SQLite the caller must not hold a write lock in the second case."""

from __future__ import annotations

import logging
import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from nocturne.accounts import service as accounts
from nocturne.config import Settings
from nocturne.models import ModerationFlag
from nocturne.moderation import actions
from nocturne.moderation.classifier import Classifier, OpenAIModerationClassifier
from nocturne.moderation.context import Scene
from nocturne.moderation.grey_zone import has_cue
from nocturne.moderation.judge import LLMJudge
from nocturne.moderation.rules import Context, Policy, Verdict, check_text, rules_for
from nocturne.moderation.text_model import TextModel

log = logging.getLogger("nocturne.moderation")

TEXT_MODEL = "text-model"
# Rules whose block the text model never lifts: a minor's age, a minor's identity or a hard term stated
# outright (every character is an adult, ARCHITECTURE 5, whatever the rest of the text is about), and
# the scene's minor, stated in earlier messages, the characters or the persona, which the model
# (reading this text alone) does not see; nor an operator's policy (MODERATION_ALLOW_ANTHRO,
# MODERATION_ALLOW_PET_PLAY set to false), since the model learned the default policy's labels. It lifts
# the rules that weigh a word in its context: a minor or school word beside a sexual one, an animal
# beside an act.
UNCLEARED_RULES = frozenset(
    {
        "scene-minor",
        "minor-into-scene",
        "anthro-policy",
        "pet-play-policy",
        "minor-age",
        "minor-identity",
        "minor-bound",
        "hard-minor-term",
        "hard-bestiality-term",
    }
)
# Fewer characters than this are too little for a word model to block on: "same 1", a caption in a
# row of them, scored like "same but she's 12" (blind-bs). The rules still read them; of the labelled
# set's 85 texts this short, the rules miss one block.
MODEL_MIN_CHARS = 12
# The model learned from what people write; the chat model's own replies (checked in stretches while
# they stream) are left to the rules, which were written for them too.
UNMODELLED_CONTEXTS = frozenset({"output"})

AUTO_BAN_REASON = "Your account was banned for repeatedly sending prohibited content."
EXCERPT_LIMIT = 2000


@dataclass(frozen=True)
class Decision:
    reason: str | None
    source: str | None = None
    rule: str | None = None  # the offline rule that fired (rules.py), when the source is "rules"

    @property
    def blocked(self) -> bool:
        return self.reason is not None


class ModerationService:
    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        settings: Settings,
        classifier: Classifier | None,
        judge: LLMJudge | None = None,
        model: TextModel | None = None,
    ) -> None:
        self.sessionmaker = sessionmaker
        self.settings = settings
        self.classifier = classifier
        self.judge = judge
        self.model = model

    def offline(self, text: str, context: Context, scene: Scene | None = None) -> tuple[Decision, Verdict]:
        """The layers that need no network: the rules, then the text model. Returns the decision and the
        rules' verdict as the judge should see it (a block the model lifted is grey: the judge still reads it)."""
        policy = policy_of(self.settings)
        verdict = check_text(text, context=context, scene=scene, policy=policy)
        score = None
        if self.model is not None and context not in UNMODELLED_CONTEXTS and text.strip():
            score = self.model.score(rules_for(policy).readings(text)[0])
        if verdict.flagged:
            clear_below = self.settings.moderation_model_clear_below
            if score is None or verdict.rule in UNCLEARED_RULES or score.block >= clear_below:
                return Decision(verdict.reason, "rules", verdict.rule), verdict
            log.info("text model lifted rule %s (score %.3f)", verdict.rule, score.block)
            return Decision(None), Verdict(flagged=False, grey=True)
        if (
            score is not None
            and score.block > self.settings.moderation_model_block_above
            and len(text.strip()) >= MODEL_MIN_CHARS
            and has_cue(text)
        ):
            return Decision(score.reason, TEXT_MODEL), verdict
        return Decision(None), verdict

    async def decide(self, text: str, context: Context, scene: Scene | None = None) -> Decision:
        """Check text without recording anything (used for model output while it streams).

        `scene` (moderation/context.py) carries the chat's earlier messages, characters and persona."""
        decision, verdict = self.offline(text, context, scene)
        if decision.blocked:
            return decision
        if self.classifier is not None and text.strip():
            reason = await self.classifier.classify(text)
            if reason:
                return Decision(reason, "classifier")
        if self.judge is not None and self.judge.wants(text, verdict):
            ruling = await self.judge.review(text, context)
            if ruling.reason:
                return Decision(ruling.reason, ruling.source)
        return Decision(None)

    async def check(
        self,
        text: str,
        *,
        context: Context,
        user_id: uuid.UUID | None,
        subject_type: str,
        subject_id: uuid.UUID | None = None,
        strike: bool = True,
        db: AsyncSession | None = None,
        scene: Scene | None = None,
    ) -> Decision:
        """Decide, and when blocked: queue a flag for moderators and count a strike (banning past the threshold)."""
        decision = await self.decide(text, context, scene)
        if decision.blocked:
            await self.record(
                decision,
                text,
                user_id=user_id,
                subject_type=subject_type,
                subject_id=subject_id,
                strike=strike,
                db=db,
            )
        return decision

    async def record(
        self,
        decision: Decision,
        text: str,
        *,
        user_id: uuid.UUID | None,
        subject_type: str,
        subject_id: uuid.UUID | None,
        strike: bool,
        db: AsyncSession | None = None,
    ) -> None:
        if db is not None:
            await self._record(db, decision, text, user_id, subject_type, subject_id, strike)
            await db.flush()
        else:
            async with self.sessionmaker() as own:
                await self._record(own, decision, text, user_id, subject_type, subject_id, strike)
                await own.commit()
        log.warning("blocked %s from user %s: %s", subject_type, user_id, decision.reason)

    async def _record(
        self,
        db: AsyncSession,
        decision: Decision,
        text: str,
        user_id: uuid.UUID | None,
        subject_type: str,
        subject_id: uuid.UUID | None,
        strike: bool,
    ) -> None:
        db.add(
            ModerationFlag(
                user_id=user_id,
                subject_type=subject_type,
                subject_id=subject_id,
                reason=decision.reason or "",
                source=decision.source or "rules",
                excerpt=text[:EXCERPT_LIMIT],
                counts_strike=strike and user_id is not None,
            )
        )
        if strike and user_id is not None:
            user = await accounts.get_user(db, user_id)
            user.moderation_strikes += 1
            if user.moderation_strikes >= self.settings.ban_strike_threshold and not user.is_banned:
                await accounts.ban(db, user, AUTO_BAN_REASON)
                actions.log_automatic_ban(db, user)


def policy_of(settings: Settings) -> Policy:
    """The offline rules' policy settings (config.py: MODERATION_ALLOW_*, MODERATION_LEXICON_DIR)."""
    lexicon_dir = settings.moderation_lexicon_dir
    return Policy(
        allow_anthro=settings.moderation_allow_anthro,
        allow_pet_play=settings.moderation_allow_pet_play,
        lexicon_dir=str(lexicon_dir) if lexicon_dir else None,
    )


def make_classifier(settings: Settings) -> Classifier | None:
    if settings.moderation_openai_api_key:
        return OpenAIModerationClassifier(
            settings.moderation_openai_api_key,
            settings.moderation_openai_base_url,
            settings.moderation_threshold,
        )
    return None
