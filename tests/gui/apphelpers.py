"""Fixtures for the window and controller tests: private folders, the toy game, a window at INSTANT speed.

Test modules import these names (`from tests.gui.apphelpers import *`), so pytest sees the fixtures.
"""

from __future__ import annotations

import pytest

from lomber.engine import registry
from lomber.engine.match import Seat
from lomber.settings import CONFIG_ENV, DATA_ENV, Settings


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


def ai_seats(n: int, level: str = "normal") -> list[Seat]:
    return [Seat(f"AI {i + 1}", "ai", level) for i in range(n)]


def wait_finished(qtbot, w, timeout: int = 20000) -> None:
    qtbot.waitUntil(lambda: w.controller.ended, timeout=timeout)


__all__ = ["ai_seats", "app_dirs", "toy", "wait_finished", "window"]
