"""Games that never stall on an absent player: a turn reminder, then a vote to let a computer play.

The clock is the game's last change in the database, so timers survive restarts. Each reminder and
each vote is posted once per game version: a player is mentioned once, not repeatedly. A seat a
computer took over stays the person's: ``/<game> join`` gives it back.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

import discord

from bot import posting
from bot.components import GameButton, Ref, view_of
from bot.context import Ctx, Refusal
from bot.messaging import CannotPost, Post, game_link, plain
from bot.service import LiveGame
from bot.store import StoreError
from bot.texts import text
from rules.i18n import join_list

if TYPE_CHECKING:
    from bot.client import GameBot
    from bot.store import PlayerRow

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


async def check(bot: GameBot, now: float | None = None) -> None:
    """Post the reminders and votes that are due in every running game of this process's shards."""
    now = time.time() if now is None else now
    settings: dict[int | None, tuple[float, float]] = {}
    for row, since, reminded, voted in bot.shards_run.mine(await bot.store.waiting_games()):
        if row.game not in bot.uis:
            continue
        if row.guild_id not in settings:
            settings[row.guild_id] = await bot.store.guild_settings(row.guild_id)
        reminder_hours, takeover_hours = settings[row.guild_id]
        idle_hours = (now - since) / 3600
        remind = 0 < reminder_hours <= idle_hours and reminded != row.version
        call_vote = 0 < takeover_hours <= idle_hours and voted != row.version
        if not (remind or call_vote):
            continue
        try:
            live = await bot.service.live(row.id)
        except StoreError:
            continue
        away = absent(live)
        if not away:
            continue
        others = voters(live, away)
        link = game_link(row) or ""
        with bot.languages.public(row.guild_id):
            try:
                if remind:
                    who = ", ".join(f"<@{p.user_id}>" for p in away)
                    post = Post(
                        content=text("timer.reminder", who=who, link=link), mentions=[p.user_id for p in away]
                    )
                    nonce = posting.nonce("reminder", row.id, row.version)
                    await bot.messenger.publish(row.channel_id, row.guild_id, post, nonce)
                    await bot.store.mark_timer(row.id, "reminded_version", row.version)
                if call_vote and others:
                    names = join_list([plain(p.name) for p in away])
                    button = GameButton(
                        Ref(row.id, row.version, VOTE),
                        text("timer.vote_button"),
                        style=discord.ButtonStyle.danger,
                    )
                    content = text(
                        "timer.vote", names=names, hours=f"{takeover_hours:g}", needed=majority(others)
                    )
                    post = Post(content=content, view=view_of(button))
                    nonce = posting.nonce("vote", row.id, row.version)
                    await bot.messenger.publish(row.channel_id, row.guild_id, post, nonce)
                    await bot.store.mark_timer(row.id, "vote_version", row.version)
            except CannotPost as exc:
                log.warning("game %s: could not post a turn timer message: %s", row.id, exc.reason)


def majority(others: list[PlayerRow]) -> int:
    """Votes needed to let a computer take over: more than half of the people who may vote."""
    return len(others) // 2 + 1


async def vote(ctx: Ctx, version: int) -> None:
    """A vote to let a computer play for the absent players; at a majority of the others it happens.

    Only a vote the timers really called counts: for this very turn (the bot calls one only once the
    takeover time has passed), while the server still allows takeovers and someone is still absent.
    """
    if ctx.row.status != "active":
        raise Refusal(text("error.game_over"))
    live = await ctx.live()
    if live.version != version:
        raise ctx.moved_on()
    _, takeover_hours = await ctx.bot.store.guild_settings(ctx.row.guild_id)
    called = await ctx.bot.store.vote_called(ctx.row.id)
    away = absent(live)
    if called != version or takeover_hours <= 0 or not away:
        raise Refusal(text("timer.no_vote"))
    others = voters(live, away)
    if not any(p.user_id == ctx.user_id for p in others):
        raise Refusal(text("timer.vote_not_allowed"))
    votes = await ctx.bot.store.vote(ctx.row.id, version, ctx.user_id)
    needed = majority(others)
    if votes < needed:
        await ctx.say(text("timer.voted", votes=votes, needed=needed))
        return
    level = list(ctx.ui.computer_levels)[-1]
    names = join_list([plain(p.name) for p in away])
    with ctx.bot.languages.public(ctx.row.guild_id):
        notice = text("timer.taken_over", names=names, command=ctx.command)
    async with ctx.bot.service.lock(ctx.row.id):
        await ctx.bot.store.take_over(ctx.row.id, [p.user_id for p in away], level, notice)
        ctx.bot.service.forget(ctx.row.id)
    await ctx.say(text("timer.vote_passed_reply"))
    await ctx.bot.settle_game(ctx.row.id)
    ctx.bot.wake_computers(ctx.row.id, ctx.ui)


async def take_back(ctx: Ctx) -> bool:
    """``join`` during a game: a person whose seat a computer took over gets it back. False if not."""
    live = await ctx.live()
    mine = next((p for p in live.seats if p.user_id == ctx.user_id), None)
    if mine is None or not mine.computer:
        return False
    async with ctx.bot.service.lock(ctx.row.id):
        await ctx.bot.store.set_computer(ctx.row.id, ctx.user_id, None)
        ctx.bot.service.forget(ctx.row.id)
    await ctx.say(text("timer.taken_back", link=ctx.link() or ""))
    return True
