"""The host over loopback TLS, in one process: who gets in, what is refused, who is dropped — and the match is
never disturbed by any of it."""

from __future__ import annotations

import json

import pytest
from PySide6.QtNetwork import QSsl, QTcpSocket

from lomber.engine.events import mask
from lomber.engine.records import replay
from lomber.net import protocol as p
from lomber.net.client import LOST, WRONG_CODE
from lomber.net.host import Limits
from lomber.net.listener import HandshakeLimits
from lomber.net.tls import CIPHERS, check_tls
from tests.net.harness import Peer, make_host, spin

pytestmark = pytest.mark.usefixtures("qapp")


def table(hosts, kinds=("remote", "remote"), game="ferme", **kw):
    host = make_host(game, list(kinds), {"first_dealer": 0} if game == "ferme" else {}, **kw)
    hosts.append(host)
    return host


def joined(peer: Peer) -> bool:
    return peer.seat is not None or peer.failure is not None


def test_qt_has_tls_with_pre_shared_keys():
    check_tls()   # raises TLSUnavailable otherwise: every other test here needs it


def test_two_players_join_and_the_match_starts(hosts):
    host = table(hosts)
    a, b = Peer(host, name="Иван\tПетров"), Peer(host, name="<b>Bob</b>")
    assert spin(lambda: a.of(p.Start) and b.of(p.Start))
    assert {a.seat, b.seat} == {0, 1}
    assert a.of(p.Welcome)[0].token != b.of(p.Welcome)[0].token
    names = a.of(p.Start)[0].names
    assert sorted(names) == ["<b>Bob</b>", "Иван Петров"]   # kept as text (the client shows it as plain text)
    assert spin(lambda: a.of(p.Events) and b.of(p.Events))


def test_a_wrong_code_gets_nothing(hosts):
    host = table(hosts)
    stranger = Peer(host, code="ABCDEFGJ")
    assert spin(lambda: stranger.failure is not None)
    assert stranger.failure[0] == WRONG_CODE
    assert stranger.messages == [] and stranger.seat is None
    assert all(s.token is None for s in host.seats.values())   # no seat was given away


@pytest.mark.parametrize("hello", [
    {"type": "hello", "version": p.PROTOCOL_VERSION - 1, "name": "Old"},
    {"type": "hello", "version": p.PROTOCOL_VERSION + 1, "name": "New", "avatar": "cat", "caps": ["x"]},
])
def test_another_version_is_told_which_version_the_table_speaks(hosts, hello):
    host = table(hosts)
    peer = Peer(host)
    peer.client.sock.encrypted.disconnect()   # this client says its own hello
    body = json.dumps(hello).encode()
    peer.client.sock.encrypted.connect(lambda: peer.raw(p.HEADER.pack(len(body)) + body))
    assert spin(lambda: peer.failure is not None)
    err = peer.of(p.Error)[0]
    assert err.code == p.Err.VERSION.value and err.version == p.PROTOCOL_VERSION
    assert host.seats[0].token is None


def test_tokens_reclaim_seats_and_a_copied_token_is_refused(hosts):
    host = table(hosts, limits=Limits(away_s=None))
    a, b = Peer(host, auto=True), Peer(host, auto=True)
    assert spin(lambda: a.of(p.Start) and b.of(p.Start))
    token = a.client.token
    thief = Peer(host, token=token)
    assert spin(lambda: thief.failure is not None)
    assert thief.of(p.Error)[0].code == p.Err.SEAT_TAKEN.value
    assert host.seats[a.seat].conn is not None and a.failure is None   # the seat's player is undisturbed
    forger = Peer(host, token="x" * 32)
    assert spin(lambda: forger.failure is not None)
    assert forger.of(p.Error)[0].code == p.Err.BAD_TOKEN.value
    late = Peer(host)
    assert spin(lambda: late.failure is not None)
    assert late.of(p.Error)[0].code == p.Err.TABLE_FULL.value


def refusal(peer: Peer, act: p.Act) -> p.Refused:
    count = len(peer.of(p.Refused))
    peer.send(act)
    assert spin(lambda: len(peer.of(p.Refused)) > count)
    return peer.of(p.Refused)[-1]


