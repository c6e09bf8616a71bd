"""The advisor in its own process, as the app runs it: a hint comes from there, a new match stops a long search,
closing the window ends the process."""

from __future__ import annotations

import pytest

from lomber.engine.actions import is_listed, parse_action
from lomber.engine.match import Seat
from lomber.settings import Settings
from tests.gui.apphelpers import ai_seats


@pytest.fixture
def pwindow(qtbot, app_dirs):
    from lomber.ui.shell.mainwindow import MainWindow

    w = MainWindow(Settings(speed="instant", autosave=False), None, save_settings_on_close=False, ai_process=True)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()
    assert w.advisor.process is None or w.advisor.process.proc is None   # closing ends the advisor's process


def test_a_hint_comes_from_the_advisors_own_process(pwindow, qtbot):
    pwindow.start_game("fly", [Seat("Anna", "human")] + ai_seats(3), {"first_dealer": 3}, seed=2)
    c = pwindow.controller
    qtbot.waitUntil(lambda: c.awaiting == 0, timeout=60000)
    pwindow.hints.act_hint.trigger()
    qtbot.waitUntil(lambda: pwindow.hints.shown is not None, timeout=60000)
    proc = pwindow.advisor.process
    assert proc is not None and proc.proc.is_alive() and proc.answers >= 1
    assert proc.proc is not c.ai_process.proc and proc.proc.name == "lomber-advisor"
    assert is_listed(parse_action(pwindow.hints.shown.action), c.match.legal_actions())


def test_a_new_match_stops_a_search_still_running(pwindow, qtbot):
    pwindow.start_game("fortuna", [Seat("Anna", "human")] + ai_seats(3), {"first_dealer": 1}, seed=7)
    c = pwindow.controller
    qtbot.waitUntil(lambda: c.awaiting == 0, timeout=60000)
    pwindow.hints.act_hint.trigger()
    # The first question starts the process; it answers only once it has imported the players (well after this).
    qtbot.waitUntil(lambda: pwindow.advisor.process.proc is not None, timeout=10000)
    assert pwindow.advisor.busy()
    old = pwindow.advisor.process.proc
    pwindow.start_game("ferme", [Seat("Anna", "human")] + ai_seats(2), {"first_dealer": 1}, seed=5)
    assert not pwindow.advisor.busy() and not old.is_alive()
    qtbot.waitUntil(lambda: c.awaiting == 0, timeout=60000)
    pwindow.hints.act_hint.trigger()
    qtbot.waitUntil(lambda: pwindow.hints.shown is not None, timeout=60000)
    assert pwindow.hints.shown.game == "ferme"
