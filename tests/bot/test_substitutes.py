"""Issue 29, "The absence ladder": after a computer has played a gone person's seat for the server's
limit, the table asks once for a new player; a member who does not play may take the seat over (after a
confirmation), the log, the record and the statistics say who played which turns, and the person who was
gone can no longer take it back. Driven through Discord payloads and a fake clock."""

from __future__ import annotations

import json
import random
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.store import Preferences
from devtools.table import USERS, LocalTable, find, local_bot, shown_text
from playground.fake_discord import FakeHTTP, Sent, dispatch, logged_in, slash
from playground.fake_discord import button as click

HOUR = 3600.0
NEWCOMER = USERS[3]
"""A member of the server (Dee) who does not play in the game of three."""


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[LocalTable]:
    async with logged_in(local_bot(tmp_path, 8)) as (client, fake):
        yield LocalTable(client, fake, random.Random(2))


async def gone(table: LocalTable) -> tuple[int, int]:
    """Start a game of three; the first person awaited never moves and the others vote a computer in for
    them. (game id, that person)."""
    await table.open_lobby(3)
    await table.start()
    game_id = await table.game_id()
    absent = table.waiting(await table.current())[0]
    await table.client.timers.check(time.time() + 49 * HOUR)
    vote = table.public()[-1]
    button = find(vote["message"], "takeover")
    assert button is not None
    for user in [u for u in USERS[:3] if u != absent]:
        await table.press(user, vote["message"], button["custom_id"])
    seats = {p.user_id: p for p in await table.client.store.games.players(game_id)}
    assert seats[absent].computer is not None
    return game_id, absent


def wanted_posts(table: LocalTable) -> list[Sent]:
    """The "needs a player" posts, in the channel the game was opened in."""
    return [m for m in table.fake.sent_messages(table.home) if "needs a player" in (m["content"] or "")]


async def asked(table: LocalTable, hours: float = 73) -> dict[str, Any]:
    """Let ``hours`` pass and return the one "needs a player" message as Discord holds it now."""
    await table.client.timers.check(time.time() + hours * HOUR)
    posts = wanted_posts(table)
    assert len(posts) == 1
    message = table.fake.message(int(posts[0]["message_id"] or 0))
    assert message is not None
    return message


async def tap(table: LocalTable, user: int, message: dict[str, Any] | None, verb: str) -> dict[str, Any]:
    """``user`` taps the button of ``verb`` on ``message``; the answer."""
    button = find(message, verb)
    assert message is not None and button is not None, message
    answer = await table.press(user, message, button["custom_id"])
    assert answer is not None
    return answer


async def take_seat(
    table: LocalTable, message: dict[str, Any], user: int = NEWCOMER
) -> dict[str, Any] | None:
    """``user`` taps the post's button, then confirms; the last answer."""
    ask = await tap(table, user, message, "sit")
    assert ask["ephemeral"], ask
    return await tap(table, user, ask["message"], "sit_yes")


async def test_the_table_asks_once_for_a_new_player_after_the_servers_limit(table: LocalTable) -> None:
    """Posted once, in the channel the game was opened in, only after the limit (default 72 hours of the
    computer playing), silent, with the seat's score and place and a button naming whose seat it is."""
    await gone(table)
    await table.client.timers.check(time.time() + 71 * HOUR)
    assert wanted_posts(table) == []
    message = await asked(table)
    await table.client.timers.check(time.time() + 100 * HOUR)
    assert len(wanted_posts(table)) == 1, "the call for a new player was repeated"
    post = wanted_posts(table)[0]
    assert post["flags"] & discord.MessageFlags.suppress_notifications.flag
    assert "points" in (post["content"] or "") and "place" in (post["content"] or "")
    button = find(message, "sit")
    assert button is not None and "seat" in button["label"]


async def test_nobody_is_asked_for_while_the_server_turned_it_off(table: LocalTable) -> None:
    """``/santacruz settings substitute_hours: 0`` turns the last step off; the settings show it."""
    await gone(table)
    admin = discord.Permissions(manage_guild=True).value
    payload = slash("santacruz", "settings", {"substitute_hours": 0.0}, permissions=admin, **table.user(1))
    await dispatch(table.client, payload)
    said = table.fake.replies(payload["token"])[-1]["content"] or ""
    assert "new player asked for after **0 hours**" in said
    await table.client.timers.check(time.time() + 1000 * HOUR)
    assert wanted_posts(table) == []


async def test_a_stand_in_of_someone_away_is_never_replaced(table: LocalTable) -> None:
    """A person away by their own word keeps their seat: their stand-in plays until they are back."""
    game_id, absent = await gone(table)
    await table.client.store.people.set_preferences(
        Preferences(absent, away_until=time.time() + 20 * 24 * HOUR, stand_in=True)
    )
    await table.client.timers.check(time.time() + 100 * HOUR)
    assert wanted_posts(table) == []
    seats = {p.user_id: p for p in await table.client.store.games.players(game_id)}
    assert seats[absent].computer is not None


