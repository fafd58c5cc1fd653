"""Santa Cruz on Discord: its commands, its component verbs and its private follow-ups.

Component verbs: ``hand`` (open my panel), ``act`` (my panel, when it is my turn), ``pick`` (draft),
``card`` / ``double`` / ``score`` / ``scores`` (choose a card or the scoring cards), ``site`` (a
site chosen in a menu), ``do`` (play a move; version-checked), ``check`` (ask before a move that can
lose something) and ``sdo`` (the secret discard; the rules alone decide). The public turn message is
built in :mod:`.posts`, the private panel's steps in :mod:`.panels`. Every private answer to a move
carries the core's Take back button (:mod:`bot.undo`) when the move may still be taken back.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from typing import Any

from bot import seats, undo
from bot.components import Ref, view_of
from bot.context import Ctx, Refusal, require_turn
from bot.games.base import Frame
from bot.games.catalogue_ui import CatalogueUI
from bot.games.santacruz import history, panels, posts
from bot.games.santacruz.choices import action_line, double_reach, needs_confirm, only_no_build, targets_for
from bot.games.santacruz.module import SantaCruzModule
from bot.history import replay_turns
from bot.inputs import Verb, one_of
from bot.messaging import Post, game_link, plain
from bot.service import LiveGame
from bot.store import GameRow
from bot.texts import text
from render.santacruz.words import card_effect, card_name
from rules.santacruz import gamedata, narrate
from rules.santacruz.actions import NO_BUILD, Build, Discard, Double, DoubleBuild, Land, Pick, Score, Target
from rules.santacruz.engine import legal_actions
from rules.santacruz.events import ChipDrawn, ScoringCardDrawn
from rules.santacruz.gamedata import BUILD_CARD_KINDS
from rules.santacruz.messages import render as say
from rules.santacruz.notation import parse
from rules.santacruz.views import PlayerView, player_view, public_moves, public_view

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
        "scores": Verb(versioned=True),
        "site": Verb(arg=one_of(("land", "build", *BUILD_CARD_KINDS)), select=True, versioned=True),
        "do": Verb(arg=_canonical_line, versioned=True),
        "check": Verb(arg=_canonical_line, versioned=True),
        "sdo": Verb(arg=scoring),
    }


def _names(live: LiveGame) -> list[str]:
    return [plain(p.name) for p in live.seats]


def _target(value: str) -> Target:
    if value == "-":
        return NO_BUILD
    return Target(value.rstrip("+"), value.endswith("+"))


class SantaCruzUI(CatalogueUI):
    """The Santa Cruz game as the bot core sees it (:class:`bot.games.base.GameUI`)."""

    say = staticmethod(say)
    panel_command = "hand"
    """The private panel's subcommand: the hand."""
    posts = posts
    variant_options = (("standard", {}), ("beginner", {"random_sets": True}))

    def __init__(self, board_format: str = "png") -> None:
        self.module = SantaCruzModule()
        self.board_format = board_format
        self.verbs = _verbs()

    # --- components -----------------------------------------------------------------------------

    async def on_component(self, ctx: Ctx, ref: Ref, values: Sequence[str]) -> None:
        live = await ctx.live()
        seat = live.seat_of_user(ctx.user_id)
        if ref.verb == "hand":
            await self.open_panel(ctx, live, seat)
            return
        require_turn(live, seat)
        pv = player_view(live.state, seat)
        if ref.verb == "act":
            await ctx.defer_private()
            await ctx.show(await panels.hand_panel(live, pv))
        elif ref.verb == "pick":
            await ctx.defer_private()
            line = f"{seat} pick {ref.arg}"
            live = (await ctx.bot.play(ctx, line, ref.version)).game
            await self._done(ctx, live, line)
        elif ref.verb == "card":
            await self._card(ctx, live, pv, ref.arg)
        elif ref.verb == "double":
            if not any(isinstance(a, Double) for a in legal_actions(live.state, seat)):
                raise ctx.moved_on()
            await ctx.show(panels.double_panel(live, pv))
        elif ref.verb in ("score", "scores"):
            cards = panels.playable_scoring(live, seat)
            if ref.verb == "score":
                cards = [c for c in cards if c == ref.arg]
            if not cards:
                raise ctx.moved_on()
            await ctx.show(panels.score_panel(live, pv, cards))
        elif ref.verb == "site":
            await self._site(ctx, live, seat, ref.arg, values, ref.version)
        elif ref.verb == "check":
            await self._check(ctx, live, pv, ref.arg)
        elif ref.verb == "do":
            await self._do(ctx, seat, ref.arg, ref.version)
        else:
            await self._discard(ctx, seat, ref.arg)

    async def open_panel(self, ctx: Ctx, live: LiveGame, seat: int) -> None:
        """My hand: the hand image and whatever I can do now; the DM notice once if DMs failed."""
        await ctx.defer_private()
        post = await panels.hand_panel(live, player_view(live.state, seat))
        if await ctx.bot.store.dm_state(ctx.row.id, ctx.user_id) == "closed":
            post.content += "\n\n" + text("dm.closed")
            await ctx.bot.store.set_dm_state(ctx.row.id, ctx.user_id, "told")
        await ctx.show(post)

    async def _card(self, ctx: Ctx, live: LiveGame, pv: PlayerView, kind: str) -> None:
        """A building card: its legal sites, or a warning first when it cannot build anywhere."""
        if not targets_for(live.state, pv.seat, kind):
            raise Refusal(say("illegal.no_card", kind=say(f"render.card.{kind}")))
        await ctx.defer_private()
        await ctx.show(await panels.build_panel(live, pv, kind))

    async def _site(
        self, ctx: Ctx, live: LiveGame, seat: int, mode: str, values: Sequence[str], version: int
    ) -> None:
        """A site chosen in a menu: check it was offered (it is legal now), then play it, or ask first
        when it can lose something."""
        target = _target(values[0])
        if target not in targets_for(live.state, seat, mode):
            raise ctx.moved_on()
        if needs_confirm(target):
            await ctx.defer_private()
            await ctx.show(await panels.build_confirm(live, player_view(live.state, seat), mode, target))
            return
        await self._do(ctx, seat, action_line(seat, mode, target), version)

    async def _check(self, ctx: Ctx, live: LiveGame, pv: PlayerView, line: str) -> None:
        """Ask before a move that can lose something, if it is still one the rules allow now."""
        action = parse(line)
        legal = legal_actions(live.state, pv.seat)
        if isinstance(action, Double):
            nowhere = not double_reach(live.state, pv.seat, action.kind)
            allowed = Double(pv.seat, action.kind) in legal and nowhere
        else:
            allowed = action in legal
        if not allowed or action.seat != pv.seat:
            raise ctx.moved_on()
        await ctx.defer_private()
        await ctx.show(await panels.check_panel(live, pv, action))

    async def _do(self, ctx: Ctx, seat: int, line: str, version: int) -> None:
        """A move: play it, then go straight to a double move's next build, or close the panel.

        A double move's second build that can only build nothing is played at once (nothing to decide).
        """
        await ctx.defer_private()
        result = await ctx.bot.play(ctx, line, version)
        live = result.game
        view = public_view(live.state)
        if seat in view.awaiting and view.phase == "play" and view.double is not None:
            if view.double[1] == 1 and only_no_build(live.state, seat, "build"):
                live = (await ctx.bot.play(ctx, f"{seat} build -", live.version)).game
            else:
                panel = await panels.hand_panel(live, player_view(live.state, seat))
                take_back = await undo.offer(ctx, live)
                if take_back is not None:
                    if panel.view is None:
                        panel.view = view_of()
                    panel.view.add_item(take_back)
                await ctx.show(panel)
                return
        await self._done(ctx, live, line)

    async def _done(self, ctx: Ctx, live: LiveGame, line: str, said: str | None = None) -> None:
        """The private answer to a finished move: what it did, and Take back while it may be."""
        done = said or say("ui.done", move=narrate.describe_move(line, _names(live), you=True))
        take_back = await undo.offer(ctx, live)
        await ctx.show(Post(content=done, view=view_of(take_back) if take_back else None))

    async def _discard(self, ctx: Ctx, seat: int, card: str) -> None:
        """The secret discard (the rules alone decide whether it is allowed now)."""
        await ctx.defer_private()
        line = f"{seat} discard {card}"
        live = (await ctx.bot.play(ctx, line, None)).game
        done = say("ui.discard.done", card=card_name(card))
        view = public_view(live.state)
        if view.phase == "discard" and view.awaiting:
            names = seats.seat_names(say, live)
            done += " " + say("ui.discard.waiting", names=", ".join(names[s] for s in view.awaiting))
        await self._done(ctx, live, line, done)

    def undo_words(self, live: LiveGame, lines: Sequence[str]) -> str:
        """A taken-back turn in a few words: ``build L04 with a road``, ``double move with roads: L04,
        L20``, ``discard a scoring card`` (never which)."""
        actions = [parse(line) for line in lines]
        first = actions[0]
        if isinstance(first, Pick):
            return say("ui.undo.pick", letter=first.letter)
        if isinstance(first, Discard):
            return say("ui.undo.discard")
        if isinstance(first, Land):
            return say("ui.undo.land", site=first.site) if first.site else say("ui.undo.land_none")
        if isinstance(first, Score):
            return say("ui.undo.score", card=card_name(first.card))
        if isinstance(first, Build):
            card = say(f"narrate.kind.{first.kind}")
            target = first.target
            if target.site is None:
                return say("ui.undo.no_build", card=card)
            return say("ui.undo.join" if target.join else "ui.undo.build", site=target.site, card=card)
        assert isinstance(first, Double)
        kinds = say(f"narrate.kinds.{first.kind}")
        targets = [*first.targets, *(a.target for a in actions[1:] if isinstance(a, DoubleBuild))]
        if not targets:
            return say("ui.undo.double", kinds=kinds)
        sites = ", ".join(str(t) if t.site else say("ui.undo.nothing") for t in targets)
        return say("ui.undo.double_sites", kinds=kinds, sites=sites)

    # --- private follow-ups ---------------------------------------------------------------------

    def private_news(self, live: LiveGame, row: GameRow, events: Sequence[Any], seat: int) -> str | None:
        """The bird chips and the new scoring card a move drew for ``seat``, as a DM (None: nothing)."""
        drawn = [e for e in events if isinstance(e, ChipDrawn | ScoringCardDrawn) and e.seat == seat]
        if not drawn:
            return None
        lines = narrate.describe(drawn, _names(live), seat)
        return say("ui.dm", game=self.title, link=game_link(row) or "", text=" ".join(lines))

    # --- commands -------------------------------------------------------------------------------

    def status_text(self, ctx: Ctx, live: LiveGame) -> str:
        """Where the game stands: phase, standings, who must act, and a link to the current message."""
        view = public_view(live.state)
        names = seats.seat_names(say, live)
        lines = [f"**{posts.phase_title(view)}**"]
        for rank, seat in enumerate(view.ranks, start=1):
            score = narrate.points_text(view.players[seat].score)
            lines.append(say("ui.status.player", rank=rank, name=names[seat], score=score))
        waiting = ", ".join(names[s] for s in view.awaiting)
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
        names = seats.seat_names(say, live)
        lines = [say("ui.log.header", count=len(moves) - first, total=len(moves))]
        for number, line in enumerate(moves[first:], start=first + 1):
            seat, rest = line.split(" ", 1)
            shown = f"{int(seat) + 1} {rest}"
            lines.append(f"{number}. `{shown}` {narrate.describe_move(line, names)}")
        return "\n".join(lines)

    def rules_text(self) -> str:
        """A short guide to the game and to every scoring card."""
        cards = "\n".join(
            f"• **{card_name(c)}**: {card_effect(c)}" for c in dict.fromkeys(self._scoring_cards())
        )
        return f"{say('ui.rules.guide', command=self.module.name)}\n\n{say('ui.rules.cards')}\n{cards}"

    @staticmethod
    def _scoring_cards() -> list[str]:
        from rules.santacruz import gamedata

        return list(gamedata.cards().scoring)

    # --- replays --------------------------------------------------------------------------------

    def replay_turns(self, record: dict[str, Any]) -> list[tuple[int, str]]:
        return replay_turns(record, say)

    def replay_frame(self, record: dict[str, Any], step: int) -> Frame:
        return history.frame(record, step)
