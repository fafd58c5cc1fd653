"""Tournament seating (bot/app/pairing.py): the scoring and tie-break rules of the standings, Swiss rounds
(byes, computers, no repeated opponents while avoidable, seeding, seat rotation, speed) and round robins,
checked by examples and by Hypothesis over simulated tournaments with random results."""

from __future__ import annotations

import itertools
import math
import random
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bot.app.pairing import (
    Fill,
    Result,
    Round,
    Table,
    bye_points,
    round_robin,
    standings,
    swiss_round,
    table_points,
)

Pair = tuple[int, int]


def _places(rng: random.Random, seats: int) -> tuple[int, ...]:
    """Random finishing places with ties, as a game reports them: (1, 1, 3) and the like."""
    scores = [rng.randrange(3) for _ in range(seats)]
    return tuple(1 + sum(other > score for other in scores) for score in scores)


def _pairs(table: Table) -> Iterator[Pair]:
    return itertools.combinations(sorted(table.people), 2)


def _met(results: Sequence[Result]) -> set[Pair]:
    return {pair for result in results for pair in _pairs(result.table)}


def _repeats(round_: Round, results: Sequence[Result]) -> int:
    met = _met(results)
    return sum(pair in met for table in round_.tables for pair in _pairs(table))


def _computer_rounds(results: Sequence[Result]) -> Counter[int]:
    return Counter(
        person for result in results if None in result.table.seats for person in result.table.people
    )


@dataclass
class Played:
    """One simulated round and what was known before it."""

    round: Round
    results: list[Result]
    byes: list[int]


def _simulate(players: Sequence[int], size: int, fill: Fill, rounds: int, seed: int) -> list[Played]:
    """A Swiss tournament of ``rounds`` rounds with random results (drawn from ``seed``)."""
    rng = random.Random(seed)
    results: list[Result] = []
    byes: list[int] = []
    played = []
    for _ in range(rounds):
        round_ = swiss_round(players, results, byes, size, fill, seed)
        played.append(Played(round_, results[:], byes[:]))
        results += [Result(table, _places(rng, size)) for table in round_.tables]
        byes += round_.byes
    return played


def _check_seated_once(round_: Round, players: Sequence[int], size: int, fill: Fill) -> None:
    seated = [person for table in round_.tables for person in table.people]
    assert sorted(seated + list(round_.byes)) == sorted(players)
    assert all(len(table.seats) == size for table in round_.tables)
    if fill is Fill.BYE:
        assert all(None not in table.seats for table in round_.tables)
    else:
        assert round_.byes == ()


def _partitions(people: Sequence[int], capacities: Sequence[int]) -> Iterator[list[tuple[int, ...]]]:
    """Every way to seat ``people`` at tables of ``capacities`` (each way once)."""
    if not people:
        yield []
        return
    head, rest = people[0], people[1:]
    for capacity in sorted(set(capacities)):
        remaining = list(capacities)
        remaining.remove(capacity)
        for others in itertools.combinations(rest, capacity - 1):
            left = [person for person in rest if person not in others]
            for tail in _partitions(left, remaining):
                yield [(head, *others), *tail]


def _fewest_repeats(played: Played, size: int) -> int:
    """The fewest repeated pairs of any seating of the round's people at its tables that keeps its byes and
    has people who sat with computers as often at the computer tables (tried one by one)."""
    met = _met(played.results)
    tables = played.round.tables
    full = [table.people for table in tables if None not in table.seats]
    side = [table.people for table in tables if None in table.seats]
    seated = sorted(person for people in full + side for person in people)
    counts = _computer_rounds(played.results)
    wanted = sorted(counts[person] for people in side for person in people)
    fewest = math.inf
    for group in itertools.combinations(seated, sum(map(len, side))):
        if sorted(counts[person] for person in group) != wanted:
            continue
        rest = [person for person in seated if person not in group]
        for main in _partitions(rest, [size] * len(full)):
            for beside in _partitions(group, [len(people) for people in side]):
                repeats = sum(
                    pair in met for table in main + beside for pair in itertools.combinations(table, 2)
                )
                fewest = min(fewest, repeats)
    return int(fewest)


