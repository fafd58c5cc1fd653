"""The subcommands every game shares about a running game: ``board``, the private panel, ``status``,
``log`` and ``rules``, written once here; each game only says what its panel is called and gives its
status lines, log words, rules text and panel.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.context import Ctx, Refusal, bot_of
from bot.games.base import GameUI
from bot.service import LiveGame
from bot.translator import localized


async def running(interaction: discord.Interaction, ui: GameUI) -> tuple[Ctx, LiveGame]:
    """The channel's running game of ``ui`` and its live state, or a refusal (no game, not started)."""
    ctx = await bot_of(interaction).channel_game(interaction, ui)
    if ctx.row.status != "active":
        raise Refusal(ui.say("ui.not_started", command=ui.module.name))
    return ctx, await ctx.live()


def add_commands(group: app_commands.Group, ui: GameUI) -> None:
    """Add ``board``, the game's panel command, ``status``, ``log`` and ``rules`` to its group."""

    @group.command(name="board", description=localized(lambda: ui.say("ui.command.board")))
    async def board(interaction: discord.Interaction) -> None:
        ctx, _live = await running(interaction, ui)
        ctx.bot.check_permissions(interaction)
        await ctx.defer(thinking=True)
        await ctx.bot.publish_turn(ctx.row.id, ui, repost=interaction.id)
        await ctx.say(ui.say("ui.board.reposted"))

    @group.command(
        name=ui.panel_command, description=localized(lambda: ui.say(f"ui.command.{ui.panel_command}"))
    )
    async def panel(interaction: discord.Interaction) -> None:
        ctx, live = await running(interaction, ui)
        await ui.open_panel(ctx, live, live.seat_of_user(ctx.user_id))

    @group.command(name="status", description=localized(lambda: ui.say("ui.command.status")))
    async def status(interaction: discord.Interaction) -> None:
        ctx, live = await running(interaction, ui)
        await ctx.bot.messenger.say_long(interaction, ui.status_text(ctx, live))

    @group.command(name="log", description=localized(lambda: ui.say("ui.command.log")))
    async def log(interaction: discord.Interaction) -> None:
        ctx, live = await running(interaction, ui)
        await ctx.bot.messenger.say_long(interaction, ui.log_text(live))

    @group.command(name="rules", description=localized(lambda: ui.say("ui.command.rules")))
    async def rules(interaction: discord.Interaction) -> None:
        await bot_of(interaction).messenger.say_long(interaction, ui.rules_text())
