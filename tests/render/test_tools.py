"""The gallery command and the benchmark's command-line contract."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image

from devtools import warmstart
from render.santacruz.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def test_gallery_writes_every_sample_image(tmp_path: Path) -> None:
    """``python -m render.santacruz gallery DIR`` writes the start, mid round 1, eruption, round-2
    draft and end boards, hands, a scoring summary, the final standings and the score chart."""
    assert main(["gallery", str(tmp_path)]) == 0
    names = sorted(p.stem for p in tmp_path.glob("*.png"))
    for wanted in (
        "start",
        "mid-round-1",
        "after-eruption",
        "round-2-draft",
        "end",
        "hand",
        "summary",
        "standings",
        "chart",
    ):
        assert any(wanted in n for n in names), wanted
    for path in tmp_path.glob("*.png"):
        with Image.open(path) as image:
            narrow = any(kind in path.stem for kind in ("standings", "chart", "summary"))
            assert image.width == (800 if narrow else 1200)


@pytest.mark.slow
def test_bench_prints_the_contract_keys() -> None:
    """``python bench/render.py --json`` prints one JSON object with the figures later checks read."""
    out = warmstart.run(["bench/render.py", "--json", "--runs", "3"], cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    for key in ("render_ms_median", "encode_ms_median", "ratio", "png_bytes"):
        assert isinstance(report[key], int | float), key
