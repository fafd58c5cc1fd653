"""The engine contract and NOTATION.md: lines and their canonical printing, N-1, refusals, records, the CLI,
views and narration."""

from __future__ import annotations

import json
import random
import subprocess
from pathlib import Path

import pytest

from devtools import warmstart
from rules import errors as shared_errors
from rules.santiago import apply, awaiting, legal_actions, new_game, parse
from rules.santiago.engine import apply_in_place, apply_legal, legal_list
from rules.santiago.errors import ActionError, IllegalAction, InvalidAction
from rules.santiago.messages import CATALOGUE, render
from rules.santiago.narrate import describe
from rules.santiago.records import RecordError, export_record, replay
from rules.santiago.simulate import play_random_game
from rules.santiago.state import GameState, Phase
from tests.rules.santiago.table import SHIP, table, using

EXAMPLE = Path(__file__).with_name("notation_example.json")
ROOT = Path(__file__).resolve().parents[3]

LINES = [
    "2 demand sugar citrus tobacco rum",
    "0 car 3",
    "0 pablo cigars",
    "1 give peso",
    "1 give vp",
    "1 give rum",
    "0 alonso claim casino",
    "0 alonso use bank",
    "0 alonso use casino buy 2",
    "0 alonso -",
    "0 go bank",
    "0 use casino sell 1",
    "0 use -",
    "1 deliver rum 2",
    "1 deliver wood 2 rum",
    "1 pass",
    "0 use distillery 3",
    "0 use cigar_factory 2",
    "0 use black_market sugar cigars",
    "0 use sawmill",
    "0 use cafe rum cigars",
    "0 use cafe cigars",
    "0 use customs citrus",
    "0 use harbour_office down",
    "0 use trading_office tobacco",
    "0 use newspaper",
    "0 use newspaper maria",
    "0 use church",
]


@pytest.mark.parametrize("line", LINES)
def test_every_line_prints_back_canonically(line: str) -> None:
    """NOTATION.md: «Every ``Action`` prints back to exactly its canonical line.»"""
    assert str(parse(line)) == line
    assert str(parse(f"  {line.replace(' ', '   ')}   # a comment")) == line


@pytest.mark.parametrize(
    "line",
    [
        "",
        "0",
        "7 car 1",
        "x car 1",
        "0 car",
        "0 car -1",
        "0 car 01",
        "0 fly 2",
        "0 demand sugar citrus tobacco",
        "0 demand sugar sugar tobacco rum",
        "0 give wood",
        "0 go castle",
        "0 use cafe rum rum",
        "0 use cafe cigars rum",
        "0 use casino lend 1",
        "0 use harbour_office left",
        "0 use newspaper nobody",
        "0 deliver wood 1",
        "0 deliver rum",
        "0 pass now",
        "0 alonso claim",
    ],
)
def test_unparsable_lines_raise_invalid_action(line: str) -> None:
    """NOTATION.md: «A line that does not parse raises ``InvalidAction``.»"""
    with pytest.raises(InvalidAction) as info:
        parse(line)
    assert info.value.key in CATALOGUE and str(info.value) == render(info.value.key, **info.value.params)


def test_refusals_are_value_errors_and_shared_types() -> None:
    """NOTATION.md: «Both subclass ``ValueError``.»"""
    assert issubclass(InvalidAction, ValueError) and issubclass(IllegalAction, ValueError)
    assert issubclass(IllegalAction, shared_errors.IllegalAction) and issubclass(InvalidAction, ActionError)
    assert not issubclass(IllegalAction, InvalidAction) and not issubclass(InvalidAction, IllegalAction)
    s = new_game(2, seed=1)
    with pytest.raises(shared_errors.IllegalAction) as info:
        apply(s, "0 car 1")
    assert info.value.key == "illegal.not_your_turn" and "Player" in str(info.value)


def test_every_refusal_key_is_in_the_catalogue() -> None:
    """Every player-facing sentence comes from the catalogue: random illegal lines are refused with a
    known key."""
    run = play_random_game(3, 11, check=False)
    state = replay({**export_record(run.state), "moves": run.state.moves[:40], "result": None})
    keys = set()
    for line in LINES:
        try:
            apply(state, line)
        except ActionError as exc:
            keys.add(exc.key)
    assert len(keys) >= 2 and keys <= set(CATALOGUE)


