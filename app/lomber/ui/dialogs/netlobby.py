"""Hosting a network table from the window: the "Table open" panel (join code, addresses, the lobby's seats).

The window's own MatchController is the authority (`net.host.Host` drives it, as `lomber serve` does); the table
opens when a match with network seats is started from the new-game dialog, and the match begins when the host
presses Start. Names come from the players: shown as plain text only.
"""

from __future__ import annotations

import contextlib
import sys
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from lomber.engine.match import Seat
from lomber.engine.registry import game_levels
from lomber.net import protocol as p
from lomber.ui.plaintext import ask, plain_label, set_tip
from lomber.ui.seatnames import shown_name
from lomber.ui.texts import N_, fmt, game_name, level_name, tr

if TYPE_CHECKING:
    from lomber.net.host import Host
    from lomber.ui.shell.mainwindow import MainWindow

NETWORK = "network"
FREE = -2   # Move to…'s choice that frees a dropped player's seat
TURN_TIMES = (None, 30.0, 60.0, 120.0)   # the lobby's choices of turn time (None: off, as among friends)
STATE_WORDS = {p.SeatState.HERE.value: N_("here"), p.SeatState.AWAY.value: N_("away"),
               p.SeatState.COMPUTER.value: N_("away: a computer plays meanwhile")}


