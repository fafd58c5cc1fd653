"""The scoring summary: a scoring card just played, and who scored what with it and why.

Takes the public view after the card was played and the card's ``Scored`` events (or plain
``(seat, points, category)`` triples); reasons are worked out from the card and the points.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from render.common import fonts
from render.santacruz import cards, encode, layout, sprites
from render.santacruz import palette as pal
from render.santacruz.dashboard import paste
from render.santacruz.words import card_name, resources, word
from rules.santacruz import gamedata
from rules.santacruz.events import Scored
from rules.santacruz.views import PublicView

Points = Scored | tuple[int, int, str]

PAD = 24
HEADER = 100
ROW = 96


def _triple(item: Points) -> tuple[int, int, str]:
    """(seat, points, category) from a Scored event or a triple."""
    if isinstance(item, Scored):
        return (item.seat, item.points, item.category)
    return (int(item[0]), int(item[1]), str(item[2]))


def reason(card_id: str, category: str, points: int) -> str:
    """Why ``points`` of ``category`` came from playing ``card_id``, in words."""
    card = gamedata.cards().scoring[card_id]
    each = card.points_each or 1
    if category == "fish_bonus":
        return word("why.fish_bonus")
    if category == "resource":
        if card.kind == "resource-pair":
            first, second = (resources([n]) for n in card.needs[:2])
            return word(
                "why.pair_one" if points == card.points_one else "why.pair_all", first=first, second=second
            )
        return word("why.resource", needs=resources(card.needs))
    if category == "places":
        return word("why.count", count=points // each, where=word(f"where.{card.where}"))
    if category == "eruption":
        return word("why.eruption", count=points // each)
    if category == "birds":
        return word("why.chips", count=points // each)
    return word("why.rule")


def _player_of(view: PublicView, card_id: str) -> int | None:
    """The seat whose move played ``card_id``, read from the public move list."""
    for line in reversed(view.moves):
        parts = line.split()
        if len(parts) == 3 and parts[1] == "score" and parts[2] == card_id and parts[0].isdigit():
            return int(parts[0])
    return None


def summary_image(view: PublicView, card: str, scored: Sequence[Points]) -> Image.Image:
    """The scoring summary as an RGB image."""
    marks = pal.player_marks([p.name for p in view.players])
    parts: dict[int, list[tuple[int, str]]] = {p.seat: [] for p in view.players}
    for seat, points, category in map(_triple, scored):
        parts.setdefault(seat, []).append((points, category))
    player = _player_of(view, card)
    n = len(view.players)
    order = [(player + i) % n for i in range(n)] if player is not None else list(range(n))
    cw, ch = cards.SCORING_SIZE
    height = HEADER + max(ch, ROW * n) + 2 * PAD
    canvas = Image.new("RGB", (layout.WIDTH, height), pal.PANEL)

    paste(canvas, sprites.panel(layout.WIDTH - 24, HEADER - 16, pal.PANEL_LIGHT, pal.GOLD, 4), (12, 10))
    x = PAD + 4
    if player is not None:
        paste(canvas, sprites.marker(pal.player_colour(player), marks[player], 28), (x, HEADER / 2 + 2), "lm")
        x += 72
        title = word(
            "summary.title", name=fonts.name(view.players[player].name, marks[player]), card=card_name(card)
        )
    else:
        title = card_name(card)
    fonts.draw_text(
        canvas,
        (x, HEADER / 2 + 2),
        fonts.fit(title, 40, layout.WIDTH - x - PAD, True),
        40,
        pal.WHITE,
        anchor="lm",
        bold=True,
    )

    paste(canvas, cards.scoring_card(card), (PAD, HEADER + PAD))
    x0 = PAD * 2 + cw
    w = layout.WIDTH - x0 - PAD
    for i, seat in enumerate(order):
        p = view.players[seat]
        y = HEADER + PAD + i * ROW
        colour = pal.player_colour(seat)
        paste(canvas, sprites.panel(w, ROW - 10, pal.PANEL_LIGHT, colour, 3), (x0, y))
        paste(canvas, sprites.marker(colour, marks[seat], 22), (x0 + 12, y + (ROW - 10) / 2), "lm")
        total = sum(points for points, _ in parts.get(seat, []))
        gained = f"{total:+d}" if total else "0"
        gw = fonts.width(gained, 44, True)
        name = fonts.fit(fonts.name(p.name, marks[p.seat]), 28, w - 90 - gw - 30, True)
        fonts.draw_text(canvas, (x0 + 66, y + 30), name, 28, pal.PANEL_TEXT, anchor="lm", bold=True)
        why = "  \u00b7  ".join(f"{reason(card, cat, pts)} {pts:+d}" for pts, cat in parts.get(seat, []))
        why = why or word("why.nothing")
        fonts.draw_text(
            canvas, (x0 + 66, y + 62), fonts.fit(why, 22, w - 90 - gw - 30), 22, pal.PANEL_MUTED, anchor="lm"
        )
        fonts.draw_text(
            canvas,
            (x0 + w - 16, y + 30),
            gained,
            44,
            pal.GOLD if total > 0 else (pal.PANEL_MUTED if total == 0 else pal.WHITE),
            anchor="rm",
            bold=True,
        )
        fonts.draw_text(
            canvas, (x0 + w - 16, y + 66), f"{p.score} {word('points')}", 20, pal.PANEL_MUTED, anchor="rm"
        )
    return canvas


def render_scoring_summary(view: PublicView, card: str, scored: Sequence[Points]) -> bytes:
    """The scoring summary as PNG bytes."""
    return encode.to_png(summary_image(view, card, scored))
