"""Rule conformance: BAUEN (where and what to build, points, bird chip, reveal) and its special cases."""

from __future__ import annotations

import pytest

from rules.santacruz import gamedata
from rules.santacruz.actions import NO_BUILD, Build, Target
from rules.santacruz.engine import apply, legal_actions
from rules.santacruz.events import (
    BuildFailed,
    Built,
    CardPlayed,
    ChipDrawn,
    ChipPileEmpty,
    NoBuild,
    Scored,
    TileRevealed,
    for_viewer,
)
from rules.santacruz.state import GameState
from tests.rules.scenario import deal, place, play, refused, tile_with, tiles_with, to_play_phase

BOARD = gamedata.board()
TILES = gamedata.tiles()
COAST = set(BOARD.sites_of_kind("coast"))


def _game(
    landings: dict[int, str],
    *,
    tiles: dict[str, str] | None = None,
    chips: list[int] | None = None,
    sets: tuple[str, str] = ("A", "B"),
) -> GameState:
    """Two players (seat 0 starts, so seat 1 holds the join privilege), sets handed out, both landed."""
    state = deal(2, start_player=0, tiles=tiles, chips=chips, sets=list(sets))
    return to_play_phase(state, landings)


def _targets(state: GameState, seat: int, kind: str) -> set[Target]:
    return {a.target for a in legal_actions(state, seat) if isinstance(a, Build) and a.kind == kind}


def _road_links(site: str) -> set[str]:
    return {b for a, b in BOARD.roads if a == site} | {a for a, b in BOARD.roads if b == site}


def _river_links(site: str) -> set[str]:
    out: set[str] = set()
    for river in BOARD.rivers.values():
        out |= {b for a, b in river.segments if a == site} | {a for a, b in river.segments if b == site}
    return out


def _own(state: GameState, seat: int) -> set[str]:
    return {site for site, occ in state.occupants.items() if seat in occ}


def _use_up(state: GameState, seat: int, building: str, sites: list[str]) -> None:
    """Put ``seat``'s remaining buildings of one type on ``sites`` (tiles that need it) until none is left."""
    for site in sites:
        if state.players[seat].supply[building] == 0:
            break
        assert TILES[state.tiles[site]].building == building
        place(state, seat, site)
    assert state.players[seat].supply[building] == 0


# --- 1. Wohin bauen? ----------------------------------------------------------------------------


def test_ship_builds_on_any_free_coast_site() -> None:
    """Rulebook, Bauen 1 (Schiffkarte): "Hat der Spieler eine Schiffkarte gespielt, setzt er 1 Gebäude ...
    auf ein freies Küstenplättchen seiner Wahl." """
    state = _game({0: "C03", 1: "C12"})
    free_coast = COAST - set(state.occupants)
    assert _targets(state, 0, "ship") - {NO_BUILD} == {Target(s) for s in free_coast}
    new, _ = apply(state, "0 ship S2")  # a coast site of another island
    assert new.occupants["S2"] == (0,)


@pytest.mark.parametrize("site", ["L04", "L01", "V02", "N4", "S3"])
def test_ship_cannot_build_on_a_land_or_volcano_site(site: str) -> None:
    """Rulebook, Bauen 1 (Schiffkarte): "... auf ein freies Küstenplättchen seiner Wahl." """
    state = _game({0: "C03", 1: "C12"})
    assert Target(site) not in _targets(state, 0, "ship")
    assert refused(state, f"0 ship {site}").key == "illegal.unreachable_ship"


@pytest.mark.parametrize("landing", ["C03", "C01", "C07", "C13"])
def test_road_builds_on_a_free_site_directly_linked_by_road_to_an_own_building(landing: str) -> None:
    """Rulebook, Bauen 1 (Wegkarte): "... auf ein freies Plättchen seiner Wahl, das über einen Weg direkt mit
    einem eigenen Gebäude verbunden ist." """
    state = _game({0: landing, 1: "N1"})
    expected = {Target(s) for own in _own(state, 0) for s in _road_links(own) if s not in state.occupants}
    assert expected
    assert _targets(state, 0, "road") == expected