class LobbyPanel(QWidget):
    """The join code in large letters, the addresses, and each seat: who sits there, who may."""

    def __init__(self, window: MainWindow, host: Host, addresses: list[str]) -> None:
        super().__init__(window)
        from lomber.net.joincode import show_code

        self.window_, self.host, self.addresses = window, host, addresses
        self.bind = ""   # the address the table listens on (kept with it: net/tablefile.py)
        lay = QVBoxLayout(self)
        self.intro = plain_label(self, "")
        self.intro.setWordWrap(True)
        lay.addWidget(self.intro)
        self.code = plain_label(self, show_code(host.code))
        font = QFont(self.code.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        font.setStyleHint(QFont.StyleHint.Monospace)
        self.code.setFont(font)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Start beside the code, not under the seats: at 800×600 the seats need every line the column has.
        top = QHBoxLayout()
        top.addWidget(self.code)
        top.addStretch(1)
        self.start = QPushButton(self)
        self.start.clicked.connect(self.start_match)
        top.addWidget(self.start, 0, Qt.AlignmentFlag.AlignVCenter)
        lay.addLayout(top)
        self.where = plain_label(self, "")
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.where)
        # Advice is worked out by each player's own Lomber from his seat's view: the host only says whether his
        # table allows it (docs/network.md, "Advice").
        self.advice = QCheckBox(self)
        self.advice.setChecked(host.spec.advice)
        self.advice.toggled.connect(self.set_advice)
        lay.addWidget(self.advice)
        # A seat that has not decided in this time is played by a computer until its player answers.
        turn_row = QHBoxLayout()
        self.turn_label = plain_label(self, "")
        self.turn = QComboBox(self)
        self.turn.activated.connect(lambda _k: self.set_turn(self.turn.currentData()))
        turn_row.addWidget(self.turn_label)
        turn_row.addWidget(self.turn)
        turn_row.addStretch(1)
        lay.addLayout(turn_row)
        # The seats scroll (a 30-seat table), and each seat's controls are stacked under its name: the lobby is a
        # tab beside the log, which has a third of an 800×600 window.
        self.seats_area = QScrollArea(self)
        self.seats_area.setWidgetResizable(True)
        self.seats_area.setFrameShape(QFrame.Shape.NoFrame)
        self.seats_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        self.grid = QGridLayout(inner)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(1, 1)
        self.seats_area.setWidget(inner)
        lay.addWidget(self.seats_area, 1)
        self.rows: list[tuple[Any, ...]] = []
        self._stretch_row = 0
        host.joined.connect(lambda *_: self.refresh())
        host.seatChanged.connect(lambda *_: self.refresh())
        host.seatsChanged.connect(self.refresh)
        self.refresh()

    # ----- what the host does
    def start_match(self) -> None:
        """Start: a network seat nobody took is played by a computer."""
        if self.host.started:
            return
        for i, seat in list(self.host.seats.items()):
            if seat.token is None:
                self.host.set_computer(i, "normal")
        self.host.start_match()
        keep_table(self.window_)
        self.refresh()
        dock = self.window_.docks.get("table")
        if dock is not None:   # the seats' boxes are gone: the scores below get the room back
            self.window_.resizeDocks([dock], [self.minimumSizeHint().height()], Qt.Orientation.Vertical)

    def move(self, a: int, b: int) -> bool:
        """The player at seat `a` moves to seat `b` (a computer's seat waits for a network player first)."""
        if b not in self.host.seats and not self.is_local(b):
            self.host.set_network(b)
        return self.host.move(a, b)

    def moved(self, i: int, to: int) -> None:
        """Move to…'s choice: a seat, or the seat freed (a player who dropped; his token opens it no more)."""
        if to == FREE:
            self.host.free(i)
        elif to >= 0:
            self.move(i, to)

    def set_advice(self, allowed: bool) -> None:
        """Whether the network players may use the Hint and the odds (before the start; remembered)."""
        if self.host.set_advice(allowed):
            self.window_.settings.advice_network = allowed

    def set_turn(self, seconds: float | None) -> None:
        """The table's turn time (any time: it holds from the next decision on)."""
        self.host.set_turn(seconds)
        keep_table(self.window_)   # a window reopened after a crash keeps it

    def hand_to_computer(self, i: int) -> None:
        if self.host.hand_to_computer(i):
            self.refresh()

    def set_who(self, i: int, who: str) -> None:
        if who == NETWORK:
            self.host.set_network(i)
        else:
            self.host.set_computer(i, who)

    def is_local(self, i: int) -> bool:
        s = self.host.spec.seats[i]
        return s.kind == "human" and i not in self.host.seats

    # ----- what it shows
    def retranslate(self) -> None:
        self.refresh()
        _mark_away(self.window_, self.host)   # the badges' words for away players, in the new language

    def refresh(self) -> None:
        host = self.host
        self.intro.setText(tr("Your table is open. Friends choose Game ▸ Join a table… and type this code:")
                           if not host.started else tr("The table is open; a player who drops can return with "
                                                       "this code:"))
        self.where.setText(fmt(tr("Address: %1"), ", ".join(self.addresses)))
        self.start.setText(tr("Start"))
        self.advice.setText(tr("Allow hints and odds"))
        set_tip(self.advice, tr("The network players may use the Hint and the Odds panel at their computers (their "
                                "advice sees only their own cards). Set before the start."))
        self.advice.setChecked(host.spec.advice)
        self.advice.setEnabled(not host.started)
        self.turn_label.setText(tr("Turn time:"))
        self.turn.clear()
        for seconds in TURN_TIMES:
            self.turn.addItem(tr("off") if seconds is None else fmt(tr("%1 s"), f"{seconds:g}"), seconds)
        known = host.spec.turn_s in TURN_TIMES
        if not known:
            self.turn.addItem(fmt(tr("%1 s"), f"{host.spec.turn_s:g}"), host.spec.turn_s)
        self.turn.setCurrentIndex(TURN_TIMES.index(host.spec.turn_s) if known else len(TURN_TIMES))
        set_tip(self.turn, tr("A network player who has not decided in this time is played by a computer until he "
                              "answers. Off: the table waits for him."))
        self.start.setEnabled(not host.started)
        self.start.setVisible(not host.started)
        if not host.started and host.seats and all(s.conn is not None for s in host.seats.values()):
            self.window_.status(tr("Every network seat has its player: press Start when ready."))
        _clear(self.grid)
        self.rows = []
        names = self._names()
        row = 0
        for i, seat in enumerate(host.spec.seats):
            # A seat's lines: its number and name; who sits there now; the host's boxes for it, one under the other.
            number = plain_label(self, fmt(tr("Seat %1"), i + 1))
            name = plain_label(self, names[i])
            status = plain_label(self, self._status(i))
            status.setWordWrap(True)
            self.grid.addWidget(number, row, 0)
            self.grid.addWidget(name, row, 1)
            self.grid.addWidget(status, row + 1, 1)
            row += 2
            who = mover = None
            if not host.started and not self.is_local(i):
                who = QComboBox(self)
                who.addItem(tr("network player"), NETWORK)
                levels = game_levels(host.spec.game)     # expert where the game offers it
                for level in levels:
                    who.addItem(fmt(tr("computer: %1"), level_name(level)), level)
                who.setCurrentIndex(0 if i in host.seats else 1 + levels.index(seat.level or "normal"))
                who.activated.connect(lambda _k, i=i, w=who: self.set_who(i, w.currentData()))
                set_tip(who, tr("Who plays this seat: a friend who joins over the network, or the computer."))
                self.grid.addWidget(who, row, 1, Qt.AlignmentFlag.AlignLeft)
                row += 1
                if i in host.seats and host.seats[i].token is not None:
                    mover = QComboBox(self)
                    mover.addItem(tr("Move to…"), -1)
                    for j in range(len(host.spec.seats)):
                        if j != i and not self.is_local(j):
                            mover.addItem(fmt(tr("Seat %1"), j + 1), j)
                    if host.seats[i].conn is None:   # he dropped: his seat may go to another
                        mover.addItem(tr("Free the seat"), FREE)
                    mover.activated.connect(lambda _k, i=i, m=mover: self.moved(i, m.currentData()))
                    set_tip(mover, tr("Move this player to another seat (before the start)."))
                    self.grid.addWidget(mover, row, 1, Qt.AlignmentFlag.AlignLeft)
                    row += 1
            if host.started and i in host.seats and host.seats[i].state is not p.SeatState.COMPUTER:
                mover = QPushButton(tr("Let a computer play"), self)
                mover.clicked.connect(lambda _c=False, i=i: self.hand_to_computer(i))
                set_tip(mover, tr("A computer plays this seat until its player answers a prompt or returns."))
                self.grid.addWidget(mover, row, 1, Qt.AlignmentFlag.AlignLeft)
                row += 1
            self.rows.append((number, name, status, who, mover))
        self.grid.setRowStretch(self._stretch_row, 0)   # the seats' lines change in number (Move to… comes, goes)
        self.grid.setRowStretch(row, 1)
        self._stretch_row = row
        # The area scrolls up and down only: it is as wide as its widest seat, and at least as tall as the tallest
        # seat's lines (a seat is never cut in two; the rest scroll).
        inner = self.seats_area.widget()
        inner.layout().activate()
        bar = self.seats_area.verticalScrollBar().sizeHint().width()
        self.seats_area.setMinimumWidth(inner.minimumSizeHint().width() + bar)
        lines = max(([w for w in r[1:] if w is not None] for r in self.rows), key=len, default=[])
        spacing = max(self.grid.verticalSpacing(), 0)
        self.seats_area.setMinimumHeight(sum(w.sizeHint().height() + spacing for w in lines))

    def _names(self) -> list[str]:
        host = self.host
        match = host.ctrl.match if host.started else None
        if match is not None:
            return [shown_name(s.name) for s in match.seats]
        return [shown_name(host.seats[i].name if i in host.seats and host.seats[i].token is not None else s.name)
                for i, s in enumerate(host.spec.seats)]

    def _status(self, i: int) -> str:
        host = self.host
        if self.is_local(i):
            return tr("you")
        if i in host.seats:
            seat = host.seats[i]
            if seat.token is None:
                return tr("waiting for a player…")
            return tr(STATE_WORDS[seat.state.value])
        return fmt(tr("computer: %1"), level_name(host.spec.seats[i].level or "normal"))


