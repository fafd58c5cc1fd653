"""Checks that nothing secret reached a public payload of a whole game.

A game is rebuilt version by version from its stored action log. Then every public image must be
exactly the render of the public view at its version, and every public text must stay the same
when every secret (hands, discards, chip values, face-down tiles) is changed.
"""

from __future__ import annotations

import dataclasses
import io
import random
import re
from collections.abc import Sequence
from typing import Any

from PIL import Image

from bot.components import PATTERN
from bot.store import undone_to
from render.santacruz import board_image, render_scoring_summary, render_standings
from render.santacruz.encode import quantize
from rules.santacruz import narrate
from rules.santacruz.engine import apply
from rules.santacruz.events import CardPlayed, Event, Scored, built_sites, is_secret
from rules.santacruz.invariants import scramble_secrets
from rules.santacruz.records import start_state
from rules.santacruz.state import GameState
from rules.santacruz.views import PublicView, public_view
from tests.bot.fake_discord import FakeHTTP, Sent


@dataclasses.dataclass(slots=True)
class Moment:
    """The game at one version: the state, the events that led to it and the state before them."""

    state: GameState
    events: list[Event]
    before: GameState | None


def moments(record: dict[str, Any], actions: Sequence[tuple[int, int | None, str]]) -> list[Moment]:
    """Version ``v`` of the game at index ``v`` (the bot's action log counts each step of a double move;
    an undo entry ``undo <t>`` brings back the game of version ``t``, with no events)."""
    state = start_state(record)
    out = [Moment(state, [], None)]
    for _version, _seat, line in actions:
        before = state
        restored = undone_to(line)
        if restored is None:
            state, events = apply(state, line)
        else:
            state, events = out[restored].state, []
        out.append(Moment(state, events, before))
    return out


def public_sent(fake: FakeHTTP, channel_id: int) -> list[Sent]:
    """Every non-ephemeral payload the bot sent to the channel (posts, edits, interaction answers)."""
    return [s for s in fake.outgoing() if not s["ephemeral"] and s["channel_id"] == channel_id]


def version_of(sent: Sent, last: int) -> int:
    """The version a turn message shows: from its buttons' custom ids, or the last one (game over)."""
    for row in sent.get("components") or []:
        for component in row.get("components", []):
            match = re.fullmatch(PATTERN, component.get("custom_id", ""))
            if match:
                return int(match["version"])
    return last


def pixels(image: Image.Image) -> bytes:
    """An image's RGB pixels, to compare a lossless upload with a fresh drawing without re-encoding."""
    return image.convert("RGB").tobytes()


def board_pixels(view: PublicView, last_move: frozenset[str]) -> bytes:
    """The pixels of the public board drawn from ``view``, on the palette every upload uses."""
    return pixels(quantize(board_image(view, last_move=last_move)))


def check_public_images(fake: FakeHTTP, channel_id: int, history: list[Moment]) -> int:
    """Each public image (board, scoring summary, standings) is the render of the public view at its
    version; returns how many were checked. The lossless board is compared pixel for pixel."""
    checked = 0
    last = len(history) - 1
    for sent in public_sent(fake, channel_id):
        board = sent["files"].get("board.webp") or sent["files"].get("board.png")
        if board is None:
            continue
        moment = history[version_of(sent, last)]
        view = public_view(moment.state)
        shown = pixels(Image.open(io.BytesIO(board)))
        assert shown in (board_pixels(view, built_sites(moment.events)), board_pixels(view, frozenset())), (
            f"the public board of version {version_of(sent, last)} differs"
        )
        checked += 1
        summary = sent["files"].get("scoring.png")
        if summary is not None:
            card = next(e.card for e in moment.events if isinstance(e, CardPlayed) and e.scoring)
            scored = [e for e in moment.events if isinstance(e, Scored) and e.source == card]
            assert summary == render_scoring_summary(view, card, scored), "a scoring summary differs"
            checked += 1
        standings = sent["files"].get("standings.png")
        if standings is not None:
            assert standings == render_standings(view), "the final standings differ"
            checked += 1
    return checked


