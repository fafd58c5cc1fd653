"""SCENARIOS.md S-1 … S-15 (corrected 2026-11-25), one test per clause, with the document's exact numbers.

Each test's docstring names the scenario and quotes the clause it checks. A position is built with
:func:`~tests.rules.santiago.table.table` exactly as the scenario lists it; :func:`begin` starts the turn as
the engine does, so a 0-peso seat's ``car 1`` is applied by the engine (an *italic* forced step of the
document, N-1) and never written. "After" is checked once every forced step that follows the last line has
been applied, when the next written decision is awaited. "Illegal" lines must raise ``IllegalAction`` and
"Unparseable" lines ``InvalidAction``, each leaving the state unchanged.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.santiago import gamedata
from rules.santiago.actions import Deliver
from rules.santiago.buildings import legal_uses
from rules.santiago.cli import summary
from rules.santiago.engine import apply_in_place, legal_list, outcome
from rules.santiago.errors import InvalidAction
from rules.santiago.events import (
    BuildingUsed,
    CarMoved,
    Delivered,
    DemandSet,
    DieTurned,
    FigureMoved,
    FigureStayed,
    Gained,
    GameEnded,
    HarbourSkipped,
    MarkerMoved,
    OwnerPaid,
    Passed,
    RoundEnded,
    RoundStarted,
    ShipDeparted,
    TileTurned,
    Tribute,
    UseSkipped,
)
from rules.santiago.holdings import markers_left, supplies, supply
from rules.santiago.records import start_state
from rules.santiago.ship import marker_flag
from rules.santiago.state import GameState
from rules.santiago.turn import layout
from tests.rules.santiago.table import (
    L1_BUILDINGS,
    L2_CUBANER,
    SHIP,
    begin,
    consistent,
    delivering,
    goods,
    legal,
    of,
    play,
    refused,
    table,
    using,
)

EXAMPLE = Path(__file__).with_name("notation_example.json")
WHITE = {"church", "casino", "newspaper"}


def _white_go(seat: int) -> set[str]:
    """The three white ``go`` lines of ``seat`` (layout L1)."""
    return {f"{seat} go {b}" for b in sorted(WHITE)}


# --- Conventions ------------------------------------------------------------------------------------


def test_conventions_layout_l1() -> None:
    """Conventions: «Stations: `0` harbour · `1` miguel · `2` maria · `3` jose · `4` el_zorro · `5` pedro ·
    `6` alonso · `7` conchita · `8` pablo · `9` martinez.» and «Spaces: `W1` church, `W2` casino, `W3`
    newspaper (white) · `Y1` distillery, `Y2` cafe, `Y3` trading_office (yellow) · `B1` cigar_factory, `B2`
    black_market, `B3` bank (dark blue) · `X1` customs, `X2` harbour_office, `X3` sawmill (4th colour).»"""
    board = layout(table(2))
    assert board.station_cubaner == (
        None,
        "miguel",
        "maria",
        "jose",
        "el_zorro",
        "pedro",
        "alonso",
        "conchita",
        "pablo",
        "martinez",
    )
    assert {board.building_space[b]: b for b in board.building_space} == L1_BUILDINGS
    flower = board.building_flower
    for group in (WHITE, {"distillery", "cafe", "trading_office"}, {"cigar_factory", "black_market", "bank"}):
        assert {b for b in flower if flower[b] == flower[min(group)]} == group
    cub = gamedata.cubaner()
    assert cub["pedro"].flower == cub["alonso"].flower == flower["church"]
    assert cub["miguel"].flower == flower["bank"] and cub["jose"].flower == flower["cafe"]
    assert cub["el_zorro"].flower is None


def test_conventions_layout_l2() -> None:
    """S-11: «**Layout L2**: the buildings as in L1, but stations `1` pedro · `2` alonso · `3` jose · `4`
    miguel · `5` el_zorro · `6` maria · `7` conchita · `8` pablo · `9` martinez.»"""
    board = layout(table(3, cubaner=L2_CUBANER))
    assert board.station_cubaner[1:] == (
        "pedro",
        "alonso",
        "jose",
        "miguel",
        "el_zorro",
        "maria",
        "conchita",
        "pablo",
        "martinez",
    )
    assert {board.building_space[b]: b for b in board.building_space} == L1_BUILDINGS


# --- S-1 Car cost and choosing a building -----------------------------------------------------------


def _s1() -> GameState:
    """S-1: «2 players. Car on 2 (maria). Seat 0 has pesos 3, VP 2, sugar 1, tobacco 1, citrus 1, and its
    figure on B2. Seat 1 has pesos 1, tobacco 1 and its figure on Y2.»"""
    s = table(
        2,
        car=2,
        ship=SHIP,
        seats={
            0: {"pesos": 3, "vp": 2, "sugar": 1, "tobacco": 1, "citrus": 1, "figure": "B2"},
            1: {"pesos": 1, "tobacco": 1, "figure": "Y2"},
        },
    )
    assert begin(s) == [] and s.phase == "car" and s.to_move == 0
    return s


def test_s1_car_3_to_pedro() -> None:
    """S-1, `0 car 3`: «Passes 3 and 4, stops on 5 (pedro). Pays 3 − 1 = 2. Pedro: +2 tobacco.»"""
    s = _s1()
    events = play(s, "0 car 3")
    assert of(events, CarMoved) == [CarMoved(0, 2, 5, 3, 2, "maria", "pedro")]
    assert not of(events, TileTurned) and not of(events, HarbourSkipped)
    assert s.car == 5 and s.players[0].pesos == 1
    assert of(events, Gained) == [Gained(0, "pedro", {"tobacco": 2})] and s.players[0].goods["tobacco"] == 3


def test_s1_go_church_white_candidates() -> None:
    """S-1, `0 go church`: «White candidates are W1, W2 and W3, all free.»"""
    s = _s1()
    play(s, "0 car 3")
    assert s.phase == "go" and legal(s) == _white_go(0)
    play(s, "0 go church")
    assert s.players[0].figure == "church"


def test_s1_use_church() -> None:
    """S-1, `0 use church`: «+1 VP.»"""
    s = _s1()
    play(s, "0 car 3", "0 go church")
    vp = s.players[0].vp
    play(s, "0 use church")
    assert s.players[0].vp == vp + 1


def test_s1_after() -> None:
    """S-1: «After: car on 5. Seat 0 has pesos 1, VP 3, tobacco 3, sugar 1, citrus 1, and its figure on W1.
    Tobacco supply is 4. No owner VP.»"""
    s = _s1()
    events = play(s, "0 car 3", "0 go church", "0 use church")
    p = s.players[0]
    assert s.car == 5 and (p.pesos, p.vp, p.figure) == (1, 3, "church")
    assert goods(s, 0) == {"tobacco": 3, "sugar": 1, "citrus": 1}
    assert supply(s, "tobacco") == 4
    assert not of(events, OwnerPaid) and s.players[1].vp == 0
    assert s.phase == "car" and s.to_move == 1 and s.moves == ["0 car 3", "0 go church", "0 use church"]
    consistent(s)


def test_s1_illegal() -> None:
    """S-1: «Illegal: `0 car 5` (costs 4 > 3 pesos) and `0 go cafe` (yellow).»"""
    s = _s1()
    assert refused(s, "0 car 5").params == {"steps": 5, "cost": 4, "pesos": 3}
    play(s, "0 car 3")
    flower = layout(s).building_flower
    assert flower["cafe"] != flower["church"] and flower["cafe"] == gamedata.cubaner()["jose"].flower
    refused(s, "0 go cafe")


def test_s1_unparseable() -> None:
    """S-1: «Unparseable: `0 car 0` (a car move is an integer ≥ 1).»"""
    refused(_s1(), "0 car 0", InvalidAction)


# --- S-2 Alonso uses an owned building, then a forced figure move -----------------------------------


def _s2(seat1_pesos: int = 1) -> GameState:
    """S-2: «3 players. Car on 5 (pedro).» «Seat 0 has pesos 0 and VP 6. It owns `bank` (B3) and has 2
    markers left. Its figure is on W1.» «Seat 1 has pesos 1, and its figure is on B3 (the bank).» «Seat
    2's figure is on W2.»"""
    s = table(
        3,
        car=5,
        ship=SHIP,
        seats={
            0: {"pesos": 0, "vp": 6, "owns": ["bank"], "figure": "W1"},
            1: {"pesos": seat1_pesos, "figure": "B3"},
            2: {"figure": "W2"},
        },
    )
    assert markers_left(s, 0) == 2
    return s


def test_s2_forced_car_1_to_alonso() -> None:
    """S-2, *(forced `car 1`)*: «Seat 0 has 0 pesos, so the engine moves the car 1 step: it stops on 6
    (alonso), free.»"""
    s = _s2()
    events = begin(s)
    assert of(events, CarMoved) == [CarMoved(0, 5, 6, 1, 0, "pedro", "alonso", True)]
    assert s.car == 6 and s.players[0].pesos == 0 and s.moves == []
    assert s.phase == "alonso" and s.to_move == 0


def test_s2_alonso_use_bank() -> None:
    """S-2, `0 alonso use bank`: «+2 pesos. That seat 1 stands on the bank does not matter.»"""
    s = _s2()
    begin(s)
    assert s.players[1].figure == "bank" and "0 alonso use bank" in legal(s)
    events = play(s, "0 alonso use bank")
    assert of(events, BuildingUsed) == [BuildingUsed(0, "bank", (), True)]
    assert s.players[0].pesos == 2 and s.players[1].figure == "bank"


def test_s2_forced_figure_to_newspaper() -> None:
    """S-2, *(forced)*: «White: W1 is the figure's own building (it must move), W2 is occupied, so the
    figure goes to W3.»"""
    s = _s2()
    begin(s)
    events = play(s, "0 alonso use bank")
    assert of(events, FigureMoved) == [FigureMoved(0, "newspaper", True)]
    assert s.players[0].figure == "newspaper" and s.phase == "use" and s.use_building == "newspaper"
    assert s.moves == ["0 alonso use bank"]


def test_s2_use_newspaper_conchita() -> None:
    """S-2, `0 use newspaper conchita`: «+1 peso; conchita (station 7) turns face down.»"""
    s = _s2()
    begin(s)
    play(s, "0 alonso use bank")
    assert layout(s).station_cubaner[7] == "conchita" and s.face_down == []
    events = play(s, "0 use newspaper conchita")
    assert s.players[0].pesos == 3
    assert of(events, TileTurned) == [TileTurned("conchita", False)] and s.face_down == ["conchita"]


