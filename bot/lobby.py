"""Lobbies and the commands every game shares: join, leave, start and abandon, for any game module.

A lobby is one public message with Join / Leave / Start buttons that is edited as people come and
go; starting seats the members in a random order, stores the game and posts its first turn message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import history, table_commands, threads, timers, undo
from bot.components import GameButton, Ref, view_of
from bot.context import Ctx, Refusal, bot_of
from bot.inputs import Verb, one_of
from bot.messaging import Post, plain
from bot.texts import text
from bot.translator import localized
from rules import i18n

if TYPE_CHECKING:
    from bot.client import GameBot
    from bot.games.base import GameUI
    from bot.store import GameRow, PlayerRow

VERBS = frozenset({"join", "leave", "start", "add_ai", "remove_ai", "abandon_yes", "abandon_no"})
"""Component verbs of lobbies and of the abandon question, handled by the core for every game."""


def verbs(ui: GameUI) -> dict[str, Verb]:
    """What each lobby verb accepts: a variant the game offers, a computer level it has."""
    accepts = {"start": Verb(arg=one_of(ui.variants)), "add_ai": Verb(arg=one_of(ui.computer_levels))}
    return {name: accepts.get(name, Verb()) for name in VERBS}


def lobby_post(ui: GameUI, game_id: int, creator: str, members: list[PlayerRow]) -> Post:
    """The lobby message: who is in, how to join, and the buttons."""
    module = ui.module
    embed = discord.Embed(title=text("lobby.title", game=ui.title), colour=discord.Colour.teal())
    names = "\n".join(
        text("lobby.member_computer", name=plain(m.name))
        if m.computer
        else text("lobby.member", name=plain(m.name))
        for m in members
    ) or text("lobby.nobody")
    embed.add_field(
        name=text("lobby.players", count=len(members), min=module.min_players, max=module.max_players),
        value=names,
        inline=False,
    )
    embed.description = text("lobby.how", command=module.name, min=module.min_players, max=module.max_players)
    embed.set_footer(text=text("lobby.creator", name=creator))
    buttons = [
        GameButton(Ref(game_id, 0, "join"), text("lobby.button.join"), style=discord.ButtonStyle.primary),
        GameButton(Ref(game_id, 0, "leave"), text("lobby.button.leave")),
    ]
    for index, (name, variant) in enumerate(ui.variants.items()):
        label = (
            text("lobby.button.start")
            if index == 0
            else text("lobby.button.start_variant", variant=variant.label)
        )
        buttons.append(GameButton(Ref(game_id, 0, "start", name), label, style=discord.ButtonStyle.success))
    row = 1 if len(buttons) + len(ui.computer_levels) > 5 else None
    for level, level_label in ui.computer_levels.items():
        label = text("lobby.button.add_ai", level=level_label)
        buttons.append(GameButton(Ref(game_id, 0, "add_ai", level), label, row=row))
    if ui.computer_levels:
        buttons.append(GameButton(Ref(game_id, 0, "remove_ai"), text("lobby.button.remove_ai"), row=row))
    return Post(embed=embed, view=view_of(*buttons))


async def _lobby_now(bot: GameBot, ui: GameUI, row: GameRow) -> Post:
    """The lobby message as the store has it now."""
    members = await bot.store.players(row.id)
    with bot.languages.public(row.guild_id):
        creator = next(
            (plain(m.name) for m in members if m.user_id == row.creator_id), text("lobby.creator_gone")
        )
        return lobby_post(ui, row.id, creator, members)


async def _refresh_lobby(ctx: Ctx) -> Post:
    return await _lobby_now(ctx.bot, ctx.ui, ctx.row)


async def refresh_lobby(bot: GameBot, ui: GameUI, row: GameRow) -> None:
    """Show a lobby's stored members on its message (after a restart: a join may not have shown)."""
    if row.message_id is not None:
        await bot.messenger.edit(row.channel_id, row.guild_id, row.message_id, await _lobby_now(bot, ui, row))


