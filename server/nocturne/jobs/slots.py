"""A lane's slots in one process: like a semaphore, but a waiter with a higher priority is let in first
(subscribers' jobs, the priority lane), and waiters of the same priority in the order they came."""

from __future__ import annotations

import asyncio
import heapq
import itertools
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager


class PrioritySlots:
    def __init__(self, size: int) -> None:
        self._free = size
        self._order = itertools.count()
        # (-priority, arrival, future): the smallest is the next one in.
        self._waiters: list[tuple[int, int, asyncio.Future[None]]] = []

    def locked(self) -> bool:
        """No slot is free (a new job would wait)."""
        return self._free <= 0

    async def acquire(self, priority: int = 0) -> None:
        if self._free > 0 and not self._waiters:
            self._free -= 1
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._waiters, (-priority, next(self._order), future))
        try:
            await future
        except asyncio.CancelledError:
            if future.done() and not future.cancelled():
                self.release()  # the slot was handed over just as the waiter was canceled: pass it on
            else:
                self._waiters = [w for w in self._waiters if w[2] is not future]
                heapq.heapify(self._waiters)
            raise

    def release(self) -> None:
        while self._waiters:
            _, _, future = heapq.heappop(self._waiters)
            if not future.done():
                future.set_result(None)  # the slot passes straight to the next waiter
                return
        self._free += 1

    @asynccontextmanager
    async def hold(self, priority: int = 0) -> AsyncIterator[None]:
        await self.acquire(priority)
        try:
            yield
        finally:
            self.release()
