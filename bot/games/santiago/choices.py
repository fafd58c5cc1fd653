"""Every choice a Santiago seat has now, as a button label with its facts and the line it plays.

Built from the seat's :class:`PlayerView` only (its legal lines, the table and its own holdings), so the
labels of a panel say no more than that seat may know; the public message uses them only when the table
shows every holding anyway.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.components import fit
from bot.games.seam import LABEL, Choice
from rules import i18n
from rules.santiago import gamedata, messages
from rules.santiago.actions import Alonso, Car, Deliver, Demand, Give, Go, Pablo, Pass, Use
from rules.santiago.messages import counted, wants
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
    """``+2 tobacco``, ``+1 peso``, ``+2 VP``."""
    if item == "pesos":
        return say("narrate.change_pesos", sign="+", amount=amount)
    if item != "vp":
        return say("narrate.change_goods", sign="+", goods=counted(item, amount))
    return say("ui.label.gain", amount=amount, item=say("narrate.item.vp"))


def cubaner_effect(cubaner: str | None, face_down: Sequence[str], short: bool = False) -> str:
    """What waits at a station: the harbour's delivery round or the Cubaner's gift (``short``: in the
    board's few words, ``+1 any``, ``tribute``)."""
    if cubaner is None:
        return say("ui.label.round")
    if cubaner in face_down:
        return say("ui.label.face_down")
    effect = _CUBANER[cubaner].effect
    if "gain" in effect:
        return ", ".join(_item(item, n) for item, n in effect["gain"].items())
    if "gain_choice" in effect:
        if short:
            return say("ui.label.gain", amount=effect["gain_choice"]["count"], item=say("render.effect.any"))
        return say("ui.label.choice")
    if "tribute" in effect:
        return say("render.effect.tribute" if short else "ui.label.tribute")
    return say("render.effect.alonso" if short else "ui.label.alonso")


def harbour_passes(start: int, steps: int) -> int:
    """How often a drive passes the harbour without stopping there (R-7)."""
    return sum(1 for k in range(1, steps) if (start + k) % STATIONS == 0)


def next_buildings(view: PlayerView, cubaner: str) -> tuple[str, ...] | None:
    """Where the seat's figure may go after a face-up ``cubaner``: the buildings under his flower that no
    figure stands on (SC-35 – SC-38); ``None`` when it stays where it is (El Zorro, SC-33, or every one
    of them taken, SC-39 (4))."""
    flower = _CUBANER[cubaner].flower
    if flower is None:
        return None
    public = view.public
    taken = {p.figure for p in public.players}
    spaces = [s for s in _COMP.spaces if _COMP.space_flower[s] == flower]
    free = tuple(public.buildings[s] for s in spaces if public.buildings[s] not in taken)
    return free or None


def _then(view: PlayerView, cubaner: str) -> list[str]:
    """The figure step that follows a face-up Cubaner, in words, longest first: ``then Bank, Casino,
    Harbour office`` and the same with fewer buildings (``then Bank, Casino …``) for a label that must
    be shorter; or the building the figure stays on, or none for a figure still off the board."""
    free = next_buildings(view, cubaner)
    if free is not None:
        names = [building_name(b) for b in free]
        shorter = [", ".join(names[:k]) + " …" for k in range(len(names) - 1, 0, -1)]
        return [say("ui.label.then", buildings=text) for text in [", ".join(names), *shorter]]
    figure = view.public.players[view.seat].figure
    if figure is None:
        return [say("ui.label.then_none")]
    key = "ui.label.then_again" if _CUBANER[cubaner].flower is None else "ui.label.then_stay"
    return [say(key, building=building_name(figure))]


ROOM = 80
"""Discord's limit on a button's label, which a car label is written to fit."""


def car_label(view: PlayerView, choice: CarChoice) -> str:
    """``Maria · 1 peso · +2 VP · then Bank, Casino, Harbour office``: where, the fare, the harbour passes
    when there are any (a drive all the way round into the harbour says so: ``Harbour · 17 pesos · a full
    lap · delivery round``, languages-2.md G-3), the Cubaner's gift and where the figure may go next.

    The longest (far drives to long-named buildings, above all in German and French) are written shorter
    until they fit a button, always in the same words: the gift in the board's words, then without the
    gift (the tile shows it), then with fewer of the buildings (``…``), so a label is never cut mid-word
    (DE-28, DE-29, FR-29)."""
    public = view.public
    where = say("ui.label.harbour") if choice.cubaner is None else cubaner_name(choice.cubaner)
    if choice.cost == 0:
        cost = say("ui.label.free")
    elif choice.cost == 1:
        cost = say("ui.label.peso")
    else:
        cost = say("ui.label.pesos", count=choice.cost)
    passes = harbour_passes(public.car, choice.steps)
    key = "ui.label.car" if passes == 0 else "ui.label.car_skip" if passes == 1 else "ui.label.car_laps"
    effect = cubaner_effect(choice.cubaner, public.face_down)
    if choice.cubaner is None:
        laps = choice.steps // STATIONS
        if laps:
            return say("ui.label.car_round", where=where, cost=cost, effect=effect, times=laps)
        return say(key, where=where, cost=cost, effect=effect, times=passes)
    if choice.cubaner in public.face_down:
        return say(key, where=where, cost=cost, effect=effect, times=passes)
    thens = _then(view, choice.cubaner)
    short = cubaner_effect(choice.cubaner, public.face_down, short=True)
    tries = [say("ui.label.effect_then", effect=gift, then=thens[0]) for gift in (effect, short)] + thens
    labels = [say(key, where=where, cost=cost, times=passes, effect=text) for text in tries]
    return next((label for label in labels if len(label) <= ROOM), labels[-1])


def owner_of(view: PlayerView, building: str) -> int | None:
    return next((p.seat for p in view.public.players if building in p.owns), None)


def building_now(view: PlayerView, building: str) -> str | None:
    """What ``building`` can do for the seat now, in words with the seat's own numbers (``pay 3 of your
    5 pesos for 1 VP``), or ``None`` when it can do nothing for it: no sugar for the distillery, no good
    the ship wants for the trading office... Read from the seat's view only (its holdings, the supply,
    the ship's dice, the value marker), as the engine's legal uses are (SC-42, R-10, R-17)."""
    kind = effect_kind(building)
    effect = _BUILDINGS[building].effect
    public = view.public
    held = view.holdings.goods
    if kind in ("gain", "newspaper"):
        gains = ", ".join(_item(item, n) for item, n in effect["gain"].items())
        return gains if kind == "gain" else say("ui.now.newspaper", gain=gains)
    if kind == "pay":
        paid = effect["pay"]
        if not all(held.get(g, 0) >= n for g, n in paid.items()):
            return None
        ((source, count),) = paid.items()
        gains = ", ".join(_item(item, n) for item, n in effect["gain"].items())
        return say("ui.now.pay", count=count, held=counted(source, held[source]), gain=gains)
    if kind == "convert":
        spec = effect["convert"]
        have = held.get(spec["from"], 0)
        most = min(have, public.supply.get(spec["to"], 0))
        if most == 0:
            return None
        source, target = good(spec["from"]), good(spec["to"])
        if most == have:
            return say("ui.now.convert", count=most, source=source, target=target)
        return say("ui.now.convert_some", count=most, held=have, source=source, target=target)
    if kind == "swap":
        gives = [g for g in _COMP.trade_goods if held.get(g, 0)]
        takes = {h for h in _COMP.trade_goods if public.supply.get(h, 0) >= 1}
        gives = [g for g in gives if takes - {g}]
        if not gives:
            return None
        if len(gives) > 1:
            return say("ui.now.swap_any", count=sum(held[g] for g in gives))
        return say("ui.now.swap", goods=counted(gives[0], 1))
    if kind == "sell_each_at_most_once":
        spec = effect[kind]
        sold = [g for g in spec if held.get(g, 0)]
        if not sold:
            return None
        goods = i18n.join_list([counted(g, 1) for g in sold])
        return say("ui.now.cafe", goods=goods, vp=sum(spec[g]["vp"] for g in sold))
    if kind == "ship_die_to_zero":
        asked = [(g, n) for g, n in public.dice.items() if n]
        if not asked:
            return None
        if len(asked) == 1:
            return say("ui.now.customs", wants=counted(*asked[0]))
        return say("ui.now.customs_one", count=len(asked))
    if kind == "exchange":
        rate = effect["exchange"]["pesos_per_vp"]
        pesos, vp = view.holdings.pesos, view.holdings.vp
        buy = pesos // rate
        if buy and vp:
            return say("ui.now.casino_both", cost=buy * rate, count=buy, rate=rate)
        if buy:
            return say("ui.now.casino_buy", cost=buy * rate, count=buy)
        if vp:
            return say("ui.now.casino_sell", vp=vp, rate=rate)
        return None
    if kind == "value_marker_step":
        return _marker_now(public.marker)
    if kind == "deliver_one":
        demanded = [g for g, die in public.dice.items() if die and held.get(g, 0)]
        if not demanded:
            return None
        goods = i18n.join_list([counted(g, 1) for g in demanded], either=True)
        return say("ui.now.trading", goods=goods, vp=effect["deliver_one"]["vp"])
    return say(f"render.hint.{building}")


def _marker_now(flag: str) -> str:
    """The harbour office for the seat now: the VP per good up (and down, above the first flag); up from
    the last number makes the ship sail (SC-42, SC-55)."""
    flags = _COMP.flags
    index = flags.index(flag)
    up = flags[index + 1]
    if not up.isdigit():
        return say("ui.now.marker_sail", before=flag, down=flags[index - 1])
    if index == 0:
        return say("ui.now.marker_up", before=flag, up=up)
    return say("ui.now.marker", before=flag, up=up, down=flags[index - 1])


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
        count = int(args[0])
        return say(
            "ui.effect.convert", source=counted(spec["from"], count), target=counted(spec["to"], count)
        )
    if kind == "swap":
        return say("ui.effect.swap", give=counted(args[0], 1), take=counted(args[1], 1))
    if kind == "sell_each_at_most_once":
        spec = effect[kind]
        vp = sum(spec[g]["vp"] for g in args)
        return say("ui.effect.cafe", goods=i18n.join_list([counted(g, 1) for g in args]), vp=vp)
    if kind == "ship_die_to_zero":
        face = public.dice.get(args[0], 0)
        return say("ui.effect.customs", wanted=counted(args[0], face))
    if kind == "exchange":
        count = int(args[1])
        pesos = count * effect["exchange"]["pesos_per_vp"]
        return say(f"ui.effect.{args[0]}", count=count, pesos=pesos)
    if kind == "value_marker_step":
        flags = _COMP.flags
        index = flags.index(public.marker)
        after = flags[max(0, min(len(flags) - 1, index + (1 if args[0] == "up" else -1)))]
        if not after.isdigit():
            return say("ui.effect.marker_sail")
        return say("ui.effect.marker", before=public.marker, after=after)
    if kind == "deliver_one":
        return say("ui.effect.trading", wanted=counted(args[0], 1), vp=effect["deliver_one"]["vp"])
    if kind == "newspaper":
        if args:
            return say("ui.effect.newspaper_down", cubaner=cubaner_name(args[0]))
        return say("ui.effect.newspaper")
    return building_now(view, building) or say(f"render.hint.{building}")


def _demand(view: PlayerView, action: Demand) -> Choice:
    """Which die to set aside, and what the ship then wants (an all-zero ship sails at once, R-22)."""
    roll = view.roll or {}
    aside = next(g for g in _COMP.die_goods if g not in action.goods)
    kept = {g: roll.get(g, 0) for g in action.goods}
    face = roll.get(aside, "?")
    if not any(kept.values()):
        return Choice(say("ui.label.demand_none", good=good(aside), face=face), str(action))
    return Choice(say("ui.label.demand", good=good(aside), face=face, wants=wants(kept)), str(action))


def _give(view: PlayerView, action: Give) -> Choice:
    taker = view.public.players[view.public.turn].name
    held = view.holdings
    if action.item == "peso":
        label = say("ui.label.give_peso", taker=taker, have=held.pesos)
    elif action.item == "vp":
        label = say("ui.label.give_vp", taker=taker, have=held.vp)
    else:
        label = say(
            "ui.label.give_good", good=counted(action.item, 1), taker=taker, have=held.goods[action.item]
        )
    return Choice(label, str(action))


def _go(view: PlayerView, action: Go) -> Choice:
    """A building the figure may go to, with what it can do for the seat now; one that can do nothing
    for it says so and is quiet (sorted last)."""
    name, effect = building_name(action.building), building_now(view, action.building)
    quiet = effect is None
    if effect is None:
        effect = say("ui.label.nothing")
    owner = owner_of(view, action.building)
    if owner is None:
        return Choice(say("ui.label.go", building=name, effect=effect), str(action), quiet)
    if owner == view.seat:
        return Choice(say("ui.label.go_own", building=name, effect=effect), str(action), quiet)
    who = view.public.players[owner].name
    return Choice(say("ui.label.go_owner", building=name, effect=effect, owner=who), str(action), quiet)


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
        return Choice(
            say("ui.label.decline", building=messages.building_as(building, "the")), str(action), quiet=True
        )
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
    label = say("ui.label.deliver", good=counted(action.good, action.count), vp=vp)
    return Choice(label, str(action), group=group)


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
            out.append(Choice(say("ui.label.pablo", good=counted(action.good, 1), left=left), line))
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
    out = [Choice(fit(c.label, LABEL), c.line, c.quiet, c.group) for c in out]
    return sorted(out, key=lambda c: c.quiet)
