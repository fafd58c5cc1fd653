"""Rule conformance: VORBEREITUNG (setup) of the rulebook and ruling 1 (seating, start player)."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

import pytest

from rules.santacruz import gamedata
from rules.santacruz.scoring import ranks
from rules.santacruz.setup import from_setup, new_game
from rules.santacruz.state import GameState

SEEDS = range(12)
NAMES = ["Ana", "Ben", "Cleo", "Dan"]


def _kind(site: str) -> str:
    return gamedata.board().sites[site].kind


def _tile_kind(tile: str) -> str:
    return gamedata.tiles()[tile].kind


def _games(players: int = 4) -> list[GameState]:
    return [new_game(NAMES[:players], seed=seed) for seed in SEEDS]


def _valid_setup(players: int = 3, **options: Any) -> dict[str, Any]:
    return copy.deepcopy(new_game(NAMES[:players], seed=7, **options).setup)


# --- 2. Plättchen auslegen ----------------------------------------------------------------------


def test_every_site_gets_a_tile_of_its_own_kind() -> None:
    """Rulebook, Vorbereitung 2: "Dabei kommen die Vulkanplättchen auf die Vulkanfelder, Landplättchen auf
    die Landfelder ... Küstenplättchen auf die Küstenfelder." """
    for state in _games():
        assert set(state.tiles) == set(gamedata.board().sites)
        for site, tile in state.tiles.items():
            assert _tile_kind(tile) == _kind(site), (site, tile)
        assert len(set(state.tiles.values())) == len(state.tiles), "a tile lies on two sites"


def test_exactly_five_tiles_stay_in_the_box() -> None:
    """Rulebook, Material and Vorbereitung 2: "54 Plättchen" ... "Überzählige Plättchen kommen ungesehen
    zurück in die Schachtel." (49 sites: 5 tiles stay in the box.)"""
    all_tiles = gamedata.tiles()
    assert len(all_tiles) == 54
    for state in _games():
        assert len(state.box) == 5
        assert set(state.box).isdisjoint(state.tiles.values())
        assert set(state.box) | set(state.tiles.values()) == set(all_tiles)


def test_surplus_tiles_in_the_box_are_of_each_kind_what_its_sites_leave_over() -> None:
    """Rulebook, Vorbereitung 2: the tiles are dealt per kind onto the sites of that kind; "Überzählige
    Plättchen kommen ungesehen zurück in die Schachtel." """
    tiles_per_kind = Counter(t.kind for t in gamedata.tiles().values())
    sites_per_kind = Counter(s.kind for s in gamedata.board().sites.values())
    for state in _games():
        in_box = Counter(_tile_kind(t) for t in state.box)
        for kind in gamedata.SITE_KINDS:
            assert in_box[kind] == tiles_per_kind[kind] - sites_per_kind[kind], kind


def test_tiles_are_shuffled_before_they_are_dealt() -> None:
    """Rulebook, Vorbereitung 2: "Die Plättchen werden gut gemischt und verdeckt und zufällig auf den
    Feldern des Plans verteilt." """
    layouts = {tuple(sorted(state.tiles.items())) for state in _games()}
    boxes = {tuple(state.box) for state in _games()}
    assert len(layouts) > 1
    assert len(boxes) > 1


def test_coast_tiles_face_up_land_and_volcano_tiles_face_down() -> None:
    """Rulebook, Vorbereitung 2: "Vulkan- und Landplättchen bleiben verdeckt." ... "Alle Küstenplättchen
    werden aufgedeckt." """
    coast = {s for s in gamedata.board().sites if _kind(s) == "coast"}
    for state in _games():
        assert state.face_up == coast


# --- 3. Vogelchips ------------------------------------------------------------------------------


def test_bird_chip_pile_holds_all_22_chips_shuffled() -> None:
    """Rulebook, Material: "22 Vogelchips"; Vorbereitung 3: "Die Vogelchips werden verdeckt gemischt und
    neben den Spielplan gelegt." Spielende: "je nach Aufdruck 1, 2 oder 3 Punkte"."""
    split = gamedata.bird_chip_split()
    assert sum(split.values()) == 22
    orders = set()
    for state in _games():
        assert len(state.chip_pile) == 22
        assert set(state.chip_pile) <= {1, 2, 3}
        assert Counter(state.chip_pile) == Counter(split)
        assert all(p.chips == [] for p in state.players)
        orders.add(tuple(state.chip_pile))
    assert len(orders) > 1, "the chip pile is not shuffled"


