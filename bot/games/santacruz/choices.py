"""The choices of a Santa Cruz move as components: the site is the move, every fact in its label.

Up to :data:`MAX_SITE_BUTTONS` legal sites are one button each (a tap builds there); more go in
select menus. Only a choice that can lose something (a join, building nothing) asks to confirm
first: its button or option leads to a confirmation (verb ``check``) instead of playing at once.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.components import GameButton, GameSelect, Ref
from bot.messaging import plain
from rules.santacruz.actions import NO_BUILD, Build, DoubleBuild, Land, Target
from rules.santacruz.engine import legal_actions
from rules.santacruz.messages import render as say
from rules.santacruz.scoring import card_points
from rules.santacruz.state import GameState
from rules.santacruz.targets import build_targets
from rules.santacruz.views import PublicView

MAX_SITE_BUTTONS = 20
"""Site buttons in four rows of five; the fifth row keeps Back."""
MAX_OPTIONS = 25
"""Discord's limit of options per select menu."""
MAX_SELECTS = 4
"""Select menus per panel: the fifth row is kept for the Back button."""


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


def action_line(seat: int, mode: str, target: Target | str) -> str:
    """The notation line for a chosen target."""
    return f"{seat} {mode} {target}"


def needs_confirm(target: Target) -> bool:
    """Whether choosing ``target`` can lose something: building nothing, or the once-a-round join."""
    return target.site is None or target.join


def _tile_facts(view: PublicView, site_id: str) -> str:
    """``church 3 · bird``, ``lighthouse 2 · fish +3``: a face-up tile's building, points and goods."""
    site = view.sites[site_id]
    tile = site.tile
    if tile is None:
        return say("ui.site.face_down", kind=say(f"ui.site.kind.{site.kind}"))
    facts = [say("ui.site.building", building=tile.building, points=tile.points)]
    for resource in tile.resources:
        name = say(f"render.resource.{resource}")
        if resource == "fish" and tile.fish_bonus:
            name = say("ui.site.fish_bonus", name=name, bonus=tile.fish_bonus)
        facts.append(name)
    if tile.bird:
        facts.append(say("ui.site.bird"))
    return say("ui.site.sep").join(facts)


def site_label(view: PublicView, target: Target) -> str:
    """Every fact of one build target in a line of at most 80 characters (a button's limit)."""
    if target.site is None:
        return say("ui.site.none")
    facts = _tile_facts(view, target.site)
    if target.join:
        owner = plain(view.players[view.sites[target.site].occupants[0]].name)
        return say("ui.site.join_label", site=target.site, name=owner, facts=facts)[:80]
    return say("ui.site.label", site=target.site, facts=facts)[:80]


def _choice_ref(game_id: int, version: int, seat: int, mode: str, target: Target) -> Ref:
    """Play at once, or ask first when the choice can lose something (:func:`needs_confirm`)."""
    verb = "check" if needs_confirm(target) else "do"
    return Ref(game_id, version, verb, action_line(seat, mode, target))


def site_buttons(
    game_id: int, version: int, seat: int, mode: str, view: PublicView, targets: Sequence[Target]
) -> list[GameButton]:
    """One button per target (at most :data:`MAX_SITE_BUTTONS`), in site order, building nothing last."""
    buttons = []
    for index, target in enumerate(targets):
        style = discord.ButtonStyle.secondary if needs_confirm(target) else discord.ButtonStyle.primary
        ref = _choice_ref(game_id, version, seat, mode, target)
        buttons.append(GameButton(ref, site_label(view, target), style=style, row=index // 5))
    return buttons


def site_selects(
    game_id: int, version: int, mode: str, view: PublicView, targets: Sequence[Target]
) -> list[GameSelect]:
    """Select menus for many targets, 25 to a menu (Discord's limit), in site order."""
    options = [discord.SelectOption(label=site_label(view, t), value=str(t)) for t in targets]
    chunks = [options[i : i + MAX_OPTIONS] for i in range(0, len(options), MAX_OPTIONS)][:MAX_SELECTS]
    selects = []
    for index, chunk in enumerate(chunks):
        first, last = chunk[0].value, chunk[-1].value
        placeholder = say("ui.site.placeholder", first=first, last=last)
        if len(chunks) == 1:
            placeholder = say("ui.site.placeholder_all")
        selects.append(
            GameSelect(Ref(game_id, version, "site", mode), chunk, placeholder=placeholder, row=index)
        )
    return selects


def site_choices(
    game_id: int, version: int, seat: int, mode: str, view: PublicView, targets: Sequence[Target]
) -> list[GameButton] | list[GameSelect]:
    """Buttons for up to :data:`MAX_SITE_BUTTONS` targets, select menus for more."""
    if len(targets) <= MAX_SITE_BUTTONS:
        return site_buttons(game_id, version, seat, mode, view, targets)
    return site_selects(game_id, version, mode, view, targets)


def double_reach(state: GameState, seat: int, kind: str) -> int:
    """How many sites the first build of a double move of ``kind`` could take now."""
    return len({t.site for t in build_targets(state, seat, kind)})


def score_preview(state: GameState, view: PublicView, card: str, seat: int) -> str:
    """What a scoring card scores right now for every player, the player first ("you")."""
    order = [seat, *(s for s in range(len(view.players)) if s != seat)]
    parts = []
    for other in order:
        points = sum(p for p, _category, _source in card_points(state, card, other))
        name = say("ui.score.you") if other == seat else plain(view.players[other].name)
        parts.append(say("ui.score.part", name=name, points=points))
    return ", ".join(parts)


def scores_nothing_for(state: GameState, card: str, seat: int) -> bool:
    """Whether the card scores nothing for the player who would play it now."""
    return sum(p for p, _category, _source in card_points(state, card, seat)) == 0
