"""Game records (RULINGS.md, Game record): export, replay, partial records, hand-made deals, refusals.

"A JSON object that holds everything needed to replay a game exactly, independent of any random
generator."
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from typing import Any

import pytest

from rules.santacruz import gamedata
from rules.santacruz.actions import Double, DoubleBuild, Target
from rules.santacruz.engine import apply_in_place, awaiting, legal_actions, outcome
from rules.santacruz.errors import IllegalAction
from rules.santacruz.records import GAME, RECORD_VERSION, RecordError, export_record, replay, start_state
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState
from tests.rules.scenario import base_layout, default_chips


def _random_game(players: int, seed: int, *, random_sets: bool = False) -> GameState:
    rng = random.Random(seed)
    state = new_game(players, seed=seed, random_sets=random_sets)
    while state.phase != "end":
        seat = rng.choice(sorted(awaiting(state)))
        apply_in_place(state, rng.choice(legal_actions(state, seat)))
    return state


def _game_dict(state: GameState) -> dict[str, Any]:
    """``state.to_dict()`` without ``seed``: the seed says where a random deal came from, and a record is
    by definition "independent of any random generator", so a replayed state cannot know it."""
    data = state.to_dict()
    data.pop("seed")
    return data


def _assert_same_game(replayed: GameState, original: GameState) -> None:
    a, b = replayed.to_dict(), original.to_dict()
    assert {k for k in a if a[k] != b[k]} <= {"seed"}
    assert _game_dict(replayed) == _game_dict(original)


def _hand_made_record(players: int = 2, **options: Any) -> dict[str, Any]:
    """A record written by hand: fixed tiles (scenario.base_layout), chips and scoring cards in id order."""
    scoring = sorted(gamedata.cards().scoring)
    dealt = gamedata.cards().scoring_dealt[players]
    setup: dict[str, Any] = {
        "start_player": 0,
        "tiles": base_layout(),
        "bird_chips": default_chips(),
        "scoring_hands": [scoring[i * dealt : (i + 1) * dealt] for i in range(players)],
        "scoring_deck": scoring[players * dealt :],
    }
    if options.get("random_sets"):
        setup["sets"] = sorted(gamedata.cards().sets)[:players]
    return {
        "game": "santacruz",
        "version": 1,
        "players": [f"P{i}" for i in range(players)],
        "options": {"random_sets": bool(options.get("random_sets"))},
        "setup": setup,
        "moves": [],
    }


# --- export -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "random_sets"), [(2, False), (3, False), (4, False), (3, True)])
def test_export_record_holds_the_fields_of_the_rulings(players: int, random_sets: bool) -> None:
    """RULINGS, Game record: ``game`` "santacruz", integer ``version``, ``players`` in seat order,
    ``options``; ``setup`` with ``start_player``, ``tiles`` (every site id mapped to a tile id),
    ``bird_chips`` (the pile), ``scoring_hands``, ``scoring_deck``, and ``sets`` "only with random sets";
    ``moves`` in notation."""
    state = _random_game(players, 5 + players, random_sets=random_sets)
    record = export_record(state)
    assert record["game"] == "santacruz" == GAME
    assert isinstance(record["version"], int) and record["version"] == RECORD_VERSION
    assert record["players"] == [p.name for p in state.players]
    assert record["options"] == {"random_sets": random_sets}
    setup = record["setup"]
    expected_keys = {"start_player", "tiles", "bird_chips", "scoring_hands", "scoring_deck"}
    assert set(setup) == expected_keys | ({"sets"} if random_sets else set())
    assert 0 <= setup["start_player"] < players
    board, tiles = gamedata.board(), gamedata.tiles()
    assert set(setup["tiles"]) == set(board.sites)
    assert len(set(setup["tiles"].values())) == len(board.sites)
    assert all(tiles[t].kind == board.sites[s].kind for s, t in setup["tiles"].items())
    assert Counter(setup["bird_chips"]) == Counter(gamedata.bird_chip_split())
    dealt = gamedata.cards().scoring_dealt[players]
    assert [len(h) for h in setup["scoring_hands"]] == [dealt] * players
    every = [c for h in setup["scoring_hands"] for c in h] + setup["scoring_deck"]
    assert sorted(every) == sorted(gamedata.cards().scoring)
    if random_sets:
        assert len(set(setup["sets"])) == players and set(setup["sets"]) <= set(gamedata.cards().sets)
    assert record["moves"] == state.moves
    assert all(isinstance(m, str) for m in record["moves"])
    result = outcome(state)
    assert result is not None
    assert record["result"] == {"ranks": list(result.order), "scores": list(result.scores)}


def test_a_record_of_an_unfinished_game_has_no_result() -> None:
    """A record exported before the end holds the moves so far and no ``result``."""
    state = new_game(2, seed=3)
    seat = next(iter(awaiting(state)))
    apply_in_place(state, legal_actions(state, seat)[0])
    record = export_record(state)
    assert "result" not in record
    assert record["moves"] == [str(legal_actions(new_game(2, seed=3), seat)[0])]


# --- replay -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "random_sets"),
    [(2, False), (3, False), (4, False), (2, True), (3, True), (4, True)],
)
def test_replaying_a_record_gives_the_identical_final_state(players: int, random_sets: bool) -> None:
    """Replaying the record of a complete random game gives a state equal (``to_dict``) to the one the
    game ended with; the only field that may differ is ``seed`` (see ``_game_dict``)."""
    for seed in range(5):
        state = _random_game(players, 100 * players + seed, random_sets=random_sets)
        replayed = replay(export_record(state))
        assert replayed.phase == "end"
        _assert_same_game(replayed, state)


def test_a_record_stopped_part_way_replays_to_the_same_intermediate_state() -> None:
    """After every single action of random games (2-4 players), including the steps inside a double move
    (its line written with 0 or 1 targets), the record exported so far replays to the same state."""
    mid_double = 0
    for players in (2, 3, 4):
        rng = random.Random(players)
        state = new_game(players, seed=200 + players, random_sets=players == 3)
        while state.phase != "end":
            seat = rng.choice(sorted(awaiting(state)))
            apply_in_place(state, rng.choice(legal_actions(state, seat)))
            record = export_record(state)
            if state.double is not None:
                mid_double += 1
                assert record["moves"][-1].split()[1] == "double"
            _assert_same_game(replay(record), state)
    assert mid_double > 10


def test_a_record_stopped_in_the_middle_of_a_double_move_replays() -> None:
    """A record whose last line is "1 double road L04" (one of the two builds) replays to the state in
    which seat 1 has built on L04 and still owes the second build of its road double move."""
    record = _hand_made_record(2, random_sets=True)
    record["moves"] = ["0 land C05", "1 land C03", "0 ship C01", "1 double road L04"]
    state = replay(record)
    assert state.double is not None and state.double.kind == "road" and state.double.done == 1
    assert state.occupants["L04"] == (1,)
    assert awaiting(state) == {1}
    assert all(isinstance(a, DoubleBuild) for a in legal_actions(state, 1))
    assert state.moves[-1] == "1 double road L04"
    step = replay({**record, "moves": record["moves"][:-1]})
    apply_in_place(step, Double(1, "road"))
    apply_in_place(step, DoubleBuild(1, Target("L04")))
    assert step == state
    assert export_record(state)["moves"] == record["moves"]
    # and the double move can be finished from the replayed state
    finish = legal_actions(state, 1)[0]
    apply_in_place(state, finish)
    assert state.double is None
    assert state.moves[-1] == f"1 double road L04 {finish.target}"


def test_a_hand_made_setup_replays() -> None:
    """RULINGS: "A record with a hand-made setup is how rulebook scenarios and bug reports are written
    down and replayed": a deal written by hand (no seed) starts as written and its moves play."""
    record = _hand_made_record(3)
    record["setup"]["start_player"] = 1
    start = start_state(record)
    assert start.phase == "draft"
    assert start.tiles == record["setup"]["tiles"]
    assert start.chip_pile == record["setup"]["bird_chips"]
    assert start.deck == record["setup"]["scoring_deck"]
    assert [p.hand_scoring for p in start.players] == record["setup"]["scoring_hands"]
    # RULINGS 1: start scores 0, 1, 2 in turn order from the start player (seat 1)
    assert [start.players[s].score for s in (1, 2, 0)] == [0, 1, 2]
    # RULINGS 1: the draft runs in reverse turn order: seat 0 (last), then 2, then 1 (start player)
    record["moves"] = ["0 pick A", "2 pick B", "1 pick C", "1 land C05", "2 land C01", "0 land C10"]
    state = replay(record)
    assert state.phase == "play"
    assert [state.players[s].set_letter for s in range(3)] == ["A", "C", "B"]
    assert {s: state.occupants[s] for s in ("C05", "C01", "C10")} == {"C05": (1,), "C01": (2,), "C10": (0,)}
    tiles = gamedata.tiles()
    assert state.players[1].breakdown["build"] == tiles[record["setup"]["tiles"]["C05"]].points
    assert state.turn == 1


