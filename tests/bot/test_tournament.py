"""Tournaments run by the bot (issue 45, "Tournaments") through the Discord stand-in, on the test-only
game High Card (two players, four turns): an organiser creates a Swiss tournament, five people join
with the sign-up message's button, the start seats round 1 (two tables of two and one person beside a
computer), each table is an ordinary game in a thread of the channel, the clocks seat each next round
once every table ended (no pair meets twice while it can be avoided), a person who leaves for good is
not seated again, a restart between rounds changes nothing, and the end posts the podium once."""

from __future__ import annotations

import asyncio
import itertools
import random
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.adapter.client import GameBot
from bot.app import pairing, stats
from bot.app.tournaments import placed
from devtools.table import Players, components
from playground.fake_discord import (
    CHANNEL_ID,
    DEFAULT_MEMBER_PERMISSIONS,
    GUILD_ID,
    FakeHTTP,
    button,
    logged_in,
    slash,
)
from tests.bot.conftest import Databases, bot_of, high_card_bot, run

ADMIN = (discord.Permissions(DEFAULT_MEMBER_PERMISSIONS) | discord.Permissions(manage_guild=True)).value
EPHEMERAL = 64
ORGANISER = 1001
PEOPLE = (2001, 2002, 2003, 2004, 2005)
NAMES = {2001: "Ivy", 2002: "Jon", 2003: "Kai", 2004: "Lea", 2005: "Max"}


@pytest.fixture
async def bot(tmp_path: Path, _high_card: None) -> AsyncIterator[tuple[GameBot, FakeHTTP]]:
    async with logged_in(high_card_bot(tmp_path)) as (client, fake):
        yield client, fake


async def command(client: GameBot, fake: FakeHTTP, sub: str, user: int = ORGANISER, **options: Any) -> str:
    """``/tournament sub`` as ``user`` (the organiser has Manage Server); the reply's text."""
    perms = ADMIN if user == ORGANISER else DEFAULT_MEMBER_PERMISSIONS
    payload = slash(
        "tournament",
        sub,
        options or None,
        channel_id=CHANNEL_ID,
        user_id=user,
        username=f"u{user}",
        global_name=NAMES.get(user, "Org"),
        permissions=perms,
    )
    await run(client, payload)
    return str(fake.replies(payload["token"])[-1]["message"]["content"])


def signup_message(fake: FakeHTTP) -> dict[str, Any]:
    """The newest message of the channel with the sign-up buttons."""
    for sent in reversed(fake.sent_messages(CHANNEL_ID) + fake.interaction_responses()):
        message = sent["message"]
        if int(message.get("flags") or 0) & EPHEMERAL:
            continue
        if any(str(c.get("custom_id", "")).startswith("t:") for c in components(message)):
            return fake.messages.get(int(message["id"]), message)
    raise AssertionError("no sign-up message")


async def press(
    client: GameBot, fake: FakeHTTP, user: int, message: dict[str, Any], verb: str
) -> dict[str, Any]:
    found = next(c for c in components(message) if str(c["custom_id"]).endswith(f":{verb}"))
    payload = button(
        found["custom_id"],
        message=message,
        channel_id=CHANNEL_ID,
        user_id=user,
        username=f"u{user}",
        global_name=NAMES.get(user, "Org"),
    )
    await run(client, payload)
    return fake.replies(payload["token"])[-1]


async def play_round(client: GameBot, fake: FakeHTTP, tournament: int, round: int) -> list[Any]:
    """Every table of ``round`` played to its end by its people; the tables."""
    tables = await client.store.tournaments.tables(tournament, round)
    for index, table in enumerate(tables):
        assert table.game_id is not None and table.game_seats is not None, table
        row = await client.store.games.game(table.game_id)
        assert row is not None
        people = tuple(u for u in table.seats if u is not None)
        players = Players(
            people,
            fake,
            lambda payload: run(client, payload),
            random.Random(index),
            row.channel_id,
            command="highcard",
        )
        await players.play_to_end()
    return tables


def pairs(tables: list[Any]) -> set[tuple[int, int]]:
    return {
        tuple(sorted(p))  # type: ignore[misc]
        for t in tables
        for p in itertools.combinations([u for u in t.seats if u is not None], 2)
    }


