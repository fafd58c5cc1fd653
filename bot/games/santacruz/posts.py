"""What the Santa Cruz bot shows in public: the turn message, built from :func:`public_view` only.

Images are rendered in a worker thread so the event loop never waits on Pillow. The private panel's
steps are in :mod:`.panels`.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.components import GameButton, Ref
from bot.games.santacruz import boards
from bot.games.seam import (
    Board,
    LiveGame,
    Moved,
    Table,
    called,
    coloured,
    mention,
    newest_lines,
    record_name,
    seat_names,
)
from bot.messaging import plain
from rules import i18n
from rules.santacruz import narrate
from rules.santacruz.events import Event, built_sites
from rules.santacruz.gamedata import BUILD_CARD_KINDS
from rules.santacruz.messages import render as say
from rules.santacruz.state import GameState, Phase
from rules.santacruz.views import PublicView

COLOUR = discord.Colour.from_rgb(0, 114, 178)


def board_file(image_format: str) -> str:
    """The public board's file name in ``image_format`` (lossless WebP by default)."""
    return f"board.{image_format}"


def start_text(live: LiveGame, view: PublicView, names: Sequence[str]) -> str:
    """What the first message says before the prompt: who starts, the draft order (the reverse of
    the turn order) and the starting points; a Beginner game lists the dealt sets instead."""
    order = view.turn_order
    bonus = i18n.join_list([f"{names[s]} {view.players[s].score}" for s in order])
    lines = [say("ui.start.first", starter=names[view.start_player])]
    if view.phase == Phase.DRAFT:
        draft = i18n.join_list([names[s] for s in reversed(order)])
        lines[0] += " " + say("ui.start.order", order=draft)
    lines.append(say("ui.start.bonus", bonus=bonus))
    if view.phase != Phase.DRAFT:
        sets = [
            say("ui.start.set", name=names[p.seat], letter=p.set_letter, cards=_cards(p.building_total))
            for p in view.players
        ]
        lines.append(say("ui.start.sets", sets=i18n.join_list(sets)))
    return "\n".join(lines)


def _cards(counts: dict[str, int]) -> str:
    """``3 ships, 2 roads, 1 river and 1 double move``: a set's building cards, each count with its noun."""
    return i18n.join_list([narrate.cards_text(kind, n) for kind, n in counts.items() if n])


def phase_title(view: PublicView) -> str:
    """``Santa Cruz · Round 1 · Play``: where the game stands."""
    return say(
        "ui.title", round=say("render.round", round=view.round), phase=say(f"render.phase.{view.phase}")
    )


def _draft_buttons(live: LiveGame, view: PublicView) -> list[GameButton]:
    buttons = []
    for option in view.draft:
        if view.round == 1:
            label = say("ui.pick.set", letter=option.letter, cards=_cards(option.building_cards))
        else:
            label = say("ui.pick.pile", letter=option.letter, cards=narrate.card_list(option.scoring))
        buttons.append(
            GameButton(
                Ref(live.row.id, live.version, "pick", option.letter),
                label,
                style=discord.ButtonStyle.primary,
            )
        )
    return buttons


def _kind_buttons(live: LiveGame, view: PublicView) -> list[GameButton]:
    """The mover's building-card kinds still in hand (public counts), the double move and scoring."""
    player = view.players[view.awaiting[0]]
    gid, version = live.row.id, live.version
    buttons = []
    for kind in BUILD_CARD_KINDS:
        held = player.building_total.get(kind, 0) - player.building_played.get(kind, 0)
        if held > 0:
            label = say("ui.card.building", card=say(f"render.card.{kind}"), count=held)
            buttons.append(
                GameButton(Ref(gid, version, "card", kind), label, style=discord.ButtonStyle.primary)
            )
    if player.building_total.get("double", 0) > player.building_played.get("double", 0):
        label = say("render.card.double")
        buttons.append(GameButton(Ref(gid, version, "double"), label, style=discord.ButtonStyle.primary))
    if player.scoring_in_hand:
        label = say("ui.button.scores", count=player.scoring_in_hand)
        buttons.append(GameButton(Ref(gid, version, "scores"), label, style=discord.ButtonStyle.success))
    return buttons


def turn_buttons(live: LiveGame, view: PublicView) -> list[GameButton]:
    """The public message's buttons for the phase: the draft choices, the mover's own choices (a
    button per card kind they hold, landing, the rest of a double move) or the discard, plus My hand;
    only My hand while computers decide."""
    ref = Ref(live.row.id, live.version, "hand")
    hand = GameButton(ref, say("ui.button.hand"), emoji="🂠")
    if view.phase == Phase.END:
        return []
    if all(live.user_of_seat(seat).computer for seat in view.awaiting):
        return [hand]
    if view.phase == Phase.DRAFT:
        return [*_draft_buttons(live, view), hand]
    if view.phase == Phase.DISCARD:
        return [GameButton(ref, say("ui.button.discard"), style=discord.ButtonStyle.danger)]
    if view.phase == Phase.PLAY and view.double is None:
        return [*_kind_buttons(live, view), hand]
    key = "ui.button.land" if view.phase == Phase.LANDING else "ui.button.build"
    act = GameButton(Ref(live.row.id, live.version, "act"), say(key), style=discord.ButtonStyle.primary)
    return [act, hand]


