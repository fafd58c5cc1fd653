"""Teaching Santiago de Cuba from its own engine (issue 44): the strong player's hint with the reasons its
evaluation gives, the refused choices nearest to those a seat is offered ("why not?"), and both in the
reader's language.

Everything is worked out from one seat's :class:`~rules.santiago.views.PlayerView` and the states the
strong player samples from it, so a hint or a miss tells that seat nothing it could not see. The hint
follows the strong player's own path (:func:`rules.santiago.ai.weigh_strong`), so it plays exactly what
that player plays for the same seed; its reasons are read off that very evaluation: the chosen move tried
on the first sample (its events and the seat's change), what it opens or denies there, and the ranking's
results against the runner-up.

Sentences are :class:`~rules.teach.Words`: ``teach.*`` keys of the catalogue (or the engine's own
``illegal.*`` refusals) whose parameters are ids, names and numbers. :func:`explain` names goods,
buildings, Cubaner and moves in the language in force only when a sentence is shown; a parameter's name
says how it is read (``choice`` and ``runner`` are moves, ``got`` or ``wants`` lists of holdings,
``to_building`` a building where a figure goes, and so on: :data:`PARAMS`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence

from rules import i18n
from rules.santiago import gamedata
from rules.santiago.actions import Action, Alonso, Car, Deliver, Demand, Give, Go, Pablo, Pass, Use
from rules.santiago.ai import weigh_strong
from rules.santiago.ai.belief import state_from_view
from rules.santiago.ai.policy import best_actions
from rules.santiago.ai.search import MARGIN_SCALE, Trials
from rules.santiago.engine import apply, is_legal, legal_list
from rules.santiago.errors import IllegalAction, InvalidAction
from rules.santiago.events import (
    CarMoved,
    Delivered,
    Event,
    FigureMoved,
    FigureStayed,
    Gained,
    GameEnded,
    HarbourSkipped,
    MarkerMoved,
    Passed,
    RoundEnded,
    RoundStarted,
    ShipDeparted,
    Tribute,
)
from rules.santiago.holdings import markers_left, occupied, owner_of, supply
from rules.santiago.messages import CATALOGUE, building, building_as, counted, good
from rules.santiago.notation import effect_kind
from rules.santiago.refusals import refuse
from rules.santiago.state import GameState, Phase
from rules.santiago.turn import layout
from rules.santiago.views import PlayerView
from rules.search import Ranked
from rules.teach import MISSES, Hint, Miss, Words

_COMP = gamedata.components()
_CUBANER = gamedata.cubaner()
_BUILDINGS = gamedata.buildings()
_FLAGS = _COMP.flags
_TRADE = _COMP.trade_goods
_WOOD = _COMP.wood
_ITEM_ORDER = ("vp", "pesos", *_COMP.goods)
"""The order holdings are listed in a sentence: VP, pesos, then the goods in die order."""
VAGUE = frozenset({"illegal.not_legal"})
"""Refusals that name no reason of their own: "why not?" leaves such choices out."""


# --- the hint ----------------------------------------------------------------------------------------


def hint(view: PlayerView, seed: str) -> Hint:
    """The strong player's choice for ``view.seat`` with the seed's own evaluation, and one to three
    reasons read off it; ``ValueError`` when the game does not wait for this seat."""
    trials: Trials = {}
    weighing = weigh_strong(view, random.Random(seed), trials)
    ranking = weighing.ranking
    state = weighing.state
    chosen = ranking[0].candidate
    after, events = apply(state, chosen)
    move = Moved(view, state, after, events, chosen)
    opens = list(move.opens())
    if len(ranking) == 1:
        reasons = (move.gains(), *opens[:1], Words.of("teach.only"))
        return Hint(str(chosen), reasons)
    runner = ranking[1]
    reasons = (move.gains(), *opens[:1], versus(state, ranking[0], runner, trials))
    return Hint(str(chosen), reasons, str(runner.candidate), sum(r.trials for r in ranking))


def versus(state: GameState, winner: Ranked[Action], runner: Ranked[Action], trials: Trials) -> Words:
    """Why the winner beat the runner-up: the lead over the best other player the two means stand for,
    and in how many of the samples both were tried on the winner did better. With no sample won, the
    two came out even (they share every sample), and the winner was first by its value one move ahead
    (the search keeps that order among equals)."""
    shared = sorted(
        n for (action, n) in trials if action == winner.candidate and (runner.candidate, n) in trials
    )
    wins = sum(1 for n in shared if trials[(winner.candidate, n)] > trials[(runner.candidate, n)])
    margin = round(MARGIN_SCALE * (_lead(winner.mean) - _lead(runner.mean)))
    token = token_of(state, runner.candidate)
    if not wins:
        return Words.of("teach.versus_even", runner=token, trials=len(shared))
    if margin >= 1:
        return Words.of("teach.versus", runner=token, margin=margin, wins=wins, trials=len(shared))
    return Words.of("teach.versus_close", runner=token, wins=wins, trials=len(shared))


def _lead(mean: float) -> float:
    """The lead (in units of ``MARGIN_SCALE`` VP) whose squashed utility is ``mean``."""
    return math.atanh(max(-0.999, min(0.999, mean)))


class Moved:
    """One move tried on a sampled state: what it gains the seat now (:meth:`gains`) and what it opens or
    denies (:meth:`opens`), each read from the events and the states before and after."""

    def __init__(
        self, view: PlayerView, before: GameState, after: GameState, events: list[Event], action: Action
    ) -> None:
        self.view = view
        self.seat = view.seat
        self.before = before
        self.after = after
        self.events = events
        self.action = action
        self.choice = token_of(before, action)
        self.known = known_events(events, view.seat, view.public.options["hidden_holdings"])

    # (a) what the move gains now

    def gains(self) -> Words:
        """The move and what it brings the seat at once."""
        action = self.action
        if isinstance(action, Demand):
            return self._demand(action)
        if isinstance(action, Give):
            return self._give(action)
        if isinstance(action, Go):
            return self._go(action)
        if isinstance(action, Pass):
            held = items_token(self._deliverable(self.before))
            return Words.of("teach.pass", choice=self.choice, held=held)
        if isinstance(action, Alonso) and action.mode == "claim":
            return Words.of("teach.claim", choice=self.choice, count=markers_left(self.after, self.seat))
        if isinstance(action, Alonso) and action.mode == "-" and markers_left(self.before, self.seat):
            return Words.of(
                "teach.alonso_pass", choice=self.choice, count=markers_left(self.before, self.seat)
            )
        use = action.use if isinstance(action, Alonso) else action
        if isinstance(use, Use):
            return self._use(use)
        return self._changed()

    def _changed(self) -> Words:
        """What the seat's holdings gained and paid through the move's events (a delivery's goods are
        its move, not its price)."""
        gained, spent = seat_changes(self.events, self.seat)
        if isinstance(self.action, Deliver):
            spent = {}
        got, paid = items_token(gained), items_token(spent)
        if got and paid:
            return Words.of("teach.gain_for", choice=self.choice, got=got, paid=paid)
        if got:
            return Words.of("teach.gain", choice=self.choice, got=got)
        if paid:
            return Words.of("teach.cost", choice=self.choice, paid=paid)
        return Words.of("teach.nothing", choice=self.choice)

    def _use(self, use: Use) -> Words:
        """A building's use: its gains, or what it does to the ship when it changes no holding."""
        if use.building is None:
            return Words.of("teach.decline", choice=self.choice)
        kind = effect_kind(use.building)
        if kind == "ship_die_to_zero":
            wanted = items_token({use.args[0]: self.before.dice[use.args[0]]})
            return Words.of("teach.customs", choice=self.choice, wanted=wanted)
        if kind == "value_marker_step":
            if any(isinstance(e, ShipDeparted) for e in self.events):
                return Words.of("teach.marker_sail", choice=self.choice)
            return Words.of("teach.marker", choice=self.choice, value=int(_FLAGS[self.after.marker]))
        return self._changed()

    def _demand(self, action: Demand) -> Words:
        """The new ship's demand, and how much of it the seat holds."""
        dice = {g: n for g, n in self.after.dice.items() if n}
        if any(isinstance(e, ShipDeparted) for e in self.events) or not dice:
            return Words.of("teach.demand_sails", choice=self.choice)
        goods = self.before.players[self.seat].goods
        held = items_token({g: goods[g] for g in dice if goods[g]})
        if held:
            return Words.of("teach.demand", choice=self.choice, wants=items_token(dice), held=held)
        return Words.of("teach.demand_none", choice=self.choice, wants=items_token(dice))

    def _give(self, action: Give) -> Words:
        """El Zorro's tribute: what the seat still has of what it gives."""
        taker = self.view.public.players[self.before.turn].name
        player = self.after.players[self.seat]
        item = "pesos" if action.item == "peso" else action.item
        left = player.pesos if item == "pesos" else player.vp if item == "vp" else player.goods[item]
        if not left:
            return Words.of("teach.give_last", item=action.item, name=taker)
        return Words.of("teach.give", item=action.item, name=taker, left=items_token({item: left}))

    def _go(self, action: Go) -> Words:
        """The figure's step, with the best use of the building it then offers (one move ahead)."""
        after = self.after
        if after.phase == Phase.USE and after.to_move == self.seat:
            options = legal_list(after, self.seat)
            best = best_actions(after, self.seat, options)[0]
            if isinstance(best, Use) and best.building is not None:
                return Words.of("teach.go", choice=self.choice, effect=effect_token(after, best))
        return self._changed()

    # (b) what the move opens or denies

    def opens(self) -> Iterator[Words]:
        """What the move sets up or takes away, most telling first."""
        action = self.action
        if any(isinstance(e, GameEnded) for e in self.known):
            yield Words.of("teach.game_ends")
        sailed = self._sailed()
        if sailed is not None and not isinstance(action, Demand | Car):
            yield sailed
        if isinstance(action, Car):
            yield from self._car()
        elif isinstance(action, Pablo):
            yield from self._wanted(action.good)
            yield from self._figure_step()
        elif isinstance(action, Alonso):
            yield from self._alonso(action)
        elif isinstance(action, Go):
            yield self._visit(action.building)
        elif isinstance(action, Use) and action.building is not None:
            yield from self._used(action)
        elif isinstance(action, Deliver):
            yield from self._delivered(action)
        elif isinstance(action, Pass):
            yield from self._passed()
        elif isinstance(action, Demand):
            aside = next(g for g in _TRADE if g not in action.goods)
            if (self.view.roll or {}).get(aside, 0):
                yield from self._denied(aside)

    def _sailed(self) -> Words | None:
        """The ship sailing during the move, and who sets the next demand."""
        departed = next((e for e in self.known if isinstance(e, ShipDeparted)), None)
        if departed is None or self.after.phase == Phase.END:
            return None
        if departed.seat == self.seat:
            return Words.of("teach.sails")
        return Words.of("teach.sails_by", name=self._name(departed.seat))

    def _car(self) -> Iterator[Words]:
        """Where the car stops: the harbour's round, El Zorro's tribute, a face-down tile, the figure's
        next step; then a harbour skip and the next player's free station."""
        moved = next(e for e in self.events if isinstance(e, CarMoved))
        skipped = any(isinstance(e, HarbourSkipped) for e in self.events)
        if (
            skipped
            and self.after.phase != Phase.END
            and any(isinstance(e, ShipDeparted) for e in self.events)
        ):
            yield Words.of("teach.skip_sail")
        if moved.cubaner is None:
            yield from self._harbour()
        elif moved.cubaner in self.before.face_down and moved.steps % _COMP.stations:
            yield Words.of("teach.face_down", cubaner=moved.cubaner)
        elif "tribute" in _CUBANER[moved.cubaner].effect:
            yield Words.of("teach.tribute", count=self.before.num_players - 1)
            figure = self.before.players[self.seat].figure
            if figure is not None:
                yield Words.of("teach.again", the_building=figure)
        else:
            yield from self._figure_step()
        if skipped and self.after.departed == self.before.departed:
            yield Words.of("teach.skip", value=int(_FLAGS[self.after.marker]))
        yield self._next_player()

    def _harbour(self) -> Iterator[Words]:
        """The delivery round the car starts: what the ship wants and what the seat holds of it."""
        if not any(isinstance(e, RoundStarted) for e in self.events):
            return
        dice = {g: n for g, n in self.before.dice.items() if n}
        value = int(_FLAGS[self.after.marker])
        goods = self.before.players[self.seat].goods
        held = items_token({g: goods[g] for g in dice if goods[g]})
        if held:
            yield Words.of("teach.harbour", wants=items_token(dice), value=value, held=held)
        else:
            yield Words.of("teach.harbour_none", wants=items_token(dice), value=value)

    def _figure_step(self) -> Iterator[Words]:
        """Where the figure may go next: the free buildings of the Cubaner's colour, Pablo's or Alonso's
        choice first."""
        after, seat = self.after, self.seat
        if after.to_move == seat and after.phase == Phase.PABLO:
            yield Words.of("teach.next_pablo")
        elif after.to_move == seat and after.phase == Phase.ALONSO:
            yield Words.of("teach.next_alonso")
        elif after.to_move == seat and after.phase == Phase.GO:
            places = " ".join(a.building for a in legal_list(after, seat) if isinstance(a, Go))
            yield Words.of("teach.next_go", to_buildings=places)
        for event in self.events:
            if isinstance(event, FigureMoved) and event.seat == seat and event.forced:
                yield Words.of("teach.next_go_one", to_building=event.building)
            elif _stayed_full(event, seat):
                assert isinstance(event, FigureStayed) and event.building is not None
                yield Words.of("teach.next_stay", at_building=event.building)

    def _alonso(self, action: Alonso) -> Iterator[Words]:
        """A claim's future owner VP (now, when a figure stands there), or a use's effect; then the
        figure's step to a white building."""
        if action.mode == "claim" and action.building is not None:
            standing = [s for s, p in enumerate(self.before.players) if p.figure == action.building]
            others = [s for s in standing if s != self.seat]
            if others:
                yield Words.of("teach.claim_figure", name=self._name(others[0]))
            else:
                yield Words.of("teach.claim_pays", ships=_COMP.ships - self.before.departed)
        elif action.mode == "use" and action.use is not None:
            yield from self._used(action.use)
        yield from self._figure_step()

    def _visit(self, building_id: str) -> Words:
        """Who the figure's visit pays, or whom it shuts out of the building."""
        owner = owner_of(self.before, building_id)
        if owner == self.seat:
            return Words.of("teach.go_own")
        if owner is not None:
            return Words.of("teach.go_owner", name=self._name(owner))
        nxt = (self.before.turn + 1) % self.before.num_players
        return Words.of("teach.go_block", name=self._name(nxt))

    def _used(self, use: Use) -> Iterator[Words]:
        """What a building's use does beyond the seat's holdings: a demand cancelled, a tile turned, a
        good the ship wants."""
        assert use.building is not None
        kind = effect_kind(use.building)
        if kind == "ship_die_to_zero":
            yield from self._denied(use.args[0])
        elif kind == "newspaper" and use.args:
            nxt = (self.before.turn + 1) % self.before.num_players
            yield Words.of("teach.flipped", cubaner=use.args[0], name=self._name(nxt))
        for item in seat_changes(self.events, self.seat)[0]:
            if item in _TRADE:
                yield from self._wanted(item)
        if kind == "deliver_one":
            yield from self._still_wanted()

    def _delivered(self, action: Deliver) -> Iterator[Words]:
        """Who can no longer deliver the good, and what the ship still wants."""
        target = action.instead or action.good
        if not self.after.dice.get(target, 0) and self.after.departed == self.before.departed:
            yield from self._denied(target)
        yield from self._still_wanted()

    def _passed(self) -> Iterator[Words]:
        """The round ending once everyone has passed: the value marker moves up, or the ship sails."""
        if not any(isinstance(e, RoundEnded) and not e.filled for e in self.known):
            return
        if any(isinstance(e, ShipDeparted) for e in self.known):
            yield Words.of("teach.pass_sail")
        else:
            moved = next(e for e in self.known if isinstance(e, MarkerMoved))
            yield Words.of("teach.pass_round", value=int(moved.after))

    def _wanted(self, good_id: str) -> Iterator[Words]:
        """The ship wanting a good the seat has just gained."""
        die = self.after.dice.get(good_id, 0)
        if die:
            held = self.after.players[self.seat].goods[good_id]
            yield Words.of(
                "teach.ship_wants", wants=items_token({good_id: die}), held=items_token({good_id: held})
            )

    def _still_wanted(self) -> Iterator[Words]:
        """What the ship still wants after the move, if it stays."""
        dice = {g: n for g, n in self.after.dice.items() if n}
        if dice and self.after.departed == self.before.departed:
            yield Words.of("teach.still_wants", wants=items_token(dice))

    def _denied(self, good_id: str) -> Iterator[Words]:
        """The other player (holdings shown) who holds most of a good the ship no longer takes."""
        holders = [
            (p.holdings.goods[good_id], p.seat)
            for p in self.view.public.players
            if p.seat != self.seat and p.holdings is not None and p.holdings.goods[good_id]
        ]
        if holders:
            count, seat = max(holders, key=lambda h: (h[0], -h[1]))
            yield Words.of("teach.denies", name=self._name(seat), held=items_token({good_id: count}))

    def _next_player(self) -> Words:
        """The next player's free station, which this car move sets up (the car's stop is theirs to start
        from)."""
        nxt = (self.before.turn + 1) % self.before.num_players
        station = (self.after.car + 1) % _COMP.stations
        cubaner = layout(self.after).station_cubaner[station]
        if cubaner is None:
            return Words.of("teach.next_player_harbour", name=self._name(nxt))
        return Words.of("teach.next_player", name=self._name(nxt), cubaner=cubaner)

    def _deliverable(self, state: GameState) -> dict[str, int]:
        """What the seat holds that the ship takes now: the goods it wants, and wood."""
        goods = state.players[self.seat].goods
        out = {g: goods[g] for g, n in state.dice.items() if n and goods[g]}
        if goods[_WOOD]:
            out[_WOOD] = goods[_WOOD]
        return out

    def _name(self, seat: int) -> str:
        """A seat's player name, as the view shows it."""
        return self.view.public.players[seat].name


