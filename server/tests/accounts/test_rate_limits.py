"""Login and signup are rate-limited per IP and per account: 429 with Retry-After (issue 2)."""

from __future__ import annotations

from nocturne.kit.rate_limit import MemoryRateLimiter, RedisRateLimiter
from tests.helpers import csrf, new_client, signup


async def test_login_limited_per_account(app: object, settings: object) -> None:
    app.state.settings.login_account_limit = 3  # type: ignore[attr-defined]
    async with new_client(app) as c:
        await signup(c, email="rl@example.com", username="ratelimited")
        await c.post("/api/auth/logout")
        for _ in range(3):
            r = await c.post("/api/auth/login", json={"email": "rl@example.com", "password": "wrong pass"})
            assert r.status_code == 401
        r = await c.post("/api/auth/login", json={"email": "rl@example.com", "password": "wrong pass"})
    assert r.status_code == 429
    assert int(r.headers["Retry-After"]) > 0
    assert r.json()["detail"] == "Too many login attempts. Wait a few minutes and try again."


async def test_login_limited_per_ip_across_accounts(app: object) -> None:
    app.state.settings.login_ip_limit = 4  # type: ignore[attr-defined]
    async with new_client(app) as c:
        await csrf(c)
        codes = [
            (
                await c.post("/api/auth/login", json={"email": f"n{i}@example.com", "password": "x"})
            ).status_code
            for i in range(6)
        ]
    assert codes[:4] == [401] * 4
    assert codes[4:] == [429, 429]


async def test_signup_limited_per_ip(app: object) -> None:
    app.state.settings.signup_ip_limit = 2  # type: ignore[attr-defined]
    async with new_client(app) as c:
        await signup(c)
        await signup(c)
        await csrf(c)
        r = await c.post(
            "/api/auth/signup", json={"email": "z@example.com", "username": "zzz", "password": "long enough"}
        )
    assert r.status_code == 429
    assert "Retry-After" in r.headers


async def test_memory_limiter_window_resets() -> None:
    limiter = MemoryRateLimiter()
    assert (await limiter.hit("k", 1, 60)).allowed
    assert not (await limiter.hit("k", 1, 60)).allowed
    await limiter.reset("k")
    assert (await limiter.hit("k", 1, 60)).allowed


async def test_redis_limiter_shares_counts(redis_url: str) -> None:
    """Several API replicas share one count through Redis."""
    a, b = RedisRateLimiter(redis_url, prefix="test:rl:"), RedisRateLimiter(redis_url, prefix="test:rl:")
    await a.reset("shared")
    assert (await a.hit("shared", 2, 60)).allowed
    assert (await b.hit("shared", 2, 60)).allowed
    third = await a.hit("shared", 2, 60)
    assert not third.allowed
    assert 0 < third.retry_after <= 60
    await a.reset("shared")
    await a.close()
    await b.close()
