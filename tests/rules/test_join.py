"""Rule conformance: DAZUSETZEN, the join privilege of the player last in turn order (ruling 4)."""

from __future__ import annotations

import random

import pytest

from rules.santacruz import gamedata
from rules.santacruz.actions import NO_BUILD, Build, Target
from rules.santacruz.engine import apply_in_place, awaiting, legal_actions
from rules.santacruz.events import Built, ChipDrawn, Event, NoBuild, RoundEnded, RoundStarted, Scored
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState
from tests.rules.scenario import deal, place, play, refused, tile_with, tiles_with, to_play_phase

BOARD = gamedata.board()
TILES = gamedata.tiles()
COAST = BOARD.sites_of_kind("coast")

HANDS_2P = [["coast", "sugar", "fish", "gold6"], ["sheep", "wood", "houses", "one-each"]]


def _game(
    landings: dict[int, str],
    *,
    players: int = 2,
    start_player: int = 0,
    tiles: dict[str, str] | None = None,
    sets: list[str] | None = None,
    hands: list[list[str]] | None = None,
) -> GameState:
    """Sets handed out, everyone landed: the card phase of round 1 begins with the start player."""
    sets = sets or ["A", "C", "D", "B"][:players]
    state = deal(players, start_player=start_player, tiles=tiles, sets=sets, hands=hands)
    return to_play_phase(state, landings)


def _joins(state: GameState, seat: int) -> set[tuple[str, str]]:
    """(card kind, site) of every join among ``seat``'s legal actions."""
    return {
        (a.kind, a.target.site or "")
        for a in legal_actions(state, seat)
        if isinstance(a, Build) and a.target.join
    }


def _scored(events: list[Event], card: str) -> dict[int, int]:
    out: dict[int, int] = {}
    for e in events:
        if isinstance(e, Scored) and e.source == card:
            out[e.seat] = out.get(e.seat, 0) + e.points
    return out


# --- who may join -------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "start"), [(2, 0), (3, 0), (3, 2), (4, 1)])
def test_only_the_player_last_in_turn_order_may_join(players: int, start: int) -> None:
    """Rulebook, Dazusetzen: "Der Spieler, der im aktuellen Durchgang als Letzter am Zug ist ... darf ...
    1 Gebäude auf ein von einem Mitspieler besetztes Plättchen dazusetzen, anstatt es wie üblich auf ein
    freies Plättchen zu setzen." """
    order = [(start + i) % players for i in range(players)]
    landings = {seat: COAST[2 * i] for i, seat in enumerate(order)}
    state = _game(landings, players=players, start_player=start)
    free = [s for s in COAST if s not in state.occupants]
    last = order[-1]
    for seat in order[:-1]:
        assert state.turn == seat
        assert _joins(state, seat) == set()
        victim = landings[order[-1]]
        assert refused(state, f"{seat} ship {victim}+").key == "illegal.join_not_last"
        play(state, f"{seat} ship {free.pop()}")
    assert state.turn == last
    single = {s for s, occ in state.occupants.items() if len(occ) == 1 and occ[0] != last}
    assert {site for kind, site in _joins(state, last) if kind == "ship"} == single
    victim = landings[order[0]]
    events = play(state, f"{last} ship {victim}+")
    assert Built(last, victim, TILES[state.tiles[victim]].building, landing=False, joined=True) in events
    assert state.occupants[victim] == (order[0], last)


def test_the_privilege_is_used_at_most_once_per_round() -> None:
    """Rulebook, Dazusetzen: "... darf in diesem gesamten Durchgang einmalig 1 Gebäude ... dazusetzen"."""
    state = _game({0: "C03", 1: "C12"})
    play(state, "0 ship C05", "1 ship C03+", "0 road L04")
    assert state.players[1].joined
    assert _joins(state, 1) == set()
    assert refused(state, "1 ship C05+").key == "illegal.join_used"
    assert Build(1, "ship", Target("C02")) in legal_actions(state, 1)


