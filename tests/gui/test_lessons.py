"""Help ▸ Learn to play: each lesson played through the real widgets, in both languages and at both window sizes;
its coach marks on screen, wrong moves explained and refused, put aside and taken up again, never a match."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from lomber.engine.actions import AmountChoice, parse_action
from lomber.engine.match import Seat
from lomber.storage.autosave import read_autosave
from lomber.ui.panels.lessons import available, lesson
from lomber.ui.shell.language import use_language
from lomber.ui.table.speeds import Speed
from tests.gui.lessondriver import press, step_on, view_rect

CYRILLIC = re.compile("[А-Яа-яЁё]")
SIZES = [(1280, 800), (800, 600)]


@pytest.fixture
def back_to_english(qapp):
    yield
    use_language(qapp, "en")


def _shown(w, qtbot) -> None:
    # 30 s: after the learner's last move the computers may play a deal out alone (Fortuna's 13 tricks).
    qtbot.waitUntil(lambda: w.coach.panel.isVisible() or not w.coach.active(), timeout=30000)


def test_every_game_has_its_lesson() -> None:
    assert available() == ["ferme", "chemin-de-fer", "fortuna", "fly"]
    for game in available():
        found = lesson(game)          # the script replays and each move step matches the learner's decision
        assert found.at and len(found.at) == len(found.steps)
        assert found.steps[-1].expect is None


# Each size and each language once, a whole lesson each (Fortuna's plays 13 tricks at Fast: 25 s): the longer
# Russian words on the smaller screen, where they are hardest to fit; English at the default size.
@pytest.mark.parametrize(("size", "lang"), [(SIZES[0], "en"), (SIZES[1], "ru")],
                         ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else v)
@pytest.mark.parametrize("game", available())
def test_a_lesson_plays_through_with_its_marks_on_screen(window, qtbot, qapp, back_to_english, game, size, lang):
    window.set_language(lang)
    window.apply_speed("fast")          # the showdown is held on the table for the closing steps
    window.resize(*size)
    found = lesson(game)
    assert window.learn(game)
    seen = []
    while window.coach.active():
        _shown(window, qtbot)
        if not window.coach.active():
            break
        step = window.coach.current()
        seen.append(window.coach.step)
        area = view_rect(window)
        mark, panel = window.coach.target_rect(), window.coach.panel.geometry()
        if step.target is not None:
            assert not mark.isEmpty(), f"step {window.coach.step}: {step.target} is not on the table"
            assert area.contains(mark), f"step {window.coach.step}: {step.target} at {mark} outside {area}"
        assert area.contains(panel), f"step {window.coach.step}: the panel {panel} outside {area}"
        text = window.coach.panel.text.text()
        assert text and (bool(CYRILLIC.search(text)) == (lang == "ru")), text
        step_on(window, qtbot)
    assert seen == list(range(len(found.steps)))
    assert window.settings.lessons[game] == len(found.steps)
    assert window.controller.match is None and window.controller.script is None
    assert window.scene.speed() is Speed.FAST
    assert window.history.matches() == []
    assert read_autosave() == (None, None)


def _to_first_move(w, qtbot):
    """Next through the steps before the lesson's first move; that step is shown."""
    while True:
        _shown(w, qtbot)
        if w.coach.current().expect is not None:
            return w.coach.current()
        w.coach.panel.next.click()


@pytest.mark.parametrize("game", available())
def test_a_wrong_move_is_explained_and_changes_nothing(window, qtbot, game):
    window.apply_speed("fast")
    assert window.learn(game)
    step = _to_first_move(window, qtbot)
    match = window.controller.match
    before, at = match.record(), window.coach.step
    moves = [c.at(c.lo) if isinstance(c, AmountChoice) else c for c in match.legal_actions()]
    wrong = next(a for a in moves if a.text != step.expect)
    press(window, wrong.text)
    assert window.coach.explained and window.coach.panel.wrong.isVisible()
    assert window.coach.panel.wrong.text() == window.coach.explained
    assert match.record() == before and window.coach.step == at and window.controller.awaiting is not None
    press(window, step.expect)          # the right one goes on
    qtbot.waitUntil(lambda: len(match.history) > len(before["actions"]), timeout=5000)
    assert window.coach.step > at


def test_put_aside_with_escape_then_continued_or_started_again(window, qtbot, questions):
    game = available()[0]
    found = lesson(game)
    window.apply_speed("fast")
    assert window.learn(game)
    _to_first_move(window, qtbot)
    step_on(window, qtbot)              # the first move made
    _shown(window, qtbot)
    reached = window.coach.step
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not window.coach.active() and not window.coach.panel.isVisible()
    assert window.settings.lessons[game] == reached and window.controller.match is None
    questions.yes = True                # Continue where you stopped
    assert window.learn(game)
    assert questions.asked and game.split("-")[0] in questions.asked[-1][1].lower()
    _shown(window, qtbot)
    assert window.coach.step == found.start_of(reached)
    assert len(window.controller.match.history) == found.at[window.coach.step]
    window.coach.put_aside()
    questions.yes = False               # No: from the beginning
    assert window.learn(game)
    _shown(window, qtbot)
    assert window.coach.step == 0 and len(window.controller.match.history) == found.at[0] < found.at[reached]


