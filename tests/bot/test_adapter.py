"""The Discord adapter: real interactions from payloads through the real command tree and components.

Every test drives the real :class:`bot.adapter.client.GameBot` through :mod:`playground.fake_discord`; the
players only use slash commands, buttons and select menus.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import sys
from collections.abc import AsyncIterator, Hashable
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.adapter.client import GameBot
from bot.config import Settings
from bot.games.santacruz import boards
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.seam import LiveGame
from bot.interactions.context import Ctx
from devtools.table import USERS, LocalTable, components, find, shown_text, verb
from playground.fake_discord import CHANNEL_ID, FakeHTTP, button, dispatch, logged_in, slash
from render.santacruz.words import card_name
from rules.santacruz import notation
from rules.santacruz.engine import apply, awaiting, legal_actions
from rules.santacruz.events import ChipDrawn
from rules.santacruz.records import replay
from tests.bot.conftest import without_tokens

OUTSIDER = 4242


def settings(tmp_path: Path) -> Settings:
    return Settings("fake-token", tmp_path / "data" / "games.sqlite3", None, logging.INFO)


def seeded(tmp_path: Path, seed: int) -> GameBot:
    """The bot as ``python -m bot`` builds it, dealing every game from ``seed``."""
    return GameBot(settings(tmp_path), [SantaCruzUI()], seeds=lambda: seed)


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[LocalTable]:
    async with logged_in(seeded(tmp_path, 7)) as (client, fake):
        yield LocalTable(client, fake, random.Random(1))


async def started(table: LocalTable, players: int = 3, variant: str | None = None) -> None:
    await table.open_lobby(players)
    await table.start(variant)


def texts(sent: dict[str, Any]) -> str:
    """What a sent message says: its content, its embeds as JSON and its Components V2 text."""
    data = sent.get("data") or sent
    embeds = " ".join(json.dumps(e) for e in data.get("embeds") or [])
    return f"{data.get('content') or ''} {embeds} {shown_text(data)}"


async def test_a_whole_game_is_played_with_commands_buttons_and_selects(table: LocalTable) -> None:
    """From /santacruz join to the final standings: every move through the bot's own components; the
    lobby message in the channel then names the winner and links the final table (issue 27)."""
    await started(table, 3)
    await table.play_to_end()
    final = table.public()[-1]
    assert final["filenames"][0] == "standings.png" and "board.png" in final["filenames"]
    record_name = next(n for n in final["filenames"] if n.endswith(".json"))
    state = replay(json.loads(final["files"][record_name]))
    assert state.phase == "end"
    winner = max(state.players, key=lambda p: p.score).name
    assert winner in texts(final)
    shown = table.public() + table.fake.channel_edits(table.channel_id)
    assert any("plays the scoring card" in texts(s) for s in shown), "no scoring was told"
    chosen = [s for s in shown if "Chosen already" in texts(s)]
    assert chosen, "the discard message never said who has chosen"
    for sent in chosen:
        lines = shown_text(sent["data"]).splitlines()
        told = [line for line in lines if "discard" in line or "Chosen" in line]
        assert all(card_name(p.discarded) not in line for p in state.players if p.discarded for line in told)
    game = await table.client.store.log.record(1)
    assert game is not None and json.loads(final["files"][record_name]) == game
    assert not list(components(final["message"]))
    assert {
        "join",
        "start",
        "pick",
        "hand",
        "act",
        "do",
        "sdo",
        "card",
        "scores",
    } <= table.verbs
    lobby = table.fake.message(int(table.fake.sent_messages(table.home)[0]["message_id"]))
    said = (lobby or {}).get("content") or ""
    assert "is over" in said and f"Winner: {winner}" in said and "/santacruz replay" in said, said
    turn_messages = [s for s in table.public() if any(True for _ in components(s["message"]))][1:]
    for sent in turn_messages[:-1]:
        old = table.fake.message(sent["message_id"])
        assert not list(components(old)), "an old turn kept its buttons"
        assert not (old or {}).get("attachments") and "goes on here" in shown_text(old), "an old table stayed"


async def test_the_lobby_buttons_and_commands(table: LocalTable) -> None:
    """join opens or joins, leave leaves, the lobby message stays current, start needs 2 to 4 members."""
    await table.slash(0, "join")
    lobby = table.public()[-1]
    assert lobby["embeds"] and "Ana" in texts(lobby)
    again = await table.slash(0, "join")
    assert again["ephemeral"] and "already" in again["content"]
    alone = await table.slash(0, "start")
    assert alone["ephemeral"] and "needs 2 to 4" in alone["content"]
    join = find(lobby["message"], "join")
    assert join is not None
    reply = await table.press(USERS[1], lobby["message"], join["custom_id"])
    assert reply is not None and "Ben" in texts(reply)
    outsider = await table.press(OUTSIDER, reply["message"], find(reply["message"], "start")["custom_id"])
    assert (
        outsider is not None and outsider["ephemeral"] and "Only players in the lobby" in outsider["content"]
    )
    left = await table.slash(1, "leave")
    assert left["ephemeral"]
    assert "Ben" not in texts({"embeds": table.fake.message(lobby["message_id"])["embeds"]})
    gone = await table.slash(0, "leave")
    assert "closed" in gone["content"]
    assert await table.client.store.games.open_game(CHANNEL_ID) is None


async def test_start_with_the_beginner_variant_deals_random_sets(table: LocalTable) -> None:
    """The start option for the beginner variant: sets are dealt at random, no round-1 draft."""
    await table.open_lobby(2)
    reply = await table.slash(1, "start", variant="beginner")
    assert reply["ephemeral"]
    live = await table.client.service.live(await table.game_id())
    assert live.state.phase == "landing"
    assert all(p.set_letter for p in live.state.players)


async def test_clicks_from_outsiders_and_players_out_of_turn_are_refused(table: LocalTable) -> None:
    """A non-player and a player out of turn each get a clear ephemeral refusal; nothing changes."""
    await started(table, 3)
    message = await table.current()
    live = await table.client.service.live(await table.game_id())
    version = live.version
    pick = find(message, "pick")
    assert pick is not None
    outsider = await table.press(OUTSIDER, message, pick["custom_id"])
    assert (
        outsider is not None
        and outsider["ephemeral"]
        and outsider["content"] == "You are not playing in this game."
    )
    idle_seat = next(s for s in range(3) if s not in awaiting(live.state))
    idle = await table.press(live.user_of_seat(idle_seat).user_id, message, pick["custom_id"])
    assert idle is not None and idle["ephemeral"] and idle["content"].startswith("It is not your turn")
    hand = await table.press(
        live.user_of_seat(idle_seat).user_id, message, find(message, "hand")["custom_id"]
    )
    assert hand is not None and hand["ephemeral"] and "hand.png" in hand["filenames"]
    assert (await table.client.service.live(live.row.id)).version == version


async def test_a_click_on_an_old_message_says_the_game_moved_on_with_a_link(table: LocalTable) -> None:
    """A stale button answers "the game has moved on" with a link to the current message."""
    await started(table, 2)
    old = await table.current()
    await table.step()
    current = await table.current()
    live = await table.client.service.live(await table.game_id())
    user = live.user_of_seat(min(awaiting(live.state))).user_id
    version = live.version
    reply = await table.press(user, old, find(old, "pick")["custom_id"])
    assert reply is not None and reply["ephemeral"]
    assert "moved on" in reply["content"] and str(current["id"]) in reply["content"]
    assert (await table.client.store.games.game(live.row.id)).version == version


async def test_a_double_click_applies_once(table: LocalTable) -> None:
    """Two clicks on the same button at the same moment: one move, one edit of the live message (a
    draft pick continues the turn), no new message, one refusal."""
    await started(table, 2)
    message = await table.current()
    live = await table.client.service.live(await table.game_id())
    user = live.user_of_seat(min(awaiting(live.state))).user_id
    pick = find(message, "pick")["custom_id"]
    before, version = len(table.tables()), live.version
    edits = len(table.fake.channel_edits(table.channel_id))
    who = table.user(USERS.index(user))
    payloads = [button(pick, message=message, channel_id=table.channel_id, **who) for _ in range(2)]
    await asyncio.gather(*(dispatch(table.client, p, capture_loggers=("discord", "bot")) for p in payloads))
    assert (await table.client.service.live(live.row.id)).version == version + 1
    assert len(table.tables()) == before
    made = table.fake.channel_edits(table.channel_id)[edits:]
    assert [int(e["message_id"]) for e in made] == [int(message["id"])]
    assert shown_text(await table.current()) != shown_text(message)
    answers = [table.fake.replies(p["token"]) for p in payloads]
    refusals = [a[-1] for a in answers if a and a[-1].get("content") and "moved on" in a[-1]["content"]]
    assert len(refusals) == 1 and refusals[0]["ephemeral"]


async def test_a_double_click_while_the_first_is_answered_is_told_the_game_moved_on(
    table: LocalTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two clicks on the same pick while acknowledging takes a while (the first commits while the second
    waits): the second is bound to the version it was made on, so it is told the game moved on, and is
    never played as a move of the game that has moved."""
    await started(table, 3)
    real = Ctx.defer_private
    calls: list[Ctx] = []

    async def slow(self: Ctx) -> None:
        calls.append(self)
        await asyncio.sleep(0.3 if len(calls) == 2 else 0)
        await real(self)

    monkeypatch.setattr(Ctx, "defer_private", slow)
    message = await table.current()
    live = await table.client.service.live(await table.game_id())
    user = live.user_of_seat(min(awaiting(live.state))).user_id
    who = table.user(USERS.index(user))
    pick = find(message, "pick")["custom_id"]
    payloads = [button(pick, message=message, channel_id=table.channel_id, **who) for _ in range(2)]
    await asyncio.gather(*(dispatch(table.client, p, capture_loggers=("discord", "bot")) for p in payloads))
    assert len(await table.client.store.log.actions(live.row.id)) == 1
    answers = [table.fake.replies(p["token"])[-1].get("content") or "" for p in payloads]
    assert sum("moved on" in a for a in answers) == 1, answers


