"""Seasons (issue 45, "Seasons") through the Discord stand-in with a fake clock, on the test-only game
High Card (a game of four turns): an admin chooses monthly seasons with a podium channel and a
champion's role; a season rolls over once however often the clocks look (the podium posted once, the
role given, the next season open); the leaderboard shows the running season by default and any earlier
one or all time on request; ratings carry into a season softened; a refused role or channel is one
sentence to the admin and nothing else."""

from __future__ import annotations

import logging
import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.adapter.client import GameBot
from bot.app import stats
from bot.app.season_calendar import Cadence, Schedule, carried
from bot.config import Settings
from bot.outcomes import person
from devtools.table import USERS, LocalTable
from playground.fake_discord import CHANNEL_ID, DEFAULT_MEMBER_PERMISSIONS, GUILD_ID, Opt, add_guild, slash

ADMIN = (discord.Permissions(DEFAULT_MEMBER_PERMISSIONS) | discord.Permissions(manage_guild=True)).value
PODIUM = 4242
"""The channel the admin chooses for the podium."""
ROLE = 777
"""The champion's role."""
BOT_ROLE_POSITION = 5


@pytest.fixture
async def table(tmp_path: Path, _high_card: None) -> AsyncIterator[LocalTable]:
    """A bot hosting High Card on the stand-in, with a champion's role it may give."""
    from tests.toygame.ui import HighCardUI

    settings = Settings("fake", tmp_path / "g.sqlite3", None, logging.INFO)
    async with GameBotOn(settings, [HighCardUI()]) as (client, fake):
        add_guild(client, channels={CHANNEL_ID: "general", PODIUM: "podium"})
        fake.add_role(GUILD_ID, ROLE, "Champion", 1)
        fake.let_manage_roles(GUILD_ID, BOT_ROLE_POSITION)
        yield LocalTable(client, fake, random.Random(3), command="highcard")


class GameBotOn:
    """``logged_in`` for a bot of ``uis`` with a fixed deal."""

    def __init__(self, settings: Settings, uis: list[Any]) -> None:
        from playground.fake_discord import logged_in

        self._cm = logged_in(GameBot(settings, uis, seeds=lambda: 11))

    async def __aenter__(self) -> Any:
        return await self._cm.__aenter__()

    async def __aexit__(self, *exc: object) -> None:
        await self._cm.__aexit__(*exc)


def _resolved() -> dict[str, Any]:
    """What Discord resolves for the podium channel and the champion's role options."""
    return {
        "channels": {
            str(PODIUM): {
                "id": str(PODIUM),
                "name": "podium",
                "type": 0,
                "permissions": "0",
                "parent_id": None,
            }
        },
        "roles": {
            str(ROLE): {
                "id": str(ROLE),
                "name": "Champion",
                "color": 0,
                "hoist": False,
                "position": 1,
                "permissions": "0",
                "managed": False,
                "mentionable": False,
                "flags": 0,
            }
        },
    }


async def settings(table: LocalTable, manage_roles: bool = True, **options: Any) -> str:
    """``/highcard settings`` as the admin (player 0); the reply's text."""
    app = discord.Permissions(DEFAULT_MEMBER_PERMISSIONS) | discord.Permissions(manage_roles=manage_roles)
    payload = slash(
        "highcard",
        "settings",
        options or None,
        channel_id=table.home,
        permissions=ADMIN,
        app_permissions=app.value,
        resolved=_resolved() if "season_role" in options else None,
        **table.user(0),
    )
    await table.dispatch(payload)
    return str(table.fake.replies(payload["token"])[-1]["message"]["content"])


async def choose_monthly(table: LocalTable, manage_roles: bool = True) -> str:
    return await settings(
        table,
        manage_roles,
        season="monthly",
        season_channel=Opt(7, PODIUM),
        season_role=Opt(8, ROLE),
    )


async def play(table: LocalTable, games: int) -> None:
    """Ana and Ben play ``games`` whole games of High Card, each in its thread."""
    for _ in range(games):
        table.channel_id = table.home
        await table.open_lobby(2)
        await table.start()
        await table.play_to_end()
    table.channel_id = table.home


async def leaderboard(table: LocalTable, **options: Any) -> str:
    reply = await table.slash(0, "leaderboard", **options)
    return str(reply["message"]["content"])


def podiums(table: LocalTable) -> list[Any]:
    return list(table.fake.sent_messages(PODIUM))


async def first_season(table: LocalTable) -> Any:
    seasons = await table.client.store.seasons.seasons(GUILD_ID, "highcard")
    assert [s.number for s in seasons] == [1]
    return seasons[0]


