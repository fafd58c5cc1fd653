"""Santa Cruz's illustrated rules (``/santacruz rules``, issue 44): the goal, the sets, the landing, the
building cards, joining, the scoring cards (every one with its effect), the eruption, round 2, the end,
and how to play here, each page a few sentences in the reader's language with a picture of a real game.

The pictures come from one example game the easy computers play from a fixed deal (:func:`example`):
the table's own drawing of its public view at the step a page speaks of, cut to it
(:mod:`render.santacruz.rulebook`), drawn when a page is first shown and kept per language.

The sentences are the catalogue ``rulebook/<lang>.ftl`` beside this module, one full sentence per entry
(``rulebook.<page>.<sentence>``), in the terms of ``rules/santacruz/GLOSSARY.md``; the names, sites and
cards a sentence about a picture gives come from the example game that picture is drawn from.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache, partial
from pathlib import Path
from typing import Any

from PIL import Image

from bot.games.seam import RulesPage
from bot.texts import text
from render.common import encode as common_encode
from render.common import standings as common_standings
from render.common.ending import standings_words
from render.santacruz import rulebook as draw
from render.santacruz.words import card_effect, card_name
from rules import i18n
from rules.i18n import Catalogue, join_list
from rules.santacruz import gamedata
from rules.santacruz.actions import Build, Land
from rules.santacruz.events import BuildingsDestroyed, Built, CardPlayed, Event, Scored
from rules.santacruz.game import GAME
from rules.santacruz.messages import render as say
from rules.santacruz.state import GameState, Phase
from rules.santacruz.views import PublicView, public_view

CATALOGUE = Catalogue.from_files("santacruz_rulebook", Path(__file__).parent / "rulebook")
"""The rules' sentences in every language (``rulebook.<page>.title`` and ``rulebook.<page>.<sentence>``)."""

COMMAND = "santacruz"
"""The game's command, as the sentences about commands name it."""

PAGES: tuple[tuple[str, tuple[tuple[str, ...], ...], str | None], ...] = (
    ("goal", (("island", "tiles"), ("cards", "winner"), ("picture",)), "goal"),
    ("sets", (("deal", "sets", "order", "start"), ("aim", "beginner")), "sets"),
    ("landing", (("when", "build", "advice"), ("picture",)), "landing"),
    ("cards", (("turn",), ("ship", "road", "river", "double"), ("supply", "must")), "road"),
    ("join", (("who", "rules", "counts"), ("round",), ("picture",)), "join"),
    ("scoring", (("play", "advice"),), "scoring"),
    ("eruption", (("card", "free", "below"), ("picture",)), "eruption"),
    ("round_two", (("end", "draw"), ("piles", "own", "discard"), ("picture",)), "piles"),
    ("end", (("when", "secret", "chips", "winner"), ("picture",)), "standings"),
    ("here", (("buttons",), ("hand", "undo"), ("hint", "learn")), None),
)
"""Each page in order: its key, its paragraphs (each its sentences in order; a sentence ``picture`` says
what the picture shows and stands apart, in italics) and the picture it shows (``None``: words only)."""

NAMES = ("Ana", "Ben", "Cleo")
"""The players of the example game the pictures are drawn from."""
SEED = 1
"""The deal of the example game: a join in round 1 and an eruption that removes five buildings."""


# --- the example game ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Step:
    """One move of the example game: the state after it, its line and its events (the deal: no line)."""

    state: GameState
    line: str | None
    events: tuple[Event, ...]


@lru_cache(maxsize=1)
def example() -> tuple[Step, ...]:
    """Every step of the example game, the deal first: the easy computers play every seat, each move
    with a seed of its own step, so the game is the same on every machine."""
    state = GAME.new_state(list(NAMES), SEED, {})
    steps = [Step(state, None, ())]
    while not GAME.is_over(state):
        seat = min(GAME.awaiting(state))
        line = GAME.computer_action(state, seat, "easy", f"rulebook:{len(steps)}")
        state, events = GAME.apply(state, line)
        steps.append(Step(state, line, tuple(events)))
    return tuple(steps)


def _first(found: Callable[[Step], bool]) -> int:
    """The index of the first step of the example game that ``found`` picks."""
    return next(index for index, step in enumerate(example()) if found(step))


def _view(index: int) -> PublicView:
    """The table after step ``index``, as everyone sees it."""
    return public_view(example()[index].state)


