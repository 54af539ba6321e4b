"""Image prompts: a character's look (gender, style, physical description) plus the scene (a pose preset,
a custom prompt or a scene the chat model wrote), in the phrasing each model family expects."""

from __future__ import annotations

from nocturne.media.rules import ImageModel
from nocturne.models import Character

SUBJECTS = {"Female": "an adult woman", "Male": "an adult man", "Trans": "an adult trans woman"}
# SDXL "Pony" checkpoints are trained with these quality tags first.
PONY_PREFIX = "score_9, score_8_up, score_7_up, "
# Always sent: quality faults, and anything that could read as young (safety policy: every subject is an adult).
NEGATIVE_PROMPT = (
    "child, teen, underage, childlike, loli, shota, school uniform, lowres, bad anatomy, bad hands, "
    "extra fingers, watermark, text, signature"
)
FACE_TUNER_CFG = 5.0
LOOK_LIMIT = 600


def character_look(character: Character) -> str:
    """The character's look: the saved one, or one built from gender, style and physical description."""
    if character.look_prompt.strip():
        return character.look_prompt.strip()
    medium = "anime illustration of" if character.style == "Anime" else "photo of"
    subject = SUBJECTS.get(character.gender, SUBJECTS["Female"])
    look = f"{medium} {character.name}, {subject}, {character.age} years old"
    description = " ".join(character.physical_description.split())
    if description:
        look = f"{look}, {description}"
    return look[:LOOK_LIMIT]


def image_prompt(model: ImageModel, look: str, scene: str) -> str:
    prompt = ", ".join(part.strip(" ,") for part in (look, scene) if part.strip(" ,"))
    return f"{PONY_PREFIX}{prompt}" if model == "PrefectPony" else prompt


def face_prompt(character: Character) -> str:
    subject = SUBJECTS.get(character.gender, SUBJECTS["Female"])
    style = "anime face" if character.style == "Anime" else "detailed realistic face"
    return f"{style}, {subject}, natural skin, clear eyes"
