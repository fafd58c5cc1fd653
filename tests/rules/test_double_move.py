"""Rule conformance: the DOPPELZUG (double move) of the rulebook and ruling 6, with its notation."""

from __future__ import annotations

import pytest

from rules.santacruz import gamedata
from rules.santacruz.actions import Build, Double, DoubleBuild, Target
from rules.santacruz.engine import apply, legal_actions
from rules.santacruz.events import (
    BuildFailed,
    Built,
    CardPlayed,
    ChipDrawn,
    Event,
    NoBuild,
    Scored,
    TileRevealed,
)
from rules.santacruz.records import export_record, replay
from rules.santacruz.state import GameState
from tests.rules.scenario import deal, place, play, refused, tile_with, tiles_with, to_play_phase

BOARD = gamedata.board()
TILES = gamedata.tiles()


def _game(
    landings: dict[int, str],
    *,
    tiles: dict[str, str] | None = None,
    sets: tuple[str, str] = ("A", "C"),
) -> GameState:
    """Two players (seat 0 starts, seat 1 holds the join privilege), sets handed out, both landed."""
    state = deal(2, start_player=0, tiles=tiles, sets=list(sets))
    return to_play_phase(state, landings)


def _links(site: str) -> set[str]:
    """Sites linked to ``site`` by a road or a river segment, from the board data."""
    pairs = list(BOARD.roads) + [seg for r in BOARD.rivers.values() for seg in r.segments]
    return {b for a, b in pairs if a == site} | {a for a, b in pairs if b == site}


def _use_up(state: GameState, seat: int, building: str, sites: list[str]) -> None:
    for site in sites:
        if state.players[seat].supply[building]:
            place(state, seat, site)
    assert state.players[seat].supply[building] == 0


def _two_bird_roads() -> GameState:
    birds = tiles_with(kind="land", bird=True)
    return _game({0: "C03", 1: "C12"}, tiles={"L04": birds[0], "L20": birds[1]})


# --- what a double move is ---------------------------------------------------------------------


def test_a_double_move_builds_twice_one_after_the_other_each_build_complete() -> None:
    """Rulebook, Doppelzug: "In diesem Fall führt der Spieler den Abschnitt BAUEN 2x direkt hintereinander
    komplett aus." RULINGS 6: "Two builds of one kind ..., one after the other, each complete with reveal."
    """
    state = _two_bird_roads()
    score = state.players[0].score
    pile = list(state.chip_pile)
    events = play(state, "0 double road")
    assert events == [CardPlayed(0, "double", "road")]
    assert state.turn == 0 and state.double is not None

    hidden = {s for s in BOARD.sites if s not in state.face_up}
    first = play(state, "0 build L04")
    assert Built(0, "L04", TILES[state.tiles["L04"]].building, landing=False, joined=False) in first
    assert Scored(0, TILES[state.tiles["L04"]].points, "build", "L04") in first
    assert ChipDrawn(0, pile[0]) in first
    assert {e.site for e in first if isinstance(e, TileRevealed)} == _links("L04") & hidden
    assert state.turn == 0, "the double move is not over after one build"

    hidden = {s for s in BOARD.sites if s not in state.face_up}
    second = play(state, "0 build L20")
    assert Built(0, "L20", TILES[state.tiles["L20"]].building, landing=False, joined=False) in second
    assert ChipDrawn(0, pile[1]) in second
    assert {e.site for e in second if isinstance(e, TileRevealed)} == _links("L20") & hidden
    assert (
        state.players[0].score == score + TILES[state.tiles["L04"]].points + TILES[state.tiles["L20"]].points
    )
    assert state.players[0].chips[-2:] == pile[:2]
    assert state.double is None
    assert state.turn == 1


def test_a_double_move_is_one_card_of_the_set() -> None:
    """Rulebook, Doppelzug: "Jeder Spieler hat einen Doppelzug, der es ihm erlaubt, 2x direkt
    hintereinander zu bauen." """
    state = _game({0: "C03", 1: "C12"})
    assert state.players[0].hand_building["double"] == 1
    play(state, "0 double road L04 L20")
    assert state.players[0].hand_building["double"] == 0
    assert state.players[0].played_building == ["double"]
    play(state, "1 ship C05")
    assert Double(0, "ship") not in legal_actions(state, 0)
    assert refused(state, "0 double ship").key == "illegal.no_card"


