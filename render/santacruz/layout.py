"""Where things go: the renderer's own positions for the sites, and the sizes of tiles and panels.

``board.json`` gives only a schematic layout; this table spreads the sites so that every tile has room
for its contents. It changes positions only: which sites exist and how they connect still come from
the game data, and a site missing from the table falls back to its schematic position.
"""

from __future__ import annotations

from functools import cache

from rules.santacruz import gamedata

Point = tuple[float, float]
Box = tuple[int, int, int, int]

WIDTH = 1200
"""Width of the board and hand images in px; Discord scales them to the phone's width (about 400 px).
The public board of a turn message is drawn at :data:`PHONE_SCALE` of it."""

UNIT = 11.6
"""Pixels per layout unit."""

ORIGIN: Point = (4.0, 3.0)
"""The layout point drawn at :data:`MARGIN`."""

MARGIN: Point = (70.0, 62.0)

BOARD_HEIGHT = 1300
"""Height of the board part of the board image."""

PHONE_SCALE = 0.5
"""The scale of the public board a turn message shows (issue 46): 600 px wide, drawn natively at that
size, not shrunk. Discord shows it about 400 px wide on a phone, so a site id whose capitals are 12 px
tall here reads 8 px tall, as on the 1200 px board; the file is a quarter of the pixels."""

SITE_POSITIONS: dict[str, Point] = {
    "C01": (47, 9),
    "C02": (64, 10),
    "C03": (81.5, 19.5),
    "C04": (92, 34),
    "C05": (95, 50),
    "C06": (94.5, 74),
    "C07": (77, 84),
    "C08": (60, 88),
    "C09": (43, 86),
    "C10": (25.5, 78),
    "C11": (16, 60),
    "C12": (17, 41),
    "C13": (28.5, 24),
    "L01": (49, 20),
    "L02": (56, 28.5),
    "L03": (64, 20),
    "L04": (77, 28),
    "L05": (85, 43),
    "L06": (83, 52.5),
    "L07": (75, 61.5),
    "L08": (85.5, 65.5),
    "L09": (73, 76),
    "L10": (61, 77),
    "L11": (46, 77),
    "L12": (33, 69),
    "L13": (27, 58),
    "L14": (35, 50),
    "L15": (28, 41),
    "L16": (35, 32.5),
    "L17": (39, 22),
    "L18": (64, 67.5),
    "L19": (45, 67.5),
    "L20": (67, 32),
    "V01": (55, 37),
    "V02": (65, 42.5),
    "V03": (65, 53.5),
    "V04": (55, 59),
    "V05": (45, 53.5),
    "V06": (45, 42.5),
    "N1": (5, 6),
    "N2": (18, 23),
    "N3": (15, 4),
    "N4": (10, 14.5),
    "N5": (4, 23),
    "S1": (4, 98.5),
    "S2": (17, 104.5),
    "S3": (29, 98.5),
    "S4": (10, 90),
    "S5": (22, 90),
}
"""Site centres in layout units (x right, y down)."""

VOLCANO_CONES: tuple[tuple[Point, float], ...] = (((55, 48), 5.6), ((16, 96), 3.4))
"""The central and the small volcano: centre and radius in layout units."""

TILE_SIZE: dict[str, tuple[int, int]] = {"coast": (104, 76), "land": (100, 74), "volcano": (104, 84)}
"""Width and height in px of a tile of each site kind."""


def width(scale: float = 1.0) -> int:
    """Width in px of the board drawn at ``scale`` (1 for the 1200 px board)."""
    return round(WIDTH * scale)


def board_height(scale: float = 1.0) -> int:
    """Height in px of the islands (the board without its dashboard) drawn at ``scale``."""
    return round(BOARD_HEIGHT * scale)


def to_px(point: Point, scale: float = 1.0) -> Point:
    """A layout point in board pixels (of the board drawn at ``scale``)."""
    x, y = MARGIN[0] + (point[0] - ORIGIN[0]) * UNIT, MARGIN[1] + (point[1] - ORIGIN[1]) * UNIT
    return (x, y) if scale == 1 else (x * scale, y * scale)


@cache
def site_centres(scale: float = 1.0) -> dict[str, tuple[int, int]]:
    """Every site's centre in board pixels (of the board drawn at ``scale``)."""
    out = {}
    for sid, site in gamedata.board().sites.items():
        x, y = to_px(SITE_POSITIONS.get(sid, site.xy), scale)
        out[sid] = (round(x), round(y))
    return out


def tile_size(kind: str, scale: float = 1.0) -> tuple[int, int]:
    """Width and height in px of a tile of ``kind`` on the board drawn at ``scale``."""
    w, h = TILE_SIZE[kind]
    return (w, h) if scale == 1 else (round(w * scale), round(h * scale))


def site_box(site_id: str, scale: float = 1.0) -> Box:
    """The box of a site's tile in board pixels (of the board drawn at ``scale``)."""
    x, y = site_centres(scale)[site_id]
    w, h = tile_size(gamedata.board().sites[site_id].kind, scale)
    return (x - w // 2, y - h // 2, x - w // 2 + w, y - h // 2 + h)
