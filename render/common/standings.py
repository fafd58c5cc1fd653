"""The final standings every game ends with: where each player's points came from, a column per player
(best first) and a row per source, the total last.

Drawn for a phone first: 800 px wide, so that Discord's 400 px shows every number at 14 px or more; a row
per source (not a column) keeps the source names whole in any language. The words come in ready-made
from the caller, so one picture serves every game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw

from render.common import encode, fonts, sprites
from render.common import palette as pal
from rules.contract import Outcome, ScoreSheet

WIDTH = 800
PAD = 16
HEADER = 112
HEAD = 126
ROW = 50
TOTAL = 68
LABEL_W = 280
LABEL = 24
VALUE = 30
NAME = 22


@dataclass(frozen=True, slots=True)
class StandingsWords:
    """Every word the picture shows, in the reader's language: its title, who won, each source's name
    (in the sheet's order), the total's name and each place ("1.", "2.")."""

    title: str
    headline: str
    sources: tuple[str, ...]
    total: str
    places: tuple[str, ...]


@cache
def palette_image() -> Image.Image:
    """The fixed palette of the end pictures: the shared colours and text on the dark panels."""
    base = (pal.INK, pal.WHITE, pal.PAPER, pal.PANEL, pal.PANEL_LIGHT, pal.GOLD, *pal.PLAYER_COLOURS)
    inks = (pal.PANEL_TEXT, pal.PANEL_MUTED, pal.GOLD, pal.WHITE)
    return encode.palette_image(base, (pal.PANEL, pal.PANEL_LIGHT, pal.PAPER), inks)


def _number(value: int) -> str:
    """A score with a true minus sign; nothing scored reads as a dash."""
    if value == 0:
        return "\u2013"
    return f"\u2212{-value}" if value < 0 else str(value)


NAME_SMALLEST = 16
"""The smallest size a player's name shrinks to before it wraps: still 8 px at Discord's 400 px."""


def _name_lines(name: str, width: int) -> tuple[list[str], int]:
    """A name in a column and its size: whole on one line, smaller if it must be (down to
    :data:`NAME_SMALLEST`); else in two lines, broken at spaces or after hyphens
    ("Aurélie-" / "Charlotte"), the second cut only if it must be (languages-2.md FR-39: "Genevi…")."""
    size = fonts.fitting_size(name, NAME, width, True, smallest=NAME_SMALLEST)
    if fonts.width(name, size, True) <= width:
        return [name], size
    lines = fonts.wrap(name.replace("-", "- "), NAME_SMALLEST, width, True)
    lines = [line.replace("- ", "-") for line in lines]
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:]).replace("- ", "-")]
    return [fonts.fit(line, NAME_SMALLEST, width, True) for line in lines], NAME_SMALLEST


def standings_image(
    names: Sequence[str], outcome: Outcome, sheet: ScoreSheet, words: StandingsWords
) -> Image.Image:
    """The standings as an RGB image: seats in ``outcome``'s order, points from ``sheet``."""
    order = outcome.order
    marks = pal.player_marks(list(names))
    col_w = (WIDTH - 2 * PAD - LABEL_W) // max(1, len(order))
    height = HEADER + HEAD + ROW * len(sheet.sources) + TOTAL + PAD
    canvas = Image.new("RGB", (WIDTH, height), pal.PANEL)
    draw = ImageDraw.Draw(canvas)
    sprites.paste(
        canvas, sprites.panel(WIDTH - 2 * PAD + 8, HEADER - 16, pal.PANEL_LIGHT, pal.GOLD, 4), (PAD - 4, 8)
    )
    fonts.draw_text(
        canvas,
        (PAD + 14, 38),
        fonts.fit(words.title, 36, WIDTH - 4 * PAD, True),
        36,
        pal.WHITE,
        anchor="lm",
        bold=True,
    )
    headline = fonts.fit(words.headline, 28, WIDTH - 4 * PAD, True)
    fonts.draw_text(canvas, (PAD + 14, 80), headline, 28, pal.GOLD, anchor="lm", bold=True)

    def column(index: int) -> float:
        return PAD + LABEL_W + col_w * index + col_w / 2

    top = HEADER
    for index, seat in enumerate(order):
        winner = outcome.seats[seat].rank == 1
        cx = column(index)
        place = words.places[seat]
        fonts.draw_text(
            canvas, (cx, top + 20), place, 24, pal.GOLD if winner else pal.PANEL_MUTED, anchor="mm", bold=True
        )
        sprites.paste(canvas, sprites.marker(pal.player_colour(seat), marks[seat], 17), (cx, top + 52), "mm")
        lines, size = _name_lines(fonts.name(names[seat], marks[seat]), col_w - 10)
        rows = (top + 98,) if len(lines) == 1 else (top + 84, top + 111)
        for line, ly in zip(lines, rows, strict=True):
            fonts.draw_text(canvas, (cx, ly), line, size, pal.PANEL_TEXT, anchor="mm", bold=True)
    y = HEADER + HEAD
    for row, label in enumerate(words.sources):
        if row % 2 == 0:
            draw.rectangle((PAD, y, WIDTH - PAD - 1, y + ROW - 1), fill=pal.PANEL_LIGHT)
        size = fonts.fitting_size(label, LABEL, LABEL_W - 16, smallest=16)
        fonts.draw_text(
            canvas,
            (PAD + 12, y + ROW / 2),
            fonts.fit(label, size, LABEL_W - 16),
            size,
            pal.PANEL_TEXT,
            anchor="lm",
        )
        for index, seat in enumerate(order):
            value = sheet.points[seat][row]
            colour = pal.PANEL_TEXT if value else pal.PANEL_MUTED
            fonts.draw_text(
                canvas,
                (column(index), y + ROW / 2),
                _number(value),
                VALUE,
                colour,
                anchor="mm",
                bold=bool(value),
            )
        y += ROW
    draw.line((PAD, y + 2, WIDTH - PAD - 1, y + 2), fill=pal.GOLD, width=3)
    fonts.draw_text(
        canvas,
        (PAD + 12, y + TOTAL / 2),
        fonts.fit(words.total, 30, LABEL_W - 16, True),
        30,
        pal.WHITE,
        anchor="lm",
        bold=True,
    )
    totals = sheet.totals()
    for index, seat in enumerate(order):
        colour = pal.GOLD if outcome.seats[seat].rank == 1 else pal.WHITE
        fonts.draw_text(
            canvas, (column(index), y + TOTAL / 2), str(totals[seat]), 40, colour, anchor="mm", bold=True
        )
    return canvas


def render_standings(
    names: Sequence[str], outcome: Outcome, sheet: ScoreSheet, words: StandingsWords
) -> bytes:
    """The standings as PNG bytes (see :func:`standings_image`)."""
    return encode.to_png(standings_image(names, outcome, sheet, words), palette_image())
