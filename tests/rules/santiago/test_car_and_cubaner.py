"""RULES.md §4 – §6: turn structure, car movement and Cubaner functions (SC-17 – SC-34, R-6 – R-13)."""

from __future__ import annotations

from typing import Any

from rules.santiago.errors import IllegalAction, InvalidAction
from rules.santiago.events import (
    BuildingUsed,
    CarMoved,
    FigureMoved,
    Gained,
    HarbourSkipped,
    OwnerPaid,
    RoundStarted,
    TileTurned,
    Tribute,
)
from rules.santiago.holdings import markers_left, supply
from rules.santiago.ship import marker_flag
from rules.santiago.state import GameState
from tests.rules.santiago.table import SHIP, begin, goods, legal, play, refused, table

BIG = {"sugar": 3, "citrus": 4, "tobacco": 3, "rum": 3}


def _go(players: int = 2, car: int = 0, pesos: int = 5, **kw: Any) -> GameState:
    seats = kw.pop("seats", {0: {"pesos": pesos}, 1: {"pesos": 1}})
    s = table(players, car=car, ship=kw.pop("ship", SHIP), seats=seats, **kw)
    begin(s)
    return s


def test_sc17_turn_steps_in_order() -> None:
    """SC-17: «Ein Spielzug besteht im Wesentlichen aus zwei Elementen:» · «Mit dem Auto zu einem Cubaner
    oder in
    den Hafen fahren» · «Mit der eigenen Figur ein Gebäude nutzen»"""
    s = _go(seats={0: {"pesos": 1, "figure": "B2"}, 1: {"figure": "B1", "owns": ["bank"], "pesos": 1}})
    events = play(s, "0 car 1", "0 use bank")
    kinds = [type(e) for e in events if type(e) in (CarMoved, Gained, FigureMoved, BuildingUsed, OwnerPaid)]
    assert kinds == [CarMoved, Gained, FigureMoved, BuildingUsed, Gained, OwnerPaid]
    assert s.turn == 1 and s.phase == "car"


def test_sc18_the_car_must_move_forward() -> None:
    """SC-18: «Wenn du an die Reihe kommst, musst du das Auto im Uhrzeigersinn vorwärtsziehen.»"""
    s = _go()
    assert all(line.split()[1] == "car" for line in legal(s))
    refused(s, "0 car 0", InvalidAction)
    refused(s, "0 use -")
    refused(s, "0 pass")


def test_sc19_first_station_free_each_further_one_peso() -> None:
    """SC-19: «Aber nur die Fahrt zur unmittelbar nächsten Station ist kostenlos. Jede Station, die über
    die erste
    hinaus geht, kostet dich jeweils 1 Peso.»"""
    for steps in (1, 2, 4):
        s = _go(car=1, pesos=5)
        play(s, f"0 car {steps}")
        assert s.players[0].pesos == 5 - (steps - 1) and s.car == 1 + steps


def test_r6_any_distance_the_pesos_allow() -> None:
    """R-6: «Du darfst dabei beliebig viele Stationen weit fahren.»"""
    s = _go(car=3, pesos=10)
    assert legal(s) == {f"0 car {k}" for k in range(1, 12)}
    err = refused(s, "0 car 12")
    assert err.key == "illegal.car_cost"
    play(s, "0 car 10")
    assert s.car == 3 and s.players[0].pesos == 1


def test_sc20_skipping_the_harbour_moves_the_marker() -> None:
    """SC-20: «Immer wenn das Auto die Station „Hafen“ überspringt, erfolgt keine Lieferrunde. Allerdings
    steigt
    der Siegpunktertrag der nachgefragten Waren.»"""
    s = _go(car=9, pesos=2, seats={0: {"pesos": 2, "rum": 1}, 1: {"rum": 1}})
    events = play(s, "0 car 2")
    assert any(isinstance(e, HarbourSkipped) for e in events)
    assert not any(isinstance(e, RoundStarted) for e in events)
    assert marker_flag(s) == "3" and s.car == 1


