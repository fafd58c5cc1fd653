"""The decisions that mattered in a finished Santa Cruz game (issue 44): at most three, the largest swing
first, each a real decision of its seat in the record judged by the strong computer's evaluation, the
same every time, in words in every language, naming nothing nobody saw and judged from what its seat
saw alone.

The games are played by an easy and a strong computer (the strong one with a small search budget, which
changes how it plays, not what is checked here) from fixed seeds.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from rules import i18n
from rules.records import RecordError
from rules.santacruz import GAME, gamedata, turning
from rules.santacruz.ai import search
from rules.santacruz.notation import parse
from rules.santacruz.turning import TOKENS
from rules.teach import TURNING_POINTS, TurningPoint

_BOARD = gamedata.board()
GAMES = ((2, 11, ("easy", "strong")), (3, 12, ("strong", "easy", "easy")))
"""(players, seed, levels by seat) of the games judged."""


def _played(players: int, seed: int, levels: tuple[str, ...]) -> dict[str, Any]:
    """The record of a whole seeded game of computers at ``levels``."""
    state = GAME.new_state([f"Player {s}" for s in range(players)], seed, {})
    rng = random.Random(seed)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(search, "BUDGET_STEPS", 0)
        patch.setattr(search, "MIN_ROLLOUTS", 8)
        while not GAME.is_over(state):
            seat = min(GAME.awaiting(state))
            line = GAME.computer_action(state, seat, levels[seat], str(rng.random()))
            state, _events = GAME.apply(state, line)
    return GAME.record(state)


@pytest.fixture(scope="module", params=GAMES, ids=lambda g: f"{g[0]}p")
def judged(request: pytest.FixtureRequest) -> tuple[dict[str, Any], list[TurningPoint]]:
    record = _played(*request.param)
    return record, list(GAME.turning_points(record))


def test_at_most_three_largest_swing_first(judged: tuple[dict[str, Any], list[TurningPoint]]) -> None:
    _record, points = judged
    assert 1 <= len(points) <= TURNING_POINTS
    swings = [abs(p.swing) for p in points]
    assert swings == sorted(swings, reverse=True)
    assert len({p.step for p in points}) == len(points)


def test_each_is_a_decision_of_its_seat_with_a_legal_best(
    judged: tuple[dict[str, Any], list[TurningPoint]],
) -> None:
    record, points = judged
    for point in points:
        state = GAME.replay(record, point.step)
        assert record["moves"][point.step] == point.line
        assert GAME.parse(point.line)[0] == point.seat
        assert point.seat in GAME.awaiting(state)
        assert len(GAME.legal_actions(state, point.seat)) > 1
        assert GAME.parse(point.best)[0] == point.seat
        GAME.apply(state, point.best)  # the best choice is legal there
        assert " discard " not in point.line
        if point.swing < 0:
            assert point.best != point.line
            assert point.reason.key == "turning.miss"
        else:
            assert point.best == point.line
            assert point.reason.key == "turning.good"


def test_the_winner_is_among_them(judged: tuple[dict[str, Any], list[TurningPoint]]) -> None:
    """The winner's best decision comes first among the candidates (it won by good moves)."""
    record, points = judged
    outcome = GAME.record_outcome(record)
    assert outcome is not None
    assert any(p.seat in outcome.winners and p.swing > 0 for p in points)


def test_the_same_record_gives_the_same_points(judged: tuple[dict[str, Any], list[TurningPoint]]) -> None:
    record, points = judged
    assert list(GAME.turning_points(copy.deepcopy(record))) == points


def test_a_malformed_record_is_refused(judged: tuple[dict[str, Any], list[TurningPoint]]) -> None:
    record, _points = judged
    broken = [
        {**record, "game": "santiago"},
        {**record, "moves": "0 pick A"},
        {**record, "moves": [*record["moves"][:5], "0 fly away", *record["moves"][5:]]},
        {**record, "moves": [record["moves"][1], record["moves"][0], *record["moves"][2:]]},
    ]
    for bad in broken:
        with pytest.raises(RecordError):
            GAME.turning_points(bad)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_reasons_read_in_every_language(judged: tuple[dict[str, Any], list[TurningPoint]], lang: str) -> None:
    record, points = judged
    with i18n.speaking(lang):
        for point in points:
            text = GAME.explain(point.reason)
            assert "{" not in text and "$" not in text, text
            assert record["players"][point.seat] in text
            assert str(point.step + 1) in text
            assert str(round(abs(point.swing))) in text or round(abs(point.swing)) == 0


