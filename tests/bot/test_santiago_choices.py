"""Santiago's choices: every legal line offered once with every fact in its label, and reachable by
clicks within Discord's limits however many there are."""

from __future__ import annotations

import logging
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.adapter.client import GameBot
from bot.components import GameButton, GameSelect, Ref, view_of
from bot.config import Settings
from bot.games.santiago import posts, ui
from bot.games.santiago.choices import choices
from bot.games.santiago.ui import SantiagoUI, decision_panel
from bot.games.seam import Choice, LiveGame, choice_range
from bot.store import GameRow, PlayerRow
from devtools.table import LocalTable, components, find, verb
from playground.fake_discord import logged_in
from rules import i18n
from rules.santiago import GAME as SANTIAGO
from rules.santiago.buildings import legal_uses
from rules.santiago.engine import apply, legal_list
from rules.santiago.setup import new_game
from rules.santiago.state import GameState
from rules.santiago.views import PlayerView, player_view
from tests.rules.santiago.table import begin, play, table


def random_decisions(players: int, seeds: range) -> Iterator[tuple[GameState, int, PlayerView]]:
    """Every decision of whole random games (one per seed): the state, the deciding seat, its view."""
    for seed in seeds:
        rng = random.Random(seed)
        state = new_game(players, seed=seed)
        while state.phase != "end":
            seat = state.to_move
            yield state, seat, player_view(state, seat)
            state, _ = apply(state, rng.choice(legal_list(state, seat)))


def test_every_legal_line_has_one_label_within_discords_limits() -> None:
    """Random games: each decision offers exactly its legal lines, labels of at most 80 characters,
    custom ids of at most 100; car labels say where, the fare and what waits there."""
    seen: set[str] = set()
    for state, _seat, view in random_decisions(4, range(3)):
        offered = choices(view)
        assert sorted(c.line for c in offered) == sorted(view.legal)
        for choice in offered:
            assert 0 < len(choice.label) <= 80
            assert len(Ref(2**40, 99999, "do", choice.line).custom_id()) <= 100
            seen.add(choice.line.split()[1])
        if state.phase == "car":
            for choice in offered:
                assert re.fullmatch(
                    r"[^·]+ · (free|1 peso|[0-9]+ pesos)"
                    r"( · past the harbour( [0-9]+×)?| · a full lap| · [0-9]+ full laps)? · [^·]+"
                    r"( · then [^·]+)?",
                    choice.label,
                ), choice.label
    assert {"car", "go", "use", "deliver", "pass", "demand", "give"} <= seen


def test_the_labels_say_cost_and_effect() -> None:
    """`Maria · 1 peso · +2 VP`-like car labels, the demand's kept dice, the casino's price."""
    state = new_game(2, seed=5)
    roller = state.to_move
    demand = choices(player_view(state, roller))
    roll = state.setup["rolls"][0]
    assert len(demand) == 5
    for choice in demand:
        aside = choice.label.split()[1]
        kept = [f"{n} {g}" for g, n in roll.items() if g != aside and n and g != "cigars"]
        assert choice.label.startswith(f"Set {aside} {roll[aside]} aside · ship wants")
        assert all(part in choice.label for part in kept)
        assert " 0 " not in choice.label.split(" · ")[1]
    state, _ = apply(state, demand[0].line)
    cars = choices(player_view(state, state.to_move))
    assert cars[0].label.split(" · ")[1] == "free" and cars[1].label.split(" · ")[1] == "1 peso"


def _live(state: GameState, version: int = 3) -> LiveGame:
    """The game as the bot holds it, every seat a person."""
    row = GameRow(2**40, "santiago", 1, 77, 1, "active", {}, version, None)
    seats = [PlayerRow(700 + s, p.name, s) for s, p in enumerate(state.players)]
    return LiveGame(row, SANTIAGO, state, version, seats)


