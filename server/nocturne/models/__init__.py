"""ORM classes, one file per table. Importing this module registers every table on Base.metadata."""

from nocturne.models.age_verification import AgeVerification
from nocturne.models.analytics_event import AnalyticsEvent
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
from nocturne.models.block import Block
from nocturne.models.character import Character
from nocturne.models.chat import Chat, ChatCharacter, ChatMemory, ChatMessage, MessageFeedback
from nocturne.models.error_group import ErrorGroup
from nocturne.models.evidence_access import EvidenceAccess
from nocturne.models.follow import Follow
from nocturne.models.generation_job import GenerationJob
from nocturne.models.media import Media
from nocturne.models.moderation_action import ModerationAction
from nocturne.models.moderation_flag import ModerationFlag
from nocturne.models.oauth_account import OAuthAccount
from nocturne.models.password_reset import PasswordReset
from nocturne.models.persona import Persona
from nocturne.models.post import Post
from nocturne.models.post_comment import PostComment
from nocturne.models.post_like import PostLike
from nocturne.models.referral_code import ReferralCode
from nocturne.models.referred_signup import ReferredSignup
from nocturne.models.share_link import ShareLink
from nocturne.models.user import Role, User

__all__ = [
    "AgeVerification",
    "AnalyticsEvent",
    "AuthSession",
    "Base",
    "Block",
    "BillingEvent",
    "Checkout",
    "CreditAccount",
    "CreditEntry",
    "Character",
    "Chat",
    "ChatCharacter",
    "ChatMemory",
    "ChatMessage",
    "ErrorGroup",
    "EvidenceAccess",
    "Follow",
    "GenerationJob",
    "Media",
    "MessageFeedback",
    "ModerationAction",
    "ModerationFlag",
    "OAuthAccount",
    "PasswordReset",
    "Payment",
    "Persona",
    "Post",
    "PostComment",
    "PostLike",
    "ReferralCode",
    "ReferredSignup",
    "Role",
    "ShareLink",
    "Subscription",
    "User",
]
