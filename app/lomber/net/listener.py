"""The table's listening socket: every connection accepted at once and its TLS handshake run under our own limits.

Qt's QSslServer keeps a socket in its pending queue for its whole handshake and stops accepting once
`maxPendingConnections` (30) are there, and a handshake that fails never gives its place back: 30 strangers locked a
table for good. Here a plain QTcpServer hands each connection straight to a QSslSocket in server mode, nothing waits
in Qt's queue, and the handshakes are ours to bound: each has a deadline, each address a few at once (a household
behind one address joins a few players at a time, rarely more than a dozen at once), and all of them a ceiling. A newcomer is never
refused for want of room: the oldest handshake of the crowded address gives way, so a stranger's stalled or failing
connections, at whatever rate, cost a player with the code at most a moment. docs/network.md: "Limits".
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import (
    QAbstractSocket,
    QSslConfiguration,
    QSslPreSharedKeyAuthenticator,
    QSslSocket,
    QTcpServer,
)

from lomber.net.joincode import PSK_IDENTITY

log = logging.getLogger("lomber.net")
SWEEP_MS = 200          # how often handshake deadlines are checked
BACKLOG = 512           # connections the kernel holds for us to accept (Qt's 50 let a burst drop a player's SYN)
FLOOD_WINDOW_S = 10.0   # failed handshakes of one address are told one by one up to FLOOD_LINES, then summed up
FLOOD_LINES = 5


@dataclass
class HandshakeLimits:
    deadline_s: float = 5.0     # a TLS handshake takes milliseconds (the client's key derivation, ~50 ms, included)
    per_address: int = 16       # handshakes under way from one address at once (a LAN party behind one router)
    total: int = 64             # handshakes under way at once, all addresses together
    stalled_s: float = 1.0      # a handshake this old gives way to a newcomer from its address


@dataclass
class _Pending:
    address: str
    since: float


@dataclass
class _Flood:
    start: float
    count: int = 0
    reasons: dict[str, int] = field(default_factory=dict)


def _close(sock: QSslSocket, flush: bool = False) -> None:
    if shiboken6.isValid(sock):
        if flush:
            sock.flush()
        sock.abort()
        sock.deleteLater()


def address_of(sock: QAbstractSocket) -> str:
    """The peer's address as limits and logs count it (an IPv4 address mapped into IPv6 as itself)."""
    return sock.peerAddress().toString().removeprefix("::ffff:")


