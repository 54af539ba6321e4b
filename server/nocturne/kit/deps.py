"""Small request-level dependencies shared by every domain. The runtime's own is `RuntimeDep` in runtime.py."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from nocturne.config import Settings


def get_app_settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


SettingsDep = Annotated[Settings, Depends(get_app_settings)]


def client_ip(request: Request, settings: Settings) -> str:
    if settings.trust_proxy_headers:
        forwarded = request.headers.get("x-forwarded-for")
        if forwarded:
            return forwarded.split(",")[0].strip()
    return request.client.host if request.client else "unknown"