async def _show_lobby(ctx: Ctx, post: Post, *, on_lobby_message: bool) -> None:
    """Update the lobby: through the click's own response when the click was on it, else by an edit."""
    if on_lobby_message:
        await ctx.bot.messenger.update(ctx.interaction, post)
    elif ctx.row.message_id is not None:
        await ctx.bot.messenger.edit(ctx.row.channel_id, ctx.row.guild_id, ctx.row.message_id, post)


def distinct_name(name: str, taken: list[str]) -> str:
    """``name``, numbered ("Sam 2") when a member already goes by it, so text and board tell them apart."""
    used = {t.casefold() for t in taken}
    number = 1
    candidate = name
    while candidate.casefold() in used:
        number += 1
        candidate = text("lobby.same_name", name=name, number=number)
    return candidate


async def join(ctx: Ctx, *, on_lobby_message: bool) -> None:
    """Add the user to the lobby (the lobby message follows)."""
    module = ctx.ui.module
    if ctx.row.status != "lobby":
        raise (
            ctx.moved_on()
            if on_lobby_message
            else Refusal(text("lobby.game_running", game=ctx.ui.title, link=ctx.link() or ""))
        )
    members = await ctx.bot.store.players(ctx.row.id)
    if any(m.user_id == ctx.user_id for m in members):
        raise Refusal(text("lobby.already_in"))
    if len(members) >= module.max_players:
        raise Refusal(text("lobby.full", max=module.max_players))
    name = distinct_name(ctx.interaction.user.display_name, [m.name for m in members])
    await ctx.bot.store.add_player(ctx.row.id, ctx.user_id, name)
    await _show_lobby(ctx, await _refresh_lobby(ctx), on_lobby_message=on_lobby_message)
    if not on_lobby_message:
        await ctx.say(text("lobby.joined", game=ctx.ui.title))


async def leave(ctx: Ctx, *, on_lobby_message: bool) -> None:
    """Take the user out of the lobby; an empty lobby closes."""
    if ctx.row.status == "active":
        raise Refusal(text("lobby.cannot_leave_running", command=ctx.command))
    if ctx.row.status != "lobby":
        raise ctx.moved_on()
    if not await ctx.bot.store.remove_player(ctx.row.id, ctx.user_id):
        raise Refusal(text("lobby.not_in"))
    if await ctx.bot.store.players(ctx.row.id):
        await _show_lobby(ctx, await _refresh_lobby(ctx), on_lobby_message=on_lobby_message)
        if not on_lobby_message:
            await ctx.say(text("lobby.left"))
        return
    await ctx.bot.store.close_game(ctx.row.id)
    await _show_lobby(
        ctx, Post(content=text("lobby.closed", game=ctx.ui.title)), on_lobby_message=on_lobby_message
    )
    await ctx.say(text("lobby.left_closed"))
    await ctx.bot.settle_game(ctx.row.id)


async def _members_asking(ctx: Ctx) -> list[PlayerRow]:
    """The lobby's members, when the one clicking is among them and the lobby is still open."""
    if ctx.row.status != "lobby":
        raise ctx.moved_on()
    members = await ctx.bot.store.players(ctx.row.id)
    if not any(m.user_id == ctx.user_id for m in members):
        raise Refusal(text("lobby.start_member"))
    return members