def test_refused_actions_change_nothing(hosts):
    host = table(hosts)
    a, b = Peer(host), Peer(host)
    assert spin(lambda: (a.last_prompt() or b.last_prompt()) is not None)
    mover, other = (a, b) if a.last_prompt() else (b, a)
    prompt = mover.last_prompt()
    match = host.ctrl.match
    before = match.record()
    assert refusal(other, p.Act(mover.seat, prompt.turn, prompt.legal[0])).code == p.Err.NOT_YOUR_SEAT.value
    assert refusal(other, p.Act(other.seat, prompt.turn, "stand")).code == p.Err.NOT_YOUR_TURN.value
    assert refusal(mover, p.Act(mover.seat, prompt.turn + 1, prompt.legal[0])).code == p.Err.NOT_YOUR_TURN.value
    got = refusal(mover, p.Act(mover.seat, prompt.turn, "bet abc"))
    assert got.code == p.Err.ILLEGAL.value and got.rule
    got = refusal(mover, p.Act(mover.seat, prompt.turn, "QH"))
    assert got.code == p.Err.ILLEGAL.value
    assert match.record() == before and a.failure is None and b.failure is None
    mover.send(p.Act(mover.seat, prompt.turn, prompt.legal[0]))
    assert spin(lambda: len(match.history) > len(before["actions"]))
    assert match.history[len(before["actions"])] == (mover.seat, prompt.legal[0])


def test_a_flood_is_dropped_and_the_match_goes_on(hosts):
    host = table(hosts, limits=Limits(rate=5, burst=10))
    a, b = Peer(host, auto=True), Peer(host, auto=True)
    assert spin(lambda: a.of(p.Start) and b.of(p.Start))
    for i in range(200):
        a.send(p.Ping(i))
    assert spin(lambda: a.failure is not None)
    assert a.of(p.Error)[0].code == p.Err.FLOOD.value
    assert len(a.of(p.Pong)) <= 10
    assert spin(lambda: host.seats[a.seat].conn is None)
    assert host.seats[b.seat].conn is not None and b.failure is None
    assert host.seats[a.seat].state is p.SeatState.AWAY
    again = Peer(host, token=a.client.token)   # dropped, not banned: his seat is his when he behaves
    assert spin(lambda: again.of(p.Sync))
    assert again.seat == a.seat and again.failure is None


def test_a_10_mb_frame_is_dropped_unread(hosts):
    host = table(hosts)
    a = Peer(host)
    assert spin(lambda: joined(a))
    a.raw(p.HEADER.pack(10 * 1024 * 1024) + b"x" * (1024 * 1024))
    assert spin(lambda: a.failure is not None)
    assert a.of(p.Error)[0].code == p.Err.TOO_LARGE.value
    assert spin(lambda: not host.conns)


@pytest.mark.parametrize("data, code", [
    (p.HEADER.pack(5) + b"{oops", p.Err.BAD_FRAME),
    (p.encode(p.Ping(1)).replace(b"ping", b"seat"), p.Err.MALFORMED),   # a message only a host sends
])
def test_bad_frames_drop_the_client(hosts, data, code):
    host = table(hosts)
    a = Peer(host)
    assert spin(lambda: joined(a))
    a.raw(data)
    assert spin(lambda: a.failure is not None)
    assert a.of(p.Error)[0].code == code.value


def test_anything_before_the_hello_is_refused(hosts):
    host = table(hosts)
    peer = Peer(host)
    peer.client.sock.encrypted.disconnect()
    peer.client.sock.encrypted.connect(lambda: peer.send(p.Act(0, 0, "draw")))
    assert spin(lambda: peer.failure is not None)
    assert peer.of(p.Error)[0].code == p.Err.NOT_JOINED.value


def test_a_slow_handshake_is_dropped(hosts):
    host = table(hosts, limits=Limits(handshake=HandshakeLimits(deadline_s=0.5)))
    silent = QTcpSocket()            # connects, never starts TLS
    silent.connectToHost("127.0.0.1", host.port())
    assert spin(lambda: silent.state() == QTcpSocket.SocketState.ConnectedState)
    assert spin(lambda: silent.state() == QTcpSocket.SocketState.UnconnectedState, 5)
    host = table(hosts, limits=Limits(auth_s=3))   # time for the handshake itself on a loaded machine
    quiet = Peer(host)               # finishes TLS, never says hello
    quiet.client.sock.encrypted.disconnect()
    assert spin(lambda: quiet.failure is not None, 10)
    assert quiet.of(p.Error)[0].code == p.Err.TOO_SLOW.value
    assert not host.conns


