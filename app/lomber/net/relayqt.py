"""The relay's bridges beside a Qt event loop (the window's): waited for without blocking it, stopped with the
table; and the Relay setting's Test, run off the GUI thread (docs/network.md, "Over the internet")."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from lomber.net.relay import ClientBridge, HostBridge, probe
from lomber.net.relaylink import RelayURL

WAIT_S = 10.0      # for the broker, and the table's host on it, to answer
POLL_MS = 50


def open_client_relay(url: RelayURL, code: str, ready: Callable[[], None], failed: Callable[[str], None],
                      parent: QObject) -> ClientBridge:
    """Start a client's bridge; `ready()` once the host is on the broker, or `failed(why)` after WAIT_S."""
    bridge = ClientBridge(url, code)
    bridge.start()
    since = time.monotonic()
    timer = QTimer(parent)

    def poll() -> None:
        if bridge.ready.is_set():
            timer.stop()
            ready()
        elif time.monotonic() - since > WAIT_S:
            timer.stop()
            failed("no-host" if bridge.connected.is_set() else "no-broker")

    timer.timeout.connect(poll)
    timer.start(POLL_MS)
    return bridge


def open_host_relay(url: RelayURL, code: str, target: tuple[str, int], closing: Any) -> HostBridge:
    """The hosted table on the relay too, until `closing` (the Host's signal) fires."""
    bridge = HostBridge(url, code, target)
    bridge.start()
    closing.connect(bridge.stop)
    return bridge


class RelayTest(QObject):
    """The Test button's check of a broker, in a thread: `done(ok, what)` on the GUI thread."""

    done = Signal(bool, str)

    def run(self, url: RelayURL) -> None:
        def work() -> None:
            ok, what = probe(url, 5.0)
            self.done.emit(ok, what)   # a queued signal: its slots run on the receiver's (GUI) thread

        threading.Thread(target=work, name="relay-test", daemon=True).start()
