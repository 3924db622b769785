"""The example game as a package of its own (examples/sealed_bids): small, built on the kernel
alone, and its wheel ships the files its entry point's game needs (found by the package-data
rule, not listed). The contract, web and terminal tests cover it as an installed game."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from empires.kernel.registry import get_game

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "sealed_bids"
PACKAGE = EXAMPLE / "empires_sealed_bids"


def python_files() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_the_installed_game_is_the_example_package() -> None:
    rules = get_game("sealed-bids")
    assert Path(sys.modules[type(rules).__module__].__file__ or "").parent == PACKAGE


def test_the_game_is_under_300_lines_of_python() -> None:
    lines = sum(len(path.read_text().splitlines()) for path in python_files())
    assert lines < 300, f"{lines} lines of Python"


def test_the_game_imports_nothing_of_empires_but_the_kernel() -> None:
    for path in python_files():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            for name in names:
                if name.startswith("empires."):
                    assert name.startswith("empires.kernel."), f"{path.name} imports {name}"


@pytest.mark.timeout(300)
def test_the_wheel_ships_the_view_the_rules_and_the_texts(tmp_path: Path) -> None:
    source = tmp_path / "source"
    shutil.copytree(EXAMPLE, source, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), "."],
        check=True,
        cwd=source,
        timeout=240,
    )
    (wheel,) = tmp_path.glob("empires_sealed_bids-*.whl")
    shipped = set(zipfile.ZipFile(wheel).namelist())
    expected = {
        path.relative_to(EXAMPLE).as_posix()
        for path in PACKAGE.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }
    assert {"empires_sealed_bids/web/view.js", "empires_sealed_bids/data/texts.toml"} <= expected
    assert sorted(expected - shipped) == []
    entry_points = next(name for name in shipped if name.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "[empires.games]\nsealed-bids = empires_sealed_bids:RULES" in text
