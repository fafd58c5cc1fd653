"""The Discord client: command tree, component routing, the path of every accepted move, error replies.

Every move goes the same way: check the channel permissions, take the game's lock, apply and commit
(:class:`bot.service.GameService`), publish the new public message and take the buttons off the old
one, release the lock, then send the private follow-ups. Errors of any handler end in
:meth:`GameBot.report`, which answers the user ephemerally and changes nothing.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from bot import history, lobby, posting, sync, timers, undo, workers
from bot.config import Settings
from bot.context import Ctx, PostFailed, Refusal
from bot.games.base import GameUI
from bot.inputs import Forged, Verb, read_click, read_custom_id
from bot.languages import Languages
from bot.messaging import (
    NEEDED_IN_THREADS,
    NEEDED_PERMISSIONS,
    CannotPost,
    Messenger,
    missing_permissions,
    plain,
)
from bot.options import read_command
from bot.service import ActResult, CannotUndo, GameService, LiveGame, Move, NotAPlayer, NotYourSeat
from bot.shards import Shards
from bot.store import GameRow, StaleVersion, Store, StoreError
from bot.texts import text
from bot.translator import CatalogueTranslator
from rules.errors import ActionError

log = logging.getLogger(__name__)


class GameBot(discord.AutoShardedClient):
    """The bot: one command group per game, one router for every button and menu.

    It runs the shards of ``SHARD_COUNT``/``SHARD_IDS`` (by default as many as Discord recommends, all
    in this process) and does the background work (timers, computer players, catching up after a
    restart) of the games in the servers of those shards only (:mod:`bot.shards`).
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
        self.sync_commands = sync_commands
        self._seeds = seeds
        self._computers: dict[int, asyncio.Task[None]] = {}
        self._wakes: dict[int, tuple[int, GameUI, asyncio.TimerHandle]] = {}
        """Per game, computers waiting after a person's move: that person and the timer that wakes them."""
        self._decisions: dict[int, tuple[int, int, asyncio.Future[str]]] = {}
        """Per game, a computer's move thought out while it waits: (version, seat, the move)."""
        self._hurried: dict[int, tuple[int, float]] = {}
        """Per game, the person who last pressed a button and when (it ends a computer's wait)."""
        self._timer_task: asyncio.Task[None] | None = None
        self._store: Store | None = None
        self._service: GameService | None = None
        self.verbs: dict[str, Mapping[str, Verb]] = {}
        for ui in uis:
            self.tree.add_command(lobby.command_group(ui))
            self.verbs[ui.module.name] = _verbs_of(ui)

    @property
    def store(self) -> Store:
        assert self._store is not None, "the store opens in setup_hook"
        return self._store

    @property
    def service(self) -> GameService:
        assert self._service is not None, "the service starts in setup_hook"
        return self._service

    async def setup_hook(self) -> None:
        """Open the database, register the components, and sync commands only if they changed (in
        the process running shard 0 only, so several processes do not register them each)."""
        self._store = await Store.open(self.settings.database)
        await self.languages.load(self._store)
        await self.tree.set_translator(CatalogueTranslator())
        self._service = GameService(
            self._store, {name: ui.module for name, ui in self.uis.items()}, self._seeds
        )
        if self.sync_commands and self.shards_run.first:
            await sync.sync_on_start(self)
        await self._resume_games()
        self._timer_task = asyncio.create_task(self._watch_timers(), name="turn-timers")

    async def _watch_timers(self) -> None:
        """Now and then: bring channels a failed post left behind up to date, and look at every running
        game's clock (reminders, votes for absent players)."""
        while True:
            await asyncio.sleep(timers.CHECK_EVERY)
            try:
                await posting.settle_all(self)
                await timers.check(self)
            except Exception:
                log.exception("turn timers failed")

    async def close(self) -> None:
        if self._timer_task is not None:
            self._timer_task.cancel()
        for _person, _ui, handle in self._wakes.values():
            handle.cancel()
        self._wakes.clear()
        runners = [task for task in self._computers.values() if not task.done()]
        for task in runners:
            task.cancel()
        await asyncio.gather(*runners, return_exceptions=True)
        await super().close()
        if self._store is not None:
            await self._store.close()
            self._store = None

    # --- routing --------------------------------------------------------------------------------

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Every button and menu click of every game: read strictly, then routed (the input seam)."""
        if interaction.type is not discord.InteractionType.component:
            return
        try:
            await self.languages.enter(interaction)
            data: Mapping[str, Any] = interaction.data or {}
            ref, select = read_custom_id(data.get("custom_id"), data.get("component_type"))
            if ref.verb != undo.VERB:
                self.hurry(ref.game, interaction.user.id)
            row = await self.store.game(ref.game)
            if row is None or row.game not in self.uis:
                raise Refusal(text("error.no_game"))
            click = read_click(ref, select, data, interaction.message, self.verbs[row.game])
            await self._route(Ctx(self, interaction, row, self.uis[row.game], click))
        except Exception as exc:
            await self.report(interaction, exc)

    async def _enter(self, interaction: discord.Interaction) -> bool:
        """Before every slash command and autocomplete request (the tree's check; clicks never come here):
        answer in the user's language (and note their locale), then read the command and its options
        through the input seam. What does not pass is answered here and goes no further."""
        try:
            await self.languages.enter(interaction)
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

    async def _route(self, ctx: Ctx) -> None:
        """A checked click to its handler: the lobby's, the takeover vote, or the game's own."""
        assert ctx.click is not None
        ref, row = ctx.click.ref, ctx.row
        if ref.verb in lobby.VERBS:
            await lobby.on_component(ctx, ref)
        elif ref.verb == timers.VOTE:
            await timers.vote(ctx, ref.version)
        elif ref.verb in history.VERBS:
            await history.on_component(ctx, ref)
        elif row.status == "lobby":
            raise Refusal(text("error.not_started"))
        elif row.status != "active":
            raise Refusal(text("error.game_over"))
        else:
            live = await ctx.live()
            live.seat_of_user(ctx.user_id)
            if ref.verb == undo.VERB:
                await undo.take_back(ctx, ref.version)
                return
            if ctx.click.verb.versioned and ref.version != live.version:
                raise ctx.moved_on()
            await ctx.ui.on_component(ctx, ref, ctx.click.values)

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

    # --- games in channels ----------------------------------------------------------------------

    async def channel_game(self, interaction: discord.Interaction, ui: GameUI) -> Ctx:
        """The open game of this game type in the interaction's channel, or a refusal (naming the other
        game when the channel holds one of another kind)."""
        if interaction.guild_id is None or interaction.channel_id is None:
            raise Refusal(text("error.dm_only"))
        row = await self.store.open_game(interaction.channel_id)
        if row is not None and row.game != ui.module.name:
            other = self.uis[row.game].title if row.game in self.uis else row.game
            raise Refusal(text("lobby.other_game", game=other))
        if row is None:
            raise Refusal(text("lobby.none", game=ui.title, command=ui.module.name))
        return Ctx(self, interaction, row, ui)

    def check_permissions(self, interaction: discord.Interaction) -> None:
        """Refuse before changing anything when the bot cannot post the game in this channel."""
        in_thread = isinstance(interaction.channel, discord.Thread)
        missing = missing_permissions(
            interaction.app_permissions, NEEDED_IN_THREADS if in_thread else NEEDED_PERMISSIONS
        )
        if missing:
            raise Refusal(text("error.permissions", missing=", ".join(missing)))

    async def play(self, ctx: Ctx, action: str, expected_version: int | None) -> ActResult:
        """Apply a move for the clicking user, publish the new public message, then the private parts.

        ``expected_version`` is the version the clicked component showed (``None`` for simultaneous
        choices). Raises :class:`PostFailed` when the move was stored but its message could not be
        posted.
        """
        self.check_permissions(ctx.interaction)
        return await self._apply(ctx.row.id, ctx.ui, ctx.user_id, action, expected_version, ctx)

    async def _apply(
        self,
        game_id: int,
        ui: GameUI,
        user_id: int,
        action: str,
        expected_version: int | None,
        ctx: Ctx | None,
    ) -> ActResult:
        """The one path of every move, a person's or a computer's.

        While the game's lock is held: commit the move, post the new public message and deliver the
        private news it drew, so messages appear in the order of the moves; then computer players
        whose turn it now is are set to play. A kill anywhere after the commit is made good by
        :func:`bot.posting.settle_all` on the next start.
        """
        async with self.service.lock(game_id):
            result = await self.service.act_locked(game_id, user_id, action, expected_version)
            live = result.game
            moves = [Move(live.version, result.before, result.events)]
            row, failure = await posting.publish_locked(self, game_id, ui, live, moves)
            await posting.deliver_news(self, row, live, moves, ctx)
        self.wake_computers(game_id, ui)
        if failure is not None:
            raise PostFailed(failure)
        return result

    # --- computer players -----------------------------------------------------------------------

    def wake_computers(self, game_id: int, ui: GameUI) -> None:
        """Let computer players move if the game waits for them (one runner per game at a time)."""
        pending = self._wakes.pop(game_id, None)
        if pending is not None:
            pending[2].cancel()
        running = self._computers.get(game_id)
        if running is not None and not running.done():
            return
        self._computers[game_id] = asyncio.create_task(
            self._run_computers(game_id, ui), name=f"computers-{game_id}"
        )

    async def _run_computers(self, game_id: int, ui: GameUI) -> None:
        """Play every computer seat the game waits for, one move at a time, until a person must act.

        Right after a person's move that may still be taken back, the computer decides at once but
        plays only when :meth:`_hold` says so: this runner ends and a timer wakes the next one.
        """
        try:
            while True:
                live = await self.service.live(game_id)
                if live.module.is_over(live.state):
                    return
                player = next((p for p in live.awaited() if p.computer), None)
                if player is None:
                    return
                assert player.seat is not None and player.computer is not None
                decision = self._decision(game_id, live, player.seat, player.computer)
                hold = await self._hold(game_id, ui, live)
                if hold is not None:
                    person, seconds = hold
                    handle = asyncio.get_running_loop().call_later(
                        seconds, self.wake_computers, game_id, ui, context=contextvars.Context()
                    )
                    self._wakes[game_id] = (person, ui, handle)
                    return
                action = await decision
                self._decisions.pop(game_id, None)
                try:
                    await self._apply(game_id, ui, player.user_id, action, live.version, None)
                except StaleVersion:
                    continue
                except PostFailed as exc:
                    log.warning("game %s: a computer move was stored but not posted: %s", game_id, exc.reason)
        except Exception:
            log.exception("game %s: a computer player failed", game_id)

    def _decision(self, game_id: int, live: LiveGame, seat: int, level: str) -> asyncio.Future[str]:
        """The computer's move for the game's current version, thought out off the event loop once
        (a wait for the person's undo window does not make it think twice)."""
        kept = self._decisions.get(game_id)
        if kept is not None and kept[:2] == (live.version, seat):
            return kept[2]
        seed = f"{game_id}:{live.version}:{seat}"
        future = asyncio.ensure_future(
            workers.off_loop(live.module.computer_action, live.state, seat, level, seed)
        )
        self._decisions[game_id] = (live.version, seat, future)
        return future

    async def _hold(self, game_id: int, ui: GameUI, live: LiveGame) -> tuple[int, float] | None:
        """Whether a computer must still wait before it moves, and for whom and how many seconds: while
        the person who made the last move may take it back, at most :attr:`Settings.computer_wait`
        seconds after that move, and not once that person pressed another button (:meth:`hurry`).
        Computed from the store, so after a restart a computer waits only what is left."""
        wait = self.settings.computer_wait
        row = await self.store.game(game_id)
        if wait <= 0 or row is None or live.version == 0:
            return None
        seconds = await undo.window(self, row)
        last = await self.store.entries(game_id, live.version - 1)
        if seconds <= 0 or not last or last[-1].seat is None:
            return None
        person = live.user_of_seat(last[-1].seat)
        if person.computer:
            return None
        try:
            plan = await self.service.check_undo(
                game_id, person.user_id, live.version, seconds, ui.edits_live
            )
        except (CannotUndo, StaleVersion, NotAPlayer):
            return None
        hurried = self._hurried.get(game_id)
        if hurried is not None and hurried[0] == person.user_id and hurried[1] > plan.made_at:
            return None
        left = undo.seconds_left(undo.hold_until(plan.made_at, seconds, wait))
        return (person.user_id, left) if left > 0 else None

    def hurry(self, game_id: int, user_id: int) -> None:
        """A person pressed a button of the game (other than Take back): a computer waiting for that
        person's undo window goes on at once."""
        self._hurried[game_id] = (user_id, time.time())
        pending = self._wakes.get(game_id)
        if pending is not None and pending[0] == user_id:
            self.wake_computers(game_id, pending[1])

    async def _resume_games(self) -> None:
        """After a restart: bring every game's channel to what the store says (a turn, the standings,
        news, a lobby stored but never posted or shown), then let computer players whose turn it is
        move again; only the games of this process's shards."""
        for row in self.shards_run.mine(await self.store.active_games()):
            if row.status == "lobby" and row.message_id is not None and row.game in self.uis:
                await lobby.refresh_lobby(self, self.uis[row.game], row)
        await posting.settle_all(self)
        for row in self.shards_run.mine(await self.store.active_games()):
            if row.status == "active" and row.game in self.uis:
                self.wake_computers(row.id, self.uis[row.game])

    async def post_lobby(self, ui: GameUI, row: GameRow) -> None:
        """Post a lobby's message (once, even if repeated after a crash) and remember it."""
        members = await self.store.players(row.id)
        creator = next((m.name for m in members if m.user_id == row.creator_id), "")
        with self.languages.public(row.guild_id):
            post = lobby.lobby_post(ui, row.id, plain(creator), members)
        message_id = await self.messenger.publish(
            row.channel_id, row.guild_id, post, posting.nonce("lobby", row.id)
        )
        await self.store.set_message(row.id, message_id)

    async def settle_game(self, game_id: int) -> None:
        """Bring one game's channel to what the store says (after a change outside the move path)."""
        row = await self.store.game(game_id)
        if row is not None and row.game in self.uis:
            await posting.settle(self, row)

    async def publish_turn(self, game_id: int, ui: GameUI, *, repost: object = None) -> None:
        """Post a game's current public message (``repost``: a fresh copy, e.g. for ``/… board``);
        raises :class:`PostFailed` when that fails."""
        async with self.service.lock(game_id):
            live = await self.service.live(game_id)
            key = "turn" if repost is None else f"repost:{repost}"
            _, failure = await posting.publish_locked(self, game_id, ui, live, (), key=key)
        if failure is not None:
            raise PostFailed(failure)


def _verbs_of(ui: GameUI) -> dict[str, Verb]:
    """Every verb a game's messages can carry: the core's (lobby, vote) and the game's own."""
    core = {**lobby.verbs(ui), timers.VOTE: Verb(), **history.verbs(), **undo.verbs()}
    clash = core.keys() & ui.verbs.keys()
    if clash:
        raise ValueError(f"{ui.module.name} redefines the core's verbs {sorted(clash)}")
    return {**core, **ui.verbs}


def _command_refusal(exc: app_commands.AppCommandError) -> str:
    """What to tell someone whose slash command the tree could not run (odd or outdated input)."""
    if isinstance(exc, app_commands.NoPrivateMessage):
        return text("error.dm_only")
    if isinstance(exc, app_commands.MissingPermissions):
        return text("error.no_permission")
    if isinstance(exc, app_commands.TransformerError):
        return text("error.bad_option")
    return text("error.unknown_command")
