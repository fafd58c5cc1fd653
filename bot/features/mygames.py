"""``/mygames``: a person's games on this server in one place, with a button that opens their panel in
each game that waits for them; and, as the command's options, their choices for games that last days:
how they are told of their turn, their time zone and quiet hours, and an absence (with a computer
stand-in if they like), which one tap on "I am back" ends.

Discord cannot run a command that has subcommands, so the choices are options of the one command:
``/mygames`` alone shows the games, ``/mygames notify: quiet_hours: ...`` changes and then shows them.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.app import absence, clock, inbox
from bot.components import GameButton, Ref, Verb, view_of
from bot.interactions.context import Ctx, Refusal, Route
from bot.interactions.translator import localized
from bot.messaging import Post, plain, timestamp
from bot.store import Notify, Preferences
from bot.texts import text
from rules.i18n import join_list

if TYPE_CHECKING:
    from bot.app.languages import Languages
    from bot.interactions.context import Contexts

PAGE_GAMES = 5
"""Games per page of the list (a page of long names and links stays within 2,000 characters)."""
MAX_MESSAGE = 2000
INBOX = "inbox"
"""The verb of the page buttons (the custom id's version is the page)."""
BACK = "back"
"""The verb of the "I am back" button."""


def _line(game: inbox.Running | inbox.Ended, title: str) -> str:
    """One game of the list, in the reader's words."""
    place = game.standing
    common = {"game": title, "id": game.row.id, "place": place.place, "players": place.players}
    if isinstance(game, inbox.Ended):
        winners = join_list([plain(n) for n in game.winners])
        return text(
            "mygames.ended", **common, ended=timestamp(game.ended), winners=winners, score=place.score
        )
    link = game.link or ""
    if not game.yours:
        names = join_list([plain(n) for n in game.waiting])
        return text(
            "mygames.theirs", **common, names=names, since=timestamp(game.since), score=place.score, link=link
        )
    if game.deadline is None:
        return text("mygames.yours_open", **common, since=timestamp(game.since), score=place.score, link=link)
    return text(
        "mygames.yours",
        **common,
        since=timestamp(game.since),
        deadline=timestamp(game.deadline),
        score=place.score,
        link=link,
    )


def _about(prefs: Preferences, now: float) -> list[str]:
    """The person's choices, and their absence if they are away."""
    quiet = clock.shown_quiet(prefs.quiet) if prefs.quiet else text("mygames.no_quiet")
    lines = [
        text(
            "mygames.prefs",
            how=text(f"mygames.how.{prefs.notify.value}"),
            zone=prefs.time_zone or "UTC",
            quiet=quiet,
        )
    ]
    if clock.is_away(prefs, now):
        key = "mygames.away_stand_in" if prefs.stand_in else "mygames.away"
        lines.append(text(key, until=timestamp(prefs.away_until or now, "f")))
    return lines


def page_post(
    games: inbox.Inbox, page: int, prefs: Preferences, now: float, titles: dict[str, str], said: list[str]
) -> Post:
    """Page ``page`` of the list (after the sentences ``said`` about changed choices), with a button for
    each game on it that waits for the person (their panel), a replay button for each ended one, the
    page buttons and "I am back" while they are away."""
    listed: list[inbox.Running | inbox.Ended] = [*games.running, *games.ended]
    pages = max(1, -(-len(listed) // PAGE_GAMES))
    page = max(0, min(page, pages - 1))
    shown = listed[page * PAGE_GAMES : (page + 1) * PAGE_GAMES]
    lines = [*said, *_about(prefs, now), "", text("mygames.title")]
    lines += [_line(g, titles[g.row.game]) for g in shown] or [text("mygames.none")]
    if pages > 1:
        lines.append(text("mygames.page", page=page + 1, pages=pages))
    buttons: list[discord.ui.Item[discord.ui.View]] = []
    for game in shown:
        if isinstance(game, inbox.Running) and game.yours:
            ref = Ref(game.row.id, game.row.version, "hand")
            buttons.append(
                GameButton(ref, text("mygames.open", id=game.row.id), style=discord.ButtonStyle.primary)
            )
        elif isinstance(game, inbox.Ended):
            buttons.append(
                GameButton(Ref(game.row.id, 0, "replay", "open"), text("history.replay", id=game.row.id))
            )
    if listed:
        anchor = listed[0].row.id
        if pages > 1:
            buttons.append(
                GameButton(Ref(anchor, max(page - 1, 0), INBOX), text("mygames.prev"), disabled=page == 0)
            )
            buttons.append(
                GameButton(
                    Ref(anchor, min(page + 1, pages - 1), INBOX),
                    text("mygames.next"),
                    disabled=page == pages - 1,
                )
            )
        if clock.is_away(prefs, now):
            buttons.append(
                GameButton(Ref(anchor, 0, BACK), text("mygames.back"), style=discord.ButtonStyle.success)
            )
    body = "\n".join(lines)
    return Post(content=body[:MAX_MESSAGE], view=view_of(*buttons) if buttons else None)


class MyGames:
    """The command and its buttons."""

    def __init__(self, desk: Contexts, languages: Languages) -> None:
        self._desk = desk
        self._languages = languages

    @property
    def routes(self) -> dict[str, Route]:
        """The page buttons and "I am back" (each for its clicker's own list)."""
        return {
            INBOX: Route(Verb(), self._page, hurries=False),
            BACK: Route(Verb(), self._back, hurries=False),
        }

    def command(self) -> app_commands.Command[Any, ..., None]:
        """``/mygames`` with its options."""

        @app_commands.command(name="mygames", description=localized(lambda: text("command.mygames")))
        @app_commands.describe(
            notify=localized(lambda: text("command.mygames_notify")),
            time_zone=localized(lambda: text("command.mygames_time_zone")),
            quiet_hours=localized(lambda: text("command.mygames_quiet_hours")),
            away=localized(lambda: text("command.mygames_away")),
            stand_in=localized(lambda: text("command.mygames_stand_in")),
        )
        @app_commands.choices(
            notify=[
                app_commands.Choice(name=localized(lambda v=v: text(f"mygames.how.{v}")), value=v)  # type: ignore[misc]
                for v in Notify
            ]
        )
        @app_commands.guild_only()
        async def mygames(
            interaction: discord.Interaction,
            notify: str | None = None,
            time_zone: app_commands.Range[str, 1, 64] | None = None,
            quiet_hours: app_commands.Range[str, 1, 20] | None = None,
            away: app_commands.Range[str, 1, 20] | None = None,
            stand_in: bool | None = None,
        ) -> None:
            await self._command(interaction, notify, time_zone, quiet_hours, away, stand_in)

        @mygames.autocomplete("time_zone")
        async def zones(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            return [app_commands.Choice(name=z, value=z) for z in clock.zones_like(current)]

        return mygames

    async def _command(
        self,
        interaction: discord.Interaction,
        notify: str | None,
        zone: str | None,
        quiet: str | None,
        away: str | None,
        stand_in: bool | None,
    ) -> None:
        if interaction.guild_id is None:
            raise Refusal(text("error.dm_only"))
        await interaction.response.defer(ephemeral=True, thinking=True)
        tables = self._desk.tables
        now = time.time()
        user_id = interaction.user.id
        prefs = await tables.store.people.preference(user_id)
        said: list[str] = []
        off = text("mygames.off_words").casefold().split()
        quiet_off = quiet is not None and quiet.strip().casefold() in off
        away_off = away is not None and away.strip().casefold() in off
        if notify is not None:
            prefs = replace(prefs, notify=Notify(notify))
            said.append(text("mygames.notify_set", how=text(f"mygames.how.{notify}")))
        if zone is not None:
            if not clock.is_zone(zone):
                raise Refusal(text("mygames.bad_zone", zone=plain(zone)))
            prefs = replace(prefs, time_zone=zone)
            said.append(text("mygames.zone_set", zone=zone))
        if quiet is not None:
            hours = None if quiet_off else clock.parse_quiet(quiet)
            if hours is None and not quiet_off:
                raise Refusal(text("mygames.bad_quiet"))
            prefs = replace(prefs, quiet=hours)
            if hours is None:
                said.append(text("mygames.quiet_off"))
            else:
                said.append(
                    text("mygames.quiet_set", hours=clock.shown_quiet(hours), zone=prefs.time_zone or "UTC")
                )
        until = None
        if away is not None and not away_off:
            until = clock.parse_until(away, now, clock.zone(prefs.time_zone))
            if until is None:
                raise Refusal(text("mygames.bad_away", days=clock.MAX_AWAY_DAYS))
        if said:
            await tables.store.people.set_preferences(prefs)
        if away_off:
            if clock.is_away(prefs, now):
                await absence.come_back(tables, prefs, now)
            said.append(text("mygames.back_done"))
        elif until is not None:
            prefs = replace(prefs, away_until=until, stand_in=bool(stand_in))
            taken = await absence.go_away(tables, self._languages, prefs)
            key = "mygames.away_set_stand_in" if prefs.stand_in else "mygames.away_set"
            said.append(text(key, until=timestamp(until, "f"), seats=taken))
        elif stand_in is not None and clock.is_away(prefs, now) and stand_in != prefs.stand_in:
            if stand_in:
                taken = await absence.go_away(tables, self._languages, replace(prefs, stand_in=True))
                said.append(
                    text(
                        "mygames.away_set_stand_in",
                        until=timestamp(prefs.away_until or now, "f"),
                        seats=taken,
                    )
                )
            else:
                await absence.end_stand_in(tables, prefs)
                said.append(text("mygames.stand_in_off"))
        said += await self._away_here(interaction, now)
        post = await self._page_of(user_id, interaction.guild_id, 0, said)
        await self._desk.messenger.reply(interaction, post)

    async def _away_here(self, interaction: discord.Interaction, now: float) -> list[str]:
        """For someone who may manage the channel: who at the channel's running game is away, and until
        when."""
        perms = getattr(interaction, "permissions", None)
        if interaction.channel_id is None or not (perms and perms.manage_channels):
            return []
        tables = self._desk.tables
        row = await tables.store.games.open_game(interaction.channel_id)
        if row is None or row.status != "active" or row.game not in tables.uis:
            return []
        players = [
            p for p in await tables.store.games.players(row.id) if p.seat is not None and p.user_id > 0
        ]
        prefs = await tables.store.people.preferences(p.user_id for p in players)
        title = tables.uis[row.game].title
        return [
            text(
                "mygames.away_here",
                game=title,
                id=row.id,
                name=plain(p.name),
                until=timestamp(prefs[p.user_id].away_until or now, "f"),
            )
            for p in players
            if clock.is_away(prefs[p.user_id], now)
        ]

    async def _page_of(self, user_id: int, guild_id: int, page: int, said: list[str]) -> Post:
        tables = self._desk.tables
        now = time.time()
        games = await inbox.gather(tables, user_id, guild_id, now)
        prefs = await tables.store.people.preference(user_id)
        titles = {name: ui.title for name, ui in tables.uis.items()}
        return page_post(games, page, prefs, now, titles, said)

    async def _page(self, ctx: Ctx) -> None:
        """A page button: that page of the clicker's own list, in place."""
        assert ctx.click is not None
        if ctx.interaction.guild_id is None:
            raise Refusal(text("error.dm_only"))
        post = await self._page_of(ctx.user_id, ctx.interaction.guild_id, ctx.click.ref.version, [])
        await ctx.messenger.update(ctx.interaction, post)

    async def _back(self, ctx: Ctx) -> None:
        """I am back: the clicker's absence ends now, every seat a stand-in played is theirs again."""
        if ctx.interaction.guild_id is None:
            raise Refusal(text("error.dm_only"))
        await ctx.defer(thinking=False)
        prefs = await ctx.tables.store.people.preference(ctx.user_id)
        said = []
        if clock.is_away(prefs, time.time()):
            await absence.come_back(ctx.tables, prefs, time.time())
            said.append(text("mygames.back_done"))
        post = await self._page_of(ctx.user_id, ctx.interaction.guild_id, 0, said)
        await ctx.messenger.update(ctx.interaction, post)
