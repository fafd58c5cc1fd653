"""What the playground's Discord keeps between starts (issue 43, ``playground/saved.py``) and what its page
may show to whom (``playground/page.py``): nothing of a person's ephemeral answers or DMs reaches another
person, a saved state comes back whole, an unreadable one is set aside, and attachments live on disk."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import discord
import pytest
from discord.http import Route

from playground.discord_server import FakeDiscord
from playground.fake_discord import EPHEMERAL, LOADING, thread_payload, user_payload
from playground.page import Page, Person, for_page
from playground.saved import Files, load, save
from playground.strict.check import Refusal

ADA = Person("1001", "Ada", "de")
BEN = Person("1002", "Ben", "fr")


def message(
    ident: int, channel: int, *, flags: int = 0, seer: Person | None = None, files: int = 0
) -> dict[str, Any]:
    found: dict[str, Any] = {
        "id": str(ident),
        "channel_id": str(channel),
        "flags": flags,
        "content": f"m{ident}",
        "attachments": [
            {
                "id": str(ident * 10 + i),
                "filename": "board.png",
                "url": f"https://cdn.discordapp.com/attachments/{ident * 10 + i}/board.png",
            }
            for i in range(files)
        ],
    }
    if seer is not None:
        found["interaction_metadata"] = {"user": {"id": seer.id}}
    return found


def playground() -> tuple[FakeDiscord, Page]:
    server = FakeDiscord(channels={200: "general"})
    page = Page(server)
    page.people.update({ADA.id: ADA, BEN.id: BEN})
    return server, page


def test_an_ephemeral_answer_and_a_dm_are_shown_to_their_person_only() -> None:
    """Discord shows an ephemeral answer to the person who interacted, and a DM to its recipient."""
    server, page = playground()
    http = server.http
    http.channels[200] = {"id": "200", "type": 0, "name": "general"}
    dm = http.dm_channel_id(ADA.user_id)
    for m in (message(1, 200), message(2, 200, flags=EPHEMERAL, seer=ADA), message(3, dm)):
        http.messages[int(m["id"])] = m
    assert [m["id"] for m in page.messages(200, ADA)] == ["1", "2"]
    assert [m["id"] for m in page.messages(200, BEN)] == ["1"]
    assert [m["id"] for m in page.messages(dm, ADA)] == ["3"]
    assert page.messages(dm, BEN) == []
    assert page.state(ADA)["dm"] == {"id": str(dm)} and page.state(BEN)["dm"] is None


def test_attachments_are_served_at_the_pages_own_address() -> None:
    """The page loads nothing from the internet: a CDN address becomes ``/_playground/files/<id>/<name>``."""
    shown = for_page(message(4, 200, files=1))
    assert shown["attachments"][0]["url"] == "/_playground/files/40/board.png"


def test_a_saved_state_comes_back_whole_without_ephemeral_answers_and_unheld_files(tmp_path: Path) -> None:
    """Messages, threads, DMs, users, commands, people and the server's language survive a restart; an
    ephemeral answer and a "thinking" placeholder do not (Discord drops them); a file no message shows
    any more is deleted."""
    server, page = playground()
    http = server.http
    http.files_by_url = files = Files(tmp_path / "attachments")
    kept = message(5, 200, files=1)
    private = message(6, 200, flags=EPHEMERAL, seer=ADA, files=1)
    for m in (kept, private, message(7, 200, flags=LOADING)):
        http.messages[int(m["id"])] = m
    files[kept["attachments"][0]["url"]] = b"png"
    files[private["attachments"][0]["url"]] = b"hand"
    files["https://cdn.discordapp.com/attachments/99/old.png"] = b"gone"
    http.channels[5] = thread_payload(5, 200, server.guild_id, "Santa Cruz #1", 1)
    http.dm_channel_id(ADA.user_id)
    http.users[ADA.user_id] = user_payload(ADA.user_id, "ada", global_name="Ada")
    http.guild_commands[server.guild_id] = {"santacruz": {"name": "santacruz", "options": []}}
    server.guild_locale = "fr"
    save(tmp_path / "discord.json", server, page)
    # the ephemeral answer is not kept, but its picture stays while the page may still show it
    assert sorted(files) == sorted(m["attachments"][0]["url"] for m in (kept, private))

    again = FakeDiscord(channels={200: "general"})
    again_page = Page(again)
    again.http.files_by_url = Files(tmp_path / "attachments")
    assert load(tmp_path / "discord.json", again, again_page)
    assert list(again.http.messages) == [5]
    assert again.http.channels[5]["name"] == "Santa Cruz #1"
    assert again.http.dm_channels == http.dm_channels
    assert again.http.users[ADA.user_id]["global_name"] == "Ada"
    assert "santacruz" in again.http.guild_commands[server.guild_id]
    assert again.guild_locale == "fr"
    assert again_page.people == page.people
    assert again.http.files_by_url[kept["attachments"][0]["url"]] == b"png"


def test_an_unreadable_state_is_set_aside_and_the_playground_starts_empty(tmp_path: Path) -> None:
    """A damaged state file does not stop the playground: it is kept beside as ``.unreadable``."""
    state = tmp_path / "discord.json"
    state.write_text("{not json")
    server = FakeDiscord()
    page = Page(server)
    assert not load(state, server, page)
    assert not state.exists() and (tmp_path / "discord.json.unreadable").read_text() == "{not json"
    assert not load(tmp_path / "missing.json", server, page)


async def test_a_request_discord_would_refuse_reaches_the_pages_console_with_route_field_and_code(
    discord_refusals: list[Refusal],
) -> None:
    """The page's console shows every refusal of the strict gate: route, field, Discord's code."""
    server, page = playground()
    heard: list[dict[str, Any]] = []

    async def broadcast(events: list[dict[str, Any]]) -> None:
        heard.extend(events)

    page._broadcast_all = broadcast  # type: ignore[method-assign]
    with pytest.raises(discord.HTTPException):
        server.http._handle(
            Route("POST", "/channels/{channel_id}/messages", channel_id=200),
            {"content": "x" * 2001},
            None,
            None,
            "http",
        )
    await asyncio.sleep(0)
    [entry] = [e["refusal"] for e in heard if e["type"] == "refusal"]
    assert (entry["method"], entry["route"], entry["status"], entry["code"]) == (
        "POST",
        "/channels/{channel_id}/messages",
        400,
        50035,
    )
    assert any(line.startswith("content:") for line in entry["errors"]), entry
    assert page.state(ADA)["refusals"] == [entry]
    assert len(discord_refusals) == 1


def test_the_first_person_is_the_servers_owner_and_the_others_are_members() -> None:
    """The playground is a person's own test server: its owner (the first person) may do what an admin
    may (settings, tournaments), and the people after them have a member's default permissions."""
    server, page = playground()
    server.http.channels[200] = {"id": "200", "type": 0, "guild_id": str(server.guild_id), "name": "general"}
    owner = Person("1003", "Cem", "en-US", owner=True)
    asked = {"kind": "command", "command": "tournament", "path": ["show"], "options": {}, "channel": 200}
    owned = page.payload(owner, asked)
    member = page.payload(BEN, asked)
    assert discord.Permissions(int(owned["member"]["permissions"])).manage_guild
    assert not discord.Permissions(int(member["member"]["permissions"])).manage_guild


