"""The public board is drawn from the public view alone; a private board shows its own seat's holdings
and no one else's."""

from __future__ import annotations

import random

import pytest

from render.santiago import board_image, private_board_image, render_board
from rules.santiago.invariants import scramble_secrets
from rules.santiago.state import GameState
from rules.santiago.views import player_view, public_view
from tests.render.santiago.states import moment


def _secrets(state: GameState) -> tuple[object, ...]:
    hidden = state.options["hidden_holdings"]
    held = [(p.pesos, p.vp, dict(p.goods)) for p in state.players] if hidden else []
    return (state.setup["rolls"][state.rolls_used :], held)


@pytest.mark.parametrize("name", ["start", "late", "hidden", "give"])
def test_changing_a_secret_changes_no_pixel_of_the_public_board(name: str) -> None:
    """The unused rolls change and, under ``hidden_holdings``, every seat's pesos, VP and goods (goods
    kept in total, as the public supply shows them); the public board does not."""
    state = moment(name).state
    other = scramble_secrets(state, random.Random(7))
    assert _secrets(other) != _secrets(state)
    assert board_image(public_view(state)).tobytes() == board_image(public_view(other)).tobytes()
    assert render_board(public_view(state)) == render_board(public_view(other))


def test_hidden_holdings_are_what_the_public_board_leaves_out() -> None:
    """The same table drawn with holdings shown differs from the one with holdings hidden."""
    state = moment("hidden").state
    shown = state.clone()
    shown.options = {**state.options, "hidden_holdings": False}
    assert board_image(public_view(shown)).tobytes() != board_image(public_view(state)).tobytes()


def test_the_public_board_refuses_a_seat_view() -> None:
    """A PlayerView holds a seat's hidden holdings, so the public board will not draw from one."""
    state = moment("late").state
    with pytest.raises(TypeError):
        board_image(player_view(state, 0))  # type: ignore[arg-type]


def test_a_private_board_refuses_the_public_view() -> None:
    """A private board needs a seat's view."""
    with pytest.raises(TypeError):
        private_board_image(public_view(moment("late").state))  # type: ignore[arg-type]


def test_a_private_board_shows_its_seat_and_ignores_the_others_secrets() -> None:
    """Under ``hidden_holdings`` each seat's private board differs (its own holdings); scrambling the other
    seats' holdings leaves a seat's private board unchanged."""
    state = moment("hidden").state
    images = [private_board_image(player_view(state, s)).tobytes() for s in range(state.num_players)]
    assert len(set(images)) == state.num_players
    for seat in range(state.num_players):
        other = scramble_secrets(state, random.Random(seat), keep_seat=seat)
        assert private_board_image(player_view(other, seat)).tobytes() == images[seat]
