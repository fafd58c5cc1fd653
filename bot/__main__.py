"""Entry point for ``python -m bot``.

The Discord bot itself is the subject of issue #4 and is not built yet; until then this entry point
says so plainly instead of pretending to start.
"""

from __future__ import annotations

import sys

NOT_BUILT = (
    "The Santa Cruz Discord bot is not built yet: this version contains the rules engine only.\n"
    "Try the engine instead:  python -m rules.santacruz simulate --players 4 --games 10\n"
)


def main() -> int:
    """Explain what is missing and exit with a failure status."""
    sys.stderr.write(NOT_BUILT)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
