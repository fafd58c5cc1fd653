"""The fake REST side speaks HTTP as Discord does: discord.py's own ``HTTPClient``, in-process, against it.

Fast checks of what the bot process relies on (JSON and multipart bodies, exact content type, error
bodies, rate-limit headers) without starting a bot.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import AsyncIterator

import aiohttp
import discord
import discord.http
import pytest
from discord.http import HTTPClient, Route, handle_message_parameters

from playground.discord_server import FakeDiscord, route_template
from playground.fake_discord import CHANNEL_ID, USER_ID


@pytest.fixture
async def client(discord_server: FakeDiscord, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[HTTPClient]:
    """discord.py's HTTP client, logged in to the fake (``Route.BASE`` points at it for the test)."""
    monkeypatch.setattr(Route, "BASE", f"{discord_server.url}/api/v10")
    http = HTTPClient(asyncio.get_running_loop())
    await http.static_login(discord_server.token)
    try:
        yield http
    finally:
        await http.close()


async def test_json_and_multipart_requests_are_recorded_like_in_process(
    discord_server: FakeDiscord, client: HTTPClient
) -> None:
    """A message with a file arrives as the same Call as in-process: JSON body, file bytes, template."""
    png = b"\x89PNG fake"
    with handle_message_parameters(content="hi", file=discord.File(io.BytesIO(png), "board.png")) as params:
        message = await client.send_message(CHANNEL_ID, params=params)
    assert message["attachments"][0]["filename"] == "board.png"
    [sent] = discord_server.http.sent_messages(CHANNEL_ID)
    assert sent["content"] == "hi" and sent["files"] == {"board.png": png}
    call = sent["call"]
    assert call.template == "/channels/{channel_id}/messages" and call.via == "http"
    assert discord_server.http.calls[0].path == "/users/@me"
    gateway = await client.request(Route("GET", "/gateway"))
    assert gateway["url"] == discord_server.ws_url


async def test_responses_are_json_without_charset(discord_server: FakeDiscord) -> None:
    """discord.py parses a body as JSON only when the content type is exactly ``application/json``."""
    async with aiohttp.ClientSession() as session:
        headers = {"Authorization": f"Bot {discord_server.token}"}
        async with session.get(f"{discord_server.url}/api/v10/users/@me", headers=headers) as response:
            assert response.status == 200 and response.headers["Content-Type"] == "application/json"
        async with session.get(
            f"{discord_server.url}/api/v10/users/@me", headers={"Authorization": "Bot x"}
        ) as bad:
            assert bad.status == 401


async def test_a_refused_dm_is_a_403_with_code_50007(discord_server: FakeDiscord, client: HTTPClient) -> None:
    """``fail_dm`` answers the DM channel's message POST as Discord does for closed DMs."""
    dm = await client.start_private_message(USER_ID)
    discord_server.fail_dm(USER_ID)
    with handle_message_parameters(content="secret") as params, pytest.raises(discord.Forbidden) as refused:
        await client.send_message(int(dm["id"]), params=params)
    assert refused.value.code == 50007 and discord_server.http.dms(USER_ID) == []


async def test_a_429_makes_discord_py_wait_and_retry(discord_server: FakeDiscord, client: HTTPClient) -> None:
    """The rate-limit response carries what discord.py reads: the body's retry_after and a Via header."""
    path = f"/channels/{CHANNEL_ID}/messages"
    discord_server.rate_limit("POST", path, retry_after=0.2)
    loop = asyncio.get_running_loop()
    began = loop.time()
    with handle_message_parameters(content="after the wait") as params:
        await client.send_message(CHANNEL_ID, params=params)
    assert loop.time() - began >= 0.2
    limited, accepted = discord_server.http.calls_to("POST", path)
    assert limited.error is not None and limited.error.status == 429 and accepted.ok


