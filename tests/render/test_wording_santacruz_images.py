"""Santa Cruz's pictures as native readers read them (languages-2.md, issue 42): the legend of a public
board, the "whose turn" line of the status box and the hand's header.

Read with :class:`devtools.gallery_text.TextRecorder`, which records every text drawn and every text
:func:`render.common.fonts.fit` had to cut.
"""

from __future__ import annotations

import dataclasses

import pytest

from devtools.gallery_text import TextRecorder
from render.santacruz import board, hand, layout
from render.santacruz.gallery import legal_sites
from render.santacruz.words import word
from rules import i18n
from rules.santacruz.views import PublicView, player_view, public_view
from tests.render.images import NAMES
from tests.render.states import moment


def _mover_named(view: PublicView, name: str) -> PublicView:
    """``view`` with the awaited player named ``name``."""
    players = tuple(
        dataclasses.replace(p, name=name) if p.seat == view.awaiting[0] else p for p in view.players
    )
    return dataclasses.replace(view, players=players)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_build_here_flag_is_explained_on_private_boards_only(lang: str) -> None:
    """languages-2.md G-6: the public board's legend explained the pink flag ("hier darfst du bauen"),
    which public boards never show, speaking to the whole channel as "du"; a private board, whose legal
    sites carry the flag, still explains it."""
    found = moment(3, "double")
    view = public_view(found.state)
    with TextRecorder() as recorder, i18n.speaking(lang):
        legal, last = word("legend.legal"), word("legend.last")
        base = board.base_image(view)
        public = board.marked(base, view, box=(0, 0, layout.WIDTH, layout.BOARD_HEIGHT))
        panel = board.panel_image(view, legal_sites(found.state), base)
        shown_public = {t.text for t in recorder.texts(public)}
        shown_panel = {t.text for t in recorder.texts(panel)}
    assert last in shown_public and legal not in shown_public
    assert legal in shown_panel


@pytest.mark.parametrize("name", ["Geneviève", NAMES[0], NAMES[1]])
def test_whose_turn_is_never_cut_mid_word(name: str) -> None:
    """languages-2.md FR-39: the French board header read "À Geneviève de jo…". The line now shrinks to
    fit; a name too long even then is what is cut, never the words around it."""
    view = _mover_named(public_view(moment(3, "double").state), name)
    with TextRecorder() as recorder, i18n.speaking("fr"):
        image = board.marked(board.base_image(view), view, box=(0, 0, layout.WIDTH, layout.BOARD_HEIGHT))
        lines = [t.text for t in recorder.texts(image) if t.text.endswith(" de jouer")]
    assert len(lines) == 1 and lines[0].startswith("À ")
    if name == "Geneviève":
        assert lines[0] == "À Geneviève de jouer"
        assert not [cut for cut in recorder.cut if "jouer" in cut]


@pytest.mark.parametrize(
    ("lang", "header"), [("en", "· 1st place"), ("de", "· Platz 1"), ("fr", "· 1re place")]
)
def test_the_hand_header_says_place_in_words(lang: str, header: str) -> None:
    """languages-2.md DE-38: the hand's header read "36 Punkte  3." (a bare rank)."""
    state = moment(4, "play").state
    seat = public_view(state).ranks[0]
    with TextRecorder() as recorder, i18n.speaking(lang):
        image = hand.hand_image(player_view(state, seat))
        texts = [t.text for t in recorder.texts(image)]
    assert any(text.endswith(header) for text in texts), texts