@pytest.mark.parametrize("kind", ["ship", "road", "river"])
def test_a_double_move_is_two_ship_or_two_road_or_two_river_builds(kind: str) -> None:
    """Rulebook, Doppelzug: "Der Spieler baut, als hätte er entweder 2 Schiffkarten oder 2 Flusskarten
    oder 2 Wegkarten gespielt." """
    state = _game({0: "C01", 1: "C12"})
    reach = {
        "ship": set(BOARD.sites_of_kind("coast")),
        "road": set(BOARD.road_neighbours["C01"]),
        "river": {s for r in BOARD.rivers.values() if "C01" in r.sites for s in r.sites},
    }
    assert Double(0, kind) in legal_actions(state, 0)
    play(state, f"0 double {kind}")
    builds = legal_actions(state, 0)
    assert builds and all(isinstance(a, DoubleBuild) for a in builds)
    assert {a.target.site for a in builds} == reach[kind] - set(state.occupants)


def test_combining_two_kinds_is_not_allowed() -> None:
    """Rulebook, Doppelzug: "Dabei ist kombinieren (z. B. 1x Schiff und 1x Fluss) nicht erlaubt." """
    state = _game({0: "C03", 1: "C12"})
    play(state, "0 double road", "0 build L04")
    assert all(isinstance(a, DoubleBuild) for a in legal_actions(state, 0))
    assert DoubleBuild(0, Target("C05")) not in legal_actions(state, 0)
    assert refused(state, "0 build C05").key == "illegal.unreachable_road"
    assert refused(state, "0 ship C05").key == "illegal.finish_double"
    assert refused(state, "0 river L01").key == "illegal.finish_double"
    fresh = _game({0: "C03", 1: "C12"})
    assert refused(fresh, "0 double road L04 C05").key == "illegal.unreachable_road"
    assert refused(fresh, "0 double ship C05 L04").key == "illegal.unreachable_ship"


def test_the_second_road_build_may_start_from_the_first() -> None:
    """RULINGS 6: "The second road build may start from the first." (Rulebook: BAUEN "2x direkt
    hintereinander komplett" - the first building stands when the second is placed.)"""
    state = _game({0: "C03", 1: "C12"})
    assert "L20" in BOARD.road_neighbours["L04"] and "L20" not in BOARD.road_neighbours["C03"]
    assert Build(0, "road", Target("L20")) not in legal_actions(state, 0)
    play(state, "0 double road")
    assert DoubleBuild(0, Target("L20")) not in legal_actions(state, 0)
    play(state, "0 build L04")
    assert DoubleBuild(0, Target("L20")) in legal_actions(state, 0)
    play(state, "0 build L20")
    assert state.occupants["L20"] == (0,)


def test_with_two_rivers_the_second_build_happens_when_the_first_failed() -> None:
    """Rulebook, Doppelzug: "Sonderfall bei 2x Fluss: Kann der Spieler das erste Gebäude nicht bauen, baut
    er das zweite (wenn möglich) trotzdem." RULINGS 6: "With two rivers the second build still happens
    when the first failed." """
    churches = tiles_with(kind="coast", building="church")
    house = tile_with(kind="land", building="house", bird=False)
    state = _game(
        {0: "C11", 1: "C12"},
        tiles={
            "C11": churches[0],
            "C02": churches[1],
            "C13": churches[2],
            "L14": tile_with(kind="land", building="church"),
            "L13": house,
        },
    )
    _use_up(state, 0, "church", ["C02", "C13"])
    assert "L14" not in state.face_up
    play(state, "0 double river")
    first = play(state, "0 build L14")
    assert BuildFailed(0, "L14", "church") in first
    assert "L14" not in state.occupants and "L14" in state.face_up
    assert state.turn == 0 and state.double is not None
    assert DoubleBuild(0, Target("L13")) in legal_actions(state, 0)
    assert DoubleBuild(0, Target("L14")) not in legal_actions(state, 0)
    score = state.players[0].score
    second = play(state, "0 build L13")
    assert Built(0, "L13", "house", landing=False, joined=False) in second
    assert state.players[0].score == score + TILES[house].points
    assert state.turn == 1
    assert state.moves[-1] == "0 double river L14 L13"


