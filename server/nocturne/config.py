"""One Settings object: embedded defaults for a laptop, scaled-out values from the environment."""

from __future__ import annotations

import secrets
import uuid
from enum import StrEnum
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, computed_field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

# server/nocturne/config.py -> repository root
REPO_ROOT = Path(__file__).resolve().parents[2]


class Environment(StrEnum):
    development = "development"
    test = "test"
    production = "production"


class Settings(BaseSettings):
    """Every setting Nocturne reads; `.env.example` documents each one."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    env: Environment = Field(default=Environment.development, alias="APP_ENV")
    app_origin: str = Field(default="http://127.0.0.1:8000", alias="APP_ORIGIN")
    host: str = Field(default="127.0.0.1", alias="HOST")
    port: int = Field(default=8000, alias="PORT")
    data_dir: Path = Field(default=REPO_ROOT / "data", alias="DATA_DIR")
    database_url: str | None = Field(default=None, alias="DATABASE_URL")
    redis_url: str | None = Field(default=None, alias="REDIS_URL")
    secret_key: str | None = Field(default=None, alias="SECRET_KEY")

    web_dist: Path = Field(default=REPO_ROOT / "web" / "dist", alias="WEB_DIST")
    routes_file: Path = Field(
        default=REPO_ROOT / "web" / "src" / "config" / "routes.json", alias="ROUTES_FILE"
    )

    # Sessions (spec 9 Session): lifetime 34,560,000 s, cookies chunked at 3180 characters.
    session_max_age: int = Field(default=34_560_000, alias="SESSION_MAX_AGE")
    session_rotate_seconds: int = Field(default=24 * 3600, alias="SESSION_ROTATE_SECONDS")
    session_reuse_grace_seconds: int = Field(default=30, alias="SESSION_REUSE_GRACE_SECONDS")

    # Rate limits: attempts per window, per IP and per account.
    login_ip_limit: int = Field(default=20, alias="LOGIN_IP_LIMIT")
    login_account_limit: int = Field(default=10, alias="LOGIN_ACCOUNT_LIMIT")
    login_window_seconds: int = Field(default=900, alias="LOGIN_WINDOW_SECONDS")
    signup_ip_limit: int = Field(default=10, alias="SIGNUP_IP_LIMIT")
    signup_window_seconds: int = Field(default=3600, alias="SIGNUP_WINDOW_SECONDS")
    # Deployments behind a proxy set this so the client IP comes from X-Forwarded-For.
    trust_proxy_headers: bool = Field(default=False, alias="TRUST_PROXY_HEADERS")

    # E-mail: SMTP when SMTP_HOST is set, else files in the outbox folder.
    smtp_host: str | None = Field(default=None, alias="SMTP_HOST")
    smtp_port: int = Field(default=587, alias="SMTP_PORT")
    smtp_user: str | None = Field(default=None, alias="SMTP_USER")
    smtp_password: str | None = Field(default=None, alias="SMTP_PASSWORD")
    smtp_starttls: bool = Field(default=True, alias="SMTP_STARTTLS")
    mail_from: str = Field(default="Nocturne <no-reply@localhost>", alias="MAIL_FROM")
    password_reset_ttl_seconds: int = Field(default=3600, alias="PASSWORD_RESET_TTL_SECONDS")

    # OAuth sign-in with one provider.
    oauth_provider: Literal["google", "discord"] | None = Field(default=None, alias="OAUTH_PROVIDER")
    oauth_client_id: str | None = Field(default=None, alias="OAUTH_CLIENT_ID")
    oauth_client_secret: str | None = Field(default=None, alias="OAUTH_CLIENT_SECRET")

    # Age assurance: "self" (self-declaration, development only) or a vendor adapter.
    age_verifier: Literal["self", "yoti"] = Field(default="self", alias="AGE_VERIFIER")
    yoti_api_url: str = Field(default="https://age.yoti.com/api/v1", alias="YOTI_API_URL")
    yoti_sdk_id: str | None = Field(default=None, alias="YOTI_SDK_ID")
    yoti_api_key: str | None = Field(default=None, alias="YOTI_API_KEY")

    # The chat model: any OpenAI-compatible endpoint. Without LLM_BASE_URL the embedded llama.cpp server
    # with SmolLM2-135M-Instruct is started on loopback (LLM_EMBEDDED=false turns that off).
    llm_base_url: str | None = Field(default=None, alias="LLM_BASE_URL")
    llm_api_key: str | None = Field(default=None, alias="LLM_API_KEY")
    llm_model: str | None = Field(default=None, alias="LLM_MODEL")
    llm_embedded: bool = Field(default=True, alias="LLM_EMBEDDED")
    # Any GGUF file as the embedded model (default: the bundled SmolLM2-135M-Instruct).
    llm_model_path: Path | None = Field(default=None, alias="LLM_MODEL_PATH")
    # The prompt's context in tokens. Unset: the embedded model's own (read from its GGUF file, at most
    # 8192), or 2048 for an endpoint.
    llm_context_tokens: int | None = Field(default=None, ge=512, alias="LLM_CONTEXT_TOKENS")
    # Where the per-turn instructions go (chat/prompt.py): auto, trailing, merged or before-last-user.
    llm_prompt_layout: Literal["auto", "trailing", "merged", "before-last-user"] = Field(
        default="auto", alias="LLM_PROMPT_LAYOUT"
    )
    # The model supports OpenAI-style tool calls: the character may then send a photo by itself (a tool
    # call streamed with the AI SDK's tool states). Off by default: the embedded model has no tools.
    llm_tools: bool = Field(default=False, alias="LLM_TOOLS")
    llm_timeout_seconds: float = Field(default=60, gt=0, alias="LLM_TIMEOUT_SECONDS")
    # An operator's cap on reply length in tokens (cost control); the chat's length setting applies below it.
    llm_max_reply_tokens: int | None = Field(default=None, ge=16, alias="LLM_MAX_REPLY_TOKENS")

    # Moderation: accounts are banned automatically after this many blocked messages or definitions.
    ban_strike_threshold: int = Field(default=3, alias="BAN_STRIKE_THRESHOLD")
    # Optional classifier after the offline rules: OpenAI's moderation endpoint.
    moderation_openai_api_key: str | None = Field(default=None, alias="MODERATION_OPENAI_API_KEY")
    moderation_openai_base_url: str = Field(
        default="https://api.openai.com/v1", alias="MODERATION_OPENAI_BASE_URL"
    )
    moderation_threshold: float = Field(default=0.5, alias="MODERATION_THRESHOLD")
    # Optional LLM safety judge after the rules (moderation/judge.py): any OpenAI-compatible endpoint
    # serving Llama Guard 3, ShieldGemma or gpt-oss-safeguard, asked with our written policy.
    moderation_judge_base_url: str | None = Field(default=None, alias="MODERATION_JUDGE_BASE_URL")
    moderation_judge_api_key: str | None = Field(default=None, alias="MODERATION_JUDGE_API_KEY")
    moderation_judge_model: str | None = Field(default=None, alias="MODERATION_JUDGE_MODEL")
    moderation_judge_format: Literal["llama-guard-3", "shieldgemma", "gpt-oss-safeguard"] = Field(
        default="llama-guard-3", alias="MODERATION_JUDGE_FORMAT"
    )
    moderation_judge_scope: Literal["grey-zone", "all"] = Field(
        default="grey-zone", alias="MODERATION_JUDGE_SCOPE"
    )
    moderation_judge_fail_closed: bool = Field(default=False, alias="MODERATION_JUDGE_FAIL_CLOSED")
    moderation_judge_timeout_seconds: float = Field(
        default=15, gt=0, alias="MODERATION_JUDGE_TIMEOUT_SECONDS"
    )
    # The text model after the rules (moderation/text_model.py), learned from the labelled development
    # set plus the operator's *.jsonl files in MODERATION_MODEL_DATA_DIR: it blocks a text the rules
    # passed when its score is above BLOCK_ABOVE, and lifts a rule's block below CLEAR_BELOW. 0.2 rather
    # than 0.1: on three rounds of sets written blind (session 16) it kept 0.7 points of false positives
    # for 0.2 points of recall.
    moderation_model: bool = Field(default=True, alias="MODERATION_MODEL")
    moderation_model_block_above: float = Field(default=0.7, ge=0, le=1, alias="MODERATION_MODEL_BLOCK_ABOVE")
    moderation_model_clear_below: float = Field(default=0.2, ge=0, le=1, alias="MODERATION_MODEL_CLEAR_BELOW")
    moderation_model_data_dir: Path | None = Field(default=None, alias="MODERATION_MODEL_DATA_DIR")
    # Offline rules (moderation/rules.py), policy-dependent cases. Anthropomorphic adult characters
    # (anthro furries, catgirls, werewolves) and human pet-play between adults are allowed by default;
    # false makes them bestiality next to sexual words.
    moderation_allow_anthro: bool = Field(default=True, alias="MODERATION_ALLOW_ANTHRO")
    moderation_allow_pet_play: bool = Field(default=True, alias="MODERATION_ALLOW_PET_PLAY")
    # A folder of extra lexicon files (same shape as moderation/lexicons/*.json) extending the built-in lists.
    moderation_lexicon_dir: Path | None = Field(default=None, alias="MODERATION_LEXICON_DIR")

    # Media: generated files in MEDIA_DIR (default data/media), or an S3-compatible bucket when
    # MEDIA_S3_BUCKET is set; reads go through the app's owner check, then a presigned URL or the app.
    media_dir: Path | None = Field(default=None, alias="MEDIA_DIR")
    media_s3_bucket: str | None = Field(default=None, alias="MEDIA_S3_BUCKET")
    media_s3_endpoint_url: str | None = Field(default=None, alias="MEDIA_S3_ENDPOINT_URL")
    media_s3_region: str = Field(default="us-east-1", alias="MEDIA_S3_REGION")
    media_s3_access_key: str | None = Field(default=None, alias="MEDIA_S3_ACCESS_KEY")
    media_s3_secret_key: str | None = Field(default=None, alias="MEDIA_S3_SECRET_KEY")
    media_s3_presign: bool = Field(default=True, alias="MEDIA_S3_PRESIGN")
    media_s3_create_bucket: bool = Field(default=False, alias="MEDIA_S3_CREATE_BUCKET")
    # The address browsers use for presigned URLs, when it differs from MEDIA_S3_ENDPOINT_URL.
    media_s3_public_endpoint_url: str | None = Field(default=None, alias="MEDIA_S3_PUBLIC_ENDPOINT_URL")
    # Operator-editable catalogues (pose and edit-style presets); default: the repository's catalog/.
    catalog_dir: Path = Field(default=REPO_ROOT / "catalog", alias="CATALOG_DIR")
    # Markdown pages with front matter (blog, press, landing and SEO pages); default: the repository's
    # content/. An operator's own folder replaces the shipped set whole.
    content_dir: Path = Field(default=REPO_ROOT / "content", alias="CONTENT_DIR")
    # GPU backends: "preview" (embedded; labelled placeholder images at the right sizes), "comfyui" or
    # "fal". MEDIA_BACKEND is the default; MEDIA_BACKEND_BY_MODEL picks one per image model, as JSON,
    # e.g. {"PrefectPony": "comfyui", "BabesYogi": "fal"}.
    media_backend: Literal["preview", "comfyui", "fal"] = Field(default="preview", alias="MEDIA_BACKEND")
    media_backend_by_model: dict[str, Literal["preview", "comfyui", "fal"]] = Field(
        default_factory=dict, alias="MEDIA_BACKEND_BY_MODEL"
    )
    # ComfyUI servers (comma-separated base URLs; jobs go to the least busy) and the checkpoint file for
    # each image model, as JSON: {"BabesYogi": "babesYogi_v3.safetensors", ...}.
    comfyui_urls: str | None = Field(default=None, alias="COMFYUI_URLS")
    comfyui_checkpoints: dict[str, str] = Field(default_factory=dict, alias="COMFYUI_CHECKPOINTS")
    # The face pass (Impact Pack's FaceDetailer with an Ultralytics detector), the enhance upscaler, and the
    # IP-Adapter preset that makes the reference portrait an identity input (unset: not used).
    comfyui_face_detector: str = Field(default="bbox/face_yolov8m.pt", alias="COMFYUI_FACE_DETECTOR")
    comfyui_upscale_model: str = Field(default="4x-UltraSharp.pth", alias="COMFYUI_UPSCALE_MODEL")
    comfyui_upscale_model_scale: float = Field(default=4.0, gt=0, alias="COMFYUI_UPSCALE_MODEL_SCALE")
    comfyui_ipadapter_preset: str | None = Field(default=None, alias="COMFYUI_IPADAPTER_PRESET")
    # fal's queue API.
    fal_key: str | None = Field(default=None, alias="FAL_KEY")
    fal_base_url: str = Field(default="https://queue.fal.run", alias="FAL_BASE_URL")
    # fal model ids per job kind (image, image_edit, image_enhance, or image:<Model>), as JSON.
    fal_models: dict[str, str] = Field(default_factory=dict, alias="FAL_MODELS")
    # fal's own safety checker blacks out NSFW images; an adult app may turn it off (false).
    fal_safety_checker: bool | None = Field(default=None, alias="FAL_SAFETY_CHECKER")
    # Generation jobs: a worker holds a job for lease seconds and renews it every lease/3; a job whose lease
    # ran out (its worker died) is taken over by another worker.
    job_lease_seconds: float = Field(default=30, gt=0, alias="JOB_LEASE_SECONDS")
    # Generation jobs one process (the API in embedded mode, or a worker) runs at once.
    job_concurrency: int = Field(default=2, ge=1, alias="JOB_CONCURRENCY")
    job_max_attempts: int = Field(default=3, ge=1, alias="JOB_MAX_ATTEMPTS")
    job_image_timeout_seconds: float = Field(default=600, gt=0, alias="JOB_IMAGE_TIMEOUT_SECONDS")
    # Videos run in their own lane, so an image never waits behind a long video: video jobs one process
    # runs at once (beside JOB_CONCURRENCY images), and how long one may take from its first start.
    job_video_concurrency: int = Field(default=1, ge=1, alias="JOB_VIDEO_CONCURRENCY")
    job_video_timeout_seconds: float = Field(default=1800, gt=0, alias="JOB_VIDEO_TIMEOUT_SECONDS")
    # The preview backend's simulated work per image, so progress and queueing can be seen without a GPU.
    preview_seconds_per_image: float = Field(default=1.5, ge=0, alias="PREVIEW_SECONDS_PER_IMAGE")
    # ... and per second of video.
    preview_seconds_per_video_second: float = Field(
        default=0.4, ge=0, alias="PREVIEW_SECONDS_PER_VIDEO_SECOND"
    )
    # ComfyUI's video model files by role, as JSON, over the defaults of the official WAN templates
    # (e.g. {"wan22_i2v_high": "my_high_noise.safetensors"}).
    comfyui_video_files: dict[str, str] = Field(default_factory=dict, alias="COMFYUI_VIDEO_FILES")
    # Speech for lip-sync and add-audio: "espeak" (embedded, offline: eSpeak NG from the espeakng-loader
    # wheel) or "http" (a hosted voice provider speaking the ElevenLabs text-to-speech API).
    tts_backend: Literal["espeak", "http"] = Field(default="espeak", alias="TTS_BACKEND")
    tts_http_url: str = Field(default="https://api.elevenlabs.io", alias="TTS_HTTP_URL")
    tts_api_key: str | None = Field(default=None, alias="TTS_API_KEY")
    tts_model: str = Field(default="eleven_multilingual_v2", alias="TTS_MODEL")
    # Our voice ids mapped to the provider's voice ids, as JSON: {"aria": "9BWtsMINqrJLrRacOk9x", ...}.
    tts_voice_map: dict[str, str] = Field(default_factory=dict, alias="TTS_VOICE_MAP")
    # Billing. The payment provider: "fake" (embedded: its own hosted checkout page and test cards, no
    # money moves), "stripe", or "ccbill" (accepts adult merchants). Plans and prices: catalog/plans.json
    # and catalog/prices.json.
    payment_provider: Literal["fake", "stripe", "ccbill"] = Field(default="fake", alias="PAYMENT_PROVIDER")
    # The fake provider's pending test card settles after this many seconds.
    fake_payments_pending_seconds: float = Field(default=4, ge=0, alias="FAKE_PAYMENTS_PENDING_SECONDS")
    stripe_api_key: str | None = Field(default=None, alias="STRIPE_API_KEY")
    stripe_webhook_secret: str | None = Field(default=None, alias="STRIPE_WEBHOOK_SECRET")
    stripe_api_base: str = Field(default="https://api.stripe.com", alias="STRIPE_API_BASE")
    # CCBill (billing/providers/ccbill.py): FlexForms for checkout, DataLink for status and cancel, webhooks
    # accepted from CCBill's published address ranges and with the secret in the URL we register there.
    ccbill_account: str | None = Field(default=None, alias="CCBILL_ACCOUNT")
    ccbill_subaccount: str | None = Field(default=None, alias="CCBILL_SUBACCOUNT")
    ccbill_flexform_id: str | None = Field(default=None, alias="CCBILL_FLEXFORM_ID")
    ccbill_salt: str | None = Field(default=None, alias="CCBILL_SALT")
    ccbill_datalink_username: str | None = Field(default=None, alias="CCBILL_DATALINK_USERNAME")
    ccbill_datalink_password: str | None = Field(default=None, alias="CCBILL_DATALINK_PASSWORD")
    ccbill_webhook_secret: str | None = Field(default=None, alias="CCBILL_WEBHOOK_SECRET")
    # Credits a new account gets once, and the chat messages a free account may send per day (UTC);
    # subscribers chat without a limit. 0 turns the allowance off.
    credits_free_grant: int = Field(default=40, ge=0, alias="CREDITS_FREE_GRANT")
    free_daily_messages: int = Field(default=60, ge=0, alias="FREE_DAILY_MESSAGES")
    # Analytics (analytics/): event batches per IP per minute; with POSTHOG_KEY the stored events are also
    # forwarded to PostHog and the browser loads posthog-js (after consent) for session replay and flags.
    analytics_ip_limit: int = Field(default=120, ge=1, alias="ANALYTICS_IP_LIMIT")
    posthog_key: str | None = Field(default=None, alias="POSTHOG_KEY")
    posthog_host: str = Field(default="https://us.i.posthog.com", alias="POSTHOG_HOST")
    # Local experiments (used without PostHog): default catalog/experiments.json.
    experiments_file: Path | None = Field(default=None, alias="EXPERIMENTS_FILE")

    # Error reporting (spec 1, 7): the Sentry SDKs of the server and the web app when SENTRY_DSN is set
    # (release, environment and the user's id only); without it errors are counted for /admin.
    sentry_dsn: str | None = Field(default=None, alias="SENTRY_DSN")
    sentry_environment: str | None = Field(default=None, alias="SENTRY_ENVIRONMENT")
    sentry_release: str | None = Field(default=None, alias="SENTRY_RELEASE")
    # The browser's envelopes go through this path on our origin to the DSN's project only.
    sentry_tunnel_path: str = Field(default="/api/monitoring", alias="SENTRY_TUNNEL_PATH")
    # The service's name as the test page and the admin area say it.
    error_reporting_service: str = Field(default="sentry", alias="ERROR_REPORTING_SERVICE")
    # Banners (spec 9): the public character whose portrait they show (its portrait must not be NSFW);
    # unset: the first public starter character with a portrait.
    banner_character_id: uuid.UUID | None = Field(default=None, alias="BANNER_CHARACTER_ID")

    @model_validator(mode="before")
    @classmethod
    def _empty_means_default(cls, data: Any) -> Any:
        """`NAME=` in .env (as in .env.example) means "use the default", not "the empty string"."""
        if isinstance(data, dict):
            return {k: v for k, v in data.items() if v != ""}
        return data

    @computed_field  # type: ignore[prop-decorator]
    @property
    def effective_database_url(self) -> str:
        if self.database_url:
            return normalize_database_url(self.database_url)
        return f"sqlite+aiosqlite:///{self.data_dir / 'nocturne.db'}"

    @property
    def media_path(self) -> Path:
        return self.media_dir or self.data_dir / "media"

    @property
    def outbox_dir(self) -> Path:
        return self.data_dir / "outbox"

    @property
    def secure_cookies(self) -> bool:
        return self.app_origin.startswith("https://")

    def resolved_secret_key(self) -> str:
        """The configured key, or one kept under data/ so sessions survive restarts of an embedded install."""
        if self.secret_key:
            return self.secret_key
        path = self.data_dir / "secret_key"
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(secrets.token_urlsafe(48))
            path.chmod(0o600)
        return path.read_text().strip()


def normalize_database_url(url: str) -> str:
    """Accept plain postgres:// and sqlite:// URLs and pick the async drivers."""
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+asyncpg://" + url[len(prefix) :]
    if url.startswith("sqlite://"):
        return "sqlite+aiosqlite://" + url[len("sqlite://") :]
    return url


@lru_cache
def get_settings() -> Settings:
    return Settings()
