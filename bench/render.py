"""Benchmark of the board image: a full 4-player board at the end of round 1, rendered many times.

Prints the median and 95th percentile of a full render (drawing, palette mapping and PNG encoding),
the median of the PNG encode of the finished image alone, their ratio, the PNG size and the image
size. ``--json`` prints one JSON object (the contract later checks read).

``public_1200`` and ``small_public`` compare the public board of a turn message as it was (the
islands cut from the 1200 px board) and as it is drawn natively for a phone (issue 46): size, bytes,
render and encode medians, and the smallest site id's cap height once shown 400 px wide;
``small_public.encodings`` is every encoding tried on the small board (bytes and ms).

    python bench/render.py --json
"""

from __future__ import annotations

import argparse
import functools
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

from bench.figures import print_figures
from devtools.gallery_text import TextRecorder, shown_height
from render.santacruz import board, encode, island, layout
from render.santacruz.gallery import legal_sites
from rules.santacruz.engine import apply_in_place, awaiting, legal_actions
from rules.santacruz.events import Event, built_sites
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState
from rules.santacruz.views import PublicView, public_view


def end_of_round_one(seed: int) -> tuple[GameState, list[Event]]:
    """A seeded 4-player game played at random up to its last card of round 1: the fullest board."""
    rng = random.Random(seed)
    state = new_game(["Ana", "Ben", "Cleo", "Dev"], seed=seed)
    events: list[Event] = []
    while True:
        cards_left = sum(p.cards_in_hand() for p in state.players)
        if state.phase == "play" and state.double is None and cards_left <= 1:
            return state, events
        events = apply_in_place(state, rng.choice(legal_actions(state, min(awaiting(state)))))


def _ms(samples: list[float]) -> list[float]:
    return sorted(s * 1000 for s in samples)


def _p95(values: list[float]) -> float:
    return values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]


def _median_ms(fn: Callable[[], object], runs: int) -> float:
    """The median time of ``fn`` over ``runs`` calls, in ms."""
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return round(statistics.median(samples) * 1000, 2)


