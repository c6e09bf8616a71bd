"""The first hour on any screen (issue 26): the keyboard follows the Hint, the window fits its screen, nothing
stale stays on the table, empty states say something."""

from __future__ import annotations

import itertools

import pytest
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


# ----- the window on its screen (point 1): a child process, for Qt's offscreen screens of the sizes we need
SCREENS = {"screens": [{"name": "small", "x": 0, "y": 0, "width": 800, "height": 600},
                       {"name": "big", "x": 800, "y": 0, "width": 1280, "height": 800}]}
CHILD = r'''
import json, sys
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from lomber.settings import Settings
from lomber.ui.shell.mainwindow import MainWindow

app = QApplication([])
out = {}

def settle(ms=300):
    from PySide6.QtTest import QTest
    QTest.qWait(ms)

def rect(r):
    return [r.x(), r.y(), r.width(), r.height()]

def inside(w):
    return w.screen().availableGeometry().contains(w.frameGeometry())

settings = Settings(speed="instant")
first = MainWindow(settings, None, save_settings_on_close=False)     # a first start on the 800x600 screen
first.show(); settle()
out["first"] = {"screen": first.screen().name(), "inside": inside(first), "frame": rect(first.frameGeometry())}
first.move(900, 40); settle()                         # to the big screen, where the user makes it 1000x700
first.resize(1000, 700); settle()
first.place.remember_layout(); first.close()
again = MainWindow(settings, None, save_settings_on_close=False)     # the next start restores it
again.show(); settle()
out["restored"] = {"screen": again.screen().name(), "size": [again.width(), again.height()]}
again.move(20, 20); settle(500)                       # dragged onto the small screen
out["moved"] = {"screen": again.screen().name(), "inside": inside(again), "frame": rect(again.frameGeometry())}
print(json.dumps(out))
'''


