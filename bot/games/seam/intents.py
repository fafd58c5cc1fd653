"""What a game's verb asks the core to do: the intents a handler returns, the clicking seat it gets, and
the declaration of a verb (after discord.py's ``DynamicItem`` pairing of pattern and callback and
boardgame.io's move map). A handler never touches the store, the client or the posting seam."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.components import Click, Line, Verb
    from bot.games.seam.live import LiveGame
    from bot.messaging import Post


@dataclass(frozen=True, slots=True)
class Seated:
    """The clicking player at the table: the game, their seat, the version the click was made on (a
    :class:`Play` is bound to it: the live game may move on while the core answers), and a link to the
    game's current public message. A handler may show this seat what its player view allows, nothing
    more."""

    live: LiveGame
    seat: int
    version: int
    link: str | None = None


@dataclass(frozen=True, slots=True)
class Show:
    """Answer the clicker privately with ``post`` (the next step of their panel); ``take_back`` asks the
    core to add its Take back button when the clicker's last move may still be taken back."""

    post: Post
    take_back: bool = False


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``action`` for the clicker (a line the handler wrote, or the :class:`Line` its click carried,
    already read); ``versioned``: only on the version of the :class:`Seated` it answers (else the rules
    alone decide, e.g. a simultaneous choice). The core then asks :meth:`GameUI.follow_up`."""

    action: str | Line
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
    """One of a game's component verbs: what its custom id accepts (:class:`bot.components.Verb`), its
    handler, whether only a seat the game waits for may use it (``turn``) and whether the handler
    draws, so the core acknowledges the click first (``slow``)."""

    verb: Verb
    handler: Handler
    turn: bool = True
    slow: bool = False
