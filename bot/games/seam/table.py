"""The live table as a game describes it (:class:`Table`): what happened, the board, each player's
standing, who must do what now and the mover's buttons. The core lays it out as one Discord message
(:mod:`bot.app.table_layout`), adds the seats' colours, names and "computer" tags, and decides when it is
posted anew or edited, so both games' tables read and behave alike."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    import discord

T = TypeVar("T")

NEWS_CHARS = 1500
"""The most characters of news a live table shows: its newest lines, the older ones cut
(:mod:`bot.app.table_layout`)."""


def newest_lines(groups: Sequence[T], tell: Callable[[T], list[str]], limit: int = NEWS_CHARS) -> list[str]:
    """The lines ``tell`` makes of ``groups``, in order, told newest first only until they pass ``limit``
    characters: a table edited through a long run of computer moves would otherwise narrate every move
    since it was posted at each edit (work that grows with the run, on the event loop) to show the last
    few. The lines the table keeps are the same."""
    told: list[list[str]] = []
    size = -1
    for group in reversed(groups):
        lines = tell(group)
        told.append(lines)
        size += sum(len(line) + 1 for line in lines)
        if size > limit:
            break
    return [line for lines in reversed(told) for line in lines]


@dataclass(frozen=True, slots=True)
class Moved:
    """A move the table reports: the state before it and what it did (its events)."""

    before: Any
    events: Sequence[Any]


@dataclass(frozen=True, slots=True)
class Board:
    """The board image a table shows: its file name, its bytes (``None``: not drawn, the message keeps the
    one it has) and its alt text (for screen readers)."""

    name: str
    image: bytes | None
    alt: str


@dataclass(slots=True)
class Table:
    """One live table message as the game words it; the core lays it out.

    ``standings`` holds one line per seat, in seat order, with the game's facts (points, what the player
    holds) but not the name, which the core puts in front with the seat's colour. ``prompt`` says who
    must do what now (with mentions of the people it asks) or, at the end, the result; ``mentions`` are
    the people the table pings when it is posted (an edit pings nobody). ``files`` are more pictures
    and files shown below the board (a scoring summary; at the end the standings, the chart, the record).
    """

    title: str
    news: Sequence[str]
    standings: Sequence[str]
    prompt: str
    board: Board | None
    buttons: Sequence[discord.ui.Item[Any]] = ()
    mentions: Sequence[int] = ()
    files: Sequence[tuple[str, bytes]] = field(default_factory=tuple)
    guide: Sequence[str] = ()
    """At a practice table, the guide's entries the moves told bring up (the core adds them)."""
    guide_picture: bytes | None = None
    """The picture of the first of those entries that has one (PNG), shown under them."""
    summary: str = ""
    """One line that stays when the table has moved on (e.g. ``Round 2 · Ana's turn``); the title when
    empty."""
