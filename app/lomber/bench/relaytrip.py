"""The round trip through a relay: the 2-client table of bench/network.py with the host on a local Mosquitto broker
(`serve --relay`) and both clients through one client bridge, as a player at the relay plays (docs/network.md)."""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

RELAY_ROUND_TRIP_MS = 50.0   # docs/network.md: p95 through a broker on this computer


def mosquitto() -> str | None:
    return shutil.which("mosquitto") or next((p for p in ("/usr/sbin/mosquitto", "/usr/local/sbin/mosquitto")
                                              if Path(p).is_file()), None)


@contextmanager
def local_broker() -> Iterator[str | None]:
    """A Mosquitto of the bench's own on a free loopback port, as docs/network.md configures one (no Nagle); its
    URL, or None where Mosquitto is not installed."""
    binary = mosquitto()
    if binary is None:
        yield None
        return
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with tempfile.TemporaryDirectory(prefix="lomber-bench-broker-") as folder:
        conf = Path(folder) / "mosquitto.conf"
        conf.write_text(f"listener {port} 127.0.0.1\nallow_anonymous true\npersistence false\nset_tcp_nodelay true\n")
        proc = subprocess.Popen([binary, "-c", str(conf)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline:
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                    break
                except OSError:
                    time.sleep(0.05)
            yield f"mqtt://127.0.0.1:{port}"
        finally:
            proc.kill()
            proc.wait()


def relay_round_trips(play: Callable[..., tuple[list[float], Any]], game: str, seats: str, options: dict[str, Any],
                      samples: int, progress: Any) -> tuple[list[float], str]:
    """`play` (bench/network.py's `_play`) through a local broker; the trips, and a note where none could be had."""
    with local_broker() as url:
        if url is None:
            return [], "mosquitto is not installed: no relay to measure"
        trips, _ = play(game, seats, options, 2, samples, progress, relay=url)
        return trips, ""
