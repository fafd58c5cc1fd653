"""Benchmark of the Santiago board image: a full 4-player board late in the game, rendered many times.

Prints the median and 95th percentile of a full public render (drawing, palette mapping and PNG
encoding) and of the private board of the seat moving the car, the medians of drawing, palette mapping
and PNG encoding alone, the PNG size and the image size. ``--json`` prints one JSON object.

    python bench/render_santiago.py --json
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import PIL

from bench.figures import percentile, print_figures
from render.common import encode
from render.santiago import board, road
from render.santiago.gallery import at_car, find
from render.santiago.marks import last_move
from rules.santiago.views import player_view, public_view


def _ms(samples: list[float]) -> list[float]:
    """Seconds as milliseconds."""
    return [s * 1000 for s in samples]


def run(runs: int, seed: int) -> dict[str, Any]:
    """Time ``runs`` public and private renders of a late 4-player board."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    moment = find(4, at_car(5), first_seed=seed)
    view = public_view(moment.state)
    mine = player_view(moment.state, moment.state.to_move)
    marks = last_move(moment.events)
    start = time.perf_counter()
    png = board.render_board(view, last_move=marks)
    first_ms = (time.perf_counter() - start) * 1000
    board.render_private_board(mine, last_move=marks)
    palette = board.palette_image()
    renders, privates, draws, quantizes, encodes = [], [], [], [], []
    for _ in range(runs):
        t0 = time.perf_counter()
        png = board.render_board(view, last_move=marks)
        t1 = time.perf_counter()
        board.render_private_board(mine, last_move=marks)
        t2 = time.perf_counter()
        image = board.board_image(view, last_move=marks)
        t3 = time.perf_counter()
        quantized = encode.quantize(image, palette)
        t4 = time.perf_counter()
        encode.png_bytes(quantized)
        t5 = time.perf_counter()
        renders.append(t1 - t0)
        privates.append(t2 - t1)
        draws.append(t3 - t2)
        quantizes.append(t4 - t3)
        encodes.append(t5 - t4)
    render_ms, private_ms = _ms(renders), _ms(privates)
    return {
        "benchmark": "Santiago board render, 4 players, 5 ships sailed",
        "seed": seed,
        "runs": runs,
        "render_ms_median": round(statistics.median(render_ms), 2),
        "render_ms_p95": round(percentile(render_ms, 0.95), 2),
        "private_ms_median": round(statistics.median(private_ms), 2),
        "private_ms_p95": round(percentile(private_ms, 0.95), 2),
        "draw_ms_median": round(statistics.median(_ms(draws)), 2),
        "quantize_ms_median": round(statistics.median(_ms(quantizes)), 2),
        "encode_ms_median": round(statistics.median(_ms(encodes)), 2),
        "png_bytes": len(png),
        "width": image.width,
        "height": image.height,
        "first_render_ms": round(first_ms, 1),
        "static_layers_cached": road.static_layer.cache_info().currsize,
        "pillow": PIL.__version__,
        "python": sys.version.split()[0],
    }


def main() -> int:
    """Parse the command line, run, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30, help="renders to time (default 30)")
    parser.add_argument("--seed", type=int, default=4, help="first seed tried for the game (default 4)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    return print_figures(run(args.runs, args.seed), args.json)


if __name__ == "__main__":
    sys.exit(main())