def test_the_window_fits_its_screen_on_first_start_on_restore_and_on_a_smaller_screen(tmp_path, app_dirs):
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    config = tmp_path / "screens.json"
    config.write_text(json.dumps(SCREENS))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               PYTHONPATH=os.pathsep.join([str(Path(__file__).parents[2] / "app"), os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["first"]["screen"] == "small" and out["first"]["inside"], out
    assert out["restored"] == {"screen": "big", "size": [1000, 700]}, out
    assert out["moved"]["screen"] == "small" and out["moved"]["inside"], out


# ----- empty states (point 14)
def test_rules_with_no_match_show_the_games_and_save_waits_for_a_match(window, qtbot):
    from PySide6.QtCore import QUrl

    assert not window.act_save.isEnabled()
    window.act_rules.trigger()
    text = window.rules.toPlainText()
    assert window.docks["rules"].isVisible()
    for name in ("Ferme", "Chemin de fer", "Fortuna", "Fly"):
        assert name in text
    window.rules.anchorClicked.emit(QUrl("lomber-rules:fly"))     # a game chosen in the list: its rules
    assert window.rules.game == "fly" and "trump" in window.rules.toPlainText().lower()
    window.set_language("ru")
    try:
        assert window.rules.lang == "ru" and "козыр" in window.rules.toPlainText().lower()
        window.rules.anchorClicked.emit(QUrl("lomber-rules:index"))
        assert "Ферма" in window.rules.toPlainText() or "Ферм" in window.rules.toPlainText()
    finally:
        window.set_language("en")
    window.start_game("ferme", ai_seats(3), {"first_dealer": 0}, seed=1)
    assert window.act_save.isEnabled()


# ----- the keyboard after "Leave the match? — Yes" (point 6)
def test_after_leaving_a_match_for_a_new_one_the_window_has_the_keyboard(window, qtbot, questions):
    from PySide6.QtWidgets import QApplication

    window.start_game("ferme", [Seat("Anna", "human")] + ai_seats(2), {"first_dealer": 1}, seed=3)
    qtbot.waitUntil(lambda: window.controller.awaiting == 0, timeout=10_000)
    dlg = window.new_game_dialog("fly")
    qtbot.waitExposed(dlg)
    dlg.activateWindow()
    dlg.game_combo.setFocus()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dlg, timeout=5000)
    dlg.accept()                                     # "Leave the match?" — Yes
    assert questions.asked and window.controller.match.game_id == "fly"
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    assert QApplication.focusWidget() is window.table_view


# ----- the log follows new lines (point 8)
def test_the_log_follows_new_lines_after_a_resize_unless_scrolled_up(qtbot):
    from PySide6.QtWidgets import QAbstractSlider

    from lomber.ui.panels.docks import LogPanel

    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(300, 400)
    log.show()
    qtbot.waitExposed(log)
    bar = log.verticalScrollBar()

    def add(n: int, start: int = 0) -> None:
        for i in range(start, start + n):
            log.add_lines([f"line {i}: somebody plays a card and the log says so at some length"])
            log.flush()
            qtbot.wait(1)

    add(60)
    assert bar.value() == bar.maximum() > 0
    for size in ((200, 300), (420, 250), (160, 500)):     # resized, as a dock is
        log.resize(*size)
        qtbot.wait(20)
        add(5, 100)
        assert bar.value() == bar.maximum(), size
    bar.triggerAction(QAbstractSlider.SliderAction.SliderPageStepSub)    # the user reads back
    qtbot.wait(20)
    kept = bar.value()
    assert kept < bar.maximum()
    add(5, 200)
    log.resize(300, 400)
    qtbot.wait(20)
    add(5, 300)
    assert bar.value() < bar.maximum()           # what he reads stays put
    bar.triggerAction(QAbstractSlider.SliderAction.SliderToMaximum)     # back at the bottom: it follows again
    add(5, 400)
    assert bar.value() == bar.maximum()


# ----- nothing stale on screen (point 9)
def test_the_last_matchs_prompt_goes_when_the_next_match_starts(window, qtbot, questions):
    window.start_game("ferme", [Seat("Anna", "human")] + ai_seats(2), {"first_dealer": 1}, seed=3)
    qtbot.waitUntil(lambda: window.controller.awaiting == 0, timeout=10_000)
    old = window.action_bar.prompt.text()
    assert old
    window.start_game("ferme", ai_seats(3), {}, seed=4)         # its first farmer is drawn
    assert window.action_bar.prompt.text() != old
    assert not any(b.isEnabled() for b in window.action_bar.buttons.values())


def test_a_stopped_match_shows_no_odds(window, qtbot, questions):
    from lomber.ui.panels.odds import OVER

    window.docks["odds"].show()
    window.docks["odds"].raise_()
    window.start_game("ferme", [Seat("Anna", "human")] + ai_seats(2), {"first_dealer": 1}, seed=3)
    qtbot.waitUntil(lambda: window.controller.awaiting == 0, timeout=10_000)
    qtbot.waitUntil(lambda: window.odds.advice is not None, timeout=30_000)
    window.act_stop.trigger()
    qtbot.wait(200)
    assert window.odds.advice is None and window.odds.message == OVER
    assert window.odds.caption.text() == "The match is over: there are no odds to show."


def test_the_status_bar_shows_the_deals_end_not_the_last_card(window, qtbot):
    from lomber.engine.events import Ev, Event

    window.start_game("ferme", [Seat("Anna", "human")] + ai_seats(2), {"first_dealer": 1}, seed=3)
    qtbot.waitUntil(lambda: window.controller.awaiting == 0, timeout=10_000)
    window.status("Player 2: plays K♠")
    window.match_log.on_shown(Event(Ev.DEAL_END, text="farm wins"))
    assert "K♠" not in window.statusBar().currentMessage()


def test_flys_exchange_bubbles_go_when_the_trick_play_begins(window, qtbot):
    window.start_game("fly", [Seat("Anna", "human")] + ai_seats(3), {"first_dealer": 3}, seed=2)
    words = window.words
    exchanged = {words.bubble("exchange 0"), words.bubble("exchange 1"), words.bubble("exchange 2"),
                 words.bubble("exchange 3"), words.bubble("keep")}
    for _ in range(3):
        _await_play(window, qtbot)
        if window.scene.tricks.now or window.scene.tricks.last:    # a card of the deal is on the table
            break
        window.action_bar.card_buttons[next(c for c, b in window.action_bar.card_buttons.items()
                                            if b.isEnabled())].click()
    said = [b._bubble for b in window.scene.badges()]
    assert window.scene.tricks.now or window.scene.tricks.last
    assert not exchanged & set(said), said


# ----- Ferme's draw for the first farmer (point 10)
def test_fermes_draw_for_the_first_farmer_lies_apart_from_the_hands(table_view, qtbot):
    from lomber.engine.events import Ev
    from lomber.engine.registry import match_class
    from lomber.ui.table.speeds import Speed

    match = match_class("ferme")([Seat(f"P{i}", "ai", "normal") for i in range(3)], {}, 3)
    events = list(match.start_events)
    scene = table_view.table
    scene.setup("ferme", ["A", "B", "C"], 0)
    scene.set_speed(Speed.FAST)
    draws = [e for e in events if e.kind is Ev.DEALT and e.reason == "draw-farmer"]
    assert len(draws) >= 6
    seen: list = []
    scene.eventShown.connect(lambda e: seen.append(e))
    scene.show_events(events, match.view(0))
    qtbot.waitUntil(lambda: sum(e.reason == "draw-farmer" for e in seen) >= 6, timeout=20000)
    assert all(not hand for hand in scene._hands)                       # no hand holds a draw card
    assert all(scene.hand_value_shown(seat) == "" for seat in range(3))  # … so no total counts them
    assert len(scene._draws) >= 6 and sum(s.caption == "The draw" for _, s in scene._draws) == 3
    qtbot.waitUntil(lambda: not scene.busy(), timeout=30000)
    assert scene._draws == [] and all(len(hand) == 1 for hand in scene._hands)   # the deal: one card each


# ----- the new-game dialog in Russian at 800×600 (point 3)
def test_the_seat_names_stay_usable_in_russian_at_800x600(window, qtbot, qapp):
    from lomber.ui.shell.language import use_language

    window.resize(800, 600)
    window.set_language("ru")
    try:
        dlg = window.new_game_dialog("fly")
        dlg.seat_spin.setValue(7)
        dlg.resize(760, 540)                 # what an 800×600 screen leaves it
        qtbot.waitExposed(dlg)
        qtbot.wait(50)
        for name, _kind, _level in dlg.seat_rows[:7]:
            assert name.width() >= name.fontMetrics().horizontalAdvance("Игрок 7") + 8, name.width()
        assert dlg.width() <= 760
        dlg.reject()
    finally:
        window.set_language("en")
        use_language(qapp, "en")


# ----- View ▸ Pause after each deal (point 15)
@pytest.fixture
def brisk(monkeypatch):
    """FAST made brisk: the animated path (the table's clock, which the pause holds) without the waiting."""
    from lomber.ui.table import speeds
    from lomber.ui.table.speeds import Durations, Speed

    monkeypatch.setitem(speeds._TABLE, Speed.FAST,
                        Durations(deal_ms=2, move_ms=6, flip_ms=3, chips_ms=6, ai_pause_ms=0, result_ms=8))
    return "fast"


def _stand_until_paused(window, qtbot) -> None:
    c = window.controller
    for _ in range(30):
        qtbot.waitUntil(lambda: c.awaiting == 0 or window.deal_paused or c.match.finished, timeout=30000)
        if window.deal_paused or c.match.finished:
            return
        button = window.action_bar.buttons["stand"]
        if button.isEnabled():
            button.click()
        else:
            window.action_bar.buttons["draw"].click()
    raise AssertionError("the deal did not end")


def test_pause_after_each_deal_keeps_the_showdown_until_continue(window, qtbot, brisk, pausing):
    from lomber.engine.events import Ev

    assert window.settings.pause_after_deal and window.act_pause.isChecked()    # on by default
    window.apply_speed("fast")
    window.start_game("ferme", [Seat("Anna", "human")] + ai_seats(2), {"first_dealer": 1}, seed=3)
    c = window.controller
    _stand_until_paused(window, qtbot)
    assert window.deal_paused and not c.match.finished
    deals = c.match.deals
    starts: list = []
    window.scene.eventShown.connect(lambda e: starts.append(e) if e.kind is Ev.DEAL_START else None)
    qtbot.wait(1500)                                            # it waits, whatever the speed
    assert window.deal_paused and c.match.deals == deals and not starts
    assert any(s.face_up for s in window.scene.sprites())       # the showdown stays on the felt
    button = window.action_bar.continue_button
    assert button.isVisible() and window.focusWidget() is button     # the keyboard is on Continue
    qtbot.keyClick(button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(starts), timeout=10000)
    assert not window.deal_paused and not button.isVisible()


def test_pause_is_a_remembered_setting_and_computers_alone_never_wait(qtbot, app_dirs, brisk, pausing):
    from lomber.settings import Settings, load_settings
    from lomber.ui.shell.mainwindow import MainWindow

    w = MainWindow(Settings(speed="fast"), None, save_settings_on_close=True)
    qtbot.addWidget(w)
    w.show()
    w._settings_ready = True
    w.act_pause.trigger()                                       # off, and kept
    assert load_settings()[0].pause_after_deal is False
    w.act_pause.trigger()
    assert load_settings()[0].pause_after_deal is True
    try:
        w.start_game("ferme", ai_seats(3), {"first_dealer": 1}, seed=3)
        c = w.controller
        qtbot.waitUntil(lambda: c.match.deals >= 3 or c.match.finished, timeout=60000)
        assert not w.deal_paused
    finally:
        w.controller.shutdown()


def test_no_pause_at_instant_speed(window, qtbot, pausing):
    window.start_game("ferme", [Seat("Anna", "human")] + ai_seats(2), {"first_dealer": 1}, seed=3)
    c = window.controller
    for _ in range(60):
        qtbot.waitUntil(lambda: c.awaiting == 0 or c.match.finished, timeout=30000)
        if c.match.finished or c.match.deals >= 3:
            break
        assert not window.deal_paused
        bar = window.action_bar.buttons
        (bar["stand"] if bar["stand"].isEnabled() else bar["draw"]).click()
    assert c.match.deals >= 3 and not window.deal_paused


# ----- card size (point 16)
def test_the_own_hand_at_800x600_fly_7_is_not_a_tight_fan_of_tiny_cards():
    from lomber.ui.table import layout as L

    lay = L.compute(520, 485, 7, 0)                 # the table an 800×600 window leaves with its panels open
    own = lay.seats[0]
    fan = lay.fan(0, 7)
    assert own.card_w >= 50, own.card_w            # legible cards (33 px before)
    assert all(b[0] - a[0] >= own.card_w * 0.25 for a, b in itertools.pairwise(fan))   # each card's index shows
    # Where the felt beside it is free (fewer seats), the own hand takes the width: each card shows more of itself.
    roomy = L.compute(520, 485, 4, 0)
    wide = roomy.fan(0, 7)
    assert wide[1][0] - wide[0][0] >= roomy.seats[0].card_w * 0.55
    widths = {key: L.compute(520, 485, 7, 0, card_size=key).hand_w for key in ("small", "medium", "large")}
    assert widths["small"] < widths["medium"] < widths["large"]


def test_card_size_is_a_remembered_setting_and_reflows_the_table(qtbot, app_dirs):
    from lomber.settings import Settings, load_settings
    from lomber.ui.shell.mainwindow import MainWindow

    w = MainWindow(Settings(speed="instant"), None, save_settings_on_close=True)
    qtbot.addWidget(w)
    w.show()
    try:
        w.start_game("fly", [Seat("Anna", "human")] + ai_seats(6), {"first_dealer": 3}, seed=2)
        before = w.scene.layout().hand_w
        w.size_actions["large"].trigger()
        assert w.scene.layout().hand_w > before and load_settings()[0].card_size == "large"
        w.size_actions["small"].trigger()
        assert w.scene.layout().hand_w < before and load_settings()[0].card_size == "small"
    finally:
        w.controller.shutdown()


def test_help_about_names_every_game_of_the_registry(window, monkeypatch):
    """Help ▸ About lists the games (it once raised a NameError: `game_ids` was not imported)."""
    from lomber.engine.registry import game_ids
    from lomber.ui import plaintext
    from lomber.ui.texts import game_name

    shown: list[str] = []
    monkeypatch.setattr(plaintext, "about", lambda parent, title, text: shown.append(text))
    window.about()
    assert len(shown) == 1 and all(game_name(g) in shown[0] for g in game_ids())