def test_legal_actions_is_a_container() -> None:
    """The contract: ``legal_actions`` supports ``in``, ``len`` and iteration; ``apply`` is pure."""
    s = new_game(3, seed=2)
    legal = legal_actions(s, 2)
    assert len(legal) == 5 and len(list(legal)) == 5 and legal[0] in legal
    assert "2 demand sugar citrus tobacco rum" in legal and "2 car 1" not in legal and "nonsense" not in legal
    assert len(legal_actions(s, 0)) == 0 and awaiting(s) == {2}
    before = s.clone()
    after, events = apply(s, legal[0])
    assert s == before and after != s and events


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_legal_action_applied_unchecked_does_exactly_what_the_checked_apply_does(players: int) -> None:
    """``apply_legal`` (the computer players' path, which skips the legality check) leaves the same state
    and tells the same events as ``apply_in_place`` for every legal action at every step of random games,
    so a computer's one-move-ahead trials and rollouts play the rules exactly."""
    rng = random.Random(players)
    for seed in range(3):
        state = new_game(players, seed=seed)
        while state.phase != Phase.END:
            actions = legal_list(state, state.to_move)
            for action in actions:
                checked, unchecked = state.clone(), state.clone()
                assert apply_legal(unchecked, action) == apply_in_place(checked, action), action
                assert unchecked == checked, action
            apply_in_place(state, rng.choice(actions))


def test_n1_records_hold_only_real_decisions() -> None:
    """N-1: «When the engine reaches a decision point with exactly one legal action, it applies that
    action itself
    and logs an event; the record gets no line.»"""
    for seed in range(6):
        run = play_random_game(2 + seed % 3, seed, check=False)
        record = export_record(run.state)
        state = replay({**record, "moves": [], "result": None})
        for line in record["moves"]:
            options = legal_list(state, state.to_move)
            assert line in {str(a) for a in options}
            assert len(options) >= 2 or line.split()[1] == "demand"
            apply_in_place(state, line)


def test_forced_lines_written_out_are_refused() -> None:
    """N-1: «A record must never contain a forced line: replaying one would feed it to the next decision
    point.»"""
    s = table(2, car=4, ship=SHIP, seats={0: {"pesos": 0}, 1: {"pesos": 1}})
    from tests.rules.santiago.table import begin

    begin(s)
    with pytest.raises(IllegalAction):
        apply(s, "0 car 1")


def test_notation_example_replays_to_the_documented_state() -> None:
    """NOTATION.md example: «After these moves the state is as follows (a replay test)»."""
    record = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    s = replay(record)
    assert s.car == 6 and s.face_down == ["conchita"] and s.departed == 0
    assert s.dice == {"sugar": 2, "citrus": 4, "tobacco": 1, "rum": 1}
    p0, p1, p2 = s.players
    assert (p0.pesos, p0.vp, p0.goods["wood"], p0.figure, p0.owns) == (4, 2, 2, "newspaper", ["bank"])
    assert (p1.pesos, p1.goods["rum"], p1.figure) == (2, 2, "distillery")
    assert (p2.pesos, p2.goods["rum"], p2.figure) == (4, 1, None)


def test_record_round_trip_and_stored_result() -> None:
    """Records replay to an identical state; a wrong stored result or an illegal line is named."""
    run = play_random_game(4, 3, check=False)
    record = json.loads(json.dumps(export_record(run.state)))
    assert replay(record) == run.state and record["result"]["0"]["place"] >= 1
    bad = {**record, "result": {**record["result"], "0": {**record["result"]["0"], "vp": -1}}}
    with pytest.raises(RecordError):
        replay(bad)
    broken = {**record, "moves": [*record["moves"][:3], "0 car 99", *record["moves"][3:]]}
    with pytest.raises(RecordError) as info:
        replay(broken)
    assert info.value.number == 4


def test_state_json_round_trip() -> None:
    """State is plain data: JSON round-trips exactly, all chance stored in it."""
    run = play_random_game(3, 9, check=False)
    back = GameState.from_dict(json.loads(json.dumps(run.state.to_dict())))
    assert back == run.state and back.to_dict() == run.state.to_dict()
    assert len(run.state.setup["rolls"]) == 7


