"""The store on SQLite and on PostgreSQL: migrations, lobbies, the versioned action log, snapshots,
restart loading, outcomes, and two stores (two processes) racing on one game."""

from __future__ import annotations

import asyncio
import itertools
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.outcomes import GameOutcome, SeatOutcome
from bot.store import (
    DEFAULT_TIMERS,
    DEFAULT_UNDO_MINUTES,
    MIGRATIONS,
    SNAPSHOT_EVERY,
    StaleVersion,
    Store,
    StoreError,
    undo_line,
    undone_to,
)
from bot.store.backend import redacted, sqlite_path
from bot.store.migrations import statements
from tests.bot.conftest import Databases


@pytest.fixture
async def store(databases: Databases) -> AsyncIterator[Store]:
    s = await Store.open(await databases.new())
    yield s
    await s.close()


async def test_open_creates_the_folder_and_migrates_to_the_newest_schema(tmp_path: Path) -> None:
    """A fresh path (or sqlite:/// URL) gets its folder, WAL journaling and every numbered migration."""
    s = await Store.open(tmp_path / "new" / "db.sqlite3")
    try:
        assert s.dialect == "sqlite"
        assert await s.schema_version() == len(MIGRATIONS)
        async with s.backend.session() as db:
            assert await db.fetchone("PRAGMA journal_mode") == ("wal",)
    finally:
        await s.close()
    again = await Store.open(f"sqlite:///{tmp_path}/new/db.sqlite3")
    assert await again.schema_version() == len(MIGRATIONS)
    await again.close()


async def test_every_migration_runs_on_both_backends_and_reopening_changes_nothing(
    databases: Databases,
) -> None:
    """The same numbered migrations bring a new database of either kind to the newest schema."""
    target = await databases.new()
    s = await Store.open(target)
    try:
        assert s.dialect == databases.backend
        assert await s.schema_version() == len(MIGRATIONS)
    finally:
        await s.close()
    again = await Store.open(target)
    assert await again.schema_version() == len(MIGRATIONS)
    await again.close()


def test_postgres_text_widens_the_types_and_keeps_the_statements() -> None:
    """PostgreSQL runs each migration with 64-bit integers, double precision and identity keys, plus an
    explicit rowid where SQLite has an implicit one; statement for statement otherwise."""
    for number in range(1, len(MIGRATIONS) + 1):
        lite, pg = statements(number, "sqlite"), statements(number, "postgresql")
        assert len(pg) >= len(lite)
        joined = " ".join(pg)
        assert "INTEGER" not in joined and " REAL" not in joined and "AUTOINCREMENT" not in joined
    assert any("rowid" in s for s in statements(1, "postgresql"))


async def test_database_urls_name_files_and_hide_passwords() -> None:
    """sqlite:///relative and sqlite:////absolute name files; a password never reaches a message; an
    unknown kind of URL is refused."""
    assert sqlite_path("sqlite:///./data/santacruz.sqlite3") == "./data/santacruz.sqlite3"
    assert sqlite_path("sqlite:////srv/bot/games.db") == "/srv/bot/games.db"
    assert sqlite_path(Path("games.db")) == "games.db"
    with pytest.raises(ValueError):
        sqlite_path("sqlite://games.db")
    assert redacted("postgresql://bot:s3cret@db:5432/games") == "postgresql://bot:***@db:5432/games"
    assert redacted("postgresql://bot@db/games") == "postgresql://bot@db/games"
    with pytest.raises(ValueError, match="unknown database URL"):
        await Store.open("mysql://bot:s3cret@db/games")


async def test_a_newer_schema_is_refused(databases: Databases) -> None:
    """A database written by a newer bot is not touched."""
    target = await databases.new()
    s = await Store.open(target)
    async with s.backend.transaction() as db:
        await s.backend.set_schema_version(db, len(MIGRATIONS) + 1)
    await s.close()
    with pytest.raises(StoreError, match="newer"):
        await Store.open(target)


