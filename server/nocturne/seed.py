"""What a first visit needs: folders for the database, the outbox and media, the signing key, and the
starter characters from catalog/characters/ (idempotent: run it again to apply edited card files)."""

from __future__ import annotations

from pathlib import Path

from nocturne.characters.starters import STARTERS_DIR, seed_starters
from nocturne.config import Settings
from nocturne.db import make_engine, make_sessionmaker


async def run_seed(settings: Settings, starters_dir: Path = STARTERS_DIR) -> list[str]:
    """Prepare the data folders and seed the starter characters; returns lines for the operator."""
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    settings.outbox_dir.mkdir(parents=True, exist_ok=True)
    (settings.data_dir / "media").mkdir(parents=True, exist_ok=True)
    settings.resolved_secret_key()
    engine = make_engine(settings.effective_database_url)
    try:
        async with make_sessionmaker(engine)() as session:
            report = await seed_starters(session, starters_dir)
            await session.commit()
    finally:
        await engine.dispose()
    return report.lines()
