"""View ▸ Language retranslates every open widget at once: menus, docks, the action bar, the table's captions, the
rules and scores panels, the prompt, the new-game dialog, a results box and the log; default seat names are kept as
defaults and shown in the language in use."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QDockWidget, QGroupBox, QLabel, QWidget

from lomber.engine.events import Ev, Event
from lomber.engine.match import Seat
from lomber.ui.panels.results import SheetMaker
from lomber.ui.shell.language import use_language

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
NAMES = ["Анна", "Борис", "Вера"]
# Words that stay as they are in any language: the language menu names each language in itself.
UNTRANSLATED = {"English"}


@pytest.fixture
def back_to_english(qapp):
    yield
    use_language(qapp, "en")


def _texts(widget: QWidget) -> list[str]:
    """Every word a user can read on `widget` and its children: labels, buttons, group titles, combo items, tips."""
    out = [widget.windowTitle(), widget.toolTip()]
    for w in [widget, *widget.findChildren(QWidget)]:
        if not w.isVisibleTo(widget) and w is not widget:
            continue
        out.append(w.toolTip())
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QDockWidget):
            out.append(w.windowTitle())
    return [t for t in out if t]


def _menu_texts(window) -> list[str]:
    out = []
    for top in window.menuBar().actions():
        out.append(top.text())
        for a in top.menu().actions():
            out.append(a.text())
            if a.menu() is not None:
                out += [b.text() for b in a.menu().actions()]
    return [t for t in out if t]


def _latin(texts: list[str]) -> list[str]:
    return [t for t in texts if t not in UNTRANSLATED and LATIN_WORD.search(re.sub(r"\b(?:10|[2-9AJQK])[♠♥♦♣]", "", t))]


def _settled(qtbot, dialog) -> None:
    """Qt's LanguageChange events delivered, and the rebuilt option rows shown (Qt shows them on the next turn)."""
    qtbot.wait(20)
    qtbot.waitUntil(lambda: all(w.isVisible() for w in dialog.option_widgets.values()))


def _at_the_table(window, qtbot):
    window.start_game("ferme", [Seat(NAMES[0], "human"), Seat(NAMES[1], "ai", "easy"), Seat(NAMES[2], "ai", "easy")],
                      {"first_dealer": 1}, seed=5)
    qtbot.waitUntil(lambda: window.controller.awaiting == 0, timeout=10000)
    window.docks["rules"].show()
    window.fill_rules()


def test_the_window_and_its_dialogs_change_language_at_once_and_back(window, qtbot, back_to_english):
    _at_the_table(window, qtbot)
    dialog = window.new_game_dialog()
    events = [Event(Ev.SHOWN, seat=0, cards=("10H", "6H")), Event(Ev.CHIPS, src="farm", dst="seat:0", amount=4,
                                                                  reason="farm"), Event(Ev.DEAL_END)]
    window.result_panel.show_sheet(SheetMaker(events, None, window.words))
    window.scene.badges()[1].say("stand")
    log_before = window.log.text()
    english = (_menu_texts(window), _texts(window), _texts(dialog), _texts(window.result_panel))
    assert "&Game" in english[0] and "Farm" in [p.label for p in window.scene._piles.values()]

    window.set_language("ru")
    _settled(qtbot, dialog)
    assert window.settings.language == "ru"
    assert [a.text() for a in window.menuBar().actions()] == ["&Игра", "&Вид", "&Справка"]
    assert {d.windowTitle() for d in window.docks.values()} == {"Журнал игры", "Счёт", "Итог сдачи", "Шансы", "Правила"}
    assert window.windowTitle().startswith("Ломбер — Ферма · сдача ")
    assert window.action_bar.buttons["draw"].text() == "Взять &карту"
    assert window.action_bar.prompt.text().startswith("Ваши очки: ")
    assert window.action_bar.prompt.text() not in window.statusBar().currentMessage()   # said once, in the bar
    assert "Ферма" in [p.label for p in window.scene._piles.values()]
    assert window.scene.badges()[1]._bubble == "Хватит"   # a seat's last word, said again in Russian
    assert window.scores.table.horizontalHeaderItem(0).text() == "Игрок"
    assert window.rules.lang == "ru" and "Ферма" in window.rules.toPlainText()
    assert dialog.windowTitle() == "Новая игра" and dialog.seat_labels[0].text() == "Место 1"
    assert dialog.seat_rows[1][0].text() == "Игрок 2" and dialog.seat_rows[0][0].text() == "Анна"
    assert window.result_panel.title.text() == "Сдача окончена"
    assert "Ферма → Вы: 4 фишки (ферма)" in window.result_panel.lines.text()   # the user is "you"
    russian = _menu_texts(window) + _texts(window) + _texts(dialog) + _texts(window.result_panel)
    assert not _latin(russian), _latin(russian)
    # The log is worded again: the same lines, in Russian; what happens next is said in Russian too.
    log_ru = window.log.text()
    assert len(log_ru.splitlines()) == len(log_before.splitlines()) and not _latin(log_ru.splitlines()), log_ru
    window.action_bar.buttons["stand"].click()
    qtbot.waitUntil(lambda: window.log.text() != log_ru, timeout=10000)
    assert not _latin(window.log.text().splitlines())

    window.set_language("en")
    _settled(qtbot, dialog)
    assert [a.text() for a in window.menuBar().actions()] == ["&Game", "&View", "&Help"]
    assert _texts(dialog) == english[2]
    assert window.result_panel.title.text() == "The deal is over"
    assert "Farm" in [p.label for p in window.scene._piles.values()]
    assert window.rules.lang == "en" and "Ferme" in window.rules.toPlainText()
    assert _menu_texts(window) == english[0]


