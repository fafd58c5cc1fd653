"""RULES.md §7 – §9: figure step, building functions, ownership and owner VP (SC-35 – SC-45, R-14 – R-18)."""

from __future__ import annotations

from typing import Any

from rules.santiago.errors import InvalidAction
from rules.santiago.events import OwnerPaid, ShipDeparted
from rules.santiago.ship import marker_flag
from rules.santiago.state import GameState
from tests.rules.santiago.table import SHIP, begin, goods, legal, play, refused, table, using


def _pedro(seats: dict[int, dict[str, Any]], players: int = 2) -> GameState:
    """Seat 0 drives to Pedro (white) from station 4."""
    s = table(players, car=4, ship=SHIP, seats={0: {"pesos": 1}, 1: {"pesos": 1}, **seats})
    begin(s)
    play(s, "0 car 1")
    return s


def test_sc35_figure_must_go_to_the_cubaners_colour() -> None:
    """SC-35: «Nachdem du zu einem Cubaner gefahren bist, musst du deine Figur auf ein Gebäude ziehen. Das
    Blumensymbol über dem Gebäude muss die gleiche Farbe haben wie das Blumensymbol des zuvor besuchten
    Cubanerplättchens.»"""
    s = _pedro({})
    assert legal(s) == {"0 go church", "0 go casino", "0 go newspaper"}
    assert refused(s, "0 go bank").key == "illegal.go_colour"


def test_sc36_no_entering_an_occupied_building() -> None:
    """SC-36: «Auf dem Gebäude darf sich keine andere Spielfigur befinden.»"""
    s = _pedro({1: {"pesos": 1, "figure": "W2"}})
    assert legal(s) == {"0 go church", "0 go newspaper"}
    assert refused(s, "0 go casino").key == "illegal.go_occupied"


def test_sc37_the_figure_may_not_stay() -> None:
    """SC-37: «Deine Figur darf nicht einfach stehen bleiben, sondern muss auf ein anderes Gebäude ziehen.»"""
    s = _pedro({0: {"pesos": 1, "figure": "W1"}})
    assert legal(s) == {"0 go casino", "0 go newspaper"}
    assert refused(s, "0 go church").key == "illegal.go_stay"


def test_sc38_one_candidate_is_forced() -> None:
    """SC-38: «Gebäude, die durch eine andere Figur besetzt sind, dürfen nicht betreten werden.»"""
    s = _pedro({0: {"pesos": 1, "figure": "W1"}, 1: {"pesos": 1, "figure": "W2"}})
    assert s.players[0].figure == "newspaper" and s.phase == "use" and s.moves == ["0 car 1"]


def test_sc39_four_stay_exceptions() -> None:
    """SC-39: «Es gibt 4 Ausnahmen. Deine Figur muss auf einem Gebäude stehen bleiben, wenn: 1. du zu „El
    Zorro“
    gefahren bist - die Funktion des Gebäudes darf genutzt werden. 2. du in den Hafen gefahren bist - die
    Funktion
    des Gebäudes darf nicht genutzt werden. 3. du zu einem deaktivierten Cubaner gefahren bist … 4. alle
    infrage
    kommenden Gebäude durch Figuren belegt sind - die Funktion des Gebäudes darf genutzt werden.»"""
    zorro = table(2, car=3, ship=SHIP, seats={0: {"pesos": 1, "figure": "B3"}, 1: {"pesos": 1}})
    begin(zorro)
    play(zorro, "0 car 1")
    assert zorro.phase == "use" and zorro.players[0].figure == "bank"
    harbour = table(2, car=9, ship=SHIP, seats={0: {"pesos": 1, "figure": "B3"}, 1: {"pesos": 1}})
    begin(harbour)
    play(harbour, "0 car 1")
    assert harbour.players[0].figure == "bank" and harbour.turn == 1
    down = table(
        2, car=3, ship=SHIP, face_down=("pedro",), seats={0: {"pesos": 1, "figure": "B3"}, 1: {"pesos": 1}}
    )
    begin(down)
    play(down, "0 car 2")
    assert down.players[0].figure == "bank" and down.turn == 1 and down.players[0].pesos == 0
    full = _pedro({0: {"pesos": 1, "figure": "W1"}, 1: {"pesos": 1, "figure": "W2"}, 2: {"figure": "W3"}}, 3)
    assert full.phase == "use" and full.players[0].figure == "church"


def test_r14_own_figure_counts_and_any_colour_stays() -> None:
    """R-14: «4. alle infrage kommenden Gebäude durch Figuren belegt sind - die Funktion des Gebäudes
    darf genutzt
    werden.»"""
    s = _pedro(
        {
            0: {"pesos": 1, "figure": "B3"},
            1: {"pesos": 1, "figure": "W1"},
            2: {"figure": "W2"},
            3: {"figure": "W3"},
        },
        4,
    )
    assert s.players[0].figure == "bank" and legal(s) == {"0 use bank", "0 use -"}


