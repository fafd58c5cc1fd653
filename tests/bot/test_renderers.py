"""Issue 30: the board renderers. Processes chosen by each game's id draw what the threads draw, keep
each game's current board, speak the caller's language, and a renderer that dies is started again
without losing the drawing asked for."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
from collections.abc import AsyncIterator, Hashable
from dataclasses import replace
from pathlib import Path

import pytest

from bot.drawings import Drawings
from bot.games.santacruz import boards
from bot.games.seam import LiveGame
from bot.store import GameRow, PlayerRow
from bot.workers import Renderers
from devtools.table import LocalTable, local_bot
from playground.fake_discord import CHANNEL_ID, GUILD_ID, logged_in
from rules import i18n
from rules.santacruz import GAME as SANTA_CRUZ
from rules.santacruz import ai, teach
from rules.santacruz.actions import Action
from rules.santacruz.engine import apply, awaiting, legal_actions
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState
from rules.santacruz.views import PlayerView, PublicView, public_view


def landing() -> GameState:
    """A two-player game at its first landing: a board with something on it."""
    state = new_game(["Ana", "Ben"], seed=3)
    while state.phase != "landing":
        state, _ = apply(state, legal_actions(state, min(awaiting(state)))[0])
    return state


def key(game: int, version: int, lang: str = "en") -> tuple[Hashable, ...]:
    """A board's key as a game's :meth:`LiveGame.board_key` makes it (a store's token first)."""
    return (1234, game, version, lang, "board")


@pytest.fixture
async def renderers() -> AsyncIterator[Renderers]:
    processes = Renderers(2)
    try:
        yield processes
    finally:
        processes.close()


async def draw(renderers: Renderers, game: int, view: PublicView, lang: str = "en") -> bytes:
    with i18n.speaking(lang):
        return await renderers.run(game, boards.panel_board, key(game, 1, lang), view, frozenset({"L01"}))


async def test_processes_draw_what_threads_draw_and_keep_each_games_board(renderers: Renderers) -> None:
    """The same bytes in a renderer process as in a thread; each game's board is kept by the renderer
    its id chooses (games 7 and 8 in two processes), once however often it is asked for."""
    view = public_view(landing())
    threads = Renderers(0)
    assert await draw(renderers, 7, view) == await draw(threads, 7, view)
    await draw(renderers, 7, view)
    await draw(renderers, 8, view)
    assert await renderers.run(7, boards.kept) == [key(7, 1)]
    assert await renderers.run(8, boards.kept) == [key(8, 1)]
    assert len(set(renderers.pids())) == 2


async def test_a_finished_games_boards_are_dropped_in_every_language_and_the_others_kept(
    renderers: Renderers,
) -> None:
    """A game that is over is let go of by its renderer (its board in each language); another game of the
    same renderer keeps its board, so a renderer holds the boards of running games only."""
    view = public_view(landing())
    await draw(renderers, 7, view)
    await draw(renderers, 7, view, "de")
    await draw(renderers, 9, view)
    assert await renderers.run(7, boards.let_go, 1234, 7) == 2
    assert await renderers.run(9, boards.kept) == [key(9, 1)]


async def test_a_renderer_draws_in_the_callers_language(renderers: Renderers) -> None:
    """The language in force goes along to the renderer process: German words, German board."""
    view = public_view(landing())
    german = await draw(renderers, 3, view, "de")
    assert german == await draw(Renderers(0), 3, view, "de")
    assert german != await draw(renderers, 3, view, "en")


async def test_a_renderer_that_dies_is_started_again(renderers: Renderers) -> None:
    """Killing a renderer loses nothing: the next drawing starts it again and comes back whole."""
    view = public_view(landing())
    first = await draw(renderers, 4, view)
    [pid] = renderers.pids()
    os.kill(pid, signal.SIGKILL)
    await asyncio.sleep(0.2)
    assert await draw(renderers, 4, view) == first
    assert renderers.restarts == 1 and pid not in renderers.pids()


async def test_a_bot_with_renderer_processes_draws_its_games_boards_there(tmp_path: Path) -> None:
    """``RENDER_PROCESSES=2``: the bot's boards are drawn in renderer processes, not its own threads."""
    bot = local_bot(tmp_path, 3)
    bot.settings = replace(bot.settings, render_processes=2)
    async with logged_in(bot) as (client, fake):
        table = LocalTable(client, fake, random.Random(3))
        await table.open_lobby(3)
        await table.start()
        renderers = client.service.drawings.renderers
        game_id = await table.game_id()
        for _ in range(8):  # the draft's picks draw public boards; the first private panel keeps a board
            await table.step()
            if await renderers.run(game_id, boards.kept):
                break
        assert renderers.processes == 2 and len(renderers.pids()) == 1
        assert await renderers.run(game_id, boards.kept) != []


async def test_a_bot_with_renderer_processes_thinks_its_computers_moves_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``RENDER_PROCESSES=1``: a whole game of computers is thought out in the game's renderer process,
    none of its moves in a thread of the bot's own process (whose event loop must answer clicks)."""
    thought_here: list[str] = []
    real_choose = ai.choose

    def spy(view: PlayerView, level: str, rng: random.Random) -> Action:
        thought_here.append(level)
        return real_choose(view, level, rng)

    monkeypatch.setattr(ai, "choose", spy)
    bot = local_bot(tmp_path, 3)
    bot.settings = replace(bot.settings, render_processes=1)
    async with logged_in(bot) as (client, _fake):
        row = await client.store.games.create_lobby("santacruz", GUILD_ID, CHANNEL_ID, 501, "Ana")
        await client.store.games.remove_player(row.id, 501)
        for number in (1, 2):
            await client.store.games.add_computer(row.id, "easy", f"Computer {number}")
        await client.tables.start(row.id, {})
        await client.tables.computers.idle(row.id)
        assert (await client.store.games.game(row.id)).status == "finished"
        assert len(await client.store.log.actions(row.id)) > 20
        assert len(client.service.drawings.renderers.pids()) == 1
    assert thought_here == []


async def test_a_hint_and_a_computers_move_are_worked_out_in_the_renderer_as_in_the_bot(
    renderers: Renderers, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With renderer processes, a strong computer's move and a hint are searched in the game's renderer
    (a spy in this process sees neither) and come out as the same search makes them here."""
    state = landing()
    seat = min(awaiting(state))
    seats = [PlayerRow(501 + s, p.name, s) for s, p in enumerate(state.players)]
    row = GameRow(7, "santacruz", 1, 77, 501, "active", {}, 3, None)
    live = LiveGame(row, SANTA_CRUZ, state, 3, seats, drawings=Drawings(renderers=renderers))
    here_move = SANTA_CRUZ.computer_action(state, seat, "strong", "s")
    here_hint = SANTA_CRUZ.hint(state, seat, "h")
    searched: list[str] = []
    real_choose, real_hint = ai.choose, teach.hint
    monkeypatch.setattr(ai, "choose", lambda *args: searched.append("move") or real_choose(*args))
    monkeypatch.setattr(teach, "hint", lambda *args: searched.append("hint") or real_hint(*args))
    assert await live.think(seat, "strong", "s") == here_move
    assert await live.hint(seat, "h") == here_hint
    assert searched == []
    assert len(renderers.pids()) == 1


KILLED_BOT = """
import asyncio, os, sys, time
from pathlib import Path
from bot.workers import Renderers

async def main() -> None:
    renderers = Renderers(1)
    await renderers.run(1, os.getpid)
    Path(sys.argv[1]).write_text(" ".join(map(str, renderers.pids())))
    time.sleep(60)

if __name__ == "__main__":
    asyncio.run(main())
"""


async def test_a_renderer_ends_when_its_bot_is_killed_outright(tmp_path: Path) -> None:
    """A bot killed with SIGKILL (no shutdown at all) leaves no renderer behind: each renderer watches
    the bot's process and ends within seconds of it."""
    script, pids = tmp_path / "killed_bot.py", tmp_path / "renderers"
    script.write_text(KILLED_BOT)
    bot = subprocess.Popen(
        [sys.executable, str(script), str(pids)],
        cwd=Path(__file__).parents[2],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(300):
            if pids.exists() and pids.read_text():
                break
            await asyncio.sleep(0.1)
        (renderer,) = (int(pid) for pid in pids.read_text().split())
        assert Path(f"/proc/{renderer}").exists()
    finally:
        bot.kill()
        bot.wait()
    for _ in range(100):
        if not Path(f"/proc/{renderer}").exists():
            break
        await asyncio.sleep(0.1)
    alive = Path(f"/proc/{renderer}").exists()
    if alive:
        os.kill(renderer, signal.SIGKILL)
    assert not alive, "the renderer outlived its bot"
