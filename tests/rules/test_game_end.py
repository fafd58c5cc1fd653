"""The game end: bird chips revealed and scored (RULINGS 12), the winner, and ``outcome()``.

Games are played with random legal moves to their last action; the state just before it is kept so a
test can look at, or arrange, what the final action brings.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from rules.santacruz.actions import Action
from rules.santacruz.engine import apply_in_place, awaiting, legal_actions, outcome
from rules.santacruz.events import ChipsRevealed, Event, GameEnded, RoundEnded, RoundStarted, Scored
from rules.santacruz.scoring import seats_from
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState


@dataclass(frozen=True)
class Ending:
    """A random game just before and after its last action."""

    before: GameState
    action: Action
    after: GameState
    final: list[Event]
    outcome_before_end: list[bool]
    round_one_end: list[Event]
    round_two_start: int


def play_to_end(players: int, seed: int) -> Ending:
    rng = random.Random(seed)
    state = new_game(players, seed=seed)
    none_before: list[bool] = []
    round_one_end: list[Event] = []
    start_two = -1
    while True:
        before = state.clone()
        none_before.append(outcome(state) is None)
        action = rng.choice(legal_actions(state, min(awaiting(state))))
        events = apply_in_place(state, action)
        if any(isinstance(e, RoundEnded) and e.round == 1 for e in events):
            round_one_end = events
        for e in events:
            if isinstance(e, RoundStarted) and e.round == 2:
                start_two = e.order[0]
        if state.phase == "end":
            return Ending(before, action, state, events, none_before, round_one_end, start_two)


@cache
def telling_ending() -> Ending:
    """A four-player game whose last card is played neither by seat 0 nor by the round-2 start player,
    and where every seat holds a bird chip (so the reveal order is visible in the events)."""
    for seed in range(200):
        end = play_to_end(4, seed)
        last = end.action.seat
        if last not in (0, end.round_two_start) and all(p.chips for p in end.before.players):
            return end
    raise AssertionError("no telling game found")


def test_the_game_ends_after_round_two_not_after_round_one() -> None:
    """Rulebook, SPIELENDE: "Nachdem die Spieler den 2. Durchgang zu Ende gespielt haben, gibt es noch
    Punkte für die Vogelchips und der Sieger wird ermittelt." """
    end = play_to_end(3, 7)
    assert not any(isinstance(e, GameEnded) for e in end.round_one_end)
    assert [e.round for e in end.final if isinstance(e, RoundEnded)] == [2]
    assert isinstance(end.final[-1], GameEnded)
    assert end.after.round == 2 and end.after.phase == "end"


def test_bird_chips_are_revealed_from_the_last_card_player_clockwise_each_scoring_its_value() -> None:
    """Rulebook, PUNKTE FÜR VOGELCHIPS: "Beginnend mit dem Spieler, der die letzte Karte gespielt hat,
    decken die Spieler reihum ihre Vogelchips auf und punkten. Für jeden Chip erhält der Spieler je nach
    Aufdruck 1, 2 oder 3 Punkte" RULINGS 12."""
    end = telling_ending()
    order = seats_from(end.after, end.action.seat)
    reveals = [e for e in end.final if isinstance(e, ChipsRevealed)]
    assert [e.seat for e in reveals] == order
    for e in reveals:
        assert sorted(e.values) == sorted(end.before.players[e.seat].chips)
    chip_scores = [e for e in end.final if isinstance(e, Scored) and e.category == "bird_chips"]
    assert [(e.seat, e.points) for e in chip_scores] == [(s, sum(end.before.players[s].chips)) for s in order]
    first_reveal = end.final.index(reveals[0])
    assert all(end.final.index(e) > first_reveal for e in chip_scores)
    for seat in order:  # each seat's chips score right after they are revealed, before the next reveal
        i = next(i for i, e in enumerate(end.final) if isinstance(e, ChipsRevealed) and e.seat == seat)
        assert end.final[i + 1] == next(e for e in chip_scores if e.seat == seat)


def test_a_chip_reveal_reaching_a_held_total_stands_behind_and_loses_the_tie() -> None:
    """RULINGS 12 with 7: "each scores its value. Highest rank wins." and "Rank = higher total first,
    then earlier arrival at that total." — two seats end on the same top total through their chips:
    the one revealing first wins."""
    end = telling_ending()
    first = end.action.seat
    last = (first - 1) % end.before.num_players  # reveals last
    trial = end.before.clone()
    events = apply_in_place(trial, end.action)
    cut = next(i for i, e in enumerate(events) if isinstance(e, ChipsRevealed))
    totals = [p.score for p in end.before.players]
    for e in events[:cut]:
        if isinstance(e, Scored):
            totals[e.seat] += e.points
    top = max(totals) + 2
    state = end.before.clone()
    for seat, player in enumerate(state.players):  # test setup: chips that make exactly this tie
        player.chips = []
        if seat in (first, last):
            need = top - totals[seat]
            player.chips = [3] * (need // 3) + ([need % 3] if need % 3 else [])
    apply_in_place(state, end.action)
    result = outcome(state)
    assert result is not None
    assert result.scores[first] == result.scores[last] == top
    assert result.order[:2] == (first, last)
    assert result.winner == first


def test_the_player_ahead_on_the_track_wins() -> None:
    """Rulebook, SIEGER: "Der Spieler, der nun vorne liegt, gewinnt." RULINGS 12: "Highest rank
    wins." """
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        end = play_to_end(players, seed)
        result = outcome(end.after)
        assert result is not None
        p = end.after.players
        assert list(result.order) == sorted(range(players), key=lambda s: (-p[s].score, p[s].arrival))
        assert result.winner == result.order[0]
        assert result.scores[result.winner] == max(result.scores)
        (ended,) = [e for e in end.final if isinstance(e, GameEnded)]
        assert ended.ranks == result.order
        assert ended.scores == result.scores


def test_outcome_is_none_until_the_end_then_gives_ranks_scores_and_breakdown() -> None:
    """Engine contract for RULINGS 12: ``outcome()`` is None before the end; after it, it gives every
    seat's rank and score (its points by category stay in the state's breakdown)."""
    end = play_to_end(3, 8)
    assert all(end.outcome_before_end)
    assert outcome(end.before) is None
    result = outcome(end.after)
    assert result is not None
    assert sorted(result.order) == [0, 1, 2]
    assert result.scores == tuple(p.score for p in end.after.players)
    assert [s.rank for s in result.seats] == [result.order.index(seat) + 1 for seat in range(3)]
    for player in end.after.players:
        assert player.breakdown["bird_chips"] == sum(player.chips)


def test_the_breakdown_sums_to_the_score() -> None:
    """Every point a seat scored is in exactly one category: the breakdown adds up to the final score."""
    for players, seed in ((2, 11), (3, 12), (4, 13)):
        final = play_to_end(players, seed).after
        result = outcome(final)
        assert result is not None
        for seat in range(players):
            assert sum(final.players[seat].breakdown.values()) == result.scores[seat]