def test_r15_off_board_figure_stays_off() -> None:
    """R-15: «Fährst du in der allerersten Runde zu „El Zorro“, kannst du kein Gebäude nutzen.»"""
    s = _pedro({1: {"pesos": 1, "figure": "W1"}, 2: {"figure": "W2"}, 3: {"figure": "W3"}}, 4)
    assert s.players[0].figure is None and s.turn == 1


def test_sc40_using_is_optional_and_only_the_figures_building() -> None:
    """SC-40: «Die Nutzung eines Gebäudes ist freiwillig.»"""
    s = _pedro({0: {"pesos": 1}})
    play(s, "0 go church")
    assert legal(s) == {"0 use church", "0 use -"}
    assert refused(s, "0 use bank").key == "illegal.use_elsewhere"
    play(s, "0 use -")
    assert s.players[0].vp == 0 and s.turn == 1


def test_sc41_rulebook_example_bank_forced_owner_vp() -> None:
    """SC-41: «Dann darf Martina die Bank nutzen und erhält 2 Pesos. Da sich die Bank in Philipps Besitz
    befindet,
    erhält er nun noch 1 Siegpunkt aus dem Vorrat.»"""
    s = table(
        2,
        car=0,
        ship=SHIP,
        seats={0: {"pesos": 1, "figure": "B2"}, 1: {"pesos": 1, "figure": "B1", "owns": ["bank"]}},
    )
    begin(s)
    play(s, "0 car 1", "0 use bank")
    assert (s.players[0].pesos, s.players[1].vp) == (3, 1)


def _use(building: str, line: str, seats: dict[str, int], **kw: Any) -> tuple[GameState, dict[str, int]]:
    s = using(table(2, ship=kw.pop("ship", SHIP), seats={0: seats, 1: {"pesos": 1}}, **kw), 0, building)

    play(s, f"0 use {building}{' ' + line if line else ''}")
    p = s.players[0]
    return s, {**goods(s, 0), "pesos": p.pesos, "vp": p.vp}


def test_sc42_every_building_function() -> None:
    """SC-42: «Du erhältst sofort 2 Pesos aus dem Vorrat.» · «Du erhältst sofort 1 Siegpunkt aus dem
    Vorrat.» ·
    «Du darfst sofort 1 Einheit Holz in den Vorrat legen und dir dafür 1 Siegpunkt und 1 Peso aus dem Vorrat
    nehmen.» · «Du darfst sofort einen beliebigen Nachfragewürfel des Schiffes auf „0“ drehen» · «Du
    darfst sofort
    1 Einheit einer auf dem Schiff nachgefragten Warensorte liefern.» · «Du erhältst sofort 1 Peso aus dem
    Vorrat.»"""
    assert _use("bank", "", {})[1] == {"pesos": 2, "vp": 0}
    assert _use("church", "", {})[1] == {"pesos": 0, "vp": 1}
    assert _use("distillery", "2", {"sugar": 3})[1] == {"sugar": 1, "rum": 2, "pesos": 0, "vp": 0}
    assert _use("cigar_factory", "1", {"tobacco": 1})[1] == {"cigars": 1, "pesos": 0, "vp": 0}
    assert _use("black_market", "citrus cigars", {"citrus": 1})[1] == {"cigars": 1, "pesos": 0, "vp": 0}
    assert _use("sawmill", "", {"wood": 2})[1] == {"wood": 1, "pesos": 1, "vp": 1}
    assert _use("cafe", "rum", {"rum": 2})[1] == {"rum": 1, "pesos": 0, "vp": 2}
    s, held = _use("customs", "sugar", {})
    assert s.dice["sugar"] == 0 and held == {"pesos": 0, "vp": 0}
    assert _use("casino", "buy 1", {"pesos": 4})[1] == {"pesos": 1, "vp": 1}
    s, _ = _use("harbour_office", "up", {}, marker="3")
    assert marker_flag(s) == "4"
    s, held = _use("trading_office", "rum", {"rum": 1}, marker="4")
    assert held == {"pesos": 0, "vp": 2} and s.dice["rum"] == 0
    s, held = _use("newspaper", "maria", {})
    assert held == {"pesos": 1, "vp": 0} and s.face_down == ["maria"]


def test_sc43_customs_trading_and_harbour_office_can_send_the_ship() -> None:
    """SC-43: «3. mit dem Zollamt die letzte Nachfrage des Schiffes neutralisiert hat. 4. mit dem Kontor die
    letzte Nachfrage erfüllt hat.»"""
    last = {"sugar": 0, "citrus": 0, "tobacco": 2, "rum": 0}
    s, _ = _use("customs", "tobacco", {}, ship=last)
    assert s.departed == 1 and s.phase == "demand" and s.to_move == 0
    s, _ = _use("trading_office", "tobacco", {"tobacco": 1}, ship={**last, "tobacco": 1})
    assert s.departed == 1 and s.phase == "demand"
    s, _ = _use("harbour_office", "up", {}, marker="4")
    assert s.departed == 1 and s.phase == "demand"


