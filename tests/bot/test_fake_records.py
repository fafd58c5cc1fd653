"""The fake Discord stays cheap without changing what it records: its copies are true copies, its
indexed look-ups find exactly what a scan of every record finds, and the server's quick reading of the
multipart headers discord.py sends agrees with aiohttp's own."""

from __future__ import annotations

import copy
import dataclasses
import enum
import random
from pathlib import Path
from typing import Any

import pytest
from aiohttp import BodyPartReader
from aiohttp.multipart import content_disposition_filename, parse_content_disposition
from aiohttp.test_utils import make_mocked_request
from multidict import CIMultiDict, CIMultiDictProxy

from devtools.table import LocalTable
from playground.discord_server import _multipart, _part_names
from playground.fake_discord import FakeHTTP, Sent, _clone, logged_in
from tests.bot.test_adapter import seeded


class Colour(enum.Enum):
    RED = 1


@dataclasses.dataclass
class Box:
    items: list[int]


def test_a_clone_is_a_deep_copy_of_the_same_types() -> None:
    """Equal to ``copy.deepcopy``'s copy, tuples and enums kept as they are, no container shared."""
    value: dict[str, Any] = {
        "a": [1, 2.5, "x", None, True, {"b": (3, [4])}],
        "colour": Colour.RED,
        "box": Box([5]),
        "empty": {},
    }
    cloned = _clone(value)
    assert cloned == copy.deepcopy(value)
    assert type(cloned["a"][5]["b"]) is tuple and cloned["colour"] is Colour.RED
    assert cloned["a"] is not value["a"] and cloned["a"][5] is not value["a"][5]
    assert cloned["a"][5]["b"][1] is not value["a"][5]["b"][1]
    assert cloned["box"] is not value["box"] and cloned["box"].items is not value["box"].items
    cloned["a"][5]["b"][1].append(6)
    assert value["a"][5]["b"][1] == [4]


def _ids(records: list[Sent]) -> list[int]:
    return [id(record) for record in records]


@pytest.fixture
async def played(tmp_path: Path) -> Any:
    """The fake after the lobby and thirty steps of a 4-player game of the table driver."""
    async with logged_in(seeded(tmp_path, 7)) as (client, fake):
        table = LocalTable(client, fake, random.Random(7))
        await table.open_lobby(4)
        await table.start()
        for _ in range(30):
            await table.step()
        yield fake


async def test_indexed_look_ups_find_what_a_scan_finds(played: FakeHTTP) -> None:
    """Every query by channel, token and kind returns the records a scan of :meth:`outgoing` returns,
    the same objects in the same order; a channel's posts and edits are also those made through an
    interaction's token (a public follow-up, an update, a token's edit)."""
    fake = played
    everything = fake.outgoing()
    assert len(everything) == fake.outgoing_count() > 100
    channels = {s["channel_id"] for s in everything}
    tokens = {s["token"] for s in everything if s["token"] is not None}
    assert len(channels) >= 2 and len(tokens) > 50

    def scan(kind: str, key: str, value: object) -> list[int]:
        return _ids([s for s in everything if s["kind"] == kind and value in (None, s[key])])  # type: ignore[literal-required]

    def shown(what: str, channel: int | None) -> list[int]:
        found = [s for s in everything if fake.shown_as(s) == what and channel in (None, s["channel_id"])]
        return _ids(found)

    for channel in [None, *channels, 12345]:
        assert _ids(fake.sent_messages(channel)) == shown("channel", channel)
        assert _ids(fake.channel_edits(channel)) == shown("channel_edit", channel)
    for token in [None, *tokens, "no such token"]:
        assert _ids(fake.interaction_responses(token)) == scan("callback", "token", token)
        assert _ids(fake.followups(token)) == scan("followup", "token", token)
        assert _ids(fake.webhook_edits(token)) == scan("webhook_edit", "token", token)
    for token in tokens:
        assert _ids(fake.replies(token)) == _ids([s for s in everything if s["token"] == token])
    mark = len(everything) // 2
    assert _ids(fake.outgoing(mark)) == _ids(everything[mark:])

    fake.sent_messages(next(iter(channels))).clear()  # a caller's list is its own
    assert _ids(fake.outgoing()) == _ids(everything)
    fake.reset()
    assert fake.outgoing() == [] and fake.outgoing_count() == 0
    assert fake.sent_messages() == [] and all(fake.replies(t) == [] for t in tokens)


