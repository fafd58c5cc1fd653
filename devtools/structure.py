"""The bot core's shape in figures (issue 26): who imports the client, import circles, what games import,
verb dispatch chains and the size of the client module.

Run ``python -m devtools.structure``; it reads the source only (imports under ``TYPE_CHECKING`` count).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLIENT = "bot.adapter.client"
ENTRY = "bot.__main__"
GAMES = "bot.games"
SEAM = "seam"
"""The game seam's package (core, not a game)."""


def modules(package: str = "bot") -> dict[str, Path]:
    """Every module of ``package`` by dotted name."""
    found: dict[str, Path] = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _imported(tree: ast.AST, name: str, known: Mapping[str, Path]) -> Iterator[str]:
    """The known modules a module's source imports (``from a import b`` counts ``a.b`` if a module)."""
    package = name if (ROOT / name.replace(".", "/") / "__init__.py").exists() else name.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in known:
                    yield alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                full = f"{base}.{alias.name}"
                if full in known:
                    yield full
                elif base in known:
                    yield base


def graph(package: str = "bot") -> dict[str, set[str]]:
    """Each module's imports within ``package``."""
    known = modules(package)
    edges: dict[str, set[str]] = {}
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        edges[name] = {m for m in _imported(tree, name, known) if m != name}
    return edges


def circles(edges: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(10_000)
    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def verb_chains(package: str = "bot") -> list[str]:
    """``if``/``elif`` tests that dispatch on a verb (``ref.verb == "do"``, ``verb in VERBS``, ``x.verb !=
    undo.VERB``): where they are."""
    places = []
    for name, path in modules(package).items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.If | ast.IfExp):
                for part in ast.walk(node.test):
                    if isinstance(part, ast.Compare) and _dispatches(part):
                        places.append(f"{name}:{node.lineno}")
                        break
    return places


def _dispatches(compare: ast.Compare) -> bool:
    """A comparison of a verb with a verb name or a set of them (not ``verb is None``)."""
    left = compare.left
    names_verb = (isinstance(left, ast.Attribute) and left.attr == "verb") or (
        isinstance(left, ast.Name) and left.id == "verb"
    )
    return names_verb and not all(
        isinstance(c, ast.Constant) and c.value is None for c in compare.comparators
    )


LAYERS: tuple[tuple[str, ...], ...] = (
    ("bot.__main__", "bot.migrate"),
    ("bot.adapter",),
    ("bot.features",),
    ("bot.interactions",),
    ("bot.app",),
    ("bot.games",),
)
"""The bot's layers, top first: a module may import its own layer and those below (every module not
named here, e.g. the store, the texts and the value types, is the bottom layer)."""


def layer(module: str) -> int:
    """How high a module sits: 0 for the bottom layer."""
    for rank, prefixes in enumerate(LAYERS):
        if any(module == p or module.startswith(p + ".") for p in prefixes):
            return len(LAYERS) - rank
    return 0


def upward(edges: Mapping[str, set[str]]) -> list[str]:
    """Imports that run back up: from a module to one of a higher layer."""
    return sorted(f"{m} -> {d}" for m, deps in edges.items() for d in deps if layer(d) > layer(m))


@dataclass(frozen=True, slots=True)
class Shape:
    """The figures issue 26 sets targets for."""

    client_importers: list[str]
    circles: list[list[str]]
    upward: list[str]
    game_imports: dict[str, list[str]]
    verb_chains: list[str]
    client_lines: int
    contract_any: int


def measure() -> Shape:
    edges = graph()
    importers = sorted(m for m, deps in edges.items() if CLIENT in deps and m != ENTRY)
    games: dict[str, set[str]] = {}
    packages = {p.name for p in (ROOT / "bot" / "games").iterdir() if (p / "__init__.py").exists()}
    for name, deps in edges.items():
        parts = name.split(".")
        if len(parts) >= 3 and name.startswith(GAMES + ".") and parts[2] in packages - {SEAM}:
            game = ".".join(parts[:3])
            core = {d for d in deps if not d.startswith(game) and d != GAMES}
            games.setdefault(game, set()).update(core)
    client = ROOT / "bot" / "adapter" / "client.py"
    contract = ROOT / "rules" / "contract.py"
    contract_any = 0
    if contract.exists():
        tree = ast.parse(contract.read_text(encoding="utf-8"))
        contract_any = sum(1 for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == "Any")
    return Shape(
        importers,
        circles(edges),
        upward(edges),
        {game: sorted(deps) for game, deps in sorted(games.items()) if game.count(".") == 2},
        verb_chains(),
        len(client.read_text(encoding="utf-8").splitlines()) if client.exists() else 0,
        contract_any,
    )


def main() -> None:
    shape = measure()
    print(f"modules importing {CLIENT} (besides {ENTRY}): {len(shape.client_importers)}")
    for name in shape.client_importers:
        print(f"  {name}")
    print(f"import circles in bot/: {len(shape.circles)}")
    for circle in shape.circles:
        print(f"  {len(circle)} modules: {', '.join(circle)}")
    print(f"imports that run back up a layer: {len(shape.upward)}")
    for arrow in shape.upward:
        print(f"  {arrow}")
    for game, deps in shape.game_imports.items():
        print(f"core modules {game} imports: {len(deps)} ({', '.join(deps)})")
    print(f"verb if/elif tests: {len(shape.verb_chains)} ({', '.join(shape.verb_chains)})")
    print(f"client module lines: {shape.client_lines}")
    print(f"Any in rules/contract.py: {shape.contract_any}")


if __name__ == "__main__":
    main()
