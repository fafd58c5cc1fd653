"""Comparing a render with its golden image: decoded pixels within a tolerance, never bytes."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageChops, ImageStat

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