def test_road_does_not_reach_a_site_two_roads_away() -> None:
    """Rulebook, Bauen 1 (Wegkarte): "... das über einen Weg direkt mit einem eigenen Gebäude verbunden
    ist." (C03-L04-L03: L03 is linked to the building on C03 only through L04.)"""
    state = _game({0: "C03", 1: "C12"})
    assert "L03" in _road_links("L04") and "L03" not in _road_links("C03")
    assert Target("L03") not in _targets(state, 0, "road")
    assert refused(state, "0 road L03").key == "illegal.unreachable_road"
    play(state, "0 road L04")
    play(state, "1 ship C13")
    assert Target("L03") in _targets(state, 0, "road")


def test_road_does_not_follow_a_river() -> None:
    """Rulebook, Bauen 1 (Wegkarte): "... das über einen Weg direkt ... verbunden ist." A river segment is
    not a road (RULINGS, Data: "a road card ... use[s] road edges only")."""
    state = _game({0: "C01", 1: "C12"})
    assert "L01" in _river_links("C01") and "L01" not in _road_links("C01")
    assert Target("L01") not in _targets(state, 0, "road")
    assert refused(state, "0 road L01").key == "illegal.unreachable_road"
    assert Target("L01") in _targets(state, 0, "river")


@pytest.mark.parametrize("landing", ["C01", "C06", "C11"])
def test_river_builds_on_any_free_site_of_a_river_with_an_own_building(landing: str) -> None:
    """Rulebook, Bauen 1 (Flusskarte): "... auf ein freies Plättchen seiner Wahl auf einem Fluss. Auf diesem
    Fluss muss bereits mindestens ein Gebäude des Spielers stehen." (Any site of that river, near or far,
    face up or face down: ruling 5.)"""
    state = _game({0: landing, 1: "C12"})
    rivers = [r for r in BOARD.rivers.values() if landing in r.sites]
    assert len(rivers) == 1
    expected = {Target(s) for s in rivers[0].sites if s not in state.occupants}
    assert any(s.site not in state.face_up for s in expected), "a far, face-down river site is a target"
    assert _targets(state, 0, "river") == expected


def test_river_does_not_reach_a_river_without_an_own_building() -> None:
    """Rulebook, Bauen 1 (Flusskarte): "Auf diesem Fluss muss bereits mindestens ein Gebäude des Spielers
    stehen." """
    state = _game({0: "C11", 1: "C12"})
    other_river = next(r for r in BOARD.rivers.values() if "C11" not in r.sites)
    for site in other_river.sites:
        assert Target(site) not in _targets(state, 0, "river")
    assert refused(state, f"0 river {other_river.sites[1]}").key == "illegal.unreachable_river"


# --- 2./3. Was bauen? Aus dem Vorrat -----------------------------------------------------------


@pytest.mark.parametrize("building", ["lighthouse", "church", "house"])
def test_the_tile_decides_which_building_is_placed(building: str) -> None:
    """Rulebook, Bauen 2: "Auf jedem Plättchen ist aufgedruckt, welches Gebäude dort gebaut werden muss";
    Bauen 3: "Er setzt es aus seinem Vorrat auf das gewählte Plättchen." """
    tile = tile_with(kind="coast", building=building)
    state = _game({0: "C03", 1: "C12"}, tiles={"C05": tile})
    supply = dict(state.players[0].supply)
    events = play(state, "0 ship C05")
    assert Built(0, "C05", building, landing=False, joined=False) in events
    expected = dict(supply, **{building: supply[building] - 1})
    assert state.players[0].supply == expected


def test_a_road_build_places_the_building_its_land_tile_shows() -> None:
    """Rulebook, Bauen 2: "Auf jedem Plättchen ist aufgedruckt, welches Gebäude dort gebaut werden muss"."""
    tile = tile_with(kind="land", building="church")
    state = _game({0: "C03", 1: "C12"}, tiles={"L04": tile})
    events = play(state, "0 road L04")
    assert Built(0, "L04", "church", landing=False, joined=False) in events
    assert state.players[0].supply["church"] == 3 - 1


