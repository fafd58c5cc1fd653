"""Building blocks for rule tests: hand-made deals, tiles found by what they show, buildings placed.

Tests name tiles by their printed contents (``tile_with(building="house", resources=("fish",))``),
never by id, so they stay true when someone corrects the placeholder tile data.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from rules.santacruz import gamedata
from rules.santacruz.actions import Action
from rules.santacruz.engine import apply_in_place, awaiting, legal_actions
from rules.santacruz.errors import IllegalAction
from rules.santacruz.events import Event
from rules.santacruz.setup import from_setup, new_game
from rules.santacruz.state import GameState


def tile_with(**want: Any) -> str:
    """The id of the first tile whose fields equal ``want`` (e.g. ``kind="coast", bird=True``)."""
    for tile in gamedata.tiles().values():
        if all(getattr(tile, key) == value for key, value in want.items()):
            return tile.id
    raise LookupError(f"no tile with {want}")


def tiles_with(**want: Any) -> list[str]:
    """Ids of every tile whose fields equal ``want``."""
    return [t.id for t in gamedata.tiles().values() if all(getattr(t, k) == v for k, v in want.items())]


def base_layout() -> dict[str, str]:
    """A fixed deal: each kind's tiles in id order onto that kind's sites in id order."""
    board = gamedata.board()
    layout: dict[str, str] = {}
    for kind in gamedata.SITE_KINDS:
        pool = sorted(t.id for t in gamedata.tiles().values() if t.kind == kind)
        for site, tile in zip(board.sites_of_kind(kind), pool, strict=False):
            layout[site] = tile
    return layout


def put_tile(layout: dict[str, str], site: str, tile: str) -> None:
    """Put ``tile`` on ``site``; the tile that was there takes ``tile``'s old place (or the box)."""
    old = layout[site]
    for other, t in layout.items():
        if t == tile:
            layout[other] = old
            break
    layout[site] = tile


def default_chips() -> list[int]:
    """Every bird chip of the game, values taken in turn (1, 2, 3, 1, 2, 3, ...) while they last."""
    left = dict(gamedata.bird_chip_split())
    out: list[int] = []
    while any(left.values()):
        for value in sorted(left):
            if left[value]:
                left[value] -= 1
                out.append(value)
    return out


def deal(
    players: int = 2,
    *,
    start_player: int = 0,
    tiles: dict[str, str] | None = None,
    chips: list[int] | None = None,
    hands: list[list[str]] | None = None,
    sets: list[str] | None = None,
) -> GameState:
    """A hand-made deal; with ``sets`` the game starts at landing (the beginner variant's setup)."""
    layout = base_layout()
    for site, tile in (tiles or {}).items():
        put_tile(layout, site, tile)
    scoring = sorted(gamedata.cards().scoring)
    dealt = gamedata.cards().scoring_dealt[players]
    if hands is None:
        hands = [scoring[i * dealt : (i + 1) * dealt] for i in range(players)]
    used = [c for h in hands for c in h]
    setup: dict[str, Any] = {
        "start_player": start_player,
        "tiles": layout,
        "bird_chips": list(chips) if chips is not None else default_chips(),
        "scoring_hands": hands,
        "scoring_deck": [c for c in scoring if c not in used],
    }
    options = {"random_sets": sets is not None}
    if sets is not None:
        setup["sets"] = sets
    return from_setup([f"P{i}" for i in range(players)], options, setup)


def place(state: GameState, seat: int, site: str) -> None:
    """Put one of ``seat``'s buildings on ``site`` directly (no card, no points): a test's board."""
    building = gamedata.tiles()[state.tiles[site]].building
    state.players[seat].supply[building] -= 1
    state.occupants[site] = (*state.occupants.get(site, ()), seat)
    state.face_up.add(site)


def play(state: GameState, *lines: str | Action) -> list[Event]:
    """Apply moves in order to ``state`` itself; returns all their events."""
    events: list[Event] = []
    for line in lines:
        events += apply_in_place(state, line)
    return events


def to_play_phase(state: GameState, landings: dict[int, str]) -> GameState:
    """Land each seat (in turn order) on the given coast site, so the card phase begins."""
    n = state.num_players
    for i in range(n):
        seat = (state.start_player + i) % n
        play(state, f"{seat} land {landings[seat]}")
    return state


def refused(state: GameState, action: str | Action) -> IllegalAction:
    """Apply ``action`` expecting a refusal; the state must be left exactly as it was."""
    before = state.clone()
    with pytest.raises(IllegalAction) as info:
        apply_in_place(state, action)
    assert state == before
    return info.value


def random_states(players: int, seed: int, *, random_sets: bool = False) -> Iterator[GameState]:
    """The live state before every action of a random game, and once at the end."""
    rng = random.Random(seed)
    state = new_game(players, seed=seed, random_sets=random_sets)
    while state.phase != "end":
        yield state
        seat = rng.choice(sorted(awaiting(state)))
        apply_in_place(state, rng.choice(legal_actions(state, seat)))
    yield state
