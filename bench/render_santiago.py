"""Benchmark of the Santiago board image: a full 4-player board late in the game, rendered many times.

Prints the median and 95th percentile of a full public render (drawing, palette mapping and PNG
encoding) and of the private board of the seat moving the car, the medians of drawing, palette mapping
and PNG encoding alone, the PNG size and the image size. The same for the public board drawn natively
600 px wide for phones (``small_*``: :func:`render.santiago.render_small_public_board`), the render of
each version of a seeded game as the bot makes it move after move (``move_ms_median`` at 1200 px,
``small_move_ms_median`` at 600 px: only the changed regions drawn, then encoded), and the smallest text
of each board as a 400 px wide phone shows it (cap height in px, see :mod:`devtools.gallery_text`).
``--encodings`` adds the bytes and encoding time of the small board in every encoding considered
(palette PNG levels 1 to 9, lossless WebP methods 0 to 6, lossy WebP). ``--json`` prints one JSON object.

    python bench/render_santiago.py --json
    python bench/render_santiago.py --encodings
"""

from __future__ import annotations

import argparse
import io
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import PIL
from PIL import Image

from bench.figures import percentile, print_figures
from devtools.gallery import smallest
from devtools.gallery_text import TextRecorder, shown_height
from render.common import encode
from render.santiago import board, incremental, road
from render.santiago.gallery import NAMES, at_car, find
from render.santiago.marks import LastMove, last_move
from render.santiago.scaled import PHONE
from rules.santiago.engine import apply_in_place, awaiting, legal_list
from rules.santiago.setup import new_game
from rules.santiago.state import Phase
from rules.santiago.views import PublicView, player_view, public_view

LOSSY_QUALITIES = (50, 75, 85, 95)
"""Lossy WebP qualities tried by ``--encodings`` (each at methods 0 and 4)."""


def _ms(samples: list[float]) -> list[float]:
    """Seconds as milliseconds."""
    return [s * 1000 for s in samples]


def _median_ms(action: Callable[[], object], runs: int) -> float:
    """The median time of ``runs`` calls of ``action``, in ms."""
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return round(statistics.median(_ms(samples)), 2)


def _least_cap(draw: Callable[[], Image.Image]) -> tuple[float, str]:
    """The smallest text of the image ``draw`` makes, as a 400 px wide phone shows it: its cap height
    in px and its words."""
    with TextRecorder() as recorder:
        image = draw()
        least = smallest(recorder.texts(image), image.width)
    assert least is not None
    return round(shown_height(least, image.width), 2), least.text


def _versions(seed: int, count: int) -> list[tuple[PublicView, LastMove]]:
    """The public view and the last move's marks of the first ``count`` versions of a seeded 4-player
    game played at random."""
    rng = random.Random(seed)
    state = new_game(list(NAMES), seed=seed)
    out: list[tuple[PublicView, LastMove]] = []
    while len(out) < count and state.phase != Phase.END:
        seat = min(awaiting(state))
        events = apply_in_place(state, rng.choice(legal_list(state, seat)))
        out.append((public_view(state), last_move(events)))
    return out


def _moves(seed: int, count: int) -> dict[str, float]:
    """The median render of each version of a game as the bot renders it move after move (the patches
    of the game's earlier versions kept, nothing else), at 1200 px and at 600 px."""
    versions = _versions(seed, count)
    out = {}
    for key, render in (("move_ms_median", board.render_board), ("small_move_ms_median", _small)):
        incremental.PATCHES.clear()
        samples = []
        for view, marks in versions:
            start = time.perf_counter()
            render(view, last_move=marks)
            samples.append(time.perf_counter() - start)
        out[key] = round(statistics.median(_ms(samples)), 2)
    return out


def _small(view: PublicView, *, last_move: LastMove) -> bytes:
    """The small public board as the bot posts it."""
    return board.render_small_public_board(view, last_move=last_move)