async def test_discord_ids_and_times_keep_every_digit(store: Store) -> None:
    """Snowflakes need 64 bits and turn clocks need sub-second times, on both backends."""
    big = 2**63 - 1
    game = await store.games.create_lobby("santacruz", big, big - 1, big - 2, "Ana")
    assert (game.guild_id, game.channel_id, game.creator_id) == (big, big - 1, big - 2)
    await store.log.start(game.id, [big - 2], {}, {"step": 0})
    before = time.time()
    await store.log.append(game.id, 0, [(0, "a")], {"step": 1})
    [(row, began, _, _)] = await store.games.waiting_games()
    assert row.id == game.id and abs(began - before) < 0.5
    await store.games.set_message(game.id, big - 3, 1)
    assert (await store.games.game(game.id)).message_id == big - 3


async def test_one_open_game_per_channel(store: Store) -> None:
    """A channel holds at most one lobby or running game; other channels are independent."""
    await store.games.create_lobby("santacruz", 1, 100, 7, "Ana")
    with pytest.raises(StoreError):
        await store.games.create_lobby("santacruz", 1, 100, 8, "Ben")
    other = await store.games.create_lobby("santacruz", 1, 101, 8, "Ben")
    assert other.channel_id == 101


async def test_lobby_members_join_and_leave_once(store: Store) -> None:
    """Joining twice or leaving when absent changes nothing."""
    game = await store.games.create_lobby("santacruz", 1, 100, 7, "Ana")
    assert await store.games.add_player(game.id, 8, "Ben")
    assert not await store.games.add_player(game.id, 8, "Ben")
    assert [p.user_id for p in await store.games.players(game.id)] == [7, 8]
    assert await store.games.remove_player(game.id, 7)
    assert not await store.games.remove_player(game.id, 7)
    assert [p.name for p in await store.games.players(game.id)] == ["Ben"]


async def test_actions_are_versioned_and_a_stale_version_stores_nothing(store: Store) -> None:
    """An action stored against an old version is refused whole: a double click applies once."""
    game = await store.games.create_lobby("santacruz", 1, 100, 7, "Ana")
    await store.games.add_player(game.id, 8, "Ben")
    await store.log.start(game.id, [8, 7], {"random_sets": False}, {"step": 0})
    assert [p.user_id for p in await store.games.players(game.id)] == [8, 7]
    assert await store.log.append(game.id, 0, [(0, "0 pick A")], {"step": 1}) == 1
    with pytest.raises(StaleVersion):
        await store.log.append(game.id, 0, [(0, "0 pick A")], {"step": 1})
    assert [a[2] for a in await store.log.actions(game.id)] == ["0 pick A"]
    row = await store.games.game(game.id)
    assert row is not None and row.version == 1 and row.status == "active"


async def test_load_gives_the_newest_snapshot_and_the_actions_after_it(store: Store) -> None:
    """A restart needs the latest snapshot plus at most SNAPSHOT_EVERY actions to replay."""
    game = await store.games.create_lobby("santacruz", 1, 100, 7, "Ana")
    await store.log.start(game.id, [7], {}, {"step": 0})
    total = SNAPSHOT_EVERY + 3
    for v in range(total):
        await store.log.append(game.id, v, [(0, f"move {v + 1}")], {"step": v + 1})
    saved = await store.log.load(game.id)
    assert saved.snapshot_version == SNAPSHOT_EVERY
    assert saved.state == {"step": SNAPSHOT_EVERY}
    assert [a[2] for a in saved.actions] == [f"move {v}" for v in range(SNAPSHOT_EVERY + 1, total + 1)]


async def test_finishing_keeps_the_record_and_frees_the_channel(store: Store) -> None:
    """A finished game keeps its record, and the channel can open a new game."""
    game = await store.games.create_lobby("santacruz", 1, 100, 7, "Ana")
    await store.log.start(game.id, [7], {}, {"step": 0})
    await store.log.append(game.id, 0, [(0, "last")], {"step": 1}, finished_record={"moves": ["last"]})
    assert await store.log.record(game.id) == {"moves": ["last"]}
    assert (await store.games.game(game.id)).status == "finished"
    assert await store.games.open_game(100) is None
    assert (await store.log.load(game.id)).state == {"step": 1}
    await store.games.create_lobby("santacruz", 1, 100, 7, "Ana")


