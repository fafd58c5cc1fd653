"""The guide of a Santiago de Cuba practice table (issue 44): seeded whole games played by computers, the
guide asked at the deal and after every move as the core asks it (``SantiagoUI.guide``). Every entry
comes up, each first at the move where it first applies (told from the states, the move lines and the
car's drives, not from the guide's own reading of the events), reads in English, German and French,
and tells no secret: with hidden holdings, the same move with everyone's holdings and the unused rolls
changed gives the same words; the car, the ship's demand, the harbour, a ship sailing, El Zorro and a
face-down Cubaner come with a picture of the table, drawn from its public view alone."""

from __future__ import annotations

import io
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, partial

import pytest
from PIL import Image

from bot.games.santiago.guide import KEYS
from bot.games.santiago.ui import SantiagoUI
from bot.games.seam import GuideEntry, LiveGame
from bot.store import GameRow, PlayerRow
from render.santiago.marks import LastMove
from rules import i18n
from rules.santiago import GAME, gamedata
from rules.santiago.events import CarMoved, Event
from rules.santiago.invariants import scramble_secrets
from rules.santiago.state import GameState, Phase
from rules.santiago.turn import layout
from rules.santiago.views import PublicView

UI = SantiagoUI()
NAMES = ("Ana", "Ben", "Cleo")
DEAL = -1
"""The index of the deal among a game's steps (the moves are 0, 1, …)."""
SHIPS = gamedata.components().ships
STATIONS = 10


@dataclass(frozen=True)
class Step:
    """One move of a played game: its line, the states around it and its events."""

    line: str
    before: GameState
    after: GameState
    events: list[Event]


@dataclass(frozen=True)
class Played:
    """A whole game: the state dealt and every move."""

    dealt: GameState
    steps: tuple[Step, ...]


def _live(state: GameState) -> LiveGame:
    """The game as the core holds it, every seat a person."""
    row = GameRow(2**40, "santiago", 1, 77, 701, "active", {}, 0, None, practice=True)
    seats = [PlayerRow(701 + s, p.name, s) for s, p in enumerate(state.players)]
    return LiveGame(row, GAME, state, 0, seats)


@cache
def _played(seed: int, hidden: bool = False) -> Played:
    """A whole seeded game of three computers playing at random."""
    state = dealt = GAME.new_state(list(NAMES), seed, {"hidden_holdings": hidden})
    steps: list[Step] = []
    while not GAME.is_over(state):
        seat = min(GAME.awaiting(state))
        line = GAME.computer_action(state, seat, "random", f"{seed}-{len(steps)}")
        after, events = GAME.apply(state, line)
        steps.append(Step(line, state, after, events))
        state = after
    return Played(dealt, tuple(steps))


def _guided(played: Played, lang: str = "en") -> list[tuple[int, GuideEntry]]:
    """Every entry the guide gives in the game, with the step it came at (``DEAL`` for the deal)."""
    with i18n.speaking(lang):
        out = [(DEAL, entry) for entry in UI.guide(_live(played.dealt), None, ())]
        for index, step in enumerate(played.steps):
            out += [(index, entry) for entry in UI.guide(_live(step.after), step.before, step.events)]
    return out


def _first_keys(played: Played) -> dict[str, int]:
    """The step at which each key first comes up (the core keeps the first of each)."""
    first: dict[str, int] = {}
    for index, entry in _guided(played):
        first.setdefault(entry.key, index)
    return first


def _first(played: Played, applies: Callable[[Step], bool]) -> int:
    """The first step at which ``applies`` holds."""
    return next(i for i, step in enumerate(played.steps) if applies(step))


def _words(step: Step) -> list[str]:
    """The move line's words after the seat."""
    return step.line.split()[1:]


def _drives(step: Step) -> list[CarMoved]:
    """The car's drives in the move: the move's own ``car`` line, and a forced drive of the next seat at
    0 pesos that may follow in the same move."""
    return [e for e in step.events if isinstance(e, CarMoved)]


def _stops_at(step: Step) -> set[str]:
    """The face-up Cubaner the car stopped at in the move, told by the board under the car's end."""
    stations = layout(step.before).station_cubaner
    ends = [stations[(d.start + d.steps) % STATIONS] for d in _drives(step)]
    return {c for c in ends if c is not None and c not in step.before.face_down}


