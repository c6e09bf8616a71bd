"""Run by tests/net/test_discovery_netns.py inside a network namespace of its own (`unshare -n`), never outside:
a real `lomber serve --announce` and a `Listener` on real sockets, on the namespace's loopback only.

Prints one JSON line per thing seen: the tables listed when a host announces, when a player joins, when the
table starts full, when a host is interrupted or killed, and when the window hosts a table and closes it. Exits 2
if run outside such a namespace.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

APP = Path(__file__).resolve().parents[2] / "app"


def alone() -> bool:
    """The only network here is a loopback: nothing sent can leave this namespace."""
    from PySide6.QtNetwork import QNetworkInterface

    return all(i.flags() & QNetworkInterface.InterfaceFlag.IsLoopBack for i in QNetworkInterface.allInterfaces())


def lomber(*args: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(APP), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen([sys.executable, "-m", "lomber", *args], env=env, text=True, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)


def serve(seats: str, name: str) -> tuple[subprocess.Popen, int, str]:
    proc = lomber("serve", "--game", "fly", "--seats", seats, "--bind", "127.0.0.1", "--announce", name)
    lines: dict[str, str] = {}
    while "code" not in lines:
        line = proc.stdout.readline()   # type: ignore[union-attr]
        if not line:
            raise SystemExit("serve ended early")
        key, _, value = line.partition(": ")
        lines[key] = value.strip()
    return proc, int(lines["address"].rpartition(":")[2]), lines["code"]


def main() -> int:
    app = QApplication([])
    if not alone():
        print("not in a network namespace of its own: nothing is sent", file=sys.stderr)
        return 2
    from lomber.net.announce import Listener
    from tests.net.harness import spin

    listener = Listener()
    assert listener.start(), "the listener could not bind or join the group"
    goodbyes: set[int] = set()   # the ports whose host said it has no seat free
    take = listener.list.take

    def noted(ann: Any, address: str, now: float) -> bool:
        if ann.free == 0:
            goodbyes.add(ann.port)
        return take(ann, address, now)

    listener.list.take = noted  # type: ignore[method-assign]

    def seen(what: str, port: int, until: Any, seconds: float = 60.0) -> None:
        t0 = time.monotonic()
        ok = spin(lambda: until([t for t in listener.tables() if t.announcement.port == port]), seconds)
        mine = [t for t in listener.tables() if t.announcement.port == port]
        print(json.dumps({"what": what, "ok": ok, "after": round(time.monotonic() - t0, 2), "goodbye": port in goodbyes,
                          "tables": [{"where": t.where, "game": t.announcement.game, "free": t.announcement.free,
                                      "seats": t.announcement.seats, "name": t.announcement.name} for t in mine]},
                         ensure_ascii=False), flush=True)

    # A host with two network seats announces; a player joins; the table fills and starts: it is no longer listed.
    host, port, code = serve("remote,remote,easy", "Vera <b>\x07")
    seen("announced", port, lambda ts: bool(ts))
    one = lomber("join", f"127.0.0.1:{port}", "--code", code, "--play", "easy", "--name", "Ivan")
    seen("one joined", port, lambda ts: bool(ts) and ts[0].announcement.free == 1)
    two = lomber("join", f"127.0.0.1:{port}", "--code", code, "--play", "easy", "--name", "Olga")
    seen("full", port, lambda ts: not ts)
    for proc in (one, two, host):
        proc.kill()
        proc.wait()
    # A host interrupted (Ctrl-C) says goodbye; a host killed outright is forgotten once not heard from.
    host, port, _ = serve("remote,easy,easy", "Pavel")
    seen("announced 2", port, lambda ts: bool(ts))
    host.send_signal(signal.SIGINT)
    host.wait()
    seen("interrupted", port, lambda ts: not ts)
    host, port, _ = serve("remote,easy,easy", "Gleb")
    seen("announced 3", port, lambda ts: bool(ts))
    host.kill()
    host.wait()
    seen("killed", port, lambda ts: not ts)
    # The window hosting a table from its new-game dialog's seats (ui/dialogs/netlobby.py), then closing it.
    from lomber.engine.match import Seat
    from lomber.settings import scratch_folders
    from lomber.ui.dialogs.netlobby import close_table, open_table
    from lomber.ui.shell.app import create_window

    with scratch_folders("lomber-netns-"):
        window = create_window(app)
        seats = [Seat("Olga", "human"), Seat("Player 2", "human"), Seat("Player 3", "human"), Seat("C", "ai", "easy")]
        hosted = open_table(window, "fly", seats, frozenset({1, 2}), {})
        assert hosted is not None
        port = hosted.port()
        seen("window hosts", port, lambda ts: bool(ts))
        close_table(window)
        seen("window closed", port, lambda ts: not ts)
        window.close()
    listener.stop()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
