"""Seasons of a game on a server: the admin's choice (``/<game> settings season:``), the podium posted
once when a season ends, and the champion's role moved from the last champion to the new one.

The podium is the season's leaderboard top three (people with enough rated games that season). It goes
to the channel the admin chose, once: the season is claimed in the store by one process, and the post
carries a nonce of the season, so a process killed while posting and the next look that posts again show
one message. A role the bot may not give is one sentence to the admin who chose it, in a direct message.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING

from bot.app import seasons, stats
from bot.app.ports import RoleAnswer
from bot.app.season_calendar import Schedule
from bot.features.history import leaderboard, span_words
from bot.messaging import CannotPost, Post, nonce, plain
from bot.outcomes import person_id
from bot.store import StoreUnavailable
from bot.texts import text
from rules import i18n

if TYPE_CHECKING:
    from bot.app.languages import Languages
    from bot.app.ports import Channels, Roles
    from bot.app.shards import Shards
    from bot.games.seam import GameUI
    from bot.store import Store
    from bot.store.seasons import SeasonChoice, SeasonRow

log = logging.getLogger(__name__)

PODIUM = 3
"""Places on a season's podium."""
MEDALS = ("🥇", "🥈", "🥉")


class SeasonKeeper:
    """Ends the seasons of this process's servers when their time comes."""

    def __init__(
        self,
        store: Store,
        uis: Mapping[str, GameUI],
        channels: Channels,
        roles: Roles,
        languages: Languages,
        shards: Shards,
    ) -> None:
        self._store = store
        self._uis = uis
        self._channels = channels
        self._roles = roles
        self._languages = languages
        self._shards = shards

    async def check(self, now: float) -> None:
        """Open the seasons that began and close those that ended by ``now``: each ended season's podium
        is posted once and its champion's role moved. A failure leaves the season for the next look."""
        for name, ui in self._uis.items():
            try:
                await seasons.catch_up(self._store, name, now)
                due = await self._store.seasons.due(name, now)
            except StoreUnavailable as exc:
                log.warning("seasons wait for the database: %s", exc.admin_line())
                return
            for season in due:
                if not self._shards.owns(season.guild_id):
                    continue
                try:
                    if await self._store.seasons.claim(season, now):
                        await self._close(ui, season, now)
                except (CannotPost, StoreUnavailable) as exc:
                    log.warning("season %s of %s on %s waits: %s", season.number, name, season.guild_id, exc)

    async def _close(self, ui: GameUI, season: SeasonRow, now: float) -> None:
        """Post a season's podium, move the champion's role, and mark the season done."""
        name, guild_id = ui.module.name, season.guild_id
        await stats.refresh(self._store, ui.module, now)
        board = await leaderboard(self._store, ui, guild_id, season.number, refreshed=True)
        played = bool(board.ranked or board.newcomers)
        podium = board.ranked[:PODIUM]
        champion = podium[0].player if podium else None
        choice = await self._store.seasons.choice(guild_id, name)
        crowned = False
        if choice is not None and choice.role_id is not None and champion is not None:
            crowned = await self._move_role(ui, season, choice, champion)
        if played and choice is not None and choice.channel_id is not None:
            with self._languages.public(guild_id):
                post = Post(content=self._podium_text(ui, season, podium, choice, crowned))
            key = nonce("season", guild_id, name, season.number)
            try:
                await self._channels.publish(choice.channel_id, guild_id, post, nonce=key)
            except CannotPost as exc:
                if exc.passing:
                    raise
                log.warning("season %s podium of %s could not be posted: %s", season.number, name, exc)
                await self._tell_admin(ui, season, choice, "season.post_refused", f"<#{choice.channel_id}>")
        await self._store.seasons.posted(season, champion)

    def _podium_text(
        self,
        ui: GameUI,
        season: SeasonRow,
        podium: tuple[stats.Standing, ...],
        choice: SeasonChoice,
        crowned: bool,
    ) -> str:
        """The podium post, in the server's language (``crowned``: the champion got the role)."""
        lines = [text("season.over", game=ui.title, number=season.number, span=span_words(season))]
        for medal, standing in zip(MEDALS, podium, strict=False):
            lines.append(
                text(
                    "season.place",
                    medal=medal,
                    name=plain(standing.name),
                    rating=i18n.number(standing.rating or 0.0, 1),
                    games=standing.games,
                )
            )
        if not podium:
            lines.append(text("season.no_podium", min=stats.MIN_GAMES))
        if podium and crowned:
            lines.append(text("season.role", name=plain(podium[0].name), role=f"<@&{choice.role_id}>"))
        if Schedule.stored(choice.schedule).on:
            lines.append(text("season.next", number=season.number + 1, game=ui.title))
        return "\n".join(lines)

    async def _move_role(self, ui: GameUI, season: SeasonRow, choice: SeasonChoice, champion: str) -> bool:
        """Give the champion the role and take it from the last champion; whether the champion holds it
        now. A refusal is told to the admin who chose the role."""
        role = choice.role_id
        assert role is not None
        reason = f"{ui.title}: champion of season {season.number}"
        before = await self._store.seasons.last_champion(season.guild_id, ui.module.name, season.number)
        answers = []
        new = person_id(champion)
        if before is not None and before != champion and (old := person_id(before)) is not None:
            answers.append(await self._roles.take_role(season.guild_id, old, role, reason))
        if new is not None:
            answers.append(await self._roles.give_role(season.guild_id, new, role, reason))
        refused = next((a for a in answers if a is not RoleAnswer.DONE), None)
        if refused is not None:
            await self._tell_admin(ui, season, choice, f"season.role_{refused.value}", f"<@&{role}>")
        return new is not None and refused is None

    async def _tell_admin(
        self, ui: GameUI, season: SeasonRow, choice: SeasonChoice, key: str, where: str
    ) -> None:
        """One sentence (``key``) in a direct message to the admin who chose the season's channel and
        role, in their language: what could not be done and what it needs."""
        if choice.admin_id is None:
            log.warning(
                "season %s of %s on %s: %s, and no admin to tell",
                season.number,
                ui.title,
                season.guild_id,
                key,
            )
            return
        with self._languages.private(choice.admin_id, season.guild_id):
            line = text(key, game=ui.title, number=season.number, where=where)
        once = nonce(key, season.guild_id, ui.module.name, season.number)
        if not await self._channels.dm(choice.admin_id, Post(content=line), nonce=once):
            log.warning("the admin of %s could not be told: %s", season.guild_id, key)
