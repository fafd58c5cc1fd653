"""The game service: locked, versioned, committed actions and games that survive a restart exactly,
on SQLite and on PostgreSQL."""

from __future__ import annotations

import asyncio
import gc
import random
import weakref
from collections.abc import AsyncIterator

import pytest

from bot.app.service import GameService, NotYourSeat
from bot.games.seam import NotAPlayer
from bot.store import StaleVersion, Store
from rules.santacruz import GAME as SANTA_CRUZ
from rules.santacruz.engine import legal_actions
from rules.santacruz.errors import IllegalAction
from rules.santacruz.records import replay
from tests.bot.conftest import Databases

MODULES = {"santacruz": SANTA_CRUZ}
USERS = [101, 102, 103, 104]


@pytest.fixture
async def store(databases: Databases) -> AsyncIterator[Store]:
    s = await Store.open(await databases.new())
    yield s
    await s.close()


async def _started(store: Store, players: int = 3, seed: int = 7) -> tuple[GameService, int]:
    game = await store.games.create_lobby("santacruz", 1, 500, USERS[0], "U0")
    for i in range(1, players):
        await store.games.add_player(game.id, USERS[i], f"U{i}")
    service = GameService(store, MODULES)
    await service.start(game.id, {"random_sets": False}, seed=seed)
    return service, game.id


async def _random_move(service: GameService, game_id: int, rng: random.Random) -> None:
    live = await service.live(game_id)
    seat = rng.choice(sorted(live.module.awaiting(live.state)))
    action = str(rng.choice(legal_actions(live.state, seat)))
    await service.act(game_id, live.user_of_seat(seat).user_id, action, live.version)


async def test_start_seats_the_lobby_in_a_seeded_random_order(store: Store, databases: Databases) -> None:
    """Ruling 1: seats are shuffled at start; the same seed gives the same seating."""
    service, game_id = await _started(store, players=4, seed=3)
    live = await service.live(game_id)
    names = [p.name for p in live.state.players]
    assert sorted(names) == ["U0", "U1", "U2", "U3"]
    assert [live.user_of_seat(s).name for s in range(4)] == names
    other_store = await Store.open(await databases.new())
    try:
        again, other_id = await _started(other_store, players=4, seed=3)
        assert [p.name for p in (await again.live(other_id)).state.players] == names
    finally:
        await other_store.close()


async def test_an_accepted_action_is_committed_before_act_returns(store: Store) -> None:
    """Every accepted action is in the store when the caller gets the result."""
    service, game_id = await _started(store)
    live = await service.live(game_id)
    seat = min(live.module.awaiting(live.state))
    action = str(legal_actions(live.state, seat)[0])
    result = await service.act(game_id, live.user_of_seat(seat).user_id, action, 0)
    assert result.game.version == 1
    assert [a[2] for a in await store.log.actions(game_id)] == [action]
    assert (await store.games.game(game_id)).version == 1


async def test_a_stale_version_an_outsider_another_seat_and_an_illegal_move_store_nothing(
    store: Store,
) -> None:
    """Refusals leave the store and the live game untouched."""
    service, game_id = await _started(store)
    live = await service.live(game_id)
    seat = min(live.module.awaiting(live.state))
    user = live.user_of_seat(seat).user_id
    action = str(legal_actions(live.state, seat)[0])
    with pytest.raises(StaleVersion):
        await service.act(game_id, user, action, 5)
    with pytest.raises(NotAPlayer):
        await service.act(game_id, 999, action, 0)
    other = live.user_of_seat((seat + 1) % 3).user_id
    with pytest.raises(NotYourSeat):
        await service.act(game_id, other, action, 0)
    with pytest.raises(IllegalAction):
        await service.act(game_id, user, f"{seat} land C01", 0)
    assert await store.log.actions(game_id) == []
    assert (await service.live(game_id)).version == 0


async def test_two_clicks_at_the_same_moment_apply_once(store: Store) -> None:
    """A double click sends the same action twice with the same version: one applies, one is stale."""
    service, game_id = await _started(store)
    live = await service.live(game_id)
    seat = min(live.module.awaiting(live.state))
    user = live.user_of_seat(seat).user_id
    action = str(legal_actions(live.state, seat)[0])
    results = await asyncio.gather(
        service.act(game_id, user, action, 0), service.act(game_id, user, action, 0), return_exceptions=True
    )
    assert sum(1 for r in results if isinstance(r, StaleVersion)) == 1
    assert len(await store.log.actions(game_id)) == 1


async def test_a_game_lock_is_shared_while_used_and_not_kept_once_nobody_uses_it(store: Store) -> None:
    """Whoever works on a game while another holds its lock waits for that same lock; once nobody holds
    or waits for it, the service keeps nothing of it (a process running for weeks touches many games)."""
    service, game_id = await _started(store)
    order: list[str] = []

    async def work(name: str) -> None:
        async with service.lock(game_id):
            order.append(f"{name} in")
            await asyncio.sleep(0.01)
            order.append(f"{name} out")

    await asyncio.gather(work("first"), work("second"))
    assert order == ["first in", "first out", "second in", "second out"]
    held = weakref.ref(service.lock(game_id))
    gc.collect()
    assert held() is None


