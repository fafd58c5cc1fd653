"""Vector drawings of the game's things: site shapes, buildings, resources, birds, cards and marks.

Each function draws into a box (left, top, right, bottom) given in the caller's pixels, so the same
drawing serves a 20 px icon on a tile and a 120 px card picture; :mod:`sprites` draws them at four
times the size and shrinks them for smooth edges.
"""

from __future__ import annotations

import math

from PIL import ImageDraw

from render.santacruz import palette as pal
from render.santacruz.palette import RGB

FBox = tuple[float, float, float, float]


def _lw(box: FBox, frac: float = 0.06, minimum: float = 2.0) -> int:
    """An outline width proportional to the box."""
    return max(round(minimum), round(min(box[2] - box[0], box[3] - box[1]) * frac))


def hexagon(box: FBox) -> list[tuple[float, float]]:
    """The volcano site's hexagon (flat top and bottom) inside ``box``."""
    x0, y0, x1, y1 = box
    q = (x1 - x0) * 0.25
    cy = (y0 + y1) / 2
    return [(x0, cy), (x0 + q, y0), (x1 - q, y0), (x1, cy), (x1 - q, y1), (x0 + q, y1)]


def site_shape(
    draw: ImageDraw.ImageDraw,
    kind: str,
    box: FBox,
    fill: RGB | int | None,
    outline: RGB | int | None,
    width: int = 0,
) -> None:
    """A site's shape: coast oval, land rounded rectangle, volcano hexagon."""
    if kind == "coast":
        draw.ellipse(box, fill=fill, outline=outline, width=width)
    elif kind == "land":
        radius = round(min(box[2] - box[0], box[3] - box[1]) * 0.16)
        draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)
    else:
        draw.polygon(hexagon(box), fill=fill, outline=outline, width=width)


def building(draw: ImageDraw.ImageDraw, kind: str, box: FBox, fill: RGB, outline: RGB = pal.INK) -> FBox:
    """A house, church or lighthouse filling ``box``; returns the box of its body (for a letter)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box, 0.07)
    if kind == "house":
        ym = y0 + h * 0.42
        draw.polygon(
            [(x0, y1), (x0, ym), ((x0 + x1) / 2, y0), (x1, ym), (x1, y1)],
            fill=fill,
            outline=outline,
            width=lw,
        )
        return (x0, ym, x1, y1)
    if kind == "church":
        tx0, tx1 = x1 - w * 0.38, x1
        ty = y0 + h * 0.30
        body_top = y0 + h * 0.48
        bx1 = tx0 + lw / 2
        draw.polygon(
            [(x0, y1), (x0, body_top), ((x0 + bx1) / 2, y0 + h * 0.22), (bx1, body_top), (bx1, y1)],
            fill=fill,
            outline=outline,
            width=lw,
        )
        draw.polygon(
            [(tx0, y1), (tx0, ty), ((tx0 + tx1) / 2, y0 + h * 0.08), (tx1, ty), (tx1, y1)],
            fill=fill,
            outline=outline,
            width=lw,
        )
        cx = (tx0 + tx1) / 2
        draw.line([(cx, y0), (cx, y0 + h * 0.10)], fill=outline, width=lw)
        draw.line([(cx - w * 0.06, y0 + h * 0.035), (cx + w * 0.06, y0 + h * 0.035)], fill=outline, width=lw)
        return (x0, body_top, x1, y1)
    cx = (x0 + x1) / 2
    top = y0 + h * 0.30
    base_half, top_half = w * 0.42, w * 0.27
    draw.polygon(
        [(cx - base_half, y1), (cx - top_half, top), (cx + top_half, top), (cx + base_half, y1)],
        fill=fill,
        outline=outline,
        width=lw,
    )
    draw.rectangle(
        (cx - top_half * 0.9, y0 + h * 0.13, cx + top_half * 0.9, top),
        fill=pal.LAVA_BRIGHT,
        outline=outline,
        width=lw,
    )
    draw.polygon(
        [(cx - top_half * 1.2, y0 + h * 0.14), (cx, y0), (cx + top_half * 1.2, y0 + h * 0.14)], fill=outline
    )
    for side in (-1, 1):
        draw.line(
            [(cx + side * top_half * 1.3, y0 + h * 0.2), (cx + side * w * 0.5, y0 + h * 0.12)],
            fill=pal.LAVA_BRIGHT,
            width=lw,
        )
    return (cx - base_half, top, cx + base_half, y1)


def fish(draw: ImageDraw.ImageDraw, box: FBox, colour: RGB = pal.FISH) -> None:
    """A fish facing left."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box)
    cy = (y0 + y1) / 2
    draw.polygon(
        [(x1 - w * 0.28, cy), (x1, y0 + h * 0.18), (x1, y1 - h * 0.18)],
        fill=colour,
        outline=pal.INK,
        width=lw,
    )
    draw.ellipse((x0, y0 + h * 0.2, x1 - w * 0.18, y1 - h * 0.2), fill=colour, outline=pal.INK, width=lw)
    r = w * 0.07
    draw.ellipse((x0 + w * 0.18 - r, cy - h * 0.08 - r, x0 + w * 0.18 + r, cy - h * 0.08 + r), fill=pal.INK)


