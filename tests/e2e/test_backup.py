"""Backups against the real bot process (issue 31): a backup taken mid-game while the bot runs is restored
after later moves and the game plays on from it with the buttons of its time; a damaged database stops
the start with one sentence naming the newest good backup."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import sqlite3
import sys
from pathlib import Path
from typing import Any

from bot.backups.files import Database, backups
from devtools.botproc import REPO_ROOT, BotExited
from devtools.table import USERS, Table, components
from playground.discord_server import FakeDiscord
from tests.e2e.conftest import StartBot


def stored(database: Path) -> list[tuple[int, int | None, str]]:
    """Every stored action (version, seat, notation), read beside the bot with a connection closed at once
    (one left open would keep the restore from taking the file)."""
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as db:
        rows = db.execute("SELECT version, seat, action FROM actions ORDER BY game_id, version").fetchall()
    return [tuple(row) for row in rows]


async def admin(folder: Path, database: Path, *args: str) -> tuple[int, str, str]:
    """``python -m bot ARGS`` as an admin runs it beside the bot (no token needed): status, stdout, stderr."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "DATABASE_URL")}
    env.update(PYTHONPATH=str(REPO_ROOT), DATABASE_PATH=str(database))
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        *args,
        cwd=folder,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await process.communicate()
    assert process.returncode is not None
    return process.returncode, out.decode(), err.decode()


class RestoredTable(Table):
    """A table whose players pass over the messages posted after the backup (:attr:`gone`): once the
    backup is restored, those show a game version that no longer exists."""

    def __init__(self, server: FakeDiscord, seed: int) -> None:
        server.quiet = 0.0
        super().__init__(server.http, server.interact, random.Random(seed))
        self.gone: set[str] = set()

    def public(self) -> list[dict[str, Any]]:
        return [sent for sent in super().public() if str(sent["message_id"]) not in self.gone]


def ids(message: dict[str, Any]) -> list[str]:
    """The custom ids of a message's buttons and menus (they carry the game and its version)."""
    return [str(c["custom_id"]) for c in components(message)]


async def test_a_backup_taken_mid_game_is_restored_and_the_game_plays_on_from_it(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """Play some moves, ``python -m bot backup`` while the bot runs, play on, stop the bot, ``python -m
    bot restore`` (refused without --yes), start again: the game is as backed up; a button posted after
    the backup answers that the game moved on and changes nothing; the table called back down carries
    the very buttons of the backed-up moment, and the game plays on from there."""
    server = discord_server
    database = tmp_path / "santacruz.sqlite3"
    first = await bot_process()
    table = RestoredTable(server, 31)
    await table.open_lobby(2)
    await table.start()
    for _ in range(3):
        await table.step()
    live = await table.current()
    assert table.waiting(live)
    at_backup = stored(database)
    shown = {str(sent["message_id"]) for sent in table.public()}

    status, out, err = await admin(tmp_path, database, "backup")
    assert status == 0 and err == "", err
    backup = tmp_path / out.strip()
    assert backup.parent == tmp_path / "backups" and backup.name.startswith("santacruz-")
    for _ in range(3):
        await table.step()
    later = stored(database)
    assert len(later) > len(at_backup) and later[: len(at_backup)] == at_backup

    assert await first.stop() == 0
    posted_since = {str(sent["message_id"]) for sent in table.public()} - shown
    status, _out, err = await admin(tmp_path, database, "restore", str(backup))
    assert status == 2 and "--yes" in err and stored(database) == later
    status, out, err = await admin(tmp_path, database, "restore", str(backup), "--yes")
    assert status == 0 and out.startswith(
        f"Restored {database} from {backup}; the replaced file is kept as"
    ), err
    assert stored(database) == at_backup

    second = await bot_process()
    stale = await table.current()  # posted after the backup: its game version is gone
    assert ids(stale) != ids(live)
    refused = await table.press(USERS[0], stale, next(components(stale))["custom_id"])
    assert refused is not None and "moved on" in refused["content"] and stored(database) == at_backup
    table.gone = posted_since
    await table.bring_down(0)  # the players call the restored table back down
    assert ids(await table.current()) == ids(live), "not the table of the backed-up moment"
    for _ in range(3):
        await table.step()
    moved = stored(database)
    assert len(moved) > len(at_backup) and moved[: len(at_backup)] == at_backup
    assert not server.errors
    for bot in (first, second):
        assert "Traceback" not in bot.log()


async def test_a_damaged_database_stops_the_start_with_the_newest_good_backup(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """A bot with BACKUP_HOURS backs up by itself (one log line each, BACKUPS_KEPT kept); then the real
    start on a file of random bytes ends at once with status 2 and one sentence naming the file and the
    newest backup that passes integrity_check; it never reaches Discord."""
    database = tmp_path / "santacruz.sqlite3"
    bot = await bot_process(env={"BACKUP_HOURS": "0.0005", "BACKUPS_KEPT": "2"})  # every 1.8 seconds
    await discord_server.wait_for(lambda: bot.log().count("backed up") >= 3, timeout=15, what="3 backups")
    assert await bot.stop() == 0
    made = [line for line in bot.log().splitlines() if "INFO bot.backups.schedule: backed up" in line]
    assert len(made) >= 3 and all(line.endswith("(keeping the newest 2)") for line in made)
    kept = backups(Database.of(database))
    assert len(kept) == 2 and sorted(p.name for p in (tmp_path / "backups").iterdir()) == sorted(
        path.name for _when, path in kept
    )
    backup = str(kept[0][1])
    database.write_bytes(os.urandom(8192))
    sessions = discord_server.session_count
    try:
        await bot_process()
    except BotExited as exc:
        said = str(exc)
    else:
        raise AssertionError("the bot started on a damaged database")
    lines = said.split("its log ends:\n", 1)[1].splitlines()
    assert "(status 2)" in said and len(lines) == 1 and "Traceback" not in said
    assert lines[0].startswith(
        f"Cannot start: The database file {database} is damaged (file is not a database)"
    )
    assert f"the newest good backup is {backup}:" in lines[0]
    assert discord_server.session_count == sessions
