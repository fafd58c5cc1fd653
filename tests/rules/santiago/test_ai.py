"""Santiago computer players and the arena: levels random, easy and strong decide from the view only,
play only legal actions in every seat, are reproducible from their rng, and the arena reports its keys.

Strength against the targets is measured by ``bench/santiago_arena.py`` (figures, not asserted here);
only clear, deterministic gaps on a few seeded games are asserted.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import typing
from collections.abc import Iterator
from pathlib import Path

import pytest

from rules.arena import seat_levels
from rules.santiago.ai import ALIASES, LEVELS, choose, search, state_from_view
from rules.santiago.arena import arena
from rules.santiago.engine import apply_in_place, legal_list
from rules.santiago.holdings import supplies
from rules.santiago.invariants import scramble_secrets
from rules.santiago.setup import new_game
from rules.santiago.state import GameState
from rules.santiago.views import PlayerView, player_view

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def quick_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """A smaller search budget: legality and view-only decisions do not depend on it."""
    monkeypatch.setattr(search, "ROLLOUTS", 4)
    monkeypatch.setattr(search, "HORIZON", 12)


def _positions(options: dict[str, bool] | None = None, seed: int = 3, players: int = 3) -> list[GameState]:
    """Copies of the state before every action of a random game."""
    rng = random.Random(seed)
    state = new_game(players, seed=seed, options=options)
    out = []
    while state.phase != "end":
        out.append(state.clone())
        apply_in_place(state, rng.choice(legal_list(state, state.to_move)))
    return out


def _play(levels: tuple[str, ...], seed: int, options: dict[str, bool] | None = None) -> Iterator[GameState]:
    """A whole game with seat ``s`` played by ``levels[s]``; every decision is checked against the engine."""
    state = new_game(len(levels), seed=seed, options=options)
    rngs = [random.Random(seed * 10 + s) for s in range(len(levels))]
    while state.phase != "end":
        seat = state.to_move
        yield state
        action = choose(player_view(state, seat), levels[seat], rngs[seat])
        assert action in legal_list(state, seat), f"{levels[seat]} chose illegal {action}"
        apply_in_place(state, action)


def test_levels_and_signature() -> None:
    """Random, easy and strong as for Santa Cruz (``greedy`` still means easy); ``choose`` takes a view."""
    assert LEVELS == ("random", "easy", "strong")
    assert ALIASES == {"greedy": "easy"}
    hints = typing.get_type_hints(choose)
    assert hints["view"] is PlayerView and GameState not in hints.values()
    state = _positions()[40]
    view = player_view(state, state.to_move)
    assert choose(view, "greedy", random.Random(4)) == choose(view, "easy", random.Random(4))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_plays_only_legal_actions_in_every_seat(players: int, quick_search: None) -> None:
    """Whole games with the levels rotated over the seats (each level in each seat once), one of them
    with hidden holdings: every action chosen is legal and every game ends."""
    base = ("strong", "easy", "random", "random")[:players]
    for shift in range(players):
        options = {"hidden_holdings": shift == 1}
        moves = sum(1 for _ in _play(seat_levels(base, shift), seed=100 * players + shift, options=options))
        assert moves > 50


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("hidden", [False, True])
def test_decision_depends_only_on_the_view(level: str, hidden: bool, quick_search: None) -> None:
    """Changing every secret the seat may not see (the unused rolls; under ``hidden_holdings`` the other
    seats' pesos, VP and goods) changes no decision: it comes from the view and the rng alone."""
    checked = 0
    for i, state in enumerate(_positions({"hidden_holdings": hidden}, seed=31, players=4)):
        if i % 11:
            continue
        seat = state.to_move
        scrambled = scramble_secrets(state, random.Random(i), keep_seat=seat)
        assert scrambled.setup["rolls"] != state.setup["rolls"] or state.rolls_used == 7
        a = choose(player_view(state, seat), level, random.Random(i))
        b = choose(player_view(scrambled, seat), level, random.Random(i))
        assert a == b
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize("level", LEVELS)
def test_decision_is_reproducible_from_the_rng(level: str, quick_search: None) -> None:
    """The same view and an equally seeded rng give the same action."""
    for state in _positions(seed=5)[::13]:
        view = player_view(state, state.to_move)
        assert choose(view, level, random.Random(99)) == choose(view, level, random.Random(99))


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
        assert legal_list(rebuilt, seat) == legal_list(state, seat)


def test_choose_refuses_an_unknown_level_and_a_seat_not_awaited() -> None:
    state = _positions()[10]
    with pytest.raises(ValueError, match="unknown level"):
        choose(player_view(state, state.to_move), "clever", random.Random(0))
    with pytest.raises(ValueError, match="not awaited"):
        choose(player_view(state, (state.to_move + 1) % 3), "random", random.Random(0))


def test_strong_search_keeps_only_the_best_few_candidates() -> None:
    """The strong player searches at most ``MAX_CANDIDATES`` actions, the easy policy's best first."""
    for state in _positions(seed=8)[::5]:
        seat = state.to_move
        actions = legal_list(state, seat)
        kept = search.candidates(state, seat, actions)
        assert 1 <= len(kept) <= search.MAX_CANDIDATES and set(kept) <= set(actions)
        assert len(kept) == min(len(actions), search.MAX_CANDIDATES)


@pytest.mark.slow
def test_easy_beats_random_and_strong_beats_easy_in_the_arena() -> None:
    """Seats rotate; on these seeded games easy wins clearly against random, and strong wins both of its
    games against easy, once from each seat."""
    report = arena(["easy", "random"], 16, seed=2)
    assert report["games"] == 16 and report["win_rate_ci95"]["easy"][0] > 0.5
    report = arena(["strong", "easy"], 2, seed=2)  # each seat once: a strong game costs seconds
    assert report["wins"]["strong"] == 2 and report["mean_score"]["strong"] > report["mean_score"]["easy"]
    with pytest.raises(ValueError):
        arena(["easy", "clever"], 2, seed=0)


def _run(args: list[str], hash_seed: str = "0") -> str:
    """Run ``python <args>`` from the repository root with a given string-hash seed; its stdout."""
    out = subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "PYTHONHASHSEED": hash_seed},
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


@pytest.mark.slow
def test_arena_command_line_reports_the_santa_cruz_keys() -> None:
    """``python -m rules.santiago arena … --json`` prints the Santa Cruz arena keys; the same seed gives
    the same games in worker processes under another string-hash seed."""
    args = ["-m", "rules.santiago", "arena", "--seats", "strong,easy,random", "--games", "2", "--seed", "4"]
    report = json.loads(_run([*args, "--json"]))
    for key in ("games", "seats", "win_rate", "win_rate_ci95", "wins", "mean_score", "seconds"):
        assert key in report
    assert report["seats"] == ["strong", "easy", "random"] and sum(report["wins"].values()) == 2
    assert abs(sum(report["win_rate"].values()) - 1.0) < 1e-6
    for level, (lo, hi) in report["win_rate_ci95"].items():
        assert 0.0 <= lo <= report["win_rate"][level] <= hi <= 1.0
    assert 0 < report["decision_ms_median"] <= report["decision_ms_max"]
    assert set(report["decision_ms_by_level"]) == {"strong", "easy", "random"}
    assert {"median", "p95", "max", "decisions"} <= set(report["decision_ms_by_level"]["strong"])
    again = json.loads(_run([*args, "--json", "--processes", "2"], hash_seed="1"))
    assert again["wins"] == report["wins"] and again["mean_score"] == report["mean_score"]
