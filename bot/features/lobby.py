"""Lobbies and the commands every game shares: join, leave, start and abandon, for any game module.

A lobby is one public message with Join / Leave / Start buttons that is edited as people come and
go; starting seats the members in a random order, stores the game and posts its first turn message.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.components import GameButton, Ref, Verb, one_of, view_of
from bot.features import history, season_settings, table_commands, threads, timers, undo
from bot.features.names import distinct_name
from bot.interactions.context import Contexts, Ctx, Refusal, Route, check_permissions
from bot.interactions.translator import localized
from bot.messaging import Post, plain, timestamp
from bot.store import Hints
from bot.texts import text
from rules import i18n

if TYPE_CHECKING:
    from bot.app.languages import Languages
    from bot.games.seam import GameUI
    from bot.store import PlayerRow


async def _show_lobby(ctx: Ctx, post: Post, *, on_lobby_message: bool) -> None:
    """Update the lobby: through the click's own response when the click was on it, else by an edit."""
    if on_lobby_message:
        await ctx.messenger.update(ctx.interaction, post)
    elif ctx.row.message_id is not None:
        await ctx.messenger.edit(ctx.row.channel_id, ctx.row.guild_id, ctx.row.message_id, post)


async def join(ctx: Ctx, *, on_lobby_message: bool) -> None:
    """Add the user to the lobby (the lobby message follows)."""
    module = ctx.ui.module
    if ctx.row.status != "lobby":
        raise (
            ctx.moved_on()
            if on_lobby_message
            else Refusal(text("lobby.game_running", game=ctx.ui.title, link=ctx.link() or ""))
        )
    members = await ctx.tables.store.games.players(ctx.row.id)
    if any(m.user_id == ctx.user_id for m in members):
        raise Refusal(text("lobby.already_in"))
    held = await ctx.tables.posting.held(ctx.row.id, members)
    others = [h for h in held if h.user_id != ctx.user_id]
    if len(members) >= module.max_players:
        raise Refusal(text("lobby.full", max=module.max_players))
    if others and len(members) + len(others) >= module.max_players:
        raise Refusal(text("lobby.held_full", time=timestamp(min(h.until for h in others), "t")))
    name = distinct_name(ctx.interaction.user.display_name, [m.name for m in members])
    await ctx.tables.store.games.add_player(ctx.row.id, ctx.user_id, name)
    await _show_lobby(ctx, await ctx.tables.posting.lobby_now(ctx.row), on_lobby_message=on_lobby_message)
    if not on_lobby_message:
        await ctx.say(text("lobby.joined", game=ctx.ui.title))


async def leave(ctx: Ctx, *, on_lobby_message: bool) -> None:
    """Take the user out of the lobby; an empty lobby closes. At a running practice table, a computer
    takes the user's seat (they may come back with ``join``)."""
    if ctx.row.status == "active" and ctx.row.practice:
        await _leave_practice(ctx)
        return
    if ctx.row.status == "active":
        raise Refusal(text("lobby.cannot_leave_running", command=ctx.command))
    if ctx.row.status != "lobby":
        raise ctx.moved_on()
    if not await ctx.tables.store.games.remove_player(ctx.row.id, ctx.user_id):
        raise Refusal(text("lobby.not_in"))
    left = await ctx.tables.store.games.players(ctx.row.id)
    if left or await ctx.tables.posting.held(ctx.row.id, left):
        await _show_lobby(ctx, await ctx.tables.posting.lobby_now(ctx.row), on_lobby_message=on_lobby_message)
        if not on_lobby_message:
            await ctx.say(text("lobby.left"))
        return
    await ctx.finish(await ctx.tables.abandon(ctx.row.id, None))
    await _show_lobby(
        ctx, Post(content=text("lobby.closed", game=ctx.ui.title)), on_lobby_message=on_lobby_message
    )
    await ctx.say(text("lobby.left_closed"))