def test_s2_after() -> None:
    """S-2: «After: seat 0 has pesos 3, VP 6, and its figure on W3. Conchita is face down. The newspaper has
    no owner, so no owner VP. Car on 6; seat 1 chooses its car move.»"""
    s = _s2()
    begin(s)
    events = play(s, "0 alonso use bank", "0 use newspaper conchita")
    p = s.players[0]
    assert (p.pesos, p.vp, p.figure) == (3, 6, "newspaper")
    assert s.face_down == ["conchita"]
    assert not of(events, OwnerPaid) and [q.vp for q in s.players] == [6, 0, 0]
    assert s.car == 6 and s.phase == "car" and s.to_move == 1
    consistent(s)


def test_s2_other_legal_alonso_lines() -> None:
    """S-2: «Other legal Alonso lines: `0 alonso claim casino` (W2 is occupied but has no marker, R-13a) and
    `0 alonso -`.»"""
    s = _s2()
    begin(s)
    assert s.players[2].figure == "casino"
    assert {"0 alonso claim casino", "0 alonso -"} <= legal(s)
    claim = s.clone()
    play(claim, "0 alonso claim casino")
    assert claim.players[0].owns == ["bank", "casino"] and markers_left(claim, 0) == 1
    passing = s.clone()
    play(passing, "0 alonso -")
    assert passing.players[0].owns == ["bank"] and passing.players[0].pesos == 0


def test_s2_illegal() -> None:
    """S-2: «Illegal: `0 car 1` (a forced step written out), `0 alonso claim bank` (it has a marker), `0
    alonso use casino sell 1` (not owned), `0 go casino` (occupied), `0 go newspaper` (a forced step written
    out).»"""
    s = _s2()
    begin(s)
    refused(s, "0 car 1")
    assert refused(s, "0 alonso claim bank").key == "illegal.claim_owned"
    assert refused(s, "0 alonso use casino sell 1").key == "illegal.alonso_not_owned"
    play(s, "0 alonso use bank")
    refused(s, "0 go casino")
    refused(s, "0 go newspaper")


def test_s2_unparseable() -> None:
    """S-2: «Unparseable: `0 alonso use casino` (the casino needs `buy k` or `sell k`).»"""
    s = _s2()
    begin(s)
    refused(s, "0 alonso use casino", InvalidAction)


def test_s2_if_seat_1_had_0_pesos() -> None:
    """S-2: «If seat 1 had 0 pesos, its `car 1` would be forced onto 7 (conchita, face down): no function,
    and seat 0 would get +1 VP for seat 1's figure on its bank (VP 7).»"""
    s = _s2(seat1_pesos=0)
    begin(s)
    events = play(s, "0 alonso use bank", "0 use newspaper conchita")
    moved = [e for e in of(events, CarMoved) if e.seat == 1]
    assert moved == [CarMoved(1, 6, 7, 1, 0, "alonso", "conchita", True)]
    assert FigureStayed(1, "bank", "face_down") in events
    assert not [e for e in of(events, Gained) if e.seat == 1] and goods(s, 1) == {}
    assert of(events, OwnerPaid) == [OwnerPaid(0, 1, "bank")] and s.players[0].vp == 7


# --- S-3 Miguel, a blocked building, a forced move, owner VP -----------------------------------------


def _s3() -> GameState:
    """S-3: «2 players. Car on 0 (harbour).» «Seat 0 (Martina) has pesos 1, VP 4, wood 0, and its figure on
    B2 (black market).» «Seat 1 (Philipp) has pesos 1, VP 7 and its figure on B1 (cigar factory), and owns
    `bank` (B3).» «The wood supply is 8.»"""
    s = table(
        2,
        car=0,
        ship=SHIP,
        seats={
            0: {"pesos": 1, "vp": 4, "wood": 0, "figure": "B2"},
            1: {"pesos": 1, "vp": 7, "figure": "B1", "owns": ["bank"]},
        },
    )
    assert begin(s) == [] and supply(s, "wood") == 8
    return s


def test_s3_car_1_to_miguel() -> None:
    """S-3, `0 car 1`: «Stops on 1 (miguel), free. The start station is not a skip (R-7), so the marker
    does not move. +2 wood.»"""
    s = _s3()
    events = play(s, "0 car 1")
    assert of(events, CarMoved) == [CarMoved(0, 0, 1, 1, 0, None, "miguel")] and s.players[0].pesos == 1
    assert not of(events, HarbourSkipped) and not of(events, MarkerMoved) and marker_flag(s) == "2"
    assert of(events, Gained) == [Gained(0, "miguel", {"wood": 2})] and s.players[0].goods["wood"] == 2


def test_s3_forced_figure_to_bank() -> None:
    """S-3, *(forced)*: «Dark blue: B1 is occupied and B2 is the figure's own building, so the figure goes
    to B3 (bank).»"""
    s = _s3()
    events = play(s, "0 car 1")
    assert of(events, FigureMoved) == [FigureMoved(0, "bank", True)]
    assert s.players[0].figure == "bank" and s.phase == "use" and s.moves == ["0 car 1"]


def test_s3_use_bank() -> None:
    """S-3, `0 use bank`: «+2 pesos.»"""
    s = _s3()
    play(s, "0 car 1")
    play(s, "0 use bank")
    assert s.players[0].pesos == 3


def test_s3_end_of_turn_owner_vp() -> None:
    """S-3, *(end of turn)*: «Seat 0 stands on seat 1's bank, so seat 1 gets +1 VP.»"""
    s = _s3()
    play(s, "0 car 1")
    events = play(s, "0 use bank")
    assert of(events, OwnerPaid) == [OwnerPaid(1, 0, "bank")] and s.players[1].vp == 8


def test_s3_after() -> None:
    """S-3: «After: seat 0 has pesos 3, VP 4, wood 2, and its figure on B3. Seat 1 has VP 8. The wood supply
    is 6.»"""
    s = _s3()
    play(s, "0 car 1", "0 use bank")
    p = s.players[0]
    assert (p.pesos, p.vp, p.goods["wood"], p.figure) == (3, 4, 2, "bank")
    assert s.players[1].vp == 8 and supply(s, "wood") == 6
    assert s.phase == "car" and s.to_move == 1 and s.car == 1
    consistent(s)


def test_s3_variant_use_nothing() -> None:
    """S-3: «Variant `0 use -`: seat 0 keeps pesos 1, and seat 1 still gets VP 8 (SC-45 counts standing, not
    using).»"""
    s = _s3()
    play(s, "0 car 1")
    events = play(s, "0 use -")
    assert s.players[0].pesos == 1 and s.players[1].vp == 8
    assert of(events, UseSkipped) == [UseSkipped(0, "bank")]
    assert of(events, OwnerPaid) == [OwnerPaid(1, 0, "bank")]


# --- S-4 Wood instead of a demanded good ------------------------------------------------------------


def _s4() -> GameState:
    """S-4: «2 players. Seat 0 drove into the harbour (car on 0) and started a delivery round; it has not
    passed, and it is seat 1's turn in the round. Ship: sugar 2, citrus 0, tobacco 1, rum 2. Aside: cigars
    (showing 3). Marker `3`. Seat 1 has wood 2, VP 10 and no other goods. Seat 0 has sugar 1. The wood supply
    is 6.»"""
    s = table(
        2,
        car=0,
        ship={"sugar": 2, "citrus": 0, "tobacco": 1, "rum": 2},
        marker="3",
        rolls={0: {"cigars": 3}},
        seats={0: {"sugar": 1}, 1: {"wood": 2, "vp": 10}},
    )
    delivering(s, 1, mover=0)
    assert s.turn == 0 and s.passed == [] and s.aside == "cigars" and s.setup["rolls"][0]["cigars"] == 3
    assert supply(s, "wood") == 6
    return s


def test_s4_legal_for_seat_1() -> None:
    """S-4: «Legal for seat 1: `deliver wood 1 sugar`, `deliver wood 1 tobacco`, `deliver wood 1 rum`,
    `deliver wood 2 sugar`, `deliver wood 2 rum`, and `pass`.»"""
    assert legal(_s4(), 1) == {
        "1 deliver wood 1 sugar",
        "1 deliver wood 1 tobacco",
        "1 deliver wood 1 rum",
        "1 deliver wood 2 sugar",
        "1 deliver wood 2 rum",
        "1 pass",
    }


def test_s4_deliver_wood_2_rum() -> None:
    """S-4, `1 deliver wood 2 rum`: «+2 VP (1 per wood, not 2 × 3). The rum die goes 2 → 0. Wood goes back to
    the supply.»"""
    s = _s4()
    events = play(s, "1 deliver wood 2 rum")
    assert of(events, Delivered) == [Delivered(1, "wood", 2, "rum", 2)] and s.players[1].vp == 12
    assert of(events, DieTurned) == [DieTurned("rum", 2, 0)] and s.dice["rum"] == 0
    assert supply(s, "wood") == 8


def test_s4_after() -> None:
    """S-4: «After: seat 1 has wood 0 and VP 12. The wood supply is 8. Ship: sugar 2, citrus 0, tobacco 1,
    rum 0. It does not depart. Marker `3`. Seat 0 is to act in the round (it can deliver 1 sugar or
    pass).»"""
    s = _s4()
    events = play(s, "1 deliver wood 2 rum")
    assert s.players[1].goods["wood"] == 0 and s.players[1].vp == 12 and supply(s, "wood") == 8
    assert s.dice == {"sugar": 2, "citrus": 0, "tobacco": 1, "rum": 0}
    assert not of(events, ShipDeparted) and s.departed == 0 and marker_flag(s) == "3"
    assert s.phase == "deliver" and s.to_move == 0 and legal(s) == {"0 deliver sugar 1", "0 pass"}
    consistent(s)


def test_s4_illegal() -> None:
    """S-4: «Illegal: `1 deliver wood 2 tobacco` (the die shows 1), `1 deliver wood 1 citrus` (the die shows
    0), `1 deliver wood 1 cigars` (the die is aside).»"""
    s = _s4()
    assert refused(s, "1 deliver wood 2 tobacco").key == "illegal.too_many"
    assert refused(s, "1 deliver wood 1 citrus").key == "illegal.not_demanded"
    assert refused(s, "1 deliver wood 1 cigars").key == "illegal.not_demanded"


def test_s4_mixed_deliveries_cannot_be_written() -> None:
    """S-4: «"2 wood for 1 tobacco + 1 rum" and "1 wood + 1 sugar" cannot be written at all (no line of the
    grammar expresses them).»"""
    s = _s4()
    for line in (
        "1 deliver wood 2 tobacco rum",
        "1 deliver wood 1 tobacco wood 1 rum",
        "1 deliver wood 1 sugar 1",
        "1 deliver sugar 1 wood 1",
        "1 deliver wood 1 sugar sugar 1",
    ):
        refused(s, line, InvalidAction)
    for action in legal_list(s, 1):
        assert not isinstance(action, Deliver) or (action.good, action.instead is None) == ("wood", False)


# --- S-5 Delivery round in which everyone passes: the marker moves ---------------------------------


