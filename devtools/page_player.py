"""A person playing through the playground's page API (what ``playground/web/app.js`` sends and hears):
opens a lobby with the composer's command, fills it with a computer, starts, and plays to the standings
by the buttons and menus of the live table and of their private panels, timing each click until the page
hears its answer. The benchmark of the playground plays with it (``bench/playground.py``)."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from devtools.table import back, components, shown_text, verb

EPHEMERAL = 64
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
                self.messages[message["id"]] = message
                self._changed.set()
            elif event.get("type") == "channel" and event["channel"].get("parent_id") == self.channel:
                self.channel = event["channel"]["id"]  # the game moved to its thread
            elif event.get("type") == "delete":
                self.messages.pop(event["id"], None)

    async def interact(self, **body: Any) -> dict[str, Any]:
        self.clicks.append(Click(time.monotonic()))
        async with self.session.post(
            f"{self.url}/_playground/interact", json={"user": self.user, **body}
        ) as r:
            answer: dict[str, Any] = await r.json()
        if not answer.get("ok"):
            raise AssertionError(f"{body}: {answer}")
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
        """The newest private panel with something to press, if newer than the table."""
        table = self.table()
        panels = [m for m in self.in_channel() if m["flags"] & EPHEMERAL and self._choices(m)]
        if panels and (table is None or int(panels[-1]["id"]) > int(table["id"])):
            return panels[-1]
        return None

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
            await self.interact(**body)
            await self._heard(5.0)
        raise AssertionError(f"{self.name}: the game did not end in {limit} steps")

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
