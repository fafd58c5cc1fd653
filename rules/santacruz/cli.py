"""Command line: ``python -m rules.santacruz simulate | record | replay | arena``.

The command names, options and JSON keys are a contract that later checks rely on.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from rules.santacruz.records import RecordError, export_record, read_record, replay
from rules.santacruz.scoring import ranks
from rules.santacruz.simulate import play_random_game, simulate
from rules.santacruz.state import GameState


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m rules.santacruz", description=__doc__)
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
    rec.add_argument("--random-sets", action="store_true", help="the beginner variant")

    rep = sub.add_parser("replay", help="replay a record, checking every move")
    rep.add_argument("file", help="a record file, or - for standard input")
    rep.add_argument("--json", action="store_true", help="print one JSON object")

    are = sub.add_parser("arena", help="play computer players against each other and report win rates")
    are.add_argument(
        "--seats", default="strong,random,random,random", help="levels by seat, comma-separated (2 to 4)"
    )
    are.add_argument("--games", type=int, default=100)
    are.add_argument("--seed", type=int, default=0)
    are.add_argument("--processes", type=int, default=1, help="worker processes (games run in parallel)")
    are.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def summary(state: GameState) -> dict[str, Any]:
    """Where a replayed game stands: phase, ranks, scores and points by category per seat."""
    return {
        "phase": state.phase,
        "round": state.round,
        "moves": len(state.moves),
        "players": [p.name for p in state.players],
        "ranks": list(ranks(state)),
        "scores": {str(s): p.score for s, p in enumerate(state.players)},
        "breakdown": {str(s): dict(p.breakdown) for s, p in enumerate(state.players)},
    }


def _replay(args: argparse.Namespace) -> int:
    try:
        record = json.load(sys.stdin) if args.file == "-" else read_record(args.file)
        state = replay(record)
    except (RecordError, json.JSONDecodeError) as exc:
        print(f"replay failed: {exc}", file=sys.stderr)
        if args.json:
            print(json.dumps({"error": str(exc), "move": getattr(exc, "number", None)}))
        return 1
    info = summary(state)
    if args.json:
        print(json.dumps(info))
    else:
        print(f"{info['moves']} moves replayed; round {info['round']}, phase {info['phase']}")
        for place, seat in enumerate(info["ranks"], start=1):
            print(f"{place}. {info['players'][seat]} (seat {seat}): {info['scores'][str(seat)]}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    if args.command == "simulate":
        report = simulate(args.players, args.games, args.seed, check=not args.no_check)
        if args.json:
            print(json.dumps(report))
        else:
            for key, value in report.items():
                print(f"{key}: {value}")
        return 1 if report["invariant_violations"] else 0
    if args.command == "record":
        run = play_random_game(args.players, args.seed, check=False, random_sets=args.random_sets)
        print(json.dumps(export_record(run.state), indent=1))
        return 0
    if args.command == "arena":
        return _arena(args)
    return _replay(args)


def _arena(args: argparse.Namespace) -> int:
    from rules.santacruz.ai.arena import arena

    levels = [word.strip() for word in args.seats.split(",") if word.strip()]
    try:
        report = arena(levels, args.games, args.seed, processes=max(1, args.processes))
    except ValueError as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    return 0
