"""Property tests over many random complete games (DESIGN.md, Testing pyramid 1: "property tests over
random complete games (conservation of buildings and cards, scores equal the sum of events, views hold
no secret of another seat, every game ends)").

Two layers: ``simulate.play_random_game(check=True)`` verifies every invariant of
``rules.santacruz.invariants`` after every action of a smaller set of games, and the direct checks below,
written independently of that module, run after every action of many more games.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

import pytest

from rules.santacruz import gamedata
from rules.santacruz.actions import Build, Double, DoubleBuild, Land, Score
from rules.santacruz.engine import apply, awaiting, legal_actions, outcome
from rules.santacruz.events import CardPlayed, GameEnded, RoundEnded, Scored
from rules.santacruz.invariants import scramble_secrets
from rules.santacruz.records import export_record, replay
from rules.santacruz.setup import new_game
from rules.santacruz.simulate import play_random_game
from rules.santacruz.state import GameState
from rules.santacruz.views import player_view, public_view

CONFIGS = [(n, rs) for n in (2, 3, 4) for rs in (False, True)]
CONFIG_IDS = [f"{n}p{'-random_sets' if rs else ''}" for n, rs in CONFIGS]
UNCHECKED_GAMES = 300
"""Games per configuration driven by this module's own checks (about 5 ms each)."""
CHECKED_GAMES = 8
"""Games per configuration through ``play_random_game(check=True)`` (0.1-0.3 s each)."""
MAX_ACTIONS = 1000
"""Far above any real game (4 players: 108 actions); reaching it means the game does not end."""

SUPPLY = gamedata.cards().supply
SETS = gamedata.cards().sets
ALL_SCORING = Counter(list(gamedata.cards().scoring))
TILES = gamedata.tiles()


@dataclass
class Tally:
    """What one game did, per round and seat."""

    lands: Counter[tuple[int, int]] = field(default_factory=Counter)
    building_cards: Counter[tuple[int, int]] = field(default_factory=Counter)
    doubles: Counter[tuple[int, int]] = field(default_factory=Counter)
    double_builds: Counter[tuple[int, int]] = field(default_factory=Counter)
    scoring_cards: Counter[tuple[int, int]] = field(default_factory=Counter)
    card_events: Counter[int] = field(default_factory=Counter)
    rounds_ended: list[int] = field(default_factory=list)
    games_ended: int = 0
    actions: int = 0


def _building_problems(state: GameState) -> list[str]:
    """Each seat's 13 buildings: supply + on the board + destroyed, per type; at most two per site."""
    out = []
    board: Counter[tuple[int, str]] = Counter()
    for site, occ in state.occupants.items():
        if not 1 <= len(occ) <= 2 or len(set(occ)) != len(occ):
            out.append(f"{site} holds {occ}")
        for seat in occ:
            board[seat, TILES[state.tiles[site]].building] += 1
    for seat, p in enumerate(state.players):
        for building, total in SUPPLY.items():
            if p.supply[building] < 0 or p.destroyed[building] < 0:
                out.append(f"seat {seat}: negative {building} count")
            if p.supply[building] + board[seat, building] + p.destroyed[building] != total:
                out.append(f"seat {seat}: {building}s not conserved")
    return out


def _card_problems(state: GameState) -> list[str]:
    """Building cards: hand + played is the seat's set; scoring cards: each of the 16 exactly once in the
    deck, a hand, played, a new card, a discard or a round-1 pile still on offer."""
    out = []
    for seat, p in enumerate(state.players):
        held = +(Counter(p.hand_building) + Counter(p.played_building))
        if p.set_letter is None:
            if held:
                out.append(f"seat {seat} has building cards but no set")
        elif held != Counter(SETS[p.set_letter]):
            out.append(f"seat {seat}: building cards {dict(held)} are not set {p.set_letter}")
    where: Counter[str] = Counter(state.deck)
    for p in state.players:
        where.update(p.hand_scoring)
        where.update(p.played_scoring)
        where.update(c for c in (p.new_card, p.discarded) if c is not None)
    if state.round == 2:
        for letter in state.available:
            where.update(state.piles[letter])
    if where != ALL_SCORING:
        out.append(f"scoring cards not conserved: {dict(where - ALL_SCORING)} / {dict(ALL_SCORING - where)}")
    return out


def _play(players: int, seed: int, *, random_sets: bool) -> tuple[GameState, Tally, list[int]]:
    """A random game through the pure ``apply``, checking buildings, cards and scores after every action."""
    rng = random.Random(seed)
    state = new_game(players, seed=seed, random_sets=random_sets)
    order = [(state.start_player + i) % players for i in range(players)]
    start_scores = [state.players[s].score for s in range(players)]
    # RULINGS 1: "Start scores are 0, 1, 2, 3 in turn order."
    assert [start_scores[s] for s in order] == list(range(players))
    totals = list(start_scores)
    tally = Tally()
    while state.phase != "end":
        assert tally.actions < MAX_ACTIONS, f"game {seed} does not end"
        seat = rng.choice(sorted(awaiting(state)))
        action = rng.choice(legal_actions(state, seat))
        key = (state.round, seat)
        state, events = apply(state, action)
        tally.actions += 1
        if isinstance(action, Land):
            tally.lands[key] += 1
        elif isinstance(action, Build | Double):
            tally.building_cards[key] += 1
            tally.doubles[key] += isinstance(action, Double)
        elif isinstance(action, DoubleBuild):
            tally.double_builds[key] += 1
        elif isinstance(action, Score):
            tally.scoring_cards[key] += 1
        for event in events:
            if isinstance(event, Scored):
                totals[event.seat] += event.points
            elif isinstance(event, CardPlayed):
                tally.card_events[key[0]] += 1
            elif isinstance(event, RoundEnded):
                tally.rounds_ended.append(event.round)
            elif isinstance(event, GameEnded):
                tally.games_ended += 1
                assert list(event.scores) == [p.score for p in state.players]
        problems = _building_problems(state) + _card_problems(state)
        assert not problems, f"game {seed}, action {tally.actions} ({action}): {problems}"
        assert [p.score for p in state.players] == totals, f"game {seed}, action {tally.actions}"
    return state, tally, start_scores


