"""The catch-up after Discord failed a post: it retries with a growing wait until the channel shows the
stored game, then lets the game's computers go; it never gives up and never spins."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Iterator

from bot.app.catch_up import CatchUp


async def test_it_retries_with_a_doubling_wait_until_the_channel_is_caught_up() -> None:
    """Two failed tries (one raising), then success: the waits double, ``release`` is called once."""
    loop = asyncio.get_running_loop()
    tries: list[float] = []
    released: list[int] = []
    answers: Iterator[bool | Exception] = iter([False, RuntimeError("Discord answered 503"), True])

    async def settle(game_id: int) -> bool:
        tries.append(loop.time())
        answer = next(answers)
        if isinstance(answer, Exception):
            raise answer
        return answer

    catch_up = CatchUp(settle, released.append, first=0.02, longest=1.0)
    began = loop.time()
    catch_up.start(7)
    catch_up.start(7)  # already on its way: nothing new
    assert catch_up.behind(7)
    while not released:
        await asyncio.sleep(0.01)
    assert released == [7] and not catch_up.behind(7) and catch_up.tries == 3
    waits = [b - a for a, b in itertools.pairwise([began, *tries])]
    assert waits[0] >= 0.02 and waits[1] >= 0.04 and waits[2] >= 0.08


async def test_the_wait_is_capped_and_close_stops_it() -> None:
    """A channel that stays behind is tried again at most every ``longest`` seconds, until closing."""
    loop = asyncio.get_running_loop()
    tries: list[float] = []

    async def settle(game_id: int) -> bool:
        tries.append(loop.time())
        return False

    catch_up = CatchUp(settle, lambda game_id: None, first=0.01, longest=0.03)
    catch_up.start(1)
    await asyncio.sleep(0.3)
    await catch_up.close()
    assert not catch_up.behind(1)
    assert 4 <= len(tries) <= 12
    assert min(b - a for a, b in itertools.pairwise(tries)) >= 0.009
