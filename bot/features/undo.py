"""Take back a misclick (issue 20): the Take back button and ``/<game> undo``, for every game.

The mechanism is the core's: the table runtime checks and commits
(:meth:`bot.app.tables.Tables.take_back`), the posting seam edits the live message to show the game as
it was (pinging nobody), and the game only says what a move revealed
(:meth:`bot.games.seam.GameModule.reveals`). A Take back button names the version its move made; a
click on an older one is answered with the reason (someone has played since, it was taken back
already).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.app.service import CannotUndo
from bot.components import GameButton, Ref, Verb
from bot.games.seam import LiveGame
from bot.interactions.context import Contexts, Ctx, Refusal, Route
from bot.messaging import Post, game_link, plain
from bot.texts import text

if TYPE_CHECKING:
    from bot.games.seam import GameUI

VERB = "undo"
"""The Take back button's component verb (bound to the version its move made)."""
BUTTON_ROW = 4
"""The row a Take back button takes on a private panel (site buttons and menus fill rows 0 to 3)."""


def button(game_id: int, version: int) -> GameButton:
    """The Take back button of the move that made ``version``."""
    return GameButton(
        Ref(game_id, version, VERB),
        text("undo.button"),
        emoji="↩️",
        style=discord.ButtonStyle.danger,
        row=BUTTON_ROW,
    )


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
    ctx.check_permissions()
    await ctx.defer_private()
    try:
        done = await ctx.tables.take_back(ctx.row.id, ctx.user_id, version, now)
    except CannotUndo as exc:
        raise refusal(await ctx.live(), exc) from exc
    result = await ctx.finish(done)
    words = ctx.ui.undo_words(result.game, result.undo.lines)
    await ctx.show(Post(content=text("undo.done", move=words, link=game_link(ctx.row) or "")))


async def _click(ctx: Ctx) -> None:
    assert ctx.click is not None
    await take_back(ctx, ctx.click.ref.version)


ROUTES = {VERB: Route(Verb(), _click, seated=True, hurries=False)}
"""The Take back button: for a seated player of a running game; its handler tells a stale version
apart itself (someone played since, taken back already), and it does not end a computer's wait."""


async def command(desk: Contexts, interaction: discord.Interaction, ui: GameUI) -> None:
    """``/<game> undo``: take back my last turn, as the Take back button does."""
    ctx = await desk.in_channel(interaction, ui)
    if ctx.row.status != "active":
        raise Refusal(text("error.not_started") if ctx.row.status == "lobby" else text("error.game_over"))
    await take_back(ctx, None)
