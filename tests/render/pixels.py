"""Comparing a render with its golden image: decoded pixels within a tolerance, never bytes."""

from __future__ import annotations

import io
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import PIL
import pytest
from PIL import Image, ImageChops, ImageStat

from tests.render.viewjson import load, save

MEAN_TOLERANCE = 0.1
"""Largest mean absolute difference per channel (0 to 255) between a render and its golden image."""
FAR_PIXELS = 200
"""Most pixels that may differ by more than 48 in some channel (a changed label is several hundred)."""


def decoded(data: bytes | Path) -> Image.Image:
    """An encoded image (bytes or a file) as RGB pixels."""
    image = Image.open(data if isinstance(data, Path) else io.BytesIO(data))
    return image.convert("RGB")


def difference(now: Image.Image, then: Image.Image) -> tuple[float, int]:
    """The mean absolute difference per channel (the largest of the three) and the number of pixels that
    differ by more than 48 in some channel."""
    diff = ImageChops.difference(now, then)
    mean = max(ImageStat.Stat(diff).mean)
    r, g, b = diff.point(lambda v: 255 if v > 48 else 0).split()
    far = ImageChops.lighter(ImageChops.lighter(r, g), b).histogram()[255]
    return mean, far


def close_enough(now: Image.Image, then: Image.Image) -> bool:
    """Whether two images of one size differ by no more than the tolerances."""
    mean, far = difference(now, then)
    return mean <= MEAN_TOLERANCE and far <= FAR_PIXELS


Case = Callable[[], dict[str, Any]]
"""Makes a golden case's stored view (as JSON-ready data) from a seeded game."""
Draw = Callable[[dict[str, Any]], bytes]
"""Draws a stored case."""


def check_golden(golden: Path, name: str, make_case: Case, draw: Draw, rerun: str) -> None:
    """Draw the case ``name`` stored under ``golden`` (made by ``make_case`` the first time) and compare
    it with its golden image; ``UPDATE_GOLDEN=1`` rewrites the images, ``rerun`` says how.

    The golden images are skipped under another Pillow version than the one that drew them, which may
    draw text a pixel apart.
    """
    pillow = golden / "PILLOW_VERSION"
    updating = os.environ.get("UPDATE_GOLDEN") == "1"
    if updating:
        pillow.write_text(PIL.__version__ + "\n", encoding="utf-8")
    elif pillow.exists() and pillow.read_text(encoding="utf-8").strip() != PIL.__version__:
        pytest.skip(
            f"golden images were drawn by Pillow {pillow.read_text().strip()}, this is {PIL.__version__}"
        )
    case_path = golden / f"{name}.json"
    if not case_path.exists():
        save(case_path, make_case())
    png = draw(load(case_path))
    golden_path = golden / f"{name}.png"
    if updating or not golden_path.exists():
        Image.open(io.BytesIO(png)).save(golden_path, optimize=True)
        if not updating:
            pytest.fail(f"{golden_path.name} was missing and has been written: look at it, then run again")
    now, then = decoded(png), decoded(golden_path)
    assert now.size == then.size, f"{name}: size {now.size} != golden {then.size}"
    mean, far = difference(now, then)
    assert mean <= MEAN_TOLERANCE and far <= FAR_PIXELS, (
        f"{name} differs from its golden image (mean {mean:.3f}, {far} pixels far off); "
        f"if intended, run UPDATE_GOLDEN=1 {rerun}"
    )
