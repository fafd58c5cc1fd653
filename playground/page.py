"""The playground's web page on the Discord stand-in: the page's files, its JSON API and its live events.

A person plays the real bot in a browser page that shows Discord's messages as Discord lays them out
(``playground/web/``). The page asks for the state (channels, the messages a person may see, the
registered commands), sends what a Discord client sends (a slash command, an autocomplete request, a
click, a choice, a modal's submit) as ``INTERACTION_CREATE`` through the stand-in's gateway, and hears
over a WebSocket every message the bot creates, edits or deletes, every thread it opens and every request
the stand-in refused (the strict gate's refusals, with route, field and Discord's code).

The API is the contract of ``playground/web/app.js``; its routes live under ``/_playground/``, the page
itself at ``/`` (a websocket upgrade of ``/`` is still the bot's gateway).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import datetime
import json
import logging
import re
from collections.abc import Callable, Iterable, Mapping, MutableMapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Literal
from urllib.parse import quote

import discord
from aiohttp import WSMsgType, web

from playground.discord_server import CALLBACK_PATH, FakeDiscord
from playground.fake_discord import (
    EPHEMERAL,
    PUBLIC_THREAD,
    Call,
    Change,
    Opt,
    button,
    member_payload,
    modal_submit,
    new_snowflake,
    select,
    slash,
    user_payload,
)
from playground.strict.check import Refusal

log = logging.getLogger(__name__)

WEB = Path(__file__).with_name("web")
"""The page's files: HTML, CSS and JavaScript modules, served as they are (no build step)."""
LOCALES = ("en-US", "de", "fr")
"""The languages a person or the server may choose (the bot's three)."""
ANSWER_WINDOW = 3.0
"""Seconds Discord waits for the bot's answer to an interaction before the client says it failed."""
HISTORY = 100
"""Messages of a channel the page gets when it opens it (the newest)."""
REFUSALS_KEPT = 50
"""Refusals the console shows to a page that opens (the newest)."""
NOT_ANSWERED = "The application did not respond."
NOT_CONNECTED = "The bot is not connected to the playground right now; try again in a moment."
CDN = re.compile(r"https://cdn\.discordapp\.com/attachments/(\d+)/([^/?#]+)")
NAME = re.compile(r"\S(.{0,30}\S)?")

BotStatus = Literal["starting", "up", "down"]


@dataclass
class Person:
    """Who sits at a browser tab: a user of the stand-in's server with a name and a Discord locale. The
    first person of a playground is its server's owner (``owner``: every permission, so the admin's
    commands, settings and tournaments work); the others are members with the default permissions."""

    id: str
    name: str
    locale: str
    owner: bool = False

    @property
    def user_id(self) -> int:
        return int(self.id)


OWNER_PERMISSIONS = discord.Permissions.all().value
"""What the playground's first person may do: everything, as a server's owner may."""


class PageError(Exception):
    """A request of the page that cannot be served: its sentence and HTTP status."""

    def __init__(self, sentence: str, status: int = 400) -> None:
        super().__init__(sentence)
        self.status = status


def local_url(url: str) -> str:
    """An attachment's CDN address as the page's own (``/_playground/files/<id>/<name>``)."""
    found = CDN.fullmatch(url)
    return f"/_playground/files/{found[1]}/{found[2]}" if found else url


def for_page(message: Mapping[str, Any]) -> dict[str, Any]:
    """A stored message as the page gets it: attachments at the page's own addresses."""
    out = dict(message)
    out["attachments"] = [
        dict(a, url=local_url(str(a.get("url", ""))), proxy_url=local_url(str(a.get("url", ""))))
        for a in message.get("attachments") or []
    ]
    return out


def viewer(message: Mapping[str, Any]) -> int | None:
    """The one person who sees an ephemeral message (``None``: everyone in the channel)."""
    if not int(message.get("flags") or 0) & EPHEMERAL:
        return None
    user = (message.get("interaction_metadata") or {}).get("user") or {}
    return int(user.get("id") or 0)