def known_events(events: Sequence[Event], seat: int, hidden: bool) -> Sequence[Event]:
    """The events the seat can be sure of: all of them while holdings are shown; under hidden holdings
    those before another seat passes or gives by itself (what it holds decides that, and a sample only
    guesses it)."""
    if not hidden:
        return events
    for n, event in enumerate(events):
        if isinstance(event, Passed | Tribute) and event.forced and _actor(event) != seat:
            return events[:n]
    return events


def _actor(event: Passed | Tribute) -> int:
    """The seat that passed or gave."""
    return event.seat if isinstance(event, Passed) else event.giver


def _stayed_full(event: Event, seat: int) -> bool:
    """Whether ``event`` is the seat's figure staying on its building because every one of the
    Cubaner's colour is taken (SC-39, exception 4)."""
    return (
        isinstance(event, FigureStayed)
        and event.seat == seat
        and event.reason == "occupied"
        and event.building is not None
    )


def seat_changes(events: Iterable[Event], seat: int) -> tuple[dict[str, int], dict[str, int]]:
    """What the seat got and what it paid through its own move's events (until another seat's turn
    begins): gifts, uses, fares, deliveries and a tribute it gave, not what others give it. Both are
    kept apart (3 pesos from Martinez for a fare of 3 pesos is a gain and a price, not nothing)."""
    got: dict[str, int] = {}
    paid: dict[str, int] = {}

    def add(item: str, amount: int) -> None:
        into = got if amount > 0 else paid
        if amount:
            into[item] = into.get(item, 0) + abs(amount)

    for event in events:
        if isinstance(event, CarMoved) and event.seat != seat:
            break
        if isinstance(event, CarMoved):
            add("pesos", -event.paid)
        elif isinstance(event, Gained) and event.seat == seat:
            for item, amount in event.changes.items():
                add(item, amount)
        elif isinstance(event, Delivered) and event.seat == seat:
            add("vp", event.vp)
            add(event.good, -event.count)
        elif isinstance(event, Tribute) and event.giver == seat and event.item is not None:
            add("pesos" if event.item == "peso" else event.item, -1)
    return got, paid


