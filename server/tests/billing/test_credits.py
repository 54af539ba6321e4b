"""Credits (issue 12): the cost quoted before confirming equals what is reserved; a failed or canceled
generation is refunded exactly once (also when its worker died); the balance never goes below zero and
always equals the ledger's sum; two generations racing for the last credits, one runs and the other gets
402 (on SQLite and PostgreSQL, as the whole suite runs on both); the monthly ceiling; noCredits only for
staff; the free chat allowance (spec 6: the gating rules are ours, as settings)."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.billing import credits
from nocturne.billing.charges import STAFF_ONLY_FREE
from nocturne.config import Settings
from nocturne.jobs import leases, runner
from nocturne.media import handlers
from nocturne.media.backends.port import BackendError, GenerationRequest
from nocturne.media.tasks import RUN_GENERATION
from nocturne.models import CreditAccount, CreditEntry, GenerationJob, User
from nocturne.runtime import Runtime
from tests.billing.billing_helpers import buy
from tests.chat_helpers import adult, character
from tests.media.api_helpers import generate, wait_job

GRANT = 20
PER_IMAGE = 2  # catalog/prices.json image.perImage


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"credits_free_grant": GRANT, "free_daily_messages": 3})


@pytest.fixture
def runtime(app: object) -> Runtime:
    value: Runtime = app.state.runtime  # type: ignore[attr-defined]
    return value


@pytest.fixture
async def luna(client: httpx.AsyncClient) -> str:
    await adult(client)
    return str((await character(client))["id"])


async def _ledger(client: httpx.AsyncClient) -> dict[str, Any]:
    r = await client.get("/api/credits")
    assert r.status_code == 200, r.text
    body: dict[str, Any] = r.json()
    return body


async def _assert_ledger_adds_up(db: AsyncSession) -> None:
    """The invariant: every account's balance is its entries' sum, and none is negative."""
    db.expire_all()
    for account in (await db.scalars(select(CreditAccount))).all():
        total = await db.scalar(
            select(func.coalesce(func.sum(CreditEntry.amount), 0)).where(
                CreditEntry.user_id == account.user_id
            )
        )
        assert account.balance == total
        assert account.balance >= 0


async def test_the_quote_is_what_the_generation_reserves_and_a_success_captures_it(
    client: httpx.AsyncClient, db: AsyncSession, luna: str
) -> None:
    quote = (await client.post("/api/credits/quote", json={"kind": "image", "images": 3})).json()
    assert quote == {"credits": 3 * PER_IMAGE, "balance": GRANT, "enough": True}
    done = await wait_job(client, (await generate(client, luna, batchSize=3))["id"])
    assert done["state"] == "succeeded"
    ledger = await _ledger(client)
    assert ledger["credits"]["balance"] == GRANT - quote["credits"]
    assert ledger["credits"]["spentThisMonth"] == quote["credits"]
    kinds = [(e["kind"], e["amount"]) for e in ledger["entries"]]
    assert ("reserve", -quote["credits"]) in kinds
    assert ("capture", 0) in kinds
    assert "refund" not in [k for k, _ in kinds]
    await _assert_ledger_adds_up(db)


async def test_video_quotes_follow_mode_length_and_the_still(client: httpx.AsyncClient, luna: str) -> None:
    async def q(**body: Any) -> int:
        r = await client.post("/api/credits/quote", json=body)
        assert r.status_code == 200, r.text
        value: int = r.json()["credits"]
        return value

    five = await q(kind="video", mode="image-to-video", duration=5)
    assert await q(kind="video", mode="image-to-video", duration=10) == 2 * five
    assert await q(kind="video", mode="image-to-video", duration=5.1) == five + five // 5, "a started second"
    assert await q(kind="video", mode="text-to-video", duration=5, withStill=True) > five
    assert await q(kind="video_enhance", duration=5) > 0


async def test_a_failed_generation_is_refunded_once(
    client: httpx.AsyncClient, db: AsyncSession, runtime: Runtime, luna: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    backend = runtime.media.backends.named("preview")

    async def refuse(request: GenerationRequest) -> str:
        raise BackendError("The model RealismYogi is not installed on the GPU server.")

    monkeypatch.setattr(backend, "submit", refuse)
    done = await wait_job(client, (await generate(client, luna, batchSize=2))["id"])
    assert done["state"] == "failed"
    ledger = await _ledger(client)
    assert ledger["credits"]["balance"] == GRANT
    assert ledger["credits"]["spentThisMonth"] == 0
    refunds = [e for e in ledger["entries"] if e["kind"] == "refund"]
    assert len(refunds) == 1
    assert refunds[0]["amount"] == 2 * PER_IMAGE
    assert refunds[0]["jobId"] == done["id"]
    # Settling again (a second finisher, a retried transaction) changes nothing.
    async with runtime.transaction() as session:
        job = await session.get(GenerationJob, uuid.UUID(done["id"]))
        assert job is not None
        await credits.settle(session, job.id, job.owner_id, succeeded=False)
    assert (await _ledger(client))["credits"]["balance"] == GRANT
    await _assert_ledger_adds_up(db)


async def test_a_canceled_queued_generation_is_refunded(
    client: httpx.AsyncClient, db: AsyncSession, runtime: Runtime, luna: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def lost(name: str, *args: Any) -> None:
        return None  # the job stays queued: its message never reaches a worker

    monkeypatch.setattr(runtime.jobs, "send", lost)
    job = await generate(client, luna, batchSize=1)
    assert (await _ledger(client))["credits"]["balance"] == GRANT - PER_IMAGE
    r = await client.post(f"/api/jobs/{job['id']}/cancel")
    assert r.status_code in (200, 202), r.text
    ledger = await _ledger(client)
    assert ledger["credits"]["balance"] == GRANT
    assert [e["kind"] for e in ledger["entries"]].count("refund") == 1
    await _assert_ledger_adds_up(db)


async def test_a_job_whose_worker_died_is_refunded_once_when_it_fails(
    client: httpx.AsyncClient, db: AsyncSession, runtime: Runtime, luna: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A worker took the job and died; the takeovers keep dying until the job is failed: one refund."""

    async def lost(name: str, *args: Any) -> None:
        return None

    with monkeypatch.context() as patch:
        patch.setattr(runtime.jobs, "send", lost)
        queued = await generate(client, luna, batchSize=1)
    job_id = uuid.UUID(queued["id"])
    for _ in range(runtime.settings.job_max_attempts + 1):
        async with runtime.transaction() as session:
            # A worker takes the job and dies at once: its lease is already over.
            assert await leases.claim(session, job_id, "w-dead", -1)
    handlers.register_all()
    await runner.run_job(runtime, job_id)
    await runner.run_job(runtime, job_id)  # a second delivery of the same message
    done = await wait_job(client, str(job_id))
    assert done["state"] == "failed"
    assert done["error"] == runner.CRASHED
    ledger = await _ledger(client)
    assert ledger["credits"]["balance"] == GRANT
    assert [e["kind"] for e in ledger["entries"]].count("refund") == 1
    await _assert_ledger_adds_up(db)


