"""Real `lomber` processes: kill -9 at random moments resumes at the action; one Lomber per data folder."""

from __future__ import annotations

import json
import random
import sys
import time

import pytest

from lomber.engine.jsonfile import read_json
from lomber.engine.records import MAX_BYTES, replay
from tests.reliability.processes import App, dead_pid, remove_socket

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="reads /proc and sends SIGKILL")

GAME = ["ferme", "4", "3", json.dumps({"starting_chips": 400})]
DEFAULT_KILLS = 4
SLOW_KILLS = 30


def kill_and_resume(home, kills: int, seed: int) -> dict[str, int]:
    """Start, kill -9 after a random wait, check the autosave and that the next start resumes at its action."""
    rng = random.Random(seed)
    data = home / "data"
    autosave = data / "autosave.json"
    expected: int | None = None
    figures = {"kills": 0, "resumed": 0, "ended": 0, "temps_cleaned": 0, "max_actions": 0}
    for k in range(kills):
        if k == 1:   # what a kill in the middle of a write leaves (issue 15, defect 6), from a dead process
            (data / f".autosave.json.{dead_pid()}.tmp").write_text('{"format": "lomber-rec')
        temps_before = list(data.glob(".*.tmp")) if data.exists() else []
        app = App(home, GAME)
        try:
            line = app.wait_for("started", "resumed")
            assert line == ("started" if expected is None else f"resumed {expected}")
            figures["resumed"] += expected is not None
            # The start cleaned what killed writes left (issue 15, defect 6).
            assert not [p for p in temps_before if p.exists()]
            figures["temps_cleaned"] += len(temps_before)
            time.sleep(rng.uniform(0.0, 1.2))
            app.kill9()
            figures["kills"] += 1
            deadline = time.monotonic() + 10
            while app.session_alive() and time.monotonic() < deadline:
                time.sleep(0.1)
            assert not app.session_alive(), "the AI worker outlived the killed app"
        finally:
            app.cleanup()
        assert not list(data.glob("autosave.json.bad-*"))
        if "ended" in app.seen or not autosave.exists():
            figures["ended"] += 1
            expected = None
            continue
        record = read_json(autosave, MAX_BYTES)     # complete JSON, never half a file
        match = replay(record)                      # and it replays, action for action
        assert match.history == [tuple(a) for a in record["actions"]]
        assert expected is None or len(match.history) >= expected
        expected = len(match.history)
        figures["max_actions"] = max(figures["max_actions"], expected)
    remove_socket(data)
    return figures


def test_kill_9_mid_match_resumes_at_the_action(tmp_path):
    figures = kill_and_resume(tmp_path, DEFAULT_KILLS, seed=1)
    assert figures["kills"] == DEFAULT_KILLS and figures["resumed"] >= 1 and figures["temps_cleaned"] >= 1


@pytest.mark.slow
def test_kill_9_thirty_times(tmp_path):
    figures = kill_and_resume(tmp_path, SLOW_KILLS, seed=2)
    print("kill -9 figures:", figures)
    assert figures["kills"] == SLOW_KILLS and figures["resumed"] >= SLOW_KILLS // 2


def test_a_second_start_brings_the_first_window_forward_and_changes_nothing(tmp_path):
    data = tmp_path / "data"
    first = App(tmp_path, GAME)
    try:
        first.wait_for("started")
        second = App(tmp_path, [], driven=False)          # a plain `lomber`, as a user starts it again
        try:
            assert second.proc.wait(60) == 0
            first.wait_for("raised", timeout=10)
            assert any("already running" in line for line in second.stderr)
        finally:
            second.cleanup()
        # The first window's match goes on and is the only one autosaved.
        n = len(read_json(data / "autosave.json", MAX_BYTES)["actions"])
        time.sleep(1.0)
        record = read_json(data / "autosave.json", MAX_BYTES)
        assert record["seed"] == 3 and record["game"] == "ferme" and len(record["actions"]) > n
        first.kill9()
    finally:
        first.cleanup()
    # A killed first Lomber leaves its lock behind: the next start takes it over and resumes.
    expected = len(read_json(data / "autosave.json", MAX_BYTES)["actions"])
    third = App(tmp_path, GAME)
    try:
        assert third.wait_for("started", "resumed") == f"resumed {expected}"
    finally:
        third.cleanup()
    remove_socket(data)


def test_a_lock_left_with_a_pid_now_of_another_program_does_not_block_the_start(tmp_path):
    """Issue 23, point 3: a killed Lomber's pid given to another Python program; the start was refused (after
    8 s), telling the user to end a process that is not Lomber."""
    import os
    import subprocess

    from PySide6.QtCore import QSysInfo

    data = tmp_path / "data"
    data.mkdir()
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        # As Qt writes it: pid, the program's path (the same interpreter: Qt compares the names), host, machine id.
        (data / "lomber.lock").write_text(f"{other.pid}\n{os.path.realpath(sys.executable)}\n"
                                          f"{QSysInfo.machineHostName()}\n"
                                          f"{bytes(QSysInfo.machineUniqueId()).decode()}\n")
        app = App(tmp_path, GAME)
        try:
            assert app.wait_for("started") == "started"
            assert not any("does not answer" in line for line in app.stderr)
            assert (data / "lomber.lock").read_text().split("\n")[0] == str(app.proc.pid)
        finally:
            app.cleanup()
        assert other.poll() is None                      # the other program is left alone
    finally:
        other.kill()
        other.wait()
    remove_socket(data)
