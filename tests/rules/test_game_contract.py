"""The typed game contract (DESIGN.md, Bot core: "A typed contract"; issue 26): every registered game is
one object of :class:`rules.contract.GameRules`, both engines return the one :class:`Outcome` and
finished records yield the same, phases are enums stored as the same strings as before, and old records
and stored states still load.

``data/old_games.json`` was written by the engines before phases became enums (a finished record, a
mid-game state and a final state per game, 3 players, seed 5): it is what the bot's store already holds.
"""

from __future__ import annotations

import json
import random
import re
from enum import StrEnum
from pathlib import Path

import pytest

from rules import registry
from rules.contract import GameRules, Json, JsonObject, Outcome, SeatResult
from rules.registry import AnyGame
from rules.santacruz.state import Phase as SantaCruzPhase
from rules.santiago.state import Phase as SantiagoPhase

OLD_GAMES = json.loads((Path(__file__).parent / "data" / "old_games.json").read_text(encoding="utf-8"))
BUILT_IN = ("santacruz", "santiago")
PHASES: dict[str, tuple[type[StrEnum], tuple[str, ...]]] = {
    "santacruz": (SantaCruzPhase, ("draft", "discard", "landing", "play", "end")),
    "santiago": (SantiagoPhase, ("demand", "car", "pablo", "give", "alonso", "go", "use", "deliver", "end")),
}
"""Each game's phase enum and the strings stored states and records have always held."""


def _games() -> list[AnyGame]:
    return [registry.GAMES[name] for name in BUILT_IN]


def _play(game: AnyGame, seed: int, players: int = 3) -> tuple[object, list[object]]:
    """A random game played through the contract only (lines of legal actions); the final state and
    every state on the way."""
    rng = random.Random(seed)
    state = game.new_state([f"P{i}" for i in range(players)], seed, {})
    states = [state]
    for _ in range(5000):
        if game.is_over(state):
            return state, states
        seat = rng.choice(sorted(game.awaiting(state)))
        action = rng.choice(list(game.legal_actions(state, seat)))
        state, _events = game.apply(state, game.format_action(action))
        states.append(state)
    raise AssertionError(f"{game.name}: a random game did not end")


def _json_round_trip(data: JsonObject) -> JsonObject:
    loaded: Json = json.loads(json.dumps(data))
    assert isinstance(loaded, dict)
    return loaded


# --- the registry -------------------------------------------------------------------------------


def test_the_registry_lists_both_engines_each_as_one_object_of_the_contract() -> None:
    """Issue 26: "one object exported per engine and a registry of games": the built-ins are listed under
    their names, each is ``rules.<game>.GAME`` and satisfies the protocol at runtime."""
    import rules.santacruz
    import rules.santiago

    assert tuple(registry.GAMES)[:2] == BUILT_IN
    assert registry.GAMES["santacruz"] is rules.santacruz.GAME
    assert registry.GAMES["santiago"] is rules.santiago.GAME
    for name, game in registry.GAMES.items():
        assert isinstance(game, GameRules), name
        assert game.name == name
        assert 1 <= game.min_players <= game.max_players
        assert registry.game(name) is game


def test_a_test_game_registers_and_unregisters_but_names_stay_unique() -> None:
    """The registry takes a third game (the test-only game to come) and gives it back; a second game under
    a taken name and unregistering a built-in are refused."""

    class Other:
        name = "other"

    other = Other()
    try:
        assert registry.register(other) is other  # type: ignore[arg-type]
        assert registry.GAMES["other"] is other
        assert registry.register(other) is other  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="already registered"):
            registry.register(Other())  # type: ignore[arg-type]
    finally:
        registry.unregister("other")
    assert "other" not in registry.GAMES
    with pytest.raises(KeyError, match="no game 'other'"):
        registry.game("other")
    with pytest.raises(ValueError, match="built-in"):
        registry.unregister("santiago")
    assert "santiago" in registry.GAMES


# --- one Outcome ----------------------------------------------------------------------------------


