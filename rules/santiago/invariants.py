"""Properties every reachable Santiago state must have; the simulator checks them after every action.

Goods are conserved (8 of each between supply and players), holdings never go negative, markers and
figures are where the rules allow, dice show faces their die has, the game ends exactly at the 7th ship,
views hold no secret, and the state survives JSON.
"""

from __future__ import annotations

import random
from collections import Counter

from rules.invariants import shared_violations
from rules.santiago import gamedata
from rules.santiago.holdings import supply
from rules.santiago.state import GameState, Phase
from rules.santiago.views import player_view, public_view

_COMP = gamedata.components()


def holding_violations(state: GameState) -> list[str]:
    """Goods conserved per type; pesos, VP and goods never negative."""
    out = []
    for good in _COMP.goods:
        left = supply(state, good)
        if not 0 <= left <= _COMP.per_type:
            out.append(f"{good}: supply {left} outside 0..{_COMP.per_type}")
    for seat, p in enumerate(state.players):
        if p.pesos < 0 or p.vp < 0 or min(p.goods.values()) < 0:
            out.append(f"seat {seat} holds a negative amount: {p.pesos} pesos, {p.vp} VP, {p.goods}")
        if sorted(p.goods) != sorted(_COMP.goods):
            out.append(f"seat {seat} goods are not the six types: {sorted(p.goods)}")
    return out


def board_violations(state: GameState) -> list[str]:
    """At most 3 markers per player, 1 per building; at most 1 figure per building."""
    out = []
    owned = Counter(b for p in state.players for b in p.owns)
    out += [f"{b} carries {n} markers" for b, n in owned.items() if n > 1]
    out += [f"seat {s} placed {len(p.owns)} markers" for s, p in enumerate(state.players) if len(p.owns) > 3]
    figures = Counter(p.figure for p in state.players if p.figure is not None)
    out += [f"{b} holds {n} figures" for b, n in figures.items() if n > 1]
    return out


def ship_violations(state: GameState) -> list[str]:
    """Dice show faces of their die (or less, once delivered); the game ends exactly at the 7th ship."""
    out = []
    used = state.setup["rolls"][: state.rolls_used]
    if state.dice:
        roll = used[-1]
        for good, face in state.dice.items():
            if not 0 <= face <= roll[good] or roll[good] not in _COMP.faces[good]:
                out.append(f"{good} die shows {face}, rolled {roll[good]}")
        if len(state.dice) != _COMP.on_ship or state.aside in state.dice:
            out.append(f"the ship carries {sorted(state.dice)} with {state.aside} aside")
    if (state.phase == Phase.END) != (state.departed == _COMP.ships):
        out.append(f"phase {state.phase} with {state.departed} ships departed")
    if state.rolls_used > state.departed + 1:
        out.append(f"{state.rolls_used} rolls used for {state.departed} departures")
    return out


def scramble_secrets(state: GameState, rng: random.Random, keep_seat: int | None = None) -> GameState:
    """A copy whose secrets are changed: the unused rolls, and (under ``hidden_holdings``) what the seats
    other than ``keep_seat`` hold, goods kept in total so the public supply stays the same. The roll
    ``keep_seat`` is choosing the demand from is its own to see, so it stays."""
    s = state.clone()
    setup = dict(s.setup)
    rolls = [dict(r) for r in setup["rolls"]]
    choosing = keep_seat is not None and s.phase == Phase.DEMAND and s.to_move == keep_seat
    seen = s.rolls_used + (1 if choosing else 0)
    for roll in rolls[seen:]:
        for good in roll:
            roll[good] = rng.choice(_COMP.faces[good])
    setup["rolls"] = rolls
    s.setup = setup
    if s.options["hidden_holdings"]:
        others = [p for seat, p in enumerate(s.players) if seat != keep_seat]
        for good in _COMP.goods:
            units = sum(p.goods[good] for p in others)
            for p in others:
                p.goods[good] = 0
            for _ in range(units):
                rng.choice(others).goods[good] += 1
        for p in others:
            p.pesos = rng.randrange(20)
            p.vp = rng.randrange(40)
    return s


def violations(state: GameState, rng: random.Random) -> list[str]:
    """Every invariant at once."""
    return (
        holding_violations(state)
        + board_violations(state)
        + ship_violations(state)
        + shared_violations(state, rng, scramble_secrets, public_view, player_view, GameState.from_dict)
    )
