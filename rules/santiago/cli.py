"""Command line: ``python -m rules.santiago simulate | record | replay | arena``.

The options and JSON keys are those of every game here (:mod:`rules.cli`); ``replay --json`` prints the
object of NOTATION.md's "Replay output" section, key for key.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from rules.cli import GameCli, run
from rules.santiago.holdings import markers_left, supplies
from rules.santiago.records import export_record, replay
from rules.santiago.scoring import places, rank_key, ranks, scores
from rules.santiago.ship import marker_flag
from rules.santiago.simulate import play_random_game, simulate
from rules.santiago.state import GameState, Phase


def summary(state: GameState) -> dict[str, Any]:
    """Where a replayed game stands, number by number (NOTATION.md, "Replay output")."""
    seats = range(state.num_players)
    place = places(state)
    breakdown = {}
    for s in seats:
        vp = state.players[s].vp
        total, left, pesos = rank_key(state, s)
        breakdown[str(s)] = {
            "vp_before_goods": vp,
            "goods_vp": total - vp,
            "goods_left": left,
            "pesos": pesos,
        }
    return {
        "phase": state.phase,
        "moves": len(state.moves),
        "players": [p.name for p in state.players],
        "to_move": None if state.phase == Phase.END else state.to_move,
        "scores": {str(s): v for s, v in zip(seats, scores(state), strict=True)},
        "ranks": list(ranks(state)),
        "places": {str(s): place[s] for s in seats},
        "breakdown": breakdown,
        "holdings": {
            str(s): {
                "pesos": p.pesos,
                "vp": p.vp,
                "goods": dict(p.goods),
                "figure": p.figure,
                "owns": sorted(p.owns),
                "markers_left": markers_left(state, s),
            }
            for s, p in enumerate(state.players)
        },
        "supply": supplies(state),
        "car": state.car,
        "face_down": sorted(state.face_down),
        "ship": {
            "number": state.ship,
            "departed": state.departed,
            "marker": marker_flag(state),
            "dice": dict(state.dice),
        },
    }


def _summary_lines(info: dict[str, Any]) -> list[str]:
    """The replay summary as text lines: moves, phase, ship, then the places."""
    lines = [f"{info['moves']} moves replayed; phase {info['phase']}, ship {info['ship']['number']}"]
    for seat in info["ranks"]:
        key = str(seat)
        name = info["players"][seat]
        lines.append(f"{info['places'][key]}. {name} (seat {seat}): {info['scores'][key]} VP")
    return lines


def _record_options(parser: argparse.ArgumentParser) -> None:
    """The options of ``record`` beyond players and seed: the names in join order."""
    parser.add_argument("--names", help="display names in join order, comma-separated")


def _record(args: argparse.Namespace) -> dict[str, Any]:
    """The record of one random complete game, as ``record`` prints it."""
    players: int | list[str] = args.players
    if args.names:
        players = [n.strip() for n in args.names.split(",")]
        if len(players) != args.players:
            raise SystemExit(f"--names lists {len(players)} names for {args.players} players")
    return export_record(play_random_game(players, args.seed, check=False).state)


GAME_CLI = GameCli(
    prog="python -m rules.santiago",
    description=__doc__ or "",
    simulate=lambda players, games, seed, check: simulate(players, games, seed, check=check),
    record=_record,
    record_options=_record_options,
    replay=lambda record: summary(replay(record)),
    replay_lines=_summary_lines,
    arena_module="rules.santiago.arena",
    arena_seats="easy,random,random,random",
)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    return run(GAME_CLI, argv)