def _passes_harbour(step: Step) -> bool:
    """Whether a drive of the move went past the harbour without stopping there."""
    return any((d.start + i) % STATIONS == 0 for d in _drives(step) for i in range(1, d.steps))


def _reaches_harbour(step: Step) -> bool:
    """Whether a drive of the move stopped in the harbour."""
    return any((d.start + d.steps) % STATIONS == 0 for d in _drives(step))


def _used(step: Step) -> str | None:
    """The building the move used from the figure's place (``None``: none)."""
    words = _words(step)
    return words[1] if words[0] == "use" and words[1] != "-" else None


def _figures(state: GameState) -> list[str | None]:
    """Where each seat's figure stands."""
    return [p.figure for p in state.players]


def _owned_pay(step: Step) -> bool:
    """Whether an owner of a building got its VP in the move: a player's figure ended the turn on a
    building another player owns."""
    if step.after.turn == step.before.turn and step.after.phase != Phase.END:
        return False
    seat = step.before.turn
    figure = step.after.players[seat].figure
    return any(figure in p.owns for s, p in enumerate(step.after.players) if s != seat)


MOMENTS: dict[str, Callable[[Step], bool]] = {
    "demand": lambda s: s.after.rolls_used > s.before.rolls_used,
    "car": lambda s: bool(_drives(s)),
    "skip": _passes_harbour,
    "cubaner": lambda s: bool(_stops_at(s) - {"el_zorro", "alonso"}),
    "el_zorro": lambda s: "el_zorro" in _stops_at(s),
    "alonso": lambda s: "alonso" in _stops_at(s),
    "figure": lambda s: _figures(s.after) != _figures(s.before),
    "use": lambda s: _used(s) not in (None, "harbour_office"),
    "owner": _owned_pay,
    "face_down": lambda s: bool(set(s.after.face_down) - set(s.before.face_down)),
    "harbour": _reaches_harbour,
    "harbour_office": lambda s: _used(s) == "harbour_office",
    "sail": lambda s: 0 < s.after.departed < SHIPS and s.after.departed > s.before.departed,
    "goods_left": lambda s: s.after.departed == SHIPS - 1 and s.before.departed < SHIPS - 1,
    "end": lambda s: s.after.phase == Phase.END,
}
"""When each entry first applies, read from the move line and the states around it."""


def test_every_entry_comes_up_in_a_whole_game() -> None:
    assert set(_first_keys(_played(0))) == set(KEYS) == {"start", *MOMENTS}


@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize("key", sorted(MOMENTS))
def test_each_entry_first_comes_at_its_first_moment(seed: int, key: str) -> None:
    played = _played(seed)
    first = _first_keys(played)
    if not any(MOMENTS[key](step) for step in played.steps):
        assert key not in first
        return
    assert first[key] == _first(played, MOMENTS[key]), key


def test_the_deal_welcomes_and_names_who_rolls_the_first_demand() -> None:
    entries = UI.guide(_live(_played(0).dealt), None, ())
    assert [e.key for e in entries] == ["start"]
    assert "7th ship" in entries[0].text and f"{NAMES[-1]}, on the start player's right" in entries[0].text


def test_the_demand_names_what_the_ship_wants_and_the_die_set_aside() -> None:
    played = _played(0)
    step = played.steps[0]
    entry = next(e for e in UI.guide(_live(step.after), step.before, step.events) if e.key == "demand")
    aside = next(g for g in gamedata.components().die_goods if g not in step.after.dice)
    assert f"({aside})" in entry.text and "ship 1" in entry.text


def test_the_delivery_round_names_the_vp_per_good_then() -> None:
    """The harbour entry gives the VP of the flag the value marker stands on when the round begins."""
    played = _played(0)
    step = played.steps[_first(played, MOMENTS["harbour"])]
    entry = next(e for e in UI.guide(_live(step.after), step.before, step.events) if e.key == "harbour")
    flag = gamedata.components().flags[step.after.marker]
    assert f"for {flag} VP each" in entry.text


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_entry_reads_in_every_language(lang: str) -> None:
    """Every entry of two whole games renders whole in each language, short enough for the table's news,
    German and French each in their own words."""
    english = {(i, e.key): e.text for i, e in _guided(_played(0)) + _guided(_played(1))}
    texts = {(i, e.key): e.text for i, e in _guided(_played(0), lang) + _guided(_played(1), lang)}
    assert texts.keys() == english.keys()
    for where, text in texts.items():
        assert text and "{" not in text and "}" not in text, (where, text)
        assert len(text) <= 380, (where, len(text))
        if lang != "en":
            assert text != english[where], where


