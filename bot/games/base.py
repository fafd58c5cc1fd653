"""What the bot core knows about a game: the small interfaces each game implements.

The core (lobby, seats, storage, locks, restarts) works only through :class:`GameModule` (the rules)
and :class:`GameUI` (the game's messages and components), so a second game plugs in without changes
to it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from bot.drawings import Drawings
from bot.inputs import Verb, one_of
from rules.contract import SeatResult

if TYPE_CHECKING:
    from bot.inputs import Click
    from bot.messaging import Post
    from bot.store import GameRow, PlayerRow


__all__ = [
    "Frame",
    "GameModule",
    "GameUI",
    "GameVerb",
    "Intent",
    "LiveGame",
    "NotAPlayer",
    "Play",
    "Refuse",
    "SeatResult",
    "Seated",
    "Show",
    "Variant",
    "Verb",
    "one_of",
]


class GameModule(Protocol):
    """A game as the bot core sees it: states are opaque, actions are notation lines."""

    @property
    def name(self) -> str:
        """The game's command name (``/<name>``) and its key in the store."""
        ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    def new_state(self, names: Sequence[str], seed: int, options: dict[str, Any]) -> Any:
        """A new game for players seated in the order of ``names``."""
        ...

    def to_json(self, state: Any) -> dict[str, Any]:
        """The state as JSON-ready data."""
        ...

    def from_json(self, data: dict[str, Any]) -> Any:
        """A state back from :meth:`to_json` data."""
        ...

    def apply(self, state: Any, action: str) -> tuple[Any, list[Any]]:
        """A new state and the events; raises ``ValueError`` when the action is refused."""
        ...

    def parse(self, action: str) -> tuple[int, str]:
        """The seat an action line is for and the line re-printed canonically from its parsed form.

        Raises ``ValueError`` when it does not parse; only the canonical line is ever stored.
        """
        ...

    def awaiting(self, state: Any) -> frozenset[int]:
        """The seats the game waits for."""
        ...

    def is_over(self, state: Any) -> bool:
        """Whether the game has ended."""
        ...

    def record(self, state: Any) -> dict[str, Any]:
        """The record kept for a finished game (replayable by the game's own tools)."""
        ...

    @property
    def computer_levels(self) -> tuple[str, ...]:
        """Levels of computer player a lobby may add, weakest first (empty if the game has none)."""
        ...

    def computer_action(self, state: Any, seat: int, level: str, seed: str) -> str:
        """The move a computer player of ``level`` makes for ``seat``, deterministic for ``seed``.

        It may only see what that seat could see (the game hands it the seat's private view).
        """
        ...

    def results(self, record: dict[str, Any]) -> Sequence[SeatResult]:
        """Each seat's result of a finished game's record, in seat order (for stats and ratings)."""
        ...

    def replay_steps(self, record: dict[str, Any]) -> int:
        """How many moves a record holds: a replay goes from step 0 (the deal) to this one."""
        ...

    def reveals(self, events: Sequence[Any]) -> str | None:
        """What hidden information a move's ``events`` showed, as the reason a player reads why it
        cannot be taken back ("the tile under L04 was turned"); ``None`` when it showed nothing.

        The core lets a player take back only a turn none of whose moves revealed anything.
        """
        ...


class NotAPlayer(Exception):
    """The user has no seat in this game."""


@dataclass(slots=True)
class LiveGame:
    """A running game in memory: its row, module, state, version and seated players."""

    row: GameRow
    module: GameModule
    state: Any
    version: int
    seats: list[PlayerRow]
    drawings: Drawings = field(default_factory=Drawings, repr=False, compare=False)
    """Where this game's images are kept once drawn: the service's, shared by its games."""

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
class Frame:
    """One step of a replay, drawn from the public view at that step: a title, the step told in words,
    and the board image (PNG)."""

    title: str
    text: str
    image: bytes


@dataclass(frozen=True, slots=True)
class Variant:
    """A way to play a game offered at start (e.g. Santa Cruz's beginner sets): its name and options."""

    label: str
    options: dict[str, Any]


