"""State as plain data (DESIGN.md, Rules engine): "State is plain data (dataclasses), JSON round-trips
exactly, and holds its own seeded RNG state"; "randomness is seeded inside the game state so a game
replays exactly"; RULINGS.md, Game record: replay is "independent of any random generator"."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from rules.santacruz.engine import apply_in_place, awaiting, legal_actions
from rules.santacruz.records import export_record, replay
from rules.santacruz.setup import from_setup, new_game
from rules.santacruz.simulate import play_random_game
from rules.santacruz.state import GameState
from tests.rules.scenario import random_states


def _through_json(state: GameState) -> GameState:
    return GameState.from_dict(json.loads(json.dumps(state.to_dict())))


@pytest.mark.parametrize(
    ("players", "random_sets"), [(2, False), (3, False), (4, False), (2, True), (3, True), (4, True)]
)
def test_state_json_round_trip_is_exact_at_every_point_of_random_games(
    players: int, random_sets: bool
) -> None:
    """``GameState.from_dict(json.loads(json.dumps(s.to_dict()))) == s`` before every action of random
    games, in every phase (draft, discard, landing, play, a double move under way, end); ``to_dict`` holds
    JSON types only (it equals its own JSON image)."""
    phases: set[str] = set()
    doubles = 0
    for seed in range(3):
        for state in random_states(players, 10 * players + seed, random_sets=random_sets):
            data = state.to_dict()
            assert json.loads(json.dumps(data)) == data
            back = _through_json(state)
            assert back == state
            assert back.to_dict() == data
            phases.add(state.phase)
            doubles += state.double is not None
    expected = {"draft", "discard", "landing", "play", "end"}
    assert phases == expected
    assert doubles > 0


def test_a_restored_state_plays_on_exactly_like_the_original() -> None:
    """A state restored from JSON in the middle of a game gives the same legal actions and, fed the same
    actions, the same events and the same final state as the original."""
    for players in (2, 3, 4):
        rng = random.Random(players)
        original = new_game(players, seed=500 + players)
        restored: GameState | None = None
        count = 0
        while original.phase != "end":
            count += 1
            if count == 25:
                restored = _through_json(original)
            seat = rng.choice(sorted(awaiting(original)))
            legal = legal_actions(original, seat)
            action = rng.choice(legal)
            if restored is not None:
                assert list(legal_actions(restored, seat)) == list(legal)
                assert apply_in_place(restored, action) == apply_in_place(original, action)
            else:
                apply_in_place(original, action)
        assert restored is not None and restored == original


def test_a_restored_state_shares_nothing_with_the_original() -> None:
    """Playing on a state restored from ``to_dict`` (without JSON) leaves the original unchanged."""
    state = next(s for s in random_states(3, 9) if s.phase == "play")
    snapshot = json.dumps(state.to_dict(), sort_keys=True)
    copy_ = GameState.from_dict(state.to_dict())
    while copy_.phase != "end":
        apply_in_place(copy_, legal_actions(copy_, min(awaiting(copy_)))[-1])
    assert json.dumps(state.to_dict(), sort_keys=True) == snapshot


@pytest.mark.parametrize("random_sets", [False, True])
def test_the_seed_reproduces_a_game_exactly(random_sets: bool) -> None:
    """The same seed deals the same game (seating, tiles, chips, cards, start player, sets), and the same
    seed driving random play gives the same game move for move."""
    for players in (2, 3, 4):
        for seed in (0, 1, 2**40 + 3):
            a = new_game(players, seed=seed, random_sets=random_sets)
            b = new_game(players, seed=seed, random_sets=random_sets)
            assert a.to_dict() == b.to_dict()
            assert a.seed == seed
        run_a = play_random_game(players, 99, check=False, random_sets=random_sets)
        run_b = play_random_game(players, 99, check=False, random_sets=random_sets)
        assert run_a.state.to_dict() == run_b.state.to_dict()
        assert run_a.actions == run_b.actions


def test_different_seeds_deal_different_games() -> None:
    """Seeds matter: twenty seeds give twenty different deals (tile layouts and chip piles)."""
    deals = {json.dumps(new_game(3, seed=s).setup, sort_keys=True) for s in range(20)}
    assert len(deals) == 20


def test_a_game_dealt_without_a_seed_stores_the_seed_it_used() -> None:
    """``new_game`` without a seed draws one and keeps it in the state, and that seed deals the game again."""
    state = new_game(["Ana", "Ben", "Cy"])
    assert isinstance(state.seed, int)
    again = new_game(["Ana", "Ben", "Cy"], seed=state.seed)
    assert again.to_dict() == state.to_dict()


def _forbid_randomness(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make every use of the ``random`` module (module functions and any ``Random`` object) fail."""

    def boom(*_: Any, **__: Any) -> Any:
        raise AssertionError("randomness used after setup")

    names = ("random", "getrandbits", "shuffle", "choice", "choices", "randrange", "randint", "sample")
    for name in (*names, "uniform", "seed"):
        if hasattr(random, name):
            monkeypatch.setattr(random, name, boom)
    for cls in (random.Random, random.SystemRandom):
        for name in names:
            monkeypatch.setattr(cls, name, boom)


def test_no_randomness_is_used_after_setup(monkeypatch: pytest.MonkeyPatch) -> None:
    """All chance is settled at setup: with every random function made to fail, a whole game (2, 3, 4
    players, with and without random sets) still plays from its setup, move by move, via ``legal_actions``
    and ``apply``, and replays from its record."""
    games: list[tuple[list[str], dict[str, Any], dict[str, Any], list[str], dict[str, Any]]] = []
    for players in (2, 3, 4):
        for random_sets in (False, True):
            state = play_random_game(players, 7 * players, check=False, random_sets=random_sets).state
            record = export_record(state)
            games.append((record["players"], record["options"], record["setup"], record["moves"], record))
    finals = [replay(g[4]) for g in games]
    _forbid_randomness(monkeypatch)
    with pytest.raises(AssertionError, match="randomness"):
        random.Random(1).shuffle([1, 2])
    for (names, options, setup, moves, record), final in zip(games, finals, strict=True):
        state = from_setup(names, options, setup)
        for line in moves:
            seat = int(line.split()[0])
            assert seat in awaiting(state)
            assert len(legal_actions(state, seat)) > 0
            apply_in_place(state, line)
        assert state == final
        assert replay(record) == final


def test_same_setup_and_moves_give_equal_states_whatever_the_global_random_state() -> None:
    """Two states from the same setup given the same moves are equal at every step, even when the global
    random generator is in a different state for each."""
    record = export_record(play_random_game(4, 3, check=False).state)
    reseed: list[Callable[[], None]] = [lambda: random.seed(1), lambda: random.seed(2)]
    a = from_setup(record["players"], record["options"], record["setup"])
    b = from_setup(record["players"], record["options"], record["setup"])
    for line in record["moves"]:
        reseed[0]()
        events_a = apply_in_place(a, line)
        reseed[1]()
        events_b = apply_in_place(b, line)
        assert events_a == events_b
        assert a == b
    assert a.phase == "end"