@pytest.mark.slow
async def test_a_swiss_tournament_seats_rounds_survives_a_leaver_and_a_restart_and_ends_once(
    tmp_path: Path, _high_card: None
) -> None:
    """The tournament flow end to end, as an organiser and five people see it: "The bot seats each round
    itself ... never the same opponents twice while it can be avoided, ... a computer in the seat ...
    rotating fairly"; "One standings message kept current"; "The end posts the podium"; a person who
    leaves mid-tournament, a restart between rounds."""
    fake = FakeHTTP()
    async with logged_in(high_card_bot(tmp_path), fake) as (client, _):
        said = await command(
            client, fake, "create", name="Autumn Cup", game="highcard", size=2, level="simple"
        )
        assert "Autumn Cup" in said and "Swiss over 3 rounds" in said, said
        refused = await command(client, fake, "create", user=2001, name="Mine", game="highcard", size=2)
        assert "Only members with the Manage Server permission" in refused
        for person in PEOPLE:
            reply = await press(client, fake, person, signup_message(fake), "join")
            assert not reply.get("ephemeral"), reply
        twice = await press(client, fake, PEOPLE[0], signup_message(fake), "join")
        assert "already signed up" in twice["message"]["content"]
        listed = signup_message(fake)["content"]
        assert "Signed up (5)" in listed and "Ivy" in listed and "Max" in listed

        started = await command(client, fake, "start")
        assert "has started" in started, started
        [tournament] = await client.store.tournaments.of_server(GUILD_ID)
        quit_ask = await press(client, fake, PEOPLE[4], signup_message(fake), "leave")
        assert "Leave Autumn Cup for good?" in quit_ask["message"]["content"]
        gone = await press(client, fake, PEOPLE[4], quit_ask["message"], "quit")
        assert "You have left Autumn Cup" in gone["message"]["content"]
        first = await play_round(client, fake, tournament.id, 1)
        assert sorted(u for t in first for u in t.seats if u is not None) == sorted(PEOPLE)
        assert sum(None in t.seats for t in first) == 1, "one person sits beside a computer"
        for _ in range(200):
            moved = await client.store.tournaments.tournament(tournament.id)
            assert moved is not None
            opened = await client.store.tournaments.tables(tournament.id, 2)
            if moved.round == 2 and opened and all(t.game_seats is not None for t in opened):
                break
            await asyncio.sleep(0.05)
        assert moved.round == 2 and all(t.game_seats is not None for t in opened), (
            "the last table's end seats and opens the next round at once, with no look of the timers"
        )

    async with logged_in(high_card_bot(tmp_path), fake) as (client, _):
        await client.timers.check()  # the restarted bot's first look opens what the old one left
        second = await play_round(client, fake, tournament.id, 2)
        assert PEOPLE[4] not in {u for t in second for u in t.seats}, "who left is not seated again"
        assert not pairs(first) & pairs(second), "no pair meets twice while it can be avoided"
        await client.timers.check()
        third = await play_round(client, fake, tournament.id, 3)
        await client.timers.check()
        await client.timers.check()
        done = await client.store.tournaments.tournament(tournament.id)
        assert done is not None and done.status == "finished" and done.round == 3
        podiums = [
            s
            for s in fake.sent_messages(CHANNEL_ID)
            if "Autumn Cup is over" in (s["message"].get("content") or "")
        ]
        assert len(podiums) == 1 and "🥇" in podiums[0]["message"]["content"]
        progress = await client.timers.tournaments.progress(tournament.id)
        order = progress.standings(2)
        tables = first + second + third
        beside = sum(None in t.seats for t in tables)
        assert len(tables) - beside <= sum(s.points for s in order) <= len(tables)
        shown = await command(client, fake, "show", tournament=tournament.id)
        assert "Round 3, table 1" in shown and "Finished after 3 rounds" in shown
        standings = fake.messages[done.standings_message or 0]["content"]
        assert "Finished after 3 rounds" in standings and "(left)" in standings
        await stats.refresh(client.store, client.uis["highcard"].module)
        kept = await client.store.ratings.outcomes("highcard", guild_id=GUILD_ID)
        assert len(kept) == len(tables), "every table counts in the leaderboard as an ordinary game"
        final = fake.messages[done.signup_message or 0]
        assert "Finished after 3 rounds" in final["content"] and not final.get("components")


def test_pairing_points_sum_to_the_pairs_of_a_table() -> None:
    """ "tournament points ... with tie-breaks": a table of k shares k(k − 1)/2 points."""
    for places in ((1, 2), (1, 1), (2, 1, 3), (1, 1, 3, 4)):
        assert sum(pairing.table_points(places)) == len(places) * (len(places) - 1) / 2


