"""Discord accepts everything the bot sends in the longest language with the longest names: whole
4-player games of both games in German (and one in French), every player named with 32 characters,
every request checked by the strict fake (a refusal fails the test, naming route and field)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from devtools.table import SANTIAGO_KINDS, LocalTable, santiago_kind
from playground.fake_discord import logged_in
from tests.bot.test_santiago import both_games

LONGEST = (
    "Wolfgang Amadeus Maximilian Graf",
    "Ærøskøbing-Überlingen Günther-Öz",
    "Ŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵŵ",
    "Marie-Célestine d'Aubigné-Lefèvr",
)
"""Display names of 32 characters, Discord's longest, with wide letters and accents."""


@pytest.mark.parametrize(("game", "lang"), [("santacruz", "de"), ("santiago", "de"), ("santacruz", "fr")])
async def test_a_whole_game_with_the_longest_names_is_accepted(tmp_path: Path, game: str, lang: str) -> None:
    """Every message, panel, menu and edit of a whole game fits what Discord accepts."""
    assert all(len(name) == 32 for name in LONGEST)
    async with logged_in(both_games(tmp_path, 5)) as (client, fake):
        kinds = {"kinds": SANTIAGO_KINDS, "kind_of": santiago_kind} if game == "santiago" else {}
        table = LocalTable(client, fake, random.Random(5), command=game, timeout=120.0, **kinds)  # type: ignore[arg-type]
        table.names = LONGEST
        table.guild_locale = lang
        table.locales = dict.fromkeys(range(4), lang)
        await table.open_lobby(4)
        await table.start()
        for index in range(4):
            await table.slash(index, "status")
        await table.play_to_end()
        assert table.finished()
        assert fake.strict.total > 100 and not fake.strict.refusals
