"""`lomber --smoke` in-process: one computer-only deal of every registered game in the real window."""

from __future__ import annotations

import gc
import os
import re

from PySide6.QtWidgets import QMessageBox

from lomber.engine.registry import game_ids
from lomber.settings import CONFIG_ENV, DATA_ENV
from lomber.ui.shell import app as app_module
from lomber.ui.shell.language import use_language


def test_smoke_plays_a_deal_of_every_game_and_exits_zero(qapp, app_dirs, monkeypatch, capsys):
    """Every game, at INSTANT speed (the suite's time budget); the animated run is the next test."""
    monkeypatch.setenv(CONFIG_ENV, os.environ[CONFIG_ENV])   # restored after the run sets its own
    monkeypatch.setenv(DATA_ENV, os.environ[DATA_ENV])
    monkeypatch.setattr(app_module, "SMOKE_SPEED", "instant")
    assert app_module.run_app(smoke=True) == 0
    assert gc.isenabled()   # off during start-up only
    err = capsys.readouterr().err
    assert f"played {', '.join(game_ids())}; ok" in err
    # installs and bundles are checked by this line: the players thought in their own process
    answers = re.search(r"computer players: their own process \((\d+) answers\)", err)
    assert answers and int(answers.group(1)) > 0, err
    assert "fallback" not in err


def test_smoke_tells_when_the_players_fell_back_to_a_thread(qapp, app_dirs, monkeypatch, capsys):
    """What a bundle without multiprocessing support would do: the smoke run says so (the bundle test reads it)."""
    from lomber.controller import aiproc

    def dead(self, *args):
        raise aiproc.AIProcessError("the computer players' process stopped (EOFError)", died=True)

    monkeypatch.setenv(CONFIG_ENV, os.environ[CONFIG_ENV])
    monkeypatch.setenv(DATA_ENV, os.environ[DATA_ENV])
    monkeypatch.setattr(aiproc.AIProcess, "choose", dead)
    monkeypatch.setattr(app_module, "SMOKE_SPEED", "instant")
    monkeypatch.setattr(app_module, "game_ids", lambda: ["ferme"])
    assert app_module.run_app(smoke=True) == 0   # the players carry on: a note, not a failure
    err = capsys.readouterr().err
    assert "computer players: thread fallback after 0 answers from their process" in err
    assert "their own process (" not in err


def test_smoke_names_the_translations_it_loaded(qapp, app_dirs, monkeypatch, capsys):
    """The Russian interface loads Lomber's and Qt's own catalogues (a bundle must carry both)."""
    from lomber.settings import Settings

    monkeypatch.setenv(CONFIG_ENV, os.environ[CONFIG_ENV])
    monkeypatch.setenv(DATA_ENV, os.environ[DATA_ENV])
    monkeypatch.setattr(app_module, "SMOKE_SPEED", "instant")
    monkeypatch.setattr(app_module, "game_ids", lambda: ["ferme"])
    monkeypatch.setattr(app_module, "Settings", lambda speed: Settings(speed=speed, language="ru"))
    try:
        assert app_module.run_app(smoke=True) == 0
    finally:
        use_language(qapp, "en")   # the tests' language again
    assert "translations: qtbase_ru.qm, lomber_ru.qm" in capsys.readouterr().err


def test_smoke_animates_a_ferme_deal(qapp, app_dirs, monkeypatch, capsys):
    """The real `--smoke` speed (fast animations) on the game with the shortest deal."""
    monkeypatch.setenv(CONFIG_ENV, os.environ[CONFIG_ENV])
    monkeypatch.setenv(DATA_ENV, os.environ[DATA_ENV])
    monkeypatch.setattr(app_module, "game_ids", lambda: ["ferme"])
    assert app_module.SMOKE_SPEED == "fast"
    assert app_module.run_app(smoke=True) == 0
    assert "played ferme; ok" in capsys.readouterr().err


def test_smoke_fails_on_a_computer_player_error(qapp, app_dirs, monkeypatch, capsys):
    from lomber.controller import aiproc

    def broken(self, *args):
        raise aiproc.AIProcessError("RuntimeError: broken player")

    monkeypatch.setenv(CONFIG_ENV, os.environ[CONFIG_ENV])
    monkeypatch.setenv(DATA_ENV, os.environ[DATA_ENV])
    monkeypatch.setattr(aiproc.AIProcess, "choose", broken)
    monkeypatch.setattr(app_module, "SMOKE_SPEED", "instant")
    assert app_module.run_app(smoke=True) == 1
    assert "broken player" in capsys.readouterr().err


def test_unreadable_settings_at_start_are_told_and_kept(qapp, app_dirs, qtbot):
    from lomber.settings import config_dir

    path = config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"version": 1, "speed": ')
    window = app_module.create_window(qapp)
    qtbot.addWidget(window)
    try:
        assert any("settings could not be read" in n for n in window.notices)
        kept = list(path.parent.glob("settings.json.bad-*"))
        assert len(kept) == 1 and kept[0].read_text() == '{"version": 1, "speed": '
        assert window.settings.speed == "normal"
    finally:
        window.controller.shutdown()
        for box in window.findChildren(QMessageBox):
            box.close()


def test_a_smoke_run_leaves_nothing_that_ends_a_later_event_loop(qapp, qtbot, app_dirs, monkeypatch):
    """Its deadline and its signals die with the run: the suite runs smoke runs in-process, and a deadline that
    fired minutes later used to end the loop of whatever test ran then (every later wait timed out)."""
    from tests.gui.conftest import loop_runs

    monkeypatch.setattr(app_module, "SMOKE_TIMEOUT_MS", 3000)
    monkeypatch.setattr(app_module, "SMOKE_SPEED", "instant")
    monkeypatch.setattr(app_module, "game_ids", lambda: ["ferme"])
    assert app_module.run_app(smoke=True) == 0
    qtbot.wait(3500)              # past the run's deadline
    assert loop_runs(qapp)