async def test_the_database_survives_reopening(databases: Databases) -> None:
    """Everything committed is there after the process closes the database and opens it again."""
    path = await databases.new()
    s = await Store.open(path)
    game = await s.games.create_lobby("santacruz", 1, 100, 7, "Ana")
    await s.log.start(game.id, [7], {"random_sets": True}, {"step": 0})
    await s.log.append(game.id, 0, [(0, "a"), (0, "b")], {"step": 2})
    await s.close()
    s = await Store.open(path)
    try:
        row = await s.games.open_game(100)
        assert row is not None and row.version == 2 and row.options == {"random_sets": True}
        assert [g.id for g in await s.games.active_games()] == [game.id]
        assert [a[2] for a in (await s.log.load(game.id)).actions] == ["a", "b"]
    finally:
        await s.close()


async def test_many_games_write_at_once_without_mixing_transactions(store: Store) -> None:
    """Games in many channels share one connection: concurrent lobbies, starts and moves all land."""
    lobbies = await asyncio.gather(
        *(store.games.create_lobby("santacruz", 1, 900 + i, 10 + i, "A") for i in range(20))
    )
    await asyncio.gather(*(store.games.add_player(g.id, 99, "B") for g in lobbies))
    await asyncio.gather(
        *(store.log.start(g.id, [10 + i, 99], {}, {"step": 0}) for i, g in enumerate(lobbies))
    )
    versions = await asyncio.gather(
        *(store.log.append(g.id, 0, [(0, "0 pick A")], {"step": 1}) for g in lobbies)
    )
    assert versions == [1] * 20
    for game in lobbies:
        row = await store.games.game(game.id)
        assert row is not None and row.status == "active" and row.version == 1
        assert [a[2] for a in await store.log.actions(game.id)] == ["0 pick A"]


async def test_two_stores_racing_on_one_game_apply_each_move_once(databases: Databases) -> None:
    """Two processes (two stores, two connections) send the same move at the same moment, again and
    again: each time exactly one is stored and the other is told the game moved on."""
    target = await databases.new()
    first, second = await Store.open(target), await Store.open(target)
    try:
        game = await first.games.create_lobby("santacruz", 1, 100, 7, "Ana")
        await first.log.start(game.id, [7], {}, {"step": 0})
        for version in range(SNAPSHOT_EVERY + 5):
            results = await asyncio.gather(
                first.log.append(game.id, version, [(0, f"move {version + 1}")], {"step": version + 1}),
                second.log.append(game.id, version, [(0, f"move {version + 1}")], {"step": version + 1}),
                return_exceptions=True,
            )
            assert sorted(map(repr, results)) == sorted(
                [repr(version + 1), repr(StaleVersion("the game has moved on"))]
            )
        actions = await second.log.actions(game.id)
        assert [a[0] for a in actions] == list(range(1, SNAPSHOT_EVERY + 6))
        assert (await first.games.game(game.id)).version == SNAPSHOT_EVERY + 5
    finally:
        await first.close()
        await second.close()


