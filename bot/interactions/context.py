"""What a handler works with: one interaction about one game (:class:`Ctx`, made by :class:`Contexts`),
and the refusals it may raise. This is the Discord side of a change: it checks the channel's
permissions, calls the table runtime and answers the person."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

import discord

from bot.interactions.messenger import Messenger
from bot.messaging import (
    NEEDED_IN_THREADS,
    NEEDED_PERMISSIONS,
    CannotPost,
    Post,
    game_link,
    missing_permissions,
    plain,
)
from bot.texts import text
from rules.i18n import join_list

if TYPE_CHECKING:
    from bot.app.service import ActResult
    from bot.app.tables import Done, Tables
    from bot.components import Click, Line, Verb
    from bot.games.seam import GameUI, LiveGame
    from bot.store import GameRow, Store

T = TypeVar("T")


class Refusal(Exception):
    """A request the bot turns down with a message for the user (nothing changed)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class PostFailed(CannotPost):
    """A change was committed but its public message could not be posted."""


@dataclass(slots=True)
class Ctx:
    """One interaction about one game: the table runtime, the messenger that answers, the interaction,
    the game's row and its UI."""

    tables: Tables
    messenger: Messenger
    interaction: discord.Interaction
    row: GameRow
    ui: GameUI
    click: Click | None = None
    """The checked button or menu choice, when the interaction is a click."""

    @property
    def user_id(self) -> int:
        return self.interaction.user.id

    @property
    def command(self) -> str:
        return self.ui.module.name

    def link(self) -> str | None:
        """A link to the game's current public message, if it has one."""
        return game_link(self.row)

    def moved_on(self) -> Refusal:
        link = self.link()
        return Refusal(text("error.moved_on", link=link) if link else text("error.moved_on_nolink"))

    async def live(self) -> LiveGame:
        """The running game, rebuilt if the clicked message shows a newer version than memory."""
        at_least = self.click.ref.version if self.click is not None else None
        return await self.tables.live(self.row.id, at_least)

    async def say(self, message: str) -> None:
        await self.messenger.say(self.interaction, message)

    async def defer(self, *, ephemeral: bool = True, thinking: bool = False) -> None:
        """Acknowledge within Discord's 3 seconds before slow work (rendering, posting), only if the
        answer does not come first (:meth:`Messenger.defer_soon`)."""
        self.messenger.defer_soon(self.interaction, ephemeral=ephemeral, thinking=thinking)

    @property
    def on_own_panel(self) -> bool:
        """Whether the click was on the clicker's own private panel (the only message a step may edit)."""
        return self.click is not None and self.click.panel_owner == self.user_id

    def on_message(self, message_id: int | None) -> bool:
        """Whether the click was on the message ``message_id`` (e.g. the game's lobby message)."""
        return message_id is not None and self.click is not None and self.click.message_id == message_id

    async def defer_private(self) -> None:
        """Acknowledge before slow private work: quietly on the clicker's own panel, else as a new
        private reply, so the answer can never replace a message the clicker does not own."""
        await self.defer(thinking=not self.on_own_panel)

    async def show(self, post: Post) -> None:
        """A private answer: the next step of the clicker's own panel, or a new private reply."""
        if self.on_own_panel:
            await self.messenger.update(self.interaction, post)
        else:
            await self.messenger.reply(self.interaction, post)

    def check_permissions(self) -> None:
        """Refuse before changing anything when the bot cannot post the game in this channel."""
        check_permissions(self.interaction)

    async def play(self, action: str | Line, version: int | None) -> ActResult:
        """Play ``action`` for the clicker (``version``: the one the clicked message showed; ``None`` for
        simultaneous choices). Raises :class:`PostFailed` when the move was stored but its message could
        not be posted."""
        self.check_permissions()
        return await self.finish(await self.tables.play(self.row.id, self.user_id, action, version))

    async def finish(self, done: Done[T]) -> T:
        """What a change made, once the clicker is told what they must know: that their direct messages
        are closed, that the public message will be shown in a moment (Discord or the database had a
        passing fault), or (raised) that it could not be posted for a reason an admin must fix."""
        if done.dms_closed:
            await self.say(text("dm.closed"))
        if done.failure is not None and not done.failure.passing:
            raise PostFailed(done.failure.reason)
        if done.failure is not None:
            await self.say(text("error.shown_later"))
        return done.value