def test_a_lesson_is_no_match(window, qtbot):
    """Not autosaved while it is played; at Instant speed it is played at Normal; autosave is back after it."""
    game = available()[0]
    assert window.instant()
    assert window.learn(game)
    assert window.scene.speed() is Speed.NORMAL
    _to_first_move(window, qtbot)
    step_on(window, qtbot)
    qtbot.wait(50)
    assert read_autosave() == (None, None)
    assert window.controller.on_record is None
    window.coach.put_aside()
    assert window.controller.on_record is not None      # autosave is on again for real matches
    assert window.scene.speed() is Speed.INSTANT and window.settings.speed == "instant"


def test_the_new_game_dialog_leads_to_the_lesson(window, qtbot):
    dlg = window.new_game_dialog(available()[0])
    assert dlg.learn_button.isVisible()
    dlg.learn_button.click()
    assert not dlg.isVisible() and window.coach.active()
    assert window.controller.match.game_id == available()[0]
    window.coach.put_aside()


def test_help_menu_has_a_lesson_per_game(window):
    window.learn_menu.aboutToShow.emit()      # filled when first opened (or after the first paint), not before
    games = [a.data() for a in window.learn_menu.actions()]
    assert games == available()


def test_a_new_game_leaves_the_lesson_and_is_played(window, qtbot, questions):
    from tests.gui.apphelpers import ai_seats

    window.apply_speed("fast")
    assert window.learn(available()[0])
    _to_first_move(window, qtbot)
    assert window.start_game("ferme", [Seat("You", "human")] + ai_seats(2), {}, seed=3)
    assert not window.coach.active() and not window.coach.panel.isVisible()
    match = window.controller.match
    assert match is not None and match.history == [] or match.to_act() is not None
    assert window.controller.script is None and window.controller.on_record is not None
    qtbot.waitUntil(lambda: window.controller.awaiting == 0, timeout=10000)    # the new match asks the player


def _open_new_game_dialogs(qapp):
    from lomber.ui.dialogs.newgame import NewGameDialog

    return [d for d in qapp.topLevelWidgets() if isinstance(d, NewGameDialog) and d.isVisible()]


def _to_last_step(w, qtbot):
    while True:
        _shown(w, qtbot)
        if w.coach.step == len(w.coach.lesson.steps) - 1:
            return
        step_on(w, qtbot)


def test_the_last_step_offers_a_match_of_that_game(window, qtbot, qapp):
    """The last step's Play a match now finishes the lesson and opens the New game dialog on its game."""
    game = "ferme"
    window.apply_speed("fast")
    assert window.learn(game)
    _to_last_step(window, qtbot)
    assert window.coach.panel.next.text().replace("&", "") == "Play a match now"
    window.coach.panel.next.click()
    assert not window.coach.active()
    assert window.settings.lessons[game] == len(lesson(game).steps)      # finished, not half-way
    dialogs = _open_new_game_dialogs(qapp)
    assert dialogs and dialogs[-1].game() == game
    for d in dialogs:
        d.reject()


@pytest.mark.parametrize("game", available())
def test_each_lessons_last_step_opens_the_new_game_dialog_on_its_game(window, qtbot, qapp, game):
    found = lesson(game)
    window.apply_speed("fast")
    window.coach.start(found, len(found.steps) - 1)      # the deal replayed to its end, the last words said
    _shown(window, qtbot)
    assert window.coach.step == found.start_of(len(found.steps) - 1)
    _to_last_step(window, qtbot)
    assert window.coach.panel.next.text().replace("&", "") == "Play a match now"
    assert window.coach.panel.skip.text().replace("&", "") == "Close"
    window.coach.panel.next.click()
    dialogs = _open_new_game_dialogs(qapp)
    assert not window.coach.active() and dialogs and dialogs[-1].game() == game
    for d in dialogs:
        d.reject()


def test_the_last_steps_close_counts_as_finished(window, qtbot, questions):
    game = "ferme"
    window.apply_speed("fast")
    assert window.learn(game)
    _to_last_step(window, qtbot)
    window.coach.panel.skip.click()                     # Close
    assert not window.coach.active()
    assert window.settings.lessons[game] == len(lesson(game).steps)
    questions.asked.clear()
    assert window.learn(game)                           # offered from the beginning, no "half-way" question
    assert not questions.asked and window.coach.step == 0
    window.coach.put_aside()