def test_r7_passed_stations_only_each_passage_counts() -> None:
    """R-7: «Immer wenn das Auto die Station „Hafen“ überspringt …» — start and destination are never skipped;
    a move of 12 or more steps passes the harbour twice."""
    s = _go(car=0, pesos=2)
    play(s, "0 car 1")
    assert marker_flag(s) == "2"
    s = _go(car=5, pesos=20, seats={0: {"pesos": 20}, 1: {"pesos": 1}})
    events = play(s, "0 car 16")
    assert sum(isinstance(e, HarbourSkipped) for e in events) == 2
    assert marker_flag(s) == "4" and s.car == 1
    s = _go(car=8, pesos=2, seats={0: {"pesos": 2, "rum": 1}})
    events = play(s, "0 car 2")
    assert not any(isinstance(e, HarbourSkipped) for e in events) and s.phase == "deliver"


def test_sc21_passed_face_down_tiles_turn_face_up() -> None:
    """SC-21: «Sobald das Auto den deaktivierten Cubaner hinter sich gelassen hat, dreht ihr das
    Cubanerplättchen
    wieder auf die Vorderseite.»"""
    s = _go(car=1, pesos=5, face_down=("maria", "jose"))
    events = play(s, "0 car 3")
    assert [e.cubaner for e in events if isinstance(e, TileTurned)] == ["maria", "jose"]
    assert s.face_down == []


def test_sc22_face_down_tile_may_be_chosen_or_skipped() -> None:
    """SC-22: «Die Station des deaktivierten Cubaners darf natürlich nach den üblichen Regeln und zu den
    üblichen
    Kosten übersprungen werden.»"""
    s = _go(car=1, pesos=2, face_down=("maria",), seats={0: {"pesos": 2}, 1: {"pesos": 1}})
    assert {"0 car 1", "0 car 2", "0 car 3"} == legal(s)
    play(s, "0 car 1")
    assert s.car == 2 and s.players[0].pesos == 2 and s.face_down == ["maria"]


def test_sc23_function_used_at_once() -> None:
    """SC-23: «Beendest du deine Fahrt bei einem Cubaner, darfst du sofort dessen Funktion nutzen.»"""
    s = _go(car=1)
    play(s, "0 car 1")
    assert s.players[0].vp == 2 and s.phase == "go"


def test_r8_fixed_gains_are_applied_without_a_line() -> None:
    """R-8: the fixed Cubaner gains are automatic (SC-23: «… darfst du sofort dessen Funktion nutzen.»)."""
    s = _go(car=4)
    play(s, "0 car 1")
    assert s.moves == ["0 car 1"] and goods(s, 0) == {"tobacco": 2}


def _gain(car: int, **seats: object) -> dict[str, int]:
    s = _go(car=car, pesos=1)
    play(s, "0 car 1")
    p = s.players[0]
    return {**goods(s, 0), "pesos": p.pesos, "vp": p.vp}


def test_sc24_pedro_two_tobacco() -> None:
    """SC-24: «Du erhältst 2 Tabak aus dem Vorrat.»"""
    assert _gain(4) == {"tobacco": 2, "pesos": 1, "vp": 0}


def test_sc25_jose_two_sugar() -> None:
    """SC-25: «Du erhältst 2 Zuckerrohr aus dem Vorrat.»"""
    assert _gain(2) == {"sugar": 2, "pesos": 1, "vp": 0}


def test_sc26_conchita_two_citrus() -> None:
    """SC-26: «Du erhältst 2 Zitrusfrüchte aus dem Vorrat.»"""
    assert _gain(6) == {"citrus": 2, "pesos": 1, "vp": 0}


def test_sc27_miguel_two_wood() -> None:
    """SC-27: «Du erhältst 2 Holz aus dem Vorrat.»"""
    assert _gain(0) == {"wood": 2, "pesos": 1, "vp": 0}


def test_sc28_pablo_one_good_of_choice() -> None:
    """SC-28: «Du erhältst 1 beliebige Ware aus dem Vorrat.»"""
    s = _go(car=7, pesos=1)
    play(s, "0 car 1")
    assert legal(s) == {f"0 pablo {g}" for g in ("sugar", "citrus", "tobacco", "rum", "cigars")}
    play(s, "0 pablo cigars")
    assert goods(s, 0) == {"cigars": 1} and s.phase == "go"


