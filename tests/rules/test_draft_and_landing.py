"""Rule conformance: the round-1 draft (Vorbereitung 6/7, ruling 1) and landing (Anlanden, ruling 2)."""

from __future__ import annotations

import pytest

from rules.santacruz import gamedata
from rules.santacruz.actions import Land, Pick
from rules.santacruz.engine import apply, legal_actions
from rules.santacruz.errors import InvalidAction
from rules.santacruz.events import Built, ChipDrawn, RoundStarted, Scored, TileRevealed
from rules.santacruz.notation import parse
from rules.santacruz.state import GameState
from tests.rules.scenario import deal, play, refused, tile_with

BOARD = gamedata.board()
TILES = gamedata.tiles()
COAST = BOARD.sites_of_kind("coast")


def _road_and_river_neighbours(site: str) -> set[str]:
    out = {b for a, b in BOARD.roads if a == site} | {a for a, b in BOARD.roads if b == site}
    for river in BOARD.rivers.values():
        out |= {b for a, b in river.segments if a == site} | {a for a, b in river.segments if b == site}
    return out


def _landing(players: int = 2, start_player: int = 0, tiles: dict[str, str] | None = None) -> GameState:
    """A beginner-variant deal (sets handed out), so the game starts at landing."""
    return deal(players, start_player=start_player, sets=["A", "B", "C", "D"][:players], tiles=tiles)


# --- draft --------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("start", [0, 1])
def test_draft_runs_in_reverse_turn_order_start_player_last(players: int, start: int) -> None:
    """Rulebook, Vorbereitung 6/7: "Der älteste Spieler wählt zuerst. Die anderen Spieler folgen reihum
    gegen den Uhrzeigersinn." ... "Der Spieler, der als Letzter ein Set genommen hat, wird Startspieler";
    RULINGS 1: "the player who will be last in turn order picks first, the start player picks last"."""
    state = deal(players, start_player=start)
    assert state.phase == "draft"
    expected = [(start - i) % players for i in range(1, players + 1)]
    assert expected[-1] == start
    for seat in expected:
        for other in range(players):
            if other != seat:
                assert list(legal_actions(state, other)) == []
                assert refused(state, f"{other} pick {state.available[0]}").key == "illegal.not_your_turn"
        picks = legal_actions(state, seat)
        assert picks, seat
        play(state, picks[0])
    assert state.phase == "landing"
    assert state.turn == start


def test_each_seat_may_choose_any_set_still_available() -> None:
    """Rulebook, Vorbereitung 6: "Jeder Spieler wählt ein Set und nimmt es ... auf die Hand." """
    state = deal(3, start_player=0)
    first = state.turn
    assert set(legal_actions(state, first)) == {Pick(first, x) for x in "ABCD"}
    play(state, f"{first} pick C")
    second = state.turn
    assert set(legal_actions(state, second)) == {Pick(second, x) for x in "ABD"}
    assert refused(state, f"{second} pick C").key == "illegal.set_taken"


@pytest.mark.parametrize(
    ("letter", "cards"),
    [
        ("A", {"ship": 1, "road": 2, "river": 3, "double": 1}),
        ("B", {"ship": 1, "road": 4, "river": 1, "double": 1}),
        ("C", {"ship": 3, "road": 2, "river": 1, "double": 1}),
        ("D", {"ship": 2, "road": 2, "river": 2, "double": 1}),
    ],
)
def test_a_picked_set_puts_its_seven_building_cards_in_hand(letter: str, cards: dict[str, int]) -> None:
    """Rulebook, Vorbereitung 6: "SET A: FLUSS-SET 1 Schiff 2 Wege 3 Flüsse 1 Doppelzug; SET B: WEG-SET
    1 Schiff 4 Wege 1 Fluss 1 Doppelzug; SET C: SCHIFF-SET 3 Schiffe 2 Wege 1 Fluss 1 Doppelzug; SET D:
    AUSGEGLICHEN 2 Schiffe 2 Wege 2 Flüsse 1 Doppelzug"."""
    state = deal(2, start_player=0)
    seat = state.turn
    scoring = list(state.players[seat].hand_scoring)
    play(state, f"{seat} pick {letter}")
    player = state.players[seat]
    assert player.set_letter == letter
    assert {k: v for k, v in player.hand_building.items() if v} == cards
    assert sum(player.hand_building.values()) == 7
    assert player.hand_scoring == scoring


