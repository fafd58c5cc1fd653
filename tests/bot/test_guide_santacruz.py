"""The guide of a Santa Cruz practice table (issue 44): seeded whole games played by computers, the guide
asked at the deal and after every move as the core asks it (``SantaCruzUI.guide``). Every entry comes
up, each first at the move where it first applies (told from the states and the move lines, not from
the guide's own reading of the events), reads in English, German and French, and tells no secret: the
same move with every secret changed (hands, bird chips, face-down tiles) gives the same words."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from bot.games.santacruz.guide import KEYS
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.seam import GuideEntry, LiveGame
from bot.store import GameRow, PlayerRow
from render.santacruz.words import card_name
from rules import i18n
from rules.santacruz import GAME, gamedata
from rules.santacruz.events import ChipDrawn, Event, Scored
from rules.santacruz.state import GameState, Phase

UI = SantaCruzUI()
NAMES = ("Ana", "Ben", "Cleo")
DEAL = -1
"""The index of the deal among a game's steps (the moves are 0, 1, …)."""


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
    row = GameRow(9, "santacruz", 1, 77, 501, "active", {}, 0, None, practice=True)
    seats = [PlayerRow(501 + s, p.name, s) for s, p in enumerate(state.players)]
    return LiveGame(row, GAME, state, 0, seats)


@cache
def _played(seed: int, random_sets: bool = False) -> Played:
    """A whole seeded game of three easy computers."""
    options = {"random_sets": True} if random_sets else {}
    state = dealt = GAME.new_state(list(NAMES), seed, options)
    steps: list[Step] = []
    while not GAME.is_over(state):
        seat = min(GAME.awaiting(state))
        line = GAME.computer_action(state, seat, "easy", f"{seed}-{len(steps)}")
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


def _verb(step: Step) -> str:
    """The move line's verb (``ship``, ``double``, ``score`` …)."""
    return step.line.split()[1]


MOMENTS: dict[str, Callable[[Step], bool]] = {
    "landing": lambda s: s.before.phase == Phase.DRAFT and s.after.phase == Phase.LANDING,
    "ship": lambda s: _verb(s) == "ship",
    "road": lambda s: _verb(s) == "road",
    "river": lambda s: _verb(s) == "river",
    "double": lambda s: _verb(s) == "double",
    "join": lambda s: s.line.endswith("+"),
    "scoring": lambda s: _verb(s) == "score" and not s.line.endswith(" eruption"),
    "eruption": lambda s: s.line.endswith("score eruption"),
    "bird": lambda s: (
        sum(map(len, (p.chips for p in s.after.players))) > sum(map(len, (p.chips for p in s.before.players)))
    ),
    "round_end": lambda s: s.before.round == 1 and s.after.round == 2,
    "piles": lambda s: s.before.round == 1 and s.after.round == 2,
    "discard": lambda s: s.after.phase == Phase.DISCARD,
    "end": lambda s: s.after.phase == Phase.END,
}
"""When each entry first applies, read from the move line and the states around it."""


def test_every_entry_comes_up_in_a_whole_game() -> None:
    assert set(_first_keys(_played(1))) == set(KEYS) == {"draft", *MOMENTS}


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("key", sorted(MOMENTS))
def test_each_entry_first_comes_at_its_first_moment(seed: int, key: str) -> None:
    played = _played(seed)
    first = _first_keys(played)
    if not any(MOMENTS[key](step) for step in played.steps):
        assert key not in first
        return
    assert first[key] == _first(played, MOMENTS[key]), key


def test_the_deal_tells_the_draft_and_why_the_sets_differ() -> None:
    entries = UI.guide(_live(_played(1).dealt), None, ())
    assert [e.key for e in entries] == ["draft"]
    assert "Set A is strong on rivers" in entries[0].text and "Whoever picks last starts" in entries[0].text


def test_the_beginner_deal_tells_the_dealt_sets_and_the_landing_at_once() -> None:
    played = _played(3, random_sets=True)
    entries = UI.guide(_live(played.dealt), None, ())
    assert [e.key for e in entries] == ["draft", "landing"]
    assert "dealt at random" in entries[0].text
    assert NAMES[played.dealt.start_player] in entries[1].text
    assert "landing" not in {e.key for index, e in _guided(played) if index != DEAL}


def test_a_scoring_card_names_who_scored_with_it() -> None:
    """The scoring entry names the card played and each seat that scored with it, with its points."""
    played = _played(1)
    index = _first(played, MOMENTS["scoring"])
    step = played.steps[index]
    entry = next(e for e in UI.guide(_live(step.after), step.before, step.events) if e.key == "scoring")
    card = step.line.split()[2]
    assert card_name(card) in entry.text
    scored: dict[int, int] = {}
    for e in step.events:
        if isinstance(e, Scored):
            scored[e.seat] = scored.get(e.seat, 0) + e.points
    for seat, points in scored.items():
        assert f"{NAMES[seat]} +{points}" in entry.text


def test_the_eruption_counts_the_buildings_it_removed() -> None:
    played = _played(1)
    step = played.steps[_first(played, MOMENTS["eruption"])]
    entry = next(e for e in UI.guide(_live(step.after), step.before, step.events) if e.key == "eruption")
    volcano = set(gamedata.board().sites_of_kind("volcano"))
    on_volcano = sum(len(o) for site, o in step.before.occupants.items() if site in volcano)
    assert f"({on_volcano} building" in entry.text


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_entry_reads_in_every_language(lang: str) -> None:
    """Every entry of two whole games renders whole in each language, short enough for the table's news,
    German and French each in their own words."""
    english = {(i, e.key): e.text for i, e in _guided(_played(1)) + _guided(_played(3, True))}
    texts = {(i, e.key): e.text for i, e in _guided(_played(1), lang) + _guided(_played(3, True), lang)}
    assert texts.keys() == english.keys()
    for where, text in texts.items():
        assert text and "{" not in text and "}" not in text, (where, text)
        assert len(text) <= 380, (where, len(text))
        if lang != "en":
            assert text != english[where], where