tournaments = st.tuples(
    st.integers(2, 4),
    st.sampled_from(Fill),
    st.integers(0, 8),
    st.integers(1, 6),
    st.integers(0, 2**32),
)
"""Table size, fill, extra people beyond one table, rounds and seed of a small simulated tournament."""


# The types.


def test_a_tables_people_leave_out_its_computers() -> None:
    """``Table.people``: the non-None ids, in seat order."""
    assert Table((7, None, 3, None)).people == (7, 3)


def test_places_must_fit_the_seats() -> None:
    """``Result``: one place per seat of the table, 1 or more."""
    with pytest.raises(ValueError):
        Result(Table((1, 2)), (1,))
    with pytest.raises(ValueError):
        Result(Table((1, 2)), (0, 1))
    with pytest.raises(ValueError):
        Table((1, 1))


# Scoring.


def test_a_seat_scores_one_point_for_each_seat_behind_and_half_for_each_tie() -> None:
    """Scoring: one point for each other seat strictly behind, half a point for each tie; at two seats this
    is chess, and first alone at a table of k scores k − 1."""
    assert table_points((1, 2)) == (1.0, 0.0)
    assert table_points((1, 1)) == (0.5, 0.5)
    assert table_points((1, 2, 3, 4)) == (3.0, 2.0, 1.0, 0.0)
    assert table_points((1, 1, 3)) == (1.5, 1.5, 0.0)
    assert table_points((2, 1, 2, 4)) == (1.5, 3.0, 1.5, 0.0)


def test_computers_count_as_seats_for_the_people() -> None:
    """Scoring: a computer seat that finished behind a person gives them a point (and is not in the
    standings)."""
    rows = standings([1], [Result(Table((None, 1, None)), (1, 2, 3))], [], 3)
    assert [(row.player, row.points, row.firsts, row.games) for row in rows] == [(1, 1.0, 0, 1)]


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32))
def test_the_points_of_a_table_add_up_to_its_pairs(size: int, seed: int) -> None:
    """Scoring: the points of a table sum to k(k − 1)/2, the number of pairs of seats."""
    places = _places(random.Random(seed), size)
    assert sum(table_points(places)) == size * (size - 1) / 2
    people = list(range(size))
    rows = standings(people, [Result(Table(tuple(people)), places)], [], size)
    assert sum(row.points for row in rows) == size * (size - 1) / 2


def test_a_bye_scores_an_average_place_and_is_no_game() -> None:
    """Scoring: a bye scores (k − 1)/2 for tables of k, counts as no game and no first place; ``byes`` has
    one entry per bye given."""
    assert [bye_points(size) for size in (2, 3, 4)] == [0.5, 1.0, 1.5]
    rows = standings([1, 2], [], [2, 2], 4)
    assert rows[0].player == 2
    assert (rows[0].points, rows[0].games, rows[0].firsts, rows[0].byes) == (3.0, 0, 0, 2)


def test_buchholz_worked_by_hand() -> None:
    """Tie-breaks: Buchholz is the sum of the current points of every person the player sat with, each time
    they sat together. Round 1: 1 beats 2, 3 beats 4; round 2: 1 and 3 draw, 2 beats 4. Points 1.5, 1,
    1.5, 0; Buchholz of 1 is 1 (2) + 1.5 (3) = 2.5, of 3 is 0 (4) + 1.5 (1) = 1.5, of 2 is 1.5 + 0, of 4
    is 1.5 + 1. So 1 is ahead of 3 on Buchholz."""
    results = [
        Result(Table((1, 2)), (1, 2)),
        Result(Table((3, 4)), (1, 2)),
        Result(Table((1, 3)), (1, 1)),
        Result(Table((2, 4)), (1, 2)),
    ]
    rows = standings([1, 2, 3, 4], results, [], 2)
    assert [(row.player, row.points, row.buchholz) for row in rows] == [
        (1, 1.5, 2.5),
        (3, 1.5, 1.5),
        (2, 1.0, 1.5),
        (4, 0.0, 2.5),
    ]
    assert [row.firsts for row in rows] == [2, 2, 1, 0]


