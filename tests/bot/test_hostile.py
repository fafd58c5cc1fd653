"""Trust nothing a client sends: forged custom ids, menu values and command options (issue 18).

The seven defects found by a hostile client are named regression tests; then Hypothesis generates
hostile interactions of every kind and mixes them into whole 2-, 3- and 4-player games played by
clicks. Every forged interaction must be answered within 3 s, log nothing at ERROR, store at most one
legal move of the clicker's own seat (in canonical notation), edit no message the clicker does not
own, and the games must still finish with no secret in a public payload.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import string
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.adapter.client import GameBot
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from devtools.leaks import check_public_images, check_public_text, moments
from devtools.table import LocalTable, find
from playground.fake_discord import CHANNEL_ID, EPHEMERAL, logged_in, slash
from tests.bot.hostile import OUTSIDER, Forgery, Referee

LOBBY_CHANNEL = CHANNEL_ID + 1
TALLY: Counter[str] = Counter()
"""Forged interactions by kind in one parametrized run (printed for the closing note)."""


def new_bot(tmp_path: Path, seed: int) -> GameBot:
    return GameBot(
        Settings("fake", tmp_path / "g.sqlite3", None, logging.INFO),
        [SantaCruzUI(board_format="png")],
        seeds=lambda: seed,
    )


async def referee(table: LocalTable, players: int, counts: Counter[str]) -> Referee:
    """A running game at ``table`` with ``players`` people, and an open lobby in another channel."""
    other = slash("santacruz", "join", channel_id=LOBBY_CHANNEL, user_id=OUTSIDER)
    await table.dispatch(other)
    lobby_sent = table.fake.sent_messages(LOBBY_CHANNEL)[-1]
    await table.open_lobby(players)
    await table.start()
    game_id = await table.game_id()
    lobby = await table.client.store.games.open_game(LOBBY_CHANNEL)
    assert lobby is not None
    live = await table.client.service.live(game_id)
    seated = [p.user_id for p in live.seats]
    return Referee(table, game_id, lobby.id, lobby_sent["message"], seated, counts)


@pytest.fixture
async def game(tmp_path: Path) -> AsyncIterator[Referee]:
    async with logged_in(new_bot(tmp_path, 5)) as (client, fake):
        table = LocalTable(client, fake, random.Random(3))
        yield await referee(table, 2, Counter())


def last_reply(ref: Referee) -> dict[str, Any]:
    return ref.table.fake.outgoing()[-1]


# --- the seven defects, one test each ---------------------------------------------------------


async def test_a_forged_takeover_vote_is_refused_when_no_vote_was_called(game: Referee) -> None:
    """Defect 1: the takeover button's id for the current version, sent while no vote was called."""
    await game.send(Forgery("takeover", user="other", verb="takeover"))
    assert "no vote open" in last_reply(game)["content"]
    live = await game.table.client.service.live(game.game_id)
    assert not any(p.computer for p in live.seats), "a seat was taken over by a forged vote"


async def test_unknown_card_kinds_and_menu_values_are_refused_without_a_crash(game: Referee) -> None:
    """Defect 2: a ``card:``/``score:`` id naming no such card, a discard value never offered."""
    await game.send(Forgery("bad_arg", user="turn", verb="card", arg="spaceship"))
    assert "not a button or choice I offered" in last_reply(game)["content"]
    await game.send(Forgery("bad_arg", user="turn", verb="score", arg="nothing"))
    assert "not a button or choice I offered" in last_reply(game)["content"]
    await game.send(Forgery("bad_values", user="turn", prefix="s", verb="discard", values=("gold99",)))
    assert last_reply(game)["ephemeral"]


async def test_huge_numbers_in_a_custom_id_never_reach_the_database(game: Referee) -> None:
    """Defect 3: ``g:99999999999999999999:1:act`` (larger than SQLite's integers)."""
    await game.send(Forgery("huge_number", custom_id="g:99999999999999999999:1:act"))
    await game.send(Forgery("huge_number", version="huge", verb="act"))
    assert "not a button or choice I offered" in last_reply(game)["content"]


async def test_an_unknown_verb_on_a_lobby_is_refused_not_called_damaged(
    game: Referee, caplog: pytest.LogCaptureFixture
) -> None:
    """Defect 4: ``g:<lobby>:0:frobnicate`` is not routed to the running-game path."""
    await game.send(Forgery("unknown_verb", game="lobby", version="old", verb="frobnicate", where="lobby"))
    assert "not a button or choice I offered" in last_reply(game)["content"]
    await game.send(Forgery("lobby_game_verb", game="lobby", version="old", verb="act", where="lobby"))
    assert "has not started" in last_reply(game)["content"]
    assert "damaged" not in caplog.text


