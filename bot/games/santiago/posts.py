"""What the Santiago bot shows in public: the turn message, built from :func:`public_view` only (and
:func:`round_seats`, which tells no more than the table sees).

The buttons of a public message are the awaited person's choices when the table sees every holding (the
choices then tell nothing new); under ``hidden_holdings``, and for the demand (the roll is the roller's
alone), one button opens the private panel instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.components import GameButton, Ref
from bot.games.santiago.choices import choices, counted, wants
from bot.games.seam import (
    Board,
    LiveGame,
    Moved,
    Table,
    called,
    choice_items,
    coloured,
    mention,
    newest_lines,
    record_name,
    seat_names,
)
from bot.messaging import plain
from render.santiago import last_move, render_small_public_board
from rules.i18n import join_list
from rules.santiago import gamedata, narrate
from rules.santiago.messages import building_as
from rules.santiago.messages import render as say
from rules.santiago.state import GameState, Phase
from rules.santiago.views import PublicView, player_view, public_view, round_seats

COLOUR = discord.Colour.from_rgb(213, 94, 0)
GOODS_PER_VP = gamedata.components().goods_per_vp
"""Goods that make 1 VP at the end (SC-63)."""


def title(view: PublicView) -> str:
    """``Santiago de Cuba · Ship 2 · 1 of 7 sailed``."""
    return say("ui.title", ship=view.ship, departed=view.departed)


def panel_button(live: LiveGame) -> GameButton:
    return GameButton(Ref(live.row.id, live.version, "hand"), say("ui.button.panel"), emoji="🗂️", row=4)


def acts_on_table(view: PublicView) -> bool:
    """Whether the awaited person chooses with the table's own buttons (every holding public, not the
    demand, whose roll is the roller's alone); else in their private panel. Never both."""
    return view.phase != Phase.DEMAND and not view.options.get("hidden_holdings")


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
    if not acts_on_table(view):
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
    """Who must decide what now, and the ids to ping: a person is mentioned and addressed in the second
    person (``🟦 @Ann: move your figure to a building.``, with why they roll a demand); a computer is
    named and spoken of in the third person (``🟦 Ada must move the figure to a building.``), since
    nobody reads "your" as meant for a program (languages-2.md, the computer seat)."""
    seat = view.awaiting[0]
    player = live.user_of_seat(seat)
    who = coloured(say, seat, called(player))
    names = seat_names(say, live)
    params: dict[str, Any] = {"who": who, "ship": view.ship, "taker": names[view.turn]}
    if view.phase == Phase.USE:
        params["building"] = building_as(view.flow.get("use_building") or "", "the")
    if player.computer:
        return say(f"ui.prompt.computer.{view.phase}", **params), []
    text = say(f"ui.prompt.{view.phase}", **params)
    if view.phase == Phase.DEMAND:
        text += " " + say(f"ui.why.{why_roll(view)}", sailed=view.departed)
    return text, [player.user_id]


def why_roll(view: PublicView) -> str:
    """Why the seat awaited sets the new demand (SC-16, SC-59, R-21, R-22), as the table can tell: the
    first demand; its own kept dice all showed 0; its drive past the harbour made the ship sail before it
    stopped in the harbour; it drove into the harbour, whoever's delivery filled the ship; else its turn
    made the ship sail."""
    if not view.departed:
        return "first"
    last = view.moves[-1].split() if view.moves else []
    if len(last) > 1 and last[1] == "demand" and int(last[0]) == view.awaiting[0]:
        return "zero"
    if view.flow.get("harbour_after_demand"):
        return "skip"
    if view.flow.get("harbour_turn"):
        return "harbour"
    return "sailed"


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
    return say(f"ui.round.{state.phase}", order=join_list(names)), users


def start_text(live: LiveGame, view: PublicView) -> str:
    """The first message: seats in turn order, who rolls the first demand and who moves first."""
    names = seat_names(say, live)
    text = say(
        "ui.start",
        order=join_list(names),
        roller=names[len(names) - 1],
        starter=names[0],
    )
    if view.options.get("hidden_holdings"):
        text += "\n" + say("ui.hidden_note")
    return text


def final_score(view: PublicView, seat: int) -> tuple[int, int, int] | None:
    """A seat's final VP once the game is over, as the table shows them: (VP before the end, VP for the
    goods left, goods left) (SC-63, R-25); ``None`` before the end or when its holdings are hidden."""
    held = view.players[seat].holdings
    if view.phase != Phase.END or held is None:
        return None
    goods = sum(held.goods.values())
    return held.vp, goods // GOODS_PER_VP, goods


