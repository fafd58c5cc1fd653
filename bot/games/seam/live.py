"""A running game as the core and the games share it: the live game, the key of its drawings, and the
words every game's text names its seats with (a mention, a name beside the seat's colour square, every
seat's name, who is called to move; each game's catalogue gives ``ui.coloured``, the core's seat-colour
table :mod:`rules.colours` the square)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ParamSpec, TypeAlias, TypeVar

from bot.components import Line
from bot.drawings import Drawings
from bot.messaging import plain
from bot.workers import off_loop
from rules import i18n, registry
from rules.colours import seat_colour
from rules.contract import GameRules

if TYPE_CHECKING:
    from bot.store import GameRow, PlayerRow, SeatChange
    from rules.teach import Hint

P = ParamSpec("P")
T = TypeVar("T")

GameModule: TypeAlias = GameRules[Any, Any, Any, Any, Any]
"""A game's rules as the core holds them (:class:`rules.contract.GameRules`): the core keeps games of
different state, action and view types side by side and only passes their values back to the game."""


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
    changes: tuple[SeatChange, ...] = ()
    """The seats new people took over from people who were gone, in order (who played which turns)."""
    _views: list[tuple[Any, Any]] = field(default_factory=list, repr=False, compare=False)
    """The public views of the last few states asked for, each beside its state (:meth:`public`)."""

    async def draw(
        self, what: tuple[Hashable, ...], make: Callable[P, T], *args: P.args, **kwargs: P.kwargs
    ) -> T:
        """The drawing ``what`` of the current version, made once by ``make(*args, **kwargs)`` in the
        game's renderer (:meth:`bot.drawings.Drawings.of_game`): a module-level function, which may keep
        the game's current board there, so it is never drawn twice however many games the process
        runs."""
        key = version_key(self, *what)
        return await self.drawings.of_game(self.row.id, key, make, *args, **kwargs)

    async def think(self, seat: int, level: str, seed: str) -> str:
        """The move the computer of ``level`` makes for ``seat`` now (:meth:`_searched`)."""
        return await self._searched(registry.computer_action, self.module.computer_action, seat, level, seed)

    async def hint(self, seat: int, seed: str) -> Hint:
        """The strong computer's advice for ``seat`` now, with its reasons (:meth:`_searched`)."""
        return await self._searched(registry.hint, self.module.hint, seat, seed)

    async def _searched(self, by_name: Callable[..., T], own: Callable[..., T], *args: Any) -> T:
        """``own(state, *args)``, a search of the game's computer, worked out in the game's renderer
        process when there are such and the game is built in (``by_name(game, state, *args)``, so only
        the state goes across), else in a thread: a strong search is pure Python, which in a thread of the
        bot's process would hold the interpreter's lock the event loop needs to answer clicks within
        Discord's 3 s, and would spend the bot process's own core."""
        if self.module in registry.BUILT_IN:
            renderers = self.drawings.renderers
            return await renderers.run(self.row.id, by_name, self.module.name, self.state, *args)
        return await off_loop(own, self.state, *args)

    def board_key(self) -> tuple[Hashable, ...]:
        """What names this version's board where the game's renderer keeps it: the store's token, the
        game, its version and the language in force."""
        return (self.drawings.token, *version_key(self, "board"))

    def public(self, state: Any = None) -> Any:
        """The public view of ``state`` (default: the game as it is now), computed once for each of the
        last few states asked for: a move's table, panels and answers read the same view. States the
        service hands out are never changed in place, so a state's own identity is its key."""
        state = self.state if state is None else state
        for known, view in self._views:
            if known is state:
                return view
        view = self.module.public_view(state)
        self._views = [(state, view), *self._views[:3]]
        return view

    def seat_of_user(self, user_id: int) -> int:
        """The user's seat; raises :class:`NotAPlayer` if the user is not seated."""
        for player in self.seats:
            if player.user_id == user_id and player.seat is not None:
                return player.seat
        raise NotAPlayer(user_id)

    def user_of_seat(self, seat: int) -> PlayerRow:
        return next(p for p in self.seats if p.seat == seat)

    def computer_seats(self) -> frozenset[int]:
        """The seats computers play now."""
        return frozenset(p.seat for p in self.seats if p.computer and p.seat is not None)

    def awaited(self) -> list[PlayerRow]:
        """The players (people and computers) the game waits for now, in seat order."""
        return [self.user_of_seat(seat) for seat in sorted(self.module.awaiting(self.state))]


def read_line(module: GameModule, text: str) -> Line:
    """A move in ``module``'s notation, read once (raises ``ValueError`` when it is not one)."""
    seat, action = module.parse(text)
    return Line(seat, action, module.format_action(action))


def version_key(live: LiveGame, *what: Hashable) -> tuple[Hashable, ...]:
    """A drawing's key: the game, its version, the language in force and what is drawn."""
    return (live.row.id, live.version, i18n.current(), *what)


TAKEN_OVER = "taken_over"
"""The record field the core adds when new people took over seats: a list of ``{"seat", "move", "left",
"took"}``, ``move`` being how many of the record's moves were made before (who played which turns)."""


def game_record(module: GameModule, state: Any, changes: Sequence[SeatChange]) -> dict[str, Any]:
    """A game's record in its own format, with the seats new people took over (:data:`TAKEN_OVER`)."""
    record: dict[str, Any] = dict(module.record(state))
    if changes:
        record[TAKEN_OVER] = [
            {"seat": c.seat, "move": c.move, "left": c.left_name, "took": c.took_name} for c in changes
        ]
    return record


Earlier = tuple[int, int, str]
"""A seat's earlier holder: (seat, how many moves were made before the seat changed hands, their name)."""


def held_by(names: Sequence[str], earlier: Sequence[Earlier], move: int) -> list[str]:
    """The seats' names as they were at move ``move`` (0-based): ``names`` as they are now, each seat
    taken over after that move named as its holder then (``earlier`` in the order it happened)."""
    out = list(names)
    for seat, at, name in reversed(earlier):
        if at > move:
            out[seat] = name
    return out


def record_name(live: LiveGame) -> str:
    """The file name of a game's record, as its last table attaches it: the game and its number."""
    return f"{live.row.game}-game-{live.row.id}.json"


Say = Callable[..., str]
"""A game's catalogue lookup."""


def mention(user_id: int) -> str:
    """A user's mention (it pings them when a message allows it)."""
    return f"<@{user_id}>"


def coloured(say: Say, seat: int, name: str) -> str:
    """A name (or mention) in text with the seat's colour as a square emoji, as on the board (both read
    :func:`rules.colours.seat_colour`)."""
    return say("ui.coloured", square=seat_colour(seat).square, name=name)


def seat_names(say: Say, live: LiveGame) -> list[str]:
    """Every seat's name for text: coloured, markdown-safe."""
    return [coloured(say, seat, plain(p.name)) for seat, p in enumerate(live.state.players)]


def called(player: PlayerRow) -> str:
    """Whom a message calls to move: a person by mention, a computer by its name."""
    return plain(player.name) if player.computer else mention(player.user_id)
