"""The rules of Santa Cruz: who may act, what they may do, and what happens when they do it.

The contract is small: :func:`awaiting`, :func:`legal_actions`, :func:`apply` (pure: returns a new
state and the events) and :func:`outcome`. :func:`apply_in_place` is the same rules without the copy,
for simulations and search.

>>> from rules.santacruz.setup import new_game
>>> state = new_game(["Ana", "Ben"], seed=1)
>>> seat = next(iter(awaiting(state)))
>>> action = legal_actions(state, seat)[0]
>>> state, events = apply(state, action)
"""

from __future__ import annotations

from rules.contract import ActionList, Outcome, apply_to_copy
from rules.santacruz import gamedata
from rules.santacruz.actions import (
    NO_BUILD,
    Action,
    Build,
    Discard,
    Double,
    DoubleBuild,
    Land,
    Pick,
    Score,
    Target,
)
from rules.santacruz.errors import IllegalAction
from rules.santacruz.events import (
    BuildFailed,
    BuildingsDestroyed,
    Built,
    CardPlayed,
    ChipDrawn,
    ChipPileEmpty,
    ChipsRevealed,
    Discarded,
    Event,
    GameEnded,
    NoBuild,
    RoundEnded,
    RoundStarted,
    ScoringCardDrawn,
    SetPicked,
    TileRevealed,
)
from rules.santacruz.notation import parse
from rules.santacruz.refusals import check
from rules.santacruz.scoring import card_points, final_outcome, move_marker, ranks, seats_from
from rules.santacruz.state import GameState, PendingDouble, Phase
from rules.santacruz.targets import (
    FREE_TARGET,
    JOIN_TARGET,
    awaiting,
    build_targets,
    is_awaited,
    last_in_turn_order,
    must_build,
    turn_order,
)

__all__ = [
    "LegalActions",
    "Outcome",
    "apply",
    "apply_in_place",
    "awaiting",
    "build_targets",
    "is_awaited",
    "last_in_turn_order",
    "legal_actions",
    "outcome",
    "turn_order",
]

_BOARD = gamedata.board()
_TILES = gamedata.tiles()
_CARDS = gamedata.cards()
_COAST_SITES: tuple[str, ...] = _BOARD.sites_of_kind("coast")
_REVEAL_NB = _BOARD.reveal_neighbours
_ERUPTION = "eruption"
_MAX_SEATS = 4


def _action_table() -> dict[tuple[int, str, object], Action]:
    """Every build, landing and scoring action, made once: frozen dataclasses are slow to construct."""
    table: dict[tuple[int, str, object], Action] = {}
    targets = [NO_BUILD, *FREE_TARGET.values(), *JOIN_TARGET.values()]
    for seat in range(_MAX_SEATS):
        for target in targets:
            table[seat, "build", target] = DoubleBuild(seat, target)
            for kind in gamedata.BUILD_CARD_KINDS:
                table[seat, kind, target] = Build(seat, kind, target)
        for site in (None, *_COAST_SITES):
            table[seat, "land", site] = Land(seat, site)
        for card in _CARDS.scoring:
            table[seat, "score", card] = Score(seat, card)
    return table


_ACTIONS = _action_table()


# --- legal actions ------------------------------------------------------------------------------


class LegalActions(ActionList[Action]):
    """The actions a seat may take now: iterate, index, count, or test membership with ``in``.

    Membership also accepts a double move written with its builds (as records write it), checked by
    trying it on a copy of the state.
    """

    __slots__ = ("_state",)

    def __init__(self, state: GameState, actions: list[Action]) -> None:
        super().__init__(actions)
        self._state = state

    def __contains__(self, action: object) -> bool:
        if isinstance(action, Double) and action.targets:
            try:
                apply(self._state, action)
            except IllegalAction:
                return False
            return True
        return action in self._actions


def legal_actions(state: GameState, seat: int) -> LegalActions:
    """What ``seat`` may do now; empty when the game does not wait for that seat."""
    return LegalActions(state, _legal_list(state, seat))


def _legal_list(state: GameState, seat: int) -> list[Action]:
    if not is_awaited(state, seat):
        return []
    player = state.players[seat]
    phase = state.phase
    if phase == Phase.DRAFT:
        return [Pick(seat, letter) for letter in state.available]
    if phase == Phase.DISCARD:
        return [Discard(seat, card) for card in dict.fromkeys(player.hand_scoring)]
    table = _ACTIONS
    if phase == Phase.LANDING:
        targets = build_targets(state, seat, "land")
        return [table[seat, "land", t.site] for t in targets] if targets else [table[seat, "land", None]]
    if state.double is not None:
        targets = build_targets(state, seat, state.double.kind)
        acts: list[Action] = [table[seat, "build", t] for t in targets]
        if not must_build(targets):
            acts.append(table[seat, "build", NO_BUILD])
        return acts
    acts = [table[seat, "score", card] for card in dict.fromkeys(player.hand_scoring)]
    hand = player.hand_building
    for kind in gamedata.BUILD_CARD_KINDS:
        if hand.get(kind):
            targets = build_targets(state, seat, kind)
            acts.extend([table[seat, kind, t] for t in targets])
            if not must_build(targets):
                acts.append(table[seat, kind, NO_BUILD])
    if hand.get("double"):
        acts.extend(Double(seat, kind) for kind in gamedata.BUILD_CARD_KINDS)
    return acts


