"""Every choice a Santiago seat has now, as a button label with its facts and the line it plays.

Built from the seat's :class:`PlayerView` only (its legal lines, the table and its own holdings), so the
labels of a panel say no more than that seat may know; the public message uses them only when the table
shows every holding anyway.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.seam import LABEL, Choice
from rules.santiago import gamedata, messages
from rules.santiago.actions import Alonso, Car, Deliver, Demand, Give, Go, Pablo, Pass, Use
from rules.santiago.messages import render as say
from rules.santiago.notation import effect_kind, parse
from rules.santiago.state import Phase
from rules.santiago.views import CarChoice, PlayerView, car_choices

_COMP = gamedata.components()
_CUBANER = gamedata.cubaner()
_BUILDINGS = gamedata.buildings()
STATIONS = 10
"""Stations on the road, the harbour (0) included."""


def good(name: str) -> str:
    """A good's name as players read it."""
    return say(f"render.good.{name}")


def building_name(building_id: str) -> str:
    """A building's name as players read it, in the language in force."""
    return messages.building(building_id)


def cubaner_name(cubaner: str) -> str:
    return _CUBANER[cubaner].name


def _item(item: str, amount: int) -> str:
    """``+2 tobacco``, ``+3 pesos``, ``+2 VP``."""
    name = say(f"narrate.item.{item}") if item in ("pesos", "vp") else good(item)
    return say("ui.label.gain", amount=amount, item=name)


def cubaner_effect(cubaner: str | None, face_down: Sequence[str]) -> str:
    """What waits at a station: the harbour's delivery round or the Cubaner's gift."""
    if cubaner is None:
        return say("ui.label.round")
    if cubaner in face_down:
        return say("ui.label.face_down")
    effect = _CUBANER[cubaner].effect
    if "gain" in effect:
        return ", ".join(_item(item, n) for item, n in effect["gain"].items())
    if "gain_choice" in effect:
        return say("ui.label.choice")
    if "tribute" in effect:
        return say("ui.label.tribute")
    return say("ui.label.alonso")


def harbour_passes(start: int, steps: int) -> int:
    """How often a drive passes the harbour without stopping there (R-7)."""
    return sum(1 for k in range(1, steps) if (start + k) % STATIONS == 0)


def car_label(view: PlayerView, choice: CarChoice) -> str:
    """``Maria · 1 peso · +2 VP``, with the harbour passes when there are any."""
    public = view.public
    where = say("ui.label.harbour") if choice.cubaner is None else cubaner_name(choice.cubaner)
    if choice.cost == 0:
        cost = say("ui.label.free")
    elif choice.cost == 1:
        cost = say("ui.label.peso")
    else:
        cost = say("ui.label.pesos", count=choice.cost)
    effect = cubaner_effect(choice.cubaner, public.face_down)
    passes = harbour_passes(public.car, choice.steps)
    key = "ui.label.car" if passes == 0 else "ui.label.car_skip" if passes == 1 else "ui.label.car_laps"
    return say(key, where=where, cost=cost, effect=effect, times=passes)


def owner_of(view: PlayerView, building: str) -> int | None:
    return next((p.seat for p in view.public.players if building in p.owns), None)


def use_effect(view: PlayerView, use: Use) -> str:
    """What a building use does, in words with its numbers (``buy 2 VP for 6 pesos``)."""
    building = use.building
    assert building is not None
    kind = effect_kind(building)
    effect = _BUILDINGS[building].effect
    args = use.args
    public = view.public
    if kind == "convert":
        spec = effect["convert"]
        return say("ui.effect.convert", count=args[0], source=good(spec["from"]), target=good(spec["to"]))
    if kind == "swap":
        return say("ui.effect.swap", give=good(args[0]), take=good(args[1]))
    if kind == "sell_each_at_most_once":
        spec = effect[kind]
        vp = sum(spec[g]["vp"] for g in args)
        return say("ui.effect.cafe", goods=say("ui.effect.and").join(good(g) for g in args), vp=vp)
    if kind == "ship_die_to_zero":
        return say("ui.effect.customs", good=good(args[0]), face=public.dice.get(args[0], 0))
    if kind == "exchange":
        count = int(args[1])
        pesos = count * effect["exchange"]["pesos_per_vp"]
        return say(f"ui.effect.{args[0]}", count=count, pesos=pesos)
    if kind == "value_marker_step":
        flags = _COMP.flags
        index = flags.index(public.marker)
        after = flags[max(0, min(len(flags) - 1, index + (1 if args[0] == "up" else -1)))]
        return say("ui.effect.marker", before=public.marker, after=after)
    if kind == "deliver_one":
        return say("ui.effect.trading", good=good(args[0]), vp=effect["deliver_one"]["vp"])
    if kind == "newspaper":
        if args:
            return say("ui.effect.newspaper_down", cubaner=cubaner_name(args[0]))
        return say("ui.effect.newspaper")
    return say(f"render.hint.{building}")


