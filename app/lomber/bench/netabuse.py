"""A network table under abuse: how long a player with the code takes to join while strangers' handshakes fail
around him, and how much a `lomber serve` host grows with one client that stops reading.

Both hosts are `lomber serve` child processes. The strangers live in the bench's process and connect from another
loopback address (127.0.0.2: a neighbour on the network, not the player's own address) with keys no code gives,
starting a new handshake as soon as one fails, so that 100 are under way the whole time.
"""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lomber.bench.figures import Figure, Progress, Target

if TYPE_CHECKING:
    from lomber.engine.gameinfo import Table

JOIN_UNDER_ABUSE_S = 2.0     # the target: a player is in within seconds whatever strangers do
NON_READER_GROWTH_MB = 16.0  # the 8 MiB a client may have queued, and room for the rest
STRANGERS = 100
CODE = "BENCH234"


def _serve(seats: str, options: dict[str, Any], game: str, *extra: str) -> tuple[subprocess.Popen, int]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen([sys.executable, "-m", "lomber", "serve", "--game", game, "--seats", seats, "--options",
                             json.dumps(options), "--bind", "127.0.0.1", "--code", CODE, "--seed", "5", "--log", "off",
                             *extra], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL,
                            text=True, env=env)
    assert proc.stdout is not None
    port = 0
    for line in proc.stdout:
        if line.startswith("address: "):
            port = int(line.rsplit(":", 1)[1])
        if line.startswith("code: "):
            return proc, port
    raise RuntimeError("lomber serve ended before it listened")


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise OSError("no VmRSS")


def _spin(seconds: float) -> None:
    from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QEventLoop

    deadline = QDeadlineTimer(int(seconds * 1000))
    while not deadline.hasExpired():
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)


def _strangers(port: int, count: int, seconds: float) -> int:
    """The child process of the join figure: `count` handshakes with keys no code gives, from 127.0.0.2, each
    started again as soon as it fails, for `seconds`; prints how many failed."""
    import shiboken6
    from PySide6.QtCore import QByteArray, QCoreApplication, QTimer
    from PySide6.QtNetwork import QHostAddress, QSslSocket

    from lomber.net.joincode import PSK_IDENTITY
    from lomber.net.tls import configuration

    app = QCoreApplication.instance() or QCoreApplication([])
    failed = [0]
    live: set[QSslSocket] = set()

    def guess() -> None:
        sock = QSslSocket()
        sock.bind(QHostAddress("127.0.0.2"), 0)
        sock.setSslConfiguration(configuration())
        key = QByteArray(secrets.token_bytes(32))
        sock.preSharedKeyAuthenticationRequired.connect(
            lambda auth: (auth.setIdentity(QByteArray(PSK_IDENTITY)), auth.setPreSharedKey(key)))
        sock.disconnected.connect(lambda: ended(sock))
        sock.errorOccurred.connect(lambda _e: ended(sock))
        live.add(sock)
        sock.connectToHostEncrypted("127.0.0.1", port)

    def ended(sock: QSslSocket) -> None:
        if sock in live:
            live.discard(sock)
            failed[0] += 1
            if shiboken6.isValid(sock):   # not at the end, when Qt has let the sockets go already
                sock.deleteLater()
                QTimer.singleShot(0, guess)

    for _ in range(count):
        guess()
    QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()
    print(failed[0], flush=True)
    return 0


