"""What every benchmark shares: percentiles and printing its figures (one JSON object, or one per line)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any


def percentile(values: list[float], q: float) -> float:
    """The value at quantile ``q`` (0 to 1) of ``values``, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def print_figures(figures: Mapping[str, Any], as_json: bool) -> int:
    """Print ``figures`` as one JSON object, or as aligned ``name: value`` lines; the exit status 0."""
    if as_json:
        print(json.dumps(figures))
    else:
        width = max((len(key) for key in figures), default=0)
        for key, value in figures.items():
            print(f"{key:>{width}}: {value}")
    return 0
