"""How the Santiago renderer is built: what it may import, and that every word it draws is in the
catalogue and drawable by the built-in font."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

from render.common import fonts
from rules.santiago import gamedata
from rules.santiago.messages import CATALOGUE
from rules.santiago.state import PHASES
from rules.santiago.timeline import MARKS, SOURCES

RENDER = Path(__file__).resolve().parents[3] / "render"
TOOLS = {"gallery.py", "__main__.py"}
"""Modules that drive the engine to make sample states; the drawing modules must not."""
ALLOWED_RULES = {
    "rules.i18n",
    "rules.santiago.views",
    "rules.santiago.gamedata",
    "rules.santiago.messages",
    "rules.santiago.events",
}


def _is_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


def _imports(path: Path) -> set[str]:
    """The modules ``path`` imports; ``from package import module`` counts as ``package.module``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                names.add(full if _is_module(full) else node.module)
    return names


def test_drawing_modules_import_no_bot_and_only_view_data_from_rules() -> None:
    """render/santiago never imports bot/ or the other game; its drawing modules take from rules/ only
    views, game data, events, words and the language in force."""
    for path in sorted((RENDER / "santiago").glob("*.py")):
        names = _imports(path)
        assert not any(
            n == "bot" or n.startswith(("bot.", "render.santacruz", "rules.santacruz")) for n in names
        )
        if path.name in TOOLS:
            continue
        rules = {n for n in names if n.startswith("rules")}
        assert rules <= ALLOWED_RULES, f"{path.name} imports {rules - ALLOWED_RULES}"


def test_shared_drawing_knows_no_game() -> None:
    """render/common imports neither a game's rules, nor a game's renderer, nor the bot: of rules/ only
    what every game shares (the contract's values, the languages, the seats' colours)."""
    shared = ("rules.contract", "rules.i18n", "rules.colours")
    for path in sorted((RENDER / "common").glob("*.py")):
        names = [n for n in _imports(path) if n not in shared]
        assert not any(
            n.startswith(("rules", "bot", "render.santacruz", "render.santiago")) for n in names
        ), path


def test_every_render_word_is_drawable_by_the_built_in_font() -> None:
    """Catalogue words for the images, in every language, use only characters the built-in font holds."""
    for lang, table in CATALOGUE.tables.items():
        for key, text in table.items():
            if key.startswith("render."):
                missing = {c for c in text if not fonts.has_glyph(c)}
                assert not missing, f"{key} ({lang}) has characters the font cannot draw: {missing}"


def _keys_used() -> set[str]:
    """Literal ``word("...")`` keys in the render source plus the key families built from game data."""
    used: set[str] = set()
    for path in (RENDER / "santiago").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "word":
                templated = {
                    id(n) for j in ast.walk(node.args[0]) if isinstance(j, ast.JoinedStr) for n in ast.walk(j)
                }
                used.update(
                    n.value
                    for n in ast.walk(node.args[0])
                    if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in templated
                )
    used.update(f"phase.{p}" for p in PHASES)
    used.update(f"good.{g}" for g in gamedata.components().goods)
    used.update(f"hint.{b}" for b in gamedata.buildings())
    used.update(f"building.{b}" for b in gamedata.buildings())
    used.update(f"category.{s}" for s in SOURCES)
    used.update(f"chart.{m}" for m in MARKS)
    return used


def test_every_word_the_images_use_is_in_the_catalogue() -> None:
    """Each key the renderer asks for exists under ``render.``, and no ``render.`` key is unused."""
    used = _keys_used()
    present = {k.removeprefix("render.") for k in CATALOGUE if k.startswith("render.")}
    assert used - present == set()
    assert present - used == set()
