"""What the Santiago bot shows in public: the turn message, built from :func:`public_view` only (and
:func:`round_seats`, which tells no more than the table sees).

The buttons of a public message are the awaited person's choices when the table sees every holding (the
choices then tell nothing new); under ``hidden_holdings``, and for the demand (the roll is the roller's
alone), one button opens the private panel instead.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.components import GameButton, Ref, view_of
from bot.games.santiago.choices import building_name, choices, good
from bot.games.seam import LiveGame, called, choice_items, coloured, mention, seat_names, version_key
from bot.messaging import Post, plain
from render.santiago import last_move, render_public_board
from rules.santiago import narrate
from rules.santiago.events import Event
from rules.santiago.messages import render as say
from rules.santiago.state import GameState, Phase
from rules.santiago.views import PublicView, player_view, public_view, round_seats

COLOUR = discord.Colour.from_rgb(213, 94, 0)


def title(view: PublicView) -> str:
    """``Santiago de Cuba · Ship 2 · 1 of 7 sailed``."""
    return say("ui.title", ship=view.ship, departed=view.departed)


def panel_button(live: LiveGame) -> GameButton:
    return GameButton(Ref(live.row.id, live.version, "hand"), say("ui.button.panel"), emoji="🗂️", row=4)


def turn_buttons(live: LiveGame, state: GameState) -> list[Any]:
    """The public message's components: the awaited person's choices (public holdings), or a button to
    their private panel; My panel for everyone."""
    view = public_view(state)
    if view.phase == Phase.END:
        return []
    seat = view.awaiting[0]
    player = live.user_of_seat(seat)
    if player.computer:
        return [panel_button(live)]
    if view.phase == Phase.DEMAND or view.options.get("hidden_holdings"):
        key = "ui.button.demand" if view.phase == Phase.DEMAND else "ui.button.act"
        act = GameButton(Ref(live.row.id, live.version, "act"), say(key), style=discord.ButtonStyle.primary)
        return [act, panel_button(live)]
    offered = choices(player_view(state, seat))
    return [*choice_items(live.row.id, live.version, offered, rows=4), panel_button(live)]


ROUNDS = (Phase.DELIVER, Phase.GIVE)
"""The phases in which the decision goes from seat to seat within one turn: the delivery round and El
Zorro's tribute. Each gets one public message, edited as the seats decide."""


def same_round(before: GameState, after: GameState) -> bool:
    """Whether ``after`` is still in the delivery round or tribute that ``before`` was in."""
    return after.phase in ROUNDS and before.phase == after.phase and before.turn == after.turn


def continues(before: GameState, after: GameState) -> bool:
    """Whether a move keeps the same message on the table, which is then edited and pings nobody: the
    same person deciding in the same turn (the car, then the Cubaner, the figure, the building, the
    demand), or a delivery round or tribute going on from seat to seat. A round's start is posted anew,
    so its ping reaches everyone it may ask."""
    if same_round(before, after):
        return True
    if after.phase in ROUNDS:
        return False
    return (
        after.phase not in (Phase.END, Phase.CAR)
        and before.to_move == after.to_move
        and before.turn == after.turn
    )


def prompt(live: LiveGame, view: PublicView) -> tuple[str, list[int]]:
    """Who must decide what now (a person as a mention), and the ids to ping."""
    seat = view.awaiting[0]
    player = live.user_of_seat(seat)
    who = coloured(say, seat, called(player))
    names = seat_names(say, live)
    params: dict[str, Any] = {"who": who, "ship": view.ship, "taker": names[view.turn]}
    if view.phase == Phase.USE:
        params["building"] = building_name(view.flow.get("use_building") or "")
    users = [] if player.computer else [player.user_id]
    return say(f"ui.prompt.{view.phase}", **params), users


def round_text(live: LiveGame, state: GameState, ping: bool) -> tuple[str | None, list[int]]:
    """Who else the delivery round or tribute may still ask, in turn, and the ids to ping: at the
    round's start (``ping``) every person in it is mentioned, as the draft of Santa Cruz does, since
    the later edits of its message ping nobody; afterwards the names alone."""
    asked = [s for s in round_seats(state) if s != state.to_move]
    if not asked:
        return None, []
    users: list[int] = []
    names: list[str] = []
    for seat in asked:
        player = live.user_of_seat(seat)
        if ping and not player.computer:
            users.append(player.user_id)
            names.append(coloured(say, seat, mention(player.user_id)))
        else:
            names.append(coloured(say, seat, plain(player.name)))
    return say(f"ui.round.{state.phase}", order=", ".join(names)), users


