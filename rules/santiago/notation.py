"""The Santiago de Cuba notation of NOTATION.md: ``<seat> <verb> [args]``, one decision per line.

>>> str(parse("1 deliver wood 2 rum  # +2 VP"))
'1 deliver wood 2 rum'
>>> str(parse("0 alonso use casino buy 2"))
'0 alonso use casino buy 2'
"""

from __future__ import annotations

from rules import notation as shared
from rules.santiago import gamedata
from rules.santiago.actions import Action, Alonso, Car, Deliver, Demand, Give, Go, Pablo, Pass, Use
from rules.santiago.errors import InvalidAction

_COMP = gamedata.components()
_TRADE = frozenset(_COMP.trade_goods)
_BUILDINGS = gamedata.buildings()
_CUBANER = gamedata.cubaner()

_USE_ARITY: dict[str, tuple[int, int]] = {
    "gain": (0, 0),
    "pay": (0, 0),
    "convert": (1, 1),
    "swap": (2, 2),
    "sell_each_at_most_once": (1, 2),
    "ship_die_to_zero": (1, 1),
    "exchange": (2, 2),
    "value_marker_step": (1, 1),
    "deliver_one": (1, 1),
}
"""How many words follow each kind of building (by the first key of its effect in buildings.json)."""


def format_action(action: Action) -> str:
    """The notation line of ``action``."""
    return str(action)


def _good(word: str) -> str:
    """A good that can be named (not wood), or :class:`InvalidAction`."""
    if word not in _TRADE:
        raise InvalidAction("parse.unknown_good", good=word)
    return word


def _count(word: str) -> int:
    """A count of 1 or more written without leading zeros, or :class:`InvalidAction`."""
    if not (word.isascii() and word.isdigit()) or int(word) < 1 or word != str(int(word)):
        raise InvalidAction("parse.bad_count", word=word)
    return int(word)


def _building(word: str) -> str:
    """A building id of ``buildings.json``, or :class:`InvalidAction`."""
    if word not in _BUILDINGS:
        raise InvalidAction("parse.unknown_building", building=word)
    return word


def effect_kind(building: str) -> str:
    """The kind of a building's function: the first key of its effect (``newspaper`` has ``optional``)."""
    effect = _BUILDINGS[building].effect
    return "newspaper" if "optional" in effect else next(iter(effect))


def _use(seat: int, words: list[str], line: str) -> Use:
    """The words after ``use`` (or ``alonso use``): a building and its arguments, or ``-``."""
    if words == ["-"]:
        return Use(seat, None)
    if not words:
        raise InvalidAction("parse.arity", text=line)
    building, args = _building(words[0]), words[1:]
    kind = effect_kind(building)
    if kind == "newspaper":
        shared.check_arity(args, 0, 1, line, InvalidAction)
        if args and args[0] not in _CUBANER:
            raise InvalidAction("parse.unknown_cubaner", cubaner=args[0])
        return Use(seat, building, tuple(args))
    low, high = _USE_ARITY[kind]
    shared.check_arity(args, low, high, line, InvalidAction)
    if kind == "convert":
        return Use(seat, building, (str(_count(args[0])),))
    if kind in ("swap", "ship_die_to_zero", "deliver_one"):
        return Use(seat, building, tuple(_good(w) for w in args))
    if kind == "sell_each_at_most_once":
        allowed = list(_BUILDINGS[building].effect[kind])
        if args not in ([allowed[0]], [allowed[1]], allowed):
            raise InvalidAction("parse.bad_use", text=line)
    elif kind == "exchange":
        if args[0] not in _BUILDINGS[building].effect[kind]["directions"]:
            raise InvalidAction("parse.bad_use", text=line)
        return Use(seat, building, (args[0], str(_count(args[1]))))
    elif kind == "value_marker_step" and args[0] not in ("up", "down"):
        raise InvalidAction("parse.bad_use", text=line)
    return Use(seat, building, tuple(args))


def parse(text: str) -> Action:
    """Read one notation line (a trailing `` # comment`` is ignored); raises :class:`InvalidAction`.

    Parsing checks the form and that goods, buildings and Cubaner exist; whether the action is allowed
    now is the engine's business (:class:`~rules.santiago.errors.IllegalAction`).
    """
    line, seat, verb, args = shared.split_line(text, InvalidAction, comments=True)
    if verb == "demand":
        shared.check_arity(args, _COMP.on_ship, _COMP.on_ship, line, InvalidAction)
        goods = tuple(_good(w) for w in args)
        if list(goods) != [g for g in _COMP.die_goods if g in goods]:
            raise InvalidAction("parse.demand_order", order=" ".join(_COMP.die_goods))
        return Demand(seat, goods)
    if verb == "car":
        shared.check_arity(args, 1, 1, line, InvalidAction)
        return Car(seat, _count(args[0]))
    if verb == "pablo":
        shared.check_arity(args, 1, 1, line, InvalidAction)
        return Pablo(seat, _good(args[0]))
    if verb == "give":
        shared.check_arity(args, 1, 1, line, InvalidAction)
        return Give(seat, args[0] if args[0] in ("peso", "vp") else _good(args[0]))
    if verb == "alonso":
        return _alonso(seat, args, line)
    if verb == "go":
        shared.check_arity(args, 1, 1, line, InvalidAction)
        return Go(seat, _building(args[0]))
    if verb == "use":
        return _use(seat, args, line)
    if verb == "deliver":
        shared.check_arity(args, 2, 3, line, InvalidAction)
        if args[0] == _COMP.wood:
            shared.check_arity(args, 3, 3, line, InvalidAction)
            return Deliver(seat, _COMP.wood, _count(args[1]), _good(args[2]))
        shared.check_arity(args, 2, 2, line, InvalidAction)
        return Deliver(seat, _good(args[0]), _count(args[1]))
    if verb == "pass":
        shared.check_arity(args, 0, 0, line, InvalidAction)
        return Pass(seat)
    raise InvalidAction("parse.unknown_verb", verb=verb)


def _alonso(seat: int, args: list[str], line: str) -> Alonso:
    """The words after ``alonso``: ``claim <building>``, ``use …`` or ``-``."""
    if args == ["-"]:
        return Alonso(seat, "-")
    if len(args) == 2 and args[0] == "claim":
        return Alonso(seat, "claim", _building(args[1]))
    if len(args) >= 2 and args[0] == "use" and args[1] != "-":
        use = _use(seat, args[1:], line)
        return Alonso(seat, "use", use.building, use)
    raise InvalidAction("parse.bad_alonso", text=line)
