"""The move notation of RULINGS.md: every action prints and parses back, bad text is refused readably.

RULINGS.md, Notation: "One action per line: ``<seat> <verb> [args]``, seats 0-based in clockwise order,
sites by board id, cards by ``cards.json`` id."
"""

from __future__ import annotations

import inspect
import random
import re

import pytest

from rules import i18n
from rules.santacruz import engine, gamedata, notation, refusals
from rules.santacruz.actions import (
    NO_BUILD,
    Action,
    Build,
    Discard,
    Double,
    DoubleBuild,
    Land,
    Pick,
    Score,
    Target,
)
from rules.santacruz.engine import apply_in_place, awaiting, legal_actions
from rules.santacruz.errors import ActionError, IllegalAction, InvalidAction
from rules.santacruz.messages import CATALOGUE, render
from rules.santacruz.notation import format_action, parse
from rules.santacruz.setup import new_game
from rules.santacruz.state import PHASES

# One action of every kind and form the notation knows (RULINGS.md, Notation table and more).
EXAMPLES: list[tuple[Action, str]] = [
    (Pick(2, "B"), "2 pick B"),
    (Discard(0, "gold6"), "0 discard gold6"),
    (Land(1, "C05"), "1 land C05"),
    (Land(3, None), "3 land -"),
    (Build(1, "ship", Target("C03")), "1 ship C03"),
    (Build(0, "road", Target("L04")), "0 road L04"),
    (Build(2, "river", Target("L13")), "2 river L13"),
    (Build(0, "road", NO_BUILD), "0 road -"),
    (Build(1, "ship", NO_BUILD), "1 ship -"),
    (Build(2, "river", NO_BUILD), "2 river -"),
    (Build(3, "ship", Target("C05", True)), "3 ship C05+"),
    (Build(3, "road", Target("L20", True)), "3 road L20+"),
    (Build(3, "river", Target("V01", True)), "3 river V01+"),
    (Double(1, "road"), "1 double road"),
    (Double(1, "ship", (Target("C02"),)), "1 double ship C02"),
    (Double(1, "road", (Target("L04"), Target("L20"))), "1 double road L04 L20"),
    (Double(1, "river", (Target("L13"), NO_BUILD)), "1 double river L13 -"),
    (Double(2, "river", (NO_BUILD, NO_BUILD)), "2 double river - -"),
    (Double(3, "ship", (Target("C05", True), Target("C06"))), "3 double ship C05+ C06"),
    (Double(3, "road", (Target("L04"), Target("L05", True))), "3 double road L04 L05+"),
    (DoubleBuild(0, Target("L04")), "0 build L04"),
    (DoubleBuild(0, Target("L04", True)), "0 build L04+"),
    (DoubleBuild(0, NO_BUILD), "0 build -"),
    (Score(0, "wood-sugar"), "0 score wood-sugar"),
    (Score(3, "eruption"), "3 score eruption"),
]


@pytest.mark.parametrize(("action", "line"), EXAMPLES, ids=[line for _, line in EXAMPLES])
def test_every_action_kind_formats_and_parses_back(action: Action, line: str) -> None:
    """Each action prints as its RULINGS notation line and that line parses back to an equal action."""
    assert str(action) == line
    assert format_action(action) == line
    back = parse(line)
    assert back == action
    assert type(back) is type(action)
    assert str(back) == line


def test_examples_cover_every_action_type() -> None:
    """The round-trip examples above cover every member of the ``Action`` union (so a new kind of action
    cannot be added without a notation test)."""
    covered = {type(a) for a, _ in EXAMPLES}
    assert covered == set(Action.__args__)  # type: ignore[attr-defined]


def test_rulings_notation_table_lines_parse_and_print_unchanged() -> None:
    """Every example line of the RULINGS.md notation table parses and prints as written."""
    table = [
        "2 pick B",
        "0 discard gold6",
        "1 land C05",
        "1 ship C03",
        "0 road L04",
        "2 river L13",
        "0 road -",
        "1 double road L04 L20",
        "1 double river L13 -",
        "3 ship C05+",
        "0 score wood-sugar",
    ]
    for line in table:
        assert str(parse(line)) == line


