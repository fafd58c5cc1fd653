"""The ship strip under the road: the ship in port and the ships sailed (n of 7), the four demand dice
with the die set aside, and the value track with its marker.
"""

from __future__ import annotations

from render.santiago import layout, sprites
from render.santiago import palette as pal
from render.santiago.marks import LastMove
from render.santiago.scaled import Canvas, panel
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


def draw_ship(canvas: Canvas, view: PublicView, last: LastMove) -> None:
    """The whole strip at :data:`layout.SHIP_Y`."""
    draw_sea(canvas)
    draw_cargo(canvas, view, last)


def draw_sea(canvas: Canvas) -> None:
    """The strip's blue panel, the same on every board."""
    strip = panel(layout.WIDTH - 2 * layout.MARGIN, layout.SHIP_H, pal.SEA, pal.WHITE, 3, 18, canvas.scale)
    canvas.paste(strip, (layout.MARGIN, layout.SHIP_Y))


def draw_cargo(canvas: Canvas, view: PublicView, last: LastMove) -> None:
    """What the strip shows on its panel, left to right: the ship and the ships sailed, the dice, the
    value track."""
    draw_voyage(canvas, view)
    draw_dice(canvas, view, last)
    draw_value_track(canvas, view)


VOYAGE_RIGHT = DICE_X - 8
"""Where the ship and its pips end and the dice (their gold rings included) begin."""
VALUE_LEFT = FLAGS_X - 14
"""Where the dice and the die set aside (its word included) end and the value track begins."""


def draw_voyage(canvas: Canvas, view: PublicView) -> None:
    """The ship in port with its number, how many have sailed, and a pip per ship of the game (left of
    :data:`VOYAGE_RIGHT`)."""
    scale = canvas.scale
    y0 = layout.SHIP_Y
    canvas.paste(sprites.icon("ship", 108, 84, scale), (30, y0 + 16))
    room = DICE_X - 150 - 12
    name = word("ship", ship=view.ship)
    size = scale.fitting_size(name, 38, room, True)
    canvas.text((150, y0 + 42), name, size, pal.WHITE, anchor="lm", bold=True)
    sailed = word("sailed", departed=view.departed, ships=_COMP.ships)
    size = scale.fitting_size(sailed, 28, room, True, smallest=20)
    canvas.text((150, y0 + 86), sailed, size, pal.PANEL_TEXT, anchor="lm", bold=True)
    r = 15
    for i in range(_COMP.ships):
        cx, cy = 42 + i * 40, y0 + 136
        box = (cx - r, cy - r, cx + r, cy + r)
        number = str(i + 1)
        if i < view.departed:
            canvas.ellipse(box, fill=pal.WHITE, outline=pal.INK, width=2)
            canvas.text((cx, cy + 1), number, 20, pal.INK, anchor="mm", bold=True)
        elif i == view.departed:
            canvas.ellipse(box, fill=pal.GOLD, outline=pal.WHITE, width=3)
            canvas.text((cx, cy + 1), number, 20, pal.INK, anchor="mm", bold=True)
        else:
            canvas.ellipse(box, outline=pal.SEA_LIGHT, width=2)
            canvas.text((cx, cy + 1), number, 20, pal.SEA_LIGHT, anchor="mm", bold=True)


def draw_dice(canvas: Canvas, view: PublicView, last: LastMove) -> None:
    """The four dice on the ship, each over its good's picture; the set-aside die small and grey
    (between :data:`VOYAGE_RIGHT` and :data:`VALUE_LEFT`)."""
    scale = canvas.scale
    y0 = layout.SHIP_Y
    if not view.dice:
        text = word("no_demand")
        canvas.text((DICE_X + 8, y0 + 70), text, 30, pal.PANEL_TEXT, anchor="lm", bold=True)
        return
    for i, good in enumerate(g for g in _COMP.die_goods if g in view.dice):
        x = DICE_X + i * DIE_STEP
        y = y0 + 16
        if good in last.dice:
            canvas.paste(sprites.ring(DIE, DIE, pal.GOLD, 6, 18, scale), (x - 8, y - 8))
        canvas.paste(sprites.die(good, view.dice[good], DIE, scale=scale), (x, y))
        canvas.paste(sprites.icon(good, 38, scale=scale), (x + DIE / 2, y + DIE + 24), "mm")
    if view.aside is not None:
        x = DICE_X + 4 * DIE_STEP - 6
        face = view.rolls_used[-1][view.aside] if view.rolls_used else 0
        canvas.paste(sprites.die(view.aside, face, ASIDE, True, scale), (x, y0 + 18))
        canvas.paste(sprites.icon(view.aside, 30, scale=scale), (x + ASIDE / 2, y0 + 18 + ASIDE + 22), "mm")
        aside = word("aside")
        canvas.text((x + ASIDE / 2, y0 + 148), aside, 20, pal.PANEL_TEXT, anchor="mm")


def draw_value_track(canvas: Canvas, view: PublicView) -> None:
    """The flags 2, 3, 4 and chequered; the one under the value marker gold, with the blue marker on it
    (right of :data:`VALUE_LEFT`)."""
    y0 = layout.SHIP_Y
    title = word("value")
    canvas.text((FLAGS_X, y0 + 30), title, 26, pal.PANEL_TEXT, anchor="lm", bold=True)
    for i, flag in enumerate(_COMP.flags):
        x = FLAGS_X + i * FLAG_STEP
        current = flag == view.marker
        y = y0 + 62
        canvas.paste(sprites.value_flag(flag, FLAG_W, FLAG_W, current, canvas.scale), (x, y))
        if current:
            cx, cy = x + FLAG_W / 2, y + FLAG_W + 18
            canvas.polygon(
                [(cx, cy - 14), (cx + 14, cy + 8), (cx - 14, cy + 8)], fill=pal.MARKER, outline=pal.WHITE
            )
