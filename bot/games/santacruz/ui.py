"""Santa Cruz on Discord: its commands, its component verbs and its private follow-ups.

Component verbs: ``hand`` (open my panel), ``act`` (my panel, when it is my turn), ``pick`` (draft),
``card`` / ``double`` / ``score`` (choose a card), ``site`` (choose where), ``discard`` (choose the
secret discard), ``do`` (confirm a move; version-checked) and ``sdo`` (confirm a simultaneous
discard; the rules alone decide). The public turn message is built in :mod:`.posts`.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

from bot.components import Ref
from bot.context import Ctx, Refusal, bot_of
from bot.games.base import Frame, Variant
from bot.games.santacruz import history, posts
from bot.games.santacruz.module import SantaCruzModule
from bot.inputs import Verb, one_of
from bot.messaging import Post, game_link, plain
from bot.service import LiveGame
from bot.store import GameRow
from bot.texts import text
from render.santacruz.words import card_effect, card_name
from rules.santacruz import gamedata, narrate
from rules.santacruz.actions import NO_BUILD, Score, Target
from rules.santacruz.engine import legal_actions
from rules.santacruz.events import ChipDrawn, ScoringCardDrawn
from rules.santacruz.gamedata import BUILD_CARD_KINDS
from rules.santacruz.messages import render as say
from rules.santacruz.notation import parse
from rules.santacruz.targets import awaiting
from rules.santacruz.views import player_view, public_moves, public_view

LOG_LINES = 15
"""Moves shown by ``/santacruz log``."""


def _canonical_line(line: str) -> str:
    """A confirmed move's line, re-printed from its parsed form (the only form ever stored)."""
    return str(parse(line))


def _verbs() -> dict[str, Verb]:
    """The game's component verbs and what each accepts; most are bound to their message's version."""
    scoring = one_of(gamedata.cards().scoring)
    return {
        "hand": Verb(),
        "act": Verb(versioned=True),
        "pick": Verb(arg=one_of(string.ascii_uppercase), versioned=True),
        "card": Verb(arg=one_of(BUILD_CARD_KINDS), versioned=True),
        "double": Verb(versioned=True),
        "score": Verb(arg=scoring, versioned=True),
        "site": Verb(arg=one_of(("land", "build", *BUILD_CARD_KINDS)), select=True, versioned=True),
        "discard": Verb(select=True),
        "do": Verb(arg=_canonical_line, versioned=True),
        "sdo": Verb(arg=scoring),
    }


def _names(live: LiveGame) -> list[str]:
    return [plain(p.name) for p in live.seats]


def _require_turn(live: LiveGame, seat: int) -> None:
    waiting = awaiting(live.state)
    if seat not in waiting:
        names = ", ".join(plain(live.user_of_seat(s).name) for s in sorted(waiting)) or "-"
        raise Refusal(text("error.not_your_turn", names=names))


def _target(value: str) -> Target:
    if value == "-":
        return NO_BUILD
    return Target(value.rstrip("+"), value.endswith("+"))