# --- 5. Wertungskarten --------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "each"), [(2, 4), (3, 3), (4, 2)])
def test_scoring_cards_dealt_by_player_count_rest_is_the_round_two_deck(players: int, each: int) -> None:
    """Rulebook, Vorbereitung 5: "2 SPIELER Jeder erhält 4 Karten. 3 SPIELER Jeder erhält 3 Karten.
    4 SPIELER Jeder erhält 2 Karten. Die überzähligen Karten legen die Spieler für den 2. Durchgang als
    verdeckten Stapel bereit." """
    all_cards = sorted(gamedata.cards().scoring)
    assert len(all_cards) == 16
    for seed in SEEDS:
        state = new_game(NAMES[:players], seed=seed)
        for player in state.players:
            assert len(player.hand_scoring) == each
            assert player.new_card is None
        assert len(state.deck) == 16 - players * each
        dealt = [c for p in state.players for c in p.hand_scoring]
        assert sorted(dealt + state.deck) == all_cards


def test_scoring_cards_are_shuffled() -> None:
    """Rulebook, Vorbereitung 5: "Ein Spieler mischt die 16 Wertungskarten und verteilt an jeden Spieler
    verdeckt Karten." """
    hands = {tuple(tuple(p.hand_scoring) for p in state.players) for state in _games()}
    assert len(hands) > 1


# --- 1. Gebäude nehmen --------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_supply_is_8_houses_3_churches_2_lighthouses(players: int) -> None:
    """Rulebook, Vorbereitung 1: "... und legt die Gebäude seiner Farbe als Vorrat vor sich ab:
    2 Leuchttürme, 3 Kirchen, 8 Häuser"."""
    state = new_game(NAMES[:players], seed=3)
    for player in state.players:
        assert player.supply == {"house": 8, "church": 3, "lighthouse": 2}
        assert all(v == 0 for v in player.destroyed.values())
    assert state.occupants == {}


# --- 7. Startspieler ----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_start_scores_follow_turn_order_from_the_start_player(players: int) -> None:
    """Rulebook, Vorbereitung 7: "STARTSPIELER Setzt den Zählstein auf die 0. 2. SPIELER ... auf die 1.
    3. SPIELER ... auf die 2. 4. SPIELER ... auf die 3." with turn order "IM UHRZEIGERSINN" (ruling 1:
    "Start scores are 0, 1, 2, 3 in turn order")."""
    seen_starts = set()
    for seed in SEEDS:
        state = new_game(NAMES[:players], seed=seed)
        start = state.start_player
        seen_starts.add(start)
        for position in range(players):
            assert state.players[(start + position) % players].score == position
    assert len(seen_starts) > 1, "the start player is not drawn at random"


def test_start_scores_are_on_the_track_in_an_unambiguous_order() -> None:
    """Rulebook, Hinten anstellen: "... so dass eine eindeutige Reihenfolge entsteht." At the start the
    start player is last (0 points) and the 4th player first (3 points)."""
    state = new_game(NAMES, seed=5)
    start = state.start_player
    assert ranks(state) == ((start + 3) % 4, (start + 2) % 4, (start + 1) % 4, start)


# --- Ruling 1: seats shuffled, same seed same game ----------------------------------------------


def test_seats_are_shuffled_by_the_seed() -> None:
    """RULINGS 1: "Seats are shuffled at start; seat order is clockwise. A random seat is the start
    player." """
    orders = set()
    for seed in SEEDS:
        state = new_game(NAMES, seed=seed)
        names = [p.name for p in state.players]
        assert sorted(names) == sorted(NAMES)
        orders.add(tuple(names))
    assert len(orders) > 1
    unshuffled = new_game(NAMES, seed=1, shuffle_seats=False)
    assert [p.name for p in unshuffled.players] == NAMES


@pytest.mark.parametrize("random_sets", [False, True])
def test_the_same_seed_deals_the_same_game(random_sets: bool) -> None:
    """RULINGS, Game record: everything needed "to replay a game exactly"; setup.py: "All chance of the game
    is drawn here, once, from the seed"."""
    for seed in (0, 17, 123456):
        a = new_game(NAMES, seed=seed, random_sets=random_sets)
        b = new_game(NAMES, seed=seed, random_sets=random_sets)
        assert a == b
        assert a.to_dict() == b.to_dict()
    assert new_game(NAMES, seed=1).to_dict() != new_game(NAMES, seed=2).to_dict()


def test_a_game_restarted_from_its_setup_is_the_same_game() -> None:
    """RULINGS, Game record: "`setup`: `start_player`; `tiles` ...; `bird_chips` ...; `scoring_hands` ...;
    `scoring_deck` ..." hold everything needed to replay the game independent of any random generator."""
    state = new_game(NAMES[:3], seed=99)
    again = from_setup([p.name for p in state.players], state.options, copy.deepcopy(state.setup))
    again.seed = state.seed
    assert again == state


