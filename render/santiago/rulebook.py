"""The pictures of Santiago de Cuba's illustrated rules (``/santiago rules``, issue 44): pure functions from
the public view of a moment of a real game (and the marks of the turn so far) to an image.

Each picture is the table's own drawing (the road and its tiles, the flower groups, the ship strip, the
players' table and the status bar of :mod:`render.santiago`), cut down to what its page is about and
laid out narrow (450 to 700 px wide), so that Discord's 400 px on a phone shows its smallest words with
capitals at least 8 px high, where the whole board shows them 5 px high. The bot chooses the moments
from an example game (:mod:`bot.games.santiago.rulebook`); this module only draws them, from public views
alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from render.common import encode, fonts
from render.common.sprites import panel
from render.santiago import layout, road, ship, status, table
from render.santiago import palette as pal
from render.santiago.board import board_image
from render.santiago.marks import NO_MOVE, LastMove
from render.santiago.scaled import Canvas
from rules.santiago import gamedata
from rules.santiago.views import PublicView

_COMP = gamedata.components()
STATIONS = len(layout.station_boxes())
"""The stations of the road, the harbour among them."""
BEFORE_HARBOUR = (_COMP.harbour - 1) % STATIONS
"""The station the car stands on in the car's picture."""
ROAD_SHOWN = (BEFORE_HARBOUR, _COMP.harbour, _COMP.harbour + 1, _COMP.harbour + 2)
"""The stations of the car's picture: the one before the harbour, the harbour, and the two after it."""
SPECIAL = ("el_zorro", "alonso")
"""The Cubaner with a page of their own."""

_GAP = 14
"""Space between the parts of a picture and around them."""
_Box = tuple[int, int, int, int]


# --- cutting and laying out -----------------------------------------------------------------------


def _cut(image: Image.Image, box: _Box) -> Image.Image:
    """The part ``box`` of ``image`` (clipped to the image)."""
    x0, y0, x1, y1 = box
    return image.crop((max(0, x0), max(0, y0), min(image.width, x1), min(image.height, y1)))


def _grow(box: _Box, by: int) -> _Box:
    """``box`` with ``by`` px more on every side."""
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def _framed(part: Image.Image, pad: int = 8) -> Image.Image:
    """A part of the ship strip on a sea panel of its own, white-edged as the board's strip is."""
    ground = panel(part.width + 2 * pad, part.height + 2 * pad, pal.SEA, pal.WHITE, 3, 18).copy()
    ground.paste(part, (pad, pad))
    return ground


def _sheet(rows: Sequence[Sequence[Image.Image]], ground: pal.RGB = pal.PANEL) -> Image.Image:
    """The parts in rows, each row left to right and the rows top to bottom, on ``ground`` (the table's
    dark ground, or the board's grass)."""
    width = max(sum(p.width for p in row) + _GAP * (len(row) - 1) for row in rows) + 2 * _GAP
    height = sum(max(p.height for p in row) for row in rows) + _GAP * (len(rows) + 1)
    sheet = Image.new("RGB", (width, height), ground)
    y = _GAP
    for row in rows:
        x = _GAP
        for part in row:
            sheet.paste(part, (x, y), part if part.mode == "RGBA" else None)
            x += part.width + _GAP
        y += max(p.height for p in row) + _GAP
    return sheet


_INSIDE = (
    layout.ROAD_LEFT + (layout.ROAD_WIDTH + 6) // 2 + 1,
    layout.ROAD_RIGHT - (layout.ROAD_WIDTH + 6) // 2 - 1,
)
"""The inside of the road's loop, left and right: a cut between them stays clear of the road."""


def _station(image: Image.Image, station: int) -> Image.Image:
    """A station's tile cut from a board, with its ring and the ground around it."""
    return _cut(image, _grow(layout.station_boxes()[station], 10))


def _group(image: Image.Image, group: int) -> Image.Image:
    """A flower group cut from a board, with the ground around it (not the road beside it)."""
    x0, y0, x1, y1 = _grow(layout.group_boxes()[group], 10)
    return _cut(image, (max(x0, _INSIDE[0]), y0, min(x1, _INSIDE[1]), y1))


