"""High Card on Discord: the third game's whole bot package, written against the game seam only.

It declares two verbs (``act`` opens my choices, ``do`` plays one) whose handlers return intents, a
public turn message with the Hand button, a panel, what follows a move, and the shared subcommands'
texts; the core does the rest (lobby, seats, storage, Take back, DMs, replays, statistics).
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

import discord
from PIL import Image, ImageDraw

from bot.components import GameButton, Ref, view_of
from bot.games.seam import (
    Board,
    CatalogueUI,
    Click,
    Frame,
    GameVerb,
    GuideEntry,
    Intent,
    Line,
    LiveGame,
    Moved,
    Play,
    Refuse,
    RulesPage,
    Seated,
    Show,
    Table,
    Verb,
    called,
    coloured,
    off_loop,
    record_name,
)
from bot.messaging import Post, plain
from tests.toygame.rules import GAME, Event, PublicView, State

WORDS = {
    "ui.game": "High Card",
    "ui.level.simple": "Simple",
    "ui.variant.standard": "Standard",
    "ui.coloured": "{square} {name}",
    "ui.command.board": "Show the table privately.",
    "ui.command.hand": "Show my card.",
    "ui.command.status": "Where the game stands.",
    "ui.command.log": "The moves so far.",
    "ui.command.rules": "How to play High Card.",
    "ui.not_started": "No game of High Card is running here; start one with /{command} join.",
    "ui.turn": "Turn {turn} of 4: {who}, keep your card or swap it.",
    "ui.discards": "Discarded: {discards}.",
    "ui.standing": "discarded: {discarded}",
    "ui.alt": "The table at turn {turn}.",
    "ui.moved": "{name} played.",
    "ui.end": "{winner} wins with {card}. Cards: {cards}. Record: {record}.",
    "ui.button.act": "My choice",
    "ui.button.hand": "My card",
    "ui.button.keep": "Keep my {card}",
    "ui.button.swap": "Swap my {card}",
    "ui.panel": "Your card: {card}.",
    "ui.panel.wait": "Your card: {card}. Waiting for {names}.",
    "ui.done.keep": "You kept your card.",
    "ui.done.swap": "You swapped your card.",
    "ui.dm": "High Card: you drew a {card}.",
    "ui.log.empty": "No moves yet.",
    "ui.rules": "Each player holds one hidden card. Keep it or swap it, twice each; the higher card wins.",
    "ui.rules.goal": "Goal",
    "ui.rules.turn": "A turn",
    "ui.rules.swap": "A swap lays your card face up and draws a new one that only you see.",
    "ui.undo": "{moves}",
    "guide.deal": "Each of you holds one hidden card; the higher card at the end wins.",
    "guide.swap": "A swap lays your card face up and draws a new one that only you see.",
    "ui.replay.start": "Deal",
    "ui.replay.turn": "{step}. {name}",
    "render.category.card": "Card in hand",
}


PRIMARY = discord.ButtonStyle.primary


def say(key: str, **params: Any) -> str:
    """A sentence of High Card's own (English-only) catalogue."""
    return WORDS[key].format(**params)


def _discards(view: PublicView) -> str:
    return "; ".join(
        f"{name}: {', '.join(map(str, d)) or '-'}" for name, d in zip(view.names, view.discards, strict=True)
    )


def _discards_text(view: PublicView) -> str:
    return say("ui.discards", discards=_discards(view))


async def _act(seated: Seated, click: Click) -> Intent:
    """My choices now."""
    return Show(_panel(seated))


async def _do(seated: Seated, click: Click) -> Intent:
    """Play the button's line, if the rules allow it now."""
    if click.line.text not in GAME.legal_actions(seated.live.state, seated.seat):
        return Refuse()
    return Play(click.line)


def _panel(seated: Seated) -> Post:
    """My card, and Keep / Swap buttons when it is my turn."""
    live, seat = seated.live, seated.seat
    view = GAME.player_view(live.state, seat)
    if not view.legal:
        names = ", ".join(plain(p.name) for p in live.awaited()) or "-"
        return Post(content=say("ui.panel.wait", card=view.card, names=names))
    buttons = [
        GameButton(
            Ref(live.row.id, live.version, "do", line), say(f"ui.button.{line.split()[1]}", card=view.card)
        )
        for line in view.legal
    ]
    return Post(content=say("ui.panel", card=view.card), view=view_of(*buttons))


def _picture(text: str) -> bytes:
    """A small picture of the table (replays show one per step)."""
    image = Image.new("RGB", (240, 60), "white")
    ImageDraw.Draw(image).text((8, 24), text, fill="black")
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


