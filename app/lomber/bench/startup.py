"""Start-up figure: seconds from process start to the first painted table, against a bare PySide6 window.

Both are measured the same way in the same run: a child Python process is started and the clock stops when
it reports its first paint, so interpreter start-up and imports count on both sides. A third child, a window of
the table's shape in PySide6 alone, tells how much of the ratio is Qt's own.
"""

from __future__ import annotations

import compileall
import contextlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from lomber.bench.figures import Figure, Progress, Target
from lomber.paths import resource
from lomber.ui.shell.app import FIRST_PAINT_ENV

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

# The same shape of window in PySide6 alone, painted the same way: a main window with a menu, a dock, a status bar
# and a graphics view with text. Its ratio to the bare window (a detail of the figure) is what the table's cannot
# go below even if Lomber's own code cost nothing: Qt's classes, their enums and the fonts.
QT_WINDOW = """
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QDockWidget, QGraphicsScene, QGraphicsView, QLabel, QMainWindow
app = QApplication([])
w = QMainWindow(); w.resize(1280, 800)
view = QGraphicsView(); scene = QGraphicsScene(); view.setScene(scene); w.setCentralWidget(view)
view.setRenderHints(QPainter.RenderHint.Antialiasing)
scene.addText("Anna 50"); scene.addEllipse(0, 0, 400, 250)
w.menuBar().addMenu("Game").addAction("New game")
dock = QDockWidget("Log"); dock.setWidget(QLabel("Anna deals."))
w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
w.statusBar().showMessage("Your turn")
class F(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            print("painted", flush=True); app.exit(0)
        return False
f = F(); view.viewport().installEventFilter(f); w.show(); app.exec()
"""

# The real entry point (`lomber`): with FIRST_PAINT_ENV it sits down at a 4-seat Ferme and quits at the first
# paint of the table, so the figure is what a user waits for, settings, translations and all.
TABLE = """
from lomber.cli import main
raise SystemExit(main([]))
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


def _installed_copy(tmp: str) -> str:
    """A copy of the package with its bytecode compiled, as an install has it; the folder for PYTHONPATH.

    PySide6's Python files come compiled with its install; a checkout run with PYTHONDONTWRITEBYTECODE would
    compile Lomber's sources on every start, a cost no installed app pays, and charge it to Lomber."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    app_dir = os.path.join(tmp, "app")
    shutil.copytree(package, os.path.join(app_dir, "lomber"), ignore=shutil.ignore_patterns("__pycache__"))
    with contextlib.suppress(FileNotFoundError):   # the resources: beside the package in a checkout
        resources_dir = str(resource())
        if not resources_dir.startswith(package):
            os.symlink(resources_dir, os.path.join(tmp, "resources"))
    compileall.compile_dir(app_dir, quiet=1)
    return app_dir


def startup_figures(quick: bool, progress: Progress) -> list[Figure]:
    """Seconds to first paint, a bare window and Lomber's table, and their ratio (target ≤ 2×); in its detail, the
    ratio of a PySide6 window of the table's shape (QT_WINDOW) to the same bare window."""
    tmp = tempfile.mkdtemp(prefix="lomber-bench-")
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               LOMBER_CONFIG_DIR=os.path.join(tmp, "c"), LOMBER_DATA_DIR=os.path.join(tmp, "d"))
    env[FIRST_PAINT_ENV] = "1"
    env.pop("QT_SCALE_FACTOR", None)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (_installed_copy(tmp), env.get("PYTHONPATH", "")) if p)
    runs = 9 if quick else 11   # quick too: a median of fewer pairs swings by ±0.1×
    bare, table, qt_window = [], [], []
    try:
        for i in range(runs):  # interleaved, so machine noise hits both alike
            progress.step(f"run {i + 1}/{runs}")
            bare.append(_time_child(BARE, env))
            table.append(_time_child(TABLE, env))
            qt_window.append(_time_child(QT_WINDOW, env))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    b, t = statistics.median(bare), statistics.median(table)
    # Each table start is judged against the bare start just before it: on a shared machine the load changes
    # from second to second, and a pair run back to back sees the same load.
    ratio = statistics.median(tb / bb for tb, bb in zip(table, bare, strict=True))
    qt_ratio = statistics.median(qb / bb for qb, bb in zip(qt_window, bare, strict=True))
    return [Figure("startup.ratio", "start to first painted table, vs a bare PySide6 window", round(ratio, 2), "×",
                   Target("<=", 2.0), detail={"table_s": round(t, 3), "bare_window_s": round(b, 3), "runs": runs,
                                              "qt_window_ratio": round(qt_ratio, 2)},
                   note="median of the ratios of back-to-back pairs (seconds: medians)")]
