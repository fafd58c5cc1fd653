"""Computer players in the real bot process: seated from the lobby, moving by themselves, leaking nothing,
and resuming their turn after a crash."""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path

from devtools.leaks import check_public_images, check_public_text, moments, version_of
from devtools.table import USERS, components, shown_text, verb
from playground.discord_server import FakeDiscord
from rules.santacruz.records import replay
from tests.e2e.conftest import StartBot
from tests.e2e.test_games import stored, table_for


async def test_people_and_computer_players_finish_a_game_and_nothing_leaks(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """Two people add a strong and an easy computer player with the lobby's buttons and play to the
    standings; every computer move is shown on the live table (an edit; a board with each person's
    turn), from the public view alone."""
    server = discord_server
    await bot_process(env={"BOARD_FORMAT": "png"})
    table = table_for(server, 11)
    await table.open_lobby(2)
    for level in ("strong", "easy"):
        lobby = table.public()[-1]["message"]
        add = next(c for c in components(lobby) if verb(c) == "add_ai" and c["custom_id"].endswith(level))
        await table.press(USERS[0], lobby, add["custom_id"])
    await table.start()
    await table.play_to_end()

    final = table.public()[-1]
    record = json.loads(next(data for name, data in final["files"].items() if name.endswith(".json")))
    state = replay(record)
    names = [p.name for p in state.players]
    assert sorted(names) == ["Ada", "Ana", "Ben", "Bix"]
    actions, kept = stored(tmp_path / "santacruz.sqlite3")
    assert kept == record
    computer_seats = {names.index("Ada"), names.index("Bix")}
    assert sum(1 for _, seat, _ in actions if seat in computer_seats) > 20
    history = moments(record, actions)
    person_moves = [line for _, seat, line in actions if seat not in computer_seats]
    assert check_public_images(server.http, table.channel_id, history) >= len(person_moves) // 3
    check_public_text(server.http, table.channel_id, history, names)
    assert all("<@-" not in shown_text(s["data"]) for s in table.public())


async def test_computer_players_resume_their_turns_after_a_crash(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """The bot is killed while computer players are thinking. A new process on the same database posts
    any move stored but not yet posted and lets the computers move on, without anyone clicking, until
    the person's turn is shown at the stored version; then the game goes on."""
    server = discord_server
    bot = await bot_process(env={"BOARD_FORMAT": "png"})
    table = table_for(server, 12)
    await table.slash(0, "join")
    await table.slash(0, "start", fill="strong")
    for _ in range(5):
        move = asyncio.create_task(table.step())
        while table.waiting(await table.current()) and not move.done():
            await asyncio.sleep(0.01)
        await bot.kill()
        move.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await move
        frozen = await table.current()
        before, _ = stored(tmp_path / "santacruz.sqlite3")
        bot = await bot_process(env={"BOARD_FORMAT": "png"})
        if not table.waiting(frozen):
            break
    else:
        raise AssertionError("the computer players never were mid-turn at a kill")
    shown = version_of(frozen, -1)
    await table.until_replaced(frozen)
    while not table.waiting(await table.current()):
        await table.until_replaced(await table.current())
    after, _ = stored(tmp_path / "santacruz.sqlite3")
    assert after[: len(before)] == before
    assert len(after) > len(before) or len(before) > shown
    assert version_of(await table.current(), -1) == len(after)
    for _ in range(3):
        await table.step()
    assert len(stored(tmp_path / "santacruz.sqlite3")[0]) > len(after)
