"""What the Santa Cruz bot shows: public turn messages and the steps of a player's private panel.

Public posts are built from :func:`public_view` only; private panels from the clicking seat's
:func:`player_view`. Images are rendered in a worker thread so the event loop never waits on Pillow.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import discord

from bot import workers
from bot.components import GameButton, GameSelect, Ref, view_of
from bot.messaging import Post, plain
from bot.service import LiveGame
from render.santacruz import render_board, render_hand, render_scoring_summary, render_standings
from render.santacruz.chart import Scores, render_score_chart
from render.santacruz.words import card_effect, card_name
from rules.santacruz import narrate
from rules.santacruz.actions import NO_BUILD, Build, Double, DoubleBuild, Land, Score, Target
from rules.santacruz.engine import legal_actions
from rules.santacruz.events import CardPlayed, Event, Scored, built_sites
from rules.santacruz.messages import render as say
from rules.santacruz.state import GameState
from rules.santacruz.timeline import score_history
from rules.santacruz.views import PlayerView, PublicView, public_view

MAX_OPTIONS = 25
"""Discord's limit of options per select menu."""
MAX_SELECTS = 4
"""Select menus per panel: the fifth row is kept for the Back button."""
COLOUR = discord.Colour.from_rgb(0, 114, 178)
BOARD = "board.png"
CHART = "scores.png"


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def phase_title(view: PublicView) -> str:
    """``Santa Cruz · Round 1 · Play``: where the game stands."""
    return say(
        "ui.title", round=say("render.round", round=view.round), phase=say(f"render.phase.{view.phase}")
    )


def _scoring_played(events: Sequence[Event]) -> tuple[str, list[Scored]] | None:
    """The scoring card an action played and its points, if it played one."""
    card = next((e.card for e in events if isinstance(e, CardPlayed) and e.scoring), None)
    if card is None:
        return None
    return card, [e for e in events if isinstance(e, Scored) and e.source == card]


def _draft_buttons(live: LiveGame, view: PublicView) -> list[GameButton]:
    buttons = []
    for option in view.draft:
        if view.round == 1:
            cards = ", ".join(
                f"{n} {say(f'render.card.{kind}')}" for kind, n in option.building_cards.items() if n
            )
            label = say("ui.pick.set", letter=option.letter, cards=cards)
        else:
            label = say(
                "ui.pick.pile", letter=option.letter, cards=", ".join(card_name(c) for c in option.scoring)
            )
        buttons.append(
            GameButton(
                Ref(live.row.id, live.version, "pick", option.letter),
                label,
                style=discord.ButtonStyle.primary,
            )
        )
    return buttons


def turn_buttons(live: LiveGame, view: PublicView) -> list[GameButton]:
    """The public message's buttons for the phase: draft choices, or act, plus My hand."""
    ref = Ref(live.row.id, live.version, "hand")
    hand = GameButton(ref, say("ui.button.hand"), emoji="🂠")
    if view.phase == "end":
        return []
    if view.phase == "draft":
        return [*_draft_buttons(live, view), hand]
    if view.phase == "discard":
        act = GameButton(
            Ref(live.row.id, live.version, "hand"),
            say("ui.button.discard"),
            style=discord.ButtonStyle.primary,
        )
        return [act]
    key = (
        "ui.button.land"
        if view.phase == "landing"
        else "ui.button.build"
        if view.double
        else "ui.button.play"
    )
    act = GameButton(Ref(live.row.id, live.version, "act"), say(key), style=discord.ButtonStyle.primary)
    return [act, hand]


def turn_text(live: LiveGame, view: PublicView) -> tuple[str, list[int]]:
    """The prompt with mentions of whoever must act (computer players by name), and the mentioned ids."""
    players = [live.user_of_seat(seat) for seat in view.awaiting]
    users = [p.user_id for p in players if not p.computer]
    who = ", ".join(plain(p.name) if p.computer else mention(p.user_id) for p in players)
    text = narrate.prompt(view).format(who=who)
    if view.phase == "discard":
        chosen = [plain(p.name) for p in view.players if p.has_discarded]
        if chosen:
            text += "\n" + say("ui.discard.chosen", names=", ".join(chosen))
    return text, users


def _record_file(live: LiveGame) -> tuple[str, bytes]:
    record = live.module.record(live.state)
    return f"santacruz-game-{live.row.id}.json", json.dumps(record, indent=2).encode()


def score_chart(record: dict[str, Any]) -> bytes:
    """The final standings' score chart, from the public view after each move of the record."""
    history = score_history(record)
    return render_score_chart(Scores(history.names, history.scores, history.round_break, history.eruptions))


