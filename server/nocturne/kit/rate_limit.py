"""Fixed-window rate limits: in process by default, in Redis when several API replicas share the count."""

from __future__ import annotations

import asyncio
import math
import time
from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class Hit:
    allowed: bool
    retry_after: int


class RateLimiter(Protocol):
    async def hit(self, key: str, limit: int, window_seconds: int) -> Hit: ...

    async def reset(self, key: str) -> None: ...


class MemoryRateLimiter:
    def __init__(self) -> None:
        self._windows: dict[str, tuple[float, int]] = {}
        self._lock = asyncio.Lock()

    async def hit(self, key: str, limit: int, window_seconds: int) -> Hit:
        now = time.monotonic()
        async with self._lock:
            started, count = self._windows.get(key, (now, 0))
            if now - started >= window_seconds:
                started, count = now, 0
            count += 1
            self._windows[key] = (started, count)
            if len(self._windows) > 100_000:  # keep memory bounded under a flood of distinct keys
                self._evict(now, window_seconds)
        retry = math.ceil(window_seconds - (now - started))
        return Hit(count <= limit, retry)

    async def reset(self, key: str) -> None:
        async with self._lock:
            self._windows.pop(key, None)

    def _evict(self, now: float, window_seconds: int) -> None:
        for k in [k for k, (s, _) in self._windows.items() if now - s >= window_seconds]:
            del self._windows[k]


class RedisRateLimiter:
    def __init__(self, url: str, prefix: str = "nocturne:rl:") -> None:
        from redis.asyncio import Redis

        self._redis = Redis.from_url(url)
        self._prefix = prefix

    async def hit(self, key: str, limit: int, window_seconds: int) -> Hit:
        name = self._prefix + key
        async with self._redis.pipeline(transaction=True) as pipe:
            pipe.incr(name)
            pipe.expire(name, window_seconds, nx=True)
            pipe.ttl(name)
            count, _, ttl = await pipe.execute()
        return Hit(int(count) <= limit, max(1, int(ttl)))

    async def reset(self, key: str) -> None:
        await self._redis.delete(self._prefix + key)

    async def close(self) -> None:
        await self._redis.aclose()
