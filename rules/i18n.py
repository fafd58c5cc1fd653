"""Languages for every game and the bot core: catalogues, the current language, plurals, lists, ordinals.

A :class:`Catalogue` holds one table per language (``en``, ``de``, ``fr``) with identical keys. The
language in force is a context variable, so a caller sets it once (``with speaking("de"): ...``) and
every sentence formatted inside reads in that language. Anything missing at run time (an unknown
language, a key a table lacks, a placeholder a sentence does not fill) falls back to English with a log
line: a player never sees an error because of a translation.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from babel import Locale
from babel.lists import format_list
from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast
from fluent.syntax.serializer import serialize_pattern
from fluent.syntax.visitor import Visitor

from rules import ftl, ftl_cache

log = logging.getLogger(__name__)

LANGUAGES: tuple[str, ...] = ("en", "de", "fr")
"""Every language the bot speaks, English first (the fallback)."""

DEFAULT = "en"

NAMES: dict[str, str] = {"en": "English", "de": "Deutsch", "fr": "Français"}
"""Each language's name in itself, for settings and choices."""

_current: ContextVar[str] = ContextVar("language", default=DEFAULT)

_CANONICAL = {lang: lang for lang in LANGUAGES}
"""Each language's one code object: what the language in force and every remembered sentence's key
hold, rather than a fresh copy of the code read from each locale."""


def language_of(locale: object) -> str | None:
    """The bot's language for a Discord locale or setting ("de", "en-US", "fr"), ``None`` if it has none."""
    if locale is None:
        return None
    code = str(getattr(locale, "value", locale)).strip().lower().replace("_", "-").split("-")[0]
    return _CANONICAL.get(code)


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


def placeholders(pattern: str) -> frozenset[str]:
    """The variables a catalogue pattern (Fluent source) fills in."""
    return ftl.variables(pattern)


def plural_form(count: float, lang: str | None = None) -> str:
    """The CLDR plural category of ``count`` in ``lang`` (``"one"``, ``"other"``, ...): French counts 0
    and 1 as singular, English and German only 1."""
    return _plural_rule(lang or current())(abs(_as_number(count)))


@cache
def _plural_rule(lang: str) -> Any:
    """Babel's CLDR plural rule of ``lang``."""
    return _locale(lang).plural_form


def join_list(items: Sequence[str], lang: str | None = None, *, either: bool = False) -> str:
    """``items`` as a sentence reads them, joined by the language's own words and commas from CLDR
    (Babel's :func:`babel.lists.format_list`): "a, b, and c", "a, b und c", "a, b et c"; ``either``
    joins them with "or" ("a, b, or c", "a, b oder c", "a, b ou c")."""
    return format_list(
        list(items), style="or" if either else "standard", locale=_locale(resolve(lang or current()))
    )


@cache
def _locale(lang: str) -> Locale:
    """Babel's locale of ``lang`` (parsed once)."""
    return Locale.parse(lang)


def ordinal(n: int, lang: str | None = None) -> str:
    """``n`` as a rank: "1st", "1.", "1er" / "2e"."""
    lang = lang or current()
    if lang == "de":
        return f"{n}."
    if lang == "fr":
        return f"{n}er" if n == 1 else f"{n}e"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def number(value: float, digits: int | None = 0, lang: str | None = None) -> str:
    """``value`` with ``digits`` decimals (``None``: as few as it needs) and the language's decimal mark
    (German and French: comma)."""
    lang = lang or current()
    text = f"{value:g}" if digits is None else f"{value:.{digits}f}"
    return text.replace(".", ",") if lang in ("de", "fr") else text


def _as_number(value: object) -> float:
    """``value`` as a number for choosing a plural form (2 when it is not one)."""
    try:
        return float(str(value).replace(",", "."))
    except ValueError:
        return 2.0


REMEMBERED = 1024
"""Formatted sentences each catalogue keeps, the most recently asked for (under a megabyte). A version's
table, panels and answers ask for the same sentences again within moments; a game's sentences of an
hour ago are rarely asked again, so a larger store only grows for days with what is not asked again."""

_NUMERAL = re.compile(r"-?(?:0|[1-9][0-9]*)")


def _argument(value: Any) -> Any:
    """A value as Fluent receives it: numbers (and text that is a whole numeral, so that a plural picks
    its form) without digit grouping, since ids must read as written; anything else (a number already
    written with its decimals) as its text."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, str) and _NUMERAL.fullmatch(value):
        value = int(value)
    if isinstance(value, int | float):
        return fluent_number(value, useGrouping=False)
    return str(value)


def _bundle(lang: str, resource: ast.Resource) -> FluentBundle:
    """A Fluent bundle of ``lang`` holding the parsed ``resource``, with ``ORDINAL`` for ranks."""

    def rank(value: Any) -> Any:
        return ordinal(int(_as_number(getattr(value, "value", value))), lang)

    bundle = FluentBundle([lang], functions={"ORDINAL": rank}, use_isolating=False)
    bundle.add_resource(resource)
    return bundle


def _patterns(resource: ast.Resource) -> dict[str, str]:
    """Each message of a ``.ftl`` source by catalogue key, as its pattern's source."""
    out: dict[str, str] = {}
    for item in resource.body:
        if isinstance(item, ast.Junk):
            log.error(
                "a catalogue has text Fluent cannot read, so its messages are missing: %r", item.content
            )
        if isinstance(item, ast.Message) and item.value is not None:
            out[ftl.key_of(item.id.name)] = serialize_pattern(item.value)
    return out


class _Selects(Visitor):
    """Gathers the select expressions of a message (those nested in variants too)."""

    def __init__(self) -> None:
        self.found: list[ast.SelectExpression] = []

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        self.found.append(node)
        self.generic_visit(node)


