"""The pure helpers of ``bench/week.py``: its least-squares slopes, its summary of the samples, its
measure of the bytes a database's tables hold, the games it makes and its read-only look at a game (the
soak itself is a benchmark, not a test)."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path
from typing import Any, cast

import pytest

from bench.week import (
    GAMES,
    Sample,
    Week,
    fit,
    forget_files,
    grown,
    pooled_fit,
    stored_bytes,
    summarize,
    timer_nonces,
)
from bot.messaging import nonce
from playground.fake_discord import CHANNEL_ID, Call, Sent, SentFile


def sample(moves: int, life: int, rss: float, *, start: int = 0, stored: int = 0) -> Sample:
    """A sample with the given moves, process, RSS and stored bytes (the rest fixed)."""
    return Sample(
        moves=moves,
        life=life,
        life_moves=moves - start,
        seconds=0.0,
        rss_mb=rss,
        children_rss_mb=10.0,
        children=2,
        fds=20,
        tasks=12 + moves // 100,
        view_tasks=moves // 100,
        blocks=100_000 + 3 * moves,
        db_bytes=4096 + stored,
        wal_bytes=0,
        stored_bytes=stored,
        log_bytes=stored,
    )


def test_the_objects_that_grew_most_come_first_and_none_that_shrank() -> None:
    """What piles up in the bot: the types whose objects grew, most first, new types included."""
    before = {"dict": 100, "tuple": 50, "GameRow": 10}
    after = {"dict": 90, "tuple": 80, "GameRow": 11, "Task": 5}
    assert grown(before, after) == {"tuple": 30, "Task": 5, "GameRow": 1}
    assert grown(before, after, top=1) == {"tuple": 30}


def test_a_straight_line_has_its_slope_and_a_single_point_none() -> None:
    """``fit`` is the least-squares slope; without two distinct x there is no slope."""
    assert fit([(0, 1.0), (10, 3.0), (20, 5.0)]) == pytest.approx(0.2)
    assert fit([(5, 1.0)]) is None
    assert fit([(5, 1.0), (5, 2.0)]) is None


def test_restarts_do_not_make_a_flat_memory_look_like_it_falls_or_grows() -> None:
    """Each process is fitted around its own mean: two flat processes at different heights give 0, two
    growing ones their shared growth."""
    assert pooled_fit([[(0, 100.0), (10, 100.0)], [(20, 80.0), (30, 80.0)]]) == pytest.approx(0.0)
    assert pooled_fit([[(0, 100.0), (10, 101.0)], [(20, 80.0), (30, 81.0)]]) == pytest.approx(0.1)


def test_the_summary_leaves_out_each_process_s_warm_up_and_gives_figures_per_thousand_moves() -> None:
    """RSS at start is the first sample after the first warm-up; the slope skips every warm-up (a
    restarted process starts low and climbs), the database figures come per 1,000 moves, and the tasks
    that wait for a view's timeout are told apart from the others."""
    samples = [
        sample(0, 1, 50.0),
        sample(100, 1, 100.0, stored=1024),
        sample(200, 1, 101.0, stored=2048),
        sample(300, 2, 40.0, start=300, stored=3072),
        sample(400, 2, 100.0, start=300, stored=4096),
        sample(500, 2, 101.0, start=300, stored=5120),
    ]
    figures = summarize(samples, warmup=100)
    assert figures["rss_mb_start"] == 100.0 and figures["rss_mb_end"] == 101.0
    assert figures["rss_mb_per_1000_moves"] == pytest.approx(10.0)
    assert figures["stored_kb_per_1000_moves"] == pytest.approx(10.0)
    assert figures["db_per_stored"] == pytest.approx(1.0)
    assert figures["tasks_per_1000_moves"] == pytest.approx(10.0)
    assert figures["python_blocks_per_1000_moves"] == pytest.approx(3000)
    assert figures["other_tasks_per_1000_moves"] == pytest.approx(0.0)
    assert [life["moves"] for life in figures["lives"]] == [[0, 200], [300, 500]]


