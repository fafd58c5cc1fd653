"""Every game remembered, for every game the bot hosts: ``stats``, ``leaderboard``, ``history`` and
``replay``, and the buttons that step a replay or share stats.

A replay message is public and shared: a step clicked on the replay message itself (known by its
stored id) edits it in place; the same custom id sent from anywhere else is answered privately. Its
custom ids carry the game id and the step, so it keeps working after a restart.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot import workers
from bot.app import seasons, stats
from bot.components import GameButton, GameSelect, Ref, Verb, fit, one_of, view_of
from bot.interactions.context import Contexts, Ctx, Refusal, Route, check_permissions
from bot.interactions.inputs import BAD_OPTION, MAX_GAME_ID, MAX_OPTION_INT, Forged
from bot.interactions.translator import localized
from bot.messaging import Post, message_link, plain
from bot.outcomes import GameOutcome, computer_level, person
from bot.texts import text
from rules import i18n

if TYPE_CHECKING:
    from bot.games.seam import GameUI
    from bot.store import GameRow, Store
    from bot.store.seasons import SeasonRow

STEPS = ("first", "prev", "next", "last", "open")
"""What a replay button does; the step it goes to is the custom id's version."""
MAX_MESSAGE = 2000
"""Discord's limit on a message's text."""
HISTORY_GAMES = 10
MAX_OPTIONS = 25
BOARD_LINES = 20
REPLAY_IMAGE = "replay.png"


def _user_id(arg: str) -> str:
    """A Discord user id, canonical (no leading zero) and in range."""
    if not re.fullmatch(r"[1-9][0-9]{0,18}", arg) or int(arg) > MAX_GAME_ID:
        raise ValueError(f"not a user id: {arg!r}")
    return arg


def _guild(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None or interaction.channel_id is None:
        raise Refusal(text("error.dm_only"))
    return interaction.guild_id


def _channel_here(interaction: discord.Interaction) -> int | None:
    """The channel whose games ``history`` and ``replay`` mean: a thread's parent, where its game began."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        return channel.parent_id
    return interaction.channel_id


async def _defer(interaction: discord.Interaction, *, ephemeral: bool = True) -> None:
    """Acknowledge first: the first call after an upgrade keeps every past game's outcome (seconds)."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)


def _lines_within(lines: list[str], limit: int = MAX_MESSAGE) -> str:
    """Whole lines, as many as fit in a Discord message."""
    out: list[str] = []
    size = 0
    for line in lines:
        if size + len(line) + 1 > limit:
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out)


# --- stats and leaderboard -------------------------------------------------------------------------


def stats_text(ui: GameUI, found: stats.PlayerStats) -> str:
    """A player's stats as a message (its choices named by the game's ``ui``)."""
    lines = [
        text("stats.title", game=ui.title, name=plain(found.name)),
        text(
            "stats.games",
            games=found.games,
            wins=found.wins,
            rate=round(100 * found.win_rate),
            rank=i18n.number(found.average_rank, 1),
        ),
        text("stats.scores", average=i18n.number(found.average_score, 1), best=found.best_score),
    ]
    if found.favourite is not None:
        choice = ui.choice_words(found.favourite[0])
        lines.append(text("stats.favourite", choice=choice, count=found.favourite[1]))
    for count, at in found.by_count.items():
        lines.append(
            text(
                "stats.count",
                count=count,
                games=at.games,
                wins=at.wins,
                average=i18n.number(at.average_score, 1),
            )
        )
    if found.with_computers[0]:
        lines.append(text("stats.computers", games=found.with_computers[0], wins=found.with_computers[1]))
    if found.abandoned or found.takeovers:
        lines.append(text("stats.unrated", abandoned=found.abandoned, takeovers=found.takeovers))
    if found.hinted:
        lines.append(text("stats.hinted", games=found.hinted))
    return _lines_within(lines)


