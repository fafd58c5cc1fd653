"""The input seam for slash commands: a command's options are read against what the command declares.

A modified client or a replayed payload can name any command, nest subcommands oddly, and give any
option any JSON value. :func:`read_command` checks names, JSON types, bounds (and Discord's int53),
choices and the users, roles and channels the options name before discord.py reads them, and raises
:class:`bot.interactions.inputs.Forged` for what no Discord client sends.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord
from discord import AppCommandOptionType, app_commands

from bot.interactions.inputs import BAD_OPTION, MAX_OPTION_INT, UNKNOWN_COMMAND, Forged

MAX_SNOWFLAKE = 2**63 - 1
"""The largest id of a user, role, channel or command the bot accepts (Discord's ids are far below)."""
MAX_OPTIONS = 25
"""Discord's limit on the options of one command (and on the subcommands of one group)."""
MAX_STRING = 6000
"""Discord's longest string option, and the bound of one when the command declares no ``max_length``."""

_SNOWFLAKE = re.compile(r"[1-9][0-9]{0,18}")
_RESOLVED_KINDS: Mapping[AppCommandOptionType, tuple[str, ...]] = {
    AppCommandOptionType.user: ("users", "members"),
    AppCommandOptionType.mentionable: ("users", "members", "roles"),
    AppCommandOptionType.role: ("roles",),
    AppCommandOptionType.channel: ("channels",),
    AppCommandOptionType.attachment: ("attachments",),
}
"""Where in ``resolved`` Discord puts the objects an option of each type names."""

Leaf = app_commands.Command[Any, ..., Any]
Node = app_commands.Command[Any, ..., Any] | app_commands.Group
OptionValue = int | float | str | bool
"""A checked option value; an option naming a user, role, channel or attachment reads as its id."""


@dataclass(frozen=True, slots=True)
class Invocation:
    """A slash command (or an autocomplete request) as a client sent it, checked against its declaration."""

    path: tuple[str, ...]
    """The command's full name, e.g. ``("santacruz", "replay")``."""
    options: Mapping[str, OptionValue]
    """Each option given, by its name on Discord (optional options left out are not in it)."""
    focused: str | None = None
    """The option being typed in, for an autocomplete request; ``None`` for a command."""


def read_command(interaction: discord.Interaction, tree: app_commands.CommandTree[Any]) -> Invocation:
    """A slash command or autocomplete interaction, checked against the commands ``tree`` declares.

    After :func:`read_options` let discord.py read the users (and other objects) the options name once,
    here, so what it cannot read is refused instead of failing later inside its own task.
    """
    autocomplete = interaction.type is discord.InteractionType.autocomplete
    invocation = read_options(interaction.data or {}, tree, autocomplete=autocomplete)
    try:
        interaction.namespace  # noqa: B018 (discord.py reads the resolved objects on first access)
    except Exception as exc:
        raise Forged(f"/{' '.join(invocation.path)}: unreadable resolved data ({exc!r})", BAD_OPTION) from exc
    return invocation


def read_options(
    data: Mapping[str, Any], tree: app_commands.CommandTree[Any], *, autocomplete: bool = False
) -> Invocation:
    """A slash command's raw data read against the declared parameters of the command it names.

    Refused (:class:`Forged`) is anything a real Discord client cannot send: a command or subcommand the
    tree does not declare or nested unlike it, unknown or repeated options, missing required ones, a
    value of the wrong JSON type, out of the declared bounds (and of Discord's int53) or not among the
    declared choices, and users, roles or channels not in ``resolved``. ``autocomplete`` reads an
    autocomplete request: one option, declared with autocomplete, is focused and partly typed, and
    required options may still be missing.
    """
    kind = data.get("type", 1)
    if type(kind) is not int or kind != 1:
        raise Forged(f"command of type {kind!r}; the bot declares only slash commands", UNKNOWN_COMMAND)
    name = data.get("name")
    if not isinstance(name, str):
        raise Forged("a command without a name", UNKNOWN_COMMAND)
    _snowflake(data.get("id"), "command id", UNKNOWN_COMMAND)
    guild = data.get("guild_id")
    node = _top_command(
        tree, name, None if guild is None else _snowflake(guild, "command guild id", UNKNOWN_COMMAND)
    )
    if node is None:
        raise Forged(f"no command /{name[:40]!r}", UNKNOWN_COMMAND)
    path = [name]
    options = _options(data.get("options"), path)
    while isinstance(node, app_commands.Group):
        node, options = _subcommand(node, options, path)
    values, focused = _parameters(node, options, path, autocomplete)
    _check_resolved(node, data.get("resolved"), values, path, autocomplete)
    return Invocation(tuple(path), values, focused)


def _top_command(tree: app_commands.CommandTree[Any], name: str, guild: int | None) -> Node | None:
    """The top-level slash command ``name``, looked up as discord.py will (a guild's, then the global)."""
    found = None
    if guild is not None:
        found = tree.get_command(name, guild=discord.Object(guild), type=discord.AppCommandType.chat_input)
        if found is None and not tree.fallback_to_global:
            return None
    if found is None:
        found = tree.get_command(name, type=discord.AppCommandType.chat_input)
    return found


def _where(path: Sequence[str]) -> str:
    return "/" + " ".join(path)


def _options(raw: object, path: Sequence[str]) -> list[Mapping[str, Any]]:
    """A list of at most :data:`MAX_OPTIONS` option objects (absent: none)."""
    if raw is None:
        return []
    if not isinstance(raw, list) or len(raw) > MAX_OPTIONS:
        raise Forged(f"{_where(path)}: options are not a short list", BAD_OPTION)
    if not all(isinstance(option, Mapping) for option in raw):
        raise Forged(f"{_where(path)}: an option is not an object", BAD_OPTION)
    return raw


def _subcommand(
    group: app_commands.Group, options: list[Mapping[str, Any]], path: list[str]
) -> tuple[Node, list[Mapping[str, Any]]]:
    """The one subcommand (or subcommand group) a group's options must name, and its own options."""
    if len(options) != 1:
        raise Forged(f"{_where(path)}: {len(options)} subcommands instead of one", UNKNOWN_COMMAND)
    [option] = options
    name, kind = option.get("name"), option.get("type")
    child = group.get_command(name) if isinstance(name, str) else None
    expected = AppCommandOptionType.subcommand_group if isinstance(child, app_commands.Group) else None
    if expected is None:
        expected = AppCommandOptionType.subcommand
    if child is None or type(kind) is not int or kind != expected.value or "value" in option:
        raise Forged(f"{_where(path)}: no subcommand {str(name)[:40]!r} of type {kind!r}", UNKNOWN_COMMAND)
    path.append(child.name)
    return child, _options(option.get("options"), path)


def _parameters(
    command: Leaf, options: list[Mapping[str, Any]], path: Sequence[str], autocomplete: bool
) -> tuple[dict[str, OptionValue], str | None]:
    """Each option's checked value by name, and the focused option of an autocomplete request."""
    declared = {parameter.display_name: parameter for parameter in command.parameters}
    values: dict[str, OptionValue] = {}
    focused: str | None = None
    for option in options:
        name = option.get("name")
        parameter = declared.get(name) if isinstance(name, str) else None
        if parameter is None:
            raise Forged(f"{_where(path)}: no option {str(name)[:40]!r}", BAD_OPTION)
        if name in values:
            raise Forged(f"{_where(path)}: option {name!r} given twice", BAD_OPTION)
        if "value" not in option:
            raise Forged(f"{_where(path)}: option {name!r} without a value", BAD_OPTION)
        kind, value = option.get("type"), option["value"]
        if type(kind) is not int or kind != parameter.type.value:
            raise Forged(f"{_where(path)}: option {name!r} of type {_shown(kind)}", BAD_OPTION)
        if option.get("focused", False) is not False:
            typing_in = option["focused"] is True and parameter.autocomplete and focused is None
            if not (autocomplete and typing_in):
                raise Forged(f"{_where(path)}: option {name!r} focused", BAD_OPTION)
            focused = parameter.display_name
            values[focused] = _partial(value, path, focused)
        else:
            values[parameter.display_name] = _value(parameter, value, path)
    if autocomplete and focused is None:
        raise Forged(f"{_where(path)}: an autocomplete request with no focused option", BAD_OPTION)
    missing = [p.display_name for p in command.parameters if p.required and p.display_name not in values]
    if missing and not autocomplete:
        raise Forged(f"{_where(path)}: required options {missing} missing", BAD_OPTION)
    return values, focused


def _value(parameter: app_commands.Parameter, value: object, path: Sequence[str]) -> OptionValue:
    """One option's value, of the JSON type its declared type asks for and within its bounds and choices."""
    where = f"{_where(path)} {parameter.display_name}"
    kind = parameter.type
    low, high = parameter.min_value, parameter.max_value
    checked: OptionValue
    if kind is AppCommandOptionType.string:
        if not isinstance(value, str) or not _utf8(value):
            raise Forged(f"{where}: {_shown(value)} is not a string", BAD_OPTION)
        shortest = int(low) if low is not None else 0
        longest = min(int(high), MAX_STRING) if high is not None else MAX_STRING
        if not shortest <= len(value) <= longest:
            raise Forged(f"{where}: a string of {len(value)} characters", BAD_OPTION)
        checked = value
    elif kind is AppCommandOptionType.integer or kind is AppCommandOptionType.number:
        number = _number(value, integer=kind is AppCommandOptionType.integer)
        if number is None:
            raise Forged(f"{where}: {_shown(value)} is not a {kind.name}", BAD_OPTION)
        lowest = max(low, -MAX_OPTION_INT) if low is not None else -MAX_OPTION_INT
        highest = min(high, MAX_OPTION_INT) if high is not None else MAX_OPTION_INT
        if not lowest <= number <= highest:
            raise Forged(f"{where}: {_shown(value)} out of range", BAD_OPTION)
        checked = number
    elif kind is AppCommandOptionType.boolean:
        if not isinstance(value, bool):
            raise Forged(f"{where}: {_shown(value)} is not a boolean", BAD_OPTION)
        checked = value
    elif kind in _RESOLVED_KINDS:
        checked = _snowflake(value, where)
    else:
        raise Forged(f"{where}: options of type {kind.name} are not read", BAD_OPTION)
    if parameter.choices and not any(_same(checked, choice.value) for choice in parameter.choices):
        raise Forged(f"{where}: {_shown(value)} is not one of the choices", BAD_OPTION)
    return checked


def _partial(value: object, path: Sequence[str], name: str) -> OptionValue:
    """What someone is typing into an autocomplete option: a bounded string, or a number as typed."""
    if isinstance(value, str) and len(value) <= MAX_STRING and _utf8(value):
        return value
    number = _number(value, integer=False)
    if number is None or abs(number) > MAX_OPTION_INT:
        raise Forged(f"{_where(path)} {name}: {_shown(value)} is not partial input", BAD_OPTION)
    return number


def _number(value: object, *, integer: bool) -> int | float | None:
    """``value`` if it is an int (and, unless ``integer``, a finite float); ``True`` is no number."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if not integer and isinstance(value, float) and math.isfinite(value):
        return value
    return None


def _same(value: OptionValue, choice: object) -> bool:
    """Whether a checked value is a declared choice (``True`` is not the choice ``1``)."""
    if isinstance(value, bool) or isinstance(choice, bool):
        return value is choice
    return value == choice and isinstance(value, str) == isinstance(choice, str)


def _utf8(value: str) -> bool:
    """Whether a string is valid Unicode text (no lone surrogates, which no Discord client sends)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _snowflake(value: object, what: str, key: str = BAD_OPTION) -> int:
    """A Discord id as Discord sends it: a decimal string without a leading zero, in range."""
    if not isinstance(value, str) or not _SNOWFLAKE.fullmatch(value) or int(value) > MAX_SNOWFLAKE:
        raise Forged(f"{what}: {_shown(value)} is not a Discord id", key)
    return int(value)


def _shown(value: object) -> str:
    """A value for the log, cut short (an integer too long to print is named by its type)."""
    try:
        return repr(value)[:60]
    except ValueError:
        return f"a {type(value).__name__} too long to print"


def _check_resolved(
    command: Leaf, raw: object, values: Mapping[str, OptionValue], path: Sequence[str], autocomplete: bool
) -> None:
    """``resolved`` holds only objects the options name, each under its own id, and every user, role,
    channel or attachment an option names is there (an autocomplete request need carry none)."""
    where = _where(path)
    resolved = {} if raw is None else raw
    if not isinstance(resolved, Mapping):
        raise Forged(f"{where}: resolved data is not an object", BAD_OPTION)
    named: dict[str, set[str]] = {}
    """Per kind of resolved object, the ids the options name."""
    for parameter in command.parameters:
        value = values.get(parameter.display_name)
        if value is not None:
            for kind in _RESOLVED_KINDS.get(parameter.type, ()):
                named.setdefault(kind, set()).add(str(value))
    for kind, entries in resolved.items():
        if kind not in named:
            raise Forged(f"{where}: resolved {_shown(kind)} that no option names", BAD_OPTION)
        if not isinstance(entries, Mapping) or len(entries) > MAX_OPTIONS:
            raise Forged(f"{where}: resolved {kind} is not a short object", BAD_OPTION)
    for kind, entries in resolved.items():
        for key, entry in entries.items():
            if key not in named[kind] or not isinstance(entry, Mapping):
                raise Forged(f"{where}: resolved {kind} {_shown(key)} that no option names", BAD_OPTION)
            if kind == "members" and key not in resolved.get("users", {}):
                raise Forged(f"{where}: resolved member {_shown(key)} without a user", BAD_OPTION)
            if kind != "members" and entry.get("id") != key:
                raise Forged(f"{where}: resolved {kind} {_shown(key)} holds another id", BAD_OPTION)
    if autocomplete:
        return
    for parameter in command.parameters:
        value = values.get(parameter.display_name)
        kinds = [kind for kind in _RESOLVED_KINDS.get(parameter.type, ()) if kind != "members"]
        if value is None or not kinds:
            continue
        found = [resolved[kind][str(value)] for kind in kinds if str(value) in resolved.get(kind, {})]
        if not found:
            raise Forged(f"{where} {parameter.display_name}: {value} is not in the resolved data", BAD_OPTION)
        channel_types = [channel_type.value for channel_type in parameter.channel_types]
        if channel_types and found[0].get("type") not in channel_types:
            raise Forged(f"{where} {parameter.display_name}: a channel of another type", BAD_OPTION)
