"""Every sentence fits Discord's limits in every language with the longest names (32 characters)."""

from __future__ import annotations

import random

import pytest

from bot.texts import CATALOGUE as CORE
from rules import i18n
from rules.i18n import Catalogue
from rules.santacruz.messages import CATALOGUE as SANTACRUZ
from rules.santiago.messages import CATALOGUE as SANTIAGO

NAME = "W" * 32
"""The longest display name Discord allows."""

BUTTONS = (
    "ui.button.",
    "lobby.button.",
    "abandon.yes",
    "abandon.no",
    "replay.first",
    "replay.prev",
    "replay.next",
    "replay.last",
    "timer.vote_button",
    "stats.share",
)
OPTIONS = (
    "ui.site.label",
    "ui.site.none",
    "ui.site.placeholder",
    "ui.pick.",
    "ui.double.kind",
    "ui.double.nowhere",
    "ui.card.",
    "history.replay",
    "ui.replay.turn",
    "replay.turns",
    "ui.more",
    "ui.choose",
)
FACTS = "lighthouse 4 · fish +3 · bird"
"""About the longest facts a site label lists."""
EXACT_MISS = frozenset({"abandon.not_allowed"})
"""Keys that share a button's prefix but are sentences."""
CUT = frozenset({"ui.site.join_label"})
"""Labels the bot still cuts at 80 characters with the longest names (in every language, as before)."""
CHOICES = ("ui.label.", "ui.effect.")
"""Santiago's choice labels and the effects they quote: checked as the bot builds them, below."""
DESCRIPTIONS = ("command.", "ui.command.")
CONTENT = 2000
EMBED_TITLE = 256


def _longest(catalogue: Catalogue, key: str, lang: str) -> str:
    """``key`` in ``lang`` with every placeholder at its longest: names of 32 characters, big numbers."""
    params = {
        name: FACTS
        if name == "facts"
        else 9999
        if name in {"count", "points", "each", "total", "step", "id", "rank", "score"}
        else NAME
        for name in i18n.placeholders(catalogue.english[key])
    }
    return catalogue.text(key, lang, **params)


def _limit(key: str) -> int:
    if key in ("abandon.yes", "abandon.no") or (key.startswith(BUTTONS) and key not in EXACT_MISS):
        return 80
    if key.startswith(OPTIONS) or key.startswith(DESCRIPTIONS):
        return 100
    return CONTENT


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("catalogue", [CORE, SANTACRUZ, SANTIAGO], ids=lambda c: c.name)
def test_every_sentence_fits_its_discord_limit(catalogue: Catalogue, lang: str) -> None:
    too_long = []
    for key in (k for k in catalogue if k not in CUT):
        if catalogue is SANTIAGO and key.startswith(CHOICES):
            continue
        if key.startswith(DESCRIPTIONS) and i18n.placeholders(catalogue.english[key]) - {"game"}:
            continue
        text = (
            _longest(catalogue, key, lang)
            if not key.startswith(DESCRIPTIONS)
            else catalogue.text(key, lang, game="Santa Cruz")
        )
        if len(text) > _limit(key):
            too_long.append((key, len(text), _limit(key)))
    assert too_long == []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_titles_fit_an_embed_title(lang: str) -> None:
    for key in ("ui.title", "ui.replay.title", "lobby.title", "replay.header"):
        for catalogue in (SANTACRUZ, SANTIAGO) if key.startswith("ui.") else (CORE,):
            assert len(_longest(catalogue, key, lang)) <= EMBED_TITLE


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_santiago_choice_labels_fit_a_button(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every Santiago choice of two random 4-player games with 32-character names, labelled in ``lang``
    before the bot's cut at 80 characters: only a label holding a player's name may need that cut."""
    from bot.games.santiago import choices as santiago_choices
    from rules.santiago.engine import apply_in_place, legal_list
    from rules.santiago.setup import new_game
    from rules.santiago.views import player_view

    monkeypatch.setattr(santiago_choices, "LABEL", 10_000)
    names = [f"{letter}{NAME[1:]}" for letter in "ABCD"]
    too_long: dict[str, int] = {}
    for seed in range(2):
        rng = random.Random(seed)
        state = new_game(names, seed=seed)
        while state.phase != "end":
            seat = state.to_move
            with i18n.speaking(lang):
                labels = [c.label for c in santiago_choices.choices(player_view(state, seat))]
            for label in labels:
                if len(label) > 80 and not any(name in label for name in names):
                    too_long[label] = len(label)
            apply_in_place(state, rng.choice(legal_list(state, seat)))
    assert too_long == {}
