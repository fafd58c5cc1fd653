"""``bench/capacity.py`` names the board format it measured: without ``--board-format`` the bot's own
default, read from its configuration (it once said webp while the bot drew PNG)."""

from __future__ import annotations

import os
from pathlib import Path

from bench.capacity import default_board_format
from bot.config import load_settings


def test_without_a_format_the_report_names_the_format_the_bot_falls_back_on() -> None:
    """The bot processes of the bench start with no ``BOARD_FORMAT`` and no ``.env``: the label is what
    the bot's configuration makes of that, PNG today."""
    bare = load_settings({"DISCORD_TOKEN": "token"}, Path(os.devnull))
    assert default_board_format() == bare.board_format == "png"
