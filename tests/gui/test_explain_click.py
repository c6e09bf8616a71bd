"""Why did they play that? Clicking a computer's move in the log (or its speech bubble) shows its reason, fair to
the viewer; a human's line or any other line shows nothing."""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, Qt

from lomber.ai.explain import seen_cards
from lomber.engine.cards import ALL_CARDS
from lomber.engine.match import Seat
from lomber.ui.texts import cards_text
from tests.gui.apphelpers import ai_seats
from tests.gui.test_practice import _decide, _wait_prompt


def _play_a_while(window, qtbot) -> None:
    """Anna and two computers at Ferme, View ▸ Explain off: a few of Anna's decisions, then the table at rest."""
    window.explainer.act.setChecked(False)
    c = window.controller
    window.start_game("ferme", [Seat("Anna", "human"), *ai_seats(2)], {"starting_chips": 10}, seed=4)
    _wait_prompt(qtbot, c)
    for _ in range(6):
        if c.match.finished:
            break
        c.submit(_decide(c))
        _wait_prompt(qtbot, c)
    qtbot.waitUntil(lambda: not window.scene.busy(), timeout=10000)
    window.log.flush()


def _blocks(log) -> list:
    out, block = [], log.document().firstBlock()
    while block.isValid():
        out.append(block)
        block = block.next()
    return out


def _click(qtbot, log, block) -> None:
    """A left click in the middle of `block`'s line, scrolled into view first."""
    cursor = log.textCursor()
    cursor.setPosition(block.position())
    log.setTextCursor(cursor)
    log.ensureCursorVisible()
    rect = log.blockBoundingGeometry(block).translated(log.contentOffset())
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(20, int(rect.center().y())))


def _hidden_named(window, text: str) -> set[str]:
    known = seen_cards(window.controller.past, 0)
    return {card for card in ALL_CARDS if card not in known and cards_text([card]) in text}


def test_clicking_a_computers_move_in_the_log_shows_its_fair_reason(window, qtbot):
    _play_a_while(window, qtbot)
    log = window.log
    tagged = [b for b in _blocks(log) if b.userState() >= 0]
    assert tagged, log.toPlainText()
    # Every computer decision's line (forced ones too), and nothing else.
    assert [b.text() for b in tagged] == [b.text() for b in _blocks(log) if re.match(r"AI \d: ", b.text())]
    assert not window.settings.explain_moves and "Why AI" not in log.toPlainText()
    for block in tagged:
        window.statusBar().clearMessage()
        move = window.explainer.moves[(window.controller.gen, block.userState())]
        _click(qtbot, log, block)
        qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Why AI"), timeout=20000)
        shown = window.statusBar().currentMessage()
        assert shown.startswith(f"Why AI {move.seat}")   # "AI 1" sits at seat 1, "AI 2" at seat 2
        assert not _hidden_named(window, shown), shown
    assert "Why AI" not in log.toPlainText()     # shown on the click only: the log stays as it was


def test_a_humans_line_or_another_line_shows_nothing(window, qtbot):
    _play_a_while(window, qtbot)
    log = window.log
    blocks = _blocks(log)
    human = [b for b in blocks if b.text() in ("You draw", "You stand")]
    other = [b for b in blocks if b.text().startswith(("A match", "AI 1 shows", "AI 2 →"))]
    assert human and len(other) >= 3
    for block in [human[0], human[-1], *other[:3]]:
        window.statusBar().clearMessage()
        assert block.userState() < 0
        _click(qtbot, log, block)
        qtbot.wait(300)
        assert not window.statusBar().currentMessage().startswith("Why"), block.text()


def test_clicking_a_computers_bubble_explains_its_last_move(window, qtbot):
    _play_a_while(window, qtbot)
    badges = [b for b in window.scene.badges() if b.seat > 0 and b._bubble and not b.bubble_inside]
    seats = [b.seat for b in badges if b.seat in window.explainer.last_shown]
    assert seats
    badge = next(b for b in badges if b.seat == seats[0])
    view = window.table_view
    # Above the badge (or below it at the top of the table), in the bubble.
    r = badge.boundingRect()
    y = r.bottom() - 6 if badge.bubble_below else r.top() + 6
    point = view.mapFromScene(badge.mapToScene(0, y))
    window.statusBar().clearMessage()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith(f"Why AI {badge.seat}"), timeout=20000)
    assert not _hidden_named(window, window.statusBar().currentMessage())


def test_a_reason_naming_a_card_the_viewer_has_not_seen_is_not_shown(window, qtbot):
    """The advisor's reason may name the computer's own hidden cards: the click shows the reason without them."""
    from lomber.search.advice import Reason

    _play_a_while(window, qtbot)
    known = seen_cards(window.controller.past, 0)
    hidden = next(card for card in ALL_CARDS if card not in known)
    block = next(b for b in _blocks(window.log) if b.userState() >= 0)
    move = window.explainer.moves[(window.controller.gen, block.userState())]
    move.reason = Reason("test.names", "It keeps {action}.", {"action": hidden})
    window.statusBar().clearMessage()
    _click(qtbot, window.log, block)
    shown = window.statusBar().currentMessage()
    assert shown.endswith("It keeps a card you cannot see.") and not _hidden_named(window, shown), shown
