"""Computer players: when a game waits for a computer seat, it thinks off the event loop and plays.

One runner per game at a time plays every computer seat the game waits for, a move at a time, until a
person must act. Right after a person's move that may still be taken back, the computer decides at
once but plays only when the undo window closes (at most ``computer_wait`` seconds), or as soon as
that person presses another button (:meth:`Computers.hurry`). A computer sees only its seat's view
(:meth:`bot.games.seam.GameModule.computer_action`). A computer whose move the database cannot take
for now (:class:`~bot.store.StoreUnavailable`) tries again :data:`RETRY_AFTER` seconds later. A game
whose channel is behind its store (Discord failed a post) is held (:meth:`Computers.hold`) until it is
shown again, so the computers' turns are posted in order.
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING

from bot.store import StaleVersion, StoreError, StoreUnavailable, restores

if TYPE_CHECKING:
    from bot.app.service import GameService
    from bot.games.seam import LiveGame
    from bot.store import Entry, PlayerRow, Store

log = logging.getLogger(__name__)

RETRY_AFTER = 3.0
"""Seconds before a computer whose game the database could not read or write tries again (or whose
renderer, thinking for it, died twice in a row)."""


def _ready(action: str) -> asyncio.Future[str]:
    """A move already decided, as a future (a forced move needs no thinking)."""
    future: asyncio.Future[str] = asyncio.get_running_loop().create_future()
    future.set_result(action)
    return future


Play = Callable[[int, int, str, int], Awaitable[object]]
"""How a computer's move is played: game, the seat's user id, the action line, the version it saw."""


class Computers:
    """The scheduler of every game's computer players in this process."""

    def __init__(self, store: Store, service: GameService, wait: float, play: Play) -> None:
        self._store = store
        self._service = service
        self._wait = wait
        self._play = play
        self._runners: dict[int, asyncio.Task[None]] = {}
        self._wakes: dict[int, tuple[int, asyncio.TimerHandle]] = {}
        """Per game, computers waiting after a person's move: that person and the timer that wakes them."""
        self._decisions: dict[int, tuple[int, int, asyncio.Future[str]]] = {}
        """Per game, a computer's move thought out while it waits: (version, seat, the move)."""
        self._hurried: dict[int, tuple[int, float]] = {}
        """Per game, the person who last pressed a button and when (it ends a computer's wait)."""
        self._retries: dict[int, asyncio.TimerHandle] = {}
        """Per game, the timer that lets a computer try again after the database was unavailable."""
        self._held: set[int] = set()
        """Games whose computers wait until the channel shows the stored game (:meth:`hold`)."""

    def hold(self, game_id: int) -> None:
        """Keep the game's computers from moving (its channel is behind its store) until :meth:`release`."""
        self._held.add(game_id)

    def release(self, game_id: int) -> None:
        """Let a held game's computers move again (and wake them)."""
        self._held.discard(game_id)
        self.wake(game_id)

    def wake(self, game_id: int) -> None:
        """Let computer players move if the game waits for them (one runner per game at a time)."""
        self._cancel_timers(game_id)
        running = self._runners.get(game_id)
        if game_id in self._held or (running is not None and not running.done()):
            return
        runner = asyncio.create_task(self._run(game_id), name=f"computers-{game_id}")
        self._runners[game_id] = runner
        runner.add_done_callback(functools.partial(self._ended, game_id))

    def _ended(self, game_id: int, runner: asyncio.Task[None]) -> None:
        """A runner has ended: let go of it (a process keeps no task of a game nobody plays now)."""
        if self._runners.get(game_id) is runner:
            del self._runners[game_id]

    def forget(self, game_id: int) -> None:
        """The game is over: drop what was kept of it (the last person to press a button, a move thought
        out for a version taken back, a pending timer)."""
        self._hurried.pop(game_id, None)
        self._held.discard(game_id)
        decision = self._decisions.pop(game_id, None)
        if decision is not None:
            decision[2].cancel()
        self._cancel_timers(game_id)

    def _cancel_timers(self, game_id: int) -> None:
        """Call off the game's pending wake-up and retry, if any."""
        pending = self._wakes.pop(game_id, None)
        if pending is not None:
            pending[1].cancel()
        retry = self._retries.pop(game_id, None)
        if retry is not None:
            retry.cancel()

    def games(self) -> frozenset[int]:
        """The games the computers keep something of now (a runner, a timer, a decision, a button)."""
        return frozenset(
            {*self._runners, *self._wakes, *self._decisions, *self._hurried, *self._retries, *self._held}
        )

    async def idle(self, game_id: int) -> None:
        """Wait until the game's runner (if any) has ended: the game waits for a person, a computer's
        hold, or nothing."""
        running = self._runners.get(game_id)
        if running is not None:
            await running

    def hurry(self, game_id: int, user_id: int) -> None:
        """A person pressed a button of the game (other than Take back): a computer waiting for that
        person's undo window goes on at once."""
        self._hurried[game_id] = (user_id, time.time())
        pending = self._wakes.get(game_id)
        if pending is not None and pending[0] == user_id:
            self.wake(game_id)

    async def close(self) -> None:
        """Stop every timer and runner (the bot is closing)."""
        for _person, handle in self._wakes.values():
            handle.cancel()
        self._wakes.clear()
        for handle in self._retries.values():
            handle.cancel()
        self._retries.clear()
        runners = [task for task in self._runners.values() if not task.done()]
        for task in runners:
            task.cancel()
        await asyncio.gather(*runners, return_exceptions=True)

    async def _run(self, game_id: int) -> None:
        """Play every computer seat the game waits for, and a person's forced move, one move at a time,
        until a person must decide; end early (a timer wakes the next runner) while a computer waits
        after a person's move, for pacing."""
        try:
            while game_id not in self._held:
                try:
                    live = await self._service.live(game_id)
                except StoreUnavailable:
                    raise
                except StoreError:
                    return  # no longer running (abandoned), or damaged: nothing for a computer to do
                if live.module.is_over(live.state):
                    return
                last = await self._service.last_entry(game_id, live)
                player = next((p for p in live.awaited() if p.computer), None)
                forced = None if player is not None else self._forced(live, last)
                if forced is not None:
                    player = forced[0]
                if player is None:
                    return
                assert player.seat is not None
                if forced is not None:
                    decision = _ready(forced[1])
                else:
                    assert player.computer is not None
                    decision = self._decision(game_id, live, player.seat, player.computer)
                hold = None if forced is not None else self._hold(game_id, live, last)
                if hold is not None:
                    person, seconds = hold
                    handle = asyncio.get_running_loop().call_later(
                        seconds, self.wake, game_id, context=contextvars.Context()
                    )
                    self._wakes[game_id] = (person, handle)
                    return
                action = await decision
                self._decisions.pop(game_id, None)
                try:
                    await self._play(game_id, player.user_id, action, live.version)
                except StaleVersion:
                    continue
        except StoreUnavailable as exc:
            log.warning(
                "game %s: a computer player tries again in %g s: %s", game_id, RETRY_AFTER, exc.admin_line()
            )
            self._retry(game_id)
        except BrokenProcessPool:
            self._decisions.pop(game_id, None)
            log.warning(
                "game %s: the renderer thinking for a computer player stopped twice; it thinks again in %g s",
                game_id,
                RETRY_AFTER,
            )
            self._retry(game_id)
        except Exception:
            log.exception("game %s: a computer player failed", game_id)

    def _retry(self, game_id: int) -> None:
        """Wake the game's computers again in :data:`RETRY_AFTER` seconds."""
        self._retries[game_id] = asyncio.get_running_loop().call_later(
            RETRY_AFTER, self.wake, game_id, context=contextvars.Context()
        )

    def _forced(self, live: LiveGame, last: Sequence[Entry]) -> tuple[PlayerRow, str] | None:
        """A person the game waits for who has exactly one legal move, which reveals nothing (a bird chip
        drawn is theirs to see in the answer to their own click), and who did not make the last move
        (the one who did is answered by their own panel): that person and the move, which is played for
        them, as Santiago's engine plays forced moves itself (a last pick of the draft, say)."""
        mover = last[-1].seat if last else None
        for person in live.awaited():
            if person.computer or person.seat is None or person.seat == mover:
                continue
            legal = live.module.legal_actions(live.state, person.seat)
            if len(legal) == 1 and live.module.reveals(live.module.apply(live.state, legal[0])[1]) is None:
                return person, live.module.format_action(legal[0])
        return None

    def _decision(self, game_id: int, live: LiveGame, seat: int, level: str) -> asyncio.Future[str]:
        """The computer's move for the game's current version, thought out off the event loop once
        (a wait for the person's undo window does not make it think twice)."""
        kept = self._decisions.get(game_id)
        if kept is not None and kept[:2] == (live.version, seat):
            return kept[2]
        seed = f"{game_id}:{live.version}:{seat}"
        future = asyncio.ensure_future(live.think(seat, level, seed))
        self._decisions[game_id] = (live.version, seat, future)
        return future

    def _hold(self, game_id: int, live: LiveGame, last: Sequence[Entry]) -> tuple[int, float] | None:
        """Whether a computer must still wait before it answers a person's move, and for whom and how
        many seconds: ``wait`` seconds after that move, for pacing (a take-back takes the computers'
        replies back with it, so they need not wait for the undo window), and not once that person
        pressed another button. ``last`` is the log's last entry, read once per step: the wait is counted
        from the store, so after a restart a computer waits only what is left."""
        if self._wait <= 0 or live.version == 0:
            return None
        if not last or last[-1].seat is None or restores(last[-1].action):
            return None
        person = live.user_of_seat(last[-1].seat)
        if person.computer:
            return None
        hurried = self._hurried.get(game_id)
        if hurried is not None and hurried[0] == person.user_id and hurried[1] > last[-1].created_at:
            return None
        left = last[-1].created_at + self._wait - time.time()
        return (person.user_id, left) if left > 0 else None
