"""Game ▸ Replay a match: the chooser, each step on the real table as a fresh replay shows it (masked for the
viewer), no action ever enabled, and a match in progress left exactly as it was."""

from __future__ import annotations

import copy
import json
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QSpinBox

from lomber.engine.events import HIDDEN
from lomber.engine.match import Seat
from lomber.engine.records import replay, start_from_record
from lomber.storage.history import History
from lomber.ui.panels import replay as replay_module
from lomber.ui.panels.replay import Replayer, start_replay
from lomber.ui.panels.replaychooser import ReplayChooser
from lomber.ui.table.speeds import Speed
from lomber.ui.texts import tr
from tests.gui.apphelpers import ai_seats, wait_finished
from tests.reliability.matches import QUICK, ferme_sixteen, named, random_finished
from tests.reliability.test_history import V0_ROWS, make_v0

GAMES = [g for g, _, _ in QUICK]


def add(history: History, record: dict, stopped: bool = False) -> int:
    """Add a finished match; its id in the history."""
    history.add_match(record, stopped)
    return history.matches()[0].match_id


def no_action_enabled(window) -> bool:
    """Not one action word, card or amount of the action bar can be used."""
    bar = window.action_bar
    widgets = bar.findChildren(QAbstractButton) + bar.findChildren(QSpinBox) + bar.findChildren(QComboBox)
    return all(not w.isEnabled() or not w.isVisibleTo(window) for w in widgets) and not bar.isVisibleTo(window)


def table_state(scene) -> dict:
    """What the table shows: every hand's cards (`?` face down; the viewer's hand is laid sorted, so compared as a set
    of cards), the middle, the stock, chips and piles."""
    return {"hands": [sorted(s.card for s in h) for h in scene._hands],
            "center": [s.card for _, s in scene._centre],
            "stock": scene.stock().count,
            "stacks": [b.stack for b in scene.badges()],
            "piles": {k: p.count for k, p in scene.piles().items() if p.count}}


def view_state(view: dict) -> dict:
    """The same, as a view says it."""
    return {"hands": [sorted(str(c) for c in h) for h in view.get("hands") or []],
            "center": [str(c) for _, c in view.get("center") or []],
            "stock": int(view.get("stock") or 0),
            "stacks": [int(x) for x in view.get("stacks") or []],
            "piles": {k: v for k, v in (view.get("table") or {}).items() if v}}


def same(a, b) -> bool:
    return json.dumps(a, sort_keys=True, default=repr) == json.dumps(b, sort_keys=True, default=repr)


@pytest.mark.parametrize("game", GAMES)
def test_each_move_shows_what_a_fresh_replay_shows_masked_for_the_viewer(window, qtbot, game):
    record = random_finished(GAMES.index(game), 1)
    mid = add(window.history, record)
    r = start_replay(window, mid)
    assert isinstance(r, Replayer) and window.replayer is r
    assert window.table_view.table is r.scene and r.scene.speed() is Speed.INSTANT
    viewer = r.cursor.viewer
    assert viewer == 0 and no_action_enabled(window)
    step = r.cursor.step()
    positions = [0]
    m = start_from_record(record)          # a fresh replay of the record, one action at a time beside the viewer
    while True:
        if step.position:
            m.apply(*record["actions"][step.position - 1])
        assert same(step.view, m.view(viewer))
        assert table_state(r.scene) == view_state(m.view(viewer)), (game, step.position)
        # never another seat's hidden cards: what the engine holds face down for others is `?` on the table
        for seat, hand in enumerate(r.scene._hands):
            if seat != viewer:
                real = m.view(seat)["hands"][seat]
                shown = [s.card for s in hand]
                assert all(c == HIDDEN or c in m.view(viewer)["hands"][seat] for c in shown)
                assert len(shown) == len(real)
        assert no_action_enabled(window)
        assert r.bar.slider.value() == step.position
        step = r.forward()
        if step is None:
            break
        positions.append(step.position)
    assert positions == list(range(r.cursor.end + 1))
    # The log that followed the table's clock is the log rebuilt at the end (as a jump writes it).
    assert r.log.text().splitlines() == r.log_lines()
    assert r.log_lines()[-1] == tr("%n deal(s) played", m.summary()["deals"])      # the standings close it
    # Back, deal by deal: each start of a deal as a replay shows it.
    while (s := r.previous_deal()) is not None:
        assert s.position in r.cursor.deal_starts
        assert table_state(r.scene) == view_state(replay(record, s.position).view(viewer))
        assert r.log.text().splitlines() == r.log_lines()
    window.controller.shutdown()


