"""What one seat knows, and full game states sampled consistently with it (determinization).

A computer player sees only a :class:`~rules.santacruz.views.PlayerView`. To use the engine for
lookahead it needs a whole :class:`~rules.santacruz.state.GameState`, so the hidden parts are drawn at
random among the possibilities that agree with everything the seat has seen: face-down tiles from the
tiles not yet seen, other seats' scoring cards from the cards not yet seen (in round 2 their piles are
public, their new card and their discard are not), other seats' bird-chip values from the chips the
seat does not hold. The public move log says which scoring cards were played in round 1, so the
round-2 piles are known exactly. In round 1 other seats' cards are drawn leaning towards the cards
their buildings already serve, as players build for the cards they hold.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from rules.santacruz import gamedata
from rules.santacruz.ai.policy import Holdings
from rules.santacruz.state import GameState, PendingDouble, Phase, PlayerState
from rules.santacruz.views import PlayerView, PublicView

_TILES = gamedata.tiles()
_CARDS = gamedata.cards()
_BOARD = gamedata.board()
_ALL_SCORING: tuple[str, ...] = tuple(sorted(_CARDS.scoring))
_CARD_VERBS = frozenset((*gamedata.CARD_KINDS, "score"))
LEANING = 1.5
"""How strongly another seat's buildings point to the scoring cards it holds (0: not at all)."""
_SET_BY_COUNTS = {
    tuple(counts.get(k, 0) for k in gamedata.CARD_KINDS): letter for letter, counts in _CARDS.sets.items()
}


@dataclass(frozen=True, slots=True)
class Knowledge:
    """Facts a seat derives from its view once per decision, shared by every sample.

    ``piles`` maps a set letter to its round-2 pile (the scoring cards played with that set in
    round 1); ``unseen`` are the scoring cards the seat has never seen (in other hands, other seats'
    new cards and discards, or the deck);
    ``hidden_tiles`` per site kind the tiles not face up (on face-down sites or in the box);
    ``unseen_chips`` the bird-chip values the seat does not hold; ``leanings`` per other seat how
    much more likely than average it is to hold each unseen card, judged from its buildings.
    """

    piles: dict[str, tuple[str, ...]]
    unseen: tuple[str, ...]
    hidden_tiles: dict[str, tuple[str, ...]]
    unseen_chips: tuple[int, ...]
    last_card_seat: int | None
    leanings: dict[int, dict[str, float]]


def _round1_facts(
    view: PlayerView,
) -> tuple[tuple[tuple[str, ...], ...], dict[str, tuple[str, ...]], int | None]:
    """Round-1 scoring plays per seat, the round-2 piles, and the seat of the last card played."""
    n = len(view.public.players)
    played: list[list[str]] = [[] for _ in range(n)]
    kinds: list[dict[str, int]] = [dict.fromkeys(gamedata.CARD_KINDS, 0) for _ in range(n)]
    letters: list[str | None] = [None] * n
    landed = second = False
    last: int | None = None
    for line in view.public.moves:
        seat_word, verb, *rest = line.split(" ")
        seat = int(seat_word)
        if verb == "land":
            landed = True
        elif verb == "pick":
            second = second or landed
            if not second:
                letters[seat] = rest[0]
        if verb in _CARD_VERBS:
            last = seat
            if second:
                continue
            if verb == "score":
                played[seat].append(rest[0])
            else:
                kinds[seat][verb] += 1
    piles: dict[str, tuple[str, ...]] = {}
    if view.public.round == 2:
        for seat in range(n):
            letter = letters[seat] or _SET_BY_COUNTS.get(tuple(kinds[seat][k] for k in gamedata.CARD_KINDS))
            if letter is not None:
                piles[letter] = tuple(played[seat])
        for option in view.public.draft:
            piles[option.letter] = tuple(option.scoring)
    return tuple(tuple(p) for p in played), piles, last


