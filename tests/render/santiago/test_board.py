"""What the Santiago board shows: the last move's marks, the legal destinations and fares of a private
board, face-down Cubaner, the seat to act, and an image size that fits the table."""

from __future__ import annotations

import io
from dataclasses import replace
from typing import Any

import pytest
from PIL import Image, ImageChops

from render.common import fonts
from render.santiago import (
    board_image,
    last_move,
    layout,
    private_board_image,
    render_board,
    render_public_board,
    road,
)
from render.santiago import table as sg_table
from rules.santiago.state import Phase
from rules.santiago.views import PublicView, player_view, public_view
from tests.render.santiago.states import moment
from tests.rules.santiago.table import begin, delivering, play, table


def _crop(image: Image.Image, box: layout.Box, grow: int = 10) -> bytes:
    return image.crop((box[0] - grow, box[1] - grow, box[2] + grow, box[3] + grow)).tobytes()


def test_last_move_marks_the_drive_and_the_building() -> None:
    """A drive of one station to Miguel, the figure to the bank and its use: the drive and the bank."""
    state = table(3, seats={0: {"pesos": 3}})
    begin(state)
    marks = last_move(play(state, "0 car 1", "0 go bank", "0 use bank"))
    assert marks.car == (0, 1)
    assert marks.buildings == {"bank"}
    assert marks.dice == frozenset() and marks.places == ()


def test_last_move_marks_the_dice_a_delivery_turned() -> None:
    """Wood delivered instead of rum marks the rum die, not a wood one."""
    state = delivering(
        table(
            3,
            ship={"sugar": 1, "citrus": 1, "tobacco": 1, "rum": 2},
            seats={0: {"pesos": 2}, 1: {"wood": 2, "pesos": 2}, 2: {"pesos": 2}},
        ),
        1,
    )
    marks = last_move(play(state, "1 deliver wood 2 rum"))
    assert marks.dice == {"rum"} and marks.car is None


def test_the_last_move_of_a_finished_game_carries_the_standings() -> None:
    """The 7th departure's events give every seat's final score and place, and the status names the winner."""
    end = moment("end")
    marks = last_move(end.events)
    assert len(marks.places) == len(marks.scores) == end.state.num_players and 1 in marks.places
    view = public_view(end.state)
    status = (0, 0, layout.WIDTH, layout.STATUS_HEIGHT)
    with_winner = board_image(view, last_move=marks)
    without = board_image(view, last_move=replace(marks, scores=(), places=()))
    assert _crop(with_winner, status, 0) != _crop(without, status, 0)


def test_a_private_board_marks_exactly_the_stations_the_seat_can_afford() -> None:
    """With 1 peso from the harbour the car reaches stations 1 (free) and 2 (1 peso): those tiles are
    ringed and labelled; every other tile looks as on the public board."""
    state = table(3, seats={0: {"pesos": 1}})
    begin(state)
    public = board_image(public_view(state))
    private = private_board_image(player_view(state, 0))
    boxes = layout.station_boxes()
    changed = {s for s, box in enumerate(boxes) if _crop(public, box) != _crop(private, box)}
    assert changed == {1, 2}


def test_a_seat_not_driving_sees_no_destinations() -> None:
    """Another seat's private board marks no station."""
    state = table(3, seats={0: {"pesos": 5}})
    begin(state)
    public = board_image(public_view(state))
    private = private_board_image(player_view(state, 1))
    assert all(_crop(public, box) == _crop(private, box) for box in layout.station_boxes())


def test_a_face_down_cubaner_is_drawn_face_down() -> None:
    """Turning the view's face-down Cubaner face up changes its tile and no other."""
    view = public_view(moment("face_down").state)
    down = view.face_down[0]
    station = view.cubaner.index(down) + 1
    up = replace(view, face_down=tuple(c for c in view.face_down if c != down))
    before, after = board_image(view), board_image(up)
    changed = {
        s for s, box in enumerate(layout.station_boxes()) if _crop(before, box, 0) != _crop(after, box, 0)
    }
    assert changed == {station}


def test_the_seat_to_act_is_named_and_pointed_at() -> None:
    """Another seat to act changes the status bar and both seats' table rows, nothing else of the table."""
    view = public_view(moment("late").state)
    other = (view.to_move + 1) % len(view.players)
    a, b = board_image(view), board_image(replace(view, to_move=other, awaiting=(other,)))
    assert _crop(a, (0, 0, layout.WIDTH, layout.STATUS_HEIGHT), 0) != _crop(
        b, (0, 0, layout.WIDTH, layout.STATUS_HEIGHT), 0
    )
    rows = layout.TABLE_Y + layout.HEAD_H
    changed = {
        s
        for s in range(len(view.players))
        if _crop(a, (0, rows + s * layout.PLAYER_H, layout.WIDTH, rows + (s + 1) * layout.PLAYER_H), 0)
        != _crop(b, (0, rows + s * layout.PLAYER_H, layout.WIDTH, rows + (s + 1) * layout.PLAYER_H), 0)
    }
    assert changed == {view.to_move, other}


