"""Start the Qt application: translations, settings, the main window; and the `--smoke` run."""

from __future__ import annotations

import gc
import os
import signal
import sys
import tempfile
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from lomber import APP_ID
from lomber.controller.match_controller import AI_PROCESS
from lomber.engine.match import Seat
from lomber.engine.registry import game_ids, match_class
from lomber.paths import resource
from lomber.settings import CONFIG_ENV, DATA_ENV, Settings, clean_stale_temps, config_dir, data_dir, load_settings
from lomber.ui.plaintext import warning_box
from lomber.ui.seatnames import PLAYER, default_name
from lomber.ui.shell.instance import SingleInstance, ask_first_to_raise, bring_forward
from lomber.ui.shell.language import CURRENT, install_game_translators, install_translators, ui_language, use_language
from lomber.ui.shell.mainwindow import MainWindow
from lomber.ui.texts import fmt, tr

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

SMOKE_TIMEOUT_MS = 240_000
NO_ANSWER_BOX_MS = 60_000
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
    """Keep the GUI thread responsive while a computer player computes (see the stall target in docs/design.md)."""
    sys.setswitchinterval(GIL_SWITCH_S)


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
        self.process = window.controller.ai_process   # kept: the controller drops it if it falls back
        self.fallback: str | None = None
        self._old_hook = sys.excepthook
        sys.excepthook = self._hook
        # Owned and stopped at the end: a deadline left pending would end the event loop of whoever runs next
        # (the test suite runs smoke runs in-process; an exit() then breaks every later wait).
        self.deadline = QTimer(window)
        self.deadline.setSingleShot(True)
        self.deadline.timeout.connect(self._timeout)
        self.deadline.start(SMOKE_TIMEOUT_MS)
        self.current: str | None = None
        self.over = False             # finish() was called: the run's loop has ended

    def _problem(self, kind: str, seat: int, detail: str) -> None:
        if kind == AI_PROCESS:   # the players carry on in the window's process: a note, not a failure
            print(f"lomber --smoke: note: {detail}", file=sys.stderr)
            self.fallback = detail
            return
        self.errors.append(f"{kind} (seat {seat}): {detail}")
        self._exit(1)

    def _hook(self, kind: Any, value: Any, tb: Any) -> None:
        self.errors.append("".join(traceback.format_exception(kind, value, tb)))
        self._exit(1)

    def _timeout(self) -> None:
        self.errors.append(f"timed out in {self.current}")
        self._exit(1)

    def start(self) -> None:
        self._next()

    def _next_soon(self) -> None:
        if self.current is not None:
            self.done.append(self.current)
            self.current = None
            QTimer.singleShot(0, self._next)

    def _next(self) -> None:
        if self.errors:
            self._exit(1)
            return
        if not self.games:
            self.window.controller.stop()
            self._exit(0)
            return
        gid = self.games.pop(0)
        cls = match_class(gid)
        n = max(cls.min_players, min(cls.max_players, SMOKE_SEATS))
        self.current = gid
        seats = [Seat(fmt(PLAYER, i + 1), "ai", "normal") for i in range(n)]   # stored as defaults
        # first_dealer skips the draw for the first dealer (every game has it): a smoke run wants a deal.
        if not self.window.start_game(gid, seats, {"first_dealer": 0}, seed=1):
            self.errors.append(f"{gid}: could not start")
            self._exit(1)

    def players_line(self) -> str:
        """Where the computer players thought: their own process (the app's way) or the thread fallback."""
        answers = self.process.answers if self.process is not None else 0
        if self.fallback is not None or self.process is None:
            return f"computer players: thread fallback after {answers} answers from their process ({self.fallback})"
        return f"computer players: their own process ({answers} answers)"

    def _exit(self, code: int) -> None:
        """End the run's event loop; nothing once the run is over (a late signal must not end another loop)."""
        if not self.over:
            self.app.exit(code)

    def finish(self, code: int) -> int:
        self.over = True
        self.deadline.stop()
        sys.excepthook = self._old_hook
        for e in self.errors:
            print(f"lomber --smoke: {e}", file=sys.stderr)
        # Installs and bundles are checked by these lines: the players' process, the translations found.
        print(f"lomber --smoke: {self.players_line()}", file=sys.stderr)
        loaded = [Path(t.filePath()).name for t in CURRENT]
        print(f"lomber --smoke: translations: {', '.join(loaded) or 'none (English)'}", file=sys.stderr)
        print(f"lomber --smoke: played {', '.join(self.done) or 'nothing'}; "
              f"{'FAILED' if code or self.errors else 'ok'}", file=sys.stderr)
        return 1 if code or self.errors else 0


def create_window(app: QApplication, smoke: bool = False, settings: Settings | None = None) -> MainWindow:
    """Settings, translations, history and the shown main window; problems are told in the window.

    `smoke`, or `settings` given (the soak's): these settings, never saved; else the user's."""
    users = settings is None and not smoke
    problem = None
    if settings is None:
        settings, problem = (Settings(speed=SMOKE_SPEED), None) if smoke else load_settings()
    lang = ui_language(settings)
    use_language(app, lang, games=False)   # other distributions' games' words after the first paint
    window = MainWindow(settings, None, save_settings_on_close=users, ai_process=True)
    window.after_first_paint(lambda: install_game_translators(app, lang))
    window.after_first_paint(lambda: open_history(window))
    window.show()
    if problem:   # what was wrong with the file is for the terminal; the user learns what it means for him
        print(f"lomber: the settings: {problem}", file=sys.stderr)
        window.notify(tr("Your settings could not be read; the defaults are used."))
    return window


