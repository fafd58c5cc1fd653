"""The table runtime: every change to a game, one method per kind of change over one template.

A change (a move, a take-back, the start, abandoning, a computer taking over, a person reclaiming a
seat, a new person taking over a seat, a fresh copy of the board) goes one way only,
:meth:`Tables._change`: take the game's lock, mutate and commit through the game service, publish
through the posting seam (the new public message, or the channel brought to the store), deliver the
private news, release the lock, let computer players move, and report a public message that could not
be posted (:attr:`Done.failure`). A kill anywhere after the commit is made good by
:meth:`bot.app.posting.Posting.settle_all` on the next start; a post Discord failed, within seconds of
its recovery by :class:`~bot.app.catch_up.CatchUp`, the game's computers waiting meanwhile so that
turns are posted in the order they were stored.

Nothing here knows Discord's client or interactions: the adapter checks permissions and answers the
person; what it must tell them comes back in the result (:class:`Done`).
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from bot.app.catch_up import CatchUp
from bot.app.computers import Computers
from bot.app.posting import Posting
from bot.app.service import ActResult, CannotUndo, GameService, Move, UndoResult
from bot.games.seam import Line, LiveGame
from bot.messaging import CannotPost
from bot.store import GameRow, SeatChange, StaleVersion, StoreUnavailable

if TYPE_CHECKING:
    from bot.app.languages import Languages
    from bot.app.ports import Channels
    from bot.app.shards import Shards
    from bot.games.seam import GameUI
    from bot.store import Store

log = logging.getLogger(__name__)

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Done(Generic[T]):
    """A committed change: what it made, whether the person who made it must be told now that their
    direct messages are closed (their secrets went to the hand view instead), and why its public message
    could not be posted, if it could not (the change stands; a later settle posts it)."""

    value: T
    dms_closed: bool = False
    failure: CannotPost | None = None


@dataclass(frozen=True, slots=True)
class _Mutation(Generic[T]):
    """What a change did under the lock: its value and the moves to publish (``None``: not a move, so
    the channel is brought to the store instead)."""

    value: T
    moves: Sequence[Move] | None


class Tables:
    """Every running table of this process: the one way a game changes."""

    def __init__(
        self,
        store: Store,
        service: GameService,
        channels: Channels,
        languages: Languages,
        uis: Mapping[str, GameUI],
        shards: Shards,
        *,
        computer_wait: float,
    ) -> None:
        self.store = store
        self.service = service
        self.uis = uis
        self.shards = shards
        self.posting = Posting(store, service, channels, languages, uis, shards)
        self.computers = Computers(store, service, computer_wait, self._computer_move)
        self.catch_up = CatchUp(self._caught_up, self.computers.release)
        self.when_over: list[Callable[[int], Awaitable[None]]] = []
        """What follows a game's end at once (a tournament's next round), each run in a task of its own
        after the change is done; the timers' next look does it again should this process die first."""
        self._after: set[asyncio.Task[None]] = set()

    # --- the template ---------------------------------------------------------------------------

    async def _change(
        self,
        game_id: int,
        mutate: Callable[[], Awaitable[_Mutation[T]]],
        *,
        actor: int | None = None,
        key: object = "turn",
    ) -> Done[T]:
        """Lock, mutate and commit, publish, deliver news, unlock, let computers move, report."""
        failure: CannotPost | None = None
        told = False
        async with self.service.lock(game_id):
            done = await mutate()
            try:
                if done.moves is None:
                    self.service.forget(game_id)
                    await self.posting.settle_locked(game_id)
                else:
                    live = await self.service.live(game_id)
                    row, failure = await self.posting.publish_locked(
                        game_id, live, done.moves, key=key, actor=actor
                    )
                    told = await self.posting.deliver_news(row, live, done.moves, actor)
                    if live.module.is_over(live.state):
                        self.service.forget(game_id)  # shown for good: memory is for running games
                        self.computers.forget(game_id)
                        await self._let_go(live)
                        self._follow_end(game_id)
            except StoreUnavailable as exc:  # the change stands: it is shown once the database is back
                log.warning("game %s: a change was stored but not yet shown: %s", game_id, exc.admin_line())
                failure = CannotPost(str(exc))
        if failure is None:
            self.computers.wake(game_id)
        else:
            self.behind(game_id)
        return Done(done.value, told, failure)

    def _follow_end(self, game_id: int) -> None:
        """Start what follows a game's end (:attr:`when_over`), each in a task of its own."""
        for follow in self.when_over:
            task = asyncio.create_task(self._guarded(follow, game_id), name=f"after-game-{game_id}")
            self._after.add(task)
            task.add_done_callback(self._after.discard)

    @staticmethod
    async def _guarded(follow: Callable[[int], Awaitable[None]], game_id: int) -> None:
        try:
            await follow(game_id)
        except Exception:
            log.exception("game %s: what follows its end failed (the timers' next look does it)", game_id)

    async def _let_go(self, live: LiveGame) -> None:
        """Let the finished game's renderer drop what it kept to draw it; a renderer that fails to is
        only logged (the board falls out of its bounded cache later)."""
        try:
            await self.uis[live.row.game].let_go(live)
        except Exception as exc:  # a broken renderer process: the game's end stands, memory waits
            log.warning("game %s: its renderer could not let go of its board: %r", live.row.id, exc)

    def behind(self, game_id: int) -> None:
        """The game's channel is behind its store (Discord failed a post): hold its computers and catch
        the channel up with back-off (:class:`CatchUp`), then let them go."""
        self.computers.hold(game_id)
        self.catch_up.start(game_id)

    async def _caught_up(self, game_id: int) -> bool:
        """Bring a game's channel to its store; whether it now shows the stored version."""
        async with self.service.lock(game_id):
            await self.posting.settle_locked(game_id)
        row = await self.store.games.game(game_id)
        return row is None or row.status not in ("active", "finished") or row.message_version == row.version

    # --- the kinds of change --------------------------------------------------------------------

    async def play(
        self, game_id: int, user_id: int, action: str | Line, version: int | None
    ) -> Done[ActResult]:
        """Apply a move for ``user_id`` (``version``: the one the clicked message showed, ``None`` for
        simultaneous choices); raises what :meth:`GameService.act_locked` raises, storing nothing."""

        async def move() -> _Mutation[ActResult]:
            result = await self.service.act_locked(game_id, user_id, action, version)
            move = Move(result.version, result.before, result.events, made_at=result.made_at)
            return _Mutation(result, [move])

        return await self._change(game_id, move, actor=user_id)

    async def take_back(
        self, game_id: int, user_id: int, version: int | None, now: float | None = None
    ) -> Done[UndoResult]:
        """Take back ``user_id``'s last turn (``version``: the one its button was made at; ``None``: the
        game as it is now); raises :class:`CannotUndo` with the reason, storing nothing."""

        async def undo() -> _Mutation[UndoResult]:
            row = await self._row(game_id)
            seconds = await self._undo_seconds(row)
            ui = self.uis[row.game]
            result = await self.service.undo_locked(game_id, user_id, version, seconds, ui.edits_live, now)
            return _Mutation(result, [Move(result.game.version, result.before, [], result.undo)])

        return await self._change(game_id, undo, actor=user_id)

    async def start(
        self, game_id: int, options: dict[str, Any], *, thread_id: int | None = None
    ) -> Done[LiveGame]:
        """Seat the lobby at random, deal, store, and post the first turn message."""

        async def deal() -> _Mutation[LiveGame]:
            return _Mutation(await self.service.start(game_id, options, thread_id=thread_id), ())

        return await self._change(game_id, deal)

    async def bring_down(self, game_id: int) -> Done[None]:
        """Post the live table anew at the bottom of its channel, pinging nobody (its old message becomes
        its summary line); the store then remembers it was brought down this turn."""

        async def nothing() -> _Mutation[None]:
            return _Mutation(None, ())

        done = await self._change(game_id, nothing, key="bring")
        await self.store.games.brought_down(game_id)
        return done

    async def abandon(
        self, game_id: int, notice: str | None, *, ended: str | None = None, lobby: str | None = None
    ) -> Done[None]:
        """Close a lobby or a running game; ``notice`` (if any) is posted once in its channel. A running
        game's last table becomes its summary with ``ended`` (who ended the game, and when) instead of a
        link to a game that goes on, and the lobby message of a game played in its thread says
        ``lobby`` instead of pointing to a game that goes on there."""

        async def close() -> _Mutation[None]:
            row = await self._row(game_id)
            lines: list[tuple[int, str]] = []
            if row.status == "active" and row.message_id is not None and row.message_version is not None:
                if ended is not None:
                    lines.append((row.message_id, f"{row.summary} — {ended}" if row.summary else ended))
                if lobby is not None and row.lobby_channel_id is not None:
                    lines.append((row.channel_id, lobby))
            await self.store.games.close_game(game_id, notice=notice, lines=lines)
            return _Mutation(None, None)

        return await self._change(game_id, close)

    async def take_over(self, game_id: int, user_ids: Sequence[int], level: str, notice: str) -> Done[None]:
        """Let computers of ``level`` play the seats of ``user_ids`` (they stay theirs to reclaim)."""

        async def hand_over() -> _Mutation[None]:
            await self.store.games.take_over(game_id, list(user_ids), level, notice)
            return _Mutation(None, None)

        return await self._change(game_id, hand_over)

    async def substitute(self, game_id: int, seat: int, user_id: int, name: str) -> Done[SeatChange]:
        """``user_id`` (called ``name``) takes over ``seat``, which asks for a new player after a computer
        played it for someone gone: the seat is theirs from now on, the table is posted anew saying so.
        Raises :class:`StaleVersion` when the seat is no longer free and :class:`Conflict` when the
        person already plays in the game, storing nothing."""

        async def sit() -> _Mutation[SeatChange]:
            move = await self.service.sit_locked(game_id, seat, user_id, name)
            assert move.sat is not None
            return _Mutation(move.sat, [move])

        return await self._change(game_id, sit, actor=user_id)

    async def reclaim(self, game_id: int, user_id: int) -> Done[None]:
        """Give a person back the seat a computer played for them."""

        async def back() -> _Mutation[None]:
            await self.store.games.set_computer(game_id, user_id, None)
            return _Mutation(None, None)

        return await self._change(game_id, back)

    # --- reading and catching up ----------------------------------------------------------------

    async def live(self, game_id: int, at_least: int | None = None) -> LiveGame:
        """The running game (see :meth:`GameService.live`)."""
        return await self.service.live(game_id, at_least)

    async def may_take_back(self, row: GameRow, user_id: int, version: int) -> bool:
        """Whether ``user_id``'s move that made ``version`` of the game ``row`` may be taken back now."""
        try:
            await self.service.check_undo(
                row.id,
                user_id,
                version,
                await self._undo_seconds(row),
                self.uis[row.game].edits_live,
            )
        except (CannotUndo, StaleVersion):
            return False
        return True

    async def _undo_seconds(self, row: GameRow) -> float:
        """How long after a move it may be taken back at ``row``'s table: the server's window, without
        end at a practice table."""
        return math.inf if row.practice else await self.store.servers.undo_seconds(row.guild_id)

    async def resume(self) -> None:
        """After a restart: bring every channel of this process's games to the store (turns, standings,
        news, lobbies stored but never posted or shown), then let computers whose turn it is move."""
        for row in self.shards.mine(await self.store.games.active_games()):
            if row.status == "lobby" and row.message_id is not None and row.game in self.uis:
                await self.posting.refresh_lobby(row)
        await self.posting.settle_all()
        for row in self.shards.mine(await self.store.games.active_games()):
            if row.status == "active" and row.game in self.uis:
                if row.message_version == row.version:
                    self.computers.wake(row.id)
                else:  # Discord failed the post at start: computers wait until it is shown
                    self.behind(row.id)

    async def close(self) -> None:
        """Stop what follows ended games, the catch-ups, the computers' runners and the board renderers."""
        for task in list(self._after):
            task.cancel()
        await asyncio.gather(*self._after, return_exceptions=True)
        await self.catch_up.close()
        await self.computers.close()
        self.service.drawings.renderers.close()

    async def _row(self, game_id: int) -> GameRow:
        row = await self.store.games.game(game_id)
        if row is None:
            raise StaleVersion(f"game {game_id} does not exist")
        return row

    async def _computer_move(self, game_id: int, user_id: int, action: str, version: int) -> None:
        """A computer's move, through the same template as a person's."""
        done = await self.play(game_id, user_id, action, version)
        if done.failure is not None:
            log.warning(
                "game %s: a computer move was stored but not posted: %s", game_id, done.failure.reason
            )
