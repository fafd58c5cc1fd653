"""Small pictures drawn once and pasted many times: tiles, buildings, labels, rings and icons.

Each sprite is drawn at four times its size and shrunk, which gives smooth edges that Pillow's
drawing alone does not; caching them keeps a board render down to pastes. A sprite's sizes are those of
the 1200 px board; with ``scale`` the same drawing is made natively at that scale (the phone's public
board, :data:`render.santacruz.layout.PHONE_SCALE`).
"""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw

from render.common import fonts
from render.common.sprites import SS as SS
from render.common.sprites import draw_sprite as draw_sprite
from render.common.sprites import marker as marker
from render.common.sprites import panel as panel
from render.common.sprites import text_at as text_at
from render.santacruz import icons, layout
from render.santacruz import palette as pal
from render.santacruz.palette import RGB

PAD = 18
"""Room around a tile sprite for what overhangs the tile: the points badge and rings."""


class _Words:
    """A sprite's words (site ids, points, fish bonuses), centred on their points: on the 1200 px
    board written inside the supersampled drawing as always; at any other scale (the phone's board)
    written after the shrink, with the font at its own px size (hinted, so the small text stays crisp
    instead of a shrunk blur)."""

    def __init__(self, scale: float) -> None:
        self.scale = scale
        self.later: list[tuple[tuple[float, float], str, int, RGB]] = []

    def write(
        self, d: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, k: float, fill: RGB
    ) -> None:
        """Write bold ``text`` centred on ``xy`` (in the sprite's 1200 px board units) at ``size`` px."""
        if self.scale == 1:
            text_at(d, xy, text, size, k, fill)
        else:
            self.later.append((xy, text, size, fill))

    def onto(self, sprite: Image.Image) -> Image.Image:
        """``sprite`` (shrunk) with the words kept for after the shrink written on it."""
        s = self.scale
        for (x, y), text, size, fill in self.later:
            fonts.draw_text(sprite, (x * s, y * s), text, round(size * s), fill, anchor="mm", bold=True)
        return sprite


@cache
def icon(name: str, w: int, h: int | None = None, scale: float = 1.0) -> Image.Image:
    """A resource, card-kind or mark icon by name (``fish`` ... ``gold``, ``ship`` ... ``double``, ...),
    ``scale`` times the size."""
    height = h or w

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        box = (k, k, (w - 1) * k, (height - 1) * k)
        if name in ("fish", "sheep", "wood", "sugar", "gold"):
            icons.resource(d, name, box)
        elif name in ("ship", "road", "river", "double"):
            icons.card_kind(d, name, box)
        else:
            {
                "bird": icons.bird,
                "flag": icons.flag,
                "card": icons.scoring_card,
                "star": icons.star,
                "crown": icons.crown,
                "volcano": icons.volcano,
            }[name](d, box)

    return draw_sprite((w, height), paint, scale)


MARK_TEXT = 20
"""The least size of a player's letter on a building: 5 px capitals on a phone, as the board's smallest
words."""


@cache
def building(kind: str, w: int, h: int, colour: RGB | None, mark: str, scale: float = 1.0) -> Image.Image:
    """A building in a player's colour with the player's letter, or a grey ghost when ``colour`` is None,
    ``scale`` times the size. On the 1200 px board the letter is drawn in the supersampled picture,
    thickened by a stroke; at another scale it is written in bold after the shrink (:class:`_Words`)."""
    words = _Words(scale)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        fill = colour or pal.GHOST
        outline = pal.INK if colour else pal.GHOST_EDGE
        body = icons.building(d, kind, (k * 1.5, k * 1.5, (w - 1.5) * k, (h - 1.5) * k), fill, outline)
        if mark:
            cx = (body[0] + body[2]) / 2 / k
            cy = (body[1] + body[3]) / 2 / k + 1
            size = max(MARK_TEXT, round(min(body[2] - body[0], body[3] - body[1]) / k * 0.8))
            ink = pal.ink_on(fill)
            if scale != 1:
                words.write(d, (cx, cy), mark, size, k, ink)
                return
            font = fonts.font(round(size * k))
            for stroke, stroke_fill in ((2.5, fill), (0.9, ink)):
                d.text(
                    (cx * k, cy * k),
                    mark,
                    font=font,
                    fill=ink,
                    anchor="mm",
                    stroke_width=round(stroke * k),
                    stroke_fill=stroke_fill,
                )

    return words.onto(draw_sprite((w, h), paint, scale))