_STRIP = (layout.SHIP_Y + 4, layout.SHIP_Y + layout.SHIP_H - 4)
"""The ship strip's top and bottom inside its edge."""


def _voyage(image: Image.Image) -> Image.Image:
    """The ship in port, the ships sailed and a pip per ship of the game, cut from a board's strip."""
    return _framed(_cut(image, (layout.MARGIN + 12, _STRIP[0], ship.VOYAGE_RIGHT, _STRIP[1])))


def _dice(image: Image.Image) -> Image.Image:
    """The four demand dice and the die set aside, cut from a board's strip."""
    return _framed(_cut(image, (ship.VOYAGE_RIGHT, _STRIP[0], ship.VALUE_LEFT, _STRIP[1])))


def _value(image: Image.Image) -> Image.Image:
    """The value track with its marker, cut from a board's strip."""
    right = layout.WIDTH - layout.MARGIN - 16
    return _framed(_cut(image, (ship.VALUE_LEFT, _STRIP[0], right, _STRIP[1])))


_AFTER_VP = table.PLAYING.pesos - 52
"""Where a cut of the players' table ends after the VP column (before the pesos' word)."""
_AFTER_PESOS = table.PLAYING.goods(0) - 32
"""Where a cut of the players' table ends after the pesos column (before the first good's picture)."""
_AFTER_FINAL_PESOS = table.ENDED.goods(0) - 32
"""The same once the game is over (the VP, the VP for goods left, the total, the pesos)."""


def _table(image: Image.Image, view: PublicView, last: LastMove, right: int) -> Image.Image:
    """The head and the players' rows of ``view``'s board ``image``, from the left edge to ``right``,
    without the empty stretch between the longest name and the VP column."""
    top = layout.TABLE_Y
    cut = _cut(image, (0, top, right, top + layout.HEAD_H + len(view.players) * layout.PLAYER_H))
    names = [
        table.NAME_X + 86 + fonts.width(fonts.clean(p.name), 32, True) + _tag_width(view, p.seat, last)
        for p in view.players
    ]
    start, stop = max(names) + 24, table.columns(view).vp - 56
    if stop <= start:
        return cut
    narrow = Image.new(cut.mode, (cut.width - (stop - start), cut.height))
    narrow.paste(cut.crop((0, 0, start, cut.height)), (0, 0))
    narrow.paste(cut.crop((stop, 0, cut.width, cut.height)), (start, 0))
    return narrow


def _tag_width(view: PublicView, seat: int, last: LastMove) -> int:
    """The width of the word after a seat's name (its place, "passed"), with the space before it."""
    tag = table.seat_tag(view, seat, False, last)
    return 10 + fonts.width(tag, 24, True) if tag else 0


def _status(image: Image.Image, view: PublicView, last: LastMove) -> Image.Image:
    """A board's status bar (who is to play, and what), as wide as its words."""
    title, task = status.headline(view, last)
    right = 96 + max(fonts.width(title, 42, True), fonts.width(task, 30)) + 24
    return _cut(image, (0, 0, min(layout.WIDTH, right), layout.STATUS_HEIGHT))


# --- what the pictures show -----------------------------------------------------------------------


def fares(view: PublicView) -> dict[int, int]:
    """The fare of each station the player to move can pay for (its cheapest way: once round the road
    at most); none while their pesos are hidden."""
    holdings = view.players[view.turn].holdings
    pesos = holdings.pesos if holdings is not None else 0
    return {(view.car + steps) % STATIONS: steps - 1 for steps in range(1, min(pesos + 1, STATIONS) + 1)}


def station_of(view: PublicView, cubaner: str) -> int:
    """The station of ``cubaner``."""
    return (view.cubaner.index(cubaner) + _COMP.harbour + 1) % STATIONS


def group_of(view: PublicView, building: str) -> int:
    """The flower group ``building`` lies in."""
    space = next(s for s, b in view.buildings.items() if b == building)
    return list(_COMP.flower_display).index(_COMP.space_flower[space])


