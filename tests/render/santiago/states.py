"""Seeded Santiago moments the board must draw, found by random play as the gallery finds them."""

from __future__ import annotations

from functools import cache

from render.santiago.gallery import Moment, Stop, at_car, find

MOMENTS: dict[str, tuple[int, bool, int, Stop]] = {
    "start": (4, False, 1, lambda m: True),
    "early": (2, False, 2, at_car(0)),
    "face_down": (3, False, 3, lambda m: at_car(3)(m) and bool(m.state.face_down)),
    "late": (4, False, 4, at_car(5)),
    "delivery": (4, False, 5, lambda m: m.state.phase == "deliver" and bool(m.state.passed)),
    "hidden": (3, True, 6, at_car(2)),
    "give": (3, True, 8, lambda m: m.state.phase == "give"),
    "end": (4, False, 7, lambda m: m.state.phase == "end"),
}
"""Name → (players, hidden_holdings, first seed, stop)."""


@cache
def moment(name: str) -> Moment:
    """The first seeded game that reaches moment ``name``."""
    players, hidden, seed, stop = MOMENTS[name]
    return find(players, stop, hidden=hidden, first_seed=seed)
