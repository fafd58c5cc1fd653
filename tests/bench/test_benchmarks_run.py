"""Every benchmark under ``bench/`` still runs: each is run as ``python bench/<name>.py`` (from the tests'
warm starter, :mod:`devtools.warmstart`) with its
quickest options (fewest games, shortest runs) and must end with status 0 having printed its figures as
JSON with the keys it is known for. A benchmark is any ``bench/*.py`` that runs as a script, found by
glob, so a new one is run here too and fails until it is given its quick options in :data:`QUICK`.

The runs start in a scratch folder and must leave ``bench/`` (its committed ``results/`` included) as
they found it: a smoke run prints its figures, it never files them."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from devtools import warmstart

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "bench"
MAIN = 'if __name__ == "__main__":'
"""What a benchmark script has and a shared helper module (``bench/figures.py``) has not."""
TIMEOUT = 300.0
"""Seconds a quick run may take, far above what any takes (a stuck bot process fails the test)."""


@dataclasses.dataclass(frozen=True)
class Quick:
    """A benchmark's quickest run: its options (``--json`` included), keys its figures must have (of
    each object, when it prints a list of them) and whether it takes more than a couple of seconds."""

    options: tuple[str, ...]
    keys: tuple[str, ...]
    slow: bool = True


QUICK: dict[str, Quick] = {
    "arena": Quick(
        ("--games", "1", "--processes", "1", "--only", "strong_vs_random", "--json"),
        ("games", "strong_vs_random"),
    ),
    "capacity": Quick(
        (
            *("--setup", "sqlite", "--cost-games", "1", "--games-start", "1", "--games-max", "1"),
            *("--window", "1", "--pace", "0.3", "--lobby-pace", "0.1", "--json"),
        ),
        ("board_format", "sqlite_1_process"),
    ),
    "computers": Quick(
        ("--games", "1", "--seats", "easy,easy", "--json"),
        ("decisions", "decision_ms_median", "loop_lag_ms_max"),
    ),
    "gamenight": Quick(("--people", "2", "--json"), ("nights",), slow=False),
    "hint": Quick(
        ("--games", "1", "--every", "20", "--json"),
        ("santacruz_hint_ms_p95", "santiago_hint_ms_p95", "santacruz_why_not_ms_p95"),
    ),
    "hint_arena": Quick(
        ("--games", "1", "--only", "santiago", "--processes", "1", "--json"),
        ("santiago_hint_win_rate", "santiago_strong_win_rate"),
    ),
    "turning": Quick(
        ("--games", "1", "--json"),
        ("santacruz_turning_ms_median", "santacruz_turning_ms_max", "santiago_turning_ms_max"),
    ),
    "e2e": Quick(
        ("--games", "1", "--think-games", "0", "--players", "2", "--json"),
        ("latency_ms_median", "concurrent_moves_per_second", "peak_rss_mb"),
    ),
    "engine": Quick(
        ("--games", "2", "--repeats", "1", "--json"),
        ("games_per_second_median", "legal_actions_us", "apply_us"),
        slow=False,
    ),
    "flood": Quick(
        ("--games", "1", "--seconds", "1", "--think", "0.1", "--rate", "5", "--discord-ms", "0", "--json"),
        ("quiet_latency_ms_median", "flood_sent", "flood_unanswered"),
    ),
    "inbox": Quick(
        ("--games", "1", "--runs", "1", "--json"), ("first_answer_after_restart_ms", "answer_median_ms")
    ),
    "noise": Quick(("--game", "santacruz", "--json"), ("game", "people", "silent_posts", "ringing_posts")),
    "playground": Quick(
        ("--via", "python", "--json"),
        ("usable_page_s", "santacruz_table_ms_median", "santiago_table_ms_p95", "after_santiago_bot_rss_mb"),
    ),
    "render": Quick(("--runs", "1", "--json"), ("render_ms_median", "encode_ms_median", "png_bytes")),
    "renderer_memory": Quick(
        ("--games", "2", "--rounds", "1", "--processes", "1", "--json"),
        ("board_bytes_per_game", "boards_kept_cap_per_renderer", "by_games"),
        slow=False,
    ),
    "render_santiago": Quick(
        ("--runs", "1", "--moves", "10", "--json"),
        ("render_ms_median", "private_ms_median", "png_bytes", "small_png_bytes", "small_least_cap_400"),
        slow=False,
    ),
    "santiago_arena": Quick(
        ("--games", "1", "--processes", "1", "--only", "strong_vs_random", "--json"),
        ("games", "strong_vs_random"),
    ),
    "santiago_engine": Quick(
        ("--games", "2", "--repeats", "1", "--json"),
        ("actions_per_second_median", "legal_actions_us", "apply_us"),
        slow=False,
    ),
    "soak": Quick(("--quick", "--json"), ("kills", "versions", "lost_versions", "failures")),
    "stats": Quick(
        ("--games", "50", "--json"), ("kept_once", "stats_median_ms", "leaderboard_median_ms"), slow=False
    ),
    "tournament": Quick(
        ("--people", "3", "--size", "3", "--rounds", "1", "--json"),
        ("requests_per_round", "counted_requests_per_round", "show_ms_median", "strict_refusals"),
    ),
    "ux": Quick(("--scenario", "santacruz_1p_3c", "--json"), ("santacruz_1p_3c",)),
    "week": Quick(
        (
            *("--moves", "1", "--games", "1", "--game", "santacruz", "--computer-wait", "0"),
            *("--warmup", "0", "--sample-every", "20", "--restart-every", "0", "--json"),
        ),
        ("samples", "lost", "doubled", "failures"),
    ),
}
"""Each benchmark's quickest run, by its file's stem."""


def benchmarks() -> list[str]:
    """The stems of the ``bench/*.py`` files that run as scripts, sorted."""
    return sorted(p.stem for p in BENCH.glob("*.py") if MAIN in p.read_text(encoding="utf-8"))


def snapshot() -> dict[str, tuple[int, int]]:
    """Size and modification time of every file under ``bench/`` but Python's byte-code caches."""
    return {
        str(p.relative_to(BENCH)): (p.stat().st_size, p.stat().st_mtime_ns)
        for p in BENCH.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    }


def test_every_benchmark_has_its_quick_run() -> None:
    """Each benchmark script has its quick options here, and every entry names a benchmark."""
    assert sorted(QUICK) == benchmarks()


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(name, marks=[pytest.mark.slow] if name not in QUICK or QUICK[name].slow else [])
        for name in benchmarks()
    ],
)
def test_the_benchmark_runs_and_prints_its_figures(name: str, tmp_path: Path) -> None:
    """``python bench/<name>.py <quick options>`` ends with status 0, prints its figures as JSON with
    their keys and changes nothing under ``bench/``."""
    if name not in QUICK:
        pytest.fail(f"bench/{name}.py has no quick run: give it one in QUICK (add a small option if need be)")
    quick = QUICK[name]
    before = snapshot()
    done = warmstart.run([str(BENCH / f"{name}.py"), *quick.options], cwd=tmp_path, timeout=TIMEOUT)
    assert done.returncode == 0, f"bench/{name}.py exited {done.returncode}:\n{done.stderr[-4000:]}"
    figures: Any = json.loads(done.stdout)
    for each in figures if isinstance(figures, list) else [figures]:
        missing = [key for key in quick.keys if key not in each]
        assert not missing, f"bench/{name}.py printed no {missing}: {done.stdout[:2000]}"
    assert snapshot() == before, f"bench/{name}.py wrote under bench/"
