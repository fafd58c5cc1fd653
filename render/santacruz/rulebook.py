"""The pictures of Santa Cruz's illustrated rules (``/santacruz rules``) and of the practice table's guide
(issue 44): the table's own drawing of a public view, cut to what a page or an entry speaks of (part of
the island with the last move ringed, the sites a card reaches flagged, the sets or piles to pick, the
volcano before and after the eruption, a scoring card's summary).

Pure functions of public views, as every drawing module here (the positions come from the bot's example
game or live table); each picture is 400 to 800 px wide, so that its words read when Discord shows it
400 px wide: cut from the 1200 px board, its smallest words (20 px) read at 7 px or more there.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PIL import Image

from render.santacruz import dashboard, encode, layout
from render.santacruz import palette as pal
from render.santacruz.board import NO_SITES, base_image, crop_box, marked, target_label_size
from render.santacruz.summary import Points, summary_image
from rules.santacruz.views import PublicView

GAP = 12
"""Space between the pieces of a picture made of several cuts (the dashboard's own gap)."""
FOOT = 16
"""The foot of a set's frame kept under its building cards."""
WINDOW = (800, 600)
"""The part of the island a picture of the island shows, in board px (read at half size on a phone)."""
SMALL_WINDOW = (640, 460)
"""The part of the island round a few sites (the volcano, a site just built), in board px."""
JOIN_WINDOW = (520, 390)
"""The part of the island round one shared site: close enough to tell its two buildings apart."""
CLEAR = 60
"""The least room, in board px, kept between the sites a cut is about and its edge."""
COAST = (800, 800)
"""The corner of the island the landing shows: the south-east coast and the key below it, in board px."""

Box = tuple[int, int, int, int]


def window(sites: Iterable[str], size: tuple[int, int] = WINDOW) -> Box:
    """A ``size`` cut of the island centred on ``sites``' tiles, kept within the island."""
    boxes = [layout.site_box(sid) for sid in sites]
    cx = (min(b[0] for b in boxes) + max(b[2] for b in boxes)) // 2
    cy = (min(b[1] for b in boxes) + max(b[3] for b in boxes)) // 2
    x0 = max(0, min(layout.WIDTH - size[0], cx - size[0] // 2))
    y0 = max(0, min(layout.BOARD_HEIGHT - size[1], cy - size[1] // 2))
    return x0, y0, x0 + size[0], y0 + size[1]


def _meets(a: Box, b: Box) -> bool:
    """Whether two boxes overlap."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def clear_of(box: Box, sites: Iterable[str], obstacles: Sequence[Box]) -> Box:
    """``box`` moved the least way (left, right, up or down) that keeps it off ``obstacles`` (the status
    box, the key: a cut through them shows half a sentence) while it still holds ``sites``' tiles with
    :data:`CLEAR` px to spare and stays on the board; as it is when no such move exists."""
    tiles = [layout.site_box(sid) for sid in sites]
    need = (
        min(t[0] for t in tiles) - CLEAR,
        min(t[1] for t in tiles) - CLEAR,
        max(t[2] for t in tiles) + CLEAR,
        max(t[3] for t in tiles) + CLEAR,
    )
    for obstacle in obstacles:
        if not _meets(box, obstacle):
            continue
        x0, y0, x1, y1 = box
        shifts = [
            (obstacle[0] - GAP - x1, 0),
            (obstacle[2] + GAP - x0, 0),
            (0, obstacle[1] - GAP - y1),
            (0, obstacle[3] + GAP - y0),
        ]
        moved = [(x0 + dx, y0 + dy, x1 + dx, y1 + dy) for dx, dy in shifts]
        fits = [
            b
            for b in moved
            if b[0] >= 0
            and b[1] >= 0
            and b[2] <= layout.WIDTH
            and b[3] <= layout.BOARD_HEIGHT
            and b[0] <= max(0, need[0])
            and b[1] <= max(0, need[1])
            and b[2] >= min(layout.WIDTH, need[2])
            and b[3] >= min(layout.BOARD_HEIGHT, need[3])
            and not any(_meets(b, other) for other in obstacles)
        ]
        if fits:
            box = min(fits, key=lambda b: abs(b[0] - x0) + abs(b[1] - y0))
    return box


def _obstacles(view: PublicView) -> tuple[Box, Box]:
    """What a cut of the island should not cut through: the status box and the key."""
    return dashboard.status_box(view), dashboard.legend_box()


def island(
    view: PublicView,
    around: Iterable[str],
    *,
    last_move: frozenset[str] = NO_SITES,
    size: tuple[int, int] = WINDOW,
) -> Image.Image:
    """A ``size`` cut of the island round the sites ``around``, the sites of ``last_move`` ringed in gold."""
    around = list(around)
    box = clear_of(window(around, size), around, _obstacles(view))
    return marked(base_image(view), view, last_move=frozenset(last_move), box=box)


def flagged(view: PublicView, sites: frozenset[str]) -> Image.Image:
    """The sites a card may build on, flagged with their codes as the player's panel shows them, cut as
    the panel is but off the status box and the key where the sites leave room."""
    box = clear_of(crop_box(sites), sites, _obstacles(view))
    return marked(
        base_image(view),
        view,
        highlights=sites,
        target_label=target_label_size(box[2] - box[0]),
        box=box,
    )


def coast(view: PublicView, sites: frozenset[str]) -> Image.Image:
    """The south-east corner of the island with the free coast ``sites`` there flagged, and the key."""
    box = (layout.WIDTH - COAST[0], layout.BOARD_HEIGHT - COAST[1], layout.WIDTH, layout.BOARD_HEIGHT)
    return marked(base_image(view), view, highlights=sites, target_label=target_label_size(COAST[0]), box=box)


def stack(pieces: Sequence[Image.Image], columns: int) -> Image.Image:
    """``pieces`` in a grid of ``columns``, :data:`GAP` apart, on the dashboard's ground."""
    rows = [pieces[i : i + columns] for i in range(0, len(pieces), columns)]
    width = max(sum(p.width for p in row) + GAP * (len(row) + 1) for row in rows)
    heights = [max(p.height for p in row) for row in rows]
    canvas = Image.new("RGB", (width, sum(heights) + GAP * (len(rows) + 1)), pal.PANEL)
    y = GAP
    for row, height in zip(rows, heights, strict=True):
        x = GAP
        for piece in row:
            canvas.paste(piece.convert("RGB"), (x, y))
            x += piece.width + GAP
        y += height + GAP
    return canvas


def sets(view: PublicView) -> Image.Image:
    """The sets to pick at a round-1 draft, two by two, each cut from the dashboard as the table draws it
    (without the lines a round-2 pile's scoring cards would take)."""
    base = base_image(view)
    top = dashboard.band_top(view, layout.BOARD_HEIGHT) + dashboard.DRAFT_TITLE
    count = len(view.draft)
    width = (layout.WIDTH - dashboard.GAP * (count + 1)) // count
    bottom = top - dashboard.DRAFT_TITLE + dashboard._band_height(view) - dashboard.GAP
    kept = dashboard.DRAFT_CARD - FOOT
    cuts = []
    for index in range(count):
        x = dashboard.GAP + index * (width + dashboard.GAP)
        cut = Image.new("RGB", (width, kept + FOOT))
        cut.paste(base.crop((x, top, x + width, top + kept)).convert("RGB"), (0, 0))
        cut.paste(base.crop((x, bottom - FOOT, x + width, bottom)).convert("RGB"), (0, kept))
        cuts.append(cut)
    return stack(cuts, 2)


def piles(view: PublicView) -> Image.Image:
    """The piles to pick at a round-2 draft, one above the other, each cut whole from the dashboard as
    the table draws it: its building cards and the scoring cards played with it in round 1."""
    base = base_image(view)
    top = dashboard.band_top(view, layout.BOARD_HEIGHT) + dashboard.DRAFT_TITLE
    count = len(view.draft)
    width = (layout.WIDTH - dashboard.GAP * (count + 1)) // count
    height = dashboard._band_height(view) - dashboard.DRAFT_TITLE - dashboard.GAP
    cuts = [
        base.crop((x, top, x + width, top + height)).convert("RGB")
        for x in (dashboard.GAP + index * (width + dashboard.GAP) for index in range(count))
    ]
    return stack(cuts, 1 if width >= 360 else 2)


def before_after(before: PublicView, after: PublicView, sites: frozenset[str]) -> Image.Image:
    """The island round ``sites`` before a move (those sites ringed) above the same cut after it."""
    box = window(sites, SMALL_WINDOW)
    return stack(
        [
            marked(base_image(before), before, last_move=sites, box=box),
            marked(base_image(after), after, box=box),
        ],
        1,
    )


def summary(view: PublicView, card: str, scored: Sequence[Points]) -> Image.Image:
    """A scoring card's summary: the card, who scored what and why (:func:`summary_image`)."""
    return summary_image(view, card, scored)


def png(image: Image.Image) -> bytes:
    """A picture of this module as PNG on the board's palette."""
    return encode.to_png(image)
