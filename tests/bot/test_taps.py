"""Taps per move, as the table driver counts them: a whole game by clicks, and the special cases.

Targets (issue 11): draft pick 1, landing 2, card build 2, card that builds nothing 2, scoring card
2, double move 4 (kind, site, site; a kind that reaches nowhere asks once more), discard 2. A menu
choice counts 2, so a build among more than 20 sites, or a join (confirmed), takes 3.
"""

from __future__ import annotations

import dataclasses
import random
import re
import statistics
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.app.posting import new_turn
from bot.components import GameButton
from bot.games.santacruz import choices, panels, posts
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.seam import read_line
from devtools.table import LocalTable, components, shown_text
from playground.fake_discord import logged_in
from render.santacruz import render_hand
from rules.santacruz import GAME as SANTA_CRUZ
from rules.santacruz.actions import Double
from rules.santacruz.engine import apply, awaiting, legal_actions
from rules.santacruz.scoring import card_points
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState
from rules.santacruz.views import player_view
from tests.bot.test_adapter import seeded
from tests.bot.test_posts import live_game, refs

TARGETS = {"draft": 1, "landing": 2, "build": 2, "no_build": 2, "score": 2, "double": 4, "discard": 2}


@pytest.fixture
async def played(tmp_path: Path) -> AsyncIterator[LocalTable]:
    """A whole 4-player game played by the table driver, choosing at random."""
    async with logged_in(seeded(tmp_path, 7)) as (client, fake):
        table = LocalTable(client, fake, random.Random(7))
        await table.open_lobby(4)
        await table.start()
        await table.play_to_end()
        yield table


async def test_every_move_kind_takes_its_target_taps(played: LocalTable) -> None:
    """The median of each kind is its target; only menus and joins (asked first) take one more."""
    for kind, target in TARGETS.items():
        taps = played.kinds[kind]
        assert taps, f"no {kind} move in the game"
        assert statistics.median(taps) == target, (kind, taps)
    assert max(played.kinds["draft"]) == 1
    for kind in ("landing", "no_build", "score", "discard"):
        assert max(played.kinds[kind]) == 2, (kind, played.kinds[kind])
    assert max(played.kinds["build"]) <= 3
    doubles = [lines for lines in played.lines if " double " in lines[0]]
    assert all(len(lines) in (1, 3) for lines in doubles), doubles


def _state_at(predicate: object, seed: int, players: int = 3) -> GameState:
    """A game advanced by random legal moves until ``predicate(state)`` holds."""
    rng = random.Random(seed)
    state = new_game(["Ana", "Ben", "Cem", "Dee"][:players], seed=seed)
    for _ in range(400):
        if predicate(state):  # type: ignore[operator]
            return state
        seat = min(awaiting(state))
        state, _ = apply(state, rng.choice(list(legal_actions(state, seat))))
    pytest.skip("no such position in this deal")


async def test_one_legal_site_is_one_button_that_builds_there() -> None:
    """Exactly one legal site: the panel is one button whose tap plays the move (no confirmation)."""

    for seed in range(1, 40):
        state = _state_at(lambda s: s.phase == "play", seed)
        seat = min(awaiting(state))
        kind = next(
            (k for k in ("road", "river", "ship") if len(choices.targets_for(state, seat, k)) == 1), None
        )
        if kind is None or choices.targets_for(state, seat, kind)[0].site is None:
            continue
        post = await panels.build_panel(live_game(state, 12), player_view(state, seat), kind)
        buttons = [r for r in refs(post) if r.verb != "act"]
        [target] = choices.targets_for(state, seat, kind)
        verb = "check" if target.join else "do"
        assert [(r.verb, r.arg) for r in buttons] == [(verb, f"{seat} {kind} {target}")]
        return
    pytest.skip("no card with exactly one legal site in these deals")


async def test_double_move_kinds_say_how_far_they_reach_and_nowhere_asks_first() -> None:
    """ "Two roads · 6 sites" plays at once; "Two rivers · nowhere" leads to a confirmation."""
    for seed in range(1, 60):
        state = _state_at(
            lambda s: (
                s.phase == "play"
                and s.double is None
                and Double(min(awaiting(s)), "ship") in legal_actions(s, min(awaiting(s)))
            ),
            seed,
        )
        seat = min(awaiting(state))
        reach = {k: choices.double_reach(state, seat, k) for k in ("ship", "road", "river")}
        if all(reach.values()):
            continue
        live = live_game(state, 20)
        post = panels.double_panel(live, player_view(state, seat))
        assert post.view is not None
        labels = {
            b.ref.arg.split()[2]: (b.ref.verb, b.label)
            for b in post.view.children
            if isinstance(b, GameButton) and b.ref.arg
        }
        for kind, count in reach.items():
            verb, label = labels[kind]
            if count:
                sites = "1 site" if count == 1 else f"{count} sites"
                assert verb == "do" and label.endswith(f"· {sites}"), label
            else:
                assert verb == "check" and label.endswith("· nowhere"), label
        nowhere = next(k for k, n in reach.items() if not n)
        confirm = panels.double_confirm(live, nowhere, f"{seat} double {nowhere} - -")
        play, back = refs(confirm)
        assert (play.verb, play.arg) == ("do", f"{seat} double {nowhere} - -")
        assert back.verb == "double", "Back must not lead to the same confirmation"
        apply(state, play.arg)
        return
    pytest.skip("no double move with a kind that reaches nowhere in these deals")