def _s5() -> GameState:
    """S-5: «3 players. Marker `2`. Ship: sugar 2, citrus 4, rum 1, cigars 0. Aside: tobacco (showing 3).
    Car on 9.» «Seat 0 has pesos 0, citrus 3, wood 1 and VP 10.» «Seat 1 has pesos 1, rum 2 and VP 8.» «Seat
    2 has tobacco 2 and VP 9.»"""
    s = table(
        3,
        car=9,
        marker="2",
        ship={"sugar": 2, "citrus": 4, "rum": 1, "cigars": 0},
        rolls={0: {"tobacco": 3}},
        seats={
            0: {"pesos": 0, "citrus": 3, "wood": 1, "vp": 10},
            1: {"pesos": 1, "rum": 2, "vp": 8},
            2: {"tobacco": 2, "vp": 9},
        },
    )
    assert s.aside == "tobacco" and s.setup["rolls"][0]["tobacco"] == 3
    return s


def test_s5_forced_car_1_to_the_harbour() -> None:
    """S-5, *(forced `car 1`)*: «Seat 0 has 0 pesos, so the engine moves the car 1 step: it stops on 0
    (harbour), free. The delivery round starts; order 0, 1, 2, 0, …»"""
    s = _s5()
    events = begin(s)
    assert of(events, CarMoved) == [CarMoved(0, 9, 0, 1, 0, "martinez", None, True)] and s.moves == []
    assert of(events, RoundStarted) == [RoundStarted(0)] and s.phase == "deliver" and s.to_move == 0
    play(s, "0 deliver citrus 3")
    assert s.to_move == 1
    play(s, "1 deliver rum 1")
    assert s.to_move == 0


def test_s5_deliver_citrus_3() -> None:
    """S-5, `0 deliver citrus 3`: «+3 × 2 = 6 VP. Citrus die 4 → 1.»"""
    s = _s5()
    begin(s)
    events = play(s, "0 deliver citrus 3")
    assert of(events, Delivered) == [Delivered(0, "citrus", 3, None, 6)] and s.players[0].vp == 16
    assert of(events, DieTurned) == [DieTurned("citrus", 4, 1)]


def test_s5_deliver_rum_1() -> None:
    """S-5, `1 deliver rum 1`: «+2 VP. Rum die 1 → 0. Only 1 rum was demanded.»"""
    s = _s5()
    begin(s)
    play(s, "0 deliver citrus 3")
    assert refused(s, "1 deliver rum 2").key == "illegal.too_many"
    events = play(s, "1 deliver rum 1")
    assert of(events, Delivered) == [Delivered(1, "rum", 1, None, 2)] and s.players[1].vp == 10
    assert of(events, DieTurned) == [DieTurned("rum", 1, 0)]


def test_s5_seat_2_passes() -> None:
    """S-5, *(seat 2 passes)*: «Seat 2 has nothing it can deliver: tobacco's die is aside (R-17).»"""
    s = _s5()
    begin(s)
    play(s, "0 deliver citrus 3")
    events = play(s, "1 deliver rum 1")
    assert of(events, Passed) == [Passed(2, True)] and s.passed == [2]
    assert goods(s, 2) == {"tobacco": 2} and "tobacco" not in s.dice and s.to_move == 0


def test_s5_deliver_wood_1_citrus() -> None:
    """S-5, `0 deliver wood 1 citrus`: «+1 VP. Citrus die 1 → 0. (`0 deliver wood 1 sugar` would have been
    legal too.)»"""
    s = _s5()
    begin(s)
    play(s, "0 deliver citrus 3", "1 deliver rum 1")
    assert {"0 deliver wood 1 citrus", "0 deliver wood 1 sugar"} <= legal(s)
    vp = s.players[0].vp
    events = play(s, "0 deliver wood 1 citrus")
    assert of(events, Delivered) == [Delivered(0, "wood", 1, "citrus", 1)] and s.players[0].vp == vp + 1
    assert of(events, DieTurned) == [DieTurned("citrus", 1, 0)]


def test_s5_seat_1_passes() -> None:
    """S-5, *(seat 1 passes)*: «Rum's die is 0, and seat 1 has no sugar and no wood.»"""
    s = _s5()
    begin(s)
    events = play(s, "0 deliver citrus 3", "1 deliver rum 1", "0 deliver wood 1 citrus")
    assert Passed(1, True) in events
    assert goods(s, 1) == {"rum": 1} and s.dice["rum"] == 0 and s.moves[-1] == "0 deliver wood 1 citrus"


def test_s5_seat_0_passes() -> None:
    """S-5, *(seat 0 passes)*: «Seat 0 has nothing left.»"""
    s = _s5()
    begin(s)
    events = play(s, "0 deliver citrus 3", "1 deliver rum 1", "0 deliver wood 1 citrus")
    assert of(events, Passed)[-2:] == [Passed(1, True), Passed(0, True)] and goods(s, 0) == {}
    assert not any(m.endswith("pass") for m in s.moves)


def test_s5_round_ends_marker_moves() -> None:
    """S-5, *(round ends)*: «Everyone has passed and sugar 2 is still demanded, so the ship stays and the
    marker goes 2 → 3.»"""
    s = _s5()
    begin(s)
    events = play(s, "0 deliver citrus 3", "1 deliver rum 1", "0 deliver wood 1 citrus")
    assert of(events, RoundEnded) == [RoundEnded(False)] and s.dice["sugar"] == 2
    assert of(events, MarkerMoved) == [MarkerMoved("2", "3")] and not of(events, ShipDeparted)


def test_s5_after() -> None:
    """S-5: «After:» «Seat 0 has VP 17, citrus 0, wood 0. Its figure has not moved and it used no building.»
    «Seat 1 has VP 10 and rum 1. Seat 2 has VP 9.» «Ship: sugar 2, citrus 0, rum 0, cigars 0. Marker `3`.
    Departed unchanged.» «Supply: citrus +3, rum +1, wood +1.» «Car on 0; seat 1 chooses its car move.»"""
    s = _s5()
    before, departed, figure = supplies(s), s.departed, s.players[0].figure
    events = begin(s) + play(s, "0 deliver citrus 3", "1 deliver rum 1", "0 deliver wood 1 citrus")
    assert [p.vp for p in s.players] == [17, 10, 9]
    assert (s.players[0].goods["citrus"], s.players[0].goods["wood"]) == (0, 0)
    assert s.players[0].figure == figure and FigureStayed(0, figure, "harbour") in events
    assert not of(events, FigureMoved) and not of(events, BuildingUsed) and not of(events, UseSkipped)
    assert goods(s, 1) == {"rum": 1}
    assert s.dice == {"sugar": 2, "citrus": 0, "rum": 0, "cigars": 0} and marker_flag(s) == "3"
    assert s.departed == departed
    after = supplies(s)
    assert {g: after[g] - before[g] for g in after} == {
        "sugar": 0,
        "citrus": 3,
        "tobacco": 0,
        "rum": 1,
        "cigars": 0,
        "wood": 1,
    }
    assert s.car == 0 and s.phase == "car" and s.to_move == 1
    consistent(s)


# --- S-6 The delivery round fills the ship: departure and a new demand ------------------------------

S6_ROLL = {"sugar": 1, "citrus": 4, "tobacco": 0, "rum": 2, "cigars": 3}


def _s6(**options: bool) -> GameState:
    """S-6: «3 players. Ship 3 is in port (departed 2). Marker `4`. Ship: sugar 0, citrus 0, rum 1, cigars
    0. Aside: tobacco. Car on 8.» «Seat 2 has pesos 2, rum 1 and VP 20.» «Seat 0 has pesos 1 and rum 2.»
    «Record `rolls[3]` = sugar 1, citrus 4, tobacco 0, rum 2, cigars 3.»"""
    s = table(
        3,
        turn=2,
        car=8,
        departed=2,
        marker="4",
        ship={"sugar": 0, "citrus": 0, "rum": 1, "cigars": 0},
        rolls={3: S6_ROLL},
        options=options,
        seats={2: {"pesos": 2, "rum": 1, "vp": 20}, 0: {"pesos": 1, "rum": 2}},
    )
    assert begin(s) == [] and s.ship == 3 and s.aside == "tobacco"
    return s


def test_s6_car_2_to_the_harbour() -> None:
    """S-6, `2 car 2`: «Passes 9, stops on 0 (harbour). Pays 1. The round starts with seat 2.»"""
    s = _s6()
    events = play(s, "2 car 2")
    assert of(events, CarMoved) == [CarMoved(2, 8, 0, 2, 1, "pablo", None)] and s.players[2].pesos == 1
    assert of(events, RoundStarted) == [RoundStarted(2)] and s.phase == "deliver" and s.to_move == 2


def test_s6_deliver_rum_1_fills_the_ship() -> None:
    """S-6, `2 deliver rum 1`: «+1 × 4 = 4 VP. All 4 ship dice now show 0, so the round ends at once (seat 0
    never delivers). Ship 3 departs: departed 3, ship token on field 4, marker back to `2`, ship 4 has no
    demand yet.»"""
    s = _s6()
    play(s, "2 car 2")
    events = play(s, "2 deliver rum 1")
    assert of(events, Delivered) == [Delivered(2, "rum", 1, None, 4)] and s.players[2].vp == 24
    assert of(events, RoundEnded) == [RoundEnded(True)]
    assert not [e for e in events if isinstance(e, (Delivered, Passed)) and e.seat == 0]
    assert s.players[0].goods["rum"] == 2
    assert of(events, ShipDeparted) == [ShipDeparted(2, 3, 3)]
    assert s.departed == 3 and s.ship == 4 and marker_flag(s) == "2" and s.dice == {} and s.aside is None


def test_s6_end_of_turn_no_owner_vp() -> None:
    """S-6, *(end of turn)*: «No building. No owner VP (seat 2's figure is not on an owned building).»"""
    s = _s6()
    events = play(s, "2 car 2", "2 deliver rum 1")
    assert not of(events, BuildingUsed) and not of(events, OwnerPaid)
    assert [p.vp for p in s.players] == [0, 0, 24]
    assert s.phase == "demand" and s.to_move == 2


def test_s6_demand_uses_rolls_3() -> None:
    """S-6, `2 demand sugar citrus rum cigars`: «Uses `rolls[3]`. Ship 4: sugar 1, citrus 4, rum 2, cigars 3.
    Aside: tobacco (showing 0).»"""
    s = _s6()
    play(s, "2 car 2", "2 deliver rum 1")
    events = play(s, "2 demand sugar citrus rum cigars")
    dice = {"sugar": 1, "citrus": 4, "rum": 2, "cigars": 3}
    assert of(events, DemandSet) == [DemandSet(2, 4, dice, "tobacco", 0)]
    assert s.dice == dice and s.aside == "tobacco" and s.rolls_used == 4


