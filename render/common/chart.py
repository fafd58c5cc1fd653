"""The score chart every game ends with: every player's score after each move, with the moments the game
marks (a new round, a ship that sailed, an eruption).

Drawn from a game's :class:`~rules.contract.ScoreSheet`, with its words ready-made. Sized to stay
readable when Discord shows it 400 px wide: at half scale the smallest text is still 11 px, lines
are 3 px, and each line ends in a disc with the player's mark, its colour outlined in ink so that
yellow reads on paper.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw

from render.common import encode, fonts
from render.common import palette as pal
from rules.contract import MarkKind, ScoreSheet

WIDTH, HEIGHT = 800, 480
LEFT, RIGHT, TOP, BOTTOM = 64, 190, 58, 56
"""Margins: axis labels on the left and below, the players' labels on the right, the title above."""
TEXT = 22
SMALL = 20
LINE = 6
DISC = 15
GRID = (214, 206, 186)
LABEL_ROWS = 4
"""Rows of divider labels, so that close dividers (ships sailing soon after each other) do not overlap; a
label goes right of its line, or left of it where the right is taken."""
EVENT: pal.RGB = (235, 96, 30)
"""The colour of a blow to the scores (Santa Cruz's lava)."""


@cache
def palette_image() -> Image.Image:
    """The chart's fixed palette: paper, ink, the grid, the players and the blows."""
    base = (pal.PAPER, pal.INK, pal.WHITE, GRID, EVENT, *pal.PLAYER_COLOURS)
    return encode.palette_image(base, (pal.PAPER,), (pal.INK, EVENT))


def _step_of(scale: int, top: int) -> int:
    """A round grid step giving four to eight lines up to ``top`` points."""
    for step in (5, 10, 20, 25, 50, 100):
        if top / step <= 8:
            return step
    return max(1, scale)


def _spread(wanted: list[float], gap: float, low: float, high: float) -> list[float]:
    """Label positions as close to ``wanted`` as possible, at least ``gap`` apart, within bounds."""
    order = sorted(range(len(wanted)), key=lambda i: wanted[i])
    placed = [0.0] * len(wanted)
    last = low - gap
    for i in order:
        last = max(wanted[i], last + gap)
        placed[i] = last
    overflow = last - high
    if overflow > 0:
        for i in order:
            placed[i] -= overflow
        floor = low
        for i in order:
            placed[i] = max(placed[i], floor)
            floor = placed[i] + gap
    return placed


def _free(taken: list[tuple[float, float]], left: float, right: float) -> bool:
    """Whether ``left..right`` keeps 6 px clear of every span of a row of divider labels."""
    return all(right + 6 <= a or left >= b + 6 for a, b in taken)


@dataclass(frozen=True, slots=True)
class ChartWords:
    """The chart's words in the reader's language: its title, the moves axis, and a label for each of the
    sheet's marks (in its order)."""

    title: str
    moves: str
    marks: tuple[str, ...]


def chart_image(names: Sequence[str], sheet: ScoreSheet, words: ChartWords) -> Image.Image:
    """The chart as a Pillow image (see :func:`render_score_chart`)."""
    scores = sheet.scores
    image = Image.new("RGB", (WIDTH, HEIGHT), pal.PAPER)
    draw = ImageDraw.Draw(image)
    steps = max(1, len(scores) - 1)
    top_score = max([max(s) for s in scores if s] + [10])
    grid = _step_of(10, top_score)
    ceiling = -(-top_score // grid) * grid
    x0, x1, y0, y1 = LEFT, WIDTH - RIGHT, HEIGHT - BOTTOM, TOP

    def x(step: int) -> float:
        return x0 + (x1 - x0) * step / steps

    def y(points: float) -> float:
        return y0 - (y0 - y1) * points / ceiling

    fonts.draw_text(image, (16, 14), words.title, TEXT + 4, pal.INK, bold=True)
    for points in range(0, ceiling + 1, grid):
        draw.line([(x0, y(points)), (x1, y(points))], fill=GRID, width=2)
        fonts.draw_text(image, (x0 - 10, y(points)), str(points), SMALL, pal.INK, anchor="rm")
    fonts.draw_text(image, ((x0 + x1) / 2, HEIGHT - 14), words.moves, SMALL, pal.INK, anchor="ms")
    taken: list[list[tuple[float, float]]] = [[] for _ in range(LABEL_ROWS)]
    for mark, label in zip(sheet.marks, words.marks, strict=True):
        mx = x(mark.step)
        if mark.kind == MarkKind.DIVIDER:
            for dash in range(int(y1), int(y0), 16):
                draw.line([(mx, dash), (mx, min(dash + 9, y0))], fill=pal.INK, width=3)
            w = fonts.width(label, SMALL, True)
            sides = [left for left in (mx + 8, mx - 8 - w) if x0 <= left and left + w <= x1]
            row, left = next(
                ((r, a) for r in range(LABEL_ROWS) for a in sides if _free(taken[r], a, a + w)),
                (LABEL_ROWS - 1, sides[-1] if sides else mx + 8),
            )
            taken[row].append((left, left + w))
            fonts.draw_text(
                image, (left, y1 + 4 + row * (SMALL + 4)), label, SMALL, pal.INK, anchor="la", bold=True
            )
        else:
            draw.line([(mx, y1), (mx, y0)], fill=EVENT, width=4)
            draw.polygon([(mx - 14, y1 - 2), (mx + 14, y1 - 2), (mx, y1 + 20)], fill=EVENT, outline=pal.INK)
            fonts.draw_text(image, (mx - 8, y1 + 28), label, SMALL, EVENT, anchor="ra", bold=True)
    draw.line([(x0, y1), (x0, y0), (x1, y0)], fill=pal.INK, width=3)
    seats = range(len(names))
    marks = pal.player_marks(list(names))
    for seat in seats:
        line = [(x(step), y(scores[seat])) for step, scores in enumerate(scores)]
        draw.line(line, fill=pal.INK, width=LINE + 4, joint="curve")
    for seat in seats:
        line = [(x(step), y(scores[seat])) for step, scores in enumerate(scores)]
        draw.line(line, fill=pal.player_colour(seat), width=LINE, joint="curve")
    finals = [scores[-1][seat] if scores else 0 for seat in seats]
    labels = _spread([y(f) for f in finals], 2 * DISC + 4, y1, y0)
    for seat in seats:
        colour = pal.player_colour(seat)
        cx, cy = x1 + 10 + DISC, labels[seat]
        draw.line([(x1, y(finals[seat])), (cx, cy)], fill=pal.INK, width=2)
        draw.ellipse([cx - DISC, cy - DISC, cx + DISC, cy + DISC], fill=colour, outline=pal.INK, width=2)
        fonts.draw_text(image, (cx, cy), marks[seat], SMALL, pal.ink_on(colour), anchor="mm", bold=True)
        label = fonts.fit(
            f"{finals[seat]} {fonts.name(names[seat], marks[seat])}",
            SMALL,
            RIGHT - 2 * DISC - 28,
            True,
        )
        fonts.draw_text(image, (cx + DISC + 6, cy), label, SMALL, pal.INK, anchor="lm", bold=True)
    return image


def render_score_chart(names: Sequence[str], sheet: ScoreSheet, words: ChartWords) -> bytes:
    """The score chart as PNG bytes."""
    return encode.to_png(chart_image(names, sheet, words), palette_image())
