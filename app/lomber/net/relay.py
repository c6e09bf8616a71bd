"""The relay: a table's own TLS byte stream carried through an MQTT broker, when a client cannot reach the host.

Nothing of the table's protocol or TLS is here. On the host's side a `HostBridge` opens, for each session a client
starts on the broker, a loopback TCP connection to the host's own server and shuttles bytes both ways; on the
client's side a `ClientBridge` listens on the loopback, and each connection made to it (the client's QSslSocket)
becomes a session. The broker sees the TLS records only (docs/network.md, "Over the internet"). Plain sockets and
threads (paho-mqtt runs its own network thread), no Qt: the bridges live beside any event loop."""

from __future__ import annotations

import itertools
import secrets
import socket
import ssl
import threading
import time
from collections.abc import Callable
from typing import Any

from lomber.net import relaylink as rl

MAX_SESSIONS = 40            # as the host's own open connections: a session beyond it is refused at once
KEEPALIVE_S = 15
RECONNECT_S = (0.5, 4)       # paho's back-off while the broker is away
# Chunks at most once: a session never outlives its broker connection (bytes in flight die with it either way), and
# on one connection TCP keeps them in order; a chunk the broker drops is a gap, and the session ends. QoS 1 would
# add two acknowledgements per chunk and find nothing more.
CHUNK_QOS = 0


class RateLimit:
    """A token bucket of messages a second (bursts of twice the rate); `take` waits for a token, so a side that
    sends faster than the broker allows stops reading its socket — the TCP window pushes back on the sender."""

    def __init__(self, rate: float) -> None:
        self.rate, self.burst = rate, 2 * rate
        self.tokens, self.at = self.burst, time.monotonic()
        self.lock = threading.Lock()

    def take(self) -> None:
        while True:
            with self.lock:
                now = time.monotonic()
                self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
                self.at = now
                if self.tokens >= 1:
                    self.tokens -= 1
                    return
                wait = (1 - self.tokens) / self.rate
            time.sleep(wait)


class Session:
    """One client connection carried over the broker: its socket here, chunks numbered each way."""

    def __init__(self, bridge: Bridge, sid: str, sock: socket.socket, out_topic: str) -> None:
        self.bridge, self.sid, self.sock, self.out_topic = bridge, sid, sock, out_topic
        self.seq_out = self.seq_in = 0
        self.closed = False
        self.lock = threading.Lock()

    def start(self) -> None:
        threading.Thread(target=self._pump, name=f"relay-{self.sid}", daemon=True).start()

    def _pump(self) -> None:
        """Bytes from the socket out to the broker, one chunk per read, within the payload limit and the rate."""
        room = self.bridge.url.max_payload - rl.HEADER.size
        while not self.closed:
            try:
                data = self.sock.recv(room)
            except OSError:
                data = b""
            if not data:
                break
            self.bridge.rate.take()
            self.bridge.publish(self.out_topic, rl.chunk(rl.DATA, self.seq_out, data))
            self.seq_out += 1
        self.bridge.end(self.sid, tell=True)

    def deliver(self, kind: bytes, seq: int, data: bytes) -> None:
        """A chunk from the other side, in order; a duplicate is ignored, a gap or a close ends the session."""
        if kind == rl.CLOSE:
            self.bridge.end(self.sid, tell=False)
            return
        with self.lock:
            if seq < self.seq_in:
                return   # sent again after a reconnection (QoS 1 is at least once)
            if seq > self.seq_in:
                self.bridge.end(self.sid, tell=True)   # bytes lost: TLS would fail anyway; the client comes back
                return
            self.seq_in += 1
            try:
                self.sock.sendall(data)
            except OSError:
                self.bridge.end(self.sid, tell=True)

    def shut(self) -> None:
        self.closed = True
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.sock.close()


