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
    settings.media_path.mkdir(parents=True, exist_ok=True)
    settings.resolved_secret_key()
    engine = make_engine(settings.effective_database_url)
    try:
        async with make_sessionmaker(engine)() as session:
            report = await seed_starters(session, starters_dir)
            await session.commit()
    finally:
        await engine.dispose()
    return report.lines() + await _seed_media(settings)


async def _seed_media(settings: Settings) -> list[str]:
    """Starter portraits, catalogue pictures and preview videos, made through the same runtime the app uses."""
    from nocturne.media.seed import seed_catalogue_pictures, seed_catalogue_videos, seed_portraits
    from nocturne.runtime import open_runtime
    from nocturne.worker import make_queue

    # Every starter portrait at once: the seed waits for them, so they need not queue behind each other.
    wide = settings.model_copy(update={"job_concurrency": 16})
    async with open_runtime(wide, make_queue(wide), chat=False) as runtime:
        lines = await seed_portraits(runtime)
        lines.append(await seed_catalogue_pictures(runtime))
        lines.append(await seed_catalogue_videos(runtime))
    return lines