def test_s6_after() -> None:
    """S-6: «After: seat 2 has pesos 1, rum 0 and VP 24. Seat 0 still has rum 2 and chooses its car move.
    Marker `2`, departed 3.»"""
    s = _s6()
    play(s, "2 car 2", "2 deliver rum 1", "2 demand sugar citrus rum cigars")
    p = s.players[2]
    assert (p.pesos, p.goods["rum"], p.vp) == (1, 0, 24)
    assert s.players[0].goods["rum"] == 2 and s.phase == "car" and s.to_move == 0
    assert marker_flag(s) == "2" and s.departed == 3
    consistent(s)


@pytest.mark.parametrize("option", [True, False])
def test_s6_variant_owner_vp_on_a_harbour_turn(option: bool) -> None:
    """S-6: «Variant (R-18, owner VP on a harbour turn): if seat 2's figure stood on a building **owned by
    seat 0**, seat 0 would get +1 VP at the end of this turn, before the `demand` line. With
    `owner_vp_on_harbour_turns: false` it gets nothing.»"""
    s = _s6(owner_vp_on_harbour_turns=option)
    s.players[2].figure = "church"
    s.players[0].owns = ["church"]
    events = play(s, "2 car 2", "2 deliver rum 1")
    assert s.phase == "demand" and s.to_move == 2
    assert of(events, OwnerPaid) == ([OwnerPaid(0, 2, "church")] if option else [])
    assert s.players[0].vp == (1 if option else 0)
    events = play(s, "2 demand sugar citrus rum cigars")
    assert not of(events, OwnerPaid) and s.players[0].vp == (1 if option else 0)


# --- S-7 Skipping the harbour at `4`: the ship departs during the move ------------------------------


def _s7() -> GameState:
    """S-7: «2 players. Ship 2 is in port (departed 1). Marker `4`. Ship: sugar 1, citrus 2, tobacco 0, rum
    1. Aside: cigars. Car on 8.» «Seat 1 has pesos 2 and VP 9, and its figure on Y3.» «Seat 0 has pesos 1,
    and its figure is on B1.» «Record `rolls[2]` = sugar 3, citrus 0, tobacco 2, rum 2, cigars 1.»"""
    s = table(
        2,
        turn=1,
        car=8,
        departed=1,
        marker="4",
        ship={"sugar": 1, "citrus": 2, "tobacco": 0, "rum": 1},
        rolls={2: {"sugar": 3, "citrus": 0, "tobacco": 2, "rum": 2, "cigars": 1}},
        seats={1: {"pesos": 2, "vp": 9, "figure": "Y3"}, 0: {"pesos": 1, "figure": "B1"}},
    )
    assert begin(s) == [] and s.ship == 2 and s.aside == "cigars"
    return s


def test_s7_car_3_skips_the_harbour_at_4() -> None:
    """S-7, `1 car 3`: «Pays 2. The car passes 9, then passes 0: that is a skip, so the marker goes 4 →
    chequered. Ship 2 departs at once (departed 2, token on field 3, marker `2`); ship 3 has no demand yet.
    The car stops on 1 (miguel): +2 wood.»"""
    s = _s7()
    events = play(s, "1 car 3")
    assert of(events, CarMoved) == [CarMoved(1, 8, 1, 3, 2, "pablo", "miguel")] and s.players[1].pesos == 0
    assert of(events, HarbourSkipped) == [HarbourSkipped(1)]
    assert of(events, MarkerMoved) == [MarkerMoved("4", "chequered")]
    assert of(events, ShipDeparted) == [ShipDeparted(1, 2, 2)]
    assert s.departed == 2 and s.ship == 3 and marker_flag(s) == "2" and s.dice == {}
    gained = events.index(Gained(1, "miguel", {"wood": 2}))
    assert events.index(ShipDeparted(1, 2, 2)) < gained and s.car == 1 and s.players[1].goods["wood"] == 2


def test_s7_go_bank() -> None:
    """S-7, `1 go bank`: «Dark blue: B1 is occupied; B2 and B3 are free.»"""
    s = _s7()
    play(s, "1 car 3")
    assert legal(s) == {"1 go black_market", "1 go bank"}
    assert refused(s, "1 go cigar_factory").key == "illegal.go_occupied"
    play(s, "1 go bank")
    assert s.players[1].figure == "bank"


def test_s7_use_bank() -> None:
    """S-7, `1 use bank`: «+2 pesos.»"""
    s = _s7()
    play(s, "1 car 3", "1 go bank")
    pesos = s.players[1].pesos
    play(s, "1 use bank")
    assert s.players[1].pesos == pesos + 2


def test_s7_demand_at_the_end_of_the_turn() -> None:
    """S-7, `1 demand sugar tobacco rum cigars`: «End of turn. Uses `rolls[2]`. Ship 3: sugar 3, tobacco 2,
    rum 2, cigars 1. Aside: citrus (showing 0).»"""
    s = _s7()
    play(s, "1 car 3", "1 go bank", "1 use bank")
    assert s.phase == "demand" and s.to_move == 1
    events = play(s, "1 demand sugar tobacco rum cigars")
    dice = {"sugar": 3, "tobacco": 2, "rum": 2, "cigars": 1}
    assert of(events, DemandSet) == [DemandSet(1, 3, dice, "citrus", 0)] and s.dice == dice


def test_s7_after() -> None:
    """S-7: «After: seat 1 has pesos 2, wood 2 and VP 9. Marker `2`, departed 2.»"""
    s = _s7()
    play(s, "1 car 3", "1 go bank", "1 use bank", "1 demand sugar tobacco rum cigars")
    p = s.players[1]
    assert (p.pesos, p.goods["wood"], p.vp) == (2, 2, 9)
    assert marker_flag(s) == "2" and s.departed == 2
    assert s.phase == "car" and s.to_move == 0
    consistent(s)


def test_s7_no_target_for_trading_office_and_customs() -> None:
    """S-7: «During this turn the trading office and the customs house had no target (R-21).»"""
    s = _s7()
    for lines in (["1 car 3"], ["1 go bank"]):
        play(s, *lines)
        rich = s.clone()
        rich.players[1].goods.update({g: 1 for g in ("sugar", "citrus", "tobacco", "rum", "cigars")})
        assert s.dice == {}
        assert legal_uses(rich, 1, "customs") == [] and legal_uses(rich, 1, "trading_office") == []


# --- S-8 The trading office fills the last demand ---------------------------------------------------


def _s8(seat1_pesos: int = 1) -> GameState:
    """S-8: «3 players. Ship 5 is in port (departed 4). Marker `3`. Ship: sugar 0, tobacco 1, rum 0, cigars
    0. Aside: citrus. Car on 2.» «Seat 0 has pesos 0, tobacco 2 and VP 15, and its figure on Y1.» «Seat 1 has
    pesos 1, and its figure is on Y2.» «Seat 2 owns `trading_office` (Y3) and has VP 11.» «Record `rolls[5]`
    = sugar 1, citrus 3, tobacco 2, rum 0, cigars 1.»"""
    s = table(
        3,
        car=2,
        departed=4,
        marker="3",
        ship={"sugar": 0, "tobacco": 1, "rum": 0, "cigars": 0},
        rolls={5: {"sugar": 1, "citrus": 3, "tobacco": 2, "rum": 0, "cigars": 1}},
        seats={
            0: {"pesos": 0, "tobacco": 2, "vp": 15, "figure": "Y1"},
            1: {"pesos": seat1_pesos, "figure": "Y2"},
            2: {"owns": ["trading_office"], "vp": 11},
        },
    )
    assert s.ship == 5 and s.aside == "citrus"
    return s


def test_s8_forced_car_1_to_jose() -> None:
    """S-8, *(forced `car 1`)*: «Seat 0 has 0 pesos, so the engine moves the car 1 step: it stops on 3
    (jose), free. +2 sugar.»"""
    s = _s8()
    events = begin(s)
    assert of(events, CarMoved) == [CarMoved(0, 2, 3, 1, 0, "maria", "jose", True)] and s.moves == []
    assert of(events, Gained) == [Gained(0, "jose", {"sugar": 2})] and s.players[0].goods["sugar"] == 2


def test_s8_forced_figure_to_trading_office() -> None:
    """S-8, *(forced)*: «Yellow: Y1 is the figure's own building and Y2 is occupied, so the figure goes to
    Y3.»"""
    s = _s8()
    events = begin(s)
    assert of(events, FigureMoved) == [FigureMoved(0, "trading_office", True)]
    assert s.phase == "use" and s.use_building == "trading_office" and s.moves == []


def test_s8_use_trading_office_tobacco() -> None:
    """S-8, `0 use trading_office tobacco`: «+2 VP (not 3). Tobacco die 1 → 0. All ship dice now show 0, so
    ship 5 departs: departed 5, token on field 6, marker `2`.»"""
    s = _s8()
    begin(s)
    events = play(s, "0 use trading_office tobacco")
    assert s.players[0].vp == 17 and Gained(0, "trading_office", {"tobacco": -1, "vp": 2}) in events
    assert of(events, DieTurned) == [DieTurned("tobacco", 1, 0)]
    assert of(events, ShipDeparted) == [ShipDeparted(0, 5, 5)]
    assert s.departed == 5 and s.ship == 6 and marker_flag(s) == "2"


def test_s8_end_of_turn_owner_vp() -> None:
    """S-8, *(end of turn)*: «Seat 0 stands on seat 2's trading office, so seat 2 gets +1 VP.»"""
    s = _s8()
    begin(s)
    events = play(s, "0 use trading_office tobacco")
    assert of(events, OwnerPaid) == [OwnerPaid(2, 0, "trading_office")] and s.players[2].vp == 12
    assert s.phase == "demand" and s.to_move == 0


def test_s8_demand() -> None:
    """S-8, `0 demand sugar citrus tobacco cigars`: «Ship 6: sugar 1, citrus 3, tobacco 2, cigars 1. Aside:
    rum (showing 0).»"""
    s = _s8()
    begin(s)
    play(s, "0 use trading_office tobacco")
    events = play(s, "0 demand sugar citrus tobacco cigars")
    dice = {"sugar": 1, "citrus": 3, "tobacco": 2, "cigars": 1}
    assert of(events, DemandSet) == [DemandSet(0, 6, dice, "rum", 0)] and s.dice == dice and s.aside == "rum"


def test_s8_after() -> None:
    """S-8: «After: seat 0 has pesos 0, sugar 2, tobacco 1 and VP 17. Seat 2 has VP 12. Marker `2`, departed
    5. Seat 1 chooses its car move.»"""
    s = _s8()
    begin(s)
    play(s, "0 use trading_office tobacco", "0 demand sugar citrus tobacco cigars")
    p = s.players[0]
    assert (p.pesos, p.goods["sugar"], p.goods["tobacco"], p.vp) == (0, 2, 1, 17)
    assert s.players[2].vp == 12 and marker_flag(s) == "2" and s.departed == 5
    assert s.phase == "car" and s.to_move == 1 and s.car == 3
    consistent(s)