def test_r9_pablo_gives_no_wood() -> None:
    """R-9: «Holz erhaltet ihr nur bei „Miguel“, dem Holzfäller.»"""
    s = _go(car=7, pesos=1)
    play(s, "0 car 1")
    refused(s, "0 pablo wood", InvalidAction)
    assert not any("wood" in line for line in legal(s))


def test_sc29_maria_two_vp() -> None:
    """SC-29: «Du erhältst 2 Siegpunkte aus dem Vorrat.»"""
    assert _gain(1) == {"pesos": 1, "vp": 2}


def test_sc30_martinez_three_pesos() -> None:
    """SC-30: «Du erhältst 3 Pesos aus dem Vorrat.»"""
    assert _gain(8) == {"pesos": 4, "vp": 0}


def test_sc31_scarce_goods_are_not_received() -> None:
    """SC-31: «Wer etwas erhalten würde, das nicht vorrätig ist, geht leer aus.»"""
    s = _go(car=2, seats={0: {"pesos": 1}, 1: {"sugar": 8}})
    play(s, "0 car 1")
    assert goods(s, 0) == {} and supply(s, "sugar") == 0


def test_r10_partial_gains_choices_need_supply_conversions_capped() -> None:
    """R-10: «Hinweis: Waren sind knapp. Es gibt im Spiel von jeder Sorte nur 8 Stück.»"""
    s = _go(car=2, seats={0: {"pesos": 1}, 1: {"sugar": 7}})
    play(s, "0 car 1")
    assert goods(s, 0) == {"sugar": 1}
    s = _go(car=7, seats={0: {"pesos": 1}, 1: {"rum": 8, "cigars": 8}})
    play(s, "0 car 1")
    assert legal(s) == {"0 pablo sugar", "0 pablo citrus", "0 pablo tobacco"}
    from tests.rules.santiago.table import using

    s = using(table(2, ship=SHIP, seats={0: {"tobacco": 5}, 1: {"cigars": 6}}), 0, "cigar_factory")
    assert legal(s) == {"0 use cigar_factory 1", "0 use cigar_factory 2", "0 use -"}


def _zorro(seats: dict[int, dict[str, Any]], players: int = 3) -> GameState:
    s = table(players, car=3, ship=SHIP, seats={0: {"pesos": 1, "figure": "B3"}, **seats})
    begin(s)
    play(s, "0 car 1")
    return s


def test_sc32_el_zorro_every_other_player_gives() -> None:
    """SC-32: «Jeder Mitspieler muss dir etwas geben. Jeder darf sich aussuchen, welches der folgenden
    Dinge er an
    dich abgibt: 1 Peso ODER 1 Ware (außer Holz) ODER 1 Siegpunkt»"""
    s = _zorro({1: {"pesos": 2, "vp": 3, "rum": 1, "wood": 4}, 2: {"vp": 1, "sugar": 1}})
    assert s.to_move == 1 and legal(s) == {"1 give peso", "1 give vp", "1 give rum"}
    play(s, "1 give rum")
    assert s.to_move == 2 and legal(s) == {"2 give vp", "2 give sugar"}
    play(s, "2 give vp")
    p = s.players[0]
    assert (p.vp, goods(s, 0)) == (1, {"rum": 1}) and s.players[2].vp == 0


def test_r11_givers_clockwise_forced_or_nothing() -> None:
    """R-11: «Jeder Mitspieler muss dir etwas geben.» — in clockwise order; one thing is given by itself;
    a giver with nothing gives nothing."""
    s = _zorro({1: {"wood": 3}, 2: {"pesos": 1}, 3: {"vp": 1, "citrus": 1}}, players=4)
    events = [e for e in play(s) if isinstance(e, Tribute)]
    assert s.to_move == 3 and s.players[2].pesos == 0 and s.players[0].pesos == 2
    assert s.moves == ["0 car 1"] and events == []
    play(s, "3 give citrus")
    assert goods(s, 0) == {"citrus": 1}


