"""What the bot core knows about a game: the small interfaces each game implements.

The core (lobby, seats, storage, locks, restarts) works only through :class:`GameModule` (the rules)
and :class:`GameUI` (the game's messages and components), so a second game plugs in without changes
to it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from bot.components import Ref
    from bot.context import Ctx
    from bot.inputs import Verb
    from bot.messaging import Post
    from bot.service import LiveGame
    from bot.store import GameRow


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


@dataclass(frozen=True, slots=True)
class SeatResult:
    """How one seat of a finished game did, read from its record: final score, rank (1 = won) and
    what it chose to play with, as players read it (``None`` if the game has no such choice)."""

    score: int
    rank: int
    choice: str | None = None


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
    def verbs(self) -> Mapping[str, Verb]:
        """The verbs of the game's own buttons and menus and what each accepts (checked by the core's
        input seam before :meth:`on_component` sees a click)."""
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

    async def open_panel(self, ctx: Ctx, live: LiveGame, seat: int) -> None:
        """Show ``seat``'s private panel to the clicker (``/<game> <panel_command>``)."""
        ...

    def status_text(self, ctx: Ctx, live: LiveGame) -> str:
        """Where the game stands, as ``/<game> status`` tells it (public facts only)."""
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

    async def on_component(self, ctx: Ctx, ref: Ref, values: Sequence[str]) -> None:
        """Handle a checked click on one of the game's own buttons or select menus.

        The core has already checked the custom id against :attr:`verbs`, that the game is running,
        that the clicker holds a seat, and a versioned verb's version; the handler checks the rest
        against the state (whose turn, what was offered) and answers privately through
        :meth:`bot.context.Ctx.show`.
        """
        ...

    def private_news(self, live: LiveGame, row: GameRow, events: Sequence[Any], seat: int) -> str | None:
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
