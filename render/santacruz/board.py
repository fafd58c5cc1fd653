"""The board image: the islands with every tile, building, highlight and label, and the dashboard.

Drawn from a :class:`PublicView` alone, so it cannot show a secret. A version's board is assembled
from layers already on the palette (:mod:`render.santacruz.layers`): the static layer, a cached patch
per face-up site, and the status box and dashboard drawn anew; the marks go on afterwards.

The public board of a turn message is the islands alone drawn natively at the phone's scale
(:func:`small_base_image`, :func:`render_small_public_board`: 600 px wide, issue 46); the replay's
board and the private panels are cut from the 1200 px board.
"""

from __future__ import annotations

from PIL import Image

from render.common import fonts
from render.santacruz import dashboard, encode, island, layers, layout, pieces, sprites, strip
from render.santacruz import palette as pal
from render.santacruz.pieces import Placed
from rules.santacruz.views import PublicView, SiteView

NO_SITES: frozenset[str] = frozenset()


def _ring(view: PublicView, sid: str, colour: pal.RGB, edge: pal.RGB, scale: float = 1.0) -> Placed:
    """A ring around a site's tile (it lies just outside the tile, so it may go over the board)."""
    ring = sprites.ring(view.sites[sid].kind, colour, edge, 5, scale)
    x, y = layout.site_centres(scale)[sid]
    return ring, (x - ring.width // 2, y - ring.height // 2)


def _tile(site: SiteView, marks: tuple[str, ...], scale: float = 1.0) -> list[Placed]:
    """A face-up tile with its printed contents and its buildings (or the building it asks for)."""
    shown = pieces.look(site, marks)
    assert shown is not None
    return pieces.tile_sprites(shown, scale)


def _decorations(
    view: PublicView,
    sid: str,
    target: bool,
    target_label: int,
    letters: tuple[str, ...],
    scale: float = 1.0,
) -> list[Placed]:
    """What marks a legal target (``target``) or a site of the last move: its ring with the tile
    drawn again over it (the points badge reaches over the ring), its coloured id tab (covering the
    plain one), and a flag on targets (targets only on the 1200 px board)."""
    site = view.sites[sid]
    tile = _tile(site, letters, scale) if site.tile is not None else []
    if not target:
        ring = _ring(view, sid, pal.LAST_MOVE, pal.GOLD, scale)
        return [ring, *tile, pieces.tab(sid, sprites.label(sid, pal.GOLD, pal.INK, scale=scale), scale)]
    tab, (x, y) = pieces.tab(sid, sprites.label(sid, pal.HIGHLIGHT_FLAG, pal.WHITE, target_label))
    y0 = layout.site_box(sid)[1]
    return [
        _ring(view, sid, pal.HIGHLIGHT, pal.HIGHLIGHT_FLAG),
        *tile,
        (tab, (x, y)),
        (sprites.icon("flag", 30, 34), (x - 24, y0 - 30)),
    ]


def _public_only(view: PublicView) -> None:
    """Raise :class:`TypeError` unless ``view`` is a :class:`PublicView` (a seat's view holds secrets
    the board must not see)."""
    if not isinstance(view, PublicView):
        raise TypeError(f"the board is drawn from a PublicView only, not {type(view).__name__}")


def base_image(view: PublicView) -> Image.Image:
    """A version's board without marks, on the fixed palette ("P" mode): drawn once per game version,
    then marked for the public message (:func:`marked`) and for every panel (:func:`panel_image`).
    Assembled from cached layers (:mod:`render.santacruz.layers`): the same pixels as a full redraw.

    Raises
    ------
    TypeError
        ``view`` is not a :class:`PublicView` (a seat's view holds secrets the board must not see).
    """
    _public_only(view)
    return layers.assemble(view)


def panel_base_image(view: PublicView) -> Image.Image:
    """The board a version's private panels are cut from (every crop lies within the islands,
    :func:`crop_box`): the islands alone at full scale, about a quarter of :func:`base_image`'s cost,
    whose dashboard no panel shows; the whole board when the dashboard's stacked score markers reach up
    into the islands. Within the islands the same pixels as :func:`base_image`.

    Raises
    ------
    TypeError
        ``view`` is not a :class:`PublicView`.
    """
    _public_only(view)
    if strip.foot_top(view) < layout.BOARD_HEIGHT:
        return layers.assemble(view)
    return layers.islands(view, 1.0)


def small_base_image(view: PublicView) -> Image.Image:
    """A version's islands without marks and without the dashboard, drawn natively at the phone's
    scale (:data:`layout.PHONE_SCALE`: 600 x 650 px), on the fixed palette: the ground of
    :func:`render_small_public_board`. Assembled from cached layers of that scale: the same pixels as
    a full redraw at that scale.

    Raises
    ------
    TypeError
        ``view`` is not a :class:`PublicView`.
    """
    _public_only(view)
    return layers.islands(view, layout.PHONE_SCALE)


def _full_islands(view: PublicView, marks: tuple[str, ...], scale: float, height: int) -> Image.Image:
    """The islands drawn at ``scale`` in full on one RGB canvas ``height`` px tall: static board,
    tiles, tabs, status box and legend."""
    canvas = Image.new("RGB", (layout.width(scale), height), pal.PANEL)
    canvas.paste(island.static_board(scale), (0, 0))
    for sid in sorted(view.sites):
        site = view.sites[sid]
        if site.tile is not None:
            for sprite, corner in _tile(site, marks, scale):
                canvas.paste(sprite, corner, sprite)
    for sid in sorted(view.sites):
        tab, corner = pieces.plain_tab(sid, scale)
        canvas.paste(tab, corner, tab)
    dashboard.draw_status(canvas, view, marks, scale)
    dashboard.draw_legend(canvas, scale)
    return canvas


def _full_base_image(view: PublicView) -> Image.Image:
    """:func:`base_image` drawn in full on one RGB canvas and quantized whole: the reference the
    assembled board is tested against, pixel for pixel."""
    marks = pal.player_marks([p.name for p in view.players])
    canvas = _full_islands(view, marks, 1.0, layout.BOARD_HEIGHT + dashboard.height(view))
    dashboard.draw_dashboard(canvas, view, marks, layout.BOARD_HEIGHT)
    return encode.quantize(canvas)


def _full_small_base_image(view: PublicView) -> Image.Image:
    """:func:`small_base_image` drawn in full at the phone's scale and quantized whole: its reference."""
    marks = pal.player_marks([p.name for p in view.players])
    scale = layout.PHONE_SCALE
    return encode.quantize(_full_islands(view, marks, scale, layout.board_height(scale)))


def marked(
    base: Image.Image,
    view: PublicView,
    *,
    highlights: frozenset[str] = NO_SITES,
    last_move: frozenset[str] = NO_SITES,
    target_label: int = sprites.LABEL_SIZE,
    box: tuple[int, int, int, int] | None = None,
    scale: float = 1.0,
) -> Image.Image:
    """``base`` (from :func:`base_image`, or :func:`small_base_image` with its ``scale``) cut to ``box``
    with the last move's and the legal targets' marks: only the few regions under the marks are
    converted, marked and put back on the palette."""
    if highlights and scale != 1:
        raise ValueError("legal targets are marked on the 1200 px board only (a private panel's)")
    x0, y0, x1, y1 = box or (0, 0, base.width, base.height)
    image = base.crop((x0, y0, x1, y1))
    letters = pal.player_marks([p.name for p in view.players])
    groups = [
        _decorations(view, sid, False, target_label, letters, scale)
        for sid in sorted(last_move & view.sites.keys())
    ]
    groups += [
        _decorations(view, sid, True, target_label, letters) for sid in sorted(highlights & view.sites.keys())
    ]
    if highlights:
        _private_legend(image, base, (x0, y0))
    for group in groups:
        left = max(0, min(x for _, (x, _) in group) - x0)
        top = max(0, min(y for _, (_, y) in group) - y0)
        right = min(image.width, max(x + s.width for s, (x, _) in group) - x0)
        bottom = min(image.height, max(y + s.height for s, (_, y) in group) - y0)
        if left >= right or top >= bottom:
            continue
        region = image.crop((left, top, right, bottom)).convert("RGB")
        for sprite, (x, y) in group:
            region.paste(sprite, (x - x0 - left, y - y0 - top), sprite)
        image.paste(encode.quantize(region), (left, top))
    return image


def _private_legend(image: Image.Image, base: Image.Image, origin: tuple[int, int]) -> None:
    """Add the private board's legend items (the flag of a site one may build on) to ``image``, a cut
    of ``base`` from ``origin``: the region under them is converted, drawn on and put back on the
    palette, as the marks are."""
    box = dashboard.private_legend_box()
    region = base.crop(box).convert("RGB")
    dashboard.draw_private_legend(region, (box[0], box[1]))
    image.paste(encode.quantize(region), (box[0] - origin[0], box[1] - origin[1]))


def board_image(
    view: PublicView,
    *,
    highlights: frozenset[str] = NO_SITES,
    last_move: frozenset[str] = NO_SITES,
    target_label: int = sprites.LABEL_SIZE,
) -> Image.Image:
    """The board with the dashboard below, on the fixed palette: ``highlights`` are legal targets,
    ``last_move`` the sites just built."""
    return marked(
        base_image(view),
        view,
        highlights=frozenset(highlights),
        last_move=frozenset(last_move),
        target_label=target_label,
    )


def render_board(
    view: PublicView, *, highlights: frozenset[str] = NO_SITES, last_move: frozenset[str] = NO_SITES
) -> bytes:
    """The board image as PNG bytes: ``highlights`` are legal targets, ``last_move`` the sites just built."""
    return encode.to_png(board_image(view, highlights=highlights, last_move=last_move))


def render_public_board(
    view: PublicView,
    *,
    last_move: frozenset[str] = NO_SITES,
    image_format: str = "png",
    base: Image.Image | None = None,
    island: bool = False,
) -> bytes:
    """The board of a public turn message (on ``base`` when the version's board is already drawn): PNG
    by default, or ``webp``: lossless WebP, the same pixels in about half the bytes for about 15 times
    the encoding time. With ``island`` only the island is shown, without the players' dashboard below
    it (the live table gives the players' facts as text)."""
    base = base if base is not None else base_image(view)
    box = (0, 0, base.width, layout.BOARD_HEIGHT) if island else None
    image = marked(base, view, last_move=frozenset(last_move), box=box)
    return encode.to_png(image) if image_format == "png" else encode.to_webp(image)


def small_public_image(
    view: PublicView, *, last_move: frozenset[str] = NO_SITES, base_small: Image.Image | None = None
) -> Image.Image:
    """The public board of a turn message as drawn natively for a phone: the islands at
    :data:`layout.PHONE_SCALE` (600 x 650 px), the sites of ``last_move`` ringed and their id tabs gold,
    on ``base_small`` (from :func:`small_base_image`) when the version's islands are already drawn."""
    base = base_small if base_small is not None else small_base_image(view)
    size = (layout.width(layout.PHONE_SCALE), layout.board_height(layout.PHONE_SCALE))
    if base.size != size:
        raise ValueError(f"base_small is {base.size[0]}x{base.size[1]} px, not the small board's {size}")
    return marked(base, view, last_move=frozenset(last_move), scale=layout.PHONE_SCALE)


def render_small_public_board(
    view: PublicView,
    *,
    last_move: frozenset[str] = NO_SITES,
    image_format: str = "png",
    base_small: Image.Image | None = None,
) -> bytes:
    """The public board of a turn message drawn natively for a phone (:func:`small_public_image`: the
    islands, 600 x 650 px, without the players' dashboard): PNG by default (about 52 KB, at
    :data:`encode.SMALL_PNG_LEVEL`), or ``webp``: lossless WebP, the same pixels in about 36 KB for
    about ten times the encoding time. ``base_small`` is the version's :func:`small_base_image` when
    it is already drawn (it costs under a millisecond from the cached layers, so keeping it is
    optional)."""
    image = small_public_image(view, last_move=last_move, base_small=base_small)
    return encode.to_small_png(image) if image_format == "png" else encode.to_webp(image)


DISPLAY_WIDTH = 400
"""How wide Discord shows an image on a phone, in px."""
MIN_CAP = 8
"""The least cap height, in px at :data:`DISPLAY_WIDTH`, of a site's id: on the whole board (its labels are
that large, issue 28) and so in every panel crop."""
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


def panel_image(view: PublicView, sites: frozenset[str], base: Image.Image | None = None) -> Image.Image:
    """A private panel's board: zoomed on ``sites`` (the legal targets, flagged), with their ids
    large enough to read on a phone; cut from ``base`` when the version's board is already drawn."""
    box = crop_box(sites)
    return marked(
        base if base is not None else panel_base_image(view),
        view,
        highlights=frozenset(sites),
        target_label=target_label_size(box[2] - box[0]),
        box=box,
    )


def render_panel_board(view: PublicView, sites: frozenset[str], base: Image.Image | None = None) -> bytes:
    """:func:`panel_image` as PNG bytes."""
    return encode.to_png(panel_image(view, sites, base))
