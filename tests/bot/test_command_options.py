"""Every slash-command option goes through the input seam (issue: typed, bounded, a clear refusal).

The real Discord refuses a wrongly typed or out-of-range option, but a modified client or a replayed
payload can still send one. Each test here sends such a payload through the real command tree: the
bot must answer with a polite ephemeral sentence, change nothing, log the refusal at INFO and nothing
at ERROR; and every option a real client can send must still work.
"""

from __future__ import annotations

import copy
import logging
import math
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.adapter.client import GameBot
from bot.config import Settings
from bot.features import history
from bot.games.santacruz.ui import SantaCruzUI
from bot.interactions.inputs import MAX_OPTION_INT, Forged
from bot.texts import CATALOGUE
from playground.fake_discord import (
    CHANNEL_ID,
    DEFAULT_MEMBER_PERMISSIONS,
    GUILD_ID,
    USER_ID,
    FakeHTTP,
    Opt,
    autocomplete,
    button,
    dispatch,
    logged_in,
    make_interaction,
    member_payload,
    slash,
    user_payload,
)

BAD_OPTION = CATALOGUE.text("error.bad_option", "en")
UNKNOWN_COMMAND = CATALOGUE.text("error.unknown_command", "en")
ADMIN = (discord.Permissions(DEFAULT_MEMBER_PERMISSIONS) | discord.Permissions(manage_guild=True)).value
FRIEND = 1300000000000000777
"""A member of the server whom ``/santacruz stats player:`` names."""


def probe_command() -> app_commands.Command[Any, ..., Any]:
    """A command only these tests add: one required bounded integer and one bounded string."""

    @app_commands.command(name="probe", description="Test only: echo the options.")
    async def probe(
        interaction: discord.Interaction,
        count: app_commands.Range[int, 1, 5],
        word: app_commands.Range[str, 2, 4] | None = None,
    ) -> None:
        await interaction.response.send_message(f"probe {count} {word}", ephemeral=True)

    return probe


@dataclass
class Bot:
    """A logged-in bot, its fake Discord and the log records of the test."""

    client: GameBot
    fake: FakeHTTP
    caplog: pytest.LogCaptureFixture

    async def send(self, payload: dict[str, Any]) -> dict[str, Any]:
        """Deliver a payload (nothing may be logged at ERROR anywhere) and return the bot's last reply."""
        await dispatch(self.client, payload, capture_loggers=("discord", "bot"))
        errors = [r.getMessage() for r in self.caplog.records if r.levelno >= logging.ERROR]
        assert not errors, f"logged at ERROR: {errors}"
        replies = self.fake.replies(payload["token"])
        assert replies, "the interaction was never answered"
        return replies[-1]

    async def state(self) -> tuple[Any, ...]:
        """Everything a command could change: games, server settings, public messages."""
        store = self.client.store
        return (
            [(g.id, g.status) for g in await store.games.active_games()],
            await store.servers.guild_settings(GUILD_ID),
            await store.servers.undo_minutes(GUILD_ID),
            await store.servers.threads_on(GUILD_ID),
            len(self.fake.sent_messages()),
        )

    async def refused(self, payload: dict[str, Any], sentence: str = BAD_OPTION) -> None:
        """The payload is answered privately with ``sentence``, logged at INFO, and changes nothing."""
        before = await self.state()
        self.caplog.clear()
        reply = await self.send(payload)
        assert reply["ephemeral"], reply
        assert reply["content"] == sentence
        assert any(
            r.levelno == logging.INFO and r.getMessage().startswith("refused") for r in self.caplog.records
        ), "the refusal was not logged at INFO"
        assert await self.state() == before


