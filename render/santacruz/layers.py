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
"""Languages whose static layer is kept (each is a 1.5 MB palette image and its 4.7 MB RGB ground)."""

BOARD: Rect = (0, 0, layout.WIDTH, layout.BOARD_HEIGHT)


def _sites() -> list[str]:
    """Every site id, in the order the full redraw draws tiles and tabs."""
    return sorted(gamedata.board().sites)


def _check_legend(legend: Rect) -> None:
    """Raise when the legend meets a tile or an id tab: it would no longer lie on top of them."""
    for sid in _sites():
        if pieces.meets(legend, pieces.tile_rect(sid)) or pieces.meets(legend, pieces.tab_rect(sid)):
            raise RuntimeError(f"the legend meets site {sid}: the static layer cannot hold it")


@lru_cache(maxsize=LANGUAGES_CACHED)
def _ground(lang: str) -> Image.Image:
    """The static board with the legend in ``lang``, in RGB; copy or crop it, never draw on it."""
    with speaking(lang):
        _check_legend(dashboard.legend_box())
        image = island.static_board().copy()
        dashboard.draw_legend(image)
    return image


def compose(ground: Image.Image, rect: Rect, looks: Iterable[SiteLook]) -> Image.Image:
    """The board's pixels in ``rect`` before the status box, in RGB, as the full redraw composes them:
    ``ground`` (the static board, with the legend where ``rect`` reaches it), the face-up tiles among
    ``looks`` that reach into ``rect``, then the id tabs that do."""
    left, top = rect[0], rect[1]
    image = ground.crop(rect)
    for site in sorted(looks):
        if pieces.meets(pieces.tile_rect(site.sid), rect):
            for sprite, (x, y) in pieces.tile_sprites(site):
                image.paste(sprite, (x - left, y - top), sprite)
    for sid in _sites():
        if pieces.meets(pieces.tab_rect(sid), rect):
            sprite, (x, y) = pieces.plain_tab(sid)
            image.paste(sprite, (x - left, y - top), sprite)
    return image


@lru_cache(maxsize=LANGUAGES_CACHED)
def static_layer(lang: str) -> Image.Image:
    """The islands with every tile face down, every id tab and the legend, on the palette."""
    return encode.quantize(compose(_ground(lang), BOARD, ()))


@cache
def _neighbours(sid: str) -> tuple[str, ...]:
    """The sites whose tile boxes meet ``sid``'s (itself first): what its patch may show."""
    box = pieces.tile_rect(sid)
    return (
        sid,
        *(other for other in _sites() if other != sid and pieces.meets(box, pieces.tile_rect(other))),
    )


@lru_cache(maxsize=PATCH_CACHE)
def _patch(looks: tuple[SiteLook, ...]) -> Image.Image:
    """The palette patch of ``looks[0]``'s padded tile, with the face-up neighbours ``looks[1:]``
    that reach into it. The legend meets no tile (:func:`_check_legend`), so the static board alone is
    the ground and the patch serves every language."""
    return encode.quantize(compose(island.static_board(), pieces.tile_rect(looks[0].sid), looks))


def site_patches(looks: dict[str, SiteLook]) -> list[tuple[Image.Image, tuple[int, int]]]:
    """Every face-up site's patch and where it goes."""
    out = []
    for sid, site in looks.items():
        key = (site, *(looks[n] for n in _neighbours(sid)[1:] if n in looks))
        box = pieces.tile_rect(sid)
        out.append((_patch(key), (box[0], box[1])))
    return out


STATUS = ImageLru(8 * strip.MB, __name__)
"""Status boxes kept: 8 MB, some 130 boxes of about 60 KB; a box changes when the turn passes."""


def status_key(view: PublicView, marks: tuple[str, ...]) -> tuple[Any, ...]:
    """What the status box is drawn from: round, phase, whom the game waits for, the double move under
    way, the winner, the players' names and letters, and the language."""
    names = tuple(p.name for p in view.players)
    return (view.round, view.phase, view.awaiting, view.double, view.ranks[:1], names, marks, current())


@cache
def _clear(box: Rect) -> bool:
    """Whether ``box`` meets no tile: the board under it is then the same on every board."""
    return not any(pieces.meets(box, pieces.tile_rect(sid)) for sid in _sites())


def _status(view: PublicView, marks: tuple[str, ...]) -> Image.Image:
    """The status box over the board under it, on the palette: drawn where it goes on a canvas
    reaching from the image's corner, so nothing is moved."""
    box = dashboard.status_box(view)
    if not _clear(box) or pieces.meets(box, dashboard.legend_box()):
        raise RuntimeError("the status box meets a tile or the legend: it cannot be drawn apart")
    canvas = Image.new("RGB", (box[2], box[3]))
    canvas.paste(compose(island.static_board(), box, ()), (box[0], box[1]))
    dashboard.draw_status(canvas, view, marks)
    return encode.quantize(canvas.crop(box))


def assemble(view: PublicView) -> Image.Image:
    """The version's board without marks, on the palette, from the cached layers."""
    lang = current()
    ground = _ground(lang)
    marks = pal.player_marks([p.name for p in view.players])
    looks = {sid: site for sid in sorted(view.sites) if (site := pieces.look(view.sites[sid], marks))}
    static = static_layer(lang)
    image = Image.new("P", (layout.WIDTH, layout.BOARD_HEIGHT + dashboard.height(view)))
    image.putpalette(encode.palette_image().getpalette() or [])
    image.paste(static, (0, 0))
    for patch, corner in site_patches(looks):
        image.paste(patch, corner)
    box = dashboard.status_box(view)
    image.paste(STATUS.get(status_key(view, marks), partial(_status, view, marks)), (box[0], box[1]))
    top = strip.foot_top(view)
    under = compose(ground, (0, top, layout.WIDTH, layout.BOARD_HEIGHT), looks.values())
    image.paste(strip.strip(view, marks, under, top), (0, top))
    return image
