"""Where things go on the Santiago board image: the road's ten stations, the four flower groups, the ship
strip and the players' table, in pixels of a 1200 px wide image.

The road is a loop of two rows of five tiles, driven clockwise from the harbour in the bottom-left corner
up to station 1 in the top-left corner; the flower groups fill the inside of the loop.
"""

from __future__ import annotations

from functools import cache

from rules.santiago import gamedata

Box = tuple[int, int, int, int]

WIDTH = 1200
"""Width of every image in px; Discord shows it about 400 px wide on a phone."""

MARGIN = 12
STATUS_HEIGHT = 104
"""The status bar on top: whose decision, what it is, which ship."""

TILE_W, TILE_H = 212, 140
TILE_X0, TILE_STEP = 24, 234
TOP_Y = STATUS_HEIGHT + 24
"""Top of the upper row of tiles."""

GROUP_W, GROUP_H, GROUP_GAP = 564, 222, 14
GROUP_STRIP = 44
"""Width of the coloured strip that carries a flower group's mark."""
ROW_H, ROW_GAP = 66, 4
INNER_Y = TOP_Y + TILE_H + 16
"""Top of the flower groups inside the loop."""

BOTTOM_Y = INNER_Y + 2 * GROUP_H + GROUP_GAP + 16
"""Top of the lower row of tiles."""

ROAD_LEFT, ROAD_RIGHT = 12, WIDTH - 12
ROAD_TOP, ROAD_BOTTOM = TOP_Y + TILE_H // 2, BOTTOM_Y + TILE_H // 2
ROAD_WIDTH = 26

SHIP_Y = BOTTOM_Y + TILE_H + 16
SHIP_H = 168
"""The ship strip: ship and ships sailed, the four dice, the value track."""

TABLE_Y = SHIP_Y + SHIP_H + 14
HEAD_H, PLAYER_H, SUPPLY_H = 66, 72, 60
LEGEND_H = 52


@cache
def station_boxes() -> tuple[Box, ...]:
    """The tile box of each station: the harbour (0) bottom-left, 1 to 5 along the top left to right,
    6 to 9 along the bottom right to left."""
    stations = gamedata.components().stations
    per_row = stations // 2
    boxes: list[Box] = []
    for i in range(stations):
        if i == 0:
            col, top = 0, BOTTOM_Y
        elif i <= per_row:
            col, top = i - 1, TOP_Y
        else:
            col, top = stations - i, BOTTOM_Y
        x = TILE_X0 + col * TILE_STEP
        boxes.append((x, top, x + TILE_W, top + TILE_H))
    return tuple(boxes)


def centre(box: Box) -> tuple[int, int]:
    """The centre of ``box``."""
    return ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)


def road_path(start: int, steps: int) -> list[tuple[int, int]]:
    """The road's points from station ``start`` over ``steps`` stations, corners included."""
    boxes = station_boxes()
    n = len(boxes)
    points = [_on_road(centre(boxes[start % n]))]
    for i in range(1, steps + 1):
        a, b = points[-1], _on_road(centre(boxes[(start + i) % n]))
        if a[1] != b[1]:
            x = ROAD_LEFT if b[0] < WIDTH // 2 else ROAD_RIGHT
            points += [(x, a[1]), (x, b[1])]
        points.append(b)
    return points


def _on_road(point: tuple[int, int]) -> tuple[int, int]:
    """A tile centre moved onto its row's road line."""
    return (point[0], ROAD_TOP if point[1] < (ROAD_TOP + ROAD_BOTTOM) // 2 else ROAD_BOTTOM)


@cache
def group_boxes() -> tuple[Box, ...]:
    """The box of each flower group, in the data's order: two side by side, two below."""
    boxes = []
    for i in range(len(gamedata.components().flower_display)):
        x = MARGIN + 18 + (i % 2) * (GROUP_W + GROUP_GAP)
        y = INNER_Y + (i // 2) * (GROUP_H + GROUP_GAP)
        boxes.append((x, y, x + GROUP_W, y + GROUP_H))
    return tuple(boxes)


def row_box(group: int, row: int) -> Box:
    """The box of the ``row``-th building (0 to 2) of flower group ``group``."""
    x0, y0, x1, _ = group_boxes()[group]
    top = y0 + 6 + row * (ROW_H + ROW_GAP)
    return (x0 + GROUP_STRIP + 6, top, x1 - 6, top + ROW_H)


def table_height(players: int) -> int:
    """Height of the players' table: head, a row per player, the supply row."""
    return HEAD_H + players * PLAYER_H + SUPPLY_H


def height(players: int) -> int:
    """Height of the whole board image for ``players`` seats."""
    return TABLE_Y + table_height(players) + 10 + LEGEND_H