# --- applying actions ---------------------------------------------------------------------------


def apply(state: GameState, action: Action | str) -> tuple[GameState, list[Event]]:
    """Apply ``action`` (or its notation) to a copy of ``state``; returns the new state and events.

    Raises
    ------
    InvalidAction
        The notation does not parse.
    IllegalAction
        The rules forbid the action now; ``state`` is unchanged.
    """
    return apply_to_copy(state, action, apply_in_place)


def apply_in_place(state: GameState, action: Action | str) -> list[Event]:
    """Apply ``action`` to ``state`` itself; on :class:`IllegalAction` the state is left unchanged."""
    if isinstance(action, str):
        action = parse(action)
    if isinstance(action, Double) and action.targets:
        trial = state.clone()
        events = _apply_checked(trial, Double(action.seat, action.kind))
        for target in action.targets:
            events += _apply_checked(trial, DoubleBuild(action.seat, target))
        for name in GameState.__slots__:  # type: ignore[attr-defined]
            setattr(state, name, getattr(trial, name))
        return events
    return _apply_checked(state, action)


def _apply_checked(state: GameState, action: Action) -> list[Event]:
    check(state, action)
    events: list[Event] = []
    if isinstance(action, Pick):
        _pick(state, action, events)
    elif isinstance(action, Discard):
        _discard(state, action, events)
    elif isinstance(action, Land):
        _land(state, action, events)
    elif isinstance(action, Build):
        _play_build(state, action, events)
    elif isinstance(action, Double):
        _start_double(state, action, events)
    elif isinstance(action, DoubleBuild):
        _double_build(state, action, events)
    else:
        _play_score(state, action, events)
    return events


def _pick(state: GameState, action: Pick, events: list[Event]) -> None:
    player = state.players[action.seat]
    letter = action.letter
    state.available.remove(letter)
    player.set_letter = letter
    player.hand_building = dict(_CARDS.sets[letter])
    pile: tuple[str, ...] = ()
    if state.round == 2:
        pile = tuple(state.piles[letter])
        player.hand_scoring = [*pile, player.new_card] if player.new_card else list(pile)
        player.new_card = None
    events.append(SetPicked(action.seat, letter, state.round, pile))
    state.moves.append(str(action))
    state.draft_order.pop(0)
    if state.draft_order:
        state.turn = state.draft_order[0]
        return
    state.available = []
    if state.round == 1:
        _start_landing(state, events)
    else:
        state.phase = Phase.DISCARD


def _discard(state: GameState, action: Discard, events: list[Event]) -> None:
    player = state.players[action.seat]
    player.hand_scoring.remove(action.card)
    player.discarded = action.card
    events.append(Discarded(action.seat, action.card))
    state.moves.append(str(action))
    if all(p.discarded is not None for p in state.players):
        _start_landing(state, events)


def _start_landing(state: GameState, events: list[Event]) -> None:
    state.phase = Phase.LANDING
    state.turn = state.start_player
    events.append(RoundStarted(state.round, tuple(turn_order(state))))


def _land(state: GameState, action: Land, events: list[Event]) -> None:
    if action.site is None:
        events.append(NoBuild(action.seat, "land"))
    else:
        _build_at(state, action.seat, Target(action.site, False), events, landing=True)
    state.moves.append(str(action))
    if action.seat == last_in_turn_order(state):
        state.phase = Phase.PLAY
        state.turn = state.start_player
        if state.players[state.turn].cards_in_hand() == 0:
            _next_turn(state, events)
    else:
        state.turn = (state.turn + 1) % state.num_players


def _play_build(state: GameState, action: Build, events: list[Event]) -> None:
    player = state.players[action.seat]
    player.hand_building[action.kind] -= 1
    player.played_building.append(action.kind)
    events.append(CardPlayed(action.seat, action.kind))
    if action.target.site is None:
        events.append(NoBuild(action.seat, action.kind))
    else:
        _build_at(state, action.seat, action.target, events)
    state.moves.append(str(action))
    _card_done(state, action.seat, events)


def _start_double(state: GameState, action: Double, events: list[Event]) -> None:
    player = state.players[action.seat]
    player.hand_building["double"] -= 1
    player.played_building.append("double")
    events.append(CardPlayed(action.seat, "double", action.kind))
    state.double = PendingDouble(action.kind)
    state.moves.append(f"{action.seat} double {action.kind}")


