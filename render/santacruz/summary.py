"""The scoring summary: a scoring card just played, and who scored what with it and why.

Takes the public view after the card was played and the card's ``Scored`` events (or plain
``(seat, points, category)`` triples); reasons are worked out from the card and the points.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from render.common import fonts
from render.santacruz import cards, encode, sprites
from render.santacruz import palette as pal
from render.santacruz.dashboard import paste
from render.santacruz.words import card_name, resources, word
from rules.santacruz import gamedata
from rules.santacruz.events import Scored
from rules.santacruz.views import PublicView

Points = Scored | tuple[int, int, str]

WIDTH = 800
"""Width of the summary: Discord shows it 400 px wide on a phone, so its smallest words (20 px) read
at 10 px there."""
PAD = 20
ROW = 92
TITLE = 30
TITLE_LINES = 4


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


def _title(
    canvas: Image.Image, view: PublicView, card: str, player: int | None, marks: tuple[str, ...]
) -> None:
    """Beside the card: who played it (their marker) and the card's name, in up to four lines."""
    x0, y = PAD + cards.SCORING_SIZE[0] + 24, PAD + 30
    room = WIDTH - x0 - PAD
    if player is None:
        lines = fonts.wrap(card_name(card), TITLE, room, True)
    else:
        paste(canvas, sprites.marker(pal.player_colour(player), marks[player], 26), (x0, y), "lm")
        name = fonts.name(view.players[player].name, marks[player])
        lines = fonts.wrap(word("summary.title", name=name, card=card_name(card)), TITLE, room, True)
        y += 64
    if len(lines) > TITLE_LINES:
        lines = [*lines[: TITLE_LINES - 1], " ".join(lines[TITLE_LINES - 1 :])]
    for line in lines:
        fonts.draw_text(
            canvas, (x0, y), fonts.fit(line, TITLE, room, True), TITLE, pal.WHITE, anchor="lm", bold=True
        )
        y += TITLE + 10


def summary_image(view: PublicView, card: str, scored: Sequence[Points]) -> Image.Image:
    """The scoring summary as an RGB image: the card and who played it on top, then a row per player
    with what they scored and why; :data:`WIDTH` px wide, so that it reads on a phone."""
    marks = pal.player_marks([p.name for p in view.players])
    parts: dict[int, list[tuple[int, str]]] = {p.seat: [] for p in view.players}
    for seat, points, category in map(_triple, scored):
        parts.setdefault(seat, []).append((points, category))
    player = _player_of(view, card)
    n = len(view.players)
    order = [(player + i) % n for i in range(n)] if player is not None else list(range(n))
    ch = cards.SCORING_SIZE[1]
    top = PAD + ch + 16
    canvas = Image.new("RGB", (WIDTH, top + ROW * n + PAD - 10), pal.PANEL)
    paste(canvas, cards.scoring_card(card), (PAD, PAD))
    _title(canvas, view, card, player, marks)
    w = WIDTH - 2 * PAD
    for i, seat in enumerate(order):
        p = view.players[seat]
        y = top + i * ROW
        colour = pal.player_colour(seat)
        paste(canvas, sprites.panel(w, ROW - 10, pal.PANEL_LIGHT, colour, 3), (PAD, y))
        paste(canvas, sprites.marker(colour, marks[seat], 22), (PAD + 12, y + (ROW - 10) / 2), "lm")
        total = sum(points for points, _ in parts.get(seat, []))
        gained = f"{total:+d}" if total else "0"
        score = word("score", points=p.score)
        right = max(fonts.width(gained, 44, True), fonts.width(score, 20)) + 30
        name = fonts.fit(fonts.name(p.name, marks[p.seat]), 28, w - 66 - right - 12, True)
        fonts.draw_text(canvas, (PAD + 66, y + 28), name, 28, pal.PANEL_TEXT, anchor="lm", bold=True)
        why = "  \u00b7  ".join(f"{reason(card, cat, pts)} {pts:+d}" for pts, cat in parts.get(seat, []))
        why = why or word("why.nothing")
        fonts.draw_text(
            canvas,
            (PAD + 66, y + 60),
            fonts.fit(why, 22, w - 66 - right - 12),
            22,
            pal.PANEL_MUTED,
            anchor="lm",
        )
        fonts.draw_text(
            canvas,
            (PAD + w - 16, y + 28),
            gained,
            44,
            pal.GOLD if total > 0 else (pal.PANEL_MUTED if total == 0 else pal.WHITE),
            anchor="rm",
            bold=True,
        )
        fonts.draw_text(canvas, (PAD + w - 16, y + 64), score, 20, pal.PANEL_MUTED, anchor="rm")
    return canvas


def render_scoring_summary(view: PublicView, card: str, scored: Sequence[Points]) -> bytes:
    """The scoring summary as PNG bytes."""
    return encode.to_png(summary_image(view, card, scored))