async def _leave_practice(ctx: Ctx) -> None:
    """A person leaves a running practice table: an easy computer plays their seat from now on."""
    live = await ctx.live()
    seat = live.seat_of_user(ctx.user_id)
    if live.user_of_seat(seat).computer:
        raise Refusal(text("teach.practice_already_left", command=ctx.command))
    name = plain(live.user_of_seat(seat).name)
    notice = text("teach.practice_left", name=name)
    await ctx.finish(await ctx.tables.take_over(ctx.row.id, [ctx.user_id], PRACTICE_LEVEL, notice))
    await ctx.say(text("teach.practice_left_reply", command=ctx.command))


async def learn(desk: Contexts, interaction: discord.Interaction, ui: GameUI) -> None:
    """``/<game> learn``: open a practice table's lobby in the channel with the user in it (friends may
    join; computers fill the table at the start)."""
    if await desk.open_here(interaction, ui) is not None:
        raise Refusal(text("teach.practice_channel_busy", game=ui.title, command=ui.module.name))
    await _open_lobby(desk, interaction, ui, practice=True)


async def _members_asking(ctx: Ctx) -> list[PlayerRow]:
    """The lobby's members, when the one clicking is among them and the lobby is still open."""
    if ctx.row.status != "lobby":
        raise ctx.moved_on()
    members = await ctx.tables.store.games.players(ctx.row.id)
    if not any(m.user_id == ctx.user_id for m in members):
        raise Refusal(text("lobby.start_member"))
    return members


PRACTICE_SEATS = 3
"""Seats a practice table has at least when it starts: the people and computers to play against."""
PRACTICE_LEVEL = "easy"
"""The computers a practice table seats, and that take a seat a person leaves."""


async def start(ctx: Ctx, variant: str, *, on_lobby_message: bool, fill: str | None = None) -> None:
    """Seat the lobby at random (empty seats filled with computers of level ``fill``), deal, post. A
    practice table seats easy computers until it has at least :data:`PRACTICE_SEATS` players and
    one computer."""
    module = ctx.ui.module
    members = await _members_asking(ctx)
    held = await ctx.tables.posting.held(ctx.row.id, members)
    if held:
        until = timestamp(min(h.until for h in held), "t")
        names = i18n.join_list([plain(h.name) for h in held])
        raise Refusal(text("lobby.start_held", people=names, time=until))
    if fill is not None and fill in ctx.ui.computer_levels and len(members) < module.max_players:
        await _seat_computers(ctx, members, fill, module.max_players - len(members))
        members = await ctx.tables.store.games.players(ctx.row.id)
    if ctx.row.practice and PRACTICE_LEVEL in ctx.ui.computer_levels:
        wanted = min(module.max_players, max(PRACTICE_SEATS, module.min_players, len(members) + 1))
        if not any(m.computer for m in members) and len(members) < wanted:
            await _seat_computers(ctx, members, PRACTICE_LEVEL, wanted - len(members))
            members = await ctx.tables.store.games.players(ctx.row.id)
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
    ctx.check_permissions()
    chosen = ctx.ui.variants.get(variant) or next(iter(ctx.ui.variants.values()))
    await ctx.defer(ephemeral=True)
    thread_id = await threads.place(ctx, members)
    await ctx.finish(await ctx.tables.start(ctx.row.id, dict(chosen.options), thread_id=thread_id))
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
    held = await ctx.tables.posting.held(ctx.row.id, members)
    if len(members) >= module.max_players:
        raise Refusal(text("lobby.full", max=module.max_players))
    if len(members) + len(held) >= module.max_players:
        raise Refusal(text("lobby.held_full", time=timestamp(min(h.until for h in held), "t")))
    await _seat_computers(ctx, members, level, 1)
    await _show_lobby(ctx, await ctx.tables.posting.lobby_now(ctx.row), on_lobby_message=on_lobby_message)
    if not on_lobby_message:
        await ctx.say(text("lobby.updated"))


async def _seat_computers(ctx: Ctx, members: list[PlayerRow], level: str, count: int) -> None:
    """Seat ``count`` computers of ``level``, each with a short name no member has yet; the name is
    stored bare and the level as its id, so each reader sees the level in their own language."""
    taken = {m.name.split(" ")[0] for m in members}
    free = [name for name in text("lobby.computer_names").split() if name not in taken]
    for name in free[:count]:
        await ctx.tables.store.games.add_computer(ctx.row.id, level, name)


