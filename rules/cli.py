"""What every game's command line shares: ``simulate | record | replay | arena`` and their JSON output.

A game describes itself in a :class:`GameCli`; :func:`run` parses the arguments and prints. The command
names, options and JSON keys are a contract that later checks rely on.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rules.records import RecordError, read_record

Figures = dict[str, Any]


@dataclass(frozen=True, slots=True)
class GameCli:
    """One game's commands: how to simulate, record and summarise a replay; ``arena_module`` names the module
    whose ``arena(levels, games, seed, processes=…)`` runs computer players (imported only when asked)."""

    prog: str
    description: str
    simulate: Callable[[int, int, int, bool], Figures]
    record: Callable[[argparse.Namespace], Figures]
    record_options: Callable[[argparse.ArgumentParser], None]
    replay: Callable[[dict[str, Any]], Figures]
    replay_lines: Callable[[Figures], list[str]]
    arena_module: str | None = None
    arena_seats: str = "random,random,random,random"


def _parser(game: GameCli) -> argparse.ArgumentParser:
    """The argument parser of ``game``'s commands."""
    parser = argparse.ArgumentParser(prog=game.prog, description=game.description)
    sub = parser.add_subparsers(dest="command", required=True)

    sim = sub.add_parser("simulate", help="play random complete games and report figures")
    sim.add_argument("--players", type=int, choices=(2, 3, 4), default=4)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--no-check", action="store_true", help="skip the invariant checks (for speed)")
    sim.add_argument("--json", action="store_true", help="print one JSON object")

    rec = sub.add_parser("record", help="print the record of one random game")
    rec.add_argument("--players", type=int, choices=(2, 3, 4), default=4)
    rec.add_argument("--seed", type=int, default=0)
    game.record_options(rec)

    rep = sub.add_parser("replay", help="replay a record, checking every move")
    rep.add_argument("file", help="a record file, or - for standard input")
    rep.add_argument("--json", action="store_true", help="print one JSON object")

    if game.arena_module is not None:
        are = sub.add_parser("arena", help="play computer players against each other and report win rates")
        are.add_argument("--seats", default=game.arena_seats, help="levels by seat, comma-separated (2 to 4)")
        are.add_argument("--games", type=int, default=100)
        are.add_argument("--seed", type=int, default=0)
        are.add_argument("--processes", type=int, default=1, help="worker processes (games run in parallel)")
        are.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _print(figures: Figures, as_json: bool) -> None:
    """Print ``figures`` as one JSON object or as ``key: value`` lines."""
    if as_json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")


def _replay(game: GameCli, args: argparse.Namespace) -> int:
    """The ``replay`` command: the summary, or the refused move and why (exit status 1)."""
    try:
        record = json.load(sys.stdin) if args.file == "-" else read_record(args.file)
        info = game.replay(record)
    except (RecordError, json.JSONDecodeError) as exc:
        print(f"replay failed: {exc}", file=sys.stderr)
        if args.json:
            print(json.dumps({"error": str(exc), "move": getattr(exc, "number", None)}))
        return 1
    if args.json:
        print(json.dumps(info))
    else:
        print("\n".join(game.replay_lines(info)))
    return 0


def _arena(game: GameCli, args: argparse.Namespace) -> int:
    """The ``arena`` command, importing the game's arena only now (exit status 2 on bad levels)."""
    assert game.arena_module is not None
    arena = importlib.import_module(game.arena_module).arena
    levels = [word.strip() for word in args.seats.split(",") if word.strip()]
    try:
        report = arena(levels, args.games, args.seed, processes=max(1, args.processes))
    except ValueError as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    _print(report, args.json)
    return 0


def run(game: GameCli, argv: Sequence[str] | None = None) -> int:
    """Run ``game``'s command line; returns the exit status."""
    args = _parser(game).parse_args(argv)
    if args.command == "simulate":
        report = game.simulate(args.players, args.games, args.seed, not args.no_check)
        _print(report, args.json)
        return 1 if report["invariant_violations"] else 0
    if args.command == "record":
        print(json.dumps(game.record(args), indent=1))
        return 0
    if args.command == "arena":
        return _arena(game, args)
    return _replay(game, args)
