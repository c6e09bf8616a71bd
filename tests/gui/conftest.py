"""GUI test fixtures: offscreen Qt (tests/conftest.py), pytest-qt's `qapp`, a table, private folders, the toy game,
the main window at INSTANT speed."""

from __future__ import annotations

import pytest

from lomber.engine import registry
from lomber.settings import CONFIG_ENV, DATA_ENV, Settings
from lomber.ui.speeds import Speed


@pytest.fixture(autouse=True, scope="session")
def english(qapp):
    """English as the app starts it: its translator gives counted texts their plural forms ("1 chip", "2 chips")."""
    from lomber.ui.language import use_language

    use_language(qapp, "en")
    yield


@pytest.fixture
def table_view(qtbot):
    """A shown 1280×800 TableView at INSTANT speed."""
    from lomber.ui.tableview import TableView

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
    from lomber.ui.mainwindow import MainWindow

    w = MainWindow(Settings(speed="instant"), History(), save_settings_on_close=False)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.controller.shutdown()