def test_a_tile_whose_building_is_not_in_supply_cannot_be_built_on() -> None:
    """Rulebook, Bauen 3: "Der Spieler muss ein passendes Gebäude im Vorrat haben." """
    lighthouses = tiles_with(kind="coast", building="lighthouse")[:3]
    state = _game(
        {0: "C03", 1: "C12"}, tiles={"C03": lighthouses[0], "C13": lighthouses[1], "C05": lighthouses[2]}
    )
    _use_up(state, 0, "lighthouse", ["C13"])
    assert Target("C05") not in _targets(state, 0, "ship")
    err = refused(state, "0 ship C05")
    assert err.key == "illegal.no_building"
    assert err.params["building"] == "lighthouse"


# --- 4. Punkte, 5. Vogelchip --------------------------------------------------------------------


@pytest.mark.parametrize("tile", tiles_with(kind="land", building="house", bird=False)[:3])
def test_building_scores_the_tile_points_at_once(tile: str) -> None:
    """Rulebook, Bauen 4: "Jedes Mal, wenn ein Spieler baut, erhält er dafür sofort Punkte. Das bebaute
    Plättchen gibt an, wie viele Punkte der Spieler erhält." """
    state = _game({0: "C03", 1: "C12"}, tiles={"L04": tile})
    before = [p.score for p in state.players]
    events = play(state, "0 road L04")
    assert state.players[0].score == before[0] + TILES[tile].points
    assert [e for e in events if isinstance(e, Scored)] == [Scored(0, TILES[tile].points, "build", "L04")]
    assert state.players[1].score == before[1]


def test_a_bird_tile_draws_a_secret_bird_chip_after_the_points() -> None:
    """Rulebook, Bauen 5: "Nachdem der Spieler 1 Gebäude auf das Plättchen gesetzt und die Punkte für das
    Bauen auf der Zählleiste abgetragen hat, zieht er 1 Vogelchip vom Vorrat und sieht ihn sich geheim
    an." (RULINGS 10: "the value stays secret until the game end, the count is public.")"""
    tile = tile_with(kind="land", bird=True)
    state = _game({0: "C03", 1: "C12"}, tiles={"L04": tile}, chips=[3, 1, 2, 2, 1])
    pile = list(state.chip_pile)
    chips = list(state.players[0].chips)
    events = play(state, "0 road L04")
    built = next(i for i, e in enumerate(events) if isinstance(e, Built))
    scored = next(i for i, e in enumerate(events) if isinstance(e, Scored))
    drawn = [i for i, e in enumerate(events) if isinstance(e, ChipDrawn)]
    assert len(drawn) == 1
    assert built < scored < drawn[0]
    chip = events[drawn[0]]
    assert chip == ChipDrawn(0, pile[0])
    assert state.players[0].chips == [*chips, pile[0]]
    assert state.chip_pile == pile[1:]
    assert for_viewer(chip, 0) == chip
    assert for_viewer(chip, 1) == ChipDrawn(0, None)
    assert for_viewer(chip, None) == ChipDrawn(0, None)


def test_a_tile_without_a_bird_draws_no_chip() -> None:
    """Rulebook, Bauen 5: "Auf manchen Plättchen ist ein Vogelchip aufgedruckt" - only those give one."""
    tile = tile_with(kind="land", bird=False)
    state = _game({0: "C03", 1: "C12"}, tiles={"L04": tile})
    pile = list(state.chip_pile)
    events = play(state, "0 road L04")
    assert not any(isinstance(e, ChipDrawn | ChipPileEmpty) for e in events)
    assert state.chip_pile == pile


def test_an_empty_bird_pile_gives_no_chip_and_says_so() -> None:
    """RULINGS 10: "If the pile is empty, no chip is drawn and the log says so." """
    tile = tile_with(kind="land", bird=True)
    state = _game({0: "C03", 1: "C12"}, tiles={"L04": tile}, chips=[])
    score = state.players[0].score
    events = play(state, "0 road L04")
    assert ChipPileEmpty(0) in events
    assert not any(isinstance(e, ChipDrawn) for e in events)
    assert state.players[0].chips == []
    assert state.occupants["L04"] == (0,)
    assert state.players[0].score == score + TILES[tile].points


