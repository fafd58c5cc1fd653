"""What every game's notation shares: ``<seat> <verb> [args]`` lines, seat and word-count checks.

The catalogue keys ``parse.too_short``, ``parse.bad_seat`` and ``parse.arity`` must exist in each game's
catalogue; ``invalid`` is the game's own :class:`~rules.errors.InvalidAction`.
"""

from __future__ import annotations

from rules.errors import InvalidAction

MAX_SEATS = 4


def parse_seat(word: str, invalid: type[InvalidAction]) -> int:
    """A seat number as written in notation; raises ``invalid`` if it is not one."""
    if not (word.isascii() and word.isdigit()) or int(word) >= MAX_SEATS:
        raise invalid("parse.bad_seat", word=word)
    return int(word)


def check_arity(words: list[str], low: int, high: int, text: str, invalid: type[InvalidAction]) -> None:
    """Refuse a line with fewer than ``low`` or more than ``high`` words."""
    if not low <= len(words) <= high:
        raise invalid("parse.arity", text=text)


def split_line(
    text: str, invalid: type[InvalidAction], *, comments: bool = False
) -> tuple[str, int, str, list[str]]:
    """The normalised line, its seat, verb and arguments; a trailing `` #`` comment is dropped if allowed."""
    if comments and " #" in f" {text}":
        text = f" {text}".split(" #", 1)[0]
    line = " ".join(text.split())
    words = line.split(" ")
    if len(words) < 2:
        raise invalid("parse.too_short", text=line)
    return line, parse_seat(words[0], invalid), words[1], words[2:]
