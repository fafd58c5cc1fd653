"""What a table shows: the only shapes of the game other layers (bot, images, AI) ever receive.

:func:`public_view` is what everyone at the table sees. :func:`player_view` adds one seat's private
things. Both are built field by field from the state, so a secret (another seat's scoring cards,
bird-chip values or discard, a face-down tile, the order of deck or chip pile, the box) cannot
slip in: there is no field for it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rules.santacruz import gamedata
from rules.santacruz.engine import awaiting, last_in_turn_order, turn_order
from rules.santacruz.scoring import ranks, sites_of
from rules.santacruz.state import GameState, Phase
from rules.views import JsonView


@dataclass(frozen=True, slots=True)
class TileView:
    """A face-up tile's printed contents."""

    id: str
    building: str
    points: int
    resources: tuple[str, ...]
    fish_bonus: int
    bird: bool


@dataclass(frozen=True, slots=True)
class SiteView:
    """A site as seen on the table: its tile if face up (``None`` if face down) and who built there."""

    id: str
    kind: str
    island: str
    xy: tuple[float, float]
    rivers: tuple[str, ...]
    tile: TileView | None
    occupants: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DraftOption:
    """A set (round 1) or a pile (round 2, with the scoring cards played from it) that can be taken."""

    letter: str
    building_cards: dict[str, int]
    scoring: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PlayerPublic:
    """A seat as its opponents see it: score, supply, cards played, counts of what is hidden."""

    seat: int
    name: str
    score: int
    rank: int
    supply: dict[str, int]
    destroyed: dict[str, int]
    set_letter: str | None
    building_played: dict[str, int]
    building_total: dict[str, int]
    scoring_played: tuple[str, ...]
    scoring_in_hand: int
    chips: int
    resources: tuple[str, ...]
    sites: tuple[str, ...]
    breakdown: dict[str, int]
    may_join: bool
    has_joined: bool
    has_discarded: bool
    revealed_chips: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class PublicView(JsonView):
    """The table: board, players, round and phase, who is awaited, what can be drafted."""

    round: int
    phase: Phase
    turn_order: tuple[int, ...]
    start_player: int
    join_seat: int
    awaiting: tuple[int, ...]
    ranks: tuple[int, ...]
    players: tuple[PlayerPublic, ...]
    sites: dict[str, SiteView]
    draft: tuple[DraftOption, ...]
    double: tuple[str, int] | None
    chip_pile: int
    deck: int
    moves: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PlayerView(JsonView):
    """One seat's view: the public table plus that seat's hand, bird-chip values and discard."""

    public: PublicView
    seat: int
    hand_building: dict[str, int]
    hand_scoring: tuple[str, ...]
    new_card: str | None
    chips: tuple[int, ...]
    discarded: str | None
    fresh_card: str | None = None
    """In round 2 after the pick: the card of ``hand_scoring`` drawn new this round (not from the pile)."""


def _fresh_card(state: GameState, seat: int) -> str | None:
    """The round-2 card a seat drew (it joined the hand at the pick): what the pile did not bring."""
    p = state.players[seat]
    if state.round != 2 or p.new_card is not None or p.set_letter is None:
        return None
    extra = Counter(p.hand_scoring) - Counter(state.piles.get(p.set_letter, ()))
    return next(iter(extra), None)


def _tile_view(tile_id: str) -> TileView:
    t = gamedata.tiles()[tile_id]
    return TileView(t.id, t.building, t.points, t.resources, t.fish_bonus, t.bird)


def public_moves(state: GameState) -> tuple[str, ...]:
    """The moves so far as the table saw them: which card a discard put away is hidden."""
    out = []
    for line in state.moves:
        seat, verb, _rest = line.split(" ", 2)
        out.append(f"{seat} discard ?" if verb == "discard" else line)
    return tuple(out)


def public_view(state: GameState) -> PublicView:
    """Everything that is open on the table, and nothing else."""
    board = gamedata.board()
    tiles = gamedata.tiles()
    order = ranks(state)
    sites = {
        sid: SiteView(
            id=sid,
            kind=site.kind,
            island=site.island,
            xy=site.xy,
            rivers=site.rivers,
            tile=_tile_view(state.tiles[sid]) if sid in state.face_up else None,
            occupants=state.occupants.get(sid, ()),
        )
        for sid, site in board.sites.items()
    }
    players = []
    for seat, p in enumerate(state.players):
        own = sorted(sites_of(state, seat))
        played = {k: p.played_building.count(k) for k in gamedata.CARD_KINDS}
        players.append(
            PlayerPublic(
                seat=seat,
                name=p.name,
                score=p.score,
                rank=order.index(seat) + 1,
                supply=dict(p.supply),
                destroyed=dict(p.destroyed),
                set_letter=p.set_letter,
                building_played=played,
                building_total={k: played[k] + p.hand_building.get(k, 0) for k in gamedata.CARD_KINDS},
                scoring_played=tuple(p.played_scoring),
                scoring_in_hand=len(p.hand_scoring) + (1 if p.new_card else 0),
                chips=len(p.chips),
                resources=tuple(sorted({r for s in own for r in tiles[state.tiles[s]].resources})),
                sites=tuple(own),
                breakdown=dict(p.breakdown),
                may_join=seat == last_in_turn_order(state) and not p.joined and state.phase != Phase.END,
                has_joined=p.joined,
                has_discarded=p.discarded is not None,
                revealed_chips=tuple(p.chips) if state.phase == Phase.END else None,
            )
        )
    cards = gamedata.cards()
    draft = tuple(
        DraftOption(letter, dict(cards.sets[letter]), tuple(state.piles.get(letter, ())))
        for letter in state.available
    )
    return PublicView(
        round=state.round,
        phase=state.phase,
        turn_order=tuple(turn_order(state)),
        start_player=state.start_player,
        join_seat=last_in_turn_order(state),
        awaiting=tuple(sorted(awaiting(state))),
        ranks=order,
        players=tuple(players),
        sites=sites,
        draft=draft,
        double=(state.double.kind, state.double.done) if state.double else None,
        chip_pile=len(state.chip_pile),
        deck=len(state.deck),
        moves=public_moves(state),
    )


def player_view(state: GameState, seat: int) -> PlayerView:
    """The public view plus what only ``seat`` knows: its scoring cards, chip values and discard."""
    if not 0 <= seat < state.num_players:
        raise ValueError(f"no seat {seat} in a game of {state.num_players}")
    p = state.players[seat]
    return PlayerView(
        public=public_view(state),
        seat=seat,
        hand_building={k: v for k, v in p.hand_building.items() if v},
        hand_scoring=tuple(p.hand_scoring),
        new_card=p.new_card,
        chips=tuple(p.chips),
        discarded=p.discarded,
        fresh_card=_fresh_card(state, seat),
    )
