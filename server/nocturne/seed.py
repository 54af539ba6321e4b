"""What a first visit needs: folders for the database, the outbox and media, and the signing key."""

from __future__ import annotations

from nocturne.config import Settings


async def run_seed(settings: Settings) -> None:
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    settings.outbox_dir.mkdir(parents=True, exist_ok=True)
    (settings.data_dir / "media").mkdir(parents=True, exist_ok=True)
    settings.resolved_secret_key()
