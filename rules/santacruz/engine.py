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

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

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
from rules.santacruz.scoring import card_points, move_marker, ranks, seats_from
from rules.santacruz.state import GameState, PendingDouble

_BOARD = gamedata.board()
_TILES = gamedata.tiles()
_CARDS = gamedata.cards()
_COAST_SITES: tuple[str, ...] = _BOARD.sites_of_kind("coast")
_ROAD_NB = _BOARD.road_neighbours
_REVEAL_NB = _BOARD.reveal_neighbours
_COAST_SET = frozenset(_COAST_SITES)
_RIVERS = tuple(r.sites for r in _BOARD.rivers.values())
_RIVER_SETS = tuple(frozenset(r) for r in _RIVERS)
_SITE_RIVERS = {s: tuple(r for r in _RIVERS if s in r) for s in _BOARD.sites}
_TILE_BUILDING = {t.id: t.building for t in _TILES.values()}
_FREE_TARGET = {s: Target(s, False) for s in _BOARD.sites}
_JOIN_TARGET = {s: Target(s, True) for s in _BOARD.sites}
_ERUPTION = "eruption"
_MAX_SEATS = 4


def _action_table() -> dict[tuple[int, str, object], Action]:
    """Every build, landing and scoring action, made once: frozen dataclasses are slow to construct."""
    table: dict[tuple[int, str, object], Action] = {}
    targets = [NO_BUILD, *_FREE_TARGET.values(), *_JOIN_TARGET.values()]
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


# --- who acts -----------------------------------------------------------------------------------


def turn_order(state: GameState) -> list[int]:
    """Seats in this round's turn order, start player first."""
    return seats_from(state, state.start_player)


def last_in_turn_order(state: GameState) -> int:
    """The seat that moves last in the current round: the one with the join privilege (ruling 4)."""
    return (state.start_player - 1) % state.num_players


def awaiting(state: GameState) -> frozenset[int]:
    """The seats whose action the game waits for now (several during the round-2 discard)."""
    if state.phase == "end":
        return frozenset()
    if state.phase == "discard":
        return frozenset(s for s, p in enumerate(state.players) if p.discarded is None)
    return frozenset((state.turn,))


def is_awaited(state: GameState, seat: int) -> bool:
    """Whether the game waits for ``seat`` now (``seat in awaiting(state)``, without the set)."""
    if state.phase == "discard":
        return 0 <= seat < state.num_players and state.players[seat].discarded is None
    return state.phase != "end" and seat == state.turn


def can_join(state: GameState, seat: int) -> bool:
    """Whether ``seat`` may still use the join privilege in this round (never while landing)."""
    return state.phase == "play" and seat == last_in_turn_order(state) and not state.players[seat].joined


# --- where a card may build ---------------------------------------------------------------------


def _candidates(state: GameState, seat: int, kind: str) -> Sequence[str]:
    """Sites the card's movement rule reaches, free or not, in id order."""
    if kind in ("ship", "land"):
        return _COAST_SITES
    own = {site for site, occ in state.occupants.items() if seat in occ}
    reach: set[str] = set()
    if kind == "road":
        for site in own:
            reach |= _ROAD_NB[site]
    else:
        for river in _RIVER_SETS:
            if not own.isdisjoint(river):
                reach |= river
    return sorted(reach)


def build_targets(state: GameState, seat: int, kind: str) -> list[Target]:
    """Every legal target for one build of ``kind`` (``ship``, ``road``, ``river`` or ``land``).

    Free face-up sites need the tile's building in supply; free face-down river sites may always be
    chosen (ruling 5); occupied sites appear as joins only for the seat holding the privilege.
    """
    supply = state.players[seat].supply
    occupants = state.occupants
    face_up = state.face_up
    tiles = state.tiles
    joining = kind != "land" and can_join(state, seat)
    out: list[Target] = []
    for site in _candidates(state, seat, kind):
        occ = occupants.get(site)
        if occ is None:
            if site not in face_up or supply[_TILE_BUILDING[tiles[site]]] > 0:
                out.append(_FREE_TARGET[site])
        elif joining and len(occ) == 1 and occ[0] != seat and supply[_TILE_BUILDING[tiles[site]]] > 0:
            out.append(_JOIN_TARGET[site])
    return out


def is_target(state: GameState, seat: int, kind: str, target: Target) -> bool:
    """Whether ``target`` is among :func:`build_targets` (checked for one site, without the list)."""
    site = target.site
    if site is None:
        return False
    occupants = state.occupants
    if kind in ("ship", "land"):
        if site not in _COAST_SET:
            return False
    elif kind == "road":
        if not any(seat in occupants.get(nb, ()) for nb in _ROAD_NB[site]):
            return False
    elif not any(seat in occupants.get(s, ()) for river in _SITE_RIVERS[site] for s in river):
        return False
    occ = occupants.get(site)
    has_building = state.players[seat].supply[_TILE_BUILDING[state.tiles[site]]] > 0
    if target.join:
        return (
            occ is not None
            and len(occ) == 1
            and occ[0] != seat
            and has_building
            and kind != "land"
            and can_join(state, seat)
        )
    return occ is None and (has_building or site not in state.face_up)


def _must_build(targets: list[Target]) -> bool:
    """Zugzwang (ruling 3): a card that can build must; joining never creates an obligation."""
    return any(not target.join for target in targets)


# --- legal actions ------------------------------------------------------------------------------


