"""What the window does first: `lomber --new GAME`, `lomber FILE`, the autosave offer; saving as `.lomber`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from lomber.engine.match import Seat
from lomber.storage.autosave import autosave_path
from lomber.storage.saves import SUFFIX
from lomber.ui.shell.app import first_steps
from tests.gui.apphelpers import *

RECORD = Path(__file__).resolve().parent.parent / "data" / "ferme-record.json"


def dialogs(window):
    from lomber.ui.dialogs.newgame import NewGameDialog

    return [d for d in window.findChildren(NewGameDialog) if d.isVisible()]


def answer(monkeypatch, yes: bool) -> list[str]:
    """Answer the resume question; the list records that it was asked."""
    asked: list[str] = []

    def question(*args, **kwargs):
        asked.append(args[2])
        return QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def leave_unfinished_autosave() -> None:
    p = autosave_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(RECORD.read_text())


@pytest.mark.parametrize("game", ["fly", "chemin-de-fer"])
def test_new_game_opens_the_dialog_on_that_game(window, qtbot, monkeypatch, game):
    window.settings.last_game = "fortuna"
    asked = answer(monkeypatch, yes=False)
    first_steps(window, new_game=game)
    [dlg] = dialogs(window)
    assert dlg.game_combo.currentData() == game
    assert asked == []   # no autosave, no question
    dlg.reject()


def test_without_a_game_the_dialog_opens_on_the_last_one(window, monkeypatch):
    window.settings.last_game = "fortuna"
    answer(monkeypatch, yes=False)
    first_steps(window)
    [dlg] = dialogs(window)
    assert dlg.game_combo.currentData() == "fortuna"
    dlg.reject()


def test_new_game_still_offers_an_unfinished_match_first(window, monkeypatch):
    leave_unfinished_autosave()
    asked = answer(monkeypatch, yes=True)
    first_steps(window, new_game="fly")
    assert len(asked) == 1
    assert window.controller.match.game_id == "ferme" and dialogs(window) == []


def test_declining_the_unfinished_match_opens_the_named_game(window, monkeypatch):
    leave_unfinished_autosave()
    asked = answer(monkeypatch, yes=False)
    first_steps(window, new_game="fly")
    [dlg] = dialogs(window)
    assert len(asked) == 1 and dlg.game_combo.currentData() == "fly"
    dlg.reject()


def test_a_file_opens_at_once(window, monkeypatch):
    leave_unfinished_autosave()
    asked = answer(monkeypatch, yes=True)
    first_steps(window, open_path=str(RECORD))
    record = json.loads(RECORD.read_text())
    assert window.controller.match.history == [tuple(a) for a in record["actions"]]
    assert asked == [] and dialogs(window) == []


def test_a_file_that_is_no_record_is_told_then_the_usual_start(window, monkeypatch, tmp_path):
    bad = tmp_path / f"broken{SUFFIX}"
    bad.write_text('{"format": "lomber-record", "version": 1, "game": ')
    answer(monkeypatch, yes=False)
    first_steps(window, open_path=str(bad))
    assert any("cannot be opened" in n for n in window.notices)
    assert bad.read_text() == '{"format": "lomber-record", "version": 1, "game": '
    [dlg] = dialogs(window)
    dlg.reject()


def test_save_proposes_and_adds_the_lomber_suffix(window, monkeypatch, tmp_path):
    window.open_file(str(RECORD))
    asked: list[tuple] = []

    def save_name(parent, caption, proposed, filters):
        asked.append((proposed, filters))
        return str(tmp_path / "my match"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    window.files.save_dialog()
    assert asked[0][0].endswith(f"ferme{SUFFIX}") and f"*{SUFFIX}" in asked[0][1]
    saved = tmp_path / f"my match{SUFFIX}"
    assert json.loads(saved.read_text())["actions"] == json.loads(RECORD.read_text())["actions"]


def test_a_second_start_forwards_what_it_was_asked(tmp_path, monkeypatch):
    from lomber.ui.shell.app import forwarded_argv

    monkeypatch.chdir(tmp_path)
    assert forwarded_argv(None, f"match{SUFFIX}") == [str(tmp_path / f"match{SUFFIX}")]   # the first's cwd differs
    assert forwarded_argv("fly", None) == ["--new", "fly"]
    assert forwarded_argv(None, None) == []


def test_the_running_window_does_what_a_second_start_asked(window, monkeypatch):
    from lomber.ui.shell import app as app_module

    raised = []
    monkeypatch.setattr(app_module, "bring_forward", raised.append)
    app_module.follow_up(window, ["--new", "fly"])
    [dlg] = dialogs(window)
    assert dlg.game_combo.currentData() == "fly"
    dlg.reject()
    app_module.follow_up(window, [str(RECORD)])
    assert window.controller.match.game_id == "ferme"
    assert raised == [window, window]


@pytest.mark.parametrize("argv", [["--new", "whist"], ["ferme-record.json"], ["/no/such/match.lomber"],
                                  ["--new"], ["--smoke"], [str(RECORD), str(RECORD)]])
def test_odd_words_from_another_process_only_bring_the_window_forward(window, monkeypatch, argv):
    from lomber.ui.shell import app as app_module

    raised = []
    monkeypatch.setattr(app_module, "bring_forward", raised.append)
    monkeypatch.chdir(RECORD.parent)
    app_module.follow_up(window, argv)
    assert raised == [window] and dialogs(window) == [] and window.controller.match is None


def test_autosave_switched_off_mid_match_leaves_nothing_when_the_match_ends(window, qtbot, monkeypatch):
    """Issue 23, point 4: the autosave written before the switch was offered at every start, forever."""
    window.start_game("ferme", [Seat("A", "ai", "easy"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy")],
                      {"starting_chips": 10}, seed=3)
    qtbot.waitUntil(lambda: autosave_path().exists(), timeout=10000)
    window.act_autosave.setChecked(False)
    assert not window.settings.autosave and not autosave_path().exists()   # gone at the switch (and stays gone)
    wait_finished(qtbot, window)
    assert not autosave_path().exists()
    asked = answer(monkeypatch, yes=True)
    assert not window.offer_resume() and asked == []


def test_with_autosave_off_a_new_match_forgets_the_one_left(window, monkeypatch):
    leave_unfinished_autosave()
    window.act_autosave.setChecked(False)
    answer(monkeypatch, yes=False)
    assert not window.offer_resume()                 # declined: left for a new one
    assert autosave_path().exists()                  # … not yet gone: he may still quit instead
    window.start_game("fly", [Seat("A", "human"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy")], {}, seed=1)
    assert not autosave_path().exists()