@pytest.fixture
async def bot(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> AsyncIterator[Bot]:
    """The Santa Cruz bot with the test's ``/probe`` command, logged in to a fake Discord."""
    caplog.set_level(logging.INFO)
    client = GameBot(
        Settings("fake", tmp_path / "g.sqlite3", None, logging.INFO),
        [SantaCruzUI(board_format="png")],
        seeds=lambda: 4,
    )
    client.tree.add_command(probe_command())
    async with logged_in(client) as (client, fake):
        yield Bot(client, fake, caplog)


def command(sub: str | None, options: dict[str, Any] | None = None, **kwargs: Any) -> dict[str, Any]:
    """``/santacruz sub options`` by the default user in the default channel."""
    return slash("santacruz", sub, options, **kwargs)


def with_option(payload: dict[str, Any], option: dict[str, Any]) -> dict[str, Any]:
    """The payload with one raw option object put into its subcommand's options."""
    out = copy.deepcopy(payload)
    out["data"]["options"][0].setdefault("options", []).append(option)
    return out


def resolved_user(user_id: int, name: str = "friend") -> dict[str, Any]:
    """The ``resolved`` data Discord sends with a user option naming a member of the server."""
    member = member_payload(user_id, username=name, global_name=name.title())
    user = member.pop("user")
    return {"users": {str(user_id): user}, "members": {str(user_id): member}}


# --- stats player: ------------------------------------------------------------------------------


async def test_stats_of_a_string_instead_of_a_user_is_refused(bot: Bot) -> None:
    """``player: "abc"`` (a user option whose value is no Discord id) used to raise AttributeError."""
    await bot.refused(command("stats", {"player": Opt(6, "abc")}))


async def test_stats_of_a_user_id_missing_from_the_resolved_data_is_refused(bot: Bot) -> None:
    """A well-formed id that Discord did not resolve: discord.py would pass a bare ``Object``."""
    await bot.refused(command("stats", {"player": Opt(6, FRIEND)}))


async def test_stats_of_a_json_number_instead_of_an_id_string_is_refused(bot: Bot) -> None:
    """Discord sends ids as strings; a JSON number (even one present in ``resolved``) is forged."""
    payload = command("stats", {"player": Opt(6, FRIEND)}, resolved=resolved_user(FRIEND))
    payload["data"]["options"][0]["options"][0]["value"] = FRIEND
    await bot.refused(payload)


async def test_stats_with_a_user_option_sent_as_an_integer_option_is_refused(bot: Bot) -> None:
    """An option whose type is not the declared one (integer for a user) is refused."""
    await bot.refused(command("stats", {"player": FRIEND}))


async def test_resolved_data_naming_another_id_or_unreadable_is_refused(bot: Bot) -> None:
    """``resolved`` must hold the named user under its own id, readable by discord.py, and nothing else."""
    other = resolved_user(FRIEND)
    other["users"][str(FRIEND)]["id"] = str(FRIEND + 1)
    await bot.refused(command("stats", {"player": Opt(6, FRIEND)}, resolved=other))
    unreadable = resolved_user(FRIEND)
    del unreadable["users"][str(FRIEND)]["username"]
    await bot.refused(command("stats", {"player": Opt(6, FRIEND)}, resolved=unreadable))
    extra = resolved_user(FRIEND) | {"roles": {"5": {"id": "5"}}}
    await bot.refused(command("stats", {"player": Opt(6, FRIEND)}, resolved=extra))
    stray = resolved_user(FRIEND)
    stray["users"]["12345"] = user_payload(12345)
    await bot.refused(command("stats", {"player": Opt(6, FRIEND)}, resolved=stray))
    members_first = {"members": resolved_user(FRIEND)["members"], "users": 5}
    await bot.refused(command("stats", {"player": Opt(6, FRIEND)}, resolved=members_first))
    orphan = resolved_user(FRIEND) | {"members": {"12345": {}}}
    await bot.refused(command("stats", {"player": Opt(6, FRIEND)}, resolved=orphan))


async def test_stats_of_a_real_user_still_works(bot: Bot) -> None:
    """A user option as Discord sends it (an id string and its resolved user and member) is answered."""
    reply = await bot.send(command("stats", {"player": Opt(6, FRIEND)}, resolved=resolved_user(FRIEND)))
    assert reply["ephemeral"]
    assert reply["content"] == "Friend has no finished or abandoned Santa Cruz games on this server yet."


async def test_stats_without_a_player_still_shows_the_asker(bot: Bot) -> None:
    """The optional option left out: the asker's own stats."""
    reply = await bot.send(command("stats", username="asker", global_name="Asker"))
    assert reply["content"] == "Asker has no finished or abandoned Santa Cruz games on this server yet."


# --- replay game: -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [2**63, 2**53, 2**70, 10**5000, 0, -1, "7", 7.5, True, math.nan, math.inf, None],
    ids=["2**63", "2**53", "2**70", "10**5000", "0", "-1", "string", "float", "true", "nan", "inf", "null"],
)
async def test_replay_of_a_game_number_out_of_range_or_of_the_wrong_type_is_refused(
    bot: Bot, value: object
) -> None:
    """``game:`` is an integer in 1..2**53-1; above 2**63 it used to overflow SQLite."""
    await bot.refused(command("replay", {"game": Opt(4, value)}))


