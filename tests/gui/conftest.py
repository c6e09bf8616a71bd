"""GUI test fixtures: offscreen Qt (tests/conftest.py), pytest-qt's `qapp`, a table, private folders, the toy game,
the main window at INSTANT speed."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from PySide6.QtWidgets import QMessageBox

from lomber.engine import registry
from lomber.settings import CONFIG_ENV, DATA_ENV, Settings
from lomber.ui.table.speeds import Speed


@pytest.fixture(autouse=True, scope="session")
def english(qapp):
    """English as the app starts it: its translator gives counted texts their plural forms ("1 chip", "2 chips")."""
    from lomber.ui.shell.language import use_language

    use_language(qapp, "en")
    yield


@pytest.fixture(autouse=True)
def english_again(qapp):
    """The translators are the whole process's: a test that switched to Russian (or failed before switching back)
    must not leave the next tests reading Russian (their waits for English words would time out one after
    another)."""
    yield
    from lomber.ui.shell.language import CURRENT, use_language

    if any(t.language() and not t.language().startswith("en") for t in CURRENT):
        use_language(qapp, "en")


def loop_runs(qapp) -> bool:
    """A nested event loop still runs timers: an `app.exit()` called while none of the app's own loops runs leaves
    every later `QEventLoop.exec()` returning at once, and every wait of every later test times out."""
    from PySide6.QtCore import QEventLoop, QTimer

    fired: list[int] = []
    loop = QEventLoop()
    QTimer.singleShot(0, lambda: fired.append(1))
    QTimer.singleShot(20, loop.quit)
    loop.exec()
    return bool(fired)


@pytest.fixture(autouse=True)
def event_loop_alive(qapp):
    """Fail the test during which the event loop was told to exit (and make it run again for the next ones)."""
    yield
    if not loop_runs(qapp):
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, qapp.quit)
        qapp.exec()                   # the main loop's start clears the exit request
        pytest.fail("the app's event loop was told to exit during this test (a pending timer or signal calling "
                    "QApplication.exit after its run was over)")


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_teardown(item):
    """Before pytest-qt closes the test's widgets: a window hosting a table closes it without asking (the
    question is the test's to answer while it runs: tests/gui/test_net_leaving.py)."""
    window = getattr(item, "funcargs", {}).get("window")
    if window is not None and hasattr(window, "settings"):
        window.settings.confirm_leave = False
    return (yield)


@pytest.fixture(autouse=True)
def no_blocking_boxes(monkeypatch):
    """No test waits on a modal message box nobody sees: one the test did not answer (`questions`, or its own
    patch) fails it at once."""
    def unanswered(*args, **kwargs):
        raise AssertionError(f"a message box the test did not answer: {args[1:3]}")

    for name in ("question", "warning", "critical", "information", "about"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(unanswered))


@pytest.fixture(autouse=True)
def silent(monkeypatch):
    """Windows under test have no audio stack, whatever this machine has (as on CI): the same timing everywhere.
    tests/gui/test_sound.py puts a fake one or the real one back."""
    monkeypatch.setattr("lomber.ui.table.sound.load_backend", lambda: None)


@dataclass
class Questions:
    """The questions asked (title, text) and the answer each gets (`yes`)."""

    yes: bool = True
    asked: list[tuple[str, str]] = field(default_factory=list)
    defaults: list[object] = field(default_factory=list)     # the button Enter would press

    def __call__(self, parent, title, text, buttons=None, default=None):
        self.asked.append((title, text))
        self.defaults.append(default)
        return QMessageBox.StandardButton.Yes if self.yes else QMessageBox.StandardButton.No


@pytest.fixture
def questions(monkeypatch) -> Questions:
    """Answer QMessageBox.question (Yes unless `questions.yes = False`) and keep what was asked."""
    q = Questions()
    monkeypatch.setattr(QMessageBox, "question", staticmethod(q))
    return q


@pytest.fixture
def table_view(qtbot):
    """A shown 1280×800 TableView at INSTANT speed."""
    from lomber.ui.table.view import TableView

    view = TableView()
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    view.table.set_speed(Speed.INSTANT)
    return view


@pytest.fixture
def app_dirs(tmp_path, monkeypatch):
    """Settings, autosave and history in a temp folder (never the real home)."""
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    return tmp_path


@pytest.fixture
def toy():
    """The toy game of tests/gui/toygame.py: its own module registers it (again, after an earlier test's end)."""
    from tests.gui import toygame

    registry.register_game(toygame.GAME)
    yield "toy"
    registry.unregister_game("toy")


@pytest.fixture
def window(qtbot, app_dirs):
    """The real main window at INSTANT speed, with history in the temp folder."""
    from lomber.storage.history import History
    from lomber.ui.shell.mainwindow import MainWindow

    w = MainWindow(Settings(speed="instant"), History(), save_settings_on_close=False)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.controller.shutdown()
    # The table's clock stops with the test: the window lives on until Python's cycle collector frees it, and a
    # batch still queued must not run into the next test (a test's slots stay connected to this scene).
    w.scene.queue.clear()
    w.scene.queue.stop()


@pytest.fixture(autouse=True)
def no_pause_after_deal(request, monkeypatch):
    """View ▸ Pause after each deal is on by default: a test walking through deals at an animated speed is not
    held at each deal's end unless it asks for `pausing` (the tests of the pause itself)."""
    if "pausing" in request.fixturenames:
        return
    from lomber.ui.shell.matchglue import MatchGlue

    monkeypatch.setattr(MatchGlue, "pause_here", lambda self, e: False)


@pytest.fixture
def pausing() -> bool:
    """The real Pause after each deal (see `no_pause_after_deal`)."""
    return True


@pytest.fixture
def hosts():
    """The tables a test hosted (tests/net/harness.py), closed after it; the window's own host goes with it."""
    made = []
    yield made
    for host in made:
        host.close()
        host.ctrl.shutdown()
