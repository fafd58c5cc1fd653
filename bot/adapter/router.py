"""Every button and menu click of every game, from the input seam to the handler its verb registered.

The core's features and the games register their verbs the same way
(:class:`bot.interactions.context.Route`): the router reads the custom id once, finds the game it names,
checks the click against that game's verbs, checks what the route asks (a running game, the clicker's
seat, the current version) and calls the handler. There is no list of verbs here. Before any of it, the
click is taken within its member's and its channel's budget (:mod:`bot.interactions.budget`): a flood is
refused before the store is read.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING, Any

from bot.components import TOURNAMENT_PREFIX
from bot.games.seam import read_line
from bot.interactions.budget import Budget
from bot.interactions.context import Contexts, Refusal, Route
from bot.interactions.inputs import (
    PAGE_PREFIX,
    PageClick,
    TournamentClick,
    read_click,
    read_custom_id,
    read_page_id,
    read_tournament_id,
)
from bot.texts import text

if TYPE_CHECKING:
    import discord

    from bot.app.computers import Computers
    from bot.interactions.context import Ctx


PageTurner = Callable[["discord.Interaction", PageClick], Awaitable[None]]
"""What turns a rules page (:func:`bot.features.rulebook.turn_page`, bound to the bot's contexts)."""
TournamentClicker = Callable[["discord.Interaction", TournamentClick], Awaitable[None]]
"""What takes a click on a tournament's button (:meth:`bot.features.tournament.TournamentDesk.click`)."""


class Router:
    """Clicks to handlers, for every game the bot hosts."""

    def __init__(
        self,
        desk: Contexts,
        routes: Mapping[str, Mapping[str, Route]],
        computers: Computers,
        budget: Budget | None = None,
        pages: PageTurner | None = None,
        tournaments: TournamentClicker | None = None,
    ) -> None:
        self._desk = desk
        self.budget = budget if budget is not None else Budget()
        """How fast members and tables may click (shared with the slash commands when given)."""
        self._routes = routes
        self._verbs = {
            game: {name: route.verb for name, route in table.items()} for game, table in routes.items()
        }
        self._computers = computers
        self._pages = pages
        self._tournaments = tournaments

    async def click(self, interaction: discord.Interaction) -> None:
        """Read a component interaction strictly and run its verb's handler; raises what it refuses."""
        with self.budget.click(interaction.user.id, interaction.channel_id):
            await self._click(interaction)

    async def _click(self, interaction: discord.Interaction) -> None:
        """The click, within its budget."""
        data: Mapping[str, Any] = interaction.data or {}
        custom_id = data.get("custom_id")
        if self._pages is not None and isinstance(custom_id, str) and custom_id.startswith(PAGE_PREFIX):
            page = read_page_id(custom_id, data.get("component_type"), data.get("values"))
            await self._pages(interaction, page)
            return
        tournament = isinstance(custom_id, str) and custom_id.startswith(TOURNAMENT_PREFIX)
        if self._tournaments is not None and tournament:
            assert isinstance(custom_id, str)
            await self._tournaments(interaction, read_tournament_id(custom_id, data.get("component_type")))
            return
        ref, select = read_custom_id(data.get("custom_id"), data.get("component_type"))
        row = await self._desk.store.games.game(ref.game)
        if row is None or row.game not in self._routes:
            raise Refusal(text("error.no_game"))
        ui = self._desk.uis[row.game]
        click = read_click(
            ref, select, data, interaction.message, self._verbs[row.game], partial(read_line, ui.module)
        )
        route = self._routes[row.game][click.ref.verb]
        if route.hurries:
            self._computers.hurry(row.id, interaction.user.id)
        ctx = self._desk.of(interaction, row, ui, click)
        if route.seated:
            await self._seated(ctx, route)
        await route.handler(ctx)

    @staticmethod
    async def _seated(ctx: Ctx, route: Route) -> None:
        """Refuse a click that needs a running game and a seat when the game or the clicker has neither,
        or when the click's version is behind the game's (for a versioned verb)."""
        if ctx.row.status == "lobby":
            raise Refusal(text("error.not_started"))
        if ctx.row.status != "active":
            raise Refusal(text("error.game_over"))
        live = await ctx.live()
        live.seat_of_user(ctx.user_id)
        assert ctx.click is not None
        if route.verb.versioned and ctx.click.ref.version != live.version:
            raise ctx.moved_on()
