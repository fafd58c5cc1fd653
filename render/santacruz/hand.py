"""The hand image: what one seat holds in secret, from that seat's :class:`PlayerView`.

Building cards with their counts, scoring cards with their effect in words and icons, bird chips
with their values, and in round 2 the new card and the discarded one.
"""

from __future__ import annotations

from PIL import Image

from render.common import fonts
from render.santacruz import cards, encode, layout, sprites
from render.santacruz import palette as pal
from render.santacruz.dashboard import paste
from render.santacruz.words import word
from rules.santacruz import gamedata
from rules.santacruz.views import PlayerView

PAD = 24
HEADER = 100
TITLE = 52


def _scoring_cards(view: PlayerView) -> list[tuple[str, str | None, bool]]:
    """(card, ribbon, faded) for each scoring card to show: hand, the new card, the discard."""
    fresh = view.fresh_card
    out: list[tuple[str, str | None, bool]] = []
    for card in view.hand_scoring:
        out.append((card, word("hand.new_card") if card == fresh else None, False))
        fresh = None if card == fresh else fresh
    if view.new_card:
        out.append((view.new_card, word("hand.new_card"), False))
    if view.discarded:
        out.append((view.discarded, word("hand.discarded"), True))
    return out


def _section_title(canvas: Image.Image, y: int, text: str) -> None:
    """A section heading at height ``y``."""
    fonts.draw_text(canvas, (PAD, y + TITLE / 2 + 4), text, 30, pal.PANEL_TEXT, anchor="lm", bold=True)


def hand_image(view: PlayerView) -> Image.Image:
    """One seat's hand as an RGB image."""
    if not isinstance(view, PlayerView):
        raise TypeError(f"a hand is drawn from a PlayerView, not {type(view).__name__}")
    me = view.public.players[view.seat]
    marks = pal.player_marks([p.name for p in view.public.players])
    colour = pal.player_colour(view.seat)
    shown = _scoring_cards(view)
    cw, ch = cards.SCORING_SIZE
    per_row = (layout.WIDTH - PAD) // (cw + PAD)
    score_rows = max(1, -(-len(shown) // per_row))
    bw, bh = cards.BUILDING_SIZE
    height = HEADER + (TITLE + bh + PAD) + (TITLE + score_rows * (ch + PAD)) + (TITLE + 90 + PAD)
    canvas = Image.new("RGB", (layout.WIDTH, height), pal.PANEL)

    paste(canvas, sprites.panel(layout.WIDTH - 2 * 12, HEADER - 16, pal.PANEL_LIGHT, colour, 4), (12, 10))
    paste(canvas, sprites.marker(colour, marks[view.seat], 28), (PAD + 6, HEADER / 2 + 2), "lm")
    title = fonts.fit(word("hand.title", name=fonts.name(me.name, marks[me.seat])), 40, 640, True)
    fonts.draw_text(canvas, (PAD + 78, HEADER / 2 + 2), title, 40, pal.WHITE, anchor="lm", bold=True)
    status = f"{word('round', round=view.public.round)}  \u00b7  {word(f'phase.{view.public.phase}')}"
    fonts.draw_text(
        canvas, (layout.WIDTH - PAD - 8, HEADER / 2 - 14), status, 26, pal.PANEL_MUTED, anchor="rm"
    )
    score = word("hand.standing", score=word("score", points=me.score), rank=me.rank)
    fonts.draw_text(
        canvas, (layout.WIDTH - PAD - 8, HEADER / 2 + 20), score, 28, pal.GOLD, anchor="rm", bold=True
    )

    y = HEADER
    _section_title(canvas, y, word("hand.building"))
    y += TITLE
    step = (layout.WIDTH - 2 * PAD - bw) // 3
    for i, kind in enumerate(gamedata.CARD_KINDS):
        paste(canvas, cards.building_card(kind, view.hand_building.get(kind, 0)), (PAD + i * step, y))
    y += bh + PAD

    _section_title(canvas, y, word("hand.scoring"))
    y += TITLE
    if not shown:
        fonts.draw_text(canvas, (PAD, y + 30), word("hand.none"), 28, pal.PANEL_MUTED, anchor="lm")
    for i, (card, ribbon, faded) in enumerate(shown):
        x = PAD + (i % per_row) * (cw + PAD)
        cy = y + (i // per_row) * (ch + PAD)
        paste(canvas, cards.scoring_card(card, faded), (x, cy))
        if ribbon:
            rw = fonts.width(ribbon, 22, True) + 24
            paste(
                canvas,
                sprites.panel(rw, 34, pal.HIGHLIGHT_FLAG if not faded else pal.GHOST_EDGE, pal.WHITE, 2, 12),
                (x + cw - rw - 10, cy + ch - 24),
            )
            fonts.draw_text(
                canvas, (x + cw - 10 - rw / 2, cy + ch - 7), ribbon, 22, pal.WHITE, anchor="mm", bold=True
            )
    y += score_rows * (ch + PAD)

    _section_title(canvas, y, word("hand.chips"))
    y += TITLE
    if not view.chips:
        fonts.draw_text(canvas, (PAD, y + 40), word("hand.no_chips"), 28, pal.PANEL_MUTED, anchor="lm")
    for i, value in enumerate(view.chips):
        paste(canvas, sprites.chip(value, 40), (PAD + i * 96, y + 2))
    return canvas


def render_hand(view: PlayerView) -> bytes:
    """The hand image as PNG bytes."""
    return encode.to_png(hand_image(view))
