"""Santiago's public turn message: one message per delivery round and tribute, pings only at its start."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.games.santiago import posts
from bot.games.seam import LiveGame
from bot.games.seam.table import Moved
from bot.store import GameRow, PlayerRow
from rules.santiago import GAME as SANTIAGO
from rules.santiago.engine import apply, legal_list
from rules.santiago.setup import new_game
from rules.santiago.state import GameState
from rules.santiago.views import round_seats

USERS = [601, 602, 603, 604]


def live_game(state: GameState, version: int, computers: frozenset[int] = frozenset()) -> LiveGame:
    """The game as the bot holds it: seats ``computers`` are computer players (negative ids)."""
    row = GameRow(9, "santiago", 1, 77, USERS[0], "active", {}, version, None)
    seats = [
        PlayerRow(-1 - s, p.name, s, "easy") if s in computers else PlayerRow(USERS[s], p.name, s)
        for s, p in enumerate(state.players)
    ]
    return LiveGame(row, SANTIAGO, state, version, seats)


def expected_pings(before: GameState, after: GameState, computers: frozenset[int]) -> list[int]:
    """Nobody while a round or the same person's turn goes on; at a round's start every person it may
    ask; else the person now awaited; never the person who just moved and decides on."""
    if after.phase == "end" or posts.continues(before, after):
        return []
    seats = set(round_seats(after)) | {after.to_move}
    if before.to_move == after.to_move:
        seats.discard(after.to_move)
    return sorted(USERS[s] for s in seats if s not in computers)


def mentions(content: str) -> list[int]:
    """The users a text mentions, in order."""
    return [int(u) for u in re.findall(r"<@!?([0-9]+)>", content)]


@pytest.mark.parametrize(("players", "seed", "hidden"), [(4, 1, False), (3, 2, True)])
async def test_rounds_edit_one_message_and_ping_only_at_their_start(
    monkeypatch: pytest.MonkeyPatch, players: int, seed: int, hidden: bool
) -> None:
    """Random games: every delivery and pass of a delivery round and every tribute after the first
    continues the round's message (an edit, naming only the decider; edits ping nobody); a round's
    first message pings every person it may ask (under hidden holdings every seat still in it, since the
    table cannot tell who holds what); the decider is always the first one mentioned."""
    monkeypatch.setattr(posts, "render_public_board", lambda *args, **kwargs: b"")
    computers = frozenset({players - 1})
    rng = random.Random(seed)
    state = new_game(players, seed=seed, options={"hidden_holdings": hidden})
    seen: dict[str, int] = {"edits": 0, "starts": 0}
    version = 0
    while state.phase != "end":
        before = state
        state, _events = apply(state, rng.choice(legal_list(state, state.to_move)))
        version += 1
        table = await posts.table(live_game(state, version, computers), [Moved(before, [])], False)
        if not posts.continues(before, state):
            assert sorted(table.mentions) == expected_pings(before, state, computers)
        assert set(table.mentions) <= set(mentions(table.prompt))
        if state.phase == "end":
            continue
        named = mentions(table.prompt)
        if to_move_user := (None if state.to_move in computers else USERS[state.to_move]):
            assert named[0] == to_move_user
        if posts.same_round(before, state):
            seen["edits"] += 1
            assert named == ([to_move_user] if to_move_user else []), table.prompt
        elif state.phase in posts.ROUNDS:
            seen["starts"] += 1
            if hidden and state.phase == "deliver":
                asked = {s for s in range(players) if s not in state.passed}
                assert set(round_seats(state)) == asked
    assert seen["edits"] > 5 and seen["starts"] > 5, seen


def test_a_round_start_is_a_new_message_and_every_later_decision_edits_it() -> None:
    """Driving into the harbour starts the round's own message even when the driver delivers first."""
    state = new_game(2, seed=3)
    rng = random.Random(3)
    checked: dict[str, Any] = {"start": 0, "on": 0}
    while state.phase != "end" and not (checked["start"] and checked["on"]):
        before = state
        state, _ = apply(state, rng.choice(legal_list(state, state.to_move)))
        if state.phase == "deliver" and before.phase != "deliver":
            assert not posts.continues(before, state)
            checked["start"] += 1
        elif state.phase == before.phase == "deliver":
            assert posts.continues(before, state)
            checked["on"] += 1
    assert checked["start"] and checked["on"]
