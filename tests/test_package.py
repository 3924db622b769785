"""The package as people install it: a wheel built from this repository holds every file of the
source tree, and installed in an empty virtual environment (with its dependencies from the
package index) it lists the games, plays a whole game of each, and serves the web table."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
import zipfile
from pathlib import Path

import pytest

from tests.web.postgres import free_port

ROOT = Path(__file__).resolve().parents[1]
#: Each game with a number of players it accepts.
GAMES = {"empire-engine": 4, "empire-colonial": 4, "empire-planners": 2, "empire-v85": 3}
#: What may be in the source tree without being shipped.
LEFT_OUT = ("__pycache__", ".pyc")

pytestmark = pytest.mark.timeout(600)


def source_files() -> set[str]:
    """Every file of the package in the source tree, as a path in the wheel."""
    return {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "empires").rglob("*")
        if path.is_file() and not any(part.endswith(LEFT_OUT) for part in path.parts)
    }


def clean_env() -> dict[str, str]:
    """This process's environment without what would make Python find the source tree."""
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A wheel built from a copy of the repository (building in place would leave build
    folders in the work tree)."""
    folder = tmp_path_factory.mktemp("wheel")
    source = folder / "source"
    source.mkdir()
    shutil.copytree(ROOT / "empires", source / "empires", ignore=shutil.ignore_patterns(*LEFT_OUT))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    dist = folder / "dist"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist), str(source)],
        check=True,
        env=clean_env(),
        cwd=folder,
    )
    (built,) = dist.glob("empires-*.whl")
    return built


def test_the_wheel_holds_every_file_of_the_package(wheel: Path) -> None:
    shipped = set(zipfile.ZipFile(wheel).namelist())
    expected = source_files()
    assert {p for p in expected if not p.endswith(".py")} >= {
        "empires/games/empire_colonial/data/nations.toml",
        "empires/web/static/lobby.html",
    }
    missing = sorted(expected - shipped)
    assert not missing, f"files of the source tree missing from the wheel: {missing}"
    outside = sorted(p for p in shipped - expected if not p.startswith("empires-0"))
    assert not outside, f"files in the wheel that are not in the source tree: {outside}"


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An empty virtual environment with the wheel installed (its dependencies come from the
    package index, through pip's cache)."""
    folder = tmp_path_factory.mktemp("venv") / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(folder)], check=True, env=clean_env())
    subprocess.run(
        [str(folder / "bin" / "python"), "-m", "pip", "install", "-q", str(wheel)],
        check=True,
        env=clean_env(),
        cwd=folder,
    )
    return folder


def run(venv: Path, *args: str, cwd: Path) -> str:
    """A command of the virtual environment; its output."""
    done = subprocess.run(
        [str(venv / "bin" / args[0]), *args[1:]],
        capture_output=True,
        text=True,
        env=clean_env(),
        cwd=cwd,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_installed_package_is_the_wheel_not_the_source_tree(venv: Path, tmp_path: Path) -> None:
    where = run(venv, "python", "-c", "import empires; print(empires.__file__)", cwd=tmp_path)
    assert where.startswith(str(venv)), where


def test_the_installed_command_lists_and_plays_every_game(venv: Path, tmp_path: Path) -> None:
    listed = run(venv, "empires", "games", cwd=tmp_path)
    for game in GAMES:
        assert game in listed
    for game, players in GAMES.items():
        seats = ",".join(["random"] * players)
        played = run(
            venv,
            "empires",
            "play",
            game,
            "--players",
            str(players),
            "--seats",
            seats,
            "--seed",
            "3",
            "--save-dir",
            str(tmp_path / "saves"),
            cwd=tmp_path,
        )
        assert "Final scores" in played, played[-2000:]


def test_api_docs_without_their_package_are_refused_by_name(venv: Path, tmp_path: Path) -> None:
    done = subprocess.run(
        [str(venv / "bin" / "empires"), "serve", "--api-docs", "--port", str(free_port())],
        capture_output=True,
        text=True,
        env=clean_env(),
        cwd=tmp_path,
        timeout=60,
    )
    assert done.returncode != 0
    assert "pip install 'empires[api-docs]'" in done.stderr, done.stderr


def _get(url: str) -> tuple[int, bytes]:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.status, response.read()


def test_the_installed_server_serves_the_lobby_and_every_game(venv: Path, tmp_path: Path) -> None:
    port = free_port()
    data = tmp_path / "data"
    server = subprocess.Popen(
        [str(venv / "bin" / "empires"), "serve", "--port", str(port), "--data", str(data)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=clean_env(),
        cwd=tmp_path,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            assert server.poll() is None, server.stderr.read().decode()  # type: ignore[union-attr]
            try:
                status, body = _get(base + "/api/games")
                break
            except OSError:
                assert time.monotonic() < deadline, "empires serve did not answer within 30 s"
                time.sleep(0.1)
        assert status == 200
        assert {g["name"] for g in json.loads(body)} == set(GAMES)
        status, lobby = _get(base + "/")
        assert status == 200 and b"/static/lobby.js" in lobby
        for path in ("/static/lobby.js", "/static/table.html", "/static/base.css"):
            assert _get(base + path)[0] == 200, path
        tables = []
        for game, players in GAMES.items():
            assert _get(f"{base}/games/{game}/view.js")[0] == 200
            assert _get(f"{base}/games/{game}/rules?lang=de")[0] == 200
            spec = {"game": game, "players": players, "seed": 5}
            spec["seats"] = [{"kind": "random"}] * players
            request = urllib.request.Request(
                base + "/api/tables",
                json.dumps(spec).encode(),
                {"content-type": "application/json"},
            )
            with urllib.request.urlopen(request, timeout=10) as response:
                tables.append(json.loads(response.read())["id"])
        # Bots play every table to its end on the server.
        deadline = time.monotonic() + 60
        for table in tables:
            while json.loads(_get(f"{base}/api/tables/{table}")[1])["status"] != "finished":
                assert time.monotonic() < deadline, f"table {table} did not finish"
                time.sleep(0.1)
        assert (data / "empires.sqlite3").is_file()
    finally:
        server.terminate()
        server.wait(10)
