"""The Hint in the window: the strong player's choice for the human's decision, marked, said, and dropped when stale."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtGui import QKeySequence

from lomber.ai.advisor import advise
from lomber.engine.actions import PLAY, is_listed, parse_action
from lomber.engine.match import Seat
from lomber.settings import Settings
from lomber.ui.panels.advicesource import current_decision
from lomber.ui.panels.hint import HintMark
from tests.gui.apphelpers import ai_seats

TABLES = {
    "ferme": (3, {"first_dealer": 1}, 5),
    "chemin-de-fer": (3, {"first_dealer": 1}, 4),
    "fly": (4, {"first_dealer": 3}, 2),
    "fortuna": (4, {"first_dealer": 1}, 7),
}


def _await_human(window, qtbot, timeout: int = 30000) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting == 0 or c.match.finished, timeout=timeout)


def _hint(window, qtbot):
    """Ask for the hint as the user does and wait for it."""
    assert window.hints.act_hint.isEnabled()
    window.hints.act_hint.trigger()
    qtbot.waitUntil(lambda: window.hints.shown is not None, timeout=30000)
    return window.hints.shown


def _glowing(window) -> set[str]:
    return {w.objectName() for w in window.hints._widgets if w.graphicsEffect() is not None}


def _ringed(window) -> set[str]:
    return {s.card for s in window.scene.sprites() for child in s.childItems() if isinstance(child, HintMark)}


@pytest.mark.parametrize("game", list(TABLES))
def test_the_hint_marks_the_strong_players_legal_choice_and_taking_it_plays_it(window, qtbot, game):
    seats, options, seed = TABLES[game]
    window.start_game(game, [Seat("Anna", "human")] + ai_seats(seats - 1), options, seed=seed)
    c = window.controller
    assert window.hints.act_hint.shortcut() == QKeySequence("H")
    for _ in range(3):
        _await_human(window, qtbot)
        if c.match.finished:
            break
        d = current_decision(window.controller)
        advice = _hint(window, qtbot)
        action = parse_action(advice.action)
        assert is_listed(action, d.legal)
        assert advice.action == advise(d.view, d.legal, d.seed).action      # the strong player's own choice
        bar = window.action_bar
        if action.kind == PLAY:
            assert _glowing(window) == {f"card-{action.cards[0]}"}
            assert _ringed(window) == {action.cards[0]}
            take = bar.card_buttons[action.cards[0]]
        else:
            assert f"action-{action.kind}" in _glowing(window)
            take = bar.buttons[action.kind]
            if action.amount is not None:
                assert bar.spins[action.kind].value() == action.amount
            if action.cards:
                assert _ringed(window) == set(action.cards)
        assert take.isEnabled()
        assert window.hints.strip.isVisible() and window.hints.strip.text()
        before = len(c.match.history)
        take.click()                                     # the marked choice is exactly the advised action
        assert c.match.history[before] == (0, advice.action)
        assert window.hints.shown is None and not _glowing(window) and not window.hints.strip.isVisible()


def test_a_hint_for_a_decision_already_made_is_dropped(window, qtbot, monkeypatch):
    from lomber.ai import advisor

    gate = threading.Event()
    real = advisor.advise

    def slow(view, legal, seed=0):
        gate.wait(10)
        return real(view, legal, seed)

    monkeypatch.setattr(advisor, "advise", slow)
    window.start_game("ferme", [Seat("Anna", "human")] + ai_seats(2), {"first_dealer": 1}, seed=5)
    _await_human(window, qtbot)
    window.hints.act_hint.trigger()
    assert window.hints.strip.text() == "Looking for a hint…"
    window.action_bar.buttons["stand"].click()          # the decision moves on before the advisor answers
    gate.set()
    qtbot.waitUntil(lambda: not window.advisor.busy(), timeout=10000)
    qtbot.wait(50)
    assert window.hints.shown is None and not _glowing(window) and not window.hints.strip.isVisible()


def test_no_hint_while_others_act_and_none_asked_without_a_decision(window, qtbot):
    window.start_game("ferme", ai_seats(3), {"first_dealer": 1, "starting_chips": 5}, seed=5)
    assert not window.hints.act_hint.isEnabled()
    asked = window.advisor.asked
    window.hints.show_hint()
    assert window.advisor.asked == asked and window.hints.shown is None
    assert "no decision of yours" in window.statusBar().currentMessage()


def test_hints_and_odds_are_off_by_default_in_hot_seat(window, qtbot):
    assert Settings().advice_hot_seat is False and not window.hints.act_hot_seat.isChecked()
    window.docks["odds"].show()
    window.docks["odds"].raise_()
    window.start_game("ferme", [Seat("Anna", "human"), Seat("Boris", "human")], {"first_dealer": 1}, seed=5)
    c = window.controller
    qtbot.waitUntil(lambda: c.handing_to is not None, timeout=10000)
    assert window.odds.basis is None and window.odds.message.startswith("Hidden")
    c.reveal()
    qtbot.waitUntil(lambda: c.awaiting is not None, timeout=10000)
    assert not window.hints.act_hint.isEnabled()
    asked = window.advisor.asked
    window.hints.show_hint()
    assert window.advisor.asked == asked and window.hints.shown is None
    assert window.odds.basis is None and window.odds.message.startswith("Hints and odds are off")
    window.hints.act_hot_seat.trigger()                   # the user turns them on
    assert window.settings.advice_hot_seat
    advice = _hint(window, qtbot)
    assert is_listed(parse_action(advice.action), c.match.legal_actions())
    qtbot.waitUntil(lambda: window.odds.basis is not None, timeout=10000)
    assert window.odds.basis["seat"] == c.awaiting


def test_the_hint_in_russian(window, qtbot, qapp):
    from lomber.ui.shell.language import use_language

    window.set_language("ru")
    try:
        window.start_game("ferme", [Seat("Анна", "human")] + ai_seats(2), {"first_dealer": 1}, seed=5)
        _await_human(window, qtbot)
        _hint(window, qtbot)
        text = window.hints.strip.text()
        assert window.hints.strip.title.text() == "Подсказка:"
        assert text.startswith(("Взять карту:", "Хватит при")), text
        assert "," in text and "фишки" in text            # decimal comma, the chips in Russian
        assert window.hints.act_hint.text() == "&Подсказка"
    finally:
        window.set_language("en")
        use_language(qapp, "en")
