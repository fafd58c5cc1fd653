"""What the Santa Cruz bot shows: public turn messages (no secrets) and the private panel's steps."""

from __future__ import annotations

import dataclasses
import io
import json
import random
from typing import Any

import discord
from PIL import Image

from bot.components import GameButton, GameSelect, Ref
from bot.games.santacruz import choices, panels, posts
from bot.games.seam import LiveGame, choice_items, coloured
from bot.games.seam.choices import BUTTONS
from bot.messaging import Post
from bot.store import GameRow, PlayerRow
from render.santacruz.words import card_name
from rules.santacruz import GAME as SANTA_CRUZ
from rules.santacruz import gamedata
from rules.santacruz.actions import Target
from rules.santacruz.engine import apply, awaiting, legal_actions
from rules.santacruz.events import Event
from rules.santacruz.invariants import scramble_secrets
from rules.santacruz.messages import render as say
from rules.santacruz.records import replay
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState
from rules.santacruz.views import player_view, public_view

USERS = [501, 502, 503, 504]


def live_game(state: GameState, version: int = 0) -> LiveGame:
    row = GameRow(9, "santacruz", 1, 77, USERS[0], "active", {}, version, None)
    seats = [PlayerRow(USERS[s], p.name, s) for s, p in enumerate(state.players)]
    return LiveGame(row, SANTA_CRUZ, state, version, seats)


def refs(post: Post) -> list[Ref]:
    assert post.view is not None
    return [item.ref for item in post.view.children if isinstance(item, GameButton | GameSelect)]


def scrambled_events(events: list[Event], rng: random.Random) -> list[Event]:
    """The same events with every secret field changed (what a leak would show)."""
    out = []
    for e in events:
        changes = {
            name: f"x{rng.randrange(10**6)}" if isinstance(getattr(e, name), str) else 99 for name in e.SECRET
        }
        out.append(dataclasses.replace(e, **changes) if changes else e)
    return out


def public_parts(post: Post) -> tuple[Any, ...]:
    embed = post.embed.to_dict() if post.embed else None
    return (
        post.content,
        json.dumps(embed, sort_keys=True),
        [(n, d) for n, d in post.files],
        refs_or_none(post),
    )


def refs_or_none(post: Post) -> list[Ref] | None:
    return refs(post) if post.view is not None else None


def expected_pings(before: GameState, after: GameState) -> list[int]:
    """Who a turn message pings: nobody while the same turn goes on (a later draft pick, discard
    progress, a double move's second build); at a draft's start everyone who picks; else the awaited."""
    same_draft = before.phase == after.phase == "draft" and before.round == after.round
    same_discard = before.phase == after.phase == "discard" and before.round == after.round
    if same_draft or same_discard or (after.phase == "play" and after.double is not None):
        return []
    seats = range(len(after.players)) if after.phase == "draft" else awaiting(after)
    return sorted(USERS[s] for s in seats)


async def test_turn_messages_of_a_whole_game_show_no_secret_and_end_with_a_replayable_record() -> None:
    """Public messages are built from the public view only: scrambling every secret changes nothing."""
    rng = random.Random(5)
    state = new_game(["Ana", "Ben", "Cem"], seed=11)
    version = 0
    step = 0
    while state.phase != "end":
        seat = rng.choice(sorted(awaiting(state)))
        action = rng.choice(list(legal_actions(state, seat)))
        before = state
        state, events = apply(state, action)
        version += 1
        step += 1
        if step % 7 and state.phase != "end":
            continue
        post = await posts.turn_post(live_game(state, version), events, before)
        other = await posts.turn_post(
            live_game(scramble_secrets(state, rng), version),
            scrambled_events(events, rng),
            scramble_secrets(before, rng),
        )
        assert public_parts(post)[:2] == public_parts(other)[:2]
        assert [n for n, _ in post.files] == [n for n, _ in other.files]
        assert post.files[0][1] == other.files[0][1]
        assert sorted(post.mentions) == expected_pings(before, state)
        assert all(f"<@{user}>" in post.content for user in post.mentions)
    assert post.view is None
    names = [name for name, _ in post.files]
    assert names[0] == "standings.png" and "board.png" in names
    record_name, record = post.files[-1]
    assert record_name == "santacruz-game-9.json"
    replayed = replay(json.loads(record))
    assert [p.score for p in replayed.players] == [p.score for p in state.players]