def _within_limits(items: list[Any]) -> None:
    """One message's components as Discord takes them: at most 5 rows of at most 5 buttons or one menu;
    a menu of 1 to 25 options; labels, values, descriptions and custom ids of at most 100 characters
    (button labels 80, placeholders 150)."""
    rows = view_of(*items).to_components()
    assert len(rows) <= 5
    for row in rows:
        parts = row["components"]
        assert len(parts) <= 5 and (len(parts) == 1 or all(p["type"] == 2 for p in parts))
        for part in parts:
            assert len(part["custom_id"]) <= 100
            if part["type"] == 2:
                assert 0 < len(part["label"]) <= 80
                continue
            assert 1 <= len(part["options"]) <= 25 and len(part.get("placeholder") or "") <= 150
            for option in part["options"]:
                assert 0 < len(option["label"]) <= 100 and 0 < len(option["value"]) <= 100
                assert len(option.get("description") or "") <= 100


def reachable(live: LiveGame, seat: int, items: list[Any]) -> dict[str, int]:
    """Every line a person reaches by clicks from ``items`` (a public message or a panel), with the taps
    it takes (a button 1, a menu choice 2); ranges of a ``more`` menu open the panel the bot shows."""
    pv = player_view(live.state, seat)
    reached: dict[str, int] = {}
    assert len(pv.legal) == len(set(pv.legal))

    def walk(items: list[Any], taps: int) -> None:
        _within_limits(items)
        for item in items:
            if isinstance(item, GameButton) and item.ref.verb == "do":
                reached[item.ref.arg] = min(reached.get(item.ref.arg, taps + 1), taps + 1)
            elif isinstance(item, GameSelect) and item.ref.verb == "choose":
                for option in item.options:
                    reached[option.value] = min(reached.get(option.value, taps + 2), taps + 2)
            elif isinstance(item, GameSelect) and item.ref.verb == "more":
                for option in item.options:
                    part = choice_range(option.value, len(pv.legal))
                    assert part is not None, option.value
                    panel = decision_panel(live, pv, part)
                    assert panel.view is not None
                    walk(list(panel.view.children), taps + 2)

    walk(items, 0)
    return reached


def _at(phase: str, seed: int = 1, players: int = 2) -> GameState:
    """A random game's first state awaiting a decision in ``phase``."""
    rng = random.Random(seed)
    state = new_game(players, seed=seed)
    while state.phase != phase:
        state, _ = apply(state, rng.choice(legal_list(state, state.to_move)))
    return state


def largest_cases() -> dict[str, GameState]:
    """Decisions with far more choices than any real game offers (pesos and VP have no limit, R-1):
    a car with 999 pesos (R-6: 1000 drives), the casino with 3000 pesos and 2000 VP, Alonso with a
    casino, black market, distillery and a marker left, and the largest delivery (4 dice, every good)."""
    car = _at("car")
    car.players[car.to_move].pesos = 999
    use = _at("use", seed=2)
    seat = use.to_move
    use.players[seat].figure = use.use_building = "casino"
    use.players[seat].pesos, use.players[seat].vp = 3000, 2000
    alonso = _at("alonso", seed=3)
    seat = alonso.to_move
    others = {b for p in alonso.players for b in p.owns}
    mine = [b for b in ("casino", "black_market", "distillery") if b not in others][:2]
    alonso.players[seat].owns = mine
    alonso.players[seat].pesos, alonso.players[seat].vp = 300, 200
    alonso.players[seat].goods.update(sugar=4, citrus=4, tobacco=4, rum=1, cigars=1)
    deliver = _at("deliver", seed=4)
    deliver.dice = {"sugar": 3, "citrus": 4, "tobacco": 3, "rum": 3}
    deliver.players[deliver.to_move].goods.update(sugar=3, citrus=4, tobacco=3, rum=3, wood=4)
    return {"car": car, "use": use, "alonso": alonso, "deliver": deliver}


