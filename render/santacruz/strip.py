"""The dashboard strip below the board on the palette: the score track drawn anew, the player panels
and the band below them pasted from caches.

A player's panel is most of the dashboard's drawing (its frame is a large soft-edged sprite) and
changes only when that player's public facts do; the band below the panels (the draft, or the
scoring cards played, and the key line) changes only when a set or pile is taken or a card played.
Both are kept on the palette, keyed by the public facts they are drawn from (:func:`panel_key`,
:func:`band_key`). The score track moves with nearly every score and is drawn on every call, over
the foot of the board its stacked markers may reach.

Drawing is moved only by an even number of px: Pillow and :func:`round` round halves to even, so an
odd shift could move a soft edge or a letter by one px against the full redraw.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, is_dataclass
from functools import cache, lru_cache, partial
from typing import Any

from PIL import Image

from render.santacruz import dashboard, encode, layout
from render.santacruz import palette as pal
from render.santacruz.lru import ImageLru
from render.santacruz.pieces import Rect
from rules.i18n import current
from rules.santacruz.views import PublicView

MB = 1 << 20

PANELS = ImageLru(24 * MB, __name__)
"""Player panels kept: 24 MB, about 250 panels with four players (95 KB each) or 125 with two
(190 KB): the live panels of some 60 games. A move changes one or two panels."""

BANDS = ImageLru(16 * MB, __name__)
"""Bands below the panels kept: 16 MB, some 45 bands of about 360 KB, one live per game. Most moves
keep the band; a set taken or a card played changes it."""


def _frozen(value: object) -> object:
    """``value`` as hashable data: a mapping becomes its sorted items, a dataclass its fields'."""
    if isinstance(value, dict):
        return tuple(sorted(value.items()))
    if is_dataclass(value) and not isinstance(value, type):
        return tuple(_frozen(getattr(value, f.name)) for f in fields(value))
    if isinstance(value, tuple):
        return tuple(_frozen(v) for v in value)
    return value


def panel_key(view: PublicView, index: int, marks: tuple[str, ...]) -> tuple[Any, ...]:
    """What player ``index``'s panel is drawn from: every public fact of the player, whether the game
    waits for them, the phase, their letter, their panel's box and the language."""
    p = view.players[index]
    box = dashboard.player_boxes(view, layout.BOARD_HEIGHT)[index]
    return (_frozen(p), p.seat in view.awaiting, view.phase, marks[p.seat], box, current())


def band_key(view: PublicView, marks: tuple[str, ...]) -> tuple[Any, ...]:
    """What the band below the panels is drawn from: the players' count, letters and scoring cards
    played, the round and phase, the sets or piles to draft, and the language."""
    played = tuple(p.scoring_played for p in view.players)
    return (len(view.players), marks, played, view.round, view.phase, _frozen(view.draft), current())


def _where(box: Rect) -> Rect:
    """Where ``box`` is drawn on a canvas of its own: at the corner, or one px off it where a side of
    ``box`` lies at an odd px."""
    x0, y0, x1, y1 = box
    dx, dy = x0 % 2, y0 % 2
    return (dx, dy, dx + x1 - x0, dy + y1 - y0)


def _drawn_at_parity(box: Rect, draw: Callable[[Image.Image, Rect], None]) -> Image.Image:
    """The image's pixels in ``box`` on the palette, drawn by ``draw(canvas, where)`` on the
    dashboard's ground with ``box`` moved to ``where`` (:func:`_where`)."""
    where = _where(box)
    canvas = Image.new("RGB", (where[2], where[3]), pal.PANEL)
    draw(canvas, where)
    return encode.quantize(canvas.crop(where))


@lru_cache(maxsize=24)
def _framed(seat: int, active: bool, where: Rect) -> Image.Image:
    """A player's empty panel at ``where`` on the dashboard's ground, in RGB; copy it, never draw on it.
    Pasting the soft-edged frame is about half of drawing a panel. Kept for every seat, waited for or
    not, at every player count: at most about 10 MB."""
    canvas = Image.new("RGB", (where[2], where[3]), pal.PANEL)
    frame = dashboard.player_frame(seat, active, where[2] - where[0])
    canvas.paste(frame, (where[0], where[1]), frame)
    return canvas


def _panel(view: PublicView, index: int, marks: tuple[str, ...]) -> Image.Image:
    """Player ``index``'s panel on the palette."""
    p = view.players[index]
    active, phase = p.seat in view.awaiting, view.phase
    where = _where(dashboard.player_boxes(view, layout.BOARD_HEIGHT)[index])
    canvas = _framed(p.seat, active, where).copy()
    dashboard.draw_player(canvas, p, marks, active, phase, where, framed=False)
    return encode.quantize(canvas.crop(where))


def _band(view: PublicView, marks: tuple[str, ...]) -> Image.Image:
    """The band below the panels down to the foot of the image, on the palette."""
    top = dashboard.band_top(view, layout.BOARD_HEIGHT)
    box = (0, top, layout.WIDTH, layout.BOARD_HEIGHT + dashboard.height(view))
    return _drawn_at_parity(box, lambda canvas, where: dashboard.draw_band(canvas, view, marks, where[1]))


@cache
def _ground_index() -> int:
    """The palette index of the dashboard's ground."""
    index = encode.quantize(Image.new("RGB", (1, 1), pal.PANEL)).getpixel((0, 0))
    assert isinstance(index, int)
    return index


def foot_top(view: PublicView) -> int:
    """The even row the dashboard strip starts at: the board's foot, or higher where stacked score
    markers reach over it."""
    top = min(layout.BOARD_HEIGHT, dashboard.track_top(view, layout.BOARD_HEIGHT))
    return top - top % 2


def strip(view: PublicView, marks: tuple[str, ...], under: Image.Image, top: int) -> Image.Image:
    """The dashboard on the palette, from row ``top`` of the image (:func:`foot_top`) down; ``under``
    is the foot of the board from ``top`` (in RGB, as the full redraw has it there)."""
    boxes = dashboard.player_boxes(view, layout.BOARD_HEIGHT)
    track = Image.new("RGB", (layout.WIDTH, boxes[0][1] - top), pal.PANEL)
    track.paste(under, (0, 0))
    dashboard.draw_track(track, view, marks, layout.BOARD_HEIGHT - top + dashboard.GAP)
    image = Image.new(
        "P", (layout.WIDTH, layout.BOARD_HEIGHT + dashboard.height(view) - top), _ground_index()
    )
    image.putpalette(encode.palette_image().getpalette() or [])
    image.paste(encode.quantize(track), (0, 0))
    for index, box in enumerate(boxes):
        panel = PANELS.get(panel_key(view, index, marks), partial(_panel, view, index, marks))
        image.paste(panel, (box[0], box[1] - top))
    band = BANDS.get(band_key(view, marks), partial(_band, view, marks))
    image.paste(band, (0, dashboard.band_top(view, layout.BOARD_HEIGHT) - top))
    return image