def _scrambled(events: Sequence[Event], rng: random.Random) -> list[Event]:
    """The same events with every secret field changed (what a leak would show)."""
    out = []
    for e in events:
        changes: dict[str, Any] = {
            name: f"x{rng.randrange(10**6)}" if isinstance(getattr(e, name), str) else 99 for name in e.SECRET
        }
        out.append(dataclasses.replace(e, **changes) if changes else e)
    return out


@pytest.mark.parametrize("seed", [1, 2])
def test_the_guide_tells_no_secret(seed: int) -> None:
    """A move's entries are the same whatever the hands, the bird chips and the face-down tiles hold:
    no scoring card in hand, no discard, no chip's value is ever named."""
    played = _played(seed)
    rng = random.Random(seed)
    for index, step in enumerate(played.steps):
        told = UI.guide(_live(step.after), step.before, step.events)
        other = UI.guide(
            _live(GAME.scramble(step.after, index)),
            GAME.scramble(step.before, index + 1),
            _scrambled(step.events, rng),
        )
        assert told == other, step.line


def test_a_bird_chip_entry_never_names_its_value() -> None:
    """The same bird-chip entry whatever the chip drawn is worth."""
    played = _played(1)
    step = played.steps[_first(played, MOMENTS["bird"])]
    texts = set()
    for value in (1, 2, 3):
        events = [dataclasses.replace(e, value=value) if isinstance(e, ChipDrawn) else e for e in step.events]
        texts |= {e.text for e in UI.guide(_live(step.after), step.before, events) if e.key == "bird"}
    assert len(texts) == 1


def test_a_move_without_events_brings_nothing() -> None:
    """A seat taken over (no events) or a move the guide has nothing to say about."""
    played = _played(1)
    step = played.steps[0]
    assert UI.guide(_live(step.after), step.before, ()) == []


def test_the_landing_and_the_first_builds_are_pictured_from_the_public_board_alone() -> None:
    """Issue 44: "a small picture where a picture explains better (a cropped board with the legal sites
    marked)": the landing shows the free coast sites, each card kind's first build its site, a PNG of
    the island cropped round them; the same picture whatever the hands, chips and face-down tiles hold
    (drawn from the public view only). Entries a picture would not help have none."""
    played = _played(1)
    pictured = set()
    for index, step in enumerate(played.steps):
        for entry in UI.guide(_live(step.after), step.before, step.events):
            if entry.picture is None:
                assert entry.key not in ("landing", "ship", "road", "river"), entry.key
                continue
            pictured.add(entry.key)
            drawn = entry.picture()
            assert drawn.startswith(b"\x89PNG")
            [other] = [
                e
                for e in UI.guide(_live(GAME.scramble(step.after, index)), step.before, step.events)
                if e.key == entry.key
            ]
            assert other.picture is not None and other.picture() == drawn, entry.key
    assert {"landing", "ship", "road", "river"} <= pictured


PICTURED = ("landing", "ship", "road", "river", "double", "join", "eruption")
"""The entries that carry a picture of the island (issue 44's brief: at least the landing, a building
card's first use, the join and the eruption)."""


@cache
def _pictures(seed: int) -> dict[str, tuple[int, GuideEntry, bytes]]:
    """The first entry of each key that carries a picture in a seeded game, with its step and PNG."""
    out: dict[str, tuple[int, GuideEntry, bytes]] = {}
    for index, entry in _guided(_played(seed)):
        if entry.picture is not None and entry.key not in out:
            out[entry.key] = (index, entry, entry.picture())
    return out


@pytest.mark.parametrize("seed", [1, 2])
def test_the_landing_builds_join_and_eruption_carry_a_cropped_picture_and_the_rest_none(seed: int) -> None:
    """The landing, each card kind's build, the double move, the join and the eruption each carry a PNG
    of the board: where the landing or a double move may build, flagged (the whole island when the
    sites are all round it), or a cut round the sites built on, shared or emptied, at most 800 px wide,
    so that Discord's 400 px shows it at half size or more. No other entry carries one, and no two of
    them are the same picture."""
    import io

    from PIL import Image

    pictures = _pictures(seed)
    assert set(pictures) == set(PICTURED), sorted(pictures)
    for key, (_, _, png) in pictures.items():
        assert png.startswith(b"\x89PNG"), key
        width, height = Image.open(io.BytesIO(png)).size
        assert width <= 1200 and height <= 1300, (key, width, height)
        if key not in ("landing", "double"):
            assert width <= 800 and height <= 600, (key, width, height)
    assert len({png for _, _, png in pictures.values()}) == len(pictures)
    for _, entry in _guided(_played(seed)):
        assert entry.picture is None or entry.key in PICTURED, entry.key


def test_a_guide_picture_is_drawn_from_a_public_view_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every view the guide's pictures are drawn from, over a whole game, is the public one."""
    from render.santacruz import rulebook as draw
    from rules.santacruz.views import PublicView

    seen: list[type] = []

    def watched(how: Callable[..., Any]) -> Callable[..., Any]:
        def call(view: Any, *args: Any, **kwargs: Any) -> Any:
            seen.append(type(view))
            return how(view, *args, **kwargs)

        return call

    for name in ("island", "flagged"):
        monkeypatch.setattr(draw, name, watched(getattr(draw, name)))
    drawn = [entry.picture() for _, entry in _guided(_played(3)) if entry.picture is not None]
    assert drawn and len(seen) == len(drawn) and set(seen) == {PublicView}
