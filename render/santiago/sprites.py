"""Santiago's pictures drawn once and pasted many times: icons, tiles, building rows, pieces, dice, rings.

Everything here depends only on its arguments (ids, numbers, colours, and for sprites with words the
language), so :func:`functools.cache` keeps a board render down to pastes after the first one.
"""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw

from render.common import fonts
from render.santiago import icons, layout
from render.santiago import palette as pal
from render.santiago.palette import RGB
from render.santiago.scaled import FULL, Scale, draw_sprite, text_at
from render.santiago.words import building_name, language, word
from rules.santiago import gamedata

_COMP = gamedata.components()


@cache
def icon(name: str, w: int, h: int | None = None, scale: Scale = FULL) -> Image.Image:
    """A good (``sugar`` … ``wood``) or a mark: ``coin``, ``star``, ``car``, ``ship``, ``lock``, ``crown``
    (``w`` × ``h`` px of the big board, drawn at ``scale``)."""
    height = h or w

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        box = (k, k, (w - 1) * k, (height - 1) * k)
        if name in icons.GOOD_PAINTERS:
            icons.good(d, name, box)
        else:
            {
                "coin": icons.coin,
                "star": icons.star,
                "car": icons.car,
                "ship": icons.ship,
                "lock": icons.lock,
                "crown": icons.crown,
            }[name](d, box)

    return draw_sprite((w, height), paint, scale)