# --- moves as words: tokens in the parameters, phrases at explain time -------------------------------


def token_of(state: GameState, action: Action) -> str:
    """A move as ids and numbers (``car 3 maria``, ``go casino``, ``use casino buy 2 6``): what a
    sentence needs to name it in any language without the state."""
    if isinstance(action, Demand):
        return f"demand {next(g for g in _TRADE if g not in action.goods)}"
    if isinstance(action, Car):
        station = (state.car + action.steps) % _COMP.stations
        cubaner = layout(state).station_cubaner[station]
        if cubaner is None:
            return f"car {action.steps} harbour"
        down = cubaner in state.face_down and action.steps % _COMP.stations
        return f"car {action.steps} {cubaner}" + (" down" if down else "")
    if isinstance(action, Pablo):
        return f"pablo {action.good}"
    if isinstance(action, Give):
        return f"give {action.item}"
    if isinstance(action, Alonso):
        if action.mode == "claim":
            return f"claim {action.building}"
        if action.use is not None:
            return f"alonso_use {effect_token(state, action.use)}"
        return "alonso_pass"
    if isinstance(action, Go):
        return f"go {action.building}"
    if isinstance(action, Use):
        return f"use {effect_token(state, action)}" if action.building else f"decline {state.use_building}"
    if isinstance(action, Deliver):
        if action.instead:
            return f"deliver_wood {action.count} {action.instead}"
        return f"deliver {action.good} {action.count}"
    return "pass"


