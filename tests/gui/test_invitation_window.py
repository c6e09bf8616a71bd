"""The invitation in the window: a `lomber://` link opening the Join dialog filled (from the command line or a
second start), a bad one told; a Join with a relay and no address going to the relay at once; the hosted table's
Copy invitation."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from lomber.net.invitation import parse_link
from lomber.net.relay import HostBridge
from lomber.net.relaylink import parse_relay_url
from lomber.ui.shell.app import first_steps, follow_up, forwarded_argv
from lomber.ui.shell.netwindow import JoinDialog, join_table, open_invitation
from tests.net.harness import CODE, make_host, spin
from tests.net.mosquitto import Broker

LINK = "lomber://join?addr=[2001:db8::5]:7000&code=abcd-efgh&relay=mqtt%3A%2F%2F127.0.0.1%3A1883"


def test_a_link_opens_the_join_dialog_filled(window) -> None:
    assert forwarded_argv(None, LINK) == [LINK]   # a second start hands the link on as it is, not as a file
    first_steps(window, None, LINK)
    dlg = window.findChild(JoinDialog)
    assert dlg is not None and dlg.isVisible()
    assert (dlg.address.text(), dlg.code.text(), dlg.relay.text()) == ("[2001:db8::5]:7000", "ABCD-EFGH",
                                                                       "mqtt://127.0.0.1:1883")
    dlg.reject()
    follow_up(window, ["lomber://join?code=ABCD-EFGH"])   # no address, no relay: refused, no dialog
    assert window.notices[-1] == "This link is no Lomber invitation: ask the host to copy it again."
    assert open_invitation(window, "lomber://join?addr=1.2.3.4:70000&code=ABCD-EFGH") is None


def test_the_join_dialog_takes_a_relay_without_an_address(qtbot) -> None:
    dlg = JoinDialog(None, "Ann", listen=False)
    qtbot.addWidget(dlg)
    dlg.code.setText(CODE)
    dlg._check()
    assert dlg.target is None and "address" in dlg.error.text()   # neither address nor relay
    dlg.relay.field.setText("mqtt://127.0.0.1:1883")
    dlg._check()
    assert dlg.target is not None and dlg.target[0] == ("", 0) and dlg.target[3] is not None


def test_a_window_joins_through_the_relay_alone(window, tmp_path: Path) -> None:
    broker = Broker(tmp_path)
    broker.start()
    host = make_host("fly", ["normal", "remote", "normal"])
    bridge = HostBridge(parse_relay_url(broker.url), CODE, ("127.0.0.1", host.port()))
    bridge.start()
    try:
        remote = join_table(window, ("", 0), CODE, "Ann", relay=parse_relay_url(broker.url))
        assert spin(lambda: remote.match is not None, 30), window.notices
        assert remote.path == "relay" and f"Connected through the relay {broker.url}." in window.notices
    finally:
        bridge.stop()
        host.close()
        host.ctrl.shutdown()
        broker.kill()


def test_the_hosted_table_copies_one_invitation(window) -> None:
    from lomber.engine.match import Seat
    from lomber.ui.dialogs.netlobby import open_table

    window.settings.relay = "mqtt://127.0.0.1:1883"
    seats = [Seat("You", "human"), Seat("Player 2", "human"), Seat("C", "ai", "easy")]
    host = open_table(window, "fly", seats, frozenset({1}), {}, bind="127.0.0.1")
    assert host is not None
    try:
        box = window.docks["table"].widget().invite
        box.copy.click()
        text = QApplication.clipboard().text()
        link = text.splitlines()[-1].rpartition(" ")[2]
        inv = parse_link(link)
        assert inv.addresses == [f"127.0.0.1:{host.port()}"] and inv.code == host.code
        assert inv.relay == "mqtt://127.0.0.1:1883" and f"127.0.0.1:{host.port()}" in text.splitlines()[1]
    finally:
        host.close()


@pytest.mark.parametrize("argv", [["lomber://join?addr=1.2.3.4:7000&code=ABCD-EFGH"]])
def test_the_command_line_leaves_a_link_to_the_window(monkeypatch, argv) -> None:
    from lomber.cli import main
    from lomber.ui.shell import app

    seen: dict = {}
    monkeypatch.setattr(app, "run_app", lambda **kw: seen.update(kw) or 0)
    assert main(argv) == 0 and seen["open_path"] == argv[0]


def test_the_command_line_reads_a_file_url_as_its_file(monkeypatch, tmp_path: Path) -> None:
    from lomber.cli import main
    from lomber.ui.shell import app

    record = tmp_path / "a match.lomber"
    record.write_text("{}")
    seen: dict = {}
    monkeypatch.setattr(app, "run_app", lambda **kw: seen.update(kw) or 0)
    assert main([record.as_uri()]) == 0 and seen["open_path"] == str(record)


class FakeMapping:
    public_ip, public_address, lease = "198.51.100.7", "198.51.100.7:41000", 3600

    def __init__(self) -> None:
        self.removed = 0

    def public(self) -> bool:
        return True

    def remove(self) -> None:
        self.removed += 1


def test_the_router_checkbox_puts_the_public_address_first_and_closing_removes_it(window, monkeypatch) -> None:
    from lomber.engine.match import Seat
    from lomber.net import portmap
    from lomber.ui.dialogs.netlobby import open_table

    mapping = FakeMapping()
    asked: list[int] = []
    monkeypatch.setattr(portmap, "open_mapping", lambda port: asked.append(port) or mapping)
    seats = [Seat("You", "human"), Seat("Player 2", "human"), Seat("C", "ai", "easy")]
    host = open_table(window, "fly", seats, frozenset({1}), {}, bind="127.0.0.1")
    panel = window.docks["table"].widget()
    panel.invite.upnp.setChecked(True)
    assert spin(lambda: panel.addresses[0] == "198.51.100.7:41000", 10) and asked == [host.port()]
    assert "198.51.100.7:41000" in panel.where.text()
    assert parse_link(panel.invite.text().splitlines()[-1].rpartition(" ")[2]).addresses[0] == "198.51.100.7:41000"
    port = host.port()
    host.close()
    assert spin(lambda: mapping.removed == 1, 5) and panel.addresses == [f"127.0.0.1:{port}"]


def test_the_join_dialog_tries_each_of_an_invitation_s_addresses(window) -> None:
    """An invitation's first address refuses: the window, joining from the dialog the link filled, tries the next
    (the table's) and sits down there; it says which address it reached."""
    import socket

    with socket.socket() as probe:   # a loopback port nobody listens on once this closes: it refuses
        probe.bind(("127.0.0.1", 0))
        dead = probe.getsockname()[1]
    host = make_host("fly", ["normal", "remote", "normal"])
    try:
        dlg = open_invitation(window, f"lomber://join?addr=127.0.0.1:{dead}&addr=127.0.0.1:{host.port()}&code={CODE}")
        assert dlg is not None and dlg.address.text() == f"127.0.0.1:{dead}"
        dlg.name.setText("Ann")
        dlg._check()
        remote = window.controller
        assert spin(lambda: remote.match is not None, 20), window.notices
        assert remote.path == "direct" and f"Connected directly to 127.0.0.1:{host.port()}." in window.notices
    finally:
        host.close()
        host.ctrl.shutdown()