def start_text(live: LiveGame, view: PublicView) -> str:
    """The first message: seats in turn order, who rolls the first demand and who moves first."""
    names = seat_names(say, live)
    text = say(
        "ui.start",
        order=", ".join(names),
        roller=names[len(names) - 1],
        starter=names[0],
    )
    if view.options.get("hidden_holdings"):
        text += "\n" + say("ui.hidden_note")
    return text


def end_text(live: LiveGame, view: PublicView, record: str) -> str:
    """The last message: the winner(s) by name and score, everyone, the record's file name."""
    names = seat_names(say, live)
    result = live.module.outcome(live.state)
    winners = list(result.winners) if result is not None else []
    score = result.seats[winners[0]].score if result is not None and winners else 0
    everyone = ", ".join(names)
    if len(winners) == 1:
        return say("ui.end", winner=names[winners[0]], score=score, names=everyone, record=record)
    shared = ", ".join(names[s] for s in winners)
    return say("ui.end_shared", winners=shared, score=score, names=everyone, record=record)


def _record_name(live: LiveGame) -> str:
    return f"santiago-game-{live.row.id}.json"


def _record_file(live: LiveGame) -> tuple[str, bytes]:
    record = live.module.record(live.state)
    return _record_name(live), json.dumps(record, indent=2).encode()


def ship_text(view: PublicView) -> str:
    """The ship in port in words: its dice, the VP per good and how many sailed."""
    if not view.dice:
        return say("ui.status.no_demand", ship=view.ship, departed=view.departed)
    dice = ", ".join(f"{good(g)} {n}" for g, n in view.dice.items())
    value = view.marker if view.marker.isdigit() else "-"
    return say("ui.status.ship", ship=view.ship, dice=dice, value=value, departed=view.departed)


@dataclass(frozen=True, slots=True)
class Words:
    """The words of a public turn message: its text, the embed's title and description (what
    happened), and the people it pings."""

    content: str
    title: str
    description: str | None
    mentions: list[int]


def turn_words(live: LiveGame, events: Sequence[Event], before: GameState | None = None) -> Words:
    """What a public turn message says after a move, from the public view (and :func:`round_seats`)
    only: the same state with other secrets reads the same."""
    state: GameState = live.state
    view = public_view(state)
    lines = narrate.describe(list(events), seat_names(say, live))
    users: list[int] = []
    continuing = before is not None and continues(before, state)
    if view.phase == Phase.END:
        content = end_text(live, view, _record_name(live))
    else:
        content, users = prompt(live, view)
        line, others = round_text(live, state, ping=not continuing)
        if line is not None:
            content += "\n" + line
        content += "\n" + ship_text(view)
        users += others
    if continuing:
        users = []
    elif before is not None and before.to_move == state.to_move and view.awaiting:
        mover = live.user_of_seat(state.to_move)
        users = [u for u in users if u != mover.user_id]
    if not state.moves:
        content = start_text(live, view) + "\n" + content
    return Words(content[:2000], title(view), "\n".join(lines)[-4000:] or None, users)


async def turn_post(
    live: LiveGame, events: Sequence[Event], before: GameState | None = None, image_format: str = "png"
) -> Post:
    """The public message after a move: what happened, the board, who decides now, and the buttons."""
    state: GameState = live.state
    view = public_view(state)
    words = turn_words(live, events, before)
    marks = last_move(list(events))
    board = await live.drawings.get(
        version_key(live, "public", image_format, marks),
        render_public_board,
        view,
        last_move=marks,
        image_format=image_format,
    )
    board_name = f"board.{image_format}"
    embed = discord.Embed(title=words.title, description=words.description, colour=COLOUR)
    embed.set_image(url=f"attachment://{board_name}")
    files: list[tuple[str, bytes]] = [(board_name, board)]
    if view.phase == Phase.END:
        files.append(_record_file(live))
    buttons = turn_buttons(live, state)
    return Post(
        content=words.content,
        embed=embed,
        files=files,
        view=view_of(*buttons) if buttons else None,
        mentions=words.mentions,
    )