async def test_a_click_on_another_players_panel_answers_privately_and_edits_nothing(game: Referee) -> None:
    """Defect 5: a click on someone else's private panel, and a private step on the public message."""
    table = game.table
    message = await table.current()
    mover = table.waiting(message)[0]
    opener = find(message, "pick") and find(message, "hand")
    assert opener is not None
    panel_reply = await table.press(mover, message, opener["custom_id"])
    assert panel_reply is not None and panel_reply["ephemeral"]
    panel = table.fake.message(panel_reply["message_id"])
    assert panel is not None
    before = json.dumps(panel, sort_keys=True)
    await game.send(Forgery("their_panel", user="other", where="their", verb="hand"))
    assert json.dumps(table.fake.message(panel_reply["message_id"]), sort_keys=True) == before
    assert last_reply(game)["ephemeral"]
    public_before = json.dumps(table.fake.message(message["id"]), sort_keys=True)
    await game.send(Forgery("public_private", user="turn", where="live", verb="hand"))
    assert json.dumps(table.fake.message(message["id"]), sort_keys=True) == public_before
    assert last_reply(game)["ephemeral"]


async def test_odd_slash_command_input_is_answered(game: Referee) -> None:
    """Defect 6: an unknown subcommand, and options of the wrong type, get a polite answer."""
    await game.send(Forgery("command", user="other", command={"sub": "frobnicate"}))
    assert "do not know that command" in last_reply(game)["content"]
    await game.send(
        Forgery("command", user="other", command={"sub": "settings", "options": {"reminder_hours": "x"}})
    )
    assert last_reply(game)["ephemeral"]
    await game.send(Forgery("command", user="other", command={"sub": "start", "options": {"variant": 7}}))
    assert last_reply(game)["ephemeral"]


async def test_a_move_line_with_odd_spaces_is_refused_and_the_stored_line_is_canonical(game: Referee) -> None:
    """Defect 7: a ``do`` line with non-breaking spaces is not one the bot offered; the service stores
    only the line re-printed from its parsed form."""
    table = game.table
    live = await table.client.service.live(game.game_id)
    seat = min(live.module.awaiting(live.state))
    await game.send(Forgery("noncanonical_line", user="turn", verb="do", arg=f"{seat}\u00a0pick\u00a0A"))
    assert "not a button or choice I offered" in last_reply(game)["content"]
    result = await table.client.service.act(game.game_id, game.seated[seat], f"{seat}  pick\u00a0A")
    assert result.action == f"{seat} pick A"
    assert (await table.client.store.log.actions(game.game_id))[-1][2] == f"{seat} pick A"


# --- generated hostile interactions mixed into whole games ------------------------------------

WHO = st.sampled_from(("turn", "other", "outsider"))
WHERE = st.sampled_from(("live", "own", "their", "lobby", "bare"))
OUR_VERBS = sorted(
    set(SantaCruzUI(board_format="png").verbs)
    | {"join", "leave", "start", "add_ai", "remove_ai", "takeover", "undo", "hand"}
)
NAMES = st.sampled_from(
    ("", "road", "ship", "river", "double", "land", "build", "spaceship", "gold6", "wood-sugar", "A", "Z")
)
TEXT = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=40)
ODD_LINE = st.builds(
    lambda seat, verb, site, space: space.join([str(seat), verb, site]),
    st.integers(-1, 5),
    st.sampled_from(("pick", "land", "road", "ship", "double", "build", "score", "discard")),
    st.sampled_from(("A", "L04", "C05+", "-", "wood-sugar", "x")),
    st.sampled_from((" ", "  ", "\u00a0", "\t")),
)


def forged(kind: str, **fields: st.SearchStrategy[Any]) -> st.SearchStrategy[Forgery]:
    """Forgeries of one kind, from any of the three kinds of clicker."""
    return st.builds(Forgery, kind=st.just(kind), user=WHO, **fields)