@pytest.mark.parametrize("case", ["car", "use", "alonso", "deliver"])
def test_every_choice_of_the_largest_decisions_is_reachable_by_clicks(
    case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """However many choices a decision has, each legal line is one button or menu entry away, maybe
    behind a few ranges, on the public message and in the panel; no component breaks Discord's limits.
    (The panels of one view label its thousands of choices once, to keep the test quick.)"""
    labelled: dict[int, list[Choice]] = {}

    def once(pv: PlayerView) -> list[Choice]:
        """The view's choices, labelled the first time only."""
        if id(pv) not in labelled:
            labelled[id(pv)] = choices(pv)
        return labelled[id(pv)]

    monkeypatch.setattr(ui, "choices", once)
    state = largest_cases()[case]
    seat = state.to_move
    live = _live(state)
    legal = set(player_view(state, seat).legal)
    assert len(legal) >= {"car": 1000, "use": 3000, "alonso": 250, "deliver": 26}[case]
    panel = decision_panel(live, player_view(state, seat))
    assert panel.view is not None
    from_panel = reachable(live, seat, list(panel.view.children))
    from_message = reachable(live, seat, posts.turn_buttons(live, state))
    assert set(from_panel) == set(from_message) == legal
    assert max(from_panel.values()) <= 8, "more than three ranges deep"
    quiet = [c.line for c in choices(player_view(state, seat)) if c.quiet]
    assert all(from_panel[line] == 1 for line in quiet), "pass or decline is not a button"


def test_every_decision_of_random_games_is_reachable_from_its_panel() -> None:
    """Whole random games: every legal line of every decision is reachable from the panel."""
    for state, seat, view in random_decisions(3, range(2)):
        panel = decision_panel(_live(state), view)
        assert panel.view is not None
        assert set(reachable(_live(state), seat, list(panel.view.children))) == set(view.legal)


async def test_a_range_of_choices_is_picked_and_played_by_real_clicks(tmp_path: Path) -> None:
    """A person with 300 pesos opens their panel, picks a range of far drives in the ``more`` menu and
    drives there with a button of the panel that opens: the drive is stored. A range the menu did not
    offer is refused."""
    bot = GameBot(
        Settings("fake", tmp_path / "g.sqlite3", None, logging.INFO), [SantiagoUI("png")], seeds=lambda: 3
    )
    async with logged_in(bot) as (client, fake):
        table = LocalTable(client, fake, random.Random(3), command="santiago", timeout=60.0)
        await table.open_lobby(2)
        await table.start()
        game = await table.game_id()
        while (await client.service.live(game)).state.phase != "car":
            await table.step()
        live = await client.service.live(game)
        seat = live.state.to_move
        live.state.players[seat].pesos = 300
        user = live.user_of_seat(seat).user_id
        message = await table.current()
        panel = await table.press(user, message, find(message, "hand")["custom_id"])
        assert panel is not None
        more = find(panel["message"], "more")
        assert more is not None and len(more["options"]) <= 25
        for forged in ("0-99999", "7-7", "x"):
            refused = await table.press(user, panel["message"], more["custom_id"], [forged])
            assert refused is not None and refused["ephemeral"] and "moved on" in refused["content"]
        far = more["options"][-1]
        part = await table.press(user, panel["message"], more["custom_id"], [far["value"]])
        assert part is not None and part["ephemeral"]
        drive = [c for c in components(part["message"]) if verb(c) == "do"][-1]
        steps = int(drive["custom_id"].rsplit(" ", 1)[1])
        assert steps > 250
        await table.press(user, part["message"], drive["custom_id"])
        actions = await client.store.log.actions(game)
        assert actions[-1][2] == f"{seat} car {steps}"


def _labels(state: GameState, seat: int) -> dict[str, str]:
    """The seat's choices now: line → label."""
    return {c.line: c.label for c in choices(player_view(state, seat))}


def test_each_car_choice_names_the_gift_and_where_the_figure_may_go() -> None:
    """Issue 27, clause 1: "Each car choice names what it leads to: the Cubaner's gift and the
    buildings at that stop (the buildings whose flower colour matches that station, i.e. where the
    figure may go next)". Layout L1: Maria's yellow flower leads to the distillery, the café and the
    trading office, but figures stand on the first two, so only the trading office is left; Pedro's
    white flower to all three white buildings; at El Zorro the figure stays and may use its building
    again; where every building of the colour is taken it stays (SC-39 (4)); the harbour and a
    face-down Cubaner lead to no building. Every label fits a button."""
    state = table(
        3,
        seats={0: {"pesos": 9, "figure": "distillery"}, 1: {"figure": "cafe"}, 2: {"figure": "bank"}},
        face_down=("alonso",),
    )
    begin(state)
    labels = _labels(state, 0)
    assert labels["0 car 1"] == "Miguel · free · +2 wood · then Cigar factory, Black market"
    assert labels["0 car 2"] == "Maria · 1 peso · +2 VP · then Trading office"
    assert labels["0 car 5"] == "Pedro · 4 pesos · +2 tobacco · then Church, Casino, Newspaper"
    assert labels["0 car 4"].startswith("El Zorro · 3 pesos · ")
    assert labels["0 car 4"].endswith(" · then the Distillery again")
    assert labels["0 car 6"] == "Alonso · 5 pesos · face down: nothing"
    assert labels["0 car 10"] == "Harbour · 9 pesos · a full lap · delivery round"
    state.players[1].figure, state.players[2].figure = "cafe", "trading_office"
    assert _labels(state, 0)["0 car 2"] == "Maria · 1 peso · +2 VP · then stay on the Distillery"
    for lang in i18n.LANGUAGES:
        with i18n.speaking(lang):
            assert all(len(label) <= 80 for label in _labels(state, 0).values())
    with i18n.speaking("de"):
        assert (
            _labels(state, 0)["0 car 5"] == "Pedro · 4 Pesos · +2 Tabak · dann Kirche, Casino, Zeitungsverlag"
        )


def test_a_building_that_can_do_nothing_for_the_player_says_so_and_comes_last() -> None:
    """Issue 27, clause 2: "A building that can do nothing for this player now says so and sorts last
    ... compute it from the seat's PlayerView only"; building texts say what happens for this player
    now. After Maria (yellow), a player holding sugar, citrus, tobacco and a cigar, with a ship wanting
    only rum: the distillery turns the sugar into rum, the café takes the cigar, and the trading office
    can do nothing (a grey choice, last). After Pedro (white), with 5 pesos and no VP, the casino says
    "buy 1 VP for 3 pesos"."""
    state = table(
        3,
        ship={"sugar": 0, "citrus": 0, "tobacco": 0, "rum": 1},
        seats={0: {"pesos": 2, "sugar": 1, "citrus": 1, "tobacco": 1, "cigars": 1}},
    )
    begin(state)
    play(state, "0 car 2")
    offered = choices(player_view(state, 0))
    assert [(c.label, c.quiet) for c in offered] == [
        ("Distillery · turn your sugar (1) into rum", False),
        ("Café · hand in 1 cigar: +2 VP", False),
        ("Trading office · nothing to do for you", True),
    ]
    with i18n.speaking("de"):
        assert choices(player_view(state, 0))[-1].label == "Kontor · für dich gibt es hier nichts zu tun"
    state = table(3, seats={0: {"pesos": 9}})
    begin(state)
    play(state, "0 car 5")
    state.players[0].pesos, state.players[0].vp = 5, 0
    assert _labels(state, 0)["0 go casino"] == "Casino · buy 1 VP for 3 pesos"


def test_a_building_of_another_player_names_its_owner_without_a_possessive() -> None:
    """The figure going to another player's building: the label says who owns it and that they get the
    VP, with no possessive on the name (a computer's name ends in its level: "Ada (easy)")."""
    state = table(
        3,
        ship={"sugar": 0, "citrus": 0, "tobacco": 0, "rum": 1},
        seats={0: {"pesos": 2, "cigars": 1}, 1: {"owns": ["cafe"]}},
    )
    state.players[1].name = "Ada (easy)"
    begin(state)
    play(state, "0 car 2")
    assert _labels(state, 0)["0 go cafe"] == "Café · hand in 1 cigar: +2 VP · +1 VP to Ada (easy)"
    with i18n.speaking("de"):
        label = _labels(state, 0)["0 go cafe"]
        assert label.endswith(" · +1 SP für Ada (easy)"), label
    with i18n.speaking("fr"):
        label = _labels(state, 0)["0 go cafe"]
        assert label.endswith(" · +1 PV pour Ada (easy)"), label


def test_nothing_to_do_is_exactly_when_the_rules_allow_no_use() -> None:
    """Issue 27, clause 2: the "nothing to do for you" of a building the figure may go to, read from the
    seat's view alone, agrees with the engine's legal uses of that building (whole random games)."""
    seen = {False: 0, True: 0}
    for state, seat, view in random_decisions(4, range(6)):
        if state.phase != "go":
            continue
        for choice in choices(view):
            building = choice.line.split()[2]
            assert choice.quiet == (not legal_uses(state, seat, building)), choice.label
            assert choice.quiet == (" · nothing to do for you" in choice.label), choice.label
            seen[choice.quiet] += 1
    assert seen[True] and seen[False], seen
