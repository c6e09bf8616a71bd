"""Start the Qt application: translations, settings, the main window; and the `--smoke` run."""

from __future__ import annotations

import os
import signal
import sys
import tempfile
import traceback
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLibraryInfo, QTimer, QtMsgType, QTranslator, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QMessageBox

from lomber.controller.match_controller import AI_PROCESS
from lomber.engine.match import Seat
from lomber.engine.registry import game_ids, match_class
from lomber.paths import resource
from lomber.settings import CONFIG_ENV, DATA_ENV, Settings, clean_stale_temps, config_dir, data_dir, load_settings
from lomber.ui.instance import ANSWER_MS, SingleInstance, ask_first_to_raise, bring_forward
from lomber.ui.mainwindow import MainWindow, ui_language
from lomber.ui.texts import fmt, tr

SMOKE_TIMEOUT_MS = 240_000
# `lomber bench`'s start-up figure: set, the app sits down at a 4-seat Ferme, prints "painted" at the table's
# first paint and quits; the same path a user takes, so the figure is what a user waits for.
FIRST_PAINT_ENV = "LOMBER_FIRST_PAINT_EXIT"
SMOKE_SEATS = 4
SMOKE_SPEED = "fast"
# A computer player thinks in a worker thread; a shorter GIL switch interval lets the GUI thread in sooner.
GIL_SWITCH_S = 0.002


QUIET_QT = ("propagateSizeHints",)   # offscreen platform chatter, harmless


def _qt_messages(kind: QtMsgType, context: Any, message: str) -> None:
    """Qt's messages to stderr, without the offscreen platform's harmless chatter."""
    if not any(q in message for q in QUIET_QT):
        print(f"qt: {message}", file=sys.stderr)


def tune_interpreter() -> None:
    """Keep the GUI thread responsive while a computer player computes (see DESIGN.md's stall figure)."""
    sys.setswitchinterval(GIL_SWITCH_S)


def install_translators(app: QApplication, lang: str) -> list[QTranslator]:
    """Load Lomber's and Qt's own translations for `lang` (English needs none)."""
    found: list[QTranslator] = []
    if lang == "en":
        return found
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    try:
        ours = str(resource("translations"))
    except FileNotFoundError:
        ours = ""
    for name, folder in ((f"qtbase_{lang}", qt_dir), (f"lomber_{lang}", ours)):
        t = QTranslator(app)
        if folder and t.load(name, folder):
            app.installTranslator(t)
            found.append(t)
    return found


class SmokeRun:
    """Play one computer-only deal of every game in the real window, then quit with 0 (or 1 on any error)."""

    def __init__(self, app: QApplication, window: MainWindow) -> None:
        self.app, self.window = app, window
        self.games = list(game_ids())
        self.errors: list[str] = []
        self.done: list[str] = []
        window.controller.dealEnded.connect(lambda *_: self._next_soon())
        window.controller.matchEnded.connect(lambda *_: self._next_soon())
        window.controller.problem.connect(self._problem)
        # Animations at the window's speed, but no thinking pauses: a smoke run checks, it does not entertain.
        window.controller.ai_pause_ms = window.controller.result_pause_ms = 0
        self._old_hook = sys.excepthook
        sys.excepthook = self._hook
        QTimer.singleShot(SMOKE_TIMEOUT_MS, self._timeout)
        self.current: str | None = None

    def _problem(self, kind: str, seat: int, detail: str) -> None:
        if kind == AI_PROCESS:   # the players carry on in the window's process: a note, not a failure
            print(f"lomber --smoke: note: {detail}", file=sys.stderr)
            return
        self.errors.append(f"{kind} (seat {seat}): {detail}")
        self.app.exit(1)

    def _hook(self, kind: Any, value: Any, tb: Any) -> None:
        self.errors.append("".join(traceback.format_exception(kind, value, tb)))
        self.app.exit(1)

    def _timeout(self) -> None:
        self.errors.append(f"timed out in {self.current}")
        self.app.exit(1)

    def start(self) -> None:
        self._next()

    def _next_soon(self) -> None:
        if self.current is not None:
            self.done.append(self.current)
            self.current = None
            QTimer.singleShot(0, self._next)

    def _next(self) -> None:
        if self.errors:
            self.app.exit(1)
            return
        if not self.games:
            self.window.controller.stop()
            self.app.exit(0)
            return
        gid = self.games.pop(0)
        cls = match_class(gid)
        n = max(cls.min_players, min(cls.max_players, SMOKE_SEATS))
        self.current = gid
        seats = [Seat(fmt(tr("Player %1"), i + 1), "ai", "normal") for i in range(n)]
        # first_dealer skips the draw for the first dealer (every game has it): a smoke run wants a deal.
        if not self.window.start_game(gid, seats, {"first_dealer": 0}, seed=1):
            self.errors.append(f"{gid}: could not start")
            self.app.exit(1)

    def finish(self, code: int) -> int:
        sys.excepthook = self._old_hook
        for e in self.errors:
            print(f"lomber --smoke: {e}", file=sys.stderr)
        print(f"lomber --smoke: played {', '.join(self.done) or 'nothing'}; "
              f"{'FAILED' if code or self.errors else 'ok'}", file=sys.stderr)
        return 1 if code or self.errors else 0


