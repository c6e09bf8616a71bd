"""Hosting a network table from the window: the "Table open" panel (join code, addresses, the lobby's seats).

The window's own MatchController is the authority (`net.host.Host` drives it, as `lomber serve` does); the table
opens when a match with network seats is started from the new-game dialog, and the match begins when the host
presses Start. Names come from the players: shown as plain text only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from lomber.engine.match import LEVELS, Seat
from lomber.net import protocol as p
from lomber.ui.plaintext import plain_label
from lomber.ui.seatnames import shown_name
from lomber.ui.texts import N_, fmt, level_name, tr

if TYPE_CHECKING:
    from lomber.net.host import Host
    from lomber.ui.shell.mainwindow import MainWindow

NETWORK = "network"
STATE_WORDS = {p.SeatState.HERE.value: N_("here"), p.SeatState.AWAY.value: N_("away"),
               p.SeatState.COMPUTER.value: N_("away: a computer plays meanwhile")}


class LobbyPanel(QWidget):
    """The join code in large letters, the addresses, and each seat: who sits there, who may."""

    def __init__(self, window: MainWindow, host: Host, addresses: list[str]) -> None:
        super().__init__(window)
        from lomber.net.joincode import show_code

        self.window_, self.host, self.addresses = window, host, addresses
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
        lay.addWidget(self.code)
        self.where = plain_label(self, "")
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.where)
        self.grid = QGridLayout()
        lay.addLayout(self.grid)
        buttons = QHBoxLayout()
        self.start = QPushButton(self)
        self.start.clicked.connect(self.start_match)
        buttons.addStretch(1)
        buttons.addWidget(self.start)
        lay.addLayout(buttons)
        lay.addStretch(1)
        self.rows: list[tuple[Any, ...]] = []
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
        self.refresh()

    def move(self, a: int, b: int) -> bool:
        """The player at seat `a` moves to seat `b` (a computer's seat waits for a network player first)."""
        if b not in self.host.seats and not self.is_local(b):
            self.host.set_network(b)
        return self.host.move(a, b)

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

    def refresh(self) -> None:
        host = self.host
        self.intro.setText(tr("Your table is open. Friends choose Game ▸ Join a table… and type this code:")
                           if not host.started else tr("The table is open; a player who drops can return with "
                                                       "this code:"))
        self.where.setText(fmt(tr("Address: %1"), ", ".join(self.addresses)))
        self.start.setText(tr("Start"))
        self.start.setEnabled(not host.started)
        self.start.setVisible(not host.started)
        if not host.started and host.seats and all(s.conn is not None for s in host.seats.values()):
            self.window_.status(tr("Every network seat has its player: press Start when ready."))
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.rows = []
        names = self._names()
        for i, seat in enumerate(host.spec.seats):
            number = plain_label(self, fmt(tr("Seat %1"), i + 1))
            name = plain_label(self, names[i])
            status = plain_label(self, self._status(i))
            self.grid.addWidget(number, i, 0)
            self.grid.addWidget(name, i, 1)
            self.grid.addWidget(status, i, 2)
            who = mover = None
            if not host.started and not self.is_local(i):
                who = QComboBox(self)
                who.addItem(tr("network player"), NETWORK)
                for level in LEVELS:
                    who.addItem(fmt(tr("computer: %1"), level_name(level)), level)
                who.setCurrentIndex(0 if i in host.seats else 1 + LEVELS.index(seat.level or "normal"))
                who.activated.connect(lambda _k, i=i, w=who: self.set_who(i, w.currentData()))
                self.grid.addWidget(who, i, 3)
                if i in host.seats and host.seats[i].token is not None:
                    mover = QComboBox(self)
                    mover.addItem(tr("Move to…"), -1)
                    for j in range(len(host.spec.seats)):
                        if j != i and not self.is_local(j):
                            mover.addItem(fmt(tr("Seat %1"), j + 1), j)
                    mover.activated.connect(lambda _k, i=i, m=mover: m.currentData() >= 0
                                            and self.move(i, m.currentData()))
                    self.grid.addWidget(mover, i, 4)
            self.rows.append((number, name, status, who, mover))
        self.grid.setColumnStretch(1, 1)

    def _names(self) -> list[str]:
        host = self.host
        match = host.ctrl.match if host.started else None
        if match is not None:
            return [shown_name(s.name) for s in match.seats]
        return [host.seats[i].name if i in host.seats and host.seats[i].token is not None else shown_name(s.name)
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


def open_table(window: MainWindow, game: str, seats: list[Seat], network: frozenset[int], options: dict[str, Any],
               bind: str = "0.0.0.0", port: int = 0) -> Host | None:
    """Open a table to the network with these seats (`network` played from other computers); the match begins
    when the host presses Start in the lobby. None (and the user told why) if it cannot open."""
    from lomber.engine.errors import OptionError
    from lomber.engine.registry import new_match
    from lomber.net.headless import _addresses
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
        host = Host(window.local_controller, TableSpec(game, list(seats), network, dict(options)), parent=window)
    except OptionError as exc:
        from lomber.ui.errors import error_text

        window.notify(fmt(tr("Cannot start this game: %1"), error_text(exc, game=game, inner=True)))
        return None
    except TLSUnavailable:
        window.notify(tr("This computer's Qt has no TLS with pre-shared keys: a table cannot be opened."))
        return None
    if not host.listen(bind, port):
        window.notify(fmt(tr("The table could not be opened: %1"), host.server.errorString()))
        host.close()
        host.deleteLater()
        return None
    window.hosted = host
    host.seatChanged.connect(lambda *_: _mark_away(window, host))
    panel = LobbyPanel(window, host, _addresses(bind, host.port()))
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
    window.status(tr("The table is open: waiting for players."))
    return host


def _mark_away(window: MainWindow, host: Host) -> None:
    """A network player dropped or returned: his badge on the host's table says so."""
    from lomber.ui.shell.netwindow import badge_names

    if window.hosted is host and host.started and window.controller.match is not None:
        states = {i: s.state.value for i, s in host.seats.items() if s.token is not None}
        window.scene.rename(badge_names(window.names(), states))


def close_table(window: MainWindow) -> None:
    """The hosted table closes (a new game, the window closing): every client is told."""
    host = window.hosted
    if host is None:
        return
    window.hosted = None
    host.close()
    host.deleteLater()
    dock = window.docks.get("table")
    if dock is not None:
        dock.hide()
