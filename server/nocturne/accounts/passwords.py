"""Argon2id password hashing (pwdlib), with rehash-on-verify when parameters change."""

from __future__ import annotations

from functools import lru_cache

from pwdlib import PasswordHash


@lru_cache
def _hasher() -> PasswordHash:
    return PasswordHash.recommended()


def hash_password(password: str) -> str:
    return _hasher().hash(password)


def verify_password(password: str, password_hash: str | None) -> tuple[bool, str | None]:
    """Check a password; returns (ok, new_hash_if_parameters_changed). Hashes a dummy when no hash exists,
    so a missing account takes as long as a wrong password."""
    if password_hash is None:
        _hasher().hash(password)
        return False, None
    return _hasher().verify_and_update(password, password_hash)
