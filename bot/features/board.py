"""``/<game> board`` and the Bring-down button, for every game: the live table shown privately to anyone
who asks (nothing is posted), and a seated player's way to bring the live table to the bottom of the
thread, at most once a turn and pinging nobody."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.components import GameButton, Ref, Verb
from bot.interactions.context import Contexts, Ctx, Refusal, Route
from bot.messaging import game_link
from bot.texts import text

if TYPE_CHECKING:
    from bot.games.seam import GameUI

VERB = "bring"
"""The Bring-down button's component verb."""


def button(game_id: int, version: int) -> GameButton:
    """The button that brings the live table of ``game_id`` to the bottom of its thread."""
    return GameButton(Ref(game_id, version, VERB), text("table.bring"), emoji="⬇️")


async def show(desk: Contexts, interaction: discord.Interaction, ui: GameUI) -> None:
    """``/<game> board``: the live table as a private copy, with the Bring-down button for a seated player
    while the table was not brought down this turn."""
    ctx, live = await desk.running(interaction, ui)
    await ctx.defer(thinking=True)
    seated = any(p.user_id == ctx.user_id and p.seat is not None for p in live.seats)
    may_bring = seated and await ctx.tables.store.games.may_bring(ctx.row.id)
    extra = [button(ctx.row.id, live.version)] if may_bring else []
    post = await ctx.tables.posting.private_table(ctx.row, live, extra)
    await ctx.show(post)


async def _bring(ctx: Ctx) -> None:
    """Bring the live table down: a new copy at the bottom of the thread (pinging nobody), the old one
    turned into its summary line; refused when it was brought down this turn already."""
    ctx.check_permissions()
    await ctx.defer_private()
    if not await ctx.tables.store.games.claim_bring(ctx.row.id):
        raise Refusal(text("table.bring_once"))
    await ctx.finish(await ctx.tables.bring_down(ctx.row.id))
    row = await ctx.tables.store.games.game(ctx.row.id)
    await ctx.say(text("table.brought", link=(game_link(row) if row else None) or ""))


ROUTES = {VERB: Route(Verb(), _bring, seated=True, hurries=False)}
"""The Bring-down button: for a seated player of a running game, whatever the version (once a turn)."""
