"""Opaque random tokens and the hashes we store instead of them."""

from __future__ import annotations

import hashlib
import secrets


def new_token() -> str:
    """256 bits of randomness, URL-safe."""
    return secrets.token_urlsafe(32)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
