"""The Santiago board image: status bar, road and buildings, ship strip, players' table and legend.

The public board is drawn from a :class:`PublicView` alone, so it cannot show a secret; the private board
is the same picture from one seat's :class:`PlayerView`, adding that seat's own holdings (when the table
hides them) and its legal car destinations with their fares.
"""

from __future__ import annotations

from PIL import Image

from render.common import encode
from render.santiago import incremental, layout, road, ship, status, table
from render.santiago import palette as pal
from render.santiago.marks import NO_MOVE, LastMove
from render.santiago.regions import Scene
from render.santiago.scaled import FULL, PHONE, Canvas, Scale
from rules.santiago.views import Holdings, Phase, PlayerView, PublicView, car_choices

_PALETTE = pal.png_palette()
"""The fixed 256 colours every Santiago image is encoded with."""


def palette_image() -> Image.Image:
    """The fixed PNG palette of the Santiago images."""
    return _PALETTE


def _draw(
    view: PublicView,
    last: LastMove,
    own: tuple[int, Holdings] | None,
    costs: dict[int, int],
    scale: Scale = FULL,
) -> Image.Image:
    """Every part of the image, in paint order, drawn whole at ``scale``: the reference the incremental
    drawing of :mod:`render.santiago.incremental` matches pixel for pixel once quantized."""
    height = layout.height(len(view.players))
    canvas = Canvas(road.static_layer(height, scale).copy(), scale)
    marks = _marks(view)
    status.draw_status(canvas, view, marks, last)
    road.draw_trail(canvas, last)
    road.draw_stations(canvas, view, last, costs)
    road.draw_direction(canvas, view)
    road.draw_buildings(canvas, view, marks, last)
    ship.draw_ship(canvas, view, last)
    table.draw_table(canvas, view, marks, own, last)
    status.draw_legend(canvas, height - layout.LEGEND_H - 4, bool(costs), view.phase == Phase.END)
    return canvas.image


def _marks(view: PublicView) -> tuple[str, ...]:
    """The seats' letters on their markers."""
    return pal.player_marks([p.name for p in view.players])


def _fares(view: PlayerView) -> dict[int, int]:
    """The seat's legal car destinations with their fare (the cheapest way to each station)."""
    costs: dict[int, int] = {}
    for choice in car_choices(view):
        costs.setdefault(choice.station, choice.cost)
    return costs


def _public(view: PublicView) -> PublicView:
    """``view``, checked to be a :class:`PublicView`.

    Raises
    ------
    TypeError
        ``view`` is not a :class:`PublicView` (a seat's view holds what the table may not see).
    """
    if not isinstance(view, PublicView):
        raise TypeError(f"the public board is drawn from a PublicView only, not {type(view).__name__}")
    return view


def _private(view: PlayerView) -> PlayerView:
    """``view``, checked to be a :class:`PlayerView`.

    Raises
    ------
    TypeError
        ``view`` is not a :class:`PlayerView`.
    """
    if not isinstance(view, PlayerView):
        raise TypeError(f"a private board is drawn from a PlayerView only, not {type(view).__name__}")
    return view


def board_image(view: PublicView, *, last_move: LastMove = NO_MOVE, scale: Scale = FULL) -> Image.Image:
    """The public board as an RGB image, drawn whole at ``scale`` (before the palette; the PNG's pixels
    are this image quantized, see :func:`public_pixels`).

    Raises
    ------
    TypeError
        ``view`` is not a :class:`PublicView` (a seat's view holds what the table may not see).
    """
    return _draw(_public(view), last_move, None, {}, scale)


def private_board_image(view: PlayerView, *, last_move: LastMove = NO_MOVE) -> Image.Image:
    """One seat's board as an RGB image, drawn whole: its own holdings and its legal car destinations
    with their fare (the cheapest way to each station).

    Raises
    ------
    TypeError
        ``view`` is not a :class:`PlayerView`.
    """
    view = _private(view)
    return _draw(view.public, last_move, (view.seat, view.holdings), _fares(view))


def public_pixels(view: PublicView, *, last_move: LastMove = NO_MOVE, scale: Scale = FULL) -> Image.Image:
    """The public board at ``scale`` on the fixed palette, drawn incrementally: the pixels every upload
    of it shows, whatever its format (the same as :func:`board_image` quantized)."""
    view = _public(view)
    return incremental.board_pixels(Scene(view, last_move, _marks(view), scale=scale))


def private_pixels(view: PlayerView, *, last_move: LastMove = NO_MOVE) -> Image.Image:
    """One seat's board on the fixed palette, drawn incrementally (the same as
    :func:`private_board_image` quantized)."""
    view = _private(view)
    public = view.public
    scene = Scene(public, last_move, _marks(public), (view.seat, view.holdings), _fares(view))
    return incremental.board_pixels(scene)


def render_board(view: PublicView, *, last_move: LastMove = NO_MOVE) -> bytes:
    """The public board as PNG bytes."""
    return encode.png_bytes(public_pixels(view, last_move=last_move))


def render_public_board(
    view: PublicView, *, last_move: LastMove = NO_MOVE, image_format: str = "png"
) -> bytes:
    """The public board: PNG by default, or lossless WebP (``image_format="webp"``: the same pixels in
    fewer bytes, dearer to encode)."""
    pixels = public_pixels(view, last_move=last_move)
    return encode.png_bytes(pixels) if image_format == "png" else encode.webp_bytes(pixels)


SMALL_PNG_LEVEL = 1
"""zlib effort of the phone's public board, chosen by measurement on a late 4-player board (``python
bench/render_santiago.py --encodings``): level 1 makes 44 KB in about 1.7 ms, the least CPU of every
encoding within 60 KB. Levels 2 and 3 save 1 to 3 KB for a little more time, 4 to 9 save 6 to 10 KB
for 1.5 to 30 times the time; lossless WebP makes 27 to 42 KB for 10 to 25 times the time; lossy WebP
smudges the small words, and is as large as the PNG from quality 50 on, for 5 to 20 times the time."""


def render_small_public_board(
    view: PublicView, *, last_move: LastMove = NO_MOVE, image_format: str = "png"
) -> bytes:
    """The public board posted every turn, drawn natively 600 px wide (:data:`PHONE`: Discord shows it
    about 400 px wide on a phone, its words as large as the 1200 px board's): palette PNG by default, or
    lossless WebP (``image_format="webp"``: the same pixels in fewer bytes, dearer to encode)."""
    pixels = public_pixels(view, last_move=last_move, scale=PHONE)
    return encode.png_bytes(pixels, SMALL_PNG_LEVEL) if image_format == "png" else encode.webp_bytes(pixels)


def render_private_board(view: PlayerView, *, last_move: LastMove = NO_MOVE) -> bytes:
    """One seat's board as PNG bytes."""
    return encode.png_bytes(private_pixels(view, last_move=last_move))