async def _signed_up(client: GameBot, fake: FakeHTTP, people: tuple[int, ...], **options: Any) -> int:
    """A High Card tournament created by the organiser with ``people`` signed up; its id."""
    await command(
        client, fake, "create", name="Spring Cup", game="highcard", size=2, level="simple", **options
    )
    for person in people:
        await press(client, fake, person, signup_message(fake), "join")
    [tournament] = await client.store.tournaments.of_server(GUILD_ID)
    return tournament.id


async def test_too_few_people_at_the_close_time_cancel_it_with_a_sentence(
    bot: tuple[GameBot, FakeHTTP],
) -> None:
    """ "`/tournament start` or the close time starts it": at the close time one person cannot make a
    round, so the tournament is cancelled with a post that says why, and its buttons go."""
    client, fake = bot
    number = await _signed_up(client, fake, PEOPLE[:1], close_hours=1.0)
    tournament = await client.store.tournaments.tournament(number)
    assert tournament is not None
    await client.timers.check(tournament.closes_at - 10)
    assert (await client.store.tournaments.tournament(number)).status == "signup"  # type: ignore[union-attr]
    await client.timers.check(tournament.closes_at + 10)
    done = await client.store.tournaments.tournament(number)
    assert done is not None and done.status == "cancelled"
    said = [s["message"]["content"] for s in fake.sent_messages(CHANNEL_ID)]
    assert any("Spring Cup was cancelled: 1 person signed up" in c for c in said), said
    assert not fake.messages[done.signup_message or 0].get("components")


async def test_an_organiser_cancels_and_the_games_go_on_as_ordinary_games(
    bot: tuple[GameBot, FakeHTTP],
) -> None:
    """ "an admin who cancels": the tournament ends, everyone reads who cancelled it, its running
    games go on, and a second cancel is refused in a sentence."""
    client, fake = bot
    number = await _signed_up(client, fake, PEOPLE[:4])
    await command(client, fake, "start")
    said = await command(client, fake, "cancel")
    assert "Spring Cup was cancelled by Org" in said
    again = await command(client, fake, "cancel", tournament=number)
    assert "already over" in again
    tables = await client.store.tournaments.tables(number, 1)
    rows = [await client.store.games.game(t.game_id or 0) for t in tables]
    assert rows and all(r is not None and r.status == "active" for r in rows)
    member = await command(client, fake, "cancel", user=PEOPLE[0], tournament=number)
    assert "Only members with the Manage Server permission" in member


async def test_a_round_whose_time_runs_out_ends_its_tables_by_their_scores(
    bot: tuple[GameBot, FakeHTTP],
) -> None:
    """ "the next round starting when every table ended or the round's time ran out (an unfinished table
    is ended by the rules the README states)": nobody plays; at the round's end its table is ended and
    placed by its scores, and round 2 is seated with the bye going to someone else."""
    client, fake = bot
    number = await _signed_up(client, fake, PEOPLE[:3], fill="bye", round_hours=2.0)
    await command(client, fake, "start")
    tournament = await client.store.tournaments.tournament(number)
    assert tournament is not None and tournament.round_ends is not None
    [table] = await client.store.tournaments.tables(number, 1)
    [(_, first_bye)] = await client.store.tournaments.byes(number)
    await client.timers.check(tournament.round_ends - 60)
    assert (await client.store.tournaments.tables(number, 1))[0].places is None
    await client.timers.check(tournament.round_ends + 60)
    [ended] = await client.store.tournaments.tables(number, 1)
    assert ended.places is not None
    row = await client.store.games.game(table.game_id or 0)
    assert row is not None and row.status == "abandoned"
    byes = await client.store.tournaments.byes(number)
    assert len(byes) == 2 and byes[1][1] != first_bye, "the bye rotates"
    thread = [s["message"].get("content") or "" for s in fake.sent_messages(row.channel_id)]
    assert any("ran out" in c for c in thread), thread


async def test_a_seat_a_computer_finished_counts_last_when_the_organiser_chose_so(
    bot: tuple[GameBot, FakeHTTP],
) -> None:
    """ "a seat a computer finished counts as the organiser chose": with ``takeover: last`` the person
    whose seat a computer took over is placed last at the table, whatever the computer reached."""
    client, fake = bot
    number = await _signed_up(client, fake, PEOPLE[:2], takeover="last")
    await command(client, fake, "start")
    [table] = await client.store.tournaments.tables(number, 1)
    gone = table.seats[0]
    assert gone is not None and table.game_id is not None
    await client.tables.take_over(table.game_id, [gone], "simple", "A computer plays for the absent player.")
    await play_round(client, fake, number, 1)
    await client.timers.check()
    [ended] = await client.store.tournaments.tables(number, 1)
    assert ended.places is not None and ended.places[0] == 2, ended