def _no_delay(_c: Any, _u: Any, sock: Any) -> None:
    """Small chunks go at once: Nagle's algorithm would hold each for the broker's delayed ACK."""
    raw = getattr(sock, "_sock", sock)   # an SSL socket wraps the TCP one
    try:
        raw.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    except (OSError, AttributeError):
        pass


class Bridge:
    """What both sides share: the broker connection (reconnecting by itself), the sessions, the limits."""

    def __init__(self, url: rl.RelayURL, code: str) -> None:
        import paho.mqtt.client as mqtt

        self.url, self.topics = url, rl.Topics(rl.table_id(code))
        self.rate = RateLimit(url.rate)
        self.sessions: dict[str, Session] = {}
        self.lock = threading.Lock()
        self.connected = threading.Event()
        self.error = ""
        self.mqtt = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=f"lomber-{secrets.token_hex(8)}",
                                protocol=mqtt.MQTTv311, clean_session=True)
        if url.username:
            self.mqtt.username_pw_set(url.username, url.password)
        if url.tls:
            self.mqtt.tls_set(ca_certs=url.ca, cert_reqs=ssl.CERT_REQUIRED)
        self.mqtt.reconnect_delay_set(*RECONNECT_S)
        self.mqtt.on_connect = self._on_connect
        self.mqtt.on_disconnect = self._on_disconnect
        self.mqtt.on_message = self._on_message
        self.mqtt.on_socket_open = _no_delay
        self.mqtt.on_connect_fail = lambda *_: setattr(self, "error", "the broker does not answer")

    def start(self) -> None:
        self.mqtt.connect_async(self.url.host, self.url.port, keepalive=KEEPALIVE_S)
        self.mqtt.loop_start()

    def stop(self) -> None:
        for sid in list(self.sessions):
            self.end(sid, tell=True)
        self.mqtt.disconnect()
        self.mqtt.loop_stop()

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        self.mqtt.publish(topic, payload, qos=1 if retain else CHUNK_QOS, retain=retain)

    def end(self, sid: str, tell: bool) -> None:
        with self.lock:
            session = self.sessions.pop(sid, None)
        if session is None:
            return
        if tell and self.connected.is_set():
            self.publish(session.out_topic, rl.chunk(rl.CLOSE, session.seq_out))
        session.shut()

    def _on_connect(self, _c: Any, _u: Any, _flags: Any, reason: Any, _props: Any) -> None:
        if reason.is_failure:
            self.error = f"the broker refused the connection: {reason}"
            return
        self.error = ""
        self.connected.set()
        self.subscribed()

    def _on_disconnect(self, _c: Any, _u: Any, _flags: Any, _reason: Any, _props: Any) -> None:
        # The sessions' bytes in flight are lost with the broker: each ends, and its client comes back with its
        # token once the bridges are connected again (the table's `sync` catches it up).
        self.connected.clear()
        for sid in list(self.sessions):
            self.end(sid, tell=False)

    def _on_message(self, _c: Any, _u: Any, msg: Any) -> None:
        payload = bytes(msg.payload)
        if len(payload) > rl.MAX_ACCEPTED:   # `max_payload` bounds what this side sends; the other's may differ
            return
        self.received(msg.topic, payload, bool(msg.retain))

    def subscribed(self) -> None:
        raise NotImplementedError

    def received(self, topic: str, payload: bytes, retained: bool) -> None:
        raise NotImplementedError


