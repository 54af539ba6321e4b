"""Starter characters: the operator's card files in catalog/characters/, seeded as public characters.

Each file is a Tavern card (V1/V2/V3 JSON, or a PNG whose art becomes the avatar). `nocturne seed`
creates or updates one public character per file, owned by a system account, keyed by the file's
name: seeding again updates the characters in place (ids, chats and counts stay), and a character
whose file was removed is made private, so it leaves the directory while chats with it keep working.
A file that cannot be read, states no adult age, or breaks the content rules is skipped with a reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.accounts.service import ensure_system_account
from nocturne.characters.avatars import card_art, set_avatar
from nocturne.characters.card_mapping import card_to_fields
from nocturne.characters.cards import CardError, read_card
from nocturne.characters.repository import CharactersRepository
from nocturne.characters.safety import definition_text
from nocturne.characters.schemas import CharacterIn
from nocturne.characters.service import DEFINITION_FIELDS, column_values, set_visibility
from nocturne.config import REPO_ROOT
from nocturne.models import Character, User
from nocturne.moderation.rules import check_text

STARTERS_DIR = REPO_ROOT / "catalog" / "characters"
SYSTEM_EMAIL = "starters@nocturne.invalid"  # .invalid: no mail can ever reach it, nobody can sign in
SYSTEM_USERNAME = "nocturne"
SYSTEM_DISPLAY_NAME = "Nocturne"
STARTER_KEY = "starter"  # card_data key holding the file name the character came from
CARD_SUFFIXES = (".json", ".png")


@dataclass
class SeedReport:
    created: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unlisted: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # "file: reason"

    def lines(self) -> list[str]:
        out = [
            f"Starter characters: {len(self.created)} created, {len(self.updated)} updated, "
            f"{len(self.unlisted)} unlisted (file removed), {len(self.skipped)} skipped."
        ]
        out += [f"  skipped {item}" for item in self.skipped]
        return out


@dataclass(frozen=True)
class StarterFile:
    key: str
    body: CharacterIn
    card_data: dict[str, object]
    art: bytes | None


def _problem(error: ValidationError) -> str:
    first = error.errors()[0]
    where = ".".join(str(part) for part in first.get("loc", ())) or "card"
    return f"{where}: {first.get('msg', 'not valid')}"


def read_starter(path: Path) -> StarterFile:
    """One card file as a public character definition; ValueError says what is wrong with it."""
    data = path.read_bytes()
    try:
        card = read_card(path.name, data)
    except CardError as error:
        raise ValueError(str(error)) from error
    fields, card_data = card_to_fields(card)
    if fields.get("age") is None:
        raise ValueError(
            'the card states no age; write it in the text ("a 28-year-old ...") '
            "or in data.extensions.nocturne.age"
        )
    fields["visibility"] = "public"
    try:
        body = CharacterIn.model_validate(fields)
    except ValidationError as error:
        raise ValueError(_problem(error)) from error
    verdict = check_text(definition_text(column_values(body, DEFINITION_FIELDS)), context="character")
    if verdict.flagged:
        raise ValueError(f"the content rules refuse it ({verdict.reason})")
    return StarterFile(path.stem, body, {**card_data, STARTER_KEY: path.stem}, card_art(data))


def starter_paths(directory: Path) -> list[Path]:
    if not directory.is_dir():
        return []
    return sorted(p for p in directory.iterdir() if p.is_file() and p.suffix.lower() in CARD_SUFFIXES)


async def seed_starters(db: AsyncSession, directory: Path) -> SeedReport:
    """Create or update the starter characters from `directory` (idempotent); the caller commits."""
    report = SeedReport()
    owner = await ensure_system_account(
        db, email=SYSTEM_EMAIL, username=SYSTEM_USERNAME, display_name=SYSTEM_DISPLAY_NAME
    )
    repo = CharactersRepository(db)
    existing = {str((c.card_data or {}).get(STARTER_KEY)): c for c in await repo.all_owned_by(owner.id)}
    seen: set[str] = set()
    for path in starter_paths(directory):
        try:
            starter = read_starter(path)
        except (OSError, ValueError) as error:
            report.skipped.append(f"{path.name}: {error}")
            continue
        if starter.key in seen:
            report.skipped.append(f"{path.name}: another file already seeds '{starter.key}'")
            continue
        seen.add(starter.key)
        character = existing.get(starter.key)
        if character is None:
            character = await _create(db, owner, starter)
            report.created.append(character.name)
        else:
            _apply(character, starter)
            report.updated.append(character.name)
        await db.flush()
        if starter.art is not None:
            await set_avatar(db, character, starter.art)
    for key, character in existing.items():
        if key not in seen and character.visibility == "public":
            set_visibility(character, "private")
            report.unlisted.append(character.name)
    await db.flush()
    return report


def _apply(character: Character, starter: StarterFile) -> None:
    values = column_values(starter.body, DEFINITION_FIELDS)
    visibility = values.pop("visibility")
    if starter.art is None:
        values.pop("avatar_url", None)  # keep an avatar set by an earlier seed or by staff
    for name, value in values.items():
        setattr(character, name, value)
    character.card_data = starter.card_data
    set_visibility(character, visibility)


async def _create(db: AsyncSession, owner: User, starter: StarterFile) -> Character:
    character = Character(owner_id=owner.id, chat_count=0, visibility="private", card_data={})
    _apply(character, starter)
    await CharactersRepository(db).add(character)
    return character
