"""The Follow and Unfollow buttons (issue 45, "Following a game"): anyone who does not play a running
game may follow it from its table and hears of it by direct message at each round's or ship's end and
at its end; one tap on Unfollow, in the answer or in any of those messages, ends it. Both are safe to
press twice: following twice follows once, unfollowing twice unfollows once."""

from __future__ import annotations

import time

from bot.app.following import FOLLOW, UNFOLLOW, unfollow_view
from bot.components import Verb
from bot.interactions.context import Ctx, Refusal, Route
from bot.messaging import Post
from bot.texts import text


async def _follow(ctx: Ctx) -> None:
    live = await ctx.live()
    if live.module.is_over(live.state) or ctx.row.status != "active":
        raise Refusal(text("follow.over", game=ctx.ui.title))
    if any(p.user_id == ctx.user_id for p in live.seats):
        raise Refusal(text("follow.player", game=ctx.ui.title))
    added = await ctx.tables.store.followers.follow(ctx.row.id, ctx.user_id, time.time())
    said = text("follow.on" if added else "follow.already", game=ctx.ui.title, id=ctx.row.id)
    await ctx.show(Post(content=said, view=unfollow_view(ctx.row.id, live.version)))


async def _unfollow(ctx: Ctx) -> None:
    gone = await ctx.tables.store.followers.unfollow(ctx.row.id, ctx.user_id)
    await ctx.say(text("follow.off" if gone else "follow.not_following", game=ctx.ui.title, id=ctx.row.id))


ROUTES = {
    FOLLOW: Route(Verb(), _follow),
    UNFOLLOW: Route(Verb(), _unfollow),
}
"""Follow (anyone but the game's players, while it runs) and Unfollow (whenever: it only ever removes),
whatever the version the clicked message shows."""
