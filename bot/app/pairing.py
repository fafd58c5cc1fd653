"""Seating a tournament's rounds at tables of 2 to 4 (Swiss rounds, round robins) and its standings: pure
and Discord-free, so the tournament feature can rely on rules that are tested on their own.

Scoring, in plain words:

- At a table, a player scores one point for each other seat (a person or a computer) that finished behind
  them, and half a point for each other seat that tied with them. At a table of two this is chess (a win
  is 1, a draw ½, a loss 0); at a table of k, first place alone scores k − 1 and last place alone 0. The
  points of one table always add up to its number of pairs of seats, k × (k − 1) / 2.
- A bye (sitting out a round) scores what an average place scores, (k − 1) / 2 for tables of k: ½ at
  tables of two, 1 at tables of three, 1½ at tables of four. A bye is not a game and not a first place.
- Equal points are broken by, in this order: the Buchholz score (the sum of the current points of every
  person the player sat with, once for each time they sat together; computers count 0), then the number
  of first places (a shared first place counts), then sign-up order (who signed up earlier is ahead).

Seating, in plain words: a Swiss round seats people of similar points together, never with someone they
already sat with while that can be avoided. People left over sit out with a bye (fewest byes first, then
not twice in a row, then the lowest in the standings), or computers fill the empty seats of the last
tables (whoever sat with computers least often, then the lowest in the standings). The first seat
rotates: whoever had it least often sits first. A round robin is a schedule in which every pair of people
sits together at least once.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

Player = int
"""A person's id. The order in which people signed up matters: it is the last tie-break and the seeding."""

SIZES = range(2, 5)
"""The table sizes a tournament can have: 2, 3 or 4 seats."""
EXACT_LIMIT = 12
"""Groups of up to this many people are seated by an exact search, larger ones by a local search."""
ROTATIONS = 20_000
"""The most three-way moves the local search tries in one round (it stays well under a second for 64)."""
ROUND_ROBIN_LIMIT = 8
"""The most people a round robin schedules."""
ROUND_ROBIN_ATTEMPTS = 64
"""How many greedy schedules a round robin at tables of 3 or 4 tries before keeping its shortest."""

_Cost = Callable[[Sequence[int]], int]
"""The cost of seating a group of people (by their index in a list) at one table."""
_Schedule = list[tuple[list[tuple[Player, ...]], list[Player]]]
"""Rounds as their groups of people at tables (computer tables last) and who sits out."""


@dataclass(frozen=True, slots=True)
class Table:
    """One table of a round: who sits in each seat, in playing order; ``None`` is a computer."""

    seats: tuple[Player | None, ...]

    def __post_init__(self) -> None:
        people = self.people
        if len(set(people)) != len(people):
            raise ValueError(f"a person sits twice at {self.seats}")

    @property
    def people(self) -> tuple[Player, ...]:
        """The people at the table, in seat order (computers left out)."""
        return tuple(seat for seat in self.seats if seat is not None)


@dataclass(frozen=True, slots=True)
class Round:
    """One round of a tournament: its tables (the top of the standings first, tables with computers
    last) and who sits out with a bye."""

    tables: tuple[Table, ...]
    byes: tuple[Player, ...]


@dataclass(frozen=True, slots=True)
class Result:
    """How one table finished: the place of each seat of ``table`` in seat order, computers included (1 is
    first; tied seats share a place and the next place is skipped, as in (1, 1, 3))."""

    table: Table
    places: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.places) != len(self.table.seats) or any(place < 1 for place in self.places):
            raise ValueError(f"places {self.places} do not fit the seats {self.table.seats}")


class Fill(Enum):
    """What happens to the people left over when they do not fill whole tables."""

    BYE = "bye"
    """They sit out the round with a bye."""
    COMPUTER = "computer"
    """Computers fill the empty seats of the last tables."""


@dataclass(frozen=True, slots=True)
class Standing:
    """One person's line in the standings: tournament points, Buchholz score, first places, games played
    and byes had."""

    player: Player
    points: float
    buchholz: float
    firsts: int
    games: int
    byes: int


def table_points(places: Sequence[int]) -> tuple[float, ...]:
    """The tournament points of each seat of a table that finished in ``places``: one point for each other
    seat strictly behind, half a point for each other seat tied with it."""
    return tuple(
        sum(1.0 if other > place else 0.5 if other == place else 0.0 for other in places) - 0.5
        for place in places
    )