@pytest.mark.parametrize("game", _games(), ids=BUILT_IN)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_outcome_of_the_final_state_is_the_outcome_its_record_yields(game: AnyGame, seed: int) -> None:
    """Issue 26: "one Outcome type both engines return and records store alike": for random finished
    games, ``outcome(state)`` equals ``record_outcome(record(state))`` (also after a JSON round trip of
    the record), one seat result per seat, ranks 1-based with the winners at 1; ``None`` before the end."""
    final, states = _play(game, seed, players=2 + seed % 3)
    assert all(game.outcome(state) is None for state in states[:-1])
    result = game.outcome(final)
    assert isinstance(result, Outcome)
    assert len(result.seats) == 2 + seed % 3
    assert all(isinstance(seat, SeatResult) for seat in result.seats)
    record = game.record(final)
    assert game.record_outcome(record) == result
    assert game.record_outcome(_json_round_trip(record)) == result
    assert sorted(result.order) == list(range(len(result.seats)))
    assert [result.places[s] for s in result.order] == sorted(result.places)
    assert result.winners and all(result.places[s] == 1 for s in result.winners)
    assert result.scores[result.winner] == max(result.scores)
    unfinished = game.record(states[len(states) // 2])
    assert game.record_outcome(unfinished) is None


def test_santa_cruz_names_each_seats_round_one_set_and_santiago_has_no_choice() -> None:
    """The Outcome's choice: Santa Cruz's round-1 building-card set as an id in no language (``set:B``),
    shared by the state and the record; Santiago de Cuba offers no such choice (``None``)."""
    final, _ = _play(registry.GAMES["santacruz"], 4)
    result = registry.GAMES["santacruz"].outcome(final)
    assert result is not None
    assert all(seat.choice is not None and re.fullmatch("set:[A-D]", seat.choice) for seat in result.seats)
    final, _ = _play(registry.GAMES["santiago"], 4)
    result = registry.GAMES["santiago"].outcome(final)
    assert result is not None and all(seat.choice is None for seat in result.seats)


@pytest.mark.parametrize("name", BUILT_IN)
def test_a_record_written_before_the_contract_still_loads_and_yields_its_outcome(name: str) -> None:
    """Records are a contract (NOTATION.md, RULINGS.md): a finished record written before this change
    replays to the end, and the Outcome it stores equals the outcome of the replayed state."""
    game = registry.GAMES[name]
    record = OLD_GAMES[name]["record"]
    steps = game.replay_steps(record)
    assert steps == len(record["moves"])
    final = game.replay(record, steps)
    assert game.is_over(final)
    stored = game.record_outcome(record)
    assert stored is not None and stored == game.outcome(final)
    assert game.record(final) == record


@pytest.mark.parametrize("name", BUILT_IN)
def test_a_record_of_another_game_is_refused(name: str) -> None:
    """``record_outcome`` reads only its own game's records."""
    other = next(n for n in BUILT_IN if n != name)
    with pytest.raises(ValueError, match="record"):
        registry.GAMES[name].record_outcome(OLD_GAMES[other]["record"])


@pytest.mark.parametrize("game", _games(), ids=BUILT_IN)
def test_replay_goes_step_by_step_from_the_deal(game: AnyGame) -> None:
    """``replay(record, step)`` is the state after the first ``step`` recorded moves: step 0 is the deal,
    the last step the final state (a record line may hold several applied actions: Santa Cruz's double
    move is one line, so each step is compared with the last state that recorded that many lines; a
    Santa Cruz record keeps no seed, so the seed is left out of the comparison)."""
    final, states = _play(game, 9)
    record = game.record(final)
    steps = game.replay_steps(record)
    after = {len(game.record(state)["moves"]): state for state in states}  # type: ignore[arg-type]
    assert sorted(after) == list(range(steps + 1))

    def unseeded(state: object) -> JsonObject:
        return {key: value for key, value in game.to_json(state).items() if key != "seed"}

    for step in (0, 1, steps // 2, steps):
        assert unseeded(game.replay(record, step)) == unseeded(after[step])
    assert unseeded(game.replay(record, steps + 5)) == unseeded(final)


# --- phases as enums ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", BUILT_IN)
def test_phases_are_enums_with_the_strings_stored_before(name: str) -> None:
    """Issue 26: "each game's phases an enum": the members' values are exactly the strings stored states
    have always held, so no stored game changes."""
    enum, strings = PHASES[name]
    assert tuple(member.value for member in enum) == strings


@pytest.mark.parametrize("game", _games(), ids=BUILT_IN)
def test_a_phase_round_trips_through_json_as_the_same_plain_string(game: AnyGame) -> None:
    """A state's phase is an enum member in memory and a plain string in its JSON; ``from_json`` gives the
    member back and the JSON of the round trip is the same text, in every state of a random game."""
    enum, strings = PHASES[game.name]
    _, states = _play(game, 11)
    seen = set()
    for state in states:
        data = game.to_json(state)
        assert type(data["phase"]) is str and data["phase"] in strings
        back = game.from_json(_json_round_trip(data))
        assert type(back.phase) is enum and back.phase == state.phase  # type: ignore[attr-defined]
        assert json.dumps(game.to_json(back)) == json.dumps(data)
        seen.add(data["phase"])
    assert "end" in seen and len(seen) >= 3


@pytest.mark.parametrize("name", BUILT_IN)
@pytest.mark.parametrize("which", ["mid_state", "final_state"])
def test_a_state_stored_before_phases_were_enums_loads_and_saves_the_same(name: str, which: str) -> None:
    """A state the bot stored before this change loads with an enum phase and saves as the same JSON."""
    game = registry.GAMES[name]
    data = OLD_GAMES[name][which]
    state = game.from_json(data)
    assert isinstance(state.phase, PHASES[name][0])
    assert json.dumps(game.to_json(state)) == json.dumps(data)


# --- the rest of the contract -------------------------------------------------------------------------


@pytest.mark.parametrize("game", _games(), ids=BUILT_IN)
def test_parse_gives_the_seat_and_the_action_of_every_legal_line(game: AnyGame) -> None:
    """``parse(line)`` gives the seat the line is for and its action, which ``format_action`` prints as
    the same line; a line that does not parse raises ``ValueError``."""
    _, states = _play(game, 13)
    for state in states[:: max(1, len(states) // 20)]:
        for seat in game.awaiting(state):
            for action in game.legal_actions(state, seat):
                line = game.format_action(action)
                parsed_seat, parsed = game.parse(line)
                assert parsed_seat == seat and game.format_action(parsed) == line
    with pytest.raises(ValueError):
        game.parse("0 fly to the moon")


@pytest.mark.parametrize("game", _games(), ids=BUILT_IN)
def test_a_computer_plays_a_legal_line_for_the_awaited_seat(game: AnyGame) -> None:
    """``computer_action`` gives a line ``apply`` accepts for the seat, the same for the same seed."""
    state = game.new_state(["Ana", "Ben", "Cem"], 3, {})
    for _ in range(6):
        seat = min(game.awaiting(state))
        level = game.computer_levels[0]
        line = game.computer_action(state, seat, level, "seed")
        assert line == game.computer_action(state, seat, level, "seed")
        assert game.parse(line)[0] == seat
        state, _events = game.apply(state, line)


@pytest.mark.parametrize("game", _games(), ids=BUILT_IN)
def test_reveals_names_the_first_secret_a_move_showed_and_nothing_else(game: AnyGame) -> None:
    """``reveals(events)`` is a reason in words for a move that showed hidden information and ``None``
    for one that showed nothing; a random game has both kinds of moves."""
    rng = random.Random(17)
    state = game.new_state(["Ana", "Ben", "Cem"], 17, {})
    reasons: list[str | None] = []
    while not game.is_over(state):
        seat = rng.choice(sorted(game.awaiting(state)))
        state, events = game.apply(state, rng.choice(list(game.legal_actions(state, seat))))
        reason = game.reveals(events)
        assert (reason is not None) == any(event.reveals() for event in events)
        reasons.append(reason)
    assert None in reasons
    assert all(isinstance(r, str) and r and "{" not in r for r in reasons if r is not None)