def test_the_connection_count_is_limited_and_a_player_is_told_so(hosts):
    """Beyond the limit of connections holding the code, a player with the right code is told `table-full`, never
    that his code is wrong."""
    host = table(hosts, ("remote", "remote", "remote"), limits=Limits(max_connections=2), start=False)
    a, b = Peer(host), Peer(host)
    assert spin(lambda: joined(a) and joined(b))
    third = Peer(host)
    assert spin(lambda: third.failure is not None)
    assert third.failure[0] == p.Err.TABLE_FULL.value
    assert a.failure is None and b.failure is None


def test_drop_and_return_mid_trick(hosts):
    """A Fortuna player drops with cards on the table; a computer plays for him; he comes back to his seat, is
    shown exactly the table as his seat sees it, and plays on. Nothing is lost or doubled."""
    host = table(hosts, ("remote", "easy", "easy", "easy"), game="fortuna",
                 limits=Limits(away_s=0.2))
    peer = Peer(host, seed=3)
    answered: set[int] = set()

    def mid_trick() -> bool:
        """His turn with cards on the table (else he answers the prompt he has)."""
        prompt = peer.last_prompt()
        if prompt is None or host.ctrl.awaiting != 0:
            return False
        if host.ctrl.match.view(0)["center"]:
            return True
        if prompt.turn not in answered:
            answered.add(prompt.turn)
            peer.answer(prompt)
        return False

    assert spin(mid_trick, 60)
    token = peer.client.token
    peer.drop()
    assert spin(lambda: host.seats[0].state is p.SeatState.COMPUTER, 10)
    played = len(host.ctrl.match.history)
    assert spin(lambda: len(host.ctrl.match.history) > played + 2, 30)   # the stand-in plays his seat
    back = Peer(host, token=token, seed=4)
    assert spin(lambda: back.of(p.Sync), 10)
    assert back.seat == 0 and host.seats[0].state is p.SeatState.HERE
    match = host.ctrl.match
    sync = back.of(p.Sync)[0]
    events: list = []
    replay(match.record(), events=events)
    assert [p.event_from_json(e) for e in sync.events] == mask(events[:len(sync.events)], 0)
    assert spin(lambda: back.last_prompt() is not None, 30)   # his turn again: he decides, not the stand-in
    latest = [m for m in back.messages if isinstance(m, (p.Events, p.Sync))][-1]
    assert latest.view == json.loads(json.dumps(match.view(0)))
    back.auto = True
    back.answer(back.last_prompt())
    deals = match.deals
    assert spin(lambda: match.deals > deals or match.finished, 90)
    assert any(s == 0 for s, _ in match.history[played:])
    summary = replay(match.record()).summary()
    assert sum(summary["stacks"]) + sum(summary["table"].values()) == 4 * match.options["starting_chips"]


def test_the_link_is_tls_with_a_pre_shared_key_and_forward_secrecy(hosts):
    host = table(hosts)
    a = Peer(host)
    assert spin(lambda: joined(a))
    cipher = a.client.sock.sessionCipher()
    assert cipher.name() in CIPHERS and "DHE-PSK" in cipher.name()
    assert a.client.sock.sessionProtocol() == QSsl.SslProtocol.TlsV1_2


def test_a_table_waits_for_an_away_player_when_told_to(hosts):
    host = table(hosts, limits=Limits(away_s=None))
    a, b = Peer(host), Peer(host)
    assert spin(lambda: a.last_prompt() or b.last_prompt())
    mover = a if a.last_prompt() else b
    seat, token, turn = mover.seat, mover.client.token, mover.last_prompt().turn
    mover.drop()
    assert spin(lambda: host.seats[seat].state is p.SeatState.AWAY)
    assert not spin(lambda: len(host.ctrl.match.history) > turn, 1.0)   # nobody plays for him
    back = Peer(host, token=token)
    assert spin(lambda: back.last_prompt() is not None)
    assert back.seat == seat and back.last_prompt().turn == turn
    other = b if mover is a else a
    assert any(m.seat == seat and m.state == "away" for m in other.of(p.SeatChange))
    assert any(m.seat == seat and m.state == "here" for m in other.of(p.SeatChange)[1:])