async def test_status_log_rules_board_and_hand_commands(table: LocalTable) -> None:
    """The information commands answer privately; board shows the table privately and posts nothing; a
    player may bring the live table to the bottom once a turn, pinging nobody (issue 27)."""
    await started(table, 2)
    for _ in range(4):
        await table.step()
    status = await table.slash(0, "status")
    assert status["ephemeral"] and "Round 1" in status["content"] and "Waiting for" in status["content"]
    log = await table.slash(0, "log")
    assert (log["ephemeral"] and "`0 pick" in log["content"]) or "`1 pick" in log["content"]
    rules = await table.slash(1, "rules")
    page = rules["message"]["embeds"][0]
    assert rules["ephemeral"] and page["title"].startswith("Santa Cruz · rules 1/") and page["description"]
    hand = await table.slash(1, "hand")
    assert hand["ephemeral"] and "hand.png" in hand["filenames"]
    old, posts = await table.current(), len(table.public())
    shown = await table.slash(3, "board")
    assert shown["ephemeral"] and "board.png" in shown["filenames"] and len(table.public()) == posts
    assert find(shown["message"], "bring") is None, "an outsider may not bring the table down"
    brought = await table.bring_down(0)
    assert brought is not None and "without pinging anyone" in brought["content"]
    new = await table.current()
    assert new["id"] != old["id"] and "board.png" in [a["filename"] for a in new["attachments"]]
    assert not (table.public()[-1]["body"].get("allowed_mentions") or {}).get("users")
    assert not list(components(table.fake.message(old["id"])))
    again = await table.slash(1, "board")
    assert find(again["message"], "bring") is None, "brought down twice in one turn"
    outsider = await table.slash(3, "hand")
    assert outsider["content"] == "You are not playing in this game."


