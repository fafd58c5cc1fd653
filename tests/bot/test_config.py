"""Settings from the environment and .env: the token is required, the rest has sensible defaults."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot.config import DEFAULT_DATABASE_URL, ConfigError, default_render_processes, load_settings, read_dotenv


def test_missing_token_fails_fast_with_instructions(tmp_path: Path) -> None:
    """Without a token the bot refuses to start and says where the token comes from."""
    with pytest.raises(ConfigError) as info:
        load_settings({}, tmp_path / "absent.env")
    message = str(info.value)
    assert "DISCORD_TOKEN" in message
    assert "developer portal" in message


def test_defaults_apply_when_only_the_token_is_set(tmp_path: Path) -> None:
    """The database lives under ./data/ by default, no dev guild, INFO logging."""
    settings = load_settings({"DISCORD_TOKEN": "abc"}, tmp_path / "absent.env")
    assert settings.token == "abc"
    assert settings.database == DEFAULT_DATABASE_URL == "sqlite:///./data/santacruz.sqlite3"
    assert settings.dev_guild_id is None
    assert settings.log_level == logging.INFO
    assert settings.board_format == "png"


def test_an_admin_may_choose_webp_boards(tmp_path: Path) -> None:
    """``BOARD_FORMAT=WEBP`` (any case) picks the smaller upload for the public board."""
    assert (
        load_settings({"DISCORD_TOKEN": "abc", "BOARD_FORMAT": "WEBP"}, tmp_path / "x.env").board_format
        == "webp"
    )


def test_dotenv_is_read_and_the_environment_wins(tmp_path: Path) -> None:
    """.env supplies settings; a variable set in the environment overrides the file."""
    dotenv = tmp_path / ".env"
    dotenv.write_text(
        "# comment\n\nDISCORD_TOKEN='from-file'\nexport DEV_GUILD_ID=123\nLOG_LEVEL=debug\n"
        'DATABASE_PATH="/srv/bot/games.db"\n'
    )
    settings = load_settings({"DISCORD_TOKEN": "from-env"}, dotenv)
    assert settings.token == "from-env"
    assert settings.dev_guild_id == 123
    assert settings.log_level == logging.DEBUG
    assert settings.database == "sqlite:////srv/bot/games.db"
    assert read_dotenv(dotenv)["DISCORD_TOKEN"] == "from-file"


def test_database_url_wins_over_database_path(tmp_path: Path) -> None:
    """DATABASE_URL picks the backend; DATABASE_PATH (a SQLite file) keeps working without it."""
    both = {"DISCORD_TOKEN": "abc", "DATABASE_PATH": "games.db", "DATABASE_URL": "postgresql://bot@db/games"}
    assert load_settings(both, tmp_path / "absent.env").database == "postgresql://bot@db/games"
    path_only = {"DISCORD_TOKEN": "abc", "DATABASE_PATH": "games.db"}
    assert load_settings(path_only, tmp_path / "absent.env").database == "sqlite:///games.db"


@pytest.mark.parametrize(
    ("env", "word"),
    [
        ({"DEV_GUILD_ID": "my-server"}, "DEV_GUILD_ID"),
        ({"LOG_LEVEL": "LOUD"}, "LOG_LEVEL"),
        ({"BOARD_FORMAT": "jpeg"}, "BOARD_FORMAT"),
        ({"DATABASE_URL": "mysql://db/games"}, "DATABASE_URL"),
    ],
)
def test_malformed_settings_are_named(tmp_path: Path, env: dict[str, str], word: str) -> None:
    """A malformed setting is refused with its name in the message."""
    with pytest.raises(ConfigError, match=word):
        load_settings({"DISCORD_TOKEN": "abc", **env}, tmp_path / "absent.env")


def test_a_malformed_dotenv_line_names_its_line(tmp_path: Path) -> None:
    """A line that is not KEY=value is reported with its line number."""
    dotenv = tmp_path / ".env"
    dotenv.write_text("DISCORD_TOKEN=abc\nthis is not a setting\n")
    with pytest.raises(ConfigError, match="line 2"):
        read_dotenv(dotenv)


def test_shards_default_to_every_shard_and_read_lists_and_ranges(tmp_path: Path) -> None:
    """No shard settings: Discord's recommended count, all in this process; ids as lists and ranges."""
    plain = load_settings({"DISCORD_TOKEN": "abc"}, tmp_path / "absent.env")
    assert (plain.shard_count, plain.shard_ids) == (None, None)
    counted = load_settings({"DISCORD_TOKEN": "abc", "SHARD_COUNT": "4"}, tmp_path / "absent.env")
    assert (counted.shard_count, counted.shard_ids) == (4, None)
    listed = load_settings(
        {"DISCORD_TOKEN": "abc", "SHARD_COUNT": "8", "SHARD_IDS": "6, 0-2"}, tmp_path / "absent.env"
    )
    assert (listed.shard_count, listed.shard_ids) == (8, (0, 1, 2, 6))