def sheep(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """A woolly sheep."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box)
    for lx in (0.3, 0.62):
        draw.line([(x0 + w * lx, y0 + h * 0.6), (x0 + w * lx, y1)], fill=pal.INK, width=lw * 2)
    draw.ellipse(
        (x0 + w * 0.12, y0 + h * 0.22, x1 - w * 0.05, y0 + h * 0.82),
        fill=pal.SHEEP,
        outline=pal.INK,
        width=lw,
    )
    draw.ellipse((x0, y0 + h * 0.18, x0 + w * 0.36, y0 + h * 0.55), fill=pal.INK)


def wood(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """A stack of three logs."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box)
    logs = [
        (x0 + w * 0.02, y0 + h * 0.52, x1 - w * 0.02, y0 + h * 0.92),
        (x0 + w * 0.1, y0 + h * 0.12, x1 - w * 0.1, y0 + h * 0.52),
    ]
    for bx0, by0, bx1, by1 in logs:
        draw.rounded_rectangle(
            (bx0, by0, bx1, by1), radius=(by1 - by0) / 2, fill=pal.WOOD, outline=pal.WOOD_DARK, width=lw
        )
        rh = (by1 - by0) / 2
        draw.ellipse((bx1 - rh * 1.6, by0, bx1, by1), fill=pal.SAND, outline=pal.WOOD_DARK, width=lw)


def sugar(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """Two stalks of sugar cane with a leaf."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box)
    for sx, tilt in ((0.36, -0.08), (0.64, 0.08)):
        top = (x0 + w * (sx + tilt), y0)
        bottom = (x0 + w * sx, y1)
        draw.line([top, bottom], fill=pal.SUGAR_DARK, width=round(w * 0.2))
        draw.line([top, bottom], fill=pal.SUGAR, width=round(w * 0.12))
        for k in (0.33, 0.66):
            px = top[0] + (bottom[0] - top[0]) * k
            py = top[1] + (bottom[1] - top[1]) * k
            draw.line([(px - w * 0.1, py), (px + w * 0.1, py)], fill=pal.SUGAR_DARK, width=lw)
    draw.polygon(
        [(x0 + w * 0.5, y0 + h * 0.5), (x0 + w * 0.05, y0 + h * 0.2), (x0 + w * 0.3, y0 + h * 0.55)],
        fill=pal.SUGAR_DARK,
    )


def gold(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """Two gold bars."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box)
    for by0, by1, dx in ((0.5, 0.9, 0.0), (0.14, 0.54, 0.16)):
        top, bottom = y0 + h * by0, y0 + h * by1
        draw.polygon(
            [
                (x0 + w * (0.02 + dx), bottom),
                (x0 + w * (0.14 + dx), top),
                (x0 + w * (0.72 + dx), top),
                (x0 + w * (0.84 + dx), bottom),
            ],
            fill=pal.GOLD,
            outline=pal.GOLD_DARK,
            width=lw,
        )


def resource(draw: ImageDraw.ImageDraw, name: str, box: FBox) -> None:
    """The icon of a resource by its name in the game data."""
    {"fish": fish, "sheep": sheep, "wood": wood, "sugar": sugar, "gold": gold}.get(name, gold)(draw, box)


def bird(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """A macaw: the bird mark of a tile and the picture of a bird chip."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box)
    draw.polygon(
        [
            (x0 + w * 0.42, y0 + h * 0.62),
            (x0 + w * 0.18, y1),
            (x0 + w * 0.42, y1 - h * 0.06),
            (x0 + w * 0.56, y0 + h * 0.7),
        ],
        fill=pal.BIRD_WING,
        outline=pal.INK,
        width=lw,
    )
    draw.ellipse(
        (x0 + w * 0.3, y0 + h * 0.2, x1 - w * 0.06, y1 - h * 0.16), fill=pal.BIRD, outline=pal.INK, width=lw
    )
    draw.ellipse((x0 + w * 0.5, y0, x1 - w * 0.02, y0 + h * 0.44), fill=pal.BIRD, outline=pal.INK, width=lw)
    draw.polygon(
        [(x1 - w * 0.1, y0 + h * 0.16), (x1 + w * 0.0, y0 + h * 0.34), (x1 - w * 0.16, y0 + h * 0.36)],
        fill=pal.LAVA_BRIGHT,
        outline=pal.INK,
        width=max(1, lw // 2),
    )
    draw.polygon(
        [(x0 + w * 0.34, y0 + h * 0.4), (x0 + w * 0.7, y0 + h * 0.5), (x0 + w * 0.46, y0 + h * 0.78)],
        fill=pal.GOLD,
        outline=pal.INK,
        width=max(1, lw // 2),
    )
    r = w * 0.05
    ex, ey = x1 - w * 0.24, y0 + h * 0.18
    draw.ellipse((ex - r, ey - r, ex + r, ey + r), fill=pal.WHITE)


def ship(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """A sailing ship: the ship card."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box)
    cx = x0 + w * 0.5
    draw.line([(cx, y0), (cx, y0 + h * 0.72)], fill=pal.INK, width=lw)
    draw.polygon(
        [(cx - w * 0.04, y0 + h * 0.08), (x0 + w * 0.1, y0 + h * 0.62), (cx - w * 0.04, y0 + h * 0.62)],
        fill=pal.WHITE,
        outline=pal.INK,
        width=lw,
    )
    draw.polygon(
        [(cx + w * 0.04, y0 + h * 0.2), (x1 - w * 0.14, y0 + h * 0.62), (cx + w * 0.04, y0 + h * 0.62)],
        fill=pal.WHITE,
        outline=pal.INK,
        width=lw,
    )
    draw.polygon(
        [(x0, y0 + h * 0.68), (x1, y0 + h * 0.68), (x1 - w * 0.16, y1), (x0 + w * 0.16, y1)],
        fill=pal.WOOD,
        outline=pal.INK,
        width=lw,
    )


def road(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """A road running into the distance: the road card."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box)
    draw.polygon(
        [(x0 + w * 0.02, y1), (x0 + w * 0.4, y0), (x0 + w * 0.6, y0), (x1 - w * 0.02, y1)],
        fill=pal.ROAD,
        outline=pal.INK,
        width=lw,
    )
    for k in range(3):
        t0, t1 = 0.1 + k * 0.3, 0.25 + k * 0.3
        draw.line(
            [(x0 + w * 0.5, y0 + h * t0), (x0 + w * 0.5, y0 + h * t1)],
            fill=pal.ROAD_EDGE,
            width=max(2, round(w * (0.05 + 0.04 * k))),
        )


def river(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """A winding river: the river card."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    points = []
    for i in range(25):
        t = i / 24
        points.append((x0 + w * (0.5 + 0.28 * math.sin(t * math.pi * 2.2)), y0 + h * t))
    draw.line(points, fill=pal.RIVER_EDGE, width=round(w * 0.34), joint="curve")
    draw.line(points, fill=pal.RIVER, width=round(w * 0.22), joint="curve")


def double(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """Two cards fanned out with a double arrow: the double move card (two builds of one kind)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box)
    draw.rounded_rectangle(
        (x0 + w * 0.34, y0, x1, y1 - h * 0.26), radius=w * 0.1, fill=pal.PAPER_DARK, outline=pal.INK, width=lw
    )
    front = (x0, y0 + h * 0.26, x1 - w * 0.34, y1)
    draw.rounded_rectangle(front, radius=w * 0.1, fill=pal.GOLD, outline=pal.INK, width=lw)
    fx0, fy0, fx1, fy1 = front
    fw, fh = fx1 - fx0, fy1 - fy0
    for dx in (0.2, 0.5):
        draw.line(
            [
                (fx0 + fw * dx, fy0 + fh * 0.25),
                (fx0 + fw * (dx + 0.25), fy0 + fh * 0.5),
                (fx0 + fw * dx, fy0 + fh * 0.75),
            ],
            fill=pal.INK,
            width=max(2, round(fw * 0.12)),
            joint="curve",
        )


def card_kind(draw: ImageDraw.ImageDraw, kind: str, box: FBox) -> None:
    """The picture of a building card kind: ship, road, river or double."""
    {"ship": ship, "road": road, "river": river, "double": double}[kind](draw, box)


def scoring_card(draw: ImageDraw.ImageDraw, box: FBox, fill: RGB = pal.SCORE_CARD) -> None:
    """The back of a scoring card (a count of cards in hand)."""
    x0, y0, x1, y1 = box
    lw = _lw(box, 0.08)
    draw.rounded_rectangle(box, radius=(x1 - x0) * 0.15, fill=fill, outline=pal.INK, width=lw)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    r = (x1 - x0) * 0.22
    draw.polygon(_star(cx, cy, r, r * 0.45), fill=pal.GOLD)


def _star(cx: float, cy: float, outer: float, inner: float) -> list[tuple[float, float]]:
    """The ten corners of a five-pointed star."""
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        r = outer if i % 2 == 0 else inner
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def star(draw: ImageDraw.ImageDraw, box: FBox, fill: RGB = pal.GOLD) -> None:
    """A five-pointed star (the winner, the points of a card)."""
    x0, y0, x1, y1 = box
    r = min(x1 - x0, y1 - y0) / 2
    draw.polygon(
        _star((x0 + x1) / 2, (y0 + y1) / 2 + r * 0.08, r, r * 0.45),
        fill=fill,
        outline=pal.INK,
        width=_lw(box, 0.05),
    )


def crown(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """A crown for the winner."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box)
    draw.polygon(
        [
            (x0, y1),
            (x0, y0 + h * 0.25),
            (x0 + w * 0.28, y0 + h * 0.6),
            (x0 + w * 0.5, y0),
            (x0 + w * 0.72, y0 + h * 0.6),
            (x1, y0 + h * 0.25),
            (x1, y1),
        ],
        fill=pal.GOLD,
        outline=pal.INK,
        width=lw,
    )


def flag(draw: ImageDraw.ImageDraw, box: FBox, colour: RGB = pal.HIGHLIGHT_FLAG) -> None:
    """A flag on a pole: a site where the current choice may build (as the online game marks them)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box, 0.1)
    draw.line([(x0 + w * 0.15, y0), (x0 + w * 0.15, y1)], fill=pal.INK, width=lw)
    draw.polygon(
        [(x0 + w * 0.15, y0), (x1, y0 + h * 0.24), (x0 + w * 0.15, y0 + h * 0.5)],
        fill=colour,
        outline=pal.INK,
        width=max(1, lw // 2),
    )


def volcano(draw: ImageDraw.ImageDraw, box: FBox) -> None:
    """A small erupting volcano (the eruption card)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    lw = _lw(box)
    draw.polygon(
        [(x0, y1), (x0 + w * 0.38, y0 + h * 0.35), (x0 + w * 0.62, y0 + h * 0.35), (x1, y1)],
        fill=pal.ROCK,
        outline=pal.INK,
        width=lw,
    )
    draw.polygon(
        [(x0 + w * 0.38, y0 + h * 0.35), (x0 + w * 0.5, y0 + h * 0.7), (x0 + w * 0.62, y0 + h * 0.35)],
        fill=pal.LAVA,
    )
    for dx, top in ((-0.2, 0.05), (0.0, 0.0), (0.2, 0.08)):
        draw.line(
            [(x0 + w * 0.5, y0 + h * 0.32), (x0 + w * (0.5 + dx), y0 + h * top)], fill=pal.LAVA, width=lw * 2
        )


def compass(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A four-pointed compass star: the pattern on the back of a tile."""
    pts = []
    for i in range(8):
        a = -math.pi / 2 + i * math.pi / 4
        rr = r if i % 2 == 0 else r * 0.3
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts
