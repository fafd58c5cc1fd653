"""SCENARIOS.md S-1 … S-15, each with its exact before and after numbers.

Where a scenario writes ``car 1`` for a seat with 0 pesos, the engine makes that move itself (N-1, S-14 j):
the test starts the turn with :func:`begin` and checks that the written line would be refused. Seats whose
pesos the scenario does not list get 1 peso where a forced car move of theirs would otherwise follow on
and blur the numbers checked (noted per test).
"""

from __future__ import annotations

from typing import Any

from rules.santiago.buildings import legal_uses
from rules.santiago.engine import outcome
from rules.santiago.errors import IllegalAction, InvalidAction
from rules.santiago.events import CarMoved, OwnerPaid, Passed
from rules.santiago.holdings import supply
from rules.santiago.ship import marker_flag
from rules.santiago.state import GameState
from tests.rules.santiago.table import (
    L2_CUBANER,
    SHIP,
    begin,
    delivering,
    goods,
    legal,
    play,
    refused,
    table,
    using,
)


def test_s1_car_cost_and_choosing_a_building() -> None:
    """S-1 (rulebook: Maria → Pedro): «Martina fährt mit dem Auto von „Maria“ zu „Pedro“. Das kostet sie
    2 Pesos.»"""
    s = table(
        2,
        car=2,
        ship=SHIP,
        seats={
            0: {"pesos": 3, "vp": 2, "sugar": 1, "tobacco": 1, "citrus": 1, "figure": "B2"},
            1: {"tobacco": 1, "figure": "Y2", "pesos": 1},
        },
    )
    begin(s)
    refused(s, "0 car 5")
    refused(s, "0 car 0", InvalidAction)
    play(s, "0 car 3")
    assert s.car == 5 and goods(s, 0)["tobacco"] == 3 and s.players[0].pesos == 1
    assert legal(s) == {"0 go church", "0 go casino", "0 go newspaper"}
    refused(s, "0 go cafe")
    play(s, "0 go church", "0 use church")
    p = s.players[0]
    assert (p.pesos, p.vp, p.figure) == (1, 3, "church")
    assert goods(s, 0) == {"sugar": 1, "tobacco": 3, "citrus": 1}
    assert supply(s, "tobacco") == 4
    assert s.players[1].vp == 0


def test_s2_alonso_uses_an_owned_building_then_forced_figure_move() -> None:
    """S-2 (rulebook: lawyer and bank): «nutzt sie die Bank, die sie bereits bei einem früheren Besuch des
    Anwalts in Besitz genommen hat. Durch die Bank erhält sie 2 Pesos.» (Seat 0's ``car 1`` is forced at
    0 pesos; seat 1 gets 1 peso.)"""
    s = table(
        3,
        car=5,
        ship=SHIP,
        seats={
            0: {"pesos": 0, "vp": 6, "owns": ["bank"], "figure": "W1"},
            1: {"figure": "B3", "pesos": 1},
            2: {"figure": "W2"},
        },
    )
    events = begin(s)
    assert any(isinstance(e, CarMoved) and e.forced for e in events)
    assert s.car == 6 and s.phase == "alonso"
    lines = legal(s)
    assert {"0 alonso use bank", "0 alonso claim casino", "0 alonso -"} <= lines
    refused(s, "0 alonso claim bank")
    refused(s, "0 alonso use casino sell 1")
    refused(s, "0 alonso use casino", InvalidAction)
    play(s, "0 alonso use bank")
    assert s.players[0].figure == "newspaper" and s.phase == "use"
    refused(s, "0 go casino")
    refused(s, "0 go newspaper")
    play(s, "0 use newspaper conchita")
    p = s.players[0]
    assert (p.pesos, p.vp, p.figure) == (3, 6, "newspaper")
    assert s.face_down == ["conchita"]
    assert [p.vp for p in s.players] == [6, 0, 0]


def test_s3_miguel_blocked_building_forced_move_owner_vp() -> None:
    """S-3 (rulebook example): «Da die Zigarrenfabrik bereits von Philipps gelber Figur besetzt ist und es
    Martina nicht erlaubt ist, auf dem Schwarzmarkt stehen zu bleiben, muss sie ihre Figur auf die Bank
    stellen.»"""
    for use, pesos in (("0 use bank", 3), ("0 use -", 1)):
        s = table(
            2,
            car=0,
            ship=SHIP,
            seats={
                0: {"pesos": 1, "vp": 4, "figure": "B2"},
                1: {"vp": 7, "figure": "B1", "owns": ["bank"], "pesos": 1},
            },
        )
        begin(s)
        play(s, "0 car 1")
        assert marker_flag(s) == "2" and s.players[0].figure == "bank"
        play(s, use)
        p = s.players[0]
        assert (p.pesos, p.vp, p.goods["wood"], p.figure) == (pesos, 4, 2, "bank")
        assert s.players[1].vp == 8 and supply(s, "wood") == 6


def test_s4_wood_instead_of_a_demanded_good() -> None:
    """S-4 (rulebook example): «Du lieferst 2 Holz. Dafür erhältst du 2 Siegpunkte und musst anschließend
    entwederden weißen Würfel (Zuckerrohrnachfrage) oder den roten Würfel (Rumnachfrage) auf die „0“
    drehen.»"""
    s = table(
        2,
        ship={"sugar": 2, "citrus": 0, "tobacco": 1, "rum": 2},
        marker="3",
        rolls={0: {"cigars": 3}},
        seats={1: {"wood": 2, "vp": 10}, 0: {"sugar": 1}},
    )
    delivering(s, 1)
    assert legal(s) == {
        "1 deliver wood 1 sugar",
        "1 deliver wood 1 tobacco",
        "1 deliver wood 1 rum",
        "1 deliver wood 2 sugar",
        "1 deliver wood 2 rum",
        "1 pass",
    }
    refused(s, "1 deliver wood 2 tobacco")
    refused(s, "1 deliver wood 1 citrus")
    refused(s, "1 deliver wood 1 cigars")
    play(s, "1 deliver wood 2 rum")
    assert s.players[1].goods["wood"] == 0 and s.players[1].vp == 12
    assert supply(s, "wood") == 8
    assert s.dice == {"sugar": 2, "citrus": 0, "tobacco": 1, "rum": 0} and s.departed == 0


def test_s5_everyone_passes_the_marker_moves() -> None:
    """S-5: «Die Lieferrunde endet auch, wenn alle Spieler gepasst haben … Der blaue Warenwertmarker wird dazu
    eine Fahne weiter nach rechts gezogen.» (Seat 0 has 0 pesos: its ``car 1`` is forced; seat 1 gets 1
    peso.)"""
    s = table(
        3,
        car=9,
        ship={"sugar": 2, "citrus": 4, "rum": 1, "cigars": 0},
        rolls={0: {"tobacco": 3}},
        seats={
            0: {"citrus": 3, "wood": 1, "vp": 10},
            1: {"rum": 2, "vp": 8, "pesos": 1},
            2: {"tobacco": 2, "vp": 9},
        },
    )
    begin(s)
    assert s.phase == "deliver" and s.to_move == 0
    play(s, "0 deliver citrus 3", "1 deliver rum 1")
    assert s.to_move == 0
    events = play(s, "0 deliver wood 1 citrus")
    assert [e.seat for e in events if isinstance(e, Passed)] == [1, 0]
    assert [p.vp for p in s.players] == [17, 10, 9]
    assert goods(s, 0) == {} and goods(s, 1) == {"rum": 1}
    assert s.dice == {"sugar": 2, "citrus": 0, "rum": 0, "cigars": 0} and marker_flag(s) == "3"
    assert s.departed == 0 and s.players[0].figure is None
    assert (supply(s, "citrus"), supply(s, "rum"), supply(s, "wood")) == (8, 7, 8)


def test_s6_delivery_fills_the_ship_departure_and_new_demand() -> None:
    """S-6: «Sobald die Nachfrage nach allen Waren erfüllt ist … endet die Lieferrunde. Das Schiff fährt
    ab und ein
    neues Schiff kommt in den Hafen» (seat 0 gets 1 peso so that its next turn waits)."""
    roll = {"sugar": 1, "citrus": 4, "tobacco": 0, "rum": 2, "cigars": 3}
    for owner_vp, option in ((1, True), (0, False)):
        s = table(
            3,
            turn=2,
            car=8,
            departed=2,
            marker="4",
            ship={"sugar": 0, "citrus": 0, "rum": 1, "cigars": 0},
            rolls={3: roll},
            options={"owner_vp_on_harbour_turns": option},
            seats={
                2: {"pesos": 2, "rum": 1, "vp": 20, "figure": "W1"},
                0: {"rum": 2, "pesos": 1, "owns": ["church"]},
            },
        )
        begin(s)
        play(s, "2 car 2", "2 deliver rum 1")
        assert s.departed == 3 and s.ship == 4 and marker_flag(s) == "2" and s.dice == {}
        assert s.phase == "demand" and s.to_move == 2
        assert s.players[0].vp == owner_vp
        play(s, "2 demand sugar citrus rum cigars")
        assert s.dice == {"sugar": 1, "citrus": 4, "rum": 2, "cigars": 3} and s.aside == "tobacco"
        p = s.players[2]
        assert (p.pesos, p.goods["rum"], p.vp) == (1, 0, 24)
        assert s.players[0].goods["rum"] == 2 and s.departed == 3


def test_s7_skipping_the_harbour_at_4_departs_during_the_move() -> None:
    """S-7: «Wird der Marker von der „4“ auf die karierte Fahne gezogen, läuft das Schiff sofort aus.»"""
    s = table(
        2,
        turn=1,
        car=8,
        departed=1,
        marker="4",
        ship={"sugar": 1, "citrus": 2, "tobacco": 0, "rum": 1},
        rolls={2: {"sugar": 3, "citrus": 0, "tobacco": 2, "rum": 2, "cigars": 1}},
        seats={1: {"pesos": 2, "vp": 9, "figure": "Y3"}, 0: {"figure": "B1", "pesos": 1}},
    )
    begin(s)
    play(s, "1 car 3")
    assert s.departed == 2 and marker_flag(s) == "2" and s.dice == {} and s.car == 1
    assert legal_uses(s, 1, "customs") == [] and legal_uses(s, 1, "trading_office") == []
    assert legal(s) == {"1 go black_market", "1 go bank"}
    play(s, "1 go bank", "1 use bank", "1 demand sugar tobacco rum cigars")
    assert s.dice == {"sugar": 3, "tobacco": 2, "rum": 2, "cigars": 1} and s.aside == "citrus"
    p = s.players[1]
    assert (p.pesos, p.goods["wood"], p.vp) == (2, 2, 9)
    assert marker_flag(s) == "2" and s.departed == 2


def test_s8_trading_office_fills_the_last_demand() -> None:
    """S-8: «4. mit dem Kontor die letzte Nachfrage erfüllt hat.» (Seat 0's ``car 1`` is forced at 0 pesos;
    seat 1 gets 1 peso.)"""
    s = table(
        3,
        car=2,
        departed=4,
        marker="3",
        ship={"sugar": 0, "tobacco": 1, "rum": 0, "cigars": 0},
        rolls={5: {"sugar": 1, "citrus": 3, "tobacco": 2, "rum": 0, "cigars": 1}},
        seats={
            0: {"tobacco": 2, "vp": 15, "figure": "Y1"},
            1: {"figure": "Y2", "pesos": 1},
            2: {"owns": ["trading_office"], "vp": 11},
        },
    )
    begin(s)
    refused(s, "0 car 1")
    assert s.car == 3 and s.players[0].figure == "trading_office"
    play(s, "0 use trading_office tobacco")
    assert s.departed == 5 and marker_flag(s) == "2"
    assert s.players[2].vp == 12
    play(s, "0 demand sugar citrus tobacco cigars")
    p = s.players[0]
    assert (p.pesos, p.goods["sugar"], p.goods["tobacco"], p.vp) == (0, 2, 1, 17)
    assert s.dice == {"sugar": 1, "citrus": 3, "tobacco": 2, "cigars": 1}


def test_s9_alonso_uses_owned_customs_to_empty_the_ship() -> None:
    """S-9: «3. mit dem Zollamt die letzte Nachfrage des Schiffes neutralisiert hat.» (Seat 1's ``car 1`` is
    forced at 0 pesos; seat 0 gets 1 peso.)"""
    s = table(
        2,
        turn=1,
        car=5,
        departed=3,
        ship={"sugar": 0, "citrus": 3, "rum": 0, "cigars": 0},
        rolls={4: {"sugar": 2, "citrus": 1, "tobacco": 1, "rum": 3, "cigars": 2}},
        seats={1: {"vp": 5, "owns": ["customs"], "figure": "W3"}, 0: {"figure": "W1", "pesos": 1}},
    )
    begin(s)
    play(s, "1 alonso use customs citrus")
    assert s.departed == 4 and s.dice == {} and s.players[1].figure == "casino"
    refused(s, "1 use casino buy 1 sell 1", InvalidAction)
    play(s, "1 use casino sell 1", "1 demand sugar citrus rum cigars")
    p = s.players[1]
    assert (p.pesos, p.vp, p.figure) == (3, 4, "casino")
    assert s.dice == {"sugar": 2, "citrus": 1, "rum": 3, "cigars": 2} and s.departed == 4


def test_s10_el_zorro_tribute_stay_and_harbour_office() -> None:
    """S-10: «Jeder Mitspieler muss dir etwas geben. … Das Gebäude, auf dem sich deine Spielfigur befindet,
    darfst du nun ein weiteres Mal nutzen.»"""
    s = table(
        3,
        car=3,
        departed=1,
        marker="4",
        ship=SHIP,
        rolls={2: {"sugar": 3, "citrus": 0, "tobacco": 2, "rum": 2, "cigars": 1}},
        seats={
            0: {"pesos": 1, "vp": 12, "figure": "X2"},
            1: {"vp": 6, "rum": 1, "wood": 1, "owns": ["harbour_office"]},
            2: {"pesos": 2, "wood": 2},
        },
    )
    begin(s)
    play(s, "0 car 1")
    assert s.phase == "give" and s.to_move == 1 and legal(s) == {"1 give vp", "1 give rum"}
    refused(s, "1 give wood", InvalidAction)
    refused(s, "1 give peso")
    play(s, "1 give rum")
    assert s.players[2].pesos == 1 and s.phase == "use" and s.players[0].figure == "harbour_office"
    play(s, "0 use harbour_office up")
    assert s.departed == 2 and marker_flag(s) == "2" and s.players[1].vp == 7
    play(s, "0 demand sugar tobacco rum cigars")
    p0, p1 = s.players[0], s.players[1]
    assert (p0.pesos, p0.goods["rum"], p0.vp) == (2, 1, 12)
    assert (p1.goods["rum"], p1.vp) == (0, 7)
    assert s.players[2].pesos == 1 and s.departed == 2


def _s11() -> GameState:
    s = table(
        3,
        turn=2,
        car=1,
        ship=SHIP,
        cubaner=L2_CUBANER,
        seats={0: {"pesos": 2, "vp": 8, "figure": "Y2"}, 1: {"vp": 5, "owns": ["cafe"], "pesos": 1}, 2: {}},
    )
    using(s, 2, "newspaper")
    play(s, "2 use newspaper jose")
    assert s.players[2].pesos == 1 and s.face_down == ["jose"]
    return s


def test_s11_case_a_stop_on_the_face_down_tile() -> None:
    """S-11 A: «Im Folgenden darf das Auto zwar zu dem deaktivierten Cubaner fahren, allerdings darf dann
    weder
    seine Funktion noch die eines Gebäudes genutzt werden.» (Seat 1 gets 1 peso.)"""
    s = _s11()
    play(s, "0 car 2")
    p = s.players[0]
    assert (p.pesos, p.vp, p.goods["wood"], p.goods["sugar"], p.figure) == (1, 8, 0, 0, "cafe")
    assert s.players[1].vp == 6 and s.car == 3 and s.face_down == ["jose"]
    play(s, "1 car 1")
    assert s.face_down == []


def test_s11_case_b_skip_the_face_down_tile() -> None:
    """S-11 B: «Die Station des deaktivierten Cubaners darf natürlich nach den üblichen Regeln und zu den
    üblichen Kosten übersprungen werden.»"""
    s = _s11()
    play(s, "0 car 3")
    assert s.face_down == [] and s.car == 4
    play(s, "0 go bank", "0 use bank")
    p = s.players[0]
    assert (p.pesos, p.vp, p.goods["wood"], p.figure) == (2, 8, 2, "bank")
    assert s.players[1].vp == 5


def test_s12_every_candidate_occupied_exception_4() -> None:
    """S-12: «4. alle infrage kommenden Gebäude durch Figuren belegt sind - die Funktion des Gebäudes darf
    genutzt werden.»"""
    s = table(
        4,
        turn=3,
        car=4,
        ship=SHIP,
        seats={
            0: {"figure": "W1", "owns": ["casino"], "vp": 10},
            1: {"figure": "W3"},
            2: {"figure": "B3"},
            3: {"figure": "W2", "pesos": 1, "vp": 9},
        },
    )
    begin(s)
    play(s, "3 car 1")
    assert s.phase == "use" and s.players[3].figure == "casino"
    play(s, "3 use casino sell 2")
    p = s.players[3]
    assert (p.pesos, p.vp, p.goods["tobacco"]) == (7, 7, 2)
    assert s.players[0].vp == 11


def test_s12_variants_off_board_and_any_colour() -> None:
    """S-12 variants (R-15, R-14): the figure stays off the board, or on a building of another colour."""
    seats: dict[int, dict[str, Any]] = {
        0: {"figure": "W1"},
        1: {"figure": "W2"},
        2: {"figure": "W3"},
        3: {"pesos": 1},
    }
    s = table(4, turn=3, car=4, ship=SHIP, seats=seats)
    begin(s)
    play(s, "3 car 1")
    assert s.players[3].figure is None and s.turn == 0
    s = table(4, turn=3, car=4, ship=SHIP, seats={**seats, 3: {"pesos": 1, "figure": "B2", "sugar": 1}})
    begin(s)
    play(s, "3 car 1")
    assert s.phase == "use" and "3 use black_market sugar rum" in legal(s)


def test_s13_set_up_and_el_zorro_in_the_first_round() -> None:
    """S-13: «Fährst du in der allerersten Runde zu „El Zorro“, kannst du kein Gebäude nutzen.»"""
    s = table(
        3,
        turn=2,
        car=3,
        ship={"sugar": 2, "citrus": 4, "tobacco": 1, "rum": 1},
        seats={
            0: {"pesos": 5, "vp": 2, "sugar": 1, "tobacco": 1, "citrus": 1, "wood": 2, "figure": "B3"},
            1: {"pesos": 2, "vp": 2, "tobacco": 1, "citrus": 1, "rum": 3, "figure": "Y1"},
            2: {"pesos": 3, "vp": 2, "sugar": 1, "tobacco": 1, "citrus": 1},
        },
    )
    begin(s)
    refused(s, "2 use bank")
    play(s, "2 car 1")
    refused(s, "0 give wood", InvalidAction)
    play(s, "0 give vp", "1 give peso")
    assert s.players[0].vp == 1 and s.players[1].pesos == 1
    p = s.players[2]
    assert (p.pesos, p.vp, p.figure) == (4, 3, None)
    assert s.turn == 0 and s.phase == "car"
    refused(s, "2 go bank")


def test_s14_scarcity_and_building_checks() -> None:
    """S-14: «Wer etwas erhalten würde, das nicht vorrätig ist, geht leer aus.»"""
    s = table(2, car=4, ship=SHIP, seats={0: {"pesos": 1}, 1: {"tobacco": 7}})  # a
    begin(s)
    play(s, "0 car 1")
    assert s.players[0].goods["tobacco"] == 1 and supply(s, "tobacco") == 0
    s = table(2, car=0, ship=SHIP, seats={0: {"pesos": 1}, 1: {"wood": 8}})  # b
    begin(s)
    play(s, "0 car 1")
    assert s.players[0].goods["wood"] == 0
    full = {"sugar": 8, "citrus": 8, "tobacco": 8, "rum": 8, "cigars": 6}
    s = table(2, car=7, ship=SHIP, seats={0: {"pesos": 1}, 1: full})  # c
    begin(s)
    play(s, "0 car 1")
    assert s.players[0].goods["cigars"] == 1 and not any(m.split()[1] == "pablo" for m in s.moves)
    s = table(2, car=7, ship=SHIP, seats={0: {"pesos": 1}, 1: {**full, "cigars": 8}})
    begin(s)
    play(s, "0 car 1")
    assert goods(s, 0) == {}
    s = using(table(2, ship=SHIP, seats={0: {"sugar": 4}, 1: {"rum": 6}}), 0, "distillery")  # d
    refused(s, "0 use distillery 3")
    play(s, "0 use distillery 2")
    assert goods(s, 0) == {"sugar": 2, "rum": 2} and supply(s, "rum") == 0
    s = using(table(2, ship=SHIP, seats={0: {"sugar": 1}, 1: {"cigars": 8}}), 0, "black_market")  # e
    refused(s, "0 use black_market sugar cigars")
    refused(s, "0 use black_market wood rum", InvalidAction)
    refused(s, "0 use black_market sugar sugar")
    play(s, "0 use black_market sugar rum")
    assert goods(s, 0) == {"rum": 1}
    s = using(table(2, ship=SHIP, seats={0: {"rum": 2, "cigars": 1, "vp": 5}}), 0, "cafe")  # f
    refused(s, "0 use cafe rum rum", InvalidAction)
    play(s, "0 use cafe rum cigars")
    assert s.players[0].vp == 9 and goods(s, 0) == {"rum": 1}
    for line, after in (("buy 2", (1, 5)), ("sell 3", (16, 0))):  # g
        s = using(table(2, ship=SHIP, seats={0: {"pesos": 7, "vp": 3}}), 0, "casino")
        refused(s, "0 use casino buy 3")
        refused(s, "0 use casino sell 4")
        play(s, f"0 use casino {line}")
        assert (s.players[0].pesos, s.players[0].vp) == after
    s = using(table(2, ship=SHIP, seats={0: {"wood": 1, "vp": 3}}), 0, "sawmill")  # h
    play(s, "0 use sawmill")
    assert (s.players[0].goods["wood"], s.players[0].vp, s.players[0].pesos) == (0, 4, 1)
    assert legal_uses(s, 0, "sawmill") == []
    s = using(table(2, ship=SHIP, seats={1: {"pesos": 1}}), 0, "harbour_office")  # i
    refused(s, "0 use harbour_office down")
    play(s, "0 use harbour_office up")
    assert marker_flag(s) == "3"
    s = using(table(2, ship=SHIP, marker="3", seats={1: {"pesos": 1}}), 0, "harbour_office")
    play(s, "0 use harbour_office down")
    assert marker_flag(s) == "2"
    s = table(2, car=4, ship=SHIP)  # j
    begin(s)
    assert s.car == 5 and s.moves == []


def test_s15_the_7th_ship_ends_the_game_at_once_tie_breaks() -> None:
    """S-15: «Das Spiel endet sofort mit der Abfahrt des 7. Schiffes.» · «Bei Gleichstand gewinnt
    derjenige, der
    zusätzlich noch mehr Waren übrig hat. Bei erneutem Gleichstand gewinnt, wer außerdem noch mehr Pesos
    übrig hat.»"""
    for pesos0, places in ((4, (2, 1, 3)), (9, (1, 1, 3))):
        s = table(
            3,
            turn=1,
            car=9,
            departed=6,
            ship={"sugar": 0, "citrus": 1, "rum": 0, "cigars": 0},
            seats={
                0: {"vp": 40, "pesos": pesos0, "sugar": 3, "rum": 3, "wood": 2},
                1: {"vp": 39, "pesos": 9, "citrus": 1, "sugar": 2, "wood": 3, "figure": "W1"},
                2: {"vp": 42, "pesos": 20, "tobacco": 1, "owns": ["church"]},
            },
        )
        begin(s)
        events = play(s, "1 car 1", "1 deliver citrus 1")
        assert s.phase == "end" and s.departed == 7
        assert not any(isinstance(e, OwnerPaid) for e in events) and s.players[2].vp == 42
        assert s.players[1].vp == 41 and s.rolls_used == 7
        result = outcome(s)
        assert result is not None
        assert result.scores == (42, 42, 42) and result.places == places
        if pesos0 == 4:
            assert result.order == (1, 0, 2)
        else:
            assert result.winners == (0, 1)
        refused(s, "0 deliver sugar 1", IllegalAction)
