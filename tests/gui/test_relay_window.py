"""The window and the relay: a seat joined through a Mosquitto broker when the host's address does not answer,
the Join dialog's Relay row and its Test, and a table hosted from the window put on the relay by its setting."""

from __future__ import annotations

from pathlib import Path

import pytest

from lomber.controller.remote import RemoteController
from lomber.net.relay import HostBridge, probe
from lomber.net.relaylink import parse_relay_url
from lomber.ui.shell.netwindow import JoinDialog, join_table
from tests.net.harness import CODE, make_host, spin
from tests.net.mosquitto import Broker, free_port


@pytest.fixture
def broker(tmp_path: Path):
    b = Broker(tmp_path)
    b.start()
    yield b
    b.kill()


def test_a_window_joins_through_the_relay_when_the_address_does_not_answer(window, broker):
    host = make_host("fly", ["normal", "remote", "normal"])
    bridge = HostBridge(parse_relay_url(broker.url), CODE, ("127.0.0.1", host.port()))
    bridge.start()
    try:
        remote = join_table(window, ("127.0.0.1", free_port()), CODE, "Ann", relay=parse_relay_url(broker.url))
        assert isinstance(remote, RemoteController)
        assert spin(lambda: remote.match is not None, 30), window.notices
        assert remote.seat == 1 and remote.path == "relay" and len(bridge.sessions) == 1
        assert f"Connected through the relay {broker.url}." in window.notices   # said in the log
        assert spin(lambda: remote.awaiting is not None, 30)   # the host's prompts arrive through the broker
    finally:
        window.leave_table() if hasattr(window, "leave_table") else None
        bridge.stop()
        host.close()
        host.ctrl.shutdown()


def test_the_join_dialog_s_relay_row_checks_and_tests_the_broker(qtbot, broker):
    dlg = JoinDialog(None, "Ann", listen=False, relay="http://nope")
    qtbot.addWidget(dlg)
    dlg.address.setText("127.0.0.1:7000")
    dlg.code.setText(CODE)
    dlg._check()
    assert dlg.target is None and "MQTT broker" in dlg.error.text()
    dlg.relay.field.setText(broker.url)
    dlg.relay.test()
    qtbot.waitUntil(lambda: dlg.relay.result.text() == "The relay answers.", timeout=10_000)
    dlg.relay.field.setText(f"mqtt://127.0.0.1:{free_port()}")
    dlg.relay.test()
    qtbot.waitUntil(lambda: dlg.relay.result.text().startswith("The relay does not answer"), timeout=15_000)
    dlg.relay.field.setText(broker.url)
    dlg._check()
    assert dlg.target is not None and dlg.target[3] == parse_relay_url(broker.url)


def test_a_table_hosted_from_the_window_is_on_its_relay(window, broker):
    from lomber.engine.match import Seat
    from lomber.ui.dialogs.netlobby import open_table

    window.settings.relay = broker.url
    seats = [Seat("You", "human"), Seat("Player 2", "human"), Seat("C", "ai", "easy")]
    host = open_table(window, "fly", seats, frozenset({1}), {}, bind="127.0.0.1")
    assert host is not None
    url = parse_relay_url(broker.url)
    assert probe(url, 10, code=host.code) == (True, "the table's host is on the relay")
    host.close()
    assert probe(url, 2, code=host.code)[0] is False   # closing the table takes it off the relay