async def test_lobby_and_notices_keep_their_order(store: Store) -> None:
    """Members are listed in joining order and the newest computer leaves first; notices post in the
    order they were stored (SQLite's rowid, PostgreSQL's identity column)."""
    game = await store.games.create_lobby("santacruz", 1, 100, 7, "Ana")
    ids = [
        await store.games.add_computer(game.id, level, f"Bot {i}")
        for i, level in enumerate(["easy", "strong", "easy"])
    ]
    assert ids == [-1, -2, -3]
    assert await store.games.add_player(game.id, 8, "Ben")
    assert [p.user_id for p in await store.games.players(game.id)] == [7, -1, -2, -3, 8]
    assert await store.games.remove_computer(game.id)
    assert [p.name for p in await store.games.players(game.id)] == ["Ana", "Bot 0", "Bot 1", "Ben"]
    await store.log.start(game.id, [8, 7, -1, -2], {}, {"step": 0})
    await store.games.take_over(game.id, [8], "strong", "first")
    await store.log.append(game.id, 0, [(0, "a")], {"step": 1})
    await store.games.take_over(game.id, [7], "strong", "second")
    assert await store.games.close_game(game.id, notice="third")
    assert await store.games.notices(game.id) == [
        ("takeover:0", "first"),
        ("takeover:1", "second"),
        ("abandoned", "third"),
    ]
    await store.games.notice_sent(game.id, "takeover:1")
    assert [k for k, _ in await store.games.notices(game.id)] == ["takeover:0", "abandoned"]


async def test_outcomes_ratings_and_player_totals(store: Store) -> None:
    """Kept outcomes come back newest first with their seats; totals count games per player with the
    latest name, on both backends."""
    ended = []
    for number, (winner, status) in enumerate(
        [("u:1", "finished"), ("u:2", "finished"), ("u:1", "abandoned")]
    ):
        game = await store.games.create_lobby("santacruz", 5, 200 + number, 1, "Ana")
        await store.games.add_player(game.id, 2, "Ben")
        await store.log.start(game.id, [1, 2], {}, {"step": 0})
        await store.games.close_game(game.id, status)
        seats = (
            SeatOutcome(0, "u:1", f"Ana{number}", False, 10, 1 if winner == "u:1" else 2),
            SeatOutcome(1, "u:2", "Ben", False, 8, 1 if winner == "u:2" else 2),
        )
        outcome = GameOutcome(game.id, "santacruz", 5, 200 + number, status, False, 1000.0 + number, seats)
        assert await store.ratings.add_outcome(outcome, {"u:1": (25.0 + number, 8.0), "u:2": (24.0, 8.0)})
        assert not await store.ratings.add_outcome(outcome, {})
        ended.append(outcome)
    assert await store.ratings.outcomes("santacruz", guild_id=5) == ended[::-1]
    assert await store.ratings.outcomes("santacruz", guild_id=5, status="finished", limit=1) == [ended[1]]
    assert await store.ratings.outcomes("santacruz", player="u:2", channel_id=200) == [ended[0]]
    assert await store.ratings.ratings("santacruz", 5) == {"u:1": (27.0, 8.0), "u:2": (24.0, 8.0)}
    assert await store.ratings.ratings("santacruz", 5, ["u:2"]) == {"u:2": (24.0, 8.0)}
    assert await store.ratings.player_totals("santacruz", 5) == [
        ("u:1", "Ana2", False, 3, 1, 1002.0),
        ("u:2", "Ben", False, 3, 1, 1002.0),
    ]
    assert await store.ratings.player_totals("santacruz", None) == []


async def test_an_undo_is_its_own_entry_with_a_snapshot_and_a_version_check(store: Store) -> None:
    """Issue 20: "the action log keeps the undo as its own entry (the audit trail), versions only ever
    increase"; the restored state is kept at the undo's version, so a restart replays nothing undone;
    an undo against an old version stores nothing."""
    game = await store.games.create_lobby("santacruz", 1, 100, 7, "Ana")
    await store.log.start(game.id, [7], {}, {"step": 0})
    await store.log.append(game.id, 0, [(0, "0 pick A")], {"step": 1})
    assert await store.log.undo(game.id, 1, 0, 0, {"step": 0}) == 2
    with pytest.raises(StaleVersion):
        await store.log.undo(game.id, 1, 0, 0, {"step": 0})
    assert await store.log.actions(game.id) == [(1, 0, "0 pick A"), (2, 0, undo_line(0))]
    assert undone_to(undo_line(0)) == 0 and undone_to("0 pick A") is None
    saved = await store.log.load(game.id)
    assert (saved.snapshot_version, saved.state, saved.actions) == (2, {"step": 0}, ())
    assert (
        await store.log.snapshot(game.id, 2) == {"step": 0} and await store.log.snapshot(game.id, 1) is None
    )
    [entry] = await store.log.entries(game.id, 1)
    assert (entry.version, entry.seat, entry.action) == (2, 0, "undo 0") and entry.created_at > 0


