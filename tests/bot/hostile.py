"""A hostile client for the adapter tests: forged interactions and the checks every answer must pass.

A modified Discord client can put anything into a component's custom id and a menu's values, click on
any message it can see, and send slash commands with odd options. :class:`Forgery` describes one such
interaction abstractly (so Hypothesis can generate and shrink it); :meth:`Referee.send` makes it
concrete against the table as it stands, delivers it, and checks what the bot did: answered within
Discord's 3 seconds, nothing logged at ERROR, at most one move stored and only a legal one of the
clicker's own seat (or a take-back of that seat's own last moves), and no private message edited that
the clicker does not own.
"""

from __future__ import annotations

import copy
import logging
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any

from bot.app.languages import Languages
from bot.features.lobby import routes
from bot.games.santacruz.ui import SantaCruzUI
from bot.store import undone_to
from devtools.table import LocalTable
from playground.fake_discord import EPHEMERAL, button, dispatch, select, slash
from rules.santacruz.notation import parse

OUTSIDER = 4242
LOBBY_VERBS = frozenset(routes(SantaCruzUI(), Languages()))
"""The verbs of the lobby's buttons and the abandon question."""
ANSWER_WITHIN = 3.0
"""Discord fails an interaction that is not acknowledged within three seconds."""


@dataclass(frozen=True)
class Forgery:
    """One forged interaction, in terms of the table (who, on which message, which parts)."""

    kind: str
    """What is being tried, for the tally: e.g. ``garbage_id``, ``bad_arg``, ``their_panel``."""
    user: str = "other"
    """``turn`` (the player on turn), ``other`` (another player) or ``outsider``."""
    where: str = "live"
    """``live`` public message, ``own``/``their`` private panel, ``lobby`` message, ``bare``."""
    custom_id: str | None = None
    """A literal custom id; else one is built from the parts below."""
    prefix: str = "g"
    game: str = "this"
    """``this`` game, ``lobby`` (another channel's), ``huge``, ``unknown``."""
    version: str = "now"
    """``now``, ``old``, ``next``, ``huge``."""
    verb: str = "hand"
    arg: str = ""
    component_type: int | None = None
    """Defaults to what the prefix asks for (2 for ``g``, 3 for ``s``)."""
    values: tuple[Any, ...] | None = None
    command: dict[str, Any] | None = None
    """A slash command instead of a click: ``{"sub": ..., "options": {...}}``."""


