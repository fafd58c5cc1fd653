"""Vector drawings of Santiago's things: goods, coins, figures, markers, the car, the ship, flags, shapes.

Each function draws into a box (left, top, right, bottom) in the caller's pixels, so one drawing serves a
small table icon and a large tile picture; :mod:`render.santiago.sprites` draws them supersampled. Every
good has its own silhouette (cube, fruit, leaf, bottle, cigar, log) so goods never differ by colour alone.
"""

from __future__ import annotations

import math

from PIL import ImageDraw

from render.santiago import palette as pal
from render.santiago.palette import RGB

FBox = tuple[float, float, float, float]
Point = tuple[float, float]

SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond")
"""The mark of each flower group, in the order of the groups in the data."""


def _lw(box: FBox, frac: float = 0.07, minimum: float = 2.0) -> int:
    """An outline width proportional to the box."""
    return max(round(minimum), round(min(box[2] - box[0], box[3] - box[1]) * frac))


def _inset(box: FBox, frac: float) -> FBox:
    """``box`` shrunk by ``frac`` of its size on every side."""
    x0, y0, x1, y1 = box
    dx, dy = (x1 - x0) * frac, (y1 - y0) * frac
    return (x0 + dx, y0 + dy, x1 - dx, y1 - dy)


def shape(draw: ImageDraw.ImageDraw, name: str, box: FBox, fill: RGB, outline: RGB = pal.INK) -> None:
    """A flower group's mark: a circle, square, triangle or diamond filling ``box``."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    lw = _lw(box, 0.1)
    if name == "circle":
        draw.ellipse(box, fill=fill, outline=outline, width=lw)
    elif name == "square":
        s = _inset(box, 0.07)
        draw.rounded_rectangle(s, radius=(s[2] - s[0]) * 0.12, fill=fill, outline=outline, width=lw)
    elif name == "triangle":
        draw.polygon([(cx, y0), (x1, y1 - (y1 - y0) * 0.08), (x0, y1 - (y1 - y0) * 0.08)], fill=fill)
        draw.line([(cx, y0), (x1, y1 - (y1 - y0) * 0.08), (x0, y1 - (y1 - y0) * 0.08), (cx, y0)], outline, lw)
    else:
        draw.polygon([(cx, y0), (x1, cy), (cx, y1), (x0, cy)], fill=fill, outline=outline, width=lw)


def sugar(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """Three white sugar cubes stacked."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    s = min(w, h) * 0.46
    lw = _lw(box, 0.06)
    spots = [(x0 + w * 0.04, y1 - s), (x1 - w * 0.04 - s, y1 - s), ((x0 + x1 - s) / 2, y1 - 2 * s + lw)]
    for sx, sy in spots:
        draw.rounded_rectangle(
            (sx, sy, sx + s, sy + s), radius=s * 0.15, fill=pal.GOODS["sugar"], outline=pal.INK, width=lw
        )


