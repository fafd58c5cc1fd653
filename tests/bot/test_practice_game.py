"""A whole practice game of each game (issue 44, "Tests and figures"), played through the Discord
stand-in by a person who always takes the hint: ``/<game> learn``, Start, then at every turn Hint and
its Play it button. The public table speaks one language and the person another, so both German and
French are read: every guide entry shows once, in the table's language, with the first move it applies
to; the end says why the winner won; no hint tells what its seat could not see; no public payload holds
a secret; and the output check finds nothing in either language."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from pathlib import Path

import pytest

from bot.adapter.client import GameBot
from bot.app import practice_end
from bot.app.teaching import HINT
from bot.config import Settings
from bot.games.santacruz.guide import CATALOGUE as SANTACRUZ_GUIDE
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.santiago.guide import CATALOGUE as SANTIAGO_GUIDE
from bot.games.santiago.ui import SantiagoUI
from bot.games.seam import DO, GameUI, LiveGame
from bot.store import GameRow
from bot.texts import CATALOGUE as CORE
from devtools.leaks import (
    Moment,
    check_public_images,
    check_public_text,
    check_santiago_public,
    moments,
    public_sent,
    version_of,
)
from devtools.table import NAMES, USERS, LocalTable, find, santiago_table, text_displays
from devtools.wording import SENTINEL, slips
from playground.fake_discord import logged_in
from render.common.messages import CATALOGUE as FINAL
from rules import i18n
from rules.i18n import Catalogue
from rules.santacruz.messages import CATALOGUE as SANTACRUZ
from rules.santiago.messages import CATALOGUE as SANTIAGO
from tests.i18n.test_transcripts import _report, transcript

PLAY = re.compile(r"g:(?P<game>[0-9]+):(?P<version>[0-9]+):do:(?P<line>.+)")
LEAK_SAMPLES = 4
"""Hints whose answer is worked out again from a state with every other secret changed."""


class HintFollower(LocalTable):
    """A table whose person, at each turn, presses Hint on the live table and then the answer's Play it
    (two taps a decision); what each hint said and the line it played are kept."""

    hints: list[tuple[int, str, str]]
    """Each hint taken: the version it was for, the line its Play it played, the answer's text."""

    async def step(self) -> None:
        message = await self.current()
        users = self.waiting(message)
        hint = find(message, HINT)
        if not users or hint is None:
            await super().step()
            return
        start = self.taps
        answer = await self.press(users[0], message, hint["custom_id"])
        assert answer is not None and answer["ephemeral"], answer
        shown = answer.get("message") or answer["data"]
        play = find(shown, DO)
        assert play is not None, shown
        found = PLAY.fullmatch(play["custom_id"])
        assert found is not None
        self.hints.append((int(found["version"]), found["line"], answer["content"] or ""))
        reply = await self.press(users[0], shown, play["custom_id"])
        assert reply is not None
        self.moves.append((users[0], self.taps - start))
        await self.moved(users[0], self.taps - start)
        live = self.live_message()
        unchanged = (
            live is not None and live["id"] == message["id"] and text_displays(live) == text_displays(message)
        )
        if unchanged and not self.finished():
            await self.until_replaced(message)


def _guide_texts(ui: GameUI, live: LiveGame, history: Sequence[Moment]) -> dict[str, tuple[int, str]]:
    """Each guide entry the game brought up: the first version it applies to and its text, worked out
    by replaying the game through the game's own guide (in the language in force)."""
    first: dict[str, tuple[int, str]] = {}
    for version, moment in enumerate(history):
        at = LiveGame(live.row, live.module, moment.state, version, live.seats)
        entries = ui.guide(at, None, ()) if version == 0 else ui.guide(at, moment.before, moment.events)
        for entry in entries:
            first.setdefault(entry.key, (version, entry.text))
    return first


def _check_guide(table: LocalTable, expected: dict[str, tuple[int, str]]) -> None:
    """Each entry shows in the first public table of a version at or after the one it applies to, and
    only in that message (its later edits keep it); no other guide text is shown."""
    sent = public_sent(table.fake, table.channel_id)
    last = max(version_of(s, 10**9) for s in sent if s["message_id"]) if sent else 0
    shown = [(s, "\n".join(text_displays(s["data"]))) for s in sent]
    for key, (version, words) in expected.items():
        holding = [s for s, said in shown if words in said]
        assert holding, f"the guide's {key!r} was never shown: {words!r}"
        assert len({s["message_id"] for s in holding}) == 1, f"the guide's {key!r} shows in two messages"
        first = next(s for s, _said in shown if version_of(s, last) >= version and "📖" in _said)
        assert first["message_id"] == holding[0]["message_id"], f"{key!r} shown late or early"
    told = {line for _s, said in shown for line in said.splitlines() if line.startswith("📖 ")}
    extra = told - {f"📖 {words}" for _v, words in expected.values()}
    assert not extra, extra


