"""Computer players (issue #6): ``choose(view, level, rng)`` decides from a ``PlayerView`` alone, returns
only legal actions, is reproducible from its ``rng``, and ``arena`` reports win rates and decision times.

Strength is measured by ``python -m rules.santacruz arena`` (figures, never asserted here).
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
import typing
from collections.abc import Iterator
from pathlib import Path

import pytest

from devtools import warmstart
from rules.santacruz import gamedata
from rules.santacruz.ai import LEVELS, choose, search
from rules.santacruz.ai.arena import seat_levels, wilson
from rules.santacruz.ai.belief import knowledge, sample_state
from rules.santacruz.ai.policy import Memo, all_holdings, card_weights, gain, holdings
from rules.santacruz.engine import apply_in_place, awaiting, legal_actions
from rules.santacruz.invariants import building_violations, card_violations, scramble_secrets
from rules.santacruz.scoring import card_points
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState
from rules.santacruz.views import PlayerView, player_view
from tests.rules.scenario import random_states

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def quick_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """A smaller search budget: legality and view-only decisions do not depend on it."""
    monkeypatch.setattr(search, "BUDGET_STEPS", 0)
    monkeypatch.setattr(search, "MIN_ROLLOUTS", 8)


def _play(levels: tuple[str, ...], seed: int, random_sets: bool = False) -> Iterator[tuple[GameState, int]]:
    """Play a game where seat ``s`` is the computer player ``levels[s]``; yields (state, seat) before
    each decision, then checks the decision against the engine and applies it."""
    state = new_game(len(levels), seed=seed, random_sets=random_sets)
    rngs = [random.Random(seed * 10 + s) for s in range(len(levels))]
    while state.phase != "end":
        for seat in sorted(awaiting(state)):
            yield state, seat
            action = choose(player_view(state, seat), levels[seat], rngs[seat])
            assert action in legal_actions(state, seat), f"{levels[seat]} chose illegal {action}"
            apply_in_place(state, action)


def test_levels_and_signature() -> None:
    """The levels are random, easy and strong; ``choose`` takes a PlayerView (no GameState parameter)."""
    assert LEVELS == ("random", "easy", "strong")
    hints = typing.get_type_hints(choose)
    assert hints["view"] is PlayerView
    assert GameState not in hints.values()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_plays_only_legal_actions_in_every_seat(players: int, quick_search: None) -> None:
    """Whole games with the levels rotated over the seats (each level sits in each seat once), with
    set drafting and with the beginner variant: every action chosen is legal, and every game ends."""
    base = ("strong", "easy", "random", "random")[:players] if players > 2 else ("strong", "easy")
    for shift in range(players):
        levels = seat_levels(base, shift)
        moves = sum(1 for _ in _play(levels, seed=100 * players + shift, random_sets=shift == 1))
        assert moves > 20
    for level in ("random", "easy"):
        assert sum(1 for _ in _play((level,) * players, seed=7 * players)) > 20


def test_random_and_easy_fill_every_seat_of_four_player_games() -> None:
    """More games with one level in every seat, covering double moves, joins and the discard."""
    for seed in range(6):
        for level in ("random", "easy"):
            for _ in _play((level,) * 4, seed=seed, random_sets=seed % 2 == 1):
                pass


@pytest.mark.parametrize("level", LEVELS)
def test_decision_depends_only_on_the_view(level: str, quick_search: None) -> None:
    """Changing every secret the seat may not see (other hands, face-down tiles, chip values, the deck)
    changes nothing: the decision comes from the view and the rng alone."""
    checked = 0
    for i, state in enumerate(random_states(4, seed=31)):
        if i % 9 or state.phase == "end":
            continue
        for seat in sorted(awaiting(state)):
            scrambled = scramble_secrets(state, random.Random(i), keep_seat=seat)
            a = choose(player_view(state, seat), level, random.Random(i))
            b = choose(player_view(scrambled, seat), level, random.Random(i))
            assert a == b
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize("level", LEVELS)
def test_decision_is_reproducible_from_the_rng(level: str, quick_search: None) -> None:
    """The same view and an equally seeded rng give the same action."""
    for i, state in enumerate(random_states(3, seed=5)):
        if i % 7 or state.phase == "end":
            continue
        seat = min(awaiting(state))
        view = player_view(state, seat)
        assert choose(view, level, random.Random(99)) == choose(view, level, random.Random(99))


def test_choose_refuses_an_unknown_level_and_a_seat_not_awaited() -> None:
    state = new_game(3, seed=1)
    seat = min(awaiting(state))
    with pytest.raises(ValueError, match="unknown level"):
        choose(player_view(state, seat), "grandmaster", random.Random(0))
    other = (seat + 1) % 3
    with pytest.raises(ValueError, match="not awaited"):
        choose(player_view(state, other), "easy", random.Random(0))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sampled_states_agree_with_the_view(players: int) -> None:
    """A state sampled from a seat's view shows that seat exactly the same view (moves aside), has the
    same legal actions, and keeps every building and scoring card accounted for."""
    for random_sets in (False, True):
        rng = random.Random(players)
        for i, state in enumerate(random_states(players, seed=40 + players, random_sets=random_sets)):
            if state.phase == "end" or i % 3:
                continue
            for seat in sorted(awaiting(state)):
                view = player_view(state, seat)
                sample = sample_state(view, knowledge(view), rng)
                again = player_view(sample, seat)
                assert (
                    dataclasses.replace(
                        again, public=dataclasses.replace(again.public, moves=view.public.moves)
                    )
                    == view
                )
                assert list(legal_actions(sample, seat)) == list(legal_actions(state, seat))
                assert not building_violations(sample)
                assert not card_violations(sample)


def test_policy_gain_equals_the_engine_scoring() -> None:
    """The policy's fast card values equal ``card_points`` for every card, seat and position."""
    cards = gamedata.cards().scoring
    for i, state in enumerate(random_states(4, seed=3)):
        if i % 4:
            continue
        for seat in range(4):
            h = holdings(state, seat)
            for card in cards:
                assert gain(card, h) == sum(p for p, _c, _s in card_points(state, card, seat))


