"""Santiago de Cuba against the real bot process: whole games of people and of computers, from
``/santiago join`` to the standings, crashes mid-turn and mid-delivery-round, double and stale clicks,
a German server, closed DMs and hidden holdings, with every secret kept out of public.

The players use only slash commands, buttons and menus (:class:`devtools.table.Table`); the test reads
the bot's database beside it to know where the game stands and, at the end, rebuilds the game version by
version: every version posted once as a turn message or shown by an edit of the live one, every public
board and text the one the public view alone gives (:mod:`devtools.leaks`).
"""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.games.santiago import posts
from bot.games.santiago.ui import SantiagoUI
from bot.store import PlayerRow
from bot.texts import CATALOGUE as CORE
from devtools.botproc import BotProcess
from devtools.launch import KILL_LOG_ENV, KILL_POINTS_ENV, KILL_SEED_ENV
from devtools.leaks import (
    check_santiago_public,
    edited_versions,
    followup_nonces,
    moments,
    version_of,
    versions_shown,
)
from devtools.table import USERS, Table, components, find, verb
from playground.discord_server import FakeDiscord
from playground.fake_discord import CHANNEL_ID, button
from rules import i18n
from rules.santiago.engine import apply
from rules.santiago.messages import render as say
from rules.santiago.state import GameState
from tests.e2e.conftest import StartBot
from tests.e2e.test_games import stored

PNG = {"BOARD_FORMAT": "png"}
"""Boards as PNG: a tenth of WebP's encoding time (Santa Cruz's games cover the WebP board in public)."""


def database(tmp_path: Path) -> Path:
    """The database every bot of a test shares (the ``bot_process`` fixture's default)."""
    return tmp_path / "santacruz.sqlite3"


def santiago_table(server: FakeDiscord, seed: int) -> Table:
    """People at the test channel playing Santiago, deciding at random among what the bot shows."""
    server.quiet = 0.0
    return Table(server.http, server.interact, random.Random(seed), command="santiago")


def seats_and_state(path: Path) -> tuple[int, list[PlayerRow], GameState | None, GameState | None]:
    """The channel's newest game: its id, its seated players, its state before the last move and now
    (from the first snapshot and the actions after it; ``None`` before it started), read beside the
    running bot."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        (game_id,) = db.execute(
            "SELECT max(id) FROM games WHERE ? IN (channel_id, lobby_channel_id)", (CHANNEL_ID,)
        ).fetchone()
        rows = db.execute(
            "SELECT user_id, name, seat, computer FROM players WHERE game_id = ? AND seat IS NOT NULL"
            " ORDER BY seat",
            (game_id,),
        ).fetchall()
        snapshot = db.execute(
            "SELECT version, state FROM snapshots WHERE game_id = ? ORDER BY version LIMIT 1", (game_id,)
        ).fetchone()
        actions = db.execute(
            "SELECT action FROM actions WHERE game_id = ? AND version > ? ORDER BY version",
            (game_id, snapshot[0] if snapshot else 0),
        ).fetchall()
    state = GameState.from_dict(json.loads(snapshot[1])) if snapshot else None
    before = None
    for (line,) in actions if snapshot else []:
        assert state is not None
        before = state
        state, _ = apply(state, line)
    return game_id, [PlayerRow(*row) for row in rows], before, state


async def finish_and_check(server: FakeDiscord, table: Table, path: Path, lang: str = "en") -> dict[str, Any]:
    """Play to the standings, then check the whole game against the store: the record posted is the one
    kept; every version shown once (a post, or an edit of the live message when it continues the turn);
    no live buttons left; every public board and text the one the bot builds from the public view in
    the server's language ``lang``. Returns the record."""
    await table.play_to_end()
    final = table.public()[-1]
    record = json.loads(next(data for name, data in final["files"].items() if name.endswith(".json")))
    actions, kept = stored(path)
    assert kept == record and record["result"], "the posted record is not the stored one"
    game_id, seats, _before, _state = seats_and_state(path)
    history = moments(record, actions, "santiago")
    assert history[-1].state.phase == "end"
    computers = frozenset(p.seat for p in seats if p.computer and p.seat is not None)
    edited = edited_versions(history, actions, SantiagoUI(), computers)
    nonces = followup_nonces(path)
    shown = versions_shown(
        server.http, game_id, table.channel_id, table.public(), len(actions), edited, nonces
    )
    assert not (shown.doubled or shown.lost or shown.stray or shown.mismatched), shown
    assert shown.edited > 0 and sum(shown.posts.values()) + shown.edited == len(actions) + 1
    # the standings are posted before the last message's buttons come off (a computer's last move is
    # followed by no click the driver could wait on), so wait for that edit rather than race it
    await server.wait_for(lambda: table.live_message() is None, what="the last live buttons to come off")
    with i18n.speaking(lang):
        checked = check_santiago_public(server.http, table.channel_id, history, game_id, seats)
    assert checked >= len(shown.posts)
    return record


