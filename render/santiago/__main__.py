"""``python -m render.santiago gallery DIR [--lang de]``: write sample images from seeded games into DIR."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rules.i18n import LANGUAGES


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run it."""
    parser = argparse.ArgumentParser(prog="python -m render.santiago", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    gallery = commands.add_parser("gallery", help="write sample PNGs from seeded games")
    gallery.add_argument("directory", type=Path)
    gallery.add_argument("--lang", default="en", choices=LANGUAGES, help="the images' language (default en)")
    args = parser.parse_args(argv)
    from render.santiago.gallery import write_gallery

    for path in write_gallery(args.directory, args.lang):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
