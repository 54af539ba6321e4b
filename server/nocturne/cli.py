"""The `nocturne` command: serve, migrate, seed, make admins, dump the OpenAPI schema."""

from __future__ import annotations

import asyncio
import getpass
import json
import secrets
import sys

import typer

from nocturne.config import get_settings

app = typer.Typer(help="Nocturne: AI companions for adults.", no_args_is_help=True)
admin_app = typer.Typer(help="Staff accounts.", no_args_is_help=True)
app.add_typer(admin_app, name="admin")
moderation_app = typer.Typer(help="Content moderation.", no_args_is_help=True)
app.add_typer(moderation_app, name="moderation")


@app.command()
def migrate() -> None:
    """Apply database migrations up to the newest."""
    from nocturne.migrate import upgrade_to_head

    settings = get_settings()
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    upgrade_to_head(settings.effective_database_url)
    typer.echo("Database is up to date.")


@app.command()
def seed() -> None:
    """Create what a first visit needs, starter characters included (idempotent)."""
    from nocturne.seed import run_seed

    for line in asyncio.run(run_seed(get_settings())):
        typer.echo(line)


@app.command()
def serve(reload: bool = typer.Option(False, help="Restart on code changes (development).")) -> None:
    """Serve the API and the built web app."""
    import uvicorn

    settings = get_settings()
    typer.echo(f"Nocturne is running at {settings.app_origin}")
    uvicorn.run(
        "nocturne.main:create_app",
        factory=True,
        host=settings.host,
        port=settings.port,
        reload=reload,
        proxy_headers=settings.trust_proxy_headers,
        log_level="info",
    )


@app.command()
def worker(processes: int = typer.Option(1, help="Worker processes to run.")) -> None:
    """Run background jobs from Redis (scaled-out mode: needs REDIS_URL)."""
    import os

    if not get_settings().redis_url:
        typer.echo(
            "`nocturne worker` takes jobs from Redis: set REDIS_URL. Without it, jobs run inside `nocturne serve`."
        )
        raise typer.Exit(1)
    command = [
        sys.executable,
        "-m",
        "taskiq",
        "worker",
        "nocturne.worker:broker",
        "--workers",
        str(processes),
    ]
    os.execv(sys.executable, command)


@app.command()
def openapi() -> None:
    """Print the OpenAPI schema (the web client is generated from it)."""
    from nocturne.main import create_app

    json.dump(create_app().openapi(), sys.stdout, indent=2, sort_keys=True)
    sys.stdout.write("\n")


@admin_app.command("create")
def admin_create(
    email: str,
    username: str | None = typer.Option(None, help="Username for a new account."),
    password: str | None = typer.Option(
        None, help="Password; asked for when omitted. Use NOCTURNE_ADMIN_PASSWORD to script."
    ),
) -> None:
    """Make EMAIL an admin, creating the account if it does not exist."""
    import os

    from nocturne.accounts.service import ensure_admin
    from nocturne.db import make_engine, make_sessionmaker

    password = password or os.environ.get("NOCTURNE_ADMIN_PASSWORD")
    generated = False
    if password is None and sys.stdin.isatty():
        password = getpass.getpass("Password for the admin (empty: generate one): ") or None
    if password is None:
        password, generated = secrets.token_urlsafe(12), True

    async def _run() -> tuple[bool, str]:
        engine = make_engine(get_settings().effective_database_url)
        async with make_sessionmaker(engine)() as session:
            user, created = await ensure_admin(session, email=email, username=username, password=password)
            await session.commit()
        await engine.dispose()
        return created, user.username

    created, name = asyncio.run(_run())
    typer.echo(f"{'Created' if created else 'Promoted'} admin {email} (username {name}).")
    if generated:
        typer.echo(f"Generated password: {password}")


@moderation_app.command("check")
def moderation_check(
    file: str = typer.Argument(..., help='JSON lines {"text", "context"}, or - for standard input.'),
) -> None:
    """Run the live moderation pipeline over a file: one JSON verdict line per input line."""
    from nocturne.moderation.check_cli import check_lines

    settings = get_settings()
    try:
        source = sys.stdin if file == "-" else open(file, encoding="utf-8")  # noqa: SIM115
    except OSError as exc:
        typer.echo(f"Cannot read {file}: {exc.strerror}.", err=True)
        raise typer.Exit(2) from exc
    with source:
        blocked, malformed = asyncio.run(check_lines(source, sys.stdout, settings))
    typer.echo(f"{blocked} blocked, {malformed} malformed line(s).", err=True)
    if malformed:
        raise typer.Exit(1)


@moderation_app.command("train")
def moderation_train() -> None:
    """Train the moderation text model on the labelled texts (or find it cached) before serving."""
    from nocturne.moderation.service import policy_of
    from nocturne.moderation.text_model_store import LabelledDataError, text_model_for

    settings = get_settings()
    try:
        model = text_model_for(settings, policy_of(settings))
    except LabelledDataError as exc:
        typer.echo(f"Cannot train the moderation text model: {exc}.", err=True)
        raise typer.Exit(1) from exc
    if model is None:
        typer.echo("The moderation text model is switched off (MODERATION_MODEL=false).")
    else:
        typer.echo(f"Moderation text model ready: {len(model.weights)} features.")
