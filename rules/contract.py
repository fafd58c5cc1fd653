"""What every game's engine contract shares: the typed game contract (:class:`GameRules`, after
python-chess's ``Board`` and OpenSpiel's games) with its one :class:`Outcome` and JSON types, the
legal-actions container, the pure ``apply`` around an in-place one, and the refusals every turn-based
game gives before its own reasons (game over, no such seat, not your turn)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Generic, Protocol, Self, TypeAlias, TypeVar, runtime_checkable

from rules.errors import IllegalAction
from rules.teach import Hint, Miss, TurningPoint, Words

JsonScalar: TypeAlias = str | int | float | bool | None
"""A JSON leaf: what a game's options hold."""
Json: TypeAlias = JsonScalar | list["Json"] | dict[str, "Json"]
"""A JSON value: a leaf, a list or an object."""
JsonObject: TypeAlias = dict[str, Json]
"""A JSON object: a stored state or a game record."""

A = TypeVar("A")
E = TypeVar("E")
Act = TypeVar("Act")
S = TypeVar("S")
PublicV = TypeVar("PublicV", covariant=True)
PlayerV = TypeVar("PlayerV", covariant=True)
Refusal = TypeVar("Refusal", bound=IllegalAction)


@dataclass(frozen=True, slots=True)
class SeatResult:
    """How one seat of a finished game did: final score, rank (1 = won; tied seats share a rank) and what
    it chose to play with, as an id in no language (``set:D``; the game's UI names it, ``None`` if the
    game has no such choice)."""

    score: int
    rank: int
    choice: str | None = None


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game, one :class:`SeatResult` per seat in seat order: what both engines
    return at the end and what a finished record yields, so stats read the same thing from either."""

    seats: tuple[SeatResult, ...]

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's final score."""
        return tuple(s.score for s in self.seats)

    @property
    def places(self) -> tuple[int, ...]:
        """Each seat's rank (1 = won; tied seats share a rank)."""
        return tuple(s.rank for s in self.seats)

    @property
    def order(self) -> tuple[int, ...]:
        """Seats best first; seats sharing a rank keep seat order."""
        return tuple(sorted(range(len(self.seats)), key=lambda seat: (self.seats[seat].rank, seat)))

    @property
    def winner(self) -> int:
        """The first seat of :attr:`order` (see :attr:`winners` for a shared win)."""
        return self.order[0]

    @property
    def winners(self) -> tuple[int, ...]:
        """Every seat of rank 1."""
        return tuple(seat for seat, s in enumerate(self.seats) if s.rank == 1)


class MarkKind(StrEnum):
    """How a score chart draws a moment: a ``divider`` splits the game into parts (a new round, a ship
    that sailed), an ``event`` is a blow that hit the scores (an eruption)."""

    DIVIDER = "divider"
    EVENT = "event"


@dataclass(frozen=True, slots=True)
class ScoreMark:
    """A moment the score chart marks: after move ``step``, of ``kind``, named by the game's catalogue key
    ``render.chart.<key>`` filled with ``params``."""

    step: int
    kind: MarkKind
    key: str
    params: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """How a finished game's scores came about, for the standings and the score chart every game ends
    with: where each seat's points came from and everyone's score after each move.

    ``points[seat][i]`` are the points ``seat`` got from ``sources[i]`` (a key the game's catalogue names
    as ``render.category.<source>``), summing to the seat's final score; ``scores[step][seat]`` runs from
    step 0 (the deal) to the last move, as the table saw it."""

    sources: tuple[str, ...]
    points: tuple[tuple[int, ...], ...]
    scores: tuple[tuple[int, ...], ...]
    marks: tuple[ScoreMark, ...] = ()

    def totals(self) -> tuple[int, ...]:
        """Each seat's final score: the sum of its points."""
        return tuple(sum(row) for row in self.points)


