"""The decisions that mattered in a finished Santiago de Cuba game (issue 44): at most three, the largest
swing first, each a real decision of its seat in the record judged by the strong computer's evaluation,
the same every time, in words in every language, naming nothing nobody saw (under hidden holdings no
other choice that would tell what a seat held, nor what a move brought) and judged from what its seat saw
alone.

The games are played by easy and strong computers (the strong one with a small search budget, which
changes how it plays, not what is checked here) from fixed seeds.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from rules import i18n
from rules.records import RecordError
from rules.santiago import GAME, teach, turning
from rules.santiago.ai import search
from rules.santiago.notation import parse
from rules.santiago.turning import TOKENS
from rules.teach import TURNING_POINTS, TurningPoint

GAMES = (
    (3, 11, ("easy", "strong", "easy"), False),
    (2, 12, ("strong", "easy"), True),
)
"""(players, seed, levels by seat, hidden holdings) of the games judged."""
SHOWS_HOLDINGS = frozenset({"deliver", "deliver_wood", "use", "alonso_use", "give"})
"""Moves whose words tell what the seat held (a building left unused is ``decline``)."""


def _played(players: int, seed: int, levels: tuple[str, ...], hidden: bool) -> dict[str, Any]:
    """The record of a whole seeded game of computers at ``levels``."""
    names = [f"Player {s}" for s in range(players)]
    state = GAME.new_state(names, seed, {"hidden_holdings": hidden})
    rng = random.Random(seed)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(search, "ROLLOUTS", 4)
        patch.setattr(search, "MAX_CANDIDATES", 2)
        while not GAME.is_over(state):
            seat = min(GAME.awaiting(state))
            line = GAME.computer_action(state, seat, levels[seat], str(rng.random()))
            state, _events = GAME.apply(state, line)
    return GAME.record(state)


@pytest.fixture(scope="module", params=GAMES, ids=lambda g: f"{g[0]}p{'-hidden' if g[3] else ''}")
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
        if point.swing < 0:
            assert point.best != point.line
            assert point.reason.key == "turning.miss"
        else:
            assert point.best == point.line
            assert point.reason.key == "turning.good"


def test_the_winner_is_among_them(judged: tuple[dict[str, Any], list[TurningPoint]]) -> None:
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
        {**record, "game": "santacruz"},
        {**record, "moves": "0 pass"},
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


def test_under_hidden_holdings_no_other_choice_tells_what_a_seat_held(
    judged: tuple[dict[str, Any], list[TurningPoint]],
) -> None:
    """The move played is in the record for all to see; the other choice a sentence names is never a
    delivery, a building's use or a tribute when holdings are face down."""
    record, points = judged
    for point in points:
        others = [str(v) for k, v in point.reason.params if k in TOKENS and k != "choice"]
        assert others
        if record["options"]["hidden_holdings"]:
            assert all(token.split()[0] not in SHOWS_HOLDINGS for token in others), point


def test_what_a_move_brought_is_said_only_while_holdings_are_shown(
    judged: tuple[dict[str, Any], list[TurningPoint]],
) -> None:
    """What the move played brought the seat at once is read off the record's own move (what the table
    saw it get while holdings are shown), never off a sampled state, and is never said under hidden
    holdings."""
    record, points = judged
    hidden = record["options"]["hidden_holdings"]
    for point in points:
        got = str(point.reason.kwargs()["got"])
        if hidden:
            assert got == ""
            continue
        _after, events = GAME.apply(GAME.replay(record, point.step), point.line)
        assert got == teach.items_token(teach.seat_changes(events, point.seat)[0])


def test_each_decision_is_judged_from_its_seats_view_alone(
    judged: tuple[dict[str, Any], list[TurningPoint]],
) -> None:
    """The same decision in a state whose secrets are redrawn, all but what its seat holds or has seen
    (:meth:`~rules.contract.GameRules.scramble`: the unused demand rolls and, under hidden holdings, the
    other seats' holdings), is judged alike: the same rivals and the same worths."""
    record, points = judged
    for point in points:
        state = GAME.replay(record, point.step)
        other = GAME.scramble(state, 7, keep_seat=point.seat)
        assert GAME.player_view(other, point.seat) == GAME.player_view(state, point.seat)
        assert GAME.to_json(other) != GAME.to_json(state)
        action = parse(point.line)
        judged_here = [turning._screened(s, point.step, point.line, action) for s in (state, other)]
        assert judged_here[0] is not None and judged_here[1] is not None
        for decision in judged_here:
            turning._roll(decision)
        assert judged_here[0].rivals == judged_here[1].rivals
        assert judged_here[0].worth == judged_here[1].worth
