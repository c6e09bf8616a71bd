"""The command line in a pipeline and under Ctrl-C: `lomber stats | head`, `lomber replay … | head`, Ctrl-C in
`lomber arena --jobs 2`. One short line at most, never a traceback (issue 23, point 9)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.reliability.processes import app_env

DATA = Path(__file__).resolve().parents[1] / "data"
pytestmark = pytest.mark.skipif(os.name != "posix", reason="pipes, process groups and SIGINT as a shell has them")


def env(home: Path) -> dict[str, str]:
    e = app_env(home)
    e.pop("PYTHONUNBUFFERED")   # as a user runs it: stdout buffered, so a closed pipe shows at the last flush
    return e


@pytest.mark.parametrize("argv", [
    ["stats"], ["stats", "--json"],
    ["replay", str(DATA / "ferme-record.json")], ["replay", str(DATA / "ferme-record.json"), "--json"],
    ["advise", str(DATA / "advise-ferme.json")], ["--help"], ["arena", "--help"],
], ids=lambda a: " ".join(w if "/" not in w else Path(w).name for w in a))
def test_a_reader_that_goes_away_ends_the_command_quietly(tmp_path, argv):
    """`| head` that has read enough: the reader closes the pipe before the command writes."""
    proc = subprocess.Popen([sys.executable, "-m", "lomber", *argv], env=env(tmp_path), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    proc.stdout.close()          # nobody reads: the first write finds the pipe broken
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 141 and err == ""


def _group(pgid: int) -> list[int]:
    """The processes of a process group (the arena and its workers)."""
    pids = []
    for entry in os.listdir("/proc"):
        try:
            if entry.isdigit() and os.getpgid(int(entry)) == pgid:
                pids.append(int(entry))
        except OSError:
            continue
    return pids


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="finds the workers in /proc")
def test_ctrl_c_in_a_parallel_arena_is_one_line_and_status_130(tmp_path):
    # Its own process group, as a terminal's foreground job: Ctrl-C is SIGINT to every process in it. SIGINT
    # is put back to its default (a shell's background job, and so this test's runner, may ignore it).
    proc = subprocess.Popen([sys.executable, "-m", "lomber", "arena", "--game", "ferme", "--seats", "4",
                             "--ai", "easy,normal", "--deals", "1000000", "--jobs", "2"],
                            env=env(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # noqa: PLW1509 -- no threads yet
    try:
        deadline = time.monotonic() + 90
        while len(_group(proc.pid)) < 3 and time.monotonic() < deadline:   # the arena and its two workers
            time.sleep(0.2)
        assert len(_group(proc.pid)) >= 3
        time.sleep(1.0)                                                      # the workers are playing
        os.killpg(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    assert proc.returncode == 130
    assert err == "lomber arena: interrupted\n" and out == ""
    deadline = time.monotonic() + 10
    while _group(proc.pid) and time.monotonic() < deadline:   # no worker outlives it
        time.sleep(0.1)
    assert _group(proc.pid) == []