def _legal_sites(state: GameState, kind: str) -> frozenset[str]:
    """The free sites the seat to move may build on: landing (``land``) or with a building card of
    ``kind``."""
    seat = min(GAME.awaiting(state))
    out: set[str] = set()
    for action in GAME.legal_actions(state, seat):
        if isinstance(action, Land) and kind == "land" and action.site:
            out.add(action.site)
        if (
            isinstance(action, Build)
            and action.kind == kind
            and action.target.site
            and not action.target.join
        ):
            out.add(action.target.site)
    return frozenset(out)


def _landing() -> int:
    """The step of the first landing."""
    return _first(lambda s: s.state.phase == Phase.LANDING)


def _road() -> int:
    """The first step where the player to move may build on three sites or more with a road card."""
    return _first(lambda s: s.state.phase == Phase.PLAY and len(_legal_sites(s.state, "road")) >= 3)


def _join() -> int:
    """The first step with a join."""
    return _first(lambda s: any(isinstance(e, Built) and e.joined for e in s.events))


def _gains(step: Step) -> dict[int, int]:
    """What each seat scored with the scoring card of ``step`` (none when it played none)."""
    if not any(isinstance(e, CardPlayed) and e.scoring for e in step.events):
        return {}
    gains: dict[int, int] = {}
    for e in step.events:
        if isinstance(e, Scored):
            gains[e.seat] = gains.get(e.seat, 0) + e.points
    return gains


def _scorer(step: Step) -> int:
    """The seat that played the scoring card of ``step``."""
    return next(e.seat for e in step.events if isinstance(e, CardPlayed))


def _scoring() -> int:
    """The first scoring card that paid every player with a fish bonus among the reasons and its player
    more than anyone else: what the page's advice says, and a fish bonus's own line."""

    def telling(step: Step) -> bool:
        gains = _gains(step)
        if len(gains) < len(NAMES) or not any(
            isinstance(e, Scored) and e.category == "fish_bonus" for e in step.events
        ):
            return False
        mine = gains.pop(_scorer(step))
        return all(mine > other for other in gains.values())

    return _first(telling)


def _piles() -> int:
    """The first pick of round 2's draft: every round-1 pile still there."""
    return _first(lambda s: s.state.round == 2 and s.state.phase == Phase.DRAFT)


def _eruption() -> int:
    """The eruption."""
    return _first(lambda s: any(isinstance(e, BuildingsDestroyed) for e in s.events))


@dataclass(frozen=True, slots=True)
class Facts:
    """What the sentences about the pictures name: who lands first, who holds the road card shown, who
    joined whom where, who played the scoring card shown, and who picks first in round 2."""

    first: str
    mover: str
    joiner: str
    owner: str
    site: str
    scorer: str
    last: str


@lru_cache(maxsize=1)
def facts() -> Facts:
    """The example game's public facts the pictures show."""
    joined = example()[_join()]
    built = next(e for e in joined.events if isinstance(e, Built) and e.joined)
    owner = next(seat for seat in joined.state.occupants[built.site] if seat != built.seat)
    return Facts(
        first=NAMES[min(GAME.awaiting(example()[_landing()].state))],
        mover=NAMES[min(GAME.awaiting(example()[_road()].state))],
        joiner=NAMES[built.seat],
        owner=NAMES[owner],
        site=built.site,
        scorer=NAMES[_scorer(example()[_scoring()])],
        last=NAMES[min(GAME.awaiting(example()[_piles()].state))],
    )


# --- the pictures -------------------------------------------------------------------------------


def _goal() -> Image.Image:
    """Part of the island late in round 1 (before the first scoring card), the last move ringed."""
    index = _first(lambda s: any(isinstance(e, CardPlayed) and e.scoring for e in s.events)) - 1
    last = frozenset(e.site for e in example()[index].events if isinstance(e, Built))
    return draw.island(_view(index), last | {"V04", "L07"}, last_move=last)


def _sets() -> Image.Image:
    """The four sets of building cards at the first pick."""
    return draw.sets(_view(0))


def _landing_picture() -> Image.Image:
    """The south-east coast at the first landing, its free sites flagged."""
    index = _landing()
    return draw.coast(_view(index), _legal_sites(example()[index].state, "land"))


def _road_picture() -> Image.Image:
    """The sites a road card of the player to move reaches, flagged as in their panel."""
    index = _road()
    return draw.flagged(_view(index), _legal_sites(example()[index].state, "road"))


def _join_picture() -> Image.Image:
    """The site two players share after the join, ringed."""
    site = facts().site
    return draw.island(_view(_join()), {site}, last_move=frozenset({site}), size=draw.JOIN_WINDOW)