def test_the_image_is_as_wide_as_discord_expects_and_as_tall_as_its_table() -> None:
    """1200 px wide whatever the count; each seat adds one table row."""
    sizes = {
        n: board_image(public_view(moment(name).state)).size
        for n, name in ((2, "early"), (3, "hidden"), (4, "late"))
    }
    assert {w for w, _ in sizes.values()} == {layout.WIDTH}
    assert sizes[3][1] - sizes[2][1] == sizes[4][1] - sizes[3][1] == layout.PLAYER_H


def test_the_webp_board_has_the_pixels_of_the_png() -> None:
    """The public WebP is lossless: it decodes to the PNG's pixels."""
    view = public_view(moment("hidden").state)
    png = Image.open(io.BytesIO(render_board(view))).convert("RGB")
    webp = Image.open(io.BytesIO(render_public_board(view, image_format="webp")))
    assert webp.format == "WEBP" and webp.convert("RGB").tobytes() == png.tobytes()


def _arrow_mask(view: PublicView, monkeypatch: pytest.MonkeyPatch) -> tuple[Image.Image, layout.Box]:
    """The pixels the car's arrow changes on the board of ``view`` (as a black-and-white mask cropped to
    them) and their box."""
    drawn = board_image(view)
    with monkeypatch.context() as m:
        m.setattr(road, "draw_direction", lambda canvas, view: None)
        bare = board_image(view)
    diff = ImageChops.difference(drawn, bare).convert("L").point(lambda v: 255 if v > 24 else 0)
    box = diff.getbbox()
    assert box is not None, "no arrow"
    return diff.crop(box), box


def _run(mask: Image.Image, column: int | None = None, row: int | None = None) -> int:
    """How many arrow pixels one column (or row) of the mask holds."""
    w, h = mask.size
    cells = [(column, y) for y in range(h)] if column is not None else [(x, row) for x in range(w)]
    return sum(1 for xy in cells if mask.getpixel(xy))


def test_an_arrow_shows_which_way_the_car_drives(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 27, clause 5: "The board shows the car's direction on the road (a small arrow), legible at
    400 px wide." Clockwise (SC-7, SC-18): right along the top row (Miguel, station 1; station 5 too,
    before the road turns down), left along the bottom row (station 7), up the left side from the
    harbour. The arrow lies on the car's station (or beside the harbour), is at least 15 px long on a
    400 px wide phone, and changes nothing else; a finished game has none."""
    state = table(3)
    view = public_view(state)
    boxes = layout.station_boxes()
    for car, direction in ((1, "right"), (5, "right"), (7, "left"), (0, "up")):
        mask, box = _arrow_mask(replace(view, car=car), monkeypatch)
        w, h = mask.size
        along = w if direction in ("right", "left") else h
        assert along * 400 / layout.WIDTH >= 15, (car, mask.size)
        tile = boxes[car]
        if car:
            assert tile[0] <= box[0] and box[2] <= tile[2] and tile[1] <= box[1] and box[3] <= tile[3]
        else:
            assert box[0] < tile[0] and box[3] <= tile[1], box
        # the tail is a broad shaft, the tip a point: the shaft's end holds more pixels than the tip
        ends = {
            "right": (_run(mask, column=1), _run(mask, column=w - 2)),
            "left": (_run(mask, column=w - 2), _run(mask, column=1)),
            "up": (_run(mask, row=h - 2), _run(mask, row=1)),
        }[direction]
        assert ends[0] > 2 * ends[1], (car, direction, ends)
    end = replace(view, phase=Phase.END, to_move=None, awaiting=())
    with monkeypatch.context() as m:
        m.setattr(road, "draw_direction", lambda canvas, view: None)
        bare = board_image(end)
    assert board_image(end).tobytes() == bare.tobytes()


def test_the_final_table_shows_the_vp_for_goods_left_next_to_the_vp(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 27, clause 6: at the end the board's VP column agrees with the announcement: the VP for
    goods left (every 3 goods, 1 VP; SC-63, R-25) are a column of their own next to the VP, then the
    total, which the status bar's winner shows. P0 ends with 33 VP and 3 goods (34), P1 with 20 VP and
    2 wood (20)."""
    state = table(
        2,
        ship={"sugar": 1, "citrus": 0, "tobacco": 0, "rum": 0},
        departed=6,
        seats={0: {"vp": 31, "sugar": 1, "citrus": 2, "tobacco": 1}, 1: {"vp": 20, "wood": 2, "pesos": 4}},
    )
    delivering(state, 0)
    events = play(state, "0 deliver sugar 1")
    texts: list[tuple[str, tuple[float, float]]] = []
    draw_text = fonts.draw_text

    def recording(image: Image.Image, xy: tuple[float, float], text: str, *a: Any, **k: Any) -> Any:
        texts.append((text, xy))
        return draw_text(image, xy, text, *a, **k)

    monkeypatch.setattr(fonts, "draw_text", recording)
    board_image(public_view(state), last_move=last_move(events))
    cols = sg_table.ENDED

    def column(x: int) -> list[str]:
        return [t for t, xy in texts if xy[0] == x and t.lstrip("+").isdigit()]

    assert column(cols.vp) == ["33", "20"]
    assert column(cols.bonus or 0) == ["+1", "+0"]
    assert column(cols.total or 0) == ["34", "20"]
    assert "P0 wins with 34 VP" in [t for t, _ in texts]
    assert {"+ goods", "total"} <= {t for t, _ in texts}
