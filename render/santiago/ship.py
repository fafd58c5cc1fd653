"""The ship strip under the road: the ship in port and the ships sailed (n of 7), the four demand dice
with the die set aside, and the value track with its marker.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.common import fonts
from render.common.sprites import panel, paste
from render.santiago import layout, sprites
from render.santiago import palette as pal
from render.santiago.marks import LastMove
from render.santiago.words import word
from rules.santiago import gamedata
from rules.santiago.views import PublicView

_COMP = gamedata.components()

DIE = 88
DIE_STEP = 104
DICE_X = 372
ASIDE = 58
FLAG_W, FLAG_STEP = 66, 74
FLAGS_X = 880


def draw_ship(canvas: Image.Image, view: PublicView, last: LastMove) -> None:
    """The whole strip at :data:`layout.SHIP_Y`."""
    draw_sea(canvas)
    draw_cargo(canvas, view, last)


def draw_sea(canvas: Image.Image) -> None:
    """The strip's blue panel, the same on every board."""
    strip = panel(layout.WIDTH - 2 * layout.MARGIN, layout.SHIP_H, pal.SEA, pal.WHITE, 3, 18)
    paste(canvas, strip, (layout.MARGIN, layout.SHIP_Y))


def draw_cargo(canvas: Image.Image, view: PublicView, last: LastMove) -> None:
    """What the strip shows on its panel, left to right: the ship and the ships sailed, the dice, the
    value track."""
    draw_voyage(canvas, view)
    draw_dice(canvas, view, last)
    draw_value_track(canvas, view)


VOYAGE_RIGHT = DICE_X - 8
"""Where the ship and its pips end and the dice (their gold rings included) begin."""
VALUE_LEFT = FLAGS_X - 14
"""Where the dice and the die set aside (its word included) end and the value track begins."""


def draw_voyage(canvas: Image.Image, view: PublicView) -> None:
    """The ship in port with its number, how many have sailed, and a pip per ship of the game (left of
    :data:`VOYAGE_RIGHT`)."""
    y0 = layout.SHIP_Y
    paste(canvas, sprites.icon("ship", 108, 84), (30, y0 + 16))
    room = DICE_X - 150 - 12
    name = word("ship", ship=view.ship)
    size = fonts.fitting_size(name, 38, room, True)
    fonts.draw_text(canvas, (150, y0 + 42), name, size, pal.WHITE, anchor="lm", bold=True)
    sailed = word("sailed", departed=view.departed, ships=_COMP.ships)
    size = fonts.fitting_size(sailed, 28, room, True, smallest=20)
    fonts.draw_text(canvas, (150, y0 + 86), sailed, size, pal.PANEL_TEXT, anchor="lm", bold=True)
    d = ImageDraw.Draw(canvas)
    r = 15
    for i in range(_COMP.ships):
        cx, cy = 42 + i * 40, y0 + 136
        box = (cx - r, cy - r, cx + r, cy + r)
        number = str(i + 1)
        if i < view.departed:
            d.ellipse(box, fill=pal.WHITE, outline=pal.INK, width=2)
            fonts.draw_text(canvas, (cx, cy + 1), number, 20, pal.INK, anchor="mm", bold=True)
        elif i == view.departed:
            d.ellipse(box, fill=pal.GOLD, outline=pal.WHITE, width=3)
            fonts.draw_text(canvas, (cx, cy + 1), number, 20, pal.INK, anchor="mm", bold=True)
        else:
            d.ellipse(box, outline=pal.SEA_LIGHT, width=2)
            fonts.draw_text(canvas, (cx, cy + 1), number, 20, pal.SEA_LIGHT, anchor="mm", bold=True)


def draw_dice(canvas: Image.Image, view: PublicView, last: LastMove) -> None:
    """The four dice on the ship, each over its good's picture; the set-aside die small and grey
    (between :data:`VOYAGE_RIGHT` and :data:`VALUE_LEFT`)."""
    y0 = layout.SHIP_Y
    if not view.dice:
        text = word("no_demand")
        fonts.draw_text(canvas, (DICE_X + 8, y0 + 70), text, 30, pal.PANEL_TEXT, anchor="lm", bold=True)
        return
    for i, good in enumerate(g for g in _COMP.die_goods if g in view.dice):
        x = DICE_X + i * DIE_STEP
        y = y0 + 16
        if good in last.dice:
            paste(canvas, sprites.ring(DIE, DIE, pal.GOLD, 6, 18), (x - 8, y - 8))
        paste(canvas, sprites.die(good, view.dice[good], DIE), (x, y))
        paste(canvas, sprites.icon(good, 38), (x + DIE / 2, y + DIE + 24), "mm")
    if view.aside is not None:
        x = DICE_X + 4 * DIE_STEP - 6
        face = view.rolls_used[-1][view.aside] if view.rolls_used else 0
        paste(canvas, sprites.die(view.aside, face, ASIDE, True), (x, y0 + 18))
        paste(canvas, sprites.icon(view.aside, 30), (x + ASIDE / 2, y0 + 18 + ASIDE + 22), "mm")
        aside = word("aside")
        fonts.draw_text(canvas, (x + ASIDE / 2, y0 + 148), aside, 20, pal.PANEL_TEXT, anchor="mm")


def draw_value_track(canvas: Image.Image, view: PublicView) -> None:
    """The flags 2, 3, 4 and chequered; the one under the value marker gold, with the blue marker on it
    (right of :data:`VALUE_LEFT`)."""
    y0 = layout.SHIP_Y
    title = word("value")
    fonts.draw_text(canvas, (FLAGS_X, y0 + 30), title, 26, pal.PANEL_TEXT, anchor="lm", bold=True)
    d = ImageDraw.Draw(canvas)
    for i, flag in enumerate(_COMP.flags):
        x = FLAGS_X + i * FLAG_STEP
        current = flag == view.marker
        y = y0 + 62
        paste(canvas, sprites.value_flag(flag, FLAG_W, FLAG_W, current), (x, y))
        if current:
            cx, cy = x + FLAG_W / 2, y + FLAG_W + 18
            d.polygon(
                [(cx, cy - 14), (cx + 14, cy + 8), (cx - 14, cy + 8)], fill=pal.MARKER, outline=pal.WHITE
            )
