"""The leak checker (``devtools/leaks.py``) on Santiago de Cuba games with a take-back: it expects the
table the bot draws after a take-back (drawn afresh, naming everyone the round may still ask), so a clean
game raises no alarm, while a secret planted in that table is still caught."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.games.santiago import posts
from bot.store import PlayerRow
from devtools.leaks import Moment, check_santiago_public, moments, public_sent, version_of
from devtools.table import find, local_bot, santiago_table
from playground.fake_discord import FakeHTTP, Sent, logged_in
from rules.santiago.state import Phase
from rules.santiago.views import player_view, public_view, round_seats

SEED = 2
"""A deal whose three people reach El Zorro's tribute within a few turns."""


@dataclasses.dataclass
class Played:
    """A Santiago game under hidden holdings whose last stored entry is a take-back, as the leak checker
    reads it: the fake Discord, the channel, the history version by version, the game and its seats."""

    fake: FakeHTTP
    channel_id: int
    history: list[Moment]
    game_id: int
    seats: list[PlayerRow]

    def check(self) -> int:
        """Run the checker over every public payload; how many it checked."""
        return check_santiago_public(self.fake, self.channel_id, self.history, self.game_id, self.seats)


@pytest.fixture
async def taken_back(tmp_path: Path) -> AsyncIterator[Played]:
    """Three people play Santiago under hidden holdings until one of them decides in a round (a tribute
    or a delivery round) that asks someone else after them; that person decides and takes it back."""
    async with logged_in(local_bot(tmp_path, SEED, santiago=True)) as (client, fake):
        table = santiago_table(client, fake, SEED)
        await table.open_lobby(3)
        await table.start("hidden")
        game_id = await table.game_id()
        for _ in range(100):
            live = await client.service.live(game_id)
            state = live.state
            if state.phase in (Phase.GIVE, Phase.DELIVER) and len(round_seats(state)) >= 2:
                break
            await table.step()
        else:
            pytest.fail("no round with several seats in this deal")
        message = await table.current()
        opener = find(message, "act")
        assert opener is not None, message
        table.undo_rate = 1.0
        await table.move(live.user_of_seat(state.to_move).user_id, message, opener)
        live = await client.service.live(game_id)
        actions = await client.store.log.actions(game_id)
        history = moments(live.module.record(live.state), actions, "santiago")
        yield Played(fake, table.channel_id, history, game_id, list(live.seats))


async def test_a_take_back_in_a_round_raises_no_false_alarm(taken_back: Played) -> None:
    """The take-back brings back a round whose state before the take-back went on in the same round (so
    working the prompt out from that state would name the others without pinging them, unlike the
    bot): the checker follows the bot and finds every public payload as expected."""
    last = taken_back.history[-1]
    assert last.restored is not None, "the last entry is a take-back"
    assert last.before is not None and posts.continues(last.before, last.state), "a take-back inside a round"
    assert taken_back.check() > 5


async def test_a_secret_in_the_take_backs_table_is_caught(
    taken_back: Played, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table after the take-back, as if the bot had shown the holdings of the seat to decide instead
    of "hidden": the checker fails, naming that version."""
    version = len(taken_back.history) - 1
    state = taken_back.history[version].state
    view = public_view(state)
    seat = state.to_move
    own = player_view(state, seat).holdings
    exposed = dataclasses.replace(
        view,
        players=tuple(
            dataclasses.replace(p, holdings=own) if s == seat else p for s, p in enumerate(view.players)
        ),
    )
    hidden, secret = posts.standing(view, seat), posts.standing(exposed, seat)
    assert hidden != secret
    sent = public_sent(taken_back.fake, taken_back.channel_id)
    shown = [s for s in sent if version_of(s, version) == version and s["files"]]
    assert shown, "the take-back's table was drawn"
    leaked = leak(shown[-1], hidden, secret)
    real = taken_back.fake.outgoing()
    monkeypatch.setattr(
        taken_back.fake, "outgoing", lambda since=0: [leaked if s is shown[-1] else s for s in real[since:]]
    )
    with pytest.raises(AssertionError, match=f"version {version}:"):
        taken_back.check()


def leak(sent: Sent, hidden: str, secret: str) -> Sent:
    """A copy of ``sent`` (the fake's record is left as it is) whose first text showing ``hidden`` shows
    ``secret`` instead."""
    data: dict[str, Any] = copy.deepcopy(sent["data"])
    for item in texts(data.get("components")):
        if hidden in (item.get("content") or ""):
            item["content"] = item["content"].replace(hidden, secret, 1)
            break
    else:
        raise AssertionError(f"no text shows {hidden!r}")
    return {**sent, "data": data}


def texts(items: list[dict[str, Any]] | None) -> Iterator[dict[str, Any]]:
    """The text displays among ``items`` and their children (containers, sections), in order."""
    for item in items or []:
        if "content" in item:
            yield item
        yield from texts(item.get("components"))
