"""The standings: every player's points by category, best first, and at the game end the winner
and the bird chips everyone turned over.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.common import fonts
from render.santacruz import encode, layout, sprites
from render.santacruz import palette as pal
from render.santacruz.dashboard import paste
from render.santacruz.words import word
from rules.santacruz.scoring import CATEGORIES
from rules.santacruz.views import Phase, PublicView

PAD = 20
HEADER = 100
COLUMN_HEAD = 70
ROW = 104
NAME_W = 262
TOTAL_W = 100


def _header_lines(titles: list[str], w: int) -> tuple[list[list[str]], int]:
    """Column titles in at most two lines each, in the largest size from 21 px down where all fit."""
    for size in (21, 20, 19, 18, 17, 16, 15):
        wrapped = [fonts.wrap(text, size, w) for text in titles]
        if all(len(lines) <= 2 and all(fonts.width(x, size) <= w for x in lines) for lines in wrapped):
            return wrapped, size
    return [[fonts.fit(text, 15, w)] for text in titles], 15


def standings_image(view: PublicView) -> Image.Image:
    """The standings as an RGB image."""
    marks = pal.player_marks([p.name for p in view.players])
    final = view.phase == Phase.END
    n = len(view.players)
    height = HEADER + COLUMN_HEAD + ROW * n + PAD * 2
    canvas = Image.new("RGB", (layout.WIDTH, height), pal.PANEL)
    d = ImageDraw.Draw(canvas)

    paste(canvas, sprites.panel(layout.WIDTH - 24, HEADER - 16, pal.PANEL_LIGHT, pal.GOLD, 4), (12, 10))
    title = word("standings.final" if final else "standings.now")
    paste(canvas, sprites.icon("crown" if final else "star", 54, 44), (PAD + 10, HEADER / 2 + 2), "lm")
    fonts.draw_text(canvas, (PAD + 80, HEADER / 2 + 2), title, 42, pal.WHITE, anchor="lm", bold=True)
    if final:
        winner = view.players[view.ranks[0]]
        status = fonts.fit(word("winner", name=fonts.name(winner.name, marks[winner.seat])), 32, 560, True)
        box = fonts.draw_text(
            canvas, (layout.WIDTH - PAD - 12, HEADER / 2 + 2), status, 32, pal.GOLD, anchor="rm", bold=True
        )
        paste(
            canvas,
            sprites.marker(pal.player_colour(winner.seat), marks[winner.seat], 22),
            (box[0] - 12, HEADER / 2 + 2),
            "rm",
        )
    else:
        status = f"{word('round', round=view.round)}  \u00b7  {word(f'phase.{view.phase}')}"
        fonts.draw_text(
            canvas, (layout.WIDTH - PAD - 12, HEADER / 2 + 2), status, 26, pal.PANEL_MUTED, anchor="rm"
        )

    x_cats = PAD + NAME_W
    cat_w = (layout.WIDTH - PAD - TOTAL_W - x_cats) // len(CATEGORIES)
    y = HEADER + 8
    titles, size = _header_lines([word(f"category.{c}") for c in CATEGORIES], cat_w - 2)
    for i, lines in enumerate(titles):
        cx = x_cats + i * cat_w + cat_w / 2
        for j, line in enumerate(lines):
            ly = y + COLUMN_HEAD / 2 + (j - (len(lines) - 1) / 2) * (size + 3)
            fonts.draw_text(canvas, (cx, ly), line, size, pal.PANEL_MUTED, anchor="mm")
    total_x = layout.WIDTH - PAD - TOTAL_W / 2
    fonts.draw_text(
        canvas, (total_x, y + COLUMN_HEAD / 2), word("total"), 24, pal.PANEL_TEXT, anchor="mm", bold=True
    )

    y = HEADER + COLUMN_HEAD
    for place, seat in enumerate(view.ranks):
        p = view.players[seat]
        colour = pal.player_colour(seat)
        first = final and place == 0
        paste(
            canvas,
            sprites.panel(
                layout.WIDTH - 2 * PAD + 8,
                ROW - 10,
                pal.PANEL_LIGHT,
                pal.GOLD if first else colour,
                5 if first else 3,
            ),
            (PAD - 4, y),
        )
        mid = y + (ROW - 10) / 2
        fonts.draw_text(
            canvas,
            (PAD + 24, mid),
            word("rank", rank=p.rank),
            28,
            pal.GOLD if place == 0 else pal.PANEL_MUTED,
            anchor="mm",
            bold=True,
        )
        paste(canvas, sprites.marker(colour, marks[seat], 22), (PAD + 50, mid), "lm")
        name_w = NAME_W - 108
        name_y = mid - 16 if final and p.revealed_chips else mid
        fonts.draw_text(
            canvas,
            (PAD + 100, name_y),
            fonts.fit(fonts.name(p.name, marks[p.seat]), 28, name_w, True),
            28,
            pal.PANEL_TEXT,
            anchor="lm",
            bold=True,
        )
        x = PAD + 100
        if final and p.revealed_chips:
            step = min(32, (PAD + NAME_W - 8 - x) // len(p.revealed_chips))
            for value in p.revealed_chips:
                paste(canvas, sprites.chip(value, 14), (x, mid + 22), "lm")
                x += step
        for i, category in enumerate(CATEGORIES):
            value = p.breakdown.get(category, 0)
            cx = x_cats + i * cat_w + cat_w / 2
            if i % 2 == 0:
                d.rectangle(
                    (x_cats + i * cat_w, y + 4, x_cats + (i + 1) * cat_w - 1, y + ROW - 14), fill=pal.PANEL
                )
            fonts.draw_text(
                canvas,
                (cx, mid),
                str(value) if value else "-",
                30,
                pal.PANEL_TEXT if value else pal.PANEL_MUTED,
                anchor="mm",
                bold=bool(value),
            )
        fonts.draw_text(
            canvas,
            (total_x, mid),
            str(p.score),
            44,
            pal.GOLD if place == 0 else pal.WHITE,
            anchor="mm",
            bold=True,
        )
        y += ROW
    return canvas


def render_standings(view: PublicView) -> bytes:
    """The standings as PNG bytes."""
    return encode.to_png(standings_image(view))
