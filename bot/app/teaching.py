"""Where the table offers teaching (issue 44): the Hint and Why not? buttons the core adds beside a
person's choices on every game's live table where hints are allowed (a practice table, or a server that
allows them everywhere: ``/<game> settings hints``). The answers are in :mod:`bot.features.teach`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.app.table_layout import ROW_WIDTH, placed_rows
from bot.components import GameButton, Ref
from bot.games.seam import LiveGame
from bot.store import GameRow, Hints
from bot.texts import text

HINT = "hint"
"""The core's verb of the Hint button: the strong computer's choice for the clicker, with its reasons."""
WHY_NOT = "whynot"
"""The core's verb of the Why not? button: the choices nearest to those offered that the rules refuse."""
ROWS = 5
"""Discord's limit on a message's action rows."""


def hints_allowed(row: GameRow, hints: Hints) -> bool:
    """Whether the table of ``row`` gives hints where its server chose ``hints``."""
    return hints is Hints.ALL or (hints is Hints.PRACTICE and row.practice)


def teaching_buttons(live: LiveGame) -> list[GameButton]:
    """The Hint and Why not? buttons of ``live``'s table, or none when no person is to move (the game
    over, or only computers awaited)."""
    if live.module.is_over(live.state) or not any(not p.computer for p in live.awaited()):
        return []
    return [
        GameButton(Ref(live.row.id, live.version, HINT), text("teach.hint_button"), emoji="💡"),
        GameButton(Ref(live.row.id, live.version, WHY_NOT), text("teach.why_not_button"), emoji="❓"),
    ]


def beside(items: Sequence[discord.ui.Item[Any]], extra: Sequence[GameButton]) -> list[discord.ui.Item[Any]]:
    """``items`` with ``extra`` in the last action row when it has room, else in a row of their own
    below; ``items`` alone when the message has no row left."""
    widths: dict[int, int] = {}
    for item, row in zip(items, placed_rows(items), strict=True):
        widths[row] = widths.get(row, 0) + (ROW_WIDTH if isinstance(item, discord.ui.Select) else 1)
    last = max(widths, default=0)
    if widths.get(last, 0) + len(extra) <= ROW_WIDTH:
        target = last
    elif last + 1 < ROWS:
        target = last + 1
    else:
        return list(items)
    for button in extra:
        button.row = target
    return [*items, *extra]
