"""The lobby of a hosted table: before the start the host arranges its seats (`net.host.Host` holds them).

Moving a player, giving a seat to a computer or to the network, freeing the seat of a player who dropped: each
changes the seats only before the match begins, tells the players moved (a new `welcome`) and emits
`seatsChanged` (the window's lobby and `serve`'s table file follow it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from lomber.engine.match import Seat
from lomber.engine.registry import game_levels
from lomber.net import protocol as p

_DEFAULT_NAME = re.compile(r"Player [1-9][0-9]?")   # the name the host gives a player who gave none


@dataclass(eq=False)
class RemoteSeat:
    index: int
    token: str | None = None
    name: str = ""
    conn: Any = None        # the host's connection (`net.connection.Conn`) while its player is here
    state: p.SeatState = p.SeatState.AWAY
    away_since: float = 0.0


class Lobby:
    """The seat-arranging half of `Host` (a mixin: its fields and signals are the Host's)."""

    seats: dict[int, RemoteSeat]
    spec: Any
    ctrl: Any
    started: bool
    seatsChanged: Any
    _send: Any
    _drop: Any
    _set_state: Any
    _check_ready: Any

    def move(self, a: int, b: int) -> bool:
        """Swap two network seats' players (either may be empty); each moved player is welcomed at his new seat.
        False (nothing changes) once the match has begun, or unless both are network seats."""
        if self.started or a == b or a not in self.seats or b not in self.seats:
            return False
        sa, sb = self.seats[a], self.seats[b]
        for field_ in ("token", "name", "conn", "state", "away_since"):
            va, vb = getattr(sa, field_), getattr(sb, field_)
            setattr(sa, field_, vb)
            setattr(sb, field_, va)
        for seat in (sa, sb):
            if _DEFAULT_NAME.fullmatch(seat.name):
                seat.name = f"Player {seat.index + 1}"   # a seat's default name is its number's, wherever it moves
            if seat.conn is not None:
                seat.conn.seat = seat.index
                self._send(seat.conn, self._welcome(seat.index, seat.token or ""))
            if seat.token is not None:
                self._set_state(seat, seat.state)
            else:
                seat.state = p.SeatState.AWAY   # an empty seat: nobody to tell about
        self.seatsChanged.emit()
        return True

    def set_computer(self, index: int, level: str) -> bool:
        """Before the start: a computer player of `level` takes this seat; a player sitting there moves to a free
        network seat, or is told the table has no seat for him."""
        if self.started or not 0 <= index < len(self.spec.seats) or level not in game_levels(self.spec.game):
            return False
        seat = self.seats.get(index)
        if seat is not None and seat.token is not None:
            free = next((s for s in self.seats.values() if s.token is None), None)
            if free is not None:
                self.move(index, free.index)
            elif seat.conn is not None:
                self._drop(seat.conn, p.Err.TABLE_FULL, "the host gave the seat to a computer player")
        self.seats.pop(index, None)
        name = self.spec.seats[index].name
        self.spec.seats[index] = Seat(name, "ai", level)
        self.spec.remote = frozenset(self.seats)
        self.ctrl.remote = self.spec.remote
        self.seatsChanged.emit()
        self._check_ready()
        return True

    def set_network(self, index: int) -> bool:
        """Before the start: this (computer's) seat waits for a player from the network."""
        if self.started or not 0 <= index < len(self.spec.seats) or index in self.seats:
            return False
        self.spec.seats[index] = Seat(self.spec.seats[index].name, "human")
        self.seats[index] = RemoteSeat(index)
        self.seats = dict(sorted(self.seats.items()))
        self.spec.remote = frozenset(self.seats)
        self.ctrl.remote = self.spec.remote
        self.seatsChanged.emit()
        return True

    def set_advice(self, allowed: bool) -> bool:
        """Before the start: whether the network players may use the Hint and the odds (told in `start`)."""
        if self.started:
            return False
        self.spec.advice = allowed
        self.seatsChanged.emit()
        return True

    def set_turn(self, seconds: float | None) -> None:
        """The table's turn time, at any time (it holds from the next decision on). Before the start the seated
        players are welcomed again, so that their lobby says it; under way, a returning player's welcome does."""
        self.spec.turn_s = seconds
        if not self.started:
            for seat in self.seats.values():
                if seat.conn is not None and seat.token is not None:
                    self._send(seat.conn, self._welcome(seat.index, seat.token))

    def _welcome(self, index: int, token: str) -> p.Welcome:
        return p.Welcome(p.PROTOCOL_VERSION, index, token, self.spec.game, len(self.spec.seats), self.spec.turn_s)

    def free(self, index: int) -> bool:
        """Before the start: the seat of a player who is not connected is free for another (his token opens it no
        more; a connected player is moved, never thrown out). False if nothing changed."""
        seat = self.seats.get(index)
        if self.started or seat is None or seat.token is None or seat.conn is not None:
            return False
        seat.token, seat.name, seat.state = None, "", p.SeatState.AWAY
        self.seatsChanged.emit()
        return True

    def free_dropped(self, before: float) -> None:
        """Before the start, a player who dropped before `before` (the away time ago) and has not come back loses
        his seat: a lobby never waits for him forever, and a newcomer may take it."""
        for seat in list(self.seats.values()):
            if seat.token is not None and seat.conn is None and seat.away_since <= before:
                self.free(seat.index)
