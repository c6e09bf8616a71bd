"""Memory of opening a long record (issue 23, 7): the window's peak RSS grows in proportion to the record.

The window opens the record in a child process (offscreen), after the same table with no action, so that Qt's
own first costs are paid before; the figure is the growth of the peak RSS (`resource.getrusage`) per byte of the
record file. Before the fix the window held every event of every action, twice replayed: 10⁶ actions (12 MB)
took 1.3 GB, some 110 bytes a byte.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from lomber.bench.replay import long_record, write_record

ACTIONS = 60_000
RSS_PER_BYTE = 40      # the bound this test holds the window to (docs/reliability.md)

CHILD = """
import json, os, resource, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from lomber.settings import Settings
from lomber.ui.shell.mainwindow import MainWindow
w = MainWindow(Settings(speed="instant"), None, save_settings_on_close=False)
w.show()
def peak():
    for _ in range(20):
        app.processEvents()
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
assert w.open_file(sys.argv[1])
before = peak()
assert w.open_file(sys.argv[2])
after = peak()
print(json.dumps({"before": before, "after": after, "actions": len(w.controller.match.history)}))
w.controller.shutdown()
"""


def test_opening_a_long_record_in_the_window_grows_the_peak_rss_in_proportion_to_the_record(tmp_path):
    record = long_record(ACTIONS)
    start, long = tmp_path / "start.lomber", tmp_path / "long.lomber"
    write_record({**record, "actions": []}, start)
    size = write_record(record, long)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LOMBER_CONFIG_DIR": str(tmp_path / "config"),
           "LOMBER_DATA_DIR": str(tmp_path / "data"), "PYTHONPATH": os.pathsep.join(sys.path)}
    out = subprocess.run([sys.executable, "-c", CHILD, str(start), str(long)], capture_output=True, text=True,
                         env=env, timeout=600, cwd=Path(__file__).parent, check=False)
    assert out.returncode == 0, out.stderr[-2000:]
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got["actions"] >= ACTIONS                 # (the computer may have moved since)
    per_byte = (got["after"] - got["before"]) / size
    print(f"{per_byte:.1f} bytes of RSS per byte")
    assert per_byte <= RSS_PER_BYTE, f"{per_byte:.1f} bytes of RSS per byte of a {size:,}-byte record"