def test_the_organisers_choice_for_a_seat_a_computer_finished() -> None:
    """``keeps``: the place the computer reached; ``last``: last at the table, shared with any other."""
    assert placed([1, 2, 3], {0}, "keeps") == [1, 2, 3]
    assert placed([1, 2, 3], {0}, "last") == [3, 2, 3]
    assert placed([2, 1], {1}, "last") == [2, 2]
    assert placed([1, 1], set(), "last") == [1, 1]


async def _opened(client: GameBot, tournament: int, round: int, within: float = 30.0) -> list[Any]:
    """The tables of ``round`` once every one has its game dealt and its seats noted: the process that
    claimed a table may still be opening it when the other's clock check returns (each leaves a table
    the other has claimed to it); after ``within`` seconds, the tables as they are."""
    deadline = time.monotonic() + within
    while True:
        tables = await client.store.tournaments.tables(tournament, round)
        opened = all(t.game_id is not None and t.game_seats is not None for t in tables)
        if (tables and opened) or time.monotonic() > deadline:
            return tables
        await asyncio.sleep(0.05)


async def test_two_processes_on_one_postgresql_take_each_step_once(
    _high_card: None, postgres: Databases, tmp_path: Path
) -> None:
    """ "two processes sharing the store": a second bot process on the same PostgreSQL database (its
    clocks looking at the same tournaments, as in a rolling restart) races the first at the close time
    and after each round; every round is seated once, every table opened and announced once, the
    standings and the podium posted once, and the tournament ends once."""
    database = str(await postgres.new())

    fake = FakeHTTP()
    async with logged_in(high_card_bot(tmp_path, database), fake) as (client, _):
        other = high_card_bot(tmp_path, database, sync_commands=False)
        await other.login("fake-token")
        try:
            number = await _signed_up(client, fake, PEOPLE, close_hours=1.0, rounds=2)
            tournament = await client.store.tournaments.tournament(number)
            assert tournament is not None
            closes = tournament.closes_at + 1
            await asyncio.gather(client.timers.check(closes), other.timers.check(closes))
            for round in (1, 2):
                tables = await _opened(client, number, round)
                games = {t.game_id for t in tables}
                assert len(tables) == 3 and None not in games and len(games) == 3, tables
                await play_round(client, fake, number, round)
                later = closes + round
                await asyncio.gather(client.timers.check(later), other.timers.check(later))
            done = await client.store.tournaments.tournament(number)
            assert done is not None and done.status == "finished" and done.round == 2
        finally:
            await other.close()
    posted = [s for s in fake.sent_messages(CHANNEL_ID) if not s["call"].duplicate]
    contents = [str(s["content"]) for s in posted]
    announced = [c for c in contents if "Spring Cup** · round" in c]
    assert len(announced) == len(set(announced)) == 6, announced
    assert sum("Spring Cup is over" in c for c in contents) == 1
    standings = [s for s in posted if "**Spring Cup**: standings" in str(s["content"])]
    assert len(standings) == 1, "one standings message, edited as the tournament goes on"


async def test_a_tournament_keeps_its_own_turn_clocks_at_its_tables(bot: tuple[GameBot, FakeHTTP]) -> None:
    """ "the round's time limit and the turn clocks": a tournament created with a one-hour reminder
    says so on its sign-up message, and a player who has not moved at its table for an hour and a half
    is reminded there, though the server's own clock (12 hours) has not run out."""
    client, fake = bot
    number = await _signed_up(client, fake, PEOPLE[:2], reminder_hours=1.0)
    assert "a reminder after 1 hour" in signup_message(fake)["content"]
    await command(client, fake, "start")
    [table] = await client.store.tournaments.tables(number, 1)
    row = await client.store.games.game(table.game_id or 0)
    assert row is not None
    before = len(fake.sent_messages(row.channel_id))
    await client.timers.check(time.time() + 0.5 * 3600)
    assert len(fake.sent_messages(row.channel_id)) == before
    await client.timers.check(time.time() + 1.5 * 3600)
    reminders = [
        s for s in fake.sent_messages(row.channel_id)[before:] if "is waiting for you" in str(s["content"])
    ]
    assert len(reminders) == 1