def test_joining_needs_a_site_occupied_by_an_opponent() -> None:
    """Rulebook, Dazusetzen: "... auf ein von einem Mitspieler besetztes Plättchen"."""
    state = _game({0: "C03", 1: "C12"})
    play(state, "0 road L04")
    assert refused(state, "1 ship C05+").key == "illegal.join_free"
    assert refused(state, "1 ship C12+").key == "illegal.join_own"
    assert ("ship", "C12") not in _joins(state, 1)


def test_an_occupied_site_needs_the_join_marker_to_be_joined() -> None:
    """Rulebook, Besetzte Plättchen: "Es ist nicht erlaubt, auf Plättchen zu bauen, auf denen bereits ein
    Gebäude steht" - unless the privilege is used (Dazusetzen: "anstatt es wie üblich auf ein freies
    Plättchen zu setzen")."""
    state = _game({0: "C03", 1: "C12"})
    play(state, "0 road L04")
    assert Build(1, "ship", Target("C03")) not in legal_actions(state, 1)
    assert refused(state, "1 ship C03").key == "illegal.occupied_can_join"
    assert not state.players[1].joined


def test_at_most_two_buildings_on_a_site() -> None:
    """RULINGS 4: "At most two buildings on a site." (A hand-made board: seats 0 and 1 share C05; seat 2,
    last in turn order, may not make it three.)"""
    state = _game({0: "C03", 1: "C09", 2: "C12"}, players=3)
    place(state, 0, "C05")
    place(state, 1, "C05")
    for seat in (0, 1):
        ship = next(a for a in legal_actions(state, seat) if isinstance(a, Build) and a.kind == "ship")
        play(state, ship)
    assert state.turn == 2
    assert ("ship", "C05") not in _joins(state, 2)
    assert ("ship", "C03") in _joins(state, 2)
    assert refused(state, "2 ship C05+").key == "illegal.site_full"


# --- the card and the supply still apply ------------------------------------------------------


def test_the_card_movement_rule_still_applies_when_joining() -> None:
    """RULINGS 4: "The card's movement rule, the building type and the supply rules still apply."
    (Dazusetzen replaces only "auf ein freies Plättchen".)"""
    state = _game({0: "C03", 1: "C12"})
    play(state, "0 road L04")
    assert "L04" not in BOARD.road_neighbours["C12"]
    assert refused(state, "1 road L04+").key == "illegal.unreachable_road"
    assert refused(state, "1 ship L04+").key == "illegal.unreachable_ship"
    assert refused(state, "1 river L04+").key == "illegal.unreachable_river"
    assert ("road", "L04") not in _joins(state, 1)


def test_a_road_card_joins_a_site_directly_linked_by_road() -> None:
    """RULINGS 4: "The card's movement rule ... still appl[ies]"; Bauen 1 (Wegkarte): "... das über einen
    Weg direkt mit einem eigenen Gebäude verbunden ist." """
    state = _game({0: "C03", 1: "C12"})
    place(state, 0, "L15")
    assert "L15" in BOARD.road_neighbours["C12"]
    play(state, "0 road L04")
    assert ("road", "L15") in _joins(state, 1)
    play(state, "1 road L15+")
    assert state.occupants["L15"] == (0, 1)


def test_a_river_card_joins_a_site_on_a_river_with_an_own_building() -> None:
    """RULINGS 4: "The card's movement rule ... still appl[ies]"; Bauen 1 (Flusskarte): "Auf diesem Fluss
    muss bereits mindestens ein Gebäude des Spielers stehen." """
    state = _game({0: "C03", 1: "C11"})
    place(state, 0, "L14")
    place(state, 0, "L02")
    play(state, "0 road L04")
    joins = {site for kind, site in _joins(state, 1) if kind == "river"}
    assert joins == {"L14"}
    assert refused(state, "1 river L02+").key == "illegal.unreachable_river"
    play(state, "1 river L14+")
    assert state.occupants["L14"] == (0, 1)


