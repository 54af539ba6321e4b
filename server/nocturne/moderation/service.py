"""The moderation service: rules, then the classifier, then flags, strikes and bans.

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
from nocturne.moderation.classifier import Classifier, OpenAIModerationClassifier
from nocturne.moderation.rules import Context, check_text

log = logging.getLogger("nocturne.moderation")

AUTO_BAN_REASON = "Your account was banned for repeatedly sending prohibited content."
EXCERPT_LIMIT = 2000


@dataclass(frozen=True)
class Decision:
    reason: str | None
    source: str | None = None

    @property
    def blocked(self) -> bool:
        return self.reason is not None


class ModerationService:
    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        settings: Settings,
        classifier: Classifier | None,
    ) -> None:
        self.sessionmaker = sessionmaker
        self.settings = settings
        self.classifier = classifier

    async def decide(self, text: str, context: Context) -> Decision:
        """Check text without recording anything (used for model output while it streams)."""
        verdict = check_text(text, context=context)
        if verdict.flagged:
            return Decision(verdict.reason, "rules")
        if self.classifier is not None and text.strip():
            reason = await self.classifier.classify(text)
            if reason:
                return Decision(reason, "classifier")
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
    ) -> Decision:
        """Decide, and when blocked: queue a flag for moderators and count a strike (banning past the threshold)."""
        decision = await self.decide(text, context)
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
            )
        )
        if strike and user_id is not None:
            user = await accounts.get_user(db, user_id)
            user.moderation_strikes += 1
            if user.moderation_strikes >= self.settings.ban_strike_threshold and not user.is_banned:
                await accounts.ban(db, user, AUTO_BAN_REASON)


def make_classifier(settings: Settings) -> Classifier | None:
    if settings.moderation_openai_api_key:
        return OpenAIModerationClassifier(
            settings.moderation_openai_api_key,
            settings.moderation_openai_base_url,
            settings.moderation_threshold,
        )
    return None
