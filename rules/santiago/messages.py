"""The Santiago de Cuba text catalogue: every sentence a player can read, by key, in English.

Keys are ``parse.*`` (lines that do not parse), ``illegal.*`` (refusals) and ``narrate.*`` (what happened);
placeholders use ``str.format`` names. A translation is one more catalogue in :data:`CATALOGUES` with the
same keys (German ``"de"``, French ``"fr"``); :func:`render` falls back to English for a missing key.
"""

from __future__ import annotations

from typing import Any

CATALOGUE: dict[str, str] = {
    # lines that do not parse
    "parse.too_short": "'{text}' is not a move: write '<seat> <verb> [args]', e.g. '0 car 2'.",
    "parse.bad_seat": "'{word}' is not a seat: seats are numbered 0 to 3.",
    "parse.arity": "'{text}' has the wrong number of words for that move.",
    "parse.unknown_verb": (
        "'{verb}' is not a move: use demand, car, pablo, give, alonso, go, use, deliver or pass."
    ),
    "parse.unknown_good": (
        "'{good}' is not a good that can be named here (sugar, citrus, tobacco, rum, cigars)."
    ),
    "parse.bad_count": "'{word}' is not a number of 1 or more.",
    "parse.unknown_building": "There is no building called '{building}'.",
    "parse.unknown_cubaner": "There is no Cubaner called '{cubaner}'.",
    "parse.demand_order": "Name 4 different goods in die order ({order}).",
    "parse.bad_use": "'{text}' is not a use of that building.",
    "parse.bad_alonso": "'{text}': at Alonso write 'alonso claim <building>', 'alonso use …' or 'alonso -'.",
    # moves the rules forbid now
    "illegal.game_over": "The game is over.",
    "illegal.no_such_seat": "There is no seat {seat} in this game of {players} players.",
    "illegal.not_your_turn": "It is not your turn: waiting for {waiting}.",
    "illegal.now_demand": "Now is the time to set the new ship's demand.",
    "illegal.now_car": "Now is the time to move the car.",
    "illegal.now_pablo": "Now is the time to choose the good Pablo gives you.",
    "illegal.now_give": "Now is the time to give El Zorro's tribute.",
    "illegal.now_alonso": "Now is the time to choose at Alonso: claim a building, use one you own, or pass.",
    "illegal.now_go": "Now is the time to move your figure to a building.",
    "illegal.now_use": "Now is the time to use your figure's building, or decline.",
    "illegal.now_deliver": "Now is the time to deliver to the ship, or pass.",
    "illegal.not_legal": "'{line}' is not allowed now.",
    "illegal.car_cost": "Driving {steps} stations costs {cost} pesos, and you have {pesos}.",
    "illegal.supply_empty": "There is no {good} left in the supply.",
    "illegal.give_none": "You have no {item} to give.",
    "illegal.claim_owned": "The {building} already belongs to {name}.",
    "illegal.no_markers": "You have placed all your ownership markers.",
    "illegal.alonso_not_owned": "You do not own the {building}.",
    "illegal.go_stay": "Your figure may not stay on the {building}: it must move to another building.",
    "illegal.go_occupied": "Another figure stands on the {building}.",
    "illegal.go_colour": "The {building} lies under a {flower} flower, not this Cubaner's colour.",
    "illegal.use_elsewhere": "Your figure stands on the {figure}, not on the {building}.",
    "illegal.use_not_possible": "'{line}' is not a use of the {building} you can make now.",
    "illegal.not_demanded": "The ship does not demand {good} now.",
    "illegal.too_many": "The ship demands only {die} {good}.",
    "illegal.not_held": "You do not have {count} {good}.",
    # what happened, in words (rules/santiago/narrate.py)
    "narrate.list_sep": ", ",
    "narrate.change": "{sign}{amount} {item}",
    "narrate.item.pesos": "pesos",
    "narrate.item.vp": "VP",
    "narrate.item.peso": "1 peso",
    "narrate.nothing": "nothing",
    "narrate.demand": "{name} sets ship {ship}'s demand: {dice}; {aside} ({face}) is set aside.",
    "narrate.die": "{good} {face}",
    "narrate.car": "{name} drives the car {steps} station(s) to {where}, paying {paid}.",
    "narrate.car_forced": "{name} has no pesos and drives the car 1 station to {where}.",
    "narrate.station.harbour": "the harbour",
    "narrate.skip": "The car passes the harbour: no delivery round.",
    "narrate.tile_up": "{cubaner} turns face up again.",
    "narrate.tile_down": "{cubaner} is turned face down.",
    "narrate.marker": "The value marker moves from {before} to {after}.",
    "narrate.departed": "Ship {ship} sets sail ({departed} of 7 have left).",
    "narrate.gained": "{name} ({source}): {changes}.",
    "narrate.tribute": "{giver} gives {item} to {taker}.",
    "narrate.tribute_none": "{giver} has nothing to give to {taker}.",
    "narrate.claimed": "{name} claims the {building}.",
    "narrate.alonso_pass": "{name} neither claims nor uses a building at Alonso.",
    "narrate.figure": "{name}'s figure goes to the {building}.",
    "narrate.stay": "{name}'s figure stays on the {building}.",
    "narrate.stay_off": "{name}'s figure stays off the board.",
    "narrate.used": "{name} uses the {building}{args}.",
    "narrate.used_alonso": "{name} uses the {building}{args} through Alonso.",
    "narrate.declined": "{name} does not use the {building}.",
    "narrate.no_use": "{name} can make no use of the {building}.",
    "narrate.die_turned": "The {good} die goes from {before} to {after}.",
    "narrate.owner": "{owner} gets 1 VP: {name}'s figure stands on their {building}.",
    "narrate.round": "{name} drove into the harbour: a delivery round begins.",
    "narrate.delivered": "{name} delivers {count} {good} for {vp} VP.",
    "narrate.delivered_wood": "{name} delivers {count} wood instead of {instead} for {vp} VP.",
    "narrate.passed": "{name} passes.",
    "narrate.passed_forced": "{name} cannot deliver and passes.",
    "narrate.round_filled": "The ship's demand is met: the delivery round ends.",
    "narrate.round_passed": "Everyone has passed: the delivery round ends.",
    "narrate.game_ended": "The 7th ship has left: the game is over. {standings}.",
    "narrate.standing": "{place}. {name} {score} VP",
    # the short comment after a record line in the log (NOTATION.md, "Log rendering")
    "comment.sep": " · ",
    "comment.car": "{start} → {end}, paid {paid}",
    "comment.car_free": "{start} → {end}, free",
    "comment.harbour": "harbour",
    "comment.change": "{sign}{amount} {item}",
    "comment.die": "{good} {before}→{after}",
    "comment.face_down": "{cubaner} face down",
    "comment.departed": "ship {ship} leaves",
    "comment.demand": "ship {ship}: {dice}; {aside} ({face}) aside",
    "comment.owner": "+1 VP to seat {owner}",
    "comment.tribute": "{item} to seat {taker}",
    "comment.tribute_none": "seat {giver} has nothing to give",
}

CATALOGUES: dict[str, dict[str, str]] = {"en": CATALOGUE}
"""Catalogues by language code; English is complete, others may add keys one by one."""


def render(key: str, lang: str = "en", **params: Any) -> str:
    """The sentence for ``key`` in ``lang`` (English when missing) with ``params`` filled in."""
    template = CATALOGUES.get(lang, CATALOGUE).get(key, CATALOGUE[key])
    return template.format(**params)
