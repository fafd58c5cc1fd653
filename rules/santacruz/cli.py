"""Command line: ``python -m rules.santacruz simulate | record | replay | arena``.

The command names, options and JSON keys are a contract that later checks rely on; the skeleton is
shared (:mod:`rules.cli`).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from rules.cli import GameCli, run
from rules.santacruz.records import export_record, replay
from rules.santacruz.scoring import ranks
from rules.santacruz.simulate import play_random_game, simulate
from rules.santacruz.state import GameState


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


def _summary_lines(info: dict[str, Any]) -> list[str]:
    """The replay summary as text lines: moves, round, phase, then the ranks."""
    lines = [f"{info['moves']} moves replayed; round {info['round']}, phase {info['phase']}"]
    for place, seat in enumerate(info["ranks"], start=1):
        lines.append(f"{place}. {info['players'][seat]} (seat {seat}): {info['scores'][str(seat)]}")
    return lines


def _record_options(parser: argparse.ArgumentParser) -> None:
    """The options of ``record`` beyond players and seed: the beginner variant."""
    parser.add_argument("--random-sets", action="store_true", help="the beginner variant")


def _record(args: argparse.Namespace) -> dict[str, Any]:
    """The record of one random complete game, as ``record`` prints it."""
    run_ = play_random_game(args.players, args.seed, check=False, random_sets=args.random_sets)
    return export_record(run_.state)


GAME_CLI = GameCli(
    prog="python -m rules.santacruz",
    description=__doc__ or "",
    simulate=lambda players, games, seed, check: simulate(players, games, seed, check=check),
    record=_record,
    record_options=_record_options,
    replay=lambda record: summary(replay(record)),
    replay_lines=_summary_lines,
    arena_module="rules.santacruz.ai.arena",
    arena_seats="strong,random,random,random",
)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    return run(GAME_CLI, argv)
