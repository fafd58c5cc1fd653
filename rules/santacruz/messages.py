"""The Santa Cruz text catalogue: every sentence a player can read, by key, in English.

The engine raises errors by key; the bot and the renderer take their words from here too, so a
translation is one new catalogue. Placeholders use ``str.format`` names.
"""

from __future__ import annotations

from typing import Any

CATALOGUE: dict[str, str] = {
    # notation that does not parse
    "parse.too_short": "'{text}' is not a move: write '<seat> <verb> [args]', e.g. '1 ship C03'.",
    "parse.bad_seat": "'{word}' is not a seat: seats are numbered 0 to 3.",
    "parse.unknown_site": "There is no site called '{site}' on the board.",
    "parse.no_join_here": "'{word}': you cannot join another player's site when landing.",
    "parse.bad_double_kind": "'{word}' is not a kind of double move: choose ship, road or river.",
    "parse.unknown_card": "There is no scoring card called '{card}'.",
    "parse.unknown_set": "There is no set '{letter}': the sets are A, B, C and D.",
    "parse.arity": "'{text}' has the wrong number of words for that move.",
    "parse.unknown_verb": (
        "'{verb}' is not a move: use pick, discard, land, ship, road, river, double, build or score."
    ),
    # moves the rules forbid now
    "illegal.game_over": "The game is over.",
    "illegal.no_such_seat": "There is no seat {seat} in this game of {players} players.",
    "illegal.not_your_turn": "It is not your turn: waiting for {waiting}.",
    "illegal.now_draft": "Now is the time to pick a set of cards.",
    "illegal.now_discard": "Now is the time to discard one scoring card.",
    "illegal.now_landing": "Now is the time to land on a free coast site.",
    "illegal.now_play": "Now is the time to play a card.",
    "illegal.finish_double": "Finish your double move first: build again (or pass if nothing can be built).",
    "illegal.set_taken": "Set {letter} is not available; choose one of {available}.",
    "illegal.no_scoring_card": "You do not hold the scoring card '{card}'.",
    "illegal.no_card": "You have no {kind} card left.",
    "illegal.must_build": "This card can build, so it must (Zugzwang): choose one of {sites}.",
    "illegal.unreachable_land": "{site} is not a coast site: land on a free coast site.",
    "illegal.unreachable_ship": "{site} is not a coast site: a ship card builds on a free coast site.",
    "illegal.unreachable_road": "{site} is not linked by a road directly to one of your buildings.",
    "illegal.unreachable_river": "{site} does not lie on a river where you already have a building.",
    "illegal.join_free": "{site} is free: build there without joining.",
    "illegal.join_landing": "You cannot join another player's site when landing.",
    "illegal.join_own": "{site} is already yours.",
    "illegal.site_full": "{site} already holds two buildings.",
    "illegal.join_not_last": "Only {name}, last in turn order this round, may join another player's site.",
    "illegal.join_used": "You have already joined another player's site this round.",
    "illegal.own_site": "{site} is already yours.",
    "illegal.occupied": "{site} is already occupied.",
    "illegal.occupied_can_join": (
        "{site} is already occupied; to use your join privilege there, add '+' ({site}+)."
    ),
    "illegal.no_building": "The tile on {site} needs a {building}, and you have none left.",
}


def render(key: str, **params: Any) -> str:
    """The catalogue sentence for ``key`` with ``params`` filled in."""
    return CATALOGUE[key].format(**params)
