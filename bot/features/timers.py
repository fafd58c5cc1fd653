"""Games that never stall on an absent player: a turn reminder, then a vote to let a computer play, each
counted on the absent person's waking hours (their quiet hours and absences stop their clock), then a
call for a new player (:mod:`bot.features.substitutes`); and the turn notices that waited for someone's
quiet hours or absence to end, and the seats a computer stand-in played for someone whose absence is
over.

The clock is the game's last change in the database, so timers survive restarts (and a database that is
unavailable for a while: the next look does what this one could not). Each reminder and
each vote is posted once per game version: a player is mentioned once, not repeatedly. A seat a
computer took over stays the person's (``/<game> join`` gives it back) until a new player takes it over.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING

import discord

from bot.app import absence, clock
from bot.app.game_nights import GameNightKeeper
from bot.app.tournaments import TournamentKeeper
from bot.components import GameButton, Ref, Verb, view_of
from bot.features.seasons import SeasonKeeper
from bot.features.substitutes import Substitutes, give_back
from bot.games.seam import LiveGame
from bot.interactions.context import Ctx, Refusal, Route
from bot.messaging import CannotPost, Post, game_link, nonce, plain
from bot.store import Notify, StoreError, StoreUnavailable
from bot.texts import text
from rules.i18n import join_list

if TYPE_CHECKING:
    from bot.app.languages import Languages
    from bot.app.ports import Outside
    from bot.app.tables import Tables
    from bot.store import GameRow, PlayerRow, Preferences

log = logging.getLogger(__name__)

CHECK_EVERY = 60.0
"""Seconds between two looks at the clocks of all running games."""
VOTE = "takeover"
"""The component verb of the takeover vote's button."""


def absent(live: LiveGame) -> list[PlayerRow]:
    """The people (not computers) the game waits for."""
    return [p for p in live.awaited() if not p.computer]


def voters(live: LiveGame, away: list[PlayerRow]) -> list[PlayerRow]:
    """The other people at the table, who may vote."""
    return [p for p in live.seats if not p.computer and p not in away]


def majority(others: list[PlayerRow]) -> int:
    """Votes needed to let a computer take over: more than half of the people who may vote."""
    return len(others) // 2 + 1