def test_buchholz_counts_computers_as_nothing_and_each_meeting() -> None:
    """Tie-breaks: computers add 0 to Buchholz; two people who sat together twice count each other twice.
    1 and 2 sit twice with a computer at tables of 3 and finish 1, 2, 3 both times: 1 has 4 points, 2 has
    2, so 1's Buchholz is 2 + 2 and 2's is 4 + 4."""
    table = Table((1, 2, None))
    rows = standings([1, 2], [Result(table, (1, 2, 3)), Result(table, (1, 2, 3))], [], 3)
    assert [(row.player, row.points, row.buchholz) for row in rows] == [(1, 4.0, 4.0), (2, 2.0, 8.0)]


def test_people_who_left_still_count_in_buchholz() -> None:
    """Tie-breaks: the points of a person who left (no longer in ``players``) still count for those who sat
    with them, and they are not in the standings."""
    rows = standings([2], [Result(Table((1, 2)), (1, 2))], [], 2)
    assert [(row.player, row.points, row.buchholz) for row in rows] == [(2, 0.0, 1.0)]


def test_first_places_then_sign_up_order_break_the_remaining_ties() -> None:
    """Tie-breaks: after Buchholz come first places (a shared first counts), then sign-up order. 1 draws a
    computer (½ point, a shared first), 2 has a bye (½ point, no first): same points, Buchholz 0, so 1 is
    ahead although 2 signed up first; 5 and 3, with nothing at all, stay in sign-up order."""
    rows = standings([2, 5, 1, 3], [Result(Table((1, None)), (1, 1))], [2], 2)
    assert [row.player for row in rows] == [1, 2, 5, 3]


@settings(max_examples=25, deadline=None)
@given(tournaments)
def test_standings_are_ordered_by_points_buchholz_firsts_and_sign_up(
    tournament: tuple[int, Fill, int, int, int],
) -> None:
    """Tie-breaks, in order: points, Buchholz, first places, sign-up order."""
    size, fill, extra, rounds, seed = tournament
    players = list(range(size + extra, 0, -1))
    last = _simulate(players, size, fill, rounds, seed)[-1]
    rows = standings(players, last.results, last.byes, size)
    keys = [(-row.points, -row.buchholz, -row.firsts, players.index(row.player)) for row in rows]
    assert keys == sorted(keys)


# Swiss rounds.


def test_fewer_people_than_a_table_cannot_play_with_byes() -> None:
    """Swiss with ``Fill.BYE``: fewer than ``size`` people raise ValueError; so do nobody at all, a table
    size outside 2 to 4 and a person signed up twice."""
    with pytest.raises(ValueError):
        swiss_round([1, 2], [], [], 3, Fill.BYE, 0)
    with pytest.raises(ValueError):
        swiss_round([], [], [], 2, Fill.COMPUTER, 0)
    with pytest.raises(ValueError):
        swiss_round([1, 2, 3, 4, 5], [], [], 5, Fill.BYE, 0)
    with pytest.raises(ValueError):
        swiss_round([1, 2, 1], [], [], 2, Fill.BYE, 0)
    assert swiss_round([1, 2], [], [], 3, Fill.COMPUTER, 0).tables[0].seats.count(None) == 1


@pytest.mark.parametrize("size", [2, 3, 4])
@pytest.mark.parametrize("count", range(4, 14))
def test_byes_are_the_people_left_over(size: int, count: int) -> None:
    """Swiss with ``Fill.BYE``: ``len(players) % size`` people get a bye."""
    round_ = swiss_round(list(range(count)), [], [], size, Fill.BYE, 1)
    assert len(round_.byes) == count % size
    assert len(round_.tables) == count // size


def test_a_bye_goes_to_the_lowest_of_those_with_fewest_byes() -> None:
    """Swiss with ``Fill.BYE``: byes go to the people with the fewest byes so far, among them the lowest in
    the standings. After 1 beat 2 and 3 beat 4 (5 had a bye), the standings are 1, 3, 5, 2, 4: 4 is the
    lowest without a bye."""
    results = [Result(Table((1, 2)), (1, 2)), Result(Table((3, 4)), (1, 2))]
    assert swiss_round([1, 2, 3, 4, 5], results, [5], 2, Fill.BYE, 0).byes == (4,)