def join_under_abuse(progress: Progress, game: str) -> dict[str, Any]:
    """Seconds from a right-code client's connect to its welcome at a two-seat table of `game` while STRANGERS failing
    handshakes go on (from a child process: a neighbour's computer)."""
    from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QEventLoop

    from lomber.net.client import Client

    QCoreApplication.instance() or QCoreApplication([])
    host, port = _serve("remote,remote", {}, game)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    lasts = 6.0
    strangers = subprocess.Popen([sys.executable, "-m", "lomber.bench.netabuse", "strangers", str(port),
                                  str(STRANGERS), str(lasts)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                 text=True, env=env)
    try:
        _spin(2.0)   # the strangers are at it before the player comes
        progress.step(f"network: a join while {STRANGERS} handshakes fail")
        client = Client(CODE, "Player")
        started = time.perf_counter()
        client.connect_to("127.0.0.1", port)
        deadline = QDeadlineTimer(int(lasts * 1000))
        while client.seat is None and not client.done and not deadline.hasExpired():
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
        took = time.perf_counter() - started if client.seat is not None else None
        client.close()
        out, _ = strangers.communicate(timeout=30)
        return {"seconds": round(took, 3) if took is not None else None,
                "strangers_failed": int(out.strip() or 0), "over_s": lasts}
    finally:
        strangers.kill()
        host.kill()
        host.communicate()


def _growth(crowd: tuple[str, Table], stays: bool, seconds: float, progress: Progress) -> dict[str, Any]:
    """A `lomber serve` of the crowded table (`crowd`: the game and its table) with one network seat, played by a computer (after a 0.2 s turn
    time, or at once once its player left), so that the match runs at the computers' full speed and the host sends
    as fast as it can: the host's RSS growth from the join over `seconds`, with the player staying without reading
    a byte (`stays`), or leaving at once (the table's own growth, without him)."""
    from PySide6.QtCore import QCoreApplication, QEventLoop

    from lomber.net.client import Client

    app = QCoreApplication.instance() or QCoreApplication([])
    game, table = crowd
    host, port = _serve(",".join(["remote"] + ["easy"] * (table.seats - 1)), dict(table.options), game,
                        "--turn", "0.2", "--away", "0")
    client = Client(CODE, "Sloth")
    try:
        client.connect_to("127.0.0.1", port)
        while client.seat is None and not client.done and host.poll() is None:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
        if stays:
            client.sock.readyRead.disconnect()
            client.sock.setReadBufferSize(4096)
        else:
            client.close()
        base, peak, started = _rss_mb(host.pid), 0.0, time.perf_counter()
        while time.perf_counter() - started < seconds and host.poll() is None:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            peak = max(peak, _rss_mb(host.pid) - base)
            progress.step(f"network: {'a client not reading' if stays else 'the client gone'}, "
                          f"{time.perf_counter() - started:.0f}/{seconds:g} s")
        return {"growth_mb": round(peak, 1), "seconds": round(time.perf_counter() - started, 1),
                "cut_off": stays and client.sock.state() != client.sock.SocketState.ConnectedState}
    finally:
        client.close()
        host.kill()
        host.communicate()


def abuse_figures(quick: bool, progress: Progress, crowd: tuple[str, Table], pair: str) -> list[Figure]:
    """`crowd`: the crowded table the network section plays (bench/network.py's `crowd_table`); `pair`: the game of
    its two-seat table (`two_seat_table`)."""
    join = join_under_abuse(progress, pair)
    seconds = 10.0 if quick else 60.0
    sloth = _growth(crowd, True, seconds, progress)
    alone = _growth(crowd, False, seconds, progress)
    note = f"--quick: {seconds:g} s, not 60" if quick else ""
    return [
        Figure("network.join-under-abuse", f"a right-code join while {STRANGERS} handshakes fail (from 127.0.0.2)",
               join["seconds"], "s", Target("<=", JOIN_UNDER_ABUSE_S),
               detail={k: v for k, v in join.items() if k != "seconds"}),
        Figure("network.non-reader.host-growth",
               f"host RSS growth with one non-reading client over {seconds:g} s (beyond the table's own)",
               round(sloth["growth_mb"] - alone["growth_mb"], 1), "MB", Target("<=", NON_READER_GROWTH_MB),
               detail={"non_reader": sloth, "without_him": alone}, note=note),
    ]


if __name__ == "__main__" and len(sys.argv) == 5 and sys.argv[1] == "strangers":
    sys.exit(_strangers(int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])))
