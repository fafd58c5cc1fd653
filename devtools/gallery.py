"""``python -m devtools.gallery DIR [--lang en de fr] [--kind KIND ...]``: every image kind the bot posts,
in every language, at full size and as a phone shows it (400 px wide), with the smallest text of each.

The images are those of the render tests (``tests/render/images.py``: seeded states, the longest names a
player can have). Each is written as ``DIR/<lang>/<kind>.png`` and ``DIR/<lang>/<kind>-400.png``, and a
table of the smallest cap height at 400 px of each is printed (see :mod:`devtools.gallery_text` for how
it is measured); for the images a player looks at while choosing a site, the smallest site code its
buttons name as well.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
import sys
from collections.abc import Iterable
from pathlib import Path

from PIL import Image

from devtools.gallery_text import DISPLAY_WIDTH, Text, TextRecorder, shown_height
from rules import i18n

SITE_CODE = re.compile(r"[A-Z]\d{1,2}")
"""A Santa Cruz site's id as its tab shows it: ``C03``, ``L12``, ``N1``."""


@dataclasses.dataclass(frozen=True, slots=True)
class Measured:
    """One image in one language: its size, the smallest text at 400 px (and which), and for a choosing
    image the smallest named site code at 400 px."""

    kind: str
    lang: str
    size: tuple[int, int]
    smallest: float
    text: str
    site_code: float | None


def smallest(texts: Iterable[Text], width: int) -> Text | None:
    """The text of ``texts`` whose capitals read smallest at 400 px on an image ``width`` px wide."""
    return min(texts, key=lambda t: shown_height(t, width), default=None)


def site_codes(texts: Iterable[Text], sites: frozenset[str]) -> dict[str, float]:
    """The cap height in px of each of ``sites``' codes shown, the smallest where one shows twice."""
    out: dict[str, float] = {}
    for t in texts:
        if t.text in sites:
            out[t.text] = min(out.get(t.text, t.cap), t.cap)
    return out


def phone(image: Image.Image) -> Image.Image:
    """``image`` as a phone shows it: :data:`DISPLAY_WIDTH` px wide (narrower images as they are)."""
    if image.width <= DISPLAY_WIDTH:
        return image.convert("RGB")
    height = round(image.height * DISPLAY_WIDTH / image.width)
    return image.convert("RGB").resize((DISPLAY_WIDTH, height), Image.Resampling.LANCZOS)


def measure(kinds: Iterable[str], langs: Iterable[str], directory: Path | None = None) -> list[Measured]:
    """Draw each of ``kinds`` in each of ``langs`` and measure it; write the PNGs into ``directory``."""
    from tests.render.images import images, santacruz_choices

    drawers = images()
    choices = {name: choice.sites for name, choice in santacruz_choices().items()}
    out = []
    for lang in langs:
        for kind in kinds:
            with TextRecorder() as recorder, i18n.speaking(lang):
                image = drawers[kind]()
                texts = recorder.texts(image)
            least = smallest(texts, image.width)
            assert least is not None, f"{kind} shows no text"
            codes = site_codes(texts, choices[kind]) if kind in choices else {}
            scale = min(1.0, DISPLAY_WIDTH / image.width)
            out.append(
                Measured(
                    kind,
                    lang,
                    image.size,
                    shown_height(least, image.width),
                    least.text,
                    min(codes.values()) * scale if codes else None,
                )
            )
            if directory is not None:
                folder = directory / lang
                folder.mkdir(parents=True, exist_ok=True)
                image.save(folder / f"{kind}.png")
                phone(image).save(folder / f"{kind}-400.png")
    return out


def table(rows: Iterable[Measured]) -> str:
    """The figures as a plain text table, one line per image and language."""
    lines = [f"{'image':<26}{'lang':<6}{'size':<11}{'least cap@400':>14}  {'site code@400':>13}  text"]
    for m in rows:
        code = f"{m.site_code:13.2f}" if m.site_code is not None else f"{'':13}"
        size = f"{m.size[0]}x{m.size[1]}"
        lines.append(f"{m.kind:<26}{m.lang:<6}{size:<11}{m.smallest:14.2f}  {code}  {m.text[:40]!r}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Parse the command line, write the gallery and print the figures."""
    parser = argparse.ArgumentParser(prog="python -m devtools.gallery", description=__doc__)
    parser.add_argument(
        "directory", type=Path, nargs="?", help="where to write the PNGs (none: only measure)"
    )
    parser.add_argument("--lang", nargs="+", default=list(i18n.LANGUAGES), choices=i18n.LANGUAGES)
    parser.add_argument("--kind", nargs="+", help="only these image kinds (default: every one)")
    args = parser.parse_args(argv)
    from tests.render.images import images

    kinds = args.kind or list(images())
    print(table(measure(kinds, args.lang, args.directory)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
