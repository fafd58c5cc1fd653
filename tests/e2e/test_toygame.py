"""Proof the bot core is generic (issue 26): High Card, a game that exists only in the tests, is offered by
the real bot process through the registries alone and played to its end by the table driver through
slash commands and buttons, with a take-back, its secret draws by DM only, and its record at the end.
"""

from __future__ import annotations

import json
import random
import re
import sqlite3
from pathlib import Path

from devtools.launch import EXTRA_GAMES_ENV
from devtools.table import USERS, Table, find, shown_text
from playground.discord_server import FakeDiscord
from tests.e2e.conftest import StartBot
from tests.toygame.rules import GAME, NAME, TURNS

EXTRA = {EXTRA_GAMES_ENV: "tests.toygame"}


def _actions(database: Path) -> list[str]:
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT action FROM actions ORDER BY game_id, version").fetchall()
    return [line for (line,) in rows]


async def test_the_test_only_game_is_played_to_the_end_through_commands_and_buttons(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """``/highcard join``, a second player's Join, Start, then every turn by the public message's button
    and the private panel: the game ends with the winner, the record and Take back along the way; a
    drawn card reaches only its owner (by DM), never a public message."""
    server = discord_server
    server.quiet = 0.0
    await bot_process(env=EXTRA)
    table = Table(server.http, server.interact, random.Random(4), command=NAME)
    table.undo_rate = 0.5
    await table.open_lobby(2)
    await table.start()
    await table.play_to_end(limit=40)

    final = table.public()[-1]
    assert final["filenames"] == ["standings.png", "scores.png", f"{NAME}-game-{_game_id(final)}.json"]
    record = json.loads(final["files"][final["filenames"][-1]])
    outcome = GAME.record_outcome(record)
    assert outcome is not None and outcome == GAME.outcome(GAME.replay(record, len(record["moves"])))
    assert len(record["moves"]) == TURNS < len(_actions(tmp_path / "santacruz.sqlite3"))
    assert table.take_backs and all("You took back your move" in said for *_, said in table.take_backs)
    assert "wins with" in shown_text(final["data"])
    assert {"join", "start", "act", "do"} <= table.verbs

    drawn = [line for line in record["moves"] if line.endswith("swap")]
    dms = [m["content"] or "" for user in USERS[:2] for m in server.http.dms(user)]
    assert len(dms) >= len(drawn) and all("you drew" in dm for dm in dms)
    public_text = " ".join(shown_text(m["data"]) for m in table.public()[:-1])
    assert "you drew" not in public_text.lower()
    assert find(table.public()[-1].get("message"), "act") is None


def _game_id(message: dict[str, object]) -> int:
    names = message["filenames"]
    assert isinstance(names, list)
    match = re.fullmatch(rf"{NAME}-game-([0-9]+)\.json", str(names[-1]))
    assert match is not None
    return int(match[1])
