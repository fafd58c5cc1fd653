"""Requests checked against Discord's OpenAPI description of API v10, refused in Discord's words.

The description (``openapi.json.gz``, rebuilt by ``scripts/update-discord-spec.sh``) gives every route,
its path and query parameters and its request body as JSON Schema 2020-12. Bodies are validated with
``jsonschema-rs``; a refused body becomes the field errors of Discord's 50035 answer, one per refused
field, named by its path in the body (``components.0.components.1.label``), as Discord names them.

Where discord.py sends what Discord accepts but the description does not say, :data:`QUIRKS` allows it,
each with its reason, in this one place.
"""

from __future__ import annotations

import functools
import gzip
import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema_rs

from playground.strict.errors import FieldError

SPEC = Path(__file__).with_name("openapi.json.gz")
DRAFT = "https://json-schema.org/draft/2020-12/schema"
INT53 = 2**53 - 1


@dataclass(frozen=True, slots=True)
class Quirk:
    """One place where Discord accepts more than its description says: a schema to widen, and why."""

    schema: str
    widen: Callable[[dict[str, Any]], dict[str, Any]]
    reason: str


def _snowflake_or_integer(schema: dict[str, Any]) -> dict[str, Any]:
    return {"anyOf": [schema, {"type": "integer", "minimum": 0, "maximum": 2**64 - 1}]}


QUIRKS: tuple[Quirk, ...] = (
    Quirk(
        "SnowflakeType",
        _snowflake_or_integer,
        "Discord reads a snowflake from a JSON integer as well as from a string, and discord.py sends "
        "integers in places (an attachment's id in ``attachments``, ``message_reference.message_id``); "
        "the description types snowflakes as strings only.",
    ),
)


@dataclass(frozen=True, slots=True)
class Operation:
    """One route of the description: its template, the parameters it takes and its body's schema."""

    method: str
    template: str
    pattern: re.Pattern[str]
    body: dict[str, Any] | None
    snowflakes: frozenset[str]
    """The path parameters that are ids (``channel_id``...): Discord refuses one that is no number."""

    def params(self, path: str) -> dict[str, str]:
        """The path parameters of a request on this route, by name (``{"channel_id": "12"}``)."""
        match = self.pattern.fullmatch(path)
        names = re.findall(r"\{([a-z_]+)\}", self.template)
        return dict(zip(names, match.groups(), strict=True)) if match else {}


class Spec:
    """Discord's routes and schemas, with the quirks applied; validators are compiled on first use."""

    def __init__(self, document: Mapping[str, Any]) -> None:
        self.schemas: dict[str, Any] = json.loads(json.dumps(document["components"]["schemas"]))
        for quirk in QUIRKS:
            self.schemas[quirk.schema] = quirk.widen(self.schemas[quirk.schema])
        self.operations: list[Operation] = []
        for template, item in document["paths"].items():
            pattern = re.compile(re.sub(r"\\\{[a-z_]+\\\}", "([^/]+)", re.escape(template)))
            for method, operation in item.items():
                body = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
                parameters = operation.get("parameters", ())
                snowflakes = frozenset(
                    p["name"]
                    for p in parameters
                    if p["in"] == "path" and p["schema"].get("$ref", "").endswith("/SnowflakeType")
                )
                self.operations.append(
                    Operation(
                        method.upper(),
                        template,
                        pattern,
                        body.get("schema"),
                        snowflakes,
                    )
                )
        # Literal segments win over parameters (``/users/@me`` before ``/users/{user_id}``).
        self.operations.sort(key=lambda op: (op.template.count("{"), -len(op.template)))
        self._by_top: dict[str, list[Operation]] = {}
        for op in self.operations:
            self._by_top.setdefault(_top(op.template), []).append(op)
        self._validators: dict[tuple[str, str], jsonschema_rs.Draft202012Validator] = {}

    def operation(self, method: str, path: str) -> Operation | None:
        """The route a request's method and path (``/channels/1/messages``) take, if Discord has it."""
        for op in self._by_top.get(_top(path), ()):
            if op.method == method and op.pattern.fullmatch(path):
                return op
        return None

    def routes(self, path: str) -> list[Operation]:
        """Every method Discord serves at a path (none: an unknown route)."""
        return [op for op in self._by_top.get(_top(path), ()) if op.pattern.fullmatch(path)]

    def path_errors(self, op: Operation, path: str) -> list[FieldError]:
        """The ids in a request's path that are no snowflakes, as Discord's 50035 names them."""
        return [
            FieldError((name,), "NUMBER_TYPE_COERCE", f"Value {json.dumps(value)} is not snowflake.")
            for name, value in op.params(path).items()
            if name in op.snowflakes and not _SNOWFLAKE.fullmatch(value)
        ]

    def body_errors(self, op: Operation, body: Any) -> list[FieldError]:
        """Every refused field of a request body, as Discord would name them (empty: accepted)."""
        if op.body is None:
            return []
        validator = self._validator(op)
        if validator.is_valid(body):
            return []
        evaluation = validator.evaluate(body)
        return _field_errors(evaluation.errors(), self._root(op), body)

    def _root(self, op: Operation) -> dict[str, Any]:
        return {"$schema": DRAFT, "components": {"schemas": self.schemas}, **(op.body or {})}

    def _validator(self, op: Operation) -> jsonschema_rs.Draft202012Validator:
        key = (op.method, op.template)
        found = self._validators.get(key)
        if found is None:
            found = self._validators[key] = jsonschema_rs.Draft202012Validator(self._root(op))
        return found