def test_sc33_el_zorro_figure_stays_and_may_use_again() -> None:
    """SC-33: «Daher darfst du deine Figur anschließend nicht auf ein neues Gebäude ziehen. Stattdessen
    bleibt deine
    Figur an ihrem ursprünglichen Platz stehen. Das Gebäude, auf dem sich deine Spielfigur befindet,
    darfst du nun
    ein weiteres Mal nutzen.»"""
    s = _zorro({1: {"pesos": 1}, 2: {"pesos": 1}})
    assert s.phase == "use" and s.players[0].figure == "bank"
    assert legal(s) == {"0 use bank", "0 use -"}
    s = table(3, car=3, ship=SHIP, seats={0: {"pesos": 1}, 1: {"pesos": 1}, 2: {"pesos": 1}})
    begin(s)
    play(s, "0 car 1")
    assert s.players[0].figure is None and s.turn == 1


def _alonso(seats: dict[int, dict[str, Any]]) -> GameState:
    s = table(2, car=5, ship=SHIP, seats={1: {"pesos": 1}, **seats})
    begin(s)
    play(s, "0 car 1")
    return s


def test_sc34_alonso_claim_or_use_then_white_building() -> None:
    """SC-34: «Bei „Alonso“ entscheidest du dich für eine von zwei Möglichkeiten:» · «Da der Anwalt eine weiße
    Blume aufweist, zieht Martina im Anschluss ihre Figur wie gewohnt auf ein Gebäude, das unter einer weißen
    Blume liegt und darf auch dieses nutzen.»"""
    s = _alonso({0: {"pesos": 1, "owns": ["bank"]}})
    lines = legal(s)
    assert (
        "0 alonso use bank" in lines
        and "0 alonso claim casino" in lines
        and "0 alonso claim bank" not in lines
    )
    play(s, "0 alonso claim sawmill")
    assert s.players[0].owns == ["bank", "sawmill"] and markers_left(s, 0) == 1
    assert legal(s) == {"0 go church", "0 go casino", "0 go newspaper"}


def test_r12_three_markers_and_ownership_is_permanent() -> None:
    """R-12: «(Jeder von euch kann im Laufe einer Partie maximal 3 Gebäude in Besitz nehmen.)»"""
    s = _alonso({0: {"pesos": 1, "owns": ["bank", "church", "cafe"]}})
    assert not any("claim" in line for line in legal(s))
    assert refused(s, "0 alonso claim casino").key == "illegal.no_markers"
    play(s, "0 alonso -")
    assert s.players[0].owns == ["bank", "church", "cafe"]


def test_r13_alonso_details() -> None:
    """R-13: «Du darfst ein beliebiges Gebäude in Besitz nehmen, das noch keinem anderen Spieler gehört.»
    · «Dabei
    ist es egal, ob das Gebäude durch die Spielfigur eines Spielers besetzt ist.»"""
    s = _alonso({0: {"pesos": 1, "figure": "B2"}, 1: {"pesos": 1, "figure": "B1"}})
    assert {"0 alonso claim black_market", "0 alonso claim cigar_factory", "0 alonso -"} <= legal(s)
    s = _alonso({0: {"pesos": 1, "owns": ["church"], "vp": 0}})
    play(s, "0 alonso use church", "0 go church", "0 use church")
    assert s.players[0].vp == 2
    s = _alonso({0: {"pesos": 1, "owns": ["sawmill", "cafe", "distillery"]}})
    assert s.phase == "go" and s.moves == ["0 car 1"]


def test_r13_invalid_alonso_lines() -> None:
    """R-13 (b): passing is a line of its own (SC-34: «… entscheidest du dich für eine von zwei
    Möglichkeiten»)."""
    s = _alonso({0: {"pesos": 1}})
    refused(s, "0 alonso", InvalidAction)
    refused(s, "0 alonso use -", InvalidAction)
    assert isinstance(refused(s, "0 alonso use bank"), IllegalAction)