def _clear(layout: Any) -> None:
    """Empty a layout, its nested layouts' widgets deleted with its own."""
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().hide()   # at once: deleted later, it would be painted under its successor meanwhile
            item.widget().deleteLater()
        elif item.layout() is not None:
            _clear(item.layout())
            item.layout().deleteLater()


def open_table(window: MainWindow, game: str, seats: list[Seat], network: frozenset[int], options: dict[str, Any],
               bind: str = "any", port: int = 0) -> Host | None:
    """Open a table to the network with these seats (`network` played from other computers); the match begins
    when the host presses Start in the lobby. None (and the user told why) if it cannot open."""
    from lomber.engine.errors import OptionError
    from lomber.engine.registry import new_match
    from lomber.net.headless import bind_address
    from lomber.net.host import Host, TableSpec
    from lomber.net.tls import TLSUnavailable

    window.leave_table()
    if not any(s.kind == "human" and i not in network for i, s in enumerate(seats)):
        window.notify(tr("A table hosted from this window keeps a seat for you: make one seat \"human\". "
                         "(To host without playing, use lomber serve.)"))
        return None
    try:
        new_match(game, seats, options, 0)   # the seats and options are checked before anyone joins
        window.local_controller.stop()
        spec = TableSpec(game, list(seats), network, dict(options), advice=window.settings.advice_network)
        host = Host(window.local_controller, spec, parent=window)
    except OptionError as exc:
        from lomber.ui.errors import error_text

        window.notify(fmt(tr("Cannot start this game: %1"), error_text(exc, game=game, inner=True)))
        return None
    except TLSUnavailable:
        window.notify(tr("This computer's Qt has no TLS with pre-shared keys: a table cannot be opened."))
        return None
    if not host.listen(bind_address(bind), port):
        window.notify(fmt(tr("The table could not be opened: %1"), host.server.errorString()))
        host.close()
        host.deleteLater()
        return None
    window.hosted = host
    from lomber.ui.shell.netwindow import blank_table

    own = next(i for i, s in enumerate(seats) if s.kind == "human" and i not in network)
    blank_table(window, game, [shown_name(s.name) for s in seats], own)
    host.seatChanged.connect(lambda *_: _mark_away(window, host))
    _announce(host, seats, network)
    _show_lobby(window, host, bind)
    window.status(tr("The table is open: waiting for players."))
    return host