def test_reasons_name_only_what_was_played_openly(judged: tuple[dict[str, Any], list[TurningPoint]]) -> None:
    """A scoring card is named only where its seat played it openly later; a discard is never judged."""
    record, points = judged
    for point in points:
        for name, value in point.reason.params:
            if name in TOKENS and str(value).startswith("score "):
                card = str(value).split()[1]
                assert f"{point.seat} score {card}" in record["moves"][point.step :]


def test_what_nobody_saw_changes_nothing(judged: tuple[dict[str, Any], list[TurningPoint]]) -> None:
    """Two records that differ only in what nobody ever saw (the tiles of two sites still face down at
    the end, the order of the scoring cards never dealt) give the same turning points, swings and words
    alike."""
    record, points = judged
    final = GAME.public_view(GAME.replay(record, len(record["moves"])))
    other = copy.deepcopy(record)
    deck = other["setup"]["scoring_deck"]
    assert len(deck) >= len(record["players"]) + 2 and deck[-1] != deck[-2]
    deck[-1], deck[-2] = deck[-2], deck[-1]
    hidden = sorted(sid for sid, site in final.sites.items() if site.tile is None)
    tiles = other["setup"]["tiles"]
    for i, a in enumerate(hidden):
        b = next((b for b in hidden[i + 1 :] if _BOARD.sites[a].kind == _BOARD.sites[b].kind), None)
        if b is not None:
            tiles[a], tiles[b] = tiles[b], tiles[a]
    assert other != record
    assert GAME.public_view(GAME.replay(other, len(other["moves"]))) == final
    assert list(GAME.turning_points(other)) == points


def test_what_a_move_brought_is_what_the_table_saw(judged: tuple[dict[str, Any], list[TurningPoint]]) -> None:
    """The points a sentence says the move scored at once are on the score track after it (as the table
    saw it), and the player it took a site from is another seat's player, the site free before."""
    record, points = judged
    scores = GAME.score_sheet(record).scores
    for point in points:
        params = point.reason.kwargs()
        now, taken = int(params["now"]), str(params["taken"])
        assert 0 <= now <= max(0, scores[point.step + 1][point.seat] - scores[point.step][point.seat])
        if taken:
            assert taken in record["players"] and taken != record["players"][point.seat]
            site = point.line.split()[-1].rstrip("+")
            before = GAME.public_view(GAME.replay(record, point.step))
            assert not before.sites[site].occupants
        if now or taken or params["removed"]:
            with i18n.speaking("en"):
                assert ", " in GAME.explain(point.reason).split(";")[0]


def test_each_decision_is_judged_from_its_seats_view_alone(
    judged: tuple[dict[str, Any], list[TurningPoint]],
) -> None:
    """The same decision in a state whose secrets are redrawn, all but what its seat holds or has seen
    (:meth:`~rules.contract.GameRules.scramble`), is judged alike: the same rivals and the same worths."""
    record, points = judged
    moves = record["moves"]
    for point in points:
        state = GAME.replay(record, point.step)
        other = GAME.scramble(state, 7, keep_seat=point.seat)
        assert GAME.player_view(other, point.seat) == GAME.player_view(state, point.seat)
        assert GAME.to_json(other) != GAME.to_json(state)
        action = parse(point.line)
        judged_here = [turning._screened(s, point.step, point.line, action, moves) for s in (state, other)]
        assert judged_here[0] is not None and judged_here[1] is not None
        for decision in judged_here:
            turning._roll(decision)
        assert judged_here[0].rivals == judged_here[1].rivals
        assert judged_here[0].worth == judged_here[1].worth