def tile_size(kind: str, scale: float = 1.0) -> tuple[int, int]:
    """Width and height of a tile sprite including its padding (of the board drawn at ``scale``)."""
    w, h = layout.TILE_SIZE[kind]
    if scale == 1:
        return (w + 2 * PAD, h + 2 * PAD)
    return (round((w + 2 * PAD) * scale), round((h + 2 * PAD) * scale))


@cache
def tile_back(kind: str, scale: float = 1.0) -> Image.Image:
    """A face-down tile of ``kind``: its shape in the kind's colour with a compass pattern."""
    w, h = layout.TILE_SIZE[kind]

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        box = (PAD * k, PAD * k, (PAD + w) * k, (PAD + h) * k)
        icons.site_shape(d, kind, box, pal.TILE_BACK[kind], pal.TILE_EDGE[kind], round(3 * k))
        inset = 9 * k
        inner = (box[0] + inset, box[1] + inset, box[2] - inset, box[3] - inset)
        icons.site_shape(d, kind, inner, None, pal.TILE_BACK_PATTERN[kind], round(3 * k))
        cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        r = 16 * k
        d.polygon(icons.compass(cx, cy, r), fill=pal.TILE_BACK_PATTERN[kind])

    return draw_sprite(tile_size(kind), paint, scale)


@cache
def legend_tile_back(w: int, h: int, scale: float = 1.0) -> Image.Image:
    """A face-down land tile the size of a legend icon: its colour, frame and compass."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        box = (k, k, (w - 1) * k, (h - 1) * k)
        icons.site_shape(d, "land", box, pal.TILE_BACK["land"], pal.TILE_EDGE["land"], round(2 * k))
        d.polygon(icons.compass(w / 2 * k, h / 2 * k, h * 0.32 * k), fill=pal.TILE_BACK_PATTERN["land"])

    return draw_sprite((w, h), paint, scale)


BONUS_TEXT = 20
"""The size of a fish bonus ("+2") on a tile: 5 px capitals on a phone, as the board's smallest words."""


@cache
def tile_face(
    kind: str, points: int, resources: tuple[str, ...], fish_bonus: int, bird: bool, scale: float = 1.0
) -> Image.Image:
    """A face-up tile without its building: the kind's shape, the points badge and the item icons."""
    w, h = layout.TILE_SIZE[kind]
    words = _Words(scale)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        box = (PAD * k, PAD * k, (PAD + w) * k, (PAD + h) * k)
        icons.site_shape(d, kind, box, pal.TILE_FACE[kind], pal.TILE_EDGE[kind], round(4 * k))
        items: list[str] = [*resources]
        if fish_bonus:
            items.append(f"+{fish_bonus}")
        if bird:
            items.append("bird")
        size = 24 if len(items) <= 2 else 19
        gap = 2
        widths = [
            max(size, fonts.width(i, BONUS_TEXT, True) + 8) if i.startswith("+") else size for i in items
        ]
        total = sum(widths) + (len(items) - 1) * gap
        x = min(PAD + w * 0.75 - total / 2, PAD + w - 2 - total)
        y = PAD + h * 0.70 - size / 2
        for item, item_w in zip(items, widths, strict=True):
            item_box = (x * k, y * k, (x + item_w) * k, (y + size) * k)
            if item.startswith("+"):
                d.rounded_rectangle(
                    item_box, radius=6 * k, fill=pal.FISH, outline=pal.INK, width=round(1.5 * k)
                )
                words.write(d, (x + item_w / 2, y + size / 2 + 0.5), item, BONUS_TEXT, k, pal.WHITE)
            elif item == "bird":
                icons.bird(d, item_box)
            else:
                icons.resource(d, item, item_box)
            x += item_w + gap
        r = 17
        cx, cy = PAD + w - 12, PAD + 10
        d.ellipse(
            ((cx - r) * k, (cy - r) * k, (cx + r) * k, (cy + r) * k),
            fill=pal.POINTS,
            outline=pal.INK,
            width=round(3 * k),
        )
        words.write(d, (cx, cy + 1), str(points), 25, k, pal.INK)

    return words.onto(draw_sprite(tile_size(kind), paint, scale))