def _scoring_picture() -> Image.Image:
    """The summary of the scoring card :func:`_scoring` picks: who scored what, and why."""
    index = _scoring()
    events = example()[index].events
    card = next(e.card for e in events if isinstance(e, CardPlayed))
    return draw.summary(_view(index), card, [e for e in events if isinstance(e, Scored)])


def _eruption_picture() -> Image.Image:
    """The volcano before and after the eruption: the buildings on its tiles ringed, then gone."""
    index = _eruption()
    removed = frozenset(
        site
        for e in example()[index].events
        if isinstance(e, BuildingsDestroyed)
        for site, _seat, _building in e.removed
    )
    return draw.before_after(_view(index - 1), _view(index), removed)


def _piles_picture() -> Image.Image:
    """The round-1 piles at the first pick of round 2, each with the scoring cards played with it."""
    return draw.piles(_view(_piles()))


def _standings() -> Image.Image:
    """The final standings of the example game, points by source."""
    final = example()[-1].state
    outcome = GAME.outcome(final)
    assert outcome is not None
    sheet = GAME.score_sheet(GAME.record(final))
    words = standings_words(say, NAMES, outcome, sheet)
    return common_standings.standings_image(NAMES, outcome, sheet, words)


IMAGES: dict[str, Callable[[], Image.Image]] = {
    "goal": _goal,
    "sets": _sets,
    "landing": _landing_picture,
    "road": _road_picture,
    "join": _join_picture,
    "scoring": _scoring_picture,
    "eruption": _eruption_picture,
    "piles": _piles_picture,
    "standings": _standings,
}
"""Each page's picture by name, as an image (so that its words can be measured)."""


@lru_cache(maxsize=64)
def _drawn(name: str, lang: str) -> bytes:
    """The picture ``name`` in ``lang`` as PNG, drawn once."""
    with i18n.speaking(lang):
        image = IMAGES[name]()
    if name == "standings":
        return common_encode.to_png(image, common_standings.palette_image())
    return draw.png(image)


def picture(name: str) -> bytes:
    """The picture ``name`` as PNG in the language in force, drawn once per language."""
    return _drawn(name, i18n.current())


# --- the pages ----------------------------------------------------------------------------------


def _text(key: str, **params: Any) -> str:
    """The sentence ``rulebook.<key>`` in the language in force."""
    return CATALOGUE.text(f"rulebook.{key}", **params)


def _params() -> dict[str, Any]:
    """What the sentences name, in the language in force: the command, the buttons and the variant as
    the bot labels them, and the players and sites of the example game's pictures."""
    found = facts()
    return {
        "command": COMMAND,
        "hint": text("teach.hint_button"),
        "why_not": text("teach.why_not_button"),
        "take_back": text("undo.button"),
        "beginner": say("ui.variant.beginner"),
        "start_beginner": text("lobby.button.start_variant", variant=say("ui.variant.beginner")),
        "eruption": card_name("eruption"),
        "names": join_list(list(NAMES)),
        "first": found.first,
        "mover": found.mover,
        "joiner": found.joiner,
        "owner": found.owner,
        "site": found.site,
        "scorer": found.scorer,
        "last": found.last,
    }


def _cards() -> list[str]:
    """Every scoring card with its effect, one line each, in the order of the cards' data."""
    return [
        _text("card", card=card_name(card), effect=card_effect(card))
        for card in dict.fromkeys(gamedata.cards().scoring)
    ]


def _paragraph(page: str, sentences: tuple[str, ...], params: dict[str, Any]) -> str:
    """One paragraph of ``page``: its sentences in the language in force, the picture's in italics."""
    said = " ".join(_text(f"{page}.{sentence}", **params) for sentence in sentences)
    return f"*{said}*" if sentences == ("picture",) else said


def _words(page: str, paragraphs: tuple[tuple[str, ...], ...], params: dict[str, Any]) -> str:
    """A page's paragraphs in the language in force (the scoring page: then every scoring card)."""
    said = "\n\n".join(_paragraph(page, sentences, params) for sentences in paragraphs)
    return "\n\n".join([said, "\n".join(_cards())]) if page == "scoring" else said


def pages() -> list[RulesPage]:
    """Every page in the language in force; a picture is drawn only when its page is shown, once per
    language (:func:`picture`)."""
    params = _params()
    out = []
    for page, paragraphs, name in PAGES:
        drawing: Callable[[], bytes] | None = partial(picture, name) if name else None
        out.append(RulesPage(_text(f"{page}.title"), _words(page, paragraphs, params), drawing))
    return out
