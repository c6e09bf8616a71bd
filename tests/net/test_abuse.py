"""A table under abuse, over loopback: strangers' connections at any rate never keep a player with the code out,
a client that stops reading is cut off before the host's memory grows, and a silent or slow player's seat is
played by a computer. Strangers connect from other loopback addresses (127.0.0.2, 127.0.0.3: Linux's loopback
answers the whole 127/8), so the per-address limits are seen as they work on a network."""

from __future__ import annotations

import json
import os
import secrets
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtNetwork import QHostAddress, QSslSocket, QTcpSocket

import lomber
from lomber.net import protocol as p
from lomber.net.host import Limits
from lomber.net.joincode import PSK_IDENTITY
from lomber.net.tls import configuration
from tests.net.harness import CODE, Peer, make_host, spin

pytestmark = pytest.mark.usefixtures("qapp")
APP = str(Path(lomber.__file__).parent.parent)
Unconnected = QTcpSocket.SocketState.UnconnectedState


def stranger(port: int, source: str, tls: bool = False) -> QTcpSocket:
    """A connection from `source`; with `tls`, a handshake with a key no code gives (it fails at the host)."""
    sock: QTcpSocket = QSslSocket() if tls else QTcpSocket()
    assert sock.bind(QHostAddress(source), 0)
    if tls:
        assert isinstance(sock, QSslSocket)
        sock.setSslConfiguration(configuration())
        key = QByteArray(secrets.token_bytes(32))

        def guess(auth, key=key):
            auth.setIdentity(QByteArray(PSK_IDENTITY))
            auth.setPreSharedKey(key)

        sock.preSharedKeyAuthenticationRequired.connect(guess)
        sock.connectToHostEncrypted("127.0.0.1", port)
    else:
        sock.connectToHost("127.0.0.1", port)
    return sock


def test_strangers_never_keep_a_player_with_the_code_out(hosts):
    """100 connections opened and closed, 100 failed handshakes, `GET /` and garbage, and 40 connections that
    stay silent: a player with the code still joins within 5 s (Qt's own server stopped accepting for good
    after 30 such)."""
    host = make_host("ferme", ["remote", "remote"], {"first_dealer": 0}, start=False)
    hosts.append(host)
    port = host.port()
    closers = [stranger(port, "127.0.0.2") for _ in range(100)]
    assert spin(lambda: all(s.state() != QTcpSocket.SocketState.ConnectingState for s in closers), 10)
    for s in closers:
        s.abort()
    guessers = [stranger(port, "127.0.0.2", tls=True) for _ in range(100)]
    assert spin(lambda: all(s.state() == Unconnected for s in guessers), 20)
    assert not any(s.isEncrypted() for s in guessers)
    junk = [stranger(port, "127.0.0.3") for _ in range(4)]
    for i, s in enumerate(junk):
        s.connected.connect(lambda s=s, i=i: s.write(b"GET / HTTP/1.0\r\n\r\n" if i % 2 else os.urandom(300)))
    silent = [stranger(port, "127.0.0.3") for _ in range(40)]   # held open while the player joins
    assert spin(lambda: all(s.state() != QTcpSocket.SocketState.ConnectingState for s in silent + junk), 10)
    started = time.monotonic()
    player = Peer(host)
    assert spin(lambda: player.seat is not None or player.failure is not None, 5), "no answer within 5 s"
    assert player.failure is None and player.seat == 0
    assert time.monotonic() - started < 5
    assert host.seats[0].conn is not None and host.seats[1].token is None   # no stranger took a seat
    for s in silent + junk:
        s.abort()


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise OSError("no VmRSS")


def test_a_non_reading_client_leaves_lomber_serve_small():
    """`lomber serve` at a 30-seat table played by computers at full speed, with one player who stops reading:
    he is cut off at the documented 8 MiB (the log says so), and the host's memory grows by little more."""
    from lomber.bench.network import crowd_table

    game, table = crowd_table()
    env = {**os.environ, "PYTHONPATH": APP, "QT_QPA_PLATFORM": "offscreen"}
    host = subprocess.Popen([sys.executable, "-m", "lomber", "serve", "--game", game, "--seats",
                             ",".join(["remote"] + ["easy"] * (table.seats - 1)), "--options",
                             json.dumps(table.options), "--bind", "127.0.0.1", "--code", CODE, "--seed", "5",
                             "--turn", "0.2", "--away", "-1"],
                            env=env, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL)
    try:
        port = 0
        while True:
            line = host.stdout.readline()
            assert line, host.stderr.read()
            if line.startswith("address: "):
                port = int(line.rsplit(":", 1)[1])
            if line.startswith("code: "):
                break
        lines: list[str] = []
        threading.Thread(target=lambda: lines.extend(host.stderr), daemon=True).start()

        class Fake:
            def port(self) -> int:
                return port

        sloth = Peer(Fake())
        assert spin(lambda: sloth.seat is not None)
        sloth.client.sock.readyRead.disconnect()
        sloth.client.sock.setReadBufferSize(4096)
        base = _rss_mb(host.pid)
        peak = 0.0
        deadline = time.monotonic() + 40
        while not any("cut off" in line for line in lines) and time.monotonic() < deadline and host.poll() is None:
            spin(lambda: False, 0.2)
            peak = max(peak, _rss_mb(host.pid) - base)
        log = "".join(lines)
        assert "cut off: seat 0 from 127.0.0.1" in log, log[-500:]
        assert peak < 24, f"the host grew {peak:.1f} MB"
    finally:
        host.kill()
        host.communicate()


def _join(port: int) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": APP, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen([sys.executable, "-m", "lomber", "join", f"127.0.0.1:{port}", "--code", CODE,
                             "--play", "easy", "--name", "Sleepy"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)


