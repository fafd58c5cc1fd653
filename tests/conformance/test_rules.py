"""The game contract every registered game honours (DESIGN.md, Bot core: "One conformance suite runs over
the registry (OpenSpiel's api_test)"; issue 26): legal actions are exactly what apply accepts, apply is
pure, views hold no other seat's secret, records replay, random games end.

Each test runs for every game of :mod:`rules.registry`, High Card (the test-only game) included; the
per-game suites keep only their own rule clauses.
"""

from __future__ import annotations

import json

import pytest

from tests.conformance.games import NAMES, game, random_game, sample

SEEDS = (1, 2)


def _reseated(line: str, seat: int) -> str:
    """``line`` as if ``seat`` played it (notation lines start with the seat)."""
    return f"{seat} {line.split(' ', 1)[1]}"


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_end_with_an_outcome_for_every_seat(name: str, seed: int) -> None:
    """ "random games end": a game of random legal moves ends, waits for nobody, and ranks every seat."""
    rules = game(name)
    steps = random_game(rules, seed)
    final = steps[-1].after
    assert rules.is_over(final) and rules.awaiting(final) == frozenset()
    outcome = rules.outcome(final)
    assert outcome is not None and len(outcome.seats) == rules.min_players
    assert min(outcome.places) == 1
    assert all(rules.outcome(step.before) is None for step in steps)


@pytest.mark.parametrize("name", NAMES)
def test_legal_actions_are_exactly_what_apply_accepts(name: str) -> None:
    """ "legal actions are exactly what apply accepts": every legal line of an awaited seat applies, and
    every other line seen in the game (re-seated for this seat) is refused with ``ValueError``; a seat
    the game does not wait for has no legal action."""
    rules = game(name)
    steps = random_game(rules, 3)
    seen = {_reseated(step.line, 0).split(" ", 1)[1] for step in steps}
    for step in sample(steps, 12, 3):
        state = step.before
        for seat in range(rules.min_players):
            legal = {rules.format_action(a) for a in rules.legal_actions(state, seat)}
            if seat not in rules.awaiting(state):
                assert not legal
            for line in legal:
                rules.apply(state, line)
            for rest in sorted(seen):
                line = f"{seat} {rest}"
                if line not in legal:
                    with pytest.raises(ValueError):
                        rules.apply(state, line)


@pytest.mark.parametrize("name", NAMES)
def test_apply_is_pure_and_states_round_trip_through_json(name: str) -> None:
    """ "apply is pure": applying a move changes nothing of the state it was given; a state's JSON loads
    back to the same state (what the store keeps)."""
    rules = game(name)
    for step in sample(random_game(rules, 4), 20, 4):
        before = json.dumps(rules.to_json(step.before), sort_keys=True)
        rules.apply(step.before, step.line)
        assert json.dumps(rules.to_json(step.before), sort_keys=True) == before
        loaded = rules.from_json(json.loads(json.dumps(rules.to_json(step.after))))
        assert rules.to_json(loaded) == rules.to_json(step.after)


@pytest.mark.parametrize("name", NAMES)
def test_views_hold_no_other_seats_secret(name: str) -> None:
    """ "views hold no other seat's secret": redrawing every secret a seat does not hold changes neither
    the table's view nor that seat's view (and redrawing does change hidden state somewhere, so the
    check is not empty)."""
    rules = game(name)
    changed = False
    for index, step in enumerate(sample(random_game(rules, 5), 15, 5)):
        state = step.after
        hidden = rules.scramble(state, index, None)
        assert rules.public_view(hidden) == rules.public_view(state)
        changed = changed or rules.to_json(hidden) != rules.to_json(state)
        for seat in range(rules.min_players):
            kept = rules.scramble(state, index + 100, seat)
            assert rules.player_view(kept, seat) == rules.player_view(state, seat)
    assert changed, f"{name}: scrambling never changed a hidden part"


@pytest.mark.parametrize("name", NAMES)
def test_records_replay_to_the_same_game_and_outcome(name: str) -> None:
    """ "records replay": a finished game's record replays from the deal (step 0) to the game's final
    state (its last step), as every seat and the table saw them, every step in between loads, and it
    yields the same outcome as the game."""
    rules = game(name)
    steps = random_game(rules, 6)
    final = steps[-1].after
    record = json.loads(json.dumps(rules.record(final)))
    assert record["game"] == name
    last = rules.replay_steps(record)
    assert 0 < last <= len(steps)
    for replayed, played in ((rules.replay(record, 0), steps[0].before), (rules.replay(record, last), final)):
        assert rules.public_view(replayed) == rules.public_view(played)
        for seat in range(rules.min_players):
            assert rules.player_view(replayed, seat) == rules.player_view(played, seat)
    for step in range(1, last):
        assert not rules.is_over(rules.replay(record, step))
    assert rules.record_outcome(record) == rules.outcome(final)


@pytest.mark.parametrize("name", NAMES)
def test_computer_players_choose_legal_moves_from_their_view(name: str) -> None:
    """A computer player of every level plays a legal line for the seat it is asked for, and the same
    line for states the seat cannot tell apart (it decides from its player view only)."""
    rules = game(name)
    for index, step in enumerate(sample(random_game(rules, 7), 6, 7)):
        state, seat = step.before, step.seat
        legal = {rules.format_action(a) for a in rules.legal_actions(state, seat)}
        for level in rules.computer_levels[:1]:
            line = rules.computer_action(state, seat, level, f"seed-{index}")
            assert line in legal
            twin = rules.scramble(state, index, seat)
            assert rules.computer_action(twin, seat, level, f"seed-{index}") == line


@pytest.mark.parametrize("name", NAMES)
def test_a_renamed_seat_changes_its_name_only(name: str) -> None:
    """A seat taken over by a new person bears their name in every view and the record; nothing else of
    the game changes, and the state it was made from stays as it was."""
    rules = game(name)
    for step in sample(random_game(rules, 8), 5, 8):
        state = step.after
        before = json.dumps(rules.to_json(state), sort_keys=True)
        seat = step.seat
        renamed = rules.renamed(state, seat, "Newcomer")
        assert json.dumps(rules.to_json(state), sort_keys=True) == before
        assert rules.record(renamed)["players"][seat] == "Newcomer"
        assert "Newcomer" in repr(rules.public_view(renamed))
        assert "Newcomer" not in repr(rules.public_view(state))
        back = rules.renamed(renamed, seat, rules.record(state)["players"][seat])
        assert json.dumps(rules.to_json(back), sort_keys=True) == before