async def turn_post(live: LiveGame, events: Sequence[Event], before: GameState | None = None) -> Post:
    """The public message after a move: what happened, the board, who is next, and the buttons."""
    state: GameState = live.state
    view = public_view(state)
    names = [plain(p.name) for p in view.players]
    earlier = public_view(before) if before is not None else None
    lines = narrate.describe(events, names, None, before=earlier)
    content, users = turn_text(live, view)
    embed = discord.Embed(title=phase_title(view), description="\n".join(lines)[:4000] or None, colour=COLOUR)
    board = await workers.off_loop(render_board, view, last_move=built_sites(list(events)))
    files: list[tuple[str, bytes]] = [(BOARD, board)]
    embed.set_image(url=f"attachment://{BOARD}")
    scoring = _scoring_played(events)
    if scoring is not None:
        summary = await workers.off_loop(render_scoring_summary, view, scoring[0], scoring[1])
        files.append(("scoring.png", summary))
    if view.phase == "end":
        standings = await workers.off_loop(render_standings, view)
        files.insert(0, ("standings.png", standings))
        embed.set_image(url="attachment://standings.png")
        record = _record_file(live)
        chart = await workers.off_loop(score_chart, live.module.record(state))
        files.append((CHART, chart))
        files.append(record)
        content = say("ui.end", names=", ".join(names), record=record[0])
    buttons = turn_buttons(live, view)
    return Post(
        content=content, embed=embed, files=files, view=view_of(*buttons) if buttons else None, mentions=users
    )


# --- the private panel ---------------------------------------------------------------------------


def _hand_text(pv: PlayerView) -> str:
    lines = [say("ui.hand.header", name=plain(pv.public.players[pv.seat].name))]
    chips = ", ".join(str(v) for v in pv.chips) or say("render.hand.none")
    lines.append(say("ui.hand.chips", chips=chips))
    if pv.discarded:
        lines.append(say("ui.hand.discarded", card=card_name(pv.discarded)))
    return "\n".join(lines)


def _target_option(view: PublicView, target: Target) -> discord.SelectOption:
    """A select option for one build target: the site, and what is known about its tile."""
    if target.site is None:
        return discord.SelectOption(
            label=say("ui.site.none"), value="-", description=say("ui.site.none_hint")
        )
    site = view.sites[target.site]
    if target.join:
        owner = view.players[site.occupants[0]].name
        description = say("ui.site.join", name=owner)
    elif site.tile is None:
        description = say("ui.site.face_down", kind=say(f"ui.site.kind.{site.kind}"))
    else:
        tile = site.tile
        points = say("narrate.points.one" if tile.points == 1 else "narrate.points.other", points=tile.points)
        goods = "".join(", " + say(f"render.resource.{r}") for r in tile.resources)
        description = say("ui.site.tile", building=tile.building, points=points, resources=goods)
    label = say("ui.site.label_join" if target.join else "ui.site.label", site=target.site)
    return discord.SelectOption(label=label, value=str(target), description=description[:100])


def site_selects(
    game_id: int, version: int, mode: str, view: PublicView, targets: Sequence[Target]
) -> list[GameSelect]:
    """Select menus for the targets, 25 to a menu (Discord's limit), in site order."""
    options = [_target_option(view, t) for t in targets]
    chunks = [options[i : i + MAX_OPTIONS] for i in range(0, len(options), MAX_OPTIONS)][:MAX_SELECTS]
    selects = []
    for index, chunk in enumerate(chunks):
        placeholder = say("ui.site.placeholder", first=chunk[0].label, last=chunk[-1].label)
        if len(chunks) == 1:
            placeholder = say("ui.site.placeholder_all")
        selects.append(
            GameSelect(Ref(game_id, version, "site", mode), chunk, placeholder=placeholder, row=index)
        )
    return selects


def back_button(game_id: int, version: int) -> GameButton:
    return GameButton(Ref(game_id, version, "act"), say("ui.button.back"), row=4)


def targets_for(state: GameState, seat: int, mode: str) -> list[Target]:
    """Legal targets of one build: ``land``, ``build`` (a double move's next build) or a card kind."""
    out: list[Target] = []
    for action in legal_actions(state, seat):
        if mode == "land" and isinstance(action, Land):
            out.append(Target(action.site) if action.site else NO_BUILD)
        elif (mode == "build" and isinstance(action, DoubleBuild)) or (
            isinstance(action, Build) and action.kind == mode
        ):
            out.append(action.target)
    return out


def only_no_build(state: GameState, seat: int, mode: str) -> bool:
    """Whether the only legal choice is to build nothing (the player is asked to confirm that)."""
    return targets_for(state, seat, mode) == [NO_BUILD]


def action_line(seat: int, mode: str, target: str) -> str:
    """The notation line for a chosen target."""
    return f"{seat} {mode} {target}"