async def start(ctx: Ctx, variant: str, *, on_lobby_message: bool, fill: str | None = None) -> None:
    """Seat the lobby at random (empty seats filled with computers of level ``fill``), deal, post."""
    module = ctx.ui.module
    members = await _members_asking(ctx)
    if fill is not None and fill in ctx.ui.computer_levels and len(members) < module.max_players:
        await _seat_computers(ctx, members, fill, module.max_players - len(members))
        members = await ctx.bot.store.players(ctx.row.id)
    if not module.min_players <= len(members) <= module.max_players:
        raise Refusal(
            text(
                "lobby.start_count",
                game=ctx.ui.title,
                min=module.min_players,
                max=module.max_players,
                count=len(members),
            )
        )
    ctx.bot.check_permissions(ctx.interaction)
    chosen = ctx.ui.variants.get(variant) or next(iter(ctx.ui.variants.values()))
    await ctx.defer(ephemeral=True)
    thread_id = await threads.place(ctx, members)
    await ctx.bot.service.start(ctx.row.id, dict(chosen.options), thread_id=thread_id)
    await ctx.bot.publish_turn(ctx.row.id, ctx.ui)
    ctx.bot.wake_computers(ctx.row.id, ctx.ui)
    if on_lobby_message:
        return
    if thread_id is None:
        await ctx.say(text("lobby.started_reply"))
    else:
        await ctx.say(text("lobby.started_thread_reply", thread=f"<#{thread_id}>"))


async def add_computer(ctx: Ctx, level: str, *, on_lobby_message: bool) -> None:
    """A lobby member seats a computer player of ``level``."""
    module = ctx.ui.module
    members = await _members_asking(ctx)
    if len(members) >= module.max_players:
        raise Refusal(text("lobby.full", max=module.max_players))
    await _seat_computers(ctx, members, level, 1)
    await _show_lobby(ctx, await _refresh_lobby(ctx), on_lobby_message=on_lobby_message)
    if not on_lobby_message:
        await ctx.say(text("lobby.updated"))


async def _seat_computers(ctx: Ctx, members: list[PlayerRow], level: str, count: int) -> None:
    """Seat ``count`` computers of ``level``, each with a short name no member has yet."""
    taken = {m.name.split(" ")[0] for m in members}
    free = [name for name in text("lobby.computer_names").split() if name not in taken]
    for name in free[:count]:
        full = text("lobby.computer_name", name=name, level=ctx.ui.computer_levels[level])
        await ctx.bot.store.add_computer(ctx.row.id, level, full)


async def remove_computer(ctx: Ctx, *, on_lobby_message: bool) -> None:
    """A lobby member takes the last computer player out again."""
    await _members_asking(ctx)
    if not await ctx.bot.store.remove_computer(ctx.row.id):
        raise Refusal(text("lobby.no_computer"))
    await _show_lobby(ctx, await _refresh_lobby(ctx), on_lobby_message=on_lobby_message)
    if not on_lobby_message:
        await ctx.say(text("lobby.updated"))


def may_abandon(ctx: Ctx) -> bool:
    """The creator, or anyone who may manage the channel."""
    perms = getattr(ctx.interaction, "permissions", None)
    return ctx.user_id == ctx.row.creator_id or bool(perms and perms.manage_channels)


async def ask_abandon(ctx: Ctx) -> None:
    if not may_abandon(ctx):
        raise Refusal(text("abandon.not_allowed"))
    buttons = view_of(
        GameButton(
            Ref(ctx.row.id, ctx.row.version, "abandon_yes"),
            text("abandon.yes"),
            style=discord.ButtonStyle.danger,
        ),
        GameButton(Ref(ctx.row.id, ctx.row.version, "abandon_no"), text("abandon.no")),
    )
    await ctx.bot.messenger.reply(
        ctx.interaction, Post(content=text("abandon.ask", game=ctx.ui.title), view=buttons)
    )


async def abandon(ctx: Ctx) -> None:
    """Close the game after the confirmation; the public message says who ended it."""
    if not may_abandon(ctx):
        raise Refusal(text("abandon.not_allowed"))
    if ctx.row.status not in ("lobby", "active"):
        raise Refusal(text("error.game_over"))
    with ctx.bot.languages.public(ctx.row.guild_id):
        notice = text("abandon.done", name=ctx.interaction.user.mention, game=ctx.ui.title)
    async with ctx.bot.service.lock(ctx.row.id):
        await ctx.bot.store.close_game(ctx.row.id, notice=notice)
        ctx.bot.service.forget(ctx.row.id)
    await ctx.show(Post(content=text("abandon.done_reply")))
    await ctx.bot.settle_game(ctx.row.id)


