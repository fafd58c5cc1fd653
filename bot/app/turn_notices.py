"""Telling each person it is their turn: once per turn, only them, the way they chose (a mention in the
new turn message, a direct message with the link, or nothing), and never during their quiet hours or an
absence: then the notice waits and :meth:`TurnNotices.deliver_due` gives it when they are back.

A notice is kept per game and person for as long as the game waits for them (``turn_notices`` in the
store), so a restart, a second post of the same turn or a take-back never tells anyone twice.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from bot.app import clock
from bot.messaging import MESSAGE_LIMIT, CannotPost, Post, game_link, nonce
from bot.store import Notify, Preferences, StoreError, TurnNotice
from bot.texts import text

if TYPE_CHECKING:
    from bot.app.languages import Languages
    from bot.app.ports import Channels
    from bot.app.shards import Shards
    from bot.games.seam import GameUI, LiveGame
    from bot.store import GameRow, Store

log = logging.getLogger(__name__)


@dataclass(slots=True)
class Plan:
    """What a change of a game means for its turn notices: the notices to keep, and how each person
    to be told now is told (a mention, or a direct message)."""

    game_id: int
    notices: list[TurnNotice] = field(default_factory=list)
    now: dict[int, Notify] = field(default_factory=dict)

    @property
    def may_ping(self) -> frozenset[int]:
        """Whom the new turn message may ping."""
        return frozenset(user for user, how in self.now.items() if how is Notify.MENTION)


def next_chance(prefs: Preferences, now: float) -> float:
    """When a person who may not be told now may be: after their absence and quiet hours."""
    moment = max(now, prefs.away_until or now)
    return clock.quiet_ends(prefs, moment)


class TurnNotices:
    """Who is told of their turn, how and when."""

    def __init__(
        self,
        store: Store,
        channels: Channels,
        languages: Languages,
        uis: dict[str, GameUI],
        shards: Shards,
        live_of: Callable[[int], Awaitable[LiveGame]],
        now: Callable[[], float] = time.time,
    ) -> None:
        self._store = store
        self._channels = channels
        self._languages = languages
        self._uis = uis
        self._shards = shards
        self._live_of = live_of
        self.now = now
        """The clock (a test sets a fake one)."""

    async def plan(
        self, row: GameRow, live: LiveGame, prefs: Mapping[int, Preferences], actor: int | None = None
    ) -> Plan:
        """Before a game's table is posted: the people it newly waits for are told now (pinged in the
        post, or by DM) or later (their quiet hours or absence); the others keep their notice, and the
        ``actor`` who made the change (taking a move back, say) is at the table and needs none.
        ``prefs`` holds the choices of every person seated."""
        waiting = [p.user_id for p in live.awaited() if not p.computer] if row.status == "active" else []
        kept = await self._store.people.turn_notices(row.id)
        now = self.now()
        plan = Plan(row.id)
        for user_id in waiting:
            if user_id in kept:
                plan.notices.append(kept[user_id])
                continue
            mine = prefs[user_id]
            if mine.notify is Notify.NONE or user_id == actor:
                plan.notices.append(TurnNotice(row.id, user_id, live.version, now, told=True))
            elif not clock.may_be_told(mine, now):
                plan.notices.append(TurnNotice(row.id, user_id, live.version, next_chance(mine, now)))
            else:
                plan.now[user_id] = mine.notify
                plan.notices.append(TurnNotice(row.id, user_id, live.version, now))
        return plan

    @staticmethod
    def kept(plan: Plan, pinged: Sequence[int]) -> list[TurnNotice]:
        """After the post: the notices to keep, those of the people ``pinged`` in it given (the caller
        stores them with the post, then calls :meth:`give`)."""
        done = set(pinged)
        return [replace(n, told=True) if n.user_id in done else n for n in plan.notices]

    async def give(self, row: GameRow, plan: Plan, notices: Sequence[TurnNotice]) -> None:
        """Once the ``notices`` are stored: give those that are due now and were not given in the post, a
        short post pinging whoever the post could not ping (the table was edited, as in a draft), a
        direct message to whoever chose one; each is noted once given (a kill in between leaves it due
        for :meth:`deliver_due`, and its nonce keeps Discord from showing it twice)."""
        for notice in notices:
            if not notice.told and notice.user_id in plan.now:
                await self._give(row, notice, plan.now[notice.user_id])

    async def deliver_due(self, now: float | None = None) -> int:
        """Give every notice of this process's games whose time has come; returns how many."""
        given = 0
        now = self.now() if now is None else now
        for notice in await self._store.people.due_notices(now):
            row = await self._store.games.game(notice.game_id)
            if row is None or row.status != "active" or row.game not in self._uis:
                continue
            if not self._shards.owns(row.guild_id):
                continue
            mine = await self._store.people.preference(notice.user_id)
            if not clock.may_be_told(mine, now):
                await self._store.people.mark_notice(replace(notice, due=next_chance(mine, now)))
                continue
            given += await self._give(row, notice, mine.notify)
        return given

    async def _give(self, row: GameRow, notice: TurnNotice, how: Notify) -> bool:
        """Tell the notice's person as they chose (``NONE``: by nothing), and note it given; False when
        a ping or a direct message could not be posted for now (it stays due)."""
        if how is Notify.DM and not await self._heads_up(row, notice):
            return False
        if how is Notify.MENTION and not await self._ping(row, notice):
            return False
        await self._store.people.mark_notice(replace(notice, told=True))
        return True

    async def _ping(self, row: GameRow, notice: TurnNotice) -> bool:
        """A short post in the game's channel that pings the notice's person alone; False when it
        failed."""
        user_id = notice.user_id
        with self._languages.public(row.guild_id):
            content = text(
                "turn.ping", who=f"<@{user_id}>", game=self._uis[row.game].title, link=game_link(row) or ""
            )
        try:
            await self._channels.publish(
                row.channel_id,
                row.guild_id,
                Post(content=content, mentions=[user_id]),
                nonce("ping", row.id, user_id, notice.version),
            )
        except (CannotPost, StoreError) as exc:
            log.warning("game %s: could not ping %s: %s", row.id, user_id, exc)
            return False
        return True

    async def _heads_up(self, row: GameRow, notice: TurnNotice) -> bool:
        """A direct message telling the notice's person it is their turn, with the link and what the
        others did since their last move (it rings); False when Discord failed it for now (a person
        who takes no direct messages is done with: no heads-up)."""
        user_id = notice.user_id
        live = await self._live_of(row.id)
        ui = self._uis[row.game]
        with self._languages.private(user_id, row.guild_id):
            lines = [text("turn.dm", game=ui.title, id=row.id, link=game_link(row) or "")]
            lines += ui.recap(live, live.seat_of_user(user_id))
        content = "\n".join(lines)[:MESSAGE_LIMIT]
        post = Post(content=content, rings=True)
        try:
            sent = await self._channels.dm(user_id, post, nonce("heads-up", row.id, user_id, notice.version))
        except CannotPost as exc:
            log.warning("game %s: heads-up to %s not sent for now: %s", row.id, user_id, exc.reason)
            return False
        if not sent:
            log.info("game %s: %s takes no direct messages; no heads-up", row.id, user_id)
        return True
