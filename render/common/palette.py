"""Colours every image shares, and how each player is told apart: a colour and a letter.

Player colours come from the Okabe-Ito palette, chosen so that they also differ in lightness and stay
distinct under the common kinds of colour blindness; the player's letter on every piece is the second cue.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

RGB = tuple[int, int, int]

INK: RGB = (30, 30, 36)
WHITE: RGB = (255, 255, 255)
PAPER: RGB = (250, 246, 236)
PANEL: RGB = (38, 44, 56)
PANEL_LIGHT: RGB = (58, 66, 82)
PANEL_TEXT: RGB = (238, 240, 244)
PANEL_MUTED: RGB = (160, 168, 182)
GOLD: RGB = (240, 190, 40)
HIGHLIGHT_FLAG: RGB = (230, 32, 120)

PLAYER_COLOURS: tuple[RGB, ...] = (
    (213, 94, 0),  # vermillion
    (0, 114, 178),  # blue
    (240, 228, 66),  # yellow
    (204, 121, 167),  # reddish purple
)
"""Seat ``i`` plays in ``PLAYER_COLOURS[i]``."""


def ink_on(colour: RGB) -> RGB:
    """Black or white, whichever reads better on ``colour``."""
    r, g, b = colour
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else WHITE


def player_colour(seat: int) -> RGB:
    """The colour of ``seat``."""
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def player_marks(names: Sequence[str]) -> tuple[str, ...]:
    """One letter per seat: the names' initials if they differ, else their last letters or digits
    ("Player 1", "Player 2"), else the seat numbers 1 to 4."""

    def first(name: str) -> str:
        return next((c.upper() for c in name if c.isascii() and c.isalnum()), "")

    for pick in (first, lambda name: first(name[::-1])):
        marks = tuple(pick(name) for name in names)
        if all(marks) and len(set(marks)) == len(marks):
            return marks
    return tuple(str(seat + 1) for seat in range(len(names)))


def blend(a: RGB, b: RGB, t: float) -> RGB:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def _is_rgb(value: object) -> bool:
    """Whether ``value`` is an (r, g, b) tuple of ints."""
    return isinstance(value, tuple) and len(value) == 3 and all(isinstance(c, int) for c in value)


def named_colours(namespace: Mapping[str, Any], extra: Iterable[RGB] = ()) -> tuple[RGB, ...]:
    """Every RGB constant of a module's ``namespace`` (``globals()``), those in its dicts, then ``extra``,
    without repeats: the colours a game's fixed PNG palette must hold exactly."""
    out: list[RGB] = []
    for value in namespace.values():
        if _is_rgb(value):
            out.append(value)
        elif isinstance(value, dict):
            out.extend(v for v in value.values() if _is_rgb(v))
    out.extend(extra)
    return tuple(dict.fromkeys(out))
