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
LEGEND_PAD = 2 * DISC + 28
"""The part of the right margin that is not the players' labels: the line to the disc, the disc, a gap."""
LEGEND_LEADING = SMALL + 6
"""From one line of a player's label to the next: a line with emoji is a little taller than the size."""
LEGEND_MAX = 330
"""The widest the players' labels on the right may make their margin; a longer name wraps to a second
line there (never cut: languages-2.md FR-39)."""
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


def place_dividers(
    starts: Sequence[float], widths: Sequence[float], low: float, high: float
) -> list[tuple[int, float]]:
    """The row and left edge of each divider's label: just right of its line (``starts``), where what it
    names begins (a new round, the next ship loading after "Ship 1 sails"), kept within ``low..high``; on
    the first row where it overlaps no other label, so labels never overlap however close the lines are
    (languages-2.md G-7)."""
    taken: list[list[tuple[float, float]]] = []
    out: list[tuple[int, float]] = []
    for start, w in zip(starts, widths, strict=True):
        left = max(low, min(start + 8, high - w))
        row = next((r for r, spans in enumerate(taken) if _free(spans, left, left + w)), len(taken))
        if row == len(taken):
            taken.append([])
        taken[row].append((left, left + w))
        out.append((row, left))
    return out


def legend_lines(text: str, room: int) -> list[str]:
    """A player's label on the right in one line, or two when it is wider than ``room`` (the second cut
    only if a single word is wider than the whole room)."""
    if fonts.width(text, SMALL, True) <= room:
        return [text]
    lines = fonts.wrap(text, SMALL, room, True)
    if len(lines) <= 2:
        return [fonts.fit(line, SMALL, room, True) for line in lines]
    return [lines[0], fonts.fit(" ".join(lines[1:]), SMALL, room, True)]


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
    seats = range(len(names))
    marks = pal.player_marks(list(names))
    finals = [scores[-1][seat] if scores else 0 for seat in seats]
    texts = [f"{finals[seat]} {fonts.name(names[seat], marks[seat])}" for seat in seats]
    widest = max([fonts.width(text, SMALL, True) for text in texts] + [0])
    right = max(RIGHT, min(LEGEND_MAX, widest + LEGEND_PAD))
    legends = [legend_lines(text, right - LEGEND_PAD) for text in texts]
    x0, x1, y0, y1 = LEFT, WIDTH - right, HEIGHT - BOTTOM, TOP

    def x(step: int) -> float:
        return x0 + (x1 - x0) * step / steps

    def y(points: float) -> float:
        return y0 - (y0 - y1) * points / ceiling

    fonts.draw_text(image, (16, 14), words.title, TEXT + 4, pal.INK, bold=True)
    for points in range(0, ceiling + 1, grid):
        draw.line([(x0, y(points)), (x1, y(points))], fill=GRID, width=2)
        fonts.draw_text(image, (x0 - 10, y(points)), str(points), SMALL, pal.INK, anchor="rm")
    fonts.draw_text(image, ((x0 + x1) / 2, HEIGHT - 14), words.moves, SMALL, pal.INK, anchor="ms")
    dividers = [
        (mark, label)
        for mark, label in zip(sheet.marks, words.marks, strict=True)
        if mark.kind == MarkKind.DIVIDER
    ]
    starts = [x(mark.step) for mark, _ in dividers]
    widths = [fonts.width(label, SMALL, True) for _, label in dividers]
    for (mark, label), (row, left) in zip(dividers, place_dividers(starts, widths, x0, x1), strict=True):
        mx = x(mark.step)
        for dash in range(int(y1), int(y0), 16):
            draw.line([(mx, dash), (mx, min(dash + 9, y0))], fill=pal.INK, width=3)
        fonts.draw_text(
            image, (left, y1 + 4 + row * (SMALL + 4)), label, SMALL, pal.INK, anchor="la", bold=True
        )
    for mark, label in zip(sheet.marks, words.marks, strict=True):
        if mark.kind == MarkKind.EVENT:
            mx = x(mark.step)
            draw.line([(mx, y1), (mx, y0)], fill=EVENT, width=4)
            draw.polygon([(mx - 14, y1 - 2), (mx + 14, y1 - 2), (mx, y1 + 20)], fill=EVENT, outline=pal.INK)
            fonts.draw_text(image, (mx - 8, y1 + 28), label, SMALL, EVENT, anchor="ra", bold=True)
    draw.line([(x0, y1), (x0, y0), (x1, y0)], fill=pal.INK, width=3)
    for seat in seats:
        line = [(x(step), y(scores[seat])) for step, scores in enumerate(scores)]
        draw.line(line, fill=pal.INK, width=LINE + 4, joint="curve")
    for seat in seats:
        line = [(x(step), y(scores[seat])) for step, scores in enumerate(scores)]
        draw.line(line, fill=pal.player_colour(seat), width=LINE, joint="curve")
    tall = max([len(lines) for lines in legends] + [1])
    labels = _spread([y(f) for f in finals], max(2 * DISC + 4, tall * LEGEND_LEADING + 6), y1, y0)
    for seat in seats:
        colour = pal.player_colour(seat)
        cx, cy = x1 + 10 + DISC, labels[seat]
        draw.line([(x1, y(finals[seat])), (cx, cy)], fill=pal.INK, width=2)
        draw.ellipse([cx - DISC, cy - DISC, cx + DISC, cy + DISC], fill=colour, outline=pal.INK, width=2)
        fonts.draw_text(image, (cx, cy), marks[seat], SMALL, pal.ink_on(colour), anchor="mm", bold=True)
        lines = legends[seat]
        for index, line_text in enumerate(lines):
            ly = cy + (index - (len(lines) - 1) / 2) * LEGEND_LEADING
            fonts.draw_text(image, (cx + DISC + 6, ly), line_text, SMALL, pal.INK, anchor="lm", bold=True)
    return image


def render_score_chart(names: Sequence[str], sheet: ScoreSheet, words: ChartWords) -> bytes:
    """The score chart as PNG bytes."""
    return encode.to_png(chart_image(names, sheet, words), palette_image())
