"""The layers keep one direction (docs/architecture.md): ``lint-imports`` checks the contracts in
pyproject.toml, and a copy of the tree with one import planted against them fails, naming it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINT = Path(sys.executable).with_name("lint-imports")
LAYERS = "kernel <- games <- bots <- tools <- clients <- the command"


def lint(root: Path) -> subprocess.CompletedProcess[str]:
    """``lint-imports`` over the package under ``root``, found there first, without a cache."""
    return subprocess.run(
        [str(LINT), "--no-cache", "--config", str(root / "pyproject.toml")],
        capture_output=True,
        text=True,
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
        timeout=120,
    )


def test_the_tree_keeps_every_import_contract() -> None:
    done = lint(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


@pytest.mark.parametrize(
    ("module", "planted", "contract", "named"),
    [
        # The kernel imports a game (as the registry's import list once did).
        (
            "empires/kernel/registry.py",
            "import empires.games.empire_engine",
            LAYERS,
            "empires.kernel.registry -> empires.games.empire_engine",
        ),
        # A game imports a bot (as every game's __init__ once imported the random bot).
        (
            "empires/games/empire_v85/__init__.py",
            "import empires.bots.random_bot",
            LAYERS,
            "empires.games.empire_v85 -> empires.bots.random_bot",
        ),
        # The batched engine imports a client (as fast/arena.py once imported the arena).
        (
            "empires/games/empire_engine/fast/batch.py",
            "import empires.arena.jobs",
            LAYERS,
            "empires.games.empire_engine.fast.batch -> empires.arena.jobs",
        ),
        # One client imports another.
        ("empires/arena/jobs.py", "import empires.web.hub", LAYERS, "empires.arena.jobs"),
        # A game imports another game.
        (
            "empires/games/empire_planners/scoring.py",
            "import empires.games.empire_colonial.scoring",
            "games do not import each other",
            "empires.games.empire_planners.scoring -> empires.games.empire_colonial.scoring",
        ),
        # The reference engine imports its batched engine.
        (
            "empires/games/empire_engine/scoring.py",
            "import empires.games.empire_engine.fast.layout",
            "the reference Empire Engine does not import its batched engine",
            "empires.games.empire_engine.scoring -> empires.games.empire_engine.fast.layout",
        ),
    ],
)
def test_a_wrong_way_import_breaks_its_contract(
    tmp_path: Path, module: str, planted: str, contract: str, named: str
) -> None:
    shutil.copytree(
        ROOT / "empires", tmp_path / "empires", ignore=shutil.ignore_patterns("__pycache__")
    )
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    source = tmp_path / module
    source.write_text(source.read_text() + f"\n{planted}  # planted by the test\n")
    done = lint(tmp_path)
    assert done.returncode != 0, done.stdout
    assert f"{contract} BROKEN" in done.stdout, done.stdout
    assert named in done.stdout, done.stdout
    assert "1 broken" in done.stdout, done.stdout