# --- 6. Plättchen aufdecken ---------------------------------------------------------------------


def test_a_build_reveals_every_tile_linked_by_road_or_river_and_no_other() -> None:
    """Rulebook, Bauen 6: "Nun deckt der Spieler alle Plättchen auf, die direkt über einen Weg oder einen
    Fluss an das Gebäude angrenzen, das er soeben gesetzt hat." """
    state = _game({0: "C01", 1: "C12"})
    links = _road_links("L01") | _river_links("L01")
    assert _road_links("L01") - state.face_up and _river_links("L01") - state.face_up
    hidden = {s for s in BOARD.sites if s not in state.face_up}
    new, events = apply(state, "0 river L01")
    revealed = {e.site for e in events if isinstance(e, TileRevealed)}
    assert revealed == links & hidden
    assert new.face_up == state.face_up | links
    far = {"V01"} & hidden  # on the same river, but two segments away
    assert far and far.isdisjoint(new.face_up)


def test_revealed_tiles_name_the_tile_that_lies_there() -> None:
    """Rulebook, Bauen 6: "... deckt der Spieler alle Plättchen auf" - the tile shown is the one lying on
    the site."""
    state = _game({0: "C03", 1: "C12"})
    events = play(state, "0 road L04")
    revealed = [e for e in events if isinstance(e, TileRevealed)]
    assert revealed
    for event in revealed:
        assert event.tile == state.tiles[event.site]


# --- Besetzte Plättchen -------------------------------------------------------------------------


def test_cannot_build_on_an_occupied_site() -> None:
    """Rulebook, Besetzte Plättchen: "Es ist nicht erlaubt, auf Plättchen zu bauen, auf denen bereits ein
    Gebäude steht." (Seat 0 is the start player: it has no join privilege.)"""
    state = _game({0: "C03", 1: "C12"})
    place(state, 1, "L04")
    assert Target("C12") not in _targets(state, 0, "ship")
    assert Target("C03") not in _targets(state, 0, "ship")
    assert Target("L04") not in _targets(state, 0, "road")
    assert refused(state, "0 ship C12").key == "illegal.occupied"
    assert refused(state, "0 road L04").key == "illegal.occupied"
    assert refused(state, "0 ship C03").key == "illegal.own_site"


# --- Bauen nicht möglich (ruling 3) -------------------------------------------------------------


def test_a_card_that_can_build_must_build() -> None:
    """Rulebook, Bauen nicht möglich: "Wenn möglich, muss der Spieler ein Gebäude setzen." RULINGS 3: "A
    building card that allows a legal build must build." """
    state = _game({0: "C03", 1: "C12"})
    assert Build(0, "road", NO_BUILD) not in legal_actions(state, 0)
    assert Build(0, "ship", NO_BUILD) not in legal_actions(state, 0)
    err = refused(state, "0 road -")
    assert err.key == "illegal.must_build"
    assert "L04" in err.params["sites"]


def test_a_card_without_a_legal_build_may_be_played_and_does_nothing() -> None:
    """Rulebook, Bauen nicht möglich: "Kann er dies nicht, endet sein Zug sofort nach dem Ausspielen der
    Baukarte. Hinweis: Der Spieler darf auch eine Baukarte spielen, wenn er mit dieser nicht bauen kann."
    RULINGS 3: "A card with no legal build may still be played; it does nothing." """
    state = _game({0: "C03", 1: "C12"})
    assert all("C03" not in r.sites for r in BOARD.rivers.values())
    assert _targets(state, 0, "river") == {NO_BUILD}
    before = state.clone()
    events = play(state, "0 river -")
    assert events == [CardPlayed(0, "river"), NoBuild(0, "river")]
    assert state.players[0].hand_building["river"] == before.players[0].hand_building["river"] - 1
    assert state.players[0].played_building == ["river"]
    assert state.occupants == before.occupants
    assert state.face_up == before.face_up
    assert [p.score for p in state.players] == [p.score for p in before.players]
    assert state.moves[-1] == "0 river -"
    assert state.turn == 1