def _cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return warmstart.run(["-m", "rules.santiago", *args], cwd=ROOT, input=stdin)


def test_cli_replay_json_prints_notations_object() -> None:
    """NOTATION.md «Replay output»: ``python -m rules.santiago replay FILE --json``."""
    out = _cli("replay", str(EXAMPLE), "--json")
    assert out.returncode == 0
    info = json.loads(out.stdout)
    assert set(info) == {
        "phase",
        "moves",
        "players",
        "to_move",
        "scores",
        "ranks",
        "places",
        "breakdown",
        "holdings",
        "supply",
        "car",
        "face_down",
        "ship",
    }
    assert info["moves"] == 14 and info["to_move"] == 1 and info["car"] == 6
    assert info["supply"] == {"sugar": 6, "citrus": 5, "tobacco": 5, "rum": 5, "cigars": 8, "wood": 6}
    assert info["holdings"]["0"]["owns"] == ["bank"] and info["holdings"]["0"]["markers_left"] == 2
    assert info["ship"] == {
        "number": 1,
        "departed": 0,
        "marker": "2",
        "dice": {"sugar": 2, "citrus": 4, "tobacco": 1, "rum": 1},
    }
    assert info["breakdown"]["0"] == {"vp_before_goods": 2, "goods_vp": 0, "goods_left": 5, "pesos": 4}


def test_cli_replay_refuses_an_illegal_move() -> None:
    """NOTATION.md: «On an illegal or unparsable line it exits non-zero and, with ``--json``, prints
    ``{"error":
    text, "move": n}``»."""
    record = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    record["moves"][5] = "1 go bank"
    out = _cli("replay", "-", "--json", stdin=json.dumps(record))
    assert out.returncode != 0
    error = json.loads(out.stdout)
    assert error["move"] == 6 and "1 go bank" in error["error"]


def test_cli_record_then_replay_and_simulate() -> None:
    """``record --players N --seed S`` prints a complete game; ``replay`` ends it with ranks;
    ``simulate`` keys."""
    rec = _cli("record", "--players", "3", "--seed", "5", "--names", "Ann,Ben,Cy")
    record = json.loads(rec.stdout)
    assert record["seed"] == 5 and sorted(record["players"]) == ["Ann", "Ben", "Cy"] and "result" in record
    info = json.loads(_cli("replay", "-", "--json", stdin=rec.stdout).stdout)
    assert info["phase"] == "end" and info["to_move"] is None and info["ship"]["departed"] == 7
    assert {int(s): v["place"] for s, v in record["result"].items()} == {
        int(s): p for s, p in info["places"].items()
    }
    sim = json.loads(_cli("simulate", "--players", "2", "--games", "3", "--seed", "1", "--json").stdout)
    for key in (
        "games",
        "actions",
        "seconds",
        "games_per_second",
        "actions_per_second",
        "invariant_violations",
        "mean_scores",
    ):
        assert key in sim
    assert sim["invariant_violations"] == 0 and set(sim["mean_scores"]) == {"0", "1"}


def test_narration_covers_every_event() -> None:
    """Every event of random games has a sentence from the catalogue."""
    run_state = new_game(4, seed=21)
    rng = random.Random(21)
    names = [p.name for p in run_state.players]
    sentences = []
    while run_state.phase != "end":
        events = apply_in_place(run_state, rng.choice(legal_list(run_state, run_state.to_move)))
        lines = describe(events, names)
        assert len(lines) == len(events) and all(line.strip() for line in lines)
        sentences += lines
    assert any("is over" in line for line in sentences)


def test_views_show_used_rolls_only() -> None:
    """SC-6: «Im Gegensatz zur Brettspielversion werden online alle Siegpunkte, Waren und das Geld jedes
    Spielers
    für alle öffentlich sichtbar aufgeführt.» — the unused rolls stay out of every view."""
    from rules.santiago.views import player_view, public_view

    s = using(table(2, ship=SHIP, seats={0: {"pesos": 3}}), 0, "bank")
    view = public_view(s)
    assert len(view.rolls_used) == s.rolls_used == 1
    text = json.dumps(player_view(s, 0).to_dict())
    assert "rolls" not in json.dumps(public_view(s).to_dict()).replace("rolls_used", "")
    assert "0 use bank" in text