Wanted = Callable[[list[PlayerRow], GameState | None, GameState, dict[str, Any]], bool]
"""A moment to play on to: given the seats, the state before the last move and now, the live message."""


async def until(table: Table, path: Path, wanted: Wanted, limit: int = 400) -> GameState:
    """Play on until ``wanted`` holds; the state then."""
    for _ in range(limit):
        _gid, seats, before, state = seats_and_state(path)
        message = table.live_message()
        if state is not None and message is not None and wanted(seats, before, state, message):
            return state
        await table.step()
    raise AssertionError("the game never reached the wanted moment")


async def die_after_commit(bot_process: StartBot, tmp_path: Path, env: dict[str, str]) -> BotProcess:
    """A bot that SIGKILLs itself right after it stores its next move (before any post or edit)."""
    return await bot_process(
        env={
            **env,
            KILL_POINTS_ENV: "after_commit:1.0",
            KILL_SEED_ENV: "1",
            KILL_LOG_ENV: str(tmp_path / "kills.log"),
        }
    )


async def press_and_die(server: FakeDiscord, bot: BotProcess, payload: dict[str, Any]) -> None:
    """Click while ``bot`` is set to die after its next commit, and wait until it died."""
    await server.inject(payload)
    await server.wait_for(lambda: not bot.running, timeout=30, what="the bot to die after the commit")
    await bot.kill()


def continuing(state: GameState, offered: list[dict[str, Any]]) -> dict[str, Any]:
    """Of the ``do`` buttons offered, one whose move keeps the live message (it continues the turn or
    the round, so its message is an edit), else the first."""
    for button_ in offered:
        after, _ = apply(state, button_["custom_id"].split(":", 4)[4])
        if posts.continues(state, after):
            return button_
    return offered[0]


async def shows(server: FakeDiscord, table: Table, version: int) -> None:
    """Wait until the table's live message shows ``version`` (a restarted bot brings it there)."""

    def live_version() -> int | None:
        """The version the live message shows, if there is one."""
        message = table.live_message()
        return None if message is None else version_of(message, -1)  # type: ignore[arg-type]

    await server.wait_for(lambda: live_version() == version, timeout=30, what=f"version {version} shown")


def click(table: Table, user: int, message: dict[str, Any], custom_id: str) -> dict[str, Any]:
    """A button click's payload by one of the table's people."""
    who = table.user(USERS.index(user))
    return button(custom_id, message=message, channel_id=table.channel_id, **who)


