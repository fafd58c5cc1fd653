"""Self-test of the OpenAPI half of the strict fake: planted bad bodies are refused with Discord's code
and the field's path, the limit values themselves pass, and the quirks allowed are exactly those listed."""

from __future__ import annotations

import re
from typing import Any

import pytest

from playground.strict.check import Refusal, Strict
from playground.strict.openapi import QUIRKS, spec

MESSAGE = "/channels/{channel_id}/messages"
CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"
COMMANDS = "/applications/{application_id}/commands"
THREAD = "/channels/{channel_id}/messages/{message_id}/threads"


def _errors(method: str, path: str, body: Any) -> list[tuple[str, str, str]]:
    op = spec().operation(method, path)
    assert op is not None, (method, path)
    return [(e.dotted, e.code, e.message) for e in spec().body_errors(op, body)]


def _button(**fields: Any) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": "Road", "custom_id": "g:1:0:card:road", **fields}


def _row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


def _command(max_value: int) -> list[dict[str, Any]]:
    game = {"type": 4, "name": "game", "description": "Game", "min_value": 1, "max_value": max_value}
    replay = {"type": 1, "name": "replay", "description": "Replay", "options": [game]}
    return [{"type": 1, "name": "santacruz", "description": "Santa Cruz", "options": [replay]}]


