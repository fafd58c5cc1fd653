"""The Play button of ``/mygames`` (issue 29: acting from the inbox takes no more taps than from the
thread). Where a game offers the choices only on its public table (a Santa Cruz draft pick), Play
answers with a private copy of the table carrying those choices, and a tap on one of them makes the
move as on the table; where the panel offers them (an ordinary Santa Cruz turn, every Santiago choice
made on the table), Play opens the panel as before. Everything goes through Discord payloads."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.games.santacruz.ui import SantaCruzUI
from devtools.table import (
    USERS,
    WATCHING,
    LocalTable,
    components,
    find,
    local_bot,
    shown_text,
    text_displays,
    verb,
)
from playground.fake_discord import logged_in, slash

COMPONENTS_V2 = 1 << 15
"""Discord's message flag of a Components V2 message (the table and its private copies)."""


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[LocalTable]:
    async with logged_in(local_bot(tmp_path, 5, santiago=True)) as (client, fake):
        yield LocalTable(client, fake, random.Random(5))


async def _inbox_play(table: LocalTable, user: int) -> dict[str, Any]:
    """``/mygames`` as ``user``, then a tap on the Play button of the table's game; the answer."""
    payload = slash("mygames", None, None, channel_id=table.channel_id, **table.user(USERS.index(user)))
    await table.dispatch(payload)
    listing = table.fake.replies(payload["token"])[-1]["message"]
    assert listing is not None
    game_id = await table.game_id()
    [play] = [c for c in _ids(listing, "hand") if c.startswith(f"g:{game_id}:")]
    answer = await table.press(user, listing, play)
    assert answer is not None and answer["ephemeral"], answer
    return answer


def _ids(message: dict[str, Any] | None, *verbs: str) -> list[str]:
    """The custom ids of a message's buttons and menus of ``verbs``."""
    return [c["custom_id"] for c in components(message) if verb(c) in verbs]


def _choices(message: dict[str, Any] | None) -> list[str]:
    """The custom ids of a message's buttons and menus that make a move (not Hand, not Follow)."""
    return [c["custom_id"] for c in components(message) if verb(c) not in WATCHING]


async def _awaited(table: LocalTable) -> tuple[int, int]:
    """The person the table's game waits for: their user id and seat."""
    live = await table.client.service.live(await table.game_id())
    [player] = live.awaited()
    assert player.seat is not None and not player.computer
    return player.user_id, player.seat


async def test_play_at_a_draft_pick_offers_the_tables_choices_and_one_tap_picks(table: LocalTable) -> None:
    await table.open_lobby(2)
    await table.start()
    game_id = await table.game_id()
    user, seat = await _awaited(table)
    public = await table.current()
    picks = _ids(public, "pick")
    assert picks, "the draft's choices are on the public table"
    start = table.taps
    copy = await _inbox_play(table, user)
    message = copy["message"]
    assert message is not None and message["flags"] & COMPONENTS_V2, "a copy of the table"
    assert _ids(message, "pick") == picks
    assert _ids(message, "hand") == _ids(public, "hand"), "My hand stays (to look at the scoring cards)"
    assert "Only you see this copy." in shown_text(message)
    letter = picks[-1].rsplit(":", 1)[1]
    answer = await table.press(user, message, picks[-1])
    assert table.taps - start == 2, "Play, then the set: as many taps as in the thread (the set)"
    assert answer is not None and answer["ephemeral"]
    assert answer["message"] is not None and not answer["message"]["flags"] & COMPONENTS_V2
    assert answer["message"]["id"] != message["id"], "the copy cannot show plain text: a new message"
    assert f"You take the cards of set {letter}." in (answer["content"] or "")
    assert find(answer["message"], "undo") is not None, "Take back, as after a pick on the table"
    lines = [line for _version, by, line in await table.client.store.log.actions(game_id)]
    assert lines == [f"{seat} pick {letter}"]
    live = await table.current()
    assert f"picks set {letter}:" in shown_text(live)
    assert not [i for i in _ids(live, "pick") if i.endswith(f":pick:{letter}")]
    kept = table.fake.message(int(message["id"]))
    assert kept is not None and kept["flags"] & COMPONENTS_V2, "the copy stays a copy of the table"


async def test_the_next_drafter_reads_what_happened_above_the_copy(table: LocalTable) -> None:
    await table.open_lobby(2)
    await table.start()
    first, _seat = await _awaited(table)
    public = await table.current()
    await table.press(first, public, _ids(public, "pick")[0])
    user, seat = await _awaited(table)
    assert user != first
    copy = await _inbox_play(table, user)
    recap = "\n".join(SantaCruzUI().recap(await table.client.service.live(await table.game_id()), seat))
    assert recap.startswith("Since your last move:"), recap
    assert text_displays(copy["message"])[0] == recap
    assert _ids(copy["message"], "pick") == _ids(await table.current(), "pick")


async def test_my_hand_shows_the_hand_from_the_copy_and_from_the_thread(table: LocalTable) -> None:
    """The Hand buttons of the copy and of the public table open the panel (the hand picture), not the
    copy again."""
    await table.open_lobby(2)
    await table.start()
    user, _seat = await _awaited(table)
    copy = await _inbox_play(table, user)
    public = await table.current()
    for message in (copy["message"], public):
        [hand] = _ids(message, "hand")
        panel = await table.press(user, message, hand)
        assert panel is not None and panel["ephemeral"] and panel["message"] is not None
        assert not panel["message"]["flags"] & COMPONENTS_V2, "the panel, not a copy of the table"
        assert panel["filenames"] == ["hand.png"]
        assert "your hand" in (panel["content"] or ""), panel["content"]
    assert (await table.client.store.log.actions(await table.game_id())) == []


async def test_an_ordinary_turn_opens_the_same_panel_as_the_hand_command(table: LocalTable) -> None:
    await table.open_lobby(2)
    await table.start("beginner")
    user, _seat = await _awaited(table)
    from_inbox = await _inbox_play(table, user)
    from_thread = await table.slash(USERS.index(user), "hand")
    for answer in (from_inbox, from_thread):
        assert answer["message"] is not None and not answer["message"]["flags"] & COMPONENTS_V2
    assert from_inbox["content"] == from_thread["content"]
    assert from_inbox["filenames"] == from_thread["filenames"]
    assert _choices(from_inbox["message"]), "the panel offers the moves"
    assert _choices(from_inbox["message"]) == _choices(from_thread["message"])


async def test_santiago_choices_on_the_table_come_in_the_panel_from_the_inbox(table: LocalTable) -> None:
    """Santiago's panel offers the same choices as its table (the car, then the Cubaner's): Play opens
    it, and one tap there moves the game on."""
    santiago = LocalTable(table.client, table.fake, random.Random(5), command="santiago")
    await santiago.open_lobby(2)
    await santiago.start()
    await santiago.step()  # the demand, which is chosen in the panel
    game_id = await santiago.game_id()
    before = (await santiago.client.service.live(game_id)).version
    public = await santiago.current()
    offered = _choices(public)
    assert offered, "the awaited person chooses on the table"
    user, seat = await _awaited(santiago)
    panel = await _inbox_play(santiago, user)
    assert panel["message"] is not None and not panel["message"]["flags"] & COMPONENTS_V2
    assert _choices(panel["message"]) == offered
    answer = await santiago.press(user, panel["message"], offered[0])
    assert answer is not None and answer["ephemeral"]
    live = await santiago.client.service.live(game_id)
    assert live.version == before + 1
    line = offered[0].split(":", 4)[4]
    assert (await santiago.client.store.log.actions(game_id))[-1][1:] == (seat, line)
