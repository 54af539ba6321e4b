"""The cookies the accounts domain owns."""

from __future__ import annotations

from itsdangerous import BadSignature, SignatureExpired, TimestampSigner
from starlette.requests import HTTPConnection

from nocturne.config import Settings
from nocturne.kit.cookies import queue_cookie, queue_delete_cookie, read_chunked_cookie

SESSION_COOKIE = "nocturne_session"
CSRF_COOKIE = "nocturne_csrf"
AGE_COOKIE = "nocturne_age"
CSRF_HEADER = "x-csrf-token"


def read_session_token(conn: HTTPConnection) -> str | None:
    return read_chunked_cookie(conn.cookies, SESSION_COOKIE)


def set_session_cookie(conn: HTTPConnection, settings: Settings, token: str) -> None:
    queue_cookie(
        conn,
        SESSION_COOKIE,
        token,
        max_age=settings.session_max_age,
        secure=settings.secure_cookies,
    )


def clear_session_cookie(conn: HTTPConnection, settings: Settings) -> None:
    queue_delete_cookie(conn, SESSION_COOKIE, secure=settings.secure_cookies)


def _age_signer(settings: Settings) -> TimestampSigner:
    return TimestampSigner(settings.resolved_secret_key(), salt="nocturne.age-confirmed")


def visitor_age_confirmed(conn: HTTPConnection, settings: Settings) -> bool:
    """A visitor's 18+ confirmation lives in a signed cookie until they sign up or log in."""
    value = conn.cookies.get(AGE_COOKIE)
    if not value:
        return False
    try:
        _age_signer(settings).unsign(value, max_age=settings.session_max_age)
    except (BadSignature, SignatureExpired):
        return False
    return True


def set_visitor_age_cookie(conn: HTTPConnection, settings: Settings) -> None:
    value = _age_signer(settings).sign("18+").decode()
    queue_cookie(conn, AGE_COOKIE, value, max_age=settings.session_max_age, secure=settings.secure_cookies)
