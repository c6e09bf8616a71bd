"""Keyboard reach: every action button has its own mnemonic within its game, in English and Russian."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QKeySequence

from lomber.ui.actionbar import GAME_WORDS
from lomber.ui.app import install_translators
from lomber.ui.texts import action_button


def _mnemonic(label: str) -> str:
    m = re.search(r"&([^&])", label)
    assert m, f"no mnemonic in {label!r}"
    return m.group(1).lower()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_action_buttons_have_distinct_mnemonics(qapp, lang):
    found = install_translators(qapp, lang)
    try:
        for game, words in GAME_WORDS.items():
            keys = [_mnemonic(action_button(w)) for w in words]
            assert len(set(keys)) == len(keys), (lang, game, keys)
    finally:
        for t in found:
            qapp.removeTranslator(t)


def test_menus_have_shortcuts_and_the_bar_takes_focus(window, qtbot):
    assert window.act_new.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert window.act_save.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    assert window.act_rules.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)
    assert all(not a.shortcut().isEmpty() for a in window.speed_actions.values())
    from lomber.engine.match import Seat

    window.start_game("ferme", [Seat("Anna", "human"), Seat("B", "ai", "easy")], {"first_dealer": 1}, seed=3)
    qtbot.waitUntil(lambda: window.controller.awaiting == 0)
    focused = window.focusWidget()
    assert focused in (window.action_bar.buttons["draw"], window.action_bar.buttons["stand"])
    window.controller.stop()
