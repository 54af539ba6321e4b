"""Rate limits on login and signup, per IP and per account (429 with Retry-After)."""

from __future__ import annotations

from fastapi import Request

from nocturne.config import Settings
from nocturne.errors import TooManyRequests
from nocturne.kit.deps import client_ip
from nocturne.kit.rate_limit import RateLimiter
from nocturne.runtime import get_runtime

TOO_MANY_LOGINS = "Too many login attempts. Wait a few minutes and try again."
TOO_MANY_SIGNUPS = "Too many sign-ups from this network. Try again later."


def _limiter(request: Request) -> RateLimiter:
    return get_runtime(request).rate_limiter


async def check_login(request: Request, settings: Settings, login: str) -> None:
    limiter = _limiter(request)
    window = settings.login_window_seconds
    for key, limit in (
        (f"login:ip:{client_ip(request, settings)}", settings.login_ip_limit),
        (f"login:account:{login.strip().lower()}", settings.login_account_limit),
    ):
        hit = await limiter.hit(key, limit, window)
        if not hit.allowed:
            raise TooManyRequests(TOO_MANY_LOGINS, retry_after=hit.retry_after)


async def forget_login_failures(request: Request, login: str) -> None:
    """A successful login clears the account's counter, so the owner is not locked out by old typos."""
    await _limiter(request).reset(f"login:account:{login.strip().lower()}")


async def check_signup(request: Request, settings: Settings) -> None:
    hit = await _limiter(request).hit(
        f"signup:ip:{client_ip(request, settings)}", settings.signup_ip_limit, settings.signup_window_seconds
    )
    if not hit.allowed:
        raise TooManyRequests(TOO_MANY_SIGNUPS, retry_after=hit.retry_after)
