"""Every colour the Santiago images use: the shared basics, the board, the goods and the flower groups.

Goods and flower groups are told apart by shape as well as by colour (see :mod:`render.santiago.icons`),
so a colour that a colour-blind player cannot tell from another never carries meaning alone.
"""

from __future__ import annotations

from functools import cache

from PIL import Image

from render.common.encode import palette_image
from render.common.palette import (
    GOLD,
    HIGHLIGHT_FLAG,
    INK,
    PANEL,
    PANEL_LIGHT,
    PANEL_MUTED,
    PANEL_TEXT,
    PAPER,
    PLAYER_COLOURS,
    RGB,
    WHITE,
    blend,
    ink_on,
    named_colours,
    player_colour,
    player_marks,
)
from rules.santiago import gamedata

__all__ = [
    "GOLD",
    "HIGHLIGHT_FLAG",
    "INK",
    "PANEL",
    "PANEL_LIGHT",
    "PANEL_MUTED",
    "PANEL_TEXT",
    "PAPER",
    "PLAYER_COLOURS",
    "RGB",
    "WHITE",
    "base_colours",
    "blend",
    "flower_colour",
    "ink_on",
    "player_colour",
    "player_marks",
    "png_palette",
]

# the board
GROUND: RGB = (120, 160, 96)
GROUP: RGB = (167, 193, 152)
ROAD: RGB = (196, 178, 140)
ROAD_EDGE: RGB = (92, 78, 60)
SEA: RGB = (44, 110, 163)
SEA_LIGHT: RGB = (92, 163, 204)
TILE: RGB = (252, 246, 228)
TILE_EDGE: RGB = (70, 56, 40)
TILE_BACK: RGB = (112, 84, 60)
TILE_BACK_STRIPE: RGB = (134, 104, 78)
TILE_BACK_TEXT: RGB = (236, 220, 196)
HARBOUR: RGB = (206, 232, 246)
HARBOUR_STAR: RGB = (250, 212, 40)
ROW: RGB = (252, 248, 238)
ROW_TEXT: RGB = (90, 84, 78)
CAR: RGB = (250, 250, 250)
CAR_WINDOW: RGB = (120, 190, 230)
DIE_ASIDE: RGB = (120, 124, 132)
MARKER: RGB = (40, 90, 200)
FLAG: RGB = (250, 250, 250)
TABLE_ROW: RGB = (48, 55, 70)

# goods: sugar white, citrus orange, tobacco green, rum red, cigars black (SC-1), wood natural
GOODS: dict[str, RGB] = {
    "sugar": (246, 246, 240),
    "citrus": (240, 140, 20),
    "tobacco": (60, 150, 64),
    "rum": (196, 40, 40),
    "cigars": (48, 40, 36),
    "wood": (196, 150, 96),
}
GOOD_DETAIL: dict[str, RGB] = {
    "sugar": (150, 150, 140),
    "citrus": (120, 170, 60),
    "tobacco": (30, 96, 40),
    "rum": (250, 220, 200),
    "cigars": (214, 170, 60),
    "wood": (120, 82, 44),
}

# flower groups: named colours that components.json's flower names may use
COLOUR_NAMES: dict[str, RGB] = {
    "white": (248, 248, 244),
    "yellow": (244, 204, 48),
    "dark blue": (36, 66, 156),
    "blue": (60, 110, 200),
    "red": (204, 56, 56),
    "green": (60, 150, 64),
    "orange": (240, 140, 20),
    "purple": (130, 70, 160),
    "pink": (236, 130, 180),
    "black": (40, 40, 40),
    "brown": (130, 90, 50),
}
FLOWER_FALLBACK: RGB = (180, 180, 180)


def flower_colour(display: str) -> RGB:
    """The colour of a flower group from its display name in the data ("dark blue", "red (placeholder)")."""
    return COLOUR_NAMES.get(display.split("(")[0].strip().lower(), FLOWER_FALLBACK)


def base_colours() -> tuple[RGB, ...]:
    """Every colour the images use, for the PNG palette: the named ones of this module and of the shared
    palette, the players' and the flower groups' of the data (not every colour name a flower might take)."""
    named = {k: v for k, v in globals().items() if k != "COLOUR_NAMES"}
    flowers = (flower_colour(name) for name in gamedata.components().flower_display.values())
    return named_colours(named, (*PLAYER_COLOURS, *flowers))


@cache
def png_palette() -> Image.Image:
    """The fixed 256 colours every Santiago image is encoded with."""
    return palette_image(base_colours(), (PANEL, PANEL_LIGHT, SEA), (PANEL_TEXT, PANEL_MUTED, GOLD, WHITE))