def building_slots(kind: str, count: int) -> list[tuple[int, int, int, int]]:
    """Boxes (relative to the tile sprite) where ``count`` buildings stand on a tile of ``kind``."""
    w, h = layout.TILE_SIZE[kind]
    if count <= 1:
        bw, bh = 44, 50
        cx, cy = PAD + w * 0.36, PAD + h * 0.52
        return [(round(cx - bw / 2), round(cy - bh / 2), round(cx + bw / 2), round(cy + bh / 2))]
    bw, bh = 38, 44
    out = []
    for cx in (PAD + w * 0.24, PAD + w * 0.52):
        cy = PAD + h * 0.55
        out.append((round(cx - bw / 2), round(cy - bh / 2), round(cx + bw / 2), round(cy + bh / 2)))
    return out


LABEL_SIZE = 34
"""Font size of a site's id on the board: its capitals 24 px tall, 8 px once the 1200 px board is shown
400 px wide on a phone (issue 28), so that every id a button names reads on the board itself."""


@cache
def label(site_id: str, fill: RGB, text_fill: RGB, size: int = LABEL_SIZE, scale: float = 1.0) -> Image.Image:
    """A site's id on a rounded tab, pasted over the top edge of its tile (larger ``size`` for the
    legal sites of a wide panel crop)."""
    w = fonts.width(site_id, size, True) + round(size * 0.48)
    h = size + 4
    words = _Words(scale)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        d.rounded_rectangle(
            (k, k, (w - 1) * k, (h - 1) * k), radius=8 * k, fill=fill, outline=pal.WHITE, width=round(2 * k)
        )
        words.write(d, (w / 2, h / 2 + 1), site_id, size, k, text_fill)

    return words.onto(draw_sprite((w, h), paint, scale))


@cache
def ring(kind: str, colour: RGB, edge: RGB, thickness: int, scale: float = 1.0) -> Image.Image:
    """A thick outline around a tile of ``kind``: legal targets and the last move's sites."""
    w, h = layout.TILE_SIZE[kind]

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        grow = thickness + 2
        outer = ((PAD - grow) * k, (PAD - grow) * k, (PAD + w + grow) * k, (PAD + h + grow) * k)
        icons.site_shape(d, kind, outer, None, edge, round((thickness + 4) * k))
        mid = ((PAD - grow + 2) * k, (PAD - grow + 2) * k, (PAD + w + grow - 2) * k, (PAD + h + grow - 2) * k)
        icons.site_shape(d, kind, mid, None, colour, round(thickness * k))

    return draw_sprite(tile_size(kind), paint, scale)


@cache
def chip(value: int | None, r: int) -> Image.Image:
    """A bird chip: the bird, and its value when known."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        d.ellipse(
            (k, k, (2 * r + 1) * k, (2 * r + 1) * k), fill=pal.SAND, outline=pal.INK, width=round(2.5 * k)
        )
        if value is None:
            icons.bird(d, (r * 0.45 * k, r * 0.45 * k, r * 1.6 * k, r * 1.6 * k))
        elif r < 20:
            text_at(d, (r + 1, r + 2), str(value), round(r * 1.3), k, pal.INK)
        else:
            icons.bird(d, (r * 0.25 * k, r * 0.3 * k, r * 1.1 * k, r * 1.2 * k))
            text_at(d, (r * 1.42, r * 1.38), str(value), round(r * 0.95), k, pal.INK)

    return draw_sprite((2 * r + 2, 2 * r + 2), paint)
