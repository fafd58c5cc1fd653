"""Bringing a game's channel back to its store soon after Discord failed a post, with back-off.

When Discord cannot take a game's public message (it answers 5xx, or 429 for longer than discord.py
waits), the change stands in the store and the channel is behind. :class:`CatchUp` then tries to
settle the game again after 1 s, 2 s, 4 s ... (at most :data:`LONGEST` apart), so a game is shown
again within seconds of Discord's recovery instead of at the next periodic check, and never at a
rate that adds to Discord's trouble. Until the channel shows the stored version, the game's computer
players are held (the caller's ``release`` lets them go), so turns are posted in the order they were
stored.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)

FIRST = 1.0
"""Seconds before the first new try."""
LONGEST = 60.0
"""The longest wait between two tries (the periodic check's period)."""


class CatchUp:
    """One back-off task per game whose channel is behind its store.

    ``settle`` brings a game's channel to its store and says whether it now shows the stored version;
    ``release`` is called once it does.
    """

    def __init__(
        self,
        settle: Callable[[int], Awaitable[bool]],
        release: Callable[[int], None],
        *,
        first: float = FIRST,
        longest: float = LONGEST,
    ) -> None:
        self._settle = settle
        self._release = release
        self._first = first
        self._longest = longest
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self.tries = 0
        """Tries made so far, over all games (for tests and logs)."""

    def behind(self, game_id: int) -> bool:
        """Whether the game's channel is being caught up."""
        task = self._tasks.get(game_id)
        return task is not None and not task.done()

    def start(self, game_id: int) -> None:
        """Catch the game's channel up (nothing new if it is being caught up already)."""
        if not self.behind(game_id):
            self._tasks[game_id] = asyncio.create_task(self._run(game_id), name=f"catch-up-{game_id}")

    async def _run(self, game_id: int) -> None:
        delay = self._first
        while True:
            await asyncio.sleep(delay)
            self.tries += 1
            try:
                shown = await self._settle(game_id)
            except Exception as exc:  # a store or Discord failure: try again later, never give up
                log.warning("game %s: could not bring its channel up to date yet: %s", game_id, exc)
                shown = False
            if shown:
                log.info("game %s: its channel shows the stored game again", game_id)
                self._tasks.pop(game_id, None)
                self._release(game_id)
                return
            delay = min(delay * 2, self._longest)

    async def close(self) -> None:
        """Stop every task (the bot is closing; the next start settles every game)."""
        tasks = list(self._tasks.values())
        self._tasks.clear()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
