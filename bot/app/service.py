"""Running games for the bot, independent of Discord and of any particular game.

One :class:`GameService` owns the live states. Every action goes through :meth:`GameService.act`:
take the game's lock, check the version and the seat, apply, commit to the store, and only then
return; a crash after the commit loses nothing and a crash before it applies nothing. After a
restart a game is rebuilt from its newest snapshot and the actions stored after it.

Taking back a move (:meth:`GameService.undo_locked`, issue 20) is a move like any other: the same
lock and version check, committed before it returns. It restores the state of the version before
the mover's last turn as a new version (the log keeps ``undo <version>`` as its own entry), only for
the mover, only while nobody else has acted, only when the turn revealed nothing
(:meth:`bot.games.seam.GameModule.reveals`) and only within the server's time window.
"""

from __future__ import annotations

import asyncio
import random
import time
import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.drawings import Drawings
from bot.games.seam import GameModule, Line, LiveGame, game_record, read_line
from bot.store import Entry, Saved, SeatChange, StaleVersion, Store, StoreError, restores, undone_to

REPLAY_ERRORS = (KeyError, TypeError, ValueError, AttributeError, IndexError)
"""What a damaged stored state or log raises while it is rebuilt."""

Continues = Callable[[Any, Any], bool]
"""Whether the move from one state to the next keeps the same turn (:meth:`GameUI.edits_live`)."""


class NotYourSeat(Exception):
    """The action names a seat that is not the user's."""


@dataclass(frozen=True, slots=True)
class TakeBack:
    """An undo as the table is told of it: whose turn was taken back and its action lines."""

    seat: int
    lines: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Move:
    """One stored move replayed: the version it made, the state before it and its events; for an undo,
    what it took back (no events)."""

    version: int
    before: Any
    events: list[Any]
    undo: TakeBack | None = None
    made_at: float = 0.0
    """When it was stored (seconds since the epoch)."""
    sat: SeatChange | None = None
    """For a new person taking over a seat (no events): who took which seat from whom."""


@dataclass(frozen=True, slots=True)
class Step:
    """One entry of the action log replayed: who acted, the line, when, the states around it."""

    version: int
    seat: int | None
    line: str
    made_at: float
    before: Any
    after: Any
    events: list[Any]
    undo: TakeBack | None = None
    sat: SeatChange | None = None


class CannotUndo(Exception):
    """A take-back refused (nothing changed): ``key`` names the core's sentence, ``params`` fill it.

    ``seat`` params are seats to be named; ``reason`` is the game's own sentence (what was revealed).
    """

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


@dataclass(frozen=True, slots=True)
class UndoPlan:
    """A take-back that is allowed now: the mover's seat, the steps of their last turn, oldest first, and
    the computers' replies made since, which go back with it."""

    seat: int
    steps: tuple[Step, ...]
    replies: tuple[Step, ...] = ()

    @property
    def made_at(self) -> float:
        """When the turn's last step was stored (the undo window runs from there)."""
        return self.steps[-1].made_at

    @property
    def lines(self) -> tuple[str, ...]:
        """The turn's action lines, oldest first."""
        return tuple(step.line for step in self.steps)


@dataclass(frozen=True, slots=True)
class ActResult:
    """An accepted, committed action: the game after it and what happened."""

    game: LiveGame
    seat: int
    move: Line
    """The action, read once (its ``text`` is the line stored)."""
    events: list[Any]
    finished: bool
    before: Any = None
    """The state before the action (for words that need the table as it was, e.g. who was joined)."""
    version: int = 0
    """The version the action made (``game`` is the live game, which later moves may change)."""
    made_at: float = 0.0
    """When it was stored."""

    @property
    def action(self) -> str:
        """The action's line, as stored."""
        return self.move.text


def restored(module: GameModule, saved: Saved) -> tuple[Any, int]:
    """What a restart rebuilds: the saved snapshot with the actions stored after it applied, and the
    version reached. Raises one of :data:`REPLAY_ERRORS` when the stored data does not replay."""
    state = module.from_json(saved.state)
    version = saved.snapshot_version
    for stored_version, _seat, action in saved.actions:
        state, _events = module.apply(state, action)
        version = stored_version
    return state, version