class HostBridge(Bridge):
    """The host's side: every session a client opens on the broker is a loopback connection to `target`."""

    def __init__(self, url: rl.RelayURL, code: str, target: tuple[str, int]) -> None:
        super().__init__(url, code)
        self.target = target
        self.mqtt.will_set(self.topics.presence, b"", qos=1, retain=True)   # a host that vanishes is not here

    def subscribed(self) -> None:
        self.mqtt.subscribe(self.topics.all_up, qos=CHUNK_QOS)
        # Said after the subscription: a client that sees the host here finds it listening.
        self.publish(self.topics.presence, rl.UP_STATUS, retain=True)

    def stop(self) -> None:
        if self.connected.is_set():
            self.mqtt.publish(self.topics.presence, b"", qos=1, retain=True).wait_for_publish(2)
        super().stop()

    def received(self, topic: str, payload: bytes, retained: bool) -> None:
        sid, parsed = self.topics.session_of(topic), rl.unchunk(payload)
        if sid is None or parsed is None or retained:
            return
        kind, seq, data = parsed
        session = self.sessions.get(sid)
        if session is None:
            if kind != rl.DATA or seq != 0 or len(self.sessions) >= MAX_SESSIONS:
                return
            try:
                sock = socket.create_connection(self.target, timeout=5)
            except OSError:
                self.publish(self.topics.down(sid), rl.chunk(rl.CLOSE, 0))
                return
            sock.settimeout(None)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            session = Session(self, sid, sock, self.topics.down(sid))
            with self.lock:
                self.sessions[sid] = session
            session.start()
        session.deliver(kind, seq, data)


class ClientBridge(Bridge):
    """The client's side: a loopback listener; each connection to it is a session to the host on the broker.
    Connections are taken only while the broker is connected and the host is there; others are closed at once (the
    client sees the table unreachable, and `join --retry` or the window's return tries again)."""

    def __init__(self, url: rl.RelayURL, code: str) -> None:
        super().__init__(url, code)
        self.name = secrets.token_hex(6)
        self.numbers = itertools.count()
        self.host_here = threading.Event()
        self.ready = threading.Event()
        self.listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(8)
        self.address = self.listener.getsockname()[:2]
        self._stopping = False

    def start(self) -> None:
        super().start()
        threading.Thread(target=self._accept, name="relay-accept", daemon=True).start()

    def stop(self) -> None:
        self._stopping = True
        self.listener.close()
        super().stop()

    def wait_ready(self, seconds: float) -> bool:
        return self.ready.wait(seconds)

    def subscribed(self) -> None:
        self.mqtt.subscribe([(self.topics.presence, 1), (self.topics.bridge_down(self.name), CHUNK_QOS)])

    def _on_disconnect(self, *args: Any) -> None:
        self.host_here.clear()
        self.ready.clear()
        super()._on_disconnect(*args)

    def received(self, topic: str, payload: bytes, retained: bool) -> None:
        if topic == self.topics.presence:
            (self.host_here.set if payload == rl.UP_STATUS else self.host_here.clear)()
            (self.ready.set if self.host_here.is_set() and self.connected.is_set() else self.ready.clear)()
            if not self.host_here.is_set():
                for sid in list(self.sessions):
                    self.end(sid, tell=False)
            return
        sid, parsed = self.topics.session_of(topic), rl.unchunk(payload)
        session = self.sessions.get(sid) if sid else None
        if session is not None and parsed is not None:
            session.deliver(*parsed)

    def _accept(self) -> None:
        while not self._stopping:
            try:
                sock, _ = self.listener.accept()
            except OSError:
                return
            if not self.ready.is_set() or len(self.sessions) >= MAX_SESSIONS:
                sock.close()
                continue
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            sid = f"{self.name}/{next(self.numbers)}"
            session = Session(self, sid, sock, self.topics.up(sid))
            with self.lock:
                self.sessions[sid] = session
            session.start()


def probe(url: rl.RelayURL, seconds: float = 5.0, code: str | None = None,
          wait: Callable[[float], None] = time.sleep) -> tuple[bool, str]:
    """Can the broker be reached (and, given a code, is that table's host there)? (ok, what to say)."""
    bridge = ClientBridge(url, code or "2" * 8)
    bridge.start()
    try:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and not (bridge.ready if code else bridge.connected).is_set():
            wait(0.05)
        if code and bridge.ready.is_set():
            return True, "the table's host is on the relay"
        if bridge.connected.is_set():
            return (False, "the broker answers, but no table with this code is on it") if code \
                else (True, "the broker answers")
        return False, bridge.error or "the broker does not answer"
    finally:
        bridge.stop()
