"""The choices of a Santa Cruz move: the site is the move, every fact in its label.

Each legal site is a :class:`~bot.games.seam.Choice` laid out by the seam's one layout (a button each
up to twenty, menus beyond). Only a choice that can lose something (a join, building nothing) asks to
confirm first: its button or menu entry leads to a confirmation instead of playing at once.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.components import fit
from bot.games.seam import Choice
from bot.messaging import plain
from rules import i18n
from rules.santacruz.actions import NO_BUILD, Build, DoubleBuild, Land, Target
from rules.santacruz.engine import legal_actions
from rules.santacruz.gamedata import BUILD_CARD_KINDS
from rules.santacruz.messages import render as say
from rules.santacruz.notation import parse
from rules.santacruz.scoring import card_points
from rules.santacruz.state import GameState
from rules.santacruz.targets import build_targets
from rules.santacruz.views import PublicView

LABEL = 80
"""Discord's limit on a button's label (a long name is shortened to keep every fact of a site)."""

SITE_MODES = ("land", "build", *BUILD_CARD_KINDS)
"""What a site panel builds: a landing, a double move's next build, or a building card's kind."""


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


def tile_facts(view: PublicView, site_id: str) -> str:
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


def join_owner(view: PublicView, site: str) -> str:
    """The name of the player a join on ``site`` joins (the one whose building stands there)."""
    return plain(view.players[view.sites[site].occupants[0]].name)


def site_label(view: PublicView, target: Target) -> str:
    """Every fact of one build target in a line of at most 80 characters (a button's limit)."""
    if target.site is None:
        return say("ui.site.none")
    facts = tile_facts(view, target.site)
    if target.join:
        owner = join_owner(view, target.site)
        label = say("ui.site.join_label", site=target.site, name=owner, facts=facts)
        over = len(label) - LABEL
        if over > 0 and len(owner) > over + 1:
            owner = owner[: len(owner) - over - 1].rstrip() + "\u2026"
            label = say("ui.site.join_label", site=target.site, name=owner, facts=facts)
        return fit(label, LABEL)
    return fit(say("ui.site.label", site=target.site, facts=facts), LABEL)


def site_options(view: PublicView, seat: int, mode: str, targets: Sequence[Target]) -> list[Choice]:
    """Every target as a choice, in site order: its site's facts, the move it plays, asked first when it
    can lose something (building nothing, the join), building nothing grey and kept as a button."""
    return [
        Choice(
            site_label(view, target),
            action_line(seat, mode, target),
            quiet=target.site is None,
            confirm=needs_confirm(target),
        )
        for target in targets
    ]


def site_of(seat: int, line: str) -> tuple[str, Target] | None:
    """The mode and target a site choice's line names (``0 road L04+``), if it is one of ``seat``'s."""
    try:
        action = parse(line)
    except ValueError:
        return None
    if action.seat != seat:
        return None
    if isinstance(action, Land):
        return "land", Target(action.site) if action.site else NO_BUILD
    if isinstance(action, DoubleBuild):
        return "build", action.target
    if isinstance(action, Build):
        return action.kind, action.target
    return None


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
    return i18n.join_list(parts)


def scores_nothing_for(state: GameState, card: str, seat: int) -> bool:
    """Whether the card scores nothing for the player who would play it now."""
    return sum(p for p, _category, _source in card_points(state, card, seat)) == 0
