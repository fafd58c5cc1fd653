"""A game's :class:`~bot.games.seam.table.Table` laid out as one Discord message with Components V2: a
container with the title, the board (with alt text), what happened, one block per player (colour
square, name, the game's facts, "computer"), who must do what now and the mover's buttons.

Everything is text a phone and a screen reader can read; the picture is the island alone. The layout
stays within Discord's limits for such messages (40 components, 4,000 characters of text): when the
players' blocks would not fit, they share one block, and long texts are cut at a line.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.games.seam import NEWS_CHARS, LiveGame, coloured
from bot.games.seam.table import Table
from bot.messaging import Post, plain
from bot.texts import text
from rules.colours import seat_colour

MAX_COMPONENTS = 40
"""Discord's limit on the components of a Components V2 message, nested ones included."""
MAX_TEXT = 4000
"""Discord's limit on the characters of all text displays of a Components V2 message."""
MAX_ALT = 1024
"""Discord's limit on a media gallery item's description."""
ROW_WIDTH = 5
"""Buttons in one action row (a select menu fills a row)."""
GUIDE_IMAGE = "guide.png"
"""The attachment a practice table's guide picture travels as."""


class TableView(discord.ui.LayoutView):
    """A table message's components, sent but never listened to: clicks go to the input seam."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_dispatchable(self) -> bool:
        """Never: discord.py must not keep this view in memory or route clicks to it."""
        return False

    def is_finished(self) -> bool:
        """Always, for the same reason: discord.py's ephemeral reply keeps any view that is not finished
        for 15 minutes without asking :meth:`is_dispatchable` (a timer task and the view held per
        private panel sent)."""
        return True


def rows_of(items: Sequence[discord.ui.Item[Any]]) -> list[list[discord.ui.Item[Any]]]:
    """Buttons and menus in action rows: an item's own ``row`` when it names one, else the next row
    with room; a menu fills its row."""
    rows: dict[int, list[discord.ui.Item[Any]]] = {}
    for item, row in zip(items, placed_rows(items), strict=True):
        rows.setdefault(row, []).append(item)
    return [rows[r] for r in sorted(rows)]


def placed_rows(items: Sequence[discord.ui.Item[Any]]) -> list[int]:
    """The action row each of ``items`` goes to (:func:`rows_of`)."""
    widths: dict[int, int] = {}
    out = []
    for item in items:
        width = ROW_WIDTH if isinstance(item, discord.ui.Select) else 1
        row = item.row
        if row is None:
            row = 0
            while widths.get(row, 0) + width > ROW_WIDTH:
                row += 1
        widths[row] = widths.get(row, 0) + width
        out.append(row)
    return out


def newest_fitting(lines: Sequence[str], limit: int) -> str:
    """``lines`` joined, the oldest dropped (then the last cut) until they fit ``limit`` characters."""
    kept = list(lines)
    while kept and len("\n".join(kept)) > limit:
        kept.pop(0)
    out = "\n".join(kept)
    return out if out or not lines else lines[-1][:limit]


def seat_blocks(live: LiveGame, say: Any, standings: Sequence[str]) -> list[str]:
    """One block per seat: the colour square and name (with "computer" and its level), then the game's
    facts."""
    blocks = []
    for seat, facts in enumerate(standings):
        player = live.user_of_seat(seat)
        name = f"**{plain(player.name)}**"
        if player.computer:
            name += " · " + text("table.computer", level=say(f"ui.level.{player.computer}"))
        blocks.append(f"{coloured(say, seat, name)}\n{facts}" if facts else coloured(say, seat, name))
    return blocks


def accent(live: LiveGame, colour: discord.Colour) -> discord.Colour:
    """The colour down the table's side: the seat's to move when the game waits for one seat (the same
    as its square in the words and its pieces in the pictures, :func:`rules.colours.seat_colour`), else
    the game's ``colour``."""
    awaited = live.module.awaiting(live.state)
    if len(awaited) != 1:
        return colour
    return discord.Colour(seat_colour(next(iter(awaited))).value)


def layout(table: Table, live: LiveGame, say: Any, colour: discord.Colour, *, upload: bool) -> Post:
    """The message showing ``table``; ``upload``: send the board anew, else the message keeps the one it
    has (unless the table brings other files, which replace all of a message's files). The other
    pictures (at the end, the standings and the chart) come first. ``colour`` is the game's, down the
    side when no one seat is to move."""
    rows = rows_of(table.buttons)
    pictures = [name for name, _data in table.files if not name.endswith(".json")]
    documents = [name for name, _data in table.files if name.endswith(".json")]
    guide_picture = table.guide_picture if table.guide else None
    fixed = 2 + (table.board is not None or bool(pictures)) + len(documents) + 3 + bool(table.guide)
    fixed += guide_picture is not None
    fixed += len(rows) + sum(len(r) for r in rows)
    blocks = seat_blocks(live, say, table.standings)
    separate = fixed + 1 + len(blocks) <= MAX_COMPONENTS
    title = text("teach.practice_title", title=table.title) if live.row.practice else table.title
    budget = MAX_TEXT - len(title) - 4 - sum(len(b) + 1 for b in blocks) - len(table.prompt)
    news = newest_fitting(table.news, max(0, min(budget, NEWS_CHARS)))
    guide = newest_fitting(table.guide, max(0, min(budget - len(news), 2000))) if table.guide else ""
    container = discord.ui.Container[TableView](accent_colour=accent(live, colour))
    container.add_item(discord.ui.TextDisplay(f"## {title}"))
    gallery = [discord.MediaGalleryItem(f"attachment://{name}") for name in pictures]
    if table.board is not None:
        gallery.append(
            discord.MediaGalleryItem(
                f"attachment://{table.board.name}", description=table.board.alt[:MAX_ALT] or None
            )
        )
    if gallery:
        container.add_item(discord.ui.MediaGallery(*gallery))
    if news:
        container.add_item(discord.ui.TextDisplay(news))
    if guide:
        container.add_item(discord.ui.TextDisplay(guide))
    if guide and guide_picture is not None:
        container.add_item(discord.ui.MediaGallery(discord.MediaGalleryItem(f"attachment://{GUIDE_IMAGE}")))
    container.add_item(discord.ui.Separator())
    if separate:
        for block in blocks:
            container.add_item(discord.ui.TextDisplay(block))
    elif blocks:
        container.add_item(discord.ui.TextDisplay("\n".join(blocks)))
    container.add_item(discord.ui.Separator())
    container.add_item(discord.ui.TextDisplay(table.prompt[: max(1, MAX_TEXT - len(title) - 4)]))
    for name in documents:
        container.add_item(discord.ui.File(f"attachment://{name}"))
    view = TableView()
    view.add_item(container)
    for row in rows:
        for item in row:
            item.row = None
        view.add_item(discord.ui.ActionRow[TableView](*row))
    files: list[tuple[str, bytes]] = []
    if upload or table.files or guide_picture is not None:
        files = [(name, data) for name, data in table.files if name in pictures]
        if table.board is not None and table.board.image is not None:
            files.append((table.board.name, table.board.image))
        if guide and guide_picture is not None:
            files.append((GUIDE_IMAGE, guide_picture))
        files += [(name, data) for name, data in table.files if name in documents]
    return Post(view=view, files=files, mentions=table.mentions)