async def player_stats(store: Store, ui: GameUI, guild_id: int, user_id: int) -> stats.PlayerStats | None:
    """A person's stats on a server, after keeping the outcomes of games ended since last asked."""
    await stats.refresh(store, ui.module)
    key = person(user_id)
    return stats.player_stats(
        key, await store.ratings.outcomes(ui.module.name, guild_id=guild_id, player=key)
    )


async def show_stats(
    desk: Contexts, interaction: discord.Interaction, ui: GameUI, user: discord.abc.User | None
) -> None:
    """``/<game> stats [player]``: privately, with a button to share them in the channel.

    ``user`` is refused unless discord.py resolved it to a user (the input seam already checks that the
    option names a user of the interaction's resolved data)."""
    if user is not None and not isinstance(user, discord.User | discord.Member):
        raise Forged(f"stats of {type(user).__name__}, not of a user", BAD_OPTION)
    guild_id = _guild(interaction)
    who = user or interaction.user
    await _defer(interaction)
    found = await player_stats(desk.store, ui, guild_id, who.id)
    if found is None:
        await desk.messenger.say(interaction, text("stats.none", name=plain(who.display_name), game=ui.title))
        return
    [last] = await desk.store.ratings.outcomes(
        ui.module.name, guild_id=guild_id, player=person(who.id), limit=1
    )
    share = GameButton(Ref(last.game_id, 0, "stats_share", str(who.id)), text("stats.share"))
    await desk.messenger.reply(interaction, Post(content=stats_text(ui, found), view=view_of(share)))


async def share_stats(ctx: Ctx, user_arg: str) -> None:
    """The Share button: the same stats, posted publicly as the answer to the click."""
    if ctx.interaction.guild_id != ctx.row.guild_id or ctx.row.guild_id is None:
        raise Refusal(text("stats.other_server"))
    found = await player_stats(ctx.tables.store, ctx.ui, ctx.row.guild_id, int(user_arg))
    if found is None:
        raise Refusal(text("stats.none", name=user_arg, game=ctx.ui.title))
    shared = text("stats.shared_by", name=plain(ctx.interaction.user.display_name))
    body = stats_text(ctx.ui, found)
    await ctx.messenger.reply(ctx.interaction, Post(content=_lines_within([body, shared])), ephemeral=False)


def board_text(
    title: str, board: stats.Board, levels: Mapping[str, str], heading: str = "", footer: str = ""
) -> str:
    """The leaderboard as a message: rated people, then newcomers, then computer players (one line per
    level, named by the level in ``levels``, the reader's language); ``heading`` replaces the all-time
    title and ``footer`` follows the note (a season's)."""

    def line(rank: int, s: stats.Standing) -> str:
        level = computer_level(s.player)
        rating = i18n.number(s.rating, 1) if s.rating is not None else text("board.no_rating")
        unrated = text("board.unrated", count=s.unrated) if s.unrated else ""
        return text(
            "board.line",
            rank=rank,
            name=levels.get(level, level) if level is not None else plain(s.name),
            rating=rating,
            games=s.games,
            last=int(s.last_played),
            unrated=unrated,
        )

    lines = [heading or text("board.title", game=title)]
    lines += [line(i, s) for i, s in enumerate(board.ranked[:BOARD_LINES], start=1)]
    if board.newcomers:
        lines.append(text("board.newcomers", min=stats.MIN_GAMES))
        lines += [line(i, s) for i, s in enumerate(board.newcomers[:BOARD_LINES], start=1)]
    if board.computers:
        lines.append(text("board.computers"))
        lines += [line(i, s) for i, s in enumerate(board.computers, start=1)]
    note = text("board.note") + (f"\n{footer}" if footer else "")
    return _lines_within(lines, MAX_MESSAGE - len(note) - 2) + "\n\n" + note