async def test_an_admin_chooses_monthly_seasons_with_a_podium_channel_and_a_role(table: LocalTable) -> None:
    """ "A server may run seasons (`/… settings season:` `off` (default), `monthly`, `quarterly`, or a
    number of weeks), per game": the reply says the schedule, the channel and the role; season 1 opens
    at once and ends at midnight UTC on the first of next month."""
    before = await settings(table)
    assert "High Card has no seasons on this server" in before
    said = await choose_monthly(table)
    assert "High Card seasons run **monthly**" in said and f"<#{PODIUM}>" in said and f"<@&{ROLE}>" in said
    season = await first_season(table)
    assert season.ends == Schedule(Cadence.MONTHLY).end_after(season.starts)
    assert "Manage Roles" not in said


async def test_a_bad_schedule_or_role_is_refused_in_a_sentence_and_changes_nothing(table: LocalTable) -> None:
    """Bad input from an admin gets a clear message and loses nothing: a schedule the bot does not know,
    and a role that cannot be given (without Manage Roles, the admin is told at once)."""
    refused = await settings(table, season="fortnightly")
    assert "is no season schedule" in refused and "1 to 52" in refused
    assert await table.client.store.seasons.choice(GUILD_ID, "highcard") is None
    warned = await choose_monthly(table, manage_roles=False)
    assert "I need the Manage Roles permission" in warned
    member = slash("highcard", "settings", {"season": "off"}, channel_id=table.home, **table.user(1))
    await table.dispatch(member)
    assert "Manage Server" in table.fake.replies(member["token"])[-1]["message"]["content"]
    assert (await table.client.store.seasons.choice(GUILD_ID, "highcard")) is not None


async def test_a_season_rolls_over_once_with_its_podium_and_the_champions_role(table: LocalTable) -> None:
    """ "When a season ends the bot posts once, in a channel the admin chose, the podium with points and
    games played, and … gives the role to the champion": the clocks look three times past the end,
    one podium is posted, the champion holds the role, and season 2 is running."""
    await choose_monthly(table)
    await play(table, 3)
    season = await first_season(table)
    during = await leaderboard(table)
    assert "leaderboard of this server, season 1" in during

    after = season.ends + 30
    table.client.desk.clock = lambda: after
    for _ in range(3):
        await table.client.timers.check(after)
    posts = podiums(table)
    assert len(posts) == 1, posts
    podium = posts[0]["message"]["content"]
    assert "season 1 is over" in podium and "🥇" in podium and "3 games" in podium
    assert "Season 2 of High Card has begun" in podium
    done = await table.client.store.seasons.seasons(GUILD_ID, "highcard")
    assert [s.number for s in done] == [1, 2] and done[0].posted and done[1].starts == season.ends
    champion = done[0].champion
    assert champion in (person(USERS[0]), person(USERS[1]))
    holder = USERS[0] if champion == person(USERS[0]) else USERS[1]
    assert table.fake.member_roles.get((GUILD_ID, holder)) == {ROLE}
    assert f"<@&{ROLE}>" in podium and not posts[0]["message"].get("allowed_mentions", {}).get("roles")

    now = await leaderboard(table)
    assert "Nobody has finished a High Card game in season 2 yet" in now
    earlier = await leaderboard(table, season=1)
    assert "season 1" in earlier and "Ana" in earlier and "Ben" in earlier
    all_time = await leaderboard(table, season=0)
    assert "High Card leaderboard of this server**" in all_time
    missing = await leaderboard(table, season=9)
    assert "There is no season 9 of High Card" in missing and "1 to 2" in missing


async def test_ratings_start_a_season_from_a_softened_copy_of_the_last(table: LocalTable) -> None:
    """ "ratings start each season from a softened copy of the last one": a player's first game of
    season 2 is rated from :func:`carried` of their season-1 rating, not from scratch nor as it was."""
    await choose_monthly(table)
    await play(table, 1)
    season = await first_season(table)
    store = table.client.store
    await table.client.timers.check(season.ends + 30)
    ana = person(USERS[0])
    last = (await store.ratings.season_ratings("highcard", GUILD_ID, 1))[ana]
    table.client.desk.clock = lambda: season.ends + 60
    moved = await _play_in_season_two(table, season.ends + 60)
    assert moved
    now = (await store.ratings.season_ratings("highcard", GUILD_ID, 2))[ana]
    start = carried(last)
    assert start != last
    # One game moves a rating by less than the gap between a carried start and a fresh one.
    assert abs(now[0] - start[0]) < abs(now[0] - 25.0) or abs(now[1] - start[1]) < 1.0


async def _play_in_season_two(table: LocalTable, when: float) -> bool:
    """One more game, its outcome kept as if it ended at ``when`` (in season 2); whether it was."""
    await play(table, 1)
    store = table.client.store
    async with store.backend.session() as db:
        await db.execute(
            "UPDATE games SET updated_at = ? WHERE id = (SELECT max(id) FROM games WHERE game = 'highcard')",
            (when,),
        )
    return await stats.refresh(store, table.client.uis["highcard"].module, when) == 1


