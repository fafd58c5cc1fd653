"""What every game's :class:`~bot.games.seam.protocol.GameUI` does alike: its names from its own catalogue,
its turn message from its own posts module, the ``status`` and ``log`` answers and the stops of a replay.

A game's UI names its catalogue's ``say``, its posts module and its variants' options, says what only it
knows (its standings, its public moves and their words), and inherits the rest, so the games do not each
carry a copy of it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any

from bot.games.seam.live import TAKEN_OVER, coloured, held_by, seat_names
from bot.games.seam.protocol import Variant
from bot.messaging import plain
from bot.texts import text
from rules.i18n import join_list

if TYPE_CHECKING:
    import discord

    from bot.games.seam.live import LiveGame
    from bot.games.seam.table import Moved, Table


LOG_LINES = 15
"""Moves shown by a game's ``log`` command."""
RECAP_MOVES = 5
"""The most moves of the others a recap tells (it says how many earlier ones it leaves out)."""


class CatalogueUI:
    """The shared half of a game UI; subclasses set the class attributes and ``module``."""

    say: Callable[..., str]
    """The game's catalogue lookup (``ui.game``, ``ui.level.<level>``, ``ui.variant.<name>``)."""
    posts: ModuleType
    """The game's posts module: ``table(live, moved, draw, image_format)``, ``continues`` and ``COLOUR``."""
    variant_options: tuple[tuple[str, Mapping[str, Any]], ...]
    """Each variant's key and engine options, in the order they are offered."""
    module: Any
    board_format: str

    @property
    def title(self) -> str:
        """The game's name in the language in force."""
        return self.say("ui.game")

    @property
    def computer_levels(self) -> dict[str, str]:
        """Level names in the language in force."""
        return {level: self.say(f"ui.level.{level}") for level in self.module.computer_levels}

    @property
    def variants(self) -> dict[str, Variant]:
        """Variant names in the language in force, with their options."""
        return {
            name: Variant(self.say(f"ui.variant.{name}"), dict(options))
            for name, options in self.variant_options
        }

    @property
    def colour(self) -> discord.Colour:
        """The game's colour (its posts module's ``COLOUR``)."""
        colour: discord.Colour = self.posts.COLOUR
        return colour

    async def table(self, live: LiveGame, moved: Sequence[Moved], draw: bool) -> Table:
        """The live table, its board in the admin's format."""
        table: Table = await self.posts.table(live, moved, draw, self.board_format)
        return table

    def edits_live(self, before: Any, after: Any) -> bool:
        """Whether the move continues the turn, so its message edits the live one."""
        return bool(self.posts.continues(before, after))

    # --- the status and log commands ------------------------------------------------------------

    def standings(self, live: LiveGame, names: Sequence[str]) -> list[str]:
        """The game's own lines of ``status``: where it stands and each player's standing (``names``:
        the seats' coloured names)."""
        raise NotImplementedError

    def public_moves(self, live: LiveGame) -> Sequence[str]:
        """Every move so far as the table may read it, in notation (nothing hidden)."""
        raise NotImplementedError

    def move_words(self, moves: Sequence[str], index: int, names: Sequence[str]) -> str:
        """The public move ``moves[index]`` in words for the log (the moves before it tell where in the
        game it was); by default, who made it."""
        return names[int(moves[index].split(" ", 1)[0])]

    def words_of(
        self, live: LiveGame, moves: Sequence[str], indices: Sequence[int], names: Sequence[str]
    ) -> dict[int, str]:
        """The moves at ``indices`` of ``live``'s public ``moves`` in words (:meth:`move_words`); a game
        that tells its moves by replaying the game tells them all at once here."""
        return {index: self.move_words(moves, index, names) for index in indices}

    def _said(self, live: LiveGame, moves: Sequence[str], indices: Sequence[int]) -> dict[int, str]:
        """:meth:`words_of` for ``indices``, each move naming the seats as they were held when it was made
        (a seat taken over later still names its earlier holder)."""
        names = seat_names(self.say, live)
        earlier = [(c.seat, c.move, coloured(self.say, c.seat, plain(c.left_name))) for c in live.changes]
        groups: dict[tuple[str, ...], list[int]] = {}
        for index in indices:
            groups.setdefault(tuple(held_by(names, earlier, index)), []).append(index)
        said: dict[int, str] = {}
        for held, group in groups.items():
            said.update(self.words_of(live, moves, group, list(held)))
        return said

    def recap(self, live: LiveGame, seat: int) -> list[str]:
        """What the others did since ``seat``'s last move (or since the start), in words, at most
        :data:`RECAP_MOVES` of them, and how the scores moved; nothing when nobody else moved."""
        moves = list(self.public_moves(live))
        mover = [int(line.split(" ", 1)[0]) for line in moves]
        mine = [i for i, who in enumerate(mover) if who == seat]
        start = mine[-1] + 1 if mine else 0
        others = [i for i in range(start, len(moves)) if mover[i] != seat]
        if not others:
            return []
        names = seat_names(self.say, live)
        shown = others[-RECAP_MOVES:]
        said = self._said(live, moves, shown)
        lines = [text("recap.header")]
        if len(others) > len(shown):
            lines.append(text("recap.earlier", count=len(others) - len(shown)))
        lines += [f"• {said[i]}" for i in shown if said[i]]
        then = self.module.scores(self.module.replay(self.module.record(live.state), start))
        now = self.module.scores(live.state)
        moved = [
            text("recap.score", name=names[s], score=now[s], change=f"{now[s] - then[s]:+d}")
            for s in range(len(now))
            if now[s] != then[s]
        ]
        if moved:
            lines.append(text("recap.scores", scores=join_list(moved)))
        return lines

    def choice_words(self, choice: str) -> str:
        """A seat's choice in words: the catalogue's ``ui.stats.<kind>`` with ``value`` for an id
        ``<kind>:<value>``; anything else (a label an older bot stored in words) as it is."""
        kind, _, value = choice.partition(":")
        if not value:
            return choice
        try:
            return self.say(f"ui.stats.{kind}", value=value)
        except KeyError:
            return choice

    def status_text(self, live: LiveGame, link: str | None) -> str:
        """Where the game stands (the game's standings), who must act, and a link to the current message
        (the catalogue's ``ui.status.waiting`` and ``ui.status.link``)."""
        names = seat_names(self.say, live)
        lines = self.standings(live, names)
        waiting = join_list([names[seat] for seat in sorted(self.module.awaiting(live.state))])
        if waiting:
            lines.append(self.say("ui.status.waiting", names=waiting))
        if link:
            lines.append(self.say("ui.status.link", link=link))
        return "\n".join(lines)

    def log_text(self, live: LiveGame) -> str:
        """The last moves, seats numbered from 1, each in words (the catalogue's ``ui.log.empty`` and
        ``ui.log.header``)."""
        moves = self.public_moves(live)
        if not moves:
            return self.say("ui.log.empty")
        first = max(0, len(moves) - LOG_LINES)
        said = self._said(live, moves, range(first, len(moves)))
        lines = [self.say("ui.log.header", count=len(moves) - first, total=len(moves))]
        for number, line in enumerate(moves[first:], start=first + 1):
            lines += self._taken_over(live, number - 1)
            seat, rest = line.split(" ", 1)
            lines.append(f"{number}. `{int(seat) + 1} {rest}` {said[number - 1]}")
        lines += self._taken_over(live, len(moves))
        return "\n".join(lines)

    @staticmethod
    def _taken_over(live: LiveGame, move: int) -> list[str]:
        """The log's lines for the seats new people took over just before move ``move`` (0-based)."""
        return [
            text("seat.log", took=plain(c.took_name), left=plain(c.left_name))
            for c in live.changes
            if c.move == move
        ]

    def replay_turns(self, record: dict[str, Any]) -> list[tuple[int, str]]:
        """The replay's stops: the start, then each step where another seat starts to move, labelled
        with that seat's name (the catalogue's ``ui.replay.start`` and ``ui.replay.turn``)."""
        names = [plain(n) for n in record["players"]]
        earlier = [(int(c["seat"]), int(c["move"]), plain(c["left"])) for c in record.get(TAKEN_OVER, ())]
        out = [(0, self.say("ui.replay.start"))]
        previous = None
        for step, line in enumerate(record["moves"], start=1):
            seat = int(line.split(" ", 1)[0])
            if seat != previous:
                name = held_by(names, earlier, step - 1)[seat]
                out.append((step, self.say("ui.replay.turn", step=step, name=name)))
            previous = seat
        return out