class SantaCruzUI:
    """The Santa Cruz game as the bot core sees it (:class:`bot.games.base.GameUI`)."""

    def __init__(self) -> None:
        self.module = SantaCruzModule()
        self.title = say("ui.game")
        self.computer_levels = {level: say(f"ui.level.{level}") for level in self.module.computer_levels}
        self.variants: dict[str, Variant] = {
            "standard": Variant(say("ui.variant.standard"), {}),
            "beginner": Variant(say("ui.variant.beginner"), {"random_sets": True}),
        }
        self.verbs = _verbs()

    # --- public messages ------------------------------------------------------------------------

    async def turn_post(self, live: LiveGame, events: Sequence[Any], before: Any = None) -> Post:
        return await posts.turn_post(live, events, before)

    # --- components -----------------------------------------------------------------------------

    async def on_component(self, ctx: Ctx, ref: Ref, values: Sequence[str]) -> None:
        live = await ctx.live()
        seat = live.seat_of_user(ctx.user_id)
        if ref.verb == "hand":
            await self._open_panel(ctx, live, seat)
            return
        _require_turn(live, seat)
        pv = player_view(live.state, seat)
        if ref.verb == "act":
            await ctx.defer_private()
            await ctx.show(await posts.hand_panel(live, pv))
        elif ref.verb == "pick":
            await ctx.defer()
            await ctx.bot.play(ctx, f"{seat} pick {ref.arg}", ref.version)
        elif ref.verb == "card":
            await self._card(ctx, live, seat, ref.arg)
        elif ref.verb == "double":
            await ctx.show(posts.double_panel(live, pv))
        elif ref.verb == "score":
            if Score(seat, ref.arg) not in legal_actions(live.state, seat):
                raise ctx.moved_on()
            await ctx.show(posts.score_confirm(live, pv, ref.arg))
        elif ref.verb == "site":
            await self._site(ctx, live, seat, ref.arg, values)
        elif ref.verb == "discard":
            if values[0] not in pv.hand_scoring:
                raise ctx.moved_on()
            await ctx.show(posts.discard_confirm(live, pv, values[0]))
        elif ref.verb == "do":
            await self._do(ctx, seat, ref.arg, ref.version)
        else:
            await ctx.defer_private()
            await ctx.bot.play(ctx, f"{seat} discard {ref.arg}", None)
            await ctx.show(Post(content=say("ui.discard.done", card=card_name(ref.arg))))

    async def _open_panel(self, ctx: Ctx, live: LiveGame, seat: int) -> None:
        """My hand: the hand image and whatever I can do now; the DM notice once if DMs failed."""
        await ctx.defer_private()
        post = await posts.hand_panel(live, player_view(live.state, seat))
        if await ctx.bot.store.dm_state(ctx.row.id, ctx.user_id) == "closed":
            post.content += "\n\n" + text("dm.closed")
            await ctx.bot.store.set_dm_state(ctx.row.id, ctx.user_id, "told")
        await ctx.show(post)

    async def _card(self, ctx: Ctx, live: LiveGame, seat: int, kind: str) -> None:
        """A building card: its legal sites, or a warning first when it cannot build anywhere."""
        targets = posts.targets_for(live.state, seat, kind)
        if not targets:
            raise Refusal(say("illegal.no_card", kind=say(f"render.card.{kind}")))
        pv = player_view(live.state, seat)
        await ctx.defer_private()
        if posts.only_no_build(live.state, seat, kind):
            await ctx.show(await posts.build_confirm(live, pv, kind, NO_BUILD))
            return
        await ctx.show(await posts.site_panel(live, pv, kind))

    async def _site(self, ctx: Ctx, live: LiveGame, seat: int, mode: str, values: Sequence[str]) -> None:
        """A site chosen in a menu: check it was offered (it is legal now), then ask for confirmation."""
        target = _target(values[0])
        if target not in posts.targets_for(live.state, seat, mode):
            raise ctx.moved_on()
        await ctx.defer_private()
        await ctx.show(await posts.build_confirm(live, player_view(live.state, seat), mode, target))

    async def _do(self, ctx: Ctx, seat: int, line: str, version: int) -> None:
        """A confirmed move: play it, then continue a double move or close the panel."""
        await ctx.defer_private()
        result = await ctx.bot.play(ctx, line, version)
        live = result.game
        view = public_view(live.state)
        if seat in view.awaiting and view.phase == "play" and view.double is not None:
            await ctx.show(await posts.hand_panel(live, player_view(live.state, seat)))
            return
        done = say("ui.done", move=narrate.describe_move(line, _names(live)))
        await ctx.show(Post(content=done))

    # --- private follow-ups ---------------------------------------------------------------------

    def private_news(self, live: LiveGame, row: GameRow, events: Sequence[Any], seat: int) -> str | None:
        """The bird chips and the new scoring card a move drew for ``seat``, as a DM (None: nothing)."""
        drawn = [e for e in events if isinstance(e, ChipDrawn | ScoringCardDrawn) and e.seat == seat]
        if not drawn:
            return None
        lines = narrate.describe(drawn, _names(live), seat)
        return say("ui.dm", game=self.title, link=game_link(row) or "", text=" ".join(lines))

    # --- commands -------------------------------------------------------------------------------

    async def _running(self, interaction: discord.Interaction) -> tuple[Ctx, LiveGame]:
        ctx = await bot_of(interaction).channel_game(interaction, self)
        if ctx.row.status != "active":
            raise Refusal(say("ui.not_started", command=self.module.name))
        return ctx, await ctx.live()

    def add_commands(self, group: app_commands.Group) -> None:
        ui = self

        @group.command(name="board", description=say("ui.command.board"))
        async def board(interaction: discord.Interaction) -> None:
            ctx, _live = await ui._running(interaction)
            ctx.bot.check_permissions(interaction)
            await ctx.defer(thinking=True)
            await ctx.bot.publish_turn(ctx.row.id, ui, repost=interaction.id)
            await ctx.say(say("ui.board.reposted"))

        @group.command(name="hand", description=say("ui.command.hand"))
        async def hand(interaction: discord.Interaction) -> None:
            ctx, live = await ui._running(interaction)
            await ui._open_panel(ctx, live, live.seat_of_user(ctx.user_id))

        @group.command(name="status", description=say("ui.command.status"))
        async def status(interaction: discord.Interaction) -> None:
            ctx, live = await ui._running(interaction)
            await ctx.say(ui.status_text(ctx, live))

        @group.command(name="log", description=say("ui.command.log"))
        async def log(interaction: discord.Interaction) -> None:
            ctx, live = await ui._running(interaction)
            await ctx.say(ui.log_text(live))

        @group.command(name="rules", description=say("ui.command.rules"))
        async def rules(interaction: discord.Interaction) -> None:
            await bot_of(interaction).messenger.say(interaction, ui.rules_text())

    def status_text(self, ctx: Ctx, live: LiveGame) -> str:
        """Where the game stands: phase, standings, who must act, and a link to the current message."""
        view = public_view(live.state)
        lines = [f"**{posts.phase_title(view)}**"]
        for rank, seat in enumerate(view.ranks, start=1):
            player = view.players[seat]
            lines.append(say("ui.status.player", rank=rank, name=plain(player.name), score=player.score))
        waiting = ", ".join(plain(view.players[s].name) for s in view.awaiting)
        if waiting:
            lines.append(say("ui.status.waiting", names=waiting))
        if ctx.link():
            lines.append(say("ui.status.link", link=ctx.link()))
        return "\n".join(lines)

    def log_text(self, live: LiveGame) -> str:
        """The last moves, in notation and in words (discards never name their card)."""
        moves = public_moves(live.state)
        if not moves:
            return say("ui.log.empty")
        first = max(0, len(moves) - LOG_LINES)
        names = _names(live)
        lines = [say("ui.log.header", count=len(moves) - first, total=len(moves))]
        for number, line in enumerate(moves[first:], start=first + 1):
            lines.append(f"{number}. `{line}` {narrate.describe_move(line, names)}")
        return "\n".join(lines)[:2000]

    def rules_text(self) -> str:
        """A short guide to the game and to every scoring card."""
        cards = "\n".join(
            f"• **{card_name(c)}**: {card_effect(c)}" for c in dict.fromkeys(self._scoring_cards())
        )
        return f"{say('ui.rules.guide', command=self.module.name)}\n\n{say('ui.rules.cards')}\n{cards}"[:2000]

    @staticmethod
    def _scoring_cards() -> list[str]:
        from rules.santacruz import gamedata

        return list(gamedata.cards().scoring)

    # --- replays --------------------------------------------------------------------------------

    def replay_turns(self, record: dict[str, Any]) -> list[tuple[int, str]]:
        return history.turns(record)

    def replay_frame(self, record: dict[str, Any], step: int) -> Frame:
        return history.frame(record, step)