def test_rollout_memo_follows_the_game() -> None:
    """Holdings kept up to date from the engine's events (builds, joins, chips, the eruption, the
    round end) equal holdings computed afresh, and remembered card weights equal fresh ones."""
    for players in (2, 3, 4):
        state = new_game(players, seed=players)
        rng = random.Random(players)
        memo = Memo(state)
        while state.phase != "end":
            seat = min(awaiting(state))
            for kept, fresh in zip(memo.hold, all_holdings(state), strict=True):
                assert sorted(kept.sites) == sorted(fresh.sites)
                assert (kept.resources, kept.fish, kept.built, kept.chips) == (
                    fresh.resources,
                    fresh.fish,
                    fresh.built,
                    fresh.chips,
                )
                assert (kept.coast, kept.river, kept.volcano, kept.largest) == (
                    fresh.coast,
                    fresh.river,
                    fresh.volcano,
                    fresh.largest,
                )
            if state.phase == "play":
                assert memo.card_weights(state, seat) == card_weights(state, seat)
            memo.update(state, apply_in_place(state, rng.choice(legal_actions(state, seat))))


def test_wilson_interval() -> None:
    assert wilson(0, 0) == [0.0, 1.0]
    lo, hi = wilson(50, 100)
    assert lo < 0.5 < hi and abs((lo + hi) / 2 - 0.5) < 1e-3
    lo, hi = wilson(100, 100)
    assert hi == 1.0 and 0.95 < lo < 1.0


def _run(args: list[str], hash_seed: str = "0") -> str:
    """Run ``python <args>`` from the repository root with a given string-hash seed; its stdout."""
    out = subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONHASHSEED": hash_seed},
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_arena_cli_reports_the_contract_keys() -> None:
    """``arena --json`` prints games, seats, win rates per level (summing to one), their Wilson
    intervals and decision times; the same seed gives the same games in another process."""
    args = ["-m", "rules.santacruz", "arena", "--seats", "easy,random,random", "--games", "4", "--seed", "4"]
    report = json.loads(_run([*args, "--json"]))
    for key in ("games", "seats", "win_rate", "win_rate_ci95", "decision_ms_median", "decision_ms_max"):
        assert key in report
    assert report["games"] == 4
    assert report["seats"] == ["easy", "random", "random"]
    assert set(report["win_rate"]) == {"easy", "random"}
    assert abs(sum(report["win_rate"].values()) - 1.0) < 1e-6
    for level, (lo, hi) in report["win_rate_ci95"].items():
        assert 0.0 <= lo <= report["win_rate"][level] <= hi <= 1.0
    assert 0 < report["decision_ms_median"] <= report["decision_ms_max"]
    again = json.loads(_run([*args, "--json", "--processes", "2"], hash_seed="1"))
    assert again["wins"] == report["wins"] and again["mean_score"] == report["mean_score"]


def test_strong_games_are_reproducible_in_another_process() -> None:
    """The strong player's search gives the same game under another string-hash seed (no decision
    depends on the iteration order of a set of strings)."""
    code = (
        "from rules.santacruz.ai import search\n"
        "search.BUDGET_STEPS, search.MIN_ROLLOUTS = 0, 6\n"
        "from rules.santacruz.ai.arena import play_game\n"
        "r = play_game(('strong', 'easy'), 3, 1)\n"
        "print(r.winner, r.scores)\n"
    )
    assert _run(["-c", code], hash_seed="1") == _run(["-c", code], hash_seed="2")


def test_arena_cli_refuses_an_unknown_level() -> None:
    out = warmstart.run(
        ["-m", "rules.santacruz", "arena", "--seats", "strong,nobody", "--games", "1"], cwd=ROOT, timeout=60
    )
    assert out.returncode != 0
    assert "nobody" in out.stderr
