"""A client of a network table: one TLS connection (key from the join code), messages in and out, all checked."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QSslPreSharedKeyAuthenticator, QSslSocket

from lomber.net import protocol as p
from lomber.net.joincode import PSK_IDENTITY, derive_psk, salt_ok
from lomber.net.tls import check_tls, configuration

# Why a connection failed before any message (the client words these as it words the protocol's codes).
WRONG_CODE = "wrong-code"        # the TLS handshake failed: another code, or no Lomber table there
UNREACHABLE = "unreachable"      # nobody listens there, or the network is down
LOST = "lost"                    # the connection dropped (the host quit or crashed, or the network)
# A table of another protocol version, worded by which side must update (the host's `error` carries its version).
UPDATE_HERE = "update-here"      # the table's Lomber is newer: update this one
UPDATE_HOST = "update-host"      # the table's Lomber is older: the host must update
JOIN_S = 15.0   # from connecting to the welcome: a table's handshake and hello take well under a second
ADDRESS_S = 3.0   # … at one of an invitation's addresses when another follows: the next is tried sooner
BUSY_MS = 250   # a table that turned the connection away (a flood of strangers) is tried again this soon


def version_code(theirs: int) -> str:
    """Which side of a version mismatch must update, as a client code."""
    return UPDATE_HERE if theirs > p.PROTOCOL_VERSION else UPDATE_HOST


class Client(QObject):
    """Connects, says hello (with the seat token when returning), and emits every checked message."""

    received = Signal(object, object)   # the Message, and the JSON value it came as (transcripts keep that)
    failed = Signal(str, str)           # a code (WRONG_CODE, UNREACHABLE, LOST, or a protocol Err value), detail
    closed = Signal()

    def __init__(self, code: str, name: str, token: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        check_tls()
        # The name as the host keeps it (cleaned, at most MAX_NAME): what was typed is never refused after connecting.
        self.code, self.name, self.token = code, p.clean_name(name, ""), token
        self.seat: int | None = None
        self.encrypted = False
        self.done = False                # failed or closed was emitted
        self.reader = p.FrameReader(p.MAX_TO_CLIENT)
        self.sock = QSslSocket(self)
        self.sock.setSslConfiguration(configuration())
        self.sock.setReadBufferSize(p.MAX_TO_CLIENT)   # a host sending faster than we read waits, not our memory
        self.sock.preSharedKeyAuthenticationRequired.connect(self._on_psk)
        self.sock.encrypted.connect(self._on_encrypted)
        self.sock.readyRead.connect(self._on_read)
        self.sock.errorOccurred.connect(self._on_error)
        self.sock.disconnected.connect(self._on_disconnected)
        # Small frames go at once (Nagle's algorithm would hold each for the host's delayed ACK).
        self.sock.connected.connect(lambda: self.sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1))
        # Until the welcome, the join's deadline; then the host's keep-alives: a host silent this long is gone.
        self.heard = 0.0
        self._address: tuple[str, int] = ("", 0)
        self._again = False              # turned away: connecting again
        self._join_s = JOIN_S            # how long the join may take (connect_to)
        self._watched = time.monotonic()  # the watch's last tick
        self._watch = QTimer(self)
        self._watch.setInterval(500)
        self._watch.timeout.connect(self._on_watch)

    def connect_to(self, host: str, port: int, within: float | None = None) -> None:
        """Connect and join; UNREACHABLE when not welcomed `within` seconds (JOIN_S as it is then, if None)."""
        self.heard = time.monotonic()
        self._join_s = JOIN_S if within is None else within
        self._address = (host, port)
        self._watch.start()
        self.sock.connectToHostEncrypted(host, port)

    def _turned_away(self) -> bool:
        """Closed before TLS said anything (no alert, which a wrong code gets): a table turning connections away
        while strangers flood it. Tried again every BUSY_MS until the join's deadline."""
        if self._again:
            return True   # the error and the disconnection both tell of the same close
        if self.encrypted or self.done or time.monotonic() - self.heard > self._join_s - 1:
            return False
        self._again = True
        QTimer.singleShot(BUSY_MS, self._reconnect)
        return True

    def _reconnect(self) -> None:
        if not self.done:
            self.sock.abort()   # still `_again`: the old socket's last signals are not a new close
            self.reader = p.FrameReader(p.MAX_TO_CLIENT)
            self._again = False
            self.sock.connectToHostEncrypted(*self._address)
        self._again = False

    def _on_watch(self) -> None:
        now = time.monotonic()
        if now - self._watched > 2.0 and self.seat is not None:
            self.heard = max(self.heard, now - 2.0)   # our own loop was held (a long think): the host is not to blame
        self._watched = now
        if self.done:
            self._watch.stop()
        elif self.seat is None and time.monotonic() - self.heard > self._join_s:
            self._fail(UNREACHABLE, f"no answer from the table in {self._join_s:g} s")
        elif self.seat is not None and time.monotonic() - self.heard > p.SILENT_S:
            self._fail(LOST, f"the host has been silent for {p.SILENT_S:g} s")

    def send(self, message: p.Message) -> None:
        self.sock.write(p.encode(message))

    def close(self) -> None:
        self.done = True
        self._watch.stop()
        self.sock.disconnectFromHost()

    def _on_psk(self, auth: QSslPreSharedKeyAuthenticator) -> None:
        salt = bytes(auth.identityHint().data())
        if not salt_ok(salt):
            return   # no key given: the handshake fails (not a Lomber table)
        auth.setIdentity(QByteArray(PSK_IDENTITY))
        auth.setPreSharedKey(QByteArray(derive_psk(self.code, salt)))

    def _on_encrypted(self) -> None:
        self.encrypted = True
        self.send(p.Hello(p.PROTOCOL_VERSION, self.name, self.token))

    def _fail(self, code: str, detail: str) -> None:
        if not self.done:
            self.done = True
            self.failed.emit(code, detail)
            self.sock.abort()

    def _on_read(self) -> None:
        if self.done:
            return
        if self.seat is not None:
            self.heard = time.monotonic()
        try:
            values = self.reader.feed(bytes(self.sock.readAll().data()))
        except p.ProtocolError as exc:
            self._fail(exc.err.value, str(exc))
            return
        for value in values:
            try:
                message = p.decode_to_client(value)
            except p.ProtocolError as exc:
                self._fail(exc.err.value, str(exc))
                return
            if isinstance(message, p.Welcome):
                self.seat, self.token, self.heard = message.seat, message.token, time.monotonic()
            if isinstance(message, p.Ping):
                self.send(p.Pong(message.n))   # the host's keep-alive: answered here, nothing to show
                continue
            self.received.emit(message, value)
            if isinstance(message, p.Error):
                code = message.code
                if code == p.Err.VERSION.value and message.version != p.PROTOCOL_VERSION:
                    code = version_code(message.version)
                self._fail(code, message.detail)
                return
            if self.done:
                return

    def _on_error(self, error: QAbstractSocket.SocketError) -> None:
        E = QAbstractSocket.SocketError
        if error == E.SslHandshakeFailedError:
            self._fail(WRONG_CODE, "the table refused the join code (or no Lomber table listens there)")
        elif not self.encrypted and error in (E.ConnectionRefusedError, E.HostNotFoundError, E.NetworkError,
                                              E.SocketTimeoutError):
            self._fail(UNREACHABLE, self.sock.errorString())
        elif error == E.RemoteHostClosedError:
            if not self._turned_away():
                self._on_disconnected()
        else:
            self._fail(LOST, self.sock.errorString())

    def _on_disconnected(self) -> None:
        if self._again or (not self.encrypted and self._turned_away()):
            return
        if not self.done:
            self.done = True
            if self.encrypted:
                self.failed.emit(LOST, "the host closed the connection")
            else:
                self.failed.emit(WRONG_CODE, "the table closed the connection during the handshake")
        self.closed.emit()


def transcript_line(value: Any) -> str:
    import json

    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
