"""A kill at any moment between a commit and its post leaves the table right after a restart (issue 19).

Each test stops the bot at one point on the path of a change (the in-process bot raises
:class:`Killed`, which nothing in the bot catches, right there), then starts a new bot on the same
database against the same Discord. The channel must then show exactly one live turn message, of the
stored version (or the standings and the record of a finished game), every turn posted once, every
secret DMed once, every notice posted once.
"""

from __future__ import annotations

import contextlib
import logging
import random
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.adapter.client import GameBot
from bot.components import PATTERN
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from bot.interactions.messenger import Messenger
from bot.store.games import Games
from devtools.table import USERS, LocalTable, components, find
from playground.fake_discord import CHANNEL_ID, EPHEMERAL, FakeHTTP, logged_in
from rules.santacruz.events import ChipDrawn
from tests.bot.conftest import without_tokens


class Killed(BaseException):
    """The process dies here: nothing in the bot catches it, nothing after it runs."""


def new_bot(tmp_path: Path) -> GameBot:
    return GameBot(
        Settings("fake", tmp_path / "g.sqlite3", None, logging.INFO),
        [SantaCruzUI(board_format="png")],
        seeds=lambda: 5,
    )


def always(*args: Any, **kwargs: Any) -> bool:
    return True


@contextlib.contextmanager
def kill_after(
    monkeypatch: pytest.MonkeyPatch, owner: Any, name: str, when: Callable[..., bool] = always
) -> Iterator[list[int]]:
    """Kill the bot right after ``owner.name`` returns (the first time ``when`` holds for its call)."""
    real = getattr(owner, name)
    fired: list[int] = []

    async def dying(*args: Any, **kwargs: Any) -> Any:
        result = await real(*args, **kwargs)
        if not fired and when(*args, **kwargs):
            fired.append(1)
            raise Killed(name)
        return result

    monkeypatch.setattr(owner, name, dying)
    yield fired
    monkeypatch.setattr(owner, name, real)


async def press_dying(table: LocalTable, user: int, message: dict[str, Any], custom_id: str) -> None:
    """A click during which the bot is killed."""
    with pytest.raises(Killed):
        await table.press(user, message, custom_id)


def version_of(message: dict[str, Any]) -> int | None:
    for component in components(message):
        match = re.fullmatch(PATTERN, component.get("custom_id", ""))
        if match:
            return int(match["version"])
    return None


def public_turns(fake: FakeHTTP, channel_id: int) -> list[dict[str, Any]]:
    """Every public turn message the bot posted in the game's channel, as it stands now."""
    out = []
    for sent in fake.sent_messages(channel_id):
        if "board.png" in sent["filenames"]:
            message = fake.message(int(sent["message_id"]))
            assert message is not None
            out.append(message)
    return out


async def assert_table_matches_store(client: GameBot, fake: FakeHTTP, game_id: int) -> None:
    """One live turn message, showing the stored version; no version posted twice."""
    row = await client.store.games.game(game_id)
    assert row is not None
    turns = public_turns(fake, row.channel_id)
    posted = [sent for sent in fake.sent_messages(row.channel_id) if "board.png" in sent["filenames"]]
    versions = [version_of({"components": s["components"]}) for s in posted]
    shown = [v for v in versions if v is not None]
    assert len(shown) == len(set(shown)), f"a version was posted twice: {versions}"
    live = [m for m in turns if list(components(m))]
    if row.status == "finished":
        assert not live, "a finished game still has live buttons"
        assert "standings.png" in posted[-1]["filenames"]
        assert any(name.endswith(".json") for name in posted[-1]["filenames"]), "the record is missing"
        return
    assert len(live) == 1, f"{len(live)} live turn messages"
    assert version_of(live[0]) == row.version == row.message_version
    assert int(live[0]["id"]) == row.message_id
    lobby = fake.sent_messages(row.home_channel_id)[0]
    lobby_now = fake.message(int(lobby["message_id"]))
    assert lobby_now is not None and not list(components(lobby_now)), "the lobby kept its buttons"


async def first_pick_dies(
    table: LocalTable,
    monkeypatch: pytest.MonkeyPatch,
    owner: Any,
    name: str,
    when: Callable[..., bool] = always,
) -> int:
    """Start a 2-player game and kill the bot right after ``owner.name`` during the first draft pick;
    the game's id."""
    await open_and_start(table)
    message = await table.current()
    pick = find(message, "pick")
    assert pick is not None
    with kill_after(monkeypatch, owner, name, when):
        await press_dying(table, table.waiting(message)[0], message, pick["custom_id"])
    return await table.game_id()


async def open_and_start(table: LocalTable, players: int = 2) -> None:
    await table.open_lobby(players)
    lobby = table.public()[-1]["message"]
    await press_or_die(table, lobby)


async def press_or_die(table: LocalTable, lobby: dict[str, Any]) -> None:
    start = next(c for c in components(lobby) if c["custom_id"].endswith(":start:standard"))
    await table.press(USERS[0], lobby, start["custom_id"])


