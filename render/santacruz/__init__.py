"""Santa Cruz images: pure functions from the engine's views to PNG bytes (WebP for the public board).

The public board of a turn message is drawn natively for a phone (``render_small_public_board``, 600 px
wide); the replay's board and the private panels are the 1200 px board.

``render_board`` sees only a :class:`~rules.santacruz.views.PublicView`; ``render_hand`` one seat's
:class:`~rules.santacruz.views.PlayerView`. The ``*_image`` functions return the Pillow image before
encoding, for tests and benchmarks.
"""

from render.santacruz.board import (
    base_image,
    board_image,
    panel_base_image,
    panel_image,
    render_board,
    render_panel_board,
    render_public_board,
    render_small_public_board,
    small_base_image,
    small_public_image,
)
from render.santacruz.hand import hand_image, render_hand
from render.santacruz.summary import render_scoring_summary, summary_image

__all__ = [
    "base_image",
    "board_image",
    "hand_image",
    "panel_base_image",
    "panel_image",
    "render_board",
    "render_hand",
    "render_panel_board",
    "render_public_board",
    "render_scoring_summary",
    "render_small_public_board",
    "small_base_image",
    "small_public_image",
    "summary_image",
]
