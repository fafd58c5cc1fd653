"""Each game version's board drawn once (issue 15): the store of drawings and its use by the turn
message and the private panels."""

from __future__ import annotations

import asyncio
import threading

import pytest
from PIL import Image

from bot.drawings import Drawings, size_of
from bot.games.santacruz import boards, panels, posts
from bot.games.santiago import posts as santiago_posts
from bot.games.seam import version_key
from rules import i18n
from rules.santacruz.engine import apply, awaiting, legal_actions
from rules.santacruz.setup import new_game
from rules.santacruz.views import PublicView, player_view
from rules.santiago.setup import new_game as santiago_game
from tests.bot.test_posts import live_game
from tests.bot.test_santiago_posts import live_game as santiago_live


async def test_a_drawing_is_made_once_and_then_reused() -> None:
    drawings = Drawings()
    calls: list[int] = []

    def make(n: int) -> int:
        calls.append(n)
        return n * 2

    assert await drawings.get("k", make, 4) == 8
    assert await drawings.get("k", make, 5) == 8
    assert calls == [4] and (drawings.made, drawings.reused) == (1, 1)


async def test_drawings_asked_for_together_are_made_once() -> None:
    drawings = Drawings()
    gate = threading.Event()
    calls: list[str] = []

    def make() -> str:
        calls.append("drawn")
        gate.wait(5)
        return "board"

    first = asyncio.ensure_future(drawings.get("k", make))
    second = asyncio.ensure_future(drawings.get("k", make))
    await asyncio.sleep(0.05)
    gate.set()
    assert await asyncio.gather(first, second) == ["board", "board"]
    assert calls == ["drawn"]


async def test_a_failed_drawing_is_not_kept_and_is_tried_again() -> None:
    drawings = Drawings()
    tries: list[int] = []

    def make() -> str:
        tries.append(1)
        if len(tries) == 1:
            raise ValueError("broken font")
        return "board"

    with pytest.raises(ValueError):
        await drawings.get("k", make)
    assert await drawings.get("k", make) == "board" and len(tries) == 2


async def test_the_store_holds_at_most_its_budget_dropping_the_least_recently_used() -> None:
    drawings = Drawings(budget=250)
    for key in "abc":
        await drawings.get(key, bytes, 100)
    assert len(drawings) == 2 and drawings.held == 200
    await drawings.get("b", bytes, 1)  # b is used again: a goes next, not b
    await drawings.get("d", bytes, 100)
    assert await drawings.get("b", bytes, 1) == bytes(100)
    assert await drawings.get("a", bytes, 7) == bytes(7)


def test_an_image_costs_its_pixels() -> None:
    assert size_of(Image.new("P", (10, 20))) == 200
    assert size_of(Image.new("RGB", (10, 20))) == 600
    assert size_of(b"12345") == 5


async def test_a_finished_games_pictures_count_by_their_bytes() -> None:
    """A finished game's standings and chart are kept as one entry (a pair of files): the store counts
    their bytes, so the pictures of many finished games push each other out instead of piling up."""
    drawings = Drawings(budget=1000)
    for game in range(5):
        await drawings.get(("end", game), lambda: (bytes(300), bytes(100)))
    assert size_of((bytes(300), bytes(100))) == 400
    assert len(drawings) == 2 and drawings.held == 800


def test_a_key_names_the_game_its_version_and_the_language() -> None:
    live = live_game(new_game(["Ana", "Ben"], seed=3), version=5)
    with i18n.speaking("de"):
        german = version_key(live, "base")
    assert german == (live.row.id, 5, "de", "base")
    assert version_key(live, "base") != german
    assert version_key(live_game(live.state, version=6), "base") != version_key(live, "base")


async def test_the_turn_message_and_the_panels_of_one_version_draw_its_board_once() -> None:
    """The public board and two private panels of the same version: the board's file and the panel's
    board are made once each (the version's board itself is kept by the game's renderer, below) and
    the second panel shows the first's (issue 30: panels cached per version and highlights)."""
    state = new_game(["Ana", "Ben"], seed=3)
    while state.phase != "landing":
        seat = min(awaiting(state))
        state, _ = apply(state, legal_actions(state, seat)[0])
    live = live_game(state, version=len(state.moves))
    made = live.drawings.made
    await posts.table(live, [], True, image_format="png")
    reused = live.drawings.reused
    seat = next(iter(live.module.awaiting(state)))
    await panels.site_panel(live, player_view(state, seat), "land")
    await panels.site_panel(live, player_view(state, seat), "land")
    assert live.drawings.made - made == 2  # the public board's file, the panel's board
    assert live.drawings.reused - reused == 1  # the second panel's board is the first's
    await posts.table(live, [], True, image_format="png")
    assert live.drawings.made - made == 2  # a repost reuses the file


async def test_a_santiago_board_posted_again_is_not_drawn_again() -> None:
    """A Santiago table posted again reuses the version's encoded board."""
    live = santiago_live(santiago_game(3, seed=2), version=0)
    first = await santiago_posts.table(live, [], True)
    again = await santiago_posts.table(live, [], True)
    assert first.board == again.board and first.board is not None and first.board.image
    assert (live.drawings.made, live.drawings.reused) == (1, 1)


async def test_a_running_game_keeps_its_board_when_the_shared_store_holds_none(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 30: with many games the shared store drops boards; the game's renderer keeps its current
    one, so its turn message and panels never draw it twice, and a new version draws anew."""
    drawn: list[int] = []
    real = boards.panel_base_image

    def counted(view: PublicView) -> Image.Image:
        drawn.append(1)
        return real(view)

    monkeypatch.setattr(boards, "panel_base_image", counted)
    state = new_game(["Ana", "Ben"], seed=3)
    while state.phase != "landing":
        seat = min(awaiting(state))
        state, _ = apply(state, legal_actions(state, seat)[0])
    live = live_game(state, version=len(state.moves))
    live.drawings = Drawings(budget=1)
    await posts.table(live, [], True, image_format="png")
    seat = next(iter(live.module.awaiting(state)))
    await panels.site_panel(live, player_view(state, seat), "land")
    await panels.site_panel(live, player_view(state, seat), "land")
    assert len(drawn) == 1, "the board was drawn again for a panel"
    live.version += 1
    await panels.site_panel(live, player_view(state, seat), "land")
    assert len(drawn) == 2, "a new version did not draw its own board"