async def remove_computer(ctx: Ctx, *, on_lobby_message: bool) -> None:
    """A lobby member takes the last computer player out again."""
    await _members_asking(ctx)
    if not await ctx.tables.store.games.remove_computer(ctx.row.id):
        raise Refusal(text("lobby.no_computer"))
    await _show_lobby(ctx, await ctx.tables.posting.lobby_now(ctx.row), on_lobby_message=on_lobby_message)
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
    await ctx.messenger.reply(
        ctx.interaction, Post(content=text("abandon.ask", game=ctx.ui.title), view=buttons)
    )


async def abandon(ctx: Ctx, languages: Languages) -> None:
    """Close the game after the confirmation; the public notice, the last table and (for a game in its
    thread) the lobby message say who ended it, the last two also when."""
    if not may_abandon(ctx):
        raise Refusal(text("abandon.not_allowed"))
    if ctx.row.status not in ("lobby", "active"):
        raise Refusal(text("error.game_over"))
    name, when = ctx.interaction.user.mention, timestamp(time.time(), "f")
    with languages.public(ctx.row.guild_id):
        notice = text("abandon.done", name=name, game=ctx.ui.title)
        ended = text("abandon.ended", name=name, time=when)
        thread = f"<#{ctx.row.channel_id}>"
        lobby = text("lobby.abandoned", game=ctx.ui.title, name=name, thread=thread, time=when)
    await ctx.finish(await ctx.tables.abandon(ctx.row.id, notice, ended=ended, lobby=lobby))
    await ctx.show(Post(content=text("abandon.done_reply")))


def routes(ui: GameUI, languages: Languages) -> dict[str, Route]:
    """The lobby's buttons and the abandon confirmation, for any game (``ui`` says which variants and
    computer levels its buttons may name).

    Only a click on the lobby message itself updates it through the click's response; the same verb
    sent from any other message edits the lobby by id and answers privately.
    """

    def arg(ctx: Ctx) -> str:
        assert ctx.click is not None
        return ctx.click.ref.arg

    def on_lobby(ctx: Ctx) -> bool:
        return ctx.on_message(ctx.row.message_id)

    async def join_click(ctx: Ctx) -> None:
        await join(ctx, on_lobby_message=on_lobby(ctx))

    async def leave_click(ctx: Ctx) -> None:
        await leave(ctx, on_lobby_message=on_lobby(ctx))

    async def start_click(ctx: Ctx) -> None:
        await start(ctx, arg(ctx), on_lobby_message=on_lobby(ctx))

    async def add_click(ctx: Ctx) -> None:
        await add_computer(ctx, arg(ctx), on_lobby_message=on_lobby(ctx))

    async def remove_click(ctx: Ctx) -> None:
        await remove_computer(ctx, on_lobby_message=on_lobby(ctx))

    async def abandon_click(ctx: Ctx) -> None:
        await abandon(ctx, languages)

    async def keep_click(ctx: Ctx) -> None:
        await ctx.show(Post(content=text("abandon.kept")))

    return {
        "join": Route(Verb(), join_click),
        "leave": Route(Verb(), leave_click),
        "start": Route(Verb(arg=one_of(ui.variants)), start_click),
        "add_ai": Route(Verb(arg=one_of(ui.computer_levels)), add_click),
        "remove_ai": Route(Verb(), remove_click),
        "abandon_yes": Route(Verb(), abandon_click),
        "abandon_no": Route(Verb(), keep_click),
    }


