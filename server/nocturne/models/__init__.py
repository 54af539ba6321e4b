"""ORM classes, one file per table. Importing this module registers every table on Base.metadata."""

from nocturne.models.age_verification import AgeVerification
from nocturne.models.auth_session import AuthSession
from nocturne.models.base import Base
from nocturne.models.billing import (
    BillingEvent,
    Checkout,
    CreditAccount,
    CreditEntry,
    Payment,
    Subscription,
)
from nocturne.models.character import Character
from nocturne.models.chat import Chat, ChatCharacter, ChatMemory, ChatMessage, MessageFeedback
from nocturne.models.evidence_access import EvidenceAccess
from nocturne.models.generation_job import GenerationJob
from nocturne.models.media import Media
from nocturne.models.moderation_action import ModerationAction
from nocturne.models.moderation_flag import ModerationFlag
from nocturne.models.oauth_account import OAuthAccount
from nocturne.models.password_reset import PasswordReset
from nocturne.models.persona import Persona
from nocturne.models.user import Role, User

__all__ = [
    "AgeVerification",
    "AuthSession",
    "Base",
    "BillingEvent",
    "Checkout",
    "CreditAccount",
    "CreditEntry",
    "Character",
    "Chat",
    "ChatCharacter",
    "ChatMemory",
    "ChatMessage",
    "EvidenceAccess",
    "GenerationJob",
    "Media",
    "MessageFeedback",
    "ModerationAction",
    "ModerationFlag",
    "OAuthAccount",
    "PasswordReset",
    "Payment",
    "Persona",
    "Role",
    "Subscription",
    "User",
]
