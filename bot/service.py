"""Running games for the bot, independent of Discord and of any particular game.

One :class:`GameService` owns the live states. Every action goes through :meth:`GameService.act`:
take the game's lock, check the version and the seat, apply, commit to the store, and only then
return; a crash after the commit loses nothing and a crash before it applies nothing. After a
restart a game is rebuilt from its newest snapshot and the actions stored after it.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from bot.games.base import GameModule
from bot.store import GameRow, PlayerRow, Saved, StaleVersion, Store, StoreError

REPLAY_ERRORS = (KeyError, TypeError, ValueError, AttributeError, IndexError)
"""What a damaged stored state or log raises while it is rebuilt."""


class NotAPlayer(Exception):
    """The user has no seat in this game."""


class NotYourSeat(Exception):
    """The action names a seat that is not the user's."""


@dataclass(slots=True)
class LiveGame:
    """A running game in memory: its row, module, state, version and seated players."""

    row: GameRow
    module: GameModule
    state: Any
    version: int
    seats: list[PlayerRow]

    def seat_of_user(self, user_id: int) -> int:
        """The user's seat; raises :class:`NotAPlayer` if the user is not seated."""
        for player in self.seats:
            if player.user_id == user_id and player.seat is not None:
                return player.seat
        raise NotAPlayer(user_id)

    def user_of_seat(self, seat: int) -> PlayerRow:
        return next(p for p in self.seats if p.seat == seat)

    def awaited(self) -> list[PlayerRow]:
        """The players (people and computers) the game waits for now, in seat order."""
        return [self.user_of_seat(seat) for seat in sorted(self.module.awaiting(self.state))]


@dataclass(frozen=True, slots=True)
class Move:
    """One stored move replayed: the version it made, the state before it and its events."""

    version: int
    before: Any
    events: list[Any]


@dataclass(frozen=True, slots=True)
class ActResult:
    """An accepted, committed action: the game after it and what happened."""

    game: LiveGame
    seat: int
    action: str
    events: list[Any]
    finished: bool
    before: Any = None
    """The state before the action (for words that need the table as it was, e.g. who was joined)."""


def restored(module: GameModule, saved: Saved) -> tuple[Any, int]:
    """What a restart rebuilds: the saved snapshot with the actions stored after it applied, and the
    version reached. Raises one of :data:`REPLAY_ERRORS` when the stored data does not replay."""
    state = module.from_json(saved.state)
    version = saved.snapshot_version
    for stored_version, _seat, action in saved.actions:
        state, _events = module.apply(state, action)
        version = stored_version
    return state, version