def command_group(ui: GameUI, desk: Contexts, languages: Languages) -> app_commands.Group:
    """``/<game>`` with the subcommands every game shares."""
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
        await _join_or_open(desk, interaction, ui)

    @group.command(name="learn", description=localized(lambda: text("command.learn", game=ui.title)))
    async def learn_command(interaction: discord.Interaction) -> None:
        await learn(desk, interaction, ui)

    @group.command(name="leave", description=localized(lambda: text("command.leave")))
    async def leave_command(interaction: discord.Interaction) -> None:
        await leave(await desk.in_channel(interaction, ui), on_lobby_message=False)

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
        ctx = await desk.in_channel(interaction, ui)
        await start(ctx, variant or next(iter(ui.variants)), on_lobby_message=False, fill=fill)

    @group.command(name="abandon", description=localized(lambda: text("command.abandon")))
    async def abandon_command(interaction: discord.Interaction) -> None:
        await ask_abandon(await desk.in_channel(interaction, ui))

    @group.command(name="settings", description=localized(lambda: text("command.settings")))
    @app_commands.describe(
        reminder_hours=localized(lambda: text("command.reminder_hours")),
        takeover_hours=localized(lambda: text("command.takeover_hours")),
        substitute_hours=localized(lambda: text("command.substitute_hours")),
        undo_minutes=localized(lambda: text("command.undo_minutes")),
        threads=localized(lambda: text("command.threads")),
        language=localized(lambda: text("command.language")),
        hints=localized(lambda: text("command.hints")),
        season=localized(lambda: text("command.season")),
        season_channel=localized(lambda: text("command.season_channel")),
        season_role=localized(lambda: text("command.season_role")),
    )
    @app_commands.choices(
        language=[app_commands.Choice(name=i18n.NAMES[lang], value=lang) for lang in i18n.LANGUAGES],
        hints=[
            app_commands.Choice(name=localized(partial(text, f"command.hints.{h.value}")), value=h.value)
            for h in Hints
        ],
    )
    @app_commands.default_permissions(manage_guild=True)
    async def settings_command(
        interaction: discord.Interaction,
        reminder_hours: float | None = None,
        takeover_hours: float | None = None,
        substitute_hours: float | None = None,
        undo_minutes: float | None = None,
        threads: bool | None = None,
        language: str | None = None,
        hints: str | None = None,
        season: app_commands.Range[str, 1, 40] | None = None,
        season_channel: discord.TextChannel | None = None,
        season_role: discord.Role | None = None,
    ) -> None:
        chosen = Hints(hints) if hints in set(Hints) else None
        if hints is not None and chosen is None:
            raise Refusal(text("settings.bad_hints"))
        asked = Asked(
            reminder_hours,
            takeover_hours,
            substitute_hours,
            undo_minutes,
            threads,
            language,
            chosen,
            season,
            None if season_channel is None else season_channel.id,
            None if season_role is None else season_role,
        )
        await _settings(desk, languages, interaction, asked, ui)

    @group.command(name="undo", description=localized(lambda: text("command.undo")))
    async def undo_command(interaction: discord.Interaction) -> None:
        """Take back my last move (as the Take back button does)."""
        await undo.command(desk, interaction, ui)

    history.add_commands(group, ui, desk)
    table_commands.add_commands(group, ui, desk)
    return group


@dataclass(frozen=True, slots=True)
class Asked:
    """The settings a ``/<game> settings`` names (``None``: left as it is)."""

    reminder: float | None = None
    takeover: float | None = None
    substitute: float | None = None
    undo_minutes: float | None = None
    threads_on: bool | None = None
    language: str | None = None
    hints: Hints | None = None
    season: str | None = None
    season_channel: int | None = None
    season_role: discord.Role | None = None