def test_s8_illegal() -> None:
    """S-8: «Illegal: `0 car 1` (a forced step written out).»"""
    s = _s8()
    begin(s)
    refused(s, "0 car 1")


def test_s8_if_seat_1_had_0_pesos() -> None:
    """S-8: «If seat 1 had 0 pesos, its `car 1` would be forced onto 4 (el_zorro), and seat 2, holding only
    VP, would give 1 VP automatically (VP 11).»"""
    s = _s8(seat1_pesos=0)
    begin(s)
    events = play(s, "0 use trading_office tobacco", "0 demand sugar citrus tobacco cigars")
    seat1 = [e for e in of(events, CarMoved) if e.seat == 1]
    assert seat1 == [CarMoved(1, 3, 4, 1, 0, "jose", "el_zorro", True)]
    assert of(events, Tribute) == [Tribute(2, 1, "vp", True)] and s.players[2].vp == 11
    assert s.phase == "give" and s.to_move == 0


# --- S-9 Alonso uses an owned customs house to empty the ship; the turn goes on ----------------------


def _s9() -> GameState:
    """S-9: «2 players. Ship 4 is in port (departed 3). Marker `2`. Ship: sugar 0, citrus 3, rum 0, cigars
    0. Aside: tobacco. Car on 5.» «Seat 1 has pesos 0 and VP 5, owns `customs` (X1), and its figure is on W3.»
    «Seat 0 has pesos 1, and its figure is on W1.» «Record `rolls[4]` = sugar 2, citrus 1, tobacco 1, rum 3,
    cigars 2.»"""
    s = table(
        2,
        turn=1,
        car=5,
        departed=3,
        marker="2",
        ship={"sugar": 0, "citrus": 3, "rum": 0, "cigars": 0},
        rolls={4: {"sugar": 2, "citrus": 1, "tobacco": 1, "rum": 3, "cigars": 2}},
        seats={
            1: {"pesos": 0, "vp": 5, "owns": ["customs"], "figure": "W3"},
            0: {"pesos": 1, "figure": "W1"},
        },
    )
    assert s.ship == 4 and s.aside == "tobacco"
    return s


def test_s9_forced_car_1_to_alonso() -> None:
    """S-9, *(forced `car 1`)*: «Seat 1 has 0 pesos, so the engine moves the car 1 step: it stops on 6
    (alonso), free.»"""
    s = _s9()
    events = begin(s)
    assert of(events, CarMoved) == [CarMoved(1, 5, 6, 1, 0, "pedro", "alonso", True)] and s.moves == []
    assert s.phase == "alonso" and s.to_move == 1


def test_s9_alonso_use_customs_citrus() -> None:
    """S-9, `1 alonso use customs citrus`: «Citrus die 3 → 0. All ship dice now show 0, so ship 4 departs:
    departed 4, marker `2`, ship 5 has no demand.»"""
    s = _s9()
    begin(s)
    events = play(s, "1 alonso use customs citrus")
    assert of(events, BuildingUsed) == [BuildingUsed(1, "customs", ("citrus",), True)]
    assert of(events, DieTurned) == [DieTurned("citrus", 3, 0)]
    assert of(events, ShipDeparted) == [ShipDeparted(1, 4, 4)]
    assert s.departed == 4 and marker_flag(s) == "2" and s.ship == 5 and s.dice == {}


def test_s9_forced_figure_to_casino() -> None:
    """S-9, *(forced)*: «White: W1 is occupied and W3 is the figure's own building, so the figure goes to W2
    (casino).»"""
    s = _s9()
    begin(s)
    events = play(s, "1 alonso use customs citrus")
    assert of(events, FigureMoved) == [FigureMoved(1, "casino", True)]
    assert s.phase == "use" and s.use_building == "casino" and s.moves == ["1 alonso use customs citrus"]


def test_s9_use_casino_sell_1() -> None:
    """S-9, `1 use casino sell 1`: «−1 VP, +3 pesos.»"""
    s = _s9()
    begin(s)
    play(s, "1 alonso use customs citrus")
    play(s, "1 use casino sell 1")
    assert (s.players[1].vp, s.players[1].pesos) == (4, 3)


def test_s9_demand() -> None:
    """S-9, `1 demand sugar citrus rum cigars`: «Ship 5: sugar 2, citrus 1, rum 3, cigars 2. Aside:
    tobacco.»"""
    s = _s9()
    begin(s)
    play(s, "1 alonso use customs citrus", "1 use casino sell 1")
    assert s.phase == "demand" and s.to_move == 1
    events = play(s, "1 demand sugar citrus rum cigars")
    dice = {"sugar": 2, "citrus": 1, "rum": 3, "cigars": 2}
    assert of(events, DemandSet) == [DemandSet(1, 5, dice, "tobacco", 1)] and s.dice == dice
    assert s.aside == "tobacco"


def test_s9_after() -> None:
    """S-9: «After: seat 1 has pesos 3 and VP 4, and its figure on W2. Departed 4. Seat 0 chooses its car
    move.»"""
    s = _s9()
    begin(s)
    play(s, "1 alonso use customs citrus", "1 use casino sell 1", "1 demand sugar citrus rum cigars")
    p = s.players[1]
    assert (p.pesos, p.vp, p.figure) == (3, 4, "casino") and s.departed == 4
    assert s.phase == "car" and s.to_move == 0
    consistent(s)


def test_s9_illegal() -> None:
    """S-9: «Illegal: `1 car 1` (a forced step written out).»"""
    s = _s9()
    begin(s)
    refused(s, "1 car 1")


def test_s9_unparseable_casino_both_ways() -> None:
    """S-9: «Unparseable instead of the casino line: `1 use casino buy 1 sell 1` (R-16: one direction per
    use, and the grammar has room for only one).»"""
    s = _s9()
    begin(s)
    play(s, "1 alonso use customs citrus")
    assert s.phase == "use"
    refused(s, "1 use casino buy 1 sell 1", InvalidAction)


# --- S-10 El Zorro: tribute, staying put, using the harbour office again -----------------------------


def _s10() -> GameState:
    """S-10: «3 players. Ship 2 is in port (departed 1). Marker `4`. Ship: sugar 1, citrus 2, tobacco 1, rum
    1. Aside: cigars. Car on 3.» «Seat 0 has pesos 1, VP 12 and rum 0. Its figure is on X2 (harbour office),
    which **seat 1 owns**.» «Seat 1 has pesos 0, VP 6, rum 1 and wood 1.» «Seat 2 has pesos 2, VP 0 and wood
    2.» «Record `rolls[2]` = sugar 3, citrus 0, tobacco 2, rum 2, cigars 1.»"""
    s = table(
        3,
        car=3,
        departed=1,
        marker="4",
        ship={"sugar": 1, "citrus": 2, "tobacco": 1, "rum": 1},
        rolls={2: {"sugar": 3, "citrus": 0, "tobacco": 2, "rum": 2, "cigars": 1}},
        seats={
            0: {"pesos": 1, "vp": 12, "rum": 0, "figure": "X2"},
            1: {"pesos": 0, "vp": 6, "rum": 1, "wood": 1, "owns": ["harbour_office"]},
            2: {"pesos": 2, "vp": 0, "wood": 2},
        },
    )
    assert begin(s) == [] and s.ship == 2 and s.aside == "cigars"
    return s


def test_s10_car_1_to_el_zorro() -> None:
    """S-10, `0 car 1`: «Stops on 4 (el_zorro), free.»"""
    s = _s10()
    events = play(s, "0 car 1")
    assert of(events, CarMoved) == [CarMoved(0, 3, 4, 1, 0, "jose", "el_zorro")] and s.players[0].pesos == 1
    assert s.phase == "give" and s.to_move == 1


def test_s10_give_rum() -> None:
    """S-10, `1 give rum`: «Seat 1 could give rum or 1 VP; wood is not allowed and it has no pesos.»"""
    s = _s10()
    play(s, "0 car 1")
    assert legal(s) == {"1 give rum", "1 give vp"}
    events = play(s, "1 give rum")
    assert Tribute(1, 0, "rum") in events
    assert s.players[1].goods["rum"] == 0 and s.players[0].goods["rum"] == 1


def test_s10_seat_2_gives_a_peso() -> None:
    """S-10, *(forced)*: «Seat 2 can give only a peso (VP 0, and wood is not allowed): −1 peso to seat 0.»"""
    s = _s10()
    play(s, "0 car 1")
    events = play(s, "1 give rum")
    assert of(events, Tribute)[1:] == [Tribute(2, 0, "peso", True)]
    assert s.players[2].pesos == 1 and s.players[0].pesos == 2 and s.moves == ["0 car 1", "1 give rum"]


def test_s10_stay_and_use_again() -> None:
    """S-10, *(stay)*: «The figure stays on X2 and may use it again.»"""
    s = _s10()
    play(s, "0 car 1")
    events = play(s, "1 give rum")
    assert of(events, FigureStayed) == [FigureStayed(0, "harbour_office", "el_zorro")]
    assert not of(events, FigureMoved) and s.players[0].figure == "harbour_office"
    assert s.phase == "use" and s.use_building == "harbour_office" and s.to_move == 0


def test_s10_use_harbour_office_up() -> None:
    """S-10, `0 use harbour_office up`: «Marker 4 → chequered, so ship 2 departs although it still demands
    goods: departed 2, marker `2`.»"""
    s = _s10()
    play(s, "0 car 1", "1 give rum")
    assert any(s.dice.values())
    events = play(s, "0 use harbour_office up")
    assert of(events, MarkerMoved) == [MarkerMoved("4", "chequered")]
    assert of(events, ShipDeparted) == [ShipDeparted(0, 2, 2)]
    assert s.departed == 2 and marker_flag(s) == "2"


def test_s10_end_of_turn_owner_vp() -> None:
    """S-10, *(end of turn)*: «Seat 0 stands on seat 1's harbour office, so seat 1 gets +1 VP.»"""
    s = _s10()
    play(s, "0 car 1", "1 give rum")
    events = play(s, "0 use harbour_office up")
    assert of(events, OwnerPaid) == [OwnerPaid(1, 0, "harbour_office")] and s.players[1].vp == 7
    assert s.phase == "demand" and s.to_move == 0


def test_s10_demand() -> None:
    """S-10, `0 demand sugar tobacco rum cigars`: «Ship 3: sugar 3, tobacco 2, rum 2, cigars 1. Aside: citrus
    (showing 0).»"""
    s = _s10()
    play(s, "0 car 1", "1 give rum", "0 use harbour_office up")
    events = play(s, "0 demand sugar tobacco rum cigars")
    dice = {"sugar": 3, "tobacco": 2, "rum": 2, "cigars": 1}
    assert of(events, DemandSet) == [DemandSet(0, 3, dice, "citrus", 0)] and s.dice == dice
    assert s.aside == "citrus"


