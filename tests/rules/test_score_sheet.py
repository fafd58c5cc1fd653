"""The score sheet every game ends with: each seat's points by source add up to its final score, the
scores after each move end where the game ended, and the chart's marks fall where the game marked them."""

from __future__ import annotations

from typing import Any

import pytest

from rules.contract import MarkKind
from rules.santacruz import GAME as SANTA_CRUZ
from rules.santacruz.events import BuildingsDestroyed
from rules.santacruz.simulate import play_random_game as santacruz_game
from rules.santiago import GAME as SANTIAGO
from rules.santiago.engine import apply_in_place
from rules.santiago.events import Delivered, OwnerPaid, ShipDeparted, Tribute
from rules.santiago.records import start_state
from rules.santiago.simulate import play_random_game as santiago_game
from rules.santiago.timeline import SOURCES

SEEDS = (1, 2, 3, 4)


def _santiago(seed: int) -> dict[str, Any]:
    return SANTIAGO.record(santiago_game(2 + seed % 3, seed).state)


def _santacruz(seed: int) -> dict[str, Any]:
    return SANTA_CRUZ.record(santacruz_game(2 + seed % 3, seed).state)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize(
    ("game", "make"), [(SANTA_CRUZ, _santacruz), (SANTIAGO, _santiago)], ids=["sc", "sdc"]
)
def test_points_by_source_add_up_to_the_final_scores(game: Any, make: Any, seed: int) -> None:
    """Each seat's points by source sum to its final score, the last row of the scores is the final
    score, and the first is the deal's."""
    record = make(seed)
    sheet = game.score_sheet(record)
    final = game.outcome(game.replay(record, game.replay_steps(record)))
    assert final is not None
    assert sheet.totals() == final.scores
    assert sheet.scores[-1] == final.scores
    assert len(sheet.scores) == game.replay_steps(record) + 1
    start = game.replay(record, 0)
    assert sheet.scores[0] == tuple(p.score if hasattr(p, "score") else p.vp for p in start.players)
    assert all(len(row) == len(sheet.sources) for row in sheet.points)
    assert all(0 < mark.step < len(sheet.scores) for mark in sheet.marks)


def _santiago_events(record: dict[str, Any]) -> list[tuple[int, Any]]:
    state = start_state(record)
    return [(step, e) for step, line in enumerate(record["moves"], 1) for e in apply_in_place(state, line)]


@pytest.mark.parametrize("seed", SEEDS)
def test_santiago_owner_vp_are_their_own_source(seed: int) -> None:
    """SC-45: a figure ending its turn on another player's building pays its owner 1 VP, counted as
    owner VP."""
    record = _santiago(seed)
    paid = [e.owner for _, e in _santiago_events(record) if isinstance(e, OwnerPaid)]
    sheet = SANTIAGO.score_sheet(record)
    owner = SOURCES.index("owner")
    assert [row[owner] for row in sheet.points] == [paid.count(seat) for seat in range(len(sheet.points))]


@pytest.mark.parametrize("seed", SEEDS)
def test_santiago_deliveries_are_ship_vp(seed: int) -> None:
    """SC-48: each delivery scores its VP under the ships."""
    record = _santiago(seed)
    sheet = SANTIAGO.score_sheet(record)
    ships = SOURCES.index("ships")
    delivered = [0] * len(sheet.points)
    for _, event in _santiago_events(record):
        if isinstance(event, Delivered):
            delivered[event.seat] += event.vp
    assert [row[ships] for row in sheet.points] == delivered
    assert sum(delivered) > 0


def test_santiago_tribute_vp_move_from_giver_to_taker() -> None:
    """SC-32: a VP given to El Zorro's player is one less for the giver and one more for the taker."""
    for seed in range(1, 40):
        record = _santiago(seed)
        given = [e for _, e in _santiago_events(record) if isinstance(e, Tribute) and e.item == "vp"]
        if given:
            break
    else:
        pytest.fail("no random game gave a VP as tribute")
    sheet = SANTIAGO.score_sheet(record)
    tribute = SOURCES.index("tribute")
    expected = [0] * len(sheet.points)
    for event in given:
        expected[event.giver] -= 1
        expected[event.taker] += 1
    assert [row[tribute] for row in sheet.points] == expected


@pytest.mark.parametrize("seed", SEEDS)
def test_santiago_goods_left_score_one_vp_per_three(seed: int) -> None:
    """SC-63: at the end every 3 goods left (wood included) are 1 VP, a source of their own."""
    record = _santiago(seed)
    end = SANTIAGO.replay(record, SANTIAGO.replay_steps(record))
    sheet = SANTIAGO.score_sheet(record)
    goods = SOURCES.index("goods")
    assert [row[goods] for row in sheet.points] == [sum(p.goods.values()) // 3 for p in end.players]


@pytest.mark.parametrize("seed", SEEDS)
def test_santiago_marks_each_ship_that_sailed(seed: int) -> None:
    """SC-57, SC-62: the chart marks each of the 7 departures, the last one at the last move."""
    record = _santiago(seed)
    sailed = [step for step, e in _santiago_events(record) if isinstance(e, ShipDeparted)]
    sheet = SANTIAGO.score_sheet(record)
    assert [m.step for m in sheet.marks] == sailed and len(sailed) == 7
    assert all(m.kind == MarkKind.DIVIDER and m.key == "ship" for m in sheet.marks)
    assert [dict(m.params)["ship"] for m in sheet.marks] == list(range(1, 8))
    assert sailed[-1] == len(record["moves"])


@pytest.mark.parametrize("seed", SEEDS)
def test_santacruz_marks_round_two_and_each_eruption(seed: int) -> None:
    """Santa Cruz's chart marks where round 2 begins and each move that made the volcano erupt."""
    record = _santacruz(seed)
    sheet = SANTA_CRUZ.score_sheet(record)
    erupted = []
    for step in range(1, SANTA_CRUZ.replay_steps(record) + 1):
        _, events = SANTA_CRUZ.apply(SANTA_CRUZ.replay(record, step - 1), record["moves"][step - 1])
        if any(isinstance(e, BuildingsDestroyed) for e in events):
            erupted.append(step)
    assert [m.step for m in sheet.marks if m.kind == MarkKind.EVENT] == erupted
    dividers = [m for m in sheet.marks if m.kind == MarkKind.DIVIDER]
    assert len(dividers) == 1 and SANTA_CRUZ.replay(record, dividers[0].step).round == 2
    assert SANTA_CRUZ.replay(record, dividers[0].step - 1).round == 1


@pytest.mark.parametrize("seed", SEEDS)
def test_santacruz_scores_after_each_move_are_the_score_track_the_table_saw(seed: int) -> None:
    """The chart's line after each move is the score track of that moment's public view: the sheet
    shows nothing the table did not see."""
    record = _santacruz(seed)
    sheet = SANTA_CRUZ.score_sheet(record)
    for step in range(0, SANTA_CRUZ.replay_steps(record) + 1, 7):
        view = SANTA_CRUZ.public_view(SANTA_CRUZ.replay(record, step))
        assert sheet.scores[step] == tuple(p.score for p in view.players)