async def landing_click(table: LocalTable) -> tuple[int, dict[str, Any], str]:
    """Play up to the first landing, open the mover's panel: (user, panel, a site button's id).

    A landing starts the next player's turn, so it is posted anew (a draft pick edits instead)."""
    while find(await table.current(), "act") is None:
        await table.step()
    message = await table.current()
    user = table.waiting(message)[0]
    act = find(message, "act")
    assert act is not None
    reply = await table.press(user, message, act["custom_id"])
    assert reply is not None
    site = find(reply["message"], "do")
    assert site is not None
    return user, reply["message"], site["custom_id"]


async def test_a_kill_right_after_the_start_is_stored_posts_the_first_turn(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed between storing the started game and its first post: the restart posts turn 0 and
    turns the lobby message into the "started" notice."""
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(1))
        await table.open_lobby(2)
        lobby = table.public()[-1]["message"]
        game_id = await table.game_id()
        with kill_after(monkeypatch, client.service, "start"):
            start = next(c for c in components(lobby) if c["custom_id"].endswith(":start:standard"))
            await press_dying(table, USERS[0], lobby, start["custom_id"])
        assert (await client.store.games.game(game_id)).status == "active"
        assert not public_turns(fake, table.channel_id)
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        await assert_table_matches_store(client, fake, game_id)
        assert (
            "has started"
            in (fake.message(int(fake.sent_messages(CHANNEL_ID)[0]["message_id"])) or {})["content"]
        )
        table = LocalTable(client, fake, random.Random(1), table.channel_id)
        await table.step()
        await assert_table_matches_store(client, fake, game_id)


async def test_a_kill_after_a_moves_commit_posts_that_turn_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed between a move's commit and its post."""
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        game_id = await first_pick_dies(
            LocalTable(client, fake, random.Random(2)), monkeypatch, client.store.log, "append"
        )
        assert (await client.store.games.game(game_id)).version == 1
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        await assert_table_matches_store(client, fake, game_id)


async def test_a_kill_after_the_post_before_its_id_is_stored_posts_nothing_twice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed after the turn was posted through the channel (no interaction token at hand) but before
    its message id was stored: the repeated post carries the same nonce, so Discord keeps the first
    message and the store learns its id. (Posted as a follow-up, the bot notes it first:
    :mod:`tests.bot.test_tokens`.)"""
    without_tokens(monkeypatch)
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(3))
        await open_and_start(table)
        game_id = await table.game_id()
        user, panel, site = await landing_click(table)
        version = (await client.store.games.game(game_id)).version
        with kill_after(monkeypatch, Messenger, "publish"):
            await press_dying(table, user, panel, site)
        assert (await client.store.games.game(game_id)).message_version == version
        posted = len(public_turns(fake, table.channel_id))
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        assert len(public_turns(fake, table.channel_id)) == posted, "the turn was posted a second time"
        duplicates = [c for c in fake.calls if c.duplicate]
        assert duplicates, "the restart did not repeat the post with its nonce"
        await assert_table_matches_store(client, fake, game_id)


async def test_a_kill_after_a_picks_edit_redoes_the_edit_and_posts_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A draft pick edits the live message; killed after the edit, before the store knew: the restart
    edits the same message again (the same content) and posts no new table, only the one line that
    pings the next drafter (an edit pings nobody)."""
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(3))
        await open_and_start(table)
        game_id = await table.game_id()
        message = await table.current()
        pick = find(message, "pick")
        assert pick is not None
        with kill_after(monkeypatch, Messenger, "replace"):
            await press_dying(table, table.waiting(message)[0], message, pick["custom_id"])
        row = await client.store.games.game(game_id)
        assert row.message_version == 0 and row.version == 1
        posted = len(fake.sent_messages(table.channel_id))
        edited = fake.message(int(message["id"]))
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        new = fake.sent_messages(table.channel_id)[posted:]
        pinged = [[int(u) for u in n["body"]["allowed_mentions"]["users"]] for n in new]
        assert pinged == [table.waiting(edited)]
        assert all("it is your turn" in (n["content"] or "") for n in new), (
            "a continuing move was posted anew"
        )
        again = fake.message(int(message["id"]))
        assert edited is not None and again is not None
        assert again["content"] == edited["content"] and again["components"] == edited["components"]
        await assert_table_matches_store(client, fake, game_id)


