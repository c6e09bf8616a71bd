"""Addresses as read and shown: `host:port`, IPv6 in brackets; a table reached over IPv6 (`::1`)."""

from __future__ import annotations

import pytest

from lomber.net.address import AddressError, format_address, parse_address
from lomber.net.discovery import Announcement, Table
from tests.net.harness import CODE, spin


@pytest.mark.parametrize("text, parsed", [
    ("[::1]:7000", ("::1", 7000)),
    ("[2001:db8::20]:65535", ("2001:db8::20", 65535)),
    ("[fe80::1%eth0]:7000", ("fe80::1%eth0", 7000)),
    ("192.168.1.20:7000", ("192.168.1.20", 7000)),
    ("  table.local:1 ", ("table.local", 1)),
])
def test_addresses_read_and_shown_alike(text: str, parsed: tuple[str, int]) -> None:
    assert parse_address(text) == parsed
    assert parse_address(format_address(*parsed)) == parsed
    assert format_address("::1", 7000) == "[::1]:7000" and format_address("10.0.0.2", 7) == "10.0.0.2:7"


@pytest.mark.parametrize("text", ["::1:7000", "::1", "[::1]", "[::1:7000", "[nothost]:7000", "[::1]:0",
                                  "host:70000", "host", ":7000", "a b:7000", "[1.2.3.4]:7000", "host:+7"])
def test_what_is_no_address_is_refused_with_the_form_to_type(text: str) -> None:
    with pytest.raises(AddressError) as err:
        parse_address(text)
    assert "HOST:PORT" in str(err.value)
    if text.count(":") > 1:
        assert "[::1]:7000" in str(err.value)   # the IPv6 form shown to whoever typed one without brackets


def test_a_table_heard_on_ipv6_is_offered_in_brackets() -> None:
    found = Table("fd00::2", Announcement("fly", 1, 3, "Ann", 7000), 0.0)
    assert found.where == "[fd00::2]:7000" and parse_address(found.where) == ("fd00::2", 7000)


@pytest.mark.usefixtures("qapp")
def test_a_host_listening_everywhere_is_reached_over_ipv6_and_ipv4() -> None:
    from lomber.controller.match_controller import MatchController
    from lomber.engine.match import Seat
    from lomber.net import protocol as p
    from lomber.net.client import Client
    from lomber.net.headless import _addresses, bind_address
    from lomber.net.host import Host, TableSpec

    seats = [Seat("P0", "human"), Seat("P1", "human"), Seat("C", "ai", "easy")]
    host = Host(MatchController(ai_process=False), TableSpec("fly", seats, frozenset({0, 1}), {}, 3), CODE)
    assert host.listen(bind_address("any"), 0)
    try:
        welcomed = []
        clients = [Client(CODE, f"N{i}") for i in range(2)]
        for client, where in zip(clients, ("[::1]", "127.0.0.1")):
            client.received.connect(lambda m, _v: isinstance(m, p.Welcome) and welcomed.append(m.seat))
            client.connect_to(*parse_address(f"{where}:{host.port()}"))
        assert spin(lambda: len(welcomed) == 2), [c.sock.errorString() for c in clients]
        assert sorted(welcomed) == [0, 1]
    finally:
        host.close()
    assert _addresses("::1", 7000) == ["[::1]:7000"]
    assert all(parse_address(a)[1] == 7000 for a in _addresses("any", 7000))