# --- Beginner variant -----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_sets_give_each_seat_a_different_set_and_start_at_landing(players: int) -> None:
    """Rulebook, Vorbereitung 6, footnote: "Santa-Cruz-Neulingen empfehlen wir, die Sets zufällig zu
    verteilen." (RULINGS 1: "The beginner variant (random sets, no draft) is a game option.")"""
    sets = gamedata.cards().sets
    dealt = set()
    for seed in SEEDS:
        state = new_game(NAMES[:players], seed=seed, random_sets=True)
        letters = [p.set_letter for p in state.players]
        assert len(set(letters)) == players
        assert set(letters) <= set(sets)
        for player in state.players:
            assert player.set_letter is not None
            assert player.hand_building == sets[player.set_letter]
        assert state.phase == "landing"
        assert state.turn == state.start_player
        assert state.available == [] and state.draft_order == []
        dealt.add(tuple(letters))
    assert len(dealt) > 1, "the sets are not dealt at random"


def test_without_random_sets_the_game_starts_with_the_draft() -> None:
    """Rulebook, Vorbereitung 6: "Jeder Spieler wählt ein Set und nimmt es zu seinen Wertungskarten auf die
    Hand." """
    state = new_game(NAMES, seed=4)
    assert state.phase == "draft"
    assert sorted(state.available) == ["A", "B", "C", "D"]
    assert all(p.set_letter is None and not p.hand_building for p in state.players)


# --- Bad setups ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [0, 1, 5])
def test_player_count_outside_two_to_four_is_refused(players: int) -> None:
    """Rulebook, title: "2-4 Spieler"."""
    with pytest.raises(ValueError):
        new_game(players, seed=1)
    with pytest.raises(ValueError):
        new_game([f"P{i}" for i in range(players)], seed=1)


def _swap_kinds(setup: dict[str, Any]) -> None:
    tiles = setup["tiles"]
    coast = next(s for s in sorted(tiles) if _kind(s) == "coast")
    land = next(s for s in sorted(tiles) if _kind(s) == "land")
    tiles[coast], tiles[land] = tiles[land], tiles[coast]


def _tile_twice(setup: dict[str, Any]) -> None:
    tiles = setup["tiles"]
    coast = [s for s in sorted(tiles) if _kind(s) == "coast"]
    tiles[coast[1]] = tiles[coast[0]]


def _site_without_tile(setup: dict[str, Any]) -> None:
    del setup["tiles"][sorted(setup["tiles"])[0]]


def _unknown_tile(setup: dict[str, Any]) -> None:
    setup["tiles"][sorted(setup["tiles"])[0]] = "no-such-tile"


def _card_twice(setup: dict[str, Any]) -> None:
    setup["scoring_hands"][1][0] = setup["scoring_hands"][0][0]


def _short_hand(setup: dict[str, Any]) -> None:
    setup["scoring_deck"].append(setup["scoring_hands"][0].pop())


def _bad_start(setup: dict[str, Any]) -> None:
    setup["start_player"] = 3


def _foreign_chip(setup: dict[str, Any]) -> None:
    setup["bird_chips"][0] = 4


def _too_many_chips(setup: dict[str, Any]) -> None:
    setup["bird_chips"].append(1)


def _missing_key(setup: dict[str, Any]) -> None:
    del setup["scoring_deck"]


BAD_SETUPS = [
    _swap_kinds,
    _tile_twice,
    _site_without_tile,
    _unknown_tile,
    _card_twice,
    _short_hand,
    _bad_start,
    _foreign_chip,
    _too_many_chips,
    _missing_key,
]


@pytest.mark.parametrize("spoil", BAD_SETUPS, ids=lambda f: f.__name__.strip("_"))
def test_a_setup_the_box_cannot_produce_is_refused(spoil: Any) -> None:
    """Rulebook, Vorbereitung 2 and 5 (tiles per kind, each tile once; each seat the same number of the 16
    scoring cards); RULINGS, Game record: a hand-made setup must be a possible deal (ValueError)."""
    setup = _valid_setup(3)
    from_setup(NAMES[:3], {"random_sets": False}, copy.deepcopy(setup))  # the unspoilt deal is fine
    spoil(setup)
    with pytest.raises(ValueError):
        from_setup(NAMES[:3], {"random_sets": False}, setup)


@pytest.mark.parametrize("sets", [None, ["A", "A", "B"], ["A", "B"], ["A", "B", "E"]])
def test_random_sets_setup_must_give_each_seat_a_different_known_set(sets: list[str] | None) -> None:
    """Rulebook, Vorbereitung 6: four different sets "SET A ... SET D", "Jeder Spieler wählt ein Set"; with
    random sets each seat gets a different one."""
    setup = _valid_setup(3, random_sets=True)
    from_setup(NAMES[:3], {"random_sets": True}, copy.deepcopy(setup))
    if sets is None:
        del setup["sets"]
    else:
        setup["sets"] = sets
    with pytest.raises(ValueError):
        from_setup(NAMES[:3], {"random_sets": True}, setup)


def test_unknown_game_option_is_refused() -> None:
    """RULINGS, Game record: "`options`: the game options (e.g. `{"random_sets": false}`)" - nothing else."""
    with pytest.raises(ValueError):
        new_game(NAMES, seed=1, no_such_option=True)
