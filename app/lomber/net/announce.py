"""Announcing a hosted table on the local network, and hearing the tables announced (QtNetwork's QUdpSocket).

The datagrams and the list are `net.discovery`'s (pure); this module only moves them. A host announces to the
multicast group on each network it is on (the loopback only when it is on none, so a table on this computer is
listed once), with a time-to-live of 1: the datagram never crosses a router. `LOMBER_DISCOVERY=off` in the
environment silences both sides (the test suite sets it: no test announces outside a network namespace of its own).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QUdpSocket

from lomber.net import discovery as d

if TYPE_CHECKING:
    from lomber.net.host import Host

OFF_ENV = "LOMBER_DISCOVERY"
TTL = 1


def enabled() -> bool:
    return os.environ.get(OFF_ENV, "").lower() not in ("off", "0", "no")


def _interfaces(loopback: bool) -> list[QNetworkInterface]:
    """The interfaces up, able to multicast, with an IPv4 address; the loopback ones only if `loopback`."""
    f = QNetworkInterface.InterfaceFlag
    found = []
    for iface in QNetworkInterface.allInterfaces():
        flags = iface.flags()
        if not (flags & f.IsUp and flags & f.IsRunning and flags & f.CanMulticast):
            continue
        if bool(flags & f.IsLoopBack) != loopback:
            continue
        if any(e.ip().protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol for e in iface.addressEntries()):
            found.append(iface)
    return found


def send_interfaces(bound: str | None = None) -> list[QNetworkInterface]:
    """Where to announce: every network, or the one holding `bound` when the table listens on one address only
    (an announcement heard elsewhere would point where nobody listens)."""
    if bound is None:
        return _interfaces(False) or _interfaces(True)
    return [i for i in _interfaces(False) + _interfaces(True)
            if any(e.ip().toString() == bound for e in i.addressEntries())]


class Announcer(QObject):
    """Says `what()` every PERIOD_S while it returns an announcement with seats free; when it stops doing so (the
    table filled, started or closed) or `stop` is called, says once that no seat is free, and falls silent."""

    def __init__(self, what: Callable[[], d.Announcement | None], parent: QObject | None = None,
                 port: int = d.PORT, bound: str | None = None) -> None:
        super().__init__(parent)
        self.what, self.port, self.bound = what, port, bound
        self.sock = QUdpSocket(self)
        self.timer = QTimer(self)
        self.timer.setInterval(int(d.PERIOD_S * 1000))
        self.timer.timeout.connect(self.tick)
        # The first word as soon as the event loop runs (not inside `start`: `lomber serve` is ready for Ctrl-C,
        # and so for saying goodbye, only then).
        self.first = QTimer(self)
        self.first.setSingleShot(True)
        self.first.setInterval(0)
        self.first.timeout.connect(self.tick)
        self.last: d.Announcement | None = None   # the last announcement sent with seats free

    def start(self) -> bool:
        """Begin announcing (False, and nothing sent, when discovery is off)."""
        if not enabled():
            return False
        if self.sock.state() != QAbstractSocket.SocketState.BoundState:
            self.sock.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), 0)
            self.sock.setSocketOption(QAbstractSocket.SocketOption.MulticastTtlOption, TTL)
        self.timer.start()
        self.first.start()
        return True

    def tick(self) -> None:
        ann = self.what()
        if ann is not None and ann.free > 0:
            self.last = ann
            self._send(ann)
        elif self.last is not None:
            self._goodbye()

    def stop(self) -> None:
        if self.last is not None:
            self._goodbye()
        self.timer.stop()
        self.first.stop()
        self.sock.close()

    def _goodbye(self) -> None:
        assert self.last is not None
        last, self.last = self.last, None
        self._send(replace(last, free=0))

    def _send(self, ann: d.Announcement) -> None:
        data, group = ann.encode(), QHostAddress(d.GROUP)
        for iface in send_interfaces(self.bound):
            self.sock.setMulticastInterface(iface)
            self.sock.writeDatagram(data, group, self.port)   # a network that refuses it: the others still hear


class Listener(QObject):
    """Hears announcements while it lives; `changed` when the list of tables does (a table appears, changes,
    fills or is not heard from for EXPIRE_S)."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None, port: int = d.PORT, limit: int = d.MAX_TABLES) -> None:
        super().__init__(parent)
        self.port = port
        self.list = d.TableList(limit)
        self.sock = QUdpSocket(self)
        self.sock.readyRead.connect(self._on_read)
        self.timer = QTimer(self)
        self.timer.setInterval(500)
        self.timer.timeout.connect(self._on_timer)
        self._more = QTimer(self)
        self._more.setSingleShot(True)
        self._more.setInterval(0)
        self._more.timeout.connect(self._on_read)
        self.listening = False

    def start(self) -> bool:
        """Listen (False when discovery is off or the port cannot be had: the list then stays empty)."""
        self.timer.start()
        if not enabled():
            return False
        mode = QAbstractSocket.BindFlag.ShareAddress | QAbstractSocket.BindFlag.ReuseAddressHint
        if not self.sock.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), self.port, mode):
            return False
        group = QHostAddress(d.GROUP)
        joined = [self.sock.joinMulticastGroup(group, iface) for iface in _interfaces(False) + _interfaces(True)]
        self.listening = any(joined)
        return self.listening

    def stop(self) -> None:
        self.timer.stop()
        self.sock.close()
        self.listening = False

    def tables(self) -> list[d.Table]:
        return self.list.tables()

    def hear(self, data: bytes, address: str, now: float | None = None) -> None:
        """One datagram, as the socket gives it (the tests' way in without a socket)."""
        if self.list.hear(data, address, time.monotonic() if now is None else now):
            self.changed.emit()

    def _on_read(self) -> None:
        for _ in range(4 * d.MAX_TABLES):   # a flood waits for the next round rather than holding the window
            if not self.sock.hasPendingDatagrams():
                return
            # Read at most one byte beyond the limit: a longer datagram is cut, seen as oversized, and ignored.
            dgram = self.sock.receiveDatagram(d.MAX_DATAGRAM + 1)
            self.hear(bytes(dgram.data()), dgram.senderAddress().toString())
        self._more.start()

    def _on_timer(self) -> None:
        if self.list.expire(time.monotonic()):
            self.changed.emit()


def lobby_announcement(host: Host, name: str) -> d.Announcement | None:
    """What a hosted table announces: its network seats nobody has taken, while the match has not begun (a player
    joining a match under way has no seat to take; a returning player knows the address). None: nothing to say."""
    if host.started or not host.server.isListening():
        return None
    free = sum(1 for seat in host.seats.values() if seat.token is None)
    return d.Announcement(host.spec.game, free, len(host.spec.seats), name, host.port())


def announce_table(host: Host, name: str, port: int = d.PORT) -> Announcer:
    """Announce `host`'s table under the host's `name` for as long as it has seats free in its lobby; the announcer
    is the host's child, and says goodbye when the table closes (`Host.closing`), whoever closes it."""
    address = host.server.serverAddress()
    anywhere = (QHostAddress.SpecialAddress.AnyIPv4, QHostAddress.SpecialAddress.Any)
    bound = None if any(address.isEqual(QHostAddress(a)) for a in anywhere) or address.isNull() \
        else address.toString()
    announcer = Announcer(lambda: lobby_announcement(host, name), host, port, bound)
    announcer.setObjectName("announcer")
    host.closing.connect(announcer.stop)
    announcer.start()
    return announcer