class GameService:
    """Live games with one lock each; the only path by which an action reaches the store."""

    def __init__(
        self, store: Store, modules: Mapping[str, GameModule], seeds: Callable[[], int] | None = None
    ) -> None:
        self._store = store
        self._seeds = seeds or (lambda: random.SystemRandom().randrange(2**63))
        self._modules = dict(modules)
        self._live: dict[int, LiveGame] = {}
        self._locks: dict[int, asyncio.Lock] = {}

    def lock(self, game_id: int) -> asyncio.Lock:
        """The lock that serialises everything done to one game."""
        return self._locks.setdefault(game_id, asyncio.Lock())

    async def live(self, game_id: int, at_least: int | None = None) -> LiveGame:
        """The running game, rebuilt from the store on first use after a start or restart.

        ``at_least`` is a version the caller has seen (a clicked message's): a game kept in memory
        that is older was moved on by another process sharing the database, so it is rebuilt.
        """
        cached = self._live.get(game_id)
        if cached is not None and (at_least is None or cached.version >= at_least):
            return cached
        row = await self._store.game(game_id)
        if row is None or row.status not in ("active", "finished"):
            raise StoreError(f"game {game_id} is not running")
        module = self._modules[row.game]
        saved = await self._store.load(game_id)
        try:
            state, version = restored(module, saved)
        except REPLAY_ERRORS as exc:
            raise StoreError(f"game {game_id}: the stored state does not load ({exc!r})") from exc
        if version != row.version:
            raise StoreError(f"game {game_id}: log ends at {version}, game says {row.version}")
        live = LiveGame(row, module, state, version, await self._store.players(game_id))
        self._live[game_id] = live
        return live

    async def start(
        self, game_id: int, options: dict[str, Any], seed: int | None = None, *, thread_id: int | None = None
    ) -> LiveGame:
        """Seat the lobby in a random order (ruling 1), deal the game from ``seed`` and store it (moved
        to the thread ``thread_id``, if given)."""
        async with self.lock(game_id):
            row = await self._store.game(game_id)
            if row is None or row.status != "lobby":
                raise StaleVersion("this lobby has already started or closed")
            module = self._modules[row.game]
            members = await self._store.players(game_id)
            if not module.min_players <= len(members) <= module.max_players:
                raise ValueError(
                    f"{module.name} needs {module.min_players} to {module.max_players} players, "
                    f"not {len(members)}"
                )
            seed = self._seeds() if seed is None else seed
            order = list(members)
            random.Random(seed).shuffle(order)
            state = module.new_state([p.name for p in order], seed, options)
            await self._store.start(
                game_id, [p.user_id for p in order], options, module.to_json(state), thread_id=thread_id
            )
            self._live.pop(game_id, None)
            return await self.live(game_id)

    async def act(
        self, game_id: int, user_id: int, action: str, expected_version: int | None = None
    ) -> ActResult:
        """Apply ``action`` for ``user_id`` and commit it before returning.

        ``expected_version`` is the version the clicked message showed; ``None`` skips that check
        (for simultaneous choices, where the rules alone decide).

        Raises
        ------
        StaleVersion
            The game moved on since that version (a stale or doubled click); nothing is stored.
        NotAPlayer, NotYourSeat
            The user has no seat, or the action is for another seat.
        ValueError
            The game refuses the action (the module's own error, e.g. ``IllegalAction``).
        """
        async with self.lock(game_id):
            return await self.act_locked(game_id, user_id, action, expected_version)

    async def act_locked(
        self, game_id: int, user_id: int, action: str, expected_version: int | None = None
    ) -> ActResult:
        """:meth:`act` for a caller already holding :meth:`lock` (to publish the result in order)."""
        live = await self.live(game_id, expected_version)
        if expected_version is not None and live.version != expected_version:
            raise StaleVersion("the game has moved on")
        seat = live.seat_of_user(user_id)
        action_seat, action = live.module.parse(action)
        if action_seat != seat:
            raise NotYourSeat(action)
        before = live.state
        state, events = live.module.apply(before, action)
        finished = live.module.is_over(state)
        try:
            version = await self._store.append(
                game_id,
                live.version,
                [(seat, action)],
                live.module.to_json(state),
                finished_record=live.module.record(state) if finished else None,
            )
        except StaleVersion:
            self.forget(game_id)
            raise
        live.state = state
        live.version = version
        return ActResult(live, seat, action, events, finished, before)

    async def moves_since(self, game_id: int, version: int) -> list[Move]:
        """The stored moves after ``version``, replayed for their events (what a restart must still
        post or deliver); the game itself stays as it is."""
        row = await self._store.game(game_id)
        if row is None:
            raise StoreError(f"game {game_id} does not exist")
        module = self._modules[row.game]
        saved = await self._store.load(game_id, at_most=version)
        try:
            state = module.from_json(saved.state)
            moves = []
            for stored_version, _seat, action in saved.actions:
                before = state
                state, events = module.apply(state, action)
                if stored_version > version:
                    moves.append(Move(stored_version, before, events))
        except REPLAY_ERRORS as exc:
            raise StoreError(f"game {game_id}: the stored moves do not replay ({exc!r})") from exc
        return moves

    def forget(self, game_id: int) -> None:
        """Drop a game from memory (it will be rebuilt from the store when next used)."""
        self._live.pop(game_id, None)
