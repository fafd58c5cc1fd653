"""``/gamenight``: organisers (Manage Server, or the organisers' role of ``/tournament organisers``) plan
a game night, which the bot creates as a Discord scheduled event in the server (it needs Manage
Events); ``list`` shows the nights to come. What happens when a night starts, and when its event is
edited or cancelled in Discord, is :class:`bot.app.game_nights.GameNightKeeper`'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.app import clock
from bot.app.game_nights import HOLD_SECONDS
from bot.app.ports import EventAnswer, EventPlan
from bot.components import fit
from bot.features.tournament import may_organise
from bot.interactions.context import Refusal
from bot.interactions.translator import localized
from bot.messaging import Post, plain, timestamp
from bot.texts import text
from rules import i18n

if TYPE_CHECKING:
    from bot.app.game_nights import GameNightKeeper
    from bot.app.languages import Languages
    from bot.interactions.context import Contexts

EVENT_NAME = 100
"""Discord's limit on a scheduled event's name."""
LOCATION = 100
"""Discord's limit on an external event's location."""
DESCRIPTION = 1000
"""Discord's limit on a scheduled event's description."""
MAX_DAYS_AHEAD = 365
"""How far ahead a game night may be planned."""
MAX_HOURS = 12.0
"""The longest game night (the event's end is its start plus its hours)."""
MESSAGE = 2000


@dataclass(frozen=True, slots=True)
class Planned:
    """What ``/gamenight plan`` asks for."""

    game: str
    start: str
    hours: float = 3.0
    name: str | None = None
    time_zone: str | None = None
    channel_id: int | None = None
    channel_name: str | None = None


class GameNightDesk:
    """The ``/gamenight`` commands."""

    def __init__(self, desk: Contexts, languages: Languages) -> None:
        self._desk = desk
        self._languages = languages
        self._keeper: GameNightKeeper | None = None

    def bind(self, keeper: GameNightKeeper) -> None:
        self._keeper = keeper

    async def plan(self, interaction: discord.Interaction, asked: Planned) -> None:
        """Create the night's event in Discord and keep the night; the public reply says when, where and
        how to get a seat, with the event's link."""
        guild_id = await may_organise(self._desk, interaction, "gamenight.organisers_only")
        ui = self._desk.uis.get(asked.game)
        if ui is None:
            raise Refusal(text("tournament.bad_game"))
        if not 0.5 <= asked.hours <= MAX_HOURS:
            raise Refusal(text("gamenight.bad_hours", most=i18n.number(MAX_HOURS, None)))
        now = self._desk.clock()
        zone_name = asked.time_zone
        if zone_name is not None and not clock.is_zone(zone_name):
            raise Refusal(text("gamenight.bad_zone", zone=plain(zone_name[:64])))
        if zone_name is None:
            zone_name = (await self._desk.store.people.preference(interaction.user.id)).time_zone
        starts = clock.parse_start(asked.start, now, clock.zone(zone_name))
        if starts is None:
            raise Refusal(text("gamenight.bad_time", start=plain(asked.start[:40])))
        if starts <= now + 60:
            raise Refusal(text("gamenight.past", time=timestamp(starts, "F")))
        if starts > now + MAX_DAYS_AHEAD * 86400:
            raise Refusal(text("gamenight.too_far", days=MAX_DAYS_AHEAD))
        channel_id = asked.channel_id or interaction.channel_id
        channel_name = asked.channel_name or getattr(interaction.channel, "name", None)
        thread = interaction.channel
        if asked.channel_id is None and isinstance(thread, discord.Thread):
            channel_id = thread.parent_id  # tables open in threads of a channel, never inside a thread
            channel_name = thread.parent.name if thread.parent is not None else None
        assert channel_id is not None
        channel_name = channel_name or ui.title
        with self._languages.public(guild_id):
            name = " ".join((asked.name or text("gamenight.default_name", game=ui.title)).split())
            minutes = int(HOLD_SECONDS // 60)
            plan = EventPlan(
                name=fit(name, EVENT_NAME),
                description=fit(
                    text("gamenight.description", game=ui.title, channel=channel_name, minutes=minutes),
                    DESCRIPTION,
                ),
                location=fit(text("gamenight.location", channel=channel_name), LOCATION),
                starts=starts,
                ends=starts + asked.hours * 3600,
            )
            reason = text("gamenight.reason", name=interaction.user.display_name)
        made = await self._desk.messenger.create_event(guild_id, plan, reason[:512])
        if made is EventAnswer.FORBIDDEN:
            raise Refusal(text("gamenight.forbidden"))
        if made is EventAnswer.REFUSED:
            raise Refusal(text("gamenight.refused"))
        assert isinstance(made, int)
        night = await self._desk.store.nights.create(
            guild_id=guild_id,
            channel_id=channel_id,
            game=asked.game,
            event_id=made,
            name=plan.name,
            starts_at=starts,
            created_by=interaction.user.id,
        )
        with self._languages.public(guild_id):
            said = text(
                "gamenight.planned",
                name=plain(night.name),
                time=timestamp(starts, "F"),
                when=timestamp(starts, "R"),
                channel=f"<#{channel_id}>",
                minutes=minutes,
                link=f"https://discord.com/events/{guild_id}/{made}",
            )
        await self._desk.messenger.reply(interaction, Post(content=said), ephemeral=False)

    async def list(self, interaction: discord.Interaction) -> None:
        """The server's game nights to come (and those whose seats are held now), soonest first."""
        guild_id = interaction.guild_id
        if guild_id is None:
            raise Refusal(text("error.dm_only"))
        nights = await self._desk.store.nights.of_server(guild_id)
        if not nights:
            raise Refusal(text("gamenight.none"))
        lines = [text("gamenight.list_title")]
        for night in nights:
            ui = self._desk.uis.get(night.game)
            lines.append(
                text(
                    "gamenight.list_line",
                    time=timestamp(night.starts_at, "F"),
                    name=plain(night.name),
                    game=ui.title if ui is not None else night.game,
                    channel=f"<#{night.channel_id}>",
                    link=f"https://discord.com/events/{guild_id}/{night.event_id}",
                )
            )
        await self._desk.messenger.say(interaction, fit("\n".join(lines), MESSAGE))

    def command_group(self) -> app_commands.Group:
        """``/gamenight`` with ``plan`` and ``list``."""
        group = app_commands.Group(
            name="gamenight", description=localized(lambda: text("command.gamenight")), guild_only=True
        )
        games = [app_commands.Choice(name=ui.title, value=name) for name, ui in self._desk.uis.items()]

        @group.command(name="plan", description=localized(lambda: text("command.gamenight_plan")))
        @app_commands.describe(
            game=localized(lambda: text("command.gamenight_game")),
            start=localized(lambda: text("command.gamenight_start")),
            hours=localized(lambda: text("command.gamenight_hours")),
            name=localized(lambda: text("command.gamenight_name")),
            time_zone=localized(lambda: text("command.gamenight_zone")),
            channel=localized(lambda: text("command.gamenight_channel")),
        )
        @app_commands.choices(game=games)
        async def plan_command(
            interaction: discord.Interaction,
            game: str,
            start: app_commands.Range[str, 1, 40],
            hours: app_commands.Range[float, 0.5, MAX_HOURS] = 3.0,
            name: app_commands.Range[str, 1, EVENT_NAME] | None = None,
            time_zone: app_commands.Range[str, 1, 64] | None = None,
            channel: discord.TextChannel | None = None,
        ) -> None:
            await self.plan(
                interaction,
                Planned(
                    game,
                    start,
                    hours,
                    name,
                    time_zone,
                    None if channel is None else channel.id,
                    None if channel is None else channel.name,
                ),
            )

        @plan_command.autocomplete("time_zone")
        async def zones(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            return [app_commands.Choice(name=z, value=z) for z in clock.zones_like(current)]

        @group.command(name="list", description=localized(lambda: text("command.gamenight_list")))
        async def list_command(interaction: discord.Interaction) -> None:
            await self.list(interaction)

        return group
