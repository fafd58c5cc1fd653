"""The season part of ``/<game> settings``: the schedule (``season:``), the podium's channel and the
champion's role, per game; read from what an admin typed and shown back in words.

A change of schedule ends the running season at once (its podium follows within a minute) and opens the
next under the new schedule; ``off`` ends it and opens none. Without a channel named, the podium goes to
the channel the admin typed the command in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot.app import seasons
from bot.app.season_calendar import MAX_WEEKS, OFF, Schedule
from bot.interactions.context import Refusal
from bot.store.seasons import SeasonChoice
from bot.texts import text

if TYPE_CHECKING:
    from bot.games.seam import GameUI
    from bot.store import Store


@dataclass(frozen=True, slots=True)
class Asked:
    """The season options of one ``/<game> settings`` (``None``: left as it is)."""

    season: str | None = None
    channel: int | None = None
    role: discord.Role | None = None

    @property
    def empty(self) -> bool:
        return self.season is None and self.channel is None and self.role is None

    @property
    def schedule(self) -> Schedule | None:
        return None if self.season is None else Schedule.read(self.season)

    def check(self) -> None:
        """Refuse what cannot be kept, before anything else of the command is.

        Raises
        ------
        Refusal
            The schedule is none the bot knows, or the role is one no member can be given.
        """
        if self.season is not None and self.schedule is None:
            raise Refusal(text("settings.bad_season", typed=self.season[:40], max=MAX_WEEKS))
        if self.role is not None and (self.role.is_default() or self.role.managed):
            raise Refusal(text("settings.bad_role", role=self.role.mention))


async def words(store: Store, ui: GameUI, guild_id: int) -> str:
    """This game's seasons on a server, in one sentence."""
    choice = await store.seasons.choice(guild_id, ui.module.name)
    schedule = OFF if choice is None else Schedule.stored(choice.schedule)
    if not schedule.on or choice is None:
        return text("settings.season_off", game=ui.title)
    channel = f"<#{choice.channel_id}>"
    said = text("settings.season_on", game=ui.title, schedule=schedule_words(schedule), channel=channel)
    if choice.role_id is not None:
        said += " " + text("settings.season_role", role=f"<@&{choice.role_id}>")
    return said


def schedule_words(schedule: Schedule) -> str:
    """A schedule in words, in the current language."""
    return text(f"season.cadence.{schedule.cadence.value}", weeks=schedule.weeks)


async def change(store: Store, ui: GameUI, interaction: discord.Interaction, asked: Asked, now: float) -> str:
    """Keep what ``asked`` changes of this game's seasons (checked by :meth:`Asked.check`) and say how
    they stand; a role the bot cannot give yet is said at once."""
    guild_id = interaction.guild_id
    assert guild_id is not None, "settings are a server's"
    if asked.empty:
        return await words(store, ui, guild_id)
    name = ui.module.name
    old = await store.seasons.choice(guild_id, name)
    was = OFF if old is None else Schedule.stored(old.schedule)
    schedule = asked.schedule or was
    changed = schedule != was
    choice = SeasonChoice(
        guild_id,
        name,
        schedule.store(),
        now if changed or old is None else old.chosen_at,
        asked.channel or (old.channel_id if old is not None else None) or interaction.channel_id,
        asked.role.id if asked.role is not None else (old.role_id if old is not None else None),
        interaction.user.id,
    )
    await store.seasons.choose(choice, cut_at=now if changed and was.on else None)
    await seasons.catch_up(store, name, now, guild_id)
    line = await words(store, ui, guild_id)
    perms = interaction.app_permissions
    if choice.role_id is not None and schedule.on and not perms.manage_roles:
        line += "\n" + text("settings.season_role_needs", role=f"<@&{choice.role_id}>")
    return line