async def test_the_scoring_panel_previews_what_each_card_scores_now_for_everyone() -> None:
    """ "Wood now: you 0, Ben 6, Cem 0": the numbers the rules would score if it were played now."""
    state = _state_at(
        lambda s: s.phase == "play" and s.double is None and s.round == 1 and len(s.moves) > 20, 5
    )
    seat = min(awaiting(state))
    live = live_game(state, 30)
    cards = panels.playable_scoring(live, seat)
    assert cards
    post = panels.score_panel(live, player_view(state, seat), cards)
    for card in cards:
        points = [sum(p for p, _c, _s in card_points(state, card, s)) for s in range(len(state.players))]
        others = [f"{state.players[s].name} {points[s]}" for s in range(len(state.players)) if s != seat]
        assert f"now: {', '.join([f'you {points[seat]}', *others[:-1]])}, and {others[-1]}." in post.content
    assert [(r.verb, r.arg) for r in refs(post) if r.verb == "do"] == [
        ("do", f"{seat} score {c}") for c in cards
    ]


def test_new_verbs_are_declared_with_strict_arguments() -> None:
    """``check`` and ``scores`` pass through the input seam; ``check`` takes only a move, read once
    into its canonical line."""
    ui = SantaCruzUI()
    verbs = ui.verbs
    assert verbs["scores"].verb.arg is None and verbs["scores"].verb.versioned
    assert verbs["check"].verb.move and verbs["check"].verb.versioned
    assert read_line(ui.module, "2 road L04+").text == "2 road L04+"
    with pytest.raises(ValueError):
        read_line(ui.module, "2 fly L04")


async def test_one_public_message_per_turn_and_edits_for_the_rest(played: LocalTable) -> None:
    """Draft picks, discard progress and a double move's first half edit the live message; every move
    that starts a new person's turn posts once, so the channel holds the lobby, the start and one post
    per turn (issue 27: one image upload per turn)."""
    game_id = played.game
    moves = await played.client.service.moves_since(game_id, 0)
    final = (await played.client.service.live(game_id)).state
    afters = [m.before for m in moves[1:]] + [final]
    new_turns = sum(
        1
        for move, after in zip(moves, afters, strict=True)
        if new_turn(SANTA_CRUZ, posts.continues, frozenset(), move.before, after)
    )
    assert new_turns < len(moves)
    assert len(played.tables()) == 2 + new_turns
    image_posts = [s for s in played.public() if any(n.endswith((".png", ".webp")) for n in s["filenames"])]
    assert len(image_posts) == 1 + new_turns, "more than one image post per turn"
    edits = [e for e in played.fake.channel_edits(played.channel_id) if any(components(e["data"]))]
    assert len(edits) >= len(moves) - new_turns, "a continuing move did not edit the live message"
    uploads = [e for e in played.fake.channel_edits(played.channel_id) if e["filenames"]]
    assert not uploads, "an edit uploaded the board again within a turn"


async def test_people_are_pinged_only_when_it_becomes_their_turn(played: LocalTable) -> None:
    """Each post pings only who must act now (issue 29: a draft's later pickers are pinged one by one,
    each when their pick comes); edits ping nobody; nobody is pinged twice in a row for the same wait."""
    discard_pings = 0
    for sent in played.public()[1:]:
        allowed = {int(u) for u in (sent["body"].get("allowed_mentions") or {}).get("users", [])}
        content = shown_text(sent["data"])
        named = {int(u) for u in re.findall(r"<@!?([0-9]+)>", content)}
        assert allowed <= named, (allowed, named)
        discard = "Everyone discards one scoring card in secret" in content
        assert len(allowed) <= 1 or discard, "several pinged for one mover's turn"
        discard_pings += bool(allowed) and discard
    assert discard_pings == 1, "the secret discard pinged more than once"
    for edit in played.fake.channel_edits(played.channel_id):
        assert not (edit["body"].get("allowed_mentions") or {}).get("users"), "an edit pings someone"


async def test_a_discard_says_which_card_went_and_who_is_still_choosing(played: LocalTable) -> None:
    """Each of the four discards is answered privately with its card; all but the last name who is left."""
    said = [s for s in played.fake.outgoing() if "You discarded" in (s.get("content") or "")]
    assert len(said) == 4 and all(s.get("ephemeral") for s in said)
    waiting = [s["content"] for s in said if "Waiting for" in s["content"]]
    assert len(waiting) == 3
    names = [waiting_line.split("Waiting for ")[1].rstrip(".") for waiting_line in waiting]
    assert [len(re.split(r",? and |, ", n)) for n in names] == [3, 2, 1], names
    assert " and " in names[0] and ", " in names[0], "a list reads with its 'and' (languages-2.md DE-12)"


def test_the_card_drawn_for_round_2_stays_marked_new_after_the_pick() -> None:
    """In the round-2 discard each player can still tell their new card: the view names it, the hand
    image marks it (the same image without the mark differs)."""
    drawn: dict[int, str] = {}

    def at_discard(state: GameState) -> bool:
        for seat, player in enumerate(state.players):
            if player.new_card:
                drawn[seat] = player.new_card
        return state.round == 2 and state.phase == "discard"

    state = _state_at(at_discard, seed=5)
    for seat in range(len(state.players)):
        view = player_view(state, seat)
        assert view.new_card is None and view.fresh_card == drawn[seat] in view.hand_scoring
    view = player_view(state, 0)
    assert render_hand(view) != render_hand(dataclasses.replace(view, fresh_card=None))
