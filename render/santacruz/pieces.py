"""Where each site's sprites go on the board: its face-up tile with buildings, and its id tab.

Shared by the full redraw and the incremental board (:mod:`render.santacruz.layers`), so both place
the same sprites at the same corners. A site's :class:`SiteLook` holds exactly what its tile is drawn
from, which makes it the key of the site's cached patch. Every place takes the ``scale`` of the board
drawn (1 for the 1200 px board, :data:`render.santacruz.layout.PHONE_SCALE` for the phone's).
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from PIL import Image

from render.santacruz import layout, sprites
from render.santacruz import palette as pal
from rules.santacruz import gamedata
from rules.santacruz.views import SiteView

Placed = tuple[Image.Image, tuple[int, int]]
"""A sprite and the top-left corner where it goes on the board."""

Rect = tuple[int, int, int, int]
"""A box in board px: left, top, right, bottom (right and bottom excluded)."""


class SiteLook(NamedTuple):
    """What a face-up site shows: its tile's printed contents, who built there and their letters."""

    sid: str
    kind: str
    points: int
    resources: tuple[str, ...]
    fish_bonus: int
    bird: bool
    building: str
    occupants: tuple[int, ...]
    marks: tuple[str, ...]
    """Each occupant's letter, in the order of ``occupants``."""


def look(site: SiteView, marks: tuple[str, ...]) -> SiteLook | None:
    """What ``site`` shows (``None`` while its tile is face down: the static layer shows its back)."""
    tile = site.tile
    if tile is None:
        return None
    return SiteLook(
        site.id,
        site.kind,
        tile.points,
        tile.resources,
        tile.fish_bonus,
        tile.bird,
        tile.building,
        site.occupants,
        tuple(marks[seat] for seat in site.occupants),
    )


def tile_sprites(site: SiteLook, scale: float = 1.0) -> list[Placed]:
    """A face-up tile with its printed contents and its buildings (or the building it asks for)."""
    face = sprites.tile_face(site.kind, site.points, site.resources, site.fish_bonus, site.bird, scale)
    cx, cy = layout.site_centres(scale)[site.sid]
    left, top = cx - face.width // 2, cy - face.height // 2
    placed: list[Placed] = [(face, (left, top))]
    builders: tuple[tuple[int, str] | None, ...] = tuple(zip(site.occupants, site.marks, strict=True)) or (
        None,
    )
    for slot, builder in zip(
        sprites.building_slots(site.kind, max(1, len(site.occupants))), builders, strict=False
    ):
        w, h = slot[2] - slot[0], slot[3] - slot[1]
        if builder is None:
            sprite = sprites.building(site.building, w, h, None, "", scale)
        else:
            colour = pal.player_colour(builder[0])
            sprite = sprites.building(site.building, w, h, colour, builder[1], scale)
        placed.append((sprite, (left + round(slot[0] * scale), top + round(slot[1] * scale))))
    return placed


def tab(sid: str, image: Image.Image, scale: float = 1.0) -> Placed:
    """A site's id tab over the top edge of its tile."""
    x0, y0, x1, _ = layout.site_box(sid, scale)
    nudge = (12, 2) if scale == 1 else (round(12 * scale), round(2 * scale))
    return image, ((x0 + x1) // 2 - image.width // 2 - nudge[0], y0 - image.height // 2 - nudge[1])


def plain_tab(sid: str, scale: float = 1.0) -> Placed:
    """A site's id tab as every board shows it (legal targets and the last move get coloured ones)."""
    return tab(sid, sprites.label(sid, pal.INK, pal.WHITE, scale=scale), scale)


def rect_of(placed: Placed) -> Rect:
    """The box a placed sprite covers."""
    sprite, (x, y) = placed
    return (x, y, x + sprite.width, y + sprite.height)


@cache
def tile_rect(sid: str, scale: float = 1.0) -> Rect:
    """The box every sprite of a face-up tile on ``sid`` stays in (its padded face: the points badge
    reaches over the tile's edge, the buildings stand inside it)."""
    w, h = sprites.tile_size(gamedata.board().sites[sid].kind, scale)
    cx, cy = layout.site_centres(scale)[sid]
    return (cx - w // 2, cy - h // 2, cx - w // 2 + w, cy - h // 2 + h)


@cache
def tab_rect(sid: str, scale: float = 1.0) -> Rect:
    """The box of a site's plain id tab."""
    return rect_of(plain_tab(sid, scale))


def meets(a: Rect, b: Rect) -> bool:
    """Whether two boxes share a pixel."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
