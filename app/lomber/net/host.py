"""The host of a network table: the authority. Its MatchController runs the match, the computer players and the
record; each remote seat is sent its seat's view and the events masked for it, and sends actions the engine checks.

Connections are TLS with a key derived from the table's join code (`joincode`, `tls`); every frame and message is
checked (`protocol`); a client that breaks the protocol, floods or dawdles is dropped without touching the match.
"""

from __future__ import annotations

import hmac
import logging
import secrets
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QSslSocket

from lomber.controller.match_controller import MatchController
from lomber.engine.actions import Choice, is_listed, parse_action
from lomber.engine.errors import IllegalAction
from lomber.engine.events import Event, mask
from lomber.engine.match import Match, Seat
from lomber.net import protocol as p
from lomber.net.connection import Conn
from lomber.net.joincode import derive_psk, new_code, new_salt
from lomber.net.listener import HandshakeLimits, Listener
from lomber.net.lobby import Lobby, RemoteSeat
from lomber.net.tls import check_tls, configuration

log = logging.getLogger("lomber.net")
SWEEP_MS = 200          # how often deadlines (hello, keep-alives, turns, away seats, closing sockets) are checked
CLOSE_GRACE_S = 2.0     # a dropped client gets this long to read its error before the socket is cut


@dataclass
class Limits:
    """What one table tolerates; docs/network.md gives the reasons for the defaults."""

    max_frame: int = p.MAX_TO_HOST
    max_connections: int = 40       # connections holding the code (a 30-seat table and a few strays)
    auth_s: float = 10.0            # for the hello, once TLS is up
    handshake: HandshakeLimits = field(default_factory=HandshakeLimits)   # strangers' connections: listener.py
    keepalive_s: float = p.KEEPALIVE_S   # a seated client is pinged this often …
    silent_s: float = p.SILENT_S         # … and one heard nothing from this long is gone (its seat is away)
    rate: float = 20.0              # messages a second a client may send, sustained …
    burst: int = 60                 # … and at once
    away_s: float | None = 30.0     # a seat away this long is played by a computer until he returns (None: wait)
    backlog: int = 2 * p.MAX_TO_CLIENT   # bytes queued for a client, encrypted or not: beyond, it is cut off


@dataclass
class TableSpec:
    """A table to host: the game, its seats (remote ones by index), options and seed."""

    game: str
    seats: list[Seat]
    remote: frozenset[int]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    advice: bool = True     # the remote seats may use the Hint and the odds (docs/network.md: "Advice")
    turn_s: float | None = None   # a connected seat this slow to decide is played by a computer until it answers