def bye_points(size: int) -> float:
    """What a bye scores at tables of ``size``: the points of an average place, (size − 1) / 2."""
    return (size - 1) / 2


def standings(
    players: Sequence[Player], results: Sequence[Result], byes: Sequence[Player], size: int
) -> list[Standing]:
    """The standings of ``players`` (in sign-up order), best first, after ``results`` and ``byes`` (one
    entry per bye given) at tables of ``size``. People who are no longer in ``players`` still count in
    the Buchholz scores of those who sat with them."""
    _check_size(size)
    _check_players(players)
    points: dict[Player, float] = {}
    firsts: dict[Player, int] = {}
    games: dict[Player, int] = {}
    for result in results:
        scores = table_points(result.places)
        for seat, score, place in zip(result.table.seats, scores, result.places, strict=True):
            if seat is not None:
                points[seat] = points.get(seat, 0.0) + score
                games[seat] = games.get(seat, 0) + 1
                firsts[seat] = firsts.get(seat, 0) + (place == 1)
    sat_out = _tally(byes)
    for person, times in sat_out.items():
        points[person] = points.get(person, 0.0) + times * bye_points(size)
    buchholz: dict[Player, float] = {}
    for result in results:
        people = result.table.people
        for person in people:
            faced = sum(points[other] for other in people if other != person)
            buchholz[person] = buchholz.get(person, 0.0) + faced
    signed_up = {person: index for index, person in enumerate(players)}
    rows = [
        Standing(
            person,
            points.get(person, 0.0),
            buchholz.get(person, 0.0),
            firsts.get(person, 0),
            games.get(person, 0),
            sat_out.get(person, 0),
        )
        for person in players
    ]
    rows.sort(key=lambda row: (-row.points, -row.buchholz, -row.firsts, signed_up[row.player]))
    return rows


def swiss_round(
    players: Sequence[Player],
    results: Sequence[Result],
    byes: Sequence[Player],
    size: int,
    fill: Fill,
    seed: int,
) -> Round:
    """The next Swiss round for ``players`` (everyone still in, in sign-up order) after ``results`` and
    ``byes`` (in the order they were given: the last round's byes are taken to be the last
    ``len(players) % size`` entries) at tables of ``size``.

    The first round (no results yet) seats people in an order shuffled by ``seed``, later rounds in the
    order of the standings. People left over get byes or computers (see :class:`Fill`); the others are
    seated so that as few pairs as possible sit together again, then as close to that order as possible
    (the smallest sum over tables of the squared spread of positions). The same arguments always give
    the same round. Raises :class:`ValueError` if nobody is left, or fewer people than ``size`` with
    byes."""
    _check_size(size)
    _check_players(players)
    count = len(players)
    if count == 0:
        raise ValueError("nobody to seat")
    if fill is Fill.BYE and count < size:
        raise ValueError(f"{count} people cannot fill a table of {size}")
    if results:
        order = [row.player for row in standings(players, results, byes, size)]
    else:
        order = list(players)
        random.Random(seed).shuffle(order)
    position = {person: index for index, person in enumerate(order)}
    full, computer_tables, bye_count = _layout(count, size, fill)
    if fill is Fill.BYE:
        last = set(byes[len(byes) - bye_count :]) if bye_count else set()
        away = _fair_pick(order, _tally(byes), bye_count, last)
        kinds: dict[Player, int] = {}
        beside: set[Player] = set()
    else:
        away = set()
        kinds = _computer_rounds(results)
        beside = _fair_pick(order, kinds, sum(computer_tables), set())
    met = _meetings(results)
    weights = _Weights.of(count, size, met)
    main = [person for person in order if person not in away and person not in beside]
    side = [person for person in order if person in beside]
    groups = _seat(main, side, (full, size, computer_tables), kinds, position, met, weights)
    firsts = _tally(result.table.seats[0] for result in results if result.table.seats[0] is not None)
    tables = tuple(_table(group, size, firsts, position) for group in groups)
    return Round(tables, tuple(sorted(away, key=position.__getitem__)))


