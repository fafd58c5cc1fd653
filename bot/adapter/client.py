"""The Discord adapter: the client, its command tree, the input seam's call and error replies.

It builds the application once at start (the store, the game service, the table runtime with its
computer players and posting seam, the features) and hands each feature the narrow ports it uses;
nothing else imports this module. Every click goes through :class:`bot.adapter.router.Router`, every slash
command through the tree's check (:func:`bot.interactions.options.read_command`); errors of any handler end in
:meth:`GameBot.report`, which answers the user ephemerally and changes nothing.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

import discord
from discord import app_commands

from bot import memory
from bot.adapter import sync
from bot.adapter.router import Router
from bot.app.languages import Languages
from bot.app.ports import EventSeen, EventStatus
from bot.app.service import GameService, NotYourSeat
from bot.app.shards import Shards
from bot.app.tables import Tables
from bot.backups.schedule import AutoBackups
from bot.config import Settings
from bot.drawings import Drawings
from bot.features import board, follow, game_verbs, history, lobby, rulebook, teach, undo
from bot.features.gamenight import GameNightDesk
from bot.features.mygames import MyGames
from bot.features.timers import CHECK_EVERY, Timers
from bot.features.tournament import TournamentDesk
from bot.games.seam import GameUI, NotAPlayer
from bot.interactions.budget import Budget
from bot.interactions.context import Contexts, PostFailed, Refusal, Route
from bot.interactions.inputs import Forged
from bot.interactions.messenger import Messenger
from bot.interactions.options import read_command
from bot.interactions.translator import CatalogueTranslator
from bot.messaging import CannotPost
from bot.store import RESTORED, StaleVersion, Store, StoreError, StoreUnavailable
from bot.texts import text
from bot.workers import Renderers
from rules.errors import ActionError

log = logging.getLogger(__name__)


class GameBot(discord.AutoShardedClient):
    """The bot: one command group per game, one router for every button and menu.

    It runs the shards of ``SHARD_COUNT``/``SHARD_IDS`` (by default as many as Discord recommends, all
    in this process) and does the background work (timers, computer players, catching up after a
    restart) of the games in the servers of those shards only (:mod:`bot.app.shards`).
    """

    def __init__(
        self,
        settings: Settings,
        uis: Sequence[GameUI],
        *,
        sync_commands: bool = True,
        seeds: Callable[[], int] | None = None,
    ) -> None:
        sharding: dict[str, Any] = {"shard_count": settings.shard_count}
        if settings.shard_ids is not None:
            sharding["shard_ids"] = list(settings.shard_ids)
        super().__init__(intents=discord.Intents.default(), **sharding)
        self.settings = settings
        self.shards_run = Shards.of(settings)
        self.uis: Mapping[str, GameUI] = {ui.module.name: ui for ui in uis}
        self.tree: app_commands.CommandTree[GameBot] = app_commands.CommandTree(self)
        self.tree.on_error = self._on_command_error  # type: ignore[method-assign]
        self.tree.interaction_check = self._enter  # type: ignore[method-assign]
        self.languages = Languages()
        self.messenger = Messenger(self)
        self.desk = Contexts(self.messenger, self.uis)
        self.budget = Budget()
        self.sync_commands = sync_commands
        self._seeds = seeds
        self._timer_task: asyncio.Task[None] | None = None
        self._store: Store | None = None
        self._tables: Tables | None = None
        self._router: Router | None = None
        self._timers: Timers | None = None
        for ui in uis:
            self.tree.add_command(lobby.command_group(ui, self.desk, self.languages))
        self._mygames = MyGames(self.desk, self.languages)
        self.tree.add_command(self._mygames.command())
        self.tournaments = TournamentDesk(self.desk, self.languages)
        self.tree.add_command(self.tournaments.command_group())
        self.nights = GameNightDesk(self.desk, self.languages)
        self.tree.add_command(self.nights.command_group())

    @property
    def store(self) -> Store:
        assert self._store is not None, "the store opens in setup_hook"
        return self._store

    @property
    def tables(self) -> Tables:
        assert self._tables is not None, "the table runtime starts in setup_hook"
        return self._tables

    @property
    def service(self) -> GameService:
        return self.tables.service

    async def setup_hook(self) -> None:
        """Open the database, build the application, sync commands only if they changed (in the process
        running shard 0 only, so several processes do not register them each), catch up on every game."""
        self._store = await Store.open(self.settings.database)
        self.messenger.era = await self._store.servers.meta(RESTORED) or ""
        self.messenger.ledger = self._store.followups
        await self.languages.load(self._store)
        await self.tree.set_translator(CatalogueTranslator())
        modules = {name: ui.module for name, ui in self.uis.items()}
        drawings = Drawings(renderers=Renderers(self.settings.render_processes))
        service = GameService(self._store, modules, self._seeds, drawings)
        self._tables = Tables(
            self._store,
            service,
            self.messenger,
            self.languages,
            self.uis,
            self.shards_run,
            computer_wait=self.settings.computer_wait,
        )
        self.desk.bind(self._tables)
        self._timers = Timers(self._tables, self.messenger, self.languages)
        self.tournaments.bind(self._timers.tournaments)
        self.nights.bind(self._timers.nights)
        routes = {
            name: _routes_of(ui, self.desk, self.languages, self._timers, self._mygames)
            for name, ui in self.uis.items()
        }
        self._router = Router(
            self.desk,
            routes,
            self._tables.computers,
            self.budget,
            partial(rulebook.turn_page, self.desk),
            self.tournaments.click,
        )
        if self.sync_commands and self.shards_run.first:
            await sync.sync_on_start(self)
        await self._tables.resume()
        self._timer_task = asyncio.create_task(self._watch_timers(), name="turn-timers")
        self._backups = AutoBackups.of(self.settings)
        self._backups.start()

    @property
    def timers(self) -> Timers:
        assert self._timers is not None, "the timers start in setup_hook"
        return self._timers

    async def _watch_timers(self) -> None:
        """Now and then: bring channels a failed post left behind up to date, and look at every running
        game's clock (reminders, votes for absent players); the clocks once at the start too, so a bot
        restarted more often than every :data:`CHECK_EVERY` seconds still keeps them. Then the memory
        freed meanwhile goes back to the system (:mod:`bot.memory`)."""
        settle = False
        while True:
            try:
                if settle:
                    await self.tables.posting.settle_all()
                await self.timers.check()
            except Exception:
                log.exception("turn timers failed")
            settle = True
            memory.give_back()
            await asyncio.sleep(CHECK_EVERY)

    _backups: AutoBackups | None = None
    """The automatic SQLite backups (``BACKUP_HOURS``), from setup_hook on."""

    async def close(self) -> None:
        if self._backups is not None:
            await self._backups.stop()
        if self._timer_task is not None:
            self._timer_task.cancel()
        if self._tables is not None:
            await self._tables.close()
        await super().close()
        if self._store is not None:
            await self._store.close()
            self._store = None

    # --- Discord's scheduled events (game nights) -------------------------------------------------

    async def on_scheduled_event_update(
        self, before: discord.ScheduledEvent, after: discord.ScheduledEvent
    ) -> None:
        """An event was edited, started, ended or cancelled in Discord: a game night follows it."""
        seen = EventSeen(EventStatus(after.status.value), after.start_time.timestamp(), after.name)
        await self._follow_event(after.id, seen)

    async def on_scheduled_event_delete(self, event: discord.ScheduledEvent) -> None:
        """An event was deleted in Discord: a game night planned as it is cancelled."""
        await self._follow_event(event.id, None)

    async def _follow_event(self, event_id: int, seen: EventSeen | None) -> None:
        if self._timers is None:
            return
        try:
            await self._timers.nights.follow(event_id, seen, self.desk.clock())
        except (CannotPost, StoreError, StoreUnavailable) as exc:
            log.warning("event %s not followed now (the start checks it again): %s", event_id, exc)

    # --- the input seam -------------------------------------------------------------------------

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Every button and menu click of every game, in the clicker's language, through the router."""
        if interaction.type is not discord.InteractionType.component:
            return
        try:
            await self._speak(interaction)
            assert self._router is not None, "clicks arrive after setup_hook"
            await self._router.click(interaction)
            await self.messenger.acknowledge_now(interaction)
        except Exception as exc:
            await self.report(interaction, exc)

    async def _speak(self, interaction: discord.Interaction) -> None:
        """Answer in the user's language from now on (and note their locale and their server's)."""
        locale = str(interaction.locale.value) if interaction.locale else ""
        guild_locale = str(interaction.guild_locale.value) if interaction.guild_locale else None
        await self.languages.enter(interaction.user.id, locale, interaction.guild_id, guild_locale)

    async def _enter(self, interaction: discord.Interaction) -> bool:
        """Before every slash command and autocomplete request (the tree's check; clicks never come here):
        answer in the user's language (and note their locale), take the command within the member's and
        the channel's budget (autocomplete, which follows typing, is not counted), then read the command
        and its options through the input seam. What does not pass is answered here and goes no further."""
        try:
            await self._speak(interaction)
            if interaction.type is discord.InteractionType.application_command:
                self.budget.command(interaction.user.id, interaction.channel_id)
            read_command(interaction, self.tree)
        except Exception as exc:
            if interaction.type is discord.InteractionType.autocomplete:
                await self._suggest_nothing(interaction, exc)
            else:
                await self.report(interaction, exc)
            return False
        return True

    async def _suggest_nothing(self, interaction: discord.Interaction, exc: Exception) -> None:
        """Answer a refused autocomplete request with no suggestions (it can carry no sentence)."""
        if isinstance(exc, Forged):
            log.info("refused autocomplete from user %s: %s", interaction.user.id, exc.reason)
        else:
            log.exception("unexpected error in an autocomplete request", exc_info=exc)
        try:
            await interaction.response.autocomplete([])
        except discord.HTTPException:
            log.warning("could not answer an autocomplete request")

    # --- error replies --------------------------------------------------------------------------

    async def _on_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        await self.report(interaction, original)

    async def report(self, interaction: discord.Interaction, exc: BaseException, command: str = "") -> None:
        """Answer a failed request with a clear ephemeral sentence; unexpected errors are logged."""
        command = command or next(iter(self.uis), "")
        if isinstance(exc, Refusal):
            message = exc.message
        elif isinstance(exc, Forged):
            log.info("refused input from user %s: %s", interaction.user.id, exc.reason)
            message = text(exc.key)
        elif isinstance(exc, app_commands.AppCommandError):
            log.info("refused command input from user %s: %r", interaction.user.id, exc)
            message = _command_refusal(exc)
        elif isinstance(exc, StaleVersion):
            message = text("error.moved_on_nolink")
        elif isinstance(exc, NotAPlayer):
            message = text("error.not_player")
        elif isinstance(exc, PostFailed):
            message = text("error.send_failed", reason=exc.reason, command=command)
        elif isinstance(exc, CannotPost):
            message = exc.reason
        elif isinstance(exc, StoreUnavailable):
            log.error("user %s was asked to try again in a moment: %s", interaction.user.id, exc.admin_line())
            with self.languages.private(interaction.user.id, interaction.guild_id):
                message = text("error.db_unavailable")  # in their language, even if noting it failed
        elif isinstance(exc, StoreError):
            log.error("stored game damaged: %s", exc)
            message = text("error.damaged", command=command)
        elif isinstance(exc, ActionError):
            message = exc.localized()
        elif isinstance(exc, ValueError | NotYourSeat):
            message = str(exc)
        else:
            log.exception("unexpected error in an interaction", exc_info=exc)
            message = text("error.unexpected")
        try:
            await self.messenger.say(interaction, message)
        except discord.HTTPException:
            log.warning("could not deliver an error reply: %s", message)


def _routes_of(
    ui: GameUI, desk: Contexts, languages: Languages, timers: Timers, mygames: MyGames
) -> dict[str, Route]:
    """Every verb a game's messages can carry: the core features' and the game's own, registered alike."""
    core = {
        **lobby.routes(ui, languages),
        **timers.routes,
        **mygames.routes,
        **history.routes(desk),
        **undo.ROUTES,
        **board.ROUTES,
        **teach.ROUTES,
        **follow.ROUTES,
    }
    own = game_verbs.routes(ui)
    clash = core.keys() & own.keys()
    if clash:
        raise ValueError(f"{ui.module.name} redefines the core's verbs {sorted(clash)}")
    return {**core, **own}


def _command_refusal(exc: app_commands.AppCommandError) -> str:
    """What to tell someone whose slash command the tree could not run (odd or outdated input)."""
    if isinstance(exc, app_commands.NoPrivateMessage):
        return text("error.dm_only")
    if isinstance(exc, app_commands.MissingPermissions):
        return text("error.no_permission")
    if isinstance(exc, app_commands.TransformerError):
        return text("error.bad_option")
    return text("error.unknown_command")
