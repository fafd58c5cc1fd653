"""Pictures drawn once and kept beside the code (:mod:`render.common.kept`): what is read back is what was
drawn, pixel for pixel; a change of the code or data it is drawn from draws it anew (the older picture
removed); a damaged or unwritable keep only costs the drawing."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

from render.common import kept
from render.santacruz import island


def _picture(colour: str) -> Image.Image:
    image = Image.new("RGB", (40, 30), "white")
    ImageDraw.Draw(image).ellipse((5, 5, 35, 25), fill=colour)
    return image


def _source(tmp_path: Path, text: str) -> Path:
    code = tmp_path / "code"
    code.mkdir(exist_ok=True)
    (code / "drawing.py").write_text(text)
    kept._digest.cache_clear()
    return code


def test_a_kept_picture_is_read_back_pixel_for_pixel(tmp_path: Path) -> None:
    """The first call draws and keeps the picture; the second reads it back without drawing."""
    code = _source(tmp_path, "RED = 1\n")
    drawn: list[str] = []

    def draw() -> Image.Image:
        drawn.append("red")
        return _picture("red")

    first = kept.kept(tmp_path, "disc", [code], draw)
    again = kept.kept(tmp_path, "disc", [code], draw)
    assert drawn == ["red"]
    assert again.mode == "RGB" and again.tobytes() == first.tobytes() == _picture("red").tobytes()
    assert len(list((tmp_path / kept.CACHE).glob("disc.*.png"))) == 1


def test_changed_code_draws_anew_and_removes_the_older_picture(tmp_path: Path) -> None:
    """A picture is named by a hash of its sources: after an edit it is drawn again, never read old."""
    code = _source(tmp_path, "COLOUR = 'red'\n")
    kept.kept(tmp_path, "disc", [code], lambda: _picture("red"))
    code = _source(tmp_path, "COLOUR = 'blue'\n")
    image = kept.kept(tmp_path, "disc", [code], lambda: _picture("blue"))
    assert image.tobytes() == _picture("blue").tobytes()
    assert len(list((tmp_path / kept.CACHE).glob("disc.*.png"))) == 1


def test_a_damaged_picture_is_drawn_again(tmp_path: Path) -> None:
    """A kept file cut short (a crash while another process wrote it) is ignored and replaced."""
    code = _source(tmp_path, "X = 1\n")
    kept.kept(tmp_path, "disc", [code], lambda: _picture("green"))
    (stored,) = (tmp_path / kept.CACHE).glob("disc.*.png")
    stored.write_bytes(stored.read_bytes()[:30])
    assert (
        kept.kept(tmp_path, "disc", [code], lambda: _picture("green")).tobytes()
        == _picture("green").tobytes()
    )


def test_a_folder_that_cannot_be_written_only_costs_the_drawing(tmp_path: Path) -> None:
    """Where nothing can be kept (a file stands where the folder would be), the picture is drawn each
    time, without an error."""
    code = _source(tmp_path, "X = 2\n")
    (tmp_path / kept.CACHE).write_text("not a folder")
    for _ in range(2):
        assert (
            kept.kept(tmp_path, "disc", [code], lambda: _picture("red")).tobytes()
            == _picture("red").tobytes()
        )


def test_the_kept_static_board_is_the_drawn_one() -> None:
    """Santa Cruz's static board as the renderers get it (kept) is exactly the board drawn now, at the
    full size and at the phone's."""
    for scale in (1.0, 0.5):
        assert island.static_board(scale).tobytes() == island._draw(scale).tobytes()