def test_joining_needs_the_tile_building_in_supply() -> None:
    """RULINGS 4: "The card's movement rule, the building type and the supply rules still apply." Bauen 3:
    "Der Spieler muss ein passendes Gebäude im Vorrat haben." """
    lighthouses = tiles_with(kind="coast", building="lighthouse")[:3]
    state = _game(
        {0: "C03", 1: "C12"}, tiles={"C03": lighthouses[0], "C12": lighthouses[1], "C13": lighthouses[2]}
    )
    place(state, 1, "C13")
    assert state.players[1].supply["lighthouse"] == 0
    play(state, "0 road L04")
    assert ("ship", "C03") not in _joins(state, 1)
    assert refused(state, "1 ship C03+").key == "illegal.no_building"


def test_the_joiner_places_the_building_the_tile_shows_from_his_own_supply() -> None:
    """RULINGS 4: "... the building type and the supply rules still apply"; Bauen 2/3: "welches Gebäude dort
    gebaut werden muss" ... "Er setzt es aus seinem Vorrat"."""
    church = tile_with(kind="coast", building="church")
    state = _game({0: "C03", 1: "C12"}, tiles={"C03": church})
    play(state, "0 road L04")
    own = dict(state.players[0].supply)
    joiner = dict(state.players[1].supply)
    events = play(state, "1 ship C03+")
    assert Built(1, "C03", "church", landing=False, joined=True) in events
    assert state.players[1].supply == dict(joiner, church=joiner["church"] - 1)
    assert state.players[0].supply == own


# --- what joining brings -------------------------------------------------------------------------


def test_the_joiner_scores_the_tile_points_and_draws_a_bird_chip() -> None:
    """RULINGS 4: "The joiner scores the tile's points and draws a bird chip if the tile shows a bird." """
    bird = tile_with(kind="coast", bird=True)
    state = _game({0: "C03", 1: "C12"}, tiles={"C03": bird})
    play(state, "0 road L04")
    scores = [p.score for p in state.players]
    top = state.chip_pile[0]
    chips0 = list(state.players[0].chips)
    events = play(state, "1 ship C03+")
    assert Scored(1, TILES[bird].points, "build", "C03") in events
    assert ChipDrawn(1, top) in events
    assert state.players[1].score == scores[1] + TILES[bird].points
    assert state.players[0].score == scores[0]
    assert state.players[1].chips[-1] == top
    assert state.players[0].chips == chips0


def test_joining_a_tile_without_a_bird_draws_no_chip() -> None:
    """RULINGS 4: "... draws a bird chip if the tile shows a bird" - and only then."""
    plain = tile_with(kind="coast", bird=False)
    state = _game({0: "C03", 1: "C12"}, tiles={"C03": plain})
    play(state, "0 road L04")
    events = play(state, "1 ship C03+")
    assert not any(isinstance(e, ChipDrawn) for e in events)


def test_both_owners_count_the_joined_site_for_the_coast_card() -> None:
    """RULINGS 4: "Afterwards both owners count the site in every scoring"; Küste: "3 Punkte pro Gebäude,
    das ein Spieler auf ein Küstenplättchen gebaut hat." """
    state = _game({0: "C03", 1: "C12"}, hands=HANDS_2P)
    play(state, "0 road L04", "1 ship C03+")
    events = play(state, "0 score coast")
    # seat 0: C03 (shared); seat 1: C12 and C03 (shared)
    assert _scored(events, "coast") == {0: 3 * 1, 1: 3 * 2}


def test_both_owners_count_the_joined_site_for_a_resource_card() -> None:
    """RULINGS 4: "both owners count the site in every scoring (resources, ...)"; Rohstoffwertungen: "7
    Punkte für alle, die auf mind. 1 Zucker gebaut haben." """
    sugar = tile_with(kind="coast", resources=("sugar",))
    no_sugar = [t for t in tiles_with(kind="coast") if "sugar" not in TILES[t].resources]
    land = tile_with(kind="land", resources=())
    state = _game({0: "C03", 1: "C12"}, tiles={"C03": sugar, "C12": no_sugar[0], "L04": land}, hands=HANDS_2P)
    play(state, "0 road L04", "1 ship C03+")
    events = play(state, "0 score sugar")
    assert _scored(events, "sugar") == {0: 7, 1: 7}