async def on_component(ctx: Ctx, ref: Ref) -> None:
    """The lobby's buttons and the abandon confirmation.

    Only a click on the lobby message itself updates it through the click's response; the same
    verb sent from any other message edits the lobby by id and answers privately.
    """
    on_lobby = ctx.on_message(ctx.row.message_id)
    if ref.verb == "join":
        await join(ctx, on_lobby_message=on_lobby)
    elif ref.verb == "leave":
        await leave(ctx, on_lobby_message=on_lobby)
    elif ref.verb == "start":
        await start(ctx, ref.arg, on_lobby_message=on_lobby)
    elif ref.verb == "add_ai":
        await add_computer(ctx, ref.arg, on_lobby_message=on_lobby)
    elif ref.verb == "remove_ai":
        await remove_computer(ctx, on_lobby_message=on_lobby)
    elif ref.verb == "abandon_yes":
        await abandon(ctx)
    else:
        await ctx.show(Post(content=text("abandon.kept")))


def command_group(ui: GameUI) -> app_commands.Group:
    """``/<game>`` with the shared subcommands, then the game's own."""
    group = app_commands.Group(
        name=ui.module.name,
        description=localized(lambda: text("command.group", game=ui.title)),
        guild_only=True,
    )
    choices = [
        app_commands.Choice(name=localized(lambda n=name: ui.variants[n].label), value=name)  # type: ignore[misc]
        for name in ui.variants
    ]

    @group.command(name="join", description=localized(lambda: text("command.join")))
    async def join_command(interaction: discord.Interaction) -> None:
        await _join_or_open(interaction, ui)

    @group.command(name="leave", description=localized(lambda: text("command.leave")))
    async def leave_command(interaction: discord.Interaction) -> None:
        await leave(await bot_of(interaction).channel_game(interaction, ui), on_lobby_message=False)

    levels = [
        app_commands.Choice(name=localized(lambda v=level: ui.computer_levels[v]), value=level)  # type: ignore[misc]
        for level in ui.computer_levels
    ]

    @group.command(name="start", description=localized(lambda: text("command.start")))
    @app_commands.describe(
        variant=localized(lambda: text("command.variant")), fill=localized(lambda: text("command.fill"))
    )
    @app_commands.choices(variant=choices, fill=levels)
    async def start_command(
        interaction: discord.Interaction, variant: str | None = None, fill: str | None = None
    ) -> None:
        ctx = await bot_of(interaction).channel_game(interaction, ui)
        await start(ctx, variant or next(iter(ui.variants)), on_lobby_message=False, fill=fill)

    @group.command(name="abandon", description=localized(lambda: text("command.abandon")))
    async def abandon_command(interaction: discord.Interaction) -> None:
        await ask_abandon(await bot_of(interaction).channel_game(interaction, ui))

    @group.command(name="settings", description=localized(lambda: text("command.settings")))
    @app_commands.describe(
        reminder_hours=localized(lambda: text("command.reminder_hours")),
        takeover_hours=localized(lambda: text("command.takeover_hours")),
        undo_minutes=localized(lambda: text("command.undo_minutes")),
        threads=localized(lambda: text("command.threads")),
        language=localized(lambda: text("command.language")),
    )
    @app_commands.choices(
        language=[app_commands.Choice(name=i18n.NAMES[lang], value=lang) for lang in i18n.LANGUAGES]
    )
    @app_commands.default_permissions(manage_guild=True)
    async def settings_command(
        interaction: discord.Interaction,
        reminder_hours: float | None = None,
        takeover_hours: float | None = None,
        undo_minutes: float | None = None,
        threads: bool | None = None,
        language: str | None = None,
    ) -> None:
        await _settings(interaction, reminder_hours, takeover_hours, undo_minutes, threads, language)

    @group.command(name="undo", description=localized(lambda: text("command.undo")))
    async def undo_command(interaction: discord.Interaction) -> None:
        """Take back my last move (as the Take back button does)."""
        await undo.command(interaction, ui)

    history.add_commands(group, ui)
    table_commands.add_commands(group, ui)
    return group


