"""The move notation of RULINGS.md: ``<seat> <verb> [args]``, one action per line.

>>> str(parse("3 ship C05+"))
'3 ship C05+'
>>> parse("1 double road L04 L20").targets[1].site
'L20'
"""

from __future__ import annotations

from rules import notation as shared
from rules.santacruz import gamedata
from rules.santacruz.actions import (
    NO_BUILD,
    Action,
    Build,
    Discard,
    Double,
    DoubleBuild,
    Land,
    Pick,
    Score,
    Target,
)
from rules.santacruz.errors import InvalidAction


def format_action(action: Action) -> str:
    """The notation line of ``action``."""
    return str(action)


def parse_seat(word: str) -> int:
    """A seat number as written in notation; raises :class:`InvalidAction` if it is not one."""
    return shared.parse_seat(word, InvalidAction)


def _target(word: str, *, allow_join: bool = True) -> Target:
    if word == "-":
        return NO_BUILD
    join = word.endswith("+")
    site = word[:-1] if join else word
    if site not in gamedata.board().sites:
        raise InvalidAction("parse.unknown_site", site=site)
    if join and not allow_join:
        raise InvalidAction("parse.no_join_here", word=word)
    return Target(site, join)


def _kind(word: str) -> str:
    if word not in gamedata.BUILD_CARD_KINDS:
        raise InvalidAction("parse.bad_double_kind", word=word)
    return word


def _scoring_card(word: str) -> str:
    if word not in gamedata.cards().scoring:
        raise InvalidAction("parse.unknown_card", card=word)
    return word


def check_arity(words: list[str], low: int, high: int, text: str) -> None:
    """Refuse a line with fewer than ``low`` or more than ``high`` words."""
    shared.check_arity(words, low, high, text, InvalidAction)


def parse(text: str) -> Action:
    """Read one notation line; raises :class:`InvalidAction` when it does not parse.

    Parsing checks the form and that sites, cards, kinds and set letters exist; whether the action is
    allowed now is the engine's business (:class:`IllegalAction`).
    """
    line, seat, verb, args = shared.split_line(text, InvalidAction)
    if verb == "pick":
        check_arity(args, 1, 1, line)
        if args[0] not in gamedata.cards().sets:
            raise InvalidAction("parse.unknown_set", letter=args[0])
        return Pick(seat, args[0])
    if verb == "discard":
        check_arity(args, 1, 1, line)
        return Discard(seat, _scoring_card(args[0]))
    if verb == "score":
        check_arity(args, 1, 1, line)
        return Score(seat, _scoring_card(args[0]))
    if verb == "land":
        check_arity(args, 1, 1, line)
        return Land(seat, _target(args[0], allow_join=False).site)
    if verb in gamedata.BUILD_CARD_KINDS:
        check_arity(args, 1, 1, line)
        return Build(seat, verb, _target(args[0]))
    if verb == "double":
        check_arity(args, 1, 3, line)
        return Double(seat, _kind(args[0]), tuple(_target(w) for w in args[1:]))
    if verb == "build":
        check_arity(args, 1, 1, line)
        return DoubleBuild(seat, _target(args[0]))
    raise InvalidAction("parse.unknown_verb", verb=verb)
