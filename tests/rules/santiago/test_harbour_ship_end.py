"""RULES.md §10 – §13: harbour and delivery round, newspaper, value marker and ships, game end
(SC-46 – SC-63, R-19 – R-26)."""

from __future__ import annotations

from typing import Any

from rules.santiago.actions import Use
from rules.santiago.engine import legal_list, outcome
from rules.santiago.errors import InvalidAction
from rules.santiago.events import DemandSet, Event, Passed, RoundEnded, RoundStarted, ShipDeparted, TileTurned
from rules.santiago.holdings import supply
from rules.santiago.notation import parse
from rules.santiago.scoring import places, ranks
from rules.santiago.ship import marker_flag
from rules.santiago.state import GameState
from tests.rules.santiago.table import SHIP, begin, goods, legal, play, refused, table, using

BIG = {"sugar": 3, "citrus": 4, "tobacco": 3, "rum": 3}


def _harbour(seats: dict[int, dict[str, Any]], players: int = 3, **kw: Any) -> tuple[GameState, list[Event]]:
    base = {s: {"pesos": 1} for s in range(players)}
    for seat, spec in seats.items():
        base[seat] = {**base[seat], **spec}
    s = table(players, car=9, ship=kw.pop("ship", BIG), seats=base, **kw)
    begin(s)
    events = play(s, "0 car 1")
    return s, events


def test_sc46_stopping_on_the_harbour_starts_a_delivery_round() -> None:
    """SC-46: «Beendest du deine Fahrt im Hafen, löst du damit sofort eine Lieferrunde aus, in der alle
    Spieler
    Waren auf das Schiff laden dürfen.»"""
    s, events = _harbour({0: {"rum": 1, "figure": "W1"}})
    assert any(isinstance(e, RoundStarted) for e in events)
    assert s.phase == "deliver" and s.to_move == 0 and s.players[0].figure == "church"


def test_sc47_mover_first_then_clockwise_laps_passed_out() -> None:
    """SC-47: «Angefangen bei dir und dann stets reihum im Uhrzeigersinn darf jeder von euch jeweils eine
    Warensorte liefern» · «Wer gepasst hat, kann nicht wieder in die laufende Lieferrunde einsteigen.»"""
    s, _ = _harbour({0: {"rum": 2}, 1: {"sugar": 2}, 2: {"citrus": 2}})
    seen = []
    for line in ("0 deliver rum 1", "1 pass", "2 deliver citrus 1", "0 deliver rum 1"):
        seen.append(s.to_move)
        play(s, line)
    assert seen == [0, 1, 2, 0] and s.to_move == 2
    refused(s, "1 deliver sugar 1")


def test_sc48_delivery_returns_goods_turns_die_scores() -> None:
    """SC-48: «Die gelieferten Waren legt ihr zurück in den Vorrat. Nach jeder einzelnen Lieferung wird die
    aktuelle Nachfrage sofort angepasst … Wer Waren auf das Schiff liefert, erhält sofort entsprechend
    Siegpunkte.»"""
    s, _ = _harbour({0: {"sugar": 3}, 1: {"rum": 1}}, marker="3")
    refused(s, "0 deliver sugar 4")
    play(s, "0 deliver sugar 2")
    assert s.dice["sugar"] == 1 and s.players[0].vp == 6 and supply(s, "sugar") == 7


def test_sc49_wood_instead_of_one_demanded_good_one_vp_each() -> None:
    """SC-49: «Holz kann jeweils anstelle einer nachgefragten Warensorte auf das Schiff geliefert werden.
    … Allerdings
    bekommt ein Spieler für jedes Holz, das er auf das Schiff liefert, immer nur 1 Siegpunkt»"""
    s, _ = _harbour({0: {"wood": 3, "sugar": 1}, 1: {"rum": 1}}, marker="4")
    play(s, "0 deliver wood 3 tobacco")
    assert s.players[0].vp == 3 and s.dice["tobacco"] == 0 and s.players[0].goods["sugar"] == 1
    refused(s, "0 deliver wood 1 sugar 1", InvalidAction)