@dataclass
class Referee:
    """Sends forgeries at one table and keeps the tally and the rule breaks it saw."""

    table: LocalTable
    game_id: int
    lobby_id: int
    lobby_message: dict[str, Any]
    seated: list[int]
    """User ids in seat order."""
    counts: Counter[str]

    def _user(self, role: str, waiting: list[int]) -> int:
        if role == "outsider":
            return OUTSIDER
        seated = self.seated
        if role == "turn" and waiting:
            return waiting[0]
        others = [u for u in seated if u not in waiting] or seated
        return others[0]

    def panel(self, owner: int | None, *, mine: bool) -> dict[str, Any] | None:
        """The newest private panel of ``owner`` (``mine``) or of anyone else."""
        for message in reversed(list(self.table.fake.messages.values())):
            if not message.get("flags", 0) & EPHEMERAL or not message.get("components"):
                continue
            who = int(((message.get("interaction_metadata") or {}).get("user") or {}).get("id", 0))
            if (who == owner) == mine:
                return message
        return None

    def _custom_id(self, forgery: Forgery, version: int) -> str:
        if forgery.custom_id is not None:
            return forgery.custom_id
        game = {
            "this": str(self.game_id),
            "lobby": str(self.lobby_id),
            "huge": "99999999999999999999",
            "unknown": "987654",
        }[forgery.game]
        number = {"now": version, "old": max(0, version - 3), "next": version + 1, "huge": 10**25}
        out = f"{forgery.prefix}:{game}:{number[forgery.version]}:{forgery.verb}"
        return out + (f":{forgery.arg}" if forgery.arg else "")

    async def send(self, forgery: Forgery) -> None:
        """Deliver one forgery and check the bot's answer against the rules of the input seam."""
        table = self.table
        live = table.live_message()
        waiting = table.waiting(live) if live else []
        user = self._user(forgery.user, waiting)
        before = await table.client.store.log.actions(self.game_id)
        version = (await table.client.service.live(self.game_id)).version
        if forgery.command is not None:
            payload = slash(
                "santacruz",
                forgery.command.get("sub"),
                forgery.command.get("options"),
                channel_id=table.channel_id,
                user_id=user,
            )
            message = None
        else:
            message = {
                "live": live,
                "own": self.panel(user, mine=True),
                "their": self.panel(user, mine=False),
                "lobby": self.lobby_message,
                "bare": None,
            }[forgery.where]
            custom_id = self._custom_id(forgery, version)
            kind = forgery.component_type or (3 if forgery.prefix == "s" else 2)
            values = list(forgery.values) if forgery.values is not None else None
            if kind == 3 or values is not None:
                payload = select(
                    custom_id, values or [], message=message, channel_id=table.channel_id, user_id=user
                )
                payload["data"]["component_type"] = kind
                if values is None:
                    payload["data"].pop("values", None)
            else:
                payload = button(custom_id, message=message, channel_id=table.channel_id, user_id=user)
                payload["data"]["component_type"] = kind
            message = copy.deepcopy(payload["message"])
        errors = _ErrorRecords()
        root = logging.getLogger()
        root.addHandler(errors)
        start = time.monotonic()
        try:
            await dispatch(table.client, payload, capture_loggers=("discord", "bot"))
        finally:
            root.removeHandler(errors)
        self.counts[forgery.kind] += 1
        assert not errors.records, f"{forgery}: logged {[r.getMessage() for r in errors.records]}"
        self._check_answer(forgery, payload, start)
        self._check_edits(forgery, payload, message, user)
        after = await table.client.store.log.actions(self.game_id)
        self._check_actions(forgery, before, after, user)

    def _check_answer(self, forgery: Forgery, payload: dict[str, Any], start: float) -> None:
        token = payload["token"]
        callbacks = [c for c in self.table.fake.calls if c.path.endswith(f"/{token}/callback") and c.ok]
        assert callbacks, f"{forgery}: the interaction was never answered"
        assert callbacks[0].at - start <= ANSWER_WITHIN, f"{forgery}: answered after 3 s"

    def _check_edits(
        self, forgery: Forgery, payload: dict[str, Any], message: dict[str, Any] | None, user: int
    ) -> None:
        """An answer may edit the clicked message only if it is the clicker's own panel (or the lobby
        message, for a lobby button on it), or a public message: the bot shows the game's public table
        through any click's token (issue 46), and every public payload passes the leak checks."""
        fake = self.table.fake
        token = payload["token"]
        responses = fake.interaction_responses(token)
        edits_clicked = any(r["type"] == 7 for r in responses) or (
            any(r["type"] == 6 for r in responses) and fake.webhook_edits(token)
        )
        if not edits_clicked or message is None:
            return
        owner = int(((message.get("interaction_metadata") or {}).get("user") or {}).get("id", 0))
        private = bool(message.get("flags", 0) & EPHEMERAL)
        own_panel = private and owner == user
        lobby_click = payload["data"]["custom_id"].split(":")[3] in LOBBY_VERBS
        allowed = own_panel or lobby_click or not private
        assert allowed, f"{forgery}: the answer edited a message {user} does not own"

    def _check_actions(
        self,
        forgery: Forgery,
        before: list[tuple[int, int | None, str]],
        after: list[tuple[int, int | None, str]],
        user: int,
    ) -> None:
        assert after[: len(before)] == before, f"{forgery}: stored actions changed"
        new = after[len(before) :]
        assert len(new) <= 1, f"{forgery}: {len(new)} actions stored for one click"
        if new:
            [(_version, seat, line)] = new
            assert user in self.seated and self.seated.index(user) == seat, f"{forgery}: {line} by {user}"
            restored = undone_to(line)
            if restored is None:
                assert str(parse(line)) == line, f"{forgery}: {line!r} stored in a non-canonical form"
            else:
                undone = before[restored:]
                assert undone and all(s == seat and undone_to(a) is None for _v, s, a in undone), (
                    f"{forgery}: {user} took back {undone}"
                )
                self.counts["took_back"] += 1
            self.counts["moved"] += 1


class _ErrorRecords(logging.Handler):
    """Every record at ERROR or above, from any logger."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)