def test_a_new_language_keeps_what_the_user_chose_in_the_dialog(window, qtbot, back_to_english):
    dialog = window.new_game_dialog("fly")
    dialog.set_seat(1, "Глеб", "ai", "strong")
    dialog.set_option("starting_score", 30)
    window.set_language("ru")
    _settled(qtbot, dialog)
    assert dialog.game() == "fly" and dialog.game_combo.currentText() == "Мушка"
    assert dialog.seat_rows[1][0].text() == "Глеб" and dialog.seat_rows[1][2].currentText() == "сильный"
    assert dialog.setup()[2]["starting_score"] == 30
    assert dialog.seat_rows[0][0].text() == "Вы"   # the default name follows the language; a typed one stays


def test_the_system_language_follows_the_system(window, qtbot, back_to_english, monkeypatch):
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(QLocale.Language.Russian)))
    window.set_language("system")
    assert window.menuBar().actions()[0].text() == "&Игра"
    window.set_language("en")
    assert window.menuBar().actions()[0].text() == "&Game"


def test_default_names_are_kept_as_defaults_and_shown_in_the_language_in_use(window, qtbot, back_to_english):
    from lomber.ui.seatnames import shown_names

    window.set_language("ru")
    dialog = window.new_game_dialog("ferme")
    dialog.seat_spin.setValue(3)
    assert [r[0].text() for r in dialog.seat_rows[:3]] == ["Вы", "Игрок 2", "Игрок 3"]
    game, seats, _options = dialog.setup()
    assert [s.name for s in seats] == ["You", "Player 2", "Player 3"]     # stored as the defaults they are
    dialog.reject()
    window.start_game(game, seats, {"first_dealer": 1}, seed=5)
    qtbot.waitUntil(lambda: window.controller.awaiting == 0, timeout=10000)
    assert window.settings.player_name == ""          # not a name of the user's own
    assert [b.name for b in window.scene.badges()] == ["Вы", "Игрок 2", "Игрок 3"]
    assert window.scores.table.item(1, 0).text().startswith("Игрок 2")
    assert window.words.who(0) == "Вы"                # not «Вы (вы)»
    assert not _latin(window.log.text().splitlines())
    window.set_language("en")
    assert [b.name for b in window.scene.badges()] == ["You", "Player 2", "Player 3"]
    assert window.scores.table.item(1, 0).text().startswith("Player 2")
    lines = window.log.text().splitlines()
    assert lines[0] == "A match of Ferme begins." and not re.search("[А-Яа-яЁё]", window.log.text()), lines
    # a record written by an English table (or an older Lomber) reads the same: its defaults in Russian
    window.set_language("ru")
    assert shown_names(["You", "Player 12", "Anna", "Player"]) == ["Вы", "Игрок 12", "Anna", "Player"]