def knowledge(view: PlayerView) -> Knowledge:
    """Everything :func:`sample_state` needs that does not depend on the random draw."""
    pub = view.public
    round1, piles, last = _round1_facts(view)
    seen: set[str] = set(view.hand_scoring)
    seen.update(c for c in (view.new_card, view.discarded) if c)
    for p in pub.players:
        seen.update(p.scoring_played)
    if pub.round == 2:
        for cards in round1:
            seen.update(cards)
    unseen = tuple(c for c in _ALL_SCORING if c not in seen)
    face_up = {site.tile.id for site in pub.sites.values() if site.tile is not None}
    hidden_tiles = {
        kind: tuple(sorted(t for t, tile in _TILES.items() if tile.kind == kind and t not in face_up))
        for kind in gamedata.SITE_KINDS
    }
    chips = [v for v, count in sorted(gamedata.bird_chip_split().items()) for _ in range(count)]
    for value in view.chips:
        chips.remove(value)
    leanings = _leanings(view, unseen) if pub.round == 1 and LEANING else {}
    return Knowledge(piles, unseen, hidden_tiles, tuple(chips), last, leanings)


def _fit(card_id: str, h: Holdings) -> float:
    """How far a seat's buildings already serve ``card_id``, about 0 (not at all) to 1 (fully)."""
    card = _CARDS.scoring[card_id]
    if card.kind in ("resource", "resource-pair"):
        return sum(1 for need in card.needs if need in h.resources) / len(card.needs)
    if card.kind == "per-building":
        count = {"coast": h.coast, "river": h.river, "volcano": h.volcano}[card.where]
        return 0.0 if card.points_each < 0 else min(1.5, count / 3)
    if card.kind == "per-chip":
        return min(1.5, h.chips / 3)
    if card_id == "houses":
        return min(1.0, h.built["house"] / 4)
    if card_id == "one-each":
        return sum(1 for b in gamedata.BUILDING_TYPES if h.built[b]) / 3
    return min(1.0, h.largest / 4)


def _leanings(view: PlayerView, unseen: tuple[str, ...]) -> dict[int, dict[str, float]]:
    """Relative odds that each other seat holds each unseen card (round 1).

    Players build towards their own scoring cards, so a seat whose buildings serve a card better than
    the table's average is more likely to hold it: odds ``exp(LEANING * (fit - mean fit))``.
    """
    pub = view.public
    hold = [Holdings(p.chips) for p in pub.players]
    for sid, site in sorted(pub.sites.items()):
        if site.tile is not None:
            for seat in site.occupants:
                hold[seat].add(sid, _TILES[site.tile.id])
    out: dict[int, dict[str, float]] = {}
    fits = {c: [_fit(c, h) for h in hold] for c in unseen}
    for seat in range(len(hold)):
        if seat != view.seat:
            out[seat] = {c: math.exp(LEANING * (f[seat] - sum(f) / len(f))) for c, f in fits.items()}
    return out


def _draw(pool: list[str], odds: dict[str, float], k: int, rng: random.Random) -> list[str]:
    """Take ``k`` cards from ``pool``, each with chance in proportion to its odds (1 if not given)."""
    out = []
    for _ in range(min(k, len(pool))):
        weights = [odds.get(c, 1.0) for c in pool]
        r = rng.random() * sum(weights)
        i = 0
        while i < len(pool) - 1 and r >= weights[i]:
            r -= weights[i]
            i += 1
        out.append(pool.pop(i))
    return out