@pytest.mark.parametrize("how", ["turn time", "keep-alive"])
def test_a_stopped_client_is_played_by_a_computer(hosts, how):
    """A `lomber join` whose process is stopped (SIGSTOP: a laptop asleep) at its own decision: with a turn time
    a computer plays his seat when it runs out; without one the keep-alives find him silent, his seat is away,
    and after the away time a computer plays it. The match goes on either way."""
    if how == "turn time":
        limits = Limits(away_s=None)
    else:
        limits = Limits(away_s=0.5, keepalive_s=0.5, silent_s=2.0)
    host = make_host("fortuna", ["remote", "easy", "easy", "easy"], {"parties": 3}, limits=limits)
    hosts.append(host)
    if how == "turn time":
        host.spec.turn_s = 1.0
    joiner = _join(host.port())
    try:
        assert spin(lambda: host.ctrl.match is not None and host.ctrl.awaiting == 0, 30), "never his turn"
        os.kill(joiner.pid, signal.SIGSTOP)
        stopped = time.monotonic()
        assert spin(lambda: host.seats[0].state is p.SeatState.COMPUTER, 10)
        took = time.monotonic() - stopped
        assert took < (4.0 if how == "turn time" else 6.0), took
        if how == "keep-alive":
            assert host.seats[0].conn is None    # found silent: gone, as after a drop
        played = len(host.ctrl.match.history)
        assert spin(lambda: len(host.ctrl.match.history) > played or host.ctrl.match.finished, 10)
    finally:
        os.kill(joiner.pid, signal.SIGCONT)
        joiner.kill()
        joiner.wait()


def test_a_player_takes_his_seat_back_by_answering(hosts):
    """The turn time runs out: a computer plays for him, he is still sent his prompts, and his answer gives him his
    seat back; the host can hand a seat to a computer at any time, the same way."""
    host = make_host("fortuna", ["remote", "easy", "easy", "easy"], {"parties": 3}, limits=Limits(away_s=None))
    hosts.append(host)
    host.spec.turn_s = 0.3
    slow = Peer(host)
    assert spin(lambda: slow.last_prompt() is not None, 20)
    assert spin(lambda: host.seats[0].state is p.SeatState.COMPUTER, 5)
    assert any(m.seat == 0 and m.state == "computer" for m in slow.of(p.SeatChange))
    assert host.seats[0].conn is not None                        # still connected: only slow
    prompts = len(slow.of(p.Prompt))
    assert spin(lambda: len(slow.of(p.Prompt)) > prompts, 20)   # the computer plays, he is still asked
    host.spec.turn_s = None
    slow.auto = True
    slow.answer(slow.of(p.Prompt)[-1])
    assert spin(lambda: host.seats[0].state is p.SeatState.HERE, 5)
    mine = len([s for s, _ in host.ctrl.match.history if s == 0])
    assert spin(lambda: len([s for s, _ in host.ctrl.match.history if s == 0]) > mine + 1
                or host.ctrl.match.finished, 20)
    if not host.ctrl.match.finished:
        assert host.hand_to_computer(0) and host.seats[0].state is p.SeatState.COMPUTER
        assert not host.hand_to_computer(0) and not host.hand_to_computer(3)   # already; not a network seat


def test_a_join_that_gets_no_answer_gives_up(monkeypatch):
    """A listener that accepts and never answers (a host wedged, or not a table): the client says so by its
    deadline instead of waiting for ever."""
    from PySide6.QtNetwork import QTcpServer

    from lomber.net import client as c

    monkeypatch.setattr(c, "JOIN_S", 1.0)
    mute = QTcpServer()
    assert mute.listen(QHostAddress("127.0.0.1"), 0)
    held: list = []
    mute.newConnection.connect(lambda: held.append(mute.nextPendingConnection()))
    client = c.Client(CODE, "Ann")
    failed: list[str] = []
    client.failed.connect(lambda code, _d: failed.append(code))
    started = time.monotonic()
    client.connect_to("127.0.0.1", mute.serverPort())
    assert spin(lambda: bool(failed), 5)
    assert failed == [c.UNREACHABLE] and time.monotonic() - started < 3
    mute.close()


def test_a_silent_host_is_lost_to_its_client(hosts, monkeypatch):
    """The client's side of the keep-alives: a host that stops sending anything (its process stopped) is taken
    for gone after SILENT_S, and the client reports the connection lost (and may come back with its token)."""
    from lomber.net import client as c

    monkeypatch.setattr(p, "SILENT_S", 1.0)
    host = make_host("ferme", ["remote", "remote"], {"first_dealer": 0}, start=False,
                     limits=Limits(keepalive_s=60, silent_s=60))   # the host sends no keep-alive in the test's time
    hosts.append(host)
    peer = Peer(host)
    assert spin(lambda: peer.seat is not None)
    assert spin(lambda: peer.failure is not None, 5)
    assert peer.failure[0] == c.LOST


def test_a_player_behind_a_flooding_address_still_joins(hosts):
    """The stranger shares the player's address (one household, one router): 40 connections from it stay silent in
    their handshake. The player's connection is turned away while they are fresh; his client tries again, and
    once they have stalled past `stalled_s` the oldest gives way to him: he is in within seconds."""
    host = make_host("ferme", ["remote", "remote"], {"first_dealer": 0}, start=False)
    hosts.append(host)
    silent = [stranger(host.port(), "127.0.0.1") for _ in range(40)]
    assert spin(lambda: all(s.state() != QTcpSocket.SocketState.ConnectingState for s in silent), 10)
    started = time.monotonic()
    player = Peer(host)
    assert spin(lambda: player.seat is not None or player.failure is not None, 8)
    assert player.failure is None and player.seat == 0, player.failure
    assert time.monotonic() - started < 8
    for s in silent:
        s.abort()