def test_r19_partial_deliveries_wood_limited_auto_pass() -> None:
    """R-19: «(jedoch höchstens so viele Einheiten, wie das Schiff aktuell nachfragt)» · «Wer nicht
    liefern möchte
    oder kann, wenn er an die Reihe kommt, muss passen.»"""
    s, _ = _harbour({0: {"citrus": 3, "wood": 2}, 1: {"cigars": 2}, 2: {"rum": 1}}, ship={**BIG, "sugar": 1})
    lines = legal(s)
    assert {"0 deliver citrus 1", "0 deliver citrus 3", "0 deliver wood 2 citrus", "0 pass"} <= lines
    assert "0 deliver wood 2 sugar" not in lines
    events = play(s, "0 deliver citrus 1")
    assert [e.seat for e in events if isinstance(e, Passed)] == [1] and s.to_move == 2
    assert s.moves[-1] == "0 deliver citrus 1"


def test_sc50_round_ends_when_filled_or_all_passed() -> None:
    """SC-50: «Sobald die Nachfrage nach allen Waren erfüllt ist (also alle Würfel die „0“ zeigen), endet die
    Lieferrunde.» · «Die Lieferrunde endet auch, wenn alle Spieler gepasst haben … Der blaue
    Warenwertmarker wird
    dazu eine Fahne weiter nach rechts gezogen.»"""
    s, _ = _harbour({0: {"rum": 1}, 1: {"rum": 1}}, ship={"sugar": 0, "citrus": 0, "tobacco": 0, "rum": 1})
    events = play(s, "0 deliver rum 1")
    assert any(isinstance(e, RoundEnded) and e.filled for e in events) and s.departed == 1
    assert s.players[1].goods["rum"] == 1 and s.phase == "demand"
    s, _ = _harbour({0: {"rum": 1}}, marker="4")
    events = play(s, "0 pass")
    assert any(isinstance(e, RoundEnded) and not e.filled for e in events)
    assert s.departed == 1 and s.phase == "demand" and s.to_move == 0


def test_sc51_wood_only_from_miguel() -> None:
    """SC-51: «Holz erhaltet ihr nur bei „Miguel“, dem Holzfäller.»"""
    s = using(table(2, ship=SHIP, seats={0: {"wood": 2}, 1: {"pesos": 1}}), 0, "black_market")
    assert legal(s) == {"0 use -"}
    refused(s, "0 use black_market wood rum", InvalidAction)
    s = using(table(2, ship=SHIP, seats={0: {"wood": 2}, 1: {"pesos": 1}}), 0, "trading_office")
    assert legal(s) == {"0 use -"}


def test_sc52_face_down_visit_uses_nothing() -> None:
    """SC-52: «Im Folgenden darf das Auto zwar zu dem deaktivierten Cubaner fahren, allerdings darf dann
    weder seine
    Funktion noch die eines Gebäudes genutzt werden.»"""
    s = table(
        2, car=3, ship=SHIP, face_down=("pedro",), seats={0: {"pesos": 1, "figure": "B3"}, 1: {"pesos": 1}}
    )
    begin(s)
    play(s, "0 car 2")
    assert s.car == 5 and goods(s, 0) == {} and s.players[0].pesos == 0 and s.turn == 1


def test_sc53_face_down_visit_is_a_turn_with_owner_vp() -> None:
    """SC-53: «3. du zu einem deaktivierten Cubaner gefahren bist (siehe „Zeitungsverlag“) - die Funktion des
    Gebäudes darf nicht genutzt werden.»"""
    s = table(
        2,
        car=3,
        ship=SHIP,
        face_down=("pedro",),
        seats={0: {"pesos": 1, "figure": "B3"}, 1: {"pesos": 1, "owns": ["bank"]}},
    )
    begin(s)
    play(s, "0 car 2")
    assert s.players[1].vp == 1


