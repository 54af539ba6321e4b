"""A lane's slots let waiting subscribers' jobs in first (the priority lane, issue 12), the others in the
order they came, and never lose a slot to a canceled waiter."""

from __future__ import annotations

import asyncio

from nocturne.jobs.slots import PrioritySlots


async def _let_run() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


async def test_higher_priority_waiters_go_first_then_in_arrival_order() -> None:
    slots = PrioritySlots(1)
    order: list[str] = []
    await slots.acquire()  # the slot is busy

    async def job(name: str, priority: int) -> None:
        async with slots.hold(priority):
            order.append(name)

    tasks = []
    for name, priority in [("free-1", 0), ("free-2", 0), ("sub-1", 1), ("free-3", 0), ("sub-2", 1)]:
        tasks.append(asyncio.create_task(job(name, priority)))
        await _let_run()
    assert slots.locked()
    slots.release()
    await asyncio.gather(*tasks)
    assert order == ["sub-1", "sub-2", "free-1", "free-2", "free-3"]
    assert not slots.locked()


async def test_a_canceled_waiter_gives_its_place_and_no_slot_is_lost() -> None:
    slots = PrioritySlots(1)
    await slots.acquire()
    gone = asyncio.create_task(slots.acquire(1))
    await _let_run()
    gone.cancel()
    await _let_run()
    slots.release()
    assert not slots.locked(), "the slot went back, not to the canceled waiter"
    await slots.acquire()
    assert slots.locked()


async def test_size_slots_run_at_once() -> None:
    slots = PrioritySlots(2)
    await slots.acquire()
    await slots.acquire()
    assert slots.locked()
    slots.release()
    assert not slots.locked()
