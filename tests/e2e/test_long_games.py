"""Games that live for days in the real bot process (issue 29): one player is away with a computer
stand-in, another has quiet hours now; the game plays to its end, the sleeper is never pinged, the absent
player's seat is played for them, and everyone else is pinged exactly once per turn of theirs."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from devtools.pings import noise, turns
from devtools.table import USERS, Table
from playground.discord_server import FakeDiscord
from playground.fake_discord import slash
from tests.e2e.conftest import StartBot
from tests.e2e.test_games import stored, table_for


async def _mygames(table: Table, server: FakeDiscord, index: int, **options: Any) -> str:
    payload = slash("mygames", None, options, channel_id=table.channel_id, **table.user(index))
    await table.dispatch(payload)
    return str(server.http.replies(payload["token"])[-1]["content"])


async def test_a_game_with_one_player_away_and_one_asleep(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    server = discord_server
    await bot_process(env={"BOARD_FORMAT": "png"})
    table = table_for(server, 21)
    now = time.gmtime()
    start = (now.tm_hour * 60 + now.tm_min - 30) % (24 * 60)
    quiet = f"{start // 60:02d}:{start % 60:02d}-{(start + 180) // 60 % 24:02d}:{start % 60:02d}"
    said = await _mygames(table, server, 2, quiet_hours=quiet, time_zone="UTC")
    assert "Your quiet hours are now" in said
    await table.open_lobby(3)
    await table.start()
    await table.current()
    said = await _mygames(table, server, 1, away="3", stand_in=True)
    assert "a computer now plays your seat until you are back" in said
    pinged_before = noise(server.http).pings
    await table.play_to_end()
    counted = noise(server.http)
    actions, record = stored(tmp_path / "santacruz.sqlite3")
    assert record is not None
    users = {seat: USERS[table.names.index(name)] for seat, name in enumerate(record["players"])}
    played = turns(record, actions, users, "santacruz")
    assert counted.pings[USERS[2]] == 0 < played[USERS[2]], "the sleeper was pinged"
    pinged = [
        s["content"]
        for s in server.http.outgoing()
        if f"<@{USERS[1]}>" in str(s["body"].get("allowed_mentions"))
    ]
    assert counted.pings[USERS[1]] == pinged_before[USERS[1]], ("the absent player was pinged", pinged)
    assert counted.pings[USERS[0]] == played[USERS[0]] > 0
    assert counted.loud == sum(counted.pings.values()) and counted.silent > 0
