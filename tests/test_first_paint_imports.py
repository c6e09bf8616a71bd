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

# Every Lomber module the first paint of a Ferme table may load (the game on the table, its engine and controller,
# the window, its panels and menus); a module added to the start-up's path must be added here knowingly.
FIRST_PAINT = frozenset((
    "lomber", "lomber.cli", "lomber.terminal", "lomber.paths", "lomber.settings", "lomber.speed", "lomber.ai",
    "lomber.ai.registry", "lomber.search", "lomber.search.players", "lomber.controller",
    "lomber.controller.advice_service", "lomber.controller.aiproc", "lomber.controller.match_controller",
    "lomber.engine", "lomber.engine.actions", "lomber.engine.cards", "lomber.engine.errors", "lomber.engine.events",
    "lomber.engine.feats", "lomber.engine.gameinfo", "lomber.engine.jsonfile", "lomber.engine.ledger",
    "lomber.engine.levels",
    "lomber.engine.match", "lomber.engine.options", "lomber.engine.packs", "lomber.engine.records",
    "lomber.engine.registry", "lomber.engine.shuffle", "lomber.engine.text", "lomber.games", "lomber.games.words",
    "lomber.games.ferme", "lomber.games.ferme.example", "lomber.games.ferme.match", "lomber.games.ferme.pack",
    "lomber.storage", "lomber.storage.autosave", "lomber.storage.saves", "lomber.ui", "lomber.ui.errors",
    "lomber.ui.plaintext", "lomber.ui.seatnames", "lomber.ui.texts", "lomber.ui.panels",
    "lomber.ui.panels.advicesource", "lomber.ui.panels.docks", "lomber.ui.panels.hint", "lomber.ui.panels.logfeed",
    "lomber.ui.panels.odds", "lomber.ui.panels.practice", "lomber.ui.panels.results", "lomber.ui.shell",
    "lomber.ui.shell.advice", "lomber.ui.shell.app", "lomber.ui.shell.deals", "lomber.ui.shell.files",
    "lomber.ui.shell.instance", "lomber.ui.shell.language", "lomber.ui.shell.mainwindow",
    "lomber.ui.shell.gluedoors", "lomber.ui.shell.gluewindow", "lomber.ui.shell.matchglue",
    "lomber.ui.shell.matchlog", "lomber.ui.shell.menus", "lomber.ui.shell.place",
    "lomber.ui.shell.prefs", "lomber.ui.shell.screenfit", "lomber.ui.table", "lomber.ui.table.actionbar",
    "lomber.ui.table.badges", "lomber.ui.table.cardart", "lomber.ui.table.eventqueue", "lomber.ui.table.events",
    "lomber.ui.table.felt", "lomber.ui.table.handvalues", "lomber.ui.table.holdings", "lomber.ui.table.lasttrick",
    "lomber.ui.table.layout",
    "lomber.ui.table.piles", "lomber.ui.table.placing", "lomber.ui.table.scene", "lomber.ui.table.sound",
    "lomber.ui.table.speeds", "lomber.ui.table.sprites", "lomber.ui.table.sync", "lomber.ui.table.verbs",
    "lomber.ui.table.view",
    "lomber.ui.table.warming",
))

PROBE = """
import json, sys
from PySide6.QtWidgets import QApplication
from lomber.engine.match import Seat
from lomber.settings import Settings
from lomber.ui.shell.app import create_window
later = json.loads(sys.argv[1])
app = QApplication([])
window = create_window(app, settings=Settings())
seen = {}
def painted():
    seen["at_paint"] = [m for m in later if m in sys.modules]
    seen["lomber_at_paint"] = sorted(m for m in sys.modules if m.split(".")[0] == "lomber")
def after():
    try:
        seen["after"] = [m for m in later if m in sys.modules]
        seen["coach"] = getattr(window, "_coach", None) is not None
        seen["lessons_listed"] = len(window.learn_menu.actions())
    finally:
        app.exit(0)
window.firstPainted.connect(painted)
window.after_first_paint(after)
seats = [Seat("Anna", "human")] + [Seat(f"C{i}", "ai", "normal") for i in range(1, 4)]
window.start_game("ferme", seats, {"first_dealer": 0}, seed=1)
app.exec()
window.close()
print(json.dumps(seen))
"""


def test_the_first_paint_waits_for_no_lesson_no_advice_words_and_no_dialog(tmp_path):
    env = {"PYTHONPATH": str(ROOT / "app"), "PATH": "", "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "LOMBER_CONFIG_DIR": str(tmp_path / "c"), "LOMBER_DATA_DIR": str(tmp_path / "d")}
    done = subprocess.run([sys.executable, "-c", PROBE, json.dumps(LATER)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env=env, check=True)
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen["at_paint"] == [], seen["at_paint"]
    assert sorted(set(seen["lomber_at_paint"]) - FIRST_PAINT) == []
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
    window.start_game("ferme", seats, {"first_dealer": 0}, seed=1)
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
