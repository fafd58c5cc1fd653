"""The score track and the sixteen scoring cards.

Every change of score goes through :func:`move_marker`, which keeps the "stand behind" order of the
rulebook (ruling 7): a marker that arrives where others stand goes behind them, so ranks never tie.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rules.contract import Outcome, SeatResult
from rules.santacruz import gamedata
from rules.santacruz.events import Event, Scored
from rules.santacruz.state import GameState

CATEGORIES: tuple[str, ...] = (
    "start",
    "build",
    "resource",
    "fish_bonus",
    "buildings",
    "places",
    "birds",
    "eruption",
    "bird_chips",
)
"""Where points come from, as the final breakdown lists them."""


def ranks(state: GameState) -> tuple[int, ...]:
    """Seats best first: higher total first, then whoever reached that total earlier (ruling 7)."""
    players = state.players
    return tuple(sorted(range(len(players)), key=lambda s: (-players[s].score, players[s].arrival)))


def first_sets(moves: Iterable[str]) -> dict[int, str]:
    """The building-card set each seat drafted in round 1: its first ``pick`` among ``moves``."""
    sets: dict[int, str] = {}
    for line in moves:
        seat, verb, *rest = line.split()
        if verb == "pick" and rest and int(seat) not in sets:
            sets[int(seat)] = rest[0]
    return sets


def final_outcome(scores: Sequence[int], order: Sequence[int], moves: Iterable[str]) -> Outcome:
    """The :class:`~rules.contract.Outcome` of a finished game from its final ``scores``, its seats best
    first (ranks never tie, ruling 7) and its moves (each seat's choice is its round-1 set as an id in no
    language, ``set:<letter>``)."""
    rank = {seat: place for place, seat in enumerate(order, start=1)}
    sets = first_sets(moves)
    return Outcome(
        tuple(
            SeatResult(int(score), rank[seat], f"set:{sets[seat]}" if seat in sets else None)
            for seat, score in enumerate(scores)
        )
    )


def move_marker(state: GameState, seat: int, parts: list[tuple[int, str, str]], events: list[Event]) -> None:
    """Add ``parts`` ((points, category, source), ...) to ``seat`` as one move of its marker.

    A move that changes the total puts the marker behind every marker already on its new total.
    """
    player = state.players[seat]
    total = 0
    for points, category, source in parts:
        if points == 0:
            continue
        total += points
        player.breakdown[category] = player.breakdown.get(category, 0) + points
        events.append(Scored(seat, points, category, source))
    if total:
        player.score += total
        state.arrivals += 1
        player.arrival = state.arrivals


def seats_from(state: GameState, first: int) -> list[int]:
    """All seats clockwise, starting with ``first``."""
    n = state.num_players
    return [(first + i) % n for i in range(n)]


def sites_of(state: GameState, seat: int) -> list[str]:
    """The sites where ``seat`` has a building now."""
    return [site for site, occ in state.occupants.items() if seat in occ]


def _largest_road_group(sites: list[str]) -> int:
    """Size of the biggest group of ``sites`` linked by road edges between them (ruling 13)."""
    road_nb = gamedata.board().road_neighbours
    own = set(sites)
    best = 0
    while own:
        stack = [own.pop()]
        size = 0
        while stack:
            site = stack.pop()
            size += 1
            for nb in road_nb[site]:
                if nb in own:
                    own.remove(nb)
                    stack.append(nb)
        best = max(best, size)
    return best


def card_points(state: GameState, card_id: str, seat: int) -> list[tuple[int, str, str]]:
    """What ``seat`` scores when ``card_id`` is played now: (points, category, source) parts."""
    card = gamedata.cards().scoring[card_id]
    tiles = gamedata.tiles()
    board = gamedata.board()
    sites = sites_of(state, seat)
    parts: list[tuple[int, str, str]] = []
    if card.kind in ("resource", "resource-pair"):
        held = {r for s in sites for r in tiles[state.tiles[s]].resources}
        have = sum(1 for need in card.needs if need in held)
        if have == len(card.needs):
            parts.append((card.points, "resource", card_id))
        elif have and card.kind == "resource-pair":
            parts.append((card.points_one, "resource", card_id))
        if card.fish_bonus:
            bonus = sum(tiles[state.tiles[s]].fish_bonus for s in sites)
            parts.append((bonus, "fish_bonus", card_id))
    elif card.kind == "buildings":
        if _meets_building_rule(state, card_id, seat, sites):
            parts.append((card.points, "buildings", card_id))
    elif card.kind == "per-building":
        if card.where == "river":
            count = sum(1 for s in sites if s in board.river_sites)
        else:
            count = sum(1 for s in sites if board.sites[s].kind == card.where)
        category = "eruption" if card_id == "eruption" else "places"
        parts.append((card.points_each * count, category, card_id))
    elif card.kind == "per-chip":
        parts.append((card.points_each * len(state.players[seat].chips), "birds", card_id))
    else:
        raise ValueError(f"unknown scoring card kind {card.kind!r}")
    return parts


def _meets_building_rule(state: GameState, card_id: str, seat: int, sites: list[str]) -> bool:
    tiles = gamedata.tiles()
    built = [tiles[state.tiles[s]].building for s in sites]
    if card_id == "houses":
        return built.count("house") >= 4
    if card_id == "one-each":
        return all(b in built for b in gamedata.BUILDING_TYPES)
    if card_id == "connected":
        return _largest_road_group(sites) >= 4
    raise ValueError(f"unknown building scoring card {card_id!r}")
