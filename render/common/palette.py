"""Colours every image shares, and how each player is told apart: a colour and a letter.

Player colours come from the Okabe-Ito palette, chosen so that they also differ in lightness and stay
distinct under the common kinds of colour blindness; the player's letter on every piece is the second cue.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rules.colours import SEAT_COLOURS

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

PLAYER_COLOURS: tuple[RGB, ...] = tuple(colour.rgb for colour in SEAT_COLOURS)
"""Seat ``i`` plays in ``PLAYER_COLOURS[i]``: the core's one seat-colour table (:mod:`rules.colours`),
which the words and the table's accent read too."""


def ink_on(colour: RGB) -> RGB:
    """Black or white, whichever reads better on ``colour``."""
    r, g, b = colour
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else WHITE


def player_colour(seat: int) -> RGB:
    """The colour of ``seat``."""
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def _first(text: str) -> str:
    """The first ASCII letter or digit of ``text``, upper case ("" when it has none)."""
    return next((c.upper() for c in text if c.isascii() and c.isalnum()), "")


def player_marks(names: Sequence[str]) -> tuple[str, ...]:
    """One letter per seat, all different: each name's initial; a seat whose initial another seat
    shares (or that has none, as a name in Chinese) takes its name's last letter or digit ("Player 1",
    "Player 2"), else its seat number 1 to 4. Only the clashing seats change: the others keep their
    initials, so a player's letter stays the one they know when someone joins with a like name."""
    initials = [_first(name) for name in names]
    clashing = {i for i in initials if not i or initials.count(i) > 1}
    marks = [i if i not in clashing else "" for i in initials]
    spare = [str(n) for n in range(1, 10)] + [chr(c) for c in range(ord("A"), ord("Z") + 1)]
    for seat, name in enumerate(names):
        if marks[seat]:
            continue
        wanted = [_first(name[::-1]), str(seat + 1), *spare]
        taken = set(marks)
        marks[seat] = next(m for m in wanted if m and m not in clashing and m not in taken)
    return tuple(marks)


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
