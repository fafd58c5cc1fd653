"""Game content read from ``data/*.json``: the board, the tiles, the cards.

Nothing about the printed game is hard-coded elsewhere; everything the engine knows of sites, tiles,
sets and scoring cards comes from here, so a correction to the data files is a correction to the game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

BUILDING_TYPES: tuple[str, ...] = ("house", "church", "lighthouse")
"""The three kinds of building, in the order dashboards list them."""

BUILD_CARD_KINDS: tuple[str, ...] = ("ship", "road", "river")
"""Building cards that build once; the double move builds twice with one of these kinds."""

CARD_KINDS: tuple[str, ...] = (*BUILD_CARD_KINDS, "double")
"""Every kind of building card, as named in ``cards.json`` and the notation."""

SITE_KINDS: tuple[str, ...] = ("coast", "land", "volcano")


@dataclass(frozen=True, slots=True)
class Tile:
    """One printed tile: what must be built on it and what it is worth."""

    id: str
    kind: str
    building: str
    points: int
    resources: tuple[str, ...]
    fish_bonus: int
    bird: bool


@dataclass(frozen=True, slots=True)
class Site:
    """One space of the board: its kind, island, schematic position and the rivers it lies on."""

    id: str
    kind: str
    island: str
    xy: tuple[float, float]
    rivers: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class River:
    """A river: the sites along it and the segments that join them."""

    id: str
    name: str
    sites: tuple[str, ...]
    segments: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class ScoringCard:
    """A scoring card as described in ``cards.json``; ``kind`` selects how it scores."""

    id: str
    kind: str
    points: int = 0
    points_one: int = 0
    points_each: int = 0
    needs: tuple[str, ...] = ()
    where: str = ""
    fish_bonus: bool = False


@dataclass(frozen=True, slots=True)
class Board:
    """The board's topology with the neighbour tables the rules need, computed once."""

    sites: dict[str, Site]
    rivers: dict[str, River]
    roads: tuple[tuple[str, str], ...]
    road_neighbours: dict[str, frozenset[str]]
    reveal_neighbours: dict[str, frozenset[str]]
    river_sites: frozenset[str]

    def sites_of_kind(self, kind: str) -> tuple[str, ...]:
        """Site ids of one kind, in id order."""
        return tuple(s for s in sorted(self.sites) if self.sites[s].kind == kind)


@dataclass(frozen=True, slots=True)
class Cards:
    """Building-card sets, the building supply and the scoring cards."""

    sets: dict[str, dict[str, int]]
    supply: dict[str, int]
    scoring_dealt: dict[int, int]
    start_scores: tuple[int, ...]
    scoring: dict[str, ScoringCard]


def _load(name: str) -> dict[str, Any]:
    text = resources.files("rules.santacruz").joinpath("data", name).read_text(encoding="utf-8")
    return json.loads(text)


@cache
def board() -> Board:
    """The board of ``board.json`` with road and reveal neighbours."""
    raw = _load("board.json")
    rivers = {
        rid: River(
            id=rid,
            name=r["name"],
            sites=tuple(r["sites"]),
            segments=tuple((a, b) for a, b in r["segments"]),
        )
        for rid, r in raw["rivers"].items()
    }
    sites = {
        sid: Site(
            id=sid,
            kind=s["kind"],
            island=s["island"],
            xy=(float(s["xy"][0]), float(s["xy"][1])),
            rivers=tuple(rid for rid, r in rivers.items() if sid in r.sites),
        )
        for sid, s in raw["sites"].items()
    }
    roads = tuple((a, b) for a, b in raw["roads"])
    road_nb: dict[str, set[str]] = {s: set() for s in sites}
    reveal_nb: dict[str, set[str]] = {s: set() for s in sites}
    for a, b in roads:
        road_nb[a].add(b)
        road_nb[b].add(a)
        reveal_nb[a].add(b)
        reveal_nb[b].add(a)
    for river in rivers.values():
        for a, b in river.segments:
            reveal_nb[a].add(b)
            reveal_nb[b].add(a)
    return Board(
        sites=sites,
        rivers=rivers,
        roads=roads,
        road_neighbours={s: frozenset(n) for s, n in road_nb.items()},
        reveal_neighbours={s: frozenset(n) for s, n in reveal_nb.items()},
        river_sites=frozenset(s for r in rivers.values() for s in r.sites),
    )


@cache
def tiles() -> dict[str, Tile]:
    """All 54 tiles by id."""
    raw = _load("tiles.json")
    return {
        t["id"]: Tile(
            id=t["id"],
            kind=t["kind"],
            building=t["building"],
            points=int(t["points"]),
            resources=tuple(t["resources"]),
            fish_bonus=int(t["fishBonus"]),
            bird=bool(t["bird"]),
        )
        for t in raw["tiles"]
    }


@cache
def bird_chip_split() -> dict[int, int]:
    """How many bird chips of each value (1, 2, 3) the game has."""
    raw = _load("tiles.json")["birdChips"]
    return {int(k): int(v) for k, v in raw.items() if k.isdigit()}


@cache
def cards() -> Cards:
    """The card content of ``cards.json``."""
    raw = _load("cards.json")
    scoring = {}
    for c in raw["scoring_cards"]:
        scoring[c["id"]] = ScoringCard(
            id=c["id"],
            kind=c["kind"],
            points=int(c.get("points", 0)),
            points_one=int(c.get("points_one", 0)),
            points_each=int(c.get("points_each", 0)),
            needs=tuple(c.get("needs", ())),
            where=c.get("where", ""),
            fish_bonus=bool(c.get("fish_bonus", False)),
        )
    return Cards(
        sets={k: {kind: int(n) for kind, n in v.items()} for k, v in raw["building_sets"].items()},
        supply={k: int(v) for k, v in raw["supply_per_player"].items()},
        scoring_dealt={int(k): int(v) for k, v in raw["scoring_cards_dealt"].items()},
        start_scores=tuple(int(x) for x in raw["start_scores_in_turn_order"]),
        scoring=scoring,
    )
