"""A table's invitation: the `lomber://join?…` link read back exactly, anything else refused with nothing guessed,
and `lomber join` taking its address, code and relay from it."""

from __future__ import annotations

import pytest

from lomber.cli import main
from lomber.net.invitation import Invitation, InvitationError, parse_link


def test_an_invitation_s_link_reads_back_as_written() -> None:
    inv = Invitation("ABCDEFGH", ["203.0.113.5:7000", "[2001:db8::1]:7000"], "mqtts://me:s%40cret@b.example.org?rate=50")
    link = inv.link()
    assert link.startswith("lomber://join?addr=203.0.113.5:7000&addr=[2001:db8::1]:7000&code=ABCD-EFGH&relay=")
    assert parse_link(link) == inv
    assert parse_link("  LOMBER://join?code=abcd-efgh&relay=mqtt%3A%2F%2F%5B%3A%3A1%5D%3A1883 ") == \
        Invitation("ABCDEFGH", [], "mqtt://[::1]:1883")   # a relay alone: the host's router lets nobody in
    words = inv.words()
    assert "203.0.113.5:7000 or [2001:db8::1]:7000" in words and "join code: ABCD-EFGH" in words and link in words


@pytest.mark.parametrize("bad", [
    "http://join?addr=1.2.3.4:7000&code=ABCD-EFGH",          # another scheme
    "lomber://open?addr=1.2.3.4:7000&code=ABCD-EFGH",        # another action
    "lomber://join?addr=1.2.3.4:7000",                       # no code
    "lomber://join?code=ABCD-EFGH",                          # nowhere to go
    "lomber://join?addr=2001:db8::1:7000&code=ABCD-EFGH",    # an IPv6 address without brackets
    "lomber://join?addr=1.2.3.4:7000&code=ABCD-EFG",         # a code too short
    "lomber://join?addr=1.2.3.4:7000&code=ABCD-EFGH&code=ABCD-EFGJ",
    "lomber://join?addr=1.2.3.4:7000&code=ABCD-EFGH&relay=http%3A%2F%2Fx",
    "lomber://join?addr=1.2.3.4:7000&code=ABCD-EFGH&run=rm",  # an unknown field
    "lomber://join?code=ABCD-EFGH&addr=" + "1.2.3.4:7000&addr=" * 300 + "1.2.3.4:7000",
])
def test_anything_but_an_invitation_is_refused(bad: str) -> None:
    with pytest.raises(InvitationError):
        parse_link(bad)


def test_lomber_join_refuses_a_bad_link_or_no_code_with_a_clear_line(capsys) -> None:
    assert main(["join", "lomber://join?addr=1.2.3.4:7000", "--play", "easy"]) == 2
    assert "is no Lomber invitation" in capsys.readouterr().err
    assert main(["join", "127.0.0.1:9", "--play", "easy"]) == 2
    assert "join code is needed" in capsys.readouterr().err


def test_without_miniupnpc_serve_says_why_there_is_no_mapping(monkeypatch) -> None:
    import io
    import sys

    from lomber.net import natpmp
    from lomber.net.portmap import PortMapError, map_for_serve, open_mapping

    monkeypatch.setitem(sys.modules, "miniupnpc", None)   # as if not installed
    monkeypatch.setattr(natpmp, "LIBRARY", "no-such-natpmp-library")   # libnatpmp too: no packet leaves
    with pytest.raises(PortMapError, match="miniupnpc library is not installed.*libnatpmp library is not installed"):
        open_mapping(7000)
    err = io.StringIO()
    assert map_for_serve(7000, err) is None
    assert "not installed" in err.getvalue() and "need the relay" in err.getvalue()


def test_lomber_join_tries_each_of_an_invitation_s_addresses_in_turn(tmp_path) -> None:
    """An invitation's first address refuses (nobody listens there): `lomber join` tries the next, which is the
    table's, and plays its seat to the end."""
    import socket

    from tests.net.test_serve_join import TIMEOUT, lomber_process, serve

    with socket.socket() as probe:   # a loopback port nobody listens on once this closes: it refuses
        probe.bind(("127.0.0.1", 0))
        dead = probe.getsockname()[1]
    host, address, code = serve(tmp_path, "fly", "remote,easy,easy", {})
    try:
        link = Invitation(code.replace("-", ""), [f"127.0.0.1:{dead}", address]).link()
        join = lomber_process("join", link, "--play", "easy", "--seed", "3",
                              "--token-file", str(tmp_path / "seats.json"))
        _out, err = join.communicate(timeout=TIMEOUT)
        assert join.returncode == 0, err
        assert f"no connection at 127.0.0.1:{dead}" in err and f"trying {address}" in err
        assert f"connected directly to {address}" in err
        assert host.wait(timeout=TIMEOUT) == 0
    finally:
        for proc in (host,):
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