def reopen_table(window: MainWindow, resumed: Any, past: Any = None) -> Host | None:
    """After a crash of this window while it hosted a table (`net.tablefile.Resumed`, kept beside the autosave):
    the same table again, with its code, on its port, so that its players, retrying, return to their seats."""
    from lomber.net.host import Host
    from lomber.net.tls import TLSUnavailable

    window.leave_table()
    window.local_controller.stop()
    try:
        host = Host(window.local_controller, resumed.spec, resumed.code, parent=window)
    except TLSUnavailable:
        window.notify(tr("This computer's Qt has no TLS with pre-shared keys: a table cannot be opened."))
        return None
    from lomber.net.headless import ANY, bind_address

    bind = resumed.bind or ANY
    if not host.listen(bind_address(bind), resumed.port):
        window.notify(fmt(tr("The table could not be opened: %1"), host.server.errorString()))
        host.close()
        host.deleteLater()
        return None
    window.hosted = host
    host.seatChanged.connect(lambda *_: _mark_away(window, host))
    host.resume(resumed.match, resumed.tokens, past)
    _show_lobby(window, host, bind)
    keep_table(window)
    window.match_log.note(lambda: tr("The table is open again: its players return to their seats."))
    return host


def offer_reopen(window: MainWindow, match: Any, past: Any) -> bool:
    """At start, the autosaved match was a table this window hosted (its table file beside it): offer to open
    that table again, rather than a match on one screen. True if it was reopened; declined, the table is gone."""
    from lomber.net.tablefile import InputError, read_table, table_path
    from lomber.storage.autosave import autosave_path

    if not table_path(autosave_path()).exists():
        return False
    try:
        resumed = read_table(str(autosave_path()), match, match.options)
    except InputError as exc:
        print(f"lomber: the table file: {exc}", file=sys.stderr)
        forget_table()
        return False
    network = len(resumed.spec.remote)
    if not ask(window, tr("Reopen the table?"),
               fmt(tr("Lomber stopped while it hosted a table of %1 with %n network player(s). Reopen the table, so "
                      "that they return to their seats?", network), game_name(match.game_id))):
        forget_table()
        return False
    return reopen_table(window, resumed, past) is not None


