"""Game ▸ Statistics: a table per game from `History.statistics`, a chart equal to `History.series`, and what the
window says about an empty, damaged or locked history."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from lomber.engine.registry import game_ids, game_info
from lomber.settings import Settings, data_dir
from lomber.storage.history import History, State
from lomber.ui.panels.statistics import COMMON, StatisticsWindow
from tests.reliability.matches import QUICK, ferme_sixteen, named, random_finished
from tests.reliability.test_history import V0_ROWS, hold_lock, make_v0

GAMES = [g for g, _, _ in QUICK]


def fill(history: History) -> None:
    """Two matches of each game (players A, B, C), and a stopped Ferme with a 16 (Anna, Boris, Vera, Gleb)."""
    for i in range(len(QUICK)):
        for seed in (1, 2):
            history.add_match(random_finished(i, seed))
    history.add_match(named(ferme_sixteen(), ["Anna", "Boris", "Vera", "Gleb"]), stopped=True)


def open_stats(window) -> StatisticsWindow:
    window.act_stats.trigger()
    dlg = window.stats_window
    assert dlg is not None and dlg.isVisible()
    return dlg


def test_a_table_per_game_with_each_players_figures(window):
    fill(window.history)
    dlg = open_stats(window)
    stats = window.history.statistics()
    assert [dlg.tabs.tabText(i) for i in range(dlg.tabs.count())] == ["Ferme", "Chemin de fer", "Fortuna", "Fly"]
    for gs in stats:
        tab = dlg.tab(gs.game)
        table = tab.table
        heads = [table.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(table.columnCount())]
        # the common columns, then the game's own figures as its GameInfo declares them
        feats = game_info(gs.game).feats
        assert feats and gs.feats == feats
        assert heads == ["Player", *[h for _f, h, _t in COMMON], *[f.label for f in feats]]
        tips = [table.horizontalHeaderItem(c).toolTip() for c in range(len(COMMON) + 1, table.columnCount())]
        assert tips == [f.tip for f in feats]
        assert table.rowCount() == len(gs.players)
        for r, p in enumerate(gs.players):
            assert table.item(r, 0).data(Qt.ItemDataRole.UserRole) == p.name
            shown = [table.item(r, c).value for c in range(1, table.columnCount())]
            assert shown == [getattr(p, f) for f, _h, _t in COMMON] + [p.feats[f.key] for f in feats], (gs.game, p.name)
        assert f"{gs.matches} matches" in tab.summary.text()
    ferme = dlg.tab("ferme").table
    heads = [ferme.horizontalHeaderItem(c).text() for c in range(ferme.columnCount())]
    assert "16s" in heads and "Fastest win" not in heads
    fly = dlg.tab("fly").table
    assert "Fastest\nwin" in [fly.horizontalHeaderItem(c).text() for c in range(fly.columnCount())]
    row = next(r for r in range(ferme.rowCount()) if ferme.item(r, 0).data(Qt.ItemDataRole.UserRole) == "Gleb")
    gleb = next(p for gs in stats if gs.game == "ferme" for p in gs.players if p.name == "Gleb")
    assert gleb.feats == {"sixteens": 1} and ferme.item(row, 7).text() == "1"          # the 16 he drew
    assert gleb.net > 0 and ferme.item(row, 5).text() == f"+{gleb.net}"     # net chips with their sign
    boris = next(r for r in range(ferme.rowCount()) if ferme.item(r, 0).data(Qt.ItemDataRole.UserRole) == "Boris")
    assert ferme.item(boris, 5).text().startswith("−")
    window.controller.shutdown()


def test_the_chart_draws_the_players_series(window, qtbot):
    fill(window.history)
    dlg = open_stats(window)
    for game in GAMES:
        tab = dlg.tab(game)
        dlg.tabs.setCurrentWidget(tab)
        for i in range(tab.player.count()):
            name = tab.player.itemData(i)
            tab.player.setCurrentIndex(i)
            series = window.history.series(game, name)
            measure = tab.measure.currentData()
            assert tab.chart.values() == [getattr(p, measure) for p in series if getattr(p, measure) is not None]
            assert [p.won for p in tab.chart.points] == [p.won for p in series if getattr(p, measure) is not None]
            assert len(series) == next(p.matches for p in tab.stats.players if p.name == name)
    # Choosing a row charts that player; Fly keeps a score, which the chooser offers (and shows first: no chips move).
    tab = dlg.tab("ferme")
    row = next(r for r in range(tab.table.rowCount()) if tab.table.item(r, 0).data(Qt.ItemDataRole.UserRole) == "Anna")
    tab.table.selectRow(row)
    assert tab.player.currentData() == "Anna"
    assert tab.chart.values() == [p.chips for p in window.history.series("ferme", "Anna")] == [-1]
    fly = dlg.tab("fly")
    measures = [fly.measure.itemData(i) for i in range(fly.measure.count())]
    assert measures == ["chips", "score"]
    fly.measure.setCurrentIndex(measures.index("score"))
    assert fly.chart.values() == [p.score for p in window.history.series("fly", fly.player.currentData())]
    fly.chart.resize(500, 300)
    fly.chart.grab()                          # paints without an error
    window.controller.shutdown()


def test_an_empty_history_says_so_kindly(window):
    dlg = open_stats(window)
    assert dlg.tabs.count() == 0 and not dlg.tabs.isVisible()
    assert dlg.message.text().startswith("No finished matches yet.") and not dlg.retry.isVisible()
    dlg.grab()
    window.controller.shutdown()


def test_a_damaged_history_is_told(qtbot, app_dirs):
    from lomber.ui.shell.mainwindow import MainWindow

    path = data_dir() / "history.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not a database at all" * 200)
    history = History()
    assert history.state is State.RECOVERED
    w = MainWindow(Settings(speed="instant"), history, save_settings_on_close=False)
    qtbot.addWidget(w)
    dlg = open_stats(w)
    assert "was damaged; it was kept as history.sqlite3.bad-" in dlg.message.text()
    assert "No finished matches yet." in dlg.message.text()
    w.controller.shutdown()


def test_a_locked_history_is_told_and_read_when_free(qtbot, app_dirs):
    from lomber.ui.shell.mainwindow import MainWindow

    path = data_dir() / "history.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    make_v0(path, V0_ROWS)                 # Lomber 0.1's two Ferme matches of Anna
    other = hold_lock(path)
    try:
        history = History(busy_ms=100)
        assert history.state is State.UNAVAILABLE
        w = MainWindow(Settings(speed="instant"), history, save_settings_on_close=False)
        qtbot.addWidget(w)
        dlg = open_stats(w)
        assert "cannot be used now" in dlg.message.text() and dlg.retry.isVisible()
        assert dlg.tabs.count() == 0
    finally:
        other.execute("ROLLBACK")
        other.close()
    qtbot.mouseClick(dlg.retry, Qt.MouseButton.LeftButton)
    assert history.state is State.OK and not dlg.retry.isVisible() and not dlg.message.isVisible()
    tab = dlg.tab("ferme")
    assert tab is not None and tab.stats.players[0].name == "Anna" and tab.stats.players[0].matches == 2
    # Lomber 0.1 kept no chips: nothing to draw, said in words
    assert tab.player.currentData() == "Anna" and tab.chart.values() == []
    assert tab.chart.empty_text == "No figures to draw for this player."
    w.controller.shutdown()


def test_a_finished_match_shows_at_once_in_an_open_window(window, qtbot):
    from tests.gui.apphelpers import ai_seats, wait_finished

    dlg = open_stats(window)
    assert dlg.tabs.count() == 0
    window.start_game("ferme", ai_seats(3), {"starting_chips": 10}, seed=3)
    wait_finished(qtbot, window)
    qtbot.waitUntil(lambda: dlg.tab("ferme") is not None)
    assert dlg.tab("ferme").stats.matches == 1
    window.controller.shutdown()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_both_languages_and_a_change_of_language_while_open(window, qtbot, qapp, lang):
    from lomber.ui.shell.language import use_language

    fill(window.history)
    dlg = open_stats(window)
    try:
        window.set_language(lang)
        want = "Статистика" if lang == "ru" else "Statistics"
        qtbot.waitUntil(lambda: dlg.windowTitle() == want)
        tab = dlg.tab("ferme")
        heads = [tab.table.horizontalHeaderItem(c).text() for c in range(tab.table.columnCount())]
        if lang == "ru":
            assert heads[0] == "Игрок" and heads[-1] == "16 очков" and "3 матча, " in tab.summary.text()
            assert dlg.tabs.tabText(0) == "Ферма" and tab.chart.x_title == "Матчи игрока, от самого раннего"
            assert tab.table.item(1, 0).text().endswith("(компьютер)")
        else:
            assert heads[0] == "Player" and "3 matches, " in tab.summary.text()
        assert len(set(heads)) == len(heads)
        dlg.grab()
    finally:
        use_language(qapp, "en")
        window.settings.language = "en"
    window.controller.shutdown()


def test_the_menu_item_is_in_the_game_menu_with_its_own_mnemonic(window):
    game_menu = window.menuBar().actions()[0].menu()
    assert window.act_stats in game_menu.actions() and window.act_replay in game_menu.actions()
    assert "&" in window.act_stats.text() and "&" in window.act_replay.text()
    assert set(game_ids()) >= set(GAMES)
    window.controller.shutdown()


def test_a_new_games_own_feats_are_columns_as_it_declares_them(window, toy):
    """The toy game's three feats (no file of the app names them): their headers, tips and each player's values."""
    from lomber.engine.match import Seat
    from lomber.engine.registry import new_match
    from tests.gui import toygame
    from tests.reliability.matches import play_out

    seats = [Seat("Anna", "human"), Seat("Boris", "ai", "normal"), Seat("Vera", "ai", "normal")]
    for seed in (1, 2, 3):
        window.history.add_match(play_out(new_match(toy, seats, {"max_deals": 12}, seed), seed).record())
    dlg = open_stats(window)
    tab = dlg.tab(toy)
    table = tab.table
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert heads[len(COMMON) + 1:] == ["Pots won", "Biggest\npot", "Matches\nwith a pot"]   # long ones on two lines
    assert table.horizontalHeaderItem(len(COMMON) + 2).toolTip() == toygame.FEATS[1].tip
    (gs,) = window.history.statistics(toy)
    for r, p in enumerate(gs.players):
        shown = [table.item(r, c).value for c in range(len(COMMON) + 1, table.columnCount())]
        assert shown == [p.feats["pots"], p.feats["biggest_pot"], p.feats["matches_with_pot"]]
    assert any(p.feats["pots"] for p in gs.players)
    window.controller.shutdown()