@pytest.mark.parametrize(
    "shards",
    [
        {"SHARD_COUNT": "0"},
        {"SHARD_COUNT": "two"},
        {"SHARD_IDS": "0"},
        {"SHARD_COUNT": "2", "SHARD_IDS": "2"},
        {"SHARD_COUNT": "2", "SHARD_IDS": "0,0"},
        {"SHARD_COUNT": "4", "SHARD_IDS": "1-x"},
        {"SHARD_COUNT": "4", "SHARD_IDS": "3-1"},
    ],
)
def test_malformed_shard_settings_are_refused(tmp_path: Path, shards: dict[str, str]) -> None:
    """A count below one, ids without a count, out of range, repeated or unreadable: a clear refusal."""
    with pytest.raises(ConfigError, match="SHARD_"):
        load_settings({"DISCORD_TOKEN": "abc", **shards}, tmp_path / "absent.env")


def test_render_processes_default_to_one_per_core_and_may_be_set(tmp_path: Path) -> None:
    """``RENDER_PROCESSES`` (issue 30): by default one board renderer per core (none on one core);
    0 draws in the bot's own process; anything else but a count up to 64 is refused, saying why."""
    settings = load_settings({"DISCORD_TOKEN": "abc"}, tmp_path / "absent.env")
    assert settings.render_processes == default_render_processes()
    chosen = load_settings({"DISCORD_TOKEN": "abc", "RENDER_PROCESSES": "0"}, tmp_path / "absent.env")
    assert chosen.render_processes == 0
    for wrong in ("-1", "two", "65"):
        with pytest.raises(ConfigError) as info:
            load_settings({"DISCORD_TOKEN": "abc", "RENDER_PROCESSES": wrong}, tmp_path / "absent.env")
        assert "RENDER_PROCESSES must be a number of processes from 0 to 64" in str(info.value)


def test_discord_url_points_the_bot_at_a_stand_in_and_is_checked(tmp_path: Path) -> None:
    """``DISCORD_URL`` (issue 43: the bot reaches the local playground by configuration only): not set,
    Discord itself; ``http://host:port`` taken as written (a trailing slash dropped); anything with a
    path, another scheme or a bad port refused, saying what it must be."""
    absent = tmp_path / "absent.env"
    assert load_settings({"DISCORD_TOKEN": "abc"}, absent).discord_url is None
    chosen = load_settings({"DISCORD_TOKEN": "abc", "DISCORD_URL": "http://127.0.0.1:8765/"}, absent)
    assert chosen.discord_url == "http://127.0.0.1:8765"
    for wrong in (
        "127.0.0.1:8765",
        "ftp://127.0.0.1:8765",
        "http://127.0.0.1:8765/api/v10",
        "http://:80",
        "http://127.0.0.1:99999",
    ):
        with pytest.raises(ConfigError) as info:
            load_settings({"DISCORD_TOKEN": "abc", "DISCORD_URL": wrong}, absent)
        assert "DISCORD_URL must be http://host:port" in str(info.value)