def test_a_record_survives_json() -> None:
    """``json.loads(json.dumps(record))`` equals the record and replays to the same game."""
    state = _random_game(3, 77, random_sets=True)
    record = export_record(state)
    text = json.dumps(record)
    back = json.loads(text)
    assert back == record
    _assert_same_game(replay(back), state)
    assert json.dumps(export_record(replay(back))) == text


# --- refusals -----------------------------------------------------------------------------------


def test_an_illegal_move_names_its_number_and_the_reason() -> None:
    """A well-formed but illegal move raises ``RecordError`` with ``number`` (1-based), ``line`` and the
    engine's reason in the message."""
    state = _random_game(2, 31)
    record = export_record(state)
    record.pop("result")
    for cut in (0, 5, 20):
        prefix = replay({**record, "moves": record["moves"][:cut]})
        waiting = sorted(awaiting(prefix))
        idle = next(s for s in range(2) if s not in waiting)
        line = f"{idle} {record['moves'][cut].split(' ', 1)[1]}"
        bad = {**record, "moves": [*record["moves"][:cut], line]}
        with pytest.raises(RecordError) as info:
            replay(bad)
        exc = info.value
        assert exc.number == cut + 1
        assert exc.line == line
        assert f"move {cut + 1}" in str(exc)
        assert "not your turn" in str(exc)
        assert isinstance(exc.__cause__, IllegalAction)


