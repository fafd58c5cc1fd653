"""The public board's WebP: the very pixels of the PNG render, in about half the bytes."""

from __future__ import annotations

import io
import random

from PIL import Image, ImageChops

from render.santacruz import render_board, render_public_board
from rules.santacruz.engine import apply, awaiting, legal_actions
from rules.santacruz.setup import new_game
from rules.santacruz.views import public_view


def test_the_public_board_is_the_png_board_losslessly_in_at_most_two_thirds_of_the_bytes() -> None:
    """Lossless means the same pixels; the point of WebP is the bytes every turn uploads."""
    rng = random.Random(3)
    state = new_game(["Ana", "Ben", "Cem", "Dee"], seed=3)
    for _ in range(30):
        seat = min(awaiting(state))
        state, _ = apply(state, rng.choice(list(legal_actions(state, seat))))
    view = public_view(state)
    png, webp = render_board(view), render_public_board(view, image_format="webp")
    assert webp[:4] == b"RIFF" and webp[8:12] == b"WEBP"
    decoded = [Image.open(io.BytesIO(data)).convert("RGB") for data in (png, webp)]
    assert decoded[0].size == decoded[1].size
    assert ImageChops.difference(*decoded).getbbox() is None
    assert len(webp) <= len(png) * 2 // 3, (len(webp), len(png))
    assert render_public_board(view, image_format="webp") == webp, (
        "the encoding is deterministic (leak checks compare bytes)"
    )