async def test_replay_of_a_valid_number_naming_no_game_is_a_polite_no(bot: Bot) -> None:
    """Valid numbers (the smallest, an ordinary one, the largest Discord allows) reach the command."""
    for game in (1, 7, MAX_OPTION_INT):
        reply = await bot.send(command("replay", {"game": game}))
        assert reply["ephemeral"]
        assert reply["content"] == f"There is no finished Santa Cruz game number {game} on this server."


async def test_an_option_given_twice_is_refused(bot: Bot) -> None:
    """Discord never repeats an option: two ``game`` options are forged."""
    payload = with_option(command("replay", {"game": 7}), {"name": "game", "type": 4, "value": 8})
    await bot.refused(payload)


# --- settings and start -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        Opt(10, "x"),
        Opt(10, True),
        Opt(10, math.nan),
        Opt(10, -math.inf),
        Opt(10, 1e300),
        "x",
        True,
        Opt(4, 3),
    ],
    ids=["string", "true", "nan", "-inf", "1e300", "string-option", "bool-option", "integer-option"],
)
async def test_settings_hours_of_the_wrong_type_are_refused(bot: Bot, value: object) -> None:
    """``reminder_hours`` is a finite number within Discord's int53, sent as a number option."""
    await bot.refused(command("settings", {"reminder_hours": value}, permissions=ADMIN))


async def test_settings_with_valid_numbers_by_an_admin_are_saved(bot: Bot) -> None:
    """Whole and fractional numbers for number options, a boolean and a declared language choice still
    work."""
    options = {
        "reminder_hours": Opt(10, 12),
        "takeover_hours": 30.5,
        "undo_minutes": Opt(10, 3),
        "threads": False,
    }
    reply = await bot.send(command("settings", options | {"language": "de"}, permissions=ADMIN))
    assert reply["ephemeral"] and reply["content"].startswith("Saved.")
    assert "public messages in **German**" in reply["content"]
    assert await bot.client.store.servers.guild_settings(GUILD_ID) == (12, 30.5)
    assert await bot.client.store.servers.undo_minutes(GUILD_ID) == 3
    assert not await bot.client.store.servers.threads_on(GUILD_ID)


async def test_settings_language_not_among_the_choices_is_refused(bot: Bot) -> None:
    """A string option with declared choices accepts only those."""
    await bot.refused(command("settings", {"language": "xx"}, permissions=ADMIN))


async def test_start_with_a_variant_not_among_the_choices_is_refused(bot: Bot) -> None:
    """``variant:`` must be one of the game's variants; the lobby stays a lobby."""
    await bot.send(command("join"))
    await bot.refused(command("start", {"variant": "spaceship"}))
    await bot.refused(command("start", {"variant": 7}))
    await bot.refused(command("start", {"fill": "godlike"}))


async def test_start_with_a_declared_variant_and_fill_still_starts(bot: Bot) -> None:
    """The declared choices pass: the game starts with a computer player."""
    await bot.send(command("join"))
    reply = await bot.send(command("start", {"variant": "beginner", "fill": "easy"}))
    assert reply["ephemeral"]
    [row] = await bot.client.store.games.active_games()
    assert row.status == "active" and row.options == bot.client.uis["santacruz"].variants["beginner"].options


# --- names and nesting --------------------------------------------------------------------------


async def test_an_unknown_option_name_is_refused(bot: Bot) -> None:
    """``/santacruz join bogus:1`` opens no lobby."""
    await bot.refused(command("join", {"bogus": 1}))


async def test_a_missing_required_option_is_refused(bot: Bot) -> None:
    """A command declaring a required option (the test's ``/probe count:``) refuses a call without it."""
    await bot.refused(slash("probe", None, {"word": "abc"}))


async def test_string_length_bounds_are_checked(bot: Bot) -> None:
    """A string option's declared length (``word``: 2 to 4 characters) and valid Unicode."""
    await bot.refused(slash("probe", None, {"count": 1, "word": "a"}))
    await bot.refused(slash("probe", None, {"count": 1, "word": "abcde"}))
    await bot.refused(slash("probe", None, {"count": 1, "word": "a\ud800b"}))


async def test_a_command_with_every_option_valid_still_runs(bot: Bot) -> None:
    """The required option and a string of a declared length reach the command body."""
    reply = await bot.send(slash("probe", None, {"count": 5, "word": "abcd"}))
    assert reply["content"] == "probe 5 abcd"