def refusal_entry(refusal: Refusal) -> dict[str, Any]:
    """A refusal as the console shows it."""
    return {
        "at": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "method": refusal.method,
        "route": refusal.template,
        "path": refusal.path,
        "status": refusal.status,
        "code": refusal.code,
        "message": refusal.message,
        "errors": [f"{e.dotted}: {e.message}" for e in refusal.fields],
    }


class Page:
    """The page and its API on a :class:`FakeDiscord` (attach before the server starts)."""

    def __init__(self, server: FakeDiscord, people: MutableMapping[str, Person] | None = None) -> None:
        self.server = server
        self.http = server.http
        self.people: MutableMapping[str, Person] = people if people is not None else {}
        self.bot: dict[str, str] = {"status": "starting", "detail": ""}
        self.refusals: collections.deque[dict[str, Any]] = collections.deque(maxlen=REFUSALS_KEPT)
        self._sockets: dict[web.WebSocketResponse, int] = {}
        self._answers: dict[str, asyncio.Future[dict[str, Any]]] = {}
        self._seen_refusals = 0
        self.on_change: list[Callable[[], None]] = []
        """Called (no arguments) after anything a restart must keep changed: the playground saves."""
        self.http.changes = []
        self.http.watchers.append(self._watch)
        server.front = self._index
        server.routes.append(self._routes)

    # -- routes

    def _routes(self, app: web.Application) -> None:
        app.router.add_get("/_playground/static/{name}", self._static)
        app.router.add_get("/_playground/files/{ident}/{name}", self._file)
        app.router.add_get("/_playground/state", self._state)
        app.router.add_get("/_playground/messages", self._messages)
        app.router.add_get("/_playground/events", self._events)
        app.router.add_post("/_playground/person", self._person)
        app.router.add_post("/_playground/settings", self._settings)
        app.router.add_post("/_playground/interact", self._interact)
        app.router.add_post("/_playground/interested", self._interested)

    async def _index(self, request: web.Request) -> web.StreamResponse:
        return web.FileResponse(WEB / "index.html", headers={"Cache-Control": "no-cache"})

    async def _static(self, request: web.Request) -> web.StreamResponse:
        name = request.match_info["name"]
        path = WEB / name
        if "/" in name or name.startswith(".") or not path.is_file():
            raise web.HTTPNotFound(text=f"The page has no file {name!r}.")
        return web.FileResponse(path, headers={"Cache-Control": "no-cache"})

    async def _file(self, request: web.Request) -> web.StreamResponse:
        url = f"https://cdn.discordapp.com/attachments/{request.match_info['ident']}/{request.match_info['name']}"
        try:
            data = self.http.files_by_url[url]
        except KeyError:
            raise web.HTTPNotFound(
                text="This attachment is gone (its message was edited or deleted)."
            ) from None
        kind = "image/webp" if url.endswith(".webp") else "image/png" if url.endswith(".png") else None
        return web.Response(
            body=data,
            content_type=kind or "application/octet-stream",
            headers={"Cache-Control": "max-age=31536000, immutable"},
        )

    async def _state(self, request: web.Request) -> web.StreamResponse:
        person = self._person_of(request.query.get("user"))
        return self._json(self.state(person))

    async def _messages(self, request: web.Request) -> web.StreamResponse:
        person = self._person_of(request.query.get("user"))
        try:
            channel = int(request.query.get("channel", ""))
        except ValueError:
            return self._json({"error": "Which channel? Pass channel=<id>."}, status=400)
        return self._json({"messages": self.messages(channel, person)})

    async def _person(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        name = str(body.get("name") or "").strip()
        locale = str(body.get("locale") or "en-US")
        if not NAME.fullmatch(name):
            return self._json(
                {"error": "A name has 1 to 32 characters and does not start or end with a space."}, 400
            )
        if locale not in LOCALES:
            return self._json({"error": f"The language must be one of {', '.join(LOCALES)}."}, 400)
        ident = str(body.get("id") or "")
        if not ident.isdigit():
            ident = str(new_snowflake())
        known = self.people.get(ident)
        owner = known.owner if known is not None else not any(p.owner for p in self.people.values())
        person = Person(ident, name, locale, owner)
        self.people[ident] = person
        self.http.users[person.user_id] = user_payload(person.user_id, _username(name), global_name=name)
        self._changed()
        await self._broadcast({"type": "person", "person": asdict(person)})
        return self._json({"person": asdict(person)})

    async def _settings(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        locale = str(body.get("locale") or "")
        if locale not in LOCALES:
            return self._json({"error": f"The language must be one of {', '.join(LOCALES)}."}, 400)
        self.server.guild_locale = locale
        self._changed()
        await self._broadcast({"type": "guild", "guild": self._guild()})
        return self._json({"guild": self._guild()})

    async def _interact(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        person = self._person_of(str(body.get("user") or ""))
        if person is None:
            return self._json({"ok": False, "error": "Who are you? Choose a name first."}, 400)
        try:
            payload = self.payload(person, body)
        except PageError as exc:
            return self._json({"ok": False, "error": str(exc)}, exc.status)
        return self._json(await self.send(payload))

    async def _interested(self, request: web.Request) -> web.StreamResponse:
        """A person marks themselves interested in a server event, or takes it back, as in Discord's
        event card; the bot hears it on the gateway as from Discord."""
        body = await self._body(request)
        person = self._person_of(str(body.get("user") or ""))
        if person is None:
            return self._json({"ok": False, "error": "Who are you? Choose a name first."}, 400)
        try:
            event_id = int(str(body.get("event") or ""))
            if bool(body.get("on")):
                self.http.mark_interested(event_id, person.user_id)
            else:
                self.http.unmark_interested(event_id, person.user_id)
        except (ValueError, KeyError) as exc:
            return self._json({"ok": False, "error": f"That event cannot be changed: {exc}."}, 400)
        pending = list(self.http.gateway_events)
        for event, data in pending:
            await self.server.emit(int(data["guild_id"]), event, data)
        self._changed()
        await self._broadcast({"type": "events"})
        return self._json({"ok": True, "events": self.events(person)})

    # -- what the page sees

    def state(self, person: Person | None) -> dict[str, Any]:
        """Everything the page shows besides the messages."""
        user_id = person.user_id if person else None
        dm = self.http.dm_channels.get(user_id) if user_id is not None else None
        users = {str(k): _user_entry(v) for k, v in self.http.users.items()}
        bot_id = str(self.http.bot_user["id"])
        users[bot_id] = {"id": bot_id, "name": self.http.bot_user["username"], "bot": True}
        commands = [*self.http.global_commands.values()]
        commands += self.http.guild_commands.get(self.server.guild_id, {}).values()
        return {
            "bot": {"id": bot_id, "name": self.http.bot_user["username"], **self.bot},
            "guild": self._guild(),
            "channels": self.channels(),
            "dm": {"id": str(dm)} if dm is not None and self._has_messages(dm) else None,
            "users": users,
            "people": [asdict(p) for p in self.people.values()],
            "commands": commands,
            "refusals": list(self.refusals),
            "events": self.events(person),
        }

    def events(self, person: Person | None) -> list[dict[str, Any]]:
        """The server's scheduled events still to come or running, soonest first, with how many people
        are interested and whether ``person`` is."""
        shown = [e for e in self.http.events_of(self.server.guild_id) if int(e.get("status") or 0) in (1, 2)]
        shown.sort(key=lambda e: (str(e["scheduled_start_time"]), int(e["id"])))
        return [
            {
                "id": str(e["id"]),
                "name": e["name"],
                "start": e["scheduled_start_time"],
                "status": int(e["status"]),
                "location": (e.get("entity_metadata") or {}).get("location"),
                "count": len(self.http.event_users.get(int(e["id"]), [])),
                "interested": person is not None
                and person.user_id in self.http.event_users.get(int(e["id"]), []),
            }
            for e in shown
        ]

    def _guild(self) -> dict[str, Any]:
        return {
            "id": str(self.server.guild_id),
            "name": self.server.guild_name,
            "locale": self.server.guild_locale,
        }

    def channels(self) -> list[dict[str, Any]]:
        """The server's text channels in order, then the threads, oldest first."""
        texts = [
            {"id": str(cid), "name": name, "type": 0, "position": index}
            for index, (cid, name) in enumerate(self.server.channels.items())
        ]
        threads = [
            {"id": c["id"], "name": c["name"], "type": PUBLIC_THREAD, "parent_id": c["parent_id"]}
            for c in sorted(self.http.threads(), key=lambda c: int(c["id"]))
        ]
        return texts + threads

    def _has_messages(self, channel_id: int) -> bool:
        key = str(channel_id)
        return any(m["channel_id"] == key for m in self.http.messages.values())

    def visible(self, message: Mapping[str, Any], person: Person | None) -> bool:
        """Whether a person sees a message (an ephemeral one only its person; a DM only its recipient)."""
        seer = viewer(message)
        if seer is not None and (person is None or seer != person.user_id):
            return False
        channel = int(message["channel_id"])
        if channel in self.http.dm_channels.values():
            return person is not None and self.http.dm_channels.get(person.user_id) == channel
        return True

    def messages(self, channel_id: int, person: Person | None) -> list[dict[str, Any]]:
        """The newest :data:`HISTORY` messages of a channel that ``person`` may see, oldest first."""
        key = str(channel_id)
        found = [
            m
            for ident, m in self.http.messages.items()
            if m["channel_id"] == key and ident not in self.http.deleted and self.visible(m, person)
        ]
        found.sort(key=lambda m: int(m["id"]))
        return [for_page(m) for m in found[-HISTORY:]]

    # -- interactions

    def payload(self, person: Person, body: Mapping[str, Any]) -> dict[str, Any]:
        """The ``INTERACTION_CREATE`` a Discord client would send for the page's request."""
        kind = body.get("kind")
        common: dict[str, Any] = {
            "user_id": person.user_id,
            "username": _username(person.name),
            "global_name": person.name,
            "locale": person.locale,
            "guild_locale": self.server.guild_locale,
        }
        if person.owner:
            common["permissions"] = OWNER_PERMISSIONS
        if kind in ("command", "autocomplete"):
            channel = self._channel(body.get("channel"))
            command = str(body.get("command") or "")
            path = [str(p) for p in body.get("path") or []]
            options = {str(k): _option_value(v) for k, v in (body.get("options") or {}).items()}
            return slash(
                command,
                " ".join(path) or None,
                options,
                resolved=self._resolved(options.values()),
                focused=str(body["focused"]) if kind == "autocomplete" else None,
                **self._where(channel),
                **common,
            )
        if kind == "component":
            message = self._message(body.get("message"))
            where = self._where(int(message["channel_id"]))
            custom_id = str(body.get("custom_id") or "")
            values = body.get("values")
            if values is None:
                return button(custom_id, message=message, **where, **common)
            return select(custom_id, [str(v) for v in values], message=message, **where, **common)
        if kind == "modal":
            channel = self._channel(body.get("channel"))
            opener = self._message(body["message"]) if body.get("message") else None
            fields = {str(k): str(v) for k, v in (body.get("fields") or {}).items()}
            custom_id = str(body.get("custom_id") or "")
            return modal_submit(custom_id, fields, message=opener, **self._where(channel), **common)
        raise PageError(f"The page sent an interaction of an unknown kind {kind!r}.")

    def _resolved(self, values: Iterable[Any]) -> dict[str, Any] | None:
        """The users (and their members) a command's user options name, as Discord resolves them."""
        users = {
            str(v.value): self.http.user(int(v.value)) for v in values if isinstance(v, Opt) and v.type == 6
        }
        if not users:
            return None
        members = {
            ident: {k: v for k, v in member_payload(int(ident)).items() if k != "user"} for ident in users
        }
        return {"users": users, "members": members}

    def _where(self, channel_id: int) -> dict[str, Any]:
        """Where an interaction comes from: a server channel, a thread, or the DM with the bot."""
        if channel_id in self.http.dm_channels.values():
            return {"channel_id": channel_id, "guild_id": None, "channel_type": 1}
        found = self.http.channels.get(channel_id) or {}
        # a thread's whole channel object (its parent) is filled in as the interaction is sent
        return {
            "channel_id": channel_id,
            "guild_id": self.server.guild_id,
            "channel_name": found.get("name") or self.server.channels.get(channel_id),
        }

    def _channel(self, value: object) -> int:
        try:
            channel = int(str(value))
        except ValueError:
            raise PageError("Which channel? The page sent none.") from None
        if channel not in self.http.channels and channel not in self.http.dm_channels.values():
            raise PageError("This channel does not exist (any more).", 404)
        return channel

    def _message(self, value: object) -> dict[str, Any]:
        try:
            found = self.http.message(int(str(value)))
        except ValueError:
            found = None
        if found is None:
            raise PageError("This message does not exist any more.", 404)
        return found

    async def send(self, payload: dict[str, Any]) -> dict[str, Any]:
        """Send an interaction through the gateway and wait, as Discord does, up to :data:`ANSWER_WINDOW`
        seconds for the bot's answer: its callback type, and the choices or the modal it carries."""
        token = str(payload["token"])
        answer: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._answers[token] = answer
        try:
            try:
                await self.server.inject(payload)
            except RuntimeError:
                return {"ok": False, "error": NOT_CONNECTED}
            try:
                return await asyncio.wait_for(answer, ANSWER_WINDOW)
            except TimeoutError:
                return {"ok": False, "error": NOT_ANSWERED}
        finally:
            self._answers.pop(token, None)

    # -- what the bot did

    def _watch(self, call: Call) -> None:
        """After each request of the bot: answer a waiting interaction, tell the pages what changed."""
        callback = CALLBACK_PATH.fullmatch(call.path)
        if callback is not None and call.error is None:
            waiting = self._answers.get(callback[1])
            if waiting is not None and not waiting.done():
                body = call.json or {}
                data = body.get("data") or {}
                answer: dict[str, Any] = {
                    "ok": True,
                    "type": int(body.get("type") or 0),
                    "interaction": call.path.split("/")[2],
                }
                if answer["type"] == 8:
                    answer["choices"] = data.get("choices") or []
                if answer["type"] == 9:
                    answer["modal"] = data
                waiting.set_result(answer)
        events: list[dict[str, Any]] = []
        if "/scheduled-events" in call.path and call.method != "GET" and call.error is None:
            events.append({"type": "events"})
        changes = self.http.changes or []
        for kind, ident in _unique(changes):
            events.extend(self._event(kind, ident))
        changes.clear()
        refusals = self.http.strict.refusals
        for refusal in refusals[self._seen_refusals :]:
            entry = refusal_entry(refusal)
            self.refusals.append(entry)
            events.append({"type": "refusal", "refusal": entry})
            log.warning(
                "Discord would refuse %s %s: %s",
                refusal.method,
                refusal.path,
                entry["errors"] or refusal.message,
            )
        self._seen_refusals = len(refusals)
        if events:
            self._changed()
            asyncio.get_running_loop().create_task(self._broadcast_all(events))

    def _event(self, kind: Change, ident: int) -> list[dict[str, Any]]:
        if kind == "message":
            message = self.http.messages.get(ident)
            if message is None or ident in self.http.deleted:
                return []
            events = [{"type": "message", "message": for_page(message)}]
            channel = int(message["channel_id"])
            for user_id, dm in self.http.dm_channels.items():
                if dm == channel:
                    events.insert(0, {"type": "dm", "dm": {"id": str(dm)}, "user": str(user_id)})
            return events
        if kind == "delete":
            message = self.http.messages.get(ident) or {}
            return [{"type": "delete", "id": str(ident), "channel_id": str(message.get("channel_id", ""))}]
        if kind == "channel":
            found = self.http.channels.get(ident)
            if found is None:
                return []
            entry = {
                "id": found["id"],
                "name": found["name"],
                "type": found["type"],
                "parent_id": found.get("parent_id"),
            }
            return [{"type": "channel", "channel": entry}]
        return [{"type": "commands"}]

    def forget_refusals(self) -> None:
        """The stand-in's own list of refusals may be emptied: the page keeps its newest."""
        self.http.strict.refusals.clear()
        self._seen_refusals = 0

    def _changed(self) -> None:
        for call in self.on_change:
            call()

    # -- the live events

    async def _events(self, request: web.Request) -> web.StreamResponse:
        person = self._person_of(request.query.get("user"))
        ws = web.WebSocketResponse(heartbeat=20.0)
        await ws.prepare(request)
        self._sockets[ws] = person.user_id if person else 0
        try:
            await ws.send_json({"type": "hello", "bot": self.bot})
            async for msg in ws:
                if msg.type is WSMsgType.ERROR:
                    break
        finally:
            self._sockets.pop(ws, None)
        return ws

    def _for(self, event: Mapping[str, Any], user_id: int) -> bool:
        """Whether an event goes to a person's pages."""
        if event["type"] == "message":
            person = self.people.get(str(user_id))
            return self.visible(event["message"], person)
        if event["type"] == "dm":
            return str(user_id) == event["user"]
        return True

    async def _broadcast(self, event: dict[str, Any]) -> None:
        await self._broadcast_all([event])

    async def _broadcast_all(self, events: list[dict[str, Any]]) -> None:
        for ws, user_id in list(self._sockets.items()):
            for event in events:
                if not self._for(event, user_id):
                    continue
                with contextlib.suppress(ConnectionError, RuntimeError):
                    await ws.send_json(event)

    async def set_bot(self, status: BotStatus, detail: str = "") -> None:
        """Tell every page whether the bot is up (the playground's supervisor calls this)."""
        if self.bot == {"status": status, "detail": detail}:
            return
        self.bot = {"status": status, "detail": detail}
        await self._broadcast({"type": "bot", "bot": self.bot})

    async def close(self) -> None:
        """Close every page's socket (the page reconnects to the next start)."""
        for ws in list(self._sockets):
            with contextlib.suppress(ConnectionError, RuntimeError):
                await ws.close()

    # -- helpers

    def _person_of(self, ident: str | None) -> Person | None:
        return self.people.get(str(ident or ""))

    @staticmethod
    async def _body(request: web.Request) -> dict[str, Any]:
        try:
            body = await request.json()
        except (ValueError, UnicodeDecodeError):
            raise web.HTTPBadRequest(text="The page sent something that is not JSON.") from None
        if not isinstance(body, dict):
            raise web.HTTPBadRequest(text="The page sent JSON that is not an object.")
        return body

    @staticmethod
    def _json(data: Any, status: int = 200) -> web.Response:
        return web.Response(
            text=json.dumps(data, ensure_ascii=False, separators=(",", ":")),
            status=status,
            content_type="application/json",
            headers={"Cache-Control": "no-store"},
        )


def _username(name: str) -> str:
    """A Discord username for a display name (lower case, no spaces)."""
    kept = re.sub(r"[^a-z0-9_.]", "", name.lower().replace(" ", "_"))
    return quote(kept or "player")[:32]


def _user_entry(user: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "id": str(user["id"]),
        "name": user.get("global_name") or user.get("username"),
        "bot": bool(user.get("bot")),
    }


def _option_value(value: Any) -> Any:
    """A slash option's value as the page sent it: ``{"type": 6, "value": "<id>"}`` for a typed one."""
    if isinstance(value, dict) and "type" in value:
        return Opt(int(value["type"]), value.get("value"))
    return value


def _unique(changes: list[tuple[Change, int]]) -> list[tuple[Change, int]]:
    """Each change once, in the order of its last occurrence."""
    seen: dict[tuple[Change, int], None] = {}
    for change in changes:
        seen.pop(change, None)
        seen[change] = None
    return list(seen)
