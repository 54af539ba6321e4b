"""ORM classes, one file per table. Importing this module registers every table on Base.metadata."""

from nocturne.models.age_verification import AgeVerification
from nocturne.models.auth_session import AuthSession
from nocturne.models.base import Base
from nocturne.models.oauth_account import OAuthAccount
from nocturne.models.password_reset import PasswordReset
from nocturne.models.user import Role, User

__all__ = ["AgeVerification", "AuthSession", "Base", "OAuthAccount", "PasswordReset", "Role", "User"]
