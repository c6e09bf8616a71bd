"""The window and controller on the toy game: problems, stale results, hot-seat, autosave, long runs."""

from __future__ import annotations

import json
import threading

from PySide6.QtWidgets import QMessageBox

from lomber.engine.actions import Action
from lomber.engine.events import HIDDEN, Ev
from lomber.engine.match import Seat
from lomber.storage.autosave import autosave_path
from lomber.ui.shell.mainwindow import MainWindow
from tests.gui.apphelpers import ai_seats, wait_finished


def test_computer_match_plays_to_the_end(window, toy, qtbot):
    assert window.start_game(toy, ai_seats(3), {"max_deals": 4}, seed=5)
    wait_finished(qtbot, window)
    m = window.controller.match
    assert m.deals == 4 and sum(m.summary()["stacks"]) == 30
    assert window.log.text().count("The deal is over.") == 4


class Raising:
    def __init__(self, seed=0):
        pass

    def choose(self, view, legal):
        raise RuntimeError("boom in the player")


class Illegal:
    def __init__(self, seed=0):
        pass

    def choose(self, view, legal):
        return Action("banco")


def test_a_raising_or_illegal_ai_is_reported_and_the_seat_plays_safe(window, toy, qtbot, monkeypatch, capsys):
    from lomber.controller import match_controller

    real = match_controller.make_player
    monkeypatch.setattr(match_controller, "make_player",
                        lambda g, lv, seed: Raising() if lv == "easy" else Illegal() if lv == "strong"
                        else real(g, lv, seed))
    seats = [Seat("Bad", "ai", "easy"), Seat("Worse", "ai", "strong"), Seat("Good", "ai", "normal")]
    window.start_game(toy, seats, {"max_deals": 2}, seed=1)
    wait_finished(qtbot, window)
    notices = "\n".join(window.notices)
    # The user reads what happened in his words; the Python error is for the terminal (a bug report).
    assert "The computer player Bad failed" in notices and "boom" not in notices
    assert "Worse chose a move the rules do not allow (banco)" in notices
    assert "boom in the player" in capsys.readouterr().err
    # the failing seats stood (the safe move) and the window is still alive
    acts = window.controller.match.history
    assert (0, "stand") in acts and (1, "stand") in acts
    assert window.isVisible()


class Slow:
    """Blocks until released, then draws: stands in for a long think."""

    release = threading.Event()

    def __init__(self, seed=0):
        pass

    def choose(self, view, legal):
        self.release.wait(10)
        return Action("draw")


def test_stale_ai_result_after_new_game_is_ignored(window, toy, qtbot, monkeypatch):
    from lomber.controller import match_controller

    Slow.release.clear()
    monkeypatch.setattr(match_controller, "make_player", lambda g, lv, seed: Slow())
    window.start_game(toy, ai_seats(2), {}, seed=2)
    qtbot.waitUntil(lambda: window.controller.thinking_seat is not None)
    old = window.controller.match
    window.start_game(toy, [Seat("A", "human"), Seat("B", "human")], {}, seed=3)
    new = window.controller.match
    Slow.release.set()
    window.controller.pool.waitForDone(5000)
    qtbot.wait(50)
    assert old.history == [] and new.history == []
    # the new match waits for one of its humans (maybe behind the hot-seat curtain)
    assert window.controller.awaiting is not None or window.controller.handing_to is not None


def test_hot_seat_curtain_and_masking(window, toy, qtbot):
    batches = []
    window.controller.eventsReady.connect(lambda ev, view: batches.append((window.controller.viewer, ev, view)))
    handoffs = []
    window.controller.handoff.connect(handoffs.append)
    window.start_game(toy, [Seat("A", "human"), Seat("B", "human"), Seat("C", "ai", "normal")],
                      {"max_deals": 2, "first_dealer": 2}, seed=7)
    c = window.controller
    steps = 0
    while not c.match.finished and steps < 200:
        qtbot.waitUntil(lambda: c.awaiting is not None or c.handing_to is not None or c.match.finished)
        if c.handing_to is not None:
            assert window.action_bar.reveal_button.isVisible()
            window.action_bar.reveal_button.click()
            assert c.viewer == c.awaiting
            continue
        if c.match.finished:
            break
        n = len(c.match.history)
        window.action_bar.buttons["stand"].click()
        qtbot.waitUntil(lambda k=n: len(c.match.history) > k)
        steps += 1
    assert handoffs, "two humans must hand the screen over"
    for viewer, events, view in batches:
        for e in events:
            if e.kind == Ev.DEALT and not e.face_up and e.seat != viewer:
                assert set(e.cards) == {HIDDEN}
        for seat, hand in enumerate(view["hands"]):
            if seat != viewer and not view["finished"]:
                assert set(hand) <= {HIDDEN}


