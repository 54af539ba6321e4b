"""Helpers for the billing tests: buy through the fake provider's hosted page, wait for its webhooks."""

from __future__ import annotations

import asyncio
from email import message_from_bytes
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
from sqlalchemy import func, select

from nocturne.config import Settings
from nocturne.models.billing import BillingEvent
from nocturne.runtime import Runtime

CARD_OK = "4242 4242 4242 4242"
CARD_DECLINED = "4000 0000 0000 0002"
CARD_PENDING = "4000 0000 0000 0077"
CARD_RENEWALS_FAIL = "4000 0000 0000 0341"


async def settled(runtime: Runtime, seconds: float = 10) -> None:
    """Wait until the fake provider delivered its webhooks and every stored event was processed."""
    fake = runtime.billing.fake
    assert fake is not None
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while True:
        await fake.drain()
        async with runtime.sessionmaker() as db:
            waiting = await db.scalar(
                select(func.count()).select_from(BillingEvent).where(BillingEvent.processed_at.is_(None))
            )
        if not waiting and not fake._tasks:
            return
        assert loop.time() < deadline, f"{waiting} billing events still unprocessed"
        await asyncio.sleep(0.05)


async def start_checkout(client: httpx.AsyncClient, kind: str, item_id: str) -> dict[str, Any]:
    r = await client.post("/api/billing/checkout", json={"kind": kind, "itemId": item_id})
    assert r.status_code == 201, r.text
    started: dict[str, Any] = r.json()
    return started


async def pay(client: httpx.AsyncClient, started: dict[str, Any], card: str) -> httpx.Response:
    """Submit the hosted checkout page's form as the browser would."""
    path = urlsplit(started["redirectUrl"]).path
    page = await client.get(path)
    assert page.status_code == 200, page.text
    return await client.post(path, data={"card": card})


async def buy(
    client: httpx.AsyncClient, runtime: Runtime, kind: str, item_id: str, card: str = CARD_OK
) -> dict[str, Any]:
    """Checkout, pay with the card, follow the redirect to the success page's API call."""
    started = await start_checkout(client, kind, item_id)
    paid = await pay(client, started, card)
    assert paid.status_code == 303, paid.text
    assert urlsplit(paid.headers["location"]).path == "/checkout/success"
    await settled(runtime)
    r = await client.get(f"/api/billing/checkout/{started['checkoutId']}")
    assert r.status_code == 200, r.text
    result: dict[str, Any] = r.json()
    return result


async def overview(client: httpx.AsyncClient) -> dict[str, Any]:
    r = await client.get("/api/billing")
    assert r.status_code == 200, r.text
    body: dict[str, Any] = r.json()
    return body


def subjects(settings: Settings, to: str) -> list[str]:
    """The subjects of the e-mails sent to one address (the outbox is shared by the tests)."""
    folder = settings.outbox_dir
    files = sorted(folder.glob("*.eml"), key=lambda p: p.stat().st_mtime_ns) if folder.exists() else []
    messages = [message_from_bytes(Path(f).read_bytes()) for f in files]
    return [str(m["Subject"]) for m in messages if m["To"] == to]
