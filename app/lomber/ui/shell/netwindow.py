"""The window at a network table: Game ▸ Join a table…, the seat's controller swapped in, the network's words.

Joining swaps the window's `controller` for a `controller.remote.RemoteController` (same signals, fed by the
host's messages); starting or opening a match at home swaps the window's own MatchController back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lomber.controller.remote import NET_REFUSED, NET_RETRYING, RemoteController
from lomber.engine.errors import LomberError
from lomber.net import protocol as p
from lomber.net.address import format_address
from lomber.net.client import LOST, UNREACHABLE, UPDATE_HERE, UPDATE_HOST, WRONG_CODE
from lomber.ui.plaintext import plain_label
from lomber.ui.seatnames import seen_from, shown_name, stored_name
from lomber.ui.texts import N_, fmt, game_name, tr

if TYPE_CHECKING:
    from lomber.ui.shell.mainwindow import MainWindow


# Each code a host or the connection gives, in words (never the host's English detail).
CODE_WORDS: dict[str, str] = {
    WRONG_CODE: N_("The table refused the join code (or no Lomber table is at that address)."),
    UNREACHABLE: N_("Nobody answers at that address: is the table open, and the address right?"),
    LOST: N_("The connection to the table was lost: the host quit, crashed, or the network failed."),
    p.Err.VERSION.value: N_("The table runs another version of Lomber: both players need the same version."),
    UPDATE_HERE: N_("The table runs a newer Lomber: update Lomber on this computer to join it."),
    UPDATE_HOST: N_("The table runs an older Lomber: its host must update Lomber before you can join."),
    p.Err.BAD_FRAME.value: N_("The table and this Lomber do not understand each other."),
    p.Err.TOO_LARGE.value: N_("The table and this Lomber do not understand each other."),
    p.Err.MALFORMED.value: N_("The table and this Lomber do not understand each other."),
    p.Err.NOT_JOINED.value: N_("The table and this Lomber do not understand each other."),
    p.Err.BAD_TOKEN.value: N_("The table does not know this seat any more."),
    p.Err.SEAT_TAKEN.value: N_("Someone else is sitting at this seat already."),
    p.Err.TABLE_FULL.value: N_("The table is full: no seat is free."),
    p.Err.TOO_SLOW.value: N_("The connection was too slow and the table closed it."),
    p.Err.FLOOD.value: N_("Too many messages: the table closed the connection."),
    p.Err.HOST_CLOSING.value: N_("The host closed the table."),
    p.Err.NOT_YOUR_SEAT.value: N_("That move is for another seat."),
    p.Err.NOT_YOUR_TURN.value: N_("It is not your turn now."),
    p.Err.ILLEGAL.value: N_("The rules do not allow that move now."),
    p.Err.NOT_STARTED.value: N_("The match has not begun yet."),
    p.Err.MATCH_OVER.value: N_("The match is over."),
}


def code_words(code: object) -> str:
    return tr(CODE_WORDS.get(str(code), N_("The table refused this.")))


def problem_text(kind: str, detail: object) -> str:
    """A network problem (controller.remote's kinds) in the user's language."""
    if kind == NET_REFUSED:
        return fmt(tr("Not allowed: %1"), code_words(detail))
    if kind == NET_RETRYING:
        return tr("The connection to the table dropped; trying to return to your seat…")
    return fmt(tr("You have left the table: %1"), code_words(detail))


# A network seat's state on its badge's second line (the host's SeatState values), in full and shorter for a
# narrow badge; the badge's tooltip says it in full.
STATE_WORDS = {p.SeatState.AWAY.value: N_("away from the table"), p.SeatState.COMPUTER.value: N_("a computer plays for now")}
STATE_SHORT = {p.SeatState.AWAY.value: N_("absent"), p.SeatState.COMPUTER.value: N_("comp.")}
# … and where a long stack leaves no room for a word (Chemin de fer, Fortuna), a sign: the table waits (pause), or
# a machine plays; the badge is dimmed too.
STATE_SIGN = {p.SeatState.AWAY.value: "\u2016", p.SeatState.COMPUTER.value: "\u2699"}


def mark_away(window: MainWindow, states: dict[int, str]) -> None:
    """The badges of the window's table say which network players are away or played by a computer meanwhile."""
    window.scene.mark_away({i: [tr(STATE_WORDS[s]), tr(STATE_SHORT[s]), STATE_SIGN[s]] for i, s in states.items()
                            if s in STATE_WORDS})


class JoinDialog(QDialog):
    """Game ▸ Join a table…: the tables announced on the local network (picking one fills the address), or the
    host's address by hand; the join code always as the host reads it out (it is never announced)."""

    def __init__(self, parent: QWidget | None, name: str = "", listen: bool = True, relay: str = "") -> None:
        from lomber.net.announce import Listener

        super().__init__(parent)
        self.setWindowTitle(tr("Join a table"))
        lay = QVBoxLayout(self)
        lay.addWidget(plain_label(self, tr("Tables announced on this network:")))
        self.tables = QTreeWidget(self)   # an item view: its texts are plain, whatever a stranger announces
        self.tables.setRootIsDecorated(False)
        self.tables.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tables.setHeaderLabels([tr("Game"), tr("Seats free"), tr("Host"), tr("Address")])
        self.tables.header().setStretchLastSection(True)
        self.tables.itemSelectionChanged.connect(self._picked)
        self.tables.itemActivated.connect(lambda *_: self.code.setFocus())
        lay.addWidget(self.tables, 1)
        self.none = plain_label(self, tr("None yet: a table is listed here while its host waits for players."))
        self.none.setWordWrap(True)
        lay.addWidget(self.none)
        lay.addWidget(plain_label(self, tr("Pick a table, or ask the host for its address; the join code comes from "
                                           "the host.")))
        form = QFormLayout()
        self.address = QLineEdit(self)
        self.address.setPlaceholderText("192.168.1.20:7000")
        self.code = QLineEdit(self)
        self.code.setPlaceholderText("ABCD-EFGH")
        self.name = QLineEdit(name, self)
        self.name.setMaxLength(p.MAX_NAME)
        for text, field in ((tr("Address:"), self.address), (tr("Join code:"), self.code),
                            (tr("Your name:"), self.name)):
            form.addRow(plain_label(self, text), field)   # addRow(str, …) would make a label guessing rich text
        lay.addLayout(form)
        from lomber.ui.dialogs.relayrow import RelayRow

        self.relay = RelayRow(self, relay)
        lay.addWidget(self.relay)
        self.error = plain_label(self, "")
        self.error.setWordWrap(True)
        self.error.hide()
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Join"))
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.target: tuple[tuple[str, int], str, str, Any] | None = None
        self.more: list[str] = []                        # an invitation's addresses after its first …
        self.more_after = ""                             # … which the address field held
        self.more_targets: list[tuple[str, int]] = []
        self.listener = Listener(self)   # hears while the dialog is open
        self.listener.changed.connect(self.show_tables)
        self.finished.connect(lambda *_: self.listener.stop())
        if listen:
            self.listener.start()
        self.show_tables()

    def show_tables(self) -> None:
        """The tables heard, as a list to pick from (the one picked stays picked)."""
        picked = self._picked_where()
        self.tables.blockSignals(True)
        self.tables.clear()
        for table in self.listener.tables():
            ann = table.announcement
            game = game_name(ann.game)
            if ann.proto != p.PROTOCOL_VERSION:
                game = fmt(tr("%1 (another version of Lomber)"), game)
            item = QTreeWidgetItem([game, fmt(tr("%1 of %2"), ann.free, ann.seats), ann.name, table.where])
            item.setData(0, Qt.ItemDataRole.UserRole, table.where)
            self.tables.addTopLevelItem(item)
            if table.where == picked:
                item.setSelected(True)
        self.tables.blockSignals(False)
        gap = 2 * self.tables.fontMetrics().averageCharWidth()
        for column in range(3):   # room for the longest name and a gap (the last column stretches)
            self.tables.resizeColumnToContents(column)
            self.tables.setColumnWidth(column, self.tables.columnWidth(column) + gap)
        self.none.setVisible(self.tables.topLevelItemCount() == 0)

    def _picked_where(self) -> str | None:
        items = self.tables.selectedItems()
        return items[0].data(0, Qt.ItemDataRole.UserRole) if items else None

    def _picked(self) -> None:
        where = self._picked_where()
        if where:
            self.address.setText(where)

    def _check(self) -> None:
        from lomber.net.address import parse_address
        from lomber.net.joincode import parse_code

        try:
            # No address with a relay: the relay only (a host whose router lets nobody in).
            address = parse_address(self.address.text().strip()) if self.address.text().strip() or \
                not self.relay.text() else ("", 0)
        except LomberError:
            return self._say(tr("The address is a computer's name or number and a port, e.g. 192.168.1.20:7000."))
        try:
            code = parse_code(self.code.text())
        except LomberError:
            return self._say(tr("The join code is eight letters and digits, e.g. ABCD-EFGH."))
        try:
            relay = self.relay.url()
        except LomberError:
            return self._say(self.relay.bad_words())
        # A default name typed or left in the language in use goes as its stored form (or none: the host names the
        # seat "Player N"), so every player sees it in his own language.
        self.target = (address, code, stored_name(p.clean_name(self.name.text(), "")), relay)
        # An invitation's further addresses, while its first is the one to join at (open_invitation).
        self.more_targets = [parse_address(a) for a in self.more] if self.more and \
            self.address.text().strip() == self.more_after else []
        self.accept()
        return None

    def _say(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()


def join_dialog(window: MainWindow) -> JoinDialog:
    """Open the Join dialog (not blocking); OK sits the window down at that table."""
    address, name = window.join_last
    dlg = JoinDialog(window, name or shown_name(window.settings.player_name), relay=window.settings.relay)
    dlg.address.setText(address)

    def accepted() -> None:
        window.join_last = (dlg.address.text().strip(), dlg.name.text())
        if dlg.target:
            window.settings.relay = dlg.relay.text()
            address, code, name, relay = dlg.target
            join_table(window, address, code, name, relay=relay, more=dlg.more_targets)

    dlg.accepted.connect(accepted)
    dlg.open()
    return dlg


def join_table(window: MainWindow, address: tuple[str, int], code: str, name: str,
               factory: Any = None, relay: Any = None, more: list[tuple[str, int]] | None = None) -> RemoteController:
    """Sit the window down at a hosted table: its controller is the seat's from now on."""
    from lomber.net.seatstore import SeatStore

    leave_table(window)
    # The seat's token is kept in the data folder: this window, restarted after a crash, returns to its seat.
    remote = RemoteController(address, code, name, window, seen_from=seen_from, relay=relay, store=SeatStore(), more=more,
                              **({"client_factory": factory} if factory else {}))
    # Which way the seat reached the table: said once it is welcomed (the relay only if the direct way failed).
    remote.pathChosen.connect(lambda path: window.notify(
        fmt(tr("Connected directly to %1."), format_address(*remote.targets[remote.at])) if path == "direct"
        else fmt(tr("Connected through the relay %1."), relay.shown()), warn=False))
    window.local_controller.stop()
    use_controller(window, remote)
    remote.seatState.connect(lambda *_: rename_badges(window))
    remote.joined.connect(lambda seat: seated(window, remote, seat))
    remote.left.connect(lambda code: table_gone(window, remote, code))
    remote.started.connect(lambda *_: window.act_save.setEnabled(False))   # the host keeps the record
    remote.connect_to_table()
    window.status(fmt(tr("Joining the table at %1…"), format_address(*address)) if address[1] else
                  fmt(tr("Joining the table through the relay %1…"), relay.shown()))
    return remote


def open_invitation(window: MainWindow, link: str) -> JoinDialog | None:
    """A `lomber://join?…` link (from the command line or the desktop): the Join dialog filled from it, joined
    when the user says so; a link that is none is told and changes nothing."""
    from lomber.net.invitation import parse_link
    from lomber.net.joincode import show_code

    try:
        invitation = parse_link(link)
    except LomberError:
        window.notify(tr("This link is no Lomber invitation: ask the host to copy it again."))
        return None
    dlg = join_dialog(window)
    dlg.address.setText(invitation.addresses[0] if invitation.addresses else "")
    dlg.more, dlg.more_after = invitation.addresses[1:], dlg.address.text()
    dlg.code.setText(show_code(invitation.code))
    if invitation.relay:
        dlg.relay.field.setText(invitation.relay)
    return dlg


def seated(window: MainWindow, remote: RemoteController, seat: int) -> None:
    """Welcomed: before the start the user is told he sits and waits, on a table cleared of the match left."""
    if remote.match is not None:
        return   # back at a match under way: its sync shows it
    names = [shown_name(remote.name or "You") if i == seat else fmt(tr("Seat %1"), i + 1) for i in range(remote.seats)]
    blank_table(window, remote.game, names, seat)
    text = fmt(tr("You are seated at seat %1. Waiting for the host to start the match…"), seat + 1)
    if remote.turn_time is not None:
        text += " " + fmt(tr("Turn time: %1 s; past it a computer plays for you until you answer."),
                          f"{remote.turn_time:g}")
    window.action_bar.set_prompt(text)
    window.status(text)


def blank_table(window: MainWindow, game: str, names: list[str], viewer: int | None) -> None:
    """The table a lobby waits at: its seats, no cards — never the match left for it, as if it went on."""
    from lomber.engine.registry import game_ids, match_class

    glue = window.glue
    glue.end_pause()
    glue.close_standings()
    window.action_bar.disable_all()
    window.action_bar.set_prompt("")
    if game in game_ids() and 0 < len(names) <= match_class(game).max_players:   # a host's number, checked
        window.scene.setup(game, names, viewer)
        window.scene.set_curtain(None)


def table_gone(window: MainWindow, remote: RemoteController, code: str) -> None:
    """The table is gone for good (the host closed it, or it could not be reached again): nothing of it goes on —
    a deal held for Continue is not played at a table nobody hosts. A join code refused is asked for again, the
    address and name kept."""
    if window.controller is not remote:
        return   # the user has gone elsewhere already
    if code == WRONG_CODE and not remote.welcomed:
        dlg = join_dialog(window)
        dlg.code.setFocus()
        dlg._say(code_words(code))
    if remote.match is not None and not remote.match.finished:
        window.pause.cancel()
        window.scene.queue.clear()
        window.glue.stopped()
    text = fmt(tr("You have left the table: %1"), code_words(code))
    if remote.welcomed and code in (LOST, UNREACHABLE, WRONG_CODE):   # the table may be back later: his seat waits
        text += " " + tr("Join it again with the same address and code to return to your seat.")
    window.action_bar.set_prompt(text)
    window.status(text)


def rename_badges(window: MainWindow) -> None:
    c = window.controller
    if isinstance(c, RemoteController) and c.match is not None:
        mark_away(window, c.states)


def leave_table(window: MainWindow) -> None:
    """Back to the window's own table (a new game, an opened match): a network seat is left."""
    c = window.controller
    if c is window.local_controller:
        return
    c.leave()
    use_controller(window, window.local_controller)
    c.deleteLater()


def use_controller(window: MainWindow, controller: Any) -> None:
    if window.controller is controller:
        return
    window.glue.unwire()
    window.controller = controller
    if controller is not window.local_controller:
        controller.attach_scene(window.scene)
    window.glue.wire(controller)
