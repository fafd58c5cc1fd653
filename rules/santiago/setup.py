"""Starting a game: the seeded set-up of NOTATION.md and the state it gives (SC-12 – SC-16, R-4, R-5).

All chance is fixed here: seat order, Cubaner and building layout, and the 7 demand rolls.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from rules.santiago import gamedata
from rules.santiago.state import GameState, Phase, PlayerState

DEFAULT_OPTIONS: dict[str, bool] = {"owner_vp_on_harbour_turns": True, "hidden_holdings": False}
"""RULES.md §14."""


def make_setup(seed: int, players_in_join_order: Sequence[str]) -> tuple[list[str], dict[str, Any]]:
    """Seat order and ``setup`` from ``seed``, exactly as NOTATION.md's ``make_setup`` draws them."""
    comp = gamedata.components()
    rng = random.Random(seed)
    players = list(players_in_join_order)
    rng.shuffle(players)
    cub = list(gamedata.cubaner())
    rng.shuffle(cub)
    bld = list(gamedata.buildings())
    rng.shuffle(bld)
    rolls = [{g: comp.faces[g][rng.randrange(6)] for g in comp.die_goods} for _ in range(comp.ships)]
    return players, {"cubaner": cub, "buildings": dict(zip(comp.spaces, bld, strict=True)), "rolls": rolls}


def new_game(players: int | Sequence[str], seed: int, options: dict[str, bool] | None = None) -> GameState:
    """A new game for ``players`` (a count, or names in join order), set up from ``seed``."""
    names = [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) else list(players)
    seated, setup = make_setup(seed, names)
    state = from_setup(seated, options or {}, setup)
    state.seed = seed
    return state


def from_setup(names: Sequence[str], options: dict[str, bool], setup: dict[str, Any]) -> GameState:
    """The state before the first line of a record: seat n−1 is to set the first demand (SC-16)."""
    comp = gamedata.components()
    if not comp.min_players <= len(names) <= comp.max_players:
        raise ValueError(f"{len(names)} players: the game is for {comp.min_players} to {comp.max_players}")
    unknown = set(options) - set(DEFAULT_OPTIONS)
    if unknown:
        raise ValueError(f"unknown options {sorted(unknown)}")
    _check_setup(setup)
    goods = {g: comp.start_goods.get(g, 0) for g in comp.goods}
    players = [PlayerState(str(n), comp.start_pesos, comp.start_vp, dict(goods)) for n in names]
    last = len(names) - 1
    return GameState(
        players=players,
        options={**DEFAULT_OPTIONS, **options},
        setup=setup,
        car=comp.harbour,
        face_down=[],
        marker=0,
        departed=0,
        dice={},
        aside=None,
        rolls_used=0,
        phase=Phase.DEMAND,
        turn=last,
        to_move=last,
    )


def _check_setup(setup: dict[str, Any]) -> None:
    """Refuse a set-up that is not 9 Cubaner, 12 buildings on 12 spaces and 7 rolls of real faces."""
    comp = gamedata.components()
    if sorted(setup["cubaner"]) != sorted(gamedata.cubaner()):
        raise ValueError("setup.cubaner must name each Cubaner once")
    if sorted(setup["buildings"]) != sorted(comp.spaces) or sorted(setup["buildings"].values()) != sorted(
        gamedata.buildings()
    ):
        raise ValueError("setup.buildings must map every space to a different building")
    rolls = setup["rolls"]
    if len(rolls) != comp.ships:
        raise ValueError(f"setup.rolls must hold exactly {comp.ships} rolls")
    for roll in rolls:
        if sorted(roll) != sorted(comp.die_goods) or any(roll[g] not in comp.faces[g] for g in roll):
            raise ValueError(f"a roll must give each die one of its faces: {roll}")