def effect_token(state: GameState, use: Use) -> str:
    """A building's use as its id and the words and numbers its effect reads with (``casino buy 2 6``,
    ``customs rum 2``, ``harbour_office 2 3``)."""
    building_id = use.building
    assert building_id is not None
    kind = effect_kind(building_id)
    args = list(use.args)
    if kind == "ship_die_to_zero":
        args.append(str(state.dice.get(args[0], 0)))
    elif kind == "exchange":
        args.append(str(int(args[1]) * _BUILDINGS[building_id].effect["exchange"]["pesos_per_vp"]))
    elif kind == "value_marker_step":
        after = max(0, min(len(_FLAGS) - 1, state.marker + (1 if args[0] == "up" else -1)))
        args = [_FLAGS[state.marker], _FLAGS[after]] if _FLAGS[after].isdigit() else ["sail"]
    return " ".join([building_id, *args])


def items_token(amounts: Mapping[str, int]) -> str:
    """Holdings as a token (``vp:2 pesos:3 sugar:2``), in :data:`_ITEM_ORDER`; empty for none."""
    return " ".join(f"{k}:{amounts[k]}" for k in _ITEM_ORDER if amounts.get(k))


# --- why not? -----------------------------------------------------------------------------------------


def why_not(view: PlayerView) -> tuple[Miss, ...]:
    """The choices nearest to those ``view.seat`` is offered that the rules refuse it now, each with the
    engine's own refusal, nearest first and at most :data:`MISSES`; empty when the game does not wait
    for this seat. Worked out on a state rebuilt from the view: every refusal here reads only what the
    seat sees (its own holdings, the supply, the board and the ship)."""
    if view.seat not in view.public.awaiting or not view.legal:
        return ()
    state = state_from_view(view, random.Random(0))
    misses: list[Miss] = []
    seen: set[str] = set()
    for action in _near(state, view.seat):
        line = str(action)
        if line in seen or is_legal(state, action):
            continue
        seen.add(line)
        refusal = refuse(state, action)
        if refusal.key in VAGUE:
            continue
        misses.append(Miss(line, Words(refusal.key, tuple(refusal.params.items()))))
        if len(misses) == MISSES:
            break
    return tuple(misses)