@cache
def arrow(direction: str, w: int, h: int, scale: Scale = FULL) -> Image.Image:
    """The car's way on (``right``, ``left``, ``up``, ``down``): a dark arrow with a light rim."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        icons.arrow(d, (k, k, (w - 1) * k, (h - 1) * k), direction)

    return draw_sprite((w, h), paint, scale)


def flower_shape(flower: str) -> str:
    """The mark of flower group ``flower`` (circle, square, triangle or diamond, by the data's order)."""
    return icons.SHAPES[list(_COMP.flower_display).index(flower) % len(icons.SHAPES)]


def flower_fill(flower: str) -> RGB:
    """The colour of flower group ``flower``, read from its display name in the data."""
    return pal.flower_colour(_COMP.flower_display[flower])


@cache
def pawn(colour: RGB, mark: str, w: int, h: int, scale: Scale = FULL) -> Image.Image:
    """A player's figure in their colour with their letter."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        body = icons.pawn(d, (k, k, (w - 1) * k, (h - 1) * k), colour)
        cx, cy = (body[0] + body[2]) / 2 / k, (body[1] + body[3]) / 2 / k + 1
        text_at(d, (cx, cy), mark, round(h * 0.42), k, pal.ink_on(colour))

    return draw_sprite((w, h), paint, scale)


@cache
def owner(colour: RGB, mark: str, size: int, scale: Scale = FULL) -> Image.Image:
    """An ownership marker in the owner's colour with their letter."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        icons.owner_marker(d, (k, k, (size - 1) * k, (size - 1) * k), colour)
        text_at(d, (size / 2, size / 2 + 1), mark, round(size * 0.62), k, pal.ink_on(colour))

    return draw_sprite((size, size), paint, scale)


def _effect(cubaner_id: str) -> tuple[str, str | None]:
    """What a Cubaner gives, as its tile shows it: ``+2`` and a good, ``+3`` and a coin, or words alone."""
    effect = gamedata.cubaner()[cubaner_id].effect
    if "gain" in effect:
        ((item, count),) = effect["gain"].items()
        return (f"+{count}", {"pesos": "coin", "vp": "star"}.get(item, item))
    if "gain_choice" in effect:
        return (f"+{effect['gain_choice']['count']} {word('effect.any')}", None)
    if "tribute" in effect:
        return (word("effect.tribute"), None)
    return (word("effect.alonso"), None)


EFFECT_ROOM = 112
"""Width of a tile's effect line: the car, when it stands there, takes the rest of the line."""
HARBOUR_LIFT = 10
"""How much higher the harbour's effect sits below the full scale when a word of it is wider than
:data:`EFFECT_ROOM` as set there (hinted at its real size, "Lieferrunde"): above the car's roof."""


def effect_lines(text: str, room: int = EFFECT_ROOM, scale: Scale = FULL) -> tuple[list[str], int]:
    """Effect words in ``room`` px: one line from 24 px down to 20, else two lines from 24 px down to 16
    (a word that still does not fit is cut), as set at ``scale``."""
    for size in range(24, 19, -1):
        if scale.width(text, size, True) <= room:
            return [text], size
    for size in range(24, 15, -1):
        lines = scale.wrap(text, size, room, True)
        if len(lines) <= 2 and all(scale.width(line, size, True) <= room for line in lines):
            return lines, size
    return [scale.fit(line, 16, room, True) for line in scale.wrap(text, 16, room, True)[:2]], 16


def _paint_effect(
    d: ImageDraw.ImageDraw, k: float, cubaner_id: str, x: float, y: float, scale: Scale
) -> None:
    """A Cubaner's effect on its tile: the count and a picture, or words (in two lines if need be)."""
    text, picture = _effect(cubaner_id)
    if picture is None:
        lines, size = effect_lines(text, scale=scale)
        step = size + 4
        for i, line in enumerate(lines):
            text_at(d, (x, y + (i - (len(lines) - 1) / 2) * step), line, size, k, pal.INK, anchor="lm")
        return
    size = 30
    text = scale.fit(text, size, EFFECT_ROOM - 42, True)
    text_at(d, (x, y), text, size, k, pal.INK, anchor="lm")
    x += scale.width(text, size, True) + 6
    s = 36
    box = (x * k, (y - s / 2) * k, (x + s) * k, (y + s / 2) * k)
    if picture in icons.GOOD_PAINTERS:
        icons.good(d, picture, box)
    else:
        {"coin": icons.coin, "star": icons.star}[picture](d, box)


def cubaner_tile(cubaner_id: str, face_up: bool, scale: Scale = FULL) -> Image.Image:
    """A Cubaner's tile: face up with its flower mark, name and gift; face down striped, its name dimmed."""
    return _cubaner_tile(cubaner_id, face_up, language(), scale)


@cache
def _cubaner_tile(cubaner_id: str, face_up: bool, lang: str, scale: Scale) -> Image.Image:
    """:func:`cubaner_tile` drawn once per Cubaner, side and language."""
    w, h = layout.TILE_W, layout.TILE_H
    cub = gamedata.cubaner()[cubaner_id]
    name = fonts.clean(cub.name)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        box = (k, k, (w - 1) * k, (h - 1) * k)
        if not face_up:
            d.rounded_rectangle(
                box, radius=14 * k, fill=pal.TILE_BACK, outline=pal.TILE_EDGE, width=round(3 * k)
            )
            for x in range(-h, w, 22):
                d.line(
                    [((x + 6) * k, (h - 6) * k), ((x + h - 6) * k, 6 * k)], pal.TILE_BACK_STRIPE, round(7 * k)
                )
            d.rounded_rectangle(box, radius=14 * k, outline=pal.TILE_EDGE, width=round(3 * k))
            text_at(d, (14, 30), scale.fit(name, 28, w - 28, True), 28, k, pal.TILE_BACK_TEXT, anchor="lm")
            text_at(d, (14, 76), word("face_down"), 26, k, pal.TILE_BACK_TEXT, anchor="lm")
            return
        d.rounded_rectangle(box, radius=14 * k, fill=pal.TILE, outline=pal.TILE_EDGE, width=round(3 * k))
        x = 14
        if cub.flower is not None:
            s = 30
            icons.shape(
                d,
                flower_shape(cub.flower),
                (x * k, 15 * k, (x + s) * k, (15 + s) * k),
                flower_fill(cub.flower),
            )
            x += s + 8
        text_at(d, (x, 31), scale.fit(name, 30, w - x - 10, True), 30, k, pal.INK, anchor="lm")
        _paint_effect(d, k, cubaner_id, 14, 80, scale)

    return draw_sprite((w, h), paint, scale)


def harbour_tile(scale: Scale = FULL) -> Image.Image:
    """The harbour station: the ship's quay, where a stop starts a delivery round."""
    return _harbour_tile(language(), scale)


@cache
def _harbour_tile(lang: str, scale: Scale) -> Image.Image:
    """:func:`harbour_tile` drawn once per language and scale."""
    w, h = layout.TILE_W, layout.TILE_H
    lines = scale.wrap(word("harbour_effect"), 24, EFFECT_ROOM)[:2]
    wide = not scale.full and any(scale.width(line, 24, True) > EFFECT_ROOM for line in lines)
    top = 84 - HARBOUR_LIFT if wide else 84

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        d.rounded_rectangle(
            (k, k, (w - 1) * k, (h - 1) * k),
            radius=14 * k,
            fill=pal.HARBOUR,
            outline=pal.SEA,
            width=round(4 * k),
        )
        icons.star(d, (12 * k, 14 * k, 46 * k, 48 * k), pal.HARBOUR_STAR)
        text_at(d, (54, 31), scale.fit(word("harbour"), 30, w - 64, True), 30, k, pal.INK, anchor="lm")
        for i, line in enumerate(lines):
            y = top + (i - (len(lines) - 1) / 2) * 28
            text_at(d, (14, y), line, 24, k, pal.INK, anchor="lm")

    return draw_sprite((w, h), paint, scale)


HINT_MARGIN_SMALL = 142
"""The right part of a building's row its hint leaves to the owner and the figure below the full scale
(130 on the big board): hinted text at its real size runs wider and reached the figure."""
HINT_Y_SMALL = 48
"""The middle of a building's hint below the full scale (50 on the big board): its letters set at their
real size reach lower, under the gold ring of the row below when that building was just taken."""
HINT_SIZE = 21
"""The size of a building's hint (what it does), under its name."""
SMALLEST_TEXT = 20
"""The smallest size the board's words share (capitals 4.76 px tall on a 400 px wide phone, see
``tests/render/test_legibility.py``). Below the full scale, text set hinted at its real pixel size runs
some 5 % wider than the big board's scaled down, so a hint that would be cut there steps down to this
size instead (the big board keeps its hints at :data:`HINT_SIZE`)."""


def building_row(building_id: str, scale: Scale = FULL) -> Image.Image:
    """A building's place in its flower group: its name and what it does."""
    return _building_row(building_id, language(), scale)


@cache
def _building_row(building_id: str, lang: str, scale: Scale) -> Image.Image:
    """:func:`building_row` drawn once per building, language and scale."""
    x0, y0, x1, y1 = layout.row_box(0, 0)
    w, h = x1 - x0, y1 - y0
    name = fonts.clean(building_name(building_id))
    hint = word(f"hint.{building_id}")
    room = w - 130 if scale.full else w - HINT_MARGIN_SMALL
    hint_size = scale.fitting_size(hint, HINT_SIZE, room, smallest=HINT_SIZE if scale.full else SMALLEST_TEXT)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        d.rounded_rectangle(
            (0, 0, w * k - 1, h * k - 1),
            radius=10 * k,
            fill=pal.ROW,
            outline=pal.TILE_EDGE,
            width=round(2 * k),
        )
        text_at(d, (12, 22), scale.fit(name, 28, room, True), 28, k, pal.INK, anchor="lm")
        hint_text = scale.fit(hint, hint_size, room)
        y = 50 if scale.full else HINT_Y_SMALL
        text_at(d, (12, y), hint_text, hint_size, k, pal.ROW_TEXT, bold=False, anchor="lm")

    return draw_sprite((w, h), paint, scale)


@cache
def die(good: str, face: int, size: int, aside: bool = False, scale: Scale = FULL) -> Image.Image:
    """A ship die in its good's colour showing ``face``; a set-aside die is grey."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        fill = pal.DIE_ASIDE if aside else pal.GOODS[good]
        d.rounded_rectangle(
            (k, k, (size - 1) * k, (size - 1) * k),
            radius=size * 0.18 * k,
            fill=fill,
            outline=pal.INK,
            width=round(3 * k),
        )
        text_at(d, (size / 2, size / 2 + 2), str(face), round(size * 0.62), k, pal.ink_on(fill))

    return draw_sprite((size, size), paint, scale)


@cache
def value_flag(flag: str, w: int, h: int, current: bool, scale: Scale = FULL) -> Image.Image:
    """A flag of the value track: its VP figure, or the chequered departure flag; the current one is gold."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        fill = pal.GOLD if current else pal.PANEL_LIGHT
        edge = pal.WHITE if current else pal.PANEL_MUTED
        d.rounded_rectangle(
            (k, k, (w - 1) * k, (h - 1) * k),
            radius=10 * k,
            fill=fill,
            outline=edge,
            width=round((4 if current else 2) * k),
        )
        if flag.isdigit():
            text_at(d, (w / 2, h / 2 + 2), flag, round(h * 0.58), k, pal.ink_on(fill))
        else:
            icons.flag(d, (w * 0.22 * k, h * 0.18 * k, w * 0.8 * k, h * 0.86 * k), pal.FLAG, chequered=True)

    return draw_sprite((w, h), paint, scale)


@cache
def ring(w: int, h: int, colour: RGB, thickness: int, radius: int = 16, scale: Scale = FULL) -> Image.Image:
    """A thick rounded outline around a ``w`` × ``h`` box (legal destinations, the last move), with an ink
    edge so it shows on light and dark ground alike."""
    pad = thickness + 2

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        outer = (k, k, (w + 2 * pad - 1) * k, (h + 2 * pad - 1) * k)
        d.rounded_rectangle(
            outer, radius=(radius + pad) * k, outline=pal.INK, width=round((thickness + 2) * k)
        )
        inner = (2 * k, 2 * k, (w + 2 * pad - 2) * k, (h + 2 * pad - 2) * k)
        d.rounded_rectangle(inner, radius=(radius + pad) * k, outline=colour, width=round(thickness * k))

    return draw_sprite((w + 2 * pad, h + 2 * pad), paint, scale)


@cache
def cost_badge(text: str, coin: bool, scale: Scale = FULL) -> Image.Image:
    """A legal destination's fare on a magenta tab: a coin and the pesos, or "free"."""
    size = 30
    tw = scale.width(text, size, True)
    w = tw + (52 if coin else 22)
    h = 44

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        d.rounded_rectangle(
            (k, k, (w - 1) * k, (h - 1) * k),
            radius=12 * k,
            fill=pal.HIGHLIGHT_FLAG,
            outline=pal.WHITE,
            width=round(3 * k),
        )
        x = 11
        if coin:
            icons.coin(d, (x * k, 9 * k, (x + 26) * k, 35 * k))
            x += 31
        text_at(d, (x + tw / 2, h / 2 + 1), text, size, k, pal.WHITE)

    return draw_sprite((w, h), paint, scale)


@cache
def pointer(w: int, h: int, scale: Scale = FULL) -> Image.Image:
    """The white triangle that points at the seat to act."""
    return draw_sprite(
        (w, h), lambda d, k: icons.pointer(d, (k, k, (w - 1) * k, (h - 1) * k), pal.WHITE), scale
    )