def test_every_event_type_has_a_sentence() -> None:
    """The narrator knows every event class of :mod:`rules.santiago.events`."""
    import inspect

    from rules.santiago import events
    from rules.santiago.narrate import _Narrator

    kinds = {c for _, c in inspect.getmembers(events, inspect.isclass) if issubclass(c, events.Event)}
    assert kinds - {events.Event} == set(_Narrator(["a", "b"]).table)


def test_log_comments_follow_notation() -> None:
    """NOTATION.md «Log rendering»: ``0 car 3  # maria → pedro, paid 2 · +2 tobacco``."""
    from rules.santiago.narrate import comment
    from rules.santiago.records import start_state

    record = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    state = start_state(record)
    comments = [comment(apply_in_place(state, line)) for line in record["moves"]]
    assert comments[1] == "harbour → miguel, free · +2 wood"
    assert comments[4] == "miguel → jose, paid 1 · +2 sugar"
    assert comments[8] == "peso to seat 2"
    assert comments[13] == "+1 peso · conchita face down"
    s = table(
        2, ship={"sugar": 2, "citrus": 0, "tobacco": 1, "rum": 2}, seats={1: {"wood": 2}, 0: {"sugar": 1}}
    )
    from tests.rules.santiago.table import delivering

    assert comment(apply_in_place(delivering(s, 1), "1 deliver wood 2 rum")) == "+2 VP · rum 2→0"


def test_a_demand_is_told_without_its_zeros() -> None:
    """A ship's demand reads as the table writes it elsewhere, only the goods demanded ("1 rum,
    3 cigars"), in the narration and in the log comment; a demand of nothing says so."""
    from rules.santiago.events import DemandSet
    from rules.santiago.narrate import comment

    demand = DemandSet(0, 2, {"citrus": 0, "tobacco": 0, "rum": 1, "cigars": 3}, "sugar", 2)
    assert describe([demand], ["Ana", "Ben"]) == [
        "Ana sets ship 2's demand: 1 rum and 3 cigars; sugar (2) is set aside."
    ]
    assert describe([demand], ["Ana", "Ben"], "de") == [
        "Ana bestimmt die Nachfrage von Schiff 2: 1 Rum und 3 Zigarren; der Würfel für Zuckerrohr (2) liegt "
        "neben dem Spielplan."
    ]
    assert comment([demand]) == "ship 2: rum 1 cigars 3; sugar (2) aside"
    nothing = DemandSet(1, 3, {"sugar": 0, "citrus": 0, "tobacco": 0, "rum": 0}, "cigars", 3)
    assert describe([nothing], ["Ana", "Ben"]) == [
        "Ben sets ship 3's demand: nothing at all; cigars (3) is set aside."
    ]
    assert comment([nothing]) == "ship 3: no demand; cigars (3) aside"


def test_refusals_name_the_reason() -> None:
    """Refusals say why: the car costs too much, another building, an impossible use, not demanded, …"""
    from tests.rules.santiago.table import begin, delivering, refused

    s = table(2, car=0, ship=SHIP, seats={0: {"pesos": 2}, 1: {"pesos": 1}})
    begin(s)
    assert refused(s, "0 car 4").params == {"steps": 4, "cost": 3, "pesos": 2}
    s = using(
        table(2, ship={"sugar": 0, "citrus": 1, "tobacco": 1, "rum": 1}, seats={1: {"pesos": 1}}),
        0,
        "customs",
    )
    assert refused(s, "0 use customs sugar").key == "illegal.use_not_possible"
    assert refused(s, "0 use bank").key == "illegal.use_elsewhere"
    assert refused(s, "1 use -").key == "illegal.not_your_turn"
    assert refused(s, "3 use -").key == "illegal.no_such_seat"
    s = delivering(
        table(2, ship={"sugar": 2, "citrus": 0, "tobacco": 1, "rum": 2}, seats={0: {"rum": 1, "wood": 3}}), 0
    )
    assert refused(s, "0 deliver citrus 1").key == "illegal.not_demanded"
    assert refused(s, "0 deliver wood 2 tobacco").key == "illegal.too_many"
    assert refused(s, "0 deliver rum 2").key == "illegal.not_held"
    assert refused(s, "0 go bank").key == "illegal.now_deliver"