async def test_a_refused_role_is_one_sentence_to_the_admin_and_the_podium_still_posts(
    table: LocalTable,
) -> None:
    """ "a missing permission is one clear sentence to the admin, nothing else": without Manage Roles the
    admin gets one direct message naming the role and what it needs, the podium is posted once, and
    nothing is retried on the next look."""
    await choose_monthly(table)
    await play(table, 3)
    table.fake.let_manage_roles(GUILD_ID, None)
    season = await first_season(table)
    await table.client.timers.check(season.ends + 30)
    await table.client.timers.check(season.ends + 90)
    assert len(podiums(table)) == 1
    dms = table.fake.dms(USERS[0])
    told = [d for d in dms if "Manage Roles" in (d["message"].get("content") or "")]
    assert len(told) == 1 and f"<@&{ROLE}>" in told[0]["message"]["content"]
    assert not table.fake.member_roles.get((GUILD_ID, USERS[0])) and not table.fake.member_roles.get(
        (GUILD_ID, USERS[1])
    )
    assert "now holds the role" not in podiums(table)[0]["message"]["content"]


async def test_the_role_moves_from_the_last_champion_to_the_new_one(table: LocalTable) -> None:
    """ "gives the role to the champion and takes it from the last one": season 1's champion (made Ben
    here) loses the role when season 2 crowns Ana."""
    await choose_monthly(table)
    store = table.client.store
    one = await first_season(table)
    await table.client.timers.check(one.ends + 30)
    await store.seasons.posted(one, person(USERS[1]))
    table.fake.member_roles[(GUILD_ID, USERS[1])] = {ROLE}
    two = (await store.seasons.seasons(GUILD_ID, "highcard"))[1]
    await play(table, 3)
    async with store.backend.session() as db:
        await db.execute("UPDATE games SET updated_at = ? WHERE game = 'highcard'", (two.starts + 60,))
    await table.client.timers.check(two.ends + 30)
    two = (await store.seasons.seasons(GUILD_ID, "highcard"))[1]
    assert two.posted and two.champion == person(USERS[0]), two
    assert table.fake.member_roles[(GUILD_ID, USERS[1])] == set()
    assert table.fake.member_roles[(GUILD_ID, USERS[0])] == {ROLE}


def test_schedules_read_in_every_language_and_end_at_midnight_utc() -> None:
    """Seasons turn at midnight UTC: monthly on the first, quarterly on the first of January, April,
    July and October, every N weeks on a Monday; "off", "monatlich", "trimestrielle", "2" all read."""
    from datetime import UTC, datetime

    def at(*args: int) -> float:
        return datetime(*args, tzinfo=UTC).timestamp()

    assert Schedule.read("monatlich") == Schedule(Cadence.MONTHLY)
    assert Schedule.read("Trimestrielle") == Schedule(Cadence.QUARTERLY)
    assert Schedule.read("aus") == Schedule(Cadence.OFF)
    assert Schedule.read("2") == Schedule(Cadence.WEEKS, 2)
    assert Schedule.read("53") is None and Schedule.read("sometimes") is None
    assert Schedule(Cadence.MONTHLY).end_after(at(2026, 12, 31, 23, 59)) == at(2027, 1, 1)
    assert Schedule(Cadence.QUARTERLY).end_after(at(2026, 11, 29, 12)) == at(2027, 1, 1)
    assert Schedule(Cadence.QUARTERLY).end_after(at(2027, 1, 1)) == at(2027, 4, 1)
    # 2026-11-25 is a Wednesday: a two-week season ends on the Monday at least one week later.
    assert Schedule(Cadence.WEEKS, 2).end_after(at(2026, 11, 25, 15)) == at(2026, 12, 7)
    assert Schedule(Cadence.WEEKS, 2).end_after(at(2026, 12, 7)) == at(2026, 12, 21)
    for schedule in (Schedule(Cadence.MONTHLY), Schedule(Cadence.WEEKS, 3), Schedule(Cadence.OFF)):
        assert Schedule.stored(schedule.store()) == schedule


def test_a_carried_rating_keeps_half_the_lead_and_regains_half_the_doubt() -> None:
    """The README's rule: a new season keeps half of a player's lead over a newcomer's 25 and half
    their certainty."""
    mu, sigma = carried((35.0, 3.0))
    assert mu == pytest.approx(30.0)
    assert sigma == pytest.approx(3.0 + (25 / 3 - 3.0) / 2)
    assert carried((25.0, 25 / 3)) == pytest.approx((25.0, 25 / 3))