async def leaderboard(
    store: Store, ui: GameUI, guild_id: int, season: int | None = None, *, refreshed: bool = False
) -> stats.Board:
    """A server's leaderboard of all time, or of one ``season``, after keeping the outcomes of games
    ended since last asked (unless the caller just did)."""
    name = ui.module.name
    if not refreshed:
        await stats.refresh(store, ui.module)
    totals = await store.ratings.player_totals(name, guild_id, season)
    if season is None:
        return stats.leaderboard(totals, await store.ratings.ratings(name, guild_id))
    return stats.leaderboard(totals, await store.ratings.season_ratings(name, guild_id, season))


async def show_leaderboard(
    desk: Contexts, interaction: discord.Interaction, ui: GameUI, season: int | None = None
) -> None:
    """The leaderboard of the running season (of all time on a server without seasons), of an earlier
    season (``season``) or of all time (``season`` 0)."""
    guild_id = _guild(interaction)
    name = ui.module.name
    running = await seasons.current(desk.store, guild_id, name, desk.clock())
    known = await desk.store.seasons.seasons(guild_id, name)
    chosen = running if season is None else next((s for s in known if s.number == season), None)
    if season is not None and season != 0 and chosen is None:
        if not known:
            raise Refusal(text("board.no_seasons", game=ui.title))
        raise Refusal(text("board.no_such_season", game=ui.title, number=season, last=known[-1].number))
    if season == 0:
        chosen = None
    await _defer(interaction, ephemeral=False)
    board = await leaderboard(desk.store, ui, guild_id, None if chosen is None else chosen.number)
    heading = footer = ""
    if chosen is not None:
        heading = text("board.season_title", game=ui.title, number=chosen.number, span=span_words(chosen))
    if known:
        footer = text("board.seasons", last=known[-1].number)
    if not (board.ranked or board.newcomers or board.computers):
        empty = text("board.empty", game=ui.title)
        if chosen is not None:
            empty = text("board.season_empty", game=ui.title, number=chosen.number)
        await desk.messenger.say(interaction, "\n".join(filter(None, (empty, footer))))
        return
    post = Post(content=board_text(ui.title, board, ui.computer_levels, heading, footer))
    await desk.messenger.reply(interaction, post, ephemeral=False)


def span_words(season: SeasonRow) -> str:
    """A season's first and last day, as Discord shows dates in each reader's language and zone."""
    return text("season.span", start=int(season.starts), end=int(season.ends) - 1)


# --- history ---------------------------------------------------------------------------------------


def history_line(outcome: GameOutcome) -> str:
    """One finished game: number, date, every score, the winner, and a takeover mark."""
    seats = sorted(outcome.seats, key=lambda s: (s.rank or 0, s.seat))
    scores = ", ".join(f"{plain(s.name)} {s.score}" for s in seats)
    winners = " & ".join(plain(s.name) for s in seats if s.rank == 1)
    mark = text("history.takeover") if outcome.takeover else ""
    return text(
        "history.line",
        id=outcome.game_id,
        ended=int(outcome.ended_at),
        scores=scores,
        winner=winners,
        mark=mark,
    )


async def show_history(desk: Contexts, interaction: discord.Interaction, ui: GameUI, server: bool) -> None:
    """``/<game> history``: the last finished games of this channel (or server), with replay buttons."""
    guild_id = _guild(interaction)
    await _defer(interaction)
    await stats.refresh(desk.store, ui.module)
    where = text("history.server" if server else "history.here")
    games = await desk.store.ratings.outcomes(
        ui.module.name,
        guild_id=guild_id,
        channel_id=None if server else _channel_here(interaction),
        status="finished",
        limit=HISTORY_GAMES,
    )
    if not games:
        await desk.messenger.say(interaction, text("history.none", game=ui.title, where=where))
        return
    lines = [text("history.title", game=ui.title, where=where), *map(history_line, games)]
    buttons = [
        GameButton(Ref(o.game_id, 0, "replay", "open"), text("history.replay", id=o.game_id)) for o in games
    ]
    await desk.messenger.reply(interaction, Post(content=_lines_within(lines), view=view_of(*buttons)))


# --- replays ---------------------------------------------------------------------------------------