def test_sc44_owned_buildings_work_for_everyone() -> None:
    """SC-44: «Dazu legst du einen deiner Besitzmarker in die obere linke Ecke des gewählten
    Gebäudeplättchens.»"""
    s = using(table(2, ship=SHIP, seats={1: {"owns": ["bank"], "pesos": 1}}), 0, "bank")
    assert legal(s) == {"0 use bank", "0 use -"}


def test_sc45_owner_vp_for_standing_on_anothers_building() -> None:
    """SC-45: «Stehst du am Ende deines Zuges auf einem Gebäude, das sich im Besitz eines anderen
    Spielers befindet
    (sein Besitzmarker liegt darauf), erhält dieser sofort 1 Siegpunkt aus dem Vorrat. Du erhältst keinen
    Siegpunkt, wenn du auf einem eigenen Gebäude stehst.»"""
    s = using(table(2, ship=SHIP, seats={0: {"owns": ["bank"]}, 1: {"pesos": 1}}), 0, "bank")
    events = play(s, "0 use -")
    assert not any(isinstance(e, OwnerPaid) for e in events) and s.players[0].vp == 0
    s = using(table(2, ship=SHIP, seats={1: {"owns": ["bank"], "pesos": 1}}), 0, "bank")
    play(s, "0 use -")
    assert s.players[1].vp == 1


def test_r16_casino_one_direction_per_use() -> None:
    """R-16: «Du darfst sofort beliebig viele Pesos in Siegpunkte umtauschen oder umgekehrt.»"""
    s = using(table(2, ship=SHIP, seats={0: {"pesos": 6, "vp": 2}}), 0, "casino")
    assert legal(s) == {
        "0 use casino buy 1",
        "0 use casino buy 2",
        "0 use casino sell 1",
        "0 use casino sell 2",
        "0 use -",
    }
    refused(s, "0 use casino buy 1 sell 1", InvalidAction)


def test_r17_only_ship_dice_no_zero_to_zero_newspaper_peso_forfeited() -> None:
    """R-17: «Du darfst sofort einen beliebigen Nachfragewürfel des Schiffes auf „0“ drehen (=keine
    Nachfrage).»"""
    s = using(
        table(2, ship={"sugar": 0, "citrus": 2, "tobacco": 1, "rum": 3}, seats={1: {"pesos": 1}}),
        0,
        "customs",
    )
    assert legal(s) == {"0 use customs citrus", "0 use customs tobacco", "0 use customs rum", "0 use -"}
    refused(s, "0 use customs sugar")
    refused(s, "0 use customs cigars")
    s = using(table(2, ship=SHIP, seats={1: {"pesos": 1}}), 0, "newspaper")
    play(s, "0 use -")
    assert s.players[0].pesos == 0


def test_r18_owner_vp_on_every_turn_end_harbour_by_option() -> None:
    """R-18: «Stehst du am Ende deines Zuges auf einem Gebäude …» · «darfst du am Ende deines Zuges kein
    Gebäude
    nutzen»"""
    for option, vp in ((True, 1), (False, 0)):
        s = table(
            2,
            car=9,
            ship=SHIP,
            options={"owner_vp_on_harbour_turns": option},
            seats={0: {"pesos": 1, "figure": "B3"}, 1: {"pesos": 1, "owns": ["bank"]}},
        )
        begin(s)
        play(s, "0 car 1")
        assert s.players[1].vp == vp and s.turn == 1
    s = table(
        2,
        car=3,
        ship=SHIP,
        face_down=("pedro",),
        options={"owner_vp_on_harbour_turns": False},
        seats={0: {"pesos": 1, "figure": "B3"}, 1: {"pesos": 1, "owns": ["bank"]}},
    )
    begin(s)
    play(s, "0 car 2")
    assert s.players[1].vp == 1


def test_r18_no_owner_vp_when_the_game_ended() -> None:
    """R-18 / R-24: «Das Spiel endet sofort mit der Abfahrt des 7. Schiffes.»"""
    s = using(
        table(2, ship=SHIP, marker="4", departed=6, seats={1: {"owns": ["harbour_office"]}}),
        0,
        "harbour_office",
    )
    events = play(s, "0 use harbour_office up")
    assert s.phase == "end" and any(isinstance(e, ShipDeparted) for e in events) and s.players[1].vp == 0
    assert legal(s, 0) == set() and legal(s, 1) == set()