def forgeries() -> st.SearchStrategy[Forgery]:
    """Every kind of hostile interaction the bot must shrug off."""
    verb = st.sampled_from(OUR_VERBS)
    kinds = (
        forged("garbage_id", where=WHERE, custom_id=TEXT),
        forged(
            "huge_number",
            game=st.sampled_from(("huge", "this")),
            version=st.sampled_from(("huge", "now")),
            verb=verb,
        ),
        forged(
            "unknown_verb",
            where=WHERE,
            game=st.sampled_from(("this", "lobby")),
            verb=st.text(alphabet=string.ascii_lowercase + "_", min_size=1, max_size=12),
        ),
        forged("bad_arg", where=WHERE, verb=verb, arg=st.one_of(NAMES, TEXT)),
        forged(
            "wrong_component",
            prefix=st.sampled_from(("g", "s")),
            verb=verb,
            component_type=st.sampled_from((2, 3, 4, 5, 8, 99)),
        ),
        forged(
            "bad_values",
            where=WHERE,
            prefix=st.sampled_from(("g", "s")),
            verb=st.sampled_from(("site", "discard", "hand", "card")),
            arg=NAMES,
            values=st.lists(st.one_of(NAMES, TEXT, st.integers(), st.none()), max_size=3).map(tuple),
        ),
        forged(
            "stale_or_future",
            where=WHERE,
            version=st.sampled_from(("old", "next")),
            verb=verb,
            arg=NAMES,
        ),
        forged("their_panel", where=st.just("their"), verb=verb, arg=NAMES),
        forged("public_private", where=st.just("live"), verb=verb, arg=NAMES),
        forged(
            "noncanonical_line",
            where=WHERE,
            verb=st.just("do"),
            arg=ODD_LINE,
        ),
        forged(
            "command",
            command=st.fixed_dictionaries(
                {
                    "sub": st.sampled_from(
                        ("frobnicate", "settings", "start", "board", "hand", "join", "log", "undo")
                    ),
                    "options": st.dictionaries(
                        st.sampled_from(
                            ("reminder_hours", "takeover_hours", "undo_minutes", "variant", "fill", "bogus")
                        ),
                        st.one_of(st.integers(-(2**70), 2**70), st.floats(), TEXT, st.booleans()),
                        max_size=2,
                    ),
                }
            ),
        ),
    )
    return st.sampled_from(kinds).flatmap(lambda kind: kind)


async def hostile_game(tmp_path: Path, players: int, seed: int, plan: list[Forgery]) -> Counter[str]:
    """A whole game by clicks with ``plan``'s forgeries sent between the honest moves."""
    counts: Counter[str] = Counter()
    async with logged_in(new_bot(tmp_path, seed)) as (client, fake):
        table = LocalTable(client, fake, random.Random(seed))
        ref = await referee(table, players, counts)
        pending = list(plan)
        for _ in range(600):
            if table.finished():
                break
            for _ in range(min(len(pending), 1 + len(plan) // 60)):
                await ref.send(pending.pop())
            if not table.finished():
                await table.step()
        assert table.finished(), "the game did not finish"
        while pending:
            await ref.send(pending.pop())
        history = moments(
            await client.store.log.record(ref.game_id) or {}, await client.store.log.actions(ref.game_id)
        )
        names = [p.name for p in (await client.service.live(ref.game_id)).seats]
        assert check_public_images(fake, table.channel_id, history) > 0
        check_public_text(fake, table.channel_id, history, names)
        check_private_hands(ref)
    return counts


def check_private_hands(ref: Referee) -> None:
    """No private reply ever went to anyone but a seated player asking about their own seat."""
    fake = ref.table.fake
    for sent in fake.outgoing():
        if not sent["ephemeral"] or "hand.png" not in sent["filenames"]:
            continue
        message = sent["message"] or {}
        owner = int(((message.get("interaction_metadata") or {}).get("user") or {}).get("id", 0))
        assert owner in ref.seated, f"a hand went to {owner}, who has no seat"
        assert message.get("flags", 0) & EPHEMERAL


GAMES = ((2, 11), (3, 12), (4, 13))


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_generated_hostile_interactions_change_break_and_leak_nothing(
    tmp_path_factory: pytest.TempPathFactory, players: int, seed: int
) -> None:
    """Hundreds of generated forgeries per game, mixed into whole games played by clicks."""

    @settings(
        max_examples=2,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(plan=st.lists(forgeries(), min_size=300, max_size=375))
    def run(plan: list[Forgery]) -> None:
        counts = asyncio.run(hostile_game(tmp_path_factory.mktemp("hostile"), players, seed, plan))
        TALLY.update(counts)

    TALLY.clear()
    run()
    tried = sum(n for kind, n in TALLY.items() if kind != "moved")
    print(f"{players} players: {tried} forged interactions by kind {dict(sorted(TALLY.items()))}")
    assert tried >= 2 * 300
