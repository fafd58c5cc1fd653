"""Where things lie on the board once set up: Cubaner by station, buildings by space and by flower colour.

Derived from a record's ``setup`` and the data files; never stored in JSON (it is the same every time).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.santiago import gamedata


@dataclass(frozen=True, slots=True)
class Layout:
    """The station of each Cubaner and the space and flower colour of each building."""

    station_cubaner: tuple[str | None, ...]
    cubaner_station: dict[str, int]
    building_space: dict[str, str]
    building_flower: dict[str, str]
    flower_buildings: dict[str, tuple[str, ...]]


def layout_of(setup: dict[str, Any]) -> Layout:
    """The layout of ``setup`` (``cubaner``: ids for stations 1…9; ``buildings``: space → building)."""
    comp = gamedata.components()
    stations: list[str | None] = [None] * comp.stations
    for i, cub in enumerate(setup["cubaner"]):
        stations[(comp.harbour + 1 + i) % comp.stations] = cub
    space_of = {b: s for s, b in setup["buildings"].items()}
    flower_of = {b: comp.space_flower[s] for b, s in space_of.items()}
    by_flower = {
        f: tuple(setup["buildings"][s] for s in comp.spaces if comp.space_flower[s] == f)
        for f in comp.flower_display
    }
    return Layout(
        tuple(stations),
        {c: i for i, c in enumerate(stations) if c is not None},
        space_of,
        flower_of,
        by_flower,
    )
