"""Entry point for ``python -m bot``.

It checks the settings first (a missing token fails fast with instructions). The Discord client
itself is the subject of issue #4 and is not built yet; until then this says so plainly instead of
pretending to start.
"""

from __future__ import annotations

import sys

from bot.config import ConfigError, load_settings

NOT_BUILT = (
    "The settings are fine, but the Santa Cruz Discord client is not built yet: this version holds the\n"
    "rules engine, the images and the game store. Try the engine instead:\n"
    "  python -m rules.santacruz simulate --players 4 --games 10\n"
)


def main() -> int:
    """Check the settings, then explain what is missing; exits with a failure status."""
    try:
        load_settings()
    except ConfigError as exc:
        sys.stderr.write(f"Cannot start: {exc}\n")
        return 2
    sys.stderr.write(NOT_BUILT)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
