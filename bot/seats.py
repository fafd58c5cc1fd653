"""How every game's text names its seats, once for all games: a mention, a name beside the seat's colour
square (each game's catalogue gives the words ``ui.coloured`` and ``ui.colour.<n>``), every seat's name,
and who is called to move (a person by mention, a computer by name)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from bot.messaging import plain

if TYPE_CHECKING:
    from bot.games.base import LiveGame
    from bot.store import PlayerRow

Say = Callable[..., str]
"""A game's catalogue lookup."""


def mention(user_id: int) -> str:
    """A user's mention (it pings them when a message allows it)."""
    return f"<@{user_id}>"


def coloured(say: Say, seat: int, name: str) -> str:
    """A name (or mention) in text with the seat's colour as a square emoji, as on the board."""
    return say("ui.coloured", square=say(f"ui.colour.{seat % 4}"), name=name)


def seat_names(say: Say, live: LiveGame) -> list[str]:
    """Every seat's name for text: coloured, markdown-safe."""
    return [coloured(say, seat, plain(p.name)) for seat, p in enumerate(live.state.players)]


def called(player: PlayerRow) -> str:
    """Whom a message calls to move: a person by mention, a computer by its name."""
    return plain(player.name) if player.computer else mention(player.user_id)
