"""A lesson of more than one deal (Chemin de fer's two coups): the steps said at the first coup's end are shown
with the table held on its showdown, their Next lets the next coup begin, and the learner calls banco in it;
with View ▸ Pause after each deal on or off, after a take back and when the lesson is taken up again."""

from __future__ import annotations

from lomber.ui.panels.lessons import lesson
from tests.gui.lessondriver import step_on

GAME = "chemin-de-fer"


def _shown(w, qtbot) -> None:
    qtbot.waitUntil(lambda: w.coach.panel.isVisible() or not w.coach.active(), timeout=15000)


def _to_deal_end_step(w, qtbot):
    """Through the lesson as a learner, up to the first step said at a deal's end (shown)."""
    while True:
        _shown(w, qtbot)
        if w.coach.current().deal_end:
            return w.coach.current()
        step_on(w, qtbot)


def _through_the_pause_to_banco(w, qtbot) -> None:
    found = lesson(GAME)
    step = _to_deal_end_step(w, qtbot)
    match = w.controller.match
    assert len(match.history) == found.at[w.coach.step] == found.ends[0]
    assert w.deal_paused and w.scene.queue.held()                     # the table holds the first coup's showdown
    assert w.coach.panel.next.isVisible() and not w.action_bar.continue_button.isVisible()
    assert w.coach.target_rect().isValid() and step.target is not None
    qtbot.wait(300)
    assert len(match.history) == found.ends[0]                        # nothing goes on while it is read
    while w.coach.current() is not None and w.coach.current().deal_end:
        w.coach.panel.next.click()
        _shown(w, qtbot)
    assert not w.deal_paused
    step = w.coach.current()
    assert step.expect == "banco" and w.controller.awaiting == 0       # the second coup: the learner bets first
    assert w.action_bar.buttons["banco"].isVisible() and w.action_bar.buttons["banco"].isEnabled()
    step_on(w, qtbot)                                                 # Banco, through its button
    _shown(w, qtbot)
    assert match.history[found.asked[-1]] == (0, "banco")
    assert w.coach.over and w.coach.current().rules == ("cdf.natural",)
    while w.coach.active():
        _shown(w, qtbot)
        if w.coach.active():
            step_on(w, qtbot)
    assert w.settings.lessons[GAME] == len(found.steps)


def test_a_coups_end_step_holds_the_table_and_next_deals_the_next(window, qtbot, questions):
    window.apply_speed("fast")
    assert window.learn(GAME)
    _through_the_pause_to_banco(window, qtbot)
    questions.asked.clear()


def test_with_pause_after_each_deal_the_lessons_next_goes_on(window, qtbot, questions, pausing):
    """The window's own pause at a deal's end (its Continue) gives way to the lesson's step and Next."""
    assert window.settings.pause_after_deal
    window.apply_speed("fast")
    assert window.learn(GAME)
    _through_the_pause_to_banco(window, qtbot)


def test_take_back_at_a_coups_end_returns_to_the_learners_draw(window, qtbot):
    found = lesson(GAME)
    window.apply_speed("fast")
    assert window.learn(GAME)
    _to_deal_end_step(window, qtbot)
    window.practice.act_take_back.trigger()
    _shown(window, qtbot)
    draw = next(i for i, s in enumerate(found.steps) if s.expect == "draw")
    assert window.coach.active() and window.coach.step == draw and window.coach.current().expect == "draw"
    assert len(window.controller.match.history) == found.asked[3] and not window.deal_paused
    _to_deal_end_step(window, qtbot)
    assert window.deal_paused
    window.coach.put_aside()


def test_a_lesson_left_at_a_coups_end_is_taken_up_at_the_move_before_it(window, qtbot, questions):
    found = lesson(GAME)
    window.apply_speed("fast")
    assert window.learn(GAME)
    _to_deal_end_step(window, qtbot)
    reached = window.coach.step
    window.coach.put_aside()
    questions.yes = True
    assert window.learn(GAME)
    _shown(window, qtbot)
    assert found.steps[reached].deal_end and window.coach.step < reached
    _through_the_pause_to_banco(window, qtbot)
