"""Languages for every game and the bot core: catalogues, the current language, plurals, lists, ordinals.

A :class:`Catalogue` holds one table per language (``en``, ``de``, ``fr``) with identical keys. The
language in force is a context variable, so a caller sets it once (``with speaking("de"): ...``) and
every sentence formatted inside reads in that language. Anything missing at run time (an unknown
language, a key a table lacks, a placeholder a sentence does not fill) falls back to English with a log
line: a player never sees an error because of a translation.
"""

from __future__ import annotations

import logging
import string
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

log = logging.getLogger(__name__)

LANGUAGES: tuple[str, ...] = ("en", "de", "fr")
"""Every language the bot speaks, English first (the fallback)."""

DEFAULT = "en"

NAMES: dict[str, str] = {"en": "English", "de": "Deutsch", "fr": "Français"}
"""Each language's name in itself, for settings and choices."""

_current: ContextVar[str] = ContextVar("language", default=DEFAULT)


def language_of(locale: object) -> str | None:
    """The bot's language for a Discord locale or setting ("de", "en-US", "fr"), ``None`` if it has none."""
    if locale is None:
        return None
    code = str(getattr(locale, "value", locale)).strip().lower().replace("_", "-").split("-")[0]
    return code if code in LANGUAGES else None


def resolve(*candidates: object) -> str:
    """The first candidate the bot speaks, English otherwise (a named but unknown one is logged)."""
    for candidate in candidates:
        lang = language_of(candidate)
        if lang is not None:
            return lang
        if candidate is not None and candidate != "":
            log.info("no catalogue for locale %r; trying the next choice", candidate)
    return DEFAULT


def current() -> str:
    """The language in force in this task or thread."""
    return _current.get()


def use(lang: str) -> None:
    """Make ``lang`` the language of the rest of this task (an unknown one becomes English)."""
    _current.set(resolve(lang))


@contextmanager
def speaking(lang: str) -> Iterator[str]:
    """Format everything inside the block in ``lang``."""
    token = _current.set(resolve(lang))
    try:
        yield token.var.get()
    finally:
        _current.reset(token)


def placeholders(sentence: str) -> frozenset[str]:
    """The ``str.format`` field names of ``sentence``."""
    return frozenset(name for _, name, _, _ in string.Formatter().parse(sentence) if name)


def plural_form(count: float, lang: str | None = None) -> str:
    """``"one"`` or ``"other"``: French counts 0 and 1 as singular, English and German only 1."""
    lang = lang or current()
    n = abs(_as_number(count))
    if lang == "fr":
        return "one" if n < 2 else "other"
    return "one" if n == 1 else "other"


_AND = {"en": "and", "de": "und", "fr": "et"}
_OR = {"en": "or", "de": "oder", "fr": "ou"}


def join_list(items: Sequence[str], lang: str | None = None, *, either: bool = False) -> str:
    """``items`` as a sentence reads them: "a, b and c", "a, b und c", "a, b et c" (or "or")."""
    lang = lang or current()
    word = (_OR if either else _AND).get(lang, _AND[DEFAULT])
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {word} {items[-1]}"


def ordinal(n: int, lang: str | None = None) -> str:
    """``n`` as a rank: "1st", "1.", "1er" / "2e"."""
    lang = lang or current()
    if lang == "de":
        return f"{n}."
    if lang == "fr":
        return f"{n}er" if n == 1 else f"{n}e"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def number(value: float, digits: int = 0, lang: str | None = None) -> str:
    """``value`` with ``digits`` decimals and the language's decimal mark (German and French: comma)."""
    lang = lang or current()
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if lang in ("de", "fr") else text


class _Formatter(string.Formatter):
    """``str.format`` plus plural fields (``{n:|point|points}`` writes "1 point" or "2 points") and
    ranks (``{n:ordinal}`` writes "1er" or "2e" in French, see :func:`ordinal`)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec.startswith("|"):
            one, _, other = format_spec[1:].partition("|")
            form = one if plural_form(_as_number(value), self.lang) == "one" else other or one
            return f"{value} {form}"
        if format_spec == "ordinal":
            return ordinal(int(value), self.lang)
        return str(super().format_field(value, format_spec))


def _as_number(value: object) -> float:
    """``value`` as a number for choosing a plural form (2 when it is not one)."""
    try:
        return float(str(value).replace(",", "."))
    except ValueError:
        return 2.0


def fill(sentence: str, lang: str, params: Mapping[str, Any]) -> str:
    """``sentence`` with ``params`` filled in, plural and rank fields resolved for ``lang``."""
    if ":|" in sentence or ":ordinal}" in sentence:
        return _Formatter(lang).vformat(sentence, (), params)
    return sentence.format(**params)


class Catalogue(Mapping[str, str]):
    """One game's (or the core's) sentences in every language; as a mapping, the English table."""

    def __init__(self, name: str, tables: Mapping[str, Mapping[str, str]]) -> None:
        self.name = name
        self.tables = {lang: dict(tables[lang]) for lang in tables}
        self.english = self.tables[DEFAULT]

    def __getitem__(self, key: str) -> str:
        return self.english[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.english)

    def __len__(self) -> int:
        return len(self.english)

    def sentence(self, key: str, lang: str | None = None) -> str:
        """The raw sentence for ``key`` in ``lang`` (default: the current one), English if it lacks it."""
        lang = lang or current()
        table = self.tables.get(lang)
        if table is None or key not in table:
            if lang != DEFAULT:
                log.warning("catalogue %s has no %r in %r; using English", self.name, key, lang)
            return self.english[key]
        return table[key]

    def text(self, key: str, lang: str | None = None, /, **params: Any) -> str:
        """The sentence for ``key`` filled with ``params``, in ``lang`` or the current language."""
        lang = lang or current()
        sentence = self.sentence(key, lang)
        try:
            return fill(sentence, lang, params)
        except (KeyError, IndexError, ValueError):
            log.warning("catalogue %s: %r does not format in %r; using English", self.name, key, lang)
            return fill(self.english[key], DEFAULT, params)

    def named(self, family: str, ident: str) -> str:
        """The name of the thing ``ident`` of ``family`` (``render.good``, ``sugar``) in the current
        language, or ``ident`` itself when the catalogue has none (data the catalogue does not know)."""
        key = f"{family}.{ident}"
        return self.text(key) if key in self else ident

    def count(self, key: str, count: float, /, **params: Any) -> str:
        """The plural form of ``key`` (``key.one`` or ``key.other``) that suits ``count``."""
        return self.text(f"{key}.{plural_form(count)}", **params)

    def problems(self) -> list[str]:
        """Every key a language lacks or adds and every placeholder set that differs from English."""
        out: list[str] = []
        for lang in LANGUAGES:
            table = self.tables.get(lang)
            if table is None:
                out.append(f"{self.name}: no {lang} table")
                continue
            out += [f"{self.name}/{lang}: missing {k}" for k in self.english if k not in table]
            out += [f"{self.name}/{lang}: extra {k}" for k in table if k not in self.english]
            for key, sentence in table.items():
                if key in self.english and placeholders(sentence) != placeholders(self.english[key]):
                    out.append(f"{self.name}/{lang}: placeholders of {key} differ from English")
        return out