def keep_table(window: MainWindow) -> None:
    """Beside the autosave, the hosted table's code, tokens and port: a crash of this window loses no table."""
    from lomber.net.tablefile import save_table
    from lomber.storage.autosave import autosave_path

    host = window.hosted
    if host is None or not host.started or host.ctrl.match is None or not window.settings.autosave:
        return
    panel = window.docks["table"].widget()
    try:
        save_table(autosave_path(), host.code, host.tokens(), host.spec.advice, host.port(), panel.bind,
                   panel.addresses, host.spec.remote, host.ctrl.match, host.spec.turn_s)
    except OSError as exc:
        print(f"lomber: the table file: {exc}", file=sys.stderr)


def forget_table() -> None:
    """The hosted table closed on purpose: it is not offered to reopen."""
    from lomber.net.tablefile import table_path
    from lomber.storage.autosave import autosave_path

    with contextlib.suppress(OSError):
        table_path(autosave_path()).unlink(missing_ok=True)


def _show_lobby(window: MainWindow, host: Host, bind: str) -> None:
    """The Table open dock: its code, addresses and lobby, a tab beside the log."""
    from lomber.net.headless import _addresses

    panel = LobbyPanel(window, host, _addresses(bind, host.port()))
    from lomber.ui.dialogs.relayrow import attach_host_relay

    loopback = {"any": "127.0.0.1", "0.0.0.0": "127.0.0.1", "::": "::1"}.get(bind, bind)
    relay = attach_host_relay(panel, window, host, (loopback, host.port()))
    panel.layout().insertWidget(panel.layout().indexOf(panel.where) + 1, relay)
    from lomber.ui.dialogs.invitebox import InviteBox

    panel.invite = InviteBox(panel, host, relay.text)
    panel.layout().insertWidget(panel.layout().indexOf(relay) + 1, panel.invite)
    panel.bind = bind
    dock = window.docks.get("table")
    if dock is None:
        dock = QDockWidget(tr("Table open"), window)
        dock.setProperty("source", N_("Table open"))
        dock.setObjectName("dock-table")
        # A tab beside the log, not a column of its own: an 800×600 screen has no room for a third one.
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        window.tabifyDockWidget(window.docks["log"], dock)
        window.docks["table"] = dock
    old = dock.widget()
    dock.setWidget(panel)
    if old is not None:
        old.deleteLater()
    dock.show()
    dock.raise_()
    # The lobby takes what room the column has (the scores below keep their least): its seats want to be seen.
    window.resizeDocks([dock], [window.height()], Qt.Orientation.Vertical)
    # … once more when the window has laid out the new panel (the first asks with the old panel's sizes).
    QTimer.singleShot(0, dock, lambda: window.resizeDocks([dock], [window.height()], Qt.Orientation.Vertical))


def _announce(host: Host, seats: list[Seat], network: frozenset[int]) -> None:
    """Announce the table on the local network while its lobby has seats free (net.announce), under the host's
    own seat's name, or this computer's name when the seat has a default one ("You" means nothing to a friend)."""
    from PySide6.QtNetwork import QHostInfo

    from lomber.net.announce import announce_table
    from lomber.net.protocol import clean_name
    from lomber.ui.seatnames import is_default

    own = next(s.name for i, s in enumerate(seats) if s.kind == "human" and i not in network)
    announce_table(host, clean_name(QHostInfo.localHostName() if is_default(own) else own, "Lomber"))


def _mark_away(window: MainWindow, host: Host) -> None:
    """A network player dropped or returned: his badge on the host's table says so."""
    from lomber.ui.shell.netwindow import mark_away

    if window.hosted is host and host.started and window.controller.match is not None:
        states = {i: s.state.value for i, s in host.seats.items() if s.token is not None}
        mark_away(window, states)


def close_table(window: MainWindow) -> None:
    """The hosted table closes (a new game, the window closing): every client is told."""
    host = window.hosted
    if host is None:
        return
    window.hosted = None
    host.close()
    host.deleteLater()
    forget_table()
    dock = window.docks.get("table")
    if dock is not None:
        dock.hide()
