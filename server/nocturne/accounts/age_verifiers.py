"""Age assurance adapters. start() sends the user to the vendor; fetch_result() asks the vendor,
server to server, how it went — query parameters coming back from the browser are never trusted."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Protocol
from urllib.parse import urlencode

import httpx

from nocturne.config import Settings


@dataclass(frozen=True)
class Started:
    reference: str
    redirect_url: str


@dataclass(frozen=True)
class Result:
    approved: bool
    method: str


class AgeVerifierError(Exception):
    """The vendor could not be reached or answered something unexpected."""


class AgeVerifier(Protocol):
    name: str

    async def start(self, *, return_url: str) -> Started: ...

    async def fetch_result(self, reference: str) -> Result: ...


def finalize_url(settings: Settings) -> str:
    """Where vendors send the user back; the page finalizes the user's latest pending verification."""
    return f"{settings.app_origin.rstrip('/')}/age-verification/finalize"


class SelfDeclarationVerifier:
    """Development only: the user's own word. Not acceptable where the law demands real age assurance."""

    name = "self"

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    async def start(self, *, return_url: str) -> Started:
        reference = "self_" + secrets.token_urlsafe(16)
        return Started(reference, f"{return_url}?{urlencode({'reference': reference})}")

    async def fetch_result(self, reference: str) -> Result:
        return Result(approved=reference.startswith("self_"), method="self-declaration")


class YotiVerifier:
    """Yoti age verification sessions (type OVER): create a session, redirect, then read its result."""

    name = "yoti"

    def __init__(self, settings: Settings, client: httpx.AsyncClient | None = None) -> None:
        self.settings = settings
        self.client = client or httpx.AsyncClient(timeout=15)

    def _headers(self) -> dict[str, str]:
        return {
            "Authorization": f"Bearer {self.settings.yoti_api_key}",
            "Yoti-SDK-Id": self.settings.yoti_sdk_id or "",
        }

    async def start(self, *, return_url: str) -> Started:
        reference = secrets.token_urlsafe(16)
        body = {
            "type": "OVER",
            "ttl": 900,
            "reference_id": reference,
            "callback": {"auto": True, "url": return_url},
            # A challenge age above 18 for facial estimation, as regulators advise.
            "age_estimation": {"allowed": True, "threshold": 25, "level": "PASSIVE"},
            "digital_id": {"allowed": True, "threshold": 18},
            "doc_scan": {"allowed": True, "threshold": 18},
        }
        try:
            response = await self.client.post(
                f"{self.settings.yoti_api_url}/sessions", json=body, headers=self._headers()
            )
            response.raise_for_status()
            session_id = str(response.json()["id"])
        except (httpx.HTTPError, KeyError, ValueError) as exc:
            raise AgeVerifierError("The age verification service is not available right now.") from exc
        query = urlencode({"sessionId": session_id, "sdkId": self.settings.yoti_sdk_id or ""})
        return Started(session_id, f"https://age.yoti.com?{query}")

    async def fetch_result(self, reference: str) -> Result:
        try:
            response = await self.client.get(
                f"{self.settings.yoti_api_url}/sessions/{reference}/result", headers=self._headers()
            )
            response.raise_for_status()
            data = response.json()
        except (httpx.HTTPError, ValueError) as exc:
            raise AgeVerifierError("The age verification service is not available right now.") from exc
        approved = data.get("status") == "COMPLETE" and bool(data.get("age", {}).get("approved", True))
        return Result(approved=approved, method=str(data.get("method", "yoti")).lower())


def make_age_verifier(settings: Settings) -> AgeVerifier:
    if settings.age_verifier == "yoti":
        return YotiVerifier(settings)
    return SelfDeclarationVerifier(settings)
