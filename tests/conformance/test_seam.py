"""The game seam every game's bot package honours (DESIGN.md, Bot core: "every verb answers every view,
every post fits Discord's limits"; issue 26), for every game the bot offers, High Card included.

Positions come from random games played through the contract; at each, every awaited seat's public
message and panel are made, every component on them that names one of the game's verbs is clicked
through the input seam's reading and handed to the verb's handler, and every post (and every post a
handler shows) is checked against Discord's published limits as the strict fake checks requests.
"""

from __future__ import annotations

import asyncio
from functools import partial
from typing import Any

import pytest

from bot.app.table_layout import layout
from bot.components import GameButton, GameSelect
from bot.games.registry import game_uis
from bot.games.seam import GameUI, LiveGame, Play, Refuse, Seated, Show, read_line
from bot.interactions.inputs import BUTTON, SELECT, read_click, read_custom_id
from bot.messaging import Post
from bot.store import GameRow, PlayerRow
from playground.strict.check import Strict
from playground.strict.limits import IS_COMPONENTS_V2
from tests.conformance.games import NAMES, random_game, sample

GAME_ID = 77


def _ui(name: str) -> GameUI:
    """The game's Discord side as the bot offers it (the registry of the bot's games)."""
    return next(ui for ui in game_uis() if ui.module.name == name)


def _live(ui: GameUI, state: object, version: int) -> LiveGame:
    """The game at ``state`` as the core holds it, its seats people (random games have the fewest seats)."""
    rules = ui.module
    players = rules.min_players
    row = GameRow(GAME_ID, rules.name, 1, 10, 1001, "active", {}, version, 555)
    seats = [PlayerRow(1001 + seat, f"Player {seat + 1}", seat) for seat in range(players)]
    return LiveGame(row, rules, state, version, seats)


def _payload(post: Post) -> tuple[dict[str, Any], list[tuple[str, int]]]:
    """A post as discord.py sends it: the message body and the files' names and sizes."""
    body: dict[str, Any] = {
        "allowed_mentions": post.allowed_mentions().to_dict(),
        "attachments": [{"id": index, "filename": name} for index, (name, _data) in enumerate(post.files)],
    }
    if post.layout:
        body["flags"] = IS_COMPONENTS_V2
    else:
        body["content"] = post.content or None
    if post.embed is not None:
        body["embeds"] = [post.embed.to_dict()]
    if post.view is not None:
        body["components"] = post.view.to_components()
    return body, [(name, len(data)) for name, data in post.files]


async def _table(ui: GameUI, live: LiveGame) -> Post:
    """The live table of ``live`` as the core lays it out, board drawn."""
    return layout(await ui.table(live, (), True), live, ui.say, ui.colour, upload=True)


def _fits(post: Post) -> None:
    body, files = _payload(post)
    refusal = Strict().check("POST", "/channels/10/messages", body, files)
    assert refusal is None, str(refusal)


def _clicks(post: Post) -> list[dict[str, Any]]:
    """The interaction data of every button and of each select's every option on ``post``."""
    out: list[dict[str, Any]] = []
    for item in post.view.walk_children() if post.view is not None else []:
        if isinstance(item, GameButton) and item.custom_id:
            out.append({"custom_id": item.custom_id, "component_type": BUTTON})
        elif isinstance(item, GameSelect) and item.custom_id:
            out += [
                {"custom_id": item.custom_id, "component_type": SELECT, "values": [o.value]}
                for o in item.options
            ]
    return out


async def _answer(ui: GameUI, live: LiveGame, seat: int, post: Post, depth: int) -> int:
    """Click everything on ``post`` that names a verb of the game as ``seat``; the clicks answered."""
    _fits(post)
    answered = 0
    for data in _clicks(post):
        ref, select = read_custom_id(data["custom_id"], data["component_type"])
        verb = ui.verbs.get(ref.verb)
        if verb is None:
            continue
        if verb.turn and seat not in ui.module.awaiting(live.state):
            continue
        verbs = {name: v.verb for name, v in ui.verbs.items()}
        click = read_click(ref, select, data, None, verbs, partial(read_line, ui.module))
        intent = await verb.handler(Seated(live, seat, live.version), click)
        assert isinstance(intent, Show | Play | Refuse), intent
        answered += 1
        if isinstance(intent, Play):
            played = intent.action
            ui.module.apply(live.state, played if isinstance(played, str) else played.action)
        elif isinstance(intent, Show) and depth > 0:
            answered += await _answer(ui, live, seat, intent.post, depth - 1)
    return answered


@pytest.mark.parametrize("name", NAMES)
def test_every_verb_answers_every_view_and_every_post_fits_discords_limits(name: str) -> None:
    """ "every verb answers every view" and "every post fits Discord's limits": at positions of a random
    game, every awaited seat's panel and the public message are within Discord's limits, and every
    component on them (and on the panels their answers show) gets an intent from its verb's handler,
    without error; a played line is one the rules accept."""
    ui = _ui(name)
    steps = random_game(ui.module, 11)

    async def run() -> int:
        answered = 0
        for version, step in enumerate(sample(steps, 8, 11)):
            live = _live(ui, step.before, version)
            public = await _table(ui, live)
            for seat in sorted(ui.module.awaiting(step.before)):
                answered += await _answer(ui, live, seat, public, 1)
                answered += await _answer(ui, live, seat, await ui.panel(Seated(live, seat, live.version)), 1)
        final = _live(ui, steps[-1].after, len(steps))
        _fits(await _table(ui, final))
        return answered

    assert asyncio.run(run()) > 0, f"{name}: no component named a verb of the game"


@pytest.mark.parametrize("name", NAMES)
def test_what_follows_a_move_is_an_intent_and_fits(name: str) -> None:
    """After every move the game's follow-up is an intent for the mover, and what it shows fits."""
    ui = _ui(name)
    steps = random_game(ui.module, 12)

    async def run() -> None:
        for version, step in enumerate(sample(steps, 10, 12), start=1):
            after, events = ui.module.apply(step.before, step.line)
            seated = Seated(_live(ui, after, version), step.seat, version)
            intent = await ui.follow_up(seated, read_line(ui.module, step.line), events)
            assert isinstance(intent, Show | Play | Refuse)
            if isinstance(intent, Show):
                _fits(intent.post)

    asyncio.run(run())