def _near(state: GameState, seat: int) -> Iterator[Action]:
    """Lines of the kind the seat decides now that come nearest to a legal one, nearest first (whether
    each is refused is checked by the caller)."""
    near: dict[Phase, Callable[[GameState, int], Iterator[Action]]] = {
        Phase.CAR: _near_car,
        Phase.PABLO: _near_pablo,
        Phase.GIVE: _near_give,
        Phase.ALONSO: _near_alonso,
        Phase.GO: _near_go,
        Phase.USE: _near_use,
        Phase.DELIVER: _near_deliver,
    }
    found = near.get(state.phase)
    if found is not None:
        yield from found(state, seat)


def _near_car(state: GameState, seat: int) -> Iterator[Action]:
    """The stations of this lap beyond the seat's pesos, the nearest first (SC-19)."""
    for steps in range(state.players[seat].pesos + 2, _COMP.stations + 1):
        yield Car(seat, steps)


def _near_pablo(state: GameState, seat: int) -> Iterator[Action]:
    """Pablo's goods the supply has run out of (R-10)."""
    here = layout(state).station_cubaner[state.car]
    assert here is not None
    for g in _CUBANER[here].effect["gain_choice"]["from"]:
        yield Pablo(seat, g)


def _near_give(state: GameState, seat: int) -> Iterator[Action]:
    """Tributes of a peso, a VP or a good the giver does not have (SC-32)."""
    for item in ("peso", "vp", *_TRADE):
        yield Give(seat, item)


