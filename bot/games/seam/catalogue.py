"""What every game's :class:`~bot.games.seam.protocol.GameUI` does alike: its names from its own catalogue,
its turn message from its own posts module, and the stops of a replay.

A game's UI names its catalogue's ``say``, its posts module and its variants' options, and inherits
the rest, so the games do not each carry a copy of it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any

from bot.games.seam.protocol import Variant
from bot.messaging import plain

if TYPE_CHECKING:
    from bot.games.seam.live import LiveGame
    from bot.messaging import Post


class CatalogueUI:
    """The shared half of a game UI; subclasses set the class attributes and ``module``."""

    say: Callable[..., str]
    """The game's catalogue lookup (``ui.game``, ``ui.level.<level>``, ``ui.variant.<name>``)."""
    posts: ModuleType
    """The game's posts module: ``turn_post(live, events, before, image_format)`` and ``continues``."""
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

    async def turn_post(self, live: LiveGame, events: Sequence[Any], before: Any = None) -> Post:
        """The public message after a move, its board in the admin's format."""
        post: Post = await self.posts.turn_post(live, events, before, self.board_format)
        return post

    def edits_live(self, before: Any, after: Any) -> bool:
        """Whether the move continues the turn, so its message edits the live one."""
        return bool(self.posts.continues(before, after))

    def replay_turns(self, record: dict[str, Any]) -> list[tuple[int, str]]:
        """The replay's stops: the start, then each step where another seat starts to move, labelled
        with that seat's name (the catalogue's ``ui.replay.start`` and ``ui.replay.turn``)."""
        names = [plain(n) for n in record["players"]]
        out = [(0, self.say("ui.replay.start"))]
        previous = None
        for step, line in enumerate(record["moves"], start=1):
            seat = int(line.split(" ", 1)[0])
            if seat != previous:
                out.append((step, self.say("ui.replay.turn", step=step, name=names[seat])))
            previous = seat
        return out