def _top(path: str) -> str:
    """A path's first segment (``channels``), which every route of a group shares."""
    return path.split("/", 2)[1] if path.count("/") else path


@functools.cache
def spec() -> Spec:
    """The vendored description, loaded once per process."""
    with gzip.open(SPEC, "rt", encoding="utf-8") as file:
        return Spec(json.load(file))


# --- Discord's words for a refused field ----------------------------------------------------------

_SNOWFLAKE = re.compile(r"0|[1-9][0-9]{0,19}")
_REQUIRED = re.compile(r'^"(?P<name>[^"]+)" is a required property')


def _pointer(location: str) -> tuple[str | int, ...]:
    """``/components/0/label`` -> ``("components", 0, "label")``."""
    parts = [p.replace("~1", "/").replace("~0", "~") for p in location.split("/")[1:]]
    return tuple(int(p) if p.isdigit() else p for p in parts)


def _node(root: Mapping[str, Any], location: str) -> Any:
    node: Any = root
    for part in _pointer(location):
        node = node[part] if isinstance(node, Mapping) else node[int(part)]
    return node


def _value(body: Any, path: tuple[str | int, ...]) -> Any:
    node = body
    for part in path:
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            return None
    return node


def _length_words(keyword: str, node: Mapping[str, Any]) -> tuple[str, str]:
    """Discord's code and message for a string or list of the wrong length."""
    low_key, high_key = ("minLength", "maxLength") if keyword.endswith("Length") else ("minItems", "maxItems")
    low, high = node.get(low_key), node.get(high_key)
    if low is not None and high is not None and low > 0:
        return "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length."
    if keyword.startswith("max"):
        return "BASE_TYPE_MAX_LENGTH", f"Must be {high} or fewer in length."
    return "BASE_TYPE_MIN_LENGTH", f"Must be {low} or more in length."


def _number_words(keyword: str, limit: float) -> tuple[str, str]:
    kind = "int53" if abs(limit) == INT53 else "int"
    shown = int(limit) if float(limit).is_integer() else limit
    if keyword == "maximum":
        return "NUMBER_TYPE_MAX", f"{kind} value should be less than or equal to {shown}."
    return "NUMBER_TYPE_MIN", f"{kind} value should be greater than or equal to {shown}."


_TYPE_WORDS: Mapping[str, tuple[str, str]] = {
    "string": ("BASE_TYPE_STRING", "Could not interpret {value} as string."),
    "integer": ("NUMBER_TYPE_COERCE", "Value {value} is not int."),
    "number": ("NUMBER_TYPE_COERCE", "Value {value} is not a valid number."),
    "boolean": ("BASE_TYPE_BOOLEAN", "Must be either true or false."),
    "object": ("DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType"),
    "array": ("LIST_TYPE_CONVERT", "Only iterables may be used in a ListType"),
}


