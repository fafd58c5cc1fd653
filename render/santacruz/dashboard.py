"""What sits around the islands: the status box (round, phase, whose turn), the legend, the score
track, one panel per player and, while drafting, the sets or piles that can be taken.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from render.common import fonts
from render.santacruz import layout, sprites
from render.santacruz import palette as pal
from render.santacruz.words import card_name, points_text, word
from rules.santacruz import gamedata
from rules.santacruz.views import DraftOption, Phase, PlayerPublic, PublicView

TRACK_HEIGHT = 120
PANEL_HEIGHT = 330
DRAFT_TITLE = 44
DRAFT_CARD = 94
DRAFT_LINE = 28
GAP = 12
LINE_TEXT = 20
"""The least size of a scoring card's line in the band below the panels: 5 px capitals on a phone."""


def height(view: PublicView) -> int:
    """Height of the dashboard below the board: the same in every phase of a game, so the image
    does not jump between turns."""
    return TRACK_HEIGHT + PANEL_HEIGHT + _band_height(view) + 2 * GAP + KEY_HEIGHT


def _lines(view: PublicView) -> int:
    """Scoring-card lines the band below the panels holds: a round-2 pile's most (the cards dealt
    to a player of this game's size)."""
    return gamedata.cards().scoring_dealt[len(view.players)]


def _band_height(view: PublicView) -> int:
    """The band below the player panels: the sets or piles to pick while drafting, the scoring
    cards played otherwise."""
    return DRAFT_TITLE + DRAFT_CARD + DRAFT_LINE * _lines(view) + 8 + GAP


def paste(canvas: Image.Image, sprite: Image.Image, xy: tuple[float, float], anchor: str = "la") -> None:
    """Paste an RGBA sprite with its ``anchor`` ("la" top-left, "mm" centre, "lm" left-middle) at ``xy``."""
    x = xy[0] - {"l": 0, "m": sprite.width / 2, "r": sprite.width}[anchor[0]]
    y = xy[1] - {"a": 0, "m": sprite.height / 2, "d": sprite.height}[anchor[1]]
    canvas.paste(sprite, (round(x), round(y)), sprite)


def _px(value: float, scale: float) -> int:
    """A size of the 1200 px board (a font's, a sprite's) on the board drawn at ``scale``."""
    return round(value * scale)


def _double_lines(view: PublicView, w: int, scale: float = 1.0) -> list[str]:
    """The status box's lines about a double move under way (none when there is none)."""
    if not view.double:
        return []
    kind, done = view.double
    return fonts.wrap(word("double", kind=kind, build=done + 1), _px(22, scale), w)[:2]


STATUS_X, STATUS_Y, STATUS_W = 838, 12, 350


def status_box(view: PublicView, scale: float = 1.0) -> layout.Box:
    """Where the status box goes on the board drawn at ``scale`` (taller while a double move is under
    way)."""
    x0, y0, w = _px(STATUS_X, scale), _px(STATUS_Y, scale), _px(STATUS_W, scale)
    lines = len(_double_lines(view, w - _px(74, scale), scale))
    h = _px(112 + (14 + 26 * lines if lines else 0), scale)
    return (x0, y0, x0 + w, y0 + h)