def test_nobody_has_two_byes_in_a_row_while_it_can_be_avoided() -> None:
    """Swiss with ``Fill.BYE``: never the same person's bye twice in a row while it can be avoided. Three
    people at tables of two have had one bye each, 1 last; 1 is lowest in the standings, yet the bye goes
    to the lowest of the others (3, behind 2 on sign-up order)."""
    results = [
        Result(Table((1, 2)), (2, 1)),
        Result(Table((1, 3)), (2, 1)),
        Result(Table((2, 3)), (1, 1)),
    ]
    assert [row.player for row in standings([1, 2, 3], results, [3, 2, 1], 2)] == [2, 3, 1]
    assert swiss_round([1, 2, 3], results, [3, 2, 1], 2, Fill.BYE, 0).byes == (3,)


@pytest.mark.parametrize("size", [2, 3, 4])
@pytest.mark.parametrize("count", range(1, 18))
def test_computers_fill_the_last_tables_evenly(size: int, count: int) -> None:
    """Swiss with ``Fill.COMPUTER``: ceil(n / size) tables; the empty seats are spread so that no table has
    more computers than another by more than one, every table keeps 2 people when that is possible, and
    the tables with computers come last."""
    round_ = swiss_round(list(range(count)), [], [], size, Fill.COMPUTER, 3)
    assert len(round_.tables) == math.ceil(count / size)
    computers = [table.seats.count(None) for table in round_.tables]
    assert sum(computers) == len(round_.tables) * size - count
    assert max(computers) - min(computers) <= 1
    assert computers == sorted(computers, key=bool)
    if count >= 2 and size > 2:
        assert all(len(table.people) >= 2 for table in round_.tables)


@settings(max_examples=25, deadline=None)
@given(tournaments)
def test_byes_and_computer_tables_go_round(tournament: tuple[int, Fill, int, int, int]) -> None:
    """Swiss: byes (and seats at a table with a computer) go to those who had fewest so far, so over a
    tournament of a fixed field their counts never differ by more than one."""
    size, fill, extra, rounds, seed = tournament
    players = list(range(10, 10 + size + extra))
    byes: Counter[int] = Counter()
    for played in _simulate(players, size, fill, rounds, seed):
        byes.update(played.round.byes)
        counts = _computer_rounds([*played.results, *(Result(t, (1,) * size) for t in played.round.tables)])
        for tally in (byes, counts):
            assert max(tally[person] for person in players) - min(tally[person] for person in players) <= 1


def test_computer_tables_rotate() -> None:
    """Swiss with ``Fill.COMPUTER``: who sits at a table with a computer rotates (fewest such rounds first):
    five people at tables of two over five rounds each play a computer exactly once."""
    played = _simulate([1, 2, 3, 4, 5], 2, Fill.COMPUTER, 6, 11)
    last = played[-1]
    assert _computer_rounds(last.results) == Counter({1: 1, 2: 1, 3: 1, 4: 1, 5: 1})


@settings(max_examples=40, deadline=None)
@given(tournaments)
def test_everyone_is_seated_once_or_has_a_bye(tournament: tuple[int, Fill, int, int, int]) -> None:
    """Swiss: every signed-up person is seated exactly once per round or has a bye (never both, never
    twice); every table has exactly ``size`` seats; byes bring no computers and computers no byes."""
    size, fill, extra, rounds, seed = tournament
    players = list(range(100, 100 + size + extra))
    for played in _simulate(players, size, fill, rounds, seed):
        _check_seated_once(played.round, players, size, fill)


@settings(max_examples=30, deadline=None)
@given(tournaments)
def test_no_repeated_opponents_while_it_can_be_avoided(tournament: tuple[int, Fill, int, int, int]) -> None:
    """Swiss: the fewest pairs of people who already sat together ("never the same opponents twice while it
    can be avoided"), checked against every other seating of the round for up to 8 people: if one has no
    repeated pair, the chosen one has none either. The byes and the computer-table rotation are decided
    first, so the seatings compared keep them."""
    size, fill, extra, rounds, seed = tournament
    players = list(range(min(size + extra, 8)))
    for played in _simulate(players, size, fill, rounds, seed):
        assert _repeats(played.round, played.results) == _fewest_repeats(played, size)