def test_whose_cards_are_shown_is_the_users_choice_and_stays_masked(window, qtbot):
    record = random_finished(GAMES.index("fly"), 2)
    r = start_replay(window, add(window.history, record))
    r.seek(6)
    m = replay(record, 6)
    assert table_state(r.scene) == view_state(m.view(0))
    r.bar.viewer.setCurrentIndex(2)                    # as the user picks Vera … C
    assert r.cursor.viewer == 2 and r.scene.viewer() == 2
    assert table_state(r.scene) == view_state(m.view(2))
    hands = [[s.card for s in h] for h in r.scene._hands]
    assert all(c != HIDDEN for c in hands[2]) and all(c == HIDDEN for c in hands[0] + hands[1])
    assert r.log.text().splitlines() == r.log_lines()
    r.forward()
    assert table_state(r.scene) == view_state(replay(record, 7).view(2))
    window.controller.shutdown()


def test_the_chooser_lists_finished_matches_newest_first(window, qtbot):
    h = window.history
    first = add(h, random_finished(GAMES.index("ferme"), 1))
    second = add(h, named(ferme_sixteen(), ["Anna", "Boris", "Vera", "Gleb"]), stopped=True)
    dlg = ReplayChooser(window, h)
    qtbot.addWidget(dlg)
    assert dlg.list.topLevelItemCount() == 2
    top = dlg.list.topLevelItem(0)
    assert [top.text(c) for c in (1, 2, 3, 4)] == ["Ferme", "Anna, Boris, Vera, Gleb", "Gleb won (stopped)",
                                                   str(h.matches()[0].deals)]
    assert dlg.list.topLevelItem(1).text(3) == f"{'ABC'[h.matches()[1].winner]} won"
    assert top.data(0, Qt.ItemDataRole.UserRole) == second and dlg.chosen() == second
    assert dlg.choose(first) and dlg.chosen() == first
    dlg.game.setCurrentIndex(dlg.game.findData("fly"))
    assert dlg.list.topLevelItemCount() == 0 and "No finished matches to replay yet" in dlg.message.text()
    window.controller.shutdown()


def test_a_match_of_lomber_01_is_listed_but_cannot_be_chosen(qtbot, app_dirs):
    from lomber.settings import Settings, data_dir
    from lomber.ui.shell.mainwindow import MainWindow

    path = data_dir() / "history.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    make_v0(path, V0_ROWS)
    w = MainWindow(Settings(speed="instant"), History(), save_settings_on_close=False)
    qtbot.addWidget(w)
    dlg = ReplayChooser(w, w.history)
    qtbot.addWidget(dlg)
    assert dlg.list.topLevelItemCount() == len(V0_ROWS) and dlg.chosen() is None
    assert not dlg.buttons.buttons()[0].isEnabled() or dlg.chosen() is None
    assert start_replay(w, w.history.matches()[0].match_id) is None
    assert "no record of its moves" in w.notices[-1] and w.table_view.table is w.scene
    w.controller.shutdown()


def test_choosing_in_the_dialog_starts_the_replay(window, qtbot):
    mid = add(window.history, random_finished(GAMES.index("chemin-de-fer"), 1))
    window.act_replay.trigger()
    dlg = window.findChild(ReplayChooser)
    assert dlg is not None and dlg.chosen() == mid
    dlg.accept()
    assert window.replayer is not None and window.replayer.game == "chemin-de-fer"
    window.replayer.leave()
    assert window.replayer is None and window.table_view.table is window.scene
    window.controller.shutdown()


