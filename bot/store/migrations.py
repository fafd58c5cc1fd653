"""The schema: numbered migrations shared by SQLite and PostgreSQL, and the code that applies them.

Each migration is SQLite text that PostgreSQL runs after a mechanical widening of its types
(:func:`postgres_text`): ``INTEGER`` becomes ``BIGINT`` (Discord ids need 64 bits), ``REAL`` becomes
``DOUBLE PRECISION`` and an ``AUTOINCREMENT`` key an identity column. The one difference that is not
mechanical is SQLite's implicit ``rowid``, which the store reads to keep insertion order in two tables;
PostgreSQL gets it as an explicit identity column (:data:`POSTGRES_EXTRA`).
"""

from __future__ import annotations

import json
import re

from bot.store.backend import Backend, Dialect
from bot.store.errors import StoreError

_COMPUTER_NAMES = ("Ada", "Bix", "Cog", "Dot", "Eve", "Fox")
"""The names earlier bots gave computer players (one word of three letters)."""

_OLD_LEVEL_WORDS = (
    "easy", "strong", "random", "random moves",
    "leicht", "stark", "zufällig", "Zufallszüge",
    "facile", "fort", "au hasard", "coups au hasard",
)  # fmt: skip
"""Every word an earlier bot put after a computer's name for its level, in any language."""


def _bare_computer_names(table: str, column: str) -> str:
    """Updates of ``table.column`` (JSON text) that turn each "Ada (leicht)" an earlier bot stored into
    "Ada", in games that seated a computer (a person's name changes only if it is exactly such a name
    with such a level word); one statement per name keeps SQLite's parser within its depth."""
    updates = []
    for name in _COMPUTER_NAMES:
        value = column
        for word in _OLD_LEVEL_WORDS:
            value = f"replace({value}, '{json.dumps(f'{name} ({word})')}', '{json.dumps(name)}')"
        updates.append(
            f"UPDATE {table} SET {column} = {value}"
            " WHERE game_id IN (SELECT game_id FROM players WHERE computer IS NOT NULL)"
        )
    return ";\n".join(updates)


MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game TEXT NOT NULL,
        guild_id INTEGER,
        channel_id INTEGER NOT NULL,
        creator_id INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
        options TEXT NOT NULL DEFAULT '{}',
        version INTEGER NOT NULL DEFAULT 0,
        message_id INTEGER,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE UNIQUE INDEX games_one_open_per_channel ON games(channel_id)
        WHERE status IN ('lobby', 'active');
    CREATE TABLE players (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        seat INTEGER,
        joined_at REAL NOT NULL,
        PRIMARY KEY (game_id, user_id)
    );
    CREATE TABLE actions (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        seat INTEGER,
        action TEXT NOT NULL,
        created_at REAL NOT NULL,
        PRIMARY KEY (game_id, version)
    );
    CREATE TABLE snapshots (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        state TEXT NOT NULL,
        PRIMARY KEY (game_id, version)
    );
    CREATE TABLE records (
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        record TEXT NOT NULL
    );
    """,
    """
    CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    ALTER TABLE players ADD COLUMN dm TEXT NOT NULL DEFAULT 'open'
        CHECK (dm IN ('open', 'closed', 'told'));
    """,
    """
    ALTER TABLE players ADD COLUMN computer TEXT;
    """,
    """
    CREATE TABLE guild_settings (
        guild_id INTEGER PRIMARY KEY,
        reminder_hours REAL NOT NULL,
        takeover_hours REAL NOT NULL
    );
    ALTER TABLE games ADD COLUMN reminded_version INTEGER;
    ALTER TABLE games ADD COLUMN vote_version INTEGER;
    CREATE TABLE votes (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        voter INTEGER NOT NULL,
        PRIMARY KEY (game_id, version, voter)
    );
    """,
    """
    ALTER TABLE games ADD COLUMN message_version INTEGER;
    """,
    """
    ALTER TABLE games ADD COLUMN news_version INTEGER NOT NULL DEFAULT 0;
    UPDATE games SET news_version = version;
    CREATE TABLE retired (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        message_id INTEGER NOT NULL,
        PRIMARY KEY (game_id, message_id)
    );
    CREATE TABLE notices (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        content TEXT NOT NULL,
        sent INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, key)
    );
    """,
    """
    CREATE TABLE outcomes (
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        game TEXT NOT NULL,
        guild_id INTEGER,
        channel_id INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('finished', 'abandoned')),
        takeover INTEGER NOT NULL,
        ended_at REAL NOT NULL
    );
    CREATE INDEX outcomes_by_guild ON outcomes(game, guild_id, ended_at);
    CREATE INDEX outcomes_by_channel ON outcomes(game, channel_id, ended_at);
    CREATE TABLE results (
        game_id INTEGER NOT NULL REFERENCES outcomes(game_id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        player TEXT NOT NULL,
        name TEXT NOT NULL,
        computer INTEGER NOT NULL,
        score INTEGER,
        rank INTEGER,
        choice TEXT,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX results_by_player ON results(player);
    CREATE TABLE ratings (
        game TEXT NOT NULL,
        guild_id INTEGER NOT NULL,
        player TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        PRIMARY KEY (game, guild_id, player)
    );
    CREATE TABLE replays (
        message_id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE
    );
    """,
    """
    ALTER TABLE guild_settings ADD COLUMN threads INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE guild_settings ADD COLUMN threads_warned INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN lobby_channel_id INTEGER;
    """,
    """
    ALTER TABLE guild_settings ADD COLUMN language TEXT;
    CREATE TABLE user_locales (
        user_id INTEGER PRIMARY KEY,
        locale TEXT NOT NULL
    );
    """,
    """
    ALTER TABLE guild_settings ADD COLUMN undo_minutes REAL;
    """,
    """
    ALTER TABLE games ADD COLUMN posted_version INTEGER;
    ALTER TABLE games ADD COLUMN summary TEXT NOT NULL DEFAULT '';
    ALTER TABLE retired ADD COLUMN summary TEXT NOT NULL DEFAULT '';
    ALTER TABLE games ADD COLUMN brought_version INTEGER;
    """,
    """
    UPDATE results SET choice = 'set:' || substr(choice, length(choice), 1)
        WHERE choice IS NOT NULL AND choice NOT LIKE 'set:%'
        AND game_id IN (SELECT game_id FROM outcomes WHERE game = 'santacruz');
    """,
    f"""
    {_bare_computer_names("snapshots", "state")};
    {_bare_computer_names("records", "record")};
    UPDATE players SET name = substr(name, 1, 3) WHERE computer IS NOT NULL AND name LIKE '___ (%)';
    UPDATE results SET name = substr(name, 1, 3) WHERE computer != 0 AND name LIKE '___ (%)';
    """,
    """
    CREATE TABLE preferences (
        user_id INTEGER PRIMARY KEY,
        notify TEXT NOT NULL DEFAULT 'mention' CHECK (notify IN ('mention', 'dm', 'none')),
        time_zone TEXT,
        quiet_from INTEGER,
        quiet_to INTEGER,
        away_until REAL,
        stand_in INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE turn_notices (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL,
        version INTEGER NOT NULL,
        due REAL NOT NULL,
        told INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, user_id)
    );
    CREATE INDEX turn_notices_due ON turn_notices(told, due);
    """,
    """
    ALTER TABLE guild_settings ADD COLUMN substitute_hours REAL;
    ALTER TABLE players ADD COLUMN taken_at REAL;
    ALTER TABLE players ADD COLUMN wanted_message INTEGER;
    UPDATE players SET taken_at = (SELECT updated_at FROM games WHERE games.id = players.game_id)
        WHERE computer IS NOT NULL AND user_id > 0;
    CREATE TABLE seat_changes (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        move INTEGER NOT NULL,
        left_id INTEGER NOT NULL,
        left_name TEXT NOT NULL,
        took_id INTEGER NOT NULL,
        took_name TEXT NOT NULL,
        PRIMARY KEY (game_id, version)
    );
    CREATE INDEX seat_changes_left ON seat_changes(left_id);
    """,
    """
    ALTER TABLE guild_settings ADD COLUMN hints TEXT;
    ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE outcomes ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE guide_shown (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        version INTEGER NOT NULL,
        PRIMARY KEY (game_id, key)
    );
    """,
    """
    CREATE TABLE season_settings (
        guild_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        schedule TEXT NOT NULL,
        chosen_at REAL NOT NULL,
        channel_id INTEGER,
        role_id INTEGER,
        admin_id INTEGER,
        PRIMARY KEY (guild_id, game)
    );
    CREATE TABLE seasons (
        guild_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        number INTEGER NOT NULL,
        starts REAL NOT NULL,
        ends REAL NOT NULL,
        podium INTEGER NOT NULL DEFAULT 0,
        claimed_at REAL,
        champion TEXT,
        PRIMARY KEY (guild_id, game, number)
    );
    CREATE INDEX seasons_due ON seasons(podium, ends);
    CREATE TABLE season_ratings (
        game TEXT NOT NULL,
        guild_id INTEGER NOT NULL,
        season INTEGER NOT NULL,
        player TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        PRIMARY KEY (game, guild_id, season, player)
    );
    ALTER TABLE outcomes ADD COLUMN season INTEGER;
    CREATE TABLE tournaments (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        guild_id INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        name TEXT NOT NULL,
        format TEXT NOT NULL CHECK (format IN ('swiss', 'round_robin')),
        rounds INTEGER NOT NULL,
        size INTEGER NOT NULL,
        fill TEXT NOT NULL CHECK (fill IN ('bye', 'computer')),
        level TEXT NOT NULL,
        takeover TEXT NOT NULL DEFAULT 'keeps' CHECK (takeover IN ('keeps', 'last')),
        round_hours REAL NOT NULL,
        closes_at REAL NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
        round INTEGER NOT NULL DEFAULT 0,
        round_ends REAL,
        seed INTEGER NOT NULL,
        created_by INTEGER NOT NULL,
        created_at REAL NOT NULL,
        signup_message INTEGER,
        standings_message INTEGER,
        ended_by INTEGER
    );
    CREATE INDEX tournaments_by_status ON tournaments(status);
    ALTER TABLE guild_settings ADD COLUMN organiser_role INTEGER;
    CREATE TABLE tournament_players (
        tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        joined_at REAL NOT NULL,
        left_at REAL,
        PRIMARY KEY (tournament_id, user_id)
    );
    CREATE TABLE tournament_tables (
        tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        round INTEGER NOT NULL,
        number INTEGER NOT NULL,
        seats TEXT NOT NULL,
        game_id INTEGER,
        game_seats TEXT,
        places TEXT,
        PRIMARY KEY (tournament_id, round, number)
    );
    CREATE TABLE tournament_byes (
        tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        round INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        PRIMARY KEY (tournament_id, round, user_id)
    );
    CREATE TABLE followers (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL,
        since REAL NOT NULL,
        PRIMARY KEY (game_id, user_id)
    );
    """,
    """
    CREATE TABLE game_nights (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        guild_id INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        event_id INTEGER NOT NULL UNIQUE,
        name TEXT NOT NULL,
        starts_at REAL NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('scheduled', 'opening', 'open', 'done', 'cancelled')),
        claimed_at REAL,
        holds_until REAL,
        created_by INTEGER NOT NULL,
        created_at REAL NOT NULL
    );
    CREATE INDEX game_nights_by_status ON game_nights(status, starts_at);
    CREATE TABLE night_seats (
        night_id INTEGER NOT NULL REFERENCES game_nights(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        number INTEGER NOT NULL,
        PRIMARY KEY (night_id, user_id)
    );
    CREATE TABLE night_tables (
        night_id INTEGER NOT NULL REFERENCES game_nights(id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        game_id INTEGER NOT NULL UNIQUE,
        PRIMARY KEY (night_id, number)
    );
    ALTER TABLE tournaments ADD COLUMN reminder_hours REAL;
    ALTER TABLE tournaments ADD COLUMN takeover_hours REAL;
    ALTER TABLE tournament_tables ADD COLUMN claimed_at REAL
    """,
    """
    CREATE TABLE followups (
        nonce TEXT PRIMARY KEY,
        channel_id INTEGER NOT NULL,
        sent_at REAL NOT NULL,
        message_id INTEGER
    );
    CREATE INDEX followups_by_time ON followups(sent_at)
    """,
)
"""Numbered schema migrations, one list for both databases: ``MIGRATIONS[i]`` is migration ``i + 1`` and
brings the schema to version ``i + 1``. Each is written for SQLite and run as it is there; PostgreSQL
runs :func:`postgres_text` of it (and :data:`POSTGRES_EXTRA`). To add one, append a string of
statements separated by ``;`` (no ``;`` or ``?`` inside literals), using the types ``INTEGER``,
``REAL`` and ``TEXT`` and SQL that both databases accept; never edit a migration already released."""

POSTGRES_EXTRA: dict[int, str] = {
    1: "ALTER TABLE players ADD COLUMN rowid BIGINT GENERATED BY DEFAULT AS IDENTITY",
    6: "ALTER TABLE notices ADD COLUMN rowid BIGINT GENERATED BY DEFAULT AS IDENTITY",
}
"""Statements that only PostgreSQL runs, after the migration of the same number."""

ROWID_TABLES = ("players", "notices")
"""Tables whose ``rowid`` (implicit on SQLite, a column on PostgreSQL) orders their rows: a copy of the
database keeps it."""

_TYPES = (
    (
        re.compile(r"\bINTEGER PRIMARY KEY AUTOINCREMENT\b"),
        "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY",
    ),
    (re.compile(r"\bINTEGER\b"), "BIGINT"),
    (re.compile(r"\bREAL\b"), "DOUBLE PRECISION"),
)


def postgres_text(sql: str) -> str:
    """A migration's SQLite text with PostgreSQL's types."""
    for pattern, replacement in _TYPES:
        sql = pattern.sub(replacement, sql)
    return sql


def statements(number: int, dialect: Dialect) -> list[str]:
    """The statements of migration ``number`` (1-based) for a database of ``dialect``."""
    text = MIGRATIONS[number - 1]
    if dialect == "postgresql":
        text = postgres_text(text) + ";" + POSTGRES_EXTRA.get(number, "")
    return [s.strip() for s in text.split(";") if s.strip()]


async def migrate(backend: Backend) -> None:
    """Bring the schema to the newest version, one migration per transaction.

    Raises
    ------
    StoreError
        The database was written by a newer bot (its schema is ahead of :data:`MIGRATIONS`).
    """
    while True:
        async with backend.transaction() as db:
            await backend.lock_schema(db)
            current = await backend.schema_version(db)
            if current > len(MIGRATIONS):
                raise StoreError(f"database schema {current} is newer than this bot ({len(MIGRATIONS)})")
            if current == len(MIGRATIONS):
                return
            for statement in statements(current + 1, backend.dialect):
                await db.execute(statement)
            await backend.set_schema_version(db, current + 1)