def draw_status(canvas: Image.Image, view: PublicView, marks: tuple[str, ...], scale: float = 1.0) -> None:
    """The box in the board's top-right sea: round and phase, who must act, a double move under way
    (on the board drawn at ``scale``: every size times ``scale``, each font at its own px size)."""
    u = scale
    x0, y0, x1, _y1 = status_box(view, u)
    big = status_box(view)
    w = x1 - x0
    double = _double_lines(view, w - _px(74, u), u)
    paste(canvas, sprites.panel(big[2] - big[0], big[3] - big[1], pal.PANEL, pal.WHITE, 3, scale=u), (x0, y0))
    title = f"{word('round', round=view.round)}  \u00b7  {word(f'phase.{view.phase}')}"
    size = fonts.fitting_size(title, _px(32, u), w - _px(24, u), True, smallest=_px(22, u))
    fonts.draw_text(
        canvas,
        (x0 + w / 2, y0 + 42 * u),
        fonts.fit(title, size, w - _px(24, u), True),
        size,
        pal.PANEL_TEXT,
        anchor="ms",
        bold=True,
    )
    y = y0 + 78 * u
    r = 17
    if view.phase == Phase.END:
        winner = view.players[view.ranks[0]]
        paste(canvas, sprites.icon("crown", 36, 28, u), (x0 + 20 * u, y), "lm")
        marker = sprites.marker(pal.player_colour(winner.seat), marks[winner.seat], r, u)
        paste(canvas, marker, (x0 + 62 * u, y), "lm")
        name = fonts.fit(fonts.name(winner.name, marks[winner.seat]), _px(28, u), w - _px(120, u), True)
        fonts.draw_text(canvas, (x0 + 104 * u, y), name, _px(28, u), pal.GOLD, anchor="lm", bold=True)
    elif len(view.awaiting) == 1:
        seat = view.awaiting[0]
        paste(canvas, sprites.marker(pal.player_colour(seat), marks[seat], r, u), (x0 + 18 * u, y), "lm")
        size, text = to_play_line(fonts.name(view.players[seat].name, marks[seat]), w - _px(76, u), u)
        fonts.draw_text(canvas, (x0 + 62 * u, y), text, size, pal.PANEL_TEXT, anchor="lm", bold=True)
    else:
        text = word("waiting")
        fonts.draw_text(canvas, (x0 + 18 * u, y), text, _px(26, u), pal.PANEL_TEXT, anchor="lm", bold=True)
        x = x0 + 26 * u + fonts.width(text, _px(26, u), True)
        for seat in view.awaiting:
            paste(canvas, sprites.marker(pal.player_colour(seat), marks[seat], r, u), (x, y), "lm")
            x += 40 * u
    if view.double:
        y += 44 * u
        icon = sprites.icon(view.double[0], 32, scale=u)
        paste(canvas, icon, (x0 + 20 * u, y + 13 * u * (len(double) - 1)), "lm")
        for line in double:
            fonts.draw_text(canvas, (x0 + 62 * u, y), line, _px(22, u), pal.GOLD, anchor="lm", bold=True)
            y += 26 * u


TO_PLAY_SIZES = (28, 20)
"""The status box's "whose turn" line: its size, and the least it shrinks to before the name is cut."""


def to_play_line(name: str, room: int, scale: float = 1.0) -> tuple[int, str]:
    """The status box's "whose turn" line in ``room`` px and its size: smaller until it fits; a name too
    long even then is cut (with "…"), never the words around it ("À Geneviève de jo…" was, FR-39)."""
    largest, smallest = (_px(size, scale) for size in TO_PLAY_SIZES)
    text = word("to_play", name=name)
    size = fonts.fitting_size(text, largest, room, True, smallest=smallest)
    if fonts.width(text, size, True) <= room:
        return size, text
    rest = fonts.width(word("to_play", name=""), size, True)
    return size, word("to_play", name=fonts.fit(name, size, max(0, room - rest), True))


LEGEND_TEXT, LEGEND_ICON, LEGEND_GAP, LEGEND_ROW = 24, 30, 22, 42


def _legend_rows(private: bool = False) -> list[list[tuple[str, str]]]:
    """The legend's rows of (mark, words): every mark the islands show, explained. The flag of a site
    one may build on ("you may build here") is only on a player's private board, the one place flags
    are drawn: a public board neither shows it nor speaks to the channel as "you" (languages-2.md G-6).
    It comes last in its row, so the public legend simply ends that row earlier."""
    rows = [
        [(name, word(f"resource.{name}")) for name in ("fish", "sheep", "wood", "sugar", "gold")],
        [("bird", word("legend.bird")), ("+2", word("legend.fish_bonus")), ("ghost", word("legend.takes"))],
        [("volcano", word("legend.destroyed")), ("back", word("legend.face_down"))],
        [("ring", word("legend.last")), ("points", word("legend.points"))],
    ]
    if private:
        rows[-1].append(("flag", word("legend.legal")))
    return rows