@pytest.mark.parametrize("seed", [2, 3])
def test_the_guide_tells_no_holding(seed: int) -> None:
    """With hidden holdings, a move's entries are the same whatever the players hold and whatever the
    rolls not used yet show: no peso, good or VP count of anyone is ever named."""
    played = _played(seed, hidden=True)
    for index, step in enumerate(played.steps):
        told = UI.guide(_live(step.after), step.before, step.events)
        other = UI.guide(
            _live(GAME.scramble(step.after, index)), GAME.scramble(step.before, index + 1), step.events
        )
        assert told == other, step.line


def test_a_move_without_events_brings_nothing() -> None:
    """A seat taken over (no events) brings no entry."""
    step = _played(0).steps[1]
    assert UI.guide(_live(step.after), step.before, ()) == []


PICTURED = {"car", "demand", "harbour", "sail", "el_zorro", "face_down"}
"""The entries a picture explains better: the car's drive, the ship's demand, the delivery round, a ship
sailing, El Zorro, a Cubaner turned face down."""


def _firsts(played: Played, count: int = 1) -> list[tuple[Step, GuideEntry]]:
    """The first ``count`` entries of each key that has a picture, with their steps."""
    seen: dict[str, int] = {}
    out = []
    for step in played.steps:
        for entry in UI.guide(_live(step.after), step.before, step.events):
            if entry.picture is not None and seen.get(entry.key, 0) < count:
                seen[entry.key] = seen.get(entry.key, 0) + 1
                out.append((step, entry))
    return out


def test_the_entries_a_picture_explains_carry_one_and_the_others_none() -> None:
    """The car, the demand, the delivery round, a ship sailing, El Zorro and a face-down Cubaner each
    carry a picture, every time they come up; no other entry (nor the deal's welcome) does. Each is
    bound to the table's public view when the entry is made and draws a PNG a phone shows whole."""
    played = _played(0)
    guided = _guided(played)
    assert {e.key for _i, e in guided if e.picture is not None} == PICTURED
    for _index, entry in guided:
        assert (entry.picture is not None) == (entry.key in PICTURED), entry.key
    drawn = {}
    for _step, entry in _firsts(played):
        assert isinstance(entry.picture, partial)
        assert [type(a) for a in entry.picture.args[1:]] == [PublicView, LastMove]
        data = entry.picture()
        image = Image.open(io.BytesIO(data))
        assert image.format == "PNG" and 400 <= image.width <= 1000 and image.height <= 1200, entry.key
        drawn[entry.key] = data
    assert drawn.keys() == PICTURED and len(set(drawn.values())) == len(PICTURED)


def test_a_picture_shows_no_holding() -> None:
    """With hidden holdings, an entry's picture is the same whatever the players hold and whatever the
    rolls not used yet show (``scramble_secrets``): it is drawn from the public view alone."""
    played = _played(2, hidden=True)
    rng = random.Random(7)
    firsts = _firsts(played, 2)
    assert {entry.key for _step, entry in firsts} == PICTURED
    for step, entry in firsts:
        other = UI.guide(
            _live(scramble_secrets(step.after, rng)), scramble_secrets(step.before, rng), step.events
        )
        same = next(e for e in other if e.key == entry.key and e.text == entry.text)
        assert same.picture is not None and entry.picture is not None
        assert same.picture() == entry.picture(), entry.key


def test_a_car_picture_shows_the_drive_it_tells() -> None:
    """The car's picture marks the drive of its entry, with the car where that drive stopped."""
    played = _played(0)
    for step, entry in _firsts(played, 3):
        if entry.key != "car":
            continue
        assert isinstance(entry.picture, partial)
        view, last = entry.picture.args[1:]
        drive = next(e for e in step.events if isinstance(e, CarMoved))
        assert last.car == (drive.start, drive.steps) and view.car == drive.end
