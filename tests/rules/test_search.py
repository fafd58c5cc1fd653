"""The shared successive halving (``rules.search``): best mean wins, samples are shared and drawn once."""

from __future__ import annotations

import pytest

from rules.search import successive_halving


def test_the_candidate_with_the_best_mean_wins() -> None:
    """Trial results are candidate value plus a sample offset common to all: the best value wins."""
    value = {"a": 0.1, "b": 0.7, "c": 0.3, "d": 0.5, "e": 0.2}
    assert successive_halving(list(value), 40, lambda i: (i % 3) * 0.1, lambda c, s: value[c] + s) == "b"


def test_samples_are_drawn_once_and_shared_by_the_candidates() -> None:
    """Every candidate of a round is tried on the same samples, each drawn exactly once, in order."""
    drawn: list[int] = []
    tried: dict[str, list[int]] = {}

    def draw(i: int) -> int:
        drawn.append(i)
        return i

    def trial(c: str, s: int) -> float:
        tried.setdefault(c, []).append(s)
        return {"x": 1.0, "y": 0.0, "z": 0.5, "w": 0.2}[c]

    assert successive_halving(["x", "y", "z", "w"], 16, draw, trial) == "x"
    assert drawn == list(range(len(drawn)))
    assert tried["y"] == tried["w"] == [0, 1]
    assert tried["x"] == tried["z"] == list(range(len(tried["x"])))
    assert len(tried["x"]) > 2


def test_one_candidate_needs_no_trial_and_none_is_refused() -> None:
    assert successive_halving(["only"], 10, lambda i: i, lambda c, s: 1 / 0) == "only"
    with pytest.raises(ValueError):
        successive_halving([], 10, lambda i: i, lambda c, s: 0.0)