def legend_box(scale: float = 1.0) -> layout.Box:
    """Where the legend goes on the board drawn at ``scale``: the bottom-right corner of the board,
    sized to its words (those of a private board, the most)."""
    u, size = scale, _px(LEGEND_TEXT, scale)
    rows = _legend_rows(private=True)
    w = 32 * u + max(
        sum((LEGEND_ICON + 8) * u + fonts.width(text, size) for _, text in row)
        + LEGEND_GAP * u * (len(row) - 1)
        for row in rows
    )
    h = _px(LEGEND_ROW * len(rows) + 16, u)
    x1, y1 = layout.width(u) - _px(12, u), layout.board_height(u) - _px(12, u)
    return (x1 - round(w), y1 - h, x1, y1)


def _legend_mark(
    canvas: Image.Image, d: ImageDraw.ImageDraw, kind: str, x: int, y: int, scale: float = 1.0
) -> None:
    """The mark ``kind`` of the legend, :data:`LEGEND_ICON` px wide (times ``scale``), its left middle
    at ``x, y``."""
    u = scale
    icon_w = LEGEND_ICON * u
    if kind == "+2":
        d.rounded_rectangle(
            (x, y - 13 * u, x + icon_w, y + 13 * u), radius=6 * u, fill=pal.FISH, outline=pal.INK
        )
        fonts.draw_text(canvas, (x + icon_w / 2, y), "+2", _px(20, u), pal.WHITE, anchor="mm", bold=True)
    elif kind == "ring":
        d.rounded_rectangle(
            (x, y - 13 * u, x + icon_w, y + 13 * u),
            radius=6 * u,
            fill=pal.LAST_MOVE,
            outline=pal.GOLD,
            width=_px(4, u),
        )
    elif kind == "points":
        d.ellipse(
            (x + u, y - 14 * u, x + icon_w - u, y + 14 * u), fill=pal.POINTS, outline=pal.INK, width=_px(2, u)
        )
        fonts.draw_text(canvas, (x + icon_w / 2, y + u), "2", _px(22, u), pal.INK, anchor="mm", bold=True)
    elif kind == "back":
        paste(canvas, sprites.legend_tile_back(LEGEND_ICON, 26, u), (x, y), "lm")
    elif kind == "ghost":
        paste(canvas, sprites.building("house", LEGEND_ICON, 32, None, "", u), (x, y), "lm")
    else:
        paste(canvas, sprites.icon(kind, LEGEND_ICON, 32, u), (x, y), "lm")