def _near_alonso(state: GameState, seat: int) -> Iterator[Action]:
    """Claims of buildings another player owns, or once the seat's markers are spent of free ones (the
    figure's building first); then uses of buildings the seat does not own: the figure's, the others'
    owned ones, then the free ones (SC-34, R-12)."""
    figure = state.players[seat].figure
    order = sorted(_BUILDINGS, key=lambda b: b != figure)
    owners = {b: owner_of(state, b) for b in order}
    yield from (Alonso(seat, "claim", b) for b in order if owners[b] not in (None, seat))
    if not markers_left(state, seat):
        yield from (Alonso(seat, "claim", b) for b in [b for b in order if owners[b] is None][:2])
    others = sorted((b for b in order if owners[b] != seat), key=lambda b: (b != figure, owners[b] is None))
    for b in others:
        yield Alonso(seat, "use", b, Use(seat, b, _SAMPLE_ARGS[effect_kind(b)]))


_SAMPLE_ARGS: dict[str, tuple[str, ...]] = {
    "gain": (),
    "pay": (),
    "newspaper": (),
    "convert": ("1",),
    "swap": (_TRADE[0], _TRADE[1]),
    "sell_each_at_most_once": ("rum",),
    "ship_die_to_zero": (_TRADE[0],),
    "exchange": ("buy", "1"),
    "value_marker_step": ("up",),
    "deliver_one": (_TRADE[0],),
}
"""A well-formed use of each kind of building, for a line whose refusal does not depend on its use."""


def _near_go(state: GameState, seat: int) -> Iterator[Action]:
    """The figure's own building and the taken buildings of the Cubaner's colour, then the free
    buildings of other colours (SC-35 – SC-37)."""
    here = layout(state).station_cubaner[state.car]
    assert here is not None
    flower = _CUBANER[here].flower
    assert flower is not None
    same = layout(state).flower_buildings[flower]
    yield from (Go(seat, b) for b in same if occupied(state, b))
    yield from (Go(seat, b) for b in _BUILDINGS if b not in same and not occupied(state, b))


def _near_use(state: GameState, seat: int) -> Iterator[Action]:
    """Uses of the figure's building one step beyond what the seat holds or the rules allow (SC-42),
    then the seat's own buildings elsewhere (SC-40)."""
    building_id = state.use_building
    assert building_id is not None
    yield from _beyond(state, seat, building_id)
    for b in state.players[seat].owns:
        if b != building_id:
            yield Use(seat, b, _SAMPLE_ARGS[effect_kind(b)])