class Timers:
    """The turn timers of this process's games: reminders and takeover votes."""

    def __init__(self, tables: Tables, outside: Outside, languages: Languages) -> None:
        self._tables = tables
        self._channels = outside
        self._languages = languages
        self.substitutes = Substitutes(tables, outside, languages)
        self.seasons = SeasonKeeper(tables.store, tables.uis, outside, outside, languages, tables.shards)
        self.tournaments = TournamentKeeper(tables, outside, outside, languages)
        self.nights = GameNightKeeper(tables, outside, languages)

    @property
    def routes(self) -> dict[str, Route]:
        """The vote button (its handler checks the game and the vote's version itself) and the buttons of
        a seat that needs a player."""
        return {VOTE: Route(Verb(), self.vote), **self.substitutes.routes}

    async def check(self, now: float | None = None) -> None:
        """Give the turn notices whose time has come, end the seasons whose time has come, then post the
        reminders and votes that are due in every running game of this process's shards. Each person's
        clock counts their waking hours only (not their quiet hours, not while away), and nobody away is
        voted out. While the database is unavailable nothing is posted: the next look (every
        :data:`CHECK_EVERY` seconds) does it."""
        try:
            await self._check(time.time() if now is None else now)
        except StoreUnavailable as exc:
            log.warning("turn timers wait %g s for the database: %s", CHECK_EVERY, exc.admin_line())

    async def _check(self, now: float) -> None:
        """:meth:`check` at ``now``."""
        await absence.back_from_absences(self._tables, now)
        await self._tables.posting.notices.deliver_due(now)
        await self.substitutes.ask(now)
        await self.seasons.check(now)
        await self.tournaments.check(now)
        await self.nights.check(now)
        settings: dict[int | None, tuple[float, float]] = {}
        own_clocks = await self._tables.store.tournaments.clocks()
        for row, since, reminded, voted in self._tables.shards.mine(
            await self._tables.store.games.waiting_games()
        ):
            if row.game not in self._tables.uis:
                continue
            if now - since >= CHECK_EVERY:
                await self._nudge_computers(row.id)
            if row.guild_id not in settings:
                settings[row.guild_id] = await self._tables.store.servers.guild_settings(row.guild_id)
            reminder_hours, takeover_hours = settings[row.guild_id]
            chosen = own_clocks.get(row.id, (None, None))
            reminder_hours = reminder_hours if chosen[0] is None else chosen[0]
            takeover_hours = takeover_hours if chosen[1] is None else chosen[1]
            idle_hours = (now - since) / 3600
            may_remind = 0 < reminder_hours <= idle_hours and reminded != row.version
            may_vote = 0 < takeover_hours <= idle_hours and voted != row.version
            if not (may_remind or may_vote):
                continue
            try:
                live = await self._tables.live(row.id)
            except StoreUnavailable:
                raise
            except StoreError:
                continue
            waiting = absent(live)
            prefs = await self._tables.store.people.preferences(p.user_id for p in waiting)

            waking = {u: clock.waking_seconds(mine, since, now) / 3600 for u, mine in prefs.items()}
            remind = [
                p
                for p in waiting
                if may_remind
                and waking[p.user_id] >= reminder_hours
                and clock.may_be_told(prefs[p.user_id], now)
                and prefs[p.user_id].notify is not Notify.NONE
            ]
            overdue = [
                p
                for p in waiting
                if may_vote
                and waking[p.user_id] >= takeover_hours
                and not clock.is_away(prefs[p.user_id], now)
            ]
            others = voters(live, waiting)
            try:
                if remind:
                    await self._remind(row, remind, prefs)
                if overdue and others:
                    await self._call_vote(row, overdue, others, takeover_hours)
            except CannotPost as exc:
                log.warning("game %s: could not post a turn timer message: %s", row.id, exc.reason)

    async def _nudge_computers(self, game_id: int) -> None:
        """Wake the computers of a game that has waited for one of them since the last look: their wake
        was lost (the database failed after the move before theirs was stored), so the game goes on."""
        try:
            live = await self._tables.live(game_id)
        except StoreUnavailable:
            raise
        except StoreError:
            return
        if any(p.computer for p in live.awaited()):
            self._tables.computers.wake(game_id)

    async def _remind(self, row: GameRow, remind: list[PlayerRow], prefs: Mapping[int, Preferences]) -> None:
        """Remind ``remind`` that the game waits for them, each the way they chose: one post mentioning
        those who like mentions, a direct message to those who like those."""
        link = game_link(row) or ""
        pinged = [p.user_id for p in remind if prefs[p.user_id].notify is Notify.MENTION]
        if pinged:
            with self._languages.public(row.guild_id):
                who = join_list([f"<@{user}>" for user in pinged])
                post = Post(content=text("timer.reminder", who=who, link=link), mentions=pinged)
            await self._channels.publish(
                row.channel_id, row.guild_id, post, nonce("reminder", row.id, row.version)
            )
        for player in remind:
            if prefs[player.user_id].notify is Notify.DM:
                with self._languages.private(player.user_id, row.guild_id):
                    title = self._tables.uis[row.game].title
                    content = text("timer.reminder_dm", game=title, id=row.id, link=link)
                key = nonce("reminder", row.id, row.version, player.user_id)
                await self._channels.dm(player.user_id, Post(content=content, rings=True), key)
        await self._tables.store.games.mark_timer(row.id, "reminded_version", row.version)

    async def _call_vote(
        self, row: GameRow, overdue: list[PlayerRow], others: list[PlayerRow], takeover_hours: float
    ) -> None:
        """Invite the others to vote a computer in for ``overdue``."""
        with self._languages.public(row.guild_id):
            names = join_list([plain(p.name) for p in overdue])
            button = GameButton(
                Ref(row.id, row.version, VOTE), text("timer.vote_button"), style=discord.ButtonStyle.danger
            )
            content = text("timer.vote", names=names, hours=f"{takeover_hours:g}", needed=majority(others))
        post = Post(content=content, view=view_of(button))
        await self._channels.publish(row.channel_id, row.guild_id, post, nonce("vote", row.id, row.version))
        await self._tables.store.games.mark_timer(row.id, "vote_version", row.version)

    async def vote(self, ctx: Ctx) -> None:
        """A vote to let a computer play for the absent players; at a majority of the others it happens.

        Only a vote the timers really called counts: for this very turn (the bot calls one only once the
        takeover time has passed), while the server still allows takeovers and someone is still absent.
        """
        assert ctx.click is not None
        version = ctx.click.ref.version
        if ctx.row.status != "active":
            raise Refusal(text("error.game_over"))
        live = await ctx.live()
        if live.version != version:
            raise ctx.moved_on()
        _, takeover_hours = await ctx.tables.store.servers.guild_settings(ctx.row.guild_id)
        called = await ctx.tables.store.games.vote_called(ctx.row.id)
        waiting = absent(live)
        prefs = await ctx.tables.store.people.preferences(p.user_id for p in waiting)
        away = [p for p in waiting if not clock.is_away(prefs[p.user_id], time.time())]
        if called != version or takeover_hours <= 0 or not away:
            await self._end_vote(ctx)
            raise Refusal(text("timer.no_vote"))
        others = voters(live, away)
        if not any(p.user_id == ctx.user_id for p in others):
            raise Refusal(text("timer.vote_not_allowed"))
        votes = await ctx.tables.store.games.vote(ctx.row.id, version, ctx.user_id)
        needed = majority(others)
        if votes < needed:
            await ctx.say(text("timer.voted", votes=votes, needed=needed))
            return
        level = list(ctx.ui.computer_levels)[-1]
        names = join_list([plain(p.name) for p in away])
        with self._languages.public(ctx.row.guild_id):
            notice = text("timer.taken_over", names=names, command=ctx.command)
        await ctx.finish(await ctx.tables.take_over(ctx.row.id, [p.user_id for p in away], level, notice))
        await self._end_vote(ctx)
        await ctx.say(text("timer.vote_passed_reply"))

    async def _end_vote(self, ctx: Ctx) -> None:
        """Take the button off the vote message clicked on: the vote is over (passed, or the turn moved
        on), so nobody is invited to a vote that no longer counts."""
        assert ctx.click is not None
        channel = ctx.interaction.channel_id
        if ctx.click.message_id is not None and ctx.click.panel_owner is None and channel is not None:
            await self._channels.strip_buttons(channel, ctx.row.guild_id, ctx.click.message_id)


async def reclaim(ctx: Ctx) -> bool:
    """``join`` during a game: a person whose seat a computer took over gets it back (its "needs a
    player" post, if out, loses its button). False if not; refused once a new person took it over."""
    live = await ctx.live()
    mine = next((p for p in live.seats if p.user_id == ctx.user_id), None)
    if mine is None:
        lost = await ctx.tables.store.log.lost_seat(ctx.user_id, ctx.row.id)
        if lost is not None:
            raise Refusal(text("seat.lost", took=plain(lost.took_name)))
        return False
    if not mine.computer or mine.seat is None:
        return False
    await give_back(ctx, mine.seat)
    return True
