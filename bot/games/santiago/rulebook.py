"""Santiago de Cuba's illustrated rules (``/santiago rules``, issue 44): a short guide a page at a time,
as a patient friend who knows the game would teach it. The goal; the car; the Cubaner (the face-down one
too); the figure and the buildings, then every building with its effect over two pages; El Zorro and
Alonso; the harbour and its delivery round; a ship sailing and who rolls the new demand (SC-59); the end
with the goods left; the variant and how to play here.

Each page is a few short paragraphs of full sentences in the reader's language, from the catalogue
``rulebook/<lang>.ftl`` beside this module (one sentence per entry, in the terms of
``rules/santiago/GLOSSARY.md``), the buildings' effects from the game's own catalogue (``ui.rules.effect.*``,
which the practice table's guide tells too), and a picture of a real position: the easy computer plays
an example game for every seat from a fixed deal (the variant's picture: the same deal with hidden
holdings), each picture takes the moment of it that shows its page best, and the table's renderer draws
it from the public view (:mod:`render.santiago.rulebook`) when its page is first shown, once per language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache, partial
from pathlib import Path
from typing import Any

from PIL import Image

from bot.games.seam import RulesPage
from bot.texts import text
from render.santiago import rulebook as draw
from render.santiago.marks import LastMove, last_move
from rules import i18n
from rules.i18n import Catalogue
from rules.santiago import gamedata
from rules.santiago.engine import apply_in_place
from rules.santiago.events import BuildingUsed, CarMoved, Delivered, DemandSet, Event, FigureMoved, Passed
from rules.santiago.game import GAME
from rules.santiago.messages import building
from rules.santiago.messages import render as say
from rules.santiago.views import Phase, PublicView, public_view

CATALOGUE = Catalogue.from_files("santiago_rulebook", Path(__file__).parent / "rulebook")
"""Every page's title and sentences in every language (``rulebook.<page>.title``, ``rulebook.<page>.<n>``)."""

COMMAND = "santiago"
"""The command the pages name (``/santiago panel``, ``undo``, ``learn``)."""


@dataclass(frozen=True, slots=True)
class Page:
    """A page: its ``key`` (the catalogue's ``rulebook.<key>.*``), its paragraphs as the keys of their
    sentences, and the name of its picture (:data:`PICTURES`). A sentence named ``picture`` says what the
    picture shows and reads in italics."""

    key: str
    paragraphs: tuple[tuple[str, ...], ...]
    picture: str | None


PAGES: tuple[Page, ...] = (
    Page("goal", (("who", "end"), ("how", "start", "turn"), ("picture",)), "goal"),
    Page("car", (("drive", "fare"), ("stop",), ("skip",), ("picture",)), "car"),
    Page(
        "cubaner",
        (("gifts", "miguel", "pablo"), ("scarce", "others"), ("face_down", "face_up"), ("picture",)),
        "cubaner",
    ),
    Page("figure", (("flower", "closed", "full"), ("use", "owner"), ("picture",)), "figure"),
    Page("buildings", (("intro", "first"),), "buildings_1"),
    Page("buildings", (("second",),), "buildings_2"),
    Page("special", (("zorro", "stay"), ("alonso", "after"), ("owner",), ("picture",)), "special"),
    Page("harbour", (("round",), ("deliver", "value", "wood"), ("end", "office"), ("picture",)), "harbour"),
    Page("sail", (("when", "new"), ("roll", "harbour"), ("zero", "first"), ("picture",)), "sail"),
    Page("end", (("when", "goods", "win"), ("picture",)), "end"),
    Page("here", (("variant",), ("buttons", "panel", "undo"), ("hint", "learn")), "hidden"),
)
"""Every page in order: the goal, a turn (the car, the Cubaner, the figure and the buildings, El Zorro and
Alonso, the harbour, a ship sailing), the end, the variant and playing here."""


# --- the words ------------------------------------------------------------------------------------


def _sentence(page: str, key: str, params: dict[str, Any]) -> str:
    said = CATALOGUE.text(f"rulebook.{page}.{key}", **params)
    return f"*{said}*" if key == "picture" else said


