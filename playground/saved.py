"""What the playground's Discord keeps between starts: its messages, threads, DMs, users, commands, people
and the server's language in one JSON file, and the attachments as files beside it.

The bot keeps its games in its own database; this is the other half, what Discord would still show after
the playground was stopped, so that the next start continues the same games on the same messages. The
file is written whole into a temporary file and renamed over the old one, so a kill at any moment leaves
the last good state. Ephemeral answers and "thinking" placeholders are not kept (Discord drops them too).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Iterator, MutableMapping
from pathlib import Path
from typing import Any

from playground.discord_server import FakeDiscord
from playground.fake_discord import EPHEMERAL, LOADING, PUBLIC_THREAD
from playground.page import Page, Person

VERSION = 1
"""The layout of the state file; a file of another layout is set aside, not read."""
ATTACHMENT = re.compile(r"https://cdn\.discordapp\.com/attachments/(\d+)/([^/?#]+)")
KEPT_PER_CHANNEL = 500
"""Messages of a channel kept across starts (the newest)."""


class Files(MutableMapping[str, bytes]):
    """The attachments by CDN address, each a file ``<id>-<name>`` in a folder: the bytes stay on disk,
    not in memory, and survive a restart."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)

    def _path(self, url: str) -> Path:
        found = ATTACHMENT.fullmatch(url)
        if found is None or "/" in found[2] or found[2].startswith("."):
            raise KeyError(url)
        return self.folder / f"{found[1]}-{found[2]}"

    def __getitem__(self, url: str) -> bytes:
        try:
            return self._path(url).read_bytes()
        except FileNotFoundError:
            raise KeyError(url) from None

    def __setitem__(self, url: str, data: bytes) -> None:
        path = self._path(url)
        part = path.with_name(path.name + ".part")
        part.write_bytes(data)
        os.replace(part, path)

    def __delitem__(self, url: str) -> None:
        try:
            self._path(url).unlink()
        except FileNotFoundError:
            raise KeyError(url) from None

    def __iter__(self) -> Iterator[str]:
        for path in self.folder.iterdir():
            ident, _, name = path.name.partition("-")
            if ident.isdigit() and name and not name.endswith(".part"):
                yield f"https://cdn.discordapp.com/attachments/{ident}/{name}"

    def __len__(self) -> int:
        return sum(1 for _ in self)


def kept(message: dict[str, Any]) -> bool:
    """Whether a message outlives a restart (not an ephemeral answer, not a "thinking" placeholder)."""
    return not int(message.get("flags") or 0) & (EPHEMERAL | LOADING)


def snapshot(server: FakeDiscord, page: Page) -> dict[str, Any]:
    """The state to keep, as JSON-ready data."""
    http = server.http
    by_channel: dict[str, list[dict[str, Any]]] = {}
    for ident, message in http.messages.items():
        if ident not in http.deleted and kept(message):
            by_channel.setdefault(str(message["channel_id"]), []).append(message)
    messages = [
        m for ms in by_channel.values() for m in sorted(ms, key=lambda m: int(m["id"]))[-KEPT_PER_CHANNEL:]
    ]
    return {
        "version": VERSION,
        "guild_locale": server.guild_locale,
        "messages": messages,
        "threads": [c for c in http.channels.values() if c.get("type") == PUBLIC_THREAD],
        "dm_channels": {str(user): channel for user, channel in http.dm_channels.items()},
        "users": list(http.users.values()),
        "global_commands": list(http.global_commands.values()),
        "guild_commands": {str(g): list(cs.values()) for g, cs in http.guild_commands.items()},
        "people": [vars(p) for p in page.people.values()],
        "scheduled_events": list(http.scheduled_events.values()),
        "event_users": {str(e): users for e, users in http.event_users.items()},
    }


def save(path: Path, server: FakeDiscord, page: Page) -> None:
    """Write the state file (atomically) and delete the attachments no message shows any more."""
    state = snapshot(server, page)
    part = path.with_name(path.name + ".part")
    part.write_text(json.dumps(state, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    os.replace(part, path)
    http = server.http
    files = http.files_by_url
    if isinstance(files, Files):  # what a message still shows (an ephemeral one too, until the restart)
        shown = (m for i, m in http.messages.items() if i not in http.deleted)
        held = {str(a.get("url")) for m in shown for a in m.get("attachments") or []}
        for url in [u for u in files if u not in held]:
            with contextlib.suppress(KeyError, OSError):
                del files[url]


def load(path: Path, server: FakeDiscord, page: Page) -> bool:
    """Put a saved state back before the server starts; ``False`` when there was none (a first start) or
    it could not be read (then it is set aside as ``<name>.unreadable`` and the playground starts empty)."""
    try:
        state = json.loads(path.read_text(encoding="utf-8"))
        if state.get("version") != VERSION:
            raise ValueError(f"layout {state.get('version')!r}")
        locale = str(state.get("guild_locale") or "en-US")
        messages = {int(m["id"]): m for m in state["messages"]}
        threads = {int(t["id"]): t for t in state["threads"]}
        dms = {int(user): int(channel) for user, channel in state["dm_channels"].items()}
        users = {int(user["id"]): user for user in state["users"]}
        global_commands = {c["name"]: c for c in state["global_commands"]}
        guild_commands = {int(g): {c["name"]: c for c in cs} for g, cs in state["guild_commands"].items()}
        people = {
            str(p["id"]): Person(str(p["id"]), str(p["name"]), str(p["locale"]), bool(p.get("owner")))
            for p in state["people"]
        }
        events = {int(e["id"]): e for e in state.get("scheduled_events", [])}
        interested = {int(e): [int(u) for u in us] for e, us in state.get("event_users", {}).items()}
    except FileNotFoundError:
        return False
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        with contextlib.suppress(OSError):
            os.replace(path, path.with_name(path.name + ".unreadable"))
        return False
    http = server.http
    server.guild_locale = locale
    http.messages.update(messages)
    http.channels.update(threads)
    http.dm_channels.update(dms)
    http.users.update(users)
    http.global_commands.update(global_commands)
    http.guild_commands.update(guild_commands)
    page.people.update(people)
    http.scheduled_events.update(events)
    http.event_users.update(interested)
    return True