class Listener(QTcpServer):
    """Accepts, runs each handshake, and emits `encrypted` with the socket once it holds the table's key (the
    receiver takes it over); everything else ends here, logged."""

    encrypted = Signal(object)   # a QSslSocket whose peer has the code

    def __init__(self, conf: QSslConfiguration, key: bytes, limits: HandshakeLimits | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.conf, self.key, self.limits = conf, key, limits or HandshakeLimits()
        self.pending: dict[QSslSocket, _Pending] = {}
        self._floods: dict[str, _Flood] = {}
        self._sweep = QTimer(self)
        self._sweep.setInterval(SWEEP_MS)
        self._sweep.timeout.connect(self._on_sweep)
        self._sweep.start()
        self.setListenBacklogSize(BACKLOG)

    def incomingConnection(self, handle: int) -> None:
        sock = QSslSocket(self)
        if not sock.setSocketDescriptor(handle):
            sock.deleteLater()
            return
        address = address_of(sock)
        if not self._make_room(address):
            # Its address has handshakes enough under way, all of them recent: refused before any TLS work, so that
            # a flood costs us an accept and a close, and the players' handshakes keep the processor.
            self._note(address, "too many handshakes at once from this address")
            sock.abort()
            sock.deleteLater()
            return
        self.pending[sock] = _Pending(address, time.monotonic())
        sock.setSslConfiguration(self.conf)
        sock.preSharedKeyAuthenticationRequired.connect(self._on_psk)
        sock.encrypted.connect(lambda s=sock: self._on_encrypted(s))
        sock.errorOccurred.connect(lambda _e, s=sock: self._end(s, "the TLS handshake failed (another code, or no "
                                                                   "Lomber client)", alert=True))
        sock.disconnected.connect(lambda s=sock: self._end(s, "closed during the TLS handshake"))
        sock.startServerEncryption()

    def close(self) -> None:
        super().close()
        self._sweep.stop()
        for sock in list(self.pending):
            self._end(sock, "", quiet=True)

    def _on_psk(self, auth: QSslPreSharedKeyAuthenticator) -> None:
        # Without the key the handshake fails on the client's Finished message: a wrong code learns nothing.
        if bytes(auth.identity()) == PSK_IDENTITY:
            auth.setPreSharedKey(self.key)

    def _make_room(self, address: str) -> bool:
        """Whether a newcomer from `address` may start a handshake, the oldest one of its address (stalled) or of
        the busiest address (the ceiling) ended to make room for it."""
        mine = [s for s, h in self.pending.items() if h.address == address]
        if len(mine) >= self.limits.per_address:
            if time.monotonic() - self.pending[mine[0]].since < self.limits.stalled_s:
                return False
            self._end(mine[0], "a handshake stalled while others from its address waited")
        if len(self.pending) >= self.limits.total:
            counts: dict[str, int] = {}
            for h in self.pending.values():
                counts[h.address] = counts.get(h.address, 0) + 1
            crowded = max(counts, key=lambda a: counts[a])
            oldest = next(s for s, h in self.pending.items() if h.address == crowded)
            self._end(oldest, "too many handshakes at once: the oldest of the busiest address gave way")
        return True

    def _on_encrypted(self, sock: QSslSocket) -> None:
        if self.pending.pop(sock, None) is None:
            return
        for signal in (sock.encrypted, sock.errorOccurred, sock.disconnected, sock.preSharedKeyAuthenticationRequired):
            signal.disconnect()
        self.encrypted.emit(sock)

    def _on_sweep(self) -> None:
        now = time.monotonic()
        for sock, h in list(self.pending.items()):
            if now - h.since > self.limits.deadline_s:
                self._end(sock, f"no TLS handshake within {self.limits.deadline_s:g} s")
        for address, flood in list(self._floods.items()):
            if now - flood.start >= FLOOD_WINDOW_S:
                self._floods.pop(address)
                if flood.count > FLOOD_LINES:
                    self._tell_flood(address, flood)

    def _end(self, sock: QSslSocket, why: str, quiet: bool = False, alert: bool = False) -> None:
        """`alert`: TLS's alert goes out first, so that a client with another code is told so (a client closed on
        without one was turned away, and tries again: client.py)."""
        h = self.pending.pop(sock, None)
        if h is None:
            return
        if not quiet:
            self._note(h.address, why)
        if shiboken6.isValid(sock):
            for signal in (sock.encrypted, sock.errorOccurred, sock.disconnected):
                signal.disconnect()
            if alert:   # Qt writes the alert after telling us of the failure: it goes on the next turn of the loop
                QTimer.singleShot(0, lambda: _close(sock, flush=True))
            else:
                _close(sock)

    def _note(self, address: str, why: str) -> None:
        """One line per failed handshake, until an address fails too often: then one line per window for it."""
        now = time.monotonic()
        flood = self._floods.setdefault(address, _Flood(now))
        flood.count += 1
        flood.reasons[why] = flood.reasons.get(why, 0) + 1
        if flood.count <= FLOOD_LINES:
            log.info("refused %s: %s", address, why)
        elif flood.count == FLOOD_LINES + 1:
            log.warning("flood from %s: more than %d failed handshakes in %g s; counting them", address,
                        FLOOD_LINES, FLOOD_WINDOW_S)

    @staticmethod
    def _tell_flood(address: str, flood: _Flood) -> None:
        why = "; ".join(f"{n} {reason}" for reason, n in sorted(flood.reasons.items(), key=lambda kv: -kv[1]))
        log.warning("flood from %s: %d failed handshakes in %g s (%s)", address, flood.count, FLOOD_WINDOW_S, why)
