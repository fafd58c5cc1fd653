"""How the renderer is built: what it may import, and that every word it draws is in the catalogue
and drawable by the built-in font."""

from __future__ import annotations

import ast
from pathlib import Path

from render.common import fonts
from rules.santacruz import gamedata
from rules.santacruz.messages import CATALOGUE
from rules.santacruz.scoring import CATEGORIES
from rules.santacruz.state import PHASES
from rules.santacruz.timeline import MARKS

RENDER = Path(__file__).resolve().parents[2] / "render" / "santacruz"
TOOLS = {"gallery.py", "__main__.py"}
"""Modules that drive the engine to make sample states; the drawing modules must not."""
ALLOWED_RULES = {
    "rules.i18n",
    "rules.santacruz.views",
    "rules.santacruz.gamedata",
    "rules.santacruz.messages",
    "rules.santacruz.events",
    "rules.santacruz.scoring",
    "rules.santacruz",
}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_drawing_modules_import_no_bot_and_only_view_data_from_rules() -> None:
    """render/ never imports bot/; drawing modules take from rules/ only views, game data and words."""
    for path in sorted(RENDER.glob("*.py")):
        names = _imports(path)
        assert not any(n == "bot" or n.startswith("bot.") for n in names), path.name
        if path.name in TOOLS:
            continue
        rules = {n for n in names if n.startswith("rules")}
        assert rules <= ALLOWED_RULES, f"{path.name} imports {rules - ALLOWED_RULES}"


def test_every_render_word_is_drawable_by_the_built_in_font() -> None:
    """Catalogue words for the images use only characters the built-in font holds."""
    for key, text in CATALOGUE.items():
        if key.startswith("render."):
            missing = {c for c in text if not fonts.has_glyph(c)}
            assert not missing, f"{key} has characters the font cannot draw: {missing}"


def _keys_used() -> set[str]:
    """Literal ``word("...")`` keys in the render source plus the key families built from game data."""
    used: set[str] = set()
    for path in RENDER.glob("*.py"):
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
    cards = gamedata.cards().scoring.values()
    used.update(f"phase.{p}" for p in PHASES)
    used.update(f"card.{k}" for k in gamedata.CARD_KINDS)
    used.update(f"category.{c}" for c in CATEGORIES)
    used.update(f"chart.{m}" for m in MARKS)
    used.update(f"scoring.{c.id}" for c in cards)
    used.update(f"where.{c.where}" for c in cards if c.where)
    used.update(f"resource.{r}" for t in gamedata.tiles().values() for r in t.resources)
    used.update(f"effect.{c.id}" for c in cards if c.kind == "buildings")
    return used


def test_every_word_the_images_use_is_in_the_catalogue() -> None:
    """Each key the renderer asks for exists under ``render.``, and no ``render.`` key is unused."""
    used = _keys_used()
    present = {k.removeprefix("render.") for k in CATALOGUE if k.startswith("render.")}
    assert used - present == set()
    assert present - used == set()


def test_names_are_drawn_as_typed() -> None:
    """Accents, emoji and CJK are drawn as typed; nothing becomes '?'."""
    assert fonts.clean("José Zoë") == "José Zoë"
    assert fonts.clean("Ana \U0001f600 王") == "Ana \U0001f600 王"
