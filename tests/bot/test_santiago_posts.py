"""Santiago's public turn message: one message per delivery round and tribute, pings only at its start."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.games.santiago import posts
from bot.games.santiago.choices import choices
from bot.games.santiago.rulebook import CATALOGUE as RULEBOOK
from bot.games.santiago.ui import SantiagoUI, ask_text
from bot.games.seam import LiveGame
from bot.games.seam.table import Moved
from bot.store import GameRow, PlayerRow
from rules import i18n
from rules.santiago import GAME as SANTIAGO
from rules.santiago.engine import apply, legal_list
from rules.santiago.messages import CATALOGUE
from rules.santiago.setup import new_game
from rules.santiago.state import GameState
from rules.santiago.views import player_view, public_view, round_seats
from tests.rules.santiago.table import SHIP, begin, delivering, play, table, using

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
    monkeypatch.setattr(posts, "render_small_public_board", lambda *args, **kwargs: b"")
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


def test_the_ship_wants_only_what_it_demands() -> None:
    """Issue 27, clause 3: "The ship's demand is written without zeros ("wants 1 rum, 3 cigars · 2 VP
    each") wherever it is shown": the turn message, `/santiago status`, the delivery panel and the
    demand's choices."""
    state = table(2, ship={"sugar": 0, "tobacco": 0, "rum": 1, "cigars": 3}, seats={0: {"pesos": 2}})
    begin(state)
    view = public_view(state)
    assert posts.ship_text(view) == "Ship 1 wants 1 rum and 3 cigars · 2 VP each · 0 of 7 sailed"
    live = live_game(state, 4)
    assert posts.ship_text(view) in posts.prompt_text(live, state, True)[0]
    assert posts.ship_text(view) in SantiagoUI().standings(live, ["Ana", "Ben"])
    with i18n.speaking("de"):
        assert (
            posts.ship_text(view)
            == "Schiff 1 fragt 1 Rum und 3 Zigarren nach · 2 SP je Ware · 0 von 7 abgefahren"
        )
    with i18n.speaking("fr"):
        assert posts.ship_text(view).startswith("Le navire 1 demande 1 rhum et 3 cigares · ")
    delivering(state, 1)
    state.players[1].goods["rum"] = 1
    ask = ask_text(player_view(state, 1))
    assert ask == "The ship wants 1 rum and 3 cigars at 2 VP each: deliver, or pass."
    fresh = new_game(2, seed=5)
    roll = fresh.setup["rolls"][0]
    for choice in choices(player_view(fresh, fresh.to_move)):
        wanted = choice.label.split(" · ")[1]
        assert not re.search(r"\b0 ", wanted), choice.label
        assert all(f"{n} " in wanted for g, n in roll.items() if n and f"Set {g} " not in choice.label)


def test_the_rules_and_the_demand_prompt_say_who_rolls_and_why() -> None:
    """Issue 27, clause 4 and ruling SC-59: `/santiago rules` explains the face-down Cubaner, the value
    marker and who rolls (the player who drove into the harbour, not the one whose delivery made the
    ship sail), in every language; the public prompt of the demand says why that player rolls: here
    Ben's delivery fills the ship in the round Ana started by driving into the harbour, so Ana rolls."""
    topics = ("cubaner.face_down", "cubaner.face_up", "car.skip", "harbour.value", "harbour.end")
    for lang in i18n.LANGUAGES:
        with i18n.speaking(lang):
            text = "\n".join(page.text for page in SantiagoUI().rules_pages())
            for topic in (*topics, "sail.when", "sail.roll", "sail.harbour"):
                assert RULEBOOK.text(f"rulebook.{topic}", lang) in text
            for building in ("newspaper", "harbour_office", "casino"):
                assert CATALOGUE.text(f"ui.rules.effect.{building}", lang) in text
    english = "\n".join(page.text for page in SantiagoUI().rules_pages())
    assert "the one who made it sail rolls" not in english
    assert (
        "After a delivery round, that is the player who drove into the harbour, even if another player "
        in english
    )
    assert "turn a Cubaner face down" in english and "under the value marker shows" in english

    state = table(2, ship={"sugar": 1, "citrus": 0, "tobacco": 0, "rum": 0}, seats={1: {"sugar": 1}})
    delivering(state, 1, mover=0)
    play(state, "1 deliver sugar 1")
    assert state.phase == "demand" and state.to_move == 0
    text, users = posts.prompt(live_game(state, 9), public_view(state))
    assert users == [USERS[0]] and f"<@{USERS[0]}>" in text
    assert text.endswith(
        "You drove into the harbour and ship 1 sailed in that delivery round: the one who drove into the "
        "harbour rolls, whoever made the last delivery."
    )
    assert posts.why_roll(public_view(new_game(2, seed=1))) == "first"
    customs = using(table(2, ship={"sugar": 1, "citrus": 0, "tobacco": 0, "rum": 0}), 0, "customs")
    play(customs, "0 use customs sugar")
    assert customs.phase == "demand" and posts.why_roll(public_view(customs)) == "sailed"
    skip = table(2, car=9, marker="4", ship=SHIP, seats={0: {"pesos": 20}})
    play(skip, "0 car 11")
    assert skip.phase == "demand" and posts.why_roll(public_view(skip)) == "skip"


def test_the_end_shows_the_vp_for_goods_left_as_the_board_does() -> None:
    """Issue 27, clause 6: at the end the final table and the announcement agree with the board: "34 VP"
    is visibly "33 + 1 for 3 goods left" (SC-63, R-25: every 3 goods left give 1 VP). Ana delivers the
    7th ship's last sugar (31 + 2 VP) and keeps 2 citrus and 1 tobacco."""
    state = table(
        2,
        ship={"sugar": 1, "citrus": 0, "tobacco": 0, "rum": 0},
        departed=6,
        seats={0: {"vp": 31, "sugar": 1, "citrus": 2, "tobacco": 1}, 1: {"vp": 20, "wood": 2, "pesos": 4}},
    )
    delivering(state, 0)
    play(state, "0 deliver sugar 1")
    assert state.phase == "end"
    view = public_view(state)
    assert posts.standing(view, 0) == "34 VP (33 + 1 for 3 goods left) · 0 pesos · 2 citrus, 1 tobacco"
    assert posts.standing(view, 1) == "20 VP (20 + 0 for 2 goods left) · 4 pesos · 2 wood"
    live = live_game(state, 12)
    assert "P0 wins with 34 VP (33 + 1 for 3 goods left)." in posts.end_text(live, view, "r.json")
    status = SantiagoUI().standings(live, ["Ana", "Ben"])
    assert "Ana: 34 VP (33 + 1 for 3 goods left) · 0 pesos · 2 citrus, 1 tobacco" in status
    assert live.module.outcome(state).seats[0].score == 34
    with i18n.speaking("de"):
        assert (
            posts.standing(view, 0)
            == "34 SP (33 + 1 für 3 übrige Waren) · 0 Pesos · 2 Zitrusfrüchte, 1 Tabak"
        )
    hidden = table(
        2,
        ship={"sugar": 1, "citrus": 0, "tobacco": 0, "rum": 0},
        departed=6,
        seats={0: {"sugar": 1, "citrus": 3}},
        options={"hidden_holdings": True},
    )
    delivering(hidden, 0)
    play(hidden, "0 deliver sugar 1")
    hidden_view = public_view(hidden)
    assert posts.standing(hidden_view, 0) == "holdings hidden"
    assert "(" not in posts.end_text(live_game(hidden, 3), hidden_view, "r.json").split("Players")[0]
