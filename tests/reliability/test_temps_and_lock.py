"""Defects 5 and 6 in-process: stale temp files are cleaned at start; the data folder's lock and its socket."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from lomber.settings import clean_stale_temps, write_atomic
from lomber.ui.shell.instance import LOCK_NAME, SingleInstance, ask_first_to_raise
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


# ----- issue 23, point 3: a lock no running Lomber holds never blocks a start
def _claimed_and_ours(folder) -> bool:
    inst = SingleInstance(folder)
    try:
        return inst.claim() and inst.lock is not None and inst.lock.getLockInfo()[0] == os.getpid()
    finally:
        inst.release()


def test_an_empty_lock_file_is_stale(qapp, tmp_path):
    (tmp_path / LOCK_NAME).write_bytes(b"")              # the disk was full when it was written
    assert _claimed_and_ours(tmp_path)


@pytest.mark.parametrize("contents", [False, True])
def test_a_folder_named_like_the_lock_is_cleared_and_anything_in_it_kept(qapp, tmp_path, contents):
    (tmp_path / LOCK_NAME).mkdir()
    if contents:
        (tmp_path / LOCK_NAME / "note.txt").write_text("mine")
    assert _claimed_and_ours(tmp_path)
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(LOCK_NAME + ".bad-")]
    assert [(p / "note.txt").read_text() for p in kept] == (["mine"] if contents else [])


@pytest.mark.skipif(os.name != "posix", reason="a lock file as Qt writes it on a POSIX system")
def test_a_lock_whose_pid_now_belongs_to_another_program_is_stale(qapp, tmp_path):
    """The Lomber that wrote it was killed; its pid went to another Python program (Qt sees a live process of
    the same name and calls the lock held, so every start was refused, naming a process that is not Lomber)."""
    from PySide6.QtCore import QCoreApplication, QSysInfo

    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        (tmp_path / LOCK_NAME).write_text(
            f"{other.pid}\n{QCoreApplication.applicationFilePath()}\n{QSysInfo.machineHostName()}\n"
            f"{bytes(QSysInfo.machineUniqueId()).decode()}\n")
        assert _claimed_and_ours(tmp_path)
        assert other.poll() is None                       # the other program is left alone
    finally:
        other.kill()
        other.wait()


def test_a_lock_of_another_machine_is_never_taken(qapp, tmp_path):
    """A data folder on a network disk: its holder cannot be seen from here, so it is not called stale."""
    (tmp_path / LOCK_NAME).write_text("4242\n/usr/bin/python3\nanother-machine\n0123\n")
    assert not SingleInstance(tmp_path).claim()
    assert (tmp_path / LOCK_NAME).read_text().startswith("4242\n")
