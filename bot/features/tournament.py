"""``/tournament``: organisers (Manage Server, or the role an admin names with ``/tournament
organisers``) create a tournament of a game, people sign up with the sign-up message's Join and Leave
buttons, and ``start`` (or the close time) starts it; ``cancel`` ends it; ``show`` tells any
tournament's rounds, tables and records. The running is :class:`bot.app.tournaments.TournamentKeeper`.

The sign-up buttons' custom ids (``t:<tournament>:<verb>``) name no game, so the input seam reads them
first (:func:`bot.interactions.inputs.read_tournament_id`)."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.app.tournaments import TournamentKeeper
from bot.components import fit, tournament_custom_id
from bot.interactions.context import Refusal
from bot.interactions.inputs import TournamentClick
from bot.interactions.translator import localized
from bot.messaging import Post, plain
from bot.texts import text
from rules import i18n

if TYPE_CHECKING:
    from bot.app.languages import Languages
    from bot.interactions.context import Contexts
    from bot.store.tournaments import TournamentRow

MAX_NAME = 60
MAX_ROUNDS = 10
MAX_ROUND_HOURS = 336.0
MAX_CLOSE_HOURS = 336.0
MAX_CLOCK_HOURS = 720.0
"""The longest turn clock a tournament may choose (as ``/<game> settings`` allows)."""
LIST_LIMIT = 10
MESSAGE = 2000


async def may_organise(desk: Contexts, interaction: discord.Interaction, refusal: str) -> int:
    """The server, if the member may organise tournaments and game nights there (Manage Server, or the
    organisers' role an admin named); else the refusal of catalogue key ``refusal``."""
    guild_id = interaction.guild_id
    if guild_id is None or interaction.channel_id is None:
        raise Refusal(text("error.dm_only"))
    perms = getattr(interaction, "permissions", None)
    if perms is not None and perms.manage_guild:
        return guild_id
    role = await desk.store.servers.organiser_role(guild_id)
    roles = getattr(interaction.user, "roles", [])
    if role is not None and any(r.id == role for r in roles):
        return guild_id
    raise Refusal(text(refusal))


class TournamentDesk:
    """The ``/tournament`` commands and the sign-up buttons."""

    def __init__(self, desk: Contexts, languages: Languages) -> None:
        self._desk = desk
        self._languages = languages
        self._keeper: TournamentKeeper | None = None

    def bind(self, keeper: TournamentKeeper) -> None:
        self._keeper = keeper

    @property
    def keeper(self) -> TournamentKeeper:
        assert self._keeper is not None, "the tournaments start in setup_hook"
        return self._keeper

    # --- the sign-up message -----------------------------------------------------------------------

    async def refresh_signup(self, tournament_id: int) -> None:
        await self.keeper.refresh_signup(tournament_id)

    async def click(self, interaction: discord.Interaction, click: TournamentClick) -> None:
        """Join, Leave, or (during play) leave for good."""
        store = self._desk.store.tournaments
        tournament = await store.tournament(click.tournament)
        if tournament is None or tournament.guild_id != interaction.guild_id:
            raise Refusal(text("tournament.unknown"))
        user = interaction.user
        if click.verb == "join":
            if tournament.status != "signup":
                raise Refusal(text("tournament.signup_over", name=plain(tournament.name)))
            if not await store.sign_up(tournament.id, user.id, user.display_name):
                raise Refusal(text("tournament.already_in", name=plain(tournament.name)))
        elif click.verb == "leave" and tournament.status == "running":
            if not any(
                e.user_id == user.id and e.left_at is None for e in await store.entrants(tournament.id)
            ):
                raise Refusal(text("tournament.not_in", name=plain(tournament.name)))
            view = discord.ui.View(timeout=None)
            view.add_item(
                discord.ui.Button(
                    style=discord.ButtonStyle.danger,
                    label=text("tournament.quit_button"),
                    custom_id=tournament_custom_id(tournament.id, "quit"),
                )
            )
            await self._desk.messenger.reply(
                interaction, Post(content=text("tournament.quit_ask", name=plain(tournament.name)), view=view)
            )
            return
        elif click.verb in ("leave", "quit"):
            if tournament.status not in ("signup", "running"):
                raise Refusal(text("tournament.over_already", name=plain(tournament.name)))
            if not await store.leave(tournament.id, user.id):
                raise Refusal(text("tournament.not_in", name=plain(tournament.name)))
            if click.verb == "quit":
                await self._desk.messenger.say(
                    interaction, text("tournament.quit_done", name=plain(tournament.name))
                )
                await self.keeper.show_standings(tournament.id)
                return
        fresh = await store.tournament(tournament.id)
        assert fresh is not None
        await self._desk.messenger.update(interaction, await self.keeper.signup_post(fresh))

    # --- commands ----------------------------------------------------------------------------------

    async def _may_organise(self, interaction: discord.Interaction) -> int:
        return await may_organise(self._desk, interaction, "tournament.organisers_only")

    async def create(self, interaction: discord.Interaction, asked: Asked) -> None:
        guild_id = await self._may_organise(interaction)
        ui = self._desk.uis.get(asked.game)
        if ui is None:
            raise Refusal(text("tournament.bad_game"))
        module = ui.module
        if not module.min_players <= asked.size <= module.max_players:
            raise Refusal(
                text("tournament.bad_size", game=ui.title, min=module.min_players, max=module.max_players)
            )
        if asked.level not in ui.computer_levels:
            raise Refusal(text("tournament.bad_level"))
        name = " ".join(asked.name.split())[:MAX_NAME] or ui.title
        now = time.time()
        assert interaction.channel_id is not None
        tournament = await self._desk.store.tournaments.create(
            guild_id=guild_id,
            channel_id=interaction.channel_id,
            game=asked.game,
            name=name,
            format=asked.format,
            rounds=asked.rounds if asked.format == "swiss" else 0,
            size=asked.size,
            fill=asked.fill,
            level=asked.level,
            takeover=asked.takeover,
            clocks=(asked.reminder_hours, asked.takeover_hours),
            round_hours=asked.round_hours,
            closes_at=now + asked.close_hours * 3600,
            seed=random.randrange(1, 2**31),
            created_by=interaction.user.id,
        )
        post = await self.keeper.signup_post(tournament)
        await self._desk.messenger.reply(interaction, post, ephemeral=False)
        message = await interaction.original_response()
        await self._desk.store.tournaments.set_messages(tournament.id, signup=message.id)

    async def _chosen(self, interaction: discord.Interaction, number: int | None) -> TournamentRow:
        """The tournament a command names, else the server's newest one still open."""
        guild_id = interaction.guild_id
        if guild_id is None:
            raise Refusal(text("error.dm_only"))
        store = self._desk.store.tournaments
        if number is not None:
            found = await store.tournament(number)
            if found is None or found.guild_id != guild_id:
                raise Refusal(text("tournament.unknown"))
            return found
        mine = [t for t in await store.of_server(guild_id) if t.status in ("signup", "running")]
        if not mine:
            raise Refusal(text("tournament.none_open"))
        return mine[0]

    async def start(self, interaction: discord.Interaction, number: int | None) -> None:
        await self._may_organise(interaction)
        tournament = await self._chosen(interaction, number)
        if tournament.status != "signup":
            raise Refusal(text("tournament.started_already", name=plain(tournament.name)))
        started = await self.keeper.start(tournament, time.time())
        await self.refresh_signup(tournament.id)
        key = "tournament.started" if started else "tournament.not_started"
        await self._desk.messenger.say(interaction, text(key, name=plain(tournament.name)))

    async def cancel(self, interaction: discord.Interaction, number: int | None) -> None:
        await self._may_organise(interaction)
        tournament = await self._chosen(interaction, number)
        if not await self._desk.store.tournaments.end(tournament.id, "cancelled", interaction.user.id):
            raise Refusal(text("tournament.over_already", name=plain(tournament.name)))
        await self.refresh_signup(tournament.id)
        await self.keeper.show_standings(tournament.id)
        with self._languages.public(tournament.guild_id):
            said = text(
                "tournament.cancelled", name=plain(tournament.name), by=plain(interaction.user.display_name)
            )
        await self._desk.messenger.reply(interaction, Post(content=said), ephemeral=False)

    async def show(self, interaction: discord.Interaction, number: int | None) -> None:
        """Any tournament's rounds, tables and records; without a number, the server's tournaments."""
        guild_id = interaction.guild_id
        if guild_id is None:
            raise Refusal(text("error.dm_only"))
        store = self._desk.store.tournaments
        if number is None:
            listed = await store.of_server(guild_id)
            if not listed:
                raise Refusal(text("tournament.none"))
            lines = [text("tournament.list_title")]
            for t in listed[:LIST_LIMIT]:
                lines.append(
                    text(
                        "tournament.list_line",
                        id=t.id,
                        name=plain(t.name),
                        game=self._desk.uis[t.game].title if t.game in self._desk.uis else t.game,
                        status=text(f"tournament.status.{t.status}", round=t.round, rounds=t.rounds),
                    )
                )
            await self._desk.messenger.say(interaction, "\n".join(lines))
            return
        tournament = await self._chosen(interaction, number)
        lines = [await self.keeper.standings_text(tournament.id)]
        progress = await self.keeper.progress(tournament.id)
        names = progress.names()
        for table in progress.tables:
            people = i18n.join_list(
                [
                    text(
                        "tournament.seat",
                        name=plain(names.get(u, "?")) if u is not None else text("tournament.computer"),
                        place=p,
                    )
                    for u, p in zip(table.seats, table.places or (0,) * len(table.seats), strict=True)
                ]
            )
            lines.append(
                text(
                    "tournament.record_line",
                    round=table.round,
                    number=table.number,
                    game=table.game_id or 0,
                    people=people,
                )
            )
        await self._desk.messenger.say(interaction, fit("\n".join(lines), MESSAGE))

    async def organisers(self, interaction: discord.Interaction, role: discord.Role | None) -> None:
        guild_id = interaction.guild_id
        perms = getattr(interaction, "permissions", None)
        if guild_id is None:
            raise Refusal(text("error.dm_only"))
        if not (perms and perms.manage_guild):
            raise Refusal(text("settings.admin_only"))
        await self._desk.store.servers.set_organiser_role(guild_id, None if role is None else role.id)
        said = (
            text("tournament.organisers_set", role=role.mention)
            if role
            else text("tournament.organisers_admins")
        )
        await self._desk.messenger.say(interaction, said)

    def _level_name(self, level: str) -> str:
        """A computer level in the reader's language, as the first game that has it names it."""
        return next(
            (ui.computer_levels[level] for ui in self._desk.uis.values() if level in ui.computer_levels),
            level,
        )

    def command_group(self) -> app_commands.Group:
        """``/tournament`` with its subcommands."""
        group = app_commands.Group(
            name="tournament", description=localized(lambda: text("command.tournament"))
        )
        games = [app_commands.Choice(name=ui.title, value=name) for name, ui in self._desk.uis.items()]
        levels = sorted({level for ui in self._desk.uis.values() for level in ui.computer_levels})

        @group.command(name="create", description=localized(lambda: text("command.tournament_create")))
        @app_commands.describe(
            name=localized(lambda: text("command.tournament_name")),
            game=localized(lambda: text("command.tournament_game")),
            format=localized(lambda: text("command.tournament_format")),
            rounds=localized(lambda: text("command.tournament_rounds")),
            size=localized(lambda: text("command.tournament_size")),
            round_hours=localized(lambda: text("command.tournament_round_hours")),
            close_hours=localized(lambda: text("command.tournament_close_hours")),
            fill=localized(lambda: text("command.tournament_fill")),
            level=localized(lambda: text("command.tournament_level")),
            takeover=localized(lambda: text("command.tournament_takeover")),
            reminder_hours=localized(lambda: text("command.tournament_reminder_hours")),
            takeover_hours=localized(lambda: text("command.tournament_takeover_hours")),
        )
        @app_commands.choices(
            game=games,
            format=[
                app_commands.Choice(name=localized(lambda: text("command.tournament_swiss")), value="swiss"),
                app_commands.Choice(
                    name=localized(lambda: text("command.tournament_round_robin")), value="round_robin"
                ),
            ],
            fill=[
                app_commands.Choice(
                    name=localized(lambda: text("command.tournament_fill_computer")), value="computer"
                ),
                app_commands.Choice(name=localized(lambda: text("command.tournament_fill_bye")), value="bye"),
            ],
            level=[
                app_commands.Choice(name=localized(partial(self._level_name, level)), value=level)
                for level in levels
            ],
            takeover=[
                app_commands.Choice(
                    name=localized(lambda: text("command.tournament_takeover_keeps")), value="keeps"
                ),
                app_commands.Choice(
                    name=localized(lambda: text("command.tournament_takeover_last")), value="last"
                ),
            ],
        )
        async def create_command(
            interaction: discord.Interaction,
            name: app_commands.Range[str, 1, MAX_NAME],
            game: str,
            format: str = "swiss",
            rounds: app_commands.Range[int, 1, MAX_ROUNDS] = 3,
            size: app_commands.Range[int, 2, 4] = 3,
            round_hours: app_commands.Range[float, 1.0, MAX_ROUND_HOURS] = 48.0,
            close_hours: app_commands.Range[float, 0.0, MAX_CLOSE_HOURS] = 24.0,
            fill: str = "computer",
            level: str = "easy",
            takeover: str = "keeps",
            reminder_hours: app_commands.Range[float, 0.0, MAX_CLOCK_HOURS] | None = None,
            takeover_hours: app_commands.Range[float, 0.0, MAX_CLOCK_HOURS] | None = None,
        ) -> None:
            await self.create(
                interaction,
                Asked(
                    name,
                    game,
                    format,
                    rounds,
                    size,
                    round_hours,
                    close_hours,
                    fill,
                    level,
                    takeover,
                    reminder_hours,
                    takeover_hours,
                ),
            )

        @group.command(name="start", description=localized(lambda: text("command.tournament_start")))
        @app_commands.describe(tournament=localized(lambda: text("command.tournament_number")))
        async def start_command(
            interaction: discord.Interaction,
            tournament: app_commands.Range[int, 1, 999_999_999] | None = None,
        ) -> None:
            await self.start(interaction, tournament)

        @group.command(name="cancel", description=localized(lambda: text("command.tournament_cancel")))
        @app_commands.describe(tournament=localized(lambda: text("command.tournament_number")))
        async def cancel_command(
            interaction: discord.Interaction,
            tournament: app_commands.Range[int, 1, 999_999_999] | None = None,
        ) -> None:
            await self.cancel(interaction, tournament)

        @group.command(name="show", description=localized(lambda: text("command.tournament_show")))
        @app_commands.describe(tournament=localized(lambda: text("command.tournament_number")))
        async def show_command(
            interaction: discord.Interaction,
            tournament: app_commands.Range[int, 1, 999_999_999] | None = None,
        ) -> None:
            await self.show(interaction, tournament)

        @group.command(
            name="organisers", description=localized(lambda: text("command.tournament_organisers"))
        )
        @app_commands.describe(role=localized(lambda: text("command.tournament_role")))
        async def organisers_command(
            interaction: discord.Interaction, role: discord.Role | None = None
        ) -> None:
            await self.organisers(interaction, role)

        return group


@dataclass(frozen=True, slots=True)
class Asked:
    """What ``/tournament create`` asks for."""

    name: str
    game: str
    format: str
    rounds: int
    size: int
    round_hours: float
    close_hours: float
    fill: str
    level: str
    takeover: str = "keeps"
    reminder_hours: float | None = None
    """The tables' own hours before a reminder (``None``: the server's)."""
    takeover_hours: float | None = None
    """The tables' own hours before a take-over vote (``None``: the server's)."""

    def __post_init__(self) -> None:
        known = self.format in ("swiss", "round_robin") and self.fill in ("bye", "computer")
        if not known or self.takeover not in ("keeps", "last"):
            raise Refusal(text("tournament.bad_format"))
