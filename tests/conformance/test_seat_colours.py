"""One seat, one colour (issue 42: "make one seat-to-colour table in the core that the words, the
pictures and the container's accent all read, for every game, with a conformance test that compares
them"): for every game the bot offers, High Card included, a seat's square beside its name in the table,
the table's accent while that seat is to move, and the seat's pieces in the pictures are
:func:`rules.colours.seat_colour`."""

from __future__ import annotations

import asyncio
import io

import discord
import pytest
from PIL import Image

from bot.app.table_layout import layout
from bot.games.seam import LiveGame
from bot.messaging import Post
from bot.store import GameRow, PlayerRow
from rules import registry
from rules.colours import SEAT_COLOURS, seat_colour
from tests.conformance.games import NAMES, random_game, sample
from tests.conformance.test_seam import GAME_ID, _ui


def _live(name: str, state: object, version: int, players: int) -> LiveGame:
    """The game at ``state`` with ``players`` people seated."""
    rules = _ui(name).module
    row = GameRow(GAME_ID, rules.name, 1, 10, 1001, "active", {}, version, 555)
    seats = [PlayerRow(1001 + seat, f"Player {seat + 1}", seat) for seat in range(players)]
    return LiveGame(row, rules, state, version, seats)


async def _laid_out(name: str, live: LiveGame) -> Post:
    ui = _ui(name)
    return layout(await ui.table(live, (), True), live, ui.say, ui.colour, upload=True)


def _texts(post: Post) -> list[str]:
    """The table's text displays, in order."""
    assert post.view is not None
    return [item.content for item in post.view.walk_children() if isinstance(item, discord.ui.TextDisplay)]


def _accent(post: Post) -> int | None:
    assert post.view is not None
    container = next(i for i in post.view.walk_children() if isinstance(i, discord.ui.Container))
    colour = container.accent_colour
    return None if colour is None else colour.value


@pytest.mark.parametrize("name", NAMES)
def test_a_seats_square_and_the_accent_are_the_seats_colour(name: str) -> None:
    """At positions of a random game of the most seats: every seat's block in the table begins with the
    seat's square, no block carries another seat's square, and while one seat is to move the container's
    accent is that seat's colour."""
    ui = _ui(name)
    steps = random_game(ui.module, 21, ui.module.max_players)

    async def run() -> None:
        for version, step in enumerate(sample(steps, 6, 21)):
            live = _live(name, step.before, version, ui.module.max_players)
            post = await _laid_out(name, live)
            texts = _texts(post)
            for seat, player in enumerate(live.seats):
                colour = seat_colour(seat)
                blocks = [t for t in texts if f"**{player.name}**" in t and not t.startswith("## ")]
                assert blocks, f"{name}: no block for seat {seat}"
                assert all(b.startswith(colour.square) for b in blocks), (seat, blocks)
                others = {c.square for c in SEAT_COLOURS} - {colour.square}
                assert not any(o in b.split("\n")[0] for b in blocks for o in others), blocks
            awaited = ui.module.awaiting(step.before)
            if len(awaited) == 1:
                assert _accent(post) == seat_colour(next(iter(awaited))).value

    asyncio.run(run())


def _colours(post: Post) -> set[tuple[int, int, int]]:
    """Every colour of every picture of ``post``."""
    found: set[tuple[int, int, int]] = set()
    for name, data in post.files:
        if name.endswith(".json"):
            continue
        image = Image.open(io.BytesIO(data)).convert("RGB")
        found |= {rgb for _count, rgb in image.getcolors(1 << 24) or []}
    return found


@pytest.mark.parametrize("name", sorted(registry.GAMES))
def test_the_pictures_draw_each_seat_in_its_colour(name: str) -> None:
    """The last table of a two-seat game (the board, the standings and the chart, every seat drawn) shows
    the colours of seats 0 and 1 and neither of the seats that are not in the game."""
    ui = _ui(name)
    steps = random_game(ui.module, 22, 2)

    async def run() -> set[tuple[int, int, int]]:
        live = _live(name, steps[-1].after, len(steps), 2)
        return _colours(await _laid_out(name, live))

    shown = asyncio.run(run())
    assert {seat_colour(0).rgb, seat_colour(1).rgb} <= shown
    assert not {seat_colour(2).rgb, seat_colour(3).rgb} & shown