def test_every_site_card_letter_and_seat_round_trips() -> None:
    """For every seat 0-3, every board site (with and without '+'), every building-card kind, every set
    letter and every scoring card of ``cards.json``, the action survives print then parse."""
    board = gamedata.board()
    cards = gamedata.cards()
    actions: list[Action] = []
    for seat in range(4):
        actions += [Pick(seat, letter) for letter in cards.sets]
        actions += [Discard(seat, c) for c in cards.scoring] + [Score(seat, c) for c in cards.scoring]
        for site in board.sites:
            actions.append(Land(seat, site))
            for join in (False, True):
                target = Target(site, join)
                actions.append(DoubleBuild(seat, target))
                for kind in gamedata.BUILD_CARD_KINDS:
                    actions.append(Build(seat, kind, target))
                    actions.append(Double(seat, kind, (target, NO_BUILD)))
    assert len(actions) > 1000
    for action in actions:
        assert parse(str(action)) == action, str(action)


def test_whitespace_is_normalised() -> None:
    """Extra spaces, tabs and a trailing newline do not change the parsed action."""
    assert parse("  1\tdouble   road L04  L20 \n") == Double(1, "road", (Target("L04"), Target("L20")))
    assert parse("3 ship   C05+") == Build(3, "ship", Target("C05", True))


def test_every_legal_action_and_every_recorded_line_of_random_games_round_trips() -> None:
    """Every action the engine offers in random games (2-4 players) prints and parses back to itself, and
    every line the engine writes to ``state.moves`` parses and prints unchanged (records are notation)."""
    seen_types: set[type] = set()
    for players in (2, 3, 4):
        rng = random.Random(players)
        state = new_game(players, seed=100 + players)
        while state.phase != "end":
            seat = rng.choice(sorted(awaiting(state)))
            legal = legal_actions(state, seat)
            for action in legal:
                assert parse(str(action)) == action
                seen_types.add(type(action))
            apply_in_place(state, rng.choice(legal))
        for line in state.moves:
            assert str(parse(line)) == line
    assert {Pick, Discard, Land, Build, Double, DoubleBuild, Score} <= seen_types


# --- refusals -----------------------------------------------------------------------------------

BAD_TEXT: list[tuple[str, str, str]] = [
    # (text, catalogue key, a word the message must quote)
    ("0 fly C03", "parse.unknown_verb", "fly"),
    ("0 SHIP C03", "parse.unknown_verb", "SHIP"),
    ("0 ship X99", "parse.unknown_site", "X99"),
    ("0 road c03", "parse.unknown_site", "c03"),
    ("0 double road L04 Z1", "parse.unknown_site", "Z1"),
    ("0 build Q7+", "parse.unknown_site", "Q7"),
    ("0 land C99", "parse.unknown_site", "C99"),
    ("0 score gold7", "parse.unknown_card", "gold7"),
    ("0 discard joker", "parse.unknown_card", "joker"),
    ("0 pick E", "parse.unknown_set", "E"),
    ("4 ship C03", "parse.bad_seat", "4"),
    ("x ship C03", "parse.bad_seat", "x"),
    ("-1 ship C03", "parse.bad_seat", "-1"),
    ("² pick A", "parse.bad_seat", "²"),
    ("0 ship C03 C04", "parse.arity", "0 ship C03 C04"),
    ("0 ship", "parse.arity", "0 ship"),
    ("0 pick", "parse.arity", "0 pick"),
    ("0 pick A B", "parse.arity", "0 pick A B"),
    ("0 land", "parse.arity", "0 land"),
    ("0 land C01 C02", "parse.arity", "0 land C01 C02"),
    ("0 score fish sheep", "parse.arity", "0 score fish sheep"),
    ("0 double", "parse.arity", "0 double"),
    ("0 double road L04 L20 L03", "parse.arity", "0 double road L04 L20 L03"),
    ("0 build L04 L20", "parse.arity", "0 build L04 L20"),
    ("0 double castle L04", "parse.bad_double_kind", "castle"),
    ("0 double double", "parse.bad_double_kind", "double"),
    ("0 double land C01", "parse.bad_double_kind", "land"),
    ("1 land C05+", "parse.no_join_here", "C05+"),
    ("", "parse.too_short", "move"),
    ("0", "parse.too_short", "0"),
]