def test_s10_forced_car_1_of_seat_1() -> None:
    """S-10, *(forced `car 1`, seat 1's turn)*: «Seat 1 has 0 pesos, so the engine moves the car 1 step to 5
    (pedro): +2 tobacco. White: W1, W2 and W3 are free, so seat 1 chooses (`1 go …`).»"""
    s = _s10()
    play(s, "0 car 1", "1 give rum", "0 use harbour_office up")
    events = play(s, "0 demand sugar tobacco rum cigars")
    assert of(events, CarMoved) == [CarMoved(1, 4, 5, 1, 0, "el_zorro", "pedro", True)]
    assert of(events, Gained) == [Gained(1, "pedro", {"tobacco": 2})]
    assert s.moves[-1] == "0 demand sugar tobacco rum cigars"
    assert s.phase == "go" and s.to_move == 1 and legal(s) == _white_go(1)


def test_s10_after() -> None:
    """S-10: «After: seat 0 has pesos 2, rum 1 and VP 12. Seat 1 has pesos 0, rum 0, tobacco 2 and VP 7. Seat
    2 has pesos 1. Marker `2`, departed 2. Car on 5.»"""
    s = _s10()
    play(s, "0 car 1", "1 give rum", "0 use harbour_office up", "0 demand sugar tobacco rum cigars")
    p0, p1 = s.players[0], s.players[1]
    assert (p0.pesos, p0.goods["rum"], p0.vp) == (2, 1, 12)
    assert (p1.pesos, p1.goods["rum"], p1.goods["tobacco"], p1.vp) == (0, 0, 2, 7)
    assert s.players[2].pesos == 1
    assert marker_flag(s) == "2" and s.departed == 2 and s.car == 5
    consistent(s)


def test_s10_illegal() -> None:
    """S-10: «Illegal: `1 give peso` (seat 1 has none).»"""
    s = _s10()
    play(s, "0 car 1")
    assert refused(s, "1 give peso").key == "illegal.give_none"


def test_s10_unparseable() -> None:
    """S-10: «Unparseable: `1 give wood` (wood is never tribute, and the grammar cannot name it after
    `give`).»"""
    s = _s10()
    play(s, "0 car 1")
    refused(s, "1 give wood", InvalidAction)


# --- S-11 Newspaper: stopping on, or skipping, a face-down Cubaner ----------------------------------


def _s11() -> GameState:
    """S-11: «3 players. **Layout L2**» «Seat 2 has just driven to 1 (pedro) and moved its figure to W3.»
    «Seat 0 has pesos 2, VP 8 and wood 0. Its figure is on Y2 (cafe), which **seat 1 owns**.» «Seat 1 has
    pesos 1 and VP 5.»"""
    s = table(
        3,
        turn=2,
        car=1,
        ship=SHIP,
        cubaner=L2_CUBANER,
        seats={
            0: {"pesos": 2, "vp": 8, "wood": 0, "figure": "Y2"},
            1: {"pesos": 1, "vp": 5, "owns": ["cafe"]},
            2: {},
        },
    )
    assert layout(s).station_cubaner[1] == "pedro"
    return using(s, 2, "newspaper")


def _s11_after_newspaper() -> GameState:
    s = _s11()
    play(s, "2 use newspaper jose")
    return s


def test_s11_use_newspaper_jose() -> None:
    """S-11, `2 use newspaper jose`: «Seat 2 gets +1 peso; jose (station 3) turns face down.»"""
    s = _s11()
    events = play(s, "2 use newspaper jose")
    assert s.players[2].pesos == 1 and layout(s).station_cubaner[3] == "jose"
    assert of(events, TileTurned) == [TileTurned("jose", False)] and s.face_down == ["jose"]
    assert s.phase == "car" and s.to_move == 0


def test_s11_case_a_car_2_stops_on_the_face_down_tile() -> None:
    """S-11 A, `0 car 2`: «Pays 1. Passes 2 and stops on 3 (jose, face down). No function, no figure step, no
    building: the figure stays on Y2 (exception 3).»"""
    s = _s11_after_newspaper()
    events = play(s, "0 car 2")
    assert of(events, CarMoved) == [CarMoved(0, 1, 3, 2, 1, "pedro", "jose")] and s.players[0].pesos == 1
    assert not [e for e in of(events, Gained) if e.seat == 0] and goods(s, 0) == {}
    assert of(events, FigureStayed) == [FigureStayed(0, "cafe", "face_down")] and not of(events, FigureMoved)
    assert not of(events, BuildingUsed) and not of(events, UseSkipped) and s.players[0].figure == "cafe"


def test_s11_case_a_end_of_turn() -> None:
    """S-11 A, *(end of turn)*: «Seat 0 stands on seat 1's cafe, so seat 1 gets +1 VP (R-18). Jose stays
    face down.»"""
    s = _s11_after_newspaper()
    events = play(s, "0 car 2")
    assert of(events, OwnerPaid) == [OwnerPaid(1, 0, "cafe")] and s.players[1].vp == 6
    assert s.face_down == ["jose"] and not of(events, TileTurned)


def test_s11_case_a_after() -> None:
    """S-11: «After A: seat 0 has pesos 1, VP 8 and wood 0. Seat 1 has VP 6. Car on 3, jose face down.»"""
    s = _s11_after_newspaper()
    play(s, "0 car 2")
    p = s.players[0]
    assert (p.pesos, p.vp, p.goods["wood"]) == (1, 8, 0)
    assert s.players[1].vp == 6 and s.car == 3 and s.face_down == ["jose"]
    assert s.phase == "car" and s.to_move == 1
    consistent(s)


def test_s11_case_a_jose_turns_up_when_seat_1_leaves() -> None:
    """S-11: «Whatever seat 1 does next, its `1 car …` leaves station 3, and jose turns face up during that
    move.»"""
    s = _s11_after_newspaper()
    play(s, "0 car 2")
    cars = sorted(legal(s))
    assert cars == ["1 car 1", "1 car 2"]
    for line in cars:
        t = s.clone()
        events = play(t, line)
        assert of(events, TileTurned)[0] == TileTurned("jose", True) and "jose" not in t.face_down


def test_s11_case_b_car_3_skips_the_face_down_tile() -> None:
    """S-11 B, `0 car 3`: «Pays 2. Passes 2, then passes 3: jose turns face up at once (R-20). Stops on 4
    (miguel): +2 wood.»"""
    s = _s11_after_newspaper()
    events = play(s, "0 car 3")
    assert of(events, CarMoved) == [CarMoved(0, 1, 4, 3, 2, "pedro", "miguel")] and s.players[0].pesos == 0
    assert of(events, TileTurned) == [TileTurned("jose", True)] and s.face_down == []
    assert events.index(TileTurned("jose", True)) < events.index(Gained(0, "miguel", {"wood": 2}))
    assert s.car == 4 and s.players[0].goods["wood"] == 2


def test_s11_case_b_go_bank() -> None:
    """S-11 B, `0 go bank`: «Dark blue: B1, B2 and B3 are all free.»"""
    s = _s11_after_newspaper()
    play(s, "0 car 3")
    assert legal(s) == {"0 go cigar_factory", "0 go black_market", "0 go bank"}
    play(s, "0 go bank")
    assert s.players[0].figure == "bank"


def test_s11_case_b_use_bank() -> None:
    """S-11 B, `0 use bank`: «+2 pesos. No owner VP (the bank has no owner).»"""
    s = _s11_after_newspaper()
    play(s, "0 car 3", "0 go bank")
    events = play(s, "0 use bank")
    assert s.players[0].pesos == 2 and not of(events, OwnerPaid)


def test_s11_case_b_after() -> None:
    """S-11: «After B: seat 0 has pesos 2, VP 8 and wood 2, and its figure on B3. Seat 1 has VP 5. Car on 4,
    jose face up.»"""
    s = _s11_after_newspaper()
    play(s, "0 car 3", "0 go bank", "0 use bank")
    p = s.players[0]
    assert (p.pesos, p.vp, p.goods["wood"], p.figure) == (2, 8, 2, "bank")
    assert s.players[1].vp == 5 and s.car == 4 and s.face_down == []
    assert s.phase == "car" and s.to_move == 1
    consistent(s)


@pytest.mark.parametrize("lines", [("0 car 2",), ("0 car 3", "0 go bank", "0 use bank")], ids=["A", "B"])
def test_s11_seat_2_pesos_in_both_cases(lines: tuple[str, ...]) -> None:
    """S-11: «Seat 2 has pesos 1 in both cases.»"""
    s = _s11_after_newspaper()
    play(s, *lines)
    assert s.players[2].pesos == 1


# --- S-12 Every candidate occupied: exception 4 -----------------------------------------------------


def _s12(figures: dict[int, str | None] | None = None) -> GameState:
    """S-12: «4 players. Car on 4. White buildings: W1 holds seat 0's figure, W2 (casino, **owned by seat
    0**) holds seat 3's figure, and W3 holds seat 1's figure. Seat 2's figure is on B3.» «Seat 3 has pesos 1,
    VP 9 and tobacco 0.» «Seat 0 has pesos 1 and VP 10.»"""
    where = {0: "W1", 1: "W3", 2: "B3", 3: "W2", **(figures or {})}
    s = table(
        4,
        turn=3,
        car=4,
        ship=SHIP,
        seats={
            0: {"pesos": 1, "vp": 10, "owns": ["casino"], "figure": where[0]},
            1: {"figure": where[1]},
            2: {"figure": where[2]},
            3: {"pesos": 1, "vp": 9, "tobacco": 0, "figure": where[3]},
        },
    )
    assert begin(s) == []
    return s


def test_s12_car_1_to_pedro() -> None:
    """S-12, `3 car 1`: «Stops on 5 (pedro), free. +2 tobacco.»"""
    s = _s12()
    events = play(s, "3 car 1")
    assert of(events, CarMoved) == [CarMoved(3, 4, 5, 1, 0, "el_zorro", "pedro")] and s.players[3].pesos == 1
    assert of(events, Gained) == [Gained(3, "pedro", {"tobacco": 2})]


def test_s12_stay_no_candidate() -> None:
    """S-12, *(stay)*: «There is no candidate: W1 and W3 are occupied, and W2 is the figure's own building.
    The figure stays on W2 and may use it.»"""
    s = _s12()
    events = play(s, "3 car 1")
    assert of(events, FigureStayed) == [FigureStayed(3, "casino", "occupied")] and not of(events, FigureMoved)
    assert s.phase == "use" and s.use_building == "casino" and "3 use casino sell 2" in legal(s)


