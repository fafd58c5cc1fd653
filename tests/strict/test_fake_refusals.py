"""The strict fake refuses in Discord's words what only its state shows: an interaction answered twice
or after 3 seconds, a token used after 15 minutes, another author's message edited, and a bad body
reaches discord.py as Discord's own 50035 (through the in-process fake and over HTTP alike)."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands

from playground.discord_server import FakeDiscord
from playground.fake_discord import (
    CHANNEL_ID,
    USER_ID,
    FakeHTTP,
    dispatch,
    logged_in,
    make_interaction,
    slash,
    user_payload,
)
from playground.strict.check import Refusal


class Probe(discord.Client):
    """A client whose commands do what the test sets in :attr:`action` (a coroutine of the interaction)."""

    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default())
        self.tree: app_commands.CommandTree[Probe] = app_commands.CommandTree(self)
        self.tree.command(name="probe", description="Runs the test's action")(self.probe)
        self.action: Any = None

    async def probe(self, interaction: discord.Interaction) -> None:
        await self.action(interaction)


@pytest.fixture
async def probe() -> AsyncIterator[tuple[Probe, FakeHTTP]]:
    """A logged-in probe client and its strict fake."""
    async with logged_in(Probe()) as (client, http):
        yield client, http


def _later(http: FakeHTTP, seconds: float) -> None:
    """Move the fake's interaction clock ``seconds`` ahead."""
    start = time.monotonic()
    http.clock = lambda: time.monotonic() - start + start + seconds


async def test_an_interaction_answered_after_three_seconds_is_unknown(
    probe: tuple[Probe, FakeHTTP], discord_refusals: list[Refusal]
) -> None:
    """ "You must send an initial response within 3 seconds of receiving the event": later, Discord answers
    404 with code 10062 "Unknown interaction"."""
    client, http = probe

    async def slow(interaction: discord.Interaction) -> None:
        _later(http, 3.5)
        await interaction.response.send_message("too late", ephemeral=True)

    client.action = slow
    errors = await dispatch(client, slash("probe"), raise_errors=False)
    [error] = [getattr(e, "original", e) for e in errors]
    assert isinstance(error, discord.NotFound) and (error.status, error.code) == (404, 10062)
    assert [(r.status, r.code) for r in discord_refusals] == [(404, 10062)]


async def test_a_second_answer_to_one_interaction_is_40060(
    probe: tuple[Probe, FakeHTTP], discord_refusals: list[Refusal]
) -> None:
    """An interaction is acknowledged once; a second callback gets 400, 40060 "Interaction has already
    been acknowledged." (a replayed payload makes discord.py try it)."""
    client, http = probe
    payload = slash("probe")

    async def answer(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("first", ephemeral=True)

    client.action = answer
    await dispatch(client, payload)
    again = make_interaction(client, http.interactions[payload["token"]].payload)
    with pytest.raises(discord.HTTPException) as caught:
        await again.response.send_message("second", ephemeral=True)
    assert (caught.value.status, caught.value.code) == (400, 40060)
    assert [(r.status, r.code) for r in discord_refusals] == [(400, 40060)]


async def test_a_token_is_dead_after_fifteen_minutes(
    probe: tuple[Probe, FakeHTTP], discord_refusals: list[Refusal]
) -> None:
    """ "Interaction tokens are valid for 15 minutes": a follow-up after that is refused (401, 50027
    "Invalid Webhook Token")."""
    client, http = probe
    caught: list[discord.HTTPException] = []

    async def late(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        _later(http, 15 * 60 + 1)
        try:
            await interaction.followup.send("a quarter of an hour later")
        except discord.HTTPException as exc:
            caught.append(exc)

    client.action = late
    await dispatch(client, slash("probe"))
    [error] = caught
    assert (error.status, error.code) == (401, 50027)
    assert [(r.status, r.code) for r in discord_refusals] == [(401, 50027)]


async def test_only_the_author_may_edit_a_message(
    probe: tuple[Probe, FakeHTTP], discord_refusals: list[Refusal]
) -> None:
    """Editing another user's message is refused (403, 50005 "Cannot edit a message authored by another
    user"); the bot's own message may be edited."""
    client, http = probe
    theirs = http._new_message(
        channel_id=CHANNEL_ID, body={"content": "mine"}, files=[], author=user_payload(USER_ID)
    )
    ours = await client.http.send_message(CHANNEL_ID, params=discord.http.handle_message_parameters("ours"))
    await client.http.edit_message(
        CHANNEL_ID, int(ours["id"]), params=discord.http.handle_message_parameters("edited")
    )
    with pytest.raises(discord.Forbidden) as caught:
        await client.http.edit_message(
            CHANNEL_ID, int(theirs["id"]), params=discord.http.handle_message_parameters("not yours")
        )
    assert caught.value.code == 50005
    assert (http.message(int(theirs["id"])) or {})["content"] == "mine"
    assert [(r.status, r.code) for r in discord_refusals] == [(403, 50005)]


async def test_a_bad_body_reaches_discord_py_as_discords_50035(
    probe: tuple[Probe, FakeHTTP], discord_refusals: list[Refusal]
) -> None:
    """A body Discord refuses raises the same ``HTTPException`` as in production: 400, 50035, and a text
    naming the field; the fake records route and field."""
    client, _ = probe
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="x" * 81, custom_id="g:1:0:card:road"))
    with pytest.raises(discord.HTTPException) as caught:
        await client.get_partial_messageable(CHANNEL_ID).send("hello", view=view)
    assert (caught.value.status, caught.value.code) == (400, 50035)
    assert "In components.0.components.0.label: Must be 80 or fewer in length." in caught.value.text
    [refusal] = discord_refusals
    assert refusal.template == "/channels/{channel_id}/messages"
    assert [error.dotted for error in refusal.fields] == ["components.0.components.0.label"]


async def test_the_http_fake_answers_a_refusal_with_discords_body(discord_refusals: list[Refusal]) -> None:
    """Over HTTP the refusal is Discord's response itself: status 400 and the JSON body with ``code``,
    ``message`` and the nested ``errors`` object."""
    async with (
        FakeDiscord() as server,
        aiohttp.ClientSession() as session,
        session.post(
            f"{server.url}/api/v10/channels/{CHANNEL_ID}/messages",
            json={
                "components": [
                    {"type": 1, "components": [{"type": 2, "style": 1, "label": "x" * 81, "custom_id": "a"}]}
                ]
            },
            headers={"Authorization": f"Bot {server.token}"},
        ) as response,
    ):
        body = await response.json()
    assert response.status == 400
    assert body["code"] == 50035 and body["message"] == "Invalid Form Body"
    label = body["errors"]["components"]["0"]["components"]["0"]["label"]
    assert label["_errors"][0]["code"] == "BASE_TYPE_MAX_LENGTH"
    assert len(discord_refusals) == 1
