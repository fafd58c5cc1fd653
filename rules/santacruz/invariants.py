"""Properties every reachable state must have; the simulator checks them after every action.

Each check returns readable violations (empty when all is well) so a failing random game says what
broke, not just that something did.
"""

from __future__ import annotations

import random
from collections import Counter

from rules.invariants import shared_violations
from rules.santacruz import gamedata
from rules.santacruz.scoring import ranks
from rules.santacruz.state import GameState, Phase
from rules.santacruz.views import player_view, public_view


def building_violations(state: GameState) -> list[str]:
    """Each seat's 13 buildings are in supply, on the board or destroyed; sites hold at most two."""
    out = []
    supply = gamedata.cards().supply
    on_board: Counter[tuple[int, str]] = Counter()
    for site, occ in state.occupants.items():
        if len(occ) > 2 or len(set(occ)) != len(occ):
            out.append(f"{site} holds {occ}")
        if site not in state.face_up:
            out.append(f"{site} is built on but face down")
        building = gamedata.tiles()[state.tiles[site]].building
        for seat in occ:
            on_board[seat, building] += 1
    for seat, p in enumerate(state.players):
        for building, total in supply.items():
            have = p.supply[building] + on_board[seat, building] + p.destroyed[building]
            if have != total or p.supply[building] < 0:
                out.append(f"seat {seat} has {have} {building}s in all, not {total}")
    return out


def card_violations(state: GameState) -> list[str]:
    """Building cards of a set are in hand or played; the 16 scoring cards are all somewhere."""
    out = []
    sets = gamedata.cards().sets
    for seat, p in enumerate(state.players):
        if p.set_letter is None:
            if p.hand_building or p.played_building:
                out.append(f"seat {seat} has building cards without a set")
            continue
        held = Counter(p.played_building) + Counter(p.hand_building)
        if +held != +Counter(sets[p.set_letter]):
            out.append(f"seat {seat} holds {dict(held)} for set {p.set_letter}")
    where: Counter[str] = Counter(state.deck)
    for p in state.players:
        where.update(p.hand_scoring)
        where.update(p.played_scoring)
        where.update(c for c in (p.new_card, p.discarded) if c)
    if state.round == 2:
        for letter in state.available:
            where.update(state.piles[letter])
    expected = Counter(list(gamedata.cards().scoring))
    if where != expected:
        out.append(
            f"scoring cards out of place: {dict(where - expected)} extra, {dict(expected - where)} missing"
        )
    return out


def score_violations(state: GameState) -> list[str]:
    """Scores equal their breakdown; the track never ties; the chips are all accounted for."""
    out = []
    for seat, p in enumerate(state.players):
        if p.score != sum(p.breakdown.values()):
            out.append(f"seat {seat} score {p.score} != breakdown {sum(p.breakdown.values())}")
    arrivals = [p.arrival for p in state.players]
    if len(set(arrivals)) != len(arrivals):
        out.append(f"two markers arrived at once: {arrivals}")
    if sorted(ranks(state)) != list(range(state.num_players)):
        out.append("ranks are not a permutation of the seats")
    chips = len(state.chip_pile) + sum(len(p.chips) for p in state.players)
    if chips != len(state.setup["bird_chips"]):
        out.append(f"{chips} bird chips in play, not {len(state.setup['bird_chips'])}")
    return out


def scramble_secrets(state: GameState, rng: random.Random, keep_seat: int | None = None) -> GameState:
    """A copy whose hidden parts are changed, except those of ``keep_seat``.

    Face-down tiles trade places with each other and with the box, the deck and chip pile are
    shuffled, bird-chip values (until the game end reveals them) and scoring cards held by the other
    seats are swapped around. The copy looks the same to anyone who sees only the table (and
    ``keep_seat``'s hand).
    """
    s = state.clone()
    tiles = gamedata.tiles()
    layout = dict(s.tiles)
    for kind in gamedata.SITE_KINDS:
        hidden = [site for site in layout if site not in s.face_up and tiles[layout[site]].kind == kind]
        box = [t for t in s.box if tiles[t].kind == kind]
        pool = [layout[site] for site in hidden] + box
        rng.shuffle(pool)
        for site, tile in zip(hidden, pool, strict=False):
            layout[site] = tile
        s.box = sorted(set(s.box) - set(box) | set(pool[len(hidden) :]))
    s.tiles = layout
    others = [p for seat, p in enumerate(s.players) if seat != keep_seat]
    cards = list(s.deck)
    for p in others:
        cards += p.hand_scoring + [c for c in (p.new_card, p.discarded) if c]
    rng.shuffle(cards)
    s.deck = [cards.pop() for _ in s.deck]
    for p in others:
        p.hand_scoring = [cards.pop() for _ in p.hand_scoring]
        if p.new_card:
            p.new_card = cards.pop()
        if p.discarded:
            p.discarded = cards.pop()
        if s.phase != Phase.END:
            p.chips = [rng.choice((1, 2, 3)) for _ in p.chips]
    rng.shuffle(s.chip_pile)
    return s


def violations(state: GameState, rng: random.Random) -> list[str]:
    """Every invariant at once."""
    return (
        building_violations(state)
        + card_violations(state)
        + score_violations(state)
        + shared_violations(state, rng, scramble_secrets, public_view, player_view, GameState.from_dict)
    )