def test_sc54_face_up_again_once_left_behind() -> None:
    """SC-54: «Sobald das Auto den deaktivierten Cubaner hinter sich gelassen hat, dreht ihr das
    Cubanerplättchen
    wieder auf die Vorderseite.»"""
    s = table(2, car=4, ship=SHIP, face_down=("el_zorro",), seats={0: {"pesos": 1}, 1: {"pesos": 1}})
    begin(s)
    events = play(s, "0 car 1")
    assert [(e.cubaner, e.face_up) for e in events if isinstance(e, TileTurned)] == [("el_zorro", True)]


def test_r20_flip_back_timing_and_any_face_up_target() -> None:
    """R-20: «Außerdem darfst du ein Cubanerplättchen auf die Rückseite drehen und es so deaktivieren.»"""
    s = using(table(2, car=5, ship=SHIP, face_down=("maria",), seats={1: {"pesos": 1}}), 0, "newspaper")
    lines = legal(s)
    assert "0 use newspaper pedro" in lines and "0 use newspaper maria" not in lines
    assert len(lines) == 2 + 8
    play(s, "0 use newspaper pedro")
    assert sorted(s.face_down) == ["maria", "pedro"]
    play(s, "1 car 1")
    assert s.face_down == ["maria"]


def test_sc55_marker_moves_never_below_2() -> None:
    """SC-55: «Der Ertrag kann nie unter „2“ fallen.»"""
    s = using(table(2, ship=SHIP, seats={1: {"pesos": 1}}), 0, "harbour_office")
    assert "0 use harbour_office down" not in legal(s)
    play(s, "0 use harbour_office up")
    assert marker_flag(s) == "3"


def test_sc56_new_ship_resets_the_marker() -> None:
    """SC-56: «Mit jedem neuen Schiff rückt der Warenwertmarker automatisch wieder auf die linke Fahne mit der
    „2“.»"""
    s, _ = _harbour({0: {"rum": 1}}, marker="3", ship={"sugar": 0, "citrus": 0, "tobacco": 0, "rum": 1})
    play(s, "0 deliver rum 1")
    assert marker_flag(s) == "2" and s.departed == 1


def test_sc57_two_ways_to_depart() -> None:
    """SC-57: «Ein Schiff läuft immer dann aus, wenn: 1. seine Nachfrage vollständig erfüllt ist (alle Würfel
    zeigen die „0“) ODER 2. der Warenwertmarker auf die karierte Fahne gezogen wird.»"""
    s = using(
        table(2, ship={"sugar": 0, "citrus": 0, "tobacco": 1, "rum": 0}, seats={1: {"pesos": 1}}),
        0,
        "customs",
    )
    events = play(s, "0 use customs tobacco")
    assert [e.ship for e in events if isinstance(e, ShipDeparted)] == [1]
    s = using(table(2, ship=SHIP, marker="4", seats={1: {"pesos": 1}}), 0, "harbour_office")
    events = play(s, "0 use harbour_office up")
    assert [e.ship for e in events if isinstance(e, ShipDeparted)] == [1] and s.ship == 2


def test_sc58_departure_effects_in_order() -> None:
    """SC-58: «Danach kommt sofort ein neues Schiff.» · «Das Spiel endet sofort mit der Abfahrt des 7.
    Schiffes.»"""
    s = using(table(2, ship=SHIP, marker="4", departed=3, seats={1: {"pesos": 1}}), 0, "harbour_office")
    play(s, "0 use harbour_office up")
    assert (s.departed, s.ship, marker_flag(s), s.dice) == (4, 5, "2", {}) and s.phase == "demand"


def test_sc59_the_causer_sets_the_new_demand() -> None:
    """SC-59: «Die Nachfrage des neuen Schiffes bestimmt der Spieler, der die Abfahrt des vorherigen Schiffes
    ausgelöst hat.» · «1. das Auto in den Hafen bewegt und damit eine Lieferrunde ausgelöst hat.»"""
    s, _ = _harbour({0: {"sugar": 1}, 1: {"rum": 1}}, ship={"sugar": 1, "citrus": 0, "tobacco": 0, "rum": 1})
    play(s, "0 deliver sugar 1", "1 deliver rum 1")
    assert s.departed == 1 and s.phase == "demand" and s.to_move == 0
    refused(s, "1 demand sugar citrus tobacco rum")


