"""A person playing through the playground's page API (what ``playground/web/app.js`` sends and hears):
opens a lobby with the composer's command, fills it with a computer, starts, and plays to the standings
by the buttons and menus of the live table and of their private panels, timing each click until the page
hears its answer. The benchmark of the playground plays with it (``bench/playground.py``)."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import random
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from bot.components import PATTERN
from devtools.table import back, components, shown_text, verb

EPHEMERAL = 64
DEFERRED_UPDATE = 6
"""The callback of a click acknowledged as an update of its message: what it shows comes after."""
UPDATE = 7
"""The callback of a click answered by an update of the message clicked."""
REPLY = 4
"""The callback of a click answered by a new message (a refusal is one: a sentence alone)."""
NOTE_WAIT = 1.0
"""Seconds a person waits, after a move on the table, for the private note it makes (if any)."""
REFUSED_PAUSE = 1.0
"""Seconds a person takes to read a refusal before clicking again (the bot allows 3 clicks a second)."""
PASSIVE = ("hand", "follow", "unfollow", "undo", "leave", "abandon", "settings", "rules", "history")
"""Verbs a person who wants to move on does not press (nor, in a private panel, ``act``: the panel's
opener again)."""


@dataclass
class Click:
    """One click and when the page heard what it changed: its first answer, and the last change of the
    public table before the next click (the table with the move, its picture, and the computers' moves
    that followed, until the person may move again)."""

    sent: float
    answered: float | None = None
    table: float | None = None
    message: str = ""
    """The message clicked."""
    interaction: str = ""
    """The interaction's id, once answered."""
    shown: bool = False
    """Whether the message clicked changed since."""