async def test_records_and_answers_are_snapshots(played: FakeHTTP) -> None:
    """A message as a call left it stays as it was when later calls edit the stored message, and what
    the fake hands out (a message, a record's message) is a copy of its state, not the state itself."""
    fake = played
    edited = [s for s in fake.outgoing() if s["kind"] in ("channel_edit", "webhook_edit")]
    first_versions = {}
    for sent in fake.outgoing():
        if sent["message_id"] is not None and sent["message"] is not None:
            first_versions.setdefault(sent["message_id"], sent["message"])
    changed = [
        s
        for s in edited
        if s["message"] != first_versions[s["message_id"]] and s["message_id"] in fake.messages
    ]
    assert changed, "some message was edited into something else"
    sent = changed[-1]
    assert sent["message"] is not None
    message_id = int(sent["message"]["id"])
    stored = fake.messages[message_id]
    assert sent["message"] is not stored and sent["call"].message is sent["message"]
    handed = fake.message(message_id)
    assert handed == stored and handed is not stored
    assert handed is not None and handed["components"] is not stored["components"]
    handed["components"].clear()
    assert fake.message(message_id) == stored


HEADERS = [
    'form-data; name="payload_json"',
    'form-data; name="files[0]"; filename="board.png"',
    'form-data; name="files[12]"; filename="santacruz-game-3.json"',
    'form-data; name="files[0]"; filename="Spielbrett ä ü.png"',
    'form-data; name="files[0]"; filename="/etc/board.png"',
    'form-data; name="/files[0]"; filename=""',
    'form-data; name=""',
    'form-data; name="files[0]"; filename="a\\"b.png"',
    'form-data; name="files[0]"; filename="a\\\\b.png"',
    'form-data; name="files[0]"; filename="a;b.png"',
    "form-data; name=\"files[0]\"; filename*=utf-8''%C3%A4.png",
    'form-data; name="files[0]";  filename="spaced.png"',
    'form-data; NAME="files[0]"',
    'attachment; filename="board.png"',
    "form-data; name=files",
    "",
]


@pytest.mark.parametrize("header", HEADERS)
def test_part_names_are_what_aiohttp_reads(header: str) -> None:
    """A part's name and file name, read quickly for discord.py's plain form, are aiohttp's."""
    headers = CIMultiDictProxy(CIMultiDict({"Content-Disposition": header} if header else {}))
    part = BodyPartReader(b"--boundary", headers, None)  # type: ignore[arg-type]
    _, params = parse_content_disposition(header or None)
    name, filename = (content_disposition_filename(params, key) for key in ("name", "filename"))
    assert _part_names(part) == (name, filename)


@pytest.mark.parametrize(
    "content_type",
    [
        None,
        "application/json",
        "multipart/form-data; boundary=0123456789abcdef0123456789abcdef",
        "multipart/form-data; boundary=a",
        "Multipart/Form-Data; boundary=0123456789abcdef",
        "multipart/mixed; boundary=x",
        "multipart/form-data/extra; boundary=x",
        "application/json; charset=utf-8",
        "text/plain",
        "",
    ],
)
def test_multipart_is_told_as_aiohttp_tells_it(content_type: str | None) -> None:
    """The quick test of a body's content type agrees with ``request.content_type``."""
    headers = {} if content_type is None else {"Content-Type": content_type}
    request = make_mocked_request("POST", "/api/v10/channels/1/messages", headers=headers)
    assert _multipart(request) == request.content_type.startswith("multipart/")
