"""Computer players in their own process (as the app runs them): matches, errors, a new game mid-think."""

from __future__ import annotations

import pytest

from lomber.engine.match import Seat
from lomber.settings import Settings
from tests.gui.apphelpers import ai_seats, wait_finished


@pytest.fixture
def pwindow(qtbot, app_dirs):
    from lomber.ui.shell.mainwindow import MainWindow

    w = MainWindow(Settings(speed="instant", autosave=False), None, save_settings_on_close=False, ai_process=True)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.controller.shutdown()
    if w.controller.ai_process is not None:
        assert w.controller.ai_process.proc is None   # shutdown ends the worker


def test_a_ferme_match_with_computer_players_in_their_process(pwindow, qtbot):
    pwindow.start_game("ferme", ai_seats(3, "normal"), {"starting_chips": 10}, seed=6)
    wait_finished(qtbot, pwindow, timeout=60000)
    s = pwindow.controller.match.summary()
    assert s["finished"] and sum(s["stacks"]) + sum(s["table"].values()) == 30
    assert pwindow.controller.ai_process.proc.is_alive()


def test_an_error_in_the_process_is_reported_and_the_seat_plays_safe(pwindow, toy, qtbot, capsys):
    pwindow.start_game(toy, [Seat("Broken", "ai", "easy"), Seat("Fine", "ai", "normal")], {"max_deals": 1}, seed=2)
    wait_finished(qtbot, pwindow, timeout=60000)
    assert any("The computer player Broken failed" in n for n in pwindow.notices)
    assert "the toy player broke" in capsys.readouterr().err
    assert (0, "stand") in pwindow.controller.match.history


def test_a_new_game_during_a_think_restarts_the_process(pwindow, toy, qtbot):
    c = pwindow.controller
    pwindow.start_game(toy, ai_seats(2), {"max_deals": 50}, seed=3)
    qtbot.waitUntil(lambda: c.thinking_seat is not None, timeout=60000)
    old = c.ai_process.proc
    pwindow.start_game(toy, [Seat("A", "human"), Seat("B", "ai", "normal")], {"max_deals": 1, "first_dealer": 0},
                       seed=4)
    assert old is not None and not old.is_alive()
    qtbot.waitUntil(lambda: c.awaiting == 0, timeout=60000)   # seat 1 thought in a fresh process, then seat 0
    assert len(c.match.history) >= 1


def test_a_process_that_cannot_run_falls_back_to_a_thread(pwindow, qtbot, monkeypatch):
    from lomber.controller import aiproc

    def dead(self, *args):
        raise aiproc.AIProcessError("the computer players' process stopped (EOFError)", died=True)

    monkeypatch.setattr(aiproc.AIProcess, "choose", dead)
    pwindow.start_game("ferme", ai_seats(2, "normal"), {"starting_chips": 10}, seed=9)
    wait_finished(qtbot, pwindow, timeout=60000)
    assert pwindow.controller.ai_process is None
    assert sum("could not run in their own process" in n for n in pwindow.notices) == 1
    assert not any("failed" in n for n in pwindow.notices)   # no seat was reduced to a safe move


def test_a_process_that_cannot_start_falls_back_to_a_thread(pwindow, qtbot, monkeypatch):
    """A driver script without a `__main__` guard: spawn refuses on the GUI thread; no traceback, no move lost."""
    from lomber.controller import aiproc

    def cannot(self) -> None:
        raise RuntimeError("An attempt has been made to start a new process before the current process has "
                           "finished its bootstrapping phase.")

    monkeypatch.setattr(aiproc.AIProcess, "ensure", cannot)
    pwindow.start_game("ferme", ai_seats(2, "normal"), {"starting_chips": 10}, seed=9)
    wait_finished(qtbot, pwindow, timeout=60000)
    s = pwindow.controller.match.summary()
    assert s["finished"] and sum(s["stacks"]) + sum(s["table"].values()) == 20
    assert pwindow.controller.ai_process is None
    assert sum("could not run in their own process" in n for n in pwindow.notices) == 1
    assert not any("failed" in n for n in pwindow.notices)   # no seat was reduced to a safe move
