"""The board drawn incrementally: kept regions pasted on the static layer, only new regions drawn.

The parts every board shares (ground, road, empty flower groups, the ship strip's sea) are kept once per
image height and scale, in RGB and already on the palette. Each region of :mod:`render.santiago.regions` is
kept on the palette by its key; a render pastes the kept ones on the shared layer and draws the others on a
scratch canvas: their rectangles are restored from the shared layer (a seat's row from its kept panel),
every item that reaches into one of them is painted in the full drawing's order, and each rectangle is
cut out and quantized alone. Quantizing is nearest-colour without dithering, a function of each pixel's
colour alone, so a region quantized alone gets the indices it gets in the whole canvas: the result is,
pixel for pixel, the full drawing (:func:`render.santiago.board.board_image`) quantized whole, which
``tests/render/santiago/test_incremental.py`` checks over whole games, at the full scale and the phone's.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable
from functools import cache, lru_cache
from typing import cast

from PIL import Image

from render.common import encode
from render.santiago import layout, road, ship, status, table
from render.santiago import palette as pal
from render.santiago.patches import Canvases, Patches
from render.santiago.regions import (
    GROUP_ROWS,
    Region,
    Scene,
    building_region,
    region_keys,
    regions,
    seat_region,
    station_region,
    touches,
)
from render.santiago.scaled import FULL, Canvas, Scale
from rules.santiago import gamedata
from rules.santiago.views import Phase

_COMP = gamedata.components()

PATCHES = Patches()
"""Every game's regions on the palette, by key."""


@cache
def base_layer(height: int, scale: Scale = FULL) -> Image.Image:
    """The parts every board at ``height`` (the big board's px) and ``scale`` shares, in RGB: the static
    layer and the ship strip's sea panel (nothing drawn before the panel reaches into the ship's region,
    so it may come first)."""
    canvas = Canvas(road.static_layer(height, scale).copy(), scale)
    ship.draw_sea(canvas)
    return canvas.image


def _blank(kind: Hashable) -> Image.Image:
    """The :func:`base_layer` of ``kind``, a board's (height, scale)."""
    height, scale = cast(tuple[int, Scale], kind)
    return base_layer(height, scale)


CANVASES = Canvases(_blank)
"""Scratch canvases to draw new regions on, by (height, scale)."""


@cache
def static_pixels(height: int, scale: Scale = FULL) -> Image.Image:
    """:func:`base_layer` on the palette (what lies outside every region)."""
    return encode.quantize(base_layer(height, scale), pal.png_palette())


def board_pixels(scene: Scene) -> Image.Image:
    """The board of ``scene`` on the palette: the kept regions pasted, the new ones drawn and kept."""
    players = len(scene.view.players)
    height = layout.height(players)
    scale = scene.scale
    keys = region_keys(scene)
    out = static_pixels(height, scale).copy()
    fresh: list[Region] = []
    for region in regions(players):
        key = keys[region.name]
        patch = None if key is None else PATCHES.get(key)
        if patch is None:
            fresh.append(region)
        else:
            out.paste(patch, region.pixels(scale)[:2])
    if fresh:
        for region, patch in zip(fresh, _draw(scene, height, fresh), strict=True):
            out.paste(patch, region.pixels(scale)[:2])
            key = keys[region.name]
            if key is not None:
                PATCHES.put(key, patch)
    return out


def _draw(scene: Scene, height: int, fresh: list[Region]) -> list[Image.Image]:
    """The ``fresh`` regions of the board of ``scene``, drawn and quantized."""
    scale = scene.scale
    kind = (height, scale)
    image = CANVASES.take(kind)
    try:
        seats = {seat_region(p.seat): p.seat for p in scene.view.players}
        for region in fresh:
            box = region.pixels(scale)
            seat = seats.get(region.name)
            if seat is None:
                ground = _static_crop(height, scale, box)
            else:
                ground = _seat_ground(height, scale, box, seat, seat == scene.view.to_move)
            image.paste(ground, box[:2])
        paint(Canvas(image, scale), scene, {region.name for region in fresh})
        crops = [image.crop(region.pixels(scale)) for region in fresh]
    finally:
        CANVASES.give_back(kind, image)
    return [encode.quantize(crop, pal.png_palette()) for crop in crops]


@lru_cache(maxsize=64)
def _seat_ground(height: int, scale: Scale, box: layout.Box, seat: int, active: bool) -> Image.Image:
    """A seat's row region (``box`` in pixels at ``scale``) with its panel drawn, in RGB: the start of
    that row, kept per seat and whether it is to act (about a third of a row's drawing)."""
    canvas = Canvas(_static_crop(height, scale, box).copy(), scale)
    table.draw_row_ground(canvas, seat, active, 0)
    return canvas.image


@cache
def _static_crop(height: int, scale: Scale, box: layout.Box) -> Image.Image:
    """:func:`base_layer`'s pixels in ``box`` (pixels at ``scale``), to restore a region before drawing
    it afresh."""
    return base_layer(height, scale).crop(box)


def paint(canvas: Canvas, scene: Scene, dirty: Collection[str]) -> None:
    """Every item of the board that reaches into a region named in ``dirty``, in the full drawing's
    order (items outside them may be painted too: what lies outside ``dirty`` is not read back)."""
    view, last, marks, costs = scene.view, scene.last, scene.marks, scene.fares
    if "status" in dirty:
        status.draw_status(canvas, view, marks, last)
    stations = range(len(layout.station_boxes()))
    road_dirty = {"left", "right"}.intersection(dirty) or any(station_region(s) in dirty for s in stations)
    if road_dirty:
        road.draw_trail(canvas, last)
    for station in stations:
        if station_region(station) in dirty:
            road.draw_station(canvas, view, station, last, costs)
    car = station_region(view.car)
    if car in dirty:
        road.draw_car(canvas, view)
    boxes = [region.box for region in regions(len(view.players)) if region.name in dirty]
    for station, cost in costs.items():
        tab = road.badge_box(station, cost)
        if any(touches(box, tab) for box in boxes):
            road.draw_badge(canvas, station, cost)
    if car in dirty or (view.car == _COMP.harbour and "left" in dirty):
        road.draw_direction(canvas, view)
    shown = None
    for group in range(len(_COMP.flower_display)):
        rows = {row for row in range(GROUP_ROWS) if building_region(group, row) in dirty}
        if rows:
            shown = shown or road.building_rows(view)
            road.draw_group(canvas, group, shown[group], marks, last, rows)
    if "voyage" in dirty:
        ship.draw_voyage(canvas, view)
    if "dice" in dirty:
        ship.draw_dice(canvas, view, last)
    if "value" in dirty:
        ship.draw_value_track(canvas, view)
    _paint_table(canvas, scene, dirty)
    if "legend" in dirty:
        y = layout.height(len(view.players)) - layout.LEGEND_H - 4
        status.draw_legend(canvas, y, bool(costs), view.phase == Phase.END)


def _paint_table(canvas: Canvas, scene: Scene, dirty: Collection[str]) -> None:
    """The parts of the players' table named in ``dirty``, as :func:`table.draw_table` draws them."""
    view = scene.view
    cols = table.columns(view)
    y = layout.TABLE_Y
    if "head" in dirty:
        table.draw_head(canvas, cols, y)
    y += layout.HEAD_H
    for p in view.players:
        if seat_region(p.seat) in dirty:
            table.draw_seat(canvas, view, cols, p, scene.marks, scene.own, scene.last, y, ground=False)
        y += layout.PLAYER_H
    if "supply" in dirty:
        table.draw_supply(canvas, view, cols, y)
