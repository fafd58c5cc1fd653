"""Catalogue sentences as Project Fluent (``.ftl``) source: keys as message ids, and the older
``str.format`` sentences (``{name}``, ``{n:|point|points}``, ``{n:ordinal}``) as Fluent patterns.

Fluent message ids allow letters, digits, ``_`` and ``-``; a key's dots become ``-`` and a key's own
``-`` (data ids such as ``fish-sheep``) becomes ``--``, so that every id reads back as its key.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)(?::([^{}]*))?\}")
_VARIABLE = re.compile(r"\$([A-Za-z][A-Za-z0-9_-]*)")
INDENT = "    "


def message_id(key: str) -> str:
    """The Fluent id of a catalogue key (``lobby.joined`` → ``lobby-joined``)."""
    return key.replace("-", "--").replace(".", "-")


def key_of(message: str) -> str:
    """The catalogue key of a Fluent id (the inverse of :func:`message_id`)."""
    return message.replace("--", "\0").replace("-", ".").replace("\0", "-")


def variables(source: str) -> frozenset[str]:
    """The variables (``$name``) a Fluent pattern uses."""
    return frozenset(_VARIABLE.findall(source))


def _text(text: str) -> str:
    """Literal text as Fluent text: braces as string literals; what Fluent would trim or read as
    syntax (spaces at either end, a continuation line starting with ``[``, ``*`` or ``.``) kept as
    literals too.
    Placeables stand in ``text`` as NUL-marked tokens and are left alone."""
    out = text.replace("{", '{"{"}').replace("}", '{"}"}')
    lines = out.split("\n")
    for i, line in enumerate(lines):
        if line[:1] == " " or (i > 0 and line[:1] in ("[", "*", ".")):
            lines[i] = '{"' + line[:1] + '"}' + line[1:]
        if lines[i].endswith(" "):
            lines[i] = lines[i][:-1] + '{" "}'
    return "\n".join(lines)


def _placeable(name: str, spec: str | None) -> str:
    """The Fluent placeable of one ``str.format`` field."""
    if spec is None:
        return f"{{ ${name} }}"
    if spec == "ordinal":
        return f"{{ ORDINAL(${name}) }}"
    if spec.startswith("|"):
        one, _, other = spec[1:].partition("|")
        one_text, other_text = _text(one), _text(other or one)
        return f"{{ ${name} ->\n[one] {{ ${name} }} {one_text}\n*[other] {{ ${name} }} {other_text}\n}}"
    raise ValueError(f"no Fluent form for the field {{{name}:{spec}}}")


def from_format(sentence: str) -> str:
    """A ``str.format`` sentence of the older catalogues as a Fluent pattern: ``{name}`` is ``{ $name }``,
    ``{n:|one|other}`` the number with the plural form CLDR picks for the language, ``{n:ordinal}`` the
    ``ORDINAL`` function."""
    fields: list[str] = []

    def token(match: re.Match[str]) -> str:
        fields.append(_placeable(match.group(1), match.group(2)))
        return f"\0{len(fields) - 1}\0"

    escaped = _text(_FIELD.sub(token, sentence))
    return re.sub("\0([0-9]+)\0", lambda m: fields[int(m.group(1))], escaped)


def entry(key: str, pattern: str) -> str:
    """One message of a ``.ftl`` file: its id and its pattern, continuation lines indented."""
    lines = pattern.split("\n")
    if len(lines) == 1:
        return f"{message_id(key)} = {pattern}\n"
    if lines[0][:1] in ("[", "*", "."):
        lines[0] = '{"' + lines[0][:1] + '"}' + lines[0][1:]
    body = "\n".join(INDENT + line if line else "" for line in lines)
    return f"{message_id(key)} =\n{body}\n"


def resource(table: Mapping[str, str]) -> str:
    """A whole ``.ftl`` file from ``str.format`` sentences by key."""
    return "".join(entry(key, from_format(sentence)) for key, sentence in table.items())
