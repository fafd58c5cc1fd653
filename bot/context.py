"""What a handler works with: one interaction about one game, and the refusals it may raise."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot.messaging import CannotPost, Post, game_link, plain
from bot.texts import text

if TYPE_CHECKING:
    from bot.client import GameBot
    from bot.games.base import GameUI
    from bot.inputs import Click
    from bot.service import LiveGame
    from bot.store import GameRow


def bot_of(interaction: discord.Interaction) -> GameBot:
    """The bot that received ``interaction``."""
    return interaction.client  # type: ignore[return-value]


class Refusal(Exception):
    """A request the bot turns down with a message for the user (nothing changed)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class PostFailed(CannotPost):
    """A move was committed but its public message could not be posted."""


@dataclass(slots=True)
class Ctx:
    """One interaction about one game: the bot, the interaction, the game's row and its UI."""

    bot: GameBot
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
        return await self.bot.service.live(self.row.id, at_least)

    async def say(self, message: str) -> None:
        await self.bot.messenger.say(self.interaction, message)

    async def defer(self, *, ephemeral: bool = True, thinking: bool = False) -> None:
        """Acknowledge within Discord's 3 seconds before slow work (rendering, posting)."""
        if not self.interaction.response.is_done():
            await self.interaction.response.defer(ephemeral=ephemeral, thinking=thinking)

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
            await self.bot.messenger.update(self.interaction, post)
        else:
            await self.bot.messenger.reply(self.interaction, post)


def require_turn(live: LiveGame, seat: int) -> None:
    """Refuse a click of a seat the game does not wait for now, naming whom it waits for."""
    waiting = live.awaited()
    if all(player.seat != seat for player in waiting):
        names = ", ".join(plain(player.name) for player in waiting) or "-"
        raise Refusal(text("error.not_your_turn", names=names))
