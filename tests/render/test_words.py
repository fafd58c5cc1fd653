"""The words the Santa Cruz images draw, as languages.md read them in German and French: a score of 1 in
the singular, the double move's kind in the plural, French resource cards naming the tile."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from PIL import Image

from devtools.gallery_text import TextRecorder
from render.santacruz import board, hand, summary
from render.santacruz.words import card_effect
from rules import i18n
from rules.santacruz.views import PlayerView, PublicView, player_view, public_view
from tests.render.states import moment


def _drawn(draw: Callable[[], Image.Image]) -> list[str]:
    """Every text the image drawn by ``draw`` shows."""
    with TextRecorder() as recorder:
        image = draw()
        return [t.text for t in recorder.texts(image)]


def _scores(view: PublicView, *scores: int) -> PublicView:
    """``view`` with the players' scores set to ``scores``."""
    players = tuple(dataclasses.replace(p, score=s) for p, s in zip(view.players, scores, strict=True))
    return dataclasses.replace(view, players=players)


def _play() -> PlayerView:
    pv = player_view(moment(2, "play").state, 0)
    return dataclasses.replace(pv, public=_scores(pv.public, 1, 2))


@pytest.mark.parametrize(
    ("lang", "one", "two"), [("en", "point", "points"), ("de", "Punkt", "Punkte"), ("fr", "point", "points")]
)
def test_a_score_of_one_is_in_the_singular_on_every_image(lang: str, one: str, two: str) -> None:
    """languages.md de B-3: "1 Punkte" under a score of 1 on the board, the hand and the scoring image."""
    pv = _play()
    with i18n.speaking(lang):
        on_board = _drawn(lambda: board.board_image(pv.public))
        on_hand = _drawn(lambda: hand.hand_image(pv))
        on_summary = _drawn(lambda: summary.summary_image(pv.public, "sheep", []))
    assert one in on_board and two in on_board
    assert any(text.startswith(f"1 {one} · ") for text in on_hand), on_hand
    assert f"1 {one}" in on_summary and f"2 {two}" in on_summary, on_summary


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Double move with ships: build 2 of 2"),
        ("de", "Doppelzug mit Schiffen: Bau 2 von 2"),
        ("fr", "Double action (navires) : construction 2 sur 2"),
    ],
)
def test_the_double_move_under_way_names_its_kind_in_the_plural(lang: str, said: str) -> None:
    """languages.md de B-4: "Doppelzug mit Schiff: Bau 2 von 2" on the board."""
    view = dataclasses.replace(public_view(moment(2, "play").state), double=("ship", 1))
    with i18n.speaking(lang):
        drawn = " ".join(_drawn(lambda: board.board_image(view)))
    assert said in drawn, drawn


def test_french_resource_cards_name_the_tile_they_need() -> None:
    """languages.md fr A-3: "si tu as construit sur mouton", "pour poisson et mouton" lacked an article."""
    with i18n.speaking("fr"):
        assert card_effect("sheep") == "7 points si tu as construit sur une tuile mouton."
        assert (
            card_effect("wood-sugar") == "7 points pour des tuiles bois et sucre, 3 pour une seule des deux."
        )
        assert summary.reason("gold6", "resource", 6) == "construit sur une tuile or"
