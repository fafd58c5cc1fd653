"""RULES.md §1 and §3: components, information, set-up (SC-1 – SC-16, R-1 – R-5)."""

from __future__ import annotations

import itertools
import random

import pytest

from rules.santiago import gamedata
from rules.santiago.engine import apply_in_place, awaiting, legal_list
from rules.santiago.events import CarMoved
from rules.santiago.holdings import markers_left, supplies, supply
from rules.santiago.setup import make_setup, new_game
from rules.santiago.ship import marker_flag
from rules.santiago.views import player_view, public_view
from tests.rules.santiago.table import SHIP, begin, delivering, legal, play, table, using

COMP = gamedata.components()


def test_sc1_eight_units_of_each_good() -> None:
    """SC-1: «Es gibt im Spiel von jeder Sorte nur 8 Stück.»"""
    assert COMP.per_type == 8 and len(COMP.goods) == 6
    s = table(2, ship=SHIP, seats={0: {"sugar": 3}, 1: {"sugar": 2, "wood": 8}})
    assert supply(s, "sugar") == 3 and supply(s, "wood") == 0 and supply(s, "rum") == 8


def test_sc2_five_dice_with_their_faces() -> None:
    """SC-2: «Eine Ausnahme bildet der orangefarbene Würfel. Er zeigt statt der zweiten „1“ eine
    höchstmögliche
    Nachfrage von „4“.»"""
    assert COMP.die_goods == ("sugar", "citrus", "tobacco", "rum", "cigars")
    assert COMP.faces["citrus"] == (0, 1, 2, 2, 3, 4)
    assert all(COMP.faces[g] == (0, 1, 1, 2, 2, 3) for g in ("sugar", "tobacco", "rum", "cigars"))
    _, setup = make_setup(7, ["a", "b"])
    assert all(roll[g] in COMP.faces[g] for roll in setup["rolls"] for g in roll)


def test_sc3_pesos_and_vp_are_counters() -> None:
    """SC-3: «36 Münzen (Pesos)» · «60 Siegpunktplättchen (online nur Gesamtwert dargestellt)»"""
    s = new_game(2, seed=1)
    assert all(isinstance(p.pesos, int) and isinstance(p.vp, int) for p in s.players)
    assert public_view(s).players[0].holdings is not None


def test_r1_pesos_and_vp_are_unlimited() -> None:
    """R-1: pesos and VP never run out (SC-3: «60 Siegpunktplättchen»)."""
    s = using(table(2, ship=SHIP, seats={0: {"pesos": 900}}), 0, "casino")
    play(s, "0 use casino buy 300")
    assert (s.players[0].pesos, s.players[0].vp) == (0, 300)


def test_sc4_one_figure_and_three_markers() -> None:
    """SC-4: «Jeder Spieler wählt eine Spielfarbe und erhält eine Spielfigur sowie 3 Besitzmarker.»"""
    s = new_game(4, seed=2)
    assert all(markers_left(s, seat) == 3 and p.figure is None for seat, p in enumerate(s.players))


def test_sc5_two_to_four_players() -> None:
    """SC-5: «4 Spielfiguren» · «12 Besitzmarker»"""
    for n in (2, 3, 4):
        assert new_game(n, seed=0).num_players == n
    for n in (1, 5):
        with pytest.raises(ValueError):
            new_game(n, seed=0)


def test_r2_no_player_count_rules() -> None:
    """R-2: the same rules for 2, 3 and 4 players (SC-5: «4 Spielfiguren»)."""
    two, four = new_game(2, seed=3), new_game(4, seed=3)
    assert two.players[0].goods == four.players[0].goods and two.players[0].pesos == four.players[0].pesos
    assert len(legal_list(two, 1)) == len(legal_list(four, 3)) == 5


def test_sc6_holdings_are_public() -> None:
    """SC-6: «Im Gegensatz zur Brettspielversion werden online alle Siegpunkte, Waren und das Geld jedes
    Spielers
    für alle öffentlich sichtbar aufgeführt.»"""
    s = table(3, ship=SHIP, seats={1: {"pesos": 7, "vp": 9, "rum": 2}})
    seen = public_view(s).players[1].holdings
    assert seen is not None and (seen.pesos, seen.vp, seen.goods["rum"]) == (7, 9, 2)
    assert player_view(s, 0).public.players[1].holdings == seen


def test_r3_hidden_holdings_hides_others_only_in_views() -> None:
    """R-3: the option ``hidden_holdings`` (SC-6: «… für alle öffentlich sichtbar aufgeführt»)."""
    seats = {0: {"pesos": 2, "sugar": 1}, 1: {"pesos": 7, "rum": 2}}
    hidden = table(2, ship=SHIP, seats=seats, options={"hidden_holdings": True})
    open_ = table(2, ship=SHIP, seats=seats)
    assert all(p.holdings is None for p in public_view(hidden).players)
    view = player_view(hidden, 0)
    assert view.holdings.pesos == 2 and view.public.players[1].holdings is None
    assert legal(hidden) == legal(open_)


def test_sc7_ten_stations_clockwise_circuit() -> None:
    """SC-7: «Achtung: Die Straße ist ein Rundkurs. Auf den Hafen folgt als nächste Station immer der
    linke weiße
    Stern mit dem Pfeil.»"""
    assert COMP.stations == 10 and COMP.harbour == 0
    s = table(2, car=9, ship={"sugar": 3, "citrus": 4, "tobacco": 3, "rum": 3}, seats={0: {"pesos": 1}})
    begin(s)
    play(s, "0 car 2")
    assert s.car == 1 and s.players[0].goods["wood"] == 2