async def test_the_undo_window_is_a_server_setting_of_two_minutes_by_default(store: Store) -> None:
    """Issue 20: "a per-server setting, default 2 minutes"; setting it keeps the turn timers."""
    assert await store.servers.undo_minutes(5) == DEFAULT_UNDO_MINUTES == 2.0
    await store.servers.set_undo_minutes(5, 0.5)
    assert await store.servers.undo_minutes(5) == 0.5
    assert await store.servers.guild_settings(5) == DEFAULT_TIMERS
    await store.servers.set_guild_settings(5, 1.0, 2.0)
    assert (await store.servers.undo_minutes(5), await store.servers.guild_settings(5)) == (0.5, (1.0, 2.0))


async def test_choices_stored_in_words_become_ids(store: Store) -> None:
    """Migration 12: a Santa Cruz set an older bot stored in some reader's words ("Baukarten-Set D") is
    kept as the id ``set:D``, which the stats name in each reader's language."""
    game = await store.games.create_lobby("santacruz", 5, 300, 1, "Ana")
    await store.games.add_player(game.id, 2, "Ben")
    await store.log.start(game.id, [1, 2], {}, {"step": 0})
    await store.games.close_game(game.id, "finished")
    seats = (
        SeatOutcome(0, "u:1", "Ana", False, 10, 1, "Baukarten-Set D"),
        SeatOutcome(1, "u:2", "Ben", False, 8, 2, "set:B"),
    )
    outcome = GameOutcome(game.id, "santacruz", 5, 300, "finished", False, 1000.0, seats)
    assert await store.ratings.add_outcome(outcome, {})
    async with store.backend.transaction() as db:
        for statement in statements(12, store.dialect):
            await db.execute(statement)
        rows = await db.fetchall("SELECT choice FROM results WHERE game_id = ? ORDER BY seat", (game.id,))
    assert [row[0] for row in rows] == ["set:D", "set:B"]


async def test_computer_names_stored_with_a_translated_level_become_bare(store: Store) -> None:
    """Migration 13 (languages.md de/fr D-5): a computer an older bot stored as "Ada (leicht)" is
    "Ada" in its seat, its game's state and its result, and a person's name stays as typed."""
    game = await store.games.create_lobby("santacruz", 5, 300, 1, "Ana (stark)")
    ada = await store.games.add_computer(game.id, "easy", "Ada (leicht)")
    state = {"players": [{"name": "Ana (stark)"}, {"name": "Ada (leicht)"}, {"name": "Zufallszüge"}]}
    await store.log.start(game.id, [1, ada], {}, state)
    await store.games.close_game(game.id, "finished")
    seats = (
        SeatOutcome(0, "u:1", "Ana (stark)", False, 10, 1, None),
        SeatOutcome(1, "c:easy", "Ada (leicht)", True, 8, 2, None),
    )
    assert await store.ratings.add_outcome(
        GameOutcome(game.id, "santacruz", 5, 300, "finished", False, 1.0, seats), {}
    )
    async with store.backend.transaction() as db:
        for statement in statements(13, store.dialect):
            await db.execute(statement)
        players = await db.fetchall("SELECT name FROM players WHERE game_id = ? ORDER BY user_id", (game.id,))
        results = await db.fetchall("SELECT name FROM results WHERE game_id = ? ORDER BY seat", (game.id,))
    assert [row[0] for row in players] == ["Ada", "Ana (stark)"]
    assert [row[0] for row in results] == ["Ana (stark)", "Ada"]
    saved = await store.log.load(game.id)
    assert [p["name"] for p in saved.state["players"]] == ["Ana (stark)", "Ada", "Zufallszüge"]


