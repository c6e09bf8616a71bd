"""No match is lost by a stray key: New game, Open (also a file forwarded by a second start) and Stop ask
first while a person plays; a setting turns the question off; after Stop nothing of the match can be clicked."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QMessageBox

from lomber.engine.match import Seat
from lomber.settings import load_settings
from lomber.ui.shell import app as app_module
from tests.gui.apphelpers import ai_seats, wait_finished

RECORD = Path(__file__).resolve().parent.parent / "data" / "ferme-record.json"


def person_at_ferme(window, qtbot) -> object:
    """A Ferme match with Anna (a person) waiting to act; returns the match."""
    assert window.start_game("ferme", [Seat("Anna", "human")] + ai_seats(2), {"first_dealer": 1}, seed=3)
    qtbot.waitUntil(lambda: window.controller.awaiting == 0, timeout=10_000)
    return window.controller.match


def clickable(window) -> list:
    """The action bar's controls a user could click or type in now."""
    bar = window.action_bar
    kinds = (QAbstractButton, QAbstractSpinBox, QComboBox)
    return [w for w in bar.findChildren(QAbstractButton) + bar.findChildren(QAbstractSpinBox)
            + bar.findChildren(QComboBox) if isinstance(w, kinds) and w.isVisibleTo(bar) and w.isEnabled()]


def test_a_new_game_asks_before_it_leaves_a_match_a_person_plays(window, qtbot, questions):
    match = person_at_ferme(window, qtbot)
    dlg = window.new_game_dialog("fly")
    questions.yes = False
    dlg.accept()
    assert len(questions.asked) == 1 and "Ferme" in questions.asked[0][1]
    assert questions.defaults == [QMessageBox.StandardButton.No]     # Enter keeps the match
    assert dlg.isVisible() and window.controller.match is match and not match.finished
    questions.yes = True
    dlg.accept()
    assert window.controller.match.game_id == "fly" and not dlg.isVisible()


def test_open_asks_first_and_no_keeps_the_match(window, qtbot, questions, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    match = person_at_ferme(window, qtbot)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(RECORD), ""))
    questions.yes = False
    window.files.open_dialog()
    assert window.controller.match is match and "ferme-record.json" in questions.asked[-1][1]
    monkeypatch.setattr(app_module, "bring_forward", lambda w: None)
    app_module.follow_up(window, [str(RECORD)])     # `lomber FILE` while this window runs
    assert window.controller.match is match and len(questions.asked) == 2
    questions.yes = True
    window.files.open_dialog()
    assert window.controller.match is not match and len(window.controller.match.history) > 0


def test_a_file_that_cannot_be_opened_asks_nothing(window, qtbot, questions, tmp_path):
    match = person_at_ferme(window, qtbot)
    bad = tmp_path / "bad.lomber"
    bad.write_text("{")
    assert not window.open_file(str(bad), ask=True)
    assert questions.asked == [] and window.controller.match is match


def test_stop_asks_and_no_plays_on(window, qtbot, questions):
    match = person_at_ferme(window, qtbot)
    questions.yes = False
    window.act_stop.trigger()
    assert len(questions.asked) == 1 and "Stop" in questions.asked[0][1]
    assert not match.finished and window.act_stop.isEnabled() and clickable(window)


def test_nothing_is_asked_without_a_person_or_a_match_in_progress(window, qtbot, questions):
    assert window.start_game("ferme", ai_seats(3), {"first_dealer": 1, "starting_chips": 10}, seed=2)
    window.new_game_dialog("fly").accept()                      # a computer-only match is left at once
    assert window.controller.match.game_id == "fly"
    window.controller.stop()
    assert window.start_game("ferme", ai_seats(3), {"starting_chips": 10}, seed=4)
    wait_finished(qtbot, window)
    window.open_file(str(RECORD), ask=True)
    assert questions.asked == []


def test_the_question_can_be_turned_off_and_that_is_kept(qtbot, app_dirs, questions):
    from lomber.ui.shell.mainwindow import MainWindow

    w = MainWindow(load_settings()[0], None)
    qtbot.addWidget(w)
    w.apply_speed("instant")
    assert w.act_confirm.isChecked()
    w.act_confirm.trigger()
    assert load_settings()[0].confirm_leave is False         # written at once, not at the end
    match = person_at_ferme(w, qtbot)
    w.act_stop.trigger()
    qtbot.waitUntil(lambda: w.controller.ended, timeout=10_000)
    assert questions.asked == [] and match.finished
    w.controller.shutdown()


def test_after_stop_nothing_of_the_match_can_be_clicked(window, qtbot, questions):
    window.apply_speed("normal")          # the settlement animates: nothing may be clicked meanwhile either
    match = person_at_ferme(window, qtbot)
    assert clickable(window)
    window.stop_match()
    assert match.finished
    assert clickable(window) == [] and not window.act_stop.isEnabled()
    assert window.scene._playable == set()
    qtbot.waitUntil(lambda: window.controller.ended, timeout=20_000)
    assert clickable(window) == [] and not window.act_stop.isEnabled()
    assert "your turn" not in window.action_bar.prompt.text()
    window.action_bar.play_card("6H")          # a card clicked on the table afterwards does nothing
    assert len(match.history) == len(match.record()["actions"])


def test_a_hot_seat_match_stopped_at_the_curtain_lifts_it(window, qtbot, questions):
    seats = [Seat("Anna", "human"), Seat("Boris", "human"), Seat("Vera", "ai", "easy")]
    assert window.start_game("chemin-de-fer", seats, {"first_dealer": 0}, seed=7)
    qtbot.waitUntil(lambda: window.controller.handing_to is not None, timeout=10_000)
    assert window.scene._curtain.isVisible() and not window.action_bar.reveal_button.isHidden()
    window.stop_match()
    qtbot.waitUntil(lambda: window.controller.ended, timeout=10_000)
    assert len(questions.asked) == 1
    assert not window.scene._curtain.isVisible() and window.action_bar.reveal_button.isHidden()
    assert clickable(window) == []