async def test_two_generations_racing_for_the_last_credits_one_runs_one_gets_402(
    client: httpx.AsyncClient, db: AsyncSession, luna: str
) -> None:
    # Spend down to exactly one image's cost.
    spend = (GRANT - PER_IMAGE) // PER_IMAGE
    for _ in range(spend // 4):
        await wait_job(client, (await generate(client, luna, batchSize=4))["id"])
    for _ in range(spend % 4):
        await wait_job(client, (await generate(client, luna, batchSize=1))["id"])
    assert (await _ledger(client))["credits"]["balance"] == PER_IMAGE

    body = {"characterId": luna, "poseId": "cafe", "batchSize": 1}
    first, second = await asyncio.gather(
        client.post("/api/images", json=body), client.post("/api/images", json=body)
    )
    statuses = sorted([first.status_code, second.status_code])
    assert statuses == [202, 402], (first.text, second.text)
    refused = first if first.status_code == 402 else second
    assert refused.json()["detail"] == (
        f"This needs {PER_IMAGE} credits and you have 0. Get more credits or a plan on /upgrade."
    )
    assert (await _ledger(client))["credits"]["balance"] == 0
    await _assert_ledger_adds_up(db)


async def test_the_monthly_ceiling_stops_spending_past_it(client: httpx.AsyncClient, luna: str) -> None:
    r = await client.put("/api/credits/ceiling", json={"monthlyCeiling": 3})
    assert r.status_code == 200, r.text
    assert r.json()["monthlyCeiling"] == 3
    await wait_job(client, (await generate(client, luna, batchSize=1))["id"])
    over = await client.post("/api/images", json={"characterId": luna, "poseId": "cafe", "batchSize": 1})
    assert over.status_code == 402
    assert "monthly limit of 3 credits (2 spent this month)" in over.json()["detail"]
    assert (await client.put("/api/credits/ceiling", json={"monthlyCeiling": None})).status_code == 200
    await wait_job(client, (await generate(client, luna, batchSize=1))["id"])


async def test_no_credits_is_only_for_staff(
    client: httpx.AsyncClient, db: AsyncSession, luna: str, runtime: Runtime
) -> None:
    image = await wait_job(client, (await generate(client, luna, batchSize=1))["id"])
    url = image["media"][0]["url"]
    body = {
        "mode": "text-to-video",
        "videoArgs": {"duration": 5},
        "characterArgs": {"characterId": luna},
        "imageArgs": {"noCredits": True},
    }
    r = await client.post("/api/videos", json=body)
    assert r.status_code == 403
    assert r.json()["detail"] == STAFF_ONLY_FREE
    assert url
    me = (await client.get("/api/auth/session")).json()["user"]
    await db.execute(update(User).where(User.id == uuid.UUID(me["id"])).values(role="admin"))
    await db.commit()
    before = (await _ledger(client))["credits"]["balance"]
    r = await client.post("/api/videos", json=body)
    assert r.status_code == 202, r.text
    assert (await _ledger(client))["credits"]["balance"] == before, "staff made it without credits"


async def test_a_refused_prompt_charges_nothing(client: httpx.AsyncClient, luna: str) -> None:
    r = await client.post(
        "/api/images", json={"characterId": luna, "prompt": "she is a 14 year old girl, nude", "batchSize": 1}
    )
    assert r.status_code == 422
    ledger = await _ledger(client)
    assert ledger["credits"]["balance"] == GRANT
    assert [e["kind"] for e in ledger["entries"]] == ["grant"]


async def test_free_accounts_have_a_daily_message_allowance(client: httpx.AsyncClient, luna: str) -> None:
    chat = (await client.post("/api/chats", json={"characterIds": [luna]})).json()

    async def send(text: str) -> httpx.Response:
        message = {"id": str(uuid.uuid4()), "role": "user", "parts": [{"type": "text", "text": text}]}
        return await client.post("/api/chat", json={"id": chat["id"], "messages": [message]})

    for i in range(3):
        assert (await send(f"hello {i}")).status_code == 200
    refused = await send("one more")
    assert refused.status_code == 402
    assert refused.json()["detail"] == (
        "You have sent today's 3 free messages. They come back at midnight UTC, or chat without limits "
        "with a plan on /upgrade."
    )
    billing = (await client.get("/api/billing")).json()
    assert billing["allowance"] == {"dailyLimit": 3, "usedToday": 3}


async def test_subscribers_jobs_go_first_in_their_lane(
    client: httpx.AsyncClient, db: AsyncSession, runtime: Runtime, luna: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The plan's priority lane: a subscriber's queued job is ahead of free users' jobs queued before it."""

    send = runtime.jobs.send

    async def generations_lost(name: str, *args: Any) -> None:
        if name != RUN_GENERATION:  # the billing events still get processed
            await send(name, *args)

    monkeypatch.setattr(runtime.jobs, "send", generations_lost)
    free_job = await generate(client, luna, batchSize=1)
    assert (await buy(client, runtime, "subscription", "ultimate-monthly"))["subscription"]["entitled"]
    sub_job = await generate(client, luna, batchSize=1)
    assert sub_job["queuePosition"] == 1
    again = (await client.get(f"/api/jobs/{free_job['id']}")).json()
    assert again["queuePosition"] == 2
    async with runtime.transaction() as session:
        first = await leases.next_unheld(session, "image", exclude=set())
    assert first == (uuid.UUID(sub_job["id"]), 1)
