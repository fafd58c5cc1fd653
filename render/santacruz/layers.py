"""The board assembled from cached layers already on the palette, instead of redrawn in full.

Quantizing is nearest colour per pixel without dithering (:func:`render.santacruz.encode.quantize`),
so a region quantized alone gets the same indices as in the whole image, as long as it holds the same
RGB pixels. Each layer is therefore composed in RGB exactly as the full redraw composes those pixels,
quantized alone, and pasted as palette indices:

* the static layer (sea, coast, tile backs, every site's id tab, the legend), once per language;
* a patch per face-up site over its padded tile: the board under it, the tiles of the sites whose
  boxes meet it, then the tabs over it. A patch holds every pixel of its box as the full redraw has
  them before the status box, so patches may overlap and go down in any order. Patches are kept in
  an LRU keyed by the :class:`~render.santacruz.pieces.SiteLook` of those sites (public data only);
* the status box, kept by :func:`status_key`;
* the dashboard strip (:mod:`render.santacruz.strip`), with the foot of the board its stacked score
  markers reach over.

The phone's public board (:func:`islands` at :data:`render.santacruz.layout.PHONE_SCALE`) is the same
islands drawn natively at that scale from the same kinds of layers, kept apart per scale, without the
dashboard.

Palette round trips are avoided on purpose: a few palette colours map to a neighbouring index when
quantized again, so an index is never turned back into RGB to draw over it.

The legend is drawn into the static layer although the full redraw draws it after the tiles, tabs
and status box, and the status box is drawn over the bare board: :func:`_check_legend` and
:func:`_status` raise when the layout stops keeping them apart.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, lru_cache, partial
from typing import Any

from PIL import Image

from render.santacruz import dashboard, encode, island, layout, pieces, strip
from render.santacruz import palette as pal
from render.santacruz.lru import ImageLru
from render.santacruz.pieces import Rect, SiteLook
from rules.i18n import current, speaking
from rules.santacruz import gamedata
from rules.santacruz.views import PublicView

PATCH_CACHE = 3072
"""Site patches kept: every face-up site of about 60 boards, at most about 50 MB (a padded tile on the
palette is about 16 KB). A new version of a game reuses all its patches but the one or two of the
sites its move changed."""

LANGUAGES_CACHED = 4
"""Languages whose static layer is kept at each scale (each is a 1.5 MB palette image and its 4.7 MB RGB
ground on the 1200 px board, a quarter of that on the phone's)."""

PHONE_PATCH_CACHE = PATCH_CACHE
"""Site patches of the phone's board kept: as many, a quarter of the bytes each (about 4 KB)."""


def board_rect(scale: float = 1.0) -> Rect:
    """The islands' box on the board drawn at ``scale``."""
    return (0, 0, layout.width(scale), layout.board_height(scale))


def _sites() -> list[str]:
    """Every site id, in the order the full redraw draws tiles and tabs."""
    return sorted(gamedata.board().sites)


def _check_legend(legend: Rect, scale: float) -> None:
    """Raise when the legend meets a tile or an id tab: it would no longer lie on top of them."""
    for sid in _sites():
        if pieces.meets(legend, pieces.tile_rect(sid, scale)) or pieces.meets(
            legend, pieces.tab_rect(sid, scale)
        ):
            raise RuntimeError(f"the legend meets site {sid}: the static layer cannot hold it")


@lru_cache(maxsize=LANGUAGES_CACHED * 2)
def _ground(lang: str, scale: float = 1.0) -> Image.Image:
    """The static board drawn at ``scale`` with the legend in ``lang``, in RGB; copy or crop it, never
    draw on it."""
    with speaking(lang):
        _check_legend(dashboard.legend_box(scale), scale)
        image = island.static_board(scale).copy()
        dashboard.draw_legend(image, scale)
    return image


def compose(ground: Image.Image, rect: Rect, looks: Iterable[SiteLook], scale: float = 1.0) -> Image.Image:
    """The board's pixels in ``rect`` before the status box, in RGB, as the full redraw composes them:
    ``ground`` (the static board drawn at ``scale``, with the legend where ``rect`` reaches it), the
    face-up tiles among ``looks`` that reach into ``rect``, then the id tabs that do."""
    left, top = rect[0], rect[1]
    image = ground.crop(rect)
    for site in sorted(looks):
        if pieces.meets(pieces.tile_rect(site.sid, scale), rect):
            for sprite, (x, y) in pieces.tile_sprites(site, scale):
                image.paste(sprite, (x - left, y - top), sprite)
    for sid in _sites():
        if pieces.meets(pieces.tab_rect(sid, scale), rect):
            sprite, (x, y) = pieces.plain_tab(sid, scale)
            image.paste(sprite, (x - left, y - top), sprite)
    return image


@lru_cache(maxsize=LANGUAGES_CACHED * 2)
def static_layer(lang: str, scale: float = 1.0) -> Image.Image:
    """The islands drawn at ``scale`` with every tile face down, every id tab and the legend, on the
    palette."""
    return encode.quantize(compose(_ground(lang, scale), board_rect(scale), (), scale))


@cache
def _neighbours(sid: str, scale: float) -> tuple[str, ...]:
    """The sites whose tile boxes meet ``sid``'s (itself first) at ``scale``: what its patch may show."""
    box = pieces.tile_rect(sid, scale)
    return (
        sid,
        *(other for other in _sites() if other != sid and pieces.meets(box, pieces.tile_rect(other, scale))),
    )


def _draw_patch(looks: tuple[SiteLook, ...], scale: float) -> Image.Image:
    """The palette patch of ``looks[0]``'s padded tile at ``scale``, with the face-up neighbours
    ``looks[1:]`` that reach into it. The legend meets no tile (:func:`_check_legend`), so the static
    board alone is the ground and the patch serves every language."""
    rect = pieces.tile_rect(looks[0].sid, scale)
    return encode.quantize(compose(island.static_board(scale), rect, looks, scale))


@lru_cache(maxsize=PATCH_CACHE)
def _patch(looks: tuple[SiteLook, ...]) -> Image.Image:
    """A site's patch on the 1200 px board (:func:`_draw_patch`)."""
    return _draw_patch(looks, 1.0)


@lru_cache(maxsize=PHONE_PATCH_CACHE)
def _phone_patch(looks: tuple[SiteLook, ...]) -> Image.Image:
    """A site's patch on the phone's board (:func:`_draw_patch` at :data:`layout.PHONE_SCALE`)."""
    return _draw_patch(looks, layout.PHONE_SCALE)


def site_patches(looks: dict[str, SiteLook], scale: float = 1.0) -> list[tuple[Image.Image, tuple[int, int]]]:
    """Every face-up site's patch at ``scale`` (1 or :data:`layout.PHONE_SCALE`) and where it goes."""
    if scale not in (1, layout.PHONE_SCALE):
        raise ValueError(f"no patches are kept at scale {scale}")
    patch = _patch if scale == 1 else _phone_patch
    out = []
    for sid, site in looks.items():
        key = (site, *(looks[n] for n in _neighbours(sid, scale)[1:] if n in looks))
        box = pieces.tile_rect(sid, scale)
        out.append((patch(key), (box[0], box[1])))
    return out


STATUS = ImageLru(8 * strip.MB, __name__)
"""Status boxes kept: 8 MB, some 130 boxes of about 60 KB; a box changes when the turn passes."""


def status_key(view: PublicView, marks: tuple[str, ...], scale: float = 1.0) -> tuple[Any, ...]:
    """What the status box is drawn from: round, phase, whom the game waits for, the double move under
    way, the winner, the players' names and letters, the language and the scale."""
    names = tuple(p.name for p in view.players)
    return (
        view.round,
        view.phase,
        view.awaiting,
        view.double,
        view.ranks[:1],
        names,
        marks,
        current(),
        scale,
    )


@cache
def _clear(box: Rect, scale: float) -> bool:
    """Whether ``box`` meets no tile: the board under it is then the same on every board."""
    return not any(pieces.meets(box, pieces.tile_rect(sid, scale)) for sid in _sites())


def _status(view: PublicView, marks: tuple[str, ...], scale: float = 1.0) -> Image.Image:
    """The status box over the board under it, on the palette: drawn where it goes on a canvas
    reaching from the image's corner, so nothing is moved."""
    box = dashboard.status_box(view, scale)
    if not _clear(box, scale) or pieces.meets(box, dashboard.legend_box(scale)):
        raise RuntimeError("the status box meets a tile or the legend: it cannot be drawn apart")
    canvas = Image.new("RGB", (box[2], box[3]))
    canvas.paste(compose(island.static_board(scale), box, (), scale), (box[0], box[1]))
    dashboard.draw_status(canvas, view, marks, scale)
    return encode.quantize(canvas.crop(box))


def _looks(view: PublicView, marks: tuple[str, ...]) -> dict[str, SiteLook]:
    """What every face-up site shows, by site id in drawing order."""
    return {sid: site for sid in sorted(view.sites) if (site := pieces.look(view.sites[sid], marks))}


def _draw_islands(
    image: Image.Image, view: PublicView, marks: tuple[str, ...], looks: dict[str, SiteLook], scale: float
) -> None:
    """Paste the islands drawn at ``scale`` onto ``image`` (on the palette, from its corner): the
    static layer, the face-up sites' patches and the status box."""
    image.paste(static_layer(current(), scale), (0, 0))
    for patch, corner in site_patches(looks, scale):
        image.paste(patch, corner)
    box = dashboard.status_box(view, scale)
    status = STATUS.get(status_key(view, marks, scale), partial(_status, view, marks, scale))
    image.paste(status, (box[0], box[1]))


def _palette_canvas(size: tuple[int, int]) -> Image.Image:
    """An empty image of ``size`` on the fixed palette."""
    image = Image.new("P", size)
    image.putpalette(encode.palette_image().getpalette() or [])
    return image


def islands(view: PublicView, scale: float) -> Image.Image:
    """The version's islands drawn at ``scale`` without marks and without the dashboard (the phone's
    public board), on the palette, from the cached layers."""
    marks = pal.player_marks([p.name for p in view.players])
    image = _palette_canvas(board_rect(scale)[2:])
    _draw_islands(image, view, marks, _looks(view, marks), scale)
    return image


def assemble(view: PublicView) -> Image.Image:
    """The version's board without marks, on the palette, from the cached layers."""
    ground = _ground(current(), 1.0)
    marks = pal.player_marks([p.name for p in view.players])
    looks = _looks(view, marks)
    image = _palette_canvas((layout.WIDTH, layout.BOARD_HEIGHT + dashboard.height(view)))
    _draw_islands(image, view, marks, looks, 1.0)
    top = strip.foot_top(view)
    under = compose(ground, (0, top, layout.WIDTH, layout.BOARD_HEIGHT), looks.values())
    image.paste(strip.strip(view, marks, under, top), (0, top))
    return image