def encodings(image: Image.Image, runs: int) -> dict[str, dict[str, float]]:
    """Size against time of each way to encode the finished board (issue 15: tune the encoding)."""
    out: dict[str, dict[str, float]] = {}
    for level in (1, 2, 4, 6, 9):
        data = encode.png_bytes(image, level)
        out[f"png_level_{level}"] = {
            "ms": _median_ms(functools.partial(encode.png_bytes, image, level), runs),
            "bytes": len(data),
        }
    for method in (0, 1):
        data = encode.webp_bytes(image, method)
        out[f"webp_method_{method}"] = {
            "ms": _median_ms(functools.partial(encode.webp_bytes, image, method), max(3, runs // 3)),
            "bytes": len(data),
        }
    return out


def _lossy_webp(image: Image.Image, quality: int, method: int) -> bytes:
    """Lossy WebP of ``image`` (tried, not used: larger than the palette PNG for flat-colour art)."""
    out = io.BytesIO()
    image.convert("RGB").save(out, "WEBP", quality=quality, method=method)
    return out.getvalue()


def _tried(encoder: Callable[[], bytes], runs: int) -> dict[str, float]:
    """One encoding's bytes and median ms: ``runs`` times, once more only when it takes over 0.1 s."""
    t0 = time.perf_counter()
    data = encoder()
    slow = time.perf_counter() - t0 > 0.1
    return {"bytes": len(data), "ms": _median_ms(encoder, 1 if slow else runs)}


def small_encodings(image: Image.Image, runs: int) -> dict[str, dict[str, float]]:
    """Every encoding tried on the phone's board (issue 46): palette PNG at each zlib level, lossless
    WebP at each method, lossy WebP at a few qualities. Lossless WebP's methods 5 and 6 (about 0.6 s
    and 5 s) are tried in a run of 5 or more only, so that the tests' one-run smoke test stays quick."""
    out = {
        f"png_level_{level}": _tried(functools.partial(encode.png_bytes, image, level), runs)
        for level in range(1, 10)
    }
    for method in range(7 if runs >= 5 else 5):
        out[f"webp_lossless_method_{method}"] = _tried(
            functools.partial(encode.webp_bytes, image, method), runs
        )
    for quality in (75, 85, 90, 95):
        for method in (0, 4):
            out[f"webp_q{quality}_method_{method}"] = _tried(
                functools.partial(_lossy_webp, image, quality, method), runs
            )
    return out


def least_site_cap(draw: Callable[[], Image.Image], sites: frozenset[str]) -> float:
    """The smallest cap height of a site id on the image ``draw`` makes, once shown 400 px wide (the
    gallery's measure; it empties the renderers' caches, so it runs after the timings)."""
    with TextRecorder() as recorder:
        image = draw()
        caps = [shown_height(t, image.width) for t in recorder.texts(image) if t.text in sites]
    return round(min(caps), 2)


def public_boards(view: PublicView, last_move: frozenset[str], runs: int) -> dict[str, dict[str, Any]]:
    """The public board of a turn message as it was (the islands of the 1200 px board) and drawn
    natively for a phone: render (from the cached layers, marks on) and encode medians, bytes."""
    base = board.base_image(view)
    island_box = (0, 0, layout.WIDTH, layout.BOARD_HEIGHT)
    old = board.marked(base, view, last_move=last_move, box=island_box)
    old_png = board.render_public_board(view, last_move=last_move, island=True)
    start = time.perf_counter()
    small = board.small_public_image(view, last_move=last_move)
    first_small_ms = (time.perf_counter() - start) * 1000
    small_png = board.render_small_public_board(view, last_move=last_move)
    scale = layout.PHONE_SCALE
    return {
        "public_1200": {
            "width": old.width,
            "height": old.height,
            "png_bytes": len(old_png),
            "render_ms_median": _median_ms(
                lambda: board.marked(board.base_image(view), view, last_move=last_move, box=island_box), runs
            ),
            "encode_ms_median": _median_ms(lambda: encode.png_bytes(old), runs),
            "total_ms_median": _median_ms(
                lambda: board.render_public_board(view, last_move=last_move, island=True), runs
            ),
        },
        "small_public": {
            "width": small.width,
            "height": small.height,
            "scale": scale,
            "png_level": encode.SMALL_PNG_LEVEL,
            "png_bytes": len(small_png),
            "webp_bytes": len(
                board.render_small_public_board(view, last_move=last_move, image_format="webp")
            ),
            "first_render_ms": round(first_small_ms, 1),
            "base_ms_median": _median_ms(lambda: board.small_base_image(view), runs),
            "render_ms_median": _median_ms(lambda: board.small_public_image(view, last_move=last_move), runs),
            "encode_ms_median": _median_ms(lambda: encode.to_small_png(small), runs),
            "total_ms_median": _median_ms(
                lambda: board.render_small_public_board(view, last_move=last_move), runs
            ),
            "kept_base_bytes": small.width * small.height,
            "encodings": small_encodings(small, runs),
        },
    }


def per_version(
    view: PublicView, highlights: frozenset[str], last_move: frozenset[str], runs: int
) -> dict[str, float]:
    """A version drawn once and then cut and marked (issue 15), against drawing each image anew."""
    base = board.base_image(view)
    return {
        "base_ms_median": _median_ms(lambda: board.base_image(view), runs),
        "panel_base_ms_median": _median_ms(lambda: board.panel_base_image(view), runs),
        "public_png_from_base_ms_median": _median_ms(
            lambda: board.render_public_board(view, last_move=last_move, image_format="png", base=base), runs
        ),
        "public_png_anew_ms_median": _median_ms(
            lambda: board.render_public_board(view, last_move=last_move, image_format="png"), runs
        ),
        "panel_from_base_ms_median": _median_ms(
            lambda: board.render_panel_board(view, highlights, base), runs
        ),
        "panel_anew_ms_median": _median_ms(lambda: board.render_panel_board(view, highlights), runs),
    }


def bare_encode_ms(runs: int = 30, seed: int = 2) -> float:
    """The median PNG encode of the fullest 1200 px board (this benchmark's ``encode_ms_median``), in ms:
    the yardstick issue 46 gives the CPU per move in, which ``bench/capacity.py`` and ``bench/e2e.py``
    measure in their own run and divide by (the machines differ up to 3 times from day to day)."""
    state, events = end_of_round_one(seed)
    view = public_view(state)
    image = board.board_image(view, highlights=legal_sites(state), last_move=built_sites(events))
    finished = encode.quantize(image)
    return _median_ms(lambda: encode.png_bytes(finished), runs)


def run(runs: int, seed: int) -> dict[str, Any]:
    """Time ``runs`` board renders and as many encodes of the finished image."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    state, events = end_of_round_one(seed)
    view = public_view(state)
    highlights, last_move = legal_sites(state), built_sites(events)
    # The public boards' last move: the state's own, or else a built site (most turn messages' boards
    # show a build's ring and gold tab).
    shown = frozenset(last_move) or frozenset({min(s for s, site in view.sites.items() if site.occupants)})
    start = time.perf_counter()
    island.static_board()
    static_ms = (time.perf_counter() - start) * 1000
    start = time.perf_counter()
    png = board.render_board(view, highlights=highlights, last_move=last_move)
    first_ms = (time.perf_counter() - start) * 1000
    renders, encodes, draws, quantizes = [], [], [], []
    finished = encode.quantize(board.board_image(view, highlights=highlights, last_move=last_move))
    for _ in range(runs):
        t0 = time.perf_counter()
        png = board.render_board(view, highlights=highlights, last_move=last_move)
        renders.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        encode.png_bytes(finished)
        encodes.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        image = board.board_image(view, highlights=highlights, last_move=last_move)
        t1 = time.perf_counter()
        encode.quantize(image)
        t2 = time.perf_counter()
        draws.append(t1 - t0)
        quantizes.append(t2 - t1)
    render_ms, encode_ms = _ms(renders), _ms(encodes)
    render_median, encode_median = statistics.median(render_ms), statistics.median(encode_ms)
    report: dict[str, Any] = {
        "benchmark": "board render, 4 players, end of round 1",
        "seed": seed,
        "runs": runs,
        "render_ms_median": round(render_median, 2),
        "render_ms_p95": round(_p95(render_ms), 2),
        "encode_ms_median": round(encode_median, 2),
        "encode_ms_p95": round(_p95(encode_ms), 2),
        "ratio": round(render_median / encode_median, 2),
        "draw_ms_median": round(statistics.median(_ms(draws)), 2),
        "quantize_ms_median": round(statistics.median(_ms(quantizes)), 2),
        "png_bytes": len(png),
        "width": finished.width,
        "height": finished.height,
        "static_layer_ms_once": round(static_ms, 1),
        "first_render_ms": round(first_ms, 1),
        "buildings_on_board": sum(len(s.occupants) for s in view.sites.values()),
        "encodings": encodings(finished, runs),
        "per_version": per_version(view, frozenset(highlights), frozenset(last_move), runs),
        **public_boards(view, shown, runs),
        "pillow": PIL.__version__,
        "python": sys.version.split()[0],
    }
    every = frozenset(view.sites)
    island_box = (0, 0, layout.WIDTH, layout.BOARD_HEIGHT)
    report["public_1200"]["site_id_cap_at_400"] = least_site_cap(
        lambda: board.marked(board.base_image(view), view, last_move=shown, box=island_box), every
    )
    report["small_public"]["site_id_cap_at_400"] = least_site_cap(
        lambda: board.small_public_image(view, last_move=shown), every
    )
    return report


def main() -> int:
    """Parse the command line, run, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30, help="renders to time (default 30)")
    parser.add_argument("--seed", type=int, default=2, help="seed of the game (default 2)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    report = run(args.runs, args.seed)
    return print_figures(report, args.json)


if __name__ == "__main__":
    sys.exit(main())