def test_each_player_has_thirteen_buildings() -> None:
    """The supply per player is 13 buildings (8 houses, 3 churches, 2 lighthouses), and a new game puts
    all of them in every seat's supply, none on the board or destroyed."""
    assert sum(SUPPLY.values()) == 13
    for players in (2, 3, 4):
        state = new_game(players, seed=players)
        assert not state.occupants
        assert all(p.supply == SUPPLY and not any(p.destroyed.values()) for p in state.players)
        assert _building_problems(state) == [] and _card_problems(state) == []


@pytest.mark.parametrize(("players", "random_sets"), CONFIGS, ids=CONFIG_IDS)
def test_random_games_conserve_everything_and_end_on_time(players: int, random_sets: bool) -> None:
    """Over many random complete games, after every action: each seat's 13 buildings are in supply, on the
    board or destroyed; building and scoring cards are conserved; every score equals its start score plus
    the sum of its ``Scored`` events. Every game ends (phase "end", an outcome) after exactly
    n * (1 + 7 + k) landings and card plays per round (k = 4/3/2 scoring cards per seat for 2/3/4
    players; each seat lands once and plays its 7 building cards and k scoring cards; the double move is
    one card play whose two builds are separate ``DoubleBuild`` actions). Replaying the record gives the
    same final state."""
    k = gamedata.cards().scoring_dealt[players]
    assert k == {2: 4, 3: 3, 4: 2}[players]
    for seed in range(UNCHECKED_GAMES):
        state, tally, start = _play(players, 1000 * players + seed, random_sets=random_sets)
        assert state.phase == "end"
        result = outcome(state)
        assert result is not None
        assert tally.rounds_ended == [1, 2] and tally.games_ended == 1
        for rnd in (1, 2):
            plays = sum(
                tally.lands[rnd, s] + tally.building_cards[rnd, s] + tally.scoring_cards[rnd, s]
                for s in range(players)
            )
            assert plays == players * (1 + 7 + k)
            assert tally.card_events[rnd] == players * (7 + k)
            for s in range(players):
                assert tally.lands[rnd, s] == 1
                assert tally.building_cards[rnd, s] == 7
                assert tally.scoring_cards[rnd, s] == k
                assert tally.doubles[rnd, s] == 1
                assert tally.double_builds[rnd, s] == 2
        picks = players * 2 - (players if random_sets else 0)
        double_builds = 2 * 2 * players
        discards = players
        assert tally.actions == 2 * players * (1 + 7 + k) + double_builds + picks + discards
        for s, p in enumerate(state.players):
            assert p.score == sum(p.breakdown.values())
            assert p.breakdown["start"] == start[s]
        # a record carries no seed (it is "independent of any random generator"): compare all else
        assert replay(export_record(state)).to_dict() | {"seed": state.seed} == state.to_dict()


@pytest.mark.parametrize(("players", "random_sets"), CONFIGS, ids=CONFIG_IDS)
def test_checked_random_games_break_no_invariant(players: int, random_sets: bool) -> None:
    """``play_random_game(check=True)`` verifies every invariant of ``rules.santacruz.invariants`` after
    every action (buildings, cards, scores and breakdown, score events, views hold no secret of another
    seat, exact JSON round trip): no violation in any game, and every game ends with an outcome."""
    for seed in range(CHECKED_GAMES):
        run = play_random_game(players, 7000 + 10 * players + seed, check=True, random_sets=random_sets)
        assert run.violations == []
        assert run.state.phase == "end"
        assert outcome(run.state) is not None
        assert 0 < run.actions < MAX_ACTIONS


@pytest.mark.parametrize(("players", "random_sets"), CONFIGS, ids=CONFIG_IDS)
def test_views_hold_no_secret_of_another_seat_in_random_games(players: int, random_sets: bool) -> None:
    """At sampled points of random games, changing everything hidden from the table leaves the public
    view unchanged, and changing everything hidden from a seat leaves that seat's view unchanged."""
    rng = random.Random(players)
    points = 0
    for seed in range(4):
        game_rng = random.Random(seed)
        state = new_game(players, seed=9000 + seed, random_sets=random_sets)
        step = 0
        while True:
            if step % 5 == 0 or state.phase == "end":
                points += 1
                assert public_view(scramble_secrets(state, rng)) == public_view(state)
                for seat in range(players):
                    kept = scramble_secrets(state, rng, keep_seat=seat)
                    assert player_view(kept, seat) == player_view(state, seat)
            if state.phase == "end":
                break
            seat = game_rng.choice(sorted(awaiting(state)))
            state, _ = apply(state, game_rng.choice(legal_actions(state, seat)))
            step += 1
    assert points >= 40


def test_final_ranks_follow_scores_then_arrival() -> None:
    """RULINGS 7: "Rank = higher total first, then earlier arrival at that total": in every finished
    random game the outcome's ranks are ordered by score, and equal scores by arrival order."""
    for players in (2, 3, 4):
        for seed in range(40):
            state = play_random_game(players, 300 + seed, check=False).state
            result = outcome(state)
            assert result is not None
            keys = [(-state.players[s].score, state.players[s].arrival) for s in result.order]
            assert keys == sorted(keys)
            assert len({p.arrival for p in state.players}) == players
