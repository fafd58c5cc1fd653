"""The board image: the islands with every tile, building, highlight and label, and the dashboard.

Drawn from a :class:`PublicView` alone, so it cannot show a secret. The static layer is copied, the
tiles and buildings are pasted from cached sprites, and the dashboard goes below the board.
"""

from __future__ import annotations

from PIL import Image

from render.santacruz import dashboard, encode, island, layout, sprites
from render.santacruz import palette as pal
from rules.santacruz.views import PublicView, SiteView

NO_SITES: frozenset[str] = frozenset()


def _paste(canvas: Image.Image, sprite: Image.Image, centre: tuple[int, int]) -> None:
    """Paste an RGBA sprite centred on ``centre``."""
    x, y = centre
    canvas.paste(sprite, (x - sprite.width // 2, y - sprite.height // 2), sprite)


def _draw_tile(canvas: Image.Image, site: SiteView, marks: tuple[str, ...]) -> None:
    """A face-up tile with its printed contents and its buildings (or the building it asks for)."""
    tile = site.tile
    assert tile is not None
    face = sprites.tile_face(site.kind, tile.points, tile.resources, tile.fish_bonus, tile.bird)
    cx, cy = layout.site_centres()[site.id]
    left, top = cx - face.width // 2, cy - face.height // 2
    canvas.paste(face, (left, top), face)
    occupants = site.occupants
    for slot, seat in zip(
        sprites.building_slots(site.kind, max(1, len(occupants))), occupants or (None,), strict=False
    ):
        w, h = slot[2] - slot[0], slot[3] - slot[1]
        if seat is None:
            sprite = sprites.building(tile.building, w, h, None, "")
        else:
            sprite = sprites.building(tile.building, w, h, pal.player_colour(seat), marks[seat])
        canvas.paste(sprite, (left + slot[0], top + slot[1]), sprite)


def _draw_rings(
    canvas: Image.Image, view: PublicView, highlights: frozenset[str], last_move: frozenset[str]
) -> None:
    """Rings around the last move's sites and the legal targets, under the tiles they surround."""
    centres = layout.site_centres()
    for sid in sorted(last_move & view.sites.keys()):
        _paste(canvas, sprites.ring(view.sites[sid].kind, pal.LAST_MOVE, pal.GOLD, 5), centres[sid])
    for sid in sorted(highlights & view.sites.keys()):
        _paste(canvas, sprites.ring(view.sites[sid].kind, pal.HIGHLIGHT, pal.HIGHLIGHT_FLAG, 5), centres[sid])


def _draw_labels(
    canvas: Image.Image, view: PublicView, highlights: frozenset[str], last_move: frozenset[str]
) -> None:
    """Every site's id on a tab, coloured for legal targets and the last move; a flag on targets."""
    for sid in sorted(view.sites):
        if sid in highlights:
            tab = sprites.label(sid, pal.HIGHLIGHT_FLAG, pal.WHITE)
        elif sid in last_move:
            tab = sprites.label(sid, pal.GOLD, pal.INK)
        else:
            tab = sprites.label(sid, pal.INK, pal.WHITE)
        x0, y0, x1, _ = layout.site_box(sid)
        x = (x0 + x1) // 2 - tab.width // 2 - 12
        canvas.paste(tab, (x, y0 - tab.height // 2 - 2), tab)
        if sid in highlights:
            flag = sprites.icon("flag", 30, 34)
            canvas.paste(flag, (x - 24, y0 - 30), flag)


def board_image(
    view: PublicView, *, highlights: frozenset[str] = NO_SITES, last_move: frozenset[str] = NO_SITES
) -> Image.Image:
    """The board with the dashboard below, as an RGB image.

    Raises
    ------
    TypeError
        ``view`` is not a :class:`PublicView` (a seat's view holds secrets the board must not see).
    """
    if not isinstance(view, PublicView):
        raise TypeError(f"the board is drawn from a PublicView only, not {type(view).__name__}")
    base = island.static_board()
    marks = pal.player_marks([p.name for p in view.players])
    canvas = Image.new("RGB", (layout.WIDTH, layout.BOARD_HEIGHT + dashboard.height(view)), pal.PANEL)
    canvas.paste(base, (0, 0))
    highlights, last_move = frozenset(highlights), frozenset(last_move)
    _draw_rings(canvas, view, highlights, last_move)
    for sid in sorted(view.sites):
        site = view.sites[sid]
        if site.tile is not None:
            _draw_tile(canvas, site, marks)
    _draw_labels(canvas, view, highlights, last_move)
    dashboard.draw_status(canvas, view, marks)
    dashboard.draw_legend(canvas)
    dashboard.draw_dashboard(canvas, view, marks, layout.BOARD_HEIGHT)
    return canvas


def render_board(
    view: PublicView, *, highlights: frozenset[str] = NO_SITES, last_move: frozenset[str] = NO_SITES
) -> bytes:
    """The board image as PNG bytes: ``highlights`` are legal targets, ``last_move`` the sites just built."""
    return encode.to_png(board_image(view, highlights=highlights, last_move=last_move))


def render_public_board(view: PublicView, *, last_move: frozenset[str] = NO_SITES) -> bytes:
    """The board of a public turn message as lossless WebP: the same pixels as :func:`render_board`
    in about half the bytes (it is uploaded once a turn)."""
    return encode.to_webp(board_image(view, last_move=last_move))
