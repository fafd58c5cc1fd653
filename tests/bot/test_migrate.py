"""``python -m bot migrate``: every table copied from SQLite to PostgreSQL and back, counts and replays
checked, a copy that differs caught, and a target that already holds games refused."""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.app import stats
from bot.app.service import GameService
from bot.migrate import check_games, copy_all, migrate
from bot.store import SNAPSHOT_EVERY, Notify, Preferences, Store, TurnNotice
from bot.store.seasons import SeasonChoice
from devtools.postgres import PostgresServer
from rules.santacruz import GAME as SANTA_CRUZ
from rules.santacruz.engine import legal_actions
from tests.bot.conftest import Databases

MODULE = SANTA_CRUZ
MODULES = {"santacruz": MODULE}


async def _move(service: GameService, game_id: int, rng: random.Random) -> None:
    live = await service.live(game_id)
    seat = rng.choice(sorted(live.module.awaiting(live.state)))
    await service.act(
        game_id, live.user_of_seat(seat).user_id, str(rng.choice(legal_actions(live.state, seat)))
    )


async def _started(store: Store, channel: int, seed: int) -> tuple[GameService, int]:
    game = await store.games.create_lobby("santacruz", 9, channel, 101, "Ana")
    await store.games.add_player(game.id, 102, "Ben")
    await store.games.add_computer(game.id, "easy", "Easy")
    service = GameService(store, MODULES)
    await service.start(game.id, {"random_sets": False}, seed=seed)
    return service, game.id


async def sample(path: Path, *, taken_over: bool = True) -> int:
    """A database with a game in every state and a row in every table; the id of the running game (in
    which, ``taken_over``, a new person took over a seat, so the log ends on its own snapshot)."""
    store = await Store.open(path)
    try:
        rng = random.Random(3)
        service, finished = await _started(store, 1, seed=1)
        while not MODULE.is_over((await service.live(finished)).state):
            await _move(service, finished, rng)
        await store.games.set_message(finished, 5001, (await service.live(finished)).version)
        service, running = await _started(store, 2, seed=2)
        for _ in range(SNAPSHOT_EVERY + 7):
            await _move(service, running, rng)
        await store.games.set_message(running, 5002, 3)
        await store.games.set_message(running, 5003, SNAPSHOT_EVERY + 7)
        await store.games.set_news(running, 4)
        await store.games.mark_timer(running, "vote_version", SNAPSHOT_EVERY + 7)
        await store.games.vote(running, SNAPSHOT_EVERY + 7, 101)
        await store.games.take_over(running, [102], "strong", "A computer plays for Ben.")
        if taken_over:
            ben = (await service.live(running)).seat_of_user(102)
            await store.games.want_player(running, ben, 6001)
            await service.sit_locked(running, ben, 104, "Dee")
            for _ in range(3):
                await _move(service, running, rng)
        await store.games.set_dm_state(running, 101, "closed")
        _, abandoned = await _started(store, 3, seed=3)
        await store.games.close_game(abandoned, notice="Abandoned.")
        lobby = await store.games.create_lobby("santacruz", 9, 4, 103, "Cem")
        await store.games.add_computer(lobby.id, "strong", "Strong")
        await store.servers.set_guild_settings(9, 6.5, 24.0)
        await store.servers.set_meta("commands", "hash")
        await store.ratings.add_replay(7001, finished)
        await store.people.set_preferences(
            Preferences(101, Notify.DM, "Europe/Berlin", (1320, 480), 1.8e9, True)
        )
        await store.people.keep_notices(running, [TurnNotice(running, 101, 5, 1.7e9, True)])
        await store.followers.follow(running, 105, 1.7e9)
        cup = await store.tournaments.create(
            guild_id=9,
            channel_id=4,
            game="santacruz",
            name="Cup",
            format="swiss",
            rounds=2,
            size=2,
            fill="bye",
            level="easy",
            round_hours=24.0,
            closes_at=1.8e9,
            seed=3,
            created_by=101,
        )
        for user, name in ((101, "Ana"), (102, "Ben"), (103, "Cem")):
            await store.tournaments.sign_up(cup.id, user, name)
        await store.tournaments.begin_round(cup.id, 0, 2, 1.8e9, [(101, 102)], [103])
        await store.tournaments.set_game(cup.id, 1, 1, finished)
        await store.tournaments.set_game_seats(cup.id, 1, 1, (0, 1))
        await store.servers.set_organiser_role(9, 555)
        night = await store.nights.create(
            guild_id=9,
            channel_id=4,
            game="santacruz",
            event_id=888,
            name="Friday",
            starts_at=1.7e9,
            created_by=101,
        )
        assert await store.nights.claim(night.id, 1.7e9, 600.0)
        await store.nights.seat(night.id, [(101, "Ana", 1), (102, "Ben", 1)])
        await store.nights.set_table(night.id, 1, running)
        chosen = SeasonChoice(9, "santacruz", "monthly", time.time() - 3600, 4, 777, 101)
        await store.seasons.choose(chosen, cut_at=None)
        assert await stats.refresh(store, MODULE) == 2
        assert await store.ratings.season_ratings("santacruz", 9, 1), "the finished game counts in season 1"
        return running
    finally:
        await store.close()


