"""The Relay setting: an MQTT broker's URL through which friends who cannot reach the table directly join it, with
a Test button — in the Join dialog and in a hosted table's panel (docs/network.md, "Over the internet")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from lomber.engine.errors import LomberError
from lomber.ui.plaintext import plain_label, set_tip
from lomber.ui.texts import fmt, tr

if TYPE_CHECKING:
    from lomber.net.relaylink import RelayURL

EXAMPLE = "mqtts://broker.example.org:8883"


class RelayRow(QWidget):
    """The broker's URL (empty: no relay), a Test button and what the test found, in plain text."""

    edited = Signal()   # the user finished editing the URL

    def __init__(self, parent: QWidget | None, url: str = "") -> None:
        from lomber.net.relayqt import RelayTest

        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.label = plain_label(self, tr("Relay:"))
        self.field = QLineEdit(url, self)
        self.field.setPlaceholderText(EXAMPLE)
        self.field.editingFinished.connect(self.edited.emit)
        set_tip(self.field, tr("An MQTT broker (yours, your group's or a hosted one) that carries the table's "
                               "encrypted stream when a friend cannot reach it directly. Empty: no relay."))
        self.test_button = QPushButton(tr("Test"), self)
        self.test_button.clicked.connect(self.test)
        for widget in (self.label, self.field, self.test_button):
            row.addWidget(widget, 1 if widget is self.field else 0)
        lay.addLayout(row)
        self.result = plain_label(self, "")
        self.result.setWordWrap(True)
        self.result.hide()
        lay.addWidget(self.result)
        self.tester = RelayTest(self)
        self.tester.done.connect(self._tested)

    def text(self) -> str:
        return self.field.text().strip()

    def url(self) -> RelayURL | None:
        """The relay to use, None for none; LomberError for a URL that is none."""
        from lomber.net.relaylink import parse_relay_url

        return parse_relay_url(self.text()) if self.text() else None

    def bad_words(self) -> str:
        return fmt(tr("The relay is an MQTT broker's address, e.g. %1 (mqtt:// for one on your own network)."),
                   EXAMPLE)

    def test(self) -> None:
        try:
            url = self.url()
        except LomberError:
            return self.say(self.bad_words())
        if url is None:
            return self.say(tr("Type a relay's address to test it."))
        self.test_button.setEnabled(False)
        self.say(tr("Testing the relay…"))
        self.tester.run(url)
        return None

    def say(self, text: str) -> None:
        self.result.setText(text)
        self.result.show()

    def _tested(self, ok: bool, _what: str) -> None:
        self.test_button.setEnabled(True)
        self.say(tr("The relay answers.") if ok else
                 tr("The relay does not answer: check its address, port and whether it needs TLS (mqtts://)."))


def attach_host_relay(panel: Any, window: Any, host: Any, target: tuple[str, int]) -> RelayRow:
    """The hosted table's Relay row: the table is on that relay as long as the URL is valid (and the setting kept)."""
    from lomber.net.relayqt import open_host_relay

    row = RelayRow(panel, window.settings.relay)
    state: dict[str, Any] = {"bridge": None, "url": None}

    def apply() -> None:
        try:
            url = row.url()
        except LomberError:
            row.say(row.bad_words())
            return
        if url == state["url"]:
            return
        window.settings.relay = row.text()
        if state["bridge"] is not None:
            host.closing.disconnect(state["bridge"].stop)
            state["bridge"].stop()
        state["url"], state["bridge"] = url, url and open_host_relay(url, host.code, target, host.closing)
        if url is not None:
            row.say(tr("Friends who cannot reach your address join through the relay, with the same code."))

    row.edited.connect(apply)
    apply()
    return row