def test_s12_use_casino_sell_2() -> None:
    """S-12, `3 use casino sell 2`: «−2 VP, +6 pesos.»"""
    s = _s12()
    play(s, "3 car 1")
    play(s, "3 use casino sell 2")
    assert (s.players[3].vp, s.players[3].pesos) == (7, 7)


def test_s12_end_of_turn_owner_vp() -> None:
    """S-12, *(end of turn)*: «Seat 3 stands on seat 0's casino, so seat 0 gets +1 VP.»"""
    s = _s12()
    play(s, "3 car 1")
    events = play(s, "3 use casino sell 2")
    assert of(events, OwnerPaid) == [OwnerPaid(0, 3, "casino")] and s.players[0].vp == 11


def test_s12_after() -> None:
    """S-12: «After: seat 3 has pesos 7, VP 7 and tobacco 2. Seat 0 has VP 11 and chooses its car move (car
    on 5).»"""
    s = _s12()
    play(s, "3 car 1", "3 use casino sell 2")
    p = s.players[3]
    assert (p.pesos, p.vp, p.goods["tobacco"]) == (7, 7, 2)
    assert s.players[0].vp == 11 and s.phase == "car" and s.to_move == 0 and s.car == 5
    consistent(s)


def test_s12_variant_r15_off_board() -> None:
    """S-12 variants: «R-15: in round 1, with seat 3's figure off the board and W1–W3 held by seats 0, 1 and
    2, the figure stays off the board. There is no building use and no owner VP.»"""
    s = _s12({0: "W1", 1: "W2", 2: "W3", 3: None})
    assert s.players[3].figure is None
    events = play(s, "3 car 1")
    assert of(events, FigureStayed) == [FigureStayed(3, None, "occupied")] and s.players[3].figure is None
    assert not of(events, BuildingUsed) and not of(events, UseSkipped) and not of(events, OwnerPaid)
    assert [p.vp for p in s.players] == [10, 0, 0, 9]
    assert s.phase == "car" and s.to_move == 0


def test_s12_variant_r14_any_colour() -> None:
    """S-12 variants: «R-14: if seat 3's figure was on B2 (black market) and W1–W3 were held by seats 0, 1 and
    2, it stays on B2 and may use the black market.»"""
    s = _s12({0: "W1", 1: "W2", 2: "W3", 3: "B2"})
    events = play(s, "3 car 1")
    assert of(events, FigureStayed) == [FigureStayed(3, "black_market", "occupied")]
    assert s.players[3].figure == "black_market"
    assert s.phase == "use" and s.use_building == "black_market" and s.to_move == 3
    play(s, "3 use black_market tobacco rum")
    assert goods(s, 3) == {"tobacco": 1, "rum": 1}


# --- S-13 Set-up and El Zorro in the first round ----------------------------------------------------


def _s13() -> GameState:
    """S-13: «This is the NOTATION.md example game up to seat 2's first move, with different tribute choices.
    Seat 2 (n − 1) set the first demand before seat 0 played; then seat 0 (`car 1`, bank) and seat 1 (`car
    2`, distillery 3) took their turns. Car on 3.»"""
    record = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    s = start_state(record)
    assert s.phase == "demand" and s.to_move == 2
    for line in record["moves"][:7]:
        apply_in_place(s, line)
    assert [m.split()[:2] for m in s.moves] == [
        ["2", "demand"],
        ["0", "car"],
        ["0", "go"],
        ["0", "use"],
        ["1", "car"],
        ["1", "go"],
        ["1", "use"],
    ]
    return s


def test_s13_set_up() -> None:
    """S-13: «3 players, layout L1.» «Car on 3.» «Seat 0 has pesos 5, VP 2, sugar 1, tobacco 1, citrus 1, wood
    2.» «Seat 1 has pesos 2, VP 2, tobacco 1, citrus 1, rum 3.» «Seat 2 has pesos 3, VP 2, sugar 1, tobacco 1,
    citrus 1. Its figure is **off the board**.»"""
    s = _s13()
    assert s.num_players == 3 and s.setup["buildings"] == L1_BUILDINGS and s.car == 3
    assert layout(s).station_cubaner == layout(table(3)).station_cubaner
    assert [(p.pesos, p.vp) for p in s.players] == [(5, 2), (2, 2), (3, 2)]
    assert goods(s, 0) == {"sugar": 1, "tobacco": 1, "citrus": 1, "wood": 2}
    assert goods(s, 1) == {"tobacco": 1, "citrus": 1, "rum": 3}
    assert goods(s, 2) == {"sugar": 1, "tobacco": 1, "citrus": 1}
    assert s.players[2].figure is None and all(not p.owns for p in s.players)
    assert s.phase == "car" and s.to_move == 2


def test_s13_car_1_to_el_zorro() -> None:
    """S-13, `2 car 1`: «Stops on 4 (el_zorro), free.»"""
    s = _s13()
    events = play(s, "2 car 1")
    assert of(events, CarMoved) == [CarMoved(2, 3, 4, 1, 0, "jose", "el_zorro")] and s.players[2].pesos == 3
    assert s.phase == "give" and s.to_move == 0


def test_s13_give_vp() -> None:
    """S-13, `0 give vp`: «Seat 0 gives 1 VP to seat 2.»"""
    s = _s13()
    play(s, "2 car 1")
    events = play(s, "0 give vp")
    assert of(events, Tribute) == [Tribute(0, 2, "vp")] and (s.players[0].vp, s.players[2].vp) == (1, 3)
    assert s.phase == "give" and s.to_move == 1


def test_s13_give_peso() -> None:
    """S-13, `1 give peso`: «Seat 1 gives 1 peso to seat 2.»"""
    s = _s13()
    play(s, "2 car 1", "0 give vp")
    events = play(s, "1 give peso")
    assert Tribute(1, 2, "peso") in events and (s.players[1].pesos, s.players[2].pesos) == (1, 4)


def test_s13_stay_off_the_board() -> None:
    """S-13, *(stay)*: «The figure is off the board: no building (SC-33), and no owner VP.»"""
    s = _s13()
    play(s, "2 car 1", "0 give vp")
    events = play(s, "1 give peso")
    assert of(events, FigureStayed) == [FigureStayed(2, None, "el_zorro")]
    assert not of(events, BuildingUsed) and not of(events, UseSkipped) and not of(events, OwnerPaid)
    assert s.phase == "car" and s.to_move == 0


def test_s13_after() -> None:
    """S-13: «After: seat 0 has VP 1. Seat 1 has pesos 1. Seat 2 has pesos 4 and VP 3, and its figure is still
    off the board.»"""
    s = _s13()
    play(s, "2 car 1", "0 give vp", "1 give peso")
    assert s.players[0].vp == 1 and s.players[1].pesos == 1
    p = s.players[2]
    assert (p.pesos, p.vp, p.figure) == (4, 3, None)
    consistent(s)


def test_s13_illegal() -> None:
    """S-13: «Illegal: any `2 go …` or `2 use …`.»"""
    uses = {
        "bank": "bank",
        "church": "church",
        "sawmill": "sawmill",
        "distillery": "distillery 1",
        "cigar_factory": "cigar_factory 1",
        "black_market": "black_market sugar rum",
        "cafe": "cafe rum",
        "customs": "customs sugar",
        "trading_office": "trading_office sugar",
        "casino": "casino sell 1",
        "harbour_office": "harbour_office up",
        "newspaper": "newspaper",
    }
    assert set(uses) == set(L1_BUILDINGS.values())
    s = _s13()
    for lines in ((), ("2 car 1",), ("0 give vp",), ("1 give peso",)):
        play(s, *lines)
        for building, use in uses.items():
            refused(s, f"2 go {building}")
            refused(s, f"2 use {use}")
        refused(s, "2 use -")


def test_s13_unparseable() -> None:
    """S-13: «Unparseable: `0 give wood` (the grammar cannot name wood after `give`).»"""
    s = _s13()
    play(s, "2 car 1")
    refused(s, "0 give wood", InvalidAction)


# --- S-14 Scarcity and building checks (independent one-liners) -------------------------------------


def _mover(car: int, **seat1: int) -> GameState:
    """Seat 0 (pesos 1) about to move from ``car``; seat 1 holds ``seat1`` and 1 peso."""
    s = table(2, car=car, ship=SHIP, seats={0: {"pesos": 1}, 1: {"pesos": 1, **seat1}})
    assert begin(s) == []
    return s


def _user(
    building: str, seat0: dict[str, int], seat1: dict[str, int] | None = None, marker: str = "2"
) -> GameState:
    """Seat 0 (holding ``seat0``) about to use ``building``; seat 1 holds ``seat1`` and 1 peso."""
    s = table(2, ship=SHIP, marker=marker, seats={0: dict(seat0), 1: {"pesos": 1, **(seat1 or {})}})
    return using(s, 0, building)


def test_s14_a_tobacco_supply_1() -> None:
    """S-14 a: «Tobacco supply 1 (players hold 7) | `… car …` to pedro | +1 tobacco only; supply 0»"""
    s = _mover(4, tobacco=7)
    assert supply(s, "tobacco") == 1
    events = play(s, "0 car 1")
    assert of(events, Gained) == [Gained(0, "pedro", {"tobacco": 1})]
    assert s.players[0].goods["tobacco"] == 1 and supply(s, "tobacco") == 0


def test_s14_b_wood_supply_0() -> None:
    """S-14 b: «Wood supply 0 | `… car …` to miguel | +0 wood»"""
    s = _mover(0, wood=8)
    assert supply(s, "wood") == 0
    events = play(s, "0 car 1")
    assert of(events, Gained) == [Gained(0, "miguel", {"wood": 0})] and s.players[0].goods["wood"] == 0


def test_s14_c_pablo_with_one_good_left() -> None:
    """S-14 c: «Non-wood supply 0 except cigars 2 | `… car …` to pablo | *forced*: +1 cigars, no `pablo`
    line.»"""
    s = _mover(7, sugar=8, citrus=8, tobacco=8, rum=8, cigars=6)
    assert supplies(s) == {"sugar": 0, "citrus": 0, "tobacco": 0, "rum": 0, "cigars": 2, "wood": 8}
    events = play(s, "0 car 1")
    assert of(events, Gained) == [Gained(0, "pablo", {"cigars": 1})] and goods(s, 0) == {"cigars": 1}
    assert s.moves == ["0 car 1"] and s.phase != "pablo"


def test_s14_c_pablo_with_nothing_left() -> None:
    """S-14 c: «With all five at 0: nothing.»"""
    s = _mover(7, sugar=8, citrus=8, tobacco=8, rum=8, cigars=8)
    events = play(s, "0 car 1")
    assert of(events, Gained) == [Gained(0, "pablo", {})] and goods(s, 0) == {}
    assert s.moves == ["0 car 1"] and s.phase != "pablo"