def _legend_items(private: bool, scale: float = 1.0) -> list[tuple[str, str, int, int]]:
    """Each legend item as (mark, words, x, y): its mark's left middle on the board drawn at ``scale``."""
    u, size = scale, _px(LEGEND_TEXT, scale)
    x0, y0, _x1, _y1 = legend_box(u)
    items = []
    for i, row in enumerate(_legend_rows(private)):
        y = y0 + _px(8 + LEGEND_ROW * i + LEGEND_ROW // 2, u)
        x = x0 + _px(16, u)
        for kind, text in row:
            items.append((kind, text, x, y))
            x += _px(LEGEND_ICON + 8 + LEGEND_GAP, u) + fonts.width(text, size)
    return items


def _draw_legend_item(
    canvas: Image.Image, item: tuple[str, str, int, int], origin: tuple[int, int], scale: float = 1.0
) -> None:
    """One legend item on ``canvas``, whose top-left corner is at ``origin`` on the board."""
    kind, text, x, y = item
    x, y = x - origin[0], y - origin[1]
    _legend_mark(canvas, ImageDraw.Draw(canvas), kind, x, y, scale)
    at = (x + _px(LEGEND_ICON + 8, scale), y)
    fonts.draw_text(canvas, at, text, _px(LEGEND_TEXT, scale), pal.PANEL_TEXT, anchor="lm")


def draw_legend(canvas: Image.Image, scale: float = 1.0) -> None:
    """A key to the marks, in the open sea at the bottom right of the board drawn at ``scale`` (a
    public board's: the private items go on with :func:`draw_private_legend`)."""
    x0, y0, x1, y1 = legend_box(scale)
    paste(canvas, sprites.panel(x1 - x0, y1 - y0, pal.PANEL, None, 0, _px(14, scale)), (x0, y0))
    for item in _legend_items(False, scale):
        _draw_legend_item(canvas, item, (0, 0), scale)


def private_legend_box() -> layout.Box:
    """Where the legend items of a private board only (the flag) go, inside :func:`legend_box`."""
    public = {(kind, x, y) for kind, _text, x, y in _legend_items(private=False)}
    extra = [
        (kind, text, x, y) for kind, text, x, y in _legend_items(private=True) if (kind, x, y) not in public
    ]
    left = min(x for _kind, _text, x, _y in extra)
    right = max(x + LEGEND_ICON + 8 + fonts.width(text, LEGEND_TEXT) for _kind, text, x, _y in extra)
    top = min(y for *_rest, y in extra) - LEGEND_ROW // 2
    bottom = max(y for *_rest, y in extra) + LEGEND_ROW // 2
    return (left, top, min(right + 2, legend_box()[2]), bottom)


def draw_private_legend(canvas: Image.Image, origin: tuple[int, int]) -> None:
    """The legend items of a private board only (the flag "you may build here") on ``canvas``, which
    shows the board from ``origin`` (its top-left corner) and holds the public legend already."""
    public = {(kind, x, y) for kind, _text, x, y in _legend_items(private=False)}
    for item in _legend_items(private=True):
        if (item[0], item[2], item[3]) not in public:
            _draw_legend_item(canvas, item, origin)


KEY_HEIGHT = 44
"""The line at the foot of the dashboard that explains the players' panels' counts."""


def _draw_key(canvas: Image.Image, y: int) -> None:
    """The foot line: what the numbers beside a building, a card kind and a scoring card count."""
    items = (
        (sprites.building("house", 26, 30, pal.PANEL_MUTED, ""), "6", word("legend.supply")),
        (sprites.icon("ship", 26, 30), "1/3", word("legend.cards")),
        (sprites.icon("card", 22, 30), "2", word("legend.scoring")),
    )
    x = GAP + 4
    for sprite, sample, text in items:
        paste(canvas, sprite, (x, y), "lm")
        box = fonts.draw_text(
            canvas, (x + sprite.width + 4, y + 1), sample, 24, pal.PANEL_TEXT, anchor="lm", bold=True
        )
        box = fonts.draw_text(canvas, (box[2] + 10, y + 1), text, 24, pal.PANEL_MUTED, anchor="lm")
        x = box[2] + 30


def _track_x(score: int, top: int, x0: int, x1: int) -> float:
    """Where ``score`` lies on a track running from ``x0`` (0) to ``x1`` (``top``)."""
    return x0 + (x1 - x0) * max(0, min(score, top)) / top


TRACK_X = (50, layout.WIDTH - 50)
"""Where the score track's 0 and its top score lie."""
MARKER_R = 19
"""The radius of a marker on the score track."""


def _track_top_score(view: PublicView) -> int:
    """The score at the track's right end: at least 50, and room above the best score."""
    best = max(p.score for p in view.players)
    return max(50, math.ceil((best + 5) / 10) * 10)


def _track_spots(view: PublicView, line_y: int) -> list[tuple[float, float]]:
    """Each marker's centre, in the order of ``view.ranks``: at its score, stacked upwards above the
    markers already on about the same score."""
    x0, x1 = TRACK_X
    top = _track_top_score(view)
    placed: list[tuple[float, float]] = []
    r = MARKER_R
    for seat in view.ranks:
        x = _track_x(view.players[seat].score, top, x0, x1)
        y = line_y - r - 4
        while any(abs(px - x) < 2 * r and abs(py - y) < 2 * r - 4 for px, py in placed):
            y -= 2 * r - 8
        placed.append((x, y))
    return placed


def track_top(view: PublicView, y0: int) -> int:
    """The highest row the score track of a dashboard starting at ``y0`` may draw on: markers stacked
    on one score climb above ``y0``, over the foot of the board."""
    line_y = y0 + TRACK_HEIGHT - 40
    return min(y0, math.floor(min(py for _, py in _track_spots(view, line_y))) - MARKER_R - 4)


def draw_track(canvas: Image.Image, view: PublicView, marks: tuple[str, ...], y0: int) -> None:
    """The score track: every marker at its score; markers on one score stack, the first to arrive
    in front (lowest), as players stand behind those already there."""
    x0, x1 = TRACK_X
    top = _track_top_score(view)
    line_y = y0 + TRACK_HEIGHT - 40
    d = ImageDraw.Draw(canvas)
    d.rounded_rectangle((x0 - 10, line_y - 6, x1 + 10, line_y + 6), radius=6, fill=pal.PANEL_LIGHT)
    for value in range(0, top + 1, 5):
        x = _track_x(value, top, x0, x1)
        tall = value % 10 == 0
        d.line(
            [(x, line_y - (10 if tall else 5)), (x, line_y + (10 if tall else 5))],
            fill=pal.PANEL_MUTED,
            width=3 if tall else 2,
        )
        if tall:
            fonts.draw_text(canvas, (x, line_y + 14), str(value), 20, pal.PANEL_MUTED, anchor="ma")
    placed = _track_spots(view, line_y)
    r = MARKER_R
    for px, py in placed:
        d.line([(px, py), (px, line_y)], fill=pal.PANEL_MUTED, width=3)
    for seat, spot in reversed(list(zip(view.ranks, placed, strict=True))):
        paste(canvas, sprites.marker(pal.player_colour(seat), marks[seat], r), spot, "mm")


def _panel_width(view: PublicView) -> int:
    """Width of one player panel: the players share the image's width."""
    return (layout.WIDTH - GAP * (len(view.players) + 1)) // len(view.players)


def player_boxes(view: PublicView, y0: int) -> list[layout.Box]:
    """Where each player's panel goes in a dashboard starting at ``y0``, in the order of ``view.players``."""
    y = y0 + GAP + TRACK_HEIGHT
    w = _panel_width(view)
    return [
        (GAP + i * (w + GAP), y, GAP + i * (w + GAP) + w, y + PANEL_HEIGHT) for i in range(len(view.players))
    ]


def player_frame(seat: int, active: bool, w: int) -> Image.Image:
    """The frame of a player's panel ``w`` px wide: in the player's colour, white and thicker while the
    game waits for them."""
    colour = pal.player_colour(seat)
    return sprites.panel(
        w, PANEL_HEIGHT, pal.PANEL_LIGHT, pal.WHITE if active else colour, 6 if active else 3
    )


def draw_player(
    canvas: Image.Image,
    p: PlayerPublic,
    marks: tuple[str, ...],
    active: bool,
    phase: Phase,
    box: layout.Box,
    *,
    framed: bool = True,
) -> None:
    """One player's panel in ``box``: name, rank and score, then supplies, cards, chips and resources
    (framed in white while the game waits for ``active`` players; ``phase`` picks the flags shown).
    Without ``framed`` the frame is taken to be on ``canvas`` already (:func:`player_frame`)."""
    x0, y0, w = box[0], box[1], box[2] - box[0]
    colour = pal.player_colour(p.seat)
    if framed:
        paste(canvas, player_frame(p.seat, active, w), (x0, y0))
    paste(canvas, sprites.marker(colour, marks[p.seat], 22), (x0 + 12, y0 + 36), "lm")
    rank = word("rank", rank=p.rank)
    rank_w = fonts.width(rank, 30, True)
    name = fonts.fit(fonts.name(p.name, marks[p.seat]), 30, w - 80 - rank_w - 16, True)
    fonts.draw_text(canvas, (x0 + 66, y0 + 36), name, 30, pal.PANEL_TEXT, anchor="lm", bold=True)
    fonts.draw_text(
        canvas,
        (x0 + w - 14, y0 + 36),
        rank,
        30,
        pal.GOLD if p.rank == 1 else pal.PANEL_MUTED,
        anchor="rm",
        bold=True,
    )
    box = fonts.draw_text(canvas, (x0 + 16, y0 + 112), str(p.score), 54, pal.WHITE, anchor="ls", bold=True)
    pill_w = 0
    if p.set_letter:
        pill = word("set", letter=p.set_letter)
        pill_w = fonts.width(pill, 24, True) + 20
        paste(canvas, sprites.panel(pill_w, 34, colour, pal.INK, 2, 10), (x0 + w - 14 - pill_w, y0 + 78))
        fonts.draw_text(
            canvas, (x0 + w - 14 - pill_w / 2, y0 + 95), pill, 24, pal.ink_on(colour), anchor="mm", bold=True
        )
    points = word("points", points=p.score)
    if box[2] + 10 + fonts.width(points, 24) < x0 + w - 24 - pill_w:
        fonts.draw_text(canvas, (box[2] + 10, y0 + 112), points, 24, pal.PANEL_MUTED, anchor="ls")
    step = min(130, (w - 24) // 3)
    y = y0 + 156
    for i, kind in enumerate(gamedata.BUILDING_TYPES):
        x = x0 + 14 + i * step
        paste(canvas, sprites.building(kind, 32, 38, colour, ""), (x, y), "lm")
        fonts.draw_text(
            canvas, (x + 40, y + 2), str(p.supply.get(kind, 0)), 30, pal.PANEL_TEXT, anchor="lm", bold=True
        )
    step = min(130, (w - 20) // 4)
    roomy = step >= 90
    y = y0 + 210
    for i, kind in enumerate(gamedata.CARD_KINDS):
        x = x0 + 10 + i * step
        total = p.building_total.get(kind, 0)
        played = p.building_played.get(kind, 0)
        paste(canvas, sprites.icon(kind, 32, 34) if roomy else sprites.icon(kind, 26, 30), (x, y), "lm")
        done = played == total
        fonts.draw_text(
            canvas,
            (x + (38 if roomy else 29), y + 2),
            f"{played}/{total}",
            28 if roomy else 22,
            pal.PANEL_MUTED if done else pal.PANEL_TEXT,
            anchor="lm",
            bold=not done,
        )
    y = y0 + 262
    x = x0 + 14
    paste(canvas, sprites.icon("card", 26, 34), (x, y), "lm")
    fonts.draw_text(
        canvas, (x + 32, y + 2), str(p.scoring_in_hand), 30, pal.PANEL_TEXT, anchor="lm", bold=True
    )
    x += 32 + fonts.width(str(p.scoring_in_hand), 30, True) + 16
    paste(canvas, sprites.icon("bird", 32, 34), (x, y), "lm")
    fonts.draw_text(canvas, (x + 36, y + 2), str(p.chips), 30, pal.PANEL_TEXT, anchor="lm", bold=True)
    x += 36 + fonts.width(str(p.chips), 30, True) + 18
    lost = sum(p.destroyed.values())
    if lost:
        paste(canvas, sprites.icon("volcano", 30), (x, y), "lm")
        box = fonts.draw_text(canvas, (x + 33, y + 2), str(lost), 26, pal.LAVA_BRIGHT, anchor="lm", bold=True)
        x = box[2] + 14
    if x + 34 * len(p.resources) > x0 + w - 8:
        x, y = x0 + 14, y0 + 303
    for res in p.resources:
        paste(canvas, sprites.icon(res, 30), (x, y), "lm")
        x += 34
    flags = []
    if p.may_join and phase == Phase.PLAY:
        flags.append(word("may_join"))
    if p.has_joined:
        flags.append(word("joined"))
    if p.has_discarded and phase == Phase.DISCARD:
        flags.append(word("has_discarded"))
    x = x0 + w - 12
    for text in flags:
        tw = fonts.width(text, 22, True) + 18
        x -= tw
        paste(canvas, sprites.panel(tw, 30, pal.GOLD, None, 0, 10), (x, y0 + 288))
        fonts.draw_text(canvas, (x + tw / 2, y0 + 303), text, 22, pal.INK, anchor="mm", bold=True)
        x -= 8


def _draw_option(
    canvas: Image.Image, option: DraftOption, round_: int, x0: int, y0: int, w: int, h: int
) -> None:
    """One set (round 1) or pile (round 2, with its scoring cards) that can still be picked."""
    paste(canvas, sprites.panel(w, h, pal.PAPER, pal.GOLD, 3), (x0, y0))
    title = word("set" if round_ == 1 else "pile", letter=option.letter)
    fonts.draw_text(canvas, (x0 + 14, y0 + 26), title, 26, pal.INK, anchor="lm", bold=True)
    step = min(110, (w - 24) // 4)
    for i, kind in enumerate(gamedata.CARD_KINDS):
        x = x0 + 14 + i * step
        paste(canvas, sprites.icon(kind, 28), (x, y0 + 64), "lm")
        fonts.draw_text(
            canvas,
            (x + 32, y0 + 66),
            str(option.building_cards.get(kind, 0)),
            26,
            pal.INK,
            anchor="lm",
            bold=True,
        )
    y = y0 + DRAFT_CARD + DRAFT_LINE / 2
    for card in option.scoring:
        paste(canvas, sprites.icon("card", 20, 26), (x0 + 14, y), "lm")
        text = f"{card_name(card)} \u00b7 {points_text(card)}"
        size = fonts.fitting_size(text, 22, w - 50, smallest=LINE_TEXT)
        fonts.draw_text(canvas, (x0 + 40, y + 1), fonts.fit(text, size, w - 50), size, pal.INK, anchor="lm")
        y += DRAFT_LINE


def band_top(view: PublicView, y0: int) -> int:
    """Where the band below the player panels starts in a dashboard starting at ``y0``."""
    return player_boxes(view, y0)[0][3] + GAP


def draw_band(canvas: Image.Image, view: PublicView, marks: tuple[str, ...], y: int) -> None:
    """The band below the player panels from ``y``: the sets or piles while drafting, the scoring
    cards played otherwise; then the key line at the foot."""
    if view.phase == Phase.DRAFT and view.draft:
        title = word("draft.sets" if view.round == 1 else "draft.piles")
        fonts.draw_text(canvas, (GAP + 4, y + 20), title, 28, pal.PANEL_TEXT, anchor="lm", bold=True)
        n = len(view.draft)
        ow = (layout.WIDTH - GAP * (n + 1)) // n
        for i, option in enumerate(view.draft):
            _draw_option(
                canvas,
                option,
                view.round,
                GAP + i * (ow + GAP),
                y + DRAFT_TITLE,
                ow,
                _band_height(view) - DRAFT_TITLE - GAP,
            )
    else:
        _draw_played(canvas, view, marks, y)
    _draw_key(canvas, y + _band_height(view) + KEY_HEIGHT // 2 - 4)


def draw_dashboard(canvas: Image.Image, view: PublicView, marks: tuple[str, ...], y0: int) -> None:
    """Everything below the board: score track, player panels, and the draft while drafting."""
    draw_track(canvas, view, marks, y0 + GAP)
    for p, box in zip(view.players, player_boxes(view, y0), strict=True):
        draw_player(canvas, p, marks, p.seat in view.awaiting, view.phase, box)
    draw_band(canvas, view, marks, band_top(view, y0))


def _draw_played(canvas: Image.Image, view: PublicView, marks: tuple[str, ...], y0: int) -> None:
    """Outside the draft: each player's scoring cards played so far (the latest when they are many)."""
    fonts.draw_text(canvas, (GAP + 4, y0 + 20), word("played"), 28, pal.PANEL_TEXT, anchor="lm", bold=True)
    w = _panel_width(view)
    h = _band_height(view) - DRAFT_TITLE - GAP
    room = (h - 16) // DRAFT_LINE
    for i, p in enumerate(view.players):
        x0, y = GAP + i * (w + GAP), y0 + DRAFT_TITLE
        paste(canvas, sprites.panel(w, h, pal.PANEL_LIGHT, pal.player_colour(i), 3), (x0, y))
        cards = list(p.scoring_played)
        lines = [word("played.none")] if not cards else [card_name(c) for c in cards]
        if len(lines) > room:
            lines = [word("played.earlier", count=len(lines) - room + 1), *lines[-(room - 1) :]]
        y += 8 + DRAFT_LINE // 2
        paste(canvas, sprites.marker(pal.player_colour(i), marks[i], 17), (x0 + 26, y + 1), "mm")
        for text in lines:
            size = fonts.fitting_size(text, 22, w - 62, smallest=LINE_TEXT)
            fonts.draw_text(
                canvas, (x0 + 52, y + 1), fonts.fit(text, size, w - 62), size, pal.PANEL_TEXT, anchor="lm"
            )
            y += DRAFT_LINE
