"""Opening a long record in the window (issue 23, 7): progress while its actions replay, Cancel that changes
nothing, and the match `lomber replay` gives. The record is built by `lomber.bench.replay.long_record`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QProgressDialog

from lomber import cli
from lomber.bench.replay import long_record, write_record
from lomber.engine import records
from lomber.engine.match import Seat
from lomber.engine.records import replay
from lomber.storage.autosave import autosave_path
from lomber.ui.dialogs import opening
from lomber.ui.dialogs.opening import ReplayProgress

ACTIONS = 20_000      # a tenth of a second or more: many 5 ms chunks


@pytest.fixture(scope="module")
def long_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("long") / "long.lomber"
    write_record(long_record(ACTIONS), path)
    return path


@pytest.fixture
def progress_seen(monkeypatch) -> list[tuple[int, int, bool]]:
    """Every progress report the window gets: (done, total, the dialog on screen); the dialog shows at once."""
    monkeypatch.setattr(opening, "SHOW_AFTER_S", 0.0)
    # Reports every 5 ms, not 50: the replay has grown fast enough to take 20,000 actions in two 50 ms chunks.
    monkeypatch.setattr(records, "PROGRESS_EVERY_S", 0.005)
    seen: list[tuple[int, int, bool]] = []
    told = ReplayProgress.__call__

    def spy(self, done, total):
        go = told(self, done, total)
        seen.append((done, total, self.dialog is not None and self.dialog.isVisible()))
        return go

    monkeypatch.setattr(ReplayProgress, "__call__", spy)
    return seen


def cancel_at(monkeypatch, report: int) -> None:
    """Press the dialog's Cancel just before the `report`-th progress report (the dialog shows at the first)."""
    told = ReplayProgress.__call__
    count = [0]

    def press(self, done, total):
        count[0] += 1
        if count[0] == report:
            assert self.dialog is not None and self.dialog.isVisible()
            self.dialog.cancel()        # as a click on its button does
        return told(self, done, total)

    monkeypatch.setattr(ReplayProgress, "__call__", press)


def replayed_summary(path: Path, capsys) -> dict:
    capsys.readouterr()
    assert cli.main(["replay", str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def open_dialogs(window) -> list[QProgressDialog]:
    return [d for d in window.findChildren(QProgressDialog) if d.isVisible()]


def test_a_long_record_opens_with_progress_and_gives_the_match_lomber_replay_gives(window, long_file,
                                                                                    progress_seen, capsys):
    assert window.open_file(str(long_file))
    assert len(progress_seen) >= 3, "the replay reports its progress several times"
    assert all(shown and total == ACTIONS for _, total, shown in progress_seen)
    done = [d for d, _, _ in progress_seen]
    assert done == sorted(done) and 0 < done[0] and done[-1] < ACTIONS
    match = window.controller.match
    assert len(match.history) == ACTIONS
    assert match.summary() == replayed_summary(long_file, capsys)
    # The log is rebuilt from the replay's last events, and counts every one of them (no second replay).
    events: list = []
    replay(json.loads(long_file.read_text()), events=events)
    assert window.controller.events_seen == len(events)
    assert list(window.controller.past)[-1] == events[-1]
    assert open_dialogs(window) == []


def test_cancel_leaves_the_match_on_the_table_as_it_was(window, qtbot, long_file, monkeypatch, questions):
    # The person's turn: nothing moves by itself while the other record is replayed.
    assert window.start_game("ferme", [Seat("Anna"), Seat("Boris", "ai", "easy")], {})
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting == 0, timeout=20000)
    match = window.controller.match
    history, view = list(match.history), match.view(window.controller.viewer)
    autosave = autosave_path().read_bytes() if autosave_path().exists() else None
    notices = list(window.notices)
    monkeypatch.setattr(opening, "SHOW_AFTER_S", 0.0)
    cancel_at(monkeypatch, 2)
    assert not window.open_file(str(long_file), ask=True)
    assert window.controller.match is match and match.history == history
    assert match.view(window.controller.viewer) == view
    assert (autosave_path().read_bytes() if autosave_path().exists() else None) == autosave
    assert window.notices == notices and questions.asked == []   # nothing to confirm: nothing was opened
    assert open_dialogs(window) == []


def test_a_long_autosave_resumes_with_progress_and_a_cancel_keeps_it(window, long_file, monkeypatch, questions,
                                                                     capsys):
    p = autosave_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_bytes(long_file.read_bytes())
    monkeypatch.setattr(opening, "SHOW_AFTER_S", 0.0)
    cancel_at(monkeypatch, 2)
    assert not window.offer_resume()
    assert questions.asked == [] and window.controller.match is None
    assert p.read_bytes() == long_file.read_bytes()           # offered again at the next start
    assert window.offer_resume()                             # Cancel was pressed once: this time it goes through
    assert window.controller.match.summary() == replayed_summary(long_file, capsys)
