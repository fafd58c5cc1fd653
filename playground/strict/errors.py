"""Discord's words for a refused request: field errors and the nested ``errors`` object of code 50035.

Discord answers an invalid body with HTTP 400, code 50035 "Invalid Form Body" and an ``errors`` object
that mirrors the body down to the refused field, where ``_errors`` lists a code and a message, e.g.
``{"components": {"0": {"components": {"1": {"label": {"_errors": [{"code": "BASE_TYPE_BAD_LENGTH",
"message": "Must be between 1 and 80 in length."}]}}}}}}``
(https://discord.com/developers/docs/reference#error-messages).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

Path = tuple[str | int, ...]


@dataclass(frozen=True, slots=True)
class FieldError:
    """One refused field: where it is in the body, Discord's error code and Discord's message."""

    path: Path
    code: str
    message: str

    @property
    def dotted(self) -> str:
        """The field's path as one string, ``components.0.components.1.label`` (``<body>`` for the root)."""
        return ".".join(str(part) for part in self.path) or "<body>"

    def __str__(self) -> str:
        return f"{self.dotted}: {self.code} ({self.message})"


def form_errors(errors: Iterable[FieldError]) -> dict[str, Any]:
    """The ``errors`` object of a 50035 answer: nested by path, list indexes as strings."""
    tree: dict[str, Any] = {}
    for error in errors:
        node = tree
        for part in error.path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": error.code, "message": error.message})
    return tree


def flatten(errors: dict[str, Any], prefix: Path = ()) -> list[FieldError]:
    """The field errors of a 50035 ``errors`` object (the inverse of :func:`form_errors`)."""
    found: list[FieldError] = []
    for key, value in errors.items():
        if key == "_errors":
            found.extend(FieldError(prefix, e.get("code", ""), e.get("message", "")) for e in value)
        elif isinstance(value, dict):
            part: str | int = int(key) if key.isdigit() else key
            found.extend(flatten(value, (*prefix, part)))
    return found
