"""What the table's first paint waits for: only what it shows. The lessons' coach, the advice's words (a hint's
reasons, the odds' figures), the match's standings, the card faces' SVG renderer, the window's icon and the
dialogs, history, network and sound load after that paint or when first used, so the start-up (`lomber bench
--only startup`) cannot quietly grow back: a Lomber module loaded before the paint that is not in FIRST_PAINT fails
here (load it when first used, or after the paint with `MainWindow.after_first_paint`)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Each of these modules is needed only after the first paint (each loads when first used, or just after it).
LATER = ("lomber.ui.panels.lesson", "lomber.ui.panels.lessons", "lomber.ui.panels.advicetext", "lomber.ai.explain",
         "lomber.search.advice", "lomber.ui.dialogs.newgame", "lomber.ui.panels.statistics", "lomber.ui.panels.replay",
         "lomber.ui.shell.netwindow", "lomber.storage.history", "lomber.ui.panels.standings", "sqlite3",
         "PySide6.QtMultimedia", "PySide6.QtNetwork", "PySide6.QtSvg", "importlib.metadata", "pkgutil")

# Every Lomber module the window's first frame may load (its title, menu titles and the felt: ui/shell/frame.py);
# the engine, the game, the controller, the table and the panels load in the turn after it. A module added to
# the start-up's path must be added here knowingly.
FIRST_PAINT = frozenset((
    "lomber", "lomber.cli", "lomber.terminal", "lomber.paths", "lomber.settings", "lomber.speed",
    "lomber.engine", "lomber.engine.cards", "lomber.engine.errors", "lomber.engine.jsonfile", "lomber.engine.levels",
    "lomber.engine.options", "lomber.engine.text", "lomber.ui", "lomber.ui.firstpaint", "lomber.ui.translate",
    "lomber.ui.shell", "lomber.ui.shell.app", "lomber.ui.shell.frame", "lomber.ui.shell.instance",
    "lomber.ui.shell.language", "lomber.ui.shell.mainwindow", "lomber.ui.shell.place", "lomber.ui.shell.screenfit",
    "lomber.ui.table", "lomber.ui.table.felt", "lomber.ui.table.layout",
))
# … and what the first frame must not wait for: the game, its engine and controller, the table, the panels.
BUILT_AFTER = ("lomber.games.ferme.match", "lomber.engine.match", "lomber.controller.match_controller",
               "lomber.ui.table.scene", "lomber.ui.table.view", "lomber.ui.panels.docks", "lomber.ui.shell.build",
               "lomber.ui.shell.menus", "lomber.ui.texts")

PROBE = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from lomber.settings import Settings
from lomber.ui.shell.app import create_window
later = json.loads(sys.argv[1])
app = QApplication([])
window = create_window(app, settings=Settings(), progressive=True)
seen = {}
def painted():
    seen["at_paint"] = [m for m in later if m in sys.modules]
    seen["lomber_at_paint"] = sorted(m for m in sys.modules if m.split(".")[0] == "lomber")
    seen["frame"] = [window.windowTitle(), [a.text() for a in window.menuBar().actions()]]
    seen["menus_empty"] = all(a.menu().isEmpty() for a in window.menuBar().actions())
def after():
    try:
        seen["after"] = [m for m in later if m in sys.modules]
        seen["game"] = window.controller.match.game_id
        seen["menus_filled"] = all(not a.menu().isEmpty() for a in window.menuBar().actions())
        seen["coach"] = getattr(window, "_coach", None) is not None
        seen["lessons_listed"] = len(window.learn_menu.actions())
    finally:
        app.exit(0)
window.firstPainted.connect(painted)
def sit_down():
    from lomber.engine.match import Seat
    seats = [Seat("Anna", "human")] + [Seat(f"C{i}", "ai", "normal") for i in range(1, 4)]
    window.start_game("ferme", seats, {"first_dealer": 0}, seed=1)
window.when_built(sit_down)
window.after_first_paint(lambda: QTimer.singleShot(0, after))   # after the work the rest's building queued
app.exec()
window.close()
print(json.dumps(seen))
"""