def continues(before: GameState, after: GameState) -> bool:
    """Whether a move keeps the same turn on the table: a draft pick, the secret discard's progress,
    or the first half of a double move. Its message then edits the live one and pings nobody."""
    if (
        before.phase == after.phase
        and before.round == after.round
        and after.phase in (Phase.DRAFT, Phase.DISCARD)
    ):
        return True
    return after.phase == Phase.PLAY and after.double is not None


def _board_unchanged(before: GameState, after: GameState) -> bool:
    """Whether the board image of ``after`` is the one already shown (no build in between)."""
    return continues(before, after) and after.phase in (Phase.DRAFT, Phase.DISCARD)


def turn_text(live: LiveGame, view: PublicView) -> tuple[str, list[int]]:
    """The prompt with mentions of whoever must act (computer players by name), and the ids to ping:
    the mover, everyone still to choose in the discard, and at a draft's start everyone who picks. A
    person is told what to do; a computer is spoken of in the third person (:func:`narrate.prompt`)."""
    players = [live.user_of_seat(seat) for seat in view.awaiting]
    pinged = live.seats if view.phase == Phase.DRAFT else players
    users = [p.user_id for p in pinged if not p.computer]
    who = i18n.join_list(
        [coloured(say, seat, called(p)) for seat, p in zip(view.awaiting, players, strict=True)]
    )
    computer = bool(players) and all(p.computer for p in players)
    text = narrate.prompt(view, computer=computer).format(who=who)
    if view.phase == Phase.DISCARD:
        chosen = [plain(p.name) for p in view.players if p.has_discarded]
        if chosen:
            text += "\n" + say("ui.discard.chosen", names=i18n.join_list(chosen))
    return text, users


def end_text(view: PublicView, names: Sequence[str], record: str) -> str:
    """The last message's text: the winner by name (ties go to whoever got there first), the record."""
    winner = view.players[view.ranks[0]]
    return say(
        "ui.end",
        winner=names[winner.seat],
        score=winner.score,
        names=i18n.join_list(names),
        record=record,
    )


def standing(view: PublicView, seat: int) -> str:
    """A seat's public facts under its name on the table: points, building cards left by kind, scoring
    cards in hand, bird chips."""
    player = view.players[seat]
    left = {k: player.building_total.get(k, 0) - player.building_played.get(k, 0) for k in BUILD_CARD_KINDS}
    left["double"] = player.building_total.get("double", 0) - player.building_played.get("double", 0)
    cards = i18n.join_list(
        [say("ui.card.building", card=say(f"render.card.{kind}"), count=n) for kind, n in left.items() if n]
    )
    return say(
        "ui.table.player",
        score=narrate.points_text(player.score),
        cards=cards or say("ui.table.no_cards"),
        scoring=player.scoring_in_hand,
        chips=player.chips,
    )


def board_alt(view: PublicView) -> str:
    """The board picture in words, for screen readers: where the game stands and what is built."""
    built = sum(1 for site in view.sites.values() if site.tile is not None)
    return say("ui.table.alt", title=phase_title(view), built=built, total=len(view.sites))


async def table(live: LiveGame, moved: Sequence[Moved], draw: bool, image_format: str = "png") -> Table:
    """The live table after ``moved`` (what happened since it was posted): the board (drawn when
    ``draw``), each player's facts, who is next and the buttons; at the end who won (the core adds the
    standings, the score chart and the record)."""
    state: GameState = live.state
    view = live.public()
    names = seat_names(say, live)
    news = newest_lines(
        told_together(moved),
        lambda told: narrate.describe(told[1], names, None, before=live.public(told[0])),
    )
    prompt, users = turn_text(live, view)
    board = Board(board_file(image_format), None, board_alt(view))
    if draw or view.phase == Phase.END:
        marks = built_sites([e for move in moved for e in move.events])
        what = ("public", image_format, *sorted(marks))
        image = await live.draw(what, boards.public_board, view, marks, image_format)
        board = Board(board.name, image, board.alt)
    if view.phase == Phase.END:
        prompt = end_text(view, names, record_name(live))
    elif view.phase == Phase.DRAFT and users and (not moved or not _same_draft(moved[-1].before, state)):
        drafters = [p for p in live.seats if not p.computer and p.seat is not None]
        called_by = [plain(p.name) if mention(p.user_id) in prompt else mention(p.user_id) for p in drafters]
        who = i18n.join_list(
            [coloured(say, p.seat or 0, name) for p, name in zip(drafters, called_by, strict=True)]
        )
        prompt += "\n" + say("ui.start.look", who=who)
    if not state.moves:
        prompt = start_text(live, view, names) + "\n" + prompt
    return Table(
        title=phase_title(view),
        news=news,
        standings=[standing(view, seat) for seat in range(len(view.players))],
        prompt=prompt,
        board=board,
        buttons=turn_buttons(live, view),
        mentions=users,
    )


def told_together(moved: Sequence[Moved]) -> list[tuple[GameState, list[Event]]]:
    """The moves since the table was posted as the narration tells them: the builds of a double move
    joined to the move that began it, so that its sentences say once what the whole double move did
    (one line when it can build nowhere, languages-2.md G-2). Each with the state before it."""
    told: list[tuple[GameState, list[Event]]] = []
    for move in moved:
        before: GameState = move.before
        if told and before.phase == Phase.PLAY and before.double is not None:
            told[-1][1].extend(move.events)
        else:
            told.append((before, list(move.events)))
    return told


def _same_draft(before: GameState, after: GameState) -> bool:
    """Whether ``before`` was already in the draft ``after`` is in (so the draft did not just start)."""
    return before.phase == Phase.DRAFT and before.round == after.round
