"""The odds panel when the advisor fails: a game that has odds never reads "There are no odds for this game"
(the advisor's process could not start, or died: the service thinks on its thread from then on), and the
odds of a lesson's table go with the lesson."""

from __future__ import annotations

from lomber.controller.advice_service import AdviceService
from lomber.controller.aiproc import AIProcess
from lomber.engine.match import Seat
from lomber.engine.registry import new_match
from lomber.ui.panels.odds import FAILED, NO_MATCH, NONE, OddsPanel
from tests.gui.test_panels_alone import FakeAdvisor, FakeSource, shown_panel


def test_a_failed_question_of_a_game_with_odds_is_not_no_odds_for_this_game(qtbot):
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    source = FakeSource(FakeAdvisor())
    panel: OddsPanel = shown_panel(parent, source, qtbot)
    panel.start()
    panel.settled({"game": "ferme", "total": 12})
    key = source.advisor.asked[-1][0]
    source.advisor.failed.emit(key, "the advisor's process stopped (EOFError)")
    assert panel.message == FAILED and panel.caption.text() == FAILED
    panel.settled({"game": "no-such-game"})
    source.advisor.failed.emit(source.advisor.asked[-1][0], "OptionError: no advisor")
    assert panel.message == NONE


def test_an_advisor_whose_process_cannot_start_thinks_on_its_thread(qtbot, monkeypatch):
    def cannot(self) -> None:
        raise RuntimeError("An attempt has been made to start a new process before the current process has "
                           "finished its bootstrapping phase.")

    monkeypatch.setattr(AIProcess, "ensure", cannot)
    service = AdviceService(process=True)
    m = new_match("ferme", [Seat("You", "human"), Seat("B", "ai", "normal"), Seat("C", "ai", "normal")], {}, 3)
    seat = m.to_act()
    failed, ready = [], []
    service.failed.connect(lambda k, e: failed.append((k, e)))
    service.ready.connect(lambda k, a: ready.append((k, a)))
    service.ask("first", 3, m.view(seat), m.legal_actions())
    qtbot.waitUntil(lambda: bool(failed), timeout=10000)
    assert service.process is None and "cannot start" in failed[0][1]      # told once, then the thread
    service.ask("second", 3, m.view(seat), m.legal_actions())
    qtbot.waitUntil(lambda: bool(ready), timeout=20000)
    assert ready[0][0] == "second" and ready[0][1].action
    service.shutdown()


def test_the_odds_of_a_lesson_go_with_it(window, qtbot):
    window.apply_speed("fast")
    window.docks["odds"].show()
    window.docks["odds"].raise_()
    assert window.learn("ferme")
    qtbot.waitUntil(lambda: window.coach.panel.isVisible(), timeout=10000)
    window.odds.refresh()
    qtbot.waitUntil(lambda: window.odds.advice is not None, timeout=20000)
    window.coach.put_aside()
    assert window.odds.message == NO_MATCH and window.odds.caption.text() == NO_MATCH
    assert set(window.odds.figures()) == {"heading", "caption"} and window.odds.heading.text() == "Odds"
