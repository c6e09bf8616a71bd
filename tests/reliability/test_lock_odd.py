"""The data folder's lock survives what a disk can hold under its name — a FIFO, a link to /dev/zero, a dangling
link — and a data folder deleted under a running Lomber: never a hang, never a read for ever, never a second
window over the first one's autosave (docs/app.md, "One Lomber at a time")."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import lomber
from lomber.ui.shell.instance import LOCK_NAME, SingleInstance

APP = str(Path(lomber.__file__).parent.parent)
# A child claims the lock and says what it got; a hang (the FIFO's open, /dev/zero's read) is its timeout.
CLAIM = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from lomber.ui.shell.instance import SingleInstance
app = QCoreApplication([])
first = SingleInstance(Path(sys.argv[1]))
second = SingleInstance(Path(sys.argv[1]))
print(first.claim(), first.lock is not None, second.claim())
"""


def claim_in_a_child(folder: Path) -> str:
    env = {**os.environ, "PYTHONPATH": APP, "QT_QPA_PLATFORM": "offscreen"}
    try:
        done = subprocess.run([sys.executable, "-c", CLAIM, str(folder)], check=False, env=env, capture_output=True,
                              text=True, timeout=20)
    except subprocess.TimeoutExpired:
        pytest.fail("claiming the lock hung")
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero")
@pytest.mark.parametrize("odd", ["fifo", "link-to-dev-zero", "dangling-link", "link-into-a-missing-folder"])
def test_an_odd_lock_is_set_aside_unread_and_the_start_takes_the_lock(tmp_path, odd):
    """A FIFO hung the start with no window; /dev/zero was read for ever (3 MB/s); a dangling link refused every
    start. Now each is renamed aside (kept, never followed), the first start holds a real lock, a second is
    refused."""
    lock = tmp_path / LOCK_NAME
    if odd == "fifo":
        os.mkfifo(lock)
    elif odd == "link-to-dev-zero":
        lock.symlink_to("/dev/zero")
    elif odd == "dangling-link":
        lock.symlink_to(tmp_path / "gone")
    else:
        lock.symlink_to(tmp_path / "missing" / "lock")
    assert claim_in_a_child(tmp_path) == "True True False"
    aside = [p for p in tmp_path.iterdir() if p.name.startswith(LOCK_NAME + ".bad-")]
    assert len(aside) == 1 and (aside[0].is_symlink() or odd == "fifo")


def test_a_data_folder_deleted_under_a_running_lomber_gets_its_lock_again(qtbot, tmp_path):
    """The lock went with the folder and was never made again: a second start opened a second window, which
    overwrote the first one's autosave."""
    folder = tmp_path / "data"
    first = SingleInstance(folder)
    try:
        assert first.claim()
        shutil.rmtree(folder)
        qtbot.waitUntil(lambda: (folder / LOCK_NAME).is_file(), timeout=5000)
        assert first.lock is not None and first.lock.isLocked()
        assert not SingleInstance(folder).claim()          # a second start is still refused
    finally:
        first.release()
    assert SingleInstance(folder).claim()                  # and the lock is free again once the first ends