async def test_a_kill_before_the_old_buttons_come_off_strips_them_on_restart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed after the new message's id was stored, before the old message's buttons came off."""
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(4))
        await open_and_start(table)
        game_id = await table.game_id()
        user, panel, site = await landing_click(table)
        after = (await client.store.games.game(game_id)).version + 1
        with kill_after(monkeypatch, Games, "set_message", lambda _s, _g, _m, v=None, **_: v == after):
            await press_dying(table, user, panel, site)
        assert len([m for m in public_turns(fake, table.channel_id) if list(components(m))]) == 2
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        await assert_table_matches_store(client, fake, game_id)
        assert await client.store.games.retired(game_id) == []


async def test_a_kill_after_the_last_moves_commit_posts_the_standings_and_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed between the commit of the game's last move (which also finishes the game) and the
    standings: the restart posts the standings with the record, and no button stays live."""
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(5))
        await open_and_start(table)
        game_id = await table.game_id()
        with (
            kill_after(
                monkeypatch,
                client.store.log,
                "append",
                lambda *a, finished_record=None, **_: bool(finished_record),
            ),
            pytest.raises(Killed),
        ):
            await table.play_to_end()
        row = await client.store.games.game(game_id)
        assert row.status == "finished" and row.message_version != row.version
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        await assert_table_matches_store(client, fake, game_id)
        assert await client.store.log.record(game_id) is not None


async def test_a_secret_drawn_before_a_kill_is_dmed_exactly_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bird chip drawn by a move: killed before its DM, the DM is sent on restart; killed after the
    DM but before that was noted, it is not sent twice."""
    for point in ("publish_locked", "dm"):
        fake = FakeHTTP()
        path = tmp_path / point
        async with logged_in(new_bot(path), fake) as (client, _):
            table = LocalTable(client, fake, random.Random(6))
            await open_and_start(table)
            game_id = await table.game_id()
            drew: list[int] = []

            def chip(*args: Any, **kwargs: Any) -> bool:
                moves = args[2] if len(args) > 2 else kwargs.get("moves", ())
                return any(isinstance(e, ChipDrawn) for m in moves for e in m.events)

            owner: Any = client.tables.posting if point == "publish_locked" else Messenger
            with kill_after(
                monkeypatch, owner, point, chip if point == "publish_locked" else lambda *a, **k: True
            ) as fired:
                for _ in range(300):
                    if fired:
                        break
                    try:
                        await table.step()
                    except Killed:
                        break
            assert fired, "no move drew a bird chip"
            drew = [u for u in USERS if fake.dms(u)]
            before = {u: len(fake.dms(u)) for u in USERS}
        async with logged_in(new_bot(path), fake) as (client, _):
            row = await client.store.games.game(game_id)
            assert row is not None and row.news_version == row.version
            after = {u: len(fake.dms(u)) for u in USERS}
            if point == "publish_locked":
                assert sum(after.values()) == sum(before.values()) + 1, "the drawn chip was not DMed"
            else:
                assert drew and after == before, "a DM was sent twice"
                assert [c for c in fake.calls if c.duplicate], "the DM was not repeated with its nonce"


async def test_an_abandon_notice_stored_before_a_kill_is_posted_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed right after the game was closed: the stored notice is posted on restart, once."""
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(7))
        await open_and_start(table)
        game_id = await table.game_id()
        ask = await table.slash(0, "abandon")
        yes = find(ask["message"], "abandon_yes")
        assert yes is not None
        with kill_after(monkeypatch, client.store.games, "close_game"):
            await press_dying(table, USERS[0], ask["message"], yes["custom_id"])
        assert not any("ended this game" in (s["content"] or "") for s in table.public())
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        played = fake.sent_messages(table.channel_id)
        notices = [s for s in played if "ended this game" in (s["content"] or "")]
        assert len(notices) == 1
        turns = public_turns(fake, table.channel_id)
        assert not [m for m in turns if list(components(m))], "the abandoned game kept buttons"
        assert await client.store.games.notices(game_id) == []


async def test_a_reminder_posted_before_a_kill_is_not_posted_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed after the reminder was posted but before it was noted: the next check repeats it with
    the same nonce, and the table sees one reminder."""
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(8))
        await open_and_start(table)
        with kill_after(monkeypatch, Messenger, "publish"), pytest.raises(Killed):
            await client.timers.check(time.time() + 13 * 3600)
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        await client.timers.check(time.time() + 13 * 3600)
        played = fake.sent_messages(table.channel_id)
        reminders = [s for s in played if "waiting for you" in (s["content"] or "")]
        assert len(reminders) == 1
        assert not any(m.get("flags", 0) & EPHEMERAL for m in (r["message"] or {} for r in reminders))


async def test_a_lobby_closed_just_before_a_kill_loses_its_buttons_on_restart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last member leaves and the bot dies before the lobby message changes: after the restart
    the closed lobby's message has no buttons left to press."""
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(9))
        await table.slash(0, "join")
        lobby = table.public()[-1]["message"]
        leave = find(lobby, "leave")
        assert leave is not None
        with kill_after(monkeypatch, client.store.games, "close_game"):
            await press_dying(table, USERS[0], lobby, leave["custom_id"])
        assert list(components(fake.message(int(lobby["id"])))), "the lobby changed before the kill"
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        assert not list(components(fake.message(int(lobby["id"]))))
        assert await client.store.games.open_game(CHANNEL_ID) is None