async def test_abandon_asks_and_only_the_creator_or_a_channel_manager_may(table: LocalTable) -> None:
    """abandon: the creator, or anyone with Manage Channels; it asks to confirm first."""
    await started(table, 2)
    payload = slash("santacruz", "abandon", permissions="0", channel_id=table.channel_id, **table.user(1))
    await dispatch(table.client, payload)
    assert "Only the game's creator" in table.fake.replies(payload["token"])[-1]["content"]
    ask = await table.slash(0, "abandon")
    assert ask["ephemeral"] and "End this game" in ask["content"]
    no = await table.press(USERS[0], ask["message"], find(ask["message"], "abandon_no")["custom_id"])
    assert no is not None and "Nothing changed" in no["content"]
    assert await table.client.store.games.open_game(table.channel_id) is not None
    yes = await table.press(USERS[0], ask["message"], find(ask["message"], "abandon_yes")["custom_id"])
    assert yes is not None and await table.client.store.games.open_game(table.channel_id) is None
    assert "ended this game" in table.public()[-1]["content"]


async def test_missing_channel_permissions_are_named_and_nothing_is_stored(table: LocalTable) -> None:
    """Without Attach Files or Embed Links the bot says what an admin must grant, and opens nothing."""
    perms = discord.Permissions(view_channel=True, send_messages=True)
    payload = slash("santacruz", "join", app_permissions=perms.value, **table.user(0))
    await dispatch(table.client, payload)
    reply = table.fake.replies(payload["token"])[-1]
    assert reply["ephemeral"] and "Embed Links" in reply["content"] and "Attach Files" in reply["content"]
    assert await table.client.store.games.open_game(CHANNEL_ID) is None


