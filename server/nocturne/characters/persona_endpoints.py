"""/api/personas: who the user plays in chats (spec 3 User persona)."""

from __future__ import annotations

import uuid

from fastapi import APIRouter, Request, Response, status

from nocturne.accounts.deps import CurrentUser
from nocturne.characters import personas
from nocturne.characters.safety import refusals_recorded
from nocturne.characters.schemas import ActivePersonaOut, PersonaIn, PersonaOut, PersonaUpdate
from nocturne.db import SessionDep
from nocturne.errors import ErrorBody
from nocturne.moderation.service import ModerationService
from nocturne.runtime import get_runtime

router = APIRouter(
    prefix="/personas", tags=["personas"], responses={401: {"model": ErrorBody}, 404: {"model": ErrorBody}}
)


def _moderation(request: Request) -> ModerationService:
    return get_runtime(request).moderation


@router.get("", response_model=list[PersonaOut])
async def list_personas(user: CurrentUser, db: SessionDep) -> list[PersonaOut]:
    """Your personas, oldest first; at most one is active."""
    return [PersonaOut.model_validate(p) for p in await personas.list_personas(db, user)]


@router.get("/active", response_model=ActivePersonaOut)
async def get_active_persona(user: CurrentUser, db: SessionDep) -> ActivePersonaOut:
    """Who you are in chats: the active persona, or else your own name with gender Male."""
    view = await personas.active_persona(db, user)
    return ActivePersonaOut(
        persona_id=view.persona_id, name=view.name, description=view.description, gender=view.gender
    )


@router.post(
    "",
    response_model=PersonaOut,
    status_code=status.HTTP_201_CREATED,
    responses={409: {"model": ErrorBody}, 422: {"model": ErrorBody}},
)
async def create_persona(body: PersonaIn, request: Request, user: CurrentUser, db: SessionDep) -> PersonaOut:
    """Add a persona; your first one becomes active."""
    async with refusals_recorded(db):
        persona = await personas.create_persona(db, _moderation(request), user, body)
    return PersonaOut.model_validate(persona)


@router.patch("/{persona_id}", response_model=PersonaOut, responses={422: {"model": ErrorBody}})
async def update_persona(
    persona_id: uuid.UUID, body: PersonaUpdate, request: Request, user: CurrentUser, db: SessionDep
) -> PersonaOut:
    """Change a persona's name, description or gender."""
    async with refusals_recorded(db):
        persona = await personas.update_persona(db, _moderation(request), user, persona_id, body)
    return PersonaOut.model_validate(persona)


@router.delete("/{persona_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_persona(persona_id: uuid.UUID, user: CurrentUser, db: SessionDep) -> Response:
    """Delete a persona; when it was the active one, chats use your own name again."""
    await personas.delete_persona(db, user, persona_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.post("/{persona_id}/activate", response_model=list[PersonaOut])
async def activate_persona(persona_id: uuid.UUID, user: CurrentUser, db: SessionDep) -> list[PersonaOut]:
    """Make this persona the active one (every other persona becomes inactive)."""
    return [PersonaOut.model_validate(p) for p in await personas.activate_persona(db, user, persona_id)]


@router.post("/deactivate", response_model=list[PersonaOut])
async def deactivate_personas(user: CurrentUser, db: SessionDep) -> list[PersonaOut]:
    """Play as yourself: no persona is active."""
    return [PersonaOut.model_validate(p) for p in await personas.deactivate_personas(db, user)]