def test_with_four_players_the_last_picker_must_take_the_remaining_set() -> None:
    """Rulebook, Vorbereitung 6: "Daraus folgt: Bei 4 Spielern kann der Letzte nicht wählen, sondern muss
    das verbliebene Set nehmen." """
    state = deal(4, start_player=2)
    for letter in "DBA":
        play(state, f"{state.turn} pick {letter}")
    assert state.turn == 2
    assert list(legal_actions(state, 2)) == [Pick(2, "C")]
    assert refused(state, "2 pick A").key == "illegal.set_taken"
    play(state, "2 pick C")
    assert [p.set_letter for p in state.players] == ["B", "D", "C", "A"]


@pytest.mark.parametrize("players", [2, 3])
def test_with_fewer_than_four_players_the_surplus_sets_go_back_to_the_box(players: int) -> None:
    """Rulebook, Vorbereitung 6: "Bei weniger als 4 Spielern werden überzählige Sets in die Schachtel
    zurückgelegt." """
    state = deal(players, start_player=0)
    for _ in range(players - 1):
        play(state, f"{state.turn} pick {state.available[0]}")
    last = state.turn
    assert len(legal_actions(state, last)) == 4 - players + 1, "the last picker still has a choice"
    play(state, f"{last} pick {state.available[-1]}")
    taken = {p.set_letter for p in state.players}
    assert len(taken) == players
    assert state.available == []
    assert state.phase == "landing"
    for letter in set("ABCD") - taken:
        assert all(p.set_letter != letter for p in state.players)


# --- landing ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "start"), [(2, 1), (3, 2), (4, 1)])
def test_landing_goes_round_in_turn_order_from_the_start_player(players: int, start: int) -> None:
    """Rulebook, Anlanden: "Der Durchgang beginnt damit, dass reihum jeder Spieler an der Küste anlandet";
    RULINGS 2: "Each player, in turn order, places one building on a free coast site without a card." """
    state = deal(players, start_player=start)
    events = []
    while state.phase == "draft":
        events += play(state, f"{state.turn} pick {state.available[0]}")
    started = [e for e in events if isinstance(e, RoundStarted)]
    order = [(start + i) % players for i in range(players)]
    assert started == [RoundStarted(1, tuple(order))]
    free = list(COAST)
    for seat in order:
        assert state.phase == "landing"
        assert state.turn == seat
        for other in set(range(players)) - {seat}:
            assert list(legal_actions(state, other)) == []
            assert refused(state, f"{other} land {free[0]}").key == "illegal.not_your_turn"
        play(state, f"{seat} land {free.pop(0)}")
    assert state.phase == "play"
    assert state.turn == start


def test_landing_is_on_any_free_coast_site() -> None:
    """Rulebook, Anlanden: "Jeder Spieler setzt 1 Gebäude auf 1 freies Küstenplättchen seiner Wahl." """
    state = _landing(2)
    assert {a.site for a in legal_actions(state, 0)} == set(COAST)
    assert all(isinstance(a, Land) for a in legal_actions(state, 0))
    play(state, "0 land C03")
    assert {a.site for a in legal_actions(state, 1)} == set(COAST) - {"C03"}


def test_landing_uses_no_building_card() -> None:
    """Rulebook, Anlanden: "... an der Küste anlandet, ohne 1 Baukarte zu spielen." """
    state = _landing(2)
    hand = dict(state.players[0].hand_building)
    play(state, "0 land C03")
    assert state.players[0].hand_building == hand
    assert state.players[0].played_building == []
    assert state.occupants["C03"] == (0,)