def _encoders(image: Image.Image) -> dict[str, Callable[[], bytes]]:
    """Every encoding considered for the small board (already on its palette)."""

    def png(level: int) -> Callable[[], bytes]:
        return lambda: encode.png_bytes(image, level)

    def webp(**options: Any) -> Callable[[], bytes]:
        def save() -> bytes:
            out = io.BytesIO()
            image.convert("RGB").save(out, "WEBP", **options)
            return out.getvalue()

        return save

    encoders = {f"png-{level}": png(level) for level in range(1, 10)}
    for method in range(7):
        encoders[f"webp-lossless-m{method}"] = webp(lossless=True, method=method, quality=100)
    for quality in LOSSY_QUALITIES:
        for method in (0, 4):
            encoders[f"webp-q{quality}-m{method}"] = webp(quality=quality, method=method)
    return encoders


def encodings(view: PublicView, marks: LastMove, runs: int) -> list[dict[str, Any]]:
    """Bytes and median encoding time of the small board in every encoding of :func:`_encoders` (the
    slowest, lossless WebP methods 5 and 6, timed three times at most)."""
    image = board.public_pixels(view, last_move=marks, scale=PHONE)
    rows = []
    for name, save in _encoders(image).items():
        slow = name in ("webp-lossless-m5", "webp-lossless-m6")
        rows.append(
            {
                "encoding": name,
                "bytes": len(save()),
                "encode_ms_median": _median_ms(save, min(runs, 3) if slow else runs),
            }
        )
    return rows


def run(runs: int, seed: int, moves: int) -> dict[str, Any]:
    """Time ``runs`` public and private renders of a late 4-player board, and the small public board's;
    the renders of the first ``moves`` versions of a game."""
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
    small_png = board.render_small_public_board(view, last_move=marks)
    small_image = board.board_image(view, last_move=marks, scale=PHONE)
    small_pixels = board.public_pixels(view, last_move=marks, scale=PHONE)
    small_renders = _median_ms(lambda: board.render_small_public_board(view, last_move=marks), runs)
    small_draw = _median_ms(lambda: board.board_image(view, last_move=marks, scale=PHONE), runs)
    small_encode = _median_ms(lambda: encode.png_bytes(small_pixels, board.SMALL_PNG_LEVEL), runs)
    least, least_text = _least_cap(lambda: board.board_image(view, last_move=marks))
    small_least, small_least_text = _least_cap(lambda: board.board_image(view, last_move=marks, scale=PHONE))
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
        "least_cap_400": least,
        "least_text": least_text,
        "small_width": small_image.width,
        "small_height": small_image.height,
        "small_png_bytes": len(small_png),
        "small_render_ms_median": small_renders,
        "small_draw_ms_median": small_draw,
        "small_encode_ms_median": small_encode,
        "small_least_cap_400": small_least,
        "small_least_text": small_least_text,
        **_moves(seed, moves),
        "static_layers_cached": road.static_layer.cache_info().currsize,
        "pillow": PIL.__version__,
        "python": sys.version.split()[0],
    }


def main() -> int:
    """Parse the command line, run, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30, help="renders to time (default 30)")
    parser.add_argument("--seed", type=int, default=4, help="first seed tried for the game (default 4)")
    parser.add_argument("--moves", type=int, default=40, help="versions of a game rendered (default 40)")
    parser.add_argument(
        "--encodings", action="store_true", help="also the small board in every encoding considered"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    figures = run(args.runs, args.seed, args.moves)
    if not args.encodings:
        return print_figures(figures, args.json)
    moment = find(4, at_car(5), first_seed=args.seed)
    rows = encodings(public_view(moment.state), last_move(moment.events), args.runs)
    if args.json:
        return print_figures({**figures, "small_encodings": rows}, True)
    print_figures(figures, False)
    print(f"\n{'small board encoding':<22}{'bytes':>8}{'encode ms':>11}")
    for row in rows:
        print(f"{row['encoding']:<22}{row['bytes']:>8}{row['encode_ms_median']:>11}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
