"""A short crash soak (``bench/soak.py``): two games in the real bot process, killed at both hard moments
(right after a game is stored as started, right after its last move is committed) and elsewhere."""

from __future__ import annotations

from bench.soak import run


async def test_games_survive_kills_at_the_hard_moments_without_doubled_or_lost_posts() -> None:
    """Two 2-player games (a person and an easy computer each) are played to the standings while the bot
    is SIGKILLed at least four times; every version is posted once (or, continuing the turn, shown by
    an edit of the live message), no buttons stay live, the logs replay, nothing leaks and no DM is
    sent twice. The games usually end in about a minute; the limit is for a machine busy with the rest
    of the suite."""
    result, failures = await run(2, seed=3, kills=4, seats=(2,), external=(2.0, 5.0), timeout=300)
    assert failures == [], result
    assert result["kills"] >= 4
    assert result["kills_by_point"]["started"] >= 1
    assert result["kills_by_point"]["finished"] >= 1
    assert result["unfinished_games"] == 0
    assert result["duplicate_posts"] == result["lost_versions"] == result["live_superseded"] == 0
    assert result["turn_posts"] + result["edited_versions"] == result["versions"]
    assert result["leak_checks"] > 0