PLANTED: list[tuple[str, str, str, Any, str, str]] = [
    # (id, method, path, body, field path, Discord's code)
    ("label too long", "POST", "/channels/1/messages", {"components": [_row(_button(label="x" * 81))]},
     "components.0.components.0.label", "BASE_TYPE_MAX_LENGTH"),
    ("button style unknown", "POST", "/channels/1/messages", {"components": [_row(_button(style=9))]},
     "components.0.components.0.style", "BASE_TYPE_CHOICES"),
    ("select without options", "POST", "/channels/1/messages",
     {"components": [_row({"type": 3, "custom_id": "s:1:0:site", "options": []})]},
     "components.0.components.0.options", "BASE_TYPE_BAD_LENGTH"),
    ("six buttons in a row", "POST", "/channels/1/messages",
     {"components": [_row(*[_button(custom_id=f"b{i}") for i in range(6)])]},
     "components.0.components", "BASE_TYPE_BAD_LENGTH"),
    ("eleven embeds", "POST", "/channels/1/messages", {"embeds": [{"title": "t"}] * 11},
     "embeds", "BASE_TYPE_MAX_LENGTH"),
    ("embed title too long", "POST", "/channels/1/messages", {"embeds": [{"title": "t" * 257}]},
     "embeds.0.title", "BASE_TYPE_MAX_LENGTH"),
    ("flags not a number", "POST", "/channels/1/messages", {"content": "x", "flags": "a"},
     "flags", "NUMBER_TYPE_COERCE"),
    ("mention not a snowflake", "POST", "/channels/1/messages",
     {"content": "x", "allowed_mentions": {"parse": [], "users": ["ana"]}},
     "allowed_mentions.users.0", "NUMBER_TYPE_COERCE"),
    ("callback without type", "POST", "/interactions/1/token/callback", {"data": {"content": "x"}},
     "type", "BASE_TYPE_REQUIRED"),
    ("callback content too long", "POST", "/interactions/1/token/callback",
     {"type": 4, "data": {"content": "x" * 2001}}, "data.content", "BASE_TYPE_MAX_LENGTH"),
    ("option beyond int53", "PUT", "/applications/1/commands", _command(2**63 - 1),
     "0.options.0.options.0.max_value", "NUMBER_TYPE_MAX"),
    ("thread archive duration unknown", "POST", "/channels/1/messages/2/threads",
     {"name": "Game 7", "auto_archive_duration": 30}, "auto_archive_duration", "BASE_TYPE_CHOICES"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("method", "path", "body", "field", "code"), [p[1:] for p in PLANTED], ids=[p[0] for p in PLANTED]
)
def test_a_planted_bad_body_is_refused_naming_its_field(
    method: str, path: str, body: Any, field: str, code: str
) -> None:
    """Discord's description refuses the body; the refusal names the field as Discord's 50035 does."""
    found = _errors(method, path, body)
    assert (field, code) in [(f, c) for f, c, _ in found], found


def test_int53_is_said_in_discords_words() -> None:
    """The registration bug of issue 25, in the words Discord's validator answered it."""
    [(_, _, message)] = _errors("PUT", "/applications/1/commands", _command(2**63 - 1))
    assert message == "int53 value should be less than or equal to 9007199254740991."


ACCEPTED: list[tuple[str, str, str, Any]] = [
    ("label of 80", "POST", "/channels/1/messages", {"components": [_row(_button(label="x" * 80))]}),
    ("five buttons", "POST", "/channels/1/messages",
     {"components": [_row(*[_button(custom_id=f"b{i}") for i in range(5)])]}),
    ("ten embeds", "POST", "/channels/1/messages", {"embeds": [{"title": "t" * 256}] * 10}),
    ("max_value 2^53 - 1", "PUT", "/applications/1/commands", _command(2**53 - 1)),
    ("deferred ephemeral", "POST", "/interactions/1/token/callback", {"type": 5, "data": {"flags": 64}}),
    ("thread for a week", "POST", "/channels/1/messages/2/threads",
     {"name": "n" * 100, "auto_archive_duration": 10080}),
]  # fmt: skip


@pytest.mark.parametrize(("method", "path", "body"), [a[1:] for a in ACCEPTED], ids=[a[0] for a in ACCEPTED])
def test_each_limit_value_itself_is_accepted(method: str, path: str, body: Any) -> None:
    """A body exactly at Discord's limits passes the description."""
    assert _errors(method, path, body) == []


def test_integer_snowflakes_are_the_one_quirk_allowed() -> None:
    """discord.py sends an upload's id as the integer 0; Discord reads it, the description says string.
    The quirk is listed once with its reason, and nothing else is widened."""
    assert [quirk.schema for quirk in QUIRKS] == ["SnowflakeType"]
    assert all(len(quirk.reason) > 40 for quirk in QUIRKS)
    body = {"content": "x", "attachments": [{"id": 0, "filename": "board.png"}]}
    assert _errors("POST", "/channels/1/messages", body) == []
    assert _errors("POST", "/channels/1/messages", {"attachments": [{"id": -1, "filename": "b.png"}]})


def test_routes_discord_does_not_serve_are_refused_as_discord_does(discord_refusals: list[Refusal]) -> None:
    """A path Discord does not know is 404; a known path with another method is 405."""
    strict = Strict()
    unknown = strict.check("POST", "/channels/1/nonsense", {})
    wrong = strict.check("PUT", "/channels/1/messages", {"content": "x"})
    assert unknown is not None and (unknown.status, unknown.code) == (404, 0)
    assert wrong is not None and (wrong.status, wrong.code) == (405, 0)
    assert discord_refusals == [unknown, wrong]


def test_an_id_in_the_path_must_be_a_snowflake(discord_refusals: list[Refusal]) -> None:
    """Discord refuses a path whose id is no number with 50035 naming the parameter; a number passes."""
    strict = Strict()
    refusal = strict.check("POST", "/channels/abc/messages", {"content": "x"})
    assert refusal is not None and (refusal.status, refusal.code) == (400, 50035)
    assert [(e.dotted, e.code) for e in refusal.fields] == [("channel_id", "NUMBER_TYPE_COERCE")]
    assert strict.check("POST", "/channels/1300000000000000200/messages", {"content": "x"}) is None


def test_every_route_the_bot_uses_has_a_body_schema() -> None:
    """The routes the bot writes to are all described, each with its body's schema (nothing is let
    through for want of a schema)."""
    for method, template in [
        ("POST", MESSAGE),
        ("PATCH", MESSAGE + "/{message_id}"),
        ("POST", CALLBACK),
        ("POST", "/webhooks/{webhook_id}/{webhook_token}"),
        ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
        ("PUT", COMMANDS),
        ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands"),
        ("POST", THREAD),
        ("POST", "/users/@me/channels"),
    ]:
        op = spec().operation(method, re.sub(r"\{[a-z_]+\}", "1", template))
        assert op is not None and op.template == template and op.body is not None, (method, template)
