"""Goods, pesos and VP moving between players and the supply (SC-1, SC-31, R-1, R-10).

The supply is never stored: ``supply[g] = 8 − Σ players' g``, so goods are conserved by construction.
"""

from __future__ import annotations

from rules.santiago import gamedata
from rules.santiago.events import Event, Gained
from rules.santiago.state import GameState

_COMP = gamedata.components()
_PER_TYPE = _COMP.per_type


def supply(state: GameState, good: str) -> int:
    """Units of ``good`` in the supply."""
    return _PER_TYPE - sum(p.goods[good] for p in state.players)


def supplies(state: GameState) -> dict[str, int]:
    """The supply of every good."""
    return {g: supply(state, g) for g in _COMP.goods}


def markers_left(state: GameState, seat: int) -> int:
    """Ownership markers ``seat`` has not placed yet (R-12: ownership is permanent)."""
    return _COMP.markers - len(state.players[seat].owns)


def owner_of(state: GameState, building: str) -> int | None:
    """The seat owning ``building``, if any."""
    for seat, p in enumerate(state.players):
        if building in p.owns:
            return seat
    return None


def occupied(state: GameState, building: str) -> bool:
    """Whether any figure stands on ``building``."""
    return any(p.figure == building for p in state.players)


def gain(state: GameState, seat: int, source: str, wanted: dict[str, int], events: list[Event]) -> None:
    """Give ``seat`` what ``wanted`` lists (goods capped by the supply, R-10; pesos and VP unlimited)."""
    player = state.players[seat]
    changes: dict[str, int] = {}
    for item, amount in wanted.items():
        if item == "pesos":
            player.pesos += amount
        elif item == "vp":
            player.vp += amount
        else:
            amount = min(amount, supply(state, item))
            player.goods[item] += amount
        changes[item] = amount
    events.append(Gained(seat, source, changes))
