"""The board part of the image: the ground, the road loop with its ten stations, the car, and the four
flower groups with their buildings, owners and figures.

The ground, road and empty groups depend only on the game data, so they are drawn once per image height;
tiles, rows and pieces are cached sprites pasted on top.
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from functools import cache

from PIL import Image, ImageDraw

from render.common.sprites import SS
from render.santiago import icons, layout, sprites
from render.santiago import palette as pal
from render.santiago.marks import LastMove
from render.santiago.scaled import FULL, Canvas, Scale
from render.santiago.words import word
from rules.santiago import gamedata
from rules.santiago.views import Phase, PublicView

_COMP = gamedata.components()


@cache
def static_layer(height: int, scale: Scale = FULL) -> Image.Image:
    """The image's fixed parts at ``height`` (the big board's px), drawn at ``scale``: dark ground, the
    board's grass, the road, the empty groups."""
    image = Image.new("RGB", (scale.px(layout.WIDTH), scale.px(height)), pal.PANEL)
    top = layout.TOP_Y - 10
    bottom = layout.BOTTOM_Y + layout.TILE_H + 10
    k = SS * scale.factor
    big = Image.new("RGBA", (scale.px(layout.WIDTH) * SS, scale.px(bottom - top) * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    d.rounded_rectangle((0, 0, big.width - 1, big.height - 1), radius=24 * k, fill=pal.GROUND)
    _road(d, k, top)
    for i, flower in enumerate(_COMP.flower_display):
        _group(d, k, i, flower, top)
    small = big.convert("RGBa").reduce(SS).convert("RGBA")
    image.paste(small, (0, scale.px(top)), small)
    return image


def _road(d: ImageDraw.ImageDraw, k: float, top: int) -> None:
    """The road loop, drawn ``top`` px higher than on the image (the layer starts there)."""
    for colour, width in ((pal.ROAD_EDGE, layout.ROAD_WIDTH + 6), (pal.ROAD, layout.ROAD_WIDTH)):
        half = width / 2
        d.rounded_rectangle(
            (
                (layout.ROAD_LEFT - half) * k,
                (layout.ROAD_TOP - top - half) * k,
                (layout.ROAD_RIGHT + half) * k,
                (layout.ROAD_BOTTOM - top + half) * k,
            ),
            radius=60 * k,
            outline=colour,
            width=round(width * k),
        )


def _group(d: ImageDraw.ImageDraw, k: float, index: int, flower: str, top: int) -> None:
    """An empty flower group: a pale panel with a strip in the flower's colour bearing its mark."""
    x0, y0, x1, y1 = layout.group_boxes()[index]
    y0, y1 = y0 - top, y1 - top
    fill = sprites.flower_fill(flower)
    d.rounded_rectangle(
        (x0 * k, y0 * k, x1 * k, y1 * k),
        radius=16 * k,
        fill=pal.GROUP,
        outline=pal.TILE_EDGE,
        width=round(3 * k),
    )
    d.rounded_rectangle(
        (x0 * k, y0 * k, (x0 + layout.GROUP_STRIP) * k, y1 * k),
        radius=16 * k,
        fill=fill,
        outline=pal.TILE_EDGE,
        width=round(3 * k),
    )
    s = 30
    cx = x0 + layout.GROUP_STRIP / 2
    for cy in ((y0 + y1) / 2 - 70, (y0 + y1) / 2, (y0 + y1) / 2 + 70):
        icons.shape(
            d,
            sprites.flower_shape(flower),
            ((cx - s / 2) * k, (cy - s / 2) * k, (cx + s / 2) * k, (cy + s / 2) * k),
            fill,
        )


def draw_trail(canvas: Canvas, last: LastMove) -> None:
    """The last drive, in gold along the road from where the car started to where it stopped."""
    if last.car is None:
        return
    start, steps = last.car
    points = layout.road_path(start, steps)
    canvas.line(points, fill=pal.INK, width=16, joint="curve")
    canvas.line(points, fill=pal.GOLD, width=10, joint="curve")


def draw_stations(canvas: Canvas, view: PublicView, last: LastMove, costs: Mapping[int, int]) -> None:
    """The harbour and the nine Cubaner tiles (face down ones striped), the car, the last drive's
    destination ringed in gold (the car and the gold trail still show it where a magenta ring takes its
    place), and the legal destinations ringed in magenta with their fare."""
    for station in range(len(layout.station_boxes())):
        draw_station(canvas, view, station, last, costs)
    draw_car(canvas, view)
    for station, cost in costs.items():
        draw_badge(canvas, station, cost)


def drive_end(last: LastMove) -> int | None:
    """The station where the last drive stopped, if the last move drove the car."""
    if last.car is None:
        return None
    return (last.car[0] + last.car[1]) % len(layout.station_boxes())


def draw_station(
    canvas: Canvas, view: PublicView, station: int, last: LastMove, costs: Mapping[int, int]
) -> None:
    """One station's ring (magenta for a legal destination, else gold for the last drive's end) and
    its tile: the harbour or a Cubaner, face up or striped face down."""
    box = layout.station_boxes()[station]
    if station in costs:
        _ring(canvas, box, pal.HIGHLIGHT_FLAG)
    elif station == drive_end(last):
        _ring(canvas, box, pal.GOLD)
    canvas.paste(station_tile(view, station, canvas.scale), (box[0], box[1]))


def station_tile(view: PublicView, station: int, scale: Scale = FULL) -> Image.Image:
    """The tile sprite of ``station``: the harbour, or its Cubaner on the side it shows."""
    if station == _COMP.harbour:
        return sprites.harbour_tile(scale)
    cubaner = view.cubaner[(station - _COMP.harbour - 1) % len(view.cubaner)]
    return sprites.cubaner_tile(cubaner, cubaner not in view.face_down, scale)


def draw_car(canvas: Canvas, view: PublicView) -> None:
    """The car in the bottom-right corner of its station's tile."""
    car_box = layout.station_boxes()[view.car]
    car = sprites.icon("car", CAR_W, CAR_H, canvas.scale)
    canvas.paste(car, (car_box[2] - CAR_INSET, car_box[3] - CAR_INSET), "rd")


def _badge(cost: int, scale: Scale = FULL) -> Image.Image:
    """The tab of a fare: a coin and the pesos, or "free"."""
    if cost:
        return sprites.cost_badge(str(cost), True, scale)
    return sprites.cost_badge(word("cost.free"), False, scale)


def badge_box(station: int, cost: int) -> layout.Box:
    """Where the fare tab of ``station`` lies: above the top-right corner of its tile, reaching a little
    to the right of it (and, in the bottom row, up into the flower groups)."""
    box = layout.station_boxes()[station]
    badge = _badge(cost)
    right, top = box[2] + 8, box[1] - BADGE_RISE
    return (right - badge.width, top, right, top + badge.height)


def draw_badge(canvas: Canvas, station: int, cost: int) -> None:
    """A legal destination's fare on a tab above the top-right corner of its tile."""
    box = layout.station_boxes()[station]
    canvas.paste(_badge(cost, canvas.scale), (box[2] + 8, box[1] - BADGE_RISE), "ra")


BADGE_RISE = 26
"""How far a fare's badge stands above its tile: clear of the status line's descenders above the road."""
ARROW_W, ARROW_H = 56, 36
"""The arrow of the car's way on: about 19 by 12 px on a 400 px wide phone."""
ARROW_SIDE = 40
"""The width of the arrow up the left side of the loop, where the road runs at the image's edge."""
CAR_W, CAR_H, CAR_INSET = 80, 48, 6
"""The car on its tile: its size and its distance from the tile's bottom-right corner."""


def draw_direction(canvas: Canvas, view: PublicView) -> None:
    """An arrow pointing the way the car drives on (clockwise, SC-7, SC-18): just above the car, in the
    tile's corner that only the car uses, right along the top row of stations and left along the bottom
    row; from the harbour, up the left side of the loop, where the road turns. None once the game is
    over."""
    if view.phase == Phase.END:
        return
    box = layout.station_boxes()[view.car]
    if view.car == _COMP.harbour:
        sprite = sprites.arrow("up", ARROW_SIDE, ARROW_W, canvas.scale)
        canvas.paste(sprite, (ARROW_SIDE / 2, box[1] - 10 - ARROW_W / 2), "mm")
        return
    right = box[1] == layout.TOP_Y
    x = box[2] - CAR_INSET - CAR_W / 2
    y = box[3] - CAR_INSET - CAR_H - 4 - ARROW_H / 2
    canvas.paste(sprites.arrow("right" if right else "left", ARROW_W, ARROW_H, canvas.scale), (x, y), "mm")


def _ring(canvas: Canvas, box: layout.Box, colour: pal.RGB, thickness: int = 7) -> None:
    """A ring of ``colour`` around ``box``."""
    w, h = box[2] - box[0], box[3] - box[1]
    sprite = sprites.ring(w, h, colour, thickness, scale=canvas.scale)
    pad = thickness + 2
    canvas.paste(sprite, (box[0] - pad, box[1] - pad))


def draw_buildings(canvas: Canvas, view: PublicView, marks: tuple[str, ...], last: LastMove) -> None:
    """Each building in its flower group's row, with its owner's marker and the figure standing on it."""
    for group, rows in enumerate(building_rows(view)):
        draw_group(canvas, group, rows, marks, last)


Row = tuple[str, int | None, int | None]
"""A building of a flower group, the seat that owns it and the seat whose figure stands on it."""


def building_rows(view: PublicView) -> list[list[Row]]:
    """The rows of each flower group in order: each building with its owner's seat and the seat of the
    figure standing on it (``None`` for none)."""
    owners = {b: p.seat for p in view.players for b in p.owns}
    figures = {p.figure: p.seat for p in view.players if p.figure is not None}
    groups = []
    for flower in _COMP.flower_display:
        rows = []
        for space in (s for s in _COMP.spaces if _COMP.space_flower[s] == flower):
            building = view.buildings[space]
            rows.append((building, owners.get(building), figures.get(building)))
        groups.append(rows)
    return groups


def draw_group(
    canvas: Canvas,
    group: int,
    rows: list[Row],
    marks: tuple[str, ...],
    last: LastMove,
    only: AbstractSet[int] | None = None,
) -> None:
    """The buildings of flower group ``group`` (its ``rows``), each with its owner's marker, the figure
    on it, and a gold ring when the last move used it; with ``only``, what reaches into those rows (a
    row's ring reaches into the rows above and below it)."""
    for r, (building, owner, figure) in enumerate(rows):
        box = layout.row_box(group, r)
        near = only is None or not only.isdisjoint((r - 1, r, r + 1))
        if building in last.buildings and near:
            _ring(canvas, box, pal.GOLD, 6)
        if only is not None and r not in only:
            continue
        scale = canvas.scale
        canvas.paste(sprites.building_row(building, scale), (box[0], box[1]))
        cy = (box[1] + box[3]) / 2
        if owner is not None:
            marker = sprites.owner(pal.player_colour(owner), marks[owner], 44, scale)
            canvas.paste(marker, (box[2] - 110, cy), "lm")
        if figure is not None:
            pawn = sprites.pawn(pal.player_colour(figure), marks[figure], 46, 58, scale)
            canvas.paste(pawn, (box[2] - 10, cy), "rm")
