"""One colour per seat, for every game: the one table that the words (a square emoji beside a name), the
pictures (pieces, markers, lines) and the table message's accent all read, so a seat is the same colour
wherever a player looks.

The colours are from the Okabe-Ito palette, chosen so that they also differ in lightness and stay
distinct under the common kinds of colour blindness; the emoji is the square nearest to each."""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class SeatColour:
    """A seat's colour: its name (for developers and tests), its RGB and its square emoji for text."""

    name: str
    rgb: RGB
    square: str

    @property
    def value(self) -> int:
        """The colour as one 0xRRGGBB number (an accent colour, as Discord takes it)."""
        r, g, b = self.rgb
        return (r << 16) | (g << 8) | b


SEAT_COLOURS: tuple[SeatColour, ...] = (
    SeatColour("vermillion", (213, 94, 0), "\N{LARGE ORANGE SQUARE}"),
    SeatColour("blue", (0, 114, 178), "\N{LARGE BLUE SQUARE}"),
    SeatColour("yellow", (240, 228, 66), "\N{LARGE YELLOW SQUARE}"),
    SeatColour("reddish purple", (204, 121, 167), "\N{LARGE PURPLE SQUARE}"),
)
"""Seat ``i`` plays in ``SEAT_COLOURS[i]`` (games of at most four seats)."""


def seat_colour(seat: int) -> SeatColour:
    """The colour of ``seat``."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]
