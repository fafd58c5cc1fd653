"""Game nights (issue 45): a Discord scheduled event for a game at a time; when it starts, the people who
marked themselves interested get a lobby with their seats held for :data:`HOLD_SECONDS`, each
mentioned once; edits and cancellations of the event in Discord are followed.

Discord tells the bot of an edit on the gateway (:meth:`GameNightKeeper.follow`); what the bot missed
while it was down it reads at the start time, when it asks Discord for the event once more before it
opens anything. More people than one table seats are spread over several tables, each a lobby in a
thread of the night's channel; a single table opens in the channel itself when no game holds it.

Every step is idempotent: the opening is claimed by one conditional write, who sits at which table is
kept before the first lobby opens, each announcement carries a nonce and each lobby is found again by
its place, so a restart (or a second process on the same database) opens nothing twice.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from bot.app.ports import EventSeen, EventStatus
from bot.messaging import CannotPost, Post, nonce, plain, timestamp
from bot.store import StoreError, StoreUnavailable
from bot.texts import text
from rules import i18n

if TYPE_CHECKING:
    from bot.app.languages import Languages
    from bot.app.ports import Outside
    from bot.app.tables import Tables
    from bot.games.seam import GameUI
    from bot.store.game_nights import NightRow

log = logging.getLogger(__name__)

HOLD_SECONDS = 600.0
"""How long the seats of the people interested stay theirs once the night starts (10 minutes)."""
MOVED_BY = 60.0
"""A start moved by less than this in Discord is the same start (no notice, nothing moves)."""
THREAD_NAME = 100
"""Discord's limit on a thread's name."""
NAME = 80
"""The longest name kept for a seat (the lobby's field has room for every seat's)."""


def table_sizes(count: int, most: int) -> list[int]:
    """How ``count`` people sit at tables of at most ``most``: as few tables as possible, their sizes
    differing by one at most (7 people at tables of 4: 4 and 3; 9: 3, 3 and 3)."""
    if count <= 0:
        return []
    tables = math.ceil(count / most)
    small, extra = divmod(count, tables)
    return [small + 1 if index < extra else small for index in range(tables)]


class GameNightKeeper:
    """Opens each game night of this process's servers when it starts and lets its held seats go."""

    def __init__(self, tables: Tables, outside: Outside, languages: Languages) -> None:
        self._tables = tables
        self._store = tables.store
        self._outside = outside
        self._languages = languages
        self._lock = asyncio.Lock()
        """One step at a time in this process (an edit in Discord and the timers' look may meet)."""

    @property
    def uis(self) -> Mapping[str, GameUI]:
        return self._tables.uis

    async def check(self, now: float) -> None:
        """Open the nights that started, and let the held seats of those whose hold ran out go. A
        failure leaves the step for the next look."""
        try:
            due = await self._store.nights.due(now)
        except StoreUnavailable as exc:
            log.warning("game nights wait for the database: %s", exc.admin_line())
            return
        for night in due:
            if night.game not in self.uis or not self._tables.shards.owns(night.guild_id):
                continue
            try:
                async with self._lock:
                    fresh = await self._store.nights.night(night.id)
                    if fresh is not None:
                        await self._step(fresh, now)
            except CannotPost as exc:
                if exc.passing:
                    log.warning("game night %s waits: %s", night.id, exc)
                else:
                    await self._give_up(night, exc)
            except (StoreUnavailable, StoreError) as exc:
                log.warning("game night %s waits: %s", night.id, exc)

    async def _give_up(self, night: NightRow, exc: CannotPost) -> None:
        """The night's channel refuses the bot (a missing permission, a deleted channel): the night ends,
        and its planner reads why in one direct message, in their language."""
        if not await self._store.nights.end(night.id, "cancelled", was=("scheduled", "opening", "open")):
            return
        log.warning("game night %s given up: %s", night.id, exc.reason)
        with self._languages.private(night.created_by, night.guild_id):
            line = text("night.refused", name=plain(night.name), channel=f"<#{night.channel_id}>")
        if not await self._outside.dm(
            night.created_by, Post(content=line), nonce("night", night.id, "refused")
        ):
            log.warning("the planner of game night %s could not be told", night.id)

    async def _step(self, night: NightRow, now: float) -> None:
        if night.status in ("scheduled", "opening") and night.starts_at <= now:
            await self._open(night, now)
        elif night.status == "open" and night.holds_until is not None and night.holds_until <= now:
            await self._let_go(night)

    # --- following the event ----------------------------------------------------------------------

    async def follow(self, event_id: int, seen: EventSeen | None, now: float) -> None:
        """Discord says an event changed (``seen``) or was deleted (``None``): a night of the bot's that
        has not opened yet follows. Cancelled, ended or deleted: it is cancelled with a notice; started
        by hand in Discord: it opens now; moved: it moves, with a notice; renamed: it takes the name."""
        night = await self._store.nights.of_event(event_id)
        if night is None or night.status != "scheduled" or not self._tables.shards.owns(night.guild_id):
            return
        async with self._lock:
            if seen is None or seen.status in (EventStatus.CANCELED, EventStatus.COMPLETED):
                await self._cancel(night)
            elif seen.status is EventStatus.ACTIVE:
                if await self._store.nights.moved(night.id, min(now, night.starts_at), seen.name):
                    fresh = await self._store.nights.night(night.id)
                    if fresh is not None:
                        await self._open(fresh, now)
            elif abs(seen.starts - night.starts_at) >= MOVED_BY:
                await self._move(night, seen)
            elif seen.name != night.name:
                await self._store.nights.moved(night.id, night.starts_at, seen.name)

    async def _cancel(self, night: NightRow) -> None:
        """The event was cancelled or deleted before the night opened: say so once in its channel."""
        if not await self._store.nights.end(night.id, "cancelled", was=("scheduled", "opening")):
            return
        with self._languages.public(night.guild_id):
            said = text("night.cancelled", name=plain(night.name), time=timestamp(night.starts_at, "F"))
        await self._post(night, said, "cancelled")

    async def _move(self, night: NightRow, seen: EventSeen) -> None:
        """The event moved to another time: the night follows, and says so once in its channel."""
        if not await self._store.nights.moved(night.id, seen.starts, seen.name):
            return
        with self._languages.public(night.guild_id):
            said = text("night.moved", name=plain(seen.name), time=timestamp(seen.starts, "F"))
        await self._post(night, said, f"moved-{int(seen.starts)}")

    async def _post(self, night: NightRow, said: str, key: str) -> None:
        try:
            await self._outside.publish(
                night.channel_id, night.guild_id, Post(content=said), nonce("night", night.id, key)
            )
        except CannotPost as exc:
            if exc.passing:
                raise
            log.warning("game night %s: %s not posted: %s", night.id, key, exc.reason)

    # --- the start --------------------------------------------------------------------------------

    async def _open(self, night: NightRow, now: float) -> None:
        """Ask Discord for the event once more (an edit may have come while the bot was down), then seat
        the people interested and open their lobbies."""
        seen = await self._outside.event(night.guild_id, night.event_id)
        if seen is None or seen.status in (EventStatus.CANCELED, EventStatus.COMPLETED):
            await self._cancel(night)
            return
        if seen.status is EventStatus.SCHEDULED and seen.starts - now >= MOVED_BY:
            await self._move(night, seen)
            return
        if not await self._store.nights.claim(night.id, now, HOLD_SECONDS):
            return
        nights = self._store.nights
        seats = await nights.seats(night.id)
        if not seats:
            interested = await self._outside.interested(night.guild_id, night.event_id)
            sizes = table_sizes(len(interested), self.uis[night.game].module.max_players)
            numbers = [number for number, size in enumerate(sizes, 1) for _ in range(size)]
            seats = await nights.seat(
                night.id,
                [(p.user_id, p.name[:NAME], n) for p, n in zip(interested, numbers, strict=True)],
            )
        if not seats:
            with self._languages.public(night.guild_id):
                said = text("night.nobody", name=plain(night.name), command=night.game)
            await self._post(night, said, "nobody")
            await nights.end(night.id, "done", was=("opening",))
            return
        by_table: dict[int, list[tuple[int, str]]] = {}
        for user_id, name, number in seats:
            by_table.setdefault(number, []).append((user_id, name))
        opened = await nights.tables(night.id)
        for number, people in by_table.items():
            if number not in opened:
                await self._open_table(night, number, people, alone=len(by_table) == 1)
        await nights.opened(night.id)

    async def _open_table(
        self, night: NightRow, number: int, people: Sequence[tuple[int, str]], *, alone: bool
    ) -> None:
        """One table's lobby: in the night's channel when it is the only table and the channel holds no
        game, else in a thread opened from an announcement that names its people (without pinging them:
        the lobby mentions them, once). Its first post pings the people whose seats it holds."""
        games = self._store.games
        place = night.channel_id
        here = await games.open_game(place)
        if (
            here is not None
            and here.status == "lobby"
            and not await games.players(here.id)
            and await self._store.nights.of_game(here.id) is None
        ):
            here = None  # only a night's lobby is ever empty: this night's, made before a crash
        if not alone or here is not None:
            with self._languages.public(night.guild_id):
                said = text(
                    "night.table",
                    name=plain(night.name),
                    number=number,
                    people=i18n.join_list([plain(name) for _, name in people]),
                )
                thread = text("night.thread", name=night.name, number=number)
            message = await self._outside.publish(
                night.channel_id, night.guild_id, Post(content=said), nonce("night-table", night.id, number)
            )
            place = await self._outside.open_thread(night.channel_id, message, thread[:THREAD_NAME])
        row = await games.open_game(place) or await games.create_lobby(
            night.game, night.guild_id, place, night.created_by, None
        )
        await self._store.nights.set_table(night.id, number, row.id)
        if row.message_id is None:
            await self._tables.posting.post_lobby(row)

    # --- the end of the held seats ----------------------------------------------------------------

    async def _let_go(self, night: NightRow) -> None:
        """The held seats run out: each lobby shows its seats open to anyone; a lobby nobody joined
        closes with a notice."""
        if not await self._store.nights.end(night.id, "done", was=("open",)):
            return
        games = self._store.games
        for game_id in (await self._store.nights.tables(night.id)).values():
            row = await games.game(game_id)
            if row is None or row.status != "lobby":
                continue
            if await games.players(game_id):
                await self._tables.posting.refresh_lobby(row)
                continue
            with self._languages.public(night.guild_id):
                closed = text("night.nobody_came", name=plain(night.name))
            await self._tables.abandon(game_id, None)
            if row.message_id is not None:
                await self._outside.edit(row.channel_id, row.guild_id, row.message_id, Post(content=closed))
