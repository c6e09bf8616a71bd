"""The first hour on any screen (issue 26): the keyboard follows the Hint, the window fits its screen, nothing
stale stays on the table, empty states say something."""

from __future__ import annotations

from PySide6.QtCore import Qt

from lomber.engine.actions import PLAY, parse_action
from lomber.engine.match import Seat
from tests.gui.apphelpers import ai_seats


def _await_human(window, qtbot, timeout: int = 30000) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting == 0 or c.match.finished, timeout=timeout)


def _hint(window, qtbot):
    window.hints.act_hint.trigger()
    qtbot.waitUntil(lambda: window.hints.shown is not None, timeout=30000)
    return parse_action(window.hints.shown.action)


def _await_play(window, qtbot) -> list:
    """Until the user has a card to play among two or more (Fly's trick play); the legal actions."""
    c = window.controller
    for _ in range(40):
        _await_human(window, qtbot)
        assert not c.match.finished
        legal = c.match.legal_actions()
        if all(getattr(a, "kind", "") == PLAY for a in legal) and len(legal) > 1:
            return legal
        window.hints.act_hint.trigger()          # any other decision: take the hinted one by its button
        qtbot.waitUntil(lambda: window.hints.shown is not None, timeout=30000)
        action = parse_action(window.hints.shown.action)
        if action.cards:
            window.action_bar.pick(set(action.cards))
        window.action_bar.buttons[action.kind].click()
    raise AssertionError("no trick play came")


def test_after_a_hint_space_and_enter_play_the_hinted_card_and_its_mark_shows(window, qtbot):
    window.start_game("fly", [Seat("Anna", "human")] + ai_seats(3), {"first_dealer": 3}, seed=2)
    c, view = window.controller, window.table_view
    _await_play(window, qtbot)
    # A mark left on a card by the arrows, then the card played by its button: no invisible mark may stay.
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    marked = [s.card for s in window.scene.playable_sprites() if s.focused]
    assert len(marked) == 1
    other = next(card for card in window.action_bar.card_buttons if card not in marked
                 and window.action_bar.card_buttons[card].isEnabled())
    window.action_bar.card_buttons[other].click()
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        _await_play(window, qtbot)
        action = _hint(window, qtbot)
        focused = [s.card for s in window.scene.sprites() if s.focused]
        assert focused == [action.cards[0]]              # the mark is on the hinted card, where the eye sees it
        before = len(c.match.history)
        qtbot.keyClick(view, key)
        assert c.match.history[before] == (0, str(action))


def test_enter_after_a_hint_makes_the_hinted_word(window, qtbot):
    window.start_game("ferme", [Seat("Anna", "human")] + ai_seats(2), {"first_dealer": 1}, seed=5)
    c = window.controller
    _await_human(window, qtbot)
    action = _hint(window, qtbot)
    assert window.focusWidget() is window.action_bar.buttons[action.kind]
    before = len(c.match.history)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    assert c.match.history[before][0] == 0 and parse_action(c.match.history[before][1]).kind == action.kind


def test_space_with_no_mark_shows_the_mark_and_plays_nothing(window, qtbot):
    window.start_game("fly", [Seat("Anna", "human")] + ai_seats(3), {"first_dealer": 3}, seed=2)
    c = window.controller
    _await_play(window, qtbot)
    before = len(c.match.history)
    qtbot.keyClick(window.table_view, Qt.Key.Key_Space)
    assert len(c.match.history) == before
    assert [s.focused for s in window.scene.playable_sprites()].count(True) == 1