def _words(keyword: str, node: Mapping[str, Any], value: Any, message: str) -> tuple[str, str]:
    """Discord's error code and message for one failed keyword of the schema."""
    if keyword in ("maxLength", "minLength", "maxItems", "minItems"):
        return _length_words(keyword, node)
    if keyword in ("maximum", "minimum"):
        return _number_words(keyword, node[keyword])
    if keyword in ("const", "enum"):
        allowed = [node["const"]] if keyword == "const" else list(node["enum"])
        shown = ", ".join(json.dumps(a) for a in allowed)
        return "BASE_TYPE_CHOICES", "Value must be one of {" + shown + "}."
    if keyword == "pattern":
        return "NUMBER_TYPE_COERCE", f"Value {json.dumps(value)} is not snowflake."
    if keyword == "type":
        expected = node["type"] if isinstance(node["type"], str) else node["type"][0]
        code, words = _TYPE_WORDS.get(expected, ("BASE_TYPE_INVALID", "Invalid value."))
        return code, words.format(value=json.dumps(value))
    if keyword == "required":
        return "BASE_TYPE_REQUIRED", "This field is required"
    return "BASE_TYPE_INVALID", message


@dataclass(frozen=True, slots=True)
class _Failure:
    instance: str
    schema: str
    keyword: str
    message: str


def _failures(errors: Iterable[Mapping[str, Any]]) -> list[_Failure]:
    found = []
    for error in errors:
        schema = str(error["schemaLocation"])
        keyword = schema.rsplit("/", 1)[-1]
        found.append(_Failure(str(error["instanceLocation"]), schema, keyword, str(error["error"])))
    return found


def _branch(failure: _Failure) -> str:
    """The schema a discriminator failure rules out: ``…/ButtonComponent`` of ``…/properties/type/const``."""
    return failure.schema.rsplit("/properties/", 1)[0]


def _says_untyped(failure: _Failure, untyped: set[str]) -> bool:
    """Whether a failure is the missing ``type`` itself, or lies outside every object that lacks one."""
    if failure.instance in untyped and failure.message.startswith('"type" '):
        return True
    return not any(failure.instance.startswith(where) for where in untyped)


def _pruned(failures: list[_Failure]) -> list[_Failure]:
    """The failures of the union branches the body meant: a branch whose ``type`` does not match the
    body's is another kind of object, so its failures say nothing; of what stays, the deepest count."""
    ruled_out = {
        (_branch(f), f.instance.rsplit("/", 1)[0])
        for f in failures
        if f.keyword in ("const", "enum") and f.instance.endswith("/type")
    }
    kept = [
        f
        for f in failures
        if not any(f.schema.startswith(b) and f.instance.startswith(where) for b, where in ruled_out)
    ]
    if not kept:
        kept = failures
    untyped = {f.instance for f in kept if f.keyword == "required" and f.message.startswith('"type" ')}
    if untyped:  # no ``type`` to tell the kind of object by: that is the one thing to say there
        kept = [f for f in kept if _says_untyped(f, untyped)]
    deepest: list[_Failure] = []
    for f in kept:
        null_branch = f.keyword == "type" and f.message.endswith('is not of type "null"')
        if null_branch and any(o is not f and o.instance.startswith(f.instance) for o in kept):
            continue
        if any(o.instance.startswith(f.instance + "/") for o in kept):
            continue
        deepest.append(f)
    return deepest or kept


def _field_errors(
    errors: Iterable[Mapping[str, Any]], root: Mapping[str, Any], body: Any
) -> list[FieldError]:
    found: list[FieldError] = []
    seen: set[tuple[tuple[str | int, ...], str]] = set()
    for failure in _pruned(_failures(errors)):
        path = _pointer(failure.instance)
        node = _node(root, failure.schema.rsplit("/", 1)[0])
        if failure.keyword == "required":
            match = _REQUIRED.match(failure.message)
            if match:
                path = (*path, match["name"])
        code, message = _words(failure.keyword, node, _value(body, path), failure.message)
        if (path, code) not in seen:
            seen.add((path, code))
            found.append(FieldError(path, code, message))
    return found