def test_sc60_roll_all_five_choose_four() -> None:
    """SC-60: «Dann entscheidet er sich für 4 Würfel, die er mit ihrer gewürfelten Seite nach oben auf den 4
    Feldern des großen Schiffes platziert. Den letzten Würfel … legt der Spieler neben den Spielplan.»"""
    s, _ = _harbour(
        {0: {"rum": 1}},
        ship={"sugar": 0, "citrus": 0, "tobacco": 0, "rum": 1},
        rolls={1: {"sugar": 3, "citrus": 0, "tobacco": 1, "rum": 2, "cigars": 2}},
    )
    play(s, "0 deliver rum 1")
    assert len(legal(s)) == 5
    refused(s, "0 demand citrus sugar tobacco rum", InvalidAction)
    events = play(s, "0 demand citrus tobacco rum cigars")
    assert s.dice == {"citrus": 0, "tobacco": 1, "rum": 2, "cigars": 2} and s.aside == "sugar"
    assert [e.aside_face for e in events if isinstance(e, DemandSet)] == [3]


def test_r21_no_demand_until_turn_end_but_before_a_delivery_round() -> None:
    """R-21: «Der Spieler bestimmt am Ende seines Zuges die neue Nachfrage»"""
    s = table(
        2,
        car=9,
        marker="4",
        ship=SHIP,
        seats={0: {"pesos": 11, "rum": 2}, 1: {"pesos": 1}},
        rolls={1: {"sugar": 0, "citrus": 0, "tobacco": 0, "rum": 2, "cigars": 1}},
    )
    begin(s)
    play(s, "0 car 11")
    assert s.departed == 1 and s.car == 0 and s.phase == "demand" and s.harbour_after_demand
    play(s, "0 demand sugar citrus tobacco rum")
    assert s.phase == "deliver" and s.to_move == 0
    play(s, "0 deliver rum 2")
    assert s.departed == 2 and s.phase == "demand"


def test_r22_an_all_zero_demand_departs_at_once() -> None:
    """R-22: «Ein Schiff läuft immer dann aus, wenn: 1. seine Nachfrage vollständig erfüllt ist (alle Würfel
    zeigen die „0“)»"""
    s, _ = _harbour(
        {0: {"rum": 1}},
        ship={"sugar": 0, "citrus": 0, "tobacco": 0, "rum": 1},
        rolls={1: {"sugar": 0, "citrus": 0, "tobacco": 0, "rum": 0, "cigars": 2}},
    )
    play(s, "0 deliver rum 1")
    events = play(s, "0 demand sugar citrus tobacco rum")
    assert s.departed == 2 and s.rolls_used == 2 and s.phase == "demand" and s.to_move == 0
    assert sum(isinstance(e, ShipDeparted) for e in events) == 1


def test_sc61_no_other_end_condition() -> None:
    """SC-61: «Das Spiel endet sofort mit der Abfahrt des 7. Schiffes.»"""
    s = table(2, car=0, ship=SHIP, departed=6, seats={0: {"pesos": 1}, 1: {"wood": 8, "pesos": 1}})
    begin(s)
    play(s, "0 car 1")
    assert s.phase != "end" and supply(s, "wood") == 0


def test_sc62_the_7th_departure_ends_the_game_at_once() -> None:
    """SC-62: «Das Spiel endet sofort mit der Abfahrt des 7. Schiffes.»"""
    s = table(2, car=8, ship=SHIP, marker="4", departed=6, seats={0: {"pesos": 5}, 1: {"pesos": 1}})
    begin(s)
    play(s, "0 car 3")
    assert s.phase == "end" and s.departed == 7 and s.ship == 7 and marker_flag(s) == "chequered"
    assert all(legal_list(s, seat) == [] for seat in range(2))


