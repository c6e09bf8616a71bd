"""Defects 5 and 6 in-process: stale temp files are cleaned at start; the data folder's lock and its socket."""

from __future__ import annotations

import os

import pytest

from lomber.settings import clean_stale_temps, write_atomic
from lomber.ui.instance import SingleInstance, ask_first_to_raise
from tests.reliability.processes import dead_pid


@pytest.mark.skipif(os.name != "posix", reason="tells live pids with kill(pid, 0)")
def test_temp_files_of_dead_writers_are_removed_and_live_ones_kept(tmp_path):
    dead = tmp_path / f".autosave.json.{dead_pid()}.tmp"
    mine = tmp_path / f".autosave.json.{os.getpid()}.tmp"
    live = tmp_path / ".settings.json.1.tmp"             # pid 1 is always running
    other = tmp_path / "autosave.json.12.tmp"            # not ours: no leading dot
    for p in (dead, mine, live, other):
        p.write_text("{")
    assert clean_stale_temps(tmp_path) == [dead]
    assert not dead.exists() and mine.exists() and live.exists() and other.exists()
    assert clean_stale_temps(tmp_path / "missing") == []


def test_write_atomic_leaves_no_temp_file(tmp_path):
    write_atomic(tmp_path / "x.json", "{}")
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_the_lock_is_one_holders_and_a_second_start_without_an_answer_is_told(qapp, tmp_path):
    first = SingleInstance(tmp_path)
    assert first.claim() and first.server is None       # listens after the window's first paint
    first.listen()
    assert first.server is not None and first.server.isListening()
    first.server.close()                                  # the first holds the lock but does not answer
    assert not SingleInstance(tmp_path).claim()
    assert not ask_first_to_raise(tmp_path, [], wait_ms=300)
    first.release()
    again = SingleInstance(tmp_path)
    assert again.claim()                                  # released: the next start takes it
    again.release()


def test_a_folder_where_no_lock_can_be_made_runs_without_one(qapp, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert SingleInstance(blocker / "data").claim()       # cannot even be created: no lock, no refusal
