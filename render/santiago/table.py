"""The players' table below the ship: per seat its colour and letter, VP, pesos, goods and markers left,
the seat to act pointed at, and the supply of each good in the last row.

Once the game is over the VP read as the final score does (SC-63, R-25): the VP earned, the VP for the
goods left (every 3 goods, 1 VP) and their total, each in a column of its own, where the markers left no
longer matter.

Under ``hidden_holdings`` a seat's VP, pesos and goods show a lock, except in the seat's own private
board, which is drawn from its :class:`PlayerView`.
"""

from __future__ import annotations

from dataclasses import dataclass

from render.common import fonts
from render.santiago import layout, sprites
from render.santiago import palette as pal
from render.santiago.marks import LastMove
from render.santiago.scaled import Canvas, marker, panel
from render.santiago.words import word
from rules.santiago import gamedata
from rules.santiago.views import Holdings, Phase, PlayerPublic, PublicView

_COMP = gamedata.components()

NAME_X = 24
ROW_W = layout.WIDTH - 2 * layout.MARGIN


@dataclass(frozen=True, slots=True)
class Columns:
    """Where each column's centre is: VP, (at the end) the VP for goods left and the total, pesos, the
    goods, (while playing) the markers left."""

    vp: int
    bonus: int | None
    total: int | None
    pesos: int
    goods_x0: int
    goods_step: int
    markers: int | None

    def goods(self, i: int) -> int:
        """The centre of the ``i``-th goods column."""
        return self.goods_x0 + i * self.goods_step


PLAYING = Columns(444, None, None, 552, 638, 78, 1122)
ENDED = Columns(410, 496, 590, 676, 758, 78, None)
"""The columns while playing and once the game is over, placed so that no column's word touches the
next one or the panel's edge in any language (languages.md H-2: "+ Waren gesamt" touched, "marqueurs"
ran over the right edge)."""
GOODS_PER_VP = _COMP.goods_per_vp
"""Goods that make 1 VP at the end (SC-63)."""


def columns(view: PublicView) -> Columns:
    """The columns of the table now: with the VP for goods left once the game is over."""
    return ENDED if view.phase == Phase.END else PLAYING


def seat_tag(view: PublicView, seat: int, mine: bool, last: LastMove) -> str:
    """The word after a seat's name: its final place, "passed" in a delivery round, or "(you)"."""
    if len(last.places) == len(view.players):
        return word("place", place=last.places[seat])
    if view.phase == Phase.DELIVER and seat in view.flow.get("passed", ()):
        return word("passed")
    return f"({word('you')})" if mine else ""


def draw_table(
    canvas: Canvas,
    view: PublicView,
    marks: tuple[str, ...],
    own: tuple[int, Holdings] | None,
    last: LastMove,
) -> None:
    """The head, a row per seat in seat order, and the supply row, from :data:`layout.TABLE_Y` down."""
    y = layout.TABLE_Y
    cols = columns(view)
    draw_head(canvas, cols, y)
    y += layout.HEAD_H
    for p in view.players:
        draw_seat(canvas, view, cols, p, marks, own, last, y)
        y += layout.PLAYER_H
    draw_supply(canvas, view, cols, y)


def draw_seat(
    canvas: Canvas,
    view: PublicView,
    cols: Columns,
    p: PlayerPublic,
    marks: tuple[str, ...],
    own: tuple[int, Holdings] | None,
    last: LastMove,
    y: int,
    ground: bool = True,
) -> None:
    """Seat ``p``'s row at ``y``: with ``own`` holdings in that seat's private board; without its panel
    when not ``ground`` (drawn already, see :func:`draw_row_ground`)."""
    mine = own is not None and own[0] == p.seat
    holdings = own[1] if own is not None and mine else p.holdings
    draw_player(canvas, view, cols, p, marks, holdings, seat_tag(view, p.seat, mine, last), y, ground)


HEAD_TEXT = 22
"""The size of a column's word: 5 px capitals once the board is shown 400 px wide."""


def _label(canvas: Canvas, x: int, y: int, text: str, room: int) -> None:
    """A column's word, as large as fits ``room`` px (never below :data:`HEAD_TEXT` less 2)."""
    size = canvas.scale.fitting_size(text, HEAD_TEXT, room, True, smallest=HEAD_TEXT - 2)
    canvas.text((x, y), text, size, pal.PANEL_MUTED, anchor="mm", bold=True)