def test_a_double_move_may_leave_out_a_build_only_when_none_is_possible() -> None:
    """RULINGS 3: "A building card that allows a legal build must build"; RULINGS notation: "1 double river
    L13 -". Rulebook, Doppelzug: "baut er das zweite (wenn möglich)"."""
    state = _game({0: "C11", 1: "C12"})
    place(state, 1, "L14")
    assert refused(state, "0 double river - L13").key == "illegal.must_build"
    before = state.clone()
    events = play(state, "0 double river L13 -")
    assert state.occupants["L13"] == (0,)
    assert NoBuild(0, "river") in events
    assert state.moves[-1] == "0 double river L13 -"
    assert state.turn == 1
    assert before.players[0].hand_building["double"] == 1
    roads = _game({0: "C03", 1: "C12"})
    assert refused(roads, "0 double road L04 -").key == "illegal.must_build"


# --- joining ------------------------------------------------------------------------------------


@pytest.mark.parametrize("join_first", [True, False])
def test_a_double_move_may_use_the_join_privilege_on_either_build(join_first: bool) -> None:
    """RULINGS 6: "A double move may use the join privilege on either build." """
    state = _game({0: "C03", 1: "C12"})
    play(state, "0 ship C05")
    builds = ["C03+", "C02"] if join_first else ["C02", "C03+"]
    play(state, "1 double ship")
    events: list[Event] = []
    for word in builds:
        offered = DoubleBuild(1, Target("C03", True)) in legal_actions(state, 1)
        assert offered == (not state.players[1].joined)
        events += play(state, f"1 build {word}")
    assert state.occupants["C03"] == (0, 1)
    assert state.occupants["C02"] == (1,)
    assert Built(1, "C03", TILES[state.tiles["C03"]].building, landing=False, joined=True) in events
    assert state.players[1].joined
    assert state.moves[-1] == f"1 double ship {builds[0]} {builds[1]}"


def test_a_double_move_joins_at_most_once() -> None:
    """Rulebook, Dazusetzen: "... darf in diesem gesamten Durchgang einmalig 1 Gebäude ... dazusetzen"
    - a double move does not make it twice."""
    state = _game({0: "C03", 1: "C12"})
    play(state, "0 ship C05")
    assert refused(state, "1 double ship C03+ C05+").key == "illegal.join_used"
    play(state, "1 double ship", "1 build C03+")
    assert DoubleBuild(1, Target("C05", True)) not in legal_actions(state, 1)
    assert refused(state, "1 build C05+").key == "illegal.join_used"


# --- notation and records ---------------------------------------------------------------------


def test_the_interactive_double_move_is_recorded_as_one_line() -> None:
    """RULINGS, Notation: "double move | `1 double road L04 L20`" - one action per line, a double move
    written on one line (state.moves)."""
    state = _game({0: "C03", 1: "C12"})
    moves = list(state.moves)
    play(state, "0 double road")
    play(state, "0 build L04")
    play(state, "0 build L20")
    assert state.moves == [*moves, "0 double road L04 L20"]
    assert replay(export_record(state)) == state


def test_the_one_line_double_move_applies_both_builds_like_the_interactive_form() -> None:
    """RULINGS, Notation: "`1 double road L04 L20`"; the record line replays the same double move."""
    interactive = _two_bird_roads()
    steps = play(interactive, "0 double road", "0 build L04", "0 build L20")
    one_line = _two_bird_roads()
    action = Double(0, "road", (Target("L04"), Target("L20")))
    assert action in legal_actions(one_line, 0)
    events = play(one_line, action)
    assert one_line == interactive
    assert events == steps
    assert one_line.occupants["L04"] == (0,) and one_line.occupants["L20"] == (0,)


@pytest.mark.parametrize("line", ["0 double road L04 C05", "0 double road L20 L04", "0 double road L03 L04"])
def test_a_one_line_double_move_with_an_illegal_build_is_refused_as_a_whole(line: str) -> None:
    """RULINGS 6 / Notation: the one-line double move is one action; if either build is illegal nothing of
    it happens (state unchanged)."""
    state = _game({0: "C03", 1: "C12"})
    new, _ = apply(state, "0 double road L04 L20")
    assert new.occupants != state.occupants
    action = Double(0, "road", tuple(Target(w) for w in line.split()[3:]))
    assert action not in legal_actions(state, 0)
    err = refused(state, line)
    assert err.key == "illegal.unreachable_road"
    assert state.players[0].hand_building["double"] == 1
    assert state.double is None
