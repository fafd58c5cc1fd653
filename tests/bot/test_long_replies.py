"""Long replies (such as ``/santacruz rules``) go out over several messages, split between lines."""

from __future__ import annotations

from typing import Any

import pytest

from bot.games.santacruz.ui import SantaCruzUI
from bot.interactions.messenger import Messenger
from bot.messaging import MESSAGE_LIMIT, Post, split_message
from rules import i18n
from rules.santacruz import gamedata


def test_a_short_text_is_one_message() -> None:
    """Nothing to split: the text comes back whole."""
    assert split_message("a\nb") == ["a\nb"]


def test_pieces_break_between_lines() -> None:
    """Lines are kept whole and in order; every piece is within the limit."""
    lines = [f"line {i:02d} " + "x" * 20 for i in range(40)]
    pieces = split_message("\n".join(lines), limit=100)
    assert len(pieces) > 1 and all(len(p) <= 100 for p in pieces)
    assert [line for p in pieces for line in p.split("\n")] == lines


def test_a_line_longer_than_the_limit_breaks_at_a_space_then_mid_word() -> None:
    """An overlong line breaks at its last space; a word longer than a message breaks where it must."""
    text = "short\n" + " ".join(["wort"] * 60) + "\n" + "z" * 250
    pieces = split_message(text, limit=100)
    assert all(len(p) <= 100 for p in pieces)
    assert "".join(" ".join(pieces).split()) == "".join(text.split())
    assert {w for p in pieces for w in p.split()} == {"short", "wort", "z" * 100, "z" * 50}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_rules_text_is_whole_in_every_language(lang: str) -> None:
    """The rules list every scoring card in full on their scoring page; every page fits an embed's
    description whole (issue 44: a page is a few sentences, at most 1,500 characters)."""
    with i18n.speaking(lang):
        pages = SantaCruzUI().rules_pages()
    assert all(0 < len(page.text) <= 1500 and page.title for page in pages)
    listed = sum(page.text.count("\u2022") for page in pages)
    assert listed == len(dict.fromkeys(gamedata.cards().scoring))


async def test_say_long_sends_every_piece(monkeypatch: pytest.MonkeyPatch) -> None:
    """The messenger sends one reply per piece, in order, each within Discord's limit."""
    sent: list[str | None] = []

    async def reply(
        self: Messenger, interaction: Any, post: Post, *, ephemeral: bool = True, lend: bool = True
    ) -> None:
        sent.append(post.content)

    monkeypatch.setattr(Messenger, "reply", reply)
    text = "\n".join(f"{i}: " + "mot " * 30 for i in range(100))
    await Messenger(client=None).say_long(None, text)  # type: ignore[arg-type]
    assert len(sent) > 1 and all(s is not None and len(s) <= MESSAGE_LIMIT for s in sent)
    assert "".join("".join(s or "" for s in sent).split()) == "".join(text.split())