def test_both_owners_get_the_fish_bonus_of_the_joined_site() -> None:
    """RULINGS 4: "both owners count the site in every scoring (resources, fish bonus, ...)"; Fischbonus:
    "erhält jeder Spieler für alle seine Gebäude auf Fischplättchen die dort mit + markierten Extrapunkte."
    Fisch: "5 Punkte + Fischbonus"."""
    fish = max(tiles_with(kind="coast", resources=("fish",)), key=lambda t: TILES[t].fish_bonus)
    plain = tile_with(kind="coast", resources=())
    land = tile_with(kind="land", resources=())
    state = _game({0: "C03", 1: "C12"}, tiles={"C03": fish, "C12": plain, "L04": land}, hands=HANDS_2P)
    play(state, "0 road L04", "1 ship C03+")
    events = play(state, "0 score fish")
    bonus = TILES[fish].fish_bonus
    assert bonus > 0
    assert _scored(events, "fish") == {0: 5 + bonus, 1: 5 + bonus}


# --- no obligation ------------------------------------------------------------------------------


def test_joining_never_creates_an_obligation() -> None:
    """RULINGS 3: "Joining never creates an obligation." (Dazusetzen: "darf" - a may, not a must.) The only
    target of seat 1's road card is a join; the card may be played without building."""
    state = _game({0: "C03", 1: "C12"})
    place(state, 0, "L15")
    play(state, "0 road L04")
    roads = {a.target for a in legal_actions(state, 1) if isinstance(a, Build) and a.kind == "road"}
    assert roads == {Target("L15", True), NO_BUILD}
    events = play(state, "1 road -")
    assert NoBuild(1, "road") in events
    assert state.occupants["L15"] == (0,)
    assert not state.players[1].joined


# --- round 2 ------------------------------------------------------------------------------------


def _random_until_round_two_play(seed: int, players: int) -> tuple[GameState, list[Event]]:
    """Random legal moves (no joins in round 2) until the card phase of round 2 begins."""
    rng = random.Random(seed)
    state = new_game(players, seed=seed)
    events: list[Event] = []
    while not (state.round == 2 and state.phase == "play"):
        seat = min(awaiting(state))
        events += apply_in_place(state, rng.choice(legal_actions(state, seat)))
    return state, events


def test_in_round_two_the_privilege_passes_to_the_last_in_the_new_turn_order() -> None:
    """RULINGS 4: "In round 2 the privilege passes to whoever is last in the new turn order." Rulebook,
    Neuer Startspieler: "Der Spieler, der auf der Wertungsleiste hinten liegt, wird Startspieler des 2.
    Durchgangs." """
    players = 3
    for seed in range(40):
        first = new_game(players, seed=seed)
        old_last = (first.start_player - 1) % players
        state, events = _random_until_round_two_play(seed, players)
        ranks = next(e.ranks for e in events if isinstance(e, RoundEnded) and e.round == 1)
        new_last = (ranks[-1] - 1) % players
        if new_last != old_last:
            break
    else:
        pytest.fail("no seed moved the privilege")
    order = next(e.order for e in events if isinstance(e, RoundStarted) and e.round == 2)
    assert order[-1] == new_last
    landed = {site: occ[0] for site, occ in state.occupants.items()}
    assert len(landed) == players and all(BOARD.sites[s].kind == "coast" for s in landed)
    for seat in order:
        assert state.turn == seat
        victim = next(site for site, owner in landed.items() if owner != seat)
        assert state.players[seat].hand_building.get("ship")
        join = Build(seat, "ship", Target(victim, True))
        if seat == new_last:
            assert join in legal_actions(state, seat)
        else:
            assert join not in legal_actions(state, seat)
            assert refused(state, str(join)).key == "illegal.join_not_last"
        plain = [a for a in legal_actions(state, seat) if not (isinstance(a, Build) and a.target.join)]
        play(state, plain[0])
    assert old_last in order[:-1], "the round-1 holder lost the privilege"
