"""The board's static layer: sea, islands with coastlines, volcanoes, rivers, roads and tile backs.

Nothing here depends on a game: it is drawn once per process and scale (:func:`static_board`) and
every board render starts from a copy of it. Its sizes are those of the 1200 px board; the phone's
board (:data:`render.santacruz.layout.PHONE_SCALE`) is drawn natively with every size scaled.
"""

from __future__ import annotations

import math
import random
from functools import cache
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter

import render.common
from render.common import kept
from render.santacruz import layout, sprites
from render.santacruz import palette as pal
from rules.santacruz import gamedata

Point = tuple[float, float]

SS = 2
"""Supersampling factor of the static layer."""


def _threshold(mask: Image.Image, level: int) -> Image.Image:
    """A hard mask: 255 where ``mask`` reaches ``level``."""
    return mask.point(lambda v: 255 if v >= level else 0)


def _island_mask(size: tuple[int, int], scale: float) -> Image.Image:
    """Land as an "L" mask: blobs around the sites of each island, smoothed into coastlines."""
    board = gamedata.board()
    centres = layout.site_centres(scale)
    mask = Image.new("L", size, 0)
    d = ImageDraw.Draw(mask)
    u = scale
    for island in sorted({s.island for s in board.sites.values()}):
        ids = [sid for sid, s in board.sites.items() if s.island == island]
        inland = [sid for sid in ids if board.sites[sid].kind != "coast"]
        coast = [sid for sid in ids if board.sites[sid].kind == "coast"]
        for sid in inland:
            x, y = centres[sid]
            d.ellipse((x - 70 * u, y - 66 * u, x + 70 * u, y + 66 * u), fill=255)
        for sid in coast:
            x, y = centres[sid]
            d.ellipse((x - 22 * u, y - 22 * u, x + 22 * u, y + 22 * u), fill=255)
        linked = [(a, b) for a, b in board.roads if a in ids and b in ids]
        linked += [seg for r in board.rivers.values() for seg in r.segments if seg[0] in ids]
        for a, b in linked:
            d.line([centres[a], centres[b]], fill=255, width=round(70 * u))
        if len(coast) >= 3:
            cx = sum(centres[s][0] for s in ids) / len(ids)
            cy = sum(centres[s][1] for s in ids) / len(ids)
            ring = sorted(coast, key=lambda s: math.atan2(centres[s][1] - cy, centres[s][0] - cx))
            d.polygon([centres[s] for s in ring], fill=255)
    for cone, r in layout.VOLCANO_CONES:
        vx, vy = layout.to_px(cone, scale)
        rr = (r * layout.UNIT + 30) * u
        d.ellipse((vx - rr, vy - rr, vx + rr, vy + rr), fill=255)
    return _threshold(mask.filter(ImageFilter.GaussianBlur(26 * u)), 110)


def _fill(image: Image.Image, colour: pal.RGB, mask: Image.Image) -> None:
    """Paint ``colour`` over ``image`` where ``mask`` says."""
    image.paste(colour, (0, 0, *image.size), mask)


def _soft(mask: Image.Image, radius: float = 1.2) -> Image.Image:
    """``mask`` with its edge softened, so fills meet without jagged steps."""
    return mask.filter(ImageFilter.GaussianBlur(radius))


def _scale(p: Point, k: float) -> Point:
    """A board point in the supersampled layer."""
    return (p[0] * k, p[1] * k)


def _waves(image: Image.Image, water: Image.Image, scale: float) -> None:
    """Small wave marks scattered over open water, always the same (at the same places at any scale)."""
    d = ImageDraw.Draw(image)
    rng = random.Random(7)
    w = image.width
    u = scale
    placed = 0
    for _ in range(600):
        x, y = rng.uniform(20, layout.WIDTH - 40) * u, rng.uniform(20, layout.BOARD_HEIGHT - 20) * u
        if (
            water.getpixel((int(x), int(y))) == 0
            or water.getpixel((int(min(x + 40 * u, w - 1)), int(y))) == 0
        ):
            continue
        for dx in (0, 16 * u):
            d.arc((x + dx, y, x + dx + 16 * u, y + 12 * u), 200, 340, fill=pal.SEA_WAVE, width=round(3 * u))
        placed += 1
        if placed == 46:
            break


def _volcano(d: ImageDraw.ImageDraw, centre: Point, radius: float, k: float) -> None:
    """A volcano seen from above: rocky slopes, a glowing crater and lava running down."""
    cx, cy = _scale(layout.to_px(centre), k)
    r = radius * layout.UNIT * k
    rng = random.Random(round(centre[0] * 100 + centre[1]))
    outline = []
    for i in range(24):
        a = i * 2 * math.pi / 24
        rr = r * rng.uniform(0.9, 1.05)
        outline.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    d.polygon(outline, fill=pal.ROCK_DARK)
    d.polygon([(cx + (x - cx) * 0.82, cy + (y - cy) * 0.82) for x, y in outline], fill=pal.ROCK)
    for i in range(5):
        a = rng.uniform(0, 2 * math.pi) + i * 2 * math.pi / 5
        end = (cx + r * 0.85 * math.cos(a), cy + r * 0.85 * math.sin(a))
        mid = (cx + r * 0.5 * math.cos(a + 0.2), cy + r * 0.5 * math.sin(a + 0.2))
        d.line([(cx, cy), mid, end], fill=pal.LAVA, width=round(r * 0.1), joint="curve")
    cr = r * 0.36
    d.ellipse((cx - cr, cy - cr, cx + cr, cy + cr), fill=pal.ROCK_DARK)
    cr2 = r * 0.26
    d.ellipse((cx - cr2, cy - cr2, cx + cr2, cy + cr2), fill=pal.LAVA)
    cr3 = r * 0.13
    d.ellipse((cx - cr3, cy - cr3, cx + cr3, cy + cr3), fill=pal.LAVA_BRIGHT)


