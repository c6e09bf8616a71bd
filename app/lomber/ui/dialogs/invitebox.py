"""A hosted table's invitation in the window: the router's port mapping asked for on request ("for friends on the
internet") and one text to copy — the addresses, the relay, the join code and the `lomber://` link
(docs/network.md, "Over the internet")."""

from __future__ import annotations

import atexit
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QCheckBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from lomber.ui.plaintext import plain_label, set_tip
from lomber.ui.texts import fmt, tr


class MappingJob(QObject):
    """open_mapping in a thread (the router may take seconds): `done(mapping or None, why)` on the GUI thread."""

    done = Signal(object, str)

    def run(self, port: int) -> None:
        from lomber.net.portmap import PortMapError, open_mapping

        def work() -> None:
            try:
                self.done.emit(open_mapping(port), "")
            except PortMapError as exc:
                self.done.emit(None, str(exc))

        threading.Thread(target=work, name="upnp-map", daemon=True).start()


def invitation_text(addresses: list[str], code: str, relay: str) -> str:
    """The invitation in the user's language, the link last (a friend's Lomber opens it)."""
    from lomber.net.invitation import Invitation
    from lomber.net.joincode import show_code

    lines = [tr("Join my Lomber table: in Lomber choose Game ▸ Join a table…")]
    if addresses:
        lines.append(fmt(tr("Address: %1"), tr(" or ").join(addresses)))
    if relay:
        lines.append(fmt(tr("Relay: %1"), relay))
    lines.append(fmt(tr("Join code: %1"), show_code(code)))
    lines.append(fmt(tr("Or open this link: %1"), Invitation(code, addresses, relay or None).link()))
    return "\n".join(lines)


class InviteBox(QWidget):
    """The router checkbox, Copy invitation, and what the router said (plain text)."""

    def __init__(self, panel: Any, host: Any, relay_text: Any) -> None:
        super().__init__(panel)
        self.panel, self.host, self.relay_text = panel, host, relay_text
        self.mapping: Any = None
        self.leaving: threading.Thread | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.upnp = QCheckBox(tr("Open a port on my router"), self)
        set_tip(self.upnp, tr("Asks the home router (UPnP) to let friends on the internet reach this table, for as "
                              "long as it is open."))
        self.upnp.toggled.connect(self.toggle)
        self.copy = QPushButton(tr("Copy invitation"), self)
        self.copy.clicked.connect(self.copy_invitation)
        row.addWidget(self.upnp, 1)
        row.addWidget(self.copy)
        lay.addLayout(row)
        self.said = plain_label(self, "")
        self.said.setWordWrap(True)
        self.said.hide()
        lay.addWidget(self.said)
        self.job = MappingJob(self)
        self.job.done.connect(self._mapped)
        host.closing.connect(self.unmap)
        atexit.register(self.unmap_now)   # the app ending without closing the table

    def text(self) -> str:
        return invitation_text(self.panel.addresses, self.host.code, self.relay_text())

    def copy_invitation(self) -> None:
        QApplication.clipboard().setText(self.text())
        self.say(tr("The invitation is copied: paste it to your friends."))

    def toggle(self, on: bool) -> None:
        if on:
            self.upnp.setEnabled(False)
            self.say(tr("Asking the router…"))
            self.job.run(self.host.port())
        else:
            self.unmap()

    def _mapped(self, mapping: Any, why: str) -> None:
        self.upnp.setEnabled(True)
        if mapping is None:
            self.upnp.blockSignals(True)
            self.upnp.setChecked(False)
            self.upnp.blockSignals(False)
            self.say(fmt(tr("The router opened no port (%1): friends on the internet need a relay."), why))
            return
        self.mapping = mapping
        self.panel.addresses.insert(0, mapping.public_address)
        self.panel.refresh()
        self.say(fmt(tr("The router lets friends in at %1 while the table is open."), mapping.public_address)
                 if mapping.public() else
                 fmt(tr("The router's own address %1 is not public (a provider's NAT): friends may need a relay."),
                     mapping.public_ip))

    def unmap(self) -> None:
        mapping, self.mapping = self.mapping, None
        if mapping is None:
            return
        if mapping.public_address in self.panel.addresses:
            self.panel.addresses.remove(mapping.public_address)
        self.leaving = threading.Thread(target=mapping.remove, daemon=True)
        self.leaving.start()

    def unmap_now(self) -> None:
        if self.mapping is not None:
            self.mapping.remove()
        if self.leaving is not None:   # a removal under way when the app ends: a router's answer is a moment
            self.leaving.join(3.0)

    def say(self, text: str) -> None:
        self.said.setText(text)
        self.said.show()
