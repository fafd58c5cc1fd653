"""Santiago's take-backs and log in words (languages.md de D-3, fr D-3, de D-4, fr D-4): told from the
game as it stood before the move, in the reader's language, never in notation."""

from __future__ import annotations

import random
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest

from bot.games.santiago.ui import SantiagoUI
from bot.games.santiago.words import played
from bot.games.seam.live import seat_names
from rules import i18n
from rules.santiago import GAME, gamedata
from rules.santiago.engine import apply_in_place, awaiting, legal_list
from rules.santiago.events import CarMoved
from rules.santiago.messages import building
from rules.santiago.messages import render as say
from rules.santiago.state import GameState

NAMES = ["Amélie", "Jörg", "Hugo"]


def _until(line_end: str, when: Callable[[GameState], bool] = lambda state: True) -> tuple[GameState, str]:
    """A game played at random until a seat may play a line ending in ``line_end`` (and ``when`` holds):
    the state then and that line."""
    for attempt in range(50):
        state = GAME.new_state(NAMES, attempt, {})
        rng = random.Random(attempt)
        for _ in range(400):
            if not awaiting(state):
                break
            seat = min(awaiting(state))
            lines = [str(a) for a in legal_list(state, seat)]
            wanted = [line for line in lines if line.endswith(line_end)]
            if wanted and when(state):
                return state, wanted[0]
            apply_in_place(state, rng.choice(lines))
    raise AssertionError(f"no game reached a line ending in {line_end!r}")


def _live(state: GameState) -> Any:
    """The little of a live game the hooks read: its state."""
    return SimpleNamespace(state=state, changes=())


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("de", "1 Zitrusfrucht an {taker} abgegeben"),
        ("fr", "1 agrume donné à {taker}"),
        ("en", "1 citrus given to {taker}"),
    ],
)
def test_a_taken_back_tribute_names_the_good_and_the_taker(lang: str, words: str) -> None:
    """languages.md de D-3, fr D-3: "Amélie hat den Zug zurückgenommen (give citrus)" reads "(1
    Zitrusfrucht an Jörg abgegeben)", "(1 agrume donné à Hugo)"; the taker is read from the game as
    the take-back left it, and still found once later moves were made."""
    before, line = _until("give citrus")
    taker = NAMES[before.turn]
    ui = SantiagoUI()
    with i18n.speaking(lang):
        assert ui.undo_words(_live(before), [line]) == words.format(taker=taker)
        later = before.clone()
        apply_in_place(later, line)
        for _ in range(3):
            if not awaiting(later):
                break
            seat = min(awaiting(later))
            apply_in_place(later, legal_list(later, seat)[0])
        assert ui.undo_words(_live(later), [line]) == words.format(taker=taker)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("de", "Auto zu {cubaner} gefahren, Figur auf das Gebäude {bank} gezogen und Gebäude {bank} genutzt"),
        (
            "fr",
            "voiture avancée jusqu’à {cubaner}, pion placé sur le bâtiment {bank}"
            " et utilisation du bâtiment {bank}",
        ),
        ("en", "car driven to {cubaner}, figure moved to the {bank}, and the {bank} used"),
    ],
)
def test_a_taken_back_turn_tells_each_step_in_words(lang: str, words: str) -> None:
    """languages.md de D-3, fr D-3: a whole turn (the car, the figure, the building) in words."""
    state, go = _until(" go bank", lambda s: " car " in s.moves[-1])
    seat = go.split()[0]
    turn = [state.moves[-1], go, f"{seat} use bank"]
    before, events = played(state)[-1]
    cubaner = next(e.cubaner for e in events if isinstance(e, CarMoved))
    assert cubaner is not None
    with i18n.speaking(lang):
        expected = words.format(cubaner=gamedata.cubaner()[cubaner].name, bank=building("bank"))
        assert SantiagoUI().undo_words(_live(before), turn) == expected


@pytest.mark.parametrize(("lang", "verb"), [("de", "gibt"), ("fr", "donne")])
def test_the_log_tells_each_line_in_words(lang: str, verb: str) -> None:
    """languages.md de D-4, fr D-4: "`4. `1 use casino sell 1` Ute`" gains the line's narration in the
    reader's language, as the table told it."""
    before, line = _until("give citrus")
    state = before.clone()
    apply_in_place(state, line)
    ui = SantiagoUI()
    with i18n.speaking(lang):
        log = ui.log_text(_live(state))
        names = seat_names(say, _live(state))
    last = log.split("\n")[-1]
    giver, taker = int(line.split()[0]), state.turn
    assert last.startswith(f"{len(state.moves)}. `{giver + 1} give citrus` ")
    assert f"{names[giver]} {verb} " in last and names[taker] in last
    assert last.endswith(".")


@pytest.mark.parametrize(
    ("lang", "words"),
    [("de", "Gebäude {name} nicht genutzt"), ("fr", "pas d’utilisation du bâtiment {name}")],
)
def test_a_taken_back_decline_names_the_building(lang: str, words: str) -> None:
    """languages.md de D-3, fr D-3: "use -" names the building that was not used."""
    before, line = _until(" use -")
    assert before.use_building is not None
    with i18n.speaking(lang):
        expected = words.format(name=building(before.use_building))
        assert SantiagoUI().undo_words(_live(before), [line]) == expected