def test_take_back_in_a_lesson_steps_it_back(window, qtbot):
    """Game ▸ Take back inside a lesson: the lesson goes back to the step of the learner's last move and says so;
    it is still the lesson (not a practice match that goes on without it)."""
    game = "ferme"
    found = lesson(game)
    window.apply_speed("fast")
    assert window.learn(game)
    first = _to_first_move(window, qtbot)
    at = window.coach.step
    step_on(window, qtbot)                               # Draw
    _shown(window, qtbot)
    assert window.coach.step > at
    window.practice.act_take_back.trigger()
    assert window.coach.active() and window.controller.script is not None
    _shown(window, qtbot)
    assert window.coach.step == at > found.start_of(at)          # the move again, not the words before it
    assert len(window.controller.match.history) == found.at[at]
    assert not getattr(window.controller.match, "practice", False)
    assert window.coach.panel.wrong.isVisible() and "taken back" in window.coach.panel.wrong.text()
    while window.coach.current() is not first:
        step_on(window, qtbot)
        _shown(window, qtbot)
    step_on(window, qtbot)                               # the move is made again and the lesson goes on
    _shown(window, qtbot)
    assert window.coach.step > at
    window.coach.put_aside()


def test_hint_in_a_lesson_leaves_the_lessons_choice_alone(window, qtbot):
    """Fly's exchange: Hint marks the cards the lesson asks for (the same advice), but chooses nothing itself:
    the learner's own choice on the table is left as it is."""
    window.apply_speed("fast")
    assert window.learn("fly")
    step = _to_first_move(window, qtbot)
    wanted = sorted(step.expect.split()[1:])
    first = next(s for s in window.scene.hand_sprites(0) if s.card == wanted[0])
    window.scene.card_pressed(first)                     # the learner has chosen one card so far
    before = set(window.action_bar.picked())
    assert before == {wanted[0]}
    window.hints.show_hint()
    qtbot.waitUntil(lambda: window.hints.shown is not None, timeout=10000)
    assert sorted(window.hints.action.cards) == wanted   # Hint advises what the lesson teaches
    assert set(window.action_bar.picked()) == before     # … and leaves the choice to the learner
    assert window.coach.active() and window.coach.current() is step
    second = next(s for s in window.scene.hand_sprites(0) if s.card == wanted[1])
    window.scene.card_pressed(second)
    window.action_bar.buttons["exchange"].click()
    qtbot.waitUntil(lambda: len(window.controller.match.history) > 1, timeout=5000)
    assert sorted(parse_action(window.controller.match.history[1][1]).cards) == wanted
    window.coach.put_aside()


def test_hint_in_a_lesson_sets_no_amount(window, qtbot):
    """Chemin de fer's auction: Hint advises the bid the lesson asks for, and marks it, but the bid box keeps the
    learner's amount (he sets it, as the step says)."""
    window.apply_speed("fast")
    assert window.learn("chemin-de-fer")
    step = _to_first_move(window, qtbot)
    assert step.expect == "bid 20"
    spin = window.action_bar.spins["bid"]
    before = spin.value()
    assert before != 20
    window.hints.show_hint()
    qtbot.waitUntil(lambda: window.hints.shown is not None, timeout=10000)
    assert window.hints.action.text == step.expect
    assert spin.value() == before
    window.coach.put_aside()


def test_take_back_while_the_table_plays_the_learners_cards(window, qtbot):
    """Fortuna: after the last move step the table plays the learner's cards; Take back then returns to that step
    (the cards being played for him stop) and the lesson plays on to its end from there."""
    found = lesson("fortuna")
    last = max(i for i, s in enumerate(found.steps) if s.expect is not None)
    window.apply_speed("fast")
    assert window.learn("fortuna")
    while window.coach.step <= last:
        step_on(window, qtbot)
    qtbot.waitUntil(lambda: len(window.controller.match.history) > found.asked[-1] + 3, timeout=10000)
    window.practice.act_take_back.trigger()
    _shown(window, qtbot)
    assert window.coach.active() and window.coach.step == last
    assert len(window.controller.match.history) == found.asked[-1]
    while window.coach.active():
        _shown(window, qtbot)
        if window.coach.active():
            if window.coach.step == len(found.steps) - 1:
                window.coach.panel.skip.click()
            else:
                step_on(window, qtbot)
    assert window.settings.lessons["fortuna"] == len(found.steps)


def test_nothing_of_a_put_aside_lesson_stays_on_screen(window, qtbot, monkeypatch):
    """Esc in a lesson with a hint shown: the hint strip goes, and the status bar's word on the lesson is a passing
    one (it does not stay as the window's message once the lesson is gone)."""
    from lomber.ui.panels import lesson as coach_module

    monkeypatch.setattr(coach_module, "NOTICE_MS", 300, raising=False)
    window.apply_speed("fast")
    assert window.learn("ferme")
    _to_first_move(window, qtbot)
    window.hints.show_hint()
    qtbot.waitUntil(lambda: window.hints.shown is not None, timeout=10000)
    assert window.hints.strip.isVisible()
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not window.coach.active()
    assert not window.hints.strip.isVisible() and window.hints.shown is None
    assert "put aside" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "", timeout=3000)