class HighCardUI(CatalogueUI):
    """High Card as the bot core sees it (:class:`bot.games.seam.GameUI`)."""

    say = staticmethod(say)
    panel_command = "hand"
    variant_options = (("standard", {}),)

    def __init__(self, board_format: str = "png") -> None:
        self.module = GAME
        self.board_format = board_format
        self.verbs = {
            "act": GameVerb(Verb(versioned=True), _act),
            "do": GameVerb(Verb(move=True, versioned=True), _do),
        }

    colour = discord.Colour.dark_green()

    async def table(self, live: LiveGame, moved: Sequence[Moved], draw: bool) -> Table:
        """Whose turn it is (mentioned) with the discards, or the cards and the record at the end."""
        state: State = live.state
        view = GAME.public_view(state)
        title = say("ui.game")
        standings = [say("ui.standing", discarded=", ".join(map(str, d)) or "-") for d in view.discards]
        if view.shown:
            outcome = GAME.outcome(state)
            assert outcome is not None
            cards = ", ".join(f"{plain(n)} {c}" for n, c in zip(view.names, view.shown, strict=True))
            winner = coloured(say, outcome.winner, plain(view.names[outcome.winner]))
            prompt = say("ui.end", winner=winner, card=max(view.shown), cards=cards, record=record_name(live))
            return Table(title, (), standings, prompt, None)
        player = live.user_of_seat(min(view.awaiting))
        who = coloured(say, min(view.awaiting), called(player))
        prompt = say("ui.turn", turn=view.turn + 1, who=who)
        buttons = [
            GameButton(
                Ref(live.row.id, live.version, "act"), say("ui.button.act"), style=discord.ButtonStyle.primary
            ),
            GameButton(Ref(live.row.id, live.version, "hand"), say("ui.button.hand")),
        ]
        image = await off_loop(_picture, f"turn {view.turn + 1}") if draw else None
        board = Board("table.png", image, say("ui.alt", turn=view.turn + 1))
        news = [say("ui.moved", name=plain(view.names[m.before.turn % 2])) for m in moved]
        mentions = () if player.computer else (player.user_id,)
        return Table(title, news, standings, prompt, board, buttons, mentions)

    def edits_live(self, before: Any, after: Any) -> bool:
        """Every move is a new turn: each posts anew."""
        return False

    async def panel(self, seated: Seated) -> Post:
        return _panel(seated)

    async def follow_up(self, seated: Seated, move: Line, events: Sequence[Any]) -> Intent:
        return Show(Post(content=say(f"ui.done.{move.text.split()[1]}")), take_back=True)

    def private_news(self, live: LiveGame, link: str | None, events: Sequence[Any], seat: int) -> str | None:
        """The card a swap drew, for its seat alone."""
        drawn: list[Event] = [e for e in events if e.kind == "swapped" and e.seat == seat]
        return say("ui.dm", card=drawn[-1].drew) if drawn else None

    def status_text(self, live: LiveGame, link: str | None) -> str:
        view = GAME.public_view(live.state)
        return (
            f"{say('ui.turn', turn=view.turn + 1, who='-')}\n{say('ui.discards', discards=_discards(view))}"
        )

    def log_text(self, live: LiveGame) -> str:
        moves = live.state.moves
        return "\n".join(f"{n}. `{line}`" for n, line in enumerate(moves, start=1)) or say("ui.log.empty")

    def rules_pages(self) -> Sequence[RulesPage]:
        """Two pages: the goal with a picture, a turn without."""
        return [
            RulesPage(say("ui.rules.goal"), say("ui.rules"), lambda: _picture(say("ui.rules.goal"))),
            RulesPage(say("ui.rules.turn"), say("ui.rules.swap")),
        ]

    async def let_go(self, live: LiveGame) -> None:
        """The toy game's renderer keeps nothing of a game."""

    def guide(self, live: LiveGame, before: Any | None, events: Sequence[Any]) -> Sequence[GuideEntry]:
        """The deal, and the first swap."""
        if before is None:
            return [GuideEntry("deal", say("guide.deal"))]
        return [
            GuideEntry("swap", say("guide.swap"))
            for e in events
            if isinstance(e, Event) and e.kind == "swapped"
        ]

    def milestone(self, events: Sequence[Any]) -> str | None:
        """High Card has no rounds: its followers hear only of its end."""
        return None

    def undo_words(self, live: LiveGame, lines: Sequence[str]) -> str:
        return say("ui.undo", moves=", ".join(line.split()[1] for line in lines))

    def replay_frame(self, record: dict[str, Any], step: int) -> Frame:
        state = GAME.replay(record, step)
        view = GAME.public_view(state)
        text = _discards_text(view)
        return Frame(f"{say('ui.game')} {step}", text, _picture(f"step {step}"))