def test_the_timers_posts_are_known_by_their_nonces() -> None:
    """A reminder, a vote and a takeover notice of a game are recognised, with their kind."""
    nonces = timer_nonces(7, 3)
    assert nonces[nonce("reminder", 7, 2)] == "reminder"
    assert nonces[nonce("vote", 7, 3)] == "vote"
    assert nonces[nonce("takeover:1", 7)] == "takeover"
    assert nonce("turn", 7, 2) not in nonces


def test_stored_bytes_sum_every_value_and_the_games_logs_apart() -> None:
    """Every stored value's length counts; ``actions``, ``snapshots`` and ``records`` also apart."""
    db = sqlite3.connect(":memory:")
    db.execute("CREATE TABLE actions (game_id INTEGER, action TEXT)")
    db.execute("CREATE TABLE people (name TEXT, note TEXT)")
    db.execute("INSERT INTO actions VALUES (12, 'abcd')")
    db.execute("INSERT INTO people VALUES ('xyz', NULL)")
    assert stored_bytes(db) == (2 + 4 + 3, 2 + 4)


def board_post(channel_id: int, message_id: int, url: str) -> Sent:
    """A recorded post of a board picture, as much of it as :func:`forget_files` reads."""
    call = Call("POST", "/", "/", {}, files=[SentFile("board.png", b"x" * 100)])
    message: dict[str, Any] = {"id": str(message_id), "attachments": [{"url": url}]}
    record = {
        "channel_id": channel_id,
        "message_id": message_id,
        "files": {"board.png": b"x" * 100},
        "filenames": ["board.png"],
        "call": call,
        "message": message,
    }
    return cast(Sent, record)


def test_a_finished_game_s_pictures_are_let_go_but_its_standings_and_other_games_kept() -> None:
    """The bytes of a finished game's pictures go (record, call and attachment store), their names
    stay; the kept message and another channel's pictures are untouched."""
    old, standings, other = board_post(1, 10, "u10"), board_post(1, 11, "u11"), board_post(2, 20, "u20")
    store = {"u10": b"x", "u11": b"x", "u20": b"x"}
    assert forget_files([old, standings, other], store, {1}, {11}) == 100
    assert old["files"] == {} and old["call"].files == [] and old["filenames"] == ["board.png"]
    assert standings["files"] and other["files"] and other["call"].files
    assert set(store) == {"u11", "u20"}


def week(tmp_path: Path) -> Week:
    """A week bench that is never run: enough to make its games and read its database."""
    return Week(cast(Any, None), tmp_path, 1, 100, 0, 10, GAMES, 3, 0.0, {})


def test_every_third_game_has_an_absent_person_and_the_games_alternate(tmp_path: Path) -> None:
    """The third, sixth... game gets a second person who never plays (so at least two seats); the games
    take turns; each game has a person of its own."""
    runs = [week(tmp_path).new_run(index, CHANNEL_ID + index) for index in range(6)]
    assert [run.absent is not None for run in runs] == [False, False, True] * 2
    assert all(run.seats >= 2 for run in runs if run.absent is not None)
    assert [run.command for run in runs] == list(GAMES) * 3
    assert len({run.person for run in runs}) == 6


def test_the_newest_game_of_a_channel_is_read_without_writing(tmp_path: Path) -> None:
    """:meth:`GameBench.row` gives the newest game of a channel (its lobby's channel counts too) with its
    members and how far its news was delivered, through the week's read-only connection."""
    bench = week(tmp_path)
    with contextlib.closing(sqlite3.connect(bench.database)) as db, db:
        db.execute(
            "CREATE TABLE games (id INTEGER, status TEXT, version INTEGER, message_id INTEGER,"
            " news_version INTEGER, channel_id INTEGER, lobby_channel_id INTEGER)"
        )
        db.execute("CREATE TABLE players (game_id INTEGER)")
        db.execute(
            "INSERT INTO games VALUES (1, 'finished', 9, 11, 9, 7, NULL), (2, 'active', 3, 12, 2, 8, 7)"
        )
        db.executemany("INSERT INTO players VALUES (?)", [(2,), (2,), (1,)])
    assert bench.row(7) == {
        "id": 2,
        "status": "active",
        "version": 3,
        "message_id": 12,
        "news_version": 2,
        "members": 2,
    }
    assert bench.row(9) is None
    with contextlib.closing(bench.connect()) as db, pytest.raises(sqlite3.OperationalError):
        db.execute("DELETE FROM games")