def _double_build(state: GameState, action: DoubleBuild, events: list[Event]) -> None:
    pending = state.double
    assert pending is not None
    if action.target.site is None:
        events.append(NoBuild(action.seat, pending.kind))
    else:
        _build_at(state, action.seat, action.target, events)
    state.moves[-1] += f" {action.target}"
    pending.done += 1
    if pending.done == 2:
        state.double = None
        _card_done(state, action.seat, events)


def _play_score(state: GameState, action: Score, events: list[Event]) -> None:
    seat = action.seat
    player = state.players[seat]
    player.hand_scoring.remove(action.card)
    player.played_scoring.append(action.card)
    events.append(CardPlayed(seat, action.card, scoring=True))
    for s in seats_from(state, seat):
        move_marker(state, s, card_points(state, action.card, s), events)
    if action.card == _ERUPTION:
        _erupt(state, events)
    state.moves.append(str(action))
    _card_done(state, seat, events)


def _erupt(state: GameState, events: list[Event]) -> None:
    """Remove every building on a volcano site until round 2 (ruling 9)."""
    removed: list[tuple[str, int, str]] = []
    for site in sorted(state.occupants):
        if _BOARD.sites[site].kind != "volcano":
            continue
        building = _TILES[state.tiles[site]].building
        for seat in state.occupants.pop(site):
            state.players[seat].destroyed[building] += 1
            removed.append((site, seat, building))
    if removed:
        events.append(BuildingsDestroyed(tuple(removed)))


def _build_at(
    state: GameState, seat: int, target: Target, events: list[Event], *, landing: bool = False
) -> None:
    """The build steps of the rulebook: reveal if face down, place, score, bird chip, reveal around."""
    site = target.site
    assert site is not None
    player = state.players[seat]
    tile = _TILES[state.tiles[site]]
    if site not in state.face_up:
        state.face_up.add(site)
        events.append(TileRevealed(site, tile.id))
        if player.supply[tile.building] == 0:
            events.append(BuildFailed(seat, site, tile.building))
            return
    player.supply[tile.building] -= 1
    state.occupants[site] = (*state.occupants.get(site, ()), seat)
    if target.join:
        player.joined = True
    events.append(Built(seat, site, tile.building, landing=landing, joined=target.join))
    move_marker(state, seat, [(tile.points, "build", site)], events)
    if tile.bird:
        if state.chip_pile:
            value = state.chip_pile.pop(0)
            player.chips.append(value)
            events.append(ChipDrawn(seat, value))
        else:
            events.append(ChipPileEmpty(seat))
    for nb in sorted(_REVEAL_NB[site] - state.face_up):
        state.face_up.add(nb)
        events.append(TileRevealed(nb, state.tiles[nb]))


def _card_done(state: GameState, seat: int, events: list[Event]) -> None:
    state.last_card_seat = seat
    _next_turn(state, events)


def _next_turn(state: GameState, events: list[Event]) -> None:
    """Pass the turn clockwise to the next seat holding cards, or end the round."""
    n = state.num_players
    for step in range(1, n + 1):
        seat = (state.turn + step) % n
        if state.players[seat].cards_in_hand():
            state.turn = seat
            return
    _end_round(state, events)


def _end_round(state: GameState, events: list[Event]) -> None:
    order = ranks(state)
    events.append(RoundEnded(state.round, order))
    if state.round == 2:
        _end_game(state, events)
        return
    state.piles = {p.set_letter: list(p.played_scoring) for p in state.players if p.set_letter}
    state.occupants = {}
    for seat, player in enumerate(state.players):
        player.supply = dict(_CARDS.supply)
        player.destroyed = dict.fromkeys(_CARDS.supply, 0)
        player.set_letter = None
        player.hand_building = {}
        player.played_building = []
        player.played_scoring = []
        player.joined = False
        player.new_card = state.deck.pop(0)
        events.append(ScoringCardDrawn(seat, player.new_card))
    state.round = 2
    state.phase = Phase.DRAFT
    state.start_player = order[-1]
    state.draft_order = list(reversed(order))
    state.available = sorted(state.piles)
    state.turn = state.draft_order[0]


def _end_game(state: GameState, events: list[Event]) -> None:
    """Bird chips are revealed from the player of the last card on, clockwise (ruling 12)."""
    first = state.last_card_seat if state.last_card_seat is not None else state.start_player
    for seat in seats_from(state, first):
        chips = tuple(state.players[seat].chips)
        events.append(ChipsRevealed(seat, chips))
        move_marker(state, seat, [(sum(chips), "bird_chips", "chips")], events)
    state.phase = Phase.END
    events.append(GameEnded(ranks(state), tuple(p.score for p in state.players)))


# --- outcome ------------------------------------------------------------------------------------


def outcome(state: GameState) -> Outcome | None:
    """The result once the game is over, else ``None`` (points by category: ``PlayerState.breakdown``)."""
    if state.phase != Phase.END:
        return None
    return final_outcome([p.score for p in state.players], ranks(state), state.moves)