def test_s14_d_distillery() -> None:
    """S-14 d: «Holds sugar 4; rum supply 2 | `use distillery 2` | sugar 2, rum +2; rum supply 0.»"""
    s = _user("distillery", {"sugar": 4}, {"rum": 6})
    assert supply(s, "rum") == 2
    play(s, "0 use distillery 2")
    assert goods(s, 0) == {"sugar": 2, "rum": 2} and supply(s, "rum") == 0


def test_s14_d_distillery_3_illegal() -> None:
    """S-14 d: «`use distillery 3` is illegal.»"""
    refused(_user("distillery", {"sugar": 4}, {"rum": 6}), "0 use distillery 3")


def test_s14_e_black_market() -> None:
    """S-14 e: «Holds sugar 1; cigar supply 0 | `use black_market sugar rum` | sugar 0, rum +1.»"""
    s = _user("black_market", {"sugar": 1}, {"cigars": 8})
    assert supply(s, "cigars") == 0
    play(s, "0 use black_market sugar rum")
    assert goods(s, 0) == {"rum": 1}


def test_s14_e_black_market_refusals() -> None:
    """S-14 e: «`… sugar cigars` and `… sugar sugar` are illegal; `… wood rum` is unparseable (wood is not a
    trade good).»"""
    s = _user("black_market", {"sugar": 1}, {"cigars": 8})
    refused(s, "0 use black_market sugar cigars")
    refused(s, "0 use black_market sugar sugar")
    refused(s, "0 use black_market wood rum", InvalidAction)


def test_s14_f_cafe() -> None:
    """S-14 f: «Holds rum 2, cigars 1, VP 5 | `use cafe rum cigars` | VP 9, rum 1, cigars 0.»"""
    s = _user("cafe", {"rum": 2, "cigars": 1, "vp": 5})
    play(s, "0 use cafe rum cigars")
    assert s.players[0].vp == 9 and goods(s, 0) == {"rum": 1}


def test_s14_f_cafe_rum_rum_unparseable() -> None:
    """S-14 f: «Two rum cannot be written: `use cafe rum rum` is unparseable (rulebook: «2 Einheiten Rum oder
    2 Einheiten Zigarren sind jedoch nicht möglich.»)»"""
    s = _user("cafe", {"rum": 2, "cigars": 1, "vp": 5})
    refused(s, "0 use cafe rum rum", InvalidAction)
    refused(s, "0 use cafe cigars cigars", InvalidAction)


def test_s14_g_casino_buy_2() -> None:
    """S-14 g: «Pesos 7, VP 3 | `use casino buy 2` | pesos 1, VP 5.»"""
    s = _user("casino", {"pesos": 7, "vp": 3})
    play(s, "0 use casino buy 2")
    assert (s.players[0].pesos, s.players[0].vp) == (1, 5)


def test_s14_g_casino_other_amounts() -> None:
    """S-14 g: «`buy 3` is illegal; `sell 3` gives pesos 16, VP 0; `sell 4` is illegal.»"""
    s = _user("casino", {"pesos": 7, "vp": 3})
    refused(s, "0 use casino buy 3")
    refused(s, "0 use casino sell 4")
    play(s, "0 use casino sell 3")
    assert (s.players[0].pesos, s.players[0].vp) == (16, 0)


def test_s14_h_sawmill() -> None:
    """S-14 h: «Holds wood 1, VP 3, pesos 0 | `use sawmill` | wood 0, VP 4, pesos 1.»"""
    s = _user("sawmill", {"wood": 1, "vp": 3, "pesos": 0})
    play(s, "0 use sawmill")
    p = s.players[0]
    assert (p.goods["wood"], p.vp, p.pesos) == (0, 4, 1)


def test_s14_h_sawmill_without_wood_is_forced() -> None:
    """S-14 h: «With wood 0 the only action is `use -`, which is forced.»"""
    s = _user("sawmill", {"wood": 0, "vp": 3, "pesos": 0})
    assert legal(s) == {"0 use -"}
    s = table(2, car=3, ship=SHIP, seats={0: {"vp": 3, "figure": "X3"}, 1: {"pesos": 2}})
    events = begin(s)
    assert of(events, CarMoved) == [CarMoved(0, 3, 4, 1, 0, "jose", "el_zorro", True)]
    assert of(events, FigureStayed) == [FigureStayed(0, "sawmill", "el_zorro")]
    assert of(events, UseSkipped) == [UseSkipped(0, "sawmill", True)] and s.moves == []
    assert s.phase == "car" and s.to_move == 1


def test_s14_i_harbour_office_up() -> None:
    """S-14 i: «Marker `2` | `use harbour_office up` | marker `3`.»"""
    s = _user("harbour_office", {}, marker="2")
    play(s, "0 use harbour_office up")
    assert marker_flag(s) == "3"


def test_s14_i_harbour_office_down() -> None:
    """S-14 i: «`down` is illegal at `2`; at `3`, `down` → `2`.»"""
    refused(_user("harbour_office", {}, marker="2"), "0 use harbour_office down")
    s = _user("harbour_office", {}, marker="3")
    play(s, "0 use harbour_office down")
    assert marker_flag(s) == "2"


def test_s14_j_no_car_line_at_0_pesos() -> None:
    """S-14 j: «Pesos 0 | *(forced `car 1`)* | No `car` line is written.»"""
    s = table(2, car=4, ship=SHIP, seats={0: {"pesos": 0}, 1: {"pesos": 1}})
    events = begin(s)
    assert of(events, CarMoved) == [CarMoved(0, 4, 5, 1, 0, "el_zorro", "pedro", True)]
    assert s.moves == [] and s.car == 5
    refused(s, "0 car 1")


# --- S-15 The 7th ship ends the game at once; tie-breaks --------------------------------------------


def _s15(pesos0: int = 4) -> GameState:
    """S-15: «3 players. Ship 7 is in port (departed 6). Marker `2`. Ship: sugar 0, citrus 1, rum 0, cigars
    0. Aside: tobacco. Car on 9.» «Seat 0 has VP 40, pesos 4, sugar 3, rum 3, wood 2 (8 goods).» «Seat 1 has
    VP 39, pesos 9, citrus 1, sugar 2, wood 3 (6 goods). Its figure is on a building **owned by seat 2**.»
    «Seat 2 has VP 42, pesos 20, tobacco 1 (1 good).»"""
    s = table(
        3,
        turn=1,
        car=9,
        departed=6,
        marker="2",
        ship={"sugar": 0, "citrus": 1, "rum": 0, "cigars": 0},
        seats={
            0: {"vp": 40, "pesos": pesos0, "sugar": 3, "rum": 3, "wood": 2},
            1: {"vp": 39, "pesos": 9, "citrus": 1, "sugar": 2, "wood": 3, "figure": "W1"},
            2: {"vp": 42, "pesos": 20, "tobacco": 1, "owns": ["church"]},
        },
    )
    assert begin(s) == [] and s.ship == 7 and s.aside == "tobacco"
    assert [sum(p.goods.values()) for p in s.players] == [8, 6, 1]
    return s


def test_s15_car_1_to_the_harbour() -> None:
    """S-15, `1 car 1`: «Stops on 0 (harbour). The round starts with seat 1.»"""
    s = _s15()
    events = play(s, "1 car 1")
    assert of(events, CarMoved) == [CarMoved(1, 9, 0, 1, 0, "martinez", None)]
    assert of(events, RoundStarted) == [RoundStarted(1)] and s.phase == "deliver" and s.to_move == 1


def test_s15_deliver_citrus_1_ends_the_game() -> None:
    """S-15, `1 deliver citrus 1`: «+2 VP, so seat 1 has 41. All ship dice show 0 and the 7th ship departs:
    **the game ends at once**. There is no owner VP for seat 2, no demand roll, and seats 2 and 0 do not
    deliver (R-24).»"""
    s = _s15()
    play(s, "1 car 1")
    rolls = s.rolls_used
    events = play(s, "1 deliver citrus 1")
    assert of(events, Delivered) == [Delivered(1, "citrus", 1, None, 2)] and s.players[1].vp == 41
    assert of(events, ShipDeparted) == [ShipDeparted(1, 7, 7)] and len(of(events, GameEnded)) == 1
    assert s.phase == "end" and s.departed == 7 and outcome(s) is not None
    assert not of(events, OwnerPaid) and s.players[2].vp == 42
    assert not of(events, DemandSet) and s.rolls_used == rolls
    assert not [e for e in events if isinstance(e, (Delivered, Passed)) and e.seat != 1]
    assert legal_list(s, 0) == [] and legal_list(s, 2) == []
    refused(s, "0 deliver wood 1 citrus")
    refused(s, "2 pass")
    consistent(s)


def test_s15_final_scoring_table() -> None:
    """S-15: «Final scoring (R-25):» «| 0 | 40 | 8 → +2 | 42 | 2 | 4 | 2 |» «| 1 | 41 | 5 → +1 | 42 | 2 | 9 |
    **1** |» «| 2 | 42 | 1 → +0 | 42 | 1 | 20 | 3 |»"""
    s = _s15()
    play(s, "1 car 1", "1 deliver citrus 1")
    info = summary(s)
    rows = {
        seat: (
            info["breakdown"][seat]["vp_before_goods"],
            sum(info["holdings"][seat]["goods"].values()),
            info["breakdown"][seat]["goods_vp"],
            info["scores"][seat],
            info["breakdown"][seat]["goods_left"],
            info["breakdown"][seat]["pesos"],
            info["places"][seat],
        )
        for seat in ("0", "1", "2")
    }
    assert rows == {
        "0": (40, 8, 2, 42, 2, 4, 2),
        "1": (41, 5, 1, 42, 2, 9, 1),
        "2": (42, 1, 0, 42, 1, 20, 3),
    }


def test_s15_tie_breaks() -> None:
    """S-15: «All three have 42 VP. Goods left (2, 2, 1) put seat 2 third; pesos (9 > 4) put seat 1 first.»"""
    s = _s15()
    events = play(s, "1 car 1", "1 deliver citrus 1")
    result = outcome(s)
    assert result is not None and result.scores == (42, 42, 42)
    assert result.order == (1, 0, 2) and result.winners == (1,) and result.places == (2, 1, 3)
    assert of(events, GameEnded) == [GameEnded((42, 42, 42), (1, 0, 2), (2, 1, 3))]


def test_s15_variant_shared_first_place() -> None:
    """S-15: «Variant: with seat 0 at 9 pesos, seats 0 and 1 share first place.»"""
    s = _s15(pesos0=9)
    play(s, "1 car 1", "1 deliver citrus 1")
    result = outcome(s)
    assert result is not None and result.scores == (42, 42, 42)
    assert result.places == (1, 1, 3) and result.winners == (0, 1)