def _scrambled(events: list[Event], rng: random.Random) -> list[Event]:
    out = []
    for event in events:
        if event.SECRET:
            fields = {name: _other(getattr(event, name), rng) for name in event.SECRET}
            event = dataclasses.replace(event, **fields)
        out.append(event)
    return out


def _other(value: object, rng: random.Random) -> object:
    if isinstance(value, int):
        return value + rng.randrange(1, 7)
    return f"secret{rng.randrange(10**6)}"


def check_public_text(fake: FakeHTTP, channel_id: int, history: list[Moment], names: list[str]) -> int:
    """Every public turn text is what the public alone determines, and no owner-only sentence is public."""
    rng = random.Random(0)
    texts = [f"{s.get('content') or ''} {s.get('embeds')}" for s in public_sent(fake, channel_id)]
    public = "\n".join(texts)
    checked = 0
    for moment in history[1:]:
        before = public_view(moment.before) if moment.before is not None else None
        told = narrate.describe(moment.events, names, None, before=before)
        other_before = (
            public_view(scramble_secrets(moment.before, rng)) if moment.before is not None else None
        )
        assert told == narrate.describe(_scrambled(moment.events, rng), names, None, before=other_before)
        for event in moment.events:
            if is_secret(event, None):
                owner = narrate.describe([event], names, event.seat)  # type: ignore[attr-defined]
                for sentence in set(owner) - set(narrate.describe([event], names, None)):
                    assert sentence not in public, f"a private sentence went public: {sentence!r}"
                    checked += 1
    return checked


SANTIAGO_PUBLIC_VERBS = frozenset({"act", "hand", "vote", "join", "leave", "start", "add_ai", "remove_ai"})
"""The only verbs a public Santiago message may carry under ``hidden_holdings`` (no choice labels)."""


def check_santiago_public(fake: FakeHTTP, channel_id: int, record: dict[str, Any]) -> int:
    """Santiago under ``hidden_holdings``: every public board is the render of the public view at its
    version (with or without the last move marked), no public message offers a choice (whose labels
    would tell a holding) and no public text shows a seat's holdings in words; how many were checked."""
    for sent in public_sent(fake, channel_id):
        for row in sent.get("components") or []:
            for component in row.get("components", []):
                match = re.fullmatch(PATTERN, component.get("custom_id", ""))
                assert match is None or match["verb"] in SANTIAGO_PUBLIC_VERBS, component
        said = f"{sent.get('content') or ''} {sent.get('embeds')}"
        assert not re.search(r"[0-9]+ [Pp]esos? · [0-9]+ (VP|SP|PV)", said), said
    return check_santiago_boards(fake, channel_id, record)


def check_santiago_boards(fake: FakeHTTP, channel_id: int, record: dict[str, Any]) -> int:
    """Every public Santiago board is the render of the public view at its version (with or without the
    last move marked), drawn in the language in force; how many were checked."""
    from render.santiago import last_move
    from render.santiago.board import public_pixels
    from rules.santiago.engine import apply_in_place
    from rules.santiago.records import start_state as santiago_start
    from rules.santiago.views import public_view as santiago_view

    state = santiago_start(record)
    history = [(santiago_view(state), last_move([]))]
    for line in record["moves"]:
        events = apply_in_place(state, line)
        history.append((santiago_view(state), last_move(events)))
    last = len(history) - 1
    checked = 0
    for sent in public_sent(fake, channel_id):
        board = sent["files"].get("board.webp") or sent["files"].get("board.png")
        if board is None:
            continue
        view, marks = history[version_of(sent, last)]
        shown = pixels(Image.open(io.BytesIO(board)))
        assert shown in (pixels(public_pixels(view, last_move=marks)), pixels(public_pixels(view))), (
            f"the public board of version {version_of(sent, last)} differs"
        )
        checked += 1
    return checked
