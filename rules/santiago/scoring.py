"""Final scoring and standings (SC-63, R-25): goods convert 3 to 1 VP; ties go to goods left, then pesos.

The state keeps the holdings as they were when the 7th ship left; the conversion is computed here.
"""

from __future__ import annotations

from rules.santiago import gamedata
from rules.santiago.state import GameState, Phase

_PER_VP = gamedata.components().goods_per_vp


def rank_key(state: GameState, seat: int) -> tuple[int, int, int]:
    """(VP, goods, pesos) of ``seat``: after the conversion once the game is over, as held before."""
    p = state.players[seat]
    goods = sum(p.goods.values())
    if state.phase == Phase.END:
        return (p.vp + goods // _PER_VP, goods % _PER_VP, p.pesos)
    return (p.vp, goods, p.pesos)


def ranks(state: GameState) -> tuple[int, ...]:
    """Seats best first; seats still tied keep seat order."""
    return tuple(sorted(range(state.num_players), key=lambda s: tuple(-v for v in rank_key(state, s))))


def places(state: GameState) -> tuple[int, ...]:
    """The 1-based place of each seat; seats tied on every key share a place (R-25)."""
    keys = [rank_key(state, s) for s in range(state.num_players)]
    return tuple(1 + sum(1 for other in keys if other > key) for key in keys)


def scores(state: GameState) -> tuple[int, ...]:
    """VP of each seat (after the final conversion once the game is over)."""
    return tuple(rank_key(state, s)[0] for s in range(state.num_players))