def _variant_key(variant: ast.Variant) -> str:
    key = variant.key
    return key.name if isinstance(key, ast.Identifier) else str(key.value)


def _select_expressions(message: ast.Message | None) -> list[ast.SelectExpression]:
    visitor = _Selects()
    visitor.visit(message)
    return visitor.found


class Catalogue(Mapping[str, str]):
    """One game's (or the core's) sentences in every language, held as Project Fluent resources; as a
    mapping, each key's English pattern (Fluent source).

    Fluent gives every language what its grammar needs: CLDR plural categories, selectors (on a noun's
    gender or case), terms; :meth:`from_files` reads ``<lang>.ftl`` files, and catalogues still written
    as ``str.format`` tables are read through :func:`rules.ftl.from_format`."""

    def __init__(self, name: str, tables: Mapping[str, Mapping[str, str]]) -> None:
        self.__init_fluent(name, {lang: ftl.resource(table) for lang, table in tables.items()})

    @classmethod
    def from_fluent(cls, name: str, sources: Mapping[str, str]) -> Catalogue:
        """A catalogue from each language's ``.ftl`` source."""
        catalogue = cls.__new__(cls)
        catalogue.__init_fluent(name, sources)
        return catalogue

    @classmethod
    def from_files(cls, name: str, directory: Path) -> Catalogue:
        """A catalogue from ``<directory>/<lang>.ftl`` for every language there is a file of, each parsed
        once for every process (:mod:`rules.ftl_cache`)."""
        catalogue = cls.__new__(cls)
        parsed = {lang: ftl_cache.parse(directory / f"{lang}.ftl") for lang in LANGUAGES}
        catalogue.__init_parsed(name, parsed)
        return catalogue

    def __init_fluent(self, name: str, sources: Mapping[str, str]) -> None:
        self.__init_parsed(name, {lang: FluentParser().parse(source) for lang, source in sources.items()})

    def __init_parsed(self, name: str, parsed: Mapping[str, ast.Resource]) -> None:
        self.name = name
        self.tables = {lang: _patterns(resource) for lang, resource in parsed.items()}
        self.english = self.tables[DEFAULT]
        self._bundles = {lang: _bundle(lang, resource) for lang, resource in parsed.items()}
        self._resources = {
            lang: {item.id.name: item for item in resource.body if isinstance(item, ast.Message)}
            for lang, resource in parsed.items()
        }
        self._remembered = lru_cache(maxsize=REMEMBERED)(
            lambda key, lang, items: self._text(key, lang, dict(items))
        )

    def remembered(self) -> tuple[int, int, int]:
        """How the formatted sentences kept serve: asks answered from them, asks formatted, and
        sentences kept now."""
        info = self._remembered.cache_info()
        return info.hits, info.misses, info.currsize

    def __getitem__(self, key: str) -> str:
        return self.english[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.english)

    def __len__(self) -> int:
        return len(self.english)

    def _format(self, lang: str, key: str, params: Mapping[str, Any]) -> tuple[str, list[Exception]]:
        bundle = self._bundles[lang]
        pattern = bundle.get_message(ftl.message_id(key)).value
        assert pattern is not None, f"{key} has no value"
        arguments = {
            k: join_list(v, lang) if isinstance(v, tuple) else _argument(v) for k, v in params.items()
        }
        text, errors = bundle.format_pattern(pattern, arguments)
        return str(text), list(errors)

    def text(self, key: str, lang: str | None = None, /, **params: Any) -> str:
        """The sentence for ``key`` filled with ``params``, in ``lang`` or the current language (a tuple of
        texts is a list, joined as that language joins one: :func:`join_list`); English
        (with a log line) when that language lacks it or it does not format. Raises ``KeyError`` when
        even English does not format (a missing key or value: the caller's mistake, never a player's).

        Sentences are kept once formatted (the same labels and lines recur on every table)."""
        lang = lang or current()
        try:
            return self._remembered(key, lang, tuple(sorted(params.items())))
        except TypeError:
            return self._text(key, lang, params)

    def _text(self, key: str, lang: str, params: Mapping[str, Any]) -> str:
        if lang in self._bundles and key in self.tables[lang]:
            text, errors = self._format(lang, key, params)
            if not errors:
                return text
            log.warning(
                "catalogue %s: %r does not format in %r (%s); using English", self.name, key, lang, errors
            )
        elif lang != DEFAULT:
            log.warning("catalogue %s has no %r in %r; using English", self.name, key, lang)
        text, errors = self._format(DEFAULT, key, params)
        if errors:
            raise KeyError(f"catalogue {self.name}: {key!r} does not format in English: {errors}")
        return text

    def strictly(self, key: str, lang: str, /, **params: Any) -> tuple[str, list[str]]:
        """``key`` formatted in ``lang`` alone (no English fallback, nothing remembered) with Fluent's
        complaints (a placeholder left unfilled, an unknown function): what the catalogue checks read."""
        text, errors = self._format(lang, key, params)
        return text, [str(error) for error in errors]

    def selectors(self, key: str) -> dict[str, frozenset[str]]:
        """Each variable the English entry of ``key`` selects on, with the variant keys it names
        (``one``, ``other``, ``ship``…): what a check must try to reach every variant."""
        found: dict[str, set[str]] = {}
        for lang in LANGUAGES:
            if lang not in self._bundles or key not in self.tables[lang]:
                continue
            message = self._resources[lang].get(ftl.message_id(key))
            for node in _select_expressions(message):
                selector = node.selector
                if isinstance(selector, ast.VariableReference):
                    keys = found.setdefault(selector.id.name, set())
                    keys.update(_variant_key(variant) for variant in node.variants)
        return {name: frozenset(keys) for name, keys in found.items()}

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