async def test_a_table_abandoned_mid_round_is_placed_by_its_scores_and_the_round_moves_on(
    bot: tuple[GameBot, FakeHTTP],
) -> None:
    """ "a table abandoned": an admin ends a tournament table's game in its thread; the tournament
    places that table by the scores it had, and the next round is seated."""
    client, fake = bot
    number = await _signed_up(client, fake, PEOPLE[:2], rounds=2)
    await command(client, fake, "start")
    [table] = await client.store.tournaments.tables(number, 1)
    row = await client.store.games.game(table.game_id or 0)
    assert row is not None
    admin = (discord.Permissions(ADMIN) | discord.Permissions(manage_channels=True)).value
    ask = slash(
        "highcard",
        "abandon",
        None,
        channel_id=row.channel_id,
        user_id=ORGANISER,
        username="org",
        global_name="Org",
        permissions=admin,
    )
    await run(client, ask)
    question = fake.replies(ask["token"])[-1]["message"]
    found = next(c for c in components(question) if str(c["custom_id"]).endswith(":abandon_yes"))
    yes = button(
        found["custom_id"],
        message=question,
        channel_id=row.channel_id,
        user_id=ORGANISER,
        username="org",
        global_name="Org",
        permissions=admin,
    )
    await run(client, yes)
    await client.timers.check()
    [ended] = await client.store.tournaments.tables(number, 1)
    assert ended.places is not None and sorted(ended.places) in ([1, 1], [1, 2])
    tournament = await client.store.tournaments.tournament(number)
    assert tournament is not None and tournament.round == 2
    assert len(await client.store.tournaments.tables(number, 2)) == 1


NINE = tuple(range(2101, 2110))


def santa_cruz_bot(folder: Path) -> GameBot:
    from bot.games.santacruz.ui import SantaCruzUI

    return bot_of(folder, [SantaCruzUI(board_format="png")])


async def test_nine_people_at_tables_of_three_over_three_rounds_with_a_leaver_and_a_restart(
    tmp_path: Path,
) -> None:
    """The issue's tournament: "a 9-person Swiss tournament over 3 rounds with 3-player tables and
    computers in the byes, one person gone mid-way, a restart between rounds". Santa Cruz at tables of
    three; each round ends by its time limit (each table placed by its scores, as the README states);
    after round 1 one person leaves for good, so rounds 2 and 3 seat eight people and a computer;
    the bot restarts between rounds 2 and 3; the tournament ends once, with one podium."""
    fake = FakeHTTP()
    async with logged_in(santa_cruz_bot(tmp_path), fake) as (client, _):
        await command(
            client, fake, "create", name="Winter Cup", game="santacruz", size=3, level="easy", round_hours=1.0
        )
        for person in NINE:
            await press(client, fake, person, signup_message(fake), "join")
        assert "has started" in await command(client, fake, "start")
        [tournament] = await client.store.tournaments.of_server(GUILD_ID)
        first = await client.store.tournaments.tables(tournament.id, 1)
        assert sorted(len(t.seats) for t in first) == [3, 3, 3] and all(None not in t.seats for t in first)
        ask = await press(client, fake, NINE[8], signup_message(fake), "leave")
        await press(client, fake, NINE[8], ask["message"], "quit")
        ends = (await client.store.tournaments.tournament(tournament.id)).round_ends  # type: ignore[union-attr]
        assert ends is not None
        await client.timers.check(ends + 60)
        second = await client.store.tournaments.tables(tournament.id, 2)
        ends = (await client.store.tournaments.tournament(tournament.id)).round_ends  # type: ignore[union-attr]
        assert ends is not None
    async with logged_in(santa_cruz_bot(tmp_path), fake) as (client, _):
        await client.timers.check(ends + 60)
        third = await client.store.tournaments.tables(tournament.id, 3)
        ends = (await client.store.tournaments.tournament(tournament.id)).round_ends  # type: ignore[union-attr]
        assert ends is not None
        await client.timers.check(ends + 60)
        done = await client.store.tournaments.tournament(tournament.id)
        assert done is not None and done.status == "finished" and done.round == 3
    for tables in (second, third):
        seated = [u for t in tables for u in t.seats if u is not None]
        assert sorted(seated) == sorted(NINE[:8]), "who left is not seated again; everyone else once"
        assert sorted(t.seats.count(None) for t in tables) == [0, 0, 1], "a computer takes the bye seat"
    beside = {u for t in (*second, *third) if None in t.seats for u in t.seats if u is not None}
    assert len(beside) == 4, "the seats beside the computer rotate: nobody sits there twice"
    podiums = [s for s in fake.sent_messages(CHANNEL_ID) if "Winter Cup is over" in str(s["content"])]
    assert len(podiums) == 1