def test_people_of_similar_points_sit_together() -> None:
    """Swiss: people are ordered by standing and the tables filled from the top: after a first round in
    which the first seats won, the four winners sit at the first two tables."""
    players = list(range(1, 9))
    first = swiss_round(players, [], [], 2, Fill.BYE, 5)
    results = [Result(table, (1, 2)) for table in first.tables]
    winners = {table.seats[0] for table in first.tables}
    second = swiss_round(players, results, [], 2, Fill.BYE, 5)
    assert {person for table in second.tables[:2] for person in table.people} == winners
    assert _repeats(second, results) == 0


def test_a_repeat_is_avoided_as_close_to_the_standings_as_possible() -> None:
    """Swiss: among seatings without repeats, the one closest to the standings order. After 1 beat 2 and 3
    beat 4 the standings are 1, 3, 2, 4: 1 meets 3 and 2 meets 4. After 1 beat 3 and 2 beat 4 they are 1,
    2, 3, 4, but 1 has met 2 and 3 already: 1 meets 4 and 2 meets 3."""
    round_one = [Result(Table((1, 2)), (1, 2)), Result(Table((3, 4)), (1, 2))]
    second = swiss_round([1, 2, 3, 4], round_one, [], 2, Fill.BYE, 0)
    assert [set(table.people) for table in second.tables] == [{1, 3}, {2, 4}]
    round_two = [Result(Table((1, 3)), (1, 2)), Result(Table((2, 4)), (1, 2))]
    third = swiss_round([1, 2, 3, 4], round_one + round_two, [], 2, Fill.BYE, 0)
    assert [set(table.people) for table in third.tables] == [{1, 4}, {2, 3}]


def test_the_first_round_is_seeded_by_the_seed() -> None:
    """Swiss round 1: the seed order is ``players`` shuffled by ``random.Random(seed)``, so different seeds
    seat differently and the same seed the same way, whatever the global random state."""
    players = list(range(12))
    rounds = {
        tuple(table.seats for table in swiss_round(players, [], [], 3, Fill.BYE, seed).tables)
        for seed in range(6)
    }
    assert len(rounds) > 1
    random.seed(1)
    once = swiss_round(players, [], [], 3, Fill.BYE, 42)
    random.seed(2)
    assert swiss_round(players, [], [], 3, Fill.BYE, 42) == once


@settings(max_examples=25, deadline=None)
@given(tournaments)
def test_the_same_seed_gives_the_same_round(tournament: tuple[int, Fill, int, int, int]) -> None:
    """Swiss: the same inputs and seed always give the same Round (lists or tuples alike)."""
    size, fill, extra, rounds, seed = tournament
    players = list(range(size + extra))
    for played in _simulate(players, size, fill, rounds, seed):
        again = swiss_round(tuple(players), tuple(played.results), tuple(played.byes), size, fill, seed)
        assert again == played.round


def test_the_first_seat_rotates() -> None:
    """Swiss seat order: whoever has been first seat least often sits first: three people at one table of
    three over three rounds each sit first once."""
    firsts = [played.round.tables[0].people[0] for played in _simulate([1, 2, 3], 3, Fill.BYE, 3, 8)]
    assert sorted(firsts) == [1, 2, 3]


@pytest.mark.parametrize("size", [2, 3, 4])
def test_a_field_of_64_is_seated_fast_without_repeats(size: int) -> None:
    """Swiss for larger fields (local search): 64 people, six rounds, each seated well under a second and
    nobody meeting anyone twice."""
    players = list(range(64))
    rng = random.Random(size)
    results: list[Result] = []
    byes: list[int] = []
    for _ in range(6):
        start = time.perf_counter()
        round_ = swiss_round(players, results, byes, size, Fill.BYE, 4)
        assert time.perf_counter() - start < 1.0
        assert _repeats(round_, results) == 0
        results += [Result(table, _places(rng, size)) for table in round_.tables]
        byes += round_.byes


def test_a_middle_field_avoids_repeats_by_local_search() -> None:
    """Swiss for more than 12 people (local search, swaps and three-way moves): 20 people at tables of two
    for nine rounds and 15 at tables of three for five rounds meet nobody twice."""
    for count, size, rounds in ((20, 2, 9), (15, 3, 5)):
        players = list(range(count))
        for played in _simulate(players, size, Fill.BYE, rounds, 9):
            assert _repeats(played.round, played.results) == 0