def building_groups() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The buildings the two pages of buildings list, as their pictures show them (the example deal's
    first two flower groups, then the last two)."""
    return draw.building_groups(game()[0].view)


def _effects(part: int) -> str:
    """The buildings the ``part``-th picture of buildings shows, each with its effect, a line each."""
    return "\n".join(
        CATALOGUE.text("rulebook.building", building=building(b), effect=say(f"ui.rules.effect.{b}"))
        for b in building_groups()[part]
    )


def _words(page: Page, part: int) -> str:
    """The page's paragraphs in the language in force (the buildings' pages end with their list)."""
    params = {
        "command": COMMAND,
        "hidden": say("ui.variant.hidden"),
        "panel": say("ui.button.panel"),
        "undo": text("undo.button"),
        "hint": text("teach.hint_button"),
        "why_not": text("teach.why_not_button"),
    }
    paragraphs = [" ".join(_sentence(page.key, k, params) for k in keys) for keys in page.paragraphs]
    if page.key == "buildings":
        paragraphs.append(_effects(part))
    return "\n\n".join(paragraphs)


def pages() -> list[RulesPage]:
    """Every page in the language in force; a picture, in the same language, is drawn only when its page
    is shown (and then kept)."""
    parts = sum(1 for p in PAGES if p.key == "buildings")
    lang = i18n.current()
    out = []
    part = 0
    for page in PAGES:
        title = CATALOGUE.text(f"rulebook.{page.key}.title", part=part + 1, parts=parts)
        shown: Callable[[], bytes] | None = partial(_drawn, page.picture, lang) if page.picture else None
        out.append(RulesPage(title, _words(page, part), shown))
        part += page.key == "buildings"
    return out


# --- the example game -----------------------------------------------------------------------------

NAMES = ("Ana", "Ben", "Cleo")
"""The example players."""
SEED = 5
"""The deal of the example game."""
HIDDEN = (("hidden_holdings", True),)
"""The options of the variant's example (the same deal, holdings hidden), as pairs."""
HIDDEN_STEPS = 12
"""How many decisions of the variant's example are played before its picture."""
_HARBOUR = gamedata.components().harbour


@dataclass(frozen=True, slots=True)
class Moment:
    """The table after one decision of an example game: what everyone sees, that decision's events,
    and the events of the turn so far (from the car's drive on), which the board marks as the last
    move."""

    view: PublicView
    events: tuple[Event, ...]
    turn: tuple[Event, ...]

    @property
    def last(self) -> LastMove:
        """The marks of the turn so far: the drive, the buildings, the dice, the final places."""
        return last_move(self.turn)


@cache
def play(options: tuple[tuple[str, bool], ...] = (), steps: int | None = None) -> tuple[Moment, ...]:
    """An example game from the deal with ``options``, every decision the easy computer's (``steps`` of
    them, or to the end): the moment after each, the deal first."""
    state = GAME.new_state(list(NAMES), SEED, dict(options))
    moments = [Moment(public_view(state), (), ())]
    turn: tuple[Event, ...] = ()
    step = 0
    while not GAME.is_over(state) and (steps is None or step < steps):
        seat = min(GAME.awaiting(state))
        events = apply_in_place(state, GAME.computer_action(state, seat, "easy", f"rulebook:{step}"))
        drives = [i for i, e in enumerate(events) if isinstance(e, CarMoved)]
        turn = tuple(events[drives[-1] :]) if drives else (*turn, *events)
        moments.append(Moment(public_view(state), tuple(events), turn))
        step += 1
    return tuple(moments)


def game() -> tuple[Moment, ...]:
    """Every moment of the example game, the deal first."""
    return play()


def _goal(m: Moment) -> float:
    """The first car move of the game."""
    return 1 if m.view.phase == Phase.CAR else 0


def _car(m: Moment) -> float:
    """A car move from the station before the harbour, the more of the next three stations affordable
    the better."""
    if m.view.phase != Phase.CAR or m.view.car != draw.BEFORE_HARBOUR:
        return 0
    return 1 + len(set(draw.fares(m.view)) & set(draw.ROAD_SHOWN[1:]))


def _cubaner(m: Moment) -> float:
    """One Cubaner face down (as the page's picture sentence says), the car better not on him."""
    view = m.view
    if not view.face_down:
        return 0
    station = (view.car - _HARBOUR - 1) % len(view.cubaner)
    away = view.car == _HARBOUR or view.cubaner[station] not in view.face_down
    return (2 if len(view.face_down) == 1 else 1) + (0.5 if away else 0)


