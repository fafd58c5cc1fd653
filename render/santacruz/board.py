"""The board image: the islands with every tile, building, highlight and label, and the dashboard.

Drawn from a :class:`PublicView` alone, so it cannot show a secret. The static layer is copied, the
tiles and buildings are pasted from cached sprites, and the dashboard goes below the board.
"""

from __future__ import annotations

from PIL import Image

from render.common import fonts
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
    canvas: Image.Image,
    view: PublicView,
    highlights: frozenset[str],
    last_move: frozenset[str],
    target_label: int = sprites.LABEL_SIZE,
) -> None:
    """Every site's id on a tab, coloured for legal targets and the last move; a flag on targets
    (whose tab is ``target_label`` px, larger when a wide panel crop is shrunk for a phone)."""
    for sid in sorted(view.sites):
        if sid in highlights:
            tab = sprites.label(sid, pal.HIGHLIGHT_FLAG, pal.WHITE, target_label)
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
    view: PublicView,
    *,
    highlights: frozenset[str] = NO_SITES,
    last_move: frozenset[str] = NO_SITES,
    target_label: int = sprites.LABEL_SIZE,
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
    _draw_labels(canvas, view, highlights, last_move, target_label)
    dashboard.draw_status(canvas, view, marks)
    dashboard.draw_legend(canvas)
    dashboard.draw_dashboard(canvas, view, marks, layout.BOARD_HEIGHT)
    return canvas


def render_board(
    view: PublicView, *, highlights: frozenset[str] = NO_SITES, last_move: frozenset[str] = NO_SITES
) -> bytes:
    """The board image as PNG bytes: ``highlights`` are legal targets, ``last_move`` the sites just built."""
    return encode.to_png(board_image(view, highlights=highlights, last_move=last_move))


def render_public_board(
    view: PublicView, *, last_move: frozenset[str] = NO_SITES, image_format: str = "webp"
) -> bytes:
    """The board of a public turn message: by default lossless WebP, the same pixels as
    :func:`render_board` in about half the bytes (it is uploaded once a turn); ``png`` encodes in a
    tenth of the time."""
    image = board_image(view, last_move=last_move)
    return encode.to_png(image) if image_format == "png" else encode.to_webp(image)


DISPLAY_WIDTH = 400
"""How wide Discord shows an image on a phone, in px."""
MIN_CAP = 8
"""The least cap height, in px at :data:`DISPLAY_WIDTH`, of a legal site's id in a panel crop."""
CROP_MARGIN = 70
"""Board px kept around the legal sites' tiles (their neighbours give the place)."""
CROP_MIN = (640, 480)
"""The smallest crop, so a single site still shows where it lies."""


def cap_height(size: int) -> int:
    """The height of a capital letter of the bold site-label font at ``size`` px."""
    box = fonts.font(size, True).getbbox("H")
    return round(box[3] - box[1])


def _span(low: int, high: int, least: int, limit: int) -> tuple[int, int]:
    """``low..high`` widened about its middle to at least ``least`` px, kept within ``0..limit``."""
    grow = max(0, least - (high - low))
    low, high = low - grow // 2, high + grow - grow // 2
    shift = max(0, -low) - max(0, high - limit)
    return max(0, low + shift), min(limit, high + shift)


def crop_box(sites: frozenset[str]) -> tuple[int, int, int, int]:
    """The part of the board a panel shows: the tiles of ``sites`` with a margin, at least
    :data:`CROP_MIN`, within the islands (the whole islands when there are no sites)."""
    if not sites:
        return 0, 0, layout.WIDTH, layout.BOARD_HEIGHT
    boxes = [layout.site_box(sid) for sid in sites]
    x0, x1 = _span(
        min(b[0] for b in boxes) - CROP_MARGIN,
        max(b[2] for b in boxes) + CROP_MARGIN,
        CROP_MIN[0],
        layout.WIDTH,
    )
    y0, y1 = _span(
        min(b[1] for b in boxes) - CROP_MARGIN,
        max(b[3] for b in boxes) + CROP_MARGIN,
        CROP_MIN[1],
        layout.BOARD_HEIGHT,
    )
    return x0, y0, x1, y1


def target_label_size(crop_width: int) -> int:
    """The legal sites' label size that keeps their ids :data:`MIN_CAP` px tall once a crop
    ``crop_width`` px wide is shown :data:`DISPLAY_WIDTH` px wide."""
    size = sprites.LABEL_SIZE
    while cap_height(size) * min(1.0, DISPLAY_WIDTH / crop_width) < MIN_CAP:
        size += 1
    return size


def panel_image(view: PublicView, sites: frozenset[str]) -> Image.Image:
    """A private panel's board: zoomed on ``sites`` (the legal targets, flagged), with their ids
    large enough to read on a phone."""
    box = crop_box(sites)
    image = board_image(view, highlights=sites, target_label=target_label_size(box[2] - box[0]))
    return image.crop(box)


def render_panel_board(view: PublicView, sites: frozenset[str]) -> bytes:
    """:func:`panel_image` as PNG bytes."""
    return encode.to_png(panel_image(view, sites))
