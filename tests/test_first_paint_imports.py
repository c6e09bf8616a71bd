"""What the table's first paint waits for: only what it shows. The lessons' coach, the advice's words (a hint's
reasons, the odds' figures) and the dialogs, history, network and sound load after that paint or when first used,
so the start-up (`lomber bench --only startup`) cannot quietly grow back."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Each of these modules is needed only after the first paint (each loads when first used, or just after it).
LATER = ("lomber.ui.panels.lesson", "lomber.ui.panels.lessons", "lomber.ui.panels.advicetext", "lomber.ai.explain",
         "lomber.search.advice", "lomber.ui.dialogs.newgame", "lomber.ui.panels.statistics", "lomber.ui.panels.replay",
         "lomber.ui.shell.netwindow", "lomber.storage.history", "sqlite3", "PySide6.QtMultimedia",
         "PySide6.QtNetwork", "importlib.metadata")

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
    # … and what waited comes once the table is on screen: the coach, Help ▸ Learn to play's lessons.
    assert seen["coach"] is True
    assert seen["lessons_listed"] >= 4
    assert "lomber.ui.panels.lesson" in seen["after"]
