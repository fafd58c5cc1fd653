"""The score track: scoring order, "Hinten anstellen" (RULINGS 7), negative scores (RULINGS 8)."""

from __future__ import annotations

from rules.santacruz import gamedata
from rules.santacruz.events import Scored
from rules.santacruz.scoring import ranks
from rules.santacruz.state import GameState
from tests.rules.scenario import deal, play, to_play_phase
from tests.rules.test_scoring_cards import CARDS, TILES, scene, score_card

BOARD = gamedata.board()
START_SCORES = gamedata.cards().start_scores


def put_marker(state: GameState, seat: int, total: int) -> None:
    """Test setup: ``seat``'s marker moves to ``total`` now (a start bonus in the breakdown)."""
    player = state.players[seat]
    player.breakdown["start"] += total - player.score
    player.score = total
    state.arrivals += 1
    player.arrival = state.arrivals


def test_card_player_scores_first_then_the_others_clockwise() -> None:
    """Rulebook, WERTEN: "Der Spieler, der die Karte gespielt hat, trägt zuerst seine Punkte auf der
    Zählleiste ab. Die Mitspieler folgen im Uhrzeigersinn." """
    coast = [s for s in BOARD.sites_of_kind("coast") if BOARD.sites[s].island == "main"]
    state = scene(4, {seat: [coast[seat]] for seat in range(4)}, cards={0: ["birds"], 1: ["coast"]})
    _, nothing = score_card(state, 0, "birds")  # nobody holds a chip: seat 0's turn passes quietly
    assert not [e for e in nothing if isinstance(e, Scored)]
    _, events = score_card(state, 1, "coast")
    assert [e.seat for e in events if isinstance(e, Scored)] == [1, 2, 3, 0]


def test_a_marker_arriving_where_another_stands_goes_behind_it() -> None:
    """Rulebook, HINTEN ANSTELLEN: "Kommt ein Zählstein auf ein Feld, auf dem bereits ein Stein steht
    ... wird er hinter alle dort stehenden Zählsteine auf dasselbe Feld gesetzt, so dass eine eindeutige
    Reihenfolge entsteht." RULINGS 7: "Rank = higher total first, then earlier arrival at that total."

    Seat 0 (start player, start score 0) lands, seat 1 (start score 1) lands, then seat 0 builds with a
    ship card onto the very total seat 1 already holds: seat 0 stands behind seat 1.
    """
    coast = [t for t in TILES.values() if t.kind == "coast"]
    a, b, c = next(
        (a.id, b.id, c.id)
        for a in coast
        for b in coast
        for c in coast
        if len({a.id, b.id, c.id}) == 3 and a.points + c.points == START_SCORES[1] + b.points
    )
    sites = [s for s in BOARD.sites_of_kind("coast") if not BOARD.sites[s].rivers][:3]
    state = deal(2, start_player=0, tiles=dict(zip(sites, (a, b, c), strict=True)), sets=["A", "B"])
    to_play_phase(state, {0: sites[0], 1: sites[1]})
    assert ranks(state) == (1, 0)
    play(state, f"0 ship {sites[2]}")
    assert state.players[0].score == state.players[1].score
    assert ranks(state) == (1, 0)


def test_a_marker_goes_behind_all_markers_already_on_its_total() -> None:
    """Rulebook, HINTEN ANSTELLEN: "... wird er hinter alle dort stehenden Zählsteine auf dasselbe Feld
    gesetzt" """
    coast = BOARD.sites_of_kind("coast")[0]
    each = CARDS["coast"].points_each
    state = scene(3, {0: [coast]}, cards={0: ["coast"]})
    put_marker(state, 0, 20)
    put_marker(state, 2, 20 + each)
    put_marker(state, 1, 20 + each)
    score_card(state, 0, "coast")
    assert {p.score for p in state.players} == {20 + each}
    assert ranks(state) == (2, 1, 0)


def test_stand_behind_applies_within_one_scoring() -> None:
    """RULINGS 7: "a player who reaches a total that another player already holds stands behind that
    player." — the card's player scores first, so an opponent reaching the same total stands behind."""
    coast = BOARD.sites_of_kind("coast")
    each = CARDS["coast"].points_each
    state = scene(2, {0: [coast[0]], 1: [coast[1], coast[2]]}, cards={1: ["coast"]}, start_player=1)
    put_marker(state, 0, 20 + each)  # seat 0 leads before the card
    put_marker(state, 1, 20)
    score_card(state, 1, "coast")
    assert state.players[0].score == state.players[1].score
    assert ranks(state) == (1, 0)


def test_moving_backwards_after_an_eruption_also_stands_behind() -> None:
    """Rulebook, 50ER-STUFEN: "Sonderfall Vulkanausbruch: Verliert ein Spieler durch einen
    Vulkanausbruch Punkte, zieht er auf der Zählleiste rückwärts. Kommt er dabei auf ein Feld, auf dem
    bereits ein Stein steht, stellt er sich ganz normal hinten an." """
    volcano = BOARD.sites_of_kind("volcano")[0]
    loss = -CARDS["eruption"].points_each
    state = scene(2, {0: [volcano]}, cards={1: ["eruption"]}, start_player=1)
    put_marker(state, 0, 10 + loss)
    put_marker(state, 1, 10)
    assert ranks(state) == (0, 1)
    score_card(state, 1, "eruption")
    assert state.players[0].score == state.players[1].score == 10
    assert ranks(state) == (1, 0)


def test_scores_may_go_below_zero() -> None:
    """RULINGS 8: "Negative scores. Allowed (an early eruption can take a player below 0); show them as
    negative." """
    volcano = BOARD.sites_of_kind("volcano")[:2]
    state = scene(2, {0: volcano}, cards={0: ["eruption"]})
    before = state.players[0].score
    expected = before + 2 * CARDS["eruption"].points_each
    assert expected < 0, "the scene must be able to go below zero"
    score_card(state, 0, "eruption")
    assert state.players[0].score == expected
    assert state.players[0].breakdown["eruption"] == 2 * CARDS["eruption"].points_each
    assert sum(state.players[0].breakdown.values()) == expected
    assert ranks(state) == (1, 0)


def test_a_seat_that_scores_nothing_does_not_move() -> None:
    """RULINGS 7: "Rank = higher total first, then earlier arrival at that total." — a seat that
    scores 0 from a card stays where it stood: no score event, its arrival unchanged."""
    coast = BOARD.sites_of_kind("coast")[0]
    state = scene(3, {2: [coast]}, cards={2: ["coast"]}, start_player=2)
    put_marker(state, 0, 10)
    put_marker(state, 1, 10)  # seat 1 stands behind seat 0
    arrivals = [state.players[0].arrival, state.players[1].arrival]
    gains, events = score_card(state, 2, "coast")
    assert gains == [0, 0, CARDS["coast"].points_each]
    assert {e.seat for e in events if isinstance(e, Scored)} == {2}
    assert [state.players[0].arrival, state.players[1].arrival] == arrivals
    assert ranks(state).index(0) < ranks(state).index(1)