def _curve(a: Point, b: Point, bend: float, steps: int = 12) -> list[Point]:
    """A gentle arc from ``a`` to ``b`` bowed sideways by ``bend`` px."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    c = (mx - dy / length * bend, my + dx / length * bend)
    out = []
    for i in range(steps + 1):
        t = i / steps
        out.append(
            (
                (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
                (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
            )
        )
    return out


def _rivers(d: ImageDraw.ImageDraw, k: float) -> None:
    """Every river segment as a winding blue band; a coast site's river runs on out to sea (in the
    1200 px board's px times ``k``)."""
    board = gamedata.board()
    centres = layout.site_centres()
    paths: list[list[Point]] = []
    for river in board.rivers.values():
        for i, (a, b) in enumerate(river.segments):
            paths.append(_curve(centres[a], centres[b], 14 if i % 2 else -14))
            for here, there in ((a, b), (b, a)):
                if board.sites[here].kind == "coast":
                    hx, hy = centres[here]
                    ox, oy = centres[there]
                    length = math.hypot(hx - ox, hy - oy) or 1.0
                    paths.append([(hx, hy), (hx + (hx - ox) / length * 70, hy + (hy - oy) / length * 70)])
    for colour, width in ((pal.RIVER_EDGE, 24), (pal.RIVER, 16)):
        for path in paths:
            d.line([_scale(p, k) for p in path], fill=colour, width=round(width * k), joint="curve")
            for p in (path[0], path[-1]):
                x, y = _scale(p, k)
                r = width * k / 2
                d.ellipse((x - r, y - r, x + r, y + r), fill=colour)


def _roads(d: ImageDraw.ImageDraw, k: float) -> None:
    """Every road as a sandy track with dark edges (in the 1200 px board's px times ``k``)."""
    board = gamedata.board()
    centres = layout.site_centres()
    for colour, width in ((pal.ROAD, 14), (pal.ROAD_EDGE, 7)):
        for a, b in board.roads:
            d.line([_scale(centres[a], k), _scale(centres[b], k)], fill=colour, width=round(width * k))


DRAWN_FROM = (
    Path(__file__).parent,
    Path(render.common.__file__).parent,
    Path(gamedata.__file__),
    Path(gamedata.__file__).with_name("data"),
)
"""The code and data the static board is drawn from: a board kept from other sources is drawn anew."""


@cache
def static_board(scale: float = 1.0) -> Image.Image:
    """The board without any game on it, every tile face down, drawn at ``scale`` (1 for the 1200 px
    board) once for every release (:mod:`render.common.kept`); copy it, never draw on it."""
    name = f"static_board_{round(scale * 1000)}"
    return kept.kept(Path(__file__).parent, name, DRAWN_FROM, lambda: _draw(scale))


def _draw(scale: float) -> Image.Image:
    """:func:`static_board` drawn now."""
    w, h = layout.width(scale), layout.board_height(scale)
    u = scale
    land = _island_mask((w, h), scale)
    shallow = _threshold(land.filter(ImageFilter.GaussianBlur(22 * u)), 12)
    surf = ImageChops.subtract(_threshold(land.filter(ImageFilter.GaussianBlur(8 * u)), 40), land)
    inland = _threshold(land.filter(ImageFilter.GaussianBlur(16 * u)), 235)
    base = Image.new("RGB", (w, h), pal.SEA)
    _waves(base, ImageChops.invert(shallow), scale)
    _fill(base, pal.SHALLOW, _soft(shallow, 2 * u))
    _fill(base, pal.SURF, _soft(surf, 1.2 * u))
    _fill(base, pal.SAND, _soft(land, 1.2 * u))
    _fill(base, pal.GRASS, _soft(inland, 3 * u))
    big = base.resize((w * SS, h * SS), resample=0)
    d = ImageDraw.Draw(big)
    _roads(d, SS * u)
    _rivers(d, SS * u)
    for centre, radius in layout.VOLCANO_CONES:
        _volcano(d, centre, radius, SS * u)
    image = big.reduce(SS)
    centres = layout.site_centres(scale)
    for sid, site in gamedata.board().sites.items():
        back = sprites.tile_back(site.kind, scale)
        x, y = centres[sid]
        image.paste(back, (x - back.width // 2, y - back.height // 2), back)
    return image