async def test_a_failed_edit_of_the_live_message_keeps_the_pick_and_says_so(
    table: LocalTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A 403 on the edit a draft pick makes (through the channel: no interaction token at hand): the pick
    is stored, the picker is told, bringing the table down posts it."""
    without_tokens(monkeypatch)
    await started(table, 2)
    live = await table.client.service.live(await table.game_id())
    version = live.version
    message = await table.current()
    table.fake.fail("PATCH", f"/channels/{table.channel_id}/messages/{message['id']}", code=50013)
    user = live.user_of_seat(min(awaiting(live.state))).user_id
    reply = await table.press(user, message, find(message, "pick")["custom_id"])
    assert reply is not None and reply["ephemeral"] and "move was saved" in reply["content"]
    assert (await table.client.store.games.game(live.row.id)).version == version + 1
    await table.bring_down(0)
    current = await table.current()
    assert int(current["id"]) == int(table.tables()[-1]["message_id"]) != int(message["id"])
    assert (await table.client.store.games.game(live.row.id)).message_version == version + 1


async def test_a_failed_board_post_keeps_the_move_and_says_so(
    table: LocalTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A 403 on the new turn message a landing posts (through the channel: no interaction token at
    hand): the move is stored, the player is told, bringing the table down posts it."""
    without_tokens(monkeypatch)
    live, seat = await at_landing(table)
    version, posted = live.version, len(table.tables())
    table.fake.fail("POST", f"/channels/{table.channel_id}/messages", code=50013)
    reply = await land(table, live.user_of_seat(seat).user_id, str(legal_actions(live.state, seat)[0]))
    assert reply is not None and reply["ephemeral"] and "move was saved" in reply["content"]
    assert (await table.client.store.games.game(live.row.id)).version == version + 1
    assert len(table.tables()) == posted
    await table.bring_down(0)
    assert len(table.tables()) == posted + 1
    assert int((await table.current())["id"]) == int(table.tables()[-1]["message_id"])


async def at_landing(table: LocalTable) -> tuple[LiveGame, int]:
    """A two-player game played by the buttons to its first landing: the live game and the seat to land."""
    await started(table, 2)
    while (await table.client.service.live(await table.game_id())).state.phase != "landing":
        await table.step()
    live = await table.client.service.live(await table.game_id())
    return live, min(awaiting(live.state))


async def chip_game(table: LocalTable) -> tuple[int, str]:
    """Play by the buttons to the landing; return a user and a landing site that draws a bird chip."""
    live, seat = await at_landing(table)
    for action in legal_actions(live.state, seat):
        if any(isinstance(e, ChipDrawn) for e in apply(live.state, action)[1]):
            return live.user_of_seat(seat).user_id, str(action)
    pytest.skip("no bird tile on the coast in this deal")


async def land(table: LocalTable, user: int, line: str) -> dict[str, Any] | None:
    message = await table.current()
    panel = await table.press(user, message, find(message, "act")["custom_id"])
    assert panel is not None
    button = next(c for c in components(panel["message"]) if c.get("custom_id", "").endswith(f":do:{line}"))
    return await table.press(user, panel["message"], button["custom_id"])


async def test_a_bird_chip_reaches_its_owner_by_dm(table: LocalTable) -> None:
    """Bird chips: the value goes to the player by DM when drawn."""
    user, line = await chip_game(table)
    await land(table, user, line)
    dms = table.fake.dms(user)
    assert len(dms) == 1 and "bird chip worth" in dms[0]["content"]


async def test_the_answer_to_a_move_tells_its_player_the_bird_chip_drawn(table: LocalTable) -> None:
    """The private answer to a move that drew a bird chip says its value (the DM keeps the record); the
    table only reads that a chip was drawn."""
    user, line = await chip_game(table)
    posted, edited = len(table.public()), len(table.fake.channel_edits(table.channel_id))
    answer = await land(table, user, line)
    live = await table.client.service.live(await table.game_id())
    [value] = live.state.players[live.seat_of_user(user)].chips
    assert answer is not None and answer["ephemeral"]
    site = line.split()[-1]
    assert answer["content"] == f"Done. You land on {site}. You draw a bird chip worth {value}.", answer
    public = table.public()[posted:] + table.fake.channel_edits(table.channel_id)[edited:]
    assert public and any("draws a bird chip" in texts(s) for s in public)
    assert all("worth" not in texts(s) for s in public)
    assert f"worth {value}" in table.fake.dms(user)[0]["content"]


async def test_closed_dms_fall_back_to_the_hand_and_the_player_is_told_once(table: LocalTable) -> None:
    """If DMs are closed, the hand view is the fallback and the player is told once; no retry loop."""
    user, line = await chip_game(table)
    table.fake.fail_dm(user, times=None)
    done = await land(table, user, line)
    assert done is not None
    live = await table.client.service.live(await table.game_id())
    seat = live.seat_of_user(user)
    notices = [s for s in table.fake.outgoing() if "Privacy Settings" in (s.get("content") or "")]
    assert len(notices) == 1 and notices[0]["ephemeral"]
    attempts = [c for c in table.fake.calls if c.error is not None and "/channels/" in c.path]
    assert len(attempts) <= 1
    hand = await table.slash(USERS.index(user), "hand")
    chips = ", ".join(str(v) for v in live.state.players[seat].chips)
    assert f"Your bird chips: {chips}." in hand["content"]
    assert "Privacy Settings" not in hand["content"]


async def test_buttons_of_messages_sent_before_a_restart_still_work(tmp_path: Path) -> None:
    """On restart every game continues and every button still works (custom ids carry game and version)."""
    fake = FakeHTTP()
    async with logged_in(seeded(tmp_path, 3), fake) as (client, _):
        first = LocalTable(client, fake, random.Random(4))
        await started(first, 2)
        for _ in range(3):
            await first.step()
        message = await first.current()
        version = (await client.service.live(await first.game_id())).version
    async with logged_in(seeded(tmp_path, 3), fake) as (client, _):
        second = LocalTable(client, fake, random.Random(4), first.channel_id)
        live = await client.service.live(await second.game_id())
        assert live.version == version
        user = live.user_of_seat(min(awaiting(live.state))).user_id
        opener = find(message, "pick") or find(message, "act")
        reply = await second.press(user, message, opener["custom_id"])
        assert reply is not None
        assert verb(opener) != "pick" or (await client.service.live(live.row.id)).version == version + 1
        await second.play_to_end()
        assert await client.store.log.record(live.row.id) is not None


async def test_a_move_stored_but_never_posted_is_posted_on_restart(tmp_path: Path) -> None:
    """A crash between storing a move and showing it: the next start brings the live message to the
    stored version (a draft pick edits it in place), so the table never looks at a stale board."""
    fake = FakeHTTP()
    async with logged_in(seeded(tmp_path, 3), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(4))
        await started(table, 2)
        game_id = await table.game_id()
        live = await client.service.live(game_id)
        seat = min(awaiting(live.state))
        action = str(legal_actions(live.state, seat)[0])
        version = live.version
        await client.service.act(game_id, live.user_of_seat(seat).user_id, action, version)
        posted, stale = len(table.tables()), await table.current()
    async with logged_in(seeded(tmp_path, 3), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(4), table.channel_id)
        assert len(table.tables()) == posted
        message = await table.current()
        assert message["id"] == stale["id"] and shown_text(message) != shown_text(stale)
        row = await client.store.games.game(game_id)
        assert row is not None and row.message_version == row.version == version + 1
        assert row.message_id == int(message["id"])
        await table.step()
        assert (await client.store.games.game(game_id)).version == version + 2


async def test_names_cannot_format_or_ping(table: LocalTable) -> None:
    """A display name with markdown or @everyone is shown as typed and pings nobody."""
    payload = slash("santacruz", "join", user_id=USERS[0], username="x", global_name="**Bo** @everyone")
    await dispatch(table.client, payload)
    lobby = table.public()[-1]
    shown = texts(lobby)
    assert "\\\\*\\\\*Bo\\\\*\\\\*" in shown and "@\\u200beveryone" in shown
    assert lobby["body"]["allowed_mentions"]["parse"] == []


async def test_a_confirmed_moves_line_is_read_once(
    table: LocalTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A click's action line is parsed once, by the input seam: the handler, the service, the answer
    to the mover and the Take back check all use what it read (issue 26)."""
    user, line = await chip_game(table)
    reads: list[str] = []
    original = notation.parse

    def counted(text: str) -> Any:
        reads.append(text)
        return original(text)

    for module in list(sys.modules.values()):
        if getattr(module, "parse", None) is original:
            monkeypatch.setattr(module, "parse", counted)
    before = (await table.client.store.games.game(await table.game_id())).version
    await land(table, user, line)
    assert (await table.client.store.games.game(await table.game_id())).version == before + 1
    assert reads.count(line) == 1


async def test_an_abandoned_lobby_says_it_was_closed(table: LocalTable) -> None:
    """A lobby abandoned before it started no longer reads "a new game is forming": it says it was
    closed and has no buttons (issue 27)."""
    await table.slash(0, "join")
    lobby = table.public()[-1]
    ask = await table.slash(0, "abandon")
    yes = await table.press(USERS[0], ask["message"], find(ask["message"], "abandon_yes")["custom_id"])
    assert yes is not None and await table.client.store.games.open_game(table.channel_id) is None
    now = table.fake.message(int(lobby["message_id"]))
    assert now is not None and "this lobby was closed" in (now.get("content") or "")
    assert not now.get("embeds") and not list(components(now))


async def test_discord_py_keeps_no_view_of_the_messages_sent(table: LocalTable) -> None:
    """The buttons are routed by custom id, so discord.py keeps none of the views sent (public tables,
    private panels) and starts no timer task for them, however many panels a game opens."""
    await started(table)
    for _ in range(12):
        await table.step()
    store = table.client._connection._view_store
    assert store.persistent_views == [] and not store._views
    assert not [t for t in asyncio.all_tasks() if "timeout_task" in repr(t.get_coro())]


async def test_a_finished_game_is_let_go_from_memory_once_its_end_is_shown(table: LocalTable) -> None:
    """Memory holds running games only: once the standings are posted, the finished game is no longer
    kept (a week of play would otherwise keep every game it ever finished), nor its current board where
    its boards are drawn, and its history still answers from the store."""
    await started(table, 2)
    game_id = await table.game_id()
    token = table.client.service.drawings.token

    def boards_kept() -> list[tuple[Hashable, ...]]:
        return [key for key in boards.kept() if key[:2] == (token, game_id)]

    for _ in range(8):  # the draft's picks draw only public boards; the first private panel keeps one
        await table.step()
        if boards_kept():
            break
    assert game_id in table.client.service.in_memory() and boards_kept() != []
    await table.play_to_end()
    assert table.finished()
    assert game_id not in table.client.service.in_memory() and boards_kept() == []
    live = await table.client.service.live(game_id)
    assert live.module.is_over(live.state)


async def test_a_start_click_is_acknowledged_as_soon_as_its_game_is_dealt(
    table: LocalTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A click whose result shows on a public message (the lobby's Start: the game's table is posted and
    the lobby says it started) is answered by that result, not when the bot's wait for an answer runs
    out: with that wait made longer than the test, the click's answer is the update of the lobby saying
    it started, without buttons (issue 46: an answer does not count against Discord's global limit)."""
    monkeypatch.setattr("bot.interactions.messenger.DEFER_AFTER", 60.0)
    await table.open_lobby(3)
    lobby = table.public()[-1]["message"]
    start = next(c for c in components(lobby) if verb(c) == "start")
    click = button(start["custom_id"], message=lobby, channel_id=CHANNEL_ID, **table.user(0))
    await table.dispatch(click)
    assert [s["type"] for s in table.fake.interaction_responses(click["token"])] == [7]
    [update] = table.fake.interaction_responses(click["token"])
    assert "board" not in str(update["data"]) and not any(components(update["data"]))