def test_leaving_brings_back_a_match_in_progress_as_it_was(window, qtbot):
    mid = add(window.history, random_finished(GAMES.index("fortuna"), 1))
    window.start_game("ferme", [Seat("Anna", "human"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy")],
                      {"first_dealer": 1}, seed=5)
    qtbot.waitUntil(lambda: window.controller.awaiting == 0)
    match = window.controller.match
    before = (table_state(window.scene), window.log.text(), len(match.history),
              {w: b.isEnabled() for w, b in window.action_bar.buttons.items()})
    assert any(before[3].values())
    r = start_replay(window, mid)
    assert no_action_enabled(window) and window.docks["log"].widget() is r.log
    r.next_deal()
    r.forward()
    r.bar.viewer.setCurrentIndex(1)
    assert len(match.history) == before[2]
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    qtbot.keyClick(window, Qt.Key.Key_Escape)   # Esc leaves the replay
    assert window.replayer is None and window.table_view.table is window.scene
    assert window.docks["log"].widget() is window.log and window.docks["scores"].widget() is window.scores
    after = (table_state(window.scene), window.log.text(), len(match.history),
             {w: b.isEnabled() for w, b in window.action_bar.buttons.items()})
    assert after == before and window.action_bar.isVisibleTo(window)
    assert window.controller.submit("stand")    # the match goes on
    qtbot.waitUntil(lambda: len(match.history) > before[2] + 1 or match.finished)
    window.controller.shutdown()


def test_a_computer_match_waits_for_its_table_and_goes_on_after(window, qtbot):
    mid = add(window.history, random_finished(GAMES.index("ferme"), 2))
    window.start_game("ferme", ai_seats(3), {"starting_chips": 10}, seed=3)
    r = start_replay(window, mid)
    match = window.controller.match
    held = len(match.history)
    qtbot.wait(400)
    assert len(match.history) <= held + 1 and not window.controller.ended   # at most the decision it was making
    r.leave()
    wait_finished(qtbot, window)
    assert len(window.history.matches()) == 2                               # and it was recorded when it ended
    window.controller.shutdown()


def test_starting_a_match_leaves_the_replay(window, qtbot):
    r = start_replay(window, add(window.history, random_finished(GAMES.index("fly"), 1)))
    window.start_game("ferme", ai_seats(3), {"starting_chips": 10}, seed=4)
    assert window.replayer is None and not r.active and window.table_view.table is window.scene
    assert window.docks["log"].widget() is window.log
    wait_finished(qtbot, window)
    assert window.scene.badges()[0].name == "AI 1"
    window.controller.shutdown()


def test_play_steps_on_by_itself_to_the_end(window, qtbot, monkeypatch):
    monkeypatch.setattr(replay_module, "PLAY_FLOOR_MS", 1)
    record = random_finished(GAMES.index("ferme"), 1)
    r = start_replay(window, add(window.history, record))
    r.seek(r.cursor.end - 8)
    r.bar.play.click()
    assert r.playing and r.bar.play.text() == "&Pause"
    qtbot.waitUntil(lambda: not r.playing, timeout=20000)
    assert r.cursor.position == r.cursor.end and r.bar.play.text() == "&Play"
    assert table_state(r.scene) == view_state(replay(record).view(0))
    assert r.log.text().splitlines() == r.log_lines()
    r.bar.play.click()                                 # at the end, Play starts again from the first deal
    assert r.playing and r.cursor.position <= 1
    r.bar.play.click()
    assert not r.playing
    window.controller.shutdown()


def test_a_stopped_match_ends_with_its_stop(window, qtbot):
    r = start_replay(window, add(window.history, named(ferme_sixteen(), ["Anna", "Boris", "Vera", "Gleb"]),
                                  stopped=True))
    last = r.seek(r.cursor.end)
    assert last.stopped and r.bar.what.text() == "The match was stopped."
    assert "The match was stopped." in r.log.text()
    assert [b.stack for b in r.scene.badges()] == last.summary["stacks"]
    window.controller.shutdown()


def test_keyboard_steps_and_the_bars_mnemonics(window, qtbot):
    import re

    r = start_replay(window, add(window.history, random_finished(GAMES.index("fortuna"), 1)))
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert r.cursor.position == 2
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert r.cursor.position == 1
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert r.cursor.position == r.cursor.end
    qtbot.keyClick(window, Qt.Key.Key_PageUp)
    assert r.cursor.position == r.cursor.deal_starts[-1]
    menu = {re.search(r"&(.)", a.text()).group(1).lower() for a in window.menuBar().actions()}
    bar = [re.search(r"&(.)", t).group(1).lower() for t in (r.bar.play.text(), r.bar.leave.text(),
                                                            r.bar.viewer_label.text())]
    assert len(set(bar)) == 3 and not set(bar) & menu
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window.replayer is None
    window.controller.shutdown()


def test_the_replay_in_russian_and_a_change_of_language(window, qtbot, qapp):
    import re

    from lomber.ui.shell.language import use_language

    r = start_replay(window, add(window.history, random_finished(GAMES.index("ferme"), 1)))
    r.seek(5)
    try:
        window.set_language("ru")
        qtbot.waitUntil(lambda: r.bar.play.text() == "&Пуск")
        assert r.bar.leave.text() == "&Закрыть просмотр" and r.bar.where.text().startswith("Ход 5 из ")
        assert r.log.text().startswith("Просмотр матча в игре «Ферма»")
        assert r.log.text().splitlines() == r.log_lines()
        menu = {re.search(r"&(.)", a.text()).group(1).lower() for a in window.menuBar().actions()}
        bar = {re.search(r"&(.)", t).group(1).lower() for t in (r.bar.play.text(), r.bar.leave.text(),
                                                                r.bar.viewer_label.text())}
        assert len(bar) == 3 and not bar & menu
        r.forward()
        assert r.log.text().splitlines() == r.log_lines()
    finally:
        use_language(qapp, "en")
        window.settings.language = "en"
    window.controller.shutdown()


def test_a_match_animating_when_the_replay_opens_stops_on_its_step_and_logs_every_line_after(qtbot, app_dirs):
    """Opened in the middle of a live animation (from a handler of the table's clock): nothing more of the live
    match is shown until the replay is left, a speed changed meanwhile is kept, and no log line is lost or doubled."""
    from lomber.engine.events import Event
    from lomber.settings import Settings
    from lomber.ui.shell.mainwindow import MainWindow

    w = MainWindow(Settings(speed="normal"), History(), save_settings_on_close=False)
    qtbot.addWidget(w)
    w.show()
    mid = add(w.history, random_finished(GAMES.index("ferme"), 1))
    w.controller.ai_pause_ms = 0
    shown: list[Event] = []
    opened: list[Replayer] = []

    def on_shown(e: Event) -> None:
        shown.append(e)
        if len(shown) == 6:
            opened.append(start_replay(w, mid))     # in the middle of the first deal's animation

    w.scene.eventShown.connect(on_shown)
    assert w.start_game("fly", ai_seats(3), {"stakes": 5}, seed=9)
    qtbot.waitUntil(lambda: bool(opened))
    r = opened[0]
    assert w.scene.busy() and len(shown) == 6
    qtbot.wait(600)                                 # the live deal would have gone on at NORMAL
    assert len(shown) == 6 and w.scene.busy()
    r.forward()
    w.apply_speed("instant")                        # changed during the replay: the live table finishes when back
    assert len(shown) == 6
    r.leave()
    qtbot.waitUntil(lambda: w.controller.match.deals >= 2, timeout=30000)
    w.controller.stop()
    live = w.log.text()
    w.rebuild_log(w.controller.shown_events())
    assert w.log.text() == live
    w.controller.shutdown()


THIRD_PERSON = re.compile(r"^You(:| (gets|shows|plays|takes|wins|discards|puts|leaves|is|draws|stands|passes|"
                          r"keeps|folds|exchanges|bets|deals)\b)")


@pytest.mark.parametrize("game", GAMES)
def test_the_replay_says_the_live_logs_words_to_the_viewer(window, qtbot, game):
    """The viewer is addressed as at the table ("You get 2♥", not "You gets"); who won is said once."""
    data = named(copy.deepcopy(random_finished(GAMES.index(game), 1)), ["You", "Anna", "Boris"])
    r = start_replay(window, add(window.history, data))
    r.seek(r.cursor.end)
    lines = r.log.text().splitlines()
    assert not [line for line in lines if THIRD_PERSON.match(line)], game
    assert sum("win the match" in line or "wins the match" in line for line in lines) == 1, lines[-6:]
    live = r.log_lines()
    assert lines == live
    r.set_viewer(1)       # a computer's cards: nobody is "you", and the seat named "You" is "Player 1" then
    lines = r.log.text().splitlines()
    assert not [line for line in lines if line.startswith("You")], lines
    assert any(line.startswith("Player 1") for line in lines) and r.scene.badges()[0].name == "Player 1"
    window.controller.shutdown()