def test_rulebook_example_river_card_the_only_free_tile_needs_a_church_he_lacks() -> None:
    """Rulebook, Bauen nicht möglich, Beispiel: "Spieler Rot hat eine Flusskarte gespielt und ist nur am
    kurzen Fluss vertreten. Auf das einzige freie Plättchen kann er nicht setzen, weil er keine Kirche mehr
    im Vorrat hat. Er kann nicht bauen und sein Zug endet sofort." """
    churches = tiles_with(kind="coast", building="church")
    land_church = tile_with(kind="land", building="church")
    state = _game(
        {0: "C11", 1: "C12"},
        tiles={"C11": churches[0], "C02": churches[1], "C13": churches[2], "L14": land_church},
    )
    short = next(r for r in BOARD.rivers.values() if "C11" in r.sites)
    assert len(short.sites) == min(len(r.sites) for r in BOARD.rivers.values())
    _use_up(state, 0, "church", ["C02", "C13"])
    place(state, 1, "L13")
    state.face_up.add("L14")  # the church tile was revealed earlier in the game
    assert [s for s in short.sites if s not in state.occupants] == ["L14"]
    assert _targets(state, 0, "river") == {NO_BUILD}
    assert refused(state, "0 river L14").key == "illegal.no_building"
    before = state.clone()
    events = play(state, "0 river -")
    assert events == [CardPlayed(0, "river"), NoBuild(0, "river")]
    assert state.occupants == before.occupants
    assert state.players[0].score == before.players[0].score
    assert state.turn == 1


# --- Verdeckte Plättchen (ruling 5) -------------------------------------------------------------


def test_river_onto_a_face_down_tile_reveals_it_and_builds_what_it_shows() -> None:
    """Rulebook, Verdeckte Plättchen: "In diesem Fall deckt er das gewählte Plättchen auf. Er muss dann an
    dieser Stelle das auf dem Plättchen abgebildete Gebäude setzen." """
    tile = tile_with(kind="land", building="house", bird=False)
    state = _game({0: "C11", 1: "C12"}, tiles={"L14": tile})
    assert "L14" not in state.face_up
    assert Target("L14") in _targets(state, 0, "river")
    score = state.players[0].score
    events = play(state, "0 river L14")
    assert events[1] == TileRevealed("L14", tile)
    assert Built(0, "L14", "house", landing=False, joined=False) in events
    assert state.occupants["L14"] == (0,)
    assert state.players[0].score == score + TILES[tile].points


def test_river_onto_a_face_down_tile_whose_building_he_lacks_fails_and_the_tile_stays_face_up() -> None:
    """Rulebook, Verdeckte Plättchen: "Hat er kein passendes Gebäude im Vorrat, endet sein Zug sofort."
    RULINGS 5: "A face-down choice is revealed; if he lacks that building in his supply, the build fails
    and the tile stays face up." """
    churches = tiles_with(kind="coast", building="church")
    land_church = tile_with(kind="land", building="church")
    state = _game(
        {0: "C11", 1: "C12"},
        tiles={"C11": churches[0], "C02": churches[1], "C13": churches[2], "L14": land_church},
    )
    _use_up(state, 0, "church", ["C02", "C13"])
    assert "L14" not in state.face_up
    assert Target("L14") in _targets(state, 0, "river"), "ruling 5: a face-down river site may be chosen"
    before = state.clone()
    events = play(state, "0 river L14")
    assert events == [
        CardPlayed(0, "river"),
        TileRevealed("L14", land_church),
        BuildFailed(0, "L14", "church"),
    ]
    assert state.face_up == before.face_up | {"L14"}
    assert "L14" not in state.occupants
    assert state.players[0].supply == before.players[0].supply
    assert state.players[0].score == before.players[0].score
    assert state.players[0].hand_building["river"] == before.players[0].hand_building["river"] - 1
    assert state.turn == 1
