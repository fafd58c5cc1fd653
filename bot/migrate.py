"""``python -m bot migrate``: copy every table of one database into an empty one, then check the copy.

The copy runs in one transaction on the target (all or nothing) while the source is read inside one
transaction too (on SQLite that also keeps a bot still running on it from writing; stop the bot first
in any case: the counts would tell a source that changed meanwhile). The check
compares every table's row count, and rebuilds every started game on both sides the way the bot does
on a restart (newest snapshot plus the actions after it) and, on the target, also from its first
snapshot through the whole action log: all must give the same state and version.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from bot.app.service import REPLAY_ERRORS, restored
from bot.games.seam import GameModule
from bot.store import Saved, Store, StoreError, restores
from bot.store.backend import POSTGRES_SCHEMES, redacted, sqlite_path
from bot.store.migrations import ROWID_TABLES

BATCH = 1000
"""Rows read and written at a time."""


class MigrationRefused(Exception):
    """The copy was not started: the target is not an empty database of the same schema."""


def describe(target: str | Path) -> str:
    """A database as the report names it (no password)."""
    return redacted(target) if isinstance(target, str) else str(target)


async def _counts(store: Store, tables: list[str]) -> dict[str, int]:
    """Rows per table."""
    async with store.backend.session() as db:
        counts = {}
        for table in tables:
            row = await db.fetchone(f"SELECT count(*) FROM {table}")
            counts[table] = int(row[0]) if row else 0
        return counts


async def _tables(store: Store) -> list[str]:
    async with store.backend.session() as db:
        return await store.backend.tables(db)


async def _copy_columns(source: Store, target: Store, table: str) -> list[str]:
    """The columns to copy: the table's columns, plus its ``rowid`` where that orders its rows."""
    async with source.backend.session() as db:
        theirs = [c for c in await source.backend.columns(db, table) if c != "rowid"]
    async with target.backend.session() as db:
        ours = [c for c in await target.backend.columns(db, table) if c != "rowid"]
    if sorted(theirs) != sorted(ours):
        raise MigrationRefused(f"table {table} differs: {theirs} in the source, {ours} in the target")
    return [*ours, "rowid"] if table in ROWID_TABLES else ours


async def copy_all(source: Store, target: Store, say: Callable[[str], None]) -> dict[str, int]:
    """Copy every table of ``source`` into the empty ``target``; the rows copied per table.

    Raises
    ------
    MigrationRefused
        The target already holds rows, or the two schemas differ.
    """
    tables = await _tables(source)
    if sorted(tables) != sorted(await _tables(target)):
        raise MigrationRefused("the two databases have different tables")
    held = {t: n for t, n in (await _counts(target, tables)).items() if n}
    if held:
        games = held.get("games", 0)
        listed = ", ".join(f"{t} ({n})" for t, n in held.items())
        raise MigrationRefused(
            f"the target already holds {games} game(s) and rows in {listed}; migrate only into a new, "
            "empty database"
        )
    columns = {table: await _copy_columns(source, target, table) for table in tables}
    copied: dict[str, int] = {}
    async with target.backend.transaction() as dst, source.backend.transaction() as src:
        for table in tables:
            names = columns[table]
            copied[table] = 0
            async for rows in src.stream(f"SELECT {', '.join(names)} FROM {table}", BATCH):
                await target.backend.bulk_insert(dst, table, names, rows)
                copied[table] += len(rows)
            await target.backend.after_bulk_insert(dst, table)
            say(f"  {table:<15} {copied[table]:>9} rows")
    return copied


def _state(module: GameModule, saved: Saved) -> tuple[Any, ...]:
    """A rebuilt game as comparable data: (version, state JSON), or the error it raised."""
    try:
        state, version = restored(module, saved)
    except REPLAY_ERRORS as exc:
        return ("does not replay", repr(exc))
    return (version, module.to_json(state))


