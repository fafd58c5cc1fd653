"""What the bot core knows about a game's Discord side: :class:`GameUI`, which each game implements, with
the values it hands over (a replay's frame, a way to play). The core (lobby, seats, storage, locks,
restarts, Take back) works only through it and the game's rules (:data:`~bot.games.seam.live.GameModule`),
so another game plugs in without a change to the core."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import discord

    from bot.components import Line
    from bot.games.seam.intents import GameVerb, Intent, Seated
    from bot.games.seam.live import GameModule, LiveGame
    from bot.games.seam.table import Moved, Table
    from bot.messaging import Post


@dataclass(frozen=True, slots=True)
class Frame:
    """One step of a replay, drawn from the public view at that step: a title, the step told in words,
    and the board image (PNG)."""

    title: str
    text: str
    image: bytes


@dataclass(frozen=True, slots=True)
class GuideEntry:
    """One entry of a game's guide at a practice table: its ``key`` (shown once per table), its two or
    three sentences in the reader's language and, where a picture explains better, ``picture``: a small
    PNG of the table as it is (a cropped board with the sites it speaks of marked), public facts only,
    readable at 400 px (slow: the core draws it off the event loop, once per table and entry)."""

    key: str
    text: str
    picture: Callable[[], bytes] | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class RulesPage:
    """One page of a game's illustrated rules (``/<game> rules``), in the language in force: its
    ``title``, a few short sentences (``text``, Markdown, at most 1,500 characters) and ``picture``,
    which draws its PNG from a real position of the game (about 400 px wide and readable there; slow:
    the core calls it off the event loop; ``None`` for a page a picture would not help)."""

    title: str
    text: str
    picture: Callable[[], bytes] | None = None


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
        with ``board``, ``status``, ``log`` and ``rules`` (:mod:`bot.features.table_commands`)."""
        ...

    def say(self, key: str, **params: Any) -> str:
        """A sentence of the game's own catalogue in the language in force (``ui.command.<name>`` are
        its subcommands' descriptions)."""
        ...

    async def panel(self, seated: Seated) -> Post:
        """``seated``'s private panel (``/<game> <panel_command>`` and the Hand button): what that seat
        holds and may do now; the core shows it privately (slow: it may draw)."""
        ...

    def recap(self, live: LiveGame, seat: int) -> list[str]:
        """What the others did since ``seat``'s last move and how the scores moved, a few lines in the
        language in force (public facts only); empty when nobody else moved."""
        ...

    def status_text(self, live: LiveGame, link: str | None) -> str:
        """Where the game stands, as ``/<game> status`` tells it (public facts only; ``link``: the game's
        current public message)."""
        ...

    def log_text(self, live: LiveGame) -> str:
        """The last moves in words, as ``/<game> log`` tells them (public facts only)."""
        ...

    def rules_pages(self) -> Sequence[RulesPage]:
        """The game's illustrated rules, as ``/<game> rules`` shows them a page at a time (buttons turn
        them): the goal, a turn, each card or step, scoring, the end, the variants, in that order."""
        ...

    def choice_words(self, choice: str) -> str:
        """What a seat chose to play with (a :class:`~rules.contract.SeatResult` ``choice`` id such as
        ``set:D``) in the reader's language, for the stats."""
        ...

    @property
    def colour(self) -> discord.Colour:
        """The game's colour, down the side of its table messages."""
        ...

    async def table(self, live: LiveGame, moved: Sequence[Moved], draw: bool) -> Table:
        """The live table of ``live``: ``moved`` are the moves since its message was posted (told in
        words), ``draw`` whether the board must be drawn (else the message keeps its picture). It must
        hold no secret."""
        ...

    def edits_live(self, before: Any, after: Any) -> bool:
        """Whether the move from state ``before`` to ``after`` continues the same turn, so its public
        message edits the live one instead of posting anew (e.g. the first half of a double move).

        It must depend on the two states only: a restart redoes the same decision.
        """
        ...

    async def follow_up(self, seated: Seated, move: Line, events: Sequence[Any]) -> Intent:
        """What the clicker sees after the core played ``move`` for them (``seated`` is the game after
        it): usually :class:`Show` (the next choice, or what the move did), or another :class:`Play`
        when the next step has nothing to decide."""
        ...

    def private_news(self, live: LiveGame, link: str | None, events: Sequence[Any], seat: int) -> str | None:
        """What a move's ``events`` tell ``seat`` alone (drawn secrets), as a direct message; ``None``
        when nothing. The core sends it once, even across a crash, and falls back to the hand view."""
        ...

    def milestone(self, events: Sequence[Any]) -> str | None:
        """What a move's ``events`` ended that a follower hears of, in one sentence in the language in
        force (a round, a ship), or ``None``; public facts only. The core adds the scores and the board."""
        ...

    def undo_words(self, live: LiveGame, lines: Sequence[str]) -> str:
        """A taken-back turn (its action ``lines``) in a few public words ("build L04"); no secret."""
        ...

    async def let_go(self, live: LiveGame) -> None:
        """The game is over and shown for good: drop what its renderer keeps to draw its next version
        (a game that keeps nothing of its own there does nothing)."""
        ...

    def guide(self, live: LiveGame, before: Any | None, events: Sequence[Any]) -> Sequence[GuideEntry]:
        """The guide's entries that come up at a practice table with the move from state ``before`` to
        ``live``'s state (its ``events``; ``before`` is ``None`` for the deal), in the language in force:
        what happens for the first time, told as a patient friend would (the core shows each key once
        per table, so the game may name an entry every time it applies). Public facts only: the table
        shows them to everyone."""
        ...

    def replay_turns(self, record: dict[str, Any]) -> Sequence[tuple[int, str]]:
        """The steps where each turn of a recorded game begins, with a short label (for a menu)."""
        ...

    def replay_frame(self, record: dict[str, Any], step: int) -> Frame:
        """The game after ``step`` moves as the table saw it then (public view only; slow: run off the
        event loop)."""
        ...
