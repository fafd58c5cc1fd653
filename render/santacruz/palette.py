"""Every colour the images use, and how each player is told apart: a colour and a letter.

Player colours come from the Okabe-Ito palette, chosen so that they also differ in lightness and stay
distinct under the common kinds of colour blindness; each building and marker carries the player's
letter as a second cue.
"""

from __future__ import annotations

from render.common.palette import (
    PLAYER_COLOURS,
    RGB,
    blend,
    ink_on,
    named_colours,
    player_colour,
    player_marks,
)

__all__ = ["PLAYER_COLOURS", "RGB", "blend", "ink_on", "player_colour", "player_marks"]

# sea and land
SEA: RGB = (44, 110, 163)
SEA_WAVE: RGB = (78, 140, 190)
SHALLOW: RGB = (92, 163, 204)
SURF: RGB = (214, 236, 244)
SAND: RGB = (235, 212, 158)
GRASS: RGB = (132, 176, 94)
ROAD: RGB = (142, 98, 58)
ROAD_EDGE: RGB = (240, 226, 190)
RIVER: RGB = (58, 134, 206)
RIVER_EDGE: RGB = (33, 88, 150)
ROCK: RGB = (110, 92, 84)
ROCK_DARK: RGB = (74, 60, 56)
LAVA: RGB = (235, 96, 30)
LAVA_BRIGHT: RGB = (252, 190, 60)

# tiles: face (turned up), edge, back (face down) and the back's pattern, per site kind
TILE_FACE: dict[str, RGB] = {"coast": (206, 232, 246), "land": (247, 236, 204), "volcano": (250, 210, 170)}
TILE_EDGE: dict[str, RGB] = {"coast": (30, 96, 160), "land": (92, 120, 52), "volcano": (190, 80, 20)}
TILE_BACK: dict[str, RGB] = {"coast": (60, 128, 190), "land": (110, 140, 70), "volcano": (205, 104, 44)}
TILE_BACK_PATTERN: dict[str, RGB] = {
    "coast": (96, 158, 212),
    "land": (136, 164, 92),
    "volcano": (226, 136, 70),
}

# ink and paper
INK: RGB = (30, 30, 36)
WHITE: RGB = (255, 255, 255)
PAPER: RGB = (250, 246, 236)
PAPER_DARK: RGB = (232, 224, 204)
PANEL: RGB = (38, 44, 56)
PANEL_LIGHT: RGB = (58, 66, 82)
PANEL_TEXT: RGB = (238, 240, 244)
PANEL_MUTED: RGB = (160, 168, 182)
GHOST: RGB = (236, 236, 236)
GHOST_EDGE: RGB = (120, 120, 120)

# marks on the board
POINTS: RGB = (250, 250, 250)
HIGHLIGHT: RGB = (255, 255, 255)
HIGHLIGHT_FLAG: RGB = (230, 32, 120)
LAST_MOVE: RGB = (20, 20, 20)
GOLD: RGB = (240, 190, 40)
GOLD_DARK: RGB = (170, 120, 10)
FISH: RGB = (70, 130, 180)
SHEEP: RGB = (250, 250, 246)
WOOD: RGB = (150, 96, 50)
WOOD_DARK: RGB = (100, 60, 30)
SUGAR: RGB = (190, 214, 120)
SUGAR_DARK: RGB = (112, 140, 50)
BIRD: RGB = (214, 40, 40)
BIRD_WING: RGB = (40, 120, 210)
CARD: RGB = (252, 248, 236)
CARD_EDGE: RGB = (120, 100, 70)
SCORE_CARD: RGB = (64, 52, 100)


def base_colours() -> tuple[RGB, ...]:
    """Every named colour of this module, for the PNG palette."""
    return named_colours(globals(), PLAYER_COLOURS)
