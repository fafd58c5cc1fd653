"""Catalogues parsed once and kept beside their files (:mod:`rules.ftl_cache`): what is read back is what
the parser gives, a changed file is parsed anew (its older parse removed), and a folder that cannot be
written only costs the parse."""

from __future__ import annotations

import gc
import os
from pathlib import Path

from fluent.syntax import FluentParser

from rules import ftl_cache
from rules.i18n import Catalogue


def _write(folder: Path, lang: str, text: str) -> Path:
    path = folder / f"{lang}.ftl"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_kept_parse_equals_the_parsers_and_is_read_back(tmp_path: Path) -> None:
    """The first parse is kept in ``__pycache__``; the second call reads it (the same resource)."""
    path = _write(tmp_path, "en", "hello = Hello, { $name }!\n")
    first = ftl_cache.parse(path)
    kept = list((tmp_path / ftl_cache.CACHE).glob("en.*.ftl.pickle"))
    assert len(kept) == 1
    assert first.equals(FluentParser().parse(path.read_text(encoding="utf-8")))
    os.utime(kept[0], (1, 1))
    assert ftl_cache.parse(path).equals(first)


def test_a_changed_file_is_parsed_anew_and_its_older_parse_removed(tmp_path: Path) -> None:
    """A kept parse is named by the source's hash: an edited catalogue is never read from an old parse."""
    path = _write(tmp_path, "de", "hello = Hallo!\n")
    ftl_cache.parse(path)
    _write(tmp_path, "de", "hello = Guten Tag!\n")
    resource = ftl_cache.parse(path)
    assert "Guten Tag" in str(resource.to_json())
    assert len(list((tmp_path / ftl_cache.CACHE).glob("de.*.ftl.pickle"))) == 1


def test_a_damaged_kept_parse_is_parsed_again(tmp_path: Path) -> None:
    """A kept file cut short (a crash while another process wrote it) is ignored and replaced."""
    path = _write(tmp_path, "fr", "hello = Bonjour !\n")
    ftl_cache.parse(path)
    (kept,) = (tmp_path / ftl_cache.CACHE).glob("fr.*.ftl.pickle")
    kept.write_bytes(kept.read_bytes()[:20])
    assert "Bonjour" in str(ftl_cache.parse(path).to_json())


def test_a_folder_that_cannot_be_written_only_costs_the_parse(tmp_path: Path) -> None:
    """Where the kept parses cannot be written (here a file stands where their folder would be), the
    catalogue is parsed each time, without an error."""
    path = _write(tmp_path, "en", "hello = Hello!\n")
    (tmp_path / ftl_cache.CACHE).write_text("not a folder")
    assert "Hello" in str(ftl_cache.parse(path).to_json())
    assert "Hello" in str(ftl_cache.parse(path).to_json())


def test_a_catalogue_from_kept_parses_speaks_as_one_parsed_now(tmp_path: Path) -> None:
    """A catalogue built from kept parses formats every sentence as one built from the sources."""
    words = {"en": "ships", "de": "Schiffe", "fr": "navires"}
    for lang, word in words.items():
        _write(tmp_path, lang, f"n = {{ $n }} {word}\n")
    Catalogue.from_files("a", tmp_path)
    kept = Catalogue.from_files("b", tmp_path)
    fresh = Catalogue.from_fluent("c", {p.stem: p.read_text() for p in tmp_path.glob("*.ftl")})
    for lang in ("en", "de", "fr"):
        assert kept.text("n", lang, n=3) == fresh.text("n", lang, n=3)


def test_reading_a_kept_parse_leaves_the_collector_as_it_was(tmp_path: Path) -> None:
    """The garbage collector is paused while a kept parse is read back, then left as it was found:
    running again when it ran, still off when the caller had turned it off."""
    path = _write(tmp_path, "en", "hello = Hello!\n")
    ftl_cache.parse(path)
    assert gc.isenabled()
    ftl_cache.parse(path)
    assert gc.isenabled()
    gc.disable()
    try:
        ftl_cache.parse(path)
        assert not gc.isenabled()
    finally:
        gc.enable()
