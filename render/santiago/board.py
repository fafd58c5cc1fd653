"""The Santiago board image: status bar, road and buildings, ship strip, players' table and legend.

The public board is drawn from a :class:`PublicView` alone, so it cannot show a secret; the private board
is the same picture from one seat's :class:`PlayerView`, adding that seat's own holdings (when the table
hides them) and its legal car destinations with their fares.
"""

from __future__ import annotations

from PIL import Image

from render.common import encode
from render.santiago import layout, road, ship, status, table
from render.santiago import palette as pal
from render.santiago.marks import NO_MOVE, LastMove
from rules.santiago.views import Holdings, Phase, PlayerView, PublicView, car_choices

_PALETTE = encode.palette_image(
    pal.base_colours(),
    (pal.PANEL, pal.PANEL_LIGHT, pal.SEA),
    (pal.PANEL_TEXT, pal.PANEL_MUTED, pal.GOLD, pal.WHITE),
)
"""The fixed 256 colours every Santiago image is encoded with."""


def palette_image() -> Image.Image:
    """The fixed PNG palette of the Santiago images."""
    return _PALETTE


def _draw(
    view: PublicView, last: LastMove, own: tuple[int, Holdings] | None, costs: dict[int, int]
) -> Image.Image:
    """Every part of the image, in paint order."""
    height = layout.height(len(view.players))
    canvas = road.static_layer(height).copy()
    marks = pal.player_marks([p.name for p in view.players])
    status.draw_status(canvas, view, marks, last)
    road.draw_trail(canvas, last)
    road.draw_stations(canvas, view, last, costs)
    road.draw_direction(canvas, view)
    road.draw_buildings(canvas, view, marks, last)
    ship.draw_ship(canvas, view, last)
    table.draw_table(canvas, view, marks, own, last)
    status.draw_legend(canvas, height - layout.LEGEND_H - 4, bool(costs), view.phase == Phase.END)
    return canvas


def board_image(view: PublicView, *, last_move: LastMove = NO_MOVE) -> Image.Image:
    """The public board as an RGB image.

    Raises
    ------
    TypeError
        ``view`` is not a :class:`PublicView` (a seat's view holds what the table may not see).
    """
    if not isinstance(view, PublicView):
        raise TypeError(f"the public board is drawn from a PublicView only, not {type(view).__name__}")
    return _draw(view, last_move, None, {})


def private_board_image(view: PlayerView, *, last_move: LastMove = NO_MOVE) -> Image.Image:
    """One seat's board as an RGB image: its own holdings and its legal car destinations with their fare
    (the cheapest way to each station).

    Raises
    ------
    TypeError
        ``view`` is not a :class:`PlayerView`.
    """
    if not isinstance(view, PlayerView):
        raise TypeError(f"a private board is drawn from a PlayerView only, not {type(view).__name__}")
    costs: dict[int, int] = {}
    for choice in car_choices(view):
        costs.setdefault(choice.station, choice.cost)
    return _draw(view.public, last_move, (view.seat, view.holdings), costs)


def render_board(view: PublicView, *, last_move: LastMove = NO_MOVE) -> bytes:
    """The public board as PNG bytes."""
    return encode.to_png(board_image(view, last_move=last_move), _PALETTE)


def public_pixels(view: PublicView, *, last_move: LastMove = NO_MOVE) -> Image.Image:
    """The public board on the fixed palette: the pixels every upload of it shows, whatever its format."""
    return encode.quantize(board_image(view, last_move=last_move), _PALETTE)


def render_public_board(
    view: PublicView, *, last_move: LastMove = NO_MOVE, image_format: str = "png"
) -> bytes:
    """The public board: PNG by default, or lossless WebP (``image_format="webp"``: the same pixels in
    fewer bytes, dearer to encode)."""
    image = board_image(view, last_move=last_move)
    return encode.to_png(image, _PALETTE) if image_format == "png" else encode.to_webp(image, _PALETTE)


def render_private_board(view: PlayerView, *, last_move: LastMove = NO_MOVE) -> bytes:
    """One seat's board as PNG bytes."""
    return encode.to_png(private_board_image(view, last_move=last_move), _PALETTE)
