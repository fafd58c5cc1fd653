"""Take back a misclick (issue 20): the Take back button, ``/<game> undo``, and computers that wait.

The mechanism is the core's, for every game: :meth:`bot.service.GameService.undo_locked` checks and
commits, the posting seam edits the live message to show the game as it was (pinging nobody), and the
game only says what a move revealed (:meth:`bot.games.base.GameModule.reveals`). A Take back button
names the version its move made; a click on an older one is answered with the reason (someone has
played since, it was taken back already).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import discord

from bot import posting
from bot.components import GameButton, Ref
from bot.context import Ctx, PostFailed, Refusal, bot_of
from bot.inputs import Verb
from bot.messaging import Post, game_link, plain
from bot.service import CannotUndo, LiveGame, Move
from bot.texts import text

if TYPE_CHECKING:
    from bot.client import GameBot
    from bot.games.base import GameUI
    from bot.store import GameRow

VERB = "undo"
"""The Take back button's component verb (bound to the version its move made)."""
BUTTON_ROW = 4
"""The row a Take back button takes on a private panel (site buttons and menus fill rows 0 to 3)."""


def verbs() -> dict[str, Verb]:
    """The core verb of taking back a move."""
    return {VERB: Verb(versioned=True)}


def button(game_id: int, version: int) -> GameButton:
    """The Take back button of the move that made ``version``."""
    return GameButton(
        Ref(game_id, version, VERB),
        text("undo.button"),
        emoji="↩️",
        style=discord.ButtonStyle.danger,
        row=BUTTON_ROW,
    )


async def window(bot: GameBot, row: GameRow) -> float:
    """Seconds after a move during which it may be taken back on the game's server (0: never)."""
    return await bot.store.undo_minutes(row.guild_id) * 60


async def offer(ctx: Ctx, live: LiveGame) -> GameButton | None:
    """A Take back button for the clicker's move that made the game's current version, if that move
    may be taken back now (it revealed nothing, the server allows it)."""
    try:
        await ctx.bot.service.check_undo(
            ctx.row.id, ctx.user_id, live.version, await window(ctx.bot, ctx.row), ctx.ui.edits_live
        )
    except CannotUndo:
        return None
    return button(ctx.row.id, live.version)


def refusal(live: LiveGame, exc: CannotUndo) -> Refusal:
    """A refused take-back as the player reads it: the reason, and that nothing changed."""
    params = dict(exc.params)
    if "seat" in params:
        params["name"] = plain(live.user_of_seat(params.pop("seat")).name)
    return Refusal(text("undo.refused", reason=text(exc.key, **params)))


async def take_back(ctx: Ctx, version: int | None, now: float | None = None) -> None:
    """Take back the clicker's last turn (``version``: the one its button was made at; ``None``: the
    command, for the game as it is now), edit the live message to show the game as it was, answer.

    Raises :class:`Refusal` with the reason when it may not be taken back (nothing is changed then).
    """
    bot, ui, game_id = ctx.bot, ctx.ui, ctx.row.id
    bot.check_permissions(ctx.interaction)
    await ctx.defer_private()
    seconds = await window(bot, ctx.row)
    async with bot.service.lock(game_id):
        live = await bot.service.live(game_id)
        try:
            result = await bot.service.undo_locked(game_id, ctx.user_id, version, seconds, ui.edits_live, now)
        except CannotUndo as exc:
            raise refusal(live, exc) from exc
        live = result.game
        moves = [Move(live.version, result.before, [], result.undo)]
        row, failure = await posting.publish_locked(bot, game_id, ui, live, moves)
        await posting.deliver_news(bot, row, live, moves, ctx)
    bot.wake_computers(game_id, ui)
    if failure is not None:
        raise PostFailed(failure)
    words = ui.undo_words(live, result.undo.lines)
    await ctx.show(Post(content=text("undo.done", move=words, link=game_link(row) or "")))


async def command(interaction: discord.Interaction, ui: GameUI) -> None:
    """``/<game> undo``: take back my last turn, as the Take back button does."""
    ctx = await bot_of(interaction).channel_game(interaction, ui)
    if ctx.row.status != "active":
        raise Refusal(text("error.not_started") if ctx.row.status == "lobby" else text("error.game_over"))
    await take_back(ctx, None)


def hold_until(made_at: float, window_seconds: float, wait: float) -> float:
    """When a computer to move after a person's move (stored at ``made_at``) may go on: when the undo
    window closes, but never later than ``wait`` seconds after the move."""
    return made_at + min(window_seconds, wait)


def seconds_left(deadline: float, now: float | None = None) -> float:
    """Seconds from ``now`` until ``deadline`` (never negative)."""
    return max(0.0, deadline - (time.time() if now is None else now))
