"""Games are found through the ``empires.games`` entry points, not listed in the kernel: the
installed games load, a game in a package of its own is found by its entry point (an object or
a factory), and a broken one is named with its reason while every other game stays playable.

The extra packages are real distributions on disk (a ``.dist-info`` folder with its
``entry_points.txt``), put on the path of a fresh interpreter."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from empires.kernel.registry import GROUP, broken_games, list_games

ROOT = Path(__file__).resolve().parents[2]
#: The games of this package, and the example game of its own package (examples/sealed_bids,
#: installed by `make setup`), all found through their entry points.
GAMES = ["empire-colonial", "empire-engine", "empire-planners", "empire-v85", "sealed-bids"]


def test_the_installed_games_are_found_and_none_is_broken() -> None:
    found = [rules.info.name for rules in list_games()]
    assert "sealed-bids" in found, "the example game is not installed: run `make setup`"
    assert found == GAMES
    assert broken_games() == {}


def _package(site: Path, entry_points: str) -> None:
    """A distribution ``extra-games`` in ``site`` declaring ``entry_points``, with a module
    ``extra_games`` holding a copy of Empire Engine under another name, as object and factory."""
    info = site / "extra_games-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: extra-games\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n{textwrap.dedent(entry_points)}")
    (site / "extra_games.py").write_text(
        textwrap.dedent(
            """
            import dataclasses

            from empires.games.empire_engine.rules import EmpireEngine


            class Copy(EmpireEngine):
                def __init__(self, name):
                    super().__init__()
                    self.info = dataclasses.replace(self.info, name=name)


            RULES = Copy("engine-copy")
            NOT_RULES = 42


            def make():
                return Copy("engine-made")
            """
        )
    )


def _run(site: Path, code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(site)])},
        timeout=120,
    )


def test_a_game_of_its_own_package_is_found_as_object_or_factory(tmp_path: Path) -> None:
    _package(
        tmp_path,
        """
        engine-copy = extra_games:RULES
        engine-made = extra_games:make
        """,
    )
    done = _run(
        tmp_path,
        """
        from empires import get_game, list_games, new_match
        print(" ".join(rules.info.name for rules in list_games()))
        match = new_match("engine-made", 3, seed=4)
        same = match.to_act() == new_match("empire-engine", 3, seed=4).to_act()
        print(get_game("engine-copy").info.name, match.rules.info.name, same)
        """,
    )
    assert done.returncode == 0, done.stderr
    listed, found = done.stdout.splitlines()
    assert listed.split() == sorted([*GAMES, "engine-copy", "engine-made"])
    assert found == "engine-copy engine-made True"


def test_a_broken_game_is_named_and_the_others_stay(tmp_path: Path) -> None:
    _package(
        tmp_path,
        """
        gone = no_such_package.rules:RULES
        number = extra_games:NOT_RULES
        misnamed = extra_games:RULES
        engine-made = extra_games:make
        """,
    )
    done = _run(
        tmp_path,
        """
        from empires import get_game, list_games
        from empires.kernel.errors import UnknownGame
        from empires.kernel.registry import broken_games, register
        import extra_games
        register(extra_games.Copy("engine-made"))  # in code, before the entry points are read
        print(" ".join(rules.info.name for rules in list_games()))
        for name, reason in sorted(broken_games().items()):
            print(name, "|", reason)
        try:
            get_game("gone")
        except UnknownGame as error:
            print("refused |", error)
        """,
    )
    assert done.returncode == 0, done.stderr
    listed, *broken, refused = done.stdout.splitlines()
    assert listed.split() == sorted([*GAMES, "engine-made"])
    assert len(broken) == 4
    assert any(
        line.startswith("engine-made |") and "a game of that name is registered already" in line
        for line in broken
    ), broken
    assert (
        "gone | entry point gone = no_such_package.rules:RULES in 'empires.games': "
        "ModuleNotFoundError: No module named 'no_such_package'"
    ) in broken
    assert any(
        line.startswith("misnamed |") and "gives the game 'engine-copy', not 'misnamed'" in line
        for line in broken
    ), broken
    assert any(
        line.startswith("number |") and "gives int, not the game's Rules object" in line
        for line in broken
    ), broken
    assert refused.startswith("refused | game 'gone' is installed but cannot be loaded: ")


def test_empires_games_lists_the_good_games_and_names_the_broken_one(tmp_path: Path) -> None:
    _package(tmp_path, "gone = no_such_package:RULES\n")
    done = subprocess.run(
        [sys.executable, "-m", "empires.cli", "games"],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(tmp_path)])},
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    for game in GAMES:
        assert f"{game}: " in done.stdout
    assert "game 'gone' is installed but cannot be loaded" in done.stderr
    assert "No module named 'no_such_package'" in done.stderr