def create_window(app: QApplication, smoke: bool = False) -> MainWindow:
    """Settings, translations, history and the shown main window; problems are told in the window."""
    settings, problem = (Settings(speed=SMOKE_SPEED), None) if smoke else load_settings()
    translators = install_translators(app, ui_language(settings))
    window = MainWindow(settings, None, save_settings_on_close=not smoke, ai_process=True)
    window._translators = translators  # keep them alive with the window
    window.after_first_paint(lambda: open_history(window))
    window.show()
    if problem:
        window.notify(fmt(tr("Your settings could not be read; the defaults are used. %1"), problem))
    return window


def open_history(window: MainWindow) -> None:
    """Give the window the history of matches (sqlite loads here, after the table is first painted)."""
    import sqlite3

    from lomber.storage.history import History
    try:
        window.set_history(History())
    except (OSError, sqlite3.Error) as exc:  # history is a nicety: the table works without it
        window.notify(fmt(tr("The history of matches is not available: %1"), str(exc)))


def run_app(smoke: bool = False, argv: list[str] | None = None) -> int:
    previous_handler = None
    if smoke:
        previous_handler = qInstallMessageHandler(_qt_messages)
        # Never touch the user's settings or autosave in a smoke run.
        tmp = tempfile.mkdtemp(prefix="lomber-smoke-")
        os.environ[CONFIG_ENV] = os.path.join(tmp, "config")
        os.environ[DATA_ENV] = os.path.join(tmp, "data")
        if "DISPLAY" not in os.environ and "WAYLAND_DISPLAY" not in os.environ:
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    tune_interpreter()
    app = QApplication.instance() or QApplication(argv or sys.argv)
    app.setApplicationName("Lomber")
    app.setOrganizationName("Lomber")
    instance = None
    if not smoke:
        instance = SingleInstance(data_dir(), app)
        if not instance.claim():
            return _already_running(data_dir())
        for folder in (data_dir(), config_dir()):
            clean_stale_temps(folder)   # what writes killed mid-way left; we are the folder's only Lomber
    window = create_window(app, smoke)
    if instance is not None:
        instance.activated.connect(lambda _argv: bring_forward(window))
    if smoke:
        run = SmokeRun(app, window)
        QTimer.singleShot(0, run.start)
        code = app.exec()
        window.close()
        qInstallMessageHandler(previous_handler)
        return run.finish(code)

    # Ctrl+C in the terminal closes the window (saving settings) instead of being swallowed by Qt's loop.
    signal.signal(signal.SIGINT, lambda *_: window.close())
    wake = QTimer(window)
    wake.timeout.connect(lambda: None)   # lets Python run its signal handlers while Qt waits
    wake.start(250)

    if os.environ.get(FIRST_PAINT_ENV):
        code = _first_paint_run(app, window)
    else:
        def first_steps() -> None:
            if not window.offer_resume():
                window.new_game_dialog()

        QTimer.singleShot(0, first_steps)
        code = app.exec()
    if instance is not None:
        instance.release()
    return code


def _already_running(folder: Path) -> int:
    """A second start on the same data folder: the first window comes forward, or the user is told why not."""
    if ask_first_to_raise(folder, sys.argv[1:]):
        print("lomber: Lomber is already running; its window was brought forward.", file=sys.stderr)
        return 0
    text = fmt(tr("Lomber is already running with this data folder (%1) but does not answer. "
                  "Close it, or end its process, then start Lomber again."), str(folder))
    print(f"lomber: {text}", file=sys.stderr)
    box = QMessageBox(QMessageBox.Icon.Warning, tr("Lomber"), text, QMessageBox.StandardButton.Ok)
    QTimer.singleShot(ANSWER_MS * 10, box.accept)   # never left waiting forever on a screen nobody sees
    box.exec()
    return 1


def _first_paint_run(app: QApplication, window: MainWindow) -> int:
    """Sit down at a 4-seat Ferme at once; quit at the table's first paint (see FIRST_PAINT_ENV)."""
    def painted() -> None:
        print("painted", flush=True)
        app.exit(0)

    window.firstPainted.connect(painted)
    seats = [Seat(window.settings.player_name or tr("You"), "human")]
    seats += [Seat(fmt(tr("Player %1"), i + 1), "ai", "normal") for i in range(1, 4)]   # the dialog's defaults
    window.start_game("ferme", seats, {"first_dealer": 0}, seed=1)
    code = app.exec()
    window.close()
    return code


__all__ = ["MainWindow", "QMessageBox", "run_app"]