def _demand(view: PlayerView, action: Demand) -> Choice:
    roll = view.roll or {}
    aside = next(g for g in _COMP.die_goods if g not in action.goods)
    dice = ", ".join(f"{good(g)} {roll.get(g, '?')}" for g in action.goods)
    return Choice(say("ui.label.demand", good=good(aside), face=roll.get(aside, "?"), dice=dice), str(action))


def _give(view: PlayerView, action: Give) -> Choice:
    taker = view.public.players[view.public.turn].name
    held = view.holdings
    if action.item == "peso":
        label = say("ui.label.give_peso", taker=taker, have=held.pesos)
    elif action.item == "vp":
        label = say("ui.label.give_vp", taker=taker, have=held.vp)
    else:
        label = say("ui.label.give_good", good=good(action.item), taker=taker, have=held.goods[action.item])
    return Choice(label, str(action))


def _go(view: PlayerView, action: Go) -> Choice:
    name, effect = building_name(action.building), say(f"render.hint.{action.building}")
    owner = owner_of(view, action.building)
    if owner is None:
        return Choice(say("ui.label.go", building=name, effect=effect), str(action))
    if owner == view.seat:
        return Choice(say("ui.label.go_own", building=name, effect=effect), str(action))
    who = view.public.players[owner].name
    return Choice(say("ui.label.go_owner", building=name, effect=effect, owner=who), str(action))


def _alonso(view: PlayerView, action: Alonso) -> Choice:
    if action.mode == "claim" and action.building is not None:
        effect = say(f"render.hint.{action.building}")
        label = say("ui.label.claim", building=building_name(action.building), effect=effect)
        return Choice(label, str(action), group=say("ui.group.claim"))
    if action.mode == "use" and action.use is not None and action.use.building is not None:
        name = building_name(action.use.building)
        label = say("ui.label.alonso_use", building=name, effect=use_effect(view, action.use))
        return Choice(label, str(action), group=name)
    return Choice(say("ui.label.alonso_pass"), str(action), quiet=True)


def _use(view: PlayerView, action: Use) -> Choice:
    if action.building is None:
        building = view.public.flow.get("use_building") or ""
        return Choice(say("ui.label.decline", building=building_name(building)), str(action), quiet=True)
    name = building_name(action.building)
    return Choice(
        say("ui.label.use", building=name, effect=use_effect(view, action)), str(action), group=name
    )


def _deliver(view: PlayerView, action: Deliver) -> Choice:
    target = good(action.instead or action.good)
    group = say("ui.group.deliver", good=target)
    if action.instead is not None:
        vp = action.count * _COMP.wood_vp
        label = say("ui.label.deliver_wood", count=action.count, good=target, vp=vp)
        return Choice(label, str(action), group=group)
    vp = action.count * int(view.public.marker)
    return Choice(say("ui.label.deliver", count=action.count, good=target, vp=vp), str(action), group=group)


def _car(view: PlayerView, choice: CarChoice, line: str) -> Choice:
    """A car move, grouped by how often it passes the harbour (far drives only come with many pesos)."""
    passes = harbour_passes(view.public.car, choice.steps)
    group = say("ui.group.car", times=passes) if passes else say("ui.group.car_near")
    return Choice(car_label(view, choice), line, group=group)


def choices(view: PlayerView) -> list[Choice]:
    """Every legal line of the seat now with its label, in the order a player reads them: the car by
    distance, a delivery by good and count, passing or declining last."""
    out: list[Choice] = []
    cars = {c.steps: c for c in car_choices(view)} if view.public.phase == Phase.CAR else {}
    for line in view.legal:
        action = parse(line)
        if isinstance(action, Car):
            out.append(_car(view, cars[action.steps], line))
        elif isinstance(action, Demand):
            out.append(_demand(view, action))
        elif isinstance(action, Pablo):
            left = view.public.supply.get(action.good, 0)
            out.append(Choice(say("ui.label.pablo", good=good(action.good), left=left), line))
        elif isinstance(action, Give):
            out.append(_give(view, action))
        elif isinstance(action, Alonso):
            out.append(_alonso(view, action))
        elif isinstance(action, Go):
            out.append(_go(view, action))
        elif isinstance(action, Use):
            out.append(_use(view, action))
        elif isinstance(action, Deliver):
            out.append(_deliver(view, action))
        elif isinstance(action, Pass):
            out.append(Choice(say("ui.label.pass"), line, quiet=True))
    out = [Choice(c.label[:LABEL], c.line, c.quiet, c.group) for c in out]
    return sorted(out, key=lambda c: c.quiet)
