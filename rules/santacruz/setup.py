"""Starting a game: a seeded random deal, or a deal given by hand as a game record stores it.

All chance of the game is drawn here, once, from the seed: seating, start player, the tiles on the
board and in the box, the bird-chip pile, the scoring cards and, in the beginner variant, the sets.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from rules.santacruz import gamedata
from rules.santacruz.scoring import CATEGORIES, seats_from
from rules.santacruz.state import GameState, Phase, PlayerState

MIN_PLAYERS = 2
MAX_PLAYERS = 4


def default_options(**overrides: Any) -> dict[str, Any]:
    """The game options with their defaults; ``random_sets`` is the rulebook's beginner variant."""
    options: dict[str, Any] = {"random_sets": False}
    unknown = set(overrides) - set(options)
    if unknown:
        raise ValueError(f"unknown game option(s): {', '.join(sorted(unknown))}")
    options.update(overrides)
    return options


def random_setup(num_players: int, rng: random.Random, options: dict[str, Any]) -> dict[str, Any]:
    """Deal a game at random: the ``setup`` object of a game record."""
    _check_player_count(num_players)
    board = gamedata.board()
    all_tiles = gamedata.tiles()
    layout: dict[str, str] = {}
    for kind in gamedata.SITE_KINDS:
        pool = sorted(t.id for t in all_tiles.values() if t.kind == kind)
        rng.shuffle(pool)
        for site, tile in zip(board.sites_of_kind(kind), pool, strict=False):
            layout[site] = tile
    chips = [value for value, count in sorted(gamedata.bird_chip_split().items()) for _ in range(count)]
    rng.shuffle(chips)
    deck = sorted(gamedata.cards().scoring)
    rng.shuffle(deck)
    dealt = gamedata.cards().scoring_dealt[num_players]
    hands = [deck[i * dealt : (i + 1) * dealt] for i in range(num_players)]
    setup: dict[str, Any] = {
        "start_player": rng.randrange(num_players),
        "tiles": dict(sorted(layout.items())),
        "bird_chips": chips,
        "scoring_hands": hands,
        "scoring_deck": deck[num_players * dealt :],
    }
    if options.get("random_sets"):
        letters = sorted(gamedata.cards().sets)
        rng.shuffle(letters)
        setup["sets"] = letters[:num_players]
    return setup


def new_game(
    players: Sequence[str] | int,
    seed: int | None = None,
    *,
    shuffle_seats: bool = True,
    **options: Any,
) -> GameState:
    """A new game for these players (names, or a count) dealt from ``seed``.

    Seats are shuffled (ruling 1) unless ``shuffle_seats`` is false; ``options`` are game options
    such as ``random_sets=True``.
    """
    names = [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) else list(players)
    _check_player_count(len(names))
    opts = default_options(**options)
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    rng = random.Random(seed)
    if shuffle_seats:
        rng.shuffle(names)
    state = from_setup(names, opts, random_setup(len(names), rng, opts))
    state.seed = seed
    return state


def from_setup(players: Sequence[str], options: dict[str, Any], setup: dict[str, Any]) -> GameState:
    """The state at the start of a game whose deal is ``setup`` (a record's setup, maybe hand-made).

    Raises ``ValueError`` with a readable reason when the setup is not a possible deal. The state
    keeps ``setup`` itself (it never changes it): pass a copy if you will change yours.
    """
    n = len(players)
    _check_player_count(n)
    if not all(isinstance(name, str) and name.strip() for name in players):
        raise ValueError("every player needs a name (a non-empty text)")
    opts = default_options(**options)
    _check_setup(n, opts, setup)
    cards = gamedata.cards()
    start = int(setup["start_player"])
    layout = dict(setup["tiles"])
    used = set(layout.values())
    state = GameState(
        players=[
            PlayerState(
                name=name,
                supply=dict(cards.supply),
                destroyed=dict.fromkeys(cards.supply, 0),
                hand_scoring=list(setup["scoring_hands"][seat]),
                breakdown=dict.fromkeys(CATEGORIES, 0),
            )
            for seat, name in enumerate(players)
        ],
        options=opts,
        setup=setup,
        tiles=layout,
        box=sorted(t for t in gamedata.tiles() if t not in used),
        face_up={s for s, site in gamedata.board().sites.items() if site.kind == "coast"},
        occupants={},
        chip_pile=list(setup["bird_chips"]),
        deck=list(setup["scoring_deck"]),
        start_player=start,
    )
    order = seats_from(state, start)
    for position, seat in enumerate(order):
        player = state.players[seat]
        player.score = cards.start_scores[position]
        player.breakdown["start"] = player.score
        player.arrival = position + 1
    state.arrivals = n
    if opts["random_sets"]:
        for seat, letter in enumerate(setup["sets"]):
            state.players[seat].set_letter = letter
            state.players[seat].hand_building = dict(cards.sets[letter])
        state.phase = Phase.LANDING
        state.turn = start
    else:
        state.phase = Phase.DRAFT
        state.draft_order = list(reversed(order))
        state.available = sorted(cards.sets)
        state.turn = state.draft_order[0]
    return state


def _check_player_count(n: int) -> None:
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(f"Santa Cruz is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n}")


def _check_setup(n: int, options: dict[str, Any], setup: dict[str, Any]) -> None:
    """Refuse a deal that the box could not produce, naming the first problem found."""
    missing = {"start_player", "tiles", "bird_chips", "scoring_hands", "scoring_deck"} - set(setup)
    if missing:
        raise ValueError(f"setup lacks {', '.join(sorted(missing))}")
    shapes = {"tiles": dict, "bird_chips": list, "scoring_hands": list, "scoring_deck": list}
    for key, shape in shapes.items():
        if not isinstance(setup[key], shape):
            raise ValueError(f"setup {key} must be a JSON {'object' if shape is dict else 'array'}")
    if not (isinstance(setup["start_player"], int) and 0 <= setup["start_player"] < n):
        raise ValueError(f"start_player must be a seat from 0 to {n - 1}")
    board = gamedata.board()
    all_tiles = gamedata.tiles()
    layout = setup["tiles"]
    if set(layout) != set(board.sites):
        raise ValueError("setup tiles must name a tile for every site of the board, and only those")
    if len(set(layout.values())) != len(layout):
        raise ValueError("setup tiles use a tile twice")
    for site, tile in layout.items():
        if tile not in all_tiles:
            raise ValueError(f"unknown tile {tile!r} on {site}")
        if all_tiles[tile].kind != board.sites[site].kind:
            raise ValueError(
                f"{tile} is a {all_tiles[tile].kind} tile but {site} is a {board.sites[site].kind} site"
            )
    split = Counter({v: c for v, c in gamedata.bird_chip_split().items()})
    if Counter(setup["bird_chips"]) - split:
        raise ValueError("setup bird_chips hold chips the game does not have")
    hands = setup["scoring_hands"]
    dealt = gamedata.cards().scoring_dealt[n]
    if len(hands) != n or any(len(h) != dealt for h in hands):
        raise ValueError(f"with {n} players each seat holds {dealt} scoring cards")
    every = [c for h in hands for c in h] + list(setup["scoring_deck"])
    if sorted(every) != sorted(gamedata.cards().scoring):
        raise ValueError("scoring hands and deck must hold each of the 16 scoring cards exactly once")
    if options["random_sets"]:
        sets = setup.get("sets")
        if not isinstance(sets, list) or len(sets) != n or len(set(sets)) != n:
            raise ValueError("with random sets, setup sets must give each seat a different set letter")
        if not set(sets) <= set(gamedata.cards().sets):
            raise ValueError("setup sets name an unknown set letter")