def round_robin(players: Sequence[Player], size: int, fill: Fill, seed: int) -> list[Round]:
    """A schedule of rounds for 2 to 8 ``players`` at tables of ``size`` in which every pair of people sits
    at one table at least once, in as few rounds as a small search finds. Byes or seats at computer tables
    go round evenly: nobody has a second before everyone had one. Tables of two follow the circle method:
    n − 1 rounds for an even n; n rounds for an odd n, each with one bye or one game against a computer.
    ``seed`` shuffles the people first; the same arguments give the same schedule. Raises
    :class:`ValueError` for fewer than 2 or more than 8 people, or fewer people than ``size`` with byes."""
    _check_size(size)
    _check_players(players)
    count = len(players)
    if not 2 <= count <= ROUND_ROBIN_LIMIT:
        raise ValueError(f"a round robin is for 2 to {ROUND_ROBIN_LIMIT} people, not {count}")
    if fill is Fill.BYE and count < size:
        raise ValueError(f"{count} people cannot fill a table of {size}")
    order = list(players)
    rng = random.Random(seed)
    rng.shuffle(order)
    schedule = _circle(order, fill) if size == 2 else _covering(order, size, fill, rng)
    position = {person: index for index, person in enumerate(order)}
    firsts: dict[Player, int] = {}
    rounds = []
    for groups, away in schedule:
        tables = tuple(_table(group, size, firsts, position) for group in groups)
        for table in tables:
            first = table.seats[0]
            if first is not None:
                firsts[first] = firsts.get(first, 0) + 1
        rounds.append(Round(tables, tuple(sorted(away, key=position.__getitem__))))
    return rounds


def _check_size(size: int) -> None:
    if size not in SIZES:
        raise ValueError(f"tables have 2 to 4 seats, not {size}")


def _check_players(players: Sequence[Player]) -> None:
    if len(set(players)) != len(players):
        raise ValueError("a person is signed up twice")


def _tally(people: Iterable[Player]) -> dict[Player, int]:
    counts: dict[Player, int] = {}
    for person in people:
        counts[person] = counts.get(person, 0) + 1
    return counts


def _computer_rounds(results: Sequence[Result]) -> dict[Player, int]:
    """How many times each person sat at a table with a computer."""
    return _tally(
        person for result in results if None in result.table.seats for person in result.table.people
    )


def _meetings(results: Sequence[Result]) -> dict[tuple[Player, Player], int]:
    """How many times each pair of people (lower id first) sat at one table."""
    met: dict[tuple[Player, Player], int] = {}
    for result in results:
        for pair in itertools.combinations(sorted(result.table.people), 2):
            met[pair] = met.get(pair, 0) + 1
    return met