async def test_a_subcommand_that_does_not_exist_is_refused(bot: Bot) -> None:
    """``/santacruz frobnicate`` is answered "I do not know that command"."""
    await bot.refused(command("frobnicate"), UNKNOWN_COMMAND)


async def test_subcommands_nested_unlike_the_tree_are_refused(bot: Bot) -> None:
    """A subcommand sent as a group, two subcommands, an option with no subcommand, a group alone."""
    as_group = command("join")
    as_group["data"]["options"][0]["type"] = 2
    await bot.refused(as_group, UNKNOWN_COMMAND)
    twice = command("join")
    twice["data"]["options"].append(copy.deepcopy(twice["data"]["options"][0]))
    await bot.refused(twice, UNKNOWN_COMMAND)
    await bot.refused(command(None, {"game": 7}), UNKNOWN_COMMAND)
    await bot.refused(command(None), UNKNOWN_COMMAND)
    await bot.refused(slash("nosuchgame", "join"), UNKNOWN_COMMAND)


async def test_malformed_option_lists_are_refused_not_crashed_on(bot: Bot) -> None:
    """Shapes discord.py itself would crash on (KeyError, TypeError in its own task) are refused."""
    shapes: list[tuple[object, str]] = [
        ("x", BAD_OPTION),
        ([5], BAD_OPTION),
        ([{"type": 1}], UNKNOWN_COMMAND),
        ([{"name": "replay", "type": 1, "options": "x"}], BAD_OPTION),
        (
            [{"name": "replay", "type": 1, "options": [{"name": "game", "type": 4, "value": 1}] * 26}],
            BAD_OPTION,
        ),
    ]
    for options, sentence in shapes:
        payload = command("replay")
        payload["data"]["options"] = options
        await bot.refused(payload, sentence)
    no_value = with_option(command("replay"), {"name": "game", "type": 4})
    await bot.refused(no_value)
    for field, value in (("name", None), ("guild_id", "abc"), ("guild_id", "0"), ("type", 2), ("type", True)):
        payload = command("replay")
        payload["data"][field] = value
        await bot.refused(payload, UNKNOWN_COMMAND)


async def test_a_focused_option_in_a_command_is_refused(bot: Bot) -> None:
    """Only an autocomplete request has a focused option."""
    payload = command("replay", {"game": 7})
    payload["data"]["options"][0]["options"][0]["focused"] = True
    await bot.refused(payload)


async def test_an_autocomplete_request_gets_no_suggestions_and_no_error(bot: Bot) -> None:
    """No option declares autocomplete, so a request for one is answered with an empty list."""
    payload = autocomplete("santacruz", "replay", {"game": "12"}, focused="game")
    payload["data"]["options"][0]["options"][0]["type"] = 4
    await dispatch(bot.client, payload, capture_loggers=("discord", "bot"))
    [answer] = bot.fake.interaction_responses(payload["token"])
    assert answer["type"] == 8 and answer["data"] == {"choices": []}
    assert not [r for r in bot.caplog.records if r.levelno >= logging.ERROR]


async def test_clicks_are_not_read_as_commands(bot: Bot) -> None:
    """The lobby's Join button still goes through the component seam alone."""
    await bot.send(command("join"))
    lobby = bot.fake.sent_messages(CHANNEL_ID)[-1]["message"]
    assert lobby is not None
    join = next(c for row in lobby["components"] for c in row["components"] if ":join" in c["custom_id"])
    reply = await bot.send(button(join["custom_id"], message=lobby, user_id=USER_ID + 1))
    assert reply is not None
    row = await bot.client.store.games.open_game(CHANNEL_ID)
    assert row is not None
    assert {p.user_id for p in await bot.client.store.games.players(row.id)} == {USER_ID, USER_ID + 1}


# --- defence in depth at the source -------------------------------------------------------------


async def test_stats_and_replay_refuse_odd_values_even_past_the_seam(bot: Bot) -> None:
    """Called directly, ``show_stats`` with a bare ``Object`` and ``replay`` with 2**63 refuse instead of
    raising AttributeError or OverflowError."""
    ui = bot.client.uis["santacruz"]
    interaction = make_interaction(bot.client, command("stats"))
    with pytest.raises(Forged):
        await history.show_stats(bot.client.desk, interaction, ui, discord.Object(FRIEND))  # type: ignore[arg-type]
    with pytest.raises(Forged):
        await history.replay_command(bot.client.desk, interaction, ui, 2**63)
    with pytest.raises(Forged):
        await history.post_replay(bot.client.desk, ui, interaction, 2**63)