class Host(Lobby, QObject):
    """One hosted table. `ready` when every remote seat has a player; `start_match` begins the match."""

    joined = Signal(int, str)        # seat, name
    seatChanged = Signal(int, str)   # seat, SeatState value
    ready = Signal()
    finished = Signal(object)        # the final summary
    dropped = Signal(str, str)       # a connection was dropped: the error code, its detail (for the log)
    seatsChanged = Signal()          # the lobby: a seat was moved, given to a computer or opened to the network
    closing = Signal()               # `close` begins (its announcer says goodbye: net/announce.py)

    def __init__(self, ctrl: MatchController, spec: TableSpec, code: str | None = None,
                 limits: Limits | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        check_tls()
        self.ctrl, self.spec, self.limits = ctrl, spec, limits or Limits()
        self.code = code or new_code()
        self._salt = new_salt()
        self._key = derive_psk(self.code, self._salt)   # once per table: each handshake only compares
        self.seats = {i: RemoteSeat(i) for i in sorted(spec.remote)}
        self.conns: dict[QSslSocket, Conn] = {}
        self.started = False
        self.server = Listener(configuration(self._salt), self._key, self.limits.handshake, self)
        self.server.encrypted.connect(self._on_encrypted)
        self._prompted: tuple[int, float] | None = None   # the remote seat prompted last, and when
        self._swept = time.monotonic()
        self._sweep = QTimer(self)
        self._sweep.setInterval(SWEEP_MS)
        self._sweep.timeout.connect(self._on_sweep)
        self._sweep.start()
        ctrl.remote = frozenset(spec.remote)
        # Kept, so that a window's controller, which outlives the table, is let go when the table closes.
        self._links = [(ctrl.started, self._on_started), (ctrl.shown, self._on_shown), (ctrl.prompt, self._on_prompt),
                       (ctrl.dealEnded, self._on_deal_ended), (ctrl.matchEnded, self._on_match_ended)]
        for signal, slot in self._links:
            signal.connect(slot)

    # ----- listening
    def listen(self, address: QHostAddress | str = "127.0.0.1", port: int = 0) -> bool:
        addr = address if isinstance(address, QHostAddress) else QHostAddress(address)
        return self.server.listen(addr, port)

    def port(self) -> int:
        return self.server.serverPort()

    def close(self) -> None:
        """Stop the table: every client is told, the server stops listening, the controller is let go."""
        self.closing.emit()
        for signal, slot in self._links:
            signal.disconnect(slot)
        self._links = []
        self.ctrl.remote = frozenset()
        self._sweep.stop()
        self.server.close()
        for conn in list(self.conns.values()):
            self._drop(conn, p.Err.HOST_CLOSING, "the host closed the table")
            conn.sock.flush()   # the event loop may be over (a serve stopped by Ctrl-C): the goodbye goes now
            # Told: the host hears it no more. Its sockets end with it; a `disconnected` they sent while the host
            # itself was being destroyed ran our handlers on a half-destroyed host (a crash, later, in the next loop).
            conn.sock.readyRead.disconnect()
            conn.sock.disconnected.disconnect()

    # ----- connections
    def _on_encrypted(self, sock: QSslSocket) -> None:
        """A connection that holds the code (the listener ran its handshake)."""
        conn = self.conns[sock] = Conn.over(sock, self.limits.max_frame, self.limits.burst)
        sock.setParent(self)
        sock.readyRead.connect(lambda c=conn: self._on_read(c))
        sock.disconnected.connect(lambda c=conn: self._on_gone(c))
        if len(self.conns) > self.limits.max_connections:
            # He has the code, so he is told the truth (a stranger never gets this far).
            self._drop(conn, p.Err.TABLE_FULL, f"more than {self.limits.max_connections} connections")
        elif sock.bytesAvailable():
            self._on_read(conn)

    def _on_sweep(self) -> None:
        now = time.monotonic()
        stalled, self._swept = now - self._swept > 1.0, now
        for conn in list(self.conns.values()):
            if stalled:   # our own loop was held (a long think, a modal moment): the clients' pongs wait unread
                conn.heard = max(conn.heard, now - self.limits.keepalive_s)
            if conn.closing is not None:
                if now - conn.closing > CLOSE_GRACE_S:
                    conn.sock.abort()
            elif conn.seat is None and now - conn.since > self.limits.auth_s:
                self._drop(conn, p.Err.TOO_SLOW, "no hello in time")
            elif conn.seat is not None and now - conn.heard > self.limits.silent_s:
                # Asleep, stopped or cut off without a word: nothing came, not even the answer to a keep-alive.
                self._drop(conn, p.Err.TOO_SLOW, f"silent for {self.limits.silent_s:g} s")
            elif conn.seat is not None and now - conn.pinged >= self.limits.keepalive_s:
                conn.pinged = now
                self._send(conn, p.Ping(int(now * 1000) % 10 ** 9))
        self._check_turn(now)
        away = self.limits.away_s
        if not self.started and away is not None:
            self.free_dropped(now - away)
        if self.started and away is not None:
            for seat in self.seats.values():
                if seat.state is p.SeatState.AWAY and now - seat.away_since >= away:
                    self._set_state(seat, p.SeatState.COMPUTER)
                    self.ctrl.stand_in(seat.index, True)

    def _on_gone(self, conn: Conn) -> None:
        if not shiboken6.isValid(self):
            return   # the host is being destroyed, and its sockets with it
        self.conns.pop(conn.sock, None)
        if conn.closing is None and conn.seat is not None:
            self._tell("left", conn, "the connection closed")
        if shiboken6.isValid(conn.sock):   # not while the host itself is being destroyed
            conn.sock.deleteLater()
        self._release(conn)

    def _release(self, conn: Conn) -> None:
        """The connection's seat is away from now (its player may come back at once with his token)."""
        seat = self.seats.get(conn.seat) if conn.seat is not None else None
        if seat is not None and seat.conn is conn:
            seat.conn = None
            seat.away_since = time.monotonic()
            if seat.state is p.SeatState.HERE:
                self._set_state(seat, p.SeatState.AWAY)

    def _send(self, conn: Conn, message: p.Message | bytes) -> None:
        """A message, or a frame encoded already (`protocol.EventsFrames`), to one client."""
        if conn.closing is not None:
            return
        if conn.queued() > self.limits.backlog:
            # A client that stops reading would grow the host's memory with every event: it is cut off, and
            # its seat is away (a `sync` brings it back up to date when it returns).
            self._tell("cut off", conn, f"it stopped reading ({self.limits.backlog} bytes waiting)")
            self.dropped.emit(p.Err.TOO_SLOW.value, "the client stopped reading")
            conn.closing = time.monotonic()
            self._release(conn)
            conn.sock.abort()
            return
        conn.sock.write(message if isinstance(message, bytes) else p.encode(message))

    def _drop(self, conn: Conn, err: p.Err, detail: str) -> None:
        """Tell the client why and close; the match is not touched (its seat is away, as after any drop)."""
        if conn.closing is not None:
            return
        self._send(conn, p.Error(err.value, detail[:p.MAX_TEXT]))
        conn.closing = time.monotonic()
        self._release(conn)
        self._tell("dropped", conn, f"{err.value}: {detail}")
        self.dropped.emit(err.value, detail)
        conn.sock.disconnectFromHost()   # after what is written; the sweep cuts it if the peer never reads

    def _broadcast(self, message: p.Message) -> None:
        for seat in self.seats.values():
            if seat.conn is not None:
                self._send(seat.conn, message)

    def _set_state(self, seat: RemoteSeat, state: p.SeatState) -> None:
        seat.state = state
        self._broadcast(p.SeatChange(seat.index, state.value))
        self.seatChanged.emit(seat.index, state.value)

    # ----- messages in
    def _on_read(self, conn: Conn) -> None:
        if conn.closing is not None:
            conn.sock.readAll()   # discarded: a dropped client is heard no more
            return
        conn.heard = time.monotonic()
        try:
            values = conn.reader.feed(bytes(conn.sock.readAll().data()))
        except p.ProtocolError as exc:
            self._drop(conn, exc.err, str(exc))
            return
        for value in values:
            if conn.closing is not None:
                return
            if not conn.take_token(self.limits.rate, self.limits.burst):
                self._drop(conn, p.Err.FLOOD, f"more than {self.limits.rate:g} messages a second")
                return
            try:
                message = p.decode_to_host(value)
            except p.ProtocolError as exc:
                if exc.err is p.Err.VERSION:
                    exc = p.ProtocolError(f"this table speaks version {p.PROTOCOL_VERSION}", p.Err.VERSION)
                self._drop(conn, exc.err, str(exc))
                return
            self._handle(conn, message)

    def _handle(self, conn: Conn, message: p.Message) -> None:
        if conn.seat is None:
            if not isinstance(message, p.Hello):
                self._drop(conn, p.Err.NOT_JOINED, "the first message is a hello")
            else:
                self._hello(conn, message)
        elif isinstance(message, p.Act):
            self._act(conn, message)
        elif isinstance(message, p.Ping):
            self._send(conn, p.Pong(message.n))
        elif isinstance(message, p.Pong):
            pass   # a keep-alive answered: that it came is all (`heard`)
        else:
            self._drop(conn, p.Err.MALFORMED, f"a second {message.TYPE}")

    def _hello(self, conn: Conn, hello: p.Hello) -> None:
        if hello.token is not None:
            seat = next((s for s in self.seats.values()
                         if s.token is not None and hmac.compare_digest(s.token, hello.token)), None)
            if seat is None:
                self._drop(conn, p.Err.BAD_TOKEN, "no seat at this table has that token")
                return
            if seat.conn is not None:
                # The seat's player is here: a second holder of the token is a copy, never a takeover.
                self._drop(conn, p.Err.SEAT_TAKEN, "that seat's player is connected")
                return
        else:
            seat = next((s for s in self.seats.values() if s.token is None), None)
            if seat is None:
                self._drop(conn, p.Err.TABLE_FULL, "no free seat")
                return
            seat.token = secrets.token_urlsafe(24)
            seat.name = p.seat_name(hello.name, seat.index)
        conn.seat = seat.index
        seat.conn = conn
        was = seat.state
        self._send(conn, self._welcome(seat.index, seat.token))
        for other in self.seats.values():   # who else is here, away, or played by a computer meanwhile
            if other is not seat and other.token is not None:
                self._send(conn, p.SeatChange(other.index, other.state.value))
        match = self.ctrl.match
        if self.started and match is not None:
            self._send(conn, self._start_message(seat.index))
            self._send(conn, p.Sync(match.view(seat.index),
                                    _json_events(mask(list(self.ctrl.past), seat.index))))
            if match.finished:
                self._send(conn, p.MatchEnd(match.summary()))
        self._set_state(seat, p.SeatState.HERE)
        self._tell("joined", conn, p.plain(seat.name, p.MAX_NAME))
        self.joined.emit(seat.index, seat.name)
        if was is p.SeatState.COMPUTER:
            self.ctrl.stand_in(seat.index, False)   # may prompt him at once: after his sync
        elif self.ctrl.awaiting == seat.index:
            self._on_prompt(seat.index, self.ctrl.match.legal_actions())
        self._check_ready()

    def _act(self, conn: Conn, act: p.Act) -> None:
        def refuse(err: p.Err, detail: str, rule: str | None = None) -> None:
            self._send(conn, p.Refused(err.value, detail[:p.MAX_TEXT], rule))

        match = self.ctrl.match
        seat = self.seats.get(conn.seat) if conn.seat is not None else None
        if seat is not None and seat.state is p.SeatState.COMPUTER and self.started:
            # A computer stood in for a slow player (or the host handed it the seat): his answer takes it back.
            self._tell("back", conn, f"seat {seat.index} decides again")
            self._set_state(seat, p.SeatState.HERE)
            self.ctrl.stand_in(seat.index, False)   # may prompt him at once
            if self.ctrl.awaiting != conn.seat or act.turn != len(match.history):
                return None   # too late for this decision: he is asked the next one
        if act.seat != conn.seat:
            return refuse(p.Err.NOT_YOUR_SEAT, f"you sit at seat {conn.seat}")
        if not self.started or match is None:
            return refuse(p.Err.NOT_STARTED, "the match has not begun")
        if match.finished:
            return refuse(p.Err.MATCH_OVER, "the match is over")
        if self.ctrl.awaiting != conn.seat or act.turn != len(match.history):
            return refuse(p.Err.NOT_YOUR_TURN, "not your decision now")
        try:
            action = parse_action(act.action)
        except IllegalAction as exc:
            return refuse(p.Err.ILLEGAL, str(exc), exc.code)
        if not is_listed(action, match.legal_actions()):
            exc = match.explain_illegal(conn.seat, action)
            return refuse(p.Err.ILLEGAL, str(exc), exc.code)
        if self.ctrl.submit(action):
            # An accepted action is the game going on, never a flood: a bot answering at once is not limited.
            conn.tokens = min(float(self.limits.burst), conn.tokens + 1)
        return None

    def _check_ready(self) -> None:
        if not self.started and self.seats and all(s.conn is not None for s in self.seats.values()):
            self.ready.emit()

    # ----- the match
    def start_match(self) -> None:
        """Begin the match with the remote seats named by their players."""
        seats = [Seat(self.seats[i].name or s.name, "human") if i in self.seats else s
                 for i, s in enumerate(self.spec.seats)]
        self.started = True
        self.ctrl.new_game(self.spec.game, seats, dict(self.spec.options), self.spec.seed)

    def resume(self, match: Match, tokens: dict[int, str], past: Any = None) -> None:
        """Play on a match this table had before its host stopped (a crash): each remote seat is kept for the
        player holding its token, away until he returns. `past`: the match's events as its replay kept them."""
        now = time.monotonic()
        for i, seat in self.seats.items():
            seat.token, seat.name = tokens.get(i), match.seats[i].name
            seat.state, seat.away_since = p.SeatState.AWAY, now
        self.started = True
        self.ctrl.start(match, past)

    def tokens(self) -> dict[int, str]:
        """The seats' tokens given so far (kept beside the autosave, so a restarted host knows its players)."""
        return {i: s.token for i, s in self.seats.items() if s.token is not None}

    def _start_message(self, seat: int) -> p.Start:
        match = self.ctrl.match
        assert match is not None
        return p.Start(match.game_id, [s.name for s in match.seats], seat, dict(match.options), self.spec.advice)

    def _on_started(self, _game: str, _names: object, _viewer: object) -> None:
        for seat in self.seats.values():
            if seat.conn is not None:
                self._send(seat.conn, self._start_message(seat.index))

    def _on_shown(self, events: list[Event]) -> None:
        match = self.ctrl.match
        if match is None:
            return
        here = {s.index: s.conn for s in self.seats.values() if s.conn is not None}
        for index, frame in events_frames(match, events, here):
            self._send(here[index], frame)
        seat = self.seats.get(match.to_act()) if not match.finished else None
        if seat is not None and seat.conn is not None and seat.state is p.SeatState.COMPUTER:
            # A computer plays him for now; answering takes his seat back (`_act`).
            self._send(seat.conn, p.Prompt(len(match.history), [p.choice_text(c) for c in match.legal_actions()]))

    def _on_prompt(self, seat: int, legal: list[Choice]) -> None:
        remote = self.seats.get(seat)
        if remote is not None and remote.conn is not None and self.ctrl.match is not None:
            self._prompted = (seat, time.monotonic())
            self._send(remote.conn, p.Prompt(len(self.ctrl.match.history), [p.choice_text(c) for c in legal]))

    def _check_turn(self, now: float) -> None:
        """A connected seat that has not decided within the table's turn time is played by a computer."""
        limit, prompted = self.spec.turn_s, self._prompted
        if limit is None or prompted is None or self.ctrl.awaiting != prompted[0] or now - prompted[1] < limit:
            return
        self._prompted = None
        seat = self.seats.get(prompted[0])
        if seat is not None and seat.conn is not None:
            self._tell("turn time", seat.conn, f"seat {seat.index} took over {limit:g} s: a computer plays it")
            self.hand_to_computer(seat.index)

    def hand_to_computer(self, index: int) -> bool:
        """Once the match is under way: a computer plays this network seat until its player answers a prompt
        (he is still sent every prompt) or, if he is away, returns."""
        seat = self.seats.get(index)
        if not self.started or seat is None or seat.state is p.SeatState.COMPUTER:
            return False
        self._set_state(seat, p.SeatState.COMPUTER)
        self.ctrl.stand_in(index, True)
        return True

    def _tell(self, what: str, conn: Conn, detail: str) -> None:
        who = f"seat {conn.seat}" if conn.seat is not None else "a connection"
        log.info("%s: %s from %s: %s", what, who, conn.address, p.plain(detail))

    def _on_deal_ended(self, _events: object, summary: dict[str, Any]) -> None:
        self._broadcast(p.DealEnd(summary))

    def _on_match_ended(self, summary: dict[str, Any]) -> None:
        self._broadcast(p.MatchEnd(summary))
        self.finished.emit(summary)

    def all_gone(self) -> bool:
        """No client is connected any more (a finished table may stop then)."""
        return not self.conns


def events_frames(match: Match, events: list[Event], seats: Iterable[int]) -> Iterator[tuple[int, bytes]]:
    """Each seat's `events` frame for a batch: the events masked for it and its view after them (the host's work
    per action for each connected seat; `lomber bench` times it)."""
    frames = p.EventsFrames()   # the events seen alike by many seats are serialised once
    for seat in seats:
        yield seat, frames.frame(mask(events, seat), match.view(seat))


def _json_events(events: list[Event]) -> list[dict[str, Any]]:
    return [e.to_json() for e in events]
