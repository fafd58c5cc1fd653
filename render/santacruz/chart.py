"""The score chart of the final standings: every player's score after each move, both rounds.

Drawn from scores read off the public view after each move (see ``rules.santacruz.timeline``). Sized to stay
readable when Discord shows it 400 px wide: at half scale the smallest text is still 11 px, lines
are 3 px, and each line ends in a disc with the player's mark, its colour outlined in ink so that
yellow reads on paper.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render.common import fonts
from render.santacruz import encode
from render.santacruz import palette as pal
from render.santacruz.words import word

WIDTH, HEIGHT = 800, 480
LEFT, RIGHT, TOP, BOTTOM = 64, 190, 58, 56
"""Margins: axis labels on the left and below, the players' labels on the right, the title above."""
TEXT = 22
SMALL = 20
LINE = 6
DISC = 15
GRID = (214, 206, 186)


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


@dataclass(frozen=True, slots=True)
class Scores:
    """What the chart shows: names by seat, ``scores[step][seat]``, the first step of round 2 and the
    steps where the volcano erupted."""

    names: Sequence[str]
    scores: Sequence[Sequence[int]]
    round_break: int | None
    eruptions: Sequence[int]


def chart_image(history: Scores) -> Image.Image:
    """The chart as a Pillow image (see :func:`render_score_chart`)."""
    image = Image.new("RGB", (WIDTH, HEIGHT), pal.PAPER)
    draw = ImageDraw.Draw(image)
    steps = max(1, len(history.scores) - 1)
    top_score = max([max(s) for s in history.scores if s] + [10])
    grid = _step_of(10, top_score)
    ceiling = -(-top_score // grid) * grid
    x0, x1, y0, y1 = LEFT, WIDTH - RIGHT, HEIGHT - BOTTOM, TOP

    def x(step: int) -> float:
        return x0 + (x1 - x0) * step / steps

    def y(points: float) -> float:
        return y0 - (y0 - y1) * points / ceiling

    fonts.draw_text(image, (16, 14), word("chart.title"), TEXT + 4, pal.INK, bold=True)
    for points in range(0, ceiling + 1, grid):
        draw.line([(x0, y(points)), (x1, y(points))], fill=GRID, width=2)
        fonts.draw_text(image, (x0 - 10, y(points)), str(points), SMALL, pal.INK, anchor="rm")
    fonts.draw_text(image, ((x0 + x1) / 2, HEIGHT - 14), word("chart.moves"), SMALL, pal.INK, anchor="ms")
    if history.round_break is not None:
        bx = x(history.round_break)
        for dash in range(int(y1), int(y0), 16):
            draw.line([(bx, dash), (bx, min(dash + 9, y0))], fill=pal.INK, width=3)
        fonts.draw_text(image, (bx + 8, y1 + 4), word("chart.round2"), SMALL, pal.INK, anchor="la", bold=True)
    for step in history.eruptions:
        ex = x(step)
        draw.line([(ex, y1), (ex, y0)], fill=pal.LAVA, width=4)
        draw.polygon([(ex - 14, y1 - 2), (ex + 14, y1 - 2), (ex, y1 + 20)], fill=pal.LAVA, outline=pal.INK)
        fonts.draw_text(
            image, (ex - 8, y1 + 28), word("chart.eruption"), SMALL, pal.LAVA, anchor="ra", bold=True
        )
    draw.line([(x0, y1), (x0, y0), (x1, y0)], fill=pal.INK, width=3)
    seats = range(len(history.names))
    marks = pal.player_marks(history.names)
    for seat in seats:
        line = [(x(step), y(scores[seat])) for step, scores in enumerate(history.scores)]
        draw.line(line, fill=pal.INK, width=LINE + 4, joint="curve")
    for seat in seats:
        line = [(x(step), y(scores[seat])) for step, scores in enumerate(history.scores)]
        draw.line(line, fill=pal.player_colour(seat), width=LINE, joint="curve")
    finals = [history.scores[-1][seat] if history.scores else 0 for seat in seats]
    labels = _spread([y(f) for f in finals], 2 * DISC + 4, y1, y0)
    for seat in seats:
        colour = pal.player_colour(seat)
        cx, cy = x1 + 10 + DISC, labels[seat]
        draw.line([(x1, y(finals[seat])), (cx, cy)], fill=pal.INK, width=2)
        draw.ellipse([cx - DISC, cy - DISC, cx + DISC, cy + DISC], fill=colour, outline=pal.INK, width=2)
        fonts.draw_text(image, (cx, cy), marks[seat], SMALL, pal.ink_on(colour), anchor="mm", bold=True)
        label = fonts.fit(
            f"{finals[seat]} {fonts.name(history.names[seat], marks[seat])}",
            SMALL,
            RIGHT - 2 * DISC - 28,
            True,
        )
        fonts.draw_text(image, (cx + DISC + 6, cy), label, SMALL, pal.INK, anchor="lm", bold=True)
    return image


def render_score_chart(history: Scores) -> bytes:
    """The score chart as PNG bytes."""
    return encode.png_bytes(encode.quantize(chart_image(history)))