def test_sc8_the_flower_names_the_building_group() -> None:
    """SC-8: «Die Blume auf dem Cubanerplättchen bestimmt mit ihrer Farbe, zwischen welchen 3 Gebäuden du
    wählen
    darfst.»"""
    cub = gamedata.cubaner()
    assert (cub["pedro"].flower, cub["alonso"].flower, cub["miguel"].flower) == ("white", "white", "blue")
    assert cub["el_zorro"].flower is None
    s = table(2, car=0, ship=SHIP, seats={0: {"pesos": 1}})
    begin(s)
    play(s, "0 car 1")
    assert legal(s) == {"0 go cigar_factory", "0 go black_market", "0 go bank"}


def test_sc9_twelve_spaces_in_four_groups_of_three() -> None:
    """SC-9: «Das Blumensymbol über dem Gebäude muss die gleiche Farbe haben wie das Blumensymbol des zuvor
    besuchten Cubanerplättchens.»"""
    s = table(2, ship=SHIP)
    begin(s)
    assert s.layout is not None
    groups = s.layout.flower_buildings
    assert sorted(len(g) for g in groups.values()) == [3, 3, 3, 3]
    assert groups["white"] == ("church", "casino", "newspaper")


def test_sc10_flag_gives_vp_per_unit() -> None:
    """SC-10: «Pro Wareneinheit gibt es 2, 3 oder 4 Siegpunkte, je nachdem, auf welcher Fahne der blaue
    Warenwertmarker steht.»"""
    for flag, vp in (("2", 4), ("3", 6), ("4", 8)):
        s = table(
            2,
            ship={"sugar": 3, "citrus": 4, "tobacco": 3, "rum": 3},
            marker=flag,
            seats={1: {"rum": 2}, 0: {"rum": 1}},
        )
        s = delivering(s, 1)
        play(s, "1 deliver rum 2")
        assert s.players[1].vp == vp


def test_sc11_seven_ships() -> None:
    """SC-11: «Entsprechend wird das Schiffsplättchen auf der Schiffsleiste 1 Feld vorgerückt.»"""
    assert COMP.ships == 7
    s = table(2, car=9, departed=5, marker="4", ship=SHIP, seats={0: {"pesos": 1}, 1: {"pesos": 1}})
    assert s.ship == 6
    begin(s)
    play(s, "0 car 2")
    assert s.departed == 6 and s.ship == 7


def test_sc12_start_holdings() -> None:
    """SC-12: «Er erhält außerdem ein Startkapital von 3 Pesos sowie 2 Siegpunkten. Hinzu kommen noch je
    1 Einheit
    Zuckerrohr (weiß), Tabak (grün) und Zitrusfrüchte (orange).»"""
    s = new_game(4, seed=5)
    for p in s.players:
        assert (p.pesos, p.vp) == (3, 2)
        assert {g: n for g, n in p.goods.items() if n} == {"sugar": 1, "tobacco": 1, "citrus": 1}
    assert supplies(s) == {"sugar": 4, "citrus": 4, "tobacco": 4, "rum": 8, "cigars": 8, "wood": 8}


def test_sc13_random_layout_all_face_up_nothing_owned() -> None:
    """SC-13: «Die 12 Gebäudeplättchen sowie die 9 Cubanerplättchen werden zufällig auf den jeweiligen Feldern
    verteilt.»"""
    layouts = {tuple(new_game(2, seed=k).setup["cubaner"]) for k in range(5)}
    assert len(layouts) > 1
    s = new_game(3, seed=4)
    assert sorted(s.setup["cubaner"]) == sorted(gamedata.cubaner())
    assert sorted(s.setup["buildings"].values()) == sorted(gamedata.buildings())
    assert s.face_down == [] and all(p.owns == [] for p in s.players)


def test_sc14_start_positions() -> None:
    """SC-14: «Außerdem werden das Auto, das Schiff und der Warenwertmarker auf die Startpositionen
    gelegt.»"""
    s = new_game(3, seed=6)
    assert (s.car, s.ship, s.departed, marker_flag(s)) == (0, 1, 0, "2")


def test_r4_figures_start_off_the_board() -> None:
    """R-4: figures start off the board (SC-33: «Fährst du in der allerersten Runde zu „El Zorro“, kannst
    du kein
    Gebäude nutzen.»)."""
    assert all(p.figure is None for p in new_game(4, seed=8).players)


def test_sc15_turns_go_clockwise() -> None:
    """SC-15: «Beginnend mit dem Startspieler führt ihr eure Spielzüge stets reihum im Uhrzeigersinn aus.»"""
    rng = random.Random(15)
    s = new_game(4, seed=15)
    movers = []
    while s.phase != "end":
        events = apply_in_place(s, rng.choice(legal_list(s, s.to_move)))
        movers += [e.seat for e in events if isinstance(e, CarMoved)]
    assert movers[0] == 0 and len(movers) > 20
    assert all(b == (a + 1) % 4 for a, b in itertools.pairwise(movers))


def test_r5_seats_shuffled_and_seat_0_starts() -> None:
    """R-5: seats are shuffled; seat 0 is the start player (SC-15: «Beginnend mit dem Startspieler …»)."""
    orders = {tuple(make_setup(k, ["a", "b", "c", "d"])[0]) for k in range(6)}
    assert len(orders) > 1
    s = new_game(["a", "b", "c"], seed=1)
    play(s, sorted(legal(s))[0])
    assert s.turn == 0 and s.phase == "car"


def test_sc16_right_of_start_player_sets_first_demand() -> None:
    """SC-16: «Der Spieler rechts vom Startspieler nimmt die 5 Würfel und würfelt sie.»"""
    for n in (2, 3, 4):
        s = new_game(n, seed=n)
        assert awaiting(s) == {n - 1} and s.phase == "demand" and s.dice == {}
        assert legal_list(s, 0) == []
