"""Nothing a player did is lost, in every order of events: a history that cannot take a finished match, a quit with
Autosave off, Autosave switched off mid-match (docs/reliability.md, "Nothing lost")."""

from __future__ import annotations

import errno
import json
import sqlite3

from lomber.engine.match import Seat
from lomber.storage.autosave import autosave_path, read_autosave
from lomber.storage.history import History
from lomber.storage.pending import queued
from tests.gui.apphelpers import ai_seats, wait_finished


def test_a_finished_match_the_history_cannot_take_stays_as_the_autosave(window, qtbot, monkeypatch):
    """A full disk at the match's end: the queue and the database both refuse it. The autosave holding it was
    deleted anyway, and the match was gone; now its record stays, finished, and the next start queues it."""
    def full(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    def db_full(*_args, **_kwargs):
        raise sqlite3.OperationalError("database or disk is full")

    window.start_game("ferme", ai_seats(3), {"starting_chips": 10}, seed=3)
    qtbot.waitUntil(lambda: autosave_path().exists(), timeout=10000)
    with monkeypatch.context() as disk:
        disk.setattr("lomber.storage.history.queue_match", full)
        disk.setattr(History, "_write", db_full)
        wait_finished(qtbot, window)
        assert any("could not be added to the history" in n for n in window.notices)
        assert autosave_path().exists()
        record = json.loads(autosave_path().read_text(encoding="utf-8"))
        assert record["actions"] == window.controller.match.record()["actions"]   # the whole match, to its end
    assert read_autosave() == (None, None)        # the next start: finished, so queued for the history …
    assert len(queued()) == 1 and not autosave_path().exists()
    history = History()
    assert history.stats("ferme")["played"] == 1   # … and added
    history.close()


def test_quitting_with_autosave_off_keeps_the_match(window, qtbot):
    """Ctrl+Q (or closing the window) mid-match with Autosave off quit without a word and lost the match."""
    window.set_autosave(False)
    window.start_game("fly", [Seat("A", "human"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy")], {}, seed=1)
    qtbot.waitUntil(lambda: window.controller.awaiting == 0, timeout=10000)
    assert not autosave_path().exists()
    done = len(window.controller.match.record()["actions"])
    window.close()
    match, problem = read_autosave()
    assert problem is None and match is not None and len(match.record()["actions"]) == done


def test_switching_autosave_off_forgets_the_old_autosave_at_once(window, qtbot, monkeypatch):
    """The autosave written before the switch was resumed at the next start, an older position of the match."""
    window.start_game("fly", [Seat("A", "human"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy")], {}, seed=1)
    qtbot.waitUntil(lambda: autosave_path().exists(), timeout=10000)
    window.act_autosave.setChecked(False)          # as the user switches it in the Game menu
    assert not window.settings.autosave and not autosave_path().exists()


def test_an_autosave_that_fails_keeps_the_last_good_one(window, qtbot, monkeypatch):
    """Autosave turned off by its own failure (not the user's switch) must not delete the last good autosave."""
    window.start_game("fly", [Seat("A", "human"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy")], {}, seed=1)
    qtbot.waitUntil(lambda: autosave_path().exists(), timeout=10000)

    def full(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("lomber.ui.shell.prefs.write_autosave", full)
    window.prefs._autosave(window.controller.match.record())
    assert not window.settings.autosave and autosave_path().exists()