@runtime_checkable
class GameRules(Protocol[S, A, E, PublicV, PlayerV]):
    """A game as everything outside its engine sees it: states ``S``, actions ``A`` (or their notation
    lines), events ``E`` and the two views. Each engine exports one object of this shape (``GAME``) and
    :mod:`rules.registry` lists them; nothing outside a game names its state, action or view types."""

    @property
    def name(self) -> str:
        """The game's command name and its key in stores and records (``record["game"]``)."""
        ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    @property
    def computer_levels(self) -> tuple[str, ...]:
        """Levels of computer player a table may seat, weakest first (empty if the game has none)."""
        ...

    def new_state(self, names: Sequence[str], seed: int, options: Mapping[str, JsonScalar]) -> S:
        """A new game for players seated in the order of ``names``, its chance fixed by ``seed``."""
        ...

    def to_json(self, state: S) -> JsonObject:
        """The state as JSON data (:meth:`from_json` gives back an equal state)."""
        ...

    def from_json(self, data: JsonObject) -> S:
        """A state back from :meth:`to_json` data."""
        ...

    def parse(self, line: str) -> tuple[int, A]:
        """The seat a notation line is for and its action (:meth:`format_action` prints it canonically,
        the only form stored; :meth:`apply` takes it without reading the line again); raises
        ``ValueError`` when it does not parse."""
        ...

    def format_action(self, action: A) -> str:
        """An action's canonical notation line."""
        ...

    def awaiting(self, state: S) -> frozenset[int]:
        """The seats whose decision the game waits for (none once it is over)."""
        ...

    def legal_actions(self, state: S, seat: int) -> Sequence[A]:
        """What ``seat`` may do now; empty when the game does not wait for it."""
        ...

    def apply(self, state: S, action: A | str) -> tuple[S, list[E]]:
        """The state after ``action`` (or its line) and the events; ``state`` never changes. Raises
        ``ValueError`` (the engine's ``ActionError``) when the line does not parse or the rules refuse it."""
        ...

    def is_over(self, state: S) -> bool:
        """Whether the game has ended."""
        ...

    def public_view(self, state: S) -> PublicV:
        """What everyone at the table sees."""
        ...

    def player_view(self, state: S, seat: int) -> PlayerV:
        """What ``seat`` sees: the public view plus its own secrets, nobody else's."""
        ...

    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else ``None``."""
        ...

    def scores(self, state: S) -> tuple[int, ...]:
        """Each seat's score as the table shows it now (public: no hidden points), in seat order."""
        ...

    def record(self, state: S) -> JsonObject:
        """The game's record so far (its result once finished), in the game's record format."""
        ...

    def record_outcome(self, record: JsonObject) -> Outcome | None:
        """The result a finished record stores (equal to :meth:`outcome` of its last state); ``None`` when
        it stores none. Raises ``ValueError`` (``RecordError``) when it is malformed."""
        ...

    def score_sheet(self, record: JsonObject) -> ScoreSheet:
        """Where a finished record's points came from and the scores after each move, from what the table
        saw; raises ``RecordError`` if malformed."""
        ...

    def replay_steps(self, record: JsonObject) -> int:
        """How many moves a record holds: a replay goes from step 0 (the deal) to this one."""
        ...

    def replay(self, record: JsonObject, step: int) -> S:
        """The state after the first ``step`` moves of ``record``; raises ``RecordError`` if malformed."""
        ...

    def computer_action(self, state: S, seat: int, level: str, seed: str) -> str:
        """The line a computer player of ``level`` plays for ``seat``, deterministic for ``seed``; it
        decides from that seat's player view only, never from the whole state."""
        ...

    def hint(self, state: S, seat: int, seed: str) -> Hint:
        """The strong computer's choice for ``seat`` with the reasons its evaluation gives
        (:class:`~rules.teach.Hint`), decided from that seat's player view only and deterministic for
        ``seed``; ``ValueError`` when the game does not wait for ``seat``."""
        ...

    def why_not(self, state: S, seat: int) -> Sequence[Miss]:
        """The choices nearest to those ``seat`` is offered now that the rules refuse it, each with the
        engine's own refusal (:class:`~rules.teach.Miss`), at most :data:`~rules.teach.MISSES`; worked
        out from what that seat may see only (empty when every near choice is legal)."""
        ...

    def turning_points(self, record: JsonObject) -> Sequence[TurningPoint]:
        """The decisions of a finished ``record`` that mattered most by the strong computer's evaluation
        (:class:`~rules.teach.TurningPoint`, each game's ``turning`` module): the largest ``abs(swing)``
        first, at most :data:`~rules.teach.TURNING_POINTS`, each judged from what its seat could see
        then; deterministic. Raises ``RecordError`` if malformed."""
        ...

    def explain(self, words: Words) -> str:
        """A sentence of a hint or a miss (:class:`~rules.teach.Words`) in the language in force."""
        ...

    def reveals(self, events: Sequence[E]) -> str | None:
        """What hidden information a move's ``events`` showed, as the reason players read why it cannot
        be taken back ("the tile under L04 was turned"); ``None`` when it showed nothing."""
        ...

    def renamed(self, state: S, seat: int, name: str) -> S:
        """A copy of ``state`` in which ``seat`` bears ``name`` (a new person took the seat over); nothing
        else changes, ``state`` itself stays as it was."""
        ...

    def scramble(self, state: S, seed: int, keep_seat: int | None = None) -> S:
        """A state nobody at the table can tell from ``state``: every secret redrawn from ``seed`` except
        what ``keep_seat`` holds or has seen (after OpenSpiel's resampling from an information state).
        The views of the table and of ``keep_seat`` must not change: what proves they hold no other
        seat's secret."""
        ...


class Clonable(Protocol):
    """A state that copies itself deeply."""

    def clone(self) -> Self: ...


C = TypeVar("C", bound=Clonable)


class ActionList(Sequence[A], Generic[A]):
    """The actions a seat may take now: iterate, index, count, or test membership with ``in``."""

    __slots__ = ("_actions",)

    def __init__(self, actions: list[A]) -> None:
        self._actions = actions

    def __len__(self) -> int:
        return len(self._actions)

    def __getitem__(self, index: int) -> A:  # type: ignore[override]
        return self._actions[index]

    def __iter__(self) -> Iterator[A]:
        return iter(self._actions)

    def __contains__(self, action: object) -> bool:
        return action in self._actions

    def __repr__(self) -> str:
        return f"<LegalActions [{', '.join(str(a) for a in self._actions)}]>"


def apply_to_copy(state: C, action: Act, apply_in_place: Callable[[C, Act], list[E]]) -> tuple[C, list[E]]:
    """``apply_in_place`` on a copy of ``state``: the new state and the events; ``state`` never changes."""
    new = state.clone()
    events = apply_in_place(new, action)
    return new, events


class Named(Protocol):
    """A player with a display name."""

    @property
    def name(self) -> str: ...


class Table(Protocol):
    """What the shared refusals read of a state: its players."""

    @property
    def players(self) -> Sequence[Named]: ...


def turn_refusal(
    illegal: type[Refusal], state: Table, seat: int, awaited: Collection[int], *, over: bool
) -> Refusal | None:
    """The refusal all games share, if any: the game is ``over``, or the seat does not exist or is not
    awaited."""
    if over:
        return illegal("illegal.game_over")
    players = len(state.players)
    if not 0 <= seat < players:
        return illegal("illegal.no_such_seat", seat=seat, players=players)
    if seat not in awaited:
        names = tuple(state.players[s].name for s in sorted(awaited))
        return illegal("illegal.not_your_turn", waiting=names)
    return None