def group_buildings(view: PublicView, group: int) -> tuple[str, ...]:
    """The buildings of flower group ``group``, in its rows' order."""
    flower = list(_COMP.flower_display)[group]
    return tuple(view.buildings[s] for s in _COMP.spaces if _COMP.space_flower[s] == flower)


def building_groups(view: PublicView) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The buildings the two pictures of buildings show, in their order: the deal's first two flower
    groups, then the last two."""
    groups = [group_buildings(view, g) for g in range(len(_COMP.flower_display))]
    half = len(groups) // 2
    return tuple(b for g in groups[:half] for b in g), tuple(b for g in groups[half:] for b in g)


# --- the pictures ---------------------------------------------------------------------------------


def goal(view: PublicView, last: LastMove) -> Image.Image:
    """The ship in port with the ships sailed (none of 7 at the start), and everyone's VP and pesos."""
    image = board_image(view, last_move=last)
    return _sheet([[_voyage(image)], [_table(image, view, last, _AFTER_PESOS)]])


def car(view: PublicView) -> Image.Image:
    """The road's turn at the harbour, the inside of the loop left out: the car on the station before
    the harbour with the way it drives on, and the fare of each station shown (free, 1 peso, 2 pesos)."""
    canvas = Canvas(road.static_layer(layout.height(len(view.players))).copy())
    inside = (_INSIDE[0], layout.INNER_Y - 8, _INSIDE[1], layout.BOTTOM_Y - 10)
    canvas.draw.rectangle(inside, fill=pal.GROUND)
    shown = {s: c for s, c in fares(view).items() if s in ROAD_SHOWN and s != view.car}
    road.draw_stations(canvas, view, NO_MOVE, shown)
    road.draw_direction(canvas, view)
    right = max(layout.station_boxes()[s][2] for s in ROAD_SHOWN) + 22
    rise = road.BADGE_RISE + 12
    rows = [
        _cut(canvas.image, (0, top - rise, right, top + layout.TILE_H + 12))
        for top in (layout.TOP_Y, layout.BOTTOM_Y)
    ]
    both = Image.new("RGB", (right, sum(r.height for r in rows)), pal.PANEL)
    both.paste(rows[0], (0, 0))
    both.paste(rows[1], (0, rows[0].height))
    return both


def cubaner(view: PublicView) -> Image.Image:
    """The nine Cubaner in the road's order, three to a row, each on the side it shows."""
    tiles = [road.station_tile(view, s) for s in range(STATIONS) if s != _COMP.harbour]
    return _sheet([tiles[i : i + 3] for i in range(0, len(tiles), 3)], pal.GROUND)


def figure(view: PublicView, last: LastMove, station: int, building: str) -> Image.Image:
    """A figure step: the tile of ``station``, where the car stopped, and the flower group of
    ``building``, where the figure went (both ringed by ``last``), one above the other."""
    image = board_image(view, last_move=last)
    return _sheet([[_station(image, station)], [_group(image, group_of(view, building))]], pal.GROUND)


def buildings(view: PublicView, part: int) -> Image.Image:
    """Half of the flower groups (``part`` 0: the first two, 1: the last two), one above the other, with
    the owners' markers and figures of ``view``."""
    image = board_image(view)
    half = len(_COMP.flower_display) // 2
    return _sheet([[_group(image, g)] for g in range(part * half, (part + 1) * half)], pal.GROUND)


def special(view: PublicView, last: LastMove) -> Image.Image:
    """The status bar (during El Zorro's tribute: who gives to whom), El Zorro's tile and Alonso's."""
    image = board_image(view, last_move=last)
    tiles = [_station(image, station_of(view, c)) for c in SPECIAL]
    return _sheet([[_status(image, view, last)], tiles])


def harbour(view: PublicView, last: LastMove) -> Image.Image:
    """The harbour's tile (with the car during a delivery round), the value marker, the dice (those the
    turn changed ringed), and the players' table with who has passed and everyone's VP (with hidden
    holdings, the lock and its word where the VP would be)."""
    image = board_image(view, last_move=last)
    rows = [[_station(image, _COMP.harbour), _value(image)], [_dice(image)]]
    right = _AFTER_VP if all(p.holdings is not None for p in view.players) else _AFTER_PESOS
    return _sheet([*rows, [_table(image, view, last, right)]])


