"""Errors a user can cause, each with a status and a message a person can act on."""

from __future__ import annotations

import logging
import secrets
from collections.abc import Mapping

from fastapi import FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException

log = logging.getLogger("nocturne.errors")


class ErrorBody(BaseModel):
    """The one shape every error response has."""

    error: str
    detail: str | list[dict[str, object]]


class AppError(Exception):
    status_code = 400

    def __init__(self, message: str, *, headers: Mapping[str, str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.headers = dict(headers or {})


class BadRequest(AppError):
    status_code = 400


class Unauthorized(AppError):
    status_code = 401


class PaymentRequired(AppError):
    """Not enough credits, or a plan's feature: the message says what is needed and where to get it."""

    status_code = 402


class Forbidden(AppError):
    status_code = 403


class Banned(Forbidden):
    pass


class NotFound(AppError):
    status_code = 404


class Conflict(AppError):
    status_code = 409


class ContentRejected(AppError):
    """Content the moderation rules block (safety policy); the message names the spec 8 label."""

    status_code = 422

    def __init__(self, message: str, *, reason: str, label: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.label = label


class TooManyRequests(AppError):
    status_code = 429

    def __init__(self, message: str, *, retry_after: int) -> None:
        super().__init__(message, headers={"Retry-After": str(max(1, retry_after))})
        self.retry_after = retry_after


class ServiceUnavailable(AppError):
    status_code = 503


def error_response(
    status: int, error: str, detail: object, headers: Mapping[str, str] | None = None
) -> JSONResponse:
    return JSONResponse(
        {"error": error, "detail": jsonable_encoder(detail)}, status_code=status, headers=dict(headers or {})
    )


_STATUS_NAMES = {
    400: "BadRequest",
    401: "Unauthorized",
    402: "PaymentRequired",
    403: "Forbidden",
    404: "NotFound",
    405: "MethodNotAllowed",
    406: "NotAcceptable",
    409: "Conflict",
    413: "PayloadTooLarge",
    415: "UnsupportedMediaType",
    422: "ValidationError",
    429: "TooManyRequests",
}


def _validation_detail(exc: RequestValidationError) -> list[dict[str, object]]:
    """Name each failing field plainly; never echo raw input back (it may be huge or binary)."""
    out: list[dict[str, object]] = []
    for err in exc.errors():
        loc = [str(p) for p in err.get("loc", ()) if p not in ("body", "query", "path")] or ["body"]
        out.append(
            {
                "loc": err.get("loc", ()),
                "field": ".".join(loc),
                "msg": err.get("msg", ""),
                "type": err.get("type", ""),
            }
        )
    return out


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(AppError)
    async def _app_error(_: Request, exc: AppError) -> JSONResponse:
        return error_response(exc.status_code, type(exc).__name__, exc.message, exc.headers)

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, exc: RequestValidationError) -> JSONResponse:
        return error_response(422, "ValidationError", _validation_detail(exc))

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        name = _STATUS_NAMES.get(exc.status_code, "HTTPError")
        return error_response(exc.status_code, name, exc.detail, getattr(exc, "headers", None))

    @app.exception_handler(Exception)
    async def _unhandled(request: Request, exc: Exception) -> JSONResponse:
        # A 500 is a bug: log it with a digest the user can quote (spec 8 generic error page).
        digest = secrets.token_hex(6)
        log.exception("unhandled error %s on %s %s", digest, request.method, request.url.path, exc_info=exc)
        return JSONResponse(
            {"error": "InternalServerError", "detail": "An unexpected error occurred.", "digest": digest},
            status_code=500,
        )