def draw_head(canvas: Canvas, cols: Columns, y: int) -> None:
    """Column heads: a picture and a word over the VP, pesos and markers columns; over each good's
    column its picture alone, larger (the goods' words did not fit side by side in every language)."""
    scale = canvas.scale
    mid = y + 20
    label = y + 50
    canvas.paste(sprites.icon("star", 34, scale=scale), (cols.vp, mid), "mm")
    _label(canvas, cols.vp, label, word("col.vp"), 80)
    if cols.bonus is not None and cols.total is not None:
        for i, good in enumerate(_COMP.goods[:GOODS_PER_VP]):
            canvas.paste(sprites.icon(good, 24, scale=scale), (cols.bonus + (i - 1) * 22, mid), "mm")
        _label(canvas, cols.bonus, label, word("col.goods_vp"), 86)
        canvas.paste(sprites.icon("star", 40, scale=scale), (cols.total, mid), "mm")
        _label(canvas, cols.total, label, word("col.total"), 86)
    canvas.paste(sprites.icon("coin", 32, scale=scale), (cols.pesos, mid), "mm")
    _label(canvas, cols.pesos, label, word("col.pesos"), 84)
    for i, good in enumerate(_COMP.goods):
        canvas.paste(sprites.icon(good, 52, scale=scale), (cols.goods(i), y + layout.HEAD_H // 2 - 2), "mm")
    if cols.markers is not None:
        canvas.paste(sprites.owner(pal.PANEL_TEXT, "", 30, scale), (cols.markers, mid), "mm")
        right = layout.WIDTH - layout.MARGIN
        _label(canvas, cols.markers, label, word("col.markers"), 2 * (right - cols.markers) - 12)


def draw_row_ground(canvas: Canvas, seat: int, active: bool, y: int) -> None:
    """The panel of ``seat``'s row at ``y``: bordered in its colour, or lighter with a white border for
    the seat to act (the first thing a row draws, so it can be kept per seat and state)."""
    fill = pal.PANEL_LIGHT if active else pal.TABLE_ROW
    edge = pal.WHITE if active else pal.player_colour(seat)
    ground = panel(ROW_W, layout.PLAYER_H - 6, fill, edge, 5 if active else 2, 12, canvas.scale)
    canvas.paste(ground, (layout.MARGIN, y))


def draw_player(
    canvas: Canvas,
    view: PublicView,
    cols: Columns,
    p: PlayerPublic,
    marks: tuple[str, ...],
    holdings: Holdings | None,
    tag: str,
    y: int,
    ground: bool = True,
) -> None:
    """One seat's row; the seat to act gets a white border and a pointer (the row's panel only when
    ``ground``)."""
    scale = canvas.scale
    colour = pal.player_colour(p.seat)
    active = p.seat == view.to_move
    h = layout.PLAYER_H - 6
    if ground:
        draw_row_ground(canvas, p.seat, active, y)
    cy = y + h / 2
    if active:
        canvas.paste(sprites.pointer(20, 32, scale), (layout.MARGIN + 6, cy), "lm")
    canvas.paste(marker(colour, marks[p.seat], 24, scale), (NAME_X + 30, cy), "lm")
    name = fonts.clean(p.name)
    room = cols.vp - 50 - (NAME_X + 86) - (scale.width(tag, 24, True) + 10 if tag else 0)
    box = canvas.text(
        (NAME_X + 86, cy), scale.fit(name, 32, room, True), 32, pal.PANEL_TEXT, anchor="lm", bold=True
    )
    if tag:
        canvas.text((box[2] + 10, cy), tag, 24, pal.GOLD, anchor="lm", bold=True)
    if holdings is None:
        canvas.paste(sprites.icon("lock", 30, 36, scale), (cols.vp - 20, cy), "lm")
        canvas.text((cols.vp + 22, cy), word("hidden"), 28, pal.PANEL_MUTED, anchor="lm", bold=True)
    else:
        _score(canvas, cols, holdings, cy)
        canvas.text((cols.pesos, cy + 1), str(holdings.pesos), 38, pal.WHITE, anchor="mm", bold=True)
        for i, good in enumerate(_COMP.goods):
            n = holdings.goods.get(good, 0)
            ink = pal.WHITE if n else pal.PANEL_MUTED
            canvas.text((cols.goods(i), cy + 1), str(n), 36 if n else 28, ink, anchor="mm", bold=bool(n))
    if cols.markers is not None:
        canvas.text((cols.markers, cy + 1), str(p.markers_left), 34, pal.PANEL_TEXT, anchor="mm", bold=True)


def _score(canvas: Canvas, cols: Columns, holdings: Holdings, cy: float) -> None:
    """A seat's VP in gold; once the game is over the VP earned, ``+n`` for the goods left and the total
    in gold, so the table reads as the final score does."""
    if cols.bonus is None or cols.total is None:
        canvas.text((cols.vp, cy + 1), str(holdings.vp), 42, pal.GOLD, anchor="mm", bold=True)
        return
    bonus = sum(holdings.goods.values()) // GOODS_PER_VP
    canvas.text((cols.vp, cy + 1), str(holdings.vp), 38, pal.WHITE, anchor="mm", bold=True)
    ink = pal.WHITE if bonus else pal.PANEL_MUTED
    canvas.text((cols.bonus, cy + 1), f"+{bonus}", 36 if bonus else 28, ink, anchor="mm", bold=True)
    total = str(holdings.vp + bonus)
    canvas.text((cols.total, cy + 1), total, 44, pal.GOLD, anchor="mm", bold=True)


def draw_supply(canvas: Canvas, view: PublicView, cols: Columns, y: int) -> None:
    """The supply row: how many of each good are left to gain."""
    scale = canvas.scale
    cy = y + layout.SUPPLY_H / 2
    canvas.text((NAME_X + 20, cy), word("supply"), 30, pal.PANEL_TEXT, anchor="lm", bold=True)
    for i, good in enumerate(_COMP.goods):
        n = view.supply.get(good, 0)
        x = cols.goods(i)
        box = (x - 32, y + 6, x + 32, y + layout.SUPPLY_H - 6)
        tab = panel(box[2] - box[0], box[3] - box[1], pal.PAPER, pal.INK, 2, 10, scale)
        canvas.paste(tab, (box[0], box[1]))
        canvas.text((x, cy + 1), str(n), 32, pal.INK, anchor="mm", bold=True)
