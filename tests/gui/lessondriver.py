"""Playing a lesson (ui/panels/lesson.py) through the real widgets, as a learner would: tests and scripts/lesson_shot.py."""

from __future__ import annotations

from PySide6.QtCore import QRect

from lomber.engine.actions import PLAY, parse_action
from lomber.ui.panels.lessons import LEARNER


def view_rect(w) -> QRect:
    """The window's middle (table, hint strip and action bar), where every coach mark must lie whole."""
    return w.centralWidget().rect()


def press(w, text: str) -> None:
    """Make the move `text` with the widgets a person uses: cards clicked on the table, amounts typed, a button."""
    action = parse_action(text)
    bar = w.action_bar
    if action.kind == PLAY:
        w.scene.cardClicked.emit(action.cards[0])      # what a click on the card sprite sends
        return
    for card in action.cards:
        sprite = next(s for s in w.scene.hand_sprites(LEARNER) if s.card == card)
        w.scene.card_pressed(sprite)
    if action.kind in bar.spins and action.amount is not None:
        bar.spins[action.kind].setValue(action.amount)
    bar.buttons[action.kind].click()


def step_on(w, qtbot, timeout: int = 10000) -> None:
    """Do what the step shown asks (Next, or its move), once it is shown."""
    coach = w.coach
    qtbot.waitUntil(lambda: coach.panel.isVisible() or not coach.active(), timeout=timeout)
    step = coach.current()
    if step.expect is None:
        coach.panel.next.click()
    else:
        press(w, step.expect)
