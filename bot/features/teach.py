"""The answers of the teaching buttons (issue 44; the buttons: :mod:`bot.app.teaching`), the same for
every game: **Hint** shows the clicker, privately, the strong computer's choice with the reasons its own
evaluation gives and a **Play it** button that plays it; **Why not?** lists the choices nearest to
those offered that the rules refuse the clicker now, each with the rule that forbids it. Both come from
the game's rules (:meth:`rules.contract.GameRules.hint`, :meth:`~rules.contract.GameRules.why_not`),
worked out from the clicker's own view, so they tell nobody anything their seat could not see."""

from __future__ import annotations

import discord

from bot.app.teaching import HINT, WHY_NOT, hints_allowed
from bot.components import GameButton, Ref, Verb, view_of
from bot.games.seam import DO, LiveGame
from bot.interactions.context import Ctx, Refusal, Route, require_turn
from bot.messaging import Post, plain
from bot.texts import text


async def _mover(ctx: Ctx, live: LiveGame) -> int:
    """The clicker's seat, once the table gives hints and waits for the clicker (else a refusal that
    says why)."""
    if not hints_allowed(ctx.row, await ctx.tables.store.servers.hints(ctx.row.guild_id)):
        raise Refusal(text("teach.hints_off", command=ctx.command))
    seat = live.seat_of_user(ctx.user_id)
    require_turn(live, seat)
    return seat


async def _hint(ctx: Ctx) -> None:
    live = await ctx.live()
    seat = await _mover(ctx, live)
    await ctx.defer_private()
    seed = f"hint:{ctx.row.id}:{live.version}:{seat}"
    hint = await live.hint(seat, seed)
    if not ctx.row.practice and not ctx.row.hinted:
        await ctx.tables.store.games.mark_hinted(ctx.row.id)
    lines = [text("teach.hint_head", move=plain(ctx.ui.undo_words(live, [hint.line])))]
    lines += [f"- {live.module.explain(words)}" for words in hint.reasons]
    if not ctx.row.practice:
        lines.append(text("teach.hint_unrated"))
    await ctx.show(Post(content="\n".join(lines), view=_play_it(ctx, live, hint.line)))


def _play_it(ctx: Ctx, live: LiveGame, line: str) -> discord.ui.View | None:
    """The hint's **Play it** button: the game's own verb that plays a line, bound to the version the
    hint was worked out for (a later click is answered "moved on"); none where the game has no such verb
    or the line does not fit a custom id."""
    if DO not in ctx.ui.verbs:
        return None
    try:
        button = GameButton(
            Ref(ctx.row.id, live.version, DO, line),
            text("teach.play_hint"),
            emoji="💡",
            style=discord.ButtonStyle.primary,
        )
    except ValueError:
        return None
    return view_of(button)


async def _why_not(ctx: Ctx) -> None:
    live = await ctx.live()
    seat = await _mover(ctx, live)
    misses = live.module.why_not(live.state, seat)
    if not misses:
        await ctx.show(Post(content=text("teach.why_not_none")))
        return
    lines = [text("teach.why_not_head")]
    lines += [f"- {live.module.explain(miss.reason)}" for miss in misses]
    await ctx.show(Post(content="\n".join(lines)))


ROUTES = {
    HINT: Route(Verb(), _hint, seated=True, hurries=False),
    WHY_NOT: Route(Verb(), _why_not, seated=True, hurries=False),
}
"""The teaching buttons: for a seated player of a running game, whatever the version (the answer is
about the game as it is now)."""
