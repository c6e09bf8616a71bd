"""The registry imports a built-in game when it is first asked for, and only that game (a start-up that sits down
at one table imports no other); listing the games imports them all."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import json, sys
from lomber.engine import registry
before = sorted(m for m in sys.modules if m.startswith("lomber.games."))
info = registry.game_info(sys.argv[1])
one = sorted(m for m in sys.modules if m.startswith("lomber.games."))
ids = registry.game_ids()
print(json.dumps({"before": before, "one": one, "id": info.id, "ids": ids}))
"""


def _probe(game: str) -> dict:
    done = subprocess.run([sys.executable, "-c", PROBE, game], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={"PYTHONPATH": str(ROOT / "app"), "PATH": ""}, check=True)
    return json.loads(done.stdout)


def test_asking_for_one_game_imports_that_game_alone():
    out = _probe("fly")
    assert out["before"] == [] and out["id"] == "fly"
    loaded = [m for m in out["one"] if m != "lomber.games.words"]   # the words every game shares
    assert "lomber.games.fly.match" in loaded
    assert all(m == "lomber.games.fly" or m.startswith("lomber.games.fly.") for m in loaded), loaded
    assert "lomber.games.fly.ai" not in loaded        # its computer players come when a seat needs them


def test_listing_the_games_still_finds_all_four_in_their_order():
    out = _probe("chemin-de-fer")
    assert out["ids"] == ["ferme", "chemin-de-fer", "fortuna", "fly"]


FIRST_PAINT = """
import json, sys
from PySide6.QtWidgets import QApplication
from lomber.ui.shell import app as shell
from lomber.ui.shell.mainwindow import MainWindow
seen = {}
def loaded():
    return sorted(m for m in sys.modules if m.startswith("lomber.games.") or m == "importlib.metadata")
painted = MainWindow._table_painted
def spy(self):
    seen.setdefault("frame", loaded())
    painted(self)
MainWindow._table_painted = spy
def first_steps(window, *args):
    from lomber.engine.match import Seat
    seats = [Seat("Anna", "human")] + [Seat(f"C{i}", "ai", "normal") for i in range(1, 4)]
    window.start_game("ferme", seats, {"first_dealer": 0}, seed=1)
    seen["table"] = loaded()
    window.close()
    QApplication.instance().exit(0)
shell.first_steps = first_steps
from lomber.cli import main
code = main([])
print(json.dumps(seen))
"""


def test_the_first_paint_loads_the_game_on_the_table_alone_and_no_metadata(tmp_path):
    # The window's first frame needs no game and no installed entry points (other distributions' games and their
    # words); sitting down at Ferme then loads Ferme alone (Help ▸ Learn to play lists the others later).
    env = {"PYTHONPATH": str(ROOT / "app"), "PATH": "", "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "LOMBER_CONFIG_DIR": str(tmp_path / "c"), "LOMBER_DATA_DIR": str(tmp_path / "d")}
    done = subprocess.run([sys.executable, "-c", FIRST_PAINT], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env=env, check=True)
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen["frame"] == []
    modules = seen["table"]
    assert "lomber.games.ferme.match" in modules
    assert not [m for m in modules if m.startswith(("lomber.games.fly", "lomber.games.fortuna",
                                                      "lomber.games.chemin_de_fer"))], modules