def check_permissions(interaction: discord.Interaction) -> None:
    """Refuse before changing anything when the bot cannot post in the interaction's channel."""
    in_thread = isinstance(interaction.channel, discord.Thread)
    missing = missing_permissions(
        interaction.app_permissions, NEEDED_IN_THREADS if in_thread else NEEDED_PERMISSIONS
    )
    if missing:
        raise Refusal(text("error.permissions", missing=join_list(missing)))


Handler = Callable[["Ctx"], Awaitable[None]]
"""What a component verb does with a checked click."""


@dataclass(frozen=True, slots=True)
class Route:
    """A component verb as the core registers it, the core's features and the games alike: what its
    custom id accepts (:class:`bot.components.Verb`), its handler, whether it needs a running game and
    the clicker's seat (and then, if the verb is versioned, the game's current version), and whether
    a click ends a computer's wait for the clicker's undo window."""

    verb: Verb
    handler: Handler
    seated: bool = False
    hurries: bool = True


class Contexts:
    """Makes the :class:`Ctx` of an interaction: the adapter's one way to a game from a command or a
    click."""

    def __init__(self, messenger: Messenger, uis: Mapping[str, GameUI]) -> None:
        self.messenger = messenger
        self.uis = uis
        self._tables: Tables | None = None
        self.clock: Callable[[], float] = time.time
        """The time of day of commands that depend on it (which season is running); tests move it."""

    def bind(self, tables: Tables) -> None:
        """Give the table runtime, once the database is open (the command tree is built before)."""
        self._tables = tables

    @property
    def tables(self) -> Tables:
        assert self._tables is not None, "the table runtime starts in setup_hook"
        return self._tables

    @property
    def store(self) -> Store:
        return self.tables.store

    def of(
        self, interaction: discord.Interaction, row: GameRow, ui: GameUI, click: Click | None = None
    ) -> Ctx:
        return Ctx(self.tables, self.messenger, interaction, row, ui, click)

    async def open_here(
        self, interaction: discord.Interaction, ui: GameUI, *, joining: bool = True
    ) -> GameRow | None:
        """The open game (lobby or running) of the interaction's server channel, if any; a refusal in a
        DM, or naming the other game when the channel holds one of another kind (for a question about
        the game rather than ``joining``, with the command that answers it)."""
        if interaction.guild_id is None or interaction.channel_id is None:
            raise Refusal(text("error.dm_only"))
        row = await self.tables.store.games.open_game(interaction.channel_id)
        if row is not None and row.game != ui.module.name:
            if joining:
                raise Refusal(text("lobby.other_game", game=self.title(row.game)))
            other = self.title(row.game)
            raise Refusal(text("error.other_game_here", game=other, this=ui.title, command=row.game))
        return row

    async def in_channel(self, interaction: discord.Interaction, ui: GameUI) -> Ctx:
        """The open game of ``ui``'s kind in the interaction's channel, or a refusal (:meth:`open_here`;
        none open)."""
        row = await self.open_here(interaction, ui)
        if row is None:
            raise Refusal(text("lobby.none", game=ui.title, command=ui.module.name))
        return self.of(interaction, row, ui)

    async def running(self, interaction: discord.Interaction, ui: GameUI) -> tuple[Ctx, LiveGame]:
        """The channel's running game of ``ui`` and its live state, or a refusal (none, not started, a game
        of another kind here)."""
        row = await self.open_here(interaction, ui, joining=False)
        if row is None:
            raise Refusal(text("lobby.none", game=ui.title, command=ui.module.name))
        ctx = self.of(interaction, row, ui)
        if ctx.row.status != "active":
            raise Refusal(ui.say("ui.not_started", command=ui.module.name))
        return ctx, await ctx.live()

    def title(self, game: str) -> str:
        """A game's name as players read it (its key if the bot does not host it)."""
        return self.uis[game].title if game in self.uis else game


def require_turn(live: LiveGame, seat: int) -> None:
    """Refuse a click of a seat the game does not wait for now, naming whom it waits for."""
    waiting = live.awaited()
    if all(player.seat != seat for player in waiting):
        names = join_list([plain(player.name) for player in waiting]) or "-"
        raise Refusal(text("error.not_your_turn", names=names))