def test_the_first_paint_waits_for_no_lesson_no_advice_words_and_no_dialog(tmp_path):
    env = {"PYTHONPATH": str(ROOT / "app"), "PATH": "", "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "LOMBER_CONFIG_DIR": str(tmp_path / "c"), "LOMBER_DATA_DIR": str(tmp_path / "d")}
    done = subprocess.run([sys.executable, "-c", PROBE, json.dumps(LATER + BUILT_AFTER)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, env=env, check=True)
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen["at_paint"] == [], seen["at_paint"]
    assert sorted(set(seen["lomber_at_paint"]) - FIRST_PAINT) == []
    # The first frame is the real window: its title and its menu bar's titles, the menus filled the turn after.
    assert seen["frame"] == ["Lomber", ["&Game", "&View", "&Help"]]
    assert seen["menus_empty"] is True and seen["menus_filled"] is True
    assert seen["game"] == "ferme"
    assert set(BUILT_AFTER) <= set(seen["after"])
    # … and what waited comes once the table is on screen: the coach, Help ▸ Learn to play's lessons.
    assert seen["coach"] is True
    assert seen["lessons_listed"] >= 4
    assert "lomber.ui.panels.lesson" in seen["after"]


# The real entry point, up to and after the first paint: the window's icon (an SVG read by Qt's icon engine) is
# set once the table is on screen.
ICON_PROBE = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from lomber.engine.match import Seat
from lomber.ui.shell import app as shell
seen = {}
made = shell.create_window
def create_window(app, *args, **kwargs):
    window = made(app, *args, **kwargs)
    def painted():
        seen["icon_at_paint"] = not app.windowIcon().isNull()
    def after():
        seen["icon_after"] = not app.windowIcon().isNull()
        window.close()
        app.exit(0)
    window.firstPainted.connect(painted)
    window.after_first_paint(lambda: QTimer.singleShot(0, after))
    seats = [Seat("Anna", "human")] + [Seat(f"C{i}", "ai", "normal") for i in range(1, 4)]
    window.when_built(lambda: window.start_game("ferme", seats, {"first_dealer": 0}, seed=1))
    return window
shell.create_window = create_window
shell.first_steps = lambda *args: None   # no dialog: the probe only watches the start
shell.run_app()
print(json.dumps(seen))
"""


def test_the_window_icon_is_set_after_the_first_paint(tmp_path):
    env = {"PYTHONPATH": str(ROOT / "app"), "PATH": "", "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "LOMBER_CONFIG_DIR": str(tmp_path / "c"), "LOMBER_DATA_DIR": str(tmp_path / "d")}
    done = subprocess.run([sys.executable, "-c", ICON_PROBE], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env=env, check=True)
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen == {"icon_at_paint": False, "icon_after": True}


# Plain `lomber`: Qt's application is made before the window's modules load, and the font database is read
# meanwhile in a thread of its own (the first text would otherwise wait for fontconfig).
ORDER_PROBE = """
import json, sys, threading
seen = {"started": []}
start = threading.Thread.start
def spy(self):
    seen["started"].append(self.name)
    start(self)
threading.Thread.start = spy
class Watch:
    def find_spec(self, name, path=None, target=None):
        if name == "lomber.ui.shell.app" and "app_first" not in seen:
            from PySide6.QtWidgets import QApplication
            seen["app_first"] = QApplication.instance() is not None
            seen["fonts_first"] = list(seen["started"])
        return None
sys.meta_path.insert(0, Watch())
from lomber.cli import main
seen["code"] = main([])
print(json.dumps(seen))
"""


def test_plain_lomber_starts_qt_and_reads_the_fonts_while_the_window_loads(tmp_path):
    env = {"PYTHONPATH": str(ROOT / "app"), "PATH": "", "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "LOMBER_CONFIG_DIR": str(tmp_path / "c"), "LOMBER_DATA_DIR": str(tmp_path / "d"),
           "LOMBER_FIRST_PAINT_EXIT": "1"}
    done = subprocess.run([sys.executable, "-c", ORDER_PROBE], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env=env, check=True)
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen["code"] == 0
    assert seen["app_first"] is True
    assert seen["fonts_first"] == ["lomber-fonts"]