def _layout(count: int, size: int, fill: Fill) -> tuple[int, list[int], int]:
    """How ``count`` people sit at tables of ``size``: the number of full tables, the number of people at
    each table with computers (the most first; the computers spread so that no table has two more than
    another) and the number of byes."""
    if fill is Fill.BYE:
        return count // size, [], count % size
    tables = math.ceil(count / size)
    empty = tables * size - count
    computers = [empty // tables + (index >= tables - empty % tables) for index in range(tables)]
    return computers.count(0), [size - seats for seats in computers if seats], 0


def _fair_pick(
    order: Sequence[Player], counts: Mapping[Player, int], wanted: int, last: set[Player]
) -> set[Player]:
    """The ``wanted`` people who had it (a bye, a computer table) least often, then not in the last round,
    then the lowest in ``order``."""
    index = {person: place for place, person in enumerate(order)}
    ranked = sorted(order, key=lambda person: (counts.get(person, 0), person in last, -index[person]))
    return set(ranked[:wanted])


def _table(
    group: Sequence[Player], size: int, firsts: Mapping[Player, int], position: Mapping[Player, int]
) -> Table:
    """A table for ``group``: whoever sat first least often sits first (then the higher in ``position``),
    computers in the last seats."""
    seated = sorted(group, key=lambda person: (firsts.get(person, 0), position[person]))
    return Table((*seated, *[None] * (size - len(group))))


@dataclass(frozen=True, slots=True)
class _Weights:
    """Costs that order seatings by repeated pairs, then earlier meetings of those pairs, then the squared
    spread of standing positions at the tables, added up as one integer."""

    repeat: int
    meeting: int

    @classmethod
    def of(cls, count: int, size: int, met: Mapping[tuple[Player, Player], int]) -> _Weights:
        """Weights for ``count`` people at tables of ``size`` who met as in ``met``: each step outweighs
        everything the next steps can add up to."""
        spread = count**3 + 1
        pairs = math.ceil(count / size) * size * (size - 1) // 2
        return cls((max(met.values(), default=0) * pairs + 1) * spread, spread)


def _seat(
    main: Sequence[Player],
    beside: Sequence[Player],
    layout: tuple[int, int, Sequence[int]],
    kinds: Mapping[Player, int],
    position: Mapping[Player, int],
    met: Mapping[tuple[Player, Player], int],
    weights: _Weights,
) -> list[tuple[Player, ...]]:
    """The people of ``main`` at the full tables and those of ``beside`` at the tables with computers
    (``layout``: the number of full tables, the table size and the people at each computer table), full
    tables first, each table in order of its best person: the fewest pairs who already met, then the
    fewest earlier meetings among them, then the smallest sum of squared spreads of standing positions.
    People of the same kind (as many rounds beside computers) may trade places between the two sorts of
    table. Exact for small groups, a local search for larger ones."""
    full, size, computer_tables = layout
    people = sorted([*main, *beside], key=position.__getitem__)
    if not people:
        return []
    index = {person: place for place, person in enumerate(people)}
    ranks = [position[person] for person in people]
    labels = [kinds.get(person, 0) for person in people]
    pair_cost = [
        [weights.repeat + met[pair] * weights.meeting if (pair := _pair(a, b)) in met else 0 for b in people]
        for a in people
    ]

    def cost(group: Sequence[int]) -> int:
        total = sum(pair_cost[a][b] for a, b in itertools.combinations(group, 2))
        spread = max(ranks[member] for member in group) - min(ranks[member] for member in group)
        return total + spread * spread

    capacities = [size] * full + list(computer_tables)
    queue = [index[person] for person in main] + [index[person] for person in beside]
    groups: list[list[int]] = []
    for capacity in capacities:
        groups.append(queue[:capacity])
        queue = queue[capacity:]
    _improve(groups, full, labels, cost, lambda a, b: pair_cost[a][b] > 0)
    best = sum(cost(group) for group in groups)
    floor = sum((capacity - 1) ** 2 for capacity in capacities)
    if len(people) <= EXACT_LIMIT and best > floor:
        quota = _tally(labels[member] for group in groups[full:] for member in group)
        found = _exact(len(people), layout, labels, quota, cost, best)
        if found is not None:
            groups = found
    full_tables = sorted(sorted(group) for group in groups[:full])
    computer_groups = sorted(sorted(group) for group in groups[full:])
    return [tuple(people[member] for member in group) for group in full_tables + computer_groups]


def _pair(a: Player, b: Player) -> tuple[Player, Player]:
    return (a, b) if a < b else (b, a)


def _improve(
    groups: list[list[int]], full: int, labels: Sequence[int], cost: _Cost, clash: Callable[[int, int], bool]
) -> None:
    """Lower the cost of ``groups`` step by step, in a fixed order: swap two people of different tables while
    a swap helps; then move three people round three tables if that parts two who ``clash`` (met before)
    and lowers the cost, and swap again (at most :data:`ROTATIONS` three-way moves tried). Between a full
    table (the first ``full``) and a computer table only people of the same label move."""
    costs = [cost(group) for group in groups]
    budget = ROTATIONS
    while True:
        while _swap(groups, costs, full, labels, cost):
            pass
        moved, tried = _rotate(groups, costs, full, labels, cost, clash, budget)
        budget -= tried
        if not moved:
            return


def _swap(groups: list[list[int]], costs: list[int], full: int, labels: Sequence[int], cost: _Cost) -> bool:
    """Make every swap of two people that lowers the cost, in one pass; whether there was one."""
    improved = False
    for one, two in itertools.combinations(range(len(groups)), 2):
        same = (one < full) == (two < full)
        for i, j in itertools.product(range(len(groups[one])), range(len(groups[two]))):
            if not same and labels[groups[one][i]] != labels[groups[two][j]]:
                continue
            first, second = groups[one][:], groups[two][:]
            first[i], second[j] = second[j], first[i]
            first_cost, second_cost = cost(first), cost(second)
            if first_cost + second_cost < costs[one] + costs[two]:
                groups[one], groups[two] = first, second
                costs[one], costs[two] = first_cost, second_cost
                improved = True
    return improved


def _rotate(
    groups: list[list[int]],
    costs: list[int],
    full: int,
    labels: Sequence[int],
    cost: _Cost,
    clash: Callable[[int, int], bool],
    budget: int,
) -> tuple[bool, int]:
    """Make the first move of three people round three tables that takes someone away from a person they
    met before and lowers the cost, trying at most ``budget`` moves; whether there was one, and how many
    moves were tried."""
    tried = 0
    tables = range(len(groups))
    for one in tables:
        group = groups[one]
        leaving = [i for i, a in enumerate(group) if any(clash(a, b) for b in group if b != a)]
        for i, (two, three) in itertools.product(
            leaving, itertools.permutations([t for t in tables if t != one], 2)
        ):
            same = (one < full) == (two < full) == (three < full)
            for j, k in itertools.product(range(len(groups[two])), range(len(groups[three]))):
                moving = (group[i], groups[two][j], groups[three][k])
                if not same and not labels[moving[0]] == labels[moving[1]] == labels[moving[2]]:
                    continue
                tried += 1
                if tried > budget:
                    return False, tried
                first, second, third = group[:], groups[two][:], groups[three][:]
                first[i], second[j], third[k] = moving[2], moving[0], moving[1]
                new = (cost(first), cost(second), cost(third))
                if sum(new) < costs[one] + costs[two] + costs[three]:
                    groups[one], groups[two], groups[three] = first, second, third
                    costs[one], costs[two], costs[three] = new
                    return True, tried
    return False, tried


def _exact(
    count: int,
    layout: tuple[int, int, Sequence[int]],
    labels: Sequence[int],
    quota: Mapping[int, int],
    cost: _Cost,
    bound: int,
) -> list[list[int]] | None:
    """The cheapest way, if cheaper than ``bound``, to seat people ``0 .. count − 1`` at the tables of
    ``layout`` (full tables first) with as many people of each label at computer tables as ``quota``
    says: a backtracking search that starts each table with the best person left and prunes with the
    least spread the remaining tables can have."""
    full, size, computer_tables = layout
    best: list[list[int]] | None = None
    best_cost = bound

    def search(
        left: tuple[int, ...],
        full_left: int,
        side_left: tuple[int, ...],
        quota: Mapping[int, int],
        spent: int,
        chosen: list[tuple[bool, list[int]]],
    ) -> None:
        nonlocal best, best_cost
        if not left:
            best = [group[:] for beside, group in chosen if not beside]
            best += [group[:] for beside, group in chosen if beside]
            best_cost = spent
            return
        head, rest = left[0], left[1:]
        choices = [(False, size)] if full_left else []
        if quota.get(labels[head], 0):
            choices += [(True, capacity) for capacity in sorted(set(side_left), reverse=True)]
        for beside, capacity in choices:
            still = list(side_left)
            if beside:
                still.remove(capacity)
            tables_left = full_left - (not beside)
            floor = tables_left * (size - 1) ** 2 + sum((other - 1) ** 2 for other in still)
            for others in itertools.combinations(rest, capacity - 1):
                group = [head, *others]
                total = spent + cost(group)
                if total + floor >= best_cost:
                    continue
                left_quota = dict(quota)
                if beside:
                    for member in group:
                        left_quota[labels[member]] = left_quota.get(labels[member], 0) - 1
                    if min(left_quota.values()) < 0:
                        continue
                chosen.append((beside, group))
                search(
                    tuple(p for p in rest if p not in others),
                    tables_left,
                    tuple(still),
                    left_quota,
                    total,
                    chosen,
                )
                chosen.pop()

    search(tuple(range(count)), full, tuple(computer_tables), quota, 0, [])
    return best


def _circle(order: Sequence[Player], fill: Fill) -> _Schedule:
    """The circle method for tables of two: one person stays put, the others move one place a round; the
    odd person out has a bye or plays a computer."""
    ring: list[Player | None] = list(order)
    if len(ring) % 2:
        ring.append(None)
    size = len(ring)
    schedule: _Schedule = []
    for _ in range(size - 1):
        groups: list[tuple[Player, ...]] = []
        alone: list[Player] = []
        for index in range(size // 2):
            one, two = ring[index], ring[size - 1 - index]
            if one is not None and two is not None:
                groups.append((one, two))
            else:
                alone += [person for person in (one, two) if person is not None]
        if fill is Fill.BYE:
            schedule.append((groups, alone))
        else:
            schedule.append((groups + [(person,) for person in alone], []))
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return schedule


def _covering(order: Sequence[Player], size: int, fill: Fill, rng: random.Random) -> _Schedule:
    """A short schedule for tables of 3 or 4 in which every pair meets: the shortest of a few greedy
    schedules (ties drawn by ``rng``), stopping early at a lower bound."""
    count = len(order)
    full, computer_tables, bye_count = _layout(count, size, fill)
    bound = _rounds_needed(count, size, full, computer_tables, bye_count)
    best: _Schedule | None = None
    for _ in range(ROUND_ROBIN_ATTEMPTS):
        schedule = _greedy(count, size, fill, rng)
        if best is None or len(schedule) < len(best):
            best = schedule
        if len(best) <= bound:
            break
    assert best is not None
    return [
        ([tuple(order[member] for member in group) for group in groups], [order[member] for member in away])
        for groups, away in best
    ]


def _rounds_needed(count: int, size: int, full: int, computer_tables: Sequence[int], bye_count: int) -> int:
    """A lower bound on the rounds of a schedule in which every pair meets: enough pairs seated, and whoever
    sits out most often meets everyone in the rounds they play."""
    pairs_per_round = full * size * (size - 1) // 2 + sum(
        seated * (seated - 1) // 2 for seated in computer_tables
    )
    needed = math.ceil(count * (count - 1) / 2 / pairs_per_round)
    while (needed - math.ceil(needed * bye_count / count)) * (size - 1) < count - 1:
        needed += 1
    return needed


def _greedy(count: int, size: int, fill: Fill, rng: random.Random) -> _Schedule:
    """One greedy schedule for people ``0 .. count − 1``: each round, of the seatings in which those who sat
    out (or sat with computers) least often do so, one that seats the most pairs that have not met yet
    (ties drawn by ``rng``; any seating if none of those seats a new pair)."""
    full, computer_tables, bye_count = _layout(count, size, fill)
    wanted = bye_count if fill is Fill.BYE else sum(computer_tables)
    unmet = set(itertools.combinations(range(count), 2))
    aside = [0] * count
    schedule: _Schedule = []
    while unmet:
        best_score = -1
        options: list[tuple[list[tuple[int, ...]], tuple[int, ...]]] = []
        for fair in (True, False):
            for group in _subsets(aside, wanted, fair):
                rest = [person for person in range(count) if person not in group]
                for tables in _partitions(rest, [size] * full):
                    sides = _partitions(group, computer_tables) if fill is Fill.COMPUTER else iter([[]])
                    for others in sides:
                        seated = tables + others
                        score = sum(
                            pair in unmet for table in seated for pair in itertools.combinations(table, 2)
                        )
                        if score > best_score:
                            best_score, options = score, []
                        if score == best_score:
                            options.append((seated, () if fill is Fill.COMPUTER else group))
            if best_score > 0:
                break
        seated, away = options[rng.randrange(len(options))]
        for table in seated:
            unmet.difference_update(itertools.combinations(table, 2))
        for person in (
            away if fill is Fill.BYE else [p for table in seated if len(table) < size for p in table]
        ):
            aside[person] += 1
        schedule.append((seated, list(away)))
    return schedule


def _subsets(aside: Sequence[int], wanted: int, fair: bool) -> Iterator[tuple[int, ...]]:
    """The sets of ``wanted`` people (by index) to sit out or sit with computers: if ``fair``, only those of
    the people who did so least often, else any."""
    people = range(len(aside))
    if not fair or wanted == 0:
        yield from itertools.combinations(people, wanted)
        return
    threshold = sorted(aside)[wanted - 1]
    sure = tuple(person for person in people if aside[person] < threshold)
    maybe = [person for person in people if aside[person] == threshold]
    for extra in itertools.combinations(maybe, wanted - len(sure)):
        yield tuple(sorted(sure + extra))


def _partitions(people: Sequence[int], capacities: Sequence[int]) -> Iterator[list[tuple[int, ...]]]:
    """Every way to seat ``people`` at tables of ``capacities``, each once (tables in order of their first
    person)."""
    if not people:
        yield []
        return
    head, rest = people[0], people[1:]
    for capacity in sorted(set(capacities), reverse=True):
        remaining = list(capacities)
        remaining.remove(capacity)
        for others in itertools.combinations(rest, capacity - 1):
            left = [person for person in rest if person not in others]
            for tail in _partitions(left, remaining):
                yield [(head, *others), *tail]