def _check_hints(table: HintFollower, live: LiveGame, history: Sequence[Moment], lang: str) -> None:
    """The person played every hint's line; a sample of hints, worked out again from a state in which
    every secret the seat cannot see is changed, reads the same (the hint tells nothing more)."""
    module = live.module
    seat = live.seat_of_user(USERS[0])
    assert table.hints, "no hint was taken"
    step = max(1, len(table.hints) // LEAK_SAMPLES)
    for version, line, said in table.hints[::step]:
        state = history[version].state
        seed = f"hint:{live.row.id}:{version}:{seat}"
        hint = module.hint(state, seat, seed)
        assert hint.line == line
        other = module.hint(module.scramble(state, version + 1, keep_seat=seat), seat, seed)
        assert other == hint, f"the hint at version {version} depends on a secret"
        with i18n.speaking(lang):
            assert all(module.explain(words) in said for words in hint.reasons), said


GAMES: dict[str, tuple[Catalogue, Catalogue, str, str]] = {
    "santacruz": (SANTACRUZ, SANTACRUZ_GUIDE, "de", "fr"),
    "santiago": (SANTIAGO, SANTIAGO_GUIDE, "fr", "de"),
}
"""Each game's catalogues, the table's language and the person's."""


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(GAMES))
async def test_a_practice_game_taken_by_the_hint_teaches_and_leaks_nothing(tmp_path: Path, game: str) -> None:
    catalogue, guide, public_lang, own_lang = GAMES[game]
    settings = Settings("fake", tmp_path / "g.sqlite3", None, logging.INFO, computer_wait=0.02)
    bot = GameBot(
        settings, [SantaCruzUI(board_format="png"), SantiagoUI(board_format="png")], seeds=lambda: 3
    )
    async with logged_in(bot) as (client, fake):
        table: HintFollower
        if game == "santacruz":
            table = HintFollower(client, fake)
        else:
            table = santiago_table(client, fake, 3, kind=HintFollower)
        table.hints = []
        table.guild_locale = public_lang
        table.locales = {0: own_lang}
        reply = await table.slash(0, "learn")
        assert reply["ephemeral"], reply
        await table.start()
        game_id = await table.game_id()
        await table.play_to_end()
        assert table.finished()
        live = await client.service.live(game_id)
        record = await client.store.log.record(game_id) or live.module.record(live.state)
        actions = await client.store.log.actions(game_id)
        history = moments(record, actions, game)
        names = [p.name for p in live.seats]
        ui = client.uis[game]

        with i18n.speaking(public_lang):
            _check_guide(table, _guide_texts(ui, live, history))
            why = await practice_end.why_won(ui, live)
        assert why is not None
        last = [s for s in public_sent(fake, table.channel_id) if "standings.png" in s["files"]][-1]
        final = "\n".join(text_displays(last["data"]))
        assert f"🏆 {why.text.splitlines()[0]}" in final, final
        assert CORE.text("teach.why_moves", public_lang) in final

        _check_hints(table, live, history, own_lang)
        played = {line for _v, line, _said in table.hints}
        assert played <= {line for _v, _seat, line in actions}

        if game == "santacruz":
            guide_pictures = [s for s in public_sent(fake, table.channel_id) if "guide.png" in s["files"]]
            assert guide_pictures, "no guide picture was shown"
            with i18n.speaking(public_lang):
                assert check_public_images(fake, table.channel_id, history) > 0
                check_public_text(fake, table.channel_id, history, names)
        else:
            seats = await client.store.games.players(game_id)
            with i18n.speaking(public_lang):
                assert (
                    check_santiago_public(fake, table.channel_id, history, game_id, seats, practice=True) > 0
                )

        done = catalogue.text("ui.done", own_lang, move=SENTINEL).split(SENTINEL)[0]
        said = transcript(fake, done)
        catalogues = [CORE, FINAL, catalogue, guide]
        notation = [line.split(" ", 1)[1] for _v, _s, line in actions if " " in line]
        for lang, part in (
            (public_lang, [s for s in said if s.reader is None]),
            (own_lang, [s for s in said if s.reader is not None]),
        ):
            assert part, lang
            found = slips(part, lang, catalogues, notation=notation, names=[*NAMES, *names])
            assert not found, _report(found)
        row: GameRow | None = await client.store.games.game(game_id)
        assert row is not None and row.practice
