"""The players' table below the ship: per seat its colour and letter, VP, pesos, goods and markers left,
the seat to act pointed at, and the supply of each good in the last row.

Under ``hidden_holdings`` a seat's VP, pesos and goods show a lock, except in the seat's own private
board, which is drawn from its :class:`PlayerView`.
"""

from __future__ import annotations

from PIL import Image

from render.common import fonts
from render.common.sprites import marker, panel, paste
from render.santiago import layout, sprites
from render.santiago import palette as pal
from render.santiago.marks import LastMove
from render.santiago.words import word
from rules.santiago import gamedata
from rules.santiago.views import Holdings, Phase, PlayerPublic, PublicView

_COMP = gamedata.components()

NAME_X = 24
COL_VP, COL_PESOS = 444, 552
GOODS_X0, GOODS_STEP = 644, 80
COL_MARKERS = 1136
ROW_W = layout.WIDTH - 2 * layout.MARGIN


def _goods_x(i: int) -> int:
    """The centre of the ``i``-th goods column."""
    return GOODS_X0 + i * GOODS_STEP


def _tag(view: PublicView, seat: int, mine: bool, last: LastMove) -> str:
    """The word after a seat's name: its final place, "passed" in a delivery round, or "(you)"."""
    if len(last.places) == len(view.players):
        return word("place", place=last.places[seat])
    if view.phase == Phase.DELIVER and seat in view.flow.get("passed", ()):
        return word("passed")
    return f"({word('you')})" if mine else ""


def draw_table(
    canvas: Image.Image,
    view: PublicView,
    marks: tuple[str, ...],
    own: tuple[int, Holdings] | None,
    last: LastMove,
) -> None:
    """The head, a row per seat in seat order, and the supply row, from :data:`layout.TABLE_Y` down."""
    y = layout.TABLE_Y
    _head(canvas, y)
    y += layout.HEAD_H
    for p in view.players:
        mine = own is not None and own[0] == p.seat
        holdings = own[1] if own is not None and mine else p.holdings
        _player(canvas, view, p, marks, holdings, _tag(view, p.seat, mine, last), y)
        y += layout.PLAYER_H
    _supply(canvas, view, y)


def _head(canvas: Image.Image, y: int) -> None:
    """Column heads: a picture and a word over each column."""
    mid = y + 22
    label = y + 57
    paste(canvas, sprites.icon("star", 36), (COL_VP, mid), "mm")
    fonts.draw_text(canvas, (COL_VP, label), word("col.vp"), 20, pal.PANEL_MUTED, anchor="mm", bold=True)
    paste(canvas, sprites.icon("coin", 34), (COL_PESOS, mid), "mm")
    fonts.draw_text(
        canvas, (COL_PESOS, label), word("col.pesos"), 20, pal.PANEL_MUTED, anchor="mm", bold=True
    )
    for i, good in enumerate(_COMP.goods):
        paste(canvas, sprites.icon(good, 40), (_goods_x(i), mid), "mm")
        text = word(f"col.{good}")
        size = fonts.fitting_size(text, 20, GOODS_STEP, True, smallest=16)
        fonts.draw_text(canvas, (_goods_x(i), label), text, size, pal.PANEL_MUTED, anchor="mm", bold=True)
    paste(canvas, sprites.owner(pal.PANEL_TEXT, "", 32), (COL_MARKERS, mid), "mm")
    text = word("col.markers")
    fonts.draw_text(canvas, (COL_MARKERS, label), text, 20, pal.PANEL_MUTED, anchor="mm", bold=True)


def _player(
    canvas: Image.Image,
    view: PublicView,
    p: PlayerPublic,
    marks: tuple[str, ...],
    holdings: Holdings | None,
    tag: str,
    y: int,
) -> None:
    """One seat's row; the seat to act gets a white border and a pointer."""
    colour = pal.player_colour(p.seat)
    active = p.seat == view.to_move
    h = layout.PLAYER_H - 6
    fill = pal.PANEL_LIGHT if active else pal.TABLE_ROW
    paste(
        canvas,
        panel(ROW_W, h, fill, pal.WHITE if active else colour, 5 if active else 2, 12),
        (layout.MARGIN, y),
    )
    cy = y + h / 2
    if active:
        paste(canvas, sprites.pointer(20, 32), (layout.MARGIN + 6, cy), "lm")
    paste(canvas, marker(colour, marks[p.seat], 24), (NAME_X + 30, cy), "lm")
    name = fonts.clean(p.name)
    room = COL_VP - 50 - (NAME_X + 86) - (fonts.width(tag, 24, True) + 10 if tag else 0)
    box = fonts.draw_text(
        canvas, (NAME_X + 86, cy), fonts.fit(name, 32, room, True), 32, pal.PANEL_TEXT, anchor="lm", bold=True
    )
    if tag:
        fonts.draw_text(canvas, (box[2] + 10, cy), tag, 24, pal.GOLD, anchor="lm", bold=True)
    if holdings is None:
        paste(canvas, sprites.icon("lock", 30, 36), (COL_VP - 20, cy), "lm")
        fonts.draw_text(
            canvas, (COL_VP + 22, cy), word("hidden"), 28, pal.PANEL_MUTED, anchor="lm", bold=True
        )
    else:
        fonts.draw_text(canvas, (COL_VP, cy + 1), str(holdings.vp), 42, pal.GOLD, anchor="mm", bold=True)
        fonts.draw_text(
            canvas, (COL_PESOS, cy + 1), str(holdings.pesos), 38, pal.WHITE, anchor="mm", bold=True
        )
        for i, good in enumerate(_COMP.goods):
            n = holdings.goods.get(good, 0)
            ink = pal.WHITE if n else pal.PANEL_MUTED
            fonts.draw_text(
                canvas, (_goods_x(i), cy + 1), str(n), 36 if n else 28, ink, anchor="mm", bold=bool(n)
            )
    fonts.draw_text(
        canvas, (COL_MARKERS, cy + 1), str(p.markers_left), 34, pal.PANEL_TEXT, anchor="mm", bold=True
    )


def _supply(canvas: Image.Image, view: PublicView, y: int) -> None:
    """The supply row: how many of each good are left to gain."""
    cy = y + layout.SUPPLY_H / 2
    fonts.draw_text(canvas, (NAME_X + 20, cy), word("supply"), 30, pal.PANEL_TEXT, anchor="lm", bold=True)
    for i, good in enumerate(_COMP.goods):
        n = view.supply.get(good, 0)
        box = (_goods_x(i) - 32, y + 6, _goods_x(i) + 32, y + layout.SUPPLY_H - 6)
        paste(canvas, panel(box[2] - box[0], box[3] - box[1], pal.PAPER, pal.INK, 2, 10), (box[0], box[1]))
        fonts.draw_text(canvas, (_goods_x(i), cy + 1), str(n), 32, pal.INK, anchor="mm", bold=True)