async def _settings(
    desk: Contexts, languages: Languages, interaction: discord.Interaction, asked: Asked, ui: GameUI
) -> None:
    """Show or change the server's absence ladder (reminder, vote, new player), undo window, games in
    threads, public language and this game's seasons (changing needs Manage Server)."""
    guild_id = interaction.guild_id
    if guild_id is None:
        raise Refusal(text("error.dm_only"))
    servers = desk.store.servers
    current = await servers.guild_settings(guild_id)
    substitute = await servers.substitute_hours(guild_id)
    minutes = await servers.undo_minutes(guild_id)
    on = await servers.threads_on(guild_id)
    hints = await servers.hints(guild_id)
    if asked == Asked():
        shown = _settings_text(
            languages, "settings.show", guild_id, (*current, substitute), minutes, on, hints
        )
        seasons_line = await season_settings.words(desk.store, ui, guild_id)
        await desk.messenger.say(interaction, shown + "\n" + seasons_line)
        return
    perms = getattr(interaction, "permissions", None)
    if not (perms and perms.manage_guild):
        raise Refusal(text("settings.admin_only"))
    new = (
        current[0] if asked.reminder is None else asked.reminder,
        current[1] if asked.takeover is None else asked.takeover,
    )
    substitute = substitute if asked.substitute is None else asked.substitute
    if not all(0 <= hours <= 720 for hours in (*new, substitute)):
        raise Refusal(text("settings.bad"))
    if asked.undo_minutes is not None and not 0 <= asked.undo_minutes <= 1440:
        raise Refusal(text("settings.bad_undo"))
    if asked.language is not None and i18n.language_of(asked.language) is None:
        raise Refusal(text("settings.language_unknown", language=asked.language[:32]))
    season_asked = season_settings.Asked(asked.season, asked.season_channel, asked.season_role)
    season_asked.check()
    if new != current:
        await servers.set_guild_settings(guild_id, *new)
    if asked.substitute is not None:
        await servers.set_substitute_hours(guild_id, substitute)
    if asked.undo_minutes is not None:
        minutes = asked.undo_minutes
        await servers.set_undo_minutes(guild_id, minutes)
    if asked.threads_on is not None and asked.threads_on != on:
        await servers.set_threads(guild_id, asked.threads_on)
        on = asked.threads_on
    if asked.language is not None:
        await languages.set_guild(guild_id, i18n.resolve(asked.language))
    if asked.hints is not None:
        hints = asked.hints
        await servers.set_hints(guild_id, hints)
    seasons_line = await season_settings.change(desk.store, ui, interaction, season_asked, desk.clock())
    saved = _settings_text(languages, "settings.saved", guild_id, (*new, substitute), minutes, on, hints)
    await desk.messenger.say(interaction, saved + "\n" + seasons_line)


def _settings_text(
    languages: Languages,
    key: str,
    guild_id: int,
    ladder: tuple[float, float, float],
    minutes: float,
    threads_on: bool,
    hints: Hints,
) -> str:
    """The server's settings in words: ``ladder`` holds the hours before a reminder, a vote and a call
    for a new player."""
    return text(
        key,
        reminder=i18n.number(ladder[0], None),
        takeover=i18n.number(ladder[1], None),
        substitute=i18n.number(ladder[2], None),
        undo=i18n.number(minutes, None),
        threads=text("settings.on" if threads_on else "settings.off"),
        language=text(f"language.{languages.guild(guild_id)}"),
        hints=text(f"settings.hints.{hints.value}"),
    )


async def _join_or_open(desk: Contexts, interaction: discord.Interaction, ui: GameUI) -> None:
    """Join this channel's lobby, or open one with the user in it."""
    row = await desk.open_here(interaction, ui)
    if row is not None:
        ctx = desk.of(interaction, row, ui)
        if row.status == "active" and await timers.reclaim(ctx):
            return
        await join(ctx, on_lobby_message=False)
        return
    await _open_lobby(desk, interaction, ui, practice=False)


async def _open_lobby(
    desk: Contexts, interaction: discord.Interaction, ui: GameUI, *, practice: bool
) -> None:
    """Open a lobby (a practice table's with ``practice``) in the interaction's channel, which has no open
    game, with the user in it, and tell them so."""
    check_permissions(interaction)
    assert interaction.channel_id is not None  # open_here refused a DM
    row = await desk.store.games.create_lobby(
        ui.module.name,
        interaction.guild_id,
        interaction.channel_id,
        interaction.user.id,
        interaction.user.display_name,
        practice=practice,
    )
    await desk.tables.posting.post_lobby(row)
    said = text("teach.practice_opened" if practice else "lobby.opened", game=ui.title)
    await desk.messenger.say(interaction, said)