async def _tables(target: str | Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table (with rowid where it orders rows), sorted: for comparing two copies."""
    store = await Store.open(target)
    try:
        async with store.backend.session() as db:
            out = {}
            for table in await store.backend.tables(db):
                extra = ", rowid" if table in ("players", "notices") else ""
                rows = await db.fetchall(f"SELECT *{extra} FROM {table}")
                out[table] = sorted(rows, key=repr)
            return out
    finally:
        await store.close()


async def _finish(target: str | Path, game_id: int) -> dict[str, object]:
    """Play the running game to its end with seeded moves; its record."""
    store = await Store.open(target)
    try:
        service, rng = GameService(store, MODULES), random.Random(11)
        while not MODULE.is_over((await service.live(game_id)).state):
            await _move(service, game_id, rng)
        record = await store.log.record(game_id)
        assert record is not None
        return record
    finally:
        await store.close()


async def test_sqlite_to_postgresql_and_back_copies_every_row(tmp_path: Path, postgres: Databases) -> None:
    """Every table arrives whole in PostgreSQL and back in a new SQLite file; both copies pass the check,
    and the running game continues on the copy exactly as on the original."""
    source = tmp_path / "source.sqlite3"
    running = await sample(source)
    pg = str(await postgres.new())
    lines: list[str] = []
    assert await migrate(source, pg, MODULES, lines.append) == 0, lines
    report = "\n".join(lines)
    assert "Counts match in 31 tables" in report, "every table, seat changes and follow-ups included"
    assert "1 finished, replayed to the same state" in report
    assert "1 active, replayed to the same state" in report and "1 abandoned, replayed" in report
    assert "1 without a state (never started)" in report
    back = tmp_path / "back.sqlite3"
    assert await migrate(pg, f"sqlite:///{back}", MODULES, lines.append) == 0, lines
    assert await _tables(back) == await _tables(source)
    assert await _finish(pg, running) == await _finish(source, running)


async def test_a_target_that_already_holds_games_is_refused(tmp_path: Path, postgres: Databases) -> None:
    """A second migrate into the same database writes nothing and says why."""
    source = tmp_path / "source.sqlite3"
    await sample(source)
    pg = str(await postgres.new())
    assert await migrate(source, pg, MODULES, lambda _line: None) == 0
    before = await _tables(pg)
    lines: list[str] = []
    assert await migrate(source, pg, MODULES, lines.append) == 2
    assert any(line.startswith("Refused: the target already holds 4 game(s)") for line in lines), lines
    assert await _tables(pg) == before
    assert await migrate(source, f"sqlite:///{source}", MODULES, lines.append) == 2
    assert lines[-1] == "Refused: --from and --to name the same database."
    assert await migrate(tmp_path / "absent.sqlite3", pg, MODULES, lines.append) == 2
    assert lines[-1] == f"Refused: there is no SQLite database at {tmp_path / 'absent.sqlite3'}."
    assert not (tmp_path / "absent.sqlite3").exists()


async def test_the_check_catches_a_copy_that_differs(tmp_path: Path) -> None:
    """A changed action, or a snapshot that no longer matches its log, is reported by game."""
    source, target = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3"
    running = await sample(source, taken_over=False)
    first, second = await Store.open(source), await Store.open(target)
    try:
        await copy_all(first, second, lambda _line: None)
        tally, problems = await check_games(first, second, MODULES)
        assert problems == [] and sum(tally.values()) == 4
        async with second.backend.session() as db:
            await db.execute(
                "UPDATE snapshots SET state = (SELECT state FROM snapshots WHERE game_id = ? AND version = 0)"
                " WHERE game_id = ? AND version = ?",
                (running, running, SNAPSHOT_EVERY),
            )
        _, problems = await check_games(first, second, MODULES)
        assert problems == [f"game {running}: the state it restores to"]
        async with second.backend.session() as db:
            await db.execute(
                "UPDATE actions SET action = '0 pass' WHERE game_id = ? AND version = 3", (running,)
            )
        _, problems = await check_games(first, second, MODULES)
        assert problems == [f"game {running}: its action log or record"]
    finally:
        await first.close()
        await second.close()


def test_the_command_line_copies_and_reports(
    tmp_path: Path,
    postgres_server: PostgresServer,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``python -m bot migrate --from sqlite:///... --to postgresql://...`` needs no token and prints the
    copy table by table; without --to it stops with a usage error."""
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)
    source = tmp_path / "source.sqlite3"
    asyncio.run(sample(source))
    made = Databases("postgresql", tmp_path, postgres_server)
    target = str(asyncio.run(made.new()))
    try:
        assert main(["migrate", "--from", f"sqlite:///{source}", "--to", target]) == 0
    finally:
        asyncio.run(made.drop())
    out = capsys.readouterr().out
    assert "  actions" in out and "Counts match" in out and "Done. Set DATABASE_URL=" in out
    with pytest.raises(SystemExit):
        main(["migrate"])