async def test_the_draft_message_offers_one_button_per_set_and_the_hand() -> None:
    """Round 1 draft: "only the player whose pick it is may click" the public set buttons."""
    state = new_game(["Ana", "Ben"], seed=3)
    post = await posts.turn_post(live_game(state), [])
    verbs = [(r.verb, r.arg) for r in refs(post)]
    letters = [o.letter for o in public_view(state).draft]
    assert verbs == [*(("pick", letter) for letter in letters), ("hand", "")]
    assert sorted(post.mentions) == USERS[:2], "the draft's start pings everyone who picks, once"
    assert all(f"<@{user}>" in post.content for user in USERS[:2])
    first = USERS[min(awaiting(state))]
    assert f"<@{first}>: pick a set" in post.content


async def test_the_start_message_orients_the_players() -> None:
    """Who starts, the draft order (the reverse of the turn order), the starting points, the hand."""
    state = new_game(["Ana", "Ben", "Cem"], seed=3)
    view = public_view(state)
    post = await posts.turn_post(live_game(state), [])
    names = [p.name for p in state.players]
    order = [names[s] for s in view.turn_order]
    assert f"{names[view.start_player]} starts the play" in post.content
    draft = post.content.split("other way round: ")[1].split(".")[0]
    assert [part.split(" ", 1)[1] for part in draft.split(", ")] == order[::-1]
    bonus = post.content.split("Starting points")[1].split("\n")[0]
    for seat in view.turn_order:
        assert f"{names[seat]} {state.players[seat].score}" in bonus
    assert "scoring cards" in post.content and "My hand" in post.content
    after, events = apply(state, legal_actions(state, min(awaiting(state)))[0])
    later = await posts.turn_post(live_game(after, 1), events, state)
    assert "starts the play" not in later.content and not later.mentions


async def test_a_beginner_start_lists_the_dealt_sets() -> None:
    """With the sets dealt there is no draft: the start message says who got which set."""
    state = new_game(["Ana", "Ben"], seed=3, random_sets=True)
    post = await posts.turn_post(live_game(state), [])
    for player in state.players:
        assert f"{player.name} set {player.set_letter} (" in post.content
    assert "other way round" not in post.content


async def test_names_in_text_carry_their_colour_and_the_end_names_the_winner() -> None:
    """Each name has its seat's square; the last message names the winner and asks for no Python."""
    rng = random.Random(1)
    state = new_game(["Ana", "Ben"], seed=4)
    while state.phase != "end":
        seat = min(awaiting(state))
        before = state
        state, events = apply(state, rng.choice(list(legal_actions(state, seat))))
    post = await posts.turn_post(live_game(state, 99), events, before)
    winner = state.players[public_view(state).ranks[0]]
    assert "python" not in post.content.lower()
    assert f"**{coloured(say, state.players.index(winner), winner.name)}** wins" in post.content
    squares = {coloured(say, s, "") for s in range(4)}
    assert len(squares) == 4
    assert all(coloured(say, s, p.name) in post.content for s, p in enumerate(state.players))


def _advance(state: GameState, phase: str, rng: random.Random) -> GameState:
    while state.phase != phase:
        seat = min(awaiting(state))
        state, _ = apply(state, rng.choice(list(legal_actions(state, seat))))
    return state


async def test_the_panel_in_play_offers_exactly_the_cards_that_may_be_played() -> None:
    """A turn: the active player's panel has a button per playable card kind and scoring card."""
    rng = random.Random(2)
    state = _advance(new_game(["Ana", "Ben", "Cem"], seed=4), "play", rng)
    seat = min(awaiting(state))
    post = await panels.hand_panel(live_game(state, 30), player_view(state, seat))
    got = {(r.verb, r.arg) for r in refs(post)}
    actions = legal_actions(state, seat)
    want = {("card", a.kind) for a in actions if type(a).__name__ == "Build"}
    want |= {("double", "")} if any(type(a).__name__ == "Double" for a in actions) else set()
    want |= {("score", a.card) for a in actions if type(a).__name__ == "Score"}
    assert got == want
    assert all(r.version == 30 for r in refs(post))
    other = next(s for s in range(3) if s != seat)
    idle = await panels.hand_panel(live_game(state, 30), player_view(state, other))
    assert idle.view is None and idle.files[0][0] == "hand.png"


async def test_the_landing_panel_has_a_button_per_free_coast_site_that_lands_there() -> None:
    """Landing: "a building on a free coast site, without a card"; each button plays its site."""
    state = _advance(new_game(["Ana", "Ben"], seed=8), "landing", random.Random(1))
    seat = min(awaiting(state))
    post = await panels.hand_panel(live_game(state, 4), player_view(state, seat))
    legal = [str(a) for a in legal_actions(state, seat)]
    assert len(legal) <= BUTTONS
    assert [(r.verb, r.arg, r.version) for r in refs(post)] == [("do", line, 4) for line in legal]
    assert post.files[0][0] == "board.png"