def test_a_client_that_stops_reading_is_cut_off(hosts):
    """Every byte queued counts, the encrypted ones too: a player who stops reading is cut off once the host holds
    the limit for him (here 256 KiB), and his seat is away as after a lost connection; the match goes on."""
    from lomber.bench.network import crowd_table

    game, table = crowd_table()   # the 30-seat table: its computers at full speed send him plenty
    host = make_host(game, ["remote"] + ["easy"] * (table.seats - 1), dict(table.options), limits=Limits(
        backlog=256 * 1024, away_s=None, silent_s=60))   # a client that reads nothing answers no keep-alive either
    hosts.append(host)
    host.spec.turn_s = 0.2   # his seat is played by a computer, so the match runs at the computers' pace
    cut: list[str] = []
    host.dropped.connect(lambda code, detail: cut.append(detail))
    sloth = Peer(host)
    assert spin(lambda: sloth.seat is not None)
    sloth.client.sock.readyRead.disconnect()     # he reads no more: the host's bytes pile up
    sloth.client.sock.setReadBufferSize(4096)
    assert spin(lambda: bool(cut), 20), "never cut off"
    assert cut == ["the client stopped reading"]
    assert spin(lambda: host.seats[0].conn is None and not host.conns)
    assert host.seats[0].state is not p.SeatState.HERE
    played = len(host.ctrl.match.history)
    assert spin(lambda: len(host.ctrl.match.history) > played or host.ctrl.match.finished)


def test_clients_are_told_when_the_host_closes(hosts):
    host = table(hosts)
    a, b = Peer(host), Peer(host)
    assert spin(lambda: a.of(p.Start) and b.of(p.Start))
    host.close()
    assert spin(lambda: a.failure is not None and b.failure is not None)
    assert a.failure[0] == b.failure[0] == p.Err.HOST_CLOSING.value


def test_a_lost_host_is_told_plainly(hosts):
    host = table(hosts)
    a, b = Peer(host), Peer(host)
    assert spin(lambda: a.of(p.Start) and b.of(p.Start))
    for conn in list(host.conns.values()):   # as if the host's process had died: no goodbye
        conn.sock.abort()
    assert spin(lambda: a.failure is not None and b.failure is not None)
    assert a.failure[0] == LOST


def test_a_fast_player_is_no_flood(hosts):
    """Accepted actions are given back their token: bots answering at once play a whole match under a rate limit
    that a handful of pings exceeds."""
    host = table(hosts, limits=Limits(rate=0.5, burst=3))
    a, b = Peer(host, auto=True), Peer(host, auto=True)
    assert spin(lambda: host.ctrl.match is not None and host.ctrl.match.finished, 60)
    assert a.failure is None and b.failure is None
    assert len(host.ctrl.match.history) > 6


def test_start_says_whether_the_host_allows_advice(hosts):
    """The host's advice setting goes to every seat in `start`; it is the host's until the match begins."""
    host = table(hosts, ("remote", "normal"), start=False)
    assert host.spec.advice is True
    assert host.set_advice(False) and host.spec.advice is False
    peer = Peer(host, auto=True)
    assert spin(lambda: peer.seat is not None)
    host.start_match()
    assert spin(lambda: peer.of(p.Start))
    assert peer.of(p.Start)[0].advice is False
    assert not host.set_advice(True) and host.spec.advice is False    # not once the match has begun


def test_a_moved_players_default_name_follows_his_seat(hosts):
    """A player who gave no name is "Player N" after his seat; moved by the host, his name is his new seat's."""
    host = table(hosts, ("remote", "remote", "remote"), start=False)
    peer = Peer(host, name="")
    named = Peer(host, name="Vera")
    assert spin(lambda: peer.seat == 0 and named.seat == 1)
    assert host.seats[0].name == "Player 1"
    assert host.move(0, 2) and host.move(1, 0)
    assert spin(lambda: peer.seat == 2 and named.seat == 0)
    assert host.seats[2].name == "Player 3" and host.seats[0].name == "Vera"