async def test_two_processes_open_each_season_once_and_one_of_them_claims_its_podium(
    databases: Databases,
) -> None:
    """Seasons across several bot processes on one database (issue 45): both catch up at once and each
    season exists once; only one claims an ended season's podium, and a claim left by a process killed
    mid-post is taken again only after the claim's time."""
    from bot.app import seasons
    from bot.store.repository import CLAIM_SECONDS
    from bot.store.seasons import SeasonChoice

    target = await databases.new()
    one, two = await Store.open(target), await Store.open(target)
    try:
        start = 1_790_000_000.0
        await one.seasons.choose(SeasonChoice(7, "santacruz", "weeks:1", start, 8, None, 9), cut_at=None)
        later = start + 40 * 86400
        await asyncio.gather(
            seasons.catch_up(one, "santacruz", later), seasons.catch_up(two, "santacruz", later)
        )
        made = await two.seasons.seasons(7, "santacruz")
        assert [s.number for s in made] == list(range(1, len(made) + 1)) and len(made) >= 6
        assert all(a.ends == b.starts for a, b in itertools.pairwise(made))
        assert made[-1].holds(later)
        due = await one.seasons.due("santacruz", later)
        assert [s.number for s in due] == [s.number for s in made[:-1]]
        claims = await asyncio.gather(one.seasons.claim(due[0], later), two.seasons.claim(due[0], later))
        assert sorted(claims) == [False, True]
        assert not await one.seasons.claim(due[0], later + CLAIM_SECONDS / 2)
        assert await two.seasons.claim(due[0], later + CLAIM_SECONDS + 1)
        await two.seasons.posted(due[0], "u:5")
        assert (await one.seasons.due("santacruz", later))[0].number == 2
        assert await one.seasons.last_champion(7, "santacruz", 3) == "u:5"
    finally:
        await one.close()
        await two.close()


async def test_two_processes_take_each_tournament_step_once(databases: Databases) -> None:
    """Tournaments across several bot processes on one database (issue 45): a sign-up counts once, a
    round begins once however many processes try at the same moment, a table's game and places are
    kept once, and a tournament ends once."""
    target = await databases.new()
    one, two = await Store.open(target), await Store.open(target)
    try:
        made = await one.tournaments.create(
            guild_id=7,
            channel_id=8,
            game="santacruz",
            name="Cup",
            format="swiss",
            rounds=3,
            size=2,
            fill="bye",
            level="easy",
            round_hours=24.0,
            closes_at=1.0,
            seed=5,
            created_by=9,
        )
        joined = await asyncio.gather(
            one.tournaments.sign_up(made.id, 11, "Ana"), two.tournaments.sign_up(made.id, 11, "Ana")
        )
        assert sorted(joined) == [False, True]
        await two.tournaments.sign_up(made.id, 12, "Ben")
        begun = await asyncio.gather(
            one.tournaments.begin_round(made.id, 0, 3, 99.0, [(11, 12)], []),
            two.tournaments.begin_round(made.id, 0, 3, 99.0, [(12, 11)], []),
        )
        assert sorted(begun) == [False, True]
        [table] = await one.tournaments.tables(made.id)
        await asyncio.gather(
            one.tournaments.set_game(made.id, 1, 1, 21), two.tournaments.set_game(made.id, 1, 1, 22)
        )
        await one.tournaments.set_places(made.id, 1, 1, (1, 2))
        await two.tournaments.set_places(made.id, 1, 1, (2, 1))
        [kept] = await two.tournaments.tables(made.id)
        assert kept.game_id in (21, 22) and kept.places == (1, 2) and kept.seats == table.seats
        assert not await one.tournaments.sign_up(made.id, 13, "Cem"), "sign-up is over once running"
        ended = await asyncio.gather(
            one.tournaments.end(made.id, "finished"), two.tournaments.end(made.id, "cancelled", 9)
        )
        assert sorted(ended) == [False, True]
    finally:
        await one.close()
        await two.close()