async def test_more_than_20_sites_keep_ten_buttons_and_go_in_menus_of_25() -> None:
    """Discord allows 25 options per select: 49 targets keep the first ten as buttons and put the rest in
    two menus, in site order, none lost, each choice playing its own line; twenty stay buttons."""
    state = new_game(["Ana", "Ben"], seed=1)
    view = public_view(state)
    targets = [Target(site) for site in sorted(view.sites)]
    options = choices.site_options(view, 0, "ship", targets)
    items = choice_items(9, 3, options, rows=4, more="ship")
    buttons = [i for i in items if isinstance(i, GameButton)]
    selects = [i for i in items if isinstance(i, GameSelect)]
    assert [b.ref.arg for b in buttons] == [f"0 ship {t}" for t in targets[:10]]
    assert [len(s.options) for s in selects] == [25, len(targets) - 35]
    assert [o.value for s in selects for o in s.options] == [f"0 ship {t}" for t in targets[10:]]
    assert all(s.ref.verb == "choose" and s.row is not None and s.row < 4 for s in selects)
    assert all(len(i.custom_id) <= 100 for i in items)
    few = choice_items(9, 3, options[:20], rows=4)
    assert [(b.ref.verb, b.ref.arg) for b in few] == [("do", f"0 ship {t}") for t in targets[:20]]


async def test_the_discard_panel_offers_only_the_players_own_scoring_cards_in_red() -> None:
    """Round 2: "each player discards one of his scoring cards"; only the owner's cards are offered."""
    rng = random.Random(3)
    state = _advance(new_game(["Ana", "Ben", "Cem"], seed=6), "discard", rng)
    for seat in range(3):
        post = await panels.hand_panel(live_game(state, 50), player_view(state, seat))
        buttons = [i for i in post.view.children if isinstance(i, GameButton)] if post.view else []
        own = state.players[seat].hand_scoring
        assert sorted(b.ref.arg for b in buttons) == sorted(set(own))
        assert all(b.ref.verb == "sdo" and b.style is discord.ButtonStyle.danger for b in buttons)


async def test_building_nothing_is_confirmed_with_the_exact_move() -> None:
    """The confirm step carries the notation of the move it will play, bound to the version."""
    state = _advance(new_game(["Ana", "Ben"], seed=8), "landing", random.Random(1))
    seat = min(awaiting(state))
    post = await panels.build_confirm(live_game(state, 6), player_view(state, seat), "road", Target(None))
    confirm, back = refs(post)
    assert (confirm.verb, confirm.arg, confirm.version) == ("do", f"{seat} road -", 6)
    assert back.verb == "act"


def test_custom_ids_round_trip_and_refuse_overlong_ids() -> None:
    """A component's custom id names game, version, verb and argument, within Discord's 100 characters."""
    import re

    from bot.components import PATTERN

    ref = Ref(12, 345, "do", "2 double road L04+")
    match = re.fullmatch(PATTERN, ref.custom_id())
    assert match is not None and Ref.parse(match) == ref
    try:
        Ref(1, 1, "do", "x" * 100).custom_id()
    except ValueError:
        pass
    else:
        raise AssertionError("an overlong custom id was accepted")


def test_every_scoring_card_has_a_name_of_its_own() -> None:
    """Gold 6 and Gold 10 (and every other pair) are named apart in buttons, narration and images."""
    ids = list(gamedata.cards().scoring)
    names = [card_name(card) for card in ids]
    assert len(set(names)) == len(ids), names
    assert {card_name("gold6"), card_name("gold10")} == {"Gold 6", "Gold 10"}


async def test_an_admin_who_chose_webp_gets_the_same_board_in_fewer_bytes() -> None:
    """``BOARD_FORMAT=webp``: the turn message carries ``board.webp`` with the pixels of the PNG board,
    in fewer bytes (issue 15 made PNG the default: a quarter of the CPU per move)."""
    state = new_game(["Ana", "Ben", "Cleo"], seed=5)
    live = live_game(state)
    png = await posts.turn_post(live, [], image_format="png")
    webp = await posts.turn_post(live, [], image_format="webp")
    assert png.embed is not None and webp.embed is not None
    assert (
        webp.embed.image.url == "attachment://board.webp" and png.embed.image.url == "attachment://board.png"
    )
    (png_name, png_bytes), (webp_name, webp_bytes) = png.files[0], webp.files[0]
    assert (png_name, webp_name) == ("board.png", "board.webp")
    decoded = [Image.open(io.BytesIO(data)).convert("RGB").tobytes() for data in (png_bytes, webp_bytes)]
    assert decoded[0] == decoded[1] and len(webp_bytes) < len(png_bytes)