def citrus(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """An orange with a leaf and its segments."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box, 0.06)
    fruit = (x0 + w * 0.06, y0 + h * 0.2, x1 - w * 0.06, y1 - h * 0.02)
    draw.ellipse(fruit, fill=pal.GOODS["citrus"], outline=pal.INK, width=lw)
    cx, cy = (fruit[0] + fruit[2]) / 2, (fruit[1] + fruit[3]) / 2
    r = (fruit[2] - fruit[0]) * 0.28
    for i in range(3):
        a = math.pi / 3 * i
        draw.line(
            [(cx - r * math.cos(a), cy - r * math.sin(a)), (cx + r * math.cos(a), cy + r * math.sin(a))],
            fill=pal.blend(pal.GOODS["citrus"], pal.WHITE, 0.6),
            width=max(1, lw // 2),
        )
    draw.ellipse(
        (cx, y0, cx + w * 0.36, y0 + h * 0.26), fill=pal.GOOD_DETAIL["citrus"], outline=pal.INK, width=lw // 2
    )


def tobacco(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """A long pointed leaf with its vein."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box, 0.06)
    points = []
    for i in range(13):
        t = i / 12
        points.append((x0 + w * (0.5 - 0.42 * math.sin(math.pi * t)), y1 - h * t))
    for i in range(11, 0, -1):
        t = i / 12
        points.append((x0 + w * (0.5 + 0.42 * math.sin(math.pi * t)), y1 - h * t))
    draw.polygon(points, fill=pal.GOODS["tobacco"], outline=pal.INK, width=lw)
    draw.line([(x0 + w / 2, y1 - h * 0.04), (x0 + w / 2, y0 + h * 0.14)], pal.GOOD_DETAIL["tobacco"], lw)


def rum(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """A bottle with a label."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box, 0.06)
    cx = (x0 + x1) / 2
    neck = w * 0.13
    body = w * 0.3
    shoulder = y0 + h * 0.4
    outline = [
        (cx - neck, y0),
        (cx + neck, y0),
        (cx + neck, y0 + h * 0.24),
        (cx + body, shoulder),
        (cx + body, y1),
        (cx - body, y1),
        (cx - body, shoulder),
        (cx - neck, y0 + h * 0.24),
    ]
    draw.polygon(outline, fill=pal.GOODS["rum"], outline=pal.INK, width=lw)
    draw.rectangle(
        (cx - body + lw, y0 + h * 0.56, cx + body - lw, y0 + h * 0.78), fill=pal.GOOD_DETAIL["rum"]
    )


def cigars(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """A cigar lying diagonally, with its band and glowing tip."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box, 0.06)
    r = min(w, h) * 0.15
    a, b = (x0 + w * 0.12, y1 - h * 0.12), (x1 - w * 0.12, y0 + h * 0.12)
    draw.line([a, b], fill=pal.INK, width=round(2 * r + 2 * lw))
    draw.line([a, b], fill=pal.GOODS["cigars"], width=round(2 * r))
    for end in (a, b):
        draw.ellipse((end[0] - r - lw, end[1] - r - lw, end[0] + r + lw, end[1] + r + lw), fill=pal.INK)
        draw.ellipse((end[0] - r, end[1] - r, end[0] + r, end[1] + r), fill=pal.GOODS["cigars"])
    t = 0.68
    mx, my = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
    draw.ellipse((mx - r * 1.05, my - r * 1.05, mx + r * 1.05, my + r * 1.05), fill=pal.GOOD_DETAIL["cigars"])
    draw.ellipse((a[0] - r * 0.7, a[1] - r * 0.7, a[0] + r * 0.7, a[1] + r * 0.7), fill=pal.GOODS["citrus"])


def wood(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """A log seen from its end: bark and year rings."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box, 0.06)
    top, bottom = y0 + h * 0.2, y1 - h * 0.2
    draw.rectangle(
        (x0 + w * 0.3, top, x1 - w * 0.06, bottom), fill=pal.GOOD_DETAIL["wood"], outline=pal.INK, width=lw
    )
    end = (x0 + w * 0.04, top, x0 + w * 0.56, bottom)
    draw.ellipse(end, fill=pal.GOODS["wood"], outline=pal.INK, width=lw)
    draw.ellipse(_inset(end, 0.25), outline=pal.GOOD_DETAIL["wood"], width=max(1, lw // 2 + 1))


GOOD_PAINTERS = {
    "sugar": sugar,
    "citrus": citrus,
    "tobacco": tobacco,
    "rum": rum,
    "cigars": cigars,
    "wood": wood,
}


def good(draw: ImageDraw.ImageDraw, name: str, box: FBox) -> None:
    """The picture of good ``name``."""
    GOOD_PAINTERS[name](draw, box)


def coin(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """A gold peso with a rim."""
    lw = _lw(box, 0.08)
    draw.ellipse(box, fill=pal.GOLD, outline=pal.INK, width=lw)
    draw.ellipse(_inset(box, 0.2), outline=pal.blend(pal.GOLD, pal.INK, 0.35), width=max(1, lw // 2 + 1))


def star(draw: ImageDraw.ImageDraw, box: FBox, fill: RGB = pal.GOLD) -> None:
    """A five-pointed star: victory points, and the stations of the road."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2 + (y1 - y0) * 0.04
    outer = min(x1 - x0, y1 - y0) / 2
    inner = outer * 0.45
    points = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / 5
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    draw.polygon(points, fill=fill, outline=pal.INK, width=_lw(box, 0.07))


def pawn(draw: ImageDraw.ImageDraw, box: FBox, fill: RGB) -> FBox:
    """A player's figure: head, body and base; returns the body's box (for the player's letter)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box, 0.07)
    cx = (x0 + x1) / 2
    head = w * 0.26
    draw.polygon(
        [
            (cx - w * 0.2, y0 + h * 0.34),
            (cx + w * 0.2, y0 + h * 0.34),
            (x1 - w * 0.04, y1),
            (x0 + w * 0.04, y1),
        ],
        fill=fill,
        outline=pal.INK,
        width=lw,
    )
    draw.ellipse((cx - head, y0, cx + head, y0 + 2 * head), fill=fill, outline=pal.INK, width=lw)
    return (x0 + w * 0.1, y0 + h * 0.42, x1 - w * 0.1, y1)


def owner_marker(draw: ImageDraw.ImageDraw, box: FBox, fill: RGB) -> None:
    """An ownership marker: a rounded square in the owner's colour."""
    draw.rounded_rectangle(
        box, radius=(box[2] - box[0]) * 0.22, fill=fill, outline=pal.INK, width=_lw(box, 0.09)
    )


def car(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """The car, seen from the side: body, cabin with windows, two wheels."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box, 0.06)
    wheel = h * 0.2
    body_top, body_bottom = y0 + h * 0.42, y1 - wheel
    cabin = [(x0 + w * 0.2, body_top), (x0 + w * 0.32, y0), (x0 + w * 0.68, y0), (x0 + w * 0.82, body_top)]
    draw.polygon(cabin, fill=pal.CAR, outline=pal.INK, width=lw)
    draw.rounded_rectangle(
        (x0, body_top, x1, body_bottom + wheel * 0.3),
        radius=h * 0.14,
        fill=pal.CAR,
        outline=pal.INK,
        width=lw,
    )
    pad = lw * 1.6
    draw.polygon(
        [
            (x0 + w * 0.26 + pad, body_top - pad * 0.3),
            (x0 + w * 0.35 + pad * 0.5, y0 + pad),
            (x0 + w * 0.48, y0 + pad),
            (x0 + w * 0.48, body_top - pad * 0.3),
        ],
        fill=pal.CAR_WINDOW,
    )
    draw.polygon(
        [
            (x0 + w * 0.53, body_top - pad * 0.3),
            (x0 + w * 0.53, y0 + pad),
            (x0 + w * 0.65 - pad * 0.5, y0 + pad),
            (x0 + w * 0.76 - pad, body_top - pad * 0.3),
        ],
        fill=pal.CAR_WINDOW,
    )
    for cx in (x0 + w * 0.24, x0 + w * 0.76):
        draw.ellipse((cx - wheel, y1 - 2 * wheel, cx + wheel, y1), fill=pal.INK)
        draw.ellipse(
            (cx - wheel * 0.4, y1 - wheel * 1.4, cx + wheel * 0.4, y1 - wheel * 0.6), fill=pal.DIE_ASIDE
        )


def ship(draw: ImageDraw.ImageDraw, box: FBox, sail: RGB = pal.WHITE, hull: RGB = (120, 72, 40)) -> None:
    """A sailing ship: hull, mast and sail."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box, 0.05)
    deck = y0 + h * 0.66
    draw.polygon(
        [(x0, deck), (x1, deck), (x1 - w * 0.16, y1), (x0 + w * 0.14, y1)],
        fill=hull,
        outline=pal.INK,
        width=lw,
    )
    mast = x0 + w * 0.5
    draw.line([(mast, y0), (mast, deck)], fill=pal.INK, width=lw)
    draw.polygon(
        [(mast + lw, y0 + h * 0.06), (mast + lw, deck - h * 0.08), (x1 - w * 0.1, deck - h * 0.08)],
        fill=sail,
        outline=pal.INK,
        width=lw,
    )
    draw.polygon(
        [(mast - lw, y0 + h * 0.16), (mast - lw, deck - h * 0.08), (x0 + w * 0.14, deck - h * 0.08)],
        fill=sail,
        outline=pal.INK,
        width=lw,
    )


def flag(draw: ImageDraw.ImageDraw, box: FBox, fill: RGB, chequered: bool = False) -> None:
    """A flag on its pole; the chequered one is the ship's departure."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box, 0.06)
    pole = x0 + w * 0.12
    draw.line([(pole, y0), (pole, y1)], fill=pal.INK, width=lw)
    cloth = (pole + lw / 2, y0 + h * 0.04, x1, y0 + h * 0.6)
    draw.rectangle(cloth, fill=fill, outline=pal.INK, width=lw)
    if chequered:
        cols, rows = 4, 3
        cw, ch = (cloth[2] - cloth[0]) / cols, (cloth[3] - cloth[1]) / rows
        for r in range(rows):
            for c in range(cols):
                if (r + c) % 2 == 0:
                    draw.rectangle(
                        (
                            cloth[0] + c * cw,
                            cloth[1] + r * ch,
                            cloth[0] + (c + 1) * cw,
                            cloth[1] + (r + 1) * ch,
                        ),
                        fill=pal.INK,
                    )
        draw.rectangle(cloth, outline=pal.INK, width=lw)


def lock(draw: ImageDraw.ImageDraw, box: FBox, fill: RGB = pal.PANEL_MUTED) -> None:
    """A padlock: holdings hidden from the table."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box, 0.1)
    draw.arc((x0 + w * 0.24, y0, x1 - w * 0.24, y0 + h * 0.8), 180, 360, fill=fill, width=lw)
    draw.line(
        [(x0 + w * 0.24 + lw / 2, y0 + h * 0.4), (x0 + w * 0.24 + lw / 2, y0 + h * 0.5)], fill=fill, width=lw
    )
    draw.line(
        [(x1 - w * 0.24 - lw / 2, y0 + h * 0.4), (x1 - w * 0.24 - lw / 2, y0 + h * 0.5)], fill=fill, width=lw
    )
    draw.rounded_rectangle((x0 + w * 0.1, y0 + h * 0.45, x1 - w * 0.1, y1), radius=w * 0.1, fill=fill)


def pointer(draw: ImageDraw.ImageDraw, box: FBox, fill: RGB) -> None:
    """A triangle pointing right: the seat whose decision is awaited."""
    x0, y0, x1, y1 = box
    draw.polygon([(x0, y0), (x1, (y0 + y1) / 2), (x0, y1)], fill=fill, outline=pal.INK, width=_lw(box, 0.08))


def arrow(
    draw: ImageDraw.ImageDraw, box: FBox, direction: str, fill: RGB = pal.INK, outline: RGB = pal.WHITE
) -> None:
    """A bold arrow filling ``box`` and pointing ``right``, ``left``, ``up`` or ``down``: the way the car
    drives on (dark with a thin light rim, so it stands out on the road and on the tiles alike)."""
    x0, y0, x1, y1 = box
    # the arrow pointing right in unit coordinates (along, across), then turned to ``direction``
    shape = [(0.0, 0.28), (0.42, 0.28), (0.42, 0.0), (1.0, 0.5), (0.42, 1.0), (0.42, 0.72), (0.0, 0.72)]
    turn = {
        "right": lambda a, c: (a, c),
        "left": lambda a, c: (1 - a, c),
        "down": lambda a, c: (c, a),
        "up": lambda a, c: (c, 1 - a),
    }[direction]
    points = [(x0 + u * (x1 - x0), y0 + v * (y1 - y0)) for u, v in (turn(a, c) for a, c in shape)]
    draw.polygon(points, fill=fill, outline=outline, width=_lw(box, 0.05))


def crown(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """A gold crown: the game is over."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    points = [
        (x0, y1),
        (x0, y0 + h * 0.25),
        (x0 + w * 0.27, y0 + h * 0.55),
        (x0 + w * 0.5, y0),
        (x0 + w * 0.73, y0 + h * 0.55),
        (x1, y0 + h * 0.25),
        (x1, y1),
    ]
    draw.polygon(points, fill=pal.GOLD, outline=pal.INK, width=_lw(box, 0.07))