def test_route_templates_follow_discord_py() -> None:
    """Call.template gets discord.py's placeholders, as in-process."""
    assert route_template("/channels/1/messages/2") == "/channels/{channel_id}/messages/{message_id}"
    assert (
        route_template("/interactions/5/tok/callback")
        == "/interactions/{webhook_id}/{webhook_token}/callback"
    )
    assert (
        route_template("/webhooks/7/tok/messages/@original")
        == "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"
    )
    assert route_template("/users/@me/channels") == "/users/@me/channels"


async def test_a_server_error_outage_answers_with_discords_bodies_and_counts_requests(
    discord_server: FakeDiscord,
) -> None:
    """During ``server_errors`` every request gets 500 (Discord's JSON), 502 (Cloudflare's HTML) and 503
    (the proxy's plain text) in turn; the outage logs each request for its rate; after it, all is normal."""
    outage = discord_server.server_errors(0.4)
    url = f"{discord_server.url}/api/v10/users/@me"
    headers = {"Authorization": f"Bot {discord_server.token}"}
    answers = []
    async with aiohttp.ClientSession() as session:
        for _ in range(3):
            async with session.get(url, headers=headers) as response:
                answers.append((response.status, response.content_type, await response.text()))
        await discord_server.outage_over(outage)
        async with session.get(url, headers=headers) as response:
            assert response.status == 200
    assert [(status, kind) for status, kind, _ in answers] == [
        (500, "application/json"),
        (502, "text/html"),
        (503, "text/plain"),
    ]
    assert "500: Internal Server Error" in answers[0][2] and "cloudflare" in answers[1][2]
    assert outage.report()["requests"] == 3 and outage.peak_rate() == 3
    assert dict(outage.faulted) == {500: 1, 502: 1, 503: 1}


async def test_a_discord_py_client_rides_out_a_short_500_outage(
    discord_server: FakeDiscord, client: HTTPClient
) -> None:
    """A 500 outage shorter than discord.py's first back-off: the post is retried once and made once."""
    outage = discord_server.server_errors(0.5, statuses=(500,))
    with handle_message_parameters(content="after the outage") as params:
        await client.send_message(CHANNEL_ID, params=params)
    assert [r.status for r in outage.requests] == [500]
    assert len(discord_server.http.sent_messages(CHANNEL_ID)) == 1


async def test_a_rate_limit_storm_sends_discords_headers_and_sees_discord_py_wait(
    discord_server: FakeDiscord, client: HTTPClient
) -> None:
    """A per-route storm: the 429 carries the body ``{"message", "retry_after", "global"}``, ``Retry-After``
    and the route's ``X-RateLimit-*`` headers; a global one says ``X-RateLimit-Global``. discord.py waits
    what it is told, so no request comes early."""
    path = f"/channels/{CHANNEL_ID}/messages"
    storm = discord_server.rate_limit_storm(0.6, retry_after=0.35, path=path)
    async with aiohttp.ClientSession() as session:
        url, headers = f"{discord_server.url}/api/v10{path}", {"Authorization": f"Bot {discord_server.token}"}
        async with session.post(url, headers=headers, json={"content": "x"}) as response:
            body, got = await response.json(), response.headers
    assert response.status == 429 and body == {
        "message": "You are being rate limited.",
        "retry_after": 0.35,
        "global": False,
    }
    assert got["Retry-After"] == "1" and got["X-RateLimit-Remaining"] == "0" and "X-RateLimit-Bucket" in got
    with handle_message_parameters(content="after the storm") as params:
        await client.send_message(CHANNEL_ID, params=params)
    assert storm.early_retries() == [] and storm.faulted[429] >= 2
    await discord_server.outage_over(storm)
    everywhere = discord_server.rate_limit_storm(0.3, is_global=True)
    with handle_message_parameters(content="after the global storm") as params:
        await client.send_message(CHANNEL_ID, params=params)
    [first, *_] = everywhere.limits
    assert first.is_global and 0.2 < first.retry_after <= 0.3 and everywhere.early_retries() == []
    assert len(discord_server.http.sent_messages(CHANNEL_ID)) == 2
