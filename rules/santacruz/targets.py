"""Whose turn it is and where a card may build: the movement rules of ship, road, river and landing.

These answer the questions a player asks before acting ("may I join?", "where can this card go?");
the engine builds its legal actions and its refusals on them.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.santacruz import gamedata
from rules.santacruz.actions import Target
from rules.santacruz.scoring import seats_from
from rules.santacruz.state import GameState, Phase

_BOARD = gamedata.board()
_COAST_SITES: tuple[str, ...] = _BOARD.sites_of_kind("coast")
_COAST_SET = frozenset(_COAST_SITES)
_ROAD_NB = _BOARD.road_neighbours
_RIVERS = tuple(r.sites for r in _BOARD.rivers.values())
_RIVER_SETS = tuple(frozenset(r) for r in _RIVERS)
_SITE_RIVERS = {s: tuple(r for r in _RIVERS if s in r) for s in _BOARD.sites}
_TILE_BUILDING = {t.id: t.building for t in gamedata.tiles().values()}
FREE_TARGET = {s: Target(s, False) for s in _BOARD.sites}
"""The non-joining target of every site, made once."""
JOIN_TARGET = {s: Target(s, True) for s in _BOARD.sites}
"""The joining target of every site, made once."""


# --- who acts -----------------------------------------------------------------------------------


def turn_order(state: GameState) -> list[int]:
    """Seats in this round's turn order, start player first."""
    return seats_from(state, state.start_player)


def last_in_turn_order(state: GameState) -> int:
    """The seat that moves last in the current round: the one with the join privilege (ruling 4)."""
    return (state.start_player - 1) % state.num_players


def awaiting(state: GameState) -> frozenset[int]:
    """The seats whose action the game waits for now (several during the round-2 discard)."""
    if state.phase == Phase.END:
        return frozenset()
    if state.phase == Phase.DISCARD:
        return frozenset(s for s, p in enumerate(state.players) if p.discarded is None)
    return frozenset((state.turn,))


def is_awaited(state: GameState, seat: int) -> bool:
    """Whether the game waits for ``seat`` now (``seat in awaiting(state)``, without the set)."""
    if state.phase == Phase.DISCARD:
        return 0 <= seat < state.num_players and state.players[seat].discarded is None
    return state.phase != Phase.END and seat == state.turn


def can_join(state: GameState, seat: int) -> bool:
    """Whether ``seat`` may still use the join privilege in this round (never while landing)."""
    return state.phase == Phase.PLAY and seat == last_in_turn_order(state) and not state.players[seat].joined


# --- where a card may build ---------------------------------------------------------------------


def candidates(state: GameState, seat: int, kind: str) -> Sequence[str]:
    """Sites the card's movement rule reaches, free or not, in id order."""
    if kind in ("ship", "land"):
        return _COAST_SITES
    own = {site for site, occ in state.occupants.items() if seat in occ}
    reach: set[str] = set()
    if kind == "road":
        for site in own:
            reach |= _ROAD_NB[site]
    else:
        for river in _RIVER_SETS:
            if not own.isdisjoint(river):
                reach |= river
    return sorted(reach)


def build_targets(state: GameState, seat: int, kind: str) -> list[Target]:
    """Every legal target for one build of ``kind`` (``ship``, ``road``, ``river`` or ``land``).

    Free face-up sites need the tile's building in supply; free face-down river sites may always be
    chosen (ruling 5); occupied sites appear as joins only for the seat holding the privilege.
    """
    supply = state.players[seat].supply
    occupants = state.occupants
    face_up = state.face_up
    tiles = state.tiles
    joining = kind != "land" and can_join(state, seat)
    out: list[Target] = []
    for site in candidates(state, seat, kind):
        occ = occupants.get(site)
        if occ is None:
            if site not in face_up or supply[_TILE_BUILDING[tiles[site]]] > 0:
                out.append(FREE_TARGET[site])
        elif joining and len(occ) == 1 and occ[0] != seat and supply[_TILE_BUILDING[tiles[site]]] > 0:
            out.append(JOIN_TARGET[site])
    return out


def is_target(state: GameState, seat: int, kind: str, target: Target) -> bool:
    """Whether ``target`` is among :func:`build_targets` (checked for one site, without the list)."""
    site = target.site
    if site is None:
        return False
    occupants = state.occupants
    if kind in ("ship", "land"):
        if site not in _COAST_SET:
            return False
    elif kind == "road":
        if not any(seat in occupants.get(nb, ()) for nb in _ROAD_NB[site]):
            return False
    elif not any(seat in occupants.get(s, ()) for river in _SITE_RIVERS[site] for s in river):
        return False
    occ = occupants.get(site)
    has_building = state.players[seat].supply[_TILE_BUILDING[state.tiles[site]]] > 0
    if target.join:
        return (
            occ is not None
            and len(occ) == 1
            and occ[0] != seat
            and has_building
            and kind != "land"
            and can_join(state, seat)
        )
    return occ is None and (has_building or site not in state.face_up)


def must_build(targets: list[Target]) -> bool:
    """Zugzwang (ruling 3): a card that can build must; joining never creates an obligation."""
    return any(not target.join for target in targets)