async def check_games(
    source: Store, target: Store, modules: Mapping[str, GameModule]
) -> tuple[Counter[str], list[str]]:
    """Compare every game on both sides; (games per outcome of the check, the differences found)."""
    async with source.backend.session() as db:
        ids = [int(r[0]) for r in await db.fetchall("SELECT id FROM games ORDER BY id")]
    tally: Counter[str] = Counter()
    problems: list[str] = []
    for game_id in ids:
        row = await source.games.game(game_id)
        assert row is not None
        same_rows = row == await target.games.game(game_id)
        same_rows = same_rows and await source.games.players(game_id) == await target.games.players(game_id)
        same_log = await source.log.actions(game_id) == await target.log.actions(game_id)
        same_log = same_log and await source.log.record(game_id) == await target.log.record(game_id)
        if not (same_rows and same_log):
            problems.append(
                f"game {game_id}: its {'action log or record' if same_rows else 'row or players'}"
            )
            continue
        try:
            saved = await source.log.load(game_id)
        except StoreError:
            tally["without a state (never started)"] += 1
            continue
        module = modules.get(row.game)
        if module is None:
            tally[f"not replayed (no module for {row.game})"] += 1
            continue
        before = _state(module, saved)
        after = _state(module, await target.log.load(game_id))
        log = await target.log.actions(game_id)
        if any(restores(line) for _version, _seat, line in log):
            whole = after
        else:
            whole = _state(module, await target.log.load(game_id, at_most=0))
        if before != after:
            problems.append(f"game {game_id}: the state it restores to")
        elif whole != after:
            problems.append(f"game {game_id}: its whole log replayed against its newest snapshot")
        elif before[0] == "does not replay":
            tally["damaged in the source, copied as they are"] += 1
        else:
            tally[f"{row.status}, replayed to the same state"] += 1
    return tally, problems


def _same(first: str | Path, second: str | Path) -> bool:
    """Whether two targets name one database (the same URL, or the same SQLite file)."""
    if str(first).startswith(POSTGRES_SCHEMES) or str(second).startswith(POSTGRES_SCHEMES):
        return str(first) == str(second)
    return Path(sqlite_path(first)).resolve() == Path(sqlite_path(second)).resolve()


async def migrate(
    source_url: str | Path,
    target_url: str | Path,
    modules: Mapping[str, GameModule],
    say: Callable[[str], None],
) -> int:
    """Copy and check; the exit status: 0 copied and checked, 1 the check failed, 2 refused."""
    if _same(source_url, target_url):
        say("Refused: --from and --to name the same database.")
        return 2
    if not str(source_url).startswith(POSTGRES_SCHEMES) and not Path(sqlite_path(source_url)).is_file():
        say(f"Refused: there is no SQLite database at {sqlite_path(source_url)}.")
        return 2
    source = await Store.open(source_url)
    try:
        target = await Store.open(target_url)
        try:
            say(f"Copying {describe(source_url)} -> {describe(target_url)}")
            try:
                copied = await copy_all(source, target, say)
            except MigrationRefused as exc:
                say(f"Refused: {exc}.")
                return 2
            tables = sorted(copied)
            theirs, ours = await _counts(source, tables), await _counts(target, tables)
            wrong = [t for t in tables if not theirs[t] == ours[t] == copied[t]]
            for table in wrong:
                say(f"Count differs in {table}: source {theirs[table]}, copied {copied[table]},")
                say(f"  target {ours[table]}")
            if not wrong:
                say(f"Counts match in {len(tables)} tables ({sum(copied.values())} rows).")
            tally, problems = await check_games(source, target, modules)
            for problem in problems:
                say(f"Differs: {problem}")
            games = sum(tally.values()) + len(problems)
            say(
                f"Checked {games} games: "
                + ("; ".join(f"{n} {k}" for k, n in sorted(tally.items())) or "none")
            )
            if wrong or problems:
                say("The copy is NOT faithful: keep running on the source and report this.")
                return 1
            say(f"Done. Set DATABASE_URL={describe(target_url)} and start the bot.")
            return 0
        finally:
            await target.close()
    finally:
        await source.close()