class LegalActions(Sequence[Action]):
    """The actions a seat may take now: iterate, index, count, or test membership with ``in``.

    Membership also accepts a double move written with its builds (as records write it), checked by
    trying it on a copy of the state.
    """

    __slots__ = ("_actions", "_state")

    def __init__(self, state: GameState, actions: list[Action]) -> None:
        self._state = state
        self._actions = actions

    def __len__(self) -> int:
        return len(self._actions)

    def __getitem__(self, index: int) -> Action:  # type: ignore[override]
        return self._actions[index]

    def __iter__(self) -> Iterator[Action]:
        return iter(self._actions)

    def __contains__(self, action: object) -> bool:
        if isinstance(action, Double) and action.targets:
            try:
                apply(self._state, action)
            except IllegalAction:
                return False
            return True
        return action in self._actions

    def __repr__(self) -> str:
        return f"<LegalActions [{', '.join(str(a) for a in self._actions)}]>"


def legal_actions(state: GameState, seat: int) -> LegalActions:
    """What ``seat`` may do now; empty when the game does not wait for that seat."""
    return LegalActions(state, _legal_list(state, seat))


def _legal_list(state: GameState, seat: int) -> list[Action]:
    if not is_awaited(state, seat):
        return []
    player = state.players[seat]
    phase = state.phase
    if phase == "draft":
        return [Pick(seat, letter) for letter in state.available]
    if phase == "discard":
        return [Discard(seat, card) for card in dict.fromkeys(player.hand_scoring)]
    table = _ACTIONS
    if phase == "landing":
        targets = build_targets(state, seat, "land")
        return [table[seat, "land", t.site] for t in targets] if targets else [table[seat, "land", None]]
    if state.double is not None:
        targets = build_targets(state, seat, state.double.kind)
        acts: list[Action] = [table[seat, "build", t] for t in targets]
        if not _must_build(targets):
            acts.append(table[seat, "build", NO_BUILD])
        return acts
    acts = [table[seat, "score", card] for card in dict.fromkeys(player.hand_scoring)]
    hand = player.hand_building
    for kind in gamedata.BUILD_CARD_KINDS:
        if hand.get(kind):
            targets = build_targets(state, seat, kind)
            acts.extend([table[seat, kind, t] for t in targets])
            if not _must_build(targets):
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
    new = state.clone()
    events = apply_in_place(new, action)
    return new, events


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
    _check(state, action)
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
        state.phase = "discard"


def _discard(state: GameState, action: Discard, events: list[Event]) -> None:
    player = state.players[action.seat]
    player.hand_scoring.remove(action.card)
    player.discarded = action.card
    events.append(Discarded(action.seat, action.card))
    state.moves.append(str(action))
    if all(p.discarded is not None for p in state.players):
        _start_landing(state, events)


def _start_landing(state: GameState, events: list[Event]) -> None:
    state.phase = "landing"
    state.turn = state.start_player
    events.append(RoundStarted(state.round, tuple(turn_order(state))))


def _land(state: GameState, action: Land, events: list[Event]) -> None:
    if action.site is None:
        events.append(NoBuild(action.seat, "land"))
    else:
        _build_at(state, action.seat, Target(action.site, False), events, landing=True)
    state.moves.append(str(action))
    if action.seat == last_in_turn_order(state):
        state.phase = "play"
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
    state.phase = "draft"
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
    state.phase = "end"
    events.append(GameEnded(ranks(state), tuple(p.score for p in state.players)))


# --- outcome ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game: seats best first, scores and points by category per seat."""

    ranks: tuple[int, ...]
    scores: tuple[int, ...]
    breakdown: tuple[dict[str, int], ...]

    @property
    def winner(self) -> int:
        return self.ranks[0]


def outcome(state: GameState) -> Outcome | None:
    """The result once the game is over, else ``None``."""
    if state.phase != "end":
        return None
    return Outcome(
        ranks=ranks(state),
        scores=tuple(p.score for p in state.players),
        breakdown=tuple(dict(p.breakdown) for p in state.players),
    )


# --- refusals -----------------------------------------------------------------------------------

_PHASE_ACTIONS: dict[str, tuple[type, ...]] = {
    "draft": (Pick,),
    "discard": (Discard,),
    "landing": (Land,),
    "play": (Build, Double, Score),
}


def _check(state: GameState, action: Action) -> None:
    """Raise :class:`IllegalAction` with a player-readable reason unless ``action`` is legal now."""
    if state.phase == "end":
        raise IllegalAction("illegal.game_over")
    seat = action.seat
    if not 0 <= seat < state.num_players:
        raise IllegalAction("illegal.no_such_seat", seat=seat, players=state.num_players)
    if not is_awaited(state, seat):
        names = ", ".join(state.players[s].name for s in sorted(awaiting(state)))
        raise IllegalAction("illegal.not_your_turn", waiting=names)
    allowed = (DoubleBuild,) if state.double is not None else _PHASE_ACTIONS[state.phase]
    if not isinstance(action, allowed):
        key = "illegal.finish_double" if state.double is not None else f"illegal.now_{state.phase}"
        raise IllegalAction(key)
    player = state.players[seat]
    if isinstance(action, Pick):
        if action.letter not in state.available:
            raise IllegalAction(
                "illegal.set_taken", letter=action.letter, available=", ".join(state.available)
            )
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
        if _must_build(targets):
            examples = ", ".join(t.site for t in targets if not t.join and t.site)
            raise IllegalAction("illegal.must_build", sites=examples)
        return
    if is_target(state, seat, kind, target):
        return
    site = target.site
    player = state.players[seat]
    occ = state.occupants.get(site, ())
    if site not in _candidates(state, seat, kind):
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