def _figure(m: Moment) -> float:
    """A turn that drove to a Cubaner who gives something, moved the figure to a building of his colour
    and used it; better with another figure in that group (on a closed building), an owner's marker
    there, and a choice of building."""
    drive = next((e for e in m.turn if isinstance(e, CarMoved)), None)
    moved = next((e for e in m.turn if isinstance(e, FigureMoved)), None)
    if drive is None or moved is None or drive.end == _HARBOUR or drive.cubaner in draw.SPECIAL:
        return 0
    if m.view.phase == Phase.END or not any(isinstance(e, BuildingUsed) for e in m.events):
        return 0
    group = draw.group_buildings(m.view, draw.group_of(m.view, moved.building))
    figures = sum(1 for p in m.view.players if p.figure in group)
    owned = any(b in group for p in m.view.players for b in p.owns)
    return 1 + (2 if figures >= 2 else 0) + (1 if owned else 0) + (0.5 if not moved.forced else 0)


def _buildings(m: Moment) -> float:
    """A car move near the middle of the game, with the most owners' markers on the buildings."""
    if m.view.phase != Phase.CAR:
        return 0
    return 1 + sum(len(p.owns) for p in m.view.players) - abs(m.view.departed - 3)


def _special(m: Moment) -> float:
    """El Zorro's tribute under way."""
    return 1 if m.view.phase == Phase.GIVE else 0


def _harbour(m: Moment) -> float:
    """A delivery round under way, better after deliveries and a pass."""
    if m.view.phase != Phase.DELIVER:
        return 0
    delivered = sum(1 for e in m.turn if isinstance(e, Delivered))
    passed = sum(1 for e in m.turn if isinstance(e, Passed))
    return 1 + min(delivered, 2) + min(passed, 1)


def _sail(m: Moment) -> float:
    """A new demand set after a ship sailed (not the first), the more dice above 0 the better."""
    demand = next((e for e in m.events if isinstance(e, DemandSet)), None)
    if demand is None or m.view.departed == 0 or m.view.phase == Phase.END:
        return 0
    return 1 + sum(1 for face in demand.dice.values() if face) + (1 if demand.aside_face else 0)


def _end(m: Moment) -> float:
    """The end of the game."""
    return 1 if m.view.phase == Phase.END else 0


SCENES: dict[str, Callable[[Moment], float]] = {
    "goal": _goal,
    "car": _car,
    "cubaner": _cubaner,
    "figure": _figure,
    "buildings": _buildings,
    "special": _special,
    "harbour": _harbour,
    "sail": _sail,
    "end": _end,
}
"""How well a moment of the example game suits each picture drawn from it."""


@cache
def moment(scene: str) -> Moment:
    """The moment of the example game that suits ``scene`` best (the earliest of equals)."""
    moments = game()
    score = SCENES[scene]
    return moments[max(range(len(moments)), key=lambda i: (score(moments[i]), -i))]


def hidden_moment() -> Moment:
    """The last car move of the variant's example: the same deal with hidden holdings, a few turns in."""
    moments = play(HIDDEN, HIDDEN_STEPS)
    return next((m for m in reversed(moments) if m.view.phase == Phase.CAR), moments[-1])


# --- the pictures ---------------------------------------------------------------------------------


def _figure_picture() -> Image.Image:
    shown = moment("figure")
    drive = next(e for e in shown.turn if isinstance(e, CarMoved))
    moved = next(e for e in shown.turn if isinstance(e, FigureMoved))
    return draw.figure(shown.view, shown.last, drive.end, moved.building)


PICTURES: dict[str, Callable[[], Image.Image]] = {
    "goal": lambda: draw.goal(moment("goal").view, moment("goal").last),
    "car": lambda: draw.car(moment("car").view),
    "cubaner": lambda: draw.cubaner(moment("cubaner").view),
    "figure": _figure_picture,
    "buildings_1": lambda: draw.buildings(moment("buildings").view, 0),
    "buildings_2": lambda: draw.buildings(moment("buildings").view, 1),
    "special": lambda: draw.special(moment("special").view, moment("special").last),
    "harbour": lambda: draw.harbour(moment("harbour").view, moment("harbour").last),
    "sail": lambda: draw.sail(moment("sail").view),
    "end": lambda: draw.end(moment("end").view, moment("end").last),
    "hidden": lambda: draw.holdings(hidden_moment().view, hidden_moment().last),
}
"""Each page's picture, by name: the renderer's drawing of its moment."""


@lru_cache(maxsize=len(PICTURES) * len(i18n.LANGUAGES))
def _drawn(name: str, lang: str) -> bytes:
    """Picture ``name`` with its words in ``lang``, as PNG (drawn once)."""
    with i18n.speaking(lang):
        return draw.png(PICTURES[name]())


def picture(name: str) -> bytes:
    """The picture ``name`` in the language in force (drawn once per language, then kept)."""
    return _drawn(name, i18n.current())