def open_history(window: MainWindow) -> None:
    """Give the window the history of matches (sqlite loads here, after the table is first painted)."""
    import sqlite3

    from lomber.storage.history import History
    try:
        history = History()   # never raises for a locked or damaged database: `problem` says it
    except (OSError, sqlite3.Error) as exc:  # history is a nicety: the table works without it
        print(f"lomber: the history: {exc}", file=sys.stderr)
        window.notify(tr("The history of matches is not available; the scores panel shows no statistics."))
        return
    window.set_history(history)


def app_icon() -> QIcon:
    """Lomber's icon (the SVG scales to every size; a null icon if the resources lack it)."""
    from PySide6.QtGui import QIcon  # here: run_app reads the SVG (Qt loads its icon engine) after the first paint

    try:
        return QIcon(str(resource("icons", "lomber.svg")))
    except FileNotFoundError:
        return QIcon()


def run_app(smoke: bool = False, argv: list[str] | None = None, new_game: str | None = None,
            open_path: str | None = None) -> int:
    """The window; `new_game`: open the new-game dialog on this game; `open_path`: open this saved match."""
    gc.disable()   # until the table's first paint (see cli._collector_off), and on again however this ends
    try:
        return _run_app(smoke, argv, new_game, open_path)
    finally:
        gc.enable()


def _run_app(smoke: bool, argv: list[str] | None, new_game: str | None, open_path: str | None) -> int:
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
    app.setDesktopFileName(APP_ID)   # Wayland and the task bar match the window to the .desktop file by it
    instance = None
    if not smoke:
        instance = SingleInstance(data_dir(), app)
        if not instance.claim():
            app.setWindowIcon(app_icon())
            return _already_running(data_dir(), forwarded_argv(new_game, open_path))
        for folder in (data_dir(), config_dir()):
            clean_stale_temps(folder)   # what writes killed mid-way left; we are the folder's only Lomber
    window = create_window(app, smoke)
    window.after_first_paint(lambda: app.setWindowIcon(app_icon()))   # the title bar's icon, a moment after the table
    window.after_first_paint(gc.enable)
    if instance is not None:
        instance.activated.connect(lambda argv: follow_up(window, argv))
        window.after_first_paint(instance.listen)
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
        QTimer.singleShot(0, lambda: first_steps(window, new_game, open_path))
        code = app.exec()
    if instance is not None:
        instance.release()
    return code


def first_steps(window: MainWindow, new_game: str | None = None, open_path: str | None = None) -> None:
    """What the window does first: open the file named (`lomber FILE`), else offer the autosave, else the dialog.

    A file is opened as Game ▸ Open would (one that cannot be is told, then the usual start); `--new GAME` still
    offers an unfinished autosaved match first, so that no match is lost by a click on a menu's action.
    """
    if open_path is not None and open_path.lower().startswith("lomber://"):   # an invitation: the Join dialog
        from lomber.ui.shell.netwindow import open_invitation

        open_invitation(window, open_path)
        return
    if open_path is not None and window.open_file(open_path):
        return
    if not window.offer_resume():
        window.new_game_dialog(new_game)


def forwarded_argv(new_game: str | None, open_path: str | None) -> list[str]:
    """What a second start asks of the running window: `--new GAME`, an absolute FILE (its folder may differ)."""
    if open_path is not None:
        return [open_path if open_path.lower().startswith("lomber://") else os.path.abspath(open_path)]
    return ["--new", new_game] if new_game else []


def follow_up(window: MainWindow, argv: list[str]) -> None:
    """A later start on this data folder (a desktop action, a file opened): the window comes forward and does it.

    The words come from another local process: only a known game or an existing file is acted on, and the file is
    validated by open_file like any other. Either asks before it replaces a match a person plays.
    """
    bring_forward(window)
    if len(argv) == 2 and argv[0] == "--new" and argv[1] in game_ids():
        window.new_game_dialog(argv[1])
    elif len(argv) == 1 and argv[0].lower().startswith("lomber://"):   # checked by open_invitation, joined on OK
        from lomber.ui.shell.netwindow import open_invitation

        open_invitation(window, argv[0])
    elif len(argv) == 1 and os.path.isabs(argv[0]) and os.path.isfile(argv[0]):
        window.open_file(argv[0], ask=True)   # a match in progress is left only if the user says so


def _already_running(folder: Path, argv: list[str]) -> int:
    """A second start on the same data folder: the first window comes forward, or the user is told why not."""
    if ask_first_to_raise(folder, argv):
        print("lomber: Lomber is already running; its window was brought forward.", file=sys.stderr)
        return 0
    text = fmt(tr("Lomber is already running with this data folder (%1) but does not answer. "
                  "Close it, or end its process, then start Lomber again."), str(folder))
    print(f"lomber: {text}", file=sys.stderr)
    box = warning_box(tr("Lomber"), text)
    QTimer.singleShot(NO_ANSWER_BOX_MS, box.accept)   # never left waiting forever on a screen nobody sees
    box.exec()
    return 1


FIRST_LISTED = "ferme"    # `game_ids()[0]` (tests/gui/test_app_start.py checks it), known without loading every game


def _first_paint_run(app: QApplication, window: MainWindow) -> int:
    """Sit down at a 4-seat table of the last game played, or of the first game listed (Ferme, named: listing the
    games loads every one), at once; quit at the table's first paint (see FIRST_PAINT_ENV)."""
    def painted() -> None:
        print("painted", flush=True)
        app.exit(0)

    window.firstPainted.connect(painted)
    seats = [Seat(window.settings.player_name or default_name(0), "human")]
    seats += [Seat(default_name(i), "ai", "normal") for i in range(1, 4)]   # the dialog's defaults
    window.start_game(window.settings.last_game or FIRST_LISTED, seats, {"first_dealer": 0}, seed=1)
    code = app.exec()
    window.close()
    return code


__all__ = ["MainWindow", "install_translators", "run_app"]
