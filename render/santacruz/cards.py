"""Pictures of cards: a scoring card with its name, points, icons and effect in words, and a
building card with its kind and count. Shared by the hand and the scoring summary.
"""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw

from render.common import fonts
from render.santacruz import icons, sprites
from render.santacruz import palette as pal
from render.santacruz.sprites import SS, draw_sprite
from render.santacruz.words import card_effect, card_name, points_text, word
from rules.i18n import current as current_language
from rules.santacruz import gamedata

SCORING_SIZE = (360, 270)
"""A scoring card: its effect ends 24 px above the bottom edge, where the hand's "new" or "discarded"
badge sits (the badge covers no word)."""
BUILDING_SIZE = (270, 150)
SITE_INSETS = {"coast": (0.2, 0.15, 0.1), "volcano": (0.1, 0.08, 0.02)}
"""How far a scoring card's site picture reaches past its slot (sides) and stays in (top, bottom)."""


def _picture(d: ImageDraw.ImageDraw, card_id: str, box: tuple[float, float, float, float]) -> None:
    """The icons of a scoring card, drawn across ``box``."""
    card = gamedata.cards().scoring[card_id]
    x0, y0, x1, y1 = box
    h = y1 - y0
    slots: list[str] = []
    if card.kind in ("resource", "resource-pair"):
        slots = list(card.needs)
    elif card_id == "houses":
        slots = ["house"] * 4
    elif card_id == "one-each":
        slots = list(gamedata.BUILDING_TYPES)
    elif card_id == "connected":
        slots = ["house", "road", "house", "road", "house", "road", "house"]
    elif card.kind == "per-building":
        slots = ["volcano-erupting" if card.points_each < 0 else f"site-{card.where}"]
    elif card.kind == "per-chip":
        slots = ["bird"]
    if card.fish_bonus:
        slots.append("fish-bonus")
    size = h
    narrow = {"road": 0.45}
    total = sum(size * narrow.get(s, 1.0) for s in slots) + 8 * (len(slots) - 1)
    x = (x0 + x1) / 2 - total / 2
    for slot in slots:
        w = size * narrow.get(slot, 1.0)
        b = (x, y0, x + w, y1)
        if slot in ("house", "church", "lighthouse"):
            icons.building(d, slot, (b[0] + w * 0.1, b[1], b[2] - w * 0.1, b[3]), pal.PAPER_DARK)
        elif slot == "road":
            d.line(
                [(b[0] - 6 * SS, (y0 + y1) / 2 + h * 0.25), (b[2] + 6 * SS, (y0 + y1) / 2 + h * 0.25)],
                fill=pal.ROAD,
                width=round(h * 0.14),
            )
        elif slot in ("site-coast", "site-volcano"):
            kind = slot.removeprefix("site-")
            side, top, bottom = SITE_INSETS[kind]
            icons.site_shape(
                d,
                kind,
                (b[0] - w * side, b[1] + h * top, b[2] + w * side, b[3] - h * bottom),
                pal.TILE_FACE[kind],
                pal.TILE_EDGE[kind],
                round(h * 0.06),
            )
        elif slot == "site-river":
            icons.river(d, b)
        elif slot == "volcano-erupting":
            icons.volcano(d, b)
        elif slot == "bird":
            icons.bird(d, b)
        elif slot == "fish-bonus":
            d.rounded_rectangle(
                (b[0], b[1] + h * 0.2, b[2], b[3] - h * 0.2),
                radius=h * 0.14,
                fill=pal.FISH,
                outline=pal.INK,
                width=round(h * 0.04),
            )
            d.text(
                ((b[0] + b[2]) / 2, (y0 + y1) / 2),
                "+",
                font=fonts.font(round(h * 0.6)),
                fill=pal.WHITE,
                anchor="mm",
                stroke_width=round(h * 0.03),
                stroke_fill=pal.WHITE,
            )
        else:
            icons.resource(d, slot, b)
        x += w + 8


def scoring_card(card_id: str, faded: bool = False) -> Image.Image:
    """A scoring card face: name, points badge, picture and the effect in words, in the current language."""
    return _scoring_card(card_id, faded, current_language())


def effect_lines(text: str, w: int) -> tuple[list[str], int]:
    """``text`` wrapped into at most 4 lines ``w`` px wide, at the largest size from 23 px that allows it."""
    size = 23
    lines = fonts.wrap(text, size, w)
    while len(lines) > 4 and size > 14:
        size -= 1
        lines = fonts.wrap(text, size, w)
    return lines, size


