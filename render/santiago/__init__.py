"""Santiago de Cuba images: pure functions from the engine's views to image bytes.

``render_board`` sees only a :class:`~rules.santiago.views.PublicView`; ``render_private_board`` one seat's
:class:`~rules.santiago.views.PlayerView`; ``render_small_public_board`` is the public board drawn natively
600 px wide for the turn's message (phones show it about 400 px wide). The ``*_image`` functions return
the Pillow image before encoding, for tests and benchmarks; :func:`last_move` turns a turn's events into the
marks of the last move.
"""

from render.santiago.board import (
    board_image,
    private_board_image,
    render_board,
    render_private_board,
    render_public_board,
    render_small_public_board,
)
from render.santiago.marks import NO_MOVE, LastMove, last_move

__all__ = [
    "NO_MOVE",
    "LastMove",
    "board_image",
    "last_move",
    "private_board_image",
    "render_board",
    "render_private_board",
    "render_public_board",
    "render_small_public_board",
]
