"""Keyboard reach: every action button has its own mnemonic within its game, in English and Russian."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QKeySequence

from lomber.engine.registry import games
from lomber.ui.shell.language import install_translators, remove_translators
from lomber.ui.texts import GameTexts


def _mnemonic(label: str) -> str:
    m = re.search(r"&([^&])", label)
    assert m, f"no mnemonic in {label!r}"
    return m.group(1).lower()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_action_buttons_have_distinct_mnemonics(qapp, lang):
    found = install_translators(qapp, lang)
    try:
        for game in games():
            texts = GameTexts(game)
            keys = [_mnemonic(texts.button(w.word)) for w in game.words]
            assert len(set(keys)) == len(keys), (lang, game.id, keys)
    finally:
        remove_translators(qapp, found)


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


def _menu_window(qtbot, lang: str):
    from lomber.settings import Settings
    from lomber.ui.shell.mainwindow import MainWindow

    w = MainWindow(Settings(speed="instant", language=lang), None, save_settings_on_close=False)
    qtbot.addWidget(w)
    return w


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_menu_bar_mnemonics_are_distinct_and_no_action_button_takes_one(qapp, qtbot, app_dirs, lang):
    found = install_translators(qapp, lang)
    try:
        w = _menu_window(qtbot, lang)
        titles = [a.text() for a in w.menuBar().actions()]
        bar = [_mnemonic(t) for t in titles]
        assert len(set(bar)) == len(bar), (lang, titles)
        if lang == "ru":
            assert titles == ["&Игра", "&Вид", "&Справка"]
        for game in games():
            texts = GameTexts(game)
            clash = {_mnemonic(texts.button(w.word)) for w in game.words} & set(bar)
            assert not clash, (lang, game.id, clash)
        # Within each menu (and submenu) the items that have a mnemonic have different ones.
        menus = [a.menu() for a in w.menuBar().actions()]
        while menus:
            menu = menus.pop()
            items = [a for a in menu.actions() if not a.isSeparator()]
            menus += [a.menu() for a in items if a.menu() is not None]
            keys = [_mnemonic(a.text()) for a in items if re.search(r"&[^&]", a.text())]
            assert len(set(keys)) == len(keys), (lang, menu.title(), [a.text() for a in items])
        w.controller.shutdown()
    finally:
        remove_translators(qapp, found)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_language_menu_names_each_language_in_itself(qapp, qtbot, app_dirs, lang):
    found = install_translators(qapp, lang)
    try:
        w = _menu_window(qtbot, lang)
        view = w.menuBar().actions()[1].menu()
        lang_menu = next(a.menu() for a in view.actions() if a.menu() is not None and "English" in
                         [b.text() for b in a.menu().actions()])
        names = [a.text() for a in lang_menu.actions()]
        assert names[1:] == ["English", "Русский"], names
        assert names[0] == ("Язык системы" if lang == "ru" else "System language")
        w.controller.shutdown()
    finally:
        remove_translators(qapp, found)
