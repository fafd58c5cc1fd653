"""The Santa Cruz boards of a move, drawn in the game's renderer (:class:`bot.workers.Renderers`: a
process chosen by the game's id, or a thread): the public board is drawn natively small for a phone,
and the renderer keeps each game's current big board, so every panel of a version is cut from one
drawing; only a view goes in and the image's bytes come out."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable

from PIL import Image

from render.santacruz import panel_base_image, render_panel_board, render_small_public_board
from rules.santacruz.views import PublicView

BASES_KEPT = 64
"""Current boards a renderer keeps (one per game and language): the games it draws for, and a few more."""

_bases: OrderedDict[tuple[Hashable, ...], tuple[tuple[Hashable, ...], Image.Image]] = OrderedDict()
_lock = threading.Lock()


def _base(key: tuple[Hashable, ...], view: PublicView) -> Image.Image:
    """The panels' board of the version ``key`` names (:func:`render.santacruz.panel_base_image`; ``key``
    is :meth:`bot.games.seam.LiveGame.board_key`: the store, the game, its version, the language), drawn
    once and kept as the game's current board in that language until a newer version replaces it."""
    game = (key[0], key[1], key[3])
    with _lock:
        kept = _bases.get(game)
        if kept is not None and kept[0] == key:
            _bases.move_to_end(game)
            return kept[1]
    base = panel_base_image(view)
    with _lock:
        _bases[game] = (key, base)
        _bases.move_to_end(game)
        while len(_bases) > BASES_KEPT:
            _bases.popitem(last=False)
    return base


def public_board(view: PublicView, marks: frozenset[str], image_format: str) -> bytes:
    """The public table's board, the sites of ``marks`` marked: the islands drawn natively at the width
    a phone shows them (issue 46), assembled from the renderer's cached pieces in a fraction of a
    millisecond, so no version of it is kept."""
    return render_small_public_board(view, last_move=marks, image_format=image_format)


def panel_board(key: tuple[Hashable, ...], view: PublicView, highlights: frozenset[str]) -> bytes:
    """A panel's board of the version ``key`` names, ``highlights`` marked."""
    return render_panel_board(view, highlights, _base(key, view))


def let_go(token: int, game_id: int) -> int:
    """Drop the current boards of the game ``game_id`` of the store ``token`` (it is over), in every
    language; how many were dropped."""
    with _lock:
        ended = [game for game in _bases if game[:2] == (token, game_id)]
        for game in ended:
            del _bases[game]
    return len(ended)


def kept() -> list[tuple[Hashable, ...]]:
    """The version keys of the boards this renderer keeps, oldest first (what a benchmark or a test
    reads of a renderer process)."""
    with _lock:
        return [key for key, _base in _bases.values()]