def test_nine_people_at_tables_of_three_for_three_rounds() -> None:
    """Swiss: 9 people at tables of 3 for 3 rounds with results: everyone seated every round and no pair
    of people twice."""
    players = list(range(1, 10))
    played = _simulate(players, 3, Fill.BYE, 3, 2026)
    for one in played:
        assert one.round.byes == ()
        assert len(one.round.tables) == 3
        _check_seated_once(one.round, players, 3, Fill.BYE)
    pairs = [pair for one in played for table in one.round.tables for pair in _pairs(table)]
    assert len(pairs) == len(set(pairs)) == 27


# Round robins.


@pytest.mark.parametrize("count", [2, 4, 6, 8])
def test_round_robin_of_two_is_the_circle_method_for_even_fields(count: int) -> None:
    """Round robin at tables of two: the circle method, n − 1 rounds for an even n, each pair exactly once."""
    rounds = round_robin(list(range(count)), 2, Fill.BYE, 3)
    assert len(rounds) == count - 1
    pairs = [pair for round_ in rounds for table in round_.tables for pair in _pairs(table)]
    assert sorted(pairs) == list(itertools.combinations(range(count), 2))
    assert all(round_.byes == () for round_ in rounds)


@pytest.mark.parametrize("count", [3, 5, 7])
def test_round_robin_of_two_for_odd_fields(count: int) -> None:
    """Round robin at tables of two for an odd n: n rounds with one bye each (everyone once) under
    ``Fill.BYE``; with ``Fill.COMPUTER`` the odd person plays a computer instead."""
    with_byes = round_robin(list(range(count)), 2, Fill.BYE, 3)
    assert len(with_byes) == count
    assert sorted(person for round_ in with_byes for person in round_.byes) == list(range(count))
    with_computers = round_robin(list(range(count)), 2, Fill.COMPUTER, 3)
    assert len(with_computers) == count
    alone = [table.people for round_ in with_computers for table in round_.tables if None in table.seats]
    assert sorted(alone) == [(person,) for person in range(count)]


def test_round_robin_is_for_2_to_8_people() -> None:
    """Round robin: ValueError above 8 or below 2 people."""
    with pytest.raises(ValueError):
        round_robin(list(range(9)), 3, Fill.BYE, 0)
    with pytest.raises(ValueError):
        round_robin([1], 2, Fill.COMPUTER, 0)
    with pytest.raises(ValueError):
        round_robin([1, 2], 3, Fill.BYE, 0)


def test_round_robin_needs_few_rounds() -> None:
    """Round robin: as few rounds as a small search finds: 8 people at tables of four in 3 rounds, 6 at
    tables of three in 4 (3 cannot be done), 8 at tables of three with two byes a round in 6."""
    assert len(round_robin(list(range(8)), 4, Fill.BYE, 1)) == 3
    assert len(round_robin(list(range(6)), 3, Fill.BYE, 1)) == 4
    assert len(round_robin(list(range(8)), 3, Fill.BYE, 1)) == 6


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 8), st.integers(2, 4), st.sampled_from(Fill), st.integers(0, 2**32))
def test_round_robin_seats_every_pair_and_spreads_byes(count: int, size: int, fill: Fill, seed: int) -> None:
    """Round robin: every pair of people sits at one table at least once; each round seats everyone once or
    gives a bye; byes (and seats beside computers) go round: nobody has a second before everyone had one;
    the same seed gives the same schedule."""
    assume(fill is Fill.COMPUTER or count >= size)
    players = list(range(50, 50 + count))
    rounds = round_robin(players, size, fill, seed)
    assert round_robin(players, size, fill, seed) == rounds
    met = {pair for round_ in rounds for table in round_.tables for pair in _pairs(table)}
    assert met == set(itertools.combinations(players, 2))
    if size == 2:
        assert len(rounds) == count - 1 + count % 2
    aside: Counter[int] = Counter()
    for round_ in rounds:
        _check_seated_once(round_, players, size, fill)
        aside.update(round_.byes)
        aside.update(person for table in round_.tables if None in table.seats for person in table.people)
        assert max(aside[person] for person in players) - min(aside[person] for person in players) <= 1
