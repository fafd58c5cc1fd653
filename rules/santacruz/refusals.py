"""Why an action is refused: the check behind every ``IllegalAction``, with a reason a player reads."""

from __future__ import annotations

from rules.contract import turn_refusal
from rules.santacruz import gamedata
from rules.santacruz.actions import Action, Build, Discard, Double, DoubleBuild, Land, Pick, Score, Target
from rules.santacruz.errors import IllegalAction
from rules.santacruz.state import GameState, Phase
from rules.santacruz.targets import (
    awaiting,
    build_targets,
    can_join,
    candidates,
    is_target,
    last_in_turn_order,
    must_build,
)

_TILES = gamedata.tiles()


# --- refusals -----------------------------------------------------------------------------------

_PHASE_ACTIONS: dict[Phase, tuple[type, ...]] = {
    Phase.DRAFT: (Pick,),
    Phase.DISCARD: (Discard,),
    Phase.LANDING: (Land,),
    Phase.PLAY: (Build, Double, Score),
}


def check(state: GameState, action: Action) -> None:
    """Raise :class:`IllegalAction` with a player-readable reason unless ``action`` is legal now."""
    seat = action.seat
    refusal = turn_refusal(IllegalAction, state, seat, awaiting(state), over=state.phase == Phase.END)
    if refusal is not None:
        raise refusal
    allowed = (DoubleBuild,) if state.double is not None else _PHASE_ACTIONS[state.phase]
    if not isinstance(action, allowed):
        key = "illegal.finish_double" if state.double is not None else f"illegal.now_{state.phase}"
        raise IllegalAction(key)
    player = state.players[seat]
    if isinstance(action, Pick):
        if action.letter not in state.available:
            raise IllegalAction("illegal.set_taken", letter=action.letter, available=tuple(state.available))
    elif isinstance(action, Discard | Score):
        if action.card not in player.hand_scoring:
            raise IllegalAction("illegal.no_scoring_card", card=action.card)
    elif isinstance(action, Land):
        _check_target(state, seat, "land", Target(action.site, False))
    elif isinstance(action, Build):
        if not player.hand_building.get(action.kind):
            raise IllegalAction("illegal.no_card", kind=action.kind)
        _check_target(state, seat, action.kind, action.target)
    elif isinstance(action, Double):
        if not player.hand_building.get("double"):
            raise IllegalAction("illegal.no_card", kind="double")
    else:
        assert state.double is not None
        _check_target(state, seat, state.double.kind, action.target)


def _check_target(state: GameState, seat: int, kind: str, target: Target) -> None:
    if target.site is None:
        targets = build_targets(state, seat, kind)
        if must_build(targets):
            examples = tuple(t.site for t in targets if not t.join and t.site)
            raise IllegalAction("illegal.must_build", sites=examples)
        return
    if is_target(state, seat, kind, target):
        return
    site = target.site
    player = state.players[seat]
    occ = state.occupants.get(site, ())
    if site not in candidates(state, seat, kind):
        raise IllegalAction(f"illegal.unreachable_{kind}", site=site)
    if target.join:
        if not occ:
            raise IllegalAction("illegal.join_free", site=site)
        if kind == "land":
            raise IllegalAction("illegal.join_landing")
        if seat in occ:
            raise IllegalAction("illegal.join_own", site=site)
        if len(occ) > 1:
            raise IllegalAction("illegal.site_full", site=site)
        if seat != last_in_turn_order(state):
            last = state.players[last_in_turn_order(state)].name
            raise IllegalAction("illegal.join_not_last", name=last)
        if player.joined:
            raise IllegalAction("illegal.join_used")
    elif occ:
        if seat in occ:
            raise IllegalAction("illegal.own_site", site=site)
        hint = "illegal.occupied_can_join" if kind != "land" and can_join(state, seat) else "illegal.occupied"
        raise IllegalAction(hint, site=site)
    building = _TILES[state.tiles[site]].building
    raise IllegalAction("illegal.no_building", building=building, site=site)
