"""Taking back moves against the real bot process (issue 20): a whole game in which the players take
back several moves, one of them after a restart, and nothing secret reaches the table."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from bot.store import undone_to
from devtools.leaks import check_public_images, check_public_text, moments
from devtools.table import Table, find, shown_text
from playground.discord_server import FakeDiscord
from rules.santacruz.records import replay
from tests.e2e.conftest import StartBot
from tests.e2e.test_games import stored, table_for


class RestartingTable(Table):
    """A table whose bot is killed and started again once, between a move and its take-back."""

    restart: Callable[[], Awaitable[None]] | None = None
    restarted_before: int | None = None

    async def take_back(self, user: int, answer: dict[str, Any] | None) -> bool:
        """Restart the bot first, the first time a take-back is offered."""
        if self.restart is not None and find(answer, "undo") is not None:
            restart, self.restart = self.restart, None
            self.restarted_before = len(self.take_backs)
            await restart()
        return await super().take_back(user, answer)


async def test_players_take_back_several_moves_and_nothing_leaks(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """ "an e2e game in which players take back several moves, with the leak checks": each take-back is
    one tap and its own entry in the log; one comes after a crash and restart ("restart-proof"); the
    public boards and texts of every version, undone ones included, come from the public view alone;
    the finished game's record holds only the moves that stood."""
    server = discord_server
    first = await bot_process()
    base = table_for(server, 21)
    table = RestartingTable(base.fake, base.dispatch, base.rng)
    table.undo_rate = 0.3

    async def restart() -> None:
        """A crash of the bot and a new one on the same database."""
        await first.kill()
        await bot_process()

    table.restart = restart
    await table.open_lobby(3)
    await table.start()
    await table.play_to_end()

    taken = [said for _user, taps, said in table.take_backs if said.startswith("You took back")]
    assert len(taken) >= 3, table.take_backs
    assert all(taps == 1 for _user, taps, _said in table.take_backs)
    assert table.restarted_before is not None
    assert table.take_backs[table.restarted_before][2].startswith("You took back"), "lost in the restart"

    final = table.public()[-1]
    record = json.loads(next(data for name, data in final["files"].items() if name.endswith(".json")))
    state = replay(record)
    assert state.phase == "end"
    actions, kept = stored(tmp_path / "santacruz.sqlite3")
    assert kept == record
    undos = [
        (version, seat, undone_to(line)) for version, seat, line in actions if undone_to(line) is not None
    ]
    assert len(undos) == len(taken)
    for version, seat, restored in undos:
        assert restored is not None
        assert all(s == seat for _v, s, _line in actions[restored : version - 1]), "took back another's move"
    assert len(record["moves"]) < len(actions) - len(undos)

    history = moments(record, actions)
    assert [p.score for p in history[-1].state.players] == [p.score for p in state.players]
    names = [p.name for p in state.players]
    assert check_public_images(server.http, table.channel_id, history) >= len(actions) // 2
    check_public_text(server.http, table.channel_id, history, names)
    told = [s for s in table.public() if "took back their move" in shown_text(s["data"])]
    assert not told, "a take-back posted a new public message"
    edits = [
        e
        for e in server.http.channel_edits(table.channel_id)
        if "took back their move" in shown_text(e["data"])
    ]
    assert len(edits) >= len(undos)
    assert all(not (e["body"].get("allowed_mentions") or {}).get("users") for e in edits)
