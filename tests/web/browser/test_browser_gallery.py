"""The gallery command (``make screenshots``) still makes its pictures from a real game: run for
the smallest game into a scratch folder (with the tests' browser and server), every picture it names is a PNG of the page's size,
and its index shows each of them."""

from __future__ import annotations

import struct
from pathlib import Path

from playwright.sync_api import Browser

from tests.web.browser.gallery import DESKTOP, shoot_gallery
from tests.web.server import ServerProcess


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_gallery_is_made_from_a_real_game(
    browser: Browser, server: ServerProcess, tmp_path: Path
) -> None:
    # The command's own server and browser aside, what make_gallery runs.
    shots = shoot_gallery(browser, server, tmp_path, ["sealed-bids"])
    names = {shot.name for shot in shots}
    moments = (
        "1-start",
        "2-middle",
        "2-middle-de",
        "2-middle-phone",
        "2-middle-phone-de",
        "3-end",
        "3-end-de",
    )
    assert names == {"lobby.png", "lobby-phone.png"} | {f"sealed-bids-{m}.png" for m in moments}
    assert png_size(tmp_path / "sealed-bids-2-middle.png") == (DESKTOP["width"], DESKTOP["height"])
    assert png_size(tmp_path / "sealed-bids-2-middle-phone.png")[0] == 390
    width, height = png_size(tmp_path / "sealed-bids-3-end.png")  # the whole page
    assert width == DESKTOP["width"] and height >= DESKTOP["height"]
    index = (tmp_path / "README.md").read_text(encoding="utf-8")
    assert all(f"({name})" in index for name in names)
