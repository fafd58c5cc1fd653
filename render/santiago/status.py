"""The status bar on top (whose decision it is and what it is) and the legend at the bottom."""

from __future__ import annotations

from PIL import Image

from render.common import fonts
from render.santiago import layout, sprites
from render.santiago import palette as pal
from render.santiago.marks import LastMove
from render.santiago.scaled import Canvas, marker
from render.santiago.words import building_name, word
from rules.santiago.views import Phase, PublicView


def _task(view: PublicView) -> str:
    """What the seat to act is deciding, in words."""
    if view.phase == Phase.GIVE:
        return word("phase.give", name=fonts.clean(view.players[view.turn].name))
    if view.phase == Phase.USE:
        building = view.flow.get("use_building") or ""
        return word("phase.use", building=fonts.clean(building_name(building)))
    return word(f"phase.{view.phase}")


def _winners(view: PublicView, last: LastMove) -> str:
    """Who won, when the last move ended the game and its standings are known (else "Game over")."""
    if len(last.places) != len(view.players):
        return word("game_over")
    first = [s for s, place in enumerate(last.places) if place == 1]
    names = [fonts.clean(view.players[s].name) for s in first]
    score = last.scores[first[0]]
    if len(names) == 1:
        return word("winner", name=names[0], score=score)
    return word("winners", names=", ".join(names), score=score)


def headline(view: PublicView, last: LastMove) -> tuple[str, str]:
    """The status bar's two lines before fitting: who is to play (or who won) and their task."""
    if view.to_move is None:
        return _winners(view, last), _task(view)
    return word("to_play", name=fonts.clean(view.players[view.to_move].name)), _task(view)


def draw_status(canvas: Canvas, view: PublicView, marks: tuple[str, ...], last: LastMove) -> None:
    """The bar across the top: the seat to act in its colour and letter, its name, and its task; at the
    end, the winner when the last move's standings are known."""
    scale = canvas.scale
    h = layout.STATUS_HEIGHT
    x = 20
    if view.to_move is None:
        canvas.paste(sprites.icon("crown", 52, 40, scale), (x, h / 2), "lm")
    else:
        seat = view.to_move
        canvas.paste(marker(pal.player_colour(seat), marks[seat], 28, scale), (x, h / 2), "lm")
    title, task = headline(view, last)
    room = layout.WIDTH - 2 * x - 76
    canvas.text((x + 76, 40), scale.fit(title, 42, room, True), 42, pal.WHITE, anchor="lm", bold=True)
    canvas.text((x + 76, 82), scale.fit(task, 30, room), 30, pal.PANEL_TEXT, anchor="lm")


def draw_legend(canvas: Canvas, y: int, private: bool, ended: bool = False) -> None:
    """One line explaining the marks: owner marker, figure, car, last move, in a private board the
    magenta fare of a legal destination, and once the game is over the VP for goods left."""
    scale = canvas.scale
    cy = y + layout.LEGEND_H / 2
    x: float = 24
    size = 24
    items: list[tuple[Image.Image, str]] = [
        (sprites.owner(pal.PANEL_TEXT, "", 30, scale), word("legend.owner")),
        (sprites.pawn(pal.PANEL_TEXT, "", 28, 36, scale), word("legend.figure")),
        (sprites.icon("car", 52, 32, scale), word("legend.car")),
        (sprites.ring(22, 22, pal.GOLD, 5, 6, scale), word("legend.last")),
    ]
    if private:
        items.append((sprites.cost_badge("1", True, scale), word("legend.legal")))
    if ended:
        items.append((sprites.icon("star", 28, scale=scale), word("legend.goods_vp")))
    for sprite, text in items:
        canvas.paste(sprite, (x, cy), "lm")
        x += sprite.width / scale.factor + 8
        text = scale.fit(text, size, layout.WIDTH - 12 - x)
        box = canvas.text((x, cy), text, size, pal.PANEL_TEXT, anchor="lm")
        x = box[2] + 26
