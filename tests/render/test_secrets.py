"""The board is drawn from the public view alone; a hand shows its own seat's secrets and no one else's."""

from __future__ import annotations

import random

import pytest

from render.santacruz import board_image, hand_image, render_board
from rules.santacruz.invariants import scramble_secrets
from rules.santacruz.state import GameState
from rules.santacruz.views import player_view, public_view
from tests.render.states import moment


def _secrets(state: GameState) -> tuple[object, ...]:
    hidden_tiles = {s: t for s, t in state.tiles.items() if s not in state.face_up}
    return (
        hidden_tiles,
        [p.hand_scoring for p in state.players],
        [p.chips for p in state.players],
        state.deck,
    )


@pytest.mark.parametrize(("players", "phase"), [(4, "play"), (3, "discard"), (2, "draft2"), (4, "landing")])
def test_changing_a_secret_changes_no_pixel_of_the_board(players: int, phase: str) -> None:
    """Face-down tiles, scoring cards, chip values and the deck change; the board image does not."""
    state = moment(players, phase).state
    other = scramble_secrets(state, random.Random(99))
    assert _secrets(other) != _secrets(state)
    before = board_image(public_view(state))
    after = board_image(public_view(other))
    assert before.tobytes() == after.tobytes()
    assert render_board(public_view(state)) == render_board(public_view(other))


def test_the_board_refuses_a_seat_view() -> None:
    """A PlayerView holds secrets, so the board will not draw from one."""
    state = moment(4, "play").state
    with pytest.raises(TypeError):
        board_image(player_view(state, 0))  # type: ignore[arg-type]


def test_a_hand_refuses_the_public_view() -> None:
    """A hand needs a seat's view."""
    with pytest.raises(TypeError):
        hand_image(public_view(moment(2, "play").state))  # type: ignore[arg-type]


@pytest.mark.parametrize(("players", "phase"), [(4, "play"), (3, "discard"), (2, "landing")])
def test_a_hand_shows_its_own_seat_and_ignores_the_others_secrets(players: int, phase: str) -> None:
    """Two seats with different hands get different images; scrambling the other seats' secrets
    leaves a seat's hand image unchanged."""
    state = moment(players, phase).state
    images = [hand_image(player_view(state, seat)).tobytes() for seat in range(players)]
    assert len(set(images)) == players
    for seat in range(players):
        other = scramble_secrets(state, random.Random(seat), keep_seat=seat)
        assert hand_image(player_view(other, seat)).tobytes() == images[seat]