@dataclass(frozen=True, slots=True)
class UndoResult:
    """A committed take-back: the game after it (as it was before the turn), what it took back and
    the state it replaced."""

    game: LiveGame
    undo: TakeBack
    before: Any


TURN_SPAN = 8
"""Log entries looked at first when finding the last turn (more are read when a turn is longer)."""
TAIL = 2 * TURN_SPAN
"""How many of a game's last steps the service keeps in memory."""


def trailing(steps: Sequence[Step], computers: frozenset[int]) -> Sequence[Step]:
    """The computers' moves at the end of ``steps`` (no take-back among them)."""
    count = 0
    for step in reversed(steps):
        if step.undo is not None or step.seat not in computers:
            break
        count += 1
    return steps[len(steps) - count :]


class GameService:
    """Live games with one lock each; the only path by which an action reaches the store."""

    def __init__(
        self,
        store: Store,
        modules: Mapping[str, GameModule],
        seeds: Callable[[], int] | None = None,
        drawings: Drawings | None = None,
    ) -> None:
        self._store = store
        self._seeds = seeds or (lambda: random.SystemRandom().randrange(2**63))
        self._modules = dict(modules)
        self.drawings = drawings if drawings is not None else Drawings()
        """Images drawn once per game version (issue 15), for every game of this service."""
        self._live: dict[int, LiveGame] = {}
        self._tails: dict[int, list[Step]] = {}
        """The last steps this process made in each game, newest last (what take back looks at, so
        answering a move does not replay the log it just wrote)."""
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        """Each game's lock while someone holds it or waits for it: one nobody refers to any more goes,
        so a process that runs for weeks does not keep a lock for every game it ever touched."""

    def lock(self, game_id: int) -> asyncio.Lock:
        """The lock that serialises everything done to one game."""
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    async def live(self, game_id: int, at_least: int | None = None, *, abandoned: bool = False) -> LiveGame:
        """The running game, rebuilt from the store on first use after a start or restart.

        ``at_least`` is a version the caller has seen (a clicked message's): a game kept in memory
        that is older was moved on by another process sharing the database, so it is rebuilt. With
        ``abandoned``, an abandoned game is read too (as it was when it was ended; never kept).
        """
        cached = self._live.get(game_id)
        if cached is not None and (at_least is None or cached.version >= at_least):
            return cached
        row = await self._store.games.game(game_id)
        readable = ("active", "finished", "abandoned") if abandoned else ("active", "finished")
        if row is None or row.status not in readable:
            raise StoreError(f"game {game_id} is not running")
        module = self._modules[row.game]
        saved = await self._store.log.load(game_id)
        try:
            state = module.from_json(saved.state)
            version = saved.snapshot_version
            for stored_version, _seat, action in saved.actions:
                if restores(action):
                    state = await self._restored(game_id, module, stored_version)
                else:
                    state, _events = module.apply(state, action)
                version = stored_version
        except REPLAY_ERRORS as exc:
            raise StoreError(f"game {game_id}: the stored state does not load ({exc!r})") from exc
        if version != row.version:
            raise StoreError(f"game {game_id}: log ends at {version}, game says {row.version}")
        players = await self._store.games.players(game_id)
        changes = await self._store.log.seat_changes(game_id)
        live = LiveGame(row, module, state, version, players, self.drawings, changes)
        if row.status == "active" and not module.is_over(state):  # an ended game is read again when asked
            self._live[game_id] = live
        return live

    async def start(
        self, game_id: int, options: dict[str, Any], seed: int | None = None, *, thread_id: int | None = None
    ) -> LiveGame:
        """Seat the lobby in a random order (ruling 1), deal the game from ``seed`` and store it (moved
        to the thread ``thread_id``, if given); the caller holds :meth:`lock`."""
        row = await self._store.games.game(game_id)
        if row is None or row.status != "lobby":
            raise StaleVersion("this lobby has already started or closed")
        module = self._modules[row.game]
        members = await self._store.games.players(game_id)
        if not module.min_players <= len(members) <= module.max_players:
            raise ValueError(
                f"{module.name} needs {module.min_players} to {module.max_players} players, "
                f"not {len(members)}"
            )
        seed = self._seeds() if seed is None else seed
        order = list(members)
        random.Random(seed).shuffle(order)
        state = module.new_state([p.name for p in order], seed, options)
        await self._store.log.start(
            game_id, [p.user_id for p in order], options, module.to_json(state), thread_id=thread_id
        )
        self.forget(game_id)
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
        self, game_id: int, user_id: int, action: str | Line, expected_version: int | None = None
    ) -> ActResult:
        """:meth:`act` for a caller already holding :meth:`lock` (to publish the result in order)."""
        live = await self.live(game_id, expected_version)
        if expected_version is not None and live.version != expected_version:
            raise StaleVersion("the game has moved on")
        seat = live.seat_of_user(user_id)
        move = read_line(live.module, action) if isinstance(action, str) else action
        if move.seat != seat:
            raise NotYourSeat(move.text)
        before = live.state
        state, events = live.module.apply(before, move.action)
        finished = live.module.is_over(state)
        now = time.time()
        try:
            version = await self._store.log.append(
                game_id,
                live.version,
                [(seat, move.text)],
                live.module.to_json(state),
                finished_record=game_record(live.module, state, live.changes) if finished else None,
                now=now,
            )
        except StaleVersion:
            self.forget(game_id)
            raise
        live.state = state
        live.version = version
        self._remember(game_id, Step(version, seat, move.text, now, before, state, events))
        return ActResult(live, seat, move, events, finished, before, version, now)

    async def moves_since(self, game_id: int, version: int) -> list[Move]:
        """The stored moves after ``version``, replayed for their events (what a restart must still
        post or deliver); the game itself stays as it is. An undo is a move with no events. The steps
        this process just made come from memory."""
        live = self._live.get(game_id)
        recent = self._recent(game_id, live, version) if live is not None else None
        steps = recent if recent is not None else await self.steps(game_id, version)
        return [Move(s.version, s.before, s.events, s.undo, s.made_at, s.sat) for s in steps]

    async def steps(self, game_id: int, since: int) -> list[Step]:
        """The action log after version ``since``, replayed: each entry with the states around it."""
        row = await self._store.games.game(game_id)
        if row is None:
            raise StoreError(f"game {game_id} does not exist")
        module = self._modules[row.game]
        saved = await self._store.log.load(game_id, at_most=since)
        entries = await self._store.log.entries(game_id, saved.snapshot_version)
        lines = {e.version: (e.seat, e.action) for e in entries}
        try:
            state = module.from_json(saved.state)
            states = {saved.snapshot_version: state}
            steps = []
            for entry in entries:
                before = state
                events: list[Any] = []
                undo = None
                sat = None
                target = undone_to(entry.action)
                if restores(entry.action) and target is None:
                    state = await self._restored(game_id, module, entry.version)
                    sat = await self._sat(game_id, entry.version)
                elif target is None:
                    state, events = module.apply(state, entry.action)
                else:
                    if target in states:
                        state = states[target]
                    else:
                        state = await self._restored(game_id, module, entry.version)
                    undo = await self._taken_back(game_id, entry, target, lines)
                states[entry.version] = state
                if entry.version > since:
                    steps.append(
                        Step(
                            entry.version,
                            entry.seat,
                            entry.action,
                            entry.created_at,
                            before,
                            state,
                            events,
                            undo,
                            sat,
                        )
                    )
        except REPLAY_ERRORS as exc:
            raise StoreError(f"game {game_id}: the stored moves do not replay ({exc!r})") from exc
        return steps

    async def _restored(self, game_id: int, module: GameModule, version: int) -> Any:
        """The state an undo or a seat taken over stored at ``version`` (its snapshot, kept with it)."""
        data = await self._store.log.snapshot(game_id, version)
        if data is None:
            raise StoreError(f"game {game_id}: the entry at version {version} has no snapshot")
        return module.from_json(data)

    async def _sat(self, game_id: int, version: int) -> SeatChange:
        """The seat taken over at ``version``."""
        change = next((c for c in await self._store.log.seat_changes(game_id) if c.version == version), None)
        if change is None:
            raise StoreError(f"game {game_id}: the seat taken at version {version} is not recorded")
        return change

    async def sit_locked(self, game_id: int, seat: int, user_id: int, name: str) -> Move:
        """``user_id`` (called ``name``) takes over ``seat``, which a computer plays for a person gone and
        which asks for a new player; committed before it returns, the caller holding :meth:`lock`.
        Raises :class:`StaleVersion` when the seat is no longer free, :class:`bot.store.Conflict` when
        the taker already plays here; nothing is stored then."""
        live = await self.live(game_id)
        left = live.user_of_seat(seat)
        before = live.state
        state = live.module.renamed(before, seat, name)
        move = live.module.replay_steps(live.module.record(before))
        change = SeatChange(live.version + 1, seat, move, left.user_id, left.name, user_id, name)
        try:
            version = await self._store.log.sit(game_id, live.version, change, live.module.to_json(state))
        finally:
            self.forget(game_id)
        return Move(version, before, [], made_at=time.time(), sat=change)

    async def _taken_back(
        self, game_id: int, entry: Entry, target: int, lines: dict[int, tuple[int | None, str]]
    ) -> TakeBack:
        """What the undo ``entry`` took back: its seat's lines after ``target`` up to it (the computers'
        replies that went back with them are not theirs)."""
        if any(v not in lines for v in range(target + 1, entry.version)):
            lines = {e.version: (e.seat, e.action) for e in await self._store.log.entries(game_id, target)}
        if entry.seat is None:
            raise StoreError(f"game {game_id}: the undo at version {entry.version} names no seat")
        taken = [lines[v] for v in range(target + 1, entry.version)]
        return TakeBack(entry.seat, tuple(line for seat, line in taken if seat == entry.seat))

    # --- taking a move back ---------------------------------------------------------------------

    async def check_undo(
        self,
        game_id: int,
        user_id: int,
        expected_version: int | None,
        window: float,
        continues: Continues,
        now: float | None = None,
    ) -> UndoPlan:
        """Whether ``user_id`` may take back their last turn now; the plan if so.

        ``expected_version`` is the version the Take back button was made at (``None``: the command,
        which means the game as it is now); ``window`` the server's time to take back, in seconds;
        ``continues`` tells a turn's steps apart (a double move's halves are one turn).

        Raises
        ------
        CannotUndo
            The reason it may not (someone has played since, something was revealed, too late, ...).
        StaleVersion
            The button is of a version the game has left for another reason (the mover moved on).
        NotAPlayer
            The user has no seat.
        """
        live = await self.live(game_id)
        seat = live.seat_of_user(user_id)
        if live.row.status != "active" or live.module.is_over(live.state):
            raise CannotUndo("undo.over")
        if live.user_of_seat(seat).computer:
            raise CannotUndo("undo.nothing")
        if window <= 0:
            raise CannotUndo("undo.off")
        computers = live.computer_seats()
        if expected_version is not None and expected_version != live.version:
            await self._why_stale(game_id, live, seat, expected_version)
        tail = await self._last_turn(game_id, live, continues)
        replies = trailing(tail, computers)
        rest = tail[: len(tail) - len(replies)]
        if not rest or rest[-1].undo is not None or rest[-1].sat is not None:
            raise CannotUndo("undo.nothing")
        mover = rest[-1].seat
        if mover != seat:
            if expected_version is not None:
                raise CannotUndo("undo.not_yours", seat=mover)
            mine = [s for s in rest if s.seat == seat and s.undo is None]
            raise CannotUndo("undo.played", seat=mover) if mine else CannotUndo("undo.nothing")
        turn = self._turn(rest, seat, live.module, continues)
        if expected_version is not None and turn[-1].version != expected_version:
            raise StaleVersion("the game has moved on")
        for step in (*turn, *replies):
            reason = live.module.reveals(step.events)
            if reason:
                raise CannotUndo("undo.revealed", reason=reason)
        now = time.time() if now is None else now
        if now - turn[-1].made_at > window:
            raise CannotUndo("undo.expired")
        return UndoPlan(seat, tuple(turn), tuple(replies))

    async def undo_locked(
        self,
        game_id: int,
        user_id: int,
        expected_version: int | None,
        window: float,
        continues: Continues,
        now: float | None = None,
    ) -> UndoResult:
        """Take back ``user_id``'s last turn and commit it before returning (the caller holds
        :meth:`lock`); raises as :meth:`check_undo` does, storing nothing then."""
        live = await self.live(game_id)
        plan = await self.check_undo(game_id, user_id, expected_version, window, continues, now)
        first = plan.steps[0]
        restored = first.before
        version = await self._store.log.undo(
            game_id, live.version, plan.seat, first.version - 1, live.module.to_json(restored)
        )
        replaced = live.state
        live.state = restored
        live.version = version
        self._tails.pop(game_id, None)
        return UndoResult(live, TakeBack(plan.seat, plan.lines), replaced)

    async def last_entry(self, game_id: int, live: LiveGame) -> list[Entry]:
        """The log's last entry (none at the start): from memory when this process made it, else read."""
        tail = self._tails.get(game_id)
        if tail and tail[-1].version == live.version:
            step = tail[-1]
            return [Entry(step.version, step.seat, step.line, step.made_at)]
        return await self._store.log.entries(game_id, live.version - 1) if live.version else []

    def _remember(self, game_id: int, step: Step) -> None:
        """Keep ``step``, just made, at the end of the game's recent steps (at most :data:`TAIL`)."""
        tail = self._tails.setdefault(game_id, [])
        if tail and tail[-1].version != step.version - 1:
            tail.clear()
        tail.append(step)
        del tail[:-TAIL]

    def _recent(self, game_id: int, live: LiveGame, since: int) -> list[Step] | None:
        """The steps after ``since`` from memory, when the recent steps reach from there to the game
        as it is; ``None`` when the log must be read."""
        tail = self._tails.get(game_id)
        if not tail or tail[-1].version != live.version or tail[0].version > since + 1:
            return None
        return [step for step in tail if step.version > since]

    async def _last_turn(self, game_id: int, live: LiveGame, continues: Continues) -> list[Step]:
        """The end of the log: at least the whole last turn of a person, the computers' replies since and
        the entry before that turn (if any)."""
        span = TURN_SPAN
        computers = live.computer_seats()
        while True:
            since = max(0, live.version - span)
            steps = self._recent(game_id, live, since)
            if steps is None:
                steps = await self.steps(game_id, since)
            rest = steps[: len(steps) - len(trailing(steps, computers))]
            if (
                since == 0
                or not steps
                or (rest and len(self._turn(rest, rest[-1].seat, live.module, continues)) < len(rest))
            ):
                return steps
            span *= 2

    @staticmethod
    def _turn(
        steps: Sequence[Step], seat: int | None, module: GameModule, continues: Continues
    ) -> list[Step]:
        """The last turn of ``seat`` at the end of ``steps``: its last step and each step before it that
        the same seat made while the game went on waiting for that seat alone (a double move's halves)."""
        if not steps or steps[-1].seat != seat or steps[-1].undo is not None or steps[-1].sat is not None:
            return []
        turn = [steps[-1]]
        for step in reversed(steps[:-1]):
            alone = module.awaiting(step.after) == frozenset({seat})
            if (
                step.undo is not None
                or step.sat is not None
                or step.seat != seat
                or not alone
                or not continues(step.before, step.after)
            ):
                break
            turn.insert(0, step)
        return turn

    async def _why_stale(self, game_id: int, live: LiveGame, seat: int, version: int) -> None:
        """Why a Take back button of ``version`` no longer applies: another person played since, or this
        move was already taken back; otherwise the game merely moved on (:class:`StaleVersion`). Only
        computers' replies since: it still applies (they go back with it)."""
        if version > live.version:
            raise StaleVersion("no such version yet")
        later = await self.steps(game_id, version)
        computers = live.computer_seats()
        other = next((s for s in later if s.seat not in {seat, *computers} and s.undo is None), None)
        if other is not None:
            raise CannotUndo("undo.played", seat=other.seat)
        if later and later[0].undo is not None and later[0].seat == seat:
            raise CannotUndo("undo.already")
        if later and all(s.seat in computers and s.undo is None for s in later):
            return
        raise StaleVersion("the game has moved on")

    def in_memory(self) -> frozenset[int]:
        """The games kept in memory now (running games once used; a finished game is let go once its
        end is shown)."""
        return frozenset(self._live)

    def forget(self, game_id: int) -> None:
        """Drop a game from memory (it will be rebuilt from the store when next used)."""
        self._live.pop(game_id, None)
        self._tails.pop(game_id, None)
        self._store.games.forget(game_id)