def test_r23_holdings_stay_where_they_are() -> None:
    """R-23: «Ihr könnt noch eure verbliebenen Waren in Siegpunkte tauschen»"""
    s = using(
        table(2, ship=SHIP, marker="4", departed=6, seats={0: {"rum": 4, "pesos": 3}}), 0, "harbour_office"
    )
    play(s, "0 use harbour_office up")
    assert s.players[0].goods["rum"] == 4 and s.players[0].pesos == 3 and s.players[0].vp == 0


def test_r24_sofort_voids_the_rest_of_the_turn() -> None:
    """R-24: «Das Spiel endet sofort mit der Abfahrt des 7. Schiffes.» — fare paid, car on its
    destination, passed
    tiles turned up, nothing at the destination."""
    s = table(
        2,
        car=8,
        ship=SHIP,
        marker="4",
        departed=6,
        face_down=("martinez", "miguel"),
        seats={0: {"pesos": 5}, 1: {"pesos": 1}},
    )
    begin(s)
    play(s, "0 car 4")
    p = s.players[0]
    assert (s.car, p.pesos, goods(s, 0), p.vp) == (2, 2, {}, 0)
    assert s.face_down == [] and s.phase == "end"


def test_sc63_final_scoring_and_tie_breaks() -> None:
    """SC-63: «Für je 3 Waren (auch Holz), die ihr zurück in den Vorrat legt, erhaltet ihr jeweils 1
    Siegpunkt.
    Geld zählt nichts mehr.» · «Bei Gleichstand gewinnt derjenige, der zusätzlich noch mehr Waren übrig
    hat.»"""
    s = using(
        table(
            3,
            ship=SHIP,
            marker="4",
            departed=6,
            seats={
                0: {"vp": 10, "wood": 7, "pesos": 1},
                1: {"vp": 12, "pesos": 50},
                2: {"vp": 11, "sugar": 4},
            },
        ),
        0,
        "harbour_office",
    )
    play(s, "0 use harbour_office up")
    result = outcome(s)
    assert result is not None and result.scores == (12, 12, 12)
    assert result.order == (0, 2, 1) and result.places == (1, 3, 2)


def test_r25_conversion_automatic_shared_places() -> None:
    """R-25: «Wer die meisten Siegpunkte gesammelt hat, ist der Sieger des Spiels.» — a tie after pesos is
    shared."""
    s = using(
        table(
            3,
            ship=SHIP,
            marker="4",
            departed=6,
            seats={0: {"vp": 5, "rum": 3, "pesos": 2}, 1: {"vp": 6, "pesos": 2}, 2: {"vp": 1}},
        ),
        0,
        "harbour_office",
    )
    play(s, "0 use harbour_office up")
    assert places(s) == (1, 1, 3) and ranks(s) == (0, 1, 2)
    result = outcome(s)
    assert result is not None and result.winners == (0, 1) and s.players[0].goods["rum"] == 3


def test_r26_dominated_choices_have_no_line() -> None:
    """R-26: «Die Nutzung eines Gebäudes ist freiwillig.» — declining a fixed gain, an empty Pablo, both
    casino
    directions and a newspaper flip without its peso cannot be written."""
    for line in ("0 pablo -", "0 use casino buy 1 sell 1", "0 use newspaper - maria", "0 decline"):
        refused(table(2, ship=SHIP), line, InvalidAction)
    assert parse("0 use newspaper maria") == Use(0, "newspaper", ("maria",))


def test_r20_full_circle_turns_the_start_tile_up_before_arriving() -> None:
    """R-20 with a 10-step move: the start tile is left behind (turned up), so the car arrives at it face up
    («Sobald das Auto den deaktivierten Cubaner hinter sich gelassen hat …»)."""
    s = table(2, car=5, ship=SHIP, face_down=("pedro",), seats={0: {"pesos": 9}, 1: {"pesos": 1}})
    begin(s)
    play(s, "0 car 10")
    assert s.car == 5 and s.face_down == [] and goods(s, 0) == {"tobacco": 2} and s.players[0].pesos == 0
