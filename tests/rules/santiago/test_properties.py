"""Properties over many random complete 2-, 3- and 4-player games, checked after every action.

Goods conserved (8 of each between supply and players), pesos and VP never negative, at most 3 markers per
player and 1 per building, at most one figure per building, dice within their faces, the game ends exactly
when the 7th ship leaves, views hold nothing hidden, records replay to the identical state. Each invariant
check is also shown to catch a broken state.
"""

from __future__ import annotations

import random

import pytest

from rules.santiago.engine import apply_in_place, legal_list
from rules.santiago.events import ShipDeparted
from rules.santiago.invariants import (
    board_violations,
    holding_violations,
    scramble_secrets,
    ship_violations,
    violations,
)
from rules.santiago.records import export_record, replay
from rules.santiago.setup import new_game
from rules.santiago.simulate import play_random_game
from rules.santiago.state import GameState
from rules.santiago.views import player_view, public_view


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players: int) -> None:
    """Every invariant of :mod:`rules.santiago.invariants` after every action of 12 games per player count."""
    for seed in range(12):
        run = play_random_game(players, 1000 * players + seed, check=True)
        assert run.violations == []
        assert run.state.phase == "end"


@pytest.mark.parametrize("players", [2, 4])
def test_hidden_holdings_games_keep_every_invariant(players: int) -> None:
    """R-3 games: views change with nothing another seat may not see."""
    for seed in range(4):
        rng = random.Random(seed)
        state = new_game(players, seed=seed, options={"hidden_holdings": True})
        while state.phase != "end":
            apply_in_place(state, rng.choice(legal_list(state, state.to_move)))
            assert violations(state, rng) == []


def test_game_ends_exactly_at_the_7th_departure() -> None:
    """SC-62 over random games: the phase turns ``end`` with the 7th departure event and never before."""
    for seed in range(30):
        rng = random.Random(seed)
        state = new_game(2 + seed % 3, seed=seed)
        departures = 0
        while state.phase != "end":
            events = apply_in_place(state, rng.choice(legal_list(state, state.to_move)))
            departures += sum(isinstance(e, ShipDeparted) for e in events)
            assert (state.phase == "end") == (departures == 7) and state.departed == departures


def test_records_replay_to_identical_states() -> None:
    """A record replays to the same state, also from JSON, for every prefix length tried."""
    for seed in range(8):
        run = play_random_game(3, seed, check=False)
        record = export_record(run.state)
        assert replay(record) == run.state
        cut = len(record["moves"]) // 2
        partial = replay({**record, "moves": record["moves"][:cut], "result": None})
        assert partial.moves == record["moves"][:cut]


def _midgame(seed: int = 4) -> GameState:
    rng = random.Random(seed)
    state = new_game(3, seed=seed)
    for _ in range(60):
        apply_in_place(state, rng.choice(legal_list(state, state.to_move)))
    return state


def test_invariant_checks_catch_broken_states() -> None:
    """The checks are not empty: each catches a state that breaks it."""
    state = _midgame()
    assert violations(state, random.Random(0)) == []
    broken = state.clone()
    broken.players[0].goods["rum"] += 9
    assert holding_violations(broken)
    broken = state.clone()
    broken.players[1].pesos = -1
    assert holding_violations(broken)
    broken = state.clone()
    broken.players[0].owns = ["bank", "church", "cafe", "casino"]
    broken.players[1].owns = ["bank"]
    assert len(board_violations(broken)) == 2
    broken = state.clone()
    broken.players[0].figure = broken.players[1].figure = "bank"
    assert board_violations(broken)
    broken = state.clone()
    if broken.dice:
        good = next(iter(broken.dice))
        broken.dice[good] = 5
        assert ship_violations(broken)
    broken = state.clone()
    broken.departed = 7
    assert ship_violations(broken)


def test_scrambled_secrets_change_only_unused_rolls() -> None:
    """Views ignore what they may not show: the unused rolls (SC-6)."""
    state = _midgame(7)
    other = scramble_secrets(state, random.Random(1))
    assert other.setup["rolls"][state.rolls_used :] != state.setup["rolls"][state.rolls_used :]
    assert public_view(other) == public_view(state)
    assert all(player_view(other, s) == player_view(state, s) for s in range(3))


def test_fast_legality_checks_agree_with_the_legal_lists() -> None:
    """``apply`` decides legality with direct checks for frequent moves; they agree with ``legal_actions``."""
    from rules.santiago.engine import is_legal
    from rules.santiago.notation import parse

    probes = [
        parse(f"{seat} {rest}")
        for seat in range(3)
        for rest in (
            "car 1",
            "car 3",
            "car 9",
            "pass",
            "deliver rum 1",
            "deliver rum 3",
            "deliver wood 1 rum",
            "deliver wood 2 sugar",
            "deliver citrus 4",
            "demand sugar citrus tobacco rum",
            "use -",
            "use bank",
            "use casino sell 1",
            "use customs rum",
            "use harbour_office down",
            "go bank",
        )
    ]
    for seed in range(6):
        rng = random.Random(seed)
        state = new_game(3, seed=seed)
        while state.phase != "end":
            legal = legal_list(state, state.to_move)
            for action in [*probes, *legal]:
                assert is_legal(state, action) == (action in legal), (str(action), state.phase)
            apply_in_place(state, rng.choice(legal))