async def test_a_member_takes_the_seat_over_after_confirming(table: LocalTable) -> None:
    """The first tap only asks (nothing changes, "Not now" keeps it so); the confirmation seats the
    member, the table is posted anew saying so, the post says who took it and loses its button."""
    game_id, absent = await gone(table)
    message = await asked(table)
    ask = await tap(table, NEWCOMER, message, "sit")
    assert "can no longer take the seat back" in ask["content"]
    kept = await tap(table, NEWCOMER, ask["message"], "sit_no")
    assert "Nothing changed" in kept["content"]
    seats = {p.user_id: p for p in await table.client.store.games.players(game_id)}
    assert NEWCOMER not in seats and seats[absent].computer is not None
    tables = len(table.tables())
    answer = await take_seat(table, message)
    assert answer is not None and answer["ephemeral"]
    seats = {p.user_id: p for p in await table.client.store.games.players(game_id)}
    assert absent not in seats
    assert seats[NEWCOMER].computer is None and seats[NEWCOMER].seat is not None
    assert len(table.tables()) == tables + 1, "the table was not posted anew"
    shown = shown_text(table.tables()[-1]["message"]).splitlines()
    named = [line for line in shown if "Dee" in line and "**Dee**" not in line]
    assert len(named) == 1 and "takes over" in named[0], "a move before the change was told as Dee's"
    closed = table.fake.message(int(message["id"]))
    assert closed is not None and find(closed, "sit") is None and "took over" in closed["content"]


async def test_players_and_stale_clicks_cannot_take_the_seat(table: LocalTable) -> None:
    """Someone seated is refused; once the seat is taken, a second member's tap (even from a kept
    confirmation) is refused and changes nothing; the person who was gone cannot take it back."""
    game_id, absent = await gone(table)
    message = await asked(table)
    button = find(message, "sit")
    assert button is not None
    seated = next(u for u in USERS[:3] if u != absent)
    refused = await tap(table, seated, message, "sit")
    assert "already play" in refused["content"]
    late = await tap(table, NEWCOMER + 1, message, "sit")
    await take_seat(table, message)
    second = await tap(table, NEWCOMER + 1, late["message"], "sit_yes")
    assert "no longer free" in second["content"]
    again = await table.press(NEWCOMER + 1, message, button["custom_id"])
    assert again is not None and "no longer free" in again["content"]
    back = await table.slash(USERS.index(absent), "join")
    assert "no longer yours" in back["content"]
    seats = {p.user_id: p for p in await table.client.store.games.players(game_id)}
    assert NEWCOMER in seats and NEWCOMER + 1 not in seats and absent not in seats


async def test_a_forged_click_from_another_server_takes_nothing(table: LocalTable) -> None:
    """The button's custom id names the game; a click from another server is refused."""
    game_id, _absent = await gone(table)
    message = await asked(table)
    button = find(message, "sit")
    assert button is not None
    forged = click(button["custom_id"], message=message, channel_id=table.home, **table.user(3))
    forged["guild_id"] = "999"
    await dispatch(table.client, forged)
    assert "no longer free" in (table.fake.replies(forged["token"])[-1]["content"] or "")
    seats = {p.user_id for p in await table.client.store.games.players(game_id)}
    assert NEWCOMER not in seats


async def test_the_person_gone_may_take_their_own_seat_back_from_the_post(table: LocalTable) -> None:
    """Until someone takes the seat over, it is still theirs: their tap gives it back at once."""
    game_id, absent = await gone(table)
    message = await asked(table)
    back = await tap(table, absent, message, "sit")
    assert "yours again" in back["content"]
    seats = {p.user_id: p for p in await table.client.store.games.players(game_id)}
    assert seats[absent].computer is None
    stripped = table.fake.message(int(message["id"]))
    assert stripped is not None and find(stripped, "sit") is None


async def test_log_record_and_statistics_say_who_played_which_turns(table: LocalTable) -> None:
    """The log marks where the seat changed hands and names each move's player as they were then; the
    finished record keeps who took which seat after how many moves; the result counts for the person who
    finished the seat, unrated."""
    game_id, absent = await gone(table)
    left = next(p.name for p in await table.client.store.games.players(game_id) if p.user_id == absent)
    await take_seat(table, await asked(table))
    log = await table.slash(0, "log")
    assert f"From here on Dee plays {left}’s seat." in log["content"]
    await table.play_to_end()
    record = json.loads(table.public()[-1]["files"][f"santacruz-game-{game_id}.json"])
    [change] = record["taken_over"]
    assert change["left"] == left and change["took"] == "Dee"
    assert record["players"][change["seat"]] == "Dee" and change["move"] > 0
    await table.slash(3, "stats")
    [outcome] = await table.client.store.ratings.outcomes("santacruz", player=f"u:{NEWCOMER}")
    assert outcome.game_id == game_id and outcome.status == "finished" and not outcome.rated
    assert [s.player for s in outcome.seats if s.seat == change["seat"]] == [f"u:{NEWCOMER}"]
    assert await table.client.store.ratings.outcomes("santacruz", player=f"u:{absent}") == []


async def test_a_seat_taken_over_survives_a_restart_and_cannot_be_taken_back_across(tmp_path: Path) -> None:
    """After a restart the game loads with the new player at the seat (the log's entry restores its own
    snapshot), and a take-back never reaches over the change of hands."""
    fake = FakeHTTP()
    async with logged_in(local_bot(tmp_path, 8), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(2))
        game_id, _absent = await gone(table)
        await take_seat(table, await asked(table))
        assert client.service is not None
        version = (await client.service.live(game_id)).version
    async with logged_in(local_bot(tmp_path, 8), fake) as (client, _):
        assert client.service is not None
        live = await client.service.live(game_id)
        assert live.version == version
        seat = live.seat_of_user(NEWCOMER)
        assert live.state.players[seat].name == "Dee"
        assert [c.took_id for c in live.changes] == [NEWCOMER]
        table = LocalTable(client, fake, random.Random(2), table.channel_id)
        undo = await table.slash(3, "undo")
        assert "you have no move to take back" in undo["content"], undo["content"]
        assert (await client.service.live(game_id)).version == version