def _beyond(state: GameState, seat: int, b: str) -> Iterator[Use]:
    """The uses of building ``b`` just past the legal ones: one more unit than held or in the supply,
    a good not held, a die already at 0, the marker at its lowest, a tile already face down."""
    kind = effect_kind(b)
    player = state.players[seat]
    effect = _BUILDINGS[b].effect
    if kind == "pay":
        yield Use(seat, b)
    elif kind == "convert":
        spec = effect["convert"]
        yield Use(seat, b, (str(min(player.goods[spec["from"]], supply(state, spec["to"])) + 1),))
    elif kind == "swap":
        gives = [g for g in _TRADE if not player.goods[g]]
        takes = [h for h in _TRADE if not supply(state, h)]
        yield from (Use(seat, b, (g, next(h for h in _TRADE if h != g))) for g in gives)
        yield from (Use(seat, b, (g, h)) for h in takes for g in _TRADE if g != h and player.goods[g])
    elif kind == "sell_each_at_most_once":
        yield from (Use(seat, b, (g,)) for g in effect[kind] if not player.goods[g])
    elif kind == "ship_die_to_zero":
        yield from (Use(seat, b, (g,)) for g in _TRADE if not state.dice.get(g, 0))
    elif kind == "exchange":
        rate = effect["exchange"]["pesos_per_vp"]
        yield Use(seat, b, ("buy", str(player.pesos // rate + 1)))
        yield Use(seat, b, ("sell", str(player.vp + 1)))
    elif kind == "value_marker_step":
        yield Use(seat, b, ("down",))
    elif kind == "deliver_one":
        yield from (Use(seat, b, (g,)) for g in _TRADE if state.dice.get(g, 0) and not player.goods[g])
        yield from (Use(seat, b, (g,)) for g in _TRADE if player.goods[g] and not state.dice.get(g, 0))
    elif kind == "newspaper":
        yield from (Use(seat, b, (c,)) for c in _CUBANER if c in state.face_down)


def _near_deliver(state: GameState, seat: int) -> Iterator[Action]:
    """Deliveries one unit beyond the die or the goods held, then goods held that the ship does not
    want, then wanted goods the seat lacks, then wood the same way (SC-47 – SC-49)."""
    goods = state.players[seat].goods
    dice = {g: state.dice.get(g, 0) for g in _TRADE}
    yield from (Deliver(seat, g, d + 1) for g, d in dice.items() if d and goods[g] > d)
    yield from (Deliver(seat, g, goods[g] + 1) for g, d in dice.items() if 0 < goods[g] < d)
    yield from (Deliver(seat, g, 1) for g, d in dice.items() if goods[g] and not d)
    wood = goods[_WOOD]
    if wood:
        yield from (Deliver(seat, _WOOD, d + 1, g) for g, d in dice.items() if 0 < d < wood)
        yield from (Deliver(seat, _WOOD, wood + 1, g) for g, d in dice.items() if wood < d)
    yield from (Deliver(seat, g, 1) for g, d in dice.items() if d and not goods[g])


# --- explain: a sentence in the language in force -----------------------------------------------------


def explain(words: Words) -> str:
    """A hint's or a miss's sentence in the language in force: refusals as the engine words them, the
    ``teach.*`` sentences with their ids and moves named in that language (:data:`PARAMS`)."""
    if words.key.startswith("illegal."):
        return IllegalAction(words.key, **words.kwargs()).localized()
    if words.key.startswith("parse."):
        return InvalidAction(words.key, **words.kwargs()).localized()
    params = {name: _term(name, value) for name, value in words.params}
    return CATALOGUE.text(words.key, **params)


def _term(name: str, value: object) -> object:
    """One parameter as the sentence reads it (:data:`PARAMS`); numbers and player names as they are."""
    reader = PARAMS.get(name)
    return value if reader is None or not isinstance(value, str) else reader(value)


def _holdings_text(token: str) -> str:
    """A holdings token as a list: ``2 VP, 3 pesos and 2 sugar``."""
    return i18n.join_list([_item_text(*part.split(":")) for part in token.split()])


def _item_text(item: str, amount: str) -> str:
    """``amount`` of one item: ``2 VP``, ``1 peso``, ``3 cigars``."""
    count = int(amount)
    if item == "vp":
        return CATALOGUE.text("teach.item.vp", count=count)
    if item == "pesos":
        return CATALOGUE.text("ui.label.pesos", count=count)
    return counted(item, count)


def _buildings_text(token: str) -> str:
    """Buildings where a figure may go, as a list joined with "or" (``to the Bank or to the Café``)."""
    return i18n.join_list([building_as(b, "to") for b in token.split()], either=True)


def _move_text(token: str, *, head: bool) -> str:
    """A move token as the start of a sentence (``head``: "Drive 3 stations to Maria") or as what the
    chosen move beat ("driving 3 stations to Maria")."""
    verb, *words = token.split()
    family = "teach.do" if head else "teach.alt"
    params: dict[str, object] = {}
    if verb == "demand":
        params = {"good": good(words[0])}
    elif verb == "car":
        params = {"steps": int(words[0])}
        if words[1] == "harbour":
            verb = "car_harbour"
        else:
            params["cubaner"] = _CUBANER[words[1]].name
            verb = "car_down" if words[2:] == ["down"] else "car"
    elif verb == "pablo":
        params = {"goods": counted(words[0], 1)}
    elif verb == "give":
        params = {"item": _give_text(words[0])}
    elif verb in ("claim", "decline"):
        params = {"the_building": building_as(words[0], "the")}
    elif verb in ("use", "alonso_use"):
        params = {"the_building": building_as(words[0], "the"), "effect": _effect_text(" ".join(words))}
    elif verb == "go":
        params = {"to_building": building_as(words[0], "to")}
    elif verb == "deliver":
        params = {"goods": counted(words[0], int(words[1]))}
    elif verb == "deliver_wood":
        params = {"count": int(words[0]), "good": good(words[1])}
    return CATALOGUE.text(f"{family}.{verb}", **params)


def _give_text(item: str) -> str:
    """One unit of a tribute: ``1 peso``, ``1 VP``, ``1 sugar``."""
    if item == "peso":
        return CATALOGUE.text("narrate.item.peso")
    if item == "vp":
        return CATALOGUE.text("narrate.item.one_vp")
    return counted(item, 1)


def _effect_text(token: str) -> str:
    """A building's use with its numbers, as its choice button words it (``buy 2 VP for 6 pesos``)."""
    building_id, *args = token.split()
    kind = effect_kind(building_id)
    effect = _BUILDINGS[building_id].effect
    if kind == "convert":
        spec, n = effect["convert"], int(args[0])
        return CATALOGUE.text(
            "ui.effect.convert", source=counted(spec["from"], n), target=counted(spec["to"], n)
        )
    if kind == "swap":
        return CATALOGUE.text("ui.effect.swap", give=counted(args[0], 1), take=counted(args[1], 1))
    if kind == "sell_each_at_most_once":
        vp = sum(effect[kind][g]["vp"] for g in args)
        return CATALOGUE.text("ui.effect.cafe", goods=i18n.join_list([counted(g, 1) for g in args]), vp=vp)
    if kind == "ship_die_to_zero":
        return CATALOGUE.text("ui.effect.customs", wanted=counted(args[0], int(args[1])))
    if kind == "exchange":
        return CATALOGUE.text(f"ui.effect.{args[0]}", count=int(args[1]), pesos=int(args[2]))
    if kind == "value_marker_step":
        if args == ["sail"]:
            return CATALOGUE.text("ui.effect.marker_sail")
        return CATALOGUE.text("ui.effect.marker", before=args[0], after=args[1])
    if kind == "deliver_one":
        vp = effect["deliver_one"]["vp"]
        return CATALOGUE.text("ui.effect.trading", wanted=counted(args[0], 1), vp=vp)
    if kind == "newspaper" and args:
        return CATALOGUE.text("ui.effect.newspaper_down", cubaner=_CUBANER[args[0]].name)
    if kind == "newspaper":
        return CATALOGUE.text("ui.effect.newspaper")
    return CATALOGUE.text(f"render.hint.{building_id}")


PARAMS: dict[str, Callable[[str], str]] = {
    "choice": lambda token: _move_text(token, head=True),
    "runner": lambda token: _move_text(token, head=False),
    "effect": _effect_text,
    "got": _holdings_text,
    "paid": _holdings_text,
    "left": _holdings_text,
    "held": _holdings_text,
    "wants": _holdings_text,
    "wanted": _holdings_text,
    "item": _give_text,
    "good": good,
    "building": building,
    "the_building": lambda b: building_as(b, "the"),
    "to_building": lambda b: building_as(b, "to"),
    "at_building": lambda b: building_as(b, "at"),
    "to_buildings": _buildings_text,
    "cubaner": lambda c: _CUBANER[c].name,
}
"""How each parameter of a ``teach.*`` sentence is read: ``choice`` and ``runner`` are move tokens
(:func:`token_of`), ``effect`` a building's use (:func:`effect_token`), holdings are ``item:count``
tokens, ``item`` a tribute's peso, VP or good, buildings and Cubaner are ids; any other parameter is a
player's name or a number."""
