"""Take back a misclick (issue 20): one test per condition of the issue, quoted in its docstring.

The service tests drive :class:`bot.app.service.GameService` on a real store; the adapter tests play by
clicks through the fake Discord (:class:`devtools.table.LocalTable`), computers included.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.adapter.client import GameBot
from bot.app.service import ActResult, CannotUndo, GameService, UndoResult
from bot.config import Settings
from bot.features.undo import refusal
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.seam import NotAPlayer, Seated, Show
from bot.store import Store, undone_to
from devtools.table import USERS, LocalTable, components, find, text_displays, verb
from playground.fake_discord import dispatch, logged_in, slash
from rules.santacruz import GAME as SANTA_CRUZ
from rules.santacruz import events as ev
from rules.santacruz.actions import Double, DoubleBuild
from rules.santacruz.engine import apply, legal_actions
from rules.santacruz.records import replay
from rules.santacruz.state import GameState

MODULE = SANTA_CRUZ
CONTINUES = SantaCruzUI().edits_live
WINDOW = 120.0
"""The default undo window (2 minutes) in seconds."""
PEOPLE = [101, 102, 103, 104]


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    """A fresh store for the test."""
    s = await Store.open(tmp_path / "games.sqlite3")
    yield s
    await s.close()


async def started(
    store: Store, players: int = 3, seed: int = 7, channel: int = 500
) -> tuple[GameService, int]:
    """A game of people (Ana, Ben, ...) started from ``seed`` in ``channel``: its service and id."""
    game = await store.games.create_lobby("santacruz", 1, channel, PEOPLE[0], "Ana")
    for i, name in enumerate(("Ben", "Cem", "Dee")[: players - 1], start=1):
        await store.games.add_player(game.id, PEOPLE[i], name)
    service = GameService(store, {"santacruz": MODULE})
    await service.start(game.id, {}, seed=seed)
    return service, game.id


async def play(service: GameService, game_id: int, line: str) -> ActResult:
    """Play ``line`` for the user of its seat, at the current version."""
    live = await service.live(game_id)
    seat = int(line.split()[0])
    return await service.act(game_id, live.user_of_seat(seat).user_id, line, live.version)


async def undo(
    service: GameService, game_id: int, seat: int, version: int | None = None, **kwargs: Any
) -> UndoResult:
    """Take back as the user of ``seat`` (``version``: a button's; ``None``: the command)."""
    live = await service.live(game_id)
    user = live.user_of_seat(seat).user_id
    async with service.lock(game_id):
        return await service.undo_locked(
            game_id, user, version, kwargs.pop("window", WINDOW), CONTINUES, **kwargs
        )


def reveals(state: GameState, line: str) -> str | None:
    """What playing ``line`` now would reveal, in words (``None``: nothing)."""
    return MODULE.reveals(apply(state, line)[1])


async def advance(
    service: GameService, game_id: int, until: Callable[[GameState], bool], seed: int = 0
) -> GameState:
    """Random legal moves (a fixed sequence for ``seed``) until ``until(state)`` holds."""
    rng = random.Random(seed)
    for _ in range(400):
        live = await service.live(game_id)
        if until(live.state):
            return live.state
        seat = min(MODULE.awaiting(live.state))
        await play(service, game_id, str(rng.choice(list(legal_actions(live.state, seat)))))
    raise AssertionError("no such position")


def quiet_move(state: GameState, seat: int) -> str | None:
    """A legal move of ``seat`` that reveals nothing, if there is one."""
    for action in legal_actions(state, seat):
        if not isinstance(action, Double) and reveals(state, str(action)) is None:
            return str(action)
    return None


def to_move(state: GameState) -> int:
    """The first seat the game waits for."""
    return min(MODULE.awaiting(state))


async def refused(service: GameService, game_id: int, coro: Any) -> str:
    """The sentence a player reads for a refused take-back (nothing is stored then)."""
    version = (await service.live(game_id)).version
    with pytest.raises(CannotUndo) as info:
        await coro
    live = await service.live(game_id)
    assert live.version == version
    return refusal(live, info.value).message


@pytest.fixture
async def game(store: Store) -> tuple[GameService, int]:
    """A 3-player game at its start."""
    return await started(store)


# --- the service: one test per condition -------------------------------------------------------


async def test_a_move_that_revealed_nothing_is_taken_back_as_a_new_version(
    game: tuple[GameService, int], store: Store
) -> None:
    """ "It takes back that player's last move"; "the action log keeps the undo as its own entry (the
    audit trail), versions only ever increase"."""
    service, game_id = game
    start = (await service.live(game_id)).state
    seat = to_move(start)
    await play(service, game_id, f"{seat} pick A")
    result = await undo(service, game_id, seat, 1)
    assert result.game.version == 2 and result.undo.lines == (f"{seat} pick A",)
    assert result.game.state.to_dict() == start.to_dict()
    assert await store.log.actions(game_id) == [(1, seat, f"{seat} pick A"), (2, seat, "undo 0")]
    assert (await store.games.game(game_id)).version == 2  # type: ignore[union-attr]
    again = await play(service, game_id, f"{seat} pick B")
    assert again.game.version == 3 and again.game.state.players[seat].set_letter == "B"


async def test_nobody_else_may_have_acted_since(game: tuple[GameService, int], store: Store) -> None:
    """ "as long as no other seat has acted since (a person's click, ...)": "<player> has already
    played", and nothing changes."""
    service, game_id = game
    first = to_move((await service.live(game_id)).state)
    await play(service, game_id, f"{first} pick A")
    second = to_move((await service.live(game_id)).state)
    await play(service, game_id, f"{second} pick B")
    name = (await service.live(game_id)).user_of_seat(second).name
    said = await refused(service, game_id, undo(service, game_id, first, 1))
    assert said == f"This move cannot be taken back: {name} has already played. Nothing was changed."
    assert await refused(service, game_id, undo(service, game_id, first)) == said, "the command says the same"
    assert len(await store.log.actions(game_id)) == 2


async def test_another_seats_discard_closes_the_undo(game: tuple[GameService, int], store: Store) -> None:
    """ "no other seat has acted since (... a discard)": in the simultaneous secret discard, another
    seat's discard closes the take-back of the discard made before it."""
    service, game_id = game
    state = await advance(service, game_id, lambda s: s.phase == "discard", seed=3)
    first, second = sorted(MODULE.awaiting(state))[:2]
    card = state.players[first].hand_scoring[0]
    await play(service, game_id, f"{first} discard {card}")
    version = (await service.live(game_id)).version
    await play(service, game_id, f"{second} discard {state.players[second].hand_scoring[0]}")
    name = (await service.live(game_id)).user_of_seat(second).name
    assert f"{name} has already played" in await refused(
        service, game_id, undo(service, game_id, first, version)
    )
    assert undone_to((await store.log.actions(game_id))[-1][2]) is None


async def test_a_discard_alone_may_be_taken_back_and_its_words_never_name_the_card(
    game: tuple[GameService, int],
) -> None:
    """ "the move revealed nothing": a secret discard shows nothing, so it may be taken back; the table
    is told "discard a scoring card", never which."""
    service, game_id = game
    state = await advance(service, game_id, lambda s: s.phase == "discard", seed=3)
    seat = to_move(state)
    card = state.players[seat].hand_scoring[0]
    result = await play(service, game_id, f"{seat} discard {card}")
    taken = await undo(service, game_id, seat, result.game.version)
    assert taken.game.state.players[seat].discarded is None
    words = SantaCruzUI().undo_words(taken.game, taken.undo.lines)
    assert words == "discard a scoring card" and card not in words


async def test_a_round_2_pick_is_told_as_a_pile_and_taken_back_as_one(game: tuple[GameService, int]) -> None:
    """Round 2 drafts piles, not sets: the player's answer to a pick and the taken-back words say pile
    there (round 1 says set)."""
    service, game_id = game
    first = to_move((await service.live(game_id)).state)
    result = await play(service, game_id, f"{first} pick A")
    answer = await SantaCruzUI().follow_up(
        Seated(result.game, first, result.version), result.move, result.events
    )
    assert isinstance(answer, Show) and answer.post.content == "Done. You take the cards of set A."
    state = await advance(service, game_id, lambda s: s.round == 2 and s.phase == "draft", seed=2)
    seat, letter = to_move(state), state.available[0]
    result = await play(service, game_id, f"{seat} pick {letter}")
    answer = await SantaCruzUI().follow_up(
        Seated(result.game, seat, result.version), result.move, result.events
    )
    assert isinstance(answer, Show) and answer.post.content == f"Done. You take pile {letter}."
    taken = await undo(service, game_id, seat, result.game.version)
    assert SantaCruzUI().undo_words(taken.game, taken.undo.lines) == f"pick pile {letter}"


async def test_a_move_that_turned_a_tile_cannot_be_taken_back(game: tuple[GameService, int]) -> None:
    """ "the move revealed nothing: no face-down tile turned": "the tile under L04 was turned"."""
    service, game_id = game
    state = await advance(service, game_id, lambda s: s.phase == "landing", seed=1)
    seat = to_move(state)
    line, site = next(
        (str(a), e.site)
        for a in legal_actions(state, seat)
        for e in apply(state, str(a))[1]
        if isinstance(e, ev.TileRevealed)
    )
    result = await play(service, game_id, line)
    said = await refused(service, game_id, undo(service, game_id, seat, result.game.version))
    assert said == f"This move cannot be taken back: the tile under {site} was turned. Nothing was changed."
    assert (await service.live(game_id)).version == result.game.version


REVEALING = {
    ev.TileRevealed: "the tile under L04 was turned",
    ev.ChipDrawn: "a bird chip was drawn",
    ev.ScoringCardDrawn: "new scoring cards were dealt",
    ev.RoundEnded: "round 1 ended",
    ev.ChipsRevealed: "the bird chips were turned face up",
    ev.GameEnded: "the game ended",
}
"""The Santa Cruz events that show hidden information, with the reason a player reads."""
SAMPLES: dict[type[ev.Event], ev.Event] = {
    ev.SetPicked: ev.SetPicked(0, "A", 2, ("wood",)),
    ev.ScoringCardDrawn: ev.ScoringCardDrawn(0, "wood"),
    ev.Discarded: ev.Discarded(0, "wood"),
    ev.CardPlayed: ev.CardPlayed(0, "road"),
    ev.Built: ev.Built(0, "L04", "house", joined=True),
    ev.BuildFailed: ev.BuildFailed(0, "L04", "church"),
    ev.NoBuild: ev.NoBuild(0, "road"),
    ev.TileRevealed: ev.TileRevealed("L04", "t1"),
    ev.Scored: ev.Scored(0, 3, "build", "L04"),
    ev.ChipDrawn: ev.ChipDrawn(0, 2),
    ev.ChipPileEmpty: ev.ChipPileEmpty(0),
    ev.BuildingsDestroyed: ev.BuildingsDestroyed((("V01", 0, "house"),)),
    ev.RoundEnded: ev.RoundEnded(1, (0, 1)),
    ev.RoundStarted: ev.RoundStarted(2, (1, 0)),
    ev.ChipsRevealed: ev.ChipsRevealed(0, (1, 2)),
    ev.GameEnded: ev.GameEnded((0, 1), (30, 20)),
}


@pytest.mark.parametrize("kind", list(SAMPLES), ids=lambda k: k.__name__)
def test_each_event_kind_is_decided_revealing_or_not(kind: type[ev.Event]) -> None:
    """ "decide per event kind from the events the engine already marks as revealing": every Santa Cruz
    event kind is classed (a tile turned, a chip drawn, cards dealt, a round or the game ended, the
    chips turned reveal; a pick, a discard, a build on a face-up tile, points on it do not)."""
    kinds = {c.__name__ for c in ev.Event.__subclasses__() if c.__module__ == ev.__name__}
    assert {k.__name__ for k in SAMPLES} == kinds, "a new event kind must be classed here"
    assert MODULE.reveals([SAMPLES[kind]]) == REVEALING.get(kind)


def test_a_scoring_card_played_reveals_it() -> None:
    """ "no scoring card's result that depends on hidden information shown": a scoring card leaves a
    hidden hand and scores, so it cannot be taken back; a building card shows nothing hidden."""
    assert MODULE.reveals([ev.CardPlayed(0, "wood-sugar", scoring=True)]) == (
        "the scoring card Wood and sugar was shown"
    )
    assert MODULE.reveals([ev.CardPlayed(0, "double", "road")]) is None


async def test_the_undo_window_closes_after_the_servers_time(game: tuple[GameService, int]) -> None:
    """ "The undo window also closes after a set time (a per-server setting, default 2 minutes)": "the
    time to take back this move has passed"; 0 minutes turns taking back off."""
    service, game_id = game
    seat = to_move((await service.live(game_id)).state)
    await play(service, game_id, f"{seat} pick A")
    later = time.time() + WINDOW + 1
    said = await refused(service, game_id, undo(service, game_id, seat, 1, now=later))
    assert "the time to take back this move has passed" in said
    assert "turned off on this server" in await refused(
        service, game_id, undo(service, game_id, seat, 1, window=0)
    )
    assert (await undo(service, game_id, seat, 1, now=time.time() + WINDOW - 5)).game.version == 2


async def test_a_double_move_is_taken_back_as_one_turn(store: Store) -> None:
    """ "It takes back that player's last move, and a double move's both halves as one turn": the kind
    and both builds go at once, and half a double move goes back to before the double move."""
    for seed in range(1, 6):
        service, game_id = await started(store, seed=seed, channel=500 + seed)

        def ready(s: GameState) -> bool:
            """The mover may play a double move that reveals nothing."""
            return s.phase == "play" and s.double is None and _quiet_double(s, to_move(s)) is not None

        try:
            state = await advance(service, game_id, ready, seed)
        except AssertionError:
            continue
        seat = to_move(state)
        plan = _quiet_double(state, seat)
        assert plan is not None
        start = state.to_dict()
        kind_line, first, second = plan
        half = await play(service, game_id, kind_line)
        taken = await undo(service, game_id, seat, half.game.version)
        assert taken.game.state.to_dict() == start and taken.undo.lines == (kind_line,)
        await play(service, game_id, kind_line)
        await play(service, game_id, first)
        done = await play(service, game_id, second)
        assert to_move(done.game.state) != seat
        taken = await undo(service, game_id, seat, done.game.version)
        assert taken.game.state.to_dict() == start
        assert taken.undo.lines == (kind_line, first, second)
        words = SantaCruzUI().undo_words(taken.game, taken.undo.lines)
        assert words.startswith("double move with ") and first.split()[-1] in words
        return
    pytest.fail("no double move that reveals nothing in these deals")


def _quiet_double(state: GameState, seat: int) -> tuple[str, str, str] | None:
    """A double move of ``seat`` (kind, first build, second build) that reveals nothing."""
    for action in legal_actions(state, seat):
        if not isinstance(action, Double):
            continue
        after, events = apply(state, action)
        for first in legal_actions(after, seat):
            assert isinstance(first, DoubleBuild)
            middle, events_1 = apply(after, first)
            if MODULE.reveals(events + events_1) or first.target.site is None:
                continue
            for second in legal_actions(middle, seat):
                if MODULE.reveals(apply(middle, second)[1]) is None and second.target.site is not None:
                    return str(action), str(first), str(second)
    return None


async def test_a_restart_between_the_move_and_the_undo_changes_nothing(tmp_path: Path) -> None:
    """ "restart-proof (a restart between the move and the undo changes nothing)": the take-back after a
    restart is the same, and a restart after it rebuilds the game as it was before the move."""
    path = tmp_path / "restart.sqlite3"
    first = await Store.open(path)
    service, game_id = await started(first)
    state = (await service.live(game_id)).state
    seat = to_move(state)
    await play(service, game_id, f"{seat} pick C")
    await first.close()
    second = await Store.open(path)
    try:
        service = GameService(second, {"santacruz": MODULE})
        taken = await undo(service, game_id, seat, 1)
        assert taken.game.version == 2 and taken.game.state.to_dict() == state.to_dict()
    finally:
        await second.close()
    third = await Store.open(path)
    try:
        live = await GameService(third, {"santacruz": MODULE}).live(game_id)
        assert live.version == 2 and live.state.to_dict() == state.to_dict()
    finally:
        await third.close()


async def _may_undo(service: GameService, game_id: int, user: int, now: float) -> tuple[int, ...] | str:
    """What ``check_undo`` says for ``user`` now: the versions of the turn to take back, or the reason."""
    try:
        plan = await service.check_undo(game_id, user, None, WINDOW, CONTINUES, now)
    except CannotUndo as exc:
        return exc.key
    return tuple(step.version for step in plan.steps)


async def test_take_back_answers_from_memory_what_the_store_says(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "restart-proof": after each move of a random game, whether each player may take back (and which
    steps) is the same from the steps the service kept in memory, without reading the log, as from
    the store after a restart."""
    service, game_id = await started(store, players=3, seed=11)
    rng = random.Random(11)
    reads: list[int] = []
    original = store.log.entries

    async def counted(*args: Any, **kwargs: Any) -> Any:
        reads.append(1)
        return await original(*args, **kwargs)

    for _ in range(60):
        live = await service.live(game_id)
        if MODULE.is_over(live.state):
            break
        seat = to_move(live.state)
        await play(service, game_id, str(rng.choice(list(legal_actions(live.state, seat)))))
        now = time.time()
        restarted = GameService(store, {"santacruz": MODULE})
        for user in PEOPLE[:3]:
            fresh = await _may_undo(restarted, game_id, user, now)
            with monkeypatch.context() as patch:
                patch.setattr(store.log, "entries", counted)
                kept = await _may_undo(service, game_id, user, now)
            assert kept == fresh
        assert not reads


async def test_a_double_click_on_take_back_applies_once(game: tuple[GameService, int], store: Store) -> None:
    """ "double clicks apply once": two Take back clicks at once store one undo; the other click is told
    the move was taken back already."""
    service, game_id = game
    seat = to_move((await service.live(game_id)).state)
    await play(service, game_id, f"{seat} pick A")
    results = await asyncio.gather(
        undo(service, game_id, seat, 1), undo(service, game_id, seat, 1), return_exceptions=True
    )
    assert sum(isinstance(r, UndoResult) for r in results) == 1
    [failed] = [r for r in results if isinstance(r, CannotUndo)]
    said = refusal(await service.live(game_id), failed).message
    assert said.endswith("it was taken back already. Nothing was changed.")
    assert [a[2] for a in await store.log.actions(game_id)] == [f"{seat} pick A", "undo 0"]


async def test_nobody_but_the_mover_can_take_back_the_move(
    game: tuple[GameService, int], store: Store
) -> None:
    """ "nobody but the mover can take back that move": another player's click on the Take back of that
    version, and the command of someone who has not moved, are refused; an outsider has no seat."""
    service, game_id = game
    live = await service.live(game_id)
    seat = to_move(live.state)
    await play(service, game_id, f"{seat} pick A")
    after = (await service.live(game_id)).state
    other = next(s for s in range(3) if s not in (seat, to_move(after)))
    mover = live.user_of_seat(seat).name
    said = await refused(service, game_id, undo(service, game_id, other, 1))
    assert (
        said
        == f"This move cannot be taken back: only {mover} can take back their own move. Nothing was changed."
    )
    assert "you have no move to take back" in await refused(service, game_id, undo(service, game_id, other))
    with pytest.raises(NotAPlayer):
        async with service.lock(game_id):
            await service.undo_locked(game_id, 999, 1, WINDOW, CONTINUES)
    assert len(await store.log.actions(game_id)) == 1


async def test_an_undo_is_not_taken_back_again(game: tuple[GameService, int]) -> None:
    """An undo is no move to take back (there is no redo): the command says there is nothing."""
    service, game_id = game
    seat = to_move((await service.live(game_id)).state)
    await play(service, game_id, f"{seat} pick A")
    await undo(service, game_id, seat, 1)
    assert "you have no move to take back" in await refused(service, game_id, undo(service, game_id, seat))


# --- the adapter: clicks, the table, computers ------------------------------------------------


def make_bot(tmp_path: Path, seed: int, computer_wait: float = 3.0) -> GameBot:
    """The bot dealing every game from ``seed``, its computers waiting ``computer_wait`` seconds."""
    settings = Settings("fake", tmp_path / "g.sqlite3", None, logging.INFO, computer_wait=computer_wait)
    return GameBot(settings, [SantaCruzUI()], seeds=lambda: seed)


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[LocalTable]:
    """Players at a bot dealing from seed 7."""
    async with logged_in(make_bot(tmp_path, 7)) as (client, fake):
        yield LocalTable(client, fake, random.Random(1))


def take_back_of(reply: dict[str, Any] | None) -> dict[str, Any]:
    """The Take back button of a move's private answer."""
    button = find((reply or {}).get("message"), "undo")
    assert button is not None, f"no Take back on {reply}"
    return button


async def test_the_table_sees_one_edit_of_the_live_message_and_nobody_is_pinged(table: LocalTable) -> None:
    """ "The table sees one edit of the live turn message: '<player> took back their move (...)' and the
    board as it was; nobody is pinged again." The last pick of the draft led to the landing; taking it
    back edits the live table back to the draft, with its board and buttons, and mentions nobody."""
    await table.open_lobby(3)
    await table.start()
    for _ in range(2):
        await table.step()
    draft = await table.current()
    user = table.waiting(draft)[0]
    pick = find(draft, "pick")
    assert pick is not None
    reply = await table.press(user, draft, pick["custom_id"])
    landing = await table.current()
    posts, edits = len(table.public()), len(table.fake.channel_edits(table.channel_id))
    answer = await table.press(user, reply["message"], take_back_of(reply)["custom_id"])  # type: ignore[index]
    assert answer is not None and answer["content"].startswith("You took back your move (pick set")
    assert len(table.public()) == posts, "a take-back posts nothing new"
    [edit] = table.fake.channel_edits(table.channel_id)[edits:]
    assert edit["message_id"] == int(landing["id"])
    name = table.user(USERS.index(user))["global_name"]
    said = f"{name} took back their move (pick set {pick['custom_id'][-1]})."
    assert said in text_displays(edit["data"]), text_displays(edit["data"])
    assert not (edit["body"].get("allowed_mentions") or {}).get("users"), "the edit pings someone"
    assert "board.png" in edit["filenames"]
    now = table.fake.message(int(landing["id"]))
    assert now is not None and [verb(c) for c in components(now)].count("pick") == 2, "the sets left"
    row = await table.client.store.games.game(await table.game_id())
    assert row is not None and row.message_id == int(landing["id"]) == row.message_id
    assert all(c["custom_id"].split(":")[2] == str(row.version) for c in components(now))


async def test_buttons_of_the_undone_version_are_stale(table: LocalTable) -> None:
    """ "buttons of the undone version are stale afterwards": the landing message's old Land button and
    the old Take back answer "moved on" or "taken back already"."""
    await table.open_lobby(2)
    await table.start()
    await table.step()
    draft = await table.current()
    user = table.waiting(draft)[0]
    reply = await table.press(user, draft, find(draft, "pick")["custom_id"])  # type: ignore[index]
    landing = await table.current()
    await table.press(user, reply["message"], take_back_of(reply)["custom_id"])  # type: ignore[index]
    lander = table.waiting(landing)[0]
    old = await table.press(lander, landing, find(landing, "act")["custom_id"])  # type: ignore[index]
    assert old is not None and "moved on" in old["content"]
    again = await table.press(user, reply["message"], take_back_of(reply)["custom_id"])  # type: ignore[index]
    assert again is not None and "taken back already" in again["content"]


async def test_the_undo_command_does_what_the_button_does(table: LocalTable) -> None:
    """ "(and `/santacruz undo` does the same)": the command takes back the player's last move."""
    await table.open_lobby(3)
    await table.start()
    draft = await table.current()
    user = table.waiting(draft)[0]
    await table.press(user, draft, find(draft, "pick")["custom_id"])  # type: ignore[index]
    answer = await table.slash(USERS.index(user), "undo")
    assert answer["content"].startswith("You took back your move (pick set")
    actions = await table.client.store.log.actions(await table.game_id())
    assert [undone_to(a[2]) for a in actions] == [None, 0]
    other = await table.slash(USERS.index(user), "undo")
    assert other["content"].endswith("you have no move to take back. Nothing was changed.")


async def test_another_players_click_on_take_back_changes_nothing(table: LocalTable) -> None:
    """ "nobody but the mover can take back that move": someone else pressing the mover's Take back is
    refused privately; a non-player is told they do not play."""
    await table.open_lobby(3)
    await table.start()
    draft = await table.current()
    user = table.waiting(draft)[0]
    reply = await table.press(user, draft, find(draft, "pick")["custom_id"])  # type: ignore[index]
    button = take_back_of(reply)["custom_id"]
    other = next(u for u in USERS[:3] if u != user)
    answer = await table.press(other, reply["message"], button)  # type: ignore[index]
    assert answer is not None and answer["ephemeral"] and "only" in answer["content"]
    outsider = await table.press(4242, reply["message"], button)  # type: ignore[index]
    assert outsider is not None and outsider["content"] == "You are not playing in this game."
    assert len(await table.client.store.log.actions(await table.game_id())) == 1


async def test_the_server_sets_the_undo_window(table: LocalTable) -> None:
    """ "a per-server setting, default 2 minutes": `/santacruz settings undo_minutes:` shows and changes
    it (Manage Server); 0 turns taking back off, and then no Take back is offered."""
    shown = await table.slash(0, "settings")
    assert "taken back for **2 minutes**" in shown["content"]
    denied = await table.slash(1, "settings", undo_minutes=0)
    assert "Manage Server" in denied["content"]
    admin = discord.Permissions(manage_guild=True).value
    for minutes, said in ((5000, "between 0 and 1440"), (0, "taken back for **0 minutes**")):
        payload = slash(
            "santacruz", "settings", {"undo_minutes": minutes}, permissions=admin, **table.user(0)
        )
        await dispatch(table.client, payload)
        assert said in table.fake.replies(payload["token"])[-1]["content"]
    await table.open_lobby(3)
    await table.start()
    draft = await table.current()
    user = table.waiting(draft)[0]
    reply = await table.press(user, draft, find(draft, "pick")["custom_id"])  # type: ignore[index]
    assert find((reply or {}).get("message"), "undo") is None
    answer = await table.slash(USERS.index(user), "undo")
    assert "turned off on this server" in answer["content"]


async def person_picks_before_a_computer(table: LocalTable) -> tuple[int, dict[str, Any] | None, float]:
    """One person and three easy computers: play until the person picks with a computer to pick next;
    the person's user, the answer to the pick and when it was made."""
    await table.slash(0, "join")
    await table.slash(0, "start", fill="easy")
    game_id = await table.game_id()
    for _ in range(40):
        message = await table.current()
        if table.waiting(message) == [USERS[0]]:
            break
        await asyncio.sleep(0.05)
    live = await table.client.service.live(game_id)
    seat = live.seat_of_user(USERS[0])
    message = await table.current()
    pick = find(message, "pick")
    assert pick is not None
    after = apply(live.state, f"{seat} pick {pick['custom_id'][-1]}")[0]
    assert live.user_of_seat(to_move(after)).computer, "choose a seed where a computer picks next"
    made = time.time()
    reply = await table.press(USERS[0], message, pick["custom_id"])
    return USERS[0], reply, made


async def stored_lines(table: LocalTable) -> list[str]:
    """The lines of the table's game's action log."""
    return [a[2] for a in await table.client.store.log.actions(await table.game_id())]


async def test_a_computer_next_waits_so_the_misclick_can_be_taken_back(tmp_path: Path) -> None:
    """A computer to move after a person waits (pacing, issue 27) and a take-back meanwhile works."""
    async with logged_in(make_bot(tmp_path, 7, computer_wait=30.0)) as (client, fake):
        table = LocalTable(client, fake, random.Random(1))
        user, reply, _made = await person_picks_before_a_computer(table)
        before = await stored_lines(table)
        await asyncio.sleep(0.3)
        assert await stored_lines(table) == before, "a computer moved during the undo window"
        answer = await table.press(user, reply["message"], take_back_of(reply)["custom_id"])  # type: ignore[index]
        assert answer is not None and answer["content"].startswith("You took back your move")
        lines = await stored_lines(table)
        assert undone_to(lines[-1]) == len(lines) - 2


async def test_the_computer_goes_on_when_the_window_closes_or_the_person_acts_again(tmp_path: Path) -> None:
    """ "the wait ends at once when the person presses a new button"; without one it ends after the
    bot's computer wait (keep it short); a take-back after the computers replied is refused when a reply
    revealed something (here a landing turned a tile)."""
    async with logged_in(make_bot(tmp_path, 7, computer_wait=1.0)) as (client, fake):
        table = LocalTable(client, fake, random.Random(1))
        user, reply, made = await person_picks_before_a_computer(table)
        count = len(await stored_lines(table))
        for _ in range(100):
            if len(await stored_lines(table)) > count:
                break
            await asyncio.sleep(0.05)
        entries = await client.store.log.entries(await table.game_id(), count)
        assert entries and entries[0].created_at - made >= 0.9, "the computer did not wait"
        await table.client.tables.computers.idle(await table.game_id())
        late = await table.press(user, reply["message"], take_back_of(reply)["custom_id"])  # type: ignore[index]
        assert late is not None and "cannot be taken back: the tile under" in late["content"], late
    async with logged_in(make_bot(tmp_path / "again", 7, computer_wait=30.0)) as (client, fake):
        table = LocalTable(client, fake, random.Random(1))
        user, reply, _made = await person_picks_before_a_computer(table)
        count = len(await stored_lines(table))
        start = time.monotonic()
        message = await table.current()
        await table.press(user, message, find(message, "hand")["custom_id"])  # type: ignore[index]
        for _ in range(100):
            if len(await stored_lines(table)) > count:
                break
            await asyncio.sleep(0.05)
        assert len(await stored_lines(table)) > count and time.monotonic() - start < 10


async def test_taking_back_a_move_takes_back_the_computers_replies_since(
    game: tuple[GameService, int], store: Store
) -> None:
    """ "Against computers: taking back your last move also takes back the computers' replies since, as
    long as nothing hidden was revealed and no other person moved" (issue 27): a person's draft pick and
    a computer's pick after it go back together; the take-back names the person's move alone."""
    service, game_id = game
    live = await service.live(game_id)
    person = to_move(live.state)
    start = live.state.to_dict()
    first = await play(service, game_id, str(legal_actions(live.state, person)[0]))
    computer = to_move(first.game.state)
    await store.games.take_over(game_id, [live.user_of_seat(computer).user_id], "easy", "taken over")
    service.forget(game_id)
    after = await service.live(game_id)
    reply = str(legal_actions(after.state, computer)[0])
    await service.act(game_id, after.user_of_seat(computer).user_id, reply, after.version)
    taken = await undo(service, game_id, person, first.version)
    assert taken.game.state.to_dict() == start
    assert taken.undo.lines == (first.action,)
    lines = [line for _v, _s, line in await store.log.actions(game_id)]
    assert undone_to(lines[-1]) == 0


async def test_finished_records_replays_and_stats_hold_only_the_moves_that_stood(tmp_path: Path) -> None:
    """ "The finished game's record and replay contain only the moves that stood. Stats and leaderboards
    see no undone move": a whole game with take-backs; the record replays to the same end, its moves
    are the log without the undone lines, and each seat's result comes from it."""
    async with logged_in(make_bot(tmp_path, 3)) as (client, fake):
        table = LocalTable(client, fake, random.Random(4))
        table.undo_rate = 0.3
        await table.open_lobby(2)
        await table.start()
        await table.play_to_end()
        game_id = table.game
        assert len(table.take_backs) >= 3 and all(taps == 1 for _u, taps, _s in table.take_backs)
        actions = await client.store.log.actions(game_id)
        stood = _stood([line for _v, _s, line in actions])
        record = await client.store.log.record(game_id)
        assert record is not None
        final = replay(record)
        assert final.phase == "end"
        assert len(record["moves"]) < len(actions) - len(table.take_backs)
        assert _joined(stood) == record["moves"]
        assert MODULE.replay_steps(record) == len(record["moves"])
        posted = json.loads(next(d for n, d in table.public()[-1]["files"].items() if n.endswith(".json")))
        assert posted == record


def _stood(lines: list[str]) -> list[str]:
    """The log's game lines without those an undo took back (nor the undo entries)."""
    kept: list[tuple[int, str]] = []
    for version, line in enumerate(lines, start=1):
        restored = undone_to(line)
        if restored is None:
            kept.append((version, line))
        else:
            kept = [(v, x) for v, x in kept if v <= restored]
    return [line for _v, line in kept]


def _joined(lines: list[str]) -> list[str]:
    """Log lines as a record writes them: a double move's kind and builds on one line."""
    out: list[str] = []
    for line in lines:
        words = line.split()
        if words[1] == "build":
            out[-1] += f" {words[2]}"
        else:
            out.append(line)
    return out


async def test_a_computers_move_for_an_absent_player_is_not_theirs_to_take_back(
    game: tuple[GameService, int], store: Store
) -> None:
    """ "a computer's decision" is no person's move: while a computer plays for an absent player (a
    takeover), that player cannot take back what the computer played on their seat."""
    service, game_id = game
    live = await service.live(game_id)
    seat = to_move(live.state)
    user = live.user_of_seat(seat).user_id
    await store.games.set_computer(game_id, user, "strong")
    service.forget(game_id)
    await play(service, game_id, f"{seat} pick A")
    assert "you have no move to take back" in await refused(service, game_id, undo(service, game_id, seat, 1))