def sample_state(view: PlayerView, know: Knowledge, rng: random.Random) -> GameState:
    """A full game state that agrees with ``view``, its hidden parts drawn at random with ``rng``.

    The state is for simulation only: ``setup`` is empty and ``moves`` holds at most the line of a
    double move under way (the engine completes that line).
    """
    pub = view.public
    me = view.seat
    n = len(pub.players)
    tiles: dict[str, str] = {}
    box: list[str] = []
    for kind in gamedata.SITE_KINDS:
        pool = list(know.hidden_tiles[kind])
        rng.shuffle(pool)
        for sid in _BOARD.sites_of_kind(kind):
            tile = pub.sites[sid].tile
            tiles[sid] = tile.id if tile is not None else pool.pop()
        box += pool
    face_up = {sid for sid, site in pub.sites.items() if site.tile is not None}
    occupants = {sid: site.occupants for sid, site in pub.sites.items() if site.occupants}

    cards = list(know.unseen)
    rng.shuffle(cards)
    chips = list(know.unseen_chips)
    rng.shuffle(chips)
    arrival = {seat: i + 1 for i, seat in enumerate(pub.ranks)}
    players: list[PlayerState] = []
    for p in pub.players:
        total, played = p.building_total, p.building_played
        hand_building = {k: total.get(k, 0) - played.get(k, 0) for k in gamedata.CARD_KINDS}
        played_building = [k for k in gamedata.CARD_KINDS for _ in range(played.get(k, 0))]
        player = PlayerState(
            name=p.name,
            score=p.score,
            arrival=arrival[p.seat],
            supply=dict(p.supply),
            destroyed=dict(p.destroyed),
            set_letter=p.set_letter,
            hand_building={k: v for k, v in hand_building.items() if v},
            played_building=played_building,
            played_scoring=list(p.scoring_played),
            joined=p.has_joined,
            breakdown=dict(p.breakdown),
        )
        if p.seat == me:
            player.hand_scoring = list(view.hand_scoring)
            player.new_card = view.new_card
            player.discarded = view.discarded
            player.chips = list(view.chips)
        else:
            player.chips = [chips.pop() for _ in range(p.chips)]
            odds = know.leanings.get(p.seat, {})
            _deal_hidden_cards(player, p.scoring_in_hand, p.has_discarded, odds, pub, know, cards, rng)
        players.append(player)
    deck = [cards.pop() for _ in range(min(pub.deck, len(cards)))]

    turn_order = list(pub.turn_order)
    if pub.phase == Phase.DRAFT:
        order = list(reversed(pub.ranks)) if pub.round == 2 else list(reversed(turn_order))
        draft_order = [s for s in order if players[s].set_letter is None]
    else:
        draft_order = []
    piles = {letter: list(cards_) for letter, cards_ in know.piles.items()}
    state = GameState(
        players=players,
        options={"random_sets": False},
        setup={},
        tiles=tiles,
        box=sorted(box),
        face_up=face_up,
        occupants=occupants,
        chip_pile=chips[: pub.chip_pile],
        deck=deck,
        round=pub.round,
        phase=pub.phase,
        start_player=pub.start_player,
        turn=pub.awaiting[0] if pub.awaiting else pub.start_player,
        draft_order=draft_order,
        available=[d.letter for d in pub.draft],
        piles=piles,
        double=PendingDouble(pub.double[0], pub.double[1]) if pub.double else None,
        arrivals=n,
        last_card_seat=know.last_card_seat,
        moves=[pub.moves[-1]] if pub.double else [],
    )
    return state


def _deal_hidden_cards(
    player: PlayerState,
    in_hand: int,
    has_discarded: bool,
    odds: dict[str, float],
    pub: PublicView,
    know: Knowledge,
    cards: list[str],
    rng: random.Random,
) -> None:
    """Give another seat scoring cards from the shuffled unseen ``cards``, as the public facts allow.

    Round 1: ``in_hand`` unseen cards. Round 2: before its pick a new card; after it the public pile
    plus a new card (known once played: a round-2 play from outside the pile), less a discard (any
    card of those not played since) once it has discarded.
    """
    if pub.round == 1 or pub.phase == Phase.END:
        player.hand_scoring = _draw(cards, odds, in_hand, rng)
        return
    if player.set_letter is None:
        player.new_card = cards.pop() if in_hand and cards else None
        return
    pile = know.piles.get(player.set_letter, ())
    shown = [c for c in player.played_scoring if c not in pile]
    new = shown[:1] or ([cards.pop()] if cards else [])
    held = [*pile, *new]
    for card in player.played_scoring:
        if card in held:
            held.remove(card)
    if has_discarded and len(held) > in_hand:
        player.discarded = held.pop(rng.randrange(len(held)))
    player.hand_scoring = held[:in_hand]
