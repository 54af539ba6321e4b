"""Sign in with Google or Discord: OAuth 2 authorization code flow with PKCE (S256), via authlib."""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from typing import Any

import httpx
from authlib.common.security import generate_token
from authlib.integrations.httpx_client import AsyncOAuth2Client
from itsdangerous import BadSignature, URLSafeTimedSerializer
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.accounts.repository import AccountsRepository
from nocturne.accounts.schemas import NotificationPrefs
from nocturne.config import Settings
from nocturne.errors import BadRequest, NotFound
from nocturne.models import OAuthAccount, Role, User
from nocturne.promotion import service as promotion

STATE_COOKIE = "nocturne_oauth"
STATE_MAX_AGE = 600


@dataclass(frozen=True)
class Provider:
    name: str
    authorize_url: str
    token_url: str
    userinfo_url: str
    scope: str


PROVIDERS = {
    "google": Provider(
        "google",
        "https://accounts.google.com/o/oauth2/v2/auth",
        "https://oauth2.googleapis.com/token",
        "https://openidconnect.googleapis.com/v1/userinfo",
        "openid email profile",
    ),
    "discord": Provider(
        "discord",
        "https://discord.com/oauth2/authorize",
        "https://discord.com/api/oauth2/token",
        "https://discord.com/api/users/@me",
        "identify email",
    ),
}


@dataclass(frozen=True)
class Identity:
    subject: str
    email: str | None
    email_verified: bool
    name: str | None


def configured_provider(settings: Settings, name: str) -> Provider:
    if settings.oauth_provider != name or not settings.oauth_client_id or name not in PROVIDERS:
        raise NotFound(f"Sign-in with {name} is not set up on this server.")
    return PROVIDERS[name]


def redirect_uri(settings: Settings, provider: Provider) -> str:
    return f"{settings.app_origin.rstrip('/')}/api/auth/oauth/{provider.name}/callback"


def _client(settings: Settings, provider: Provider) -> AsyncOAuth2Client:
    """authlib builds the authorization URL with state and the S256 code challenge (no network here)."""
    return AsyncOAuth2Client(
        client_id=settings.oauth_client_id,
        client_secret=settings.oauth_client_secret,
        scope=provider.scope,
        redirect_uri=redirect_uri(settings, provider),
        code_challenge_method="S256",
        timeout=15,
    )


def _serializer(settings: Settings) -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(settings.resolved_secret_key(), salt="nocturne.oauth-state")


def begin(settings: Settings, provider: Provider, next_path: str | None) -> tuple[str, str]:
    """Returns the provider URL to redirect to and the signed cookie holding state and PKCE verifier."""
    verifier = generate_token(64)
    client = _client(settings, provider)
    url, state = client.create_authorization_url(provider.authorize_url, code_verifier=verifier)
    safe_next = (
        next_path if next_path and next_path.startswith("/") and not next_path.startswith("//") else "/"
    )
    cookie = _serializer(settings).dumps(
        {"state": state, "verifier": verifier, "next": safe_next, "p": provider.name}
    )
    return url, cookie


def read_state(
    settings: Settings, cookie: str | None, provider: Provider, state: str | None
) -> dict[str, str]:
    if not cookie or not state:
        raise BadRequest("The sign-in attempt expired. Start again.")
    try:
        data: dict[str, str] = _serializer(settings).loads(cookie, max_age=STATE_MAX_AGE)
    except BadSignature as exc:
        raise BadRequest("The sign-in attempt expired. Start again.") from exc
    if data.get("p") != provider.name or not secrets.compare_digest(data.get("state", ""), state):
        raise BadRequest("The sign-in attempt did not match. Start again.")
    return data


async def exchange(
    settings: Settings, provider: Provider, code: str, verifier: str, http: httpx.AsyncClient | None = None
) -> Identity:
    """Trade the code (with the PKCE verifier) for a token, then read who the user is.

    The exchange is two plain HTTP calls (RFC 6749 4.1.3 and the provider's userinfo), made with httpx."""
    form = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": redirect_uri(settings, provider),
        "client_id": settings.oauth_client_id or "",
        "client_secret": settings.oauth_client_secret or "",
        "code_verifier": verifier,
    }
    async with http or httpx.AsyncClient(timeout=15) as client:
        token_response = await client.post(
            provider.token_url, data=form, headers={"Accept": "application/json"}
        )
        token_response.raise_for_status()
        access_token = token_response.json()["access_token"]
        response = await client.get(
            provider.userinfo_url, headers={"Authorization": f"Bearer {access_token}"}
        )
        response.raise_for_status()
        info: dict[str, Any] = response.json()
    if provider.name == "discord":
        name = info.get("global_name") or info.get("username")
        return Identity(str(info["id"]), info.get("email"), bool(info.get("verified")), name)
    return Identity(str(info["sub"]), info.get("email"), bool(info.get("email_verified")), info.get("name"))


async def user_for_identity(
    db: AsyncSession, provider: Provider, identity: Identity, referral_code: str | None = None
) -> User:
    """The linked account; else the account with the same verified e-mail; else a new account (counted
    for the referral code it came with)."""
    repo = AccountsRepository(db)
    link = await repo.oauth_account(provider.name, identity.subject)
    if link is not None:
        user = await repo.user_by_id(link.user_id)
        if user is not None:
            return user
    if not identity.email or not identity.email_verified:
        raise BadRequest(
            f"Your {provider.name} account has no verified e-mail address. Verify it, or sign up with e-mail."
        )
    user = await repo.user_by_email(identity.email)
    if user is None:
        user = User(
            email=identity.email.lower(),
            username=await _free_username(repo, identity.name or identity.email.split("@")[0]),
            password_hash=None,
            display_name=(identity.name or None),
            role=Role.user,
            notification_prefs=NotificationPrefs().model_dump(by_alias=True),
        )
        user.username_key = user.username.lower()
        await repo.add(user)
        await promotion.record_referral(db, referral_code, user.id)
    await repo.add(
        OAuthAccount(user_id=user.id, provider=provider.name, subject=identity.subject, email=identity.email)
    )
    return user


async def _free_username(repo: AccountsRepository, wanted: str) -> str:
    base = re.sub(r"[^A-Za-z0-9_]", "", wanted)[:24] or "user"
    base = base if len(base) >= 3 else f"{base}_user"
    candidate = base
    while await repo.user_by_username(candidate):
        candidate = f"{base}_{secrets.randbelow(100000)}"
    return candidate
