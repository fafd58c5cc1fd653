"""The steps of a player's private Santa Cruz panel, built from the clicking seat's player view.

A move is as few taps as the decision allows: the panel opens on the legal sites and a site's button
plays there. Only a choice that can lose something asks first: building nothing, a join, a
double-move kind that reaches nowhere (verb ``check``); a scoring card is played from a panel that
shows what it scores now for everyone; the secret discard's red buttons say what they do.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.components import GameButton, Ref, view_of
from bot.games.santacruz import boards
from bot.games.santacruz.choices import (
    action_line,
    double_reach,
    join_owner,
    only_no_build,
    score_preview,
    scores_nothing_for,
    site_options,
    targets_for,
    tile_facts,
)
from bot.games.seam import LiveGame, choice_items
from bot.messaging import Post, plain
from render.santacruz import render_hand
from render.santacruz.words import card_effect, card_name
from rules import i18n
from rules.santacruz.actions import NO_BUILD, Action, Build, Double, DoubleBuild, Land, Score, Target
from rules.santacruz.engine import legal_actions
from rules.santacruz.messages import render as say
from rules.santacruz.state import Phase
from rules.santacruz.views import PlayerView, PublicView

BOARD = "board.png"


def _hand_text(pv: PlayerView) -> str:
    """Whose hand this is, their bird chips and their discard."""
    lines = [say("ui.hand.header", name=plain(pv.public.players[pv.seat].name))]
    chips = i18n.join_list([str(v) for v in pv.chips]) or say("render.hand.no_chips")
    lines.append(say("ui.hand.chips", chips=chips))
    if pv.discarded:
        lines.append(say("ui.hand.discarded", card=card_name(pv.discarded)))
    return "\n".join(lines)


async def _panel_board(live: LiveGame, view: PublicView, highlights: frozenset[str]) -> bytes:
    """The board of a panel with ``highlights`` marked, cut from the version's board: drawn once per
    version and highlights, whoever asks (every seat sees the same public board)."""
    what = ("panel", *sorted(highlights))
    return await live.draw(what, boards.panel_board, live.board_key(), view, highlights)


def back_button(live: LiveGame, verb: str = "act") -> GameButton:
    """Back to the step before (``act``: the hand with every card; ``double``: the double's kinds)."""
    return GameButton(Ref(live.row.id, live.version, verb), say("ui.button.back"), row=4)


async def site_panel(live: LiveGame, pv: PlayerView, mode: str, part: tuple[int, int] | None = None) -> Post:
    """Choose where to build: one button per legal site (menus above 20); the choice is the move. With
    ``part``, only that range of the sites is laid out (picked in a ``more`` menu)."""
    targets = targets_for(live.state, pv.seat, mode)
    view = pv.public
    highlights = frozenset(t.site for t in targets if t.site)
    board = await _panel_board(live, view, highlights)
    content = say("ui.site.ask", what=say(f"ui.mode.{mode}"), count=len(highlights))
    options = site_options(view, pv.seat, mode, targets)
    first, last = part or (0, len(options))
    items = choice_items(live.row.id, live.version, options[first:last], rows=4, start=first, more=mode)
    if mode not in ("land", "build"):
        items.append(back_button(live))
    return Post(content=content, files=[(BOARD, board)], view=view_of(*items))


async def build_panel(live: LiveGame, pv: PlayerView, mode: str) -> Post:
    """A build's panel: its sites, or straight to the confirmation when it can only build nothing."""
    if only_no_build(live.state, pv.seat, mode):
        return await build_confirm(live, pv, mode, NO_BUILD)
    return await site_panel(live, pv, mode)


def card_buttons(live: LiveGame, pv: PlayerView) -> list[GameButton]:
    """One button per card the seat may play now: building cards by kind, the double move, scoring cards."""
    actions = legal_actions(live.state, pv.seat)
    gid, version = live.row.id, live.version
    buttons = []
    kinds = list(dict.fromkeys(a.kind for a in actions if isinstance(a, Build)))
    for kind in kinds:
        label = say("ui.card.building", card=say(f"render.card.{kind}"), count=pv.hand_building.get(kind, 0))
        buttons.append(GameButton(Ref(gid, version, "card", kind), label, style=discord.ButtonStyle.primary))
    if any(isinstance(a, Double) for a in actions):
        label = say("render.card.double")
        buttons.append(GameButton(Ref(gid, version, "double"), label, style=discord.ButtonStyle.primary))
    for action in actions:
        if isinstance(action, Score):
            label = say("ui.card.scoring", card=card_name(action.card))
            ref = Ref(gid, version, "score", action.card)
            buttons.append(GameButton(ref, label, style=discord.ButtonStyle.success))
    return buttons[:25]


def _discard_buttons(live: LiveGame, pv: PlayerView) -> list[GameButton]:
    """A red button per scoring card in hand: a tap discards it, in secret."""
    return [
        GameButton(
            Ref(live.row.id, live.version, "sdo", card),
            say("ui.button.discard_card", card=card_name(card)),
            style=discord.ButtonStyle.danger,
        )
        for card in dict.fromkeys(pv.hand_scoring)
    ]


async def hand_panel(live: LiveGame, pv: PlayerView) -> Post:
    """The seat's hand image and, when the game waits for it, what it can do now."""
    view = pv.public
    awaited = pv.seat in view.awaiting
    if awaited and (view.phase == Phase.LANDING or (view.phase == Phase.PLAY and view.double is not None)):
        return await build_panel(live, pv, "land" if view.phase == Phase.LANDING else "build")
    hand = await live.draw(("hand", pv.seat), render_hand, pv)
    content = _hand_text(pv)
    items: list[Any] = []
    if awaited and view.phase == Phase.DISCARD:
        items.extend(_discard_buttons(live, pv))
        content += "\n" + say("ui.discard.ask")
        for card in dict.fromkeys(pv.hand_scoring):
            content += "\n" + say("ui.discard.card", card=card_name(card), effect=card_effect(card))
    elif awaited and view.phase == Phase.PLAY and view.double is None:
        items.extend(card_buttons(live, pv))
        content += "\n" + say("ui.hand.play")
    elif awaited and view.phase == Phase.DRAFT:
        content += "\n" + say("ui.hand.draft_pile" if view.round == 2 else "ui.hand.draft")
    elif not awaited and view.phase != Phase.END:
        content += "\n" + say("ui.hand.waiting")
    return Post(content=content, files=[("hand.png", hand)], view=view_of(*items) if items else None)


def confirm_post(live: LiveGame, text: str, action: str, label: str, back: str | None = "act") -> Post:
    """A last look before a move that can lose something: what it does, Confirm, and Back (verb
    ``back``; none where going back would only come here again)."""
    confirm = GameButton(
        Ref(live.row.id, live.version, "do", action), label, style=discord.ButtonStyle.success
    )
    items = [confirm] if back is None else [confirm, back_button(live, back)]
    return Post(content=text, view=view_of(*items))


async def build_confirm(live: LiveGame, pv: PlayerView, mode: str, target: Target) -> Post:
    """Confirm building nothing or a join, with the join's site marked on the board."""
    line = action_line(pv.seat, mode, target)
    forced = mode in ("land", "build") and only_no_build(live.state, pv.seat, mode)
    back = None if forced else "act"
    if target.site is None and mode == "land":
        return confirm_post(live, say("ui.confirm.no_land"), line, say("ui.button.no_land"), back)
    if target.site is None:
        text = say("ui.confirm.no_build", mode=mode)
        return confirm_post(live, text, line, say("ui.button.no_build"), back)
    view = pv.public
    facts = tile_facts(view, target.site)
    text = say("ui.confirm.join", site=target.site, facts=facts, name=join_owner(view, target.site))
    post = confirm_post(live, text, line, say("ui.button.join"), back)
    board = await _panel_board(live, view, frozenset({target.site}))
    post.files = [(BOARD, board)]
    return post


def score_panel(live: LiveGame, pv: PlayerView, cards: list[str]) -> Post:
    """Scoring cards with what each scores right now for every player, a button each to play it."""
    lines, buttons = [], []
    for card in cards:
        preview = score_preview(live.state, pv.public, card, pv.seat)
        lines.append(say("ui.score.preview", card=card_name(card), effect=card_effect(card), preview=preview))
        if scores_nothing_for(live.state, card, pv.seat):
            lines.append(say("ui.score.nothing"))
        ref = Ref(live.row.id, live.version, "do", f"{pv.seat} score {card}")
        label = say("ui.button.score_card", card=card_name(card))
        buttons.append(GameButton(ref, label, style=discord.ButtonStyle.success))
    text = "\n".join([say("ui.score.ask"), *lines])
    return Post(content=text[:2000], view=view_of(*buttons[:20], back_button(live)))


def playable_scoring(live: LiveGame, seat: int) -> list[str]:
    """The scoring cards ``seat`` may play now."""
    return [a.card for a in legal_actions(live.state, seat) if isinstance(a, Score)]


def double_panel(live: LiveGame, pv: PlayerView) -> Post:
    """The double move: a button per kind saying how many sites it reaches now; nowhere asks first."""
    gid, version = live.row.id, live.version
    buttons: list[Any] = []
    for action in legal_actions(live.state, pv.seat):
        if not isinstance(action, Double):
            continue
        kinds = say(f"ui.double.kinds.{action.kind}")
        reach = double_reach(live.state, pv.seat, action.kind)
        if reach:
            label = say("ui.double.kind", kinds=kinds, count=reach)
            ref = Ref(gid, version, "do", f"{pv.seat} double {action.kind}")
            buttons.append(GameButton(ref, label, style=discord.ButtonStyle.primary))
        else:
            label = say("ui.double.nowhere", kinds=kinds)
            ref = Ref(gid, version, "check", f"{pv.seat} double {action.kind} - -")
            buttons.append(GameButton(ref, label))
    buttons.append(back_button(live))
    return Post(content=say("ui.double.ask"), view=view_of(*buttons))


def double_confirm(live: LiveGame, kind: str, line: str) -> Post:
    """Confirm a double move whose kind reaches nowhere: the card is spent without building."""
    text = say("ui.confirm.double_nowhere", kinds=say(f"ui.double.kinds.{kind}"))
    return confirm_post(live, text, line, say("ui.button.no_build"), "double")


async def check_panel(live: LiveGame, pv: PlayerView, action: Action) -> Post:
    """The confirmation of a choice that can lose something (see :func:`choices.needs_confirm`)."""
    if isinstance(action, Double):
        return double_confirm(live, action.kind, str(action))
    if isinstance(action, Land):
        return await build_confirm(live, pv, "land", Target(action.site) if action.site else NO_BUILD)
    if isinstance(action, DoubleBuild):
        return await build_confirm(live, pv, "build", action.target)
    assert isinstance(action, Build)
    return await build_confirm(live, pv, action.kind, action.target)
