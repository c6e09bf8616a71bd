"""A seat at a network table, for the window: the same signals a MatchController gives, fed by a `net.client.Client`.

The window reads `controller.match` for a few things (the game, its options, the seats' names, the seat's view, the
legal choices, whether it is over); `SeatMatch` answers them from what the seat was sent, and nothing else: the
client never holds a match, so no other seat's hidden card can reach its screen. Actions the user makes go to the
host, which alone applies them (`net.host.Host`).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from lomber.controller.match_controller import PAST_EVENTS, forced
from lomber.engine.actions import Action, Choice, is_listed, parse_action
from lomber.engine.errors import IllegalAction
from lomber.engine.events import Event
from lomber.engine.match import Seat
from lomber.engine.registry import game_ids
from lomber.net import protocol as p
from lomber.net.client import ADDRESS_S, JOIN_S, LOST, Client
from lomber.net.seatstore import SeatClaim, SeatStore

# Problem kinds this controller reports besides the MatchController's (the window words them).
NET_REFUSED = "net-refused"    # the host refused an action; detail = the protocol's code (an Err value)
NET_FAILED = "net-failed"      # the connection failed or ended; detail = a client code (client.py) or Err value
NET_RETRYING = "net-retrying"  # the connection dropped: trying to return to the seat with its token
RETRY_MS = 500
RETRY_FOR_S = 30.0             # a host restarting (`serve --resume`) or a network hiccup is waited for this long
# Codes after which coming back with the token may work (the host restarting looks like these); a host that
# closes its table says `host-closing`, and means it.
RETRYABLE = frozenset({LOST, "unreachable", "wrong-code"})


@dataclass
class SeatMatch:
    """What the window reads of `controller.match`, built only from the messages the seat received."""

    game_id: str
    seats: list[Seat]
    seat: int
    options: dict[str, Any]
    seed: int = 0
    finished: bool = False
    remote: bool = True                       # a match the window shows but does not hold (no record, no history)
    advice: bool = True                       # the host allows the Hint and the odds (computed here, from the view)
    last_view: dict[str, Any] = field(default_factory=dict)
    legal: list[Choice] = field(default_factory=list)
    last_summary: dict[str, Any] = field(default_factory=dict)

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """The seat's own view (the only one it has: asking for another seat's gives the same, never more)."""
        return self.last_view

    def legal_actions(self) -> list[Choice]:
        return list(self.legal)

    def summary(self) -> dict[str, Any]:
        return self.last_summary

    def to_act(self) -> int | None:
        return self.seat if self.legal else None


class RemoteController(QObject):
    """One seat at a hosted table: messages in become the window's signals, the user's decisions go out."""

    started = Signal(str, object, object)
    eventsReady = Signal(object, object)
    viewChanged = Signal(object, object, object)
    prompt = Signal(int, object)
    thinking = Signal(int)
    handoff = Signal(int)
    acted = Signal(int, object)
    dealEnded = Signal(object, object)
    matchEnded = Signal(object)
    problem = Signal(str, int, object)
    seatState = Signal(int, str)               # a remote seat is here, away, or played by a computer
    joined = Signal(int)                       # welcomed at this seat
    left = Signal(str)                         # the table is gone for good: a client code or Err value
    pathChosen = Signal(str)                   # welcomed "direct" or through the "relay"

    def __init__(self, address: tuple[str, int], code: str, name: str, parent: QObject | None = None,
                 client_factory: Callable[..., Client] = Client,
                 seen_from: Callable[[list[str], int], list[str]] | None = None, relay: Any = None,
                 store: SeatStore | None = None, more: list[tuple[str, int]] | None = None) -> None:
        """`more`: an invitation's further addresses, tried in turn (each briefly) before the relay.
        `seen_from(names, seat)`: the host's seat names as this seat's player is to see them (the window's rule
        for default names, ui/seatnames.py); as sent if None. `store`: where the seat's token is kept, so that
        this window restarted after a crash returns to its seat (net/seatstore.py)."""
        super().__init__(parent)
        self.address, self.code, self.name = address, code, name
        self.targets, self.at = [address, *(more or [])], 0   # `targets[at]`: the address tried, or reached
        self.client_factory = client_factory
        self.seen_from = seen_from
        self.match: SeatMatch | None = None
        self.gen = 0
        self.seat: int | None = None
        self.claim = SeatClaim(store, address[0], address[1], code)
        self.token: str | None = self.claim.next_token()
        self.welcomed = False
        self.game = ""                   # the table's game and number of seats, from the welcome
        self.seats = 0
        self.turn_time: float | None = None   # the table's turn time, from the welcome (None: none)
        self.turn = 0
        self.awaiting: int | None = None
        self.handing_to: int | None = None
        self.thinking_seat: int | None = None
        self.curtain = False
        self.open_hands = False          # a network seat never sees every hand (that is Game ▸ Watch, at home)
        self.viewer = 0
        self.humans: list[int] = []
        self.remote: frozenset[int] = frozenset()
        self.random_seats: list[int] = []
        self.past: deque[Event] = deque(maxlen=PAST_EVENTS)
        self.events_seen = 0
        self.ended = False
        self.states: dict[int, str] = {}
        self.on_record: Callable[[dict[str, Any]], None] | None = None   # the host keeps the record
        self.ai_pause_ms = 0
        self.result_pause_ms = 0
        self.client: Client | None = None
        self._scene: Any = None
        self._later: list[Callable[[], None]] = []   # prompts and ends wait for the table to show what came before
        self._lost_at: float | None = None
        self._closing = False
        # The host's relay (a RelayURL), tried once the direct address is unreachable, then kept (net/relayqt.py).
        self.relay, self.path, self._bridge = relay, "direct", None

    # ----- wiring, as MatchController
    def can_take_back(self) -> bool:
        """Never at a network table: a take-back is for practice at home."""
        return False

    def attach_scene(self, scene: Any) -> None:
        self._scene = scene
        scene.idle.connect(self._on_idle)

    def connect_to_table(self) -> None:
        old, self.client = self.client, self.client_factory(self.code, self.name, self.token)
        if old is not None:
            old.deleteLater()
        self.client.received.connect(self._on_message)
        self.client.failed.connect(self._on_failed)
        if self.path == "direct" and not self.address[1] and self.relay is not None:   # no address: the relay only
            self._on_failed("unreachable", "no address")
            return
        if self.path == "relay":
            self.client.connect_to(*self._bridge.address)
            return
        more = not self.welcomed and self.at + 1 < len(self.targets)
        self.client.connect_to(*self.targets[self.at], ADDRESS_S if more else JOIN_S)

    def leave(self) -> None:
        """The user leaves the table (a new game, the window closing): the host sees the seat away."""
        self._closing = True
        self.gen += 1
        if self.client is not None and not self.client.done:
            self.client.close()
        if self._bridge is not None:
            self._bridge.stop()
            self._bridge = None

    def shutdown(self) -> None:
        self.leave()

    # ----- what the window asks, as of a MatchController
    def hot_seat(self) -> bool:
        return False

    def screen(self) -> int | None:
        return self.viewer

    def shown_events(self) -> list[Event]:
        return list(self.past)   # masked for this seat by the host already

    def names(self) -> list[str]:
        return [s.name for s in self.match.seats] if self.match else []

    def reveal(self) -> None:
        """No curtain at a network table: each player has his own screen."""

    def stop(self) -> None:
        self.leave()

    def stop_match(self) -> bool:
        """Only the host stops a network match."""
        return False

    def submit(self, action: Action | str) -> bool:
        """The user's decision, sent to the host (which alone applies it); False if there is none to make."""
        if self.match is None or self.awaiting is None or self.client is None or self.client.done:
            return False
        if isinstance(action, str):
            try:
                action = parse_action(action)
            except IllegalAction as exc:
                self.problem.emit("refused", self.awaiting, exc)
                return False
        if not is_listed(action, self.match.legal):
            legal = tuple(self.match.legal)
            self.problem.emit("refused", self.awaiting,
                              IllegalAction(f"{action.text} is not among the choices now", code="not-allowed",
                                            action=action.text, legal=legal))
            return False
        seat, self.awaiting = self.awaiting, None
        self.client.send(p.Act(seat, self.turn, action.text))
        self.acted.emit(seat, action)
        return True

    # ----- messages in
    def _on_message(self, message: p.Message, _value: Any) -> None:
        if self._closing:
            return
        if isinstance(message, p.Welcome):
            self.seat, self.token, self._lost_at = message.seat, message.token, None
            self.welcomed, self.game, self.seats = True, message.game, message.seats
            self.turn_time = message.turn
            self.claim.welcomed(message.token)
            self.viewer = message.seat
            self.joined.emit(message.seat)
            self.pathChosen.emit(self.path)
        elif isinstance(message, p.Start):
            self._start(message)
        elif isinstance(message, p.Sync) and self.match is not None:
            events = [p.event_from_json(e) for e in message.events]
            self.match.last_view = message.view
            self.past.clear()
            self.past.extend(events)
            self.events_seen = len(events)
            self._later.clear()
            self.viewChanged.emit(self.viewer, message.view, events)
        elif isinstance(message, p.Events) and self.match is not None:
            events = [p.event_from_json(e) for e in message.events]
            self.match.last_view = message.view
            self.match.legal = []
            self.past.extend(events)
            self.events_seen += len(events)
            self.eventsReady.emit(events, message.view)
            self._when_idle(lambda: None)
        elif isinstance(message, p.Prompt) and self.match is not None and self.seat is not None:
            legal = [p.choice_from_text(t) for t in message.legal]
            gen = self.gen
            self._when_idle(lambda: self._ask(gen, message.turn, legal))
        elif isinstance(message, p.Refused):
            self._refused(message)
        elif isinstance(message, p.SeatChange):
            self.states[message.seat] = message.state
            self.seatState.emit(message.seat, message.state)
        elif isinstance(message, p.DealEnd) and self.match is not None:
            summary = message.summary
            self.match.last_summary = summary
            self._when_idle(lambda: self.dealEnded.emit([], summary))
        elif isinstance(message, p.MatchEnd) and self.match is not None:
            summary = message.summary
            self.match.last_summary = summary
            self.match.finished = True
            self.match.legal = []
            self.awaiting = None
            self.claim.done()
            self._when_idle(lambda: self._end(summary))

    def _start(self, message: p.Start) -> None:
        if message.game not in game_ids() or not 0 <= message.seat < len(message.names):
            self._give_up(p.Err.MALFORMED.value)
            return
        self.gen += 1
        self.ended = False
        self.awaiting = None
        self._later.clear()
        names = [p.clean_name(n, f"Player {i + 1}") for i, n in enumerate(message.names)]
        if self.seen_from is not None:
            names = self.seen_from(names, message.seat)
        seats = [Seat(n, "human") for n in names]   # who plays the others (a person or a computer) is the host's
        self.match = SeatMatch(message.game, seats, message.seat, dict(message.options), advice=message.advice)
        self.viewer = message.seat
        self.humans = [message.seat]
        self.past.clear()
        self.events_seen = 0
        self.started.emit(message.game, names, message.seat)

    def _ask(self, gen: int, turn: int, legal: list[Choice]) -> None:
        if gen != self.gen or self.match is None or self.match.finished or self.seat is None:
            return
        self.turn = turn
        self.match.legal = legal
        self.awaiting = self.seat
        only = forced(legal)
        if only is not None:
            self.submit(only)   # as at home: a decision with one choice makes itself
            return
        self.prompt.emit(self.seat, legal)

    def _refused(self, message: p.Refused) -> None:
        seat = self.seat if self.seat is not None else -1
        self.problem.emit(NET_REFUSED, seat, message.code)
        if message.code == p.Err.ILLEGAL.value and self.match is not None and self.match.legal:
            # Nothing changed at the table: the same decision is still his.
            self.awaiting = self.seat
            self.prompt.emit(seat, self.match.legal_actions())

    def _end(self, summary: dict[str, Any]) -> None:
        if not self.ended:
            self.ended = True
            self.matchEnded.emit(summary)

    # ----- the table's clock
    def _when_idle(self, fn: Callable[[], None]) -> None:
        self._later.append(fn)
        if self._scene is None or not self._scene.busy():
            self._on_idle()

    def _on_idle(self) -> None:
        while self._later and (self._scene is None or not self._scene.busy()):
            self._later.pop(0)()

    # ----- the connection
    def _on_failed(self, code: str, _detail: str) -> None:
        if self._closing:
            return
        if code == "unreachable" and self.path == "direct" and not self.welcomed and self.at + 1 < len(self.targets):
            self.at += 1   # the invitation's next address
            self.connect_to_table()
            return
        if code == "unreachable" and self.relay is not None and self.path == "direct":
            from lomber.net.relayqt import open_client_relay

            self.path = "relay"
            self._bridge = open_client_relay(self.relay, self.code, self.connect_to_table,
                                             lambda _why: self._give_up(code), self)
            return
        freed = self.welcomed and self.match is None and code == p.Err.BAD_TOKEN.value   # the lobby gave his seat away
        if (not self.welcomed or freed) and self.claim.refused(code):
            # A kept token the table no longer takes, or another Lomber here sits with it: the next, or a new seat.
            self.token, self.welcomed = self.claim.next_token(), False
            QTimer.singleShot(0, self._retry)
            return
        now = time.monotonic()
        finished = self.match is not None and self.match.finished
        if self.token and code in RETRYABLE and not finished and now - (self._lost_at or now) < RETRY_FOR_S:
            if self._lost_at is None:
                self.problem.emit(NET_RETRYING, self.seat if self.seat is not None else -1, code)
            self._lost_at = self._lost_at or now
            self.awaiting = None
            QTimer.singleShot(RETRY_MS, self._retry)
            return
        self._give_up(code)

    def _retry(self) -> None:
        if not self._closing:
            self.connect_to_table()

    def _give_up(self, code: str) -> None:
        self.awaiting = None
        if self.client is not None and not self.client.done:
            self.client.close()
        if self.match is not None and self.match.finished:
            return   # the host left after the end: nothing is lost
        self._closing = True
        self.problem.emit(NET_FAILED, self.seat if self.seat is not None else -1, code)
        self.left.emit(code)