async def _settings(
    interaction: discord.Interaction,
    reminder: float | None,
    takeover: float | None,
    undo_minutes: float | None,
    threads_on: bool | None,
    language: str | None,
) -> None:
    """Show or change the server's turn timers, undo window, games in threads and public language
    (changing needs Manage Server)."""
    bot = bot_of(interaction)
    guild_id = interaction.guild_id
    if guild_id is None:
        raise Refusal(text("error.dm_only"))
    current = await bot.store.guild_settings(guild_id)
    minutes = await bot.store.undo_minutes(guild_id)
    on = await bot.store.threads_on(guild_id)
    asked = (reminder, takeover, undo_minutes, threads_on, language)
    if all(value is None for value in asked):
        await bot.messenger.say(
            interaction, _settings_text(bot, "settings.show", guild_id, current, minutes, on)
        )
        return
    perms = getattr(interaction, "permissions", None)
    if not (perms and perms.manage_guild):
        raise Refusal(text("settings.admin_only"))
    new = (current[0] if reminder is None else reminder, current[1] if takeover is None else takeover)
    if not all(0 <= hours <= 720 for hours in new):
        raise Refusal(text("settings.bad"))
    if undo_minutes is not None and not 0 <= undo_minutes <= 1440:
        raise Refusal(text("settings.bad_undo"))
    if language is not None and i18n.language_of(language) is None:
        raise Refusal(text("settings.language_unknown", language=language[:32]))
    if new != current:
        await bot.store.set_guild_settings(guild_id, *new)
    if undo_minutes is not None:
        minutes = undo_minutes
        await bot.store.set_undo_minutes(guild_id, minutes)
    if threads_on is not None and threads_on != on:
        await bot.store.set_threads(guild_id, threads_on)
        on = threads_on
    if language is not None:
        await bot.languages.set_guild(guild_id, i18n.resolve(language))
    await bot.messenger.say(interaction, _settings_text(bot, "settings.saved", guild_id, new, minutes, on))


def _settings_text(
    bot: GameBot, key: str, guild_id: int, timers: tuple[float, float], minutes: float, threads_on: bool
) -> str:
    """The server's settings in words."""
    return text(
        key,
        reminder=f"{timers[0]:g}",
        takeover=f"{timers[1]:g}",
        undo=f"{minutes:g}",
        threads=text("settings.on" if threads_on else "settings.off"),
        language=i18n.NAMES[bot.languages.guild(guild_id)],
    )


async def _join_or_open(interaction: discord.Interaction, ui: GameUI) -> None:
    """Join this channel's lobby, or open one with the user in it."""
    bot = bot_of(interaction)
    if interaction.guild_id is None or interaction.channel_id is None:
        raise Refusal(text("error.dm_only"))
    row = await bot.store.open_game(interaction.channel_id)
    if row is not None:
        if row.game != ui.module.name:
            other = bot.uis[row.game].title if row.game in bot.uis else row.game
            raise Refusal(text("lobby.other_game", game=other))
        ctx = Ctx(bot, interaction, row, ui)
        if row.status == "active" and await timers.take_back(ctx):
            return
        await join(ctx, on_lobby_message=False)
        return
    bot.check_permissions(interaction)
    name = interaction.user.display_name
    row = await bot.store.create_lobby(
        ui.module.name, interaction.guild_id, interaction.channel_id, interaction.user.id, name
    )
    await bot.post_lobby(ui, row)
    await bot.messenger.say(interaction, text("lobby.opened", game=ui.title))
