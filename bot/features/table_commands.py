"""The subcommands every game shares about a running game: ``board`` (shown privately), the private panel,
``status``,
``log`` and ``rules``, written once here; each game only says what its panel is called and gives its
status lines, log words, rules pages and panel.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.features.board import show as show_board
from bot.features.game_verbs import open_panel
from bot.features.rulebook import show_rules
from bot.games.seam import GameUI
from bot.interactions.context import Contexts
from bot.interactions.translator import localized


def add_commands(group: app_commands.Group, ui: GameUI, desk: Contexts) -> None:
    """Add ``board``, the game's panel command, ``status``, ``log`` and ``rules`` to its group."""

    @group.command(name="board", description=localized(lambda: ui.say("ui.command.board")))
    async def board(interaction: discord.Interaction) -> None:
        await show_board(desk, interaction, ui)

    @group.command(
        name=ui.panel_command, description=localized(lambda: ui.say(f"ui.command.{ui.panel_command}"))
    )
    async def panel(interaction: discord.Interaction) -> None:
        ctx, live = await desk.running(interaction, ui)
        await open_panel(ctx, ui, live, live.seat_of_user(ctx.user_id))

    @group.command(name="status", description=localized(lambda: ui.say("ui.command.status")))
    async def status(interaction: discord.Interaction) -> None:
        ctx, live = await desk.running(interaction, ui)
        await desk.messenger.say_long(interaction, ui.status_text(live, ctx.link()))

    @group.command(name="log", description=localized(lambda: ui.say("ui.command.log")))
    async def log(interaction: discord.Interaction) -> None:
        _ctx, live = await desk.running(interaction, ui)
        await desk.messenger.say_long(interaction, ui.log_text(live))

    @group.command(name="rules", description=localized(lambda: ui.say("ui.command.rules")))
    async def rules(interaction: discord.Interaction) -> None:
        await show_rules(desk, interaction, ui)