NAME_ROOM = 210
"""The width a scoring card's name has beside its points badge."""
TITLE_BAR = (52, 70)
"""The height of a scoring card's title bar with a name in one line and in two."""


def name_lines(name: str) -> tuple[list[str], int]:
    """A scoring card's name in :data:`NAME_ROOM`: one line from 30 px down to 25, else two lines at 24
    (a word still too wide is cut, as no card's name has one)."""
    size = fonts.fitting_size(name, 30, NAME_ROOM, True, smallest=25)
    if fonts.width(name, size, True) <= NAME_ROOM:
        return [name], size
    lines = fonts.wrap(name, 24, NAME_ROOM, True)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    return [fonts.fit(line, 24, NAME_ROOM, True) for line in lines], 24


@cache
def _scoring_card(card_id: str, faded: bool, lang: str) -> Image.Image:
    """:func:`scoring_card` drawn once per card, fading and language."""
    w, h = SCORING_SIZE
    name, name_size = name_lines(card_name(card_id))
    bar = TITLE_BAR[len(name) - 1]
    points = points_text(card_id)
    effect, effect_size = effect_lines(card_effect(card_id), w - 24)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        d.rounded_rectangle(
            (k, k, (w - 1) * k, (h - 1) * k),
            radius=18 * k,
            fill=pal.CARD,
            outline=pal.CARD_EDGE,
            width=round(3 * k),
        )
        d.rounded_rectangle(
            (k, k, (w - 1) * k, bar * k),
            radius=18 * k,
            fill=pal.SCORE_CARD,
            corners=(True, True, False, False),
        )
        for i, line in enumerate(name):
            y = bar / 2 + 2 + (i - (len(name) - 1) / 2) * (name_size + 2)
            sprites.text_at(d, (16, y), line, name_size, k, pal.WHITE, anchor="lm")
        pw = fonts.width(points, 28, True) + 26
        top = bar / 2 + 2 - 18
        d.rounded_rectangle(
            ((w - 12 - pw) * k, top * k, (w - 12) * k, (top + 36) * k),
            radius=12 * k,
            fill=pal.GOLD,
            outline=pal.INK,
            width=round(2 * k),
        )
        sprites.text_at(d, (w - 12 - pw / 2, top + 19), points, 28, k, pal.INK)
        _picture(d, card_id, (14 * k, (bar + 8) * k, (w - 14) * k, 128 * k))
        step = round(effect_size * 27 / 23)
        y = 136 + max(0, 3 - len(effect)) * round(step * 14 / 27)
        for line in effect:
            sprites.text_at(d, (w / 2, y + 12), line, effect_size, k, pal.INK, bold=False)
            y += step

    image = draw_sprite((w, h), paint)
    if faded:
        image.putalpha(image.getchannel("A").point(lambda a: a * 45 // 100))
    return image


def building_card(kind: str, count: int) -> Image.Image:
    """A building card: its kind's picture and name, and how many of it are in hand."""
    return _building_card(kind, count, current_language())


@cache
def _building_card(kind: str, count: int, lang: str) -> Image.Image:
    """:func:`building_card` drawn once per kind, count and language."""
    w, h = BUILDING_SIZE
    name = word(f"card.{kind}")

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        fill = pal.CARD if count else pal.PAPER_DARK
        d.rounded_rectangle(
            (k, k, (w - 1) * k, (h - 1) * k),
            radius=16 * k,
            fill=fill,
            outline=pal.CARD_EDGE,
            width=round(3 * k),
        )
        icons.card_kind(d, kind, (24 * k, 14 * k, 100 * k, 90 * k))
        sprites.text_at(d, (w / 2, 122), fonts.fit(name, 28, w - 24, True), 28, k, pal.INK)
        r = 34
        cx, cy = w - 62, 54
        d.ellipse(
            ((cx - r) * k, (cy - r) * k, (cx + r) * k, (cy + r) * k),
            fill=pal.SCORE_CARD if count else pal.GHOST_EDGE,
            outline=pal.INK,
            width=round(2 * k),
        )
        sprites.text_at(d, (cx, cy + 2), str(count), 40, k, pal.WHITE)

    return draw_sprite((w, h), paint)