@dataclass
class PagePerson:
    """One person at the page of a playground at ``url``."""

    session: aiohttp.ClientSession
    url: str
    name: str
    locale: str = "en-US"
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    user: str = ""
    channel: str = ""
    messages: dict[str, dict[str, Any]] = field(default_factory=dict)
    clicks: list[Click] = field(default_factory=list)
    _ws: aiohttp.ClientWebSocketResponse | None = None
    _listener: asyncio.Task[None] | None = None
    _changed: asyncio.Event = field(default_factory=asyncio.Event)

    async def join(self) -> None:
        """Register the person and listen to the page's events."""
        async with self.session.post(
            f"{self.url}/_playground/person", json={"name": self.name, "locale": self.locale}
        ) as r:
            self.user = (await r.json())["person"]["id"]
        self._ws = await self.session.ws_connect(f"{self.url}/_playground/events", params={"user": self.user})
        self._listener = asyncio.create_task(self._listen())

    async def leave(self) -> None:
        if self._listener is not None:
            self._listener.cancel()
        if self._ws is not None:
            await self._ws.close()

    async def state(self) -> dict[str, Any]:
        async with self.session.get(f"{self.url}/_playground/state", params={"user": self.user}) as r:
            found: dict[str, Any] = await r.json()
            return found

    async def _listen(self) -> None:
        assert self._ws is not None
        async for frame in self._ws:
            event = frame.json()
            if event.get("type") == "message":
                message = event["message"]
                now = time.monotonic()
                if self.clicks and self.clicks[-1].answered is None:
                    self.clicks[-1].answered = now
                if self.clicks and not message["flags"] & EPHEMERAL:
                    self.clicks[-1].table = now  # the last public change before the next click
                if self.clicks and self.clicks[-1].message == message["id"]:
                    self.clicks[-1].shown = True
                self.messages[message["id"]] = message
                self._changed.set()
            elif event.get("type") == "channel" and event["channel"].get("parent_id") == self.channel:
                self.channel = event["channel"]["id"]  # the game moved to its thread
            elif event.get("type") == "delete":
                self.messages.pop(event["id"], None)

    async def interact(self, **body: Any) -> dict[str, Any]:
        self.clicks.append(Click(time.monotonic(), message=str(body.get("message") or "")))
        async with self.session.post(
            f"{self.url}/_playground/interact", json={"user": self.user, **body}
        ) as r:
            answer: dict[str, Any] = await r.json()
        if not answer.get("ok"):
            raise AssertionError(f"{body}: {answer}")
        self.clicks[-1].interaction = str(answer.get("interaction") or "")
        return answer

    # -- reading the page

    def in_channel(self) -> list[dict[str, Any]]:
        return sorted(
            (m for m in self.messages.values() if m["channel_id"] == self.channel), key=lambda m: int(m["id"])
        )

    def table(self) -> dict[str, Any] | None:
        """The newest public message of the game's channel with buttons (the live table, or the lobby)."""
        live = [
            m for m in self.in_channel() if not m["flags"] & EPHEMERAL and any(True for _ in components(m))
        ]
        return live[-1] if live else None

    def panel(self) -> dict[str, Any] | None:
        """The newest private panel with something to press, if newer than the table and not behind it
        (a panel shown as a computer moved on, whose buttons would only be told the game moved on)."""
        table = self.table()
        panels = [m for m in self.in_channel() if m["flags"] & EPHEMERAL and self._choices(m)]
        if not panels or (table is not None and int(panels[-1]["id"]) < int(table["id"])):
            return None
        if table is not None and _version(panels[-1]) < _version(table):
            return None
        return panels[-1]

    def finished(self) -> bool:
        """Whether the standings are shown (the game's last message: the standings' picture, no buttons)."""
        public = [m for m in self.in_channel() if not m["flags"] & EPHEMERAL]
        shown = [a["filename"] for m in public[-1:] for a in m["attachments"]]
        return self.table() is None and "standings.png" in shown

    def _choices(self, message: dict[str, Any]) -> list[tuple[str, list[str] | None]]:
        found: list[tuple[str, list[str] | None]] = []
        passive = (*PASSIVE, "act") if message["flags"] & EPHEMERAL else PASSIVE
        for item in components(message):
            if item.get("disabled") or verb(item) in passive or back(item):
                continue
            if item["type"] == 2 and item.get("custom_id"):
                found.append((item["custom_id"], None))
            elif item["type"] == 3:
                options = [o["value"] for o in item.get("options") or []]
                if options:
                    found.append((item["custom_id"], [self.rng.choice(options)]))
        return found

    # -- playing

    async def open_lobby(self, command: str, channel: str) -> None:
        """``/<command> join`` in ``channel``, add one easy computer, start."""
        self.channel = channel
        await self.interact(kind="command", channel=channel, command=command, path=["join"])
        for wanted in ("add_ai", "start"):
            await self._wait(functools.partial(self._has_lobby_button, wanted))
            lobby = self.table()
            assert lobby is not None
            custom_id = self._lobby_button(wanted)
            await self.interact(kind="component", message=lobby["id"], custom_id=custom_id)
            self._changed.clear()

    def _has_lobby_button(self, wanted: str) -> bool:
        return self._lobby_button(wanted) is not None

    def _lobby_button(self, wanted: str) -> str | None:
        lobby = self.table()
        for item in components(lobby):
            easy = wanted != "add_ai" or item["custom_id"].endswith(":easy")
            if verb(item) == wanted and not item.get("disabled") and easy:
                return str(item["custom_id"])
        return None

    async def play(self, limit: int = 600) -> None:
        """Play to the standings: a choice of the newest private panel, else of the live table when it
        mentions this person, else wait for the table to change."""
        for _ in range(limit):
            if self.finished():
                return
            panel = self.panel()
            table = self.table()
            target = panel if panel is not None else table
            mine = target is not None and (panel is not None or f"<@{self.user}>" in shown_text(table))
            choices = self._choices(target) if target is not None and mine else []
            if mine and not choices and panel is None:  # a secret choice: it is made in the hand
                choices = [(str(c["custom_id"]), None) for c in components(table) if verb(c) == "hand"]
            if not choices:
                await self._heard(0.5)
                continue
            assert target is not None
            custom_id, values = self.rng.choice(choices)
            self._changed.clear()
            body: dict[str, Any] = {"kind": "component", "message": target["id"], "custom_id": custom_id}
            if values is not None:
                body["values"] = values
            answer = await self.interact(**body)
            click = self.clicks[-1]
            if answer.get("type") == DEFERRED_UPDATE:  # the answer comes as a follow-up: wait for it
                await self._wait(functools.partial(self._answered, click), timeout=5.0)
            elif answer.get("type") == UPDATE and not target["flags"] & EPHEMERAL:
                # the table shows the move as the click's answer; the mover's note follows it
                await self._wait(functools.partial(self._noted, click), timeout=NOTE_WAIT)
            else:
                await self._heard(5.0)
            if answer.get("type") == REPLY and self._refused(click):  # a person reads it before clicking on
                await asyncio.sleep(REFUSED_PAUSE)
        raise AssertionError(f"{self.name}: the game did not end in {limit} steps")

    def _made_by(self, click: Click, *, private: bool = False) -> list[dict[str, Any]]:
        """The messages made through ``click``'s interaction (only those its person alone sees)."""
        return [
            m
            for m in self.messages.values()
            if (m.get("interaction_metadata") or {}).get("id") == click.interaction
            and (not private or m["flags"] & EPHEMERAL)
        ]

    def _refused(self, click: Click) -> bool:
        """Whether ``click`` was answered by a sentence alone (a refusal: nothing to press in it)."""
        made = self._made_by(click, private=True)
        return bool(made) and not any(True for m in made for _ in components(m))

    def _noted(self, click: Click) -> bool:
        """Whether a private note was made through ``click`` (what a move tells only its mover)."""
        return bool(self._made_by(click, private=True))

    def _answered(self, click: Click) -> bool:
        """Whether ``click``'s answer was heard: the message clicked changed, or one was made through it."""
        return click.shown or bool(self._made_by(click))

    async def _wait(self, done: Callable[[], bool], timeout: float = 15.0) -> None:
        """Until ``done()``, looking again at each change the page hears; at most ``timeout`` s."""
        deadline = time.monotonic() + timeout
        while not done():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), remaining)
            self._changed.clear()

    async def _heard(self, timeout: float) -> None:
        """Until the page hears a change (or ``timeout`` s)."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._changed.wait(), timeout)
        self._changed.clear()


def _version(message: dict[str, Any]) -> int:
    """The game version a message's buttons name (0 without any)."""
    for item in components(message):
        found = re.fullmatch(PATTERN, str(item.get("custom_id") or ""))
        if found:
            return int(found["version"])
    return 0
