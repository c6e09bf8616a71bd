"""Start-up figure: seconds from process start to the first painted table, against a bare PySide6 window.

Both are measured the same way in the same run: a child Python process is started and the clock stops when
it reports its first paint, so interpreter start-up and imports count on both sides.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

from lomber.bench import EXTRA

BARE = """
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
w = QWidget(); w.resize(1280, 800)
class F(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            print("painted", flush=True); app.exit(0)
        return False
f = F(); w.installEventFilter(f); w.show(); app.exec()
"""

TABLE = """
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
from lomber.engine.match import Seat
from lomber.settings import Settings
from lomber.ui.mainwindow import MainWindow
app = QApplication([])
w = MainWindow(Settings(speed="instant"), None, save_settings_on_close=False); w.resize(1280, 800)
view = w.findChild(__import__("lomber.ui.table", fromlist=["TableView"]).TableView)
class F(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            print("painted", flush=True); app.exit(0)
        return False
f = F(); view.viewport().installEventFilter(f)
seats = [Seat("You", "human")] + [Seat(f"Computer {i}", "ai", "normal") for i in range(1, 4)]
w.start_game("ferme", seats, {"first_dealer": 0}, seed=1)
w.show(); app.exec()
"""


def _time_child(code: str, env: dict[str, str]) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True, env=env)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("painted"):
            elapsed = time.perf_counter() - start
            break
    else:
        proc.wait()
        raise RuntimeError("the child never painted")
    proc.wait(timeout=30)
    return elapsed


def startup_figures(quick: bool) -> dict[str, Any]:
    """Median seconds to first paint: bare window, Lomber's table, and their ratio (target ≤ 2×)."""
    tmp = tempfile.mkdtemp(prefix="lomber-bench-")
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               LOMBER_CONFIG_DIR=os.path.join(tmp, "c"), LOMBER_DATA_DIR=os.path.join(tmp, "d"))
    app_dir = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (app_dir, env.get("PYTHONPATH", "")) if p)
    runs = 3 if quick else 7
    bare, table = [], []
    for _ in range(runs):  # interleaved, so machine noise hits both alike
        bare.append(_time_child(BARE, env))
        table.append(_time_child(TABLE, env))
    b, t = statistics.median(bare), statistics.median(table)
    return {"bare_window_s": round(b, 3), "lomber_table_s": round(t, 3), "ratio": round(t / b, 2), "runs": runs}


EXTRA["startup_first_paint"] = startup_figures
