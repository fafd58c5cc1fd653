"""The playground as a person and an admin meet it (issue 43): ``python -m bot local`` serves the page and
starts the unchanged bot against its stand-in; a slash command and a click from the page reach the bot;
an ephemeral answer reaches only its person; a bad request gets Discord's answer; a bot that dies is
started again with nothing lost; Ctrl-C stops both, and the next start shows the same games.

These drive the page's own API (what ``playground/web/app.js`` sends); ``tests/browser`` drives the page
itself in Chromium.
"""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from devtools.playground_run import PlaygroundProcess

pytestmark = pytest.mark.slow


class PageClient:
    """What the page sends and reads, as one person."""

    def __init__(self, session: aiohttp.ClientSession, url: str) -> None:
        self.session = session
        self.url = url
        self.user = ""

    async def become(self, name: str, locale: str = "en-US") -> dict[str, Any]:
        async with self.session.post(
            f"{self.url}/_playground/person", json={"name": name, "locale": locale}
        ) as r:
            person: dict[str, Any] = (await r.json())["person"]
        self.user = person["id"]
        return person

    async def state(self) -> dict[str, Any]:
        async with self.session.get(f"{self.url}/_playground/state", params={"user": self.user}) as r:
            found: dict[str, Any] = await r.json()
            return found

    async def messages(self, channel: str) -> list[dict[str, Any]]:
        params = {"user": self.user, "channel": channel}
        async with self.session.get(f"{self.url}/_playground/messages", params=params) as r:
            found: list[dict[str, Any]] = (await r.json())["messages"]
            return found

    async def interact(self, **body: Any) -> tuple[int, dict[str, Any]]:
        async with self.session.post(
            f"{self.url}/_playground/interact", json={"user": self.user, **body}
        ) as r:
            return r.status, await r.json()

    async def channel(self, name: str) -> str:
        return next(c["id"] for c in (await self.state())["channels"] if c["name"] == name)

    async def until(self, check: Any, timeout: float = 20.0) -> Any:
        """Poll ``check()`` (a coroutine function) until it returns something true."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            found = await check()
            if found:
                return found
            if asyncio.get_running_loop().time() > deadline:
                raise TimeoutError(f"timed out waiting for {check}")
            await asyncio.sleep(0.1)


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PlaygroundProcess]:
    """One playground for the tests that leave it running (a start costs a bot process and a sync)."""
    with PlaygroundProcess(tmp_path_factory.mktemp("shared") / "local") as run:
        yield run


@pytest.fixture
def playground(tmp_path: Path) -> Iterator[PlaygroundProcess]:
    """A playground of its own, for a test that kills its bot and stops it."""
    with PlaygroundProcess(tmp_path / "local") as run:
        yield run


@pytest.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as session:
        yield session


def buttons(message: dict[str, Any]) -> list[dict[str, Any]]:
    """Every button of a message, in order."""
    found: list[dict[str, Any]] = []

    def walk(items: list[dict[str, Any]]) -> None:
        for item in items:
            if item.get("type") == 2:
                found.append(item)
            walk(item.get("components") or [])
            if isinstance(item.get("accessory"), dict):
                walk([item["accessory"]])

    walk(message.get("components") or [])
    return found


async def test_a_person_opens_a_lobby_and_the_page_shows_it_to_everyone_but_the_answer_only_to_them(
    shared: PlaygroundProcess, session: aiohttp.ClientSession
) -> None:
    """The page is served at the address printed; ``/santacruz join`` sent from it opens the lobby, which
    both people see, and the "you opened a lobby" answer is seen by its person only."""
    async with session.get(shared.url + "/") as r:
        assert r.status == 200 and "<html" in (await r.text()).lower()
    ada, ben = PageClient(session, shared.url), PageClient(session, shared.url)
    await ada.become("Ada")
    await ben.become("Ben", "de")
    channel = await ada.channel("santa-cruz")
    await ada.until(lambda: _up(ada))
    status, answer = await ada.interact(kind="command", channel=channel, command="santacruz", path=["join"])
    assert (status, answer["ok"]) == (200, True), answer
    mine = await ada.until(lambda: ada.messages(channel))
    theirs = await ben.messages(channel)
    ephemeral = [m for m in mine if m["flags"] & 64]
    assert ephemeral and not any(m["flags"] & 64 for m in theirs)
    lobby = next(m for m in theirs if buttons(m))
    assert any(b.get("label") for b in buttons(lobby))


async def test_a_stale_or_forged_click_gets_a_sentence_and_changes_nothing(
    shared: PlaygroundProcess, session: aiohttp.ClientSession
) -> None:
    """A click on a message that does not exist, or an interaction of no known kind, is answered with a
    sentence; nothing is posted."""
    ada = PageClient(session, shared.url)
    await ada.become("Ada")
    channel = await ada.channel("general")
    status, answer = await ada.interact(kind="component", message="123", custom_id="g:1:1:card:ship")
    assert status == 404 and answer["error"].endswith(".")
    status, answer = await ada.interact(kind="telepathy", channel=channel)
    assert status == 400 and "unknown kind" in answer["error"]
    assert await ada.messages(channel) == []


async def test_a_bot_that_dies_is_started_again_and_ctrl_c_stops_both_keeping_the_games(
    playground: PlaygroundProcess, session: aiohttp.ClientSession
) -> None:
    """SIGKILL the bot: the page hears it is down, the playground starts it again and it answers; then
    Ctrl-C stops the playground and its bot; the next start shows the same lobby and knows the person."""
    ada = PageClient(session, playground.url)
    person = await ada.become("Ada", "fr")
    channel = await ada.channel("santa-cruz")
    await ada.until(lambda: _up(ada))
    first = playground.wait_bot()
    await ada.interact(kind="command", channel=channel, command="santacruz", path=["join"])
    before = [m["id"] for m in await ada.messages(channel) if not m["flags"] & 64]
    assert before
    async with session.ws_connect(f"{playground.url}/_playground/events", params={"user": ada.user}) as ws:
        assert (await ws.receive_json())["type"] == "hello"
        os.kill(first, signal.SIGKILL)
        seen = []
        while "up" not in seen:
            event = await asyncio.wait_for(ws.receive_json(), 40)
            if event["type"] == "bot":
                seen.append(event["bot"]["status"])
        assert seen[0] == "down"
    second = playground.wait_bot(other_than=first)
    _, answer = await ada.interact(kind="command", channel=channel, command="santacruz", path=["join"])
    assert answer["ok"], answer
    assert playground.stop() == 0
    assert not Path(f"/proc/{second}").exists() or "zombie" in Path(f"/proc/{second}/status").read_text()
    again = PlaygroundProcess(playground.data)
    again.start()
    try:
        ada = PageClient(session, again.url)
        ada.user = person["id"]
        assert person in (await ada.state())["people"]
        after = [m["id"] for m in await ada.messages(channel) if not m["flags"] & 64]
        assert after[: len(before)] == before
    finally:
        assert again.stop() == 0


async def _up(client: PageClient) -> bool:
    return bool((await client.state())["bot"]["status"] == "up")
