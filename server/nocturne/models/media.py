from __future__ import annotations

import uuid

from sqlalchemy import Boolean, Float, ForeignKey, Integer, String, Text, UniqueConstraint, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, IdMixin, TimestampMixin


class Media(IdMixin, TimestampMixin, Base):
    """A generated image or video (kind). Private to its owner. One row per (job, batch index), so a job
    finished twice (a worker died after storing) never stores a file twice."""

    __tablename__ = "media"
    __table_args__ = (UniqueConstraint("job_id", "batch_index"),)

    owner_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    character_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("characters.id", ondelete="SET NULL"), index=True
    )
    job_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("generation_jobs.id", ondelete="SET NULL"), index=True
    )
    batch_index: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    kind: Mapped[str] = mapped_column(String(16), nullable=False, default="image")
    # spec 3 imageArgs.source / type: preset, edit-image, enhance, character_gen, scene_gen, image_gen
    source: Mapped[str] = mapped_column(String(32), nullable=False)
    storage_key: Mapped[str] = mapped_column(String(512), nullable=False)
    thumb_key: Mapped[str] = mapped_column(String(512), nullable=False)
    content_type: Mapped[str] = mapped_column(String(64), nullable=False)
    width: Mapped[int] = mapped_column(Integer, nullable=False)
    height: Mapped[int] = mapped_column(Integer, nullable=False)
    orientation: Mapped[str] = mapped_column(String(16), nullable=False)
    should_blur: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    # Made by the preview backend (no GPU): shown with a "Preview" badge.
    is_preview: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    prompt: Mapped[str] = mapped_column(Text, nullable=False, default="")
    pose_id: Mapped[str | None] = mapped_column(String(64))
    edit_style: Mapped[str | None] = mapped_column(String(64))
    # What this was made from: the image an edit or enhance started from (the "before" of the comparison);
    # for a video, its start image, or the video it extends, edits or upscales (source says which).
    parent_id: Mapped[uuid.UUID | None] = mapped_column(Uuid, ForeignKey("media.id", ondelete="SET NULL"))
    # Used as an avatar or a character's portrait: readable by anyone who has the link.
    public: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    deleted: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    # Videos: length in seconds, frames per second, whether it has sound (lip-sync, add-audio), and the
    # action or edit preset it was made with.
    duration: Mapped[float | None] = mapped_column(Float)
    fps: Mapped[float | None] = mapped_column(Float)
    has_audio: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    action: Mapped[str | None] = mapped_column(String(64))
