"""The Santiago board cut into regions, and what each region shows as a hashable key.

An incremental render (:mod:`render.santiago.incremental`) keeps each region's pixels by its key and
draws afresh only the regions whose key it has not seen. A key must therefore name everything that can
paint a pixel of its region: most items stay inside one region (a tile, its ring and the car inside
their station's column, a building with its owner and figure inside its row, a seat inside its table
row), and the few that reach into neighbours are in the keys of each (a building's gold ring, the
harbour's arrow, a fare's tab, the gold trail by its segments).

Keys are built from the public view, the last move's marks, the language and, on a private board, what
the seat's view adds that the table could work out too (its holdings and fares where holdings are shown
to all). A region that shows what only one seat may see (its own hidden holdings, and then its fares)
has the key ``None``: it is drawn every time and never kept.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from functools import cache

from render.santiago import layout, road, ship, status, table
from render.santiago.marks import LastMove
from render.santiago.scaled import FULL, Scale
from render.santiago.words import language
from rules.santiago import gamedata
from rules.santiago.views import Holdings, Phase, PlayerPublic, PublicView

_COMP = gamedata.components()

Key = Hashable | None
"""What a region shows; ``None`` for a region drawn every time (it holds a seat's private data)."""

STATUS_BOTTOM = layout.TOP_Y - road.BADGE_RISE
"""The status bar's region ends where a top-row fare badge starts, so neither reaches the other."""
GROUPS_TOP = layout.INNER_Y - 2
"""Where the top row of stations ends and the flower groups start (the first row's gold ring included)."""
GROUPS_BOTTOM = layout.INNER_Y + 2 * layout.GROUP_H + layout.GROUP_GAP
"""Where the flower groups end and the bottom row of stations starts."""
GROUPS_MIDDLE = layout.INNER_Y + layout.GROUP_H + layout.GROUP_GAP // 2
"""Between the upper and the lower flower groups."""
GROUP_ROWS = len(_COMP.spaces) // len(_COMP.flower_display)
"""Buildings in a flower group, one region each (a gold ring reaches into the rows above and below)."""
ROW_RING = 8
"""How far a building's gold ring reaches outside its row (thickness 6 plus its ink edge)."""
TRAIL_REACH = 10
"""How far the gold trail's ink (16 px wide, round joints) reaches from the road's centre line."""


@dataclass(frozen=True, slots=True)
class Region:
    """A named rectangle of the board: ``box`` is (left, top, right, bottom), right and bottom excluded,
    in the big board's px."""

    name: str
    box: layout.Box

    def pixels(self, scale: Scale) -> layout.Box:
        """The region's box on a board drawn at ``scale`` (neighbouring regions stay neighbours)."""
        if scale.full:
            return self.box
        x0, y0, x1, y1 = self.box
        return (scale.px(x0), scale.px(y0), scale.px(x1), scale.px(y1))


@dataclass(frozen=True, slots=True, eq=False)
class Scene:
    """Everything one board drawing reads: the public view, the last move, the marks of the seats, for
    a private board the seat's own holdings and its fares, and the scale it is drawn at."""

    view: PublicView
    last: LastMove
    marks: tuple[str, ...]
    own: tuple[int, Holdings] | None = None
    costs: Mapping[int, int] | None = None
    scale: Scale = FULL

    @property
    def fares(self) -> Mapping[int, int]:
        """The fares of the legal destinations (none on the public board)."""
        return self.costs or {}


def _columns() -> list[tuple[int, int]]:
    """The left and right edge of each column of stations, splitting the gaps between tiles."""
    half_gap = (layout.TILE_STEP - layout.TILE_W) // 2
    lefts = sorted({box[0] for box in layout.station_boxes()})
    edges = [0, *(x - half_gap for x in lefts[1:]), layout.WIDTH]
    return list(itertools.pairwise(edges))


def station_region(station: int) -> str:
    """The name of the region of ``station``'s column."""
    return f"station{station}"


def building_region(group: int, row: int) -> str:
    """The name of the region of the ``row``-th building of flower group ``group``."""
    return f"building{group}.{row}"


def seat_region(seat: int) -> str:
    """The name of the region of ``seat``'s row in the players' table."""
    return f"seat{seat}"


def is_bottom(station: int) -> bool:
    """Whether ``station`` is in the bottom row of the road."""
    return layout.station_boxes()[station][1] == layout.BOTTOM_Y


def is_lower(group: int) -> bool:
    """Whether flower group ``group`` is in the lower pair."""
    return layout.group_boxes()[group][1] > GROUPS_MIDDLE


@cache
def regions(players: int) -> tuple[Region, ...]:
    """The regions of a board for ``players`` seats: none overlaps another; what lies outside them all
    is the static layer alone."""
    out = [Region("status", (0, 0, layout.WIDTH, STATUS_BOTTOM))]
    columns = _columns()
    lefts = sorted({box[0] for box in layout.station_boxes()})
    for station, box in enumerate(layout.station_boxes()):
        x0, x1 = columns[lefts.index(box[0])]
        y0, y1 = (STATUS_BOTTOM, GROUPS_TOP) if not is_bottom(station) else (GROUPS_BOTTOM, layout.SHIP_Y)
        out.append(Region(station_region(station), (x0, y0, x1, y1)))
    inner_left = layout.row_box(0, 0)[0] - ROW_RING
    inner_right = layout.row_box(1, 0)[2] + ROW_RING
    out.append(Region("left", (0, GROUPS_TOP, inner_left, GROUPS_BOTTOM)))
    out.append(Region("right", (inner_right, GROUPS_TOP, layout.WIDTH, GROUPS_BOTTOM)))
    for group, box in enumerate(layout.group_boxes()):
        x0, x1 = (
            (inner_left, layout.WIDTH // 2)
            if box[0] < layout.WIDTH // 2
            else (layout.WIDTH // 2, inner_right)
        )
        y0, y1 = (GROUPS_TOP, GROUPS_MIDDLE) if not is_lower(group) else (GROUPS_MIDDLE, GROUPS_BOTTOM)
        for row in range(GROUP_ROWS):
            top = y0 if row == 0 else layout.row_box(group, row)[1] - layout.ROW_GAP // 2
            bottom = y1 if row == GROUP_ROWS - 1 else layout.row_box(group, row)[3] + layout.ROW_GAP // 2
            out.append(Region(building_region(group, row), (x0, top, x1, bottom)))
    y0, y1 = layout.SHIP_Y, layout.SHIP_Y + layout.SHIP_H
    out.append(Region("voyage", (0, y0, ship.VOYAGE_RIGHT, y1)))
    out.append(Region("dice", (ship.VOYAGE_RIGHT, y0, ship.VALUE_LEFT, y1)))
    out.append(Region("value", (ship.VALUE_LEFT, y0, layout.WIDTH, y1)))
    y = layout.TABLE_Y
    out.append(Region("head", (0, y, layout.WIDTH, y + layout.HEAD_H)))
    y += layout.HEAD_H
    for seat in range(players):
        out.append(Region(seat_region(seat), (0, y, layout.WIDTH, y + layout.PLAYER_H)))
        y += layout.PLAYER_H
    out.append(Region("supply", (0, y, layout.WIDTH, y + layout.SUPPLY_H)))
    legend = layout.height(players) - layout.LEGEND_H - 4
    out.append(Region("legend", (0, legend, layout.WIDTH, legend + layout.LEGEND_H)))
    return tuple(out)


def touches(a: layout.Box, b: layout.Box) -> bool:
    """Whether boxes ``a`` and ``b`` (right and bottom excluded) share a pixel."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


Point = tuple[int, int]


def _trail(
    points: list[Point], box: layout.Box
) -> tuple[tuple[Point | None, Point, Point, Point | None], ...]:
    """The segments of the gold trail through ``points`` that reach into ``box``, each with the points
    before and after it (its round joints are drawn from those)."""
    touching = []
    for i in range(len(points) - 1):
        (ax, ay), (bx, by) = points[i], points[i + 1]
        reach = (
            min(ax, bx) - TRAIL_REACH,
            min(ay, by) - TRAIL_REACH,
            max(ax, bx) + TRAIL_REACH + 1,
            max(ay, by) + TRAIL_REACH + 1,
        )
        if touches(reach, box):
            before = points[i - 1] if i > 0 else None
            after = points[i + 2] if i + 2 < len(points) else None
            touching.append((before, points[i], points[i + 1], after))
    return tuple(touching)


def _tile(view: PublicView, station: int) -> tuple[str, bool]:
    """The tile of ``station``: the harbour, or a Cubaner and whether it lies face up."""
    if station == _COMP.harbour:
        return ("harbour", True)
    cubaner = view.cubaner[(station - _COMP.harbour - 1) % len(view.cubaner)]
    return (cubaner, cubaner not in view.face_down)


def _holdings(holdings: Holdings | None) -> Hashable:
    """Holdings as a hashable value."""
    if holdings is None:
        return None
    return (holdings.pesos, holdings.vp, tuple(sorted(holdings.goods.items())))


def _seat(scene: Scene, p: PlayerPublic, cols: table.Columns) -> Key:
    """The key of a seat's row, or ``None`` where it shows the seat's own holdings the table does not."""
    mine = scene.own is not None and scene.own[0] == p.seat
    if scene.own is not None and mine and p.holdings != scene.own[1]:
        return None
    view = scene.view
    tag = table.seat_tag(view, p.seat, mine, scene.last)
    active = p.seat == view.to_move
    return (p.seat, scene.marks[p.seat], p.name, active, tag, _holdings(p.holdings), p.markers_left, cols)


def _dice(view: PublicView, last: LastMove) -> Hashable:
    """What the ship's dice show: each die's face (and whether the last move turned it), the die set
    aside with its face."""
    dice = tuple((g, view.dice[g], g in last.dice) for g in _COMP.die_goods if g in view.dice)
    aside = None
    if view.aside is not None:
        aside = (view.aside, view.rolls_used[-1][view.aside] if view.rolls_used else 0)
    return (dice, aside)


def fare_marks(scene: Scene) -> dict[str, Hashable]:
    """The regions a seat's fares reach into, each with what they draw there: whether its station is
    ringed in magenta, and the fare tabs (station and fare) reaching into it."""
    out: dict[str, list[object]] = {station_region(station): [True] for station in scene.fares}
    for station, cost in scene.fares.items():
        tab = road.badge_box(station, cost)
        for region in regions(len(scene.view.players)):
            if touches(region.box, tab):
                out.setdefault(region.name, [False]).append((station, cost))
    return {name: tuple(marks) for name, marks in out.items()}


def fares_hidden(scene: Scene) -> bool:
    """Whether the fares of a private board tell what the table may not see: the seat's holdings (its
    pesos decide where it can drive) are hidden from the others."""
    if scene.own is None:
        return False
    return scene.view.players[scene.own[0]].holdings != scene.own[1]


def region_keys(scene: Scene) -> dict[str, Key]:
    """The key of every region of the board of ``scene``."""
    view, last, marks = scene.view, scene.last, scene.marks
    boxes = {r.name: r.box for r in regions(len(view.players))}
    prefix = (layout.height(len(view.players)), scene.scale.factor, language())
    ended = view.phase == Phase.END
    keys: dict[str, Key] = {}
    seat = view.to_move
    keys["status"] = (seat, None if seat is None else marks[seat], *status.headline(view, last))
    end = road.drive_end(last)
    trail = layout.road_path(*last.car) if last.car is not None else []
    for station in range(len(layout.station_boxes())):
        name = station_region(station)
        here = view.car == station
        keys[name] = (
            _tile(view, station),
            station == end,
            here,
            here and not ended,
            _trail(trail, boxes[name]),
        )
    harbour_arrow = view.car == _COMP.harbour and not ended
    keys["left"] = (harbour_arrow, _trail(trail, boxes["left"]))
    keys["right"] = _trail(trail, boxes["right"])
    for group, shown in enumerate(road.building_rows(view)):
        ringed = [building in last.buildings for building, _, _ in shown]
        for row, (building, owner, figure) in enumerate(shown):
            keys[building_region(group, row)] = (
                building,
                owner,
                None if owner is None else marks[owner],
                figure,
                None if figure is None else marks[figure],
                tuple(ringed[max(row - 1, 0) : row + 2]),
            )
    keys["voyage"] = (view.ship, view.departed)
    keys["dice"] = _dice(view, last)
    keys["value"] = view.marker
    cols = table.columns(view)
    keys["head"] = cols
    for p in view.players:
        keys[seat_region(p.seat)] = _seat(scene, p, cols)
    keys["supply"] = (cols, tuple(view.supply.get(g, 0) for g in _COMP.goods))
    keys["legend"] = (bool(scene.fares), ended)
    hidden = fares_hidden(scene)
    for name, fares in fare_marks(scene).items():
        keys[name] = None if hidden or keys[name] is None else (keys[name], fares)
    return {name: None if key is None else (*prefix, name, boxes[name], key) for name, key in keys.items()}