@pytest.mark.parametrize("site", ["L04", "L13", "V01", "N3", "S4"])
def test_cannot_land_on_a_land_or_volcano_site(site: str) -> None:
    """Rulebook, Anlanden: "1 Gebäude auf 1 freies Küstenplättchen"."""
    state = _landing(2)
    assert Land(0, site) not in legal_actions(state, 0)
    assert refused(state, f"0 land {site}").key == "illegal.unreachable_land"


def test_cannot_land_on_an_occupied_coast_site() -> None:
    """Rulebook, Anlanden: "auf 1 freies Küstenplättchen"; Besetzte Plättchen: "Es ist nicht erlaubt, auf
    Plättchen zu bauen, auf denen bereits ein Gebäude steht." """
    state = _landing(2)
    play(state, "0 land C05")
    assert Land(1, "C05") not in legal_actions(state, 1)
    assert refused(state, "1 land C05").key == "illegal.occupied"


def test_no_joining_while_landing() -> None:
    """RULINGS 2: "Joining is not allowed while landing." (Seat 1 is last in turn order, so holds the
    join privilege of the round, but not while landing.)"""
    state = _landing(2, start_player=0)
    play(state, "0 land C05")
    assert all(a.site != "C05" for a in legal_actions(state, 1))
    with pytest.raises(InvalidAction) as info:
        parse("1 land C05+")
    assert info.value.key == "parse.no_join_here"
    assert refused(state, "1 land C05").key == "illegal.occupied"


def test_landing_scores_the_tile_points() -> None:
    """RULINGS 2: "All build steps apply (points, bird chip, reveal)"; Bauen 4: "Jedes Mal, wenn ein Spieler
    baut, erhält er dafür sofort Punkte. Das bebaute Plättchen gibt an, wie viele Punkte"."""
    tile = tile_with(kind="coast", building="church", bird=False)
    state = _landing(2, tiles={"C04": tile})
    before = state.players[0].score
    events = play(state, "0 land C04")
    assert state.players[0].score == before + TILES[tile].points
    assert Scored(0, TILES[tile].points, "build", "C04") in events
    assert Built(0, "C04", "church", landing=True, joined=False) in events
    assert state.players[0].supply["church"] == 2


def test_landing_on_a_bird_tile_draws_a_bird_chip() -> None:
    """RULINGS 2: "All build steps apply (points, bird chip, reveal)"; Bauen 5: "... zieht er 1 Vogelchip
    vom Vorrat und sieht ihn sich geheim an." """
    tile = tile_with(kind="coast", bird=True)
    state = _landing(2, tiles={"C02": tile})
    top = state.chip_pile[0]
    pile = len(state.chip_pile)
    events = play(state, "0 land C02")
    assert ChipDrawn(0, top) in events
    assert state.players[0].chips == [top]
    assert len(state.chip_pile) == pile - 1


def test_landing_on_a_tile_without_bird_draws_no_chip() -> None:
    """Rulebook, Bauen 5: "Auf manchen Plättchen ist ein Vogelchip aufgedruckt" - only those give a chip."""
    tile = tile_with(kind="coast", bird=False)
    state = _landing(2, tiles={"C02": tile})
    events = play(state, "0 land C02")
    assert not any(isinstance(e, ChipDrawn) for e in events)
    assert state.players[0].chips == []


@pytest.mark.parametrize("site", ["C01", "C07", "C11"])
def test_landing_reveals_the_tiles_linked_by_road_or_river(site: str) -> None:
    """RULINGS 2: "All build steps apply (points, bird chip, reveal)"; Bauen 6: "Nun deckt der Spieler alle
    Plättchen auf, die direkt über einen Weg oder einen Fluss an das Gebäude angrenzen"."""
    state = _landing(2)
    neighbours = _road_and_river_neighbours(site)
    hidden = {s for s in BOARD.sites if s not in state.face_up}
    assert neighbours & hidden, "the test needs a face-down neighbour"
    new_state, events = apply(state, f"0 land {site}")
    revealed = {e.site for e in events if isinstance(e, TileRevealed)}
    assert revealed == neighbours & hidden
    assert neighbours <= new_state.face_up
    assert new_state.face_up - state.face_up == neighbours & hidden