def sail(view: PublicView) -> Image.Image:
    """The ship in port with the ships sailed, its four dice and the one set aside, and the value
    marker."""
    image = board_image(view)
    return _sheet([[_voyage(image)], [_dice(image)], [_value(image)]])


def end(view: PublicView, last: LastMove) -> Image.Image:
    """The players' table once the game is over: each player's place (from ``last``), VP, VP for the
    goods left, total and pesos."""
    return _sheet([[_table(board_image(view, last_move=last), view, last, _AFTER_FINAL_PESOS)]])


def holdings(view: PublicView, last: LastMove) -> Image.Image:
    """The players' table with everyone's VP and pesos, or a lock where the variant hides them."""
    return _sheet([[_table(board_image(view, last_move=last), view, last, _AFTER_PESOS)]])


# --- the practice table's guide -----------------------------------------------------------------

GUIDE_WIDTH = 710
"""The widest picture of the car's drive: a Cubaner's smallest words stay 8 px high at 400 px."""
_ROAD_PAD = 12
"""The ground shown around the tiles of a picture of the car's drive."""


def _column(station: int) -> int:
    """The column of ``station``'s tile on the board, 0 (left) to 4."""
    return (layout.station_boxes()[station][0] - layout.TILE_X0) // layout.TILE_STEP


def _span(way: Sequence[int]) -> tuple[int, int]:
    """Left and right of the cut that shows the tiles of ``way`` (to the image's edge where the road
    turns there from one row to the other)."""
    boxes = layout.station_boxes()
    left = min(boxes[s][0] for s in way) - _ROAD_PAD
    right = max(boxes[s][2] for s in way) + _ROAD_PAD
    if {_COMP.harbour, _COMP.harbour + 1} <= set(way):
        left = 0
    if {STATIONS // 2, STATIONS // 2 + 1} <= set(way):
        right = layout.WIDTH
    return max(0, left), min(layout.WIDTH, right)


def _way(start: int, steps: int) -> list[int]:
    """The stations of a drive from ``start`` over ``steps``, its first ones left out as long as the
    rest is wider than :data:`GUIDE_WIDTH`; a drive within one column gets its neighbour on the side it
    came from."""
    way = [(start + i) % STATIONS for i in range(steps + 1)]
    while len(way) > 1 and _span(way)[1] - _span(way)[0] > GUIDE_WIDTH:
        way = way[1:]
    if len({_column(s) for s in way}) == 1:
        back = way[0] - 1
        while _column(back % STATIONS) == _column(way[0]):
            back -= 1
        way = [back % STATIONS, *way]
    return way


def drive(view: PublicView, last: LastMove) -> Image.Image:
    """The road where the car went (``last.car``: the gold trail) and stopped (ringed, with the car and
    its way on): one or both rows of tiles, cut to the drive's last stations (as many as fit in
    :data:`GUIDE_WIDTH`), the inside of the loop left out."""
    image = board_image(view, last_move=last)
    start, steps = last.car if last.car is not None else (view.car, 0)
    way = _way(start, steps)
    left, right = _span(way)
    tops = sorted({layout.station_boxes()[s][1] for s in way})
    cuts = [_cut(image, (left, top - _ROAD_PAD, right, top + layout.TILE_H + _ROAD_PAD)) for top in tops]
    out = Image.new("RGB", (right - left, sum(c.height for c in cuts)), pal.PANEL)
    for index, part in enumerate(cuts):
        out.paste(part, (0, sum(c.height for c in cuts[:index])))
    return out


def tribute(view: PublicView, last: LastMove) -> Image.Image:
    """El Zorro's tile where the car stopped, under the status bar (during the tribute: who gives to
    whom)."""
    image = board_image(view, last_move=last)
    return _sheet([[_status(image, view, last)], [_station(image, station_of(view, "el_zorro"))]])


def png(image: Image.Image) -> bytes:
    """A picture as PNG on the board's palette."""
    return encode.to_png(image, pal.png_palette())