async def test_a_person_marks_an_event_interested_and_it_is_kept(tmp_path: Path) -> None:
    """The page shows the server's events as Discord's event cards do (name, start, how many are
    interested, whether I am); a person's Interested reaches the bot as Discord's gateway dispatch, and
    the events and who is interested survive a restart of the playground."""
    server, page = playground()
    http = server.http
    start = http.wall() + 3600
    event_id, _ = http.create_event_as_admin(server.guild_id, "Game night", start, start + 7200, "#general")
    http.gateway_events.clear()
    [shown] = page.state(ADA)["events"]
    assert (shown["name"], shown["count"], shown["interested"]) == ("Game night", 0, False)
    emitted: list[tuple[int, str, dict[str, Any]]] = []

    async def emit(guild_id: int, event: str, data: Any) -> None:
        emitted.append((guild_id, event, dict(data)))

    server.emit = emit  # type: ignore[method-assign]
    request: Any = type("Request", (), {})()

    async def body() -> dict[str, Any]:
        return {"user": ADA.id, "event": str(event_id), "on": True}

    request.json = body
    request.can_read_body = True
    answer = await page._interested(request)
    assert answer.status == 200
    assert [(g, e, d["user_id"]) for g, e, d in emitted] == [
        (server.guild_id, "GUILD_SCHEDULED_EVENT_USER_ADD", ADA.id)
    ]
    [mine] = page.state(ADA)["events"]
    [theirs] = page.state(BEN)["events"]
    assert (mine["count"], mine["interested"], theirs["interested"]) == (1, True, False)
    path = tmp_path / "state.json"
    save(path, server, page)
    again, again_page = playground()
    assert load(path, again, again_page)
    assert again_page.state(ADA)["events"] == page.state(ADA)["events"]
