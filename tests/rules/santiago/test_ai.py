"""Santiago computer players and the arena: decisions from the view only, legal, and greedy beats random."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from rules.santiago.ai import LEVELS, choose, state_from_view
from rules.santiago.arena import arena
from rules.santiago.engine import apply_in_place, legal_list
from rules.santiago.holdings import supplies
from rules.santiago.setup import new_game
from rules.santiago.state import GameState
from rules.santiago.views import player_view

ROOT = Path(__file__).resolve().parents[3]


def _positions(options: dict[str, bool] | None = None, seed: int = 3) -> list[GameState]:
    rng = random.Random(seed)
    state = new_game(3, seed=seed, options=options)
    out = []
    while state.phase != "end":
        out.append(state.clone())
        apply_in_place(state, rng.choice(legal_list(state, state.to_move)))
    return out


def test_state_from_view_is_the_state_but_for_the_unused_rolls() -> None:
    """A computer player rebuilds the real position from its view; only the future rolls are drawn."""
    for state in _positions()[::7]:
        rebuilt = state_from_view(player_view(state, state.to_move), random.Random(0))
        rebuilt.setup["rolls"] = state.setup["rolls"]
        rebuilt.seed = state.seed
        assert rebuilt == state


def test_state_from_view_deals_hidden_holdings_consistently() -> None:
    """R-3: under ``hidden_holdings`` the other seats' goods are drawn so that the supply is the one seen."""
    for state in _positions({"hidden_holdings": True})[::9]:
        seat = state.to_move
        rebuilt = state_from_view(player_view(state, seat), random.Random(1))
        assert supplies(rebuilt) == supplies(state) and rebuilt.players[seat] == state.players[seat]


@pytest.mark.parametrize("level", LEVELS)
def test_choose_picks_a_legal_action(level: str) -> None:
    """Every level returns one of the seat's legal actions, at every position of a game."""
    rng = random.Random(5)
    for state in _positions(seed=5)[::3]:
        action = choose(player_view(state, state.to_move), level, rng)
        assert action in legal_list(state, state.to_move)
    with pytest.raises(ValueError):
        choose(player_view(state, state.to_move), "clever", rng)
    with pytest.raises(ValueError):
        choose(player_view(state, (state.to_move + 1) % 3), "random", rng)


def test_greedy_beats_random_in_the_arena() -> None:
    """The arena seats rotate; the greedy player wins clearly against random players."""
    report = arena(["greedy", "random"], 16, seed=2)
    assert report["games"] == 16 and report["win_rate"]["greedy"] >= 0.75
    assert report["win_rate_ci95"]["greedy"][0] > 0.5
    with pytest.raises(ValueError):
        arena(["greedy", "clever"], 2, seed=0)


def test_arena_command_line() -> None:
    """``python -m rules.santiago arena --seats … --games … --json`` prints the Santa Cruz arena keys."""
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "rules.santiago",
            "arena",
            "--seats",
            "greedy,random,random",
            "--games",
            "3",
            "--json",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    report = json.loads(out.stdout)
    assert report["seats"] == ["greedy", "random", "random"] and sum(report["wins"].values()) == 3
    assert {"win_rate", "win_rate_ci95", "mean_score", "decision_ms_by_level", "seconds"} <= set(report)
