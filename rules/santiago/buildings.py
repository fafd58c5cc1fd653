"""The 12 building functions (SC-42, R-10, R-16, R-17): which uses are legal and what a use does.

Each building is handled by the kind of its effect in ``buildings.json``; amounts come from the data.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.santiago import gamedata
from rules.santiago.actions import Use
from rules.santiago.events import BuildingUsed, DieTurned, Event, Gained, TileTurned
from rules.santiago.holdings import gain, supply
from rules.santiago.notation import effect_kind
from rules.santiago.ship import depart, move_marker
from rules.santiago.state import GameState

_COMP = gamedata.components()
_TRADE = _COMP.trade_goods
_WOOD = _COMP.wood
_BUILDINGS = gamedata.buildings()
_KIND = {b: effect_kind(b) for b in _BUILDINGS}
_EFFECT = {
    b: spec.effect if _KIND[b] == "newspaper" else spec.effect[_KIND[b]] for b, spec in _BUILDINGS.items()
}
_CUBANER = tuple(gamedata.cubaner())


def legal_uses(state: GameState, seat: int, building: str) -> list[Use]:
    """Every legal use of ``building`` by ``seat`` now (declining is not among them)."""
    return _LEGAL[_KIND[building]](state, seat, building)


def _plain(state: GameState, seat: int, b: str) -> list[Use]:
    """Bank and church: the use has no choices."""
    return [Use(seat, b)]


def _pay(state: GameState, seat: int, b: str) -> list[Use]:
    """Sawmill: legal when the payment is held."""
    goods = state.players[seat].goods
    return [Use(seat, b)] if all(goods[g] >= n for g, n in _EFFECT[b].items()) else []


def _convert(state: GameState, seat: int, b: str) -> list[Use]:
    """Distillery, cigar factory: 1 to min(input held, output supply) units (R-10)."""
    spec = _EFFECT[b]
    most = min(state.players[seat].goods[spec["from"]], supply(state, spec["to"]))
    return [Use(seat, b, (str(n),)) for n in range(1, most + 1)]


def _swap(state: GameState, seat: int, b: str) -> list[Use]:
    """Black market: one held good for another type in the supply, never wood."""
    goods = state.players[seat].goods
    takes = [h for h in _TRADE if supply(state, h) >= 1]
    return [Use(seat, b, (g, h)) for g in _TRADE if goods[g] for h in takes if h != g]


def _sell_once(state: GameState, seat: int, b: str) -> list[Use]:
    """Café: rum, cigars, or both, one unit each."""
    goods = state.players[seat].goods
    held = [g for g in _EFFECT[b] if goods[g] >= 1]
    out = [Use(seat, b, (g,)) for g in held]
    if len(held) == len(_EFFECT[b]) > 1:
        out.append(Use(seat, b, tuple(held)))
    return out


def _die_to_zero(state: GameState, seat: int, b: str) -> list[Use]:
    """Customs: any ship die showing 1 or more (R-17)."""
    return [Use(seat, b, (g,)) for g, die in state.dice.items() if die]


def _exchange(state: GameState, seat: int, b: str) -> list[Use]:
    """Casino: buy k VP for 3k pesos, or sell k VP for 3k pesos (R-16)."""
    player = state.players[seat]
    rate = _EFFECT[b]["pesos_per_vp"]
    out = [Use(seat, b, ("buy", str(k))) for k in range(1, player.pesos // rate + 1)]
    out += [Use(seat, b, ("sell", str(k))) for k in range(1, player.vp + 1)]
    return out


def _marker_step(state: GameState, seat: int, b: str) -> list[Use]:
    """Harbour office: up always, down only above the first flag (SC-55)."""
    out = [Use(seat, b, ("up",))]
    if state.marker > 0:
        out.append(Use(seat, b, ("down",)))
    return out


def _deliver_one(state: GameState, seat: int, b: str) -> list[Use]:
    """Trading office: one unit of a held good whose ship die shows 1 or more."""
    goods = state.players[seat].goods
    return [Use(seat, b, (g,)) for g, die in state.dice.items() if die and goods[g]]


def _newspaper(state: GameState, seat: int, b: str) -> list[Use]:
    """Newspaper: the peso alone, or with any face-up Cubaner turned face down (R-20)."""
    return [Use(seat, b), *(Use(seat, b, (c,)) for c in _CUBANER if c not in state.face_down)]


_LEGAL: dict[str, Callable[[GameState, int, str], list[Use]]] = {
    "gain": _plain,
    "pay": _pay,
    "convert": _convert,
    "swap": _swap,
    "sell_each_at_most_once": _sell_once,
    "ship_die_to_zero": _die_to_zero,
    "exchange": _exchange,
    "value_marker_step": _marker_step,
    "deliver_one": _deliver_one,
    "newspaper": _newspaper,
}


def use_building(state: GameState, use: Use, events: list[Event], *, alonso: bool = False) -> None:
    """Carry out a legal use (the engine checked it); may make the ship leave (SC-43)."""
    b = use.building
    assert b is not None
    seat = use.seat
    player = state.players[seat]
    kind = _KIND[b]
    spec = _EFFECT[b]
    events.append(BuildingUsed(seat, b, use.args, alonso))
    changes: dict[str, int] = {}
    if kind == "gain":
        gain(state, seat, b, spec, events)
        return
    if kind == "newspaper":
        gain(state, seat, b, spec["gain"], events)
        if use.args:
            state.face_down.append(use.args[0])
            events.append(TileTurned(use.args[0], False))
        return
    if kind == "pay":
        for g, n in spec.items():
            player.goods[g] -= n
            changes[g] = -n
        gain(state, seat, b, _BUILDINGS[b].effect["gain"], events)
    elif kind == "convert":
        n = int(use.args[0])
        player.goods[spec["from"]] -= n
        player.goods[spec["to"]] += n
        changes = {spec["from"]: -n, spec["to"]: n}
    elif kind == "swap":
        give, take = use.args
        player.goods[give] -= 1
        player.goods[take] += 1
        changes = {give: -1, take: 1}
    elif kind == "sell_each_at_most_once":
        for g in use.args:
            player.goods[g] -= 1
            changes[g] = -1
            player.vp += spec[g]["vp"]
            changes["vp"] = changes.get("vp", 0) + spec[g]["vp"]
    elif kind == "exchange":
        k = int(use.args[1])
        sign = 1 if use.args[0] == "buy" else -1
        player.vp += sign * k
        player.pesos -= sign * k * spec["pesos_per_vp"]
        changes = {"pesos": -sign * k * spec["pesos_per_vp"], "vp": sign * k}
    elif kind == "value_marker_step":
        move_marker(state, seat, 1 if use.args[0] == "up" else -1, events)
        return
    else:
        _ship_die(state, use, kind, spec, events)
        return
    events.append(Gained(seat, b, changes))


def _ship_die(state: GameState, use: Use, kind: str, spec: dict[str, Any], events: list[Event]) -> None:
    """Customs and trading office: turn a ship die down; the last demand met makes the ship leave."""
    good = use.args[0]
    before = state.dice[good]
    if kind == "ship_die_to_zero":
        state.dice[good] = 0
    else:
        player = state.players[use.seat]
        vp = spec["vp"]
        player.goods[good] -= 1
        player.vp += vp
        state.dice[good] = before - spec["die_minus"]
        events.append(Gained(use.seat, use.building or "", {good: -1, "vp": vp}))
    events.append(DieTurned(good, before, state.dice[good]))
    if not any(state.dice.values()):
        depart(state, use.seat, events)