def test_a_move_that_does_not_parse_names_its_number() -> None:
    """A move line that is not notation raises ``RecordError`` naming the move and what is wrong."""
    record = _hand_made_record(2)
    record["moves"] = ["1 pick A", "0 pick Q"]
    with pytest.raises(RecordError) as info:
        replay(record)
    assert info.value.number == 2
    assert "Q" in str(info.value)
    record["moves"] = [7]
    with pytest.raises(RecordError) as info:
        replay(record)
    assert info.value.number == 1


def test_a_move_with_a_strange_seat_is_a_record_error() -> None:
    """Any unreadable move, even a seat written with a non-ASCII digit ("² pick A"), is reported as a
    ``RecordError`` naming the move, never as another exception."""
    record = _hand_made_record(2)
    record["moves"] = ["1 pick A", "² pick B"]
    with pytest.raises(RecordError) as info:
        replay(record)
    assert info.value.number == 2


def test_a_stored_result_that_differs_is_refused() -> None:
    """A record whose ``result`` does not match the replayed game is refused."""
    record = export_record(_random_game(2, 8))
    record["result"]["scores"] = [s + 1 for s in record["result"]["scores"]]
    with pytest.raises(RecordError, match="result"):
        replay(record)


def _swap_wrong_kind(record: dict[str, Any]) -> None:
    tiles = record["setup"]["tiles"]
    tiles["C01"], tiles["L01"] = tiles["L01"], tiles["C01"]


def _duplicate_scoring_card(record: dict[str, Any]) -> None:
    hands = record["setup"]["scoring_hands"]
    hands[1][0] = hands[0][0]


def _missing_site(record: dict[str, Any]) -> None:
    del record["setup"]["tiles"]["V06"]