async def test_a_two_player_game_survives_a_kill_mid_turn_and_shrugs_off_double_and_stale_clicks(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """Two people, holdings public. The bot is SIGKILLed between two clicks, then again right after it
    stored a car move (before the turn message showed it): the next bot shows the move once and the
    turn goes on. Two clicks at once on one car button move once; a button of a message the game has
    left, and one of the other player, change nothing. The game ends with every check of
    :func:`finish_and_check`."""
    server, path = discord_server, database(tmp_path)
    first = await bot_process(env=PNG)
    table = santiago_table(server, 2)
    await table.open_lobby(2)
    await table.start()

    def car(_seats: Any, _before: Any, state: GameState, message: dict[str, Any]) -> bool:
        """A person is to move the car, with the drives on the public message."""
        return state.phase == "car" and bool(table.waiting(message)) and find(message, "do") is not None

    await until(table, path, car)
    await first.kill()
    dying = await die_after_commit(bot_process, tmp_path, PNG)
    message = await table.current()
    user = table.waiting(message)[0]
    _gid, _seats, _before, state = seats_and_state(path)
    assert state is not None
    drive = continuing(state, [c for c in components(message) if verb(c) == "do"])
    before, _ = stored(path)
    await press_and_die(server, dying, click(table, user, message, drive["custom_id"]))
    await bot_process(env=PNG)
    after, _ = stored(path)
    assert after[: len(before)] == before and len(after) == len(before) + 1
    assert after[-1][2] == drive["custom_id"].split(":", 4)[4], "the stored move is not the one clicked"
    await shows(server, table, len(after))
    if posts.continues(state, seats_and_state(path)[3]):
        assert (await table.current())["id"] == message["id"], "a move that continues the turn posted anew"

    await until(table, path, car)
    message = await table.current()
    user = table.waiting(message)[0]
    drive = find(message, "do")
    assert drive is not None
    count = len(stored(path)[0])
    answers = await asyncio.gather(
        *(server.interact(click(table, user, message, drive["custom_id"])) for _ in range(2))
    )
    assert len(stored(path)[0]) == count + 1, "a double click moved twice"
    assert any("moved on" in (a[-1].get("content") or "") for a in answers if a)
    stale = await table.press(user, message, drive["custom_id"])
    assert stale is not None and stale["ephemeral"] and "moved on" in stale["content"]
    live = await table.current()
    other = next(u for u in USERS[:2] if u not in table.waiting(live))
    offered = find(live, "do")
    if offered is not None:
        refused = await table.press(other, live, offered["custom_id"])
        assert refused is not None and refused["ephemeral"]
    assert len(stored(path)[0]) == count + 1

    await finish_and_check(server, table, path)


async def test_a_three_player_game_of_people(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """Three people click a whole game from ``/santiago join`` to the standings."""
    await bot_process(env=PNG)
    table = santiago_table(discord_server, 3)
    await table.open_lobby(3)
    await table.start()
    record = await finish_and_check(discord_server, table, database(tmp_path))
    assert len(record["players"]) == 3
    assert {"join", "start", "do", "act"} <= table.verbs


async def test_a_four_player_german_game_with_hidden_holdings_closed_dms_and_a_kill_mid_delivery_round(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """Four people on a server whose language is German play with hidden holdings; one has closed
    DMs. In a delivery round, after its first decision, the bot is SIGKILLed between two clicks and
    again right after it stored the next decision (before the round's message showed it): the next bot
    edits the round's message to that version, once, and a click on the message as it stood before is
    answered "moved on". Public texts come from the catalogue in the server's language (the Santiago
    words in German once its catalogue has them); nothing tells a holding."""
    server, path = discord_server, database(tmp_path)
    server.fail_dm(USERS[1], times=None)
    first = await bot_process(env=PNG)
    table = santiago_table(server, 4)
    table.guild_locale = "de"
    await table.open_lobby(4)
    lobby = server.http.sent_messages(CHANNEL_ID)[0]
    assert CORE.text("lobby.title", "de", game=say("ui.game")) in json.dumps(
        lobby["embeds"], ensure_ascii=False
    )
    await table.start("hidden")
    started = server.http.message(int(lobby["message_id"]))
    assert started is not None
    said = CORE.text("lobby.started_thread", "de", game="\0", thread="\0", seats="\0").split("\0")[1]
    assert said in (started["content"] or "")

    def in_round(_seats: Any, before: GameState | None, state: GameState, _message: Any) -> bool:
        """A delivery round under way: its first decision made, the next one awaited."""
        return before is not None and posts.same_round(before, state) and state.phase == "deliver"

    state = await until(table, path, in_round)
    await first.kill()
    dying = await die_after_commit(bot_process, tmp_path, PNG)
    message = await table.current()
    user = next(p.user_id for p in seats_and_state(path)[1] if p.seat == state.to_move)
    panel = await table.press(user, message, find(message, "act")["custom_id"])
    assert panel is not None and panel["ephemeral"]
    choice = continuing(state, [c for c in components(panel["message"]) if verb(c) == "do"])
    before, _ = stored(path)
    await press_and_die(server, dying, click(table, user, panel["message"], choice["custom_id"]))
    await bot_process(env=PNG)
    after, _ = stored(path)
    assert after[: len(before)] == before and len(after) == len(before) + 1
    await shows(server, table, len(after))
    _gid, _seats, _before, now = seats_and_state(path)
    assert now is not None
    if posts.continues(state, now):
        edited = await table.current()
        assert edited["id"] == message["id"], "the round's next decision posted a new message"
        assert f":{len(after)}:" in find(edited, "act")["custom_id"]
    stale = await table.press(user, message, find(message, "act")["custom_id"])
    assert stale is not None and stale["ephemeral"] and "moved on" in stale["content"]

    await finish_and_check(server, table, path, "de")
    dms = [c for c in server.http.calls if c.method == "POST" and "/users/@me/channels" in c.path]
    assert not dms, "Santiago has nothing private to send by DM"
    assert not [s for s in server.http.outgoing() if "Privacy Settings" in (s.get("content") or "")]


async def test_a_person_and_computer_players_finish_a_game(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """One person fills the table with an easy and a random computer player by the lobby's buttons; the
    computers move by themselves like people, and the game ends with every check."""
    await bot_process(env=PNG)
    table = santiago_table(discord_server, 5)
    await table.slash(0, "join")
    for level in ("easy", "random"):
        lobby = table.public()[-1]["message"]
        add = next(c for c in components(lobby) if verb(c) == "add_ai" and c["custom_id"].endswith(level))
        await table.press(USERS[0], lobby, add["custom_id"])
    await table.start()
    record = await finish_and_check(discord_server, table, database(tmp_path))
    _gid, seats, _before, _state = seats_and_state(database(tmp_path))
    assert sorted(p.computer or "person" for p in seats) == ["easy", "person", "random"]
    computers = {p.seat for p in seats if p.computer}
    assert sum(1 for line in record["moves"] if int(line.split()[0]) in computers) > 20
    assert all("<@-" not in (s.get("content") or "") for s in table.public())