@pytest.mark.parametrize(("text", "key", "quoted"), BAD_TEXT, ids=[repr(t) for t, _, _ in BAD_TEXT])
def test_bad_text_raises_invalid_action_with_a_key_and_a_readable_message(
    text: str, key: str, quoted: str
) -> None:
    """Text that is not notation raises ``InvalidAction`` (a ``ValueError``, not an ``IllegalAction``)
    whose ``key`` is in the catalogue and whose ``str`` is the catalogue sentence naming the bad word."""
    with pytest.raises(InvalidAction) as info:
        parse(text)
    exc = info.value
    assert isinstance(exc, ValueError)
    assert not isinstance(exc, IllegalAction)
    assert exc.key == key
    assert exc.key in CATALOGUE
    message = str(exc)
    assert message == render(exc.key, **exc.params)
    assert quoted in message
    assert message.endswith(".")
    assert "{" not in message and "}" not in message
    assert len(message.split()) >= 5


def test_invalid_and_illegal_are_distinct_value_errors() -> None:
    """Both refusals are ``ValueError``s sharing ``ActionError``, and neither is a kind of the other
    (python-chess style: bad syntax vs. illegal move)."""
    assert issubclass(InvalidAction, ValueError) and issubclass(IllegalAction, ValueError)
    assert issubclass(InvalidAction, ActionError) and issubclass(IllegalAction, ActionError)
    assert not issubclass(InvalidAction, IllegalAction)
    assert not issubclass(IllegalAction, InvalidAction)


# --- the catalogue ------------------------------------------------------------------------------


def _fields(template: str) -> list[str]:
    return sorted(i18n.placeholders(template))


def _selector_only(template: str) -> set[str]:
    """Variables a sentence only chooses its words by (``{ $building -> ...}``), never shows."""
    chosen = set(re.findall(r"\{\s*\$(\w+)\s*->", template))
    shown = set(re.findall(r"\{\s*\$(\w+)\s*\}", template))
    return chosen - shown


def _through_function(template: str) -> set[str]:
    """Variables a sentence shows only as a function writes them (``{ ORDINAL($rank) }``: "2nd")."""
    return set(re.findall(r"\{\s*[A-Z]+\(\s*\$(\w+)", template))


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_every_catalogue_key_renders(key: str) -> None:
    """Every catalogue entry renders with its placeholders filled: each value appears, no brace is left
    and the text is not empty; the refusal messages (``parse.*``, ``illegal.*``, what ``str(exc)`` shows
    a player) are sentences: capital or quoted start, full stop at the end."""
    names = _fields(CATALOGUE[key])
    params = {name: f"V{i}x" for i, name in enumerate(names)}
    text = render(key, **params)
    assert text.strip()
    for name, value in params.items():
        if name not in _selector_only(CATALOGUE[key]) | _through_function(CATALOGUE[key]):
            assert value in text
    assert "{" not in text and "}" not in text
    if key.startswith(("parse.", "illegal.")):
        assert text.endswith(".")
        first = text[0]
        assert first.isupper() or first == "'" or text.startswith(tuple(params.values()))


def test_every_key_the_engine_names_is_in_the_catalogue() -> None:
    """Every literal ``parse.*`` / ``illegal.*`` key in the notation and engine sources (the engine's
    refusals live in ``refusals``) is a catalogue key (so no refusal can fail to render)."""
    keys: set[str] = set()
    for module in (notation, engine, refusals):
        keys |= set(re.findall(r"[\"']((?:parse|illegal)\.[a-z_]+)[\"']", inspect.getsource(module)))
    assert len(keys) > 20
    assert keys - set(CATALOGUE) == set()


def test_rendering_without_a_parameter_fails_loudly() -> None:
    """A catalogue sentence with a placeholder cannot be rendered silently without its value."""
    key = next(k for k, v in CATALOGUE.items() if _fields(v))
    with pytest.raises(KeyError):
        render(key)


def test_keys_the_engine_builds_from_phases_and_kinds_exist() -> None:
    """The engine names some refusals by phase (``illegal.now_<phase>``) and card kind
    (``illegal.unreachable_<kind>``); each such key exists for every phase where play waits and every kind."""
    for phase in PHASES:
        if phase != "end":
            assert f"illegal.now_{phase}" in CATALOGUE
    for kind in (*gamedata.BUILD_CARD_KINDS, "land"):
        assert f"illegal.unreachable_{kind}" in CATALOGUE