async def replay_post(ui: GameUI, row: GameRow, record: dict[str, Any], step: int) -> Post:
    """The replay message at ``step``: the frame, the four step buttons and a menu of nearby turns."""
    total = ui.module.replay_steps(record)
    step = max(0, min(step, total))
    frame = await workers.off_loop(ui.replay_frame, record, step)
    embed = discord.Embed(title=frame.title[:256], description=frame.text[:4000] or None)
    embed.set_image(url=f"attachment://{REPLAY_IMAGE}")
    gid = row.id
    buttons: list[Any] = [
        GameButton(Ref(gid, 0, "replay", "first"), text("replay.first"), emoji="⏮", disabled=step == 0),
        GameButton(
            Ref(gid, max(0, step - 1), "replay", "prev"), text("replay.prev"), emoji="◀", disabled=step == 0
        ),
        GameButton(
            Ref(gid, min(total, step + 1), "replay", "next"),
            text("replay.next"),
            emoji="▶",
            disabled=step == total,
            style=discord.ButtonStyle.primary,
        ),
        GameButton(Ref(gid, total, "replay", "last"), text("replay.last"), emoji="⏭", disabled=step == total),
    ]
    turns = list(ui.replay_turns(record))
    here = max((i for i, (start, _) in enumerate(turns) if start <= step), default=0)
    first = max(0, min(here - MAX_OPTIONS // 2, len(turns) - MAX_OPTIONS))
    options = [
        discord.SelectOption(label=fit(label, 100), value=str(start), default=index == here)
        for index, (start, label) in enumerate(turns[first : first + MAX_OPTIONS], start=first)
    ]
    buttons.append(GameSelect(Ref(gid, 0, "replay_turn"), options, placeholder=text("replay.turns"), row=1))
    return Post(
        content=text("replay.header", game=ui.title, id=gid),
        embed=embed,
        files=[(REPLAY_IMAGE, frame.image)],
        view=view_of(*buttons),
    )


async def _finished(store: Store, ui: GameUI, guild_id: int, game_id: int) -> tuple[GameRow, dict[str, Any]]:
    """A finished game of ``ui`` on this server and its record, or a refusal; an id the database cannot
    hold is forged (the input seam refuses it before)."""
    if isinstance(game_id, bool) or not isinstance(game_id, int) or not 0 < game_id <= MAX_GAME_ID:
        raise Forged(f"replay of a game id out of range ({type(game_id).__name__})", BAD_OPTION)
    row = await store.games.game(game_id)
    record = await store.log.record(game_id) if row is not None else None
    if row is None or record is None or row.game != ui.module.name or row.guild_id != guild_id:
        raise Refusal(text("replay.unknown", game=ui.title, id=game_id))
    return row, record


async def post_replay(desk: Contexts, ui: GameUI, interaction: discord.Interaction, game_id: int) -> None:
    """Post a game's replay at move 0 in the interaction's channel and remember the message."""
    guild_id = _guild(interaction)
    row, record = await _finished(desk.store, ui, guild_id, game_id)
    check_permissions(interaction)
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    assert interaction.channel_id is not None
    post = await replay_post(ui, row, record, 0)
    message_id = await desk.messenger.publish(interaction.channel_id, guild_id, post)
    await desk.store.ratings.add_replay(message_id, row.id)
    link = message_link(guild_id, interaction.channel_id, message_id)
    await desk.messenger.say(interaction, f"{text('replay.posted')} {link}")


async def replay_command(
    desk: Contexts, interaction: discord.Interaction, ui: GameUI, game: int | None
) -> None:
    """``/<game> replay [game]``: the named game, or the last one finished in this channel.

    A ``game`` outside the option's declared range is refused (the input seam already does)."""
    if game is not None and (
        isinstance(game, bool) or not isinstance(game, int) or not 0 < game <= MAX_OPTION_INT
    ):
        raise Forged(f"replay of a game number out of range ({type(game).__name__})", BAD_OPTION)
    guild_id = _guild(interaction)
    if game is None:
        await _defer(interaction)
        await stats.refresh(desk.store, ui.module)
        last = await desk.store.ratings.outcomes(
            ui.module.name,
            guild_id=guild_id,
            channel_id=_channel_here(interaction),
            status="finished",
            limit=1,
        )
        if not last:
            raise Refusal(text("replay.none", game=ui.title, command=ui.module.name))
        game = last[0].game_id
    await post_replay(desk, ui, interaction, game)


async def step_replay(ctx: Ctx, step: int) -> None:
    """Show a replay at ``step``: in place on the replay message clicked, else privately."""
    guild_id = ctx.interaction.guild_id
    if guild_id is None:
        raise Refusal(text("error.dm_only"))
    row, record = await _finished(ctx.tables.store, ctx.ui, guild_id, ctx.row.id)
    if step > ctx.ui.module.replay_steps(record):
        raise Forged(f"replay step {step} beyond the game's end")
    assert ctx.click is not None
    message_id = ctx.click.message_id
    on_replay = message_id is not None and await ctx.tables.store.ratings.is_replay(message_id, row.id)
    if not ctx.interaction.response.is_done():
        await ctx.interaction.response.defer(ephemeral=True, thinking=not (on_replay or ctx.on_own_panel))
    post = await replay_post(ctx.ui, row, record, step)
    if on_replay:
        await ctx.messenger.update(ctx.interaction, post)
    else:
        await ctx.show(post)


def routes(desk: Contexts) -> dict[str, Route]:
    """Replay steps, the turn menu, Open replay and Share stats; for games that are over, too."""

    async def replay(ctx: Ctx) -> None:
        assert ctx.click is not None
        ref = ctx.click.ref
        if ref.arg == "open":
            await post_replay(desk, ctx.ui, ctx.interaction, ref.game)
        else:
            await step_replay(ctx, ref.version)

    async def replay_turn(ctx: Ctx) -> None:
        assert ctx.click is not None
        value = ctx.click.values[0]
        if not re.fullmatch(r"0|[1-9][0-9]{0,5}", value):
            raise Forged(f"replay turn {value!r} is not a step")
        await step_replay(ctx, int(value))

    async def stats_share(ctx: Ctx) -> None:
        assert ctx.click is not None
        await share_stats(ctx, ctx.click.ref.arg)

    return {
        "replay": Route(Verb(arg=one_of(STEPS)), replay),
        "replay_turn": Route(Verb(select=True), replay_turn),
        "stats_share": Route(Verb(arg=_user_id), stats_share),
    }


def add_commands(group: app_commands.Group, ui: GameUI, desk: Contexts) -> None:
    """``stats``, ``leaderboard``, ``history`` and ``replay`` in a game's command group."""

    @group.command(name="stats", description=localized(lambda: text("command.stats")))
    @app_commands.describe(player=localized(lambda: text("command.stats_player")))
    async def stats_command(interaction: discord.Interaction, player: discord.User | None = None) -> None:
        await show_stats(desk, interaction, ui, player)

    @group.command(name="leaderboard", description=localized(lambda: text("command.leaderboard")))
    @app_commands.describe(season=localized(lambda: text("command.leaderboard_season")))
    async def leaderboard_command(
        interaction: discord.Interaction, season: app_commands.Range[int, 0, MAX_OPTION_INT] | None = None
    ) -> None:
        await show_leaderboard(desk, interaction, ui, season)

    @group.command(name="history", description=localized(lambda: text("command.history")))
    @app_commands.describe(server=localized(lambda: text("command.history_server")))
    async def history_command(interaction: discord.Interaction, server: bool = False) -> None:
        await show_history(desk, interaction, ui, server)

    @group.command(name="replay", description=localized(lambda: text("command.replay")))
    @app_commands.describe(game=localized(lambda: text("command.replay_game")))
    async def replay_command_(
        interaction: discord.Interaction, game: app_commands.Range[int, 1, MAX_OPTION_INT] | None = None
    ) -> None:
        await replay_command(desk, interaction, ui, game)
