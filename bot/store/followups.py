"""Public posts sent as an interaction's follow-up (issue 46): Discord keeps no nonce for those, so the
bot notes each one's nonce before sending it, and a post repeated after a kill looks for the first one
in its channel instead of making a second."""

from __future__ import annotations

from bot.store.repository import Repository

KEPT_SECONDS = 24 * 3600.0
"""How long a noted follow-up is kept: far longer than a restart takes."""
PRUNE_EVERY = 3600.0
"""How often a process forgets the notes older than :data:`KEPT_SECONDS` (not on every post)."""


class Followups(Repository):
    """The follow-ups the bot began to post, by nonce."""

    _pruned_at = 0.0

    async def begin(self, nonce: str, channel_id: int, now: float) -> bool:
        """Note that the post of ``nonce`` goes out as a follow-up in ``channel_id`` now; False when it
        was noted before (it may have gone out: the caller looks for it instead). Once an hour, forget
        the notes of a day ago."""
        if now - self._pruned_at >= PRUNE_EVERY:
            self._pruned_at = now
            await self._run("DELETE FROM followups WHERE sent_at < ?", (now - KEPT_SECONDS,))
        added = await self._run(
            "INSERT INTO followups (nonce, channel_id, sent_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
            (nonce, channel_id, now),
        )
        return added == 1

    async def sent(self, nonce: str, message_id: int) -> None:
        """The post of ``nonce`` is the message ``message_id``."""
        await self._run("UPDATE followups SET message_id = ? WHERE nonce = ?", (message_id, nonce))

    async def begun(self, nonce: str) -> tuple[float, int | None] | None:
        """When the post of ``nonce`` went out as a follow-up and the message it made, if it went out
        (the message unknown when the bot was cut short before it heard back)."""
        row = await self._one("SELECT sent_at, message_id FROM followups WHERE nonce = ?", (nonce,))
        if row is None:
            return None
        return float(row[0]), None if row[1] is None else int(row[1])