async def site_panel(live: LiveGame, pv: PlayerView, mode: str) -> Post:
    """Choose where to build: the legal sites in menus and on a highlighted board."""
    targets = targets_for(live.state, pv.seat, mode)
    view = pv.public
    highlights = frozenset(t.site for t in targets if t.site)
    board = await workers.off_loop(render_board, view, highlights=highlights)
    what = say(f"ui.mode.{mode}")
    content = say("ui.site.ask", what=what, count=len(highlights))
    items: list[Any] = site_selects(live.row.id, live.version, mode, view, targets)
    if mode not in ("land", "build"):
        items.append(back_button(live.row.id, live.version))
    return Post(content=content, files=[(BOARD, board)], view=view_of(*items))


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
        buttons.append(
            GameButton(
                Ref(gid, version, "double"), say("render.card.double"), style=discord.ButtonStyle.primary
            )
        )
    for action in actions:
        if isinstance(action, Score):
            buttons.append(
                GameButton(
                    Ref(gid, version, "score", action.card),
                    say("ui.card.scoring", card=card_name(action.card)),
                    style=discord.ButtonStyle.success,
                )
            )
    return buttons[:25]


async def hand_panel(live: LiveGame, pv: PlayerView) -> Post:
    """The seat's hand image and, when the game waits for it, what it can do now."""
    view = pv.public
    awaited = pv.seat in view.awaiting
    if awaited and (view.phase == "landing" or (view.phase == "play" and view.double is not None)):
        mode = "land" if view.phase == "landing" else "build"
        if only_no_build(live.state, pv.seat, mode):
            return await build_confirm(live, pv, mode, NO_BUILD)
        return await site_panel(live, pv, mode)
    hand = await workers.off_loop(render_hand, pv)
    content = _hand_text(pv)
    files: list[tuple[str, bytes]] = [("hand.png", hand)]
    items: list[Any] = []
    if awaited and view.phase == "discard":
        options = [
            discord.SelectOption(label=card_name(c), value=c, description=card_effect(c)[:100])
            for c in dict.fromkeys(pv.hand_scoring)
        ]
        items.append(
            GameSelect(
                Ref(live.row.id, live.version, "discard"), options, placeholder=say("ui.discard.placeholder")
            )
        )
        content += "\n" + say("ui.discard.ask")
    elif awaited and view.phase == "play" and view.double is None:
        items.extend(card_buttons(live, pv))
        content += "\n" + say("ui.hand.play")
    elif awaited and view.phase == "draft":
        content += "\n" + say("ui.hand.draft")
    elif not awaited and view.phase != "end":
        content += "\n" + say("ui.hand.waiting")
    return Post(content=content, files=files, view=view_of(*items) if items else None)


def confirm_post(
    live: LiveGame,
    text: str,
    action: str,
    label: str,
    *,
    verb: str = "do",
    back: str = "act",
    files: Sequence[tuple[str, bytes]] = (),
) -> Post:
    """A last look before a move: what it does, Confirm, and Back to the panel (verb ``back``)."""
    confirm = GameButton(
        Ref(live.row.id, live.version, verb, action), label, style=discord.ButtonStyle.success
    )
    back_button = GameButton(Ref(live.row.id, live.version, back), say("ui.button.back"))
    return Post(content=text, files=files, view=view_of(confirm, back_button))


async def build_confirm(live: LiveGame, pv: PlayerView, mode: str, target: Target) -> Post:
    """Confirm a chosen site, with the site marked on the board."""
    line = action_line(pv.seat, mode, str(target))
    if target.site is None:
        return confirm_post(
            live, say("ui.confirm.no_build", what=say(f"ui.mode.{mode}")), line, say("ui.button.no_build")
        )
    view = pv.public
    board = await workers.off_loop(render_board, view, highlights=frozenset({target.site}))
    option = _target_option(view, target)
    text = say("ui.confirm.build", what=say(f"ui.mode.{mode}"), site=option.label, detail=option.description)
    return confirm_post(live, text, line, say("ui.button.confirm"), files=[(BOARD, board)])


def score_confirm(live: LiveGame, pv: PlayerView, card: str) -> Post:
    text = say("ui.confirm.score", card=card_name(card), effect=card_effect(card))
    return confirm_post(live, text, f"{pv.seat} score {card}", say("ui.button.score"))


def double_panel(live: LiveGame, pv: PlayerView) -> Post:
    """The double move: choose the kind first; each build follows."""
    gid, version = live.row.id, live.version
    buttons: list[Any] = []
    for action in legal_actions(live.state, pv.seat):
        if isinstance(action, Double):
            buttons.append(
                GameButton(
                    Ref(gid, version, "do", f"{pv.seat} double {action.kind}"),
                    say("ui.double.kind", kind=say(f"render.card.{action.kind}")),
                    style=discord.ButtonStyle.primary,
                )
            )
    buttons.append(GameButton(Ref(gid, version, "act"), say("ui.button.back")))
    return Post(content=say("ui.double.ask"), view=view_of(*buttons))


def discard_confirm(live: LiveGame, pv: PlayerView, card: str) -> Post:
    text = say("ui.confirm.discard", card=card_name(card), effect=card_effect(card))
    return confirm_post(live, text, card, say("ui.button.discard_confirm"), verb="sdo", back="hand")
