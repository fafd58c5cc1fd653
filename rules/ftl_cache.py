"""Parsed catalogues kept beside their ``.ftl`` files, as Python keeps bytecode beside its sources.

Fluent's parser is pure Python: the three languages of the three catalogues take about 0.4 s of CPU to
parse, in every process that speaks (the bot, each of its renderers, every restart). A catalogue parsed
once is kept as a pickle in the ``__pycache__`` folder beside its file, named by a hash of the source
and of the parser's version, and read back in a few milliseconds. The folder is the package's own, as
trusted as the code beside it; where it cannot be written the catalogue is simply parsed each time.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import os
import pickle
import sys
import tempfile
from collections.abc import Iterator
from importlib.metadata import version
from pathlib import Path

from fluent.syntax import FluentParser, ast

CACHE = "__pycache__"
"""The folder beside a catalogue's files that keeps them parsed."""
_PARSER = f"fluent.syntax {version('fluent.syntax')} python {sys.version_info[:2]}"
"""What a kept parse depends on besides the source: the parser's version and the pickle's Python."""


def _name(path: Path, source: str) -> str:
    digest = hashlib.sha256(f"{_PARSER}\0{source}".encode()).hexdigest()[:20]
    return f"{path.stem}.{digest}.ftl.pickle"


def parse(path: Path) -> ast.Resource:
    """The ``.ftl`` file ``path`` parsed: the kept parse when the source is unchanged, else parsed now
    and kept (older parses of the same file are removed)."""
    source = path.read_text(encoding="utf-8")
    folder = path.parent / CACHE
    kept = folder / _name(path, source)
    with contextlib.suppress(OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        with kept.open("rb") as file, _collector_paused():
            resource = pickle.load(file)
        if isinstance(resource, ast.Resource):
            return resource
    resource = FluentParser().parse(source)
    _keep(folder, kept, resource)
    return resource


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while a parse is read back: the tens of thousands of nodes
    made at once would otherwise start a full collection over the whole heap again and again (about a
    third of the bot's start-up CPU), though none of them is garbage."""
    paused = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if paused:
            gc.enable()


def _keep(folder: Path, kept: Path, resource: ast.Resource) -> None:
    """Write ``resource`` to ``kept`` whole or not at all (another process may read it meanwhile), and
    drop the parses of older sources of the same file; nothing when the folder cannot be written."""
    with contextlib.suppress(OSError):
        folder.mkdir(exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as file:
                pickle.dump(resource, file, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, kept)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise
        stem = kept.name.split(".", 1)[0]
        for old in folder.glob(f"{stem}.*.ftl.pickle"):
            if old != kept:
                with contextlib.suppress(OSError):
                    old.unlink()