def end_text(live: LiveGame, view: PublicView, record: str) -> str:
    """The last message: the winner(s) by name and score (a lone winner's VP for goods left apart, as
    the board shows them), everyone, the record's file name."""
    names = seat_names(say, live)
    result = live.module.outcome(live.state)
    winners = list(result.winners) if result is not None else []
    score = result.seats[winners[0]].score if result is not None and winners else 0
    everyone = join_list(names)
    if len(winners) == 1:
        final = final_score(view, winners[0])
        if final is not None and final[1]:
            vp, bonus, goods = final
            return say(
                "ui.end_goods",
                winner=names[winners[0]],
                score=score,
                vp=vp,
                bonus=bonus,
                goods=goods,
                names=everyone,
                record=record,
            )
        return say("ui.end", winner=names[winners[0]], score=score, names=everyone, record=record)
    shared = join_list([names[s] for s in winners])
    return say("ui.end_shared", winners=shared, score=score, names=everyone, record=record)


def ship_text(view: PublicView) -> str:
    """The ship in port in words: what it wants (no zeros), the VP per good and how many sailed."""
    if not any(view.dice.values()):
        return say("ui.status.no_demand", ship=view.ship, departed=view.departed)
    value = view.marker if view.marker.isdigit() else "-"
    return say("ui.status.ship", ship=view.ship, wants=wants(view.dice), value=value, departed=view.departed)


def goods_text(goods: dict[str, int]) -> str:
    """``2 sugar, 1 cigar`` (or ``no goods``)."""
    held = [counted(g, n) for g, n in goods.items() if n]
    return say("narrate.list_sep").join(held) or say("ui.panel.no_goods")


def standing(view: PublicView, seat: int) -> str:
    """A seat's public facts under its name on the table: VP, pesos and goods (or that they are hidden);
    at the end its final VP with those for the goods left apart, as the board shows them."""
    held = view.players[seat].holdings
    if held is None:
        return say("ui.table.hidden")
    goods = goods_text(held.goods)
    final = final_score(view, seat)
    if final is not None:
        vp, bonus, count = final
        score = vp + bonus
        return say(
            "ui.table.final", score=score, vp=vp, bonus=bonus, count=count, pesos=held.pesos, goods=goods
        )
    return say("ui.table.player", vp=held.vp, pesos=held.pesos, goods=goods)


def board_alt(view: PublicView) -> str:
    """The board picture in words, for screen readers."""
    return say("ui.table.alt", title=title(view))


def prompt_text(live: LiveGame, state: GameState, fresh: bool) -> tuple[str, list[int]]:
    """Who decides what now, who else the round may ask and the ship; the ids to ping when the table is
    posted (``fresh``: a round's start mentions everyone it may ask)."""
    view = public_view(state)
    content, users = prompt(live, view)
    line, others = round_text(live, state, ping=fresh)
    if line is not None:
        content += "\n" + line
    return content + "\n" + ship_text(view), users + others


async def table(live: LiveGame, moved: Sequence[Moved], draw: bool, image_format: str = "png") -> Table:
    """The live table after ``moved`` (what happened since it was posted), from the public view (and
    :func:`round_seats`) only: the board (drawn when ``draw``), each player's holdings, who decides
    now and the buttons; at the end who won (the core adds the standings, the score chart and the record)."""
    state: GameState = live.state
    view = public_view(state)
    names = seat_names(say, live)
    news = newest_lines(moved, lambda move: narrate.describe(list(move.events), names))
    if view.phase == Phase.END:
        prompt_line, users = end_text(live, view, record_name(live)), list[int]()
    else:
        fresh = not moved or not continues(moved[-1].before, state)
        prompt_line, users = prompt_text(live, state, fresh)
        if moved and moved[-1].before.to_move == state.to_move:
            mover = live.user_of_seat(state.to_move).user_id
            users = [u for u in users if u != mover]
    if not state.moves:
        prompt_line = start_text(live, view) + "\n" + prompt_line
    board = Board(f"board.{image_format}", None, board_alt(view))
    if draw or view.phase == Phase.END:
        marks = last_move([e for move in moved for e in move.events])
        image = await live.draw(
            ("public", image_format, marks),
            render_small_public_board,
            view,
            last_move=marks,
            image_format=image_format,
        )
        board = Board(board.name, image, board.alt)
    return Table(
        title=title(view),
        news=news,
        standings=[standing(view, seat) for seat in range(len(view.players))],
        prompt=prompt_line,
        board=board,
        buttons=turn_buttons(live, state),
        mentions=users,
    )