def test_autosave_and_resume(window, toy, qtbot, monkeypatch, app_dirs):
    window.start_game(toy, [Seat("Anna", "human"), Seat("Ivan", "ai", "normal")], {"max_deals": 3}, seed=9)
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting == 0)
    window.action_bar.buttons["draw"].click()
    qtbot.waitUntil(lambda: len(c.match.history) >= 1)
    qtbot.waitUntil(lambda: c.awaiting == 0 or c.match.finished)
    saved = json.loads(autosave_path().read_text())
    assert saved["actions"] == [list(a) for a in c.match.history]
    history = list(c.match.history)
    c.stop()

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    from lomber.settings import Settings

    second = MainWindow(Settings(speed="instant"), None, save_settings_on_close=False)
    qtbot.addWidget(second)
    assert second.offer_resume()
    assert second.controller.match.history == history
    qtbot.waitUntil(lambda: second.controller.awaiting == 0 or second.controller.match.finished)
    second.controller.shutdown()


def test_corrupt_autosave_is_reported_and_kept(window, qtbot, app_dirs):
    p = autosave_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text('{"format": "lomber-record", "version": 1, "game": "ferme", "seats": [')
    assert not window.offer_resume()
    assert any("autosaved match could not be read" in n for n in window.notices)
    kept = list(p.parent.glob("autosave.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text().startswith('{"format"')


def test_corrupt_save_file_gives_a_message_and_stays(window, tmp_path):
    bad = tmp_path / "match.lomber.json"
    bad.write_text("not json at all")
    assert not window.open_file(str(bad))
    assert any("cannot be opened" in n for n in window.notices)
    assert bad.read_text() == "not json at all"


def test_save_and_open_round_trip(window, toy, qtbot, tmp_path):
    window.start_game(toy, ai_seats(2), {"max_deals": 2}, seed=4)
    wait_finished(qtbot, window)
    path = tmp_path / "done.lomber.json"
    assert window.save_file(str(path))
    history = list(window.controller.match.history)
    assert window.history.stats(toy)["played"] == 1
    assert window.open_file(str(path))
    assert window.controller.match.history == history
    qtbot.wait(20)
    assert window.history.stats(toy)["played"] == 1        # an opened finished match is not counted again
    assert "This match is over." in window.log.text()


def test_two_hundred_deals_leave_no_scene_items_behind(window, qtbot):
    counts = {}
    c = window.controller

    def on_deal(events, summary):
        n = summary["deals"]
        if n in (10, 200):
            counts[n] = len(window.scene.items())
        if n >= 200:
            c.stop()

    c.dealEnded.connect(on_deal)
    window.set_autosave(False)   # autosave has its own tests; here the scene and the controller are at stake
    window.hide()                # painting 200 deals would only cost time; one paint at the end below
    window.start_game("ferme", ai_seats(2), {"starting_chips": 1000, "first_dealer": 0}, seed=8)
    qtbot.waitUntil(lambda: 200 in counts, timeout=60000)
    assert counts[200] <= counts[10] + 10
    window.show()
    assert not window.grab().isNull()


def test_a_game_registered_from_its_own_module_is_offered_and_played(window, toy, qtbot, monkeypatch):
    """A new game is its own module: the dialog lists it, its words make the buttons, a human plays it through."""
    from pathlib import Path

    from lomber.ui.dialogs.newgame import NewGameDialog

    app = Path(__file__).resolve().parents[2] / "app"
    assert not [p for p in app.rglob("*.py") if "toygame" in p.read_text(encoding="utf-8")]
    dlg = NewGameDialog(window, game="toy")
    qtbot.addWidget(dlg)
    assert dlg.game() == "toy" and dlg.game_combo.currentText() == "Toy"
    assert [dlg.seat_spin.minimum(), dlg.seat_spin.maximum()] == [2, 6]
    assert set(dlg.option_widgets) == {"starting_chips", "max_deals", "fast", "first_dealer"}
    dlg.seat_spin.setValue(2)
    dlg.set_seat(0, "Anna", "human")
    dlg.set_seat(1, "Ivan", "ai", "normal")
    dlg.set_option("max_deals", 2)
    game, seats, options = dlg.setup()
    assert window.start_game(game, seats, options, seed=4)
    assert list(window.action_bar.buttons) == ["draw", "stand", "bet"] and "bet" in window.action_bar.spins
    c = window.controller
    while not c.match.finished:
        qtbot.waitUntil(lambda: c.awaiting == 0 or c.match.finished)
        if c.match.finished:
            break
        n = len(c.match.history)
        window.action_bar.buttons["stand"].click()
        qtbot.waitUntil(lambda k=n: len(c.match.history) > k)
    assert c.match.deals == 2 and sum(c.match.summary()["stacks"]) == 20
    assert "You stand" in window.log.text() and "The deal is over." in window.log.text()
