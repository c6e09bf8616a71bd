"""The pure layers load no Qt: engine, search, games, ai, storage, settings and the commands that open no window.

Each check runs in a fresh interpreter (this test process may well have loaded PySide6 already) and looks at
`sys.modules` after the imports or the command."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"

# Whole packages, walked, so that a module added later is held to the rule too.
PURE_PACKAGES = ("lomber.engine", "lomber.search", "lomber.games", "lomber.ai", "lomber.storage")
# Single modules of the non-window side (net's message and table-file parts; the sockets' side uses Qt).
PURE_MODULES = ("lomber.settings", "lomber.speed", "lomber.paths", "lomber.catalogues", "lomber.desktopentry",
                "lomber.terminal", "lomber.arena", "lomber.cli",
                "lomber.bench", "lomber.net.protocol", "lomber.net.joincode", "lomber.net.tablefile",
                "lomber.net.headless", "lomber.net.address", "lomber.net.relaylink", "lomber.net.relay")

# Prints the Qt modules loaded after the body has run, as JSON, on the last line of stdout.
REPORT = ("\nimport json as _json, sys as _sys\n"
          "print(_json.dumps(sorted(m for m in _sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))))\n")


def qt_loaded_by(body: str, tmp_path: Path) -> list[str]:
    """The Qt modules a fresh interpreter has loaded after running `body` (its own failure fails the test)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "app"), "LOMBER_DATA_DIR": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    done = subprocess.run([sys.executable, "-c", body + REPORT], capture_output=True, text=True, env=env,
                          cwd=tmp_path, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_pure_packages_and_modules_load_no_qt(tmp_path: Path) -> None:
    body = ("import importlib, pkgutil\n"
            f"for name in {PURE_PACKAGES!r}:\n"
            "    package = importlib.import_module(name)\n"
            "    for found in pkgutil.walk_packages(package.__path__, name + '.'):\n"
            "        importlib.import_module(found.name)\n"
            f"for name in {PURE_MODULES!r}:\n"
            "    importlib.import_module(name)\n"
            "from lomber.engine.registry import game_ids, game_info\n"
            "for game in game_ids():\n"
            "    game_info(game)\n")
    assert qt_loaded_by(body, tmp_path) == []


@pytest.mark.parametrize("argv", [
    ["stats"],
    ["stats", "--json"],
    ["replay", str(DATA / "ferme-record.json"), "--json"],
    ["advise", str(DATA / "advise-ferme.json")],
    ["arena", "--game", "ferme", "--seats", "2", "--ai", "easy,easy", "--deals", "1", "--match-deals", "1"],
    ["bench", "--help"],
    ["translate", "--help"],
    ["desktop-entry", "--help"],
    ["--version"],
], ids=lambda argv: " ".join(argv[:1] + [a for a in argv[1:] if a.startswith("--")]))
def test_the_commands_without_a_window_load_no_qt(argv: list[str], tmp_path: Path) -> None:
    body = ("import contextlib, io\n"
            "from lomber.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            "    try:\n"
            f"        code = main({argv!r})\n"
            "    except SystemExit as exc:   # --help and --version end as argparse ends them\n"
            "        code = exc.code\n"
            "assert code == 0, code\n")
    assert qt_loaded_by(body, tmp_path) == []


def test_the_check_sees_qt_when_it_is_loaded(tmp_path: Path) -> None:
    """The test above would pass on a check that sees nothing: the window's package must show up."""
    assert "PySide6.QtCore" in qt_loaded_by("import lomber.ui.table.speeds\n", tmp_path)
