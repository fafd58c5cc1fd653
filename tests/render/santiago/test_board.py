"""What the Santiago board shows: the last move's marks, the legal destinations and fares of a private
board, face-down Cubaner, the seat to act, and an image size that fits the table."""

from __future__ import annotations

import io
from dataclasses import replace

from PIL import Image

from render.santiago import (
    board_image,
    last_move,
    layout,
    private_board_image,
    render_board,
    render_public_board,
)
from rules.santiago.views import player_view, public_view
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