def _tile_twice(record: dict[str, Any]) -> None:
    tiles = record["setup"]["tiles"]
    tiles["C02"] = tiles["C01"]


def _unknown_tile(record: dict[str, Any]) -> None:
    record["setup"]["tiles"]["C01"] = "T99"


def _too_many_chips(record: dict[str, Any]) -> None:
    record["setup"]["bird_chips"].append(3)


def _bad_start(record: dict[str, Any]) -> None:
    record["setup"]["start_player"] = 2


def _short_hand(record: dict[str, Any]) -> None:
    record["setup"]["scoring_deck"].append(record["setup"]["scoring_hands"][0].pop())


def _missing_setup_key(record: dict[str, Any]) -> None:
    del record["setup"]["scoring_deck"]


def _random_sets_without_sets(record: dict[str, Any]) -> None:
    record["options"]["random_sets"] = True


def _same_set_twice(record: dict[str, Any]) -> None:
    record["options"]["random_sets"] = True
    record["setup"]["sets"] = ["A", "A"]


def _unknown_option(record: dict[str, Any]) -> None:
    record["options"]["speed"] = 2


def _five_players(record: dict[str, Any]) -> None:
    record["players"] = ["a", "b", "c", "d", "e"]


def _tiles_as_a_list(record: dict[str, Any]) -> None:
    record["setup"]["tiles"] = sorted(record["setup"]["tiles"])


def _nameless_player(record: dict[str, Any]) -> None:
    record["players"][0] = None


MALFORMED = {
    "wrong game": lambda r: r.update(game="santiago"),
    "wrong version": lambda r: r.update(version=2),
    "version as text": lambda r: r.update(version="1"),
    "missing players": lambda r: r.pop("players"),
    "missing options": lambda r: r.pop("options"),
    "missing setup": lambda r: r.pop("setup"),
    "missing moves": lambda r: r.pop("moves"),
    "moves not a list": lambda r: r.update(moves="1 pick A"),
    "tile on a wrong-kind site": _swap_wrong_kind,
    "duplicated scoring card": _duplicate_scoring_card,
    "a site without a tile": _missing_site,
    "a tile used twice": _tile_twice,
    "an unknown tile": _unknown_tile,
    "too many bird chips": _too_many_chips,
    "start player not a seat": _bad_start,
    "a hand one card short": _short_hand,
    "setup without scoring_deck": _missing_setup_key,
    "random sets without sets": _random_sets_without_sets,
    "the same set twice": _same_set_twice,
    "an unknown option": _unknown_option,
    "five players": _five_players,
    "tiles as a list of site ids": _tiles_as_a_list,
    "a player name that is not text": _nameless_player,
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_a_malformed_record_raises_record_error(name: str) -> None:
    """Records that are not a possible Santa Cruz game (wrong game or version, a missing field, a setup
    the box could not produce) raise ``RecordError`` (a ``ValueError``) before any move is played, and the
    unbroken record replays fine."""
    record = _hand_made_record(2)
    record["moves"] = ["1 pick A", "0 pick B"]
    assert replay(copy.deepcopy(record)).phase == "landing"
    MALFORMED[name](record)
    with pytest.raises(RecordError) as info:
        replay(record)
    assert isinstance(info.value, ValueError)
    assert info.value.number is None
    assert len(str(info.value)) > 10


def test_a_record_that_is_not_an_object_is_refused() -> None:
    """A JSON list or string is not a record."""
    for bad in ([], "santacruz", None):
        with pytest.raises(RecordError):
            replay(bad)  # type: ignore[arg-type]


def test_bad_setup_messages_say_what_is_wrong() -> None:
    """The reason for a refused setup names the problem: the wrong-kind site, the duplicated card."""
    record = _hand_made_record(2)
    _swap_wrong_kind(record)
    with pytest.raises(RecordError, match=r"C01|L01"):
        replay(record)
    record = _hand_made_record(2)
    _duplicate_scoring_card(record)
    with pytest.raises(RecordError, match="scoring"):
        replay(record)
    record = _hand_made_record(2)
    record["game"] = "santiago"
    with pytest.raises(RecordError, match="santiago"):
        replay(record)
