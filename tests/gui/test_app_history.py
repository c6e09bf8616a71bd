"""The window and the history: finished matches reach it even when it opens late or is damaged."""

from __future__ import annotations

from lomber.settings import Settings, data_dir
from lomber.storage.history import History, State
from lomber.storage.pending import queued
from tests.gui.apphelpers import ai_seats, wait_finished


def test_a_match_finished_before_the_history_opens_waits_and_is_added(qtbot, app_dirs):
    from lomber.ui.shell.mainwindow import MainWindow

    w = MainWindow(Settings(speed="instant"), None, save_settings_on_close=False)
    qtbot.addWidget(w)
    w.show()
    try:
        w.start_game("ferme", ai_seats(3), {"starting_chips": 10}, seed=3)
        wait_finished(qtbot, w)
        assert len(queued()) == 1                       # on disk before the autosave went
        history = History()                             # as app.open_history does, after the first paint
        w.set_history(history)
        assert not queued() and history.stats("ferme") == {"played": 1, "won": 0}   # computer seats only
        assert history.statistics("ferme")[0].matches == 1
    finally:
        w.controller.shutdown()


def test_a_damaged_history_is_reported_in_the_window(qtbot, app_dirs):
    from lomber.ui.shell.mainwindow import MainWindow

    path = data_dir() / "history.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not a database at all" * 200)
    w = MainWindow(Settings(speed="instant"), None, save_settings_on_close=False)
    qtbot.addWidget(w)
    history = History()
    assert history.state is State.RECOVERED
    w.set_history(history)
    assert any("kept as history.sqlite3.bad-" in n for n in w.notices)
    w.controller.shutdown()


def test_the_data_folder_deleted_while_the_app_runs_is_made_again_with_the_match(qtbot, app_dirs):
    """Issue 23, point 5: the finished match went into the deleted database, silently."""
    import shutil

    from lomber.ui.shell.mainwindow import MainWindow

    w = MainWindow(Settings(speed="instant"), None, save_settings_on_close=False)
    qtbot.addWidget(w)
    w.show()
    history = History()
    w.set_history(history)
    try:
        w.start_game("ferme", ai_seats(3), {"starting_chips": 10}, seed=3)
        qtbot.waitUntil(lambda: (data_dir() / "autosave.json").exists(), timeout=10000)
        shutil.rmtree(data_dir())                       # the user cleans his home while a match is played
        wait_finished(qtbot, w)
        assert (data_dir() / "history.sqlite3").is_file() and not queued()
        assert any("removed while Lomber ran" in n for n in w.notices)
        history.close()
        again = History()                               # what the next start reads: the match is there
        assert again.state is State.OK and again.stats("ferme") == {"played": 1, "won": 0}
        again.close()
    finally:
        w.controller.shutdown()