async def test_two_processes_clicking_at_the_same_moment_apply_once(databases: Databases) -> None:
    """Two bot processes (two services, each with its own store and cache) get the same click at the
    same moment: one applies it, the other is told the game moved on; a process whose cache fell
    behind is refused once by the store and then continues from the stored game."""
    target = await databases.new()
    store, other_store = await Store.open(target), await Store.open(target)
    try:
        service, game_id = await _started(store)
        other = GameService(other_store, MODULES)
        live = await service.live(game_id)
        assert (await other.live(game_id)).version == 0
        seat = min(live.module.awaiting(live.state))
        user = live.user_of_seat(seat).user_id
        action = str(legal_actions(live.state, seat)[0])
        results = await asyncio.gather(
            service.act(game_id, user, action, 0), other.act(game_id, user, action, 0), return_exceptions=True
        )
        assert sum(1 for r in results if isinstance(r, StaleVersion)) == 1
        assert len(await store.log.actions(game_id)) == 1
        refusals = 0
        for mover in (other, service, other, service):
            for _attempt in range(2):
                live = await mover.live(game_id)
                seat = min(live.module.awaiting(live.state))
                try:
                    await mover.act(
                        game_id, live.user_of_seat(seat).user_id, str(legal_actions(live.state, seat)[0])
                    )
                    break
                except StaleVersion:
                    refusals += 1
            else:
                raise AssertionError("a process never caught up with the stored game")
        assert refusals >= 1
        assert [a[0] for a in await other_store.log.actions(game_id)] == [1, 2, 3, 4, 5]
        for peer in (service, other):
            peer.forget(game_id)
        assert (await service.live(game_id)).state.to_dict() == (await other.live(game_id)).state.to_dict()
    finally:
        await store.close()
        await other_store.close()


async def test_a_forgotten_game_s_players_are_read_again_from_the_store(databases: Databases) -> None:
    """A process keeps players' DM states while it plays a game; once it lets the game go (its end shown),
    it keeps none of them: what another process stored since is what it reads next."""
    target = await databases.new()
    store, other_store = await Store.open(target), await Store.open(target)
    try:
        game = await store.games.create_lobby("santacruz", 1, 500, USERS[0], "U0")
        await store.games.add_player(game.id, USERS[1], "U1")
        service = GameService(store, MODULES)
        await service.start(game.id, {"random_sets": False}, seed=3)
        assert await store.games.dm_state(game.id, USERS[1]) == "open"
        await other_store.games.set_dm_state(game.id, USERS[1], "closed")
        assert await store.games.dm_state(game.id, USERS[1]) == "open"
        service.forget(game.id)
        assert await store.games.dm_state(game.id, USERS[1]) == "closed"
    finally:
        await store.close()
        await other_store.close()


async def test_a_click_newer_than_a_process_memory_applies_at_once(databases: Databases) -> None:
    """Two processes share the database (another shard's, or a restart's overlap): when one moved the
    game on, a click on the newer message reaching the other applies there without a false "moved on",
    because the version the click carries is newer than that process's memory."""
    target = await databases.new()
    store, other_store = await Store.open(target), await Store.open(target)
    try:
        service, game_id = await _started(store)
        other = GameService(other_store, MODULES)
        assert (await other.live(game_id)).version == 0
        for version in range(3):
            live = await service.live(game_id)
            seat = min(live.module.awaiting(live.state))
            action = str(legal_actions(live.state, seat)[0])
            await service.act(game_id, live.user_of_seat(seat).user_id, action, version)
        assert (await other.live(game_id)).version == 0
        live = await service.live(game_id)
        seat = min(live.module.awaiting(live.state))
        action = str(legal_actions(live.state, seat)[0])
        result = await other.act(game_id, live.user_of_seat(seat).user_id, action, 3)
        assert result.game.version == 4
        assert [a[0] for a in await store.log.actions(game_id)] == [1, 2, 3, 4]
    finally:
        await store.close()
        await other_store.close()


@pytest.mark.parametrize("cut", [1, 9, 40, 77, 83])
async def test_a_restart_at_any_point_continues_to_the_same_result(databases: Databases, cut: int) -> None:
    """Stop after any action, reopen the database in a new service, continue: the final state equals
    that of an uninterrupted game with the same moves."""
    rng_moves = random.Random(cut)
    reference_store = await Store.open(await databases.new())
    ref_service, ref_id = await _started(reference_store)
    while not (await ref_service.live(ref_id)).module.is_over((await ref_service.live(ref_id)).state):
        await _random_move(ref_service, ref_id, rng_moves)
    reference = (await ref_service.live(ref_id)).state
    await reference_store.close()

    path = await databases.new()
    rng_moves = random.Random(cut)
    first = await Store.open(path)
    service, game_id = await _started(first)
    for _ in range(cut):
        await _random_move(service, game_id, rng_moves)
    await first.close()
    second = await Store.open(path)
    try:
        service = GameService(second, MODULES)
        live = await service.live(game_id)
        assert live.version == cut
        while not live.module.is_over(live.state):
            await _random_move(service, game_id, rng_moves)
        assert live.state.to_dict() == reference.to_dict()
        record = await second.log.record(game_id)
        assert record is not None
        assert replay(record).to_dict() == {**reference.to_dict(), "seed": None}
    finally:
        await second.close()


async def test_games_of_one_service_share_its_drawings_and_two_services_never_do(
    databases: Databases,
) -> None:
    """Drawings are keyed by game id and version, which two databases both use: each service keeps its
    own, so a game never shows another database's board (issue 15)."""
    first = await Store.open(await databases.new())
    second = await Store.open(await databases.new())
    try:
        one, game_one = await _started(first)
        other, game_other = await _started(second, seed=8)
        live_one, live_other = await one.live(game_one), await other.live(game_other)
        assert (live_one.row.id, live_one.version) == (live_other.row.id, live_other.version)
        assert live_one.drawings is one.drawings and live_other.drawings is other.drawings
        assert one.drawings is not other.drawings
    finally:
        await first.close()
        await second.close()
