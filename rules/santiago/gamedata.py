"""Santiago de Cuba's content read from ``data/*.json``: goods, dice, stations, flowers, Cubaner, buildings.

Nothing of the printed game is hard-coded elsewhere: a correction to the data files (for example the
placeholder flower colours) is a correction to the game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any


def _load(name: str) -> dict[str, Any]:
    """One JSON file of ``rules/santiago/data``."""
    text = resources.files("rules.santiago").joinpath("data", name).read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@dataclass(frozen=True, slots=True)
class Components:
    """The counts and tracks of ``components.json`` the engine plays with."""

    goods: tuple[str, ...]
    per_type: int
    die_goods: tuple[str, ...]
    faces: dict[str, tuple[int, ...]]
    on_ship: int
    start_pesos: int
    start_vp: int
    start_goods: dict[str, int]
    markers: int
    stations: int
    harbour: int
    flags: tuple[str, ...]
    ships: int
    wood: str
    wood_vp: int
    trading_vp: int
    goods_per_vp: int
    spaces: tuple[str, ...]
    space_flower: dict[str, str]
    flower_display: dict[str, str]
    min_players: int
    max_players: int

    @property
    def trade_goods(self) -> tuple[str, ...]:
        """Goods other than wood (those with a die), in die order."""
        return self.die_goods


@dataclass(frozen=True, slots=True)
class Cubaner:
    """One character tile: its flower colour (``None`` for El Zorro) and its effect as in the data."""

    id: str
    name: str
    flower: str | None
    effect: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Building:
    """One building tile: its function as in the data."""

    id: str
    name: str
    effect: dict[str, Any]


@cache
def components() -> Components:
    """The components, read once."""
    data = _load("components.json")
    goods = data["goods"]
    start = data["start_holdings"]
    flags = tuple(str(f) for f in data["value_track"]["flags"])
    wood = [g["id"] for g in goods["details"] if not g["die"]]
    return Components(
        goods=tuple(goods["ids"]),
        per_type=goods["per_type"],
        die_goods=tuple(data["dice"]["order"]),
        faces={g: tuple(f) for g, f in data["dice"]["faces"].items()},
        on_ship=data["dice"]["on_ship"],
        start_pesos=start["pesos"],
        start_vp=start["vp"],
        start_goods=dict(start["goods"]),
        markers=start["ownership_markers"],
        stations=data["stations"]["count"],
        harbour=data["stations"]["harbour"],
        flags=flags,
        ships=data["ship_track"]["game_ends_on_departure_number"],
        wood=wood[0],
        wood_vp=data["delivery_vp"]["wood_per_unit"],
        trading_vp=data["delivery_vp"]["trading_office_per_unit"],
        goods_per_vp=data["final_scoring"]["goods_per_vp"],
        spaces=tuple(s["id"] for s in data["building_spaces"]["spaces"]),
        space_flower={s["id"]: s["flower"] for s in data["building_spaces"]["spaces"]},
        flower_display={f["id"]: f["display"] for f in data["flowers"]["values"]},
        min_players=data["players"]["min"],
        max_players=data["players"]["max"],
    )


@cache
def cubaner() -> dict[str, Cubaner]:
    """The 9 Cubaner by id, in the canonical (set-up shuffle) order."""
    data = _load("cubaner.json")["cubaner"]
    return {c["id"]: Cubaner(c["id"], c["name"], c["flower"], c["effect"]) for c in data}


@cache
def buildings() -> dict[str, Building]:
    """The 12 buildings by id, in the canonical (set-up shuffle) order."""
    data = _load("buildings.json")["buildings"]
    return {b["id"]: Building(b["id"], b["name_en"], b["effect"]) for b in data}