class GameUI(Protocol):
    """A game's Discord side: its own commands, its public turn messages and its component verbs.

    The core owns lobbies, seats, storage, locks and error replies; it calls these hooks and never
    looks inside a state.
    """

    @property
    def module(self) -> GameModule:
        """The game's rules as the core sees them."""
        ...

    @property
    def title(self) -> str:
        """The game's name as players read it."""
        ...

    @property
    def variants(self) -> Mapping[str, Variant]:
        """The ways to play offered at start; the first is the default."""
        ...

    @property
    def computer_levels(self) -> Mapping[str, str]:
        """The module's computer-player levels and their names as players read them."""
        ...

    @property
    def verbs(self) -> Mapping[str, GameVerb]:
        """The verbs of the game's own buttons and menus: what each accepts (checked by the core's input
        seam) and its handler (:class:`GameVerb`)."""
        ...

    @property
    def panel_command(self) -> str:
        """The subcommand that opens a player's private panel (``hand``, ``panel``); the core adds it
        with ``board``, ``status``, ``log`` and ``rules`` (:mod:`bot.table_commands`)."""
        ...

    def say(self, key: str, **params: Any) -> str:
        """A sentence of the game's own catalogue in the language in force (``ui.command.<name>`` are
        its subcommands' descriptions)."""
        ...

    async def panel(self, seated: Seated) -> Post:
        """``seated``'s private panel (``/<game> <panel_command>`` and the Hand button): what that seat
        holds and may do now; the core shows it privately (slow: it may draw)."""
        ...

    def status_text(self, live: LiveGame, link: str | None) -> str:
        """Where the game stands, as ``/<game> status`` tells it (public facts only; ``link``: the game's
        current public message)."""
        ...

    def log_text(self, live: LiveGame) -> str:
        """The last moves in words, as ``/<game> log`` tells them (public facts only)."""
        ...

    def rules_text(self) -> str:
        """A short guide to the game, as ``/<game> rules`` tells it."""
        ...

    async def turn_post(self, live: LiveGame, events: Sequence[Any], before: Any = None) -> Post:
        """The public message after a move (``before`` is the state before it; at the start, no events).

        It must hold no secret.
        """
        ...

    def edits_live(self, before: Any, after: Any) -> bool:
        """Whether the move from state ``before`` to ``after`` continues the same turn, so its public
        message edits the live one instead of posting anew (e.g. the first half of a double move).

        It must depend on the two states only: a restart redoes the same decision.
        """
        ...

    async def follow_up(self, seated: Seated, action: str, events: Sequence[Any]) -> Intent:
        """What the clicker sees after the core played ``action`` for them (``seated`` is the game after
        it): usually :class:`Show` (the next choice, or what the move did), or another :class:`Play`
        when the next step has nothing to decide."""
        ...

    def private_news(self, live: LiveGame, link: str | None, events: Sequence[Any], seat: int) -> str | None:
        """What a move's ``events`` tell ``seat`` alone (drawn secrets), as a direct message; ``None``
        when nothing. The core sends it once, even across a crash, and falls back to the hand view."""
        ...

    def undo_words(self, live: LiveGame, lines: Sequence[str]) -> str:
        """A taken-back turn (its action ``lines``) in a few public words ("build L04"); no secret."""
        ...

    def replay_turns(self, record: dict[str, Any]) -> Sequence[tuple[int, str]]:
        """The steps where each turn of a recorded game begins, with a short label (for a menu)."""
        ...

    def replay_frame(self, record: dict[str, Any], step: int) -> Frame:
        """The game after ``step`` moves as the table saw it then (public view only; slow: run off the
        event loop)."""
        ...


# --- the game seam's intents: what a game's verb asks the core to do ----------------------------------


@dataclass(frozen=True, slots=True)
class Seated:
    """The clicking player at the table: the game as it is now, their seat, and a link to the game's
    current public message. A handler may show this seat what its player view allows, nothing more."""

    live: LiveGame
    seat: int
    link: str | None = None


@dataclass(frozen=True, slots=True)
class Show:
    """Answer the clicker privately with ``post`` (the next step of their panel); ``take_back`` asks the
    core to add its Take back button when the clicker's last move may still be taken back."""

    post: Post
    take_back: bool = False


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``action`` for the clicker; ``versioned``: only on the version the handler saw (else the
    rules alone decide, e.g. a simultaneous choice). The core then asks :meth:`GameUI.follow_up`."""

    action: str
    versioned: bool = True


@dataclass(frozen=True, slots=True)
class Refuse:
    """Turn the click down, changing nothing: ``message`` in the clicker's language, or (``None``) that
    the game has moved on since the clicked message, with a link to the current one."""

    message: str | None = None


Intent = Show | Play | Refuse
"""What a game's verb handler returns."""

Handler = Callable[[Seated, "Click"], Awaitable[Intent]]
"""A game's verb handler: the clicking seat and the checked click in, an intent out; it never touches
the store, the client or the posting seam."""


@dataclass(frozen=True, slots=True)
class GameVerb:
    """One of a game's component verbs: what its custom id accepts (:class:`bot.inputs.Verb`), its
    handler, whether only a seat the game waits for may use it (``turn``) and whether the handler
    draws, so the core acknowledges the click first (``slow``)."""

    verb: Verb
    handler: Handler
    turn: bool = True
    slow: bool = False
