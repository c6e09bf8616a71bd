"""Tables announced on the local network, without a socket: the datagram's checks (malformed, oversized, control
characters, markup in names), the list's expiry and flood limit, and what a hosted table says (never its code)."""

from __future__ import annotations

import json

import pytest

from lomber.net import discovery as d
from lomber.net.announce import Announcer, lobby_announcement
from lomber.net.protocol import MAX_NAME, PROTOCOL_VERSION
from tests.net.harness import CODE, Peer, make_host, spin

GOOD = {"tag": d.TAG, "v": d.DISCOVERY_VERSION, "proto": PROTOCOL_VERSION, "game": "fly", "free": 2, "seats": 4,
        "name": "Vera", "port": 7000}


def datagram(**changes) -> bytes:
    body = {**GOOD, **changes}
    for k in [k for k, v in changes.items() if v is ...]:
        del body[k]
    return json.dumps(body, ensure_ascii=False).encode("utf-8")


def test_an_announcement_round_trips():
    ann = d.Announcement("chemin-de-fer", 3, 30, "Вера Павловна", 50123)
    data = ann.encode()
    assert d.parse(data) == ann
    assert set(json.loads(data)) == set(d._FIELDS)
    assert len(data) < 200


@pytest.mark.parametrize("data", [
    b"", b"not json", b"\xff\xfe\x00garbage", b"[]", b'"lomber-table"', b"null",
    datagram(tag="other-game"), datagram(tag=...), datagram(v=2), datagram(v="1"), datagram(v=True),
    datagram(extra="field"), datagram(code="ABCDEFGH"), datagram(name=...), datagram(port=...),
    datagram(free=True), datagram(free=-1), datagram(free=5), datagram(seats=1001, free=1), datagram(free=1.5),
    datagram(port=0), datagram(port=65536), datagram(port="7000"), datagram(proto=0),
    datagram(game="Fly"), datagram(game="<b>fly</b>"), datagram(game=""), datagram(game="f" * 40), datagram(game=3),
    datagram(name=["Vera"]), datagram(name={"first": "Vera"}), datagram(name="V" * (MAX_NAME * 4 + 1)),
    datagram(port=10 ** 40),
], ids=lambda b: b[:40].decode("utf-8", "replace"))
def test_a_malformed_datagram_is_refused(data):
    with pytest.raises(d.BadAnnouncement):
        d.parse(data)
    tables = d.TableList()
    assert tables.hear(data, "10.0.0.5", 0.0) is False
    assert tables.tables() == []


def test_an_oversized_datagram_is_refused_even_when_well_formed():
    padded = datagram()[:-1] + b" " * (d.MAX_DATAGRAM + 1 - len(datagram())) + b"}"
    assert len(padded) == d.MAX_DATAGRAM + 1 and json.loads(padded) == GOOD
    with pytest.raises(d.BadAnnouncement, match="bytes"):
        d.parse(padded)
    assert d.parse(padded[:-2] + b"}").name == "Vera"   # one byte shorter: heard


def test_a_name_loses_its_control_characters_and_length_and_keeps_markup_as_text():
    ann = d.parse(datagram(name="\x1b[31mVe\x00ra\u202e\n<b>boss</b>\u2028 " + "x" * 100))
    assert ann.name == "[31mVe ra <b>boss</b> " + "x" * (MAX_NAME - len("[31mVe ra <b>boss</b> "))
    assert len(ann.name) == MAX_NAME
    assert d.parse(datagram(name="\x00\x01 ")).name == "?"
    # What a host sends is cleaned the same way, and always fits a datagram.
    long = d.Announcement("fly", 1, 3, "Ж\x07" * 500, 7000)
    assert len(long.encode()) <= d.MAX_DATAGRAM
    assert d.parse(long.encode()).name == ("Ж " * 20).strip()


def test_a_table_not_heard_from_leaves_the_list():
    tables = d.TableList(expire_s=4.0)
    assert tables.hear(datagram(), "10.0.0.5", 100.0)
    assert not tables.hear(datagram(), "10.0.0.5", 101.0)         # the same word again: nothing new to show
    assert tables.hear(datagram(free=1), "10.0.0.5", 102.0)       # a seat was taken
    assert [(t.where, t.announcement.free) for t in tables.tables()] == [("10.0.0.5:7000", 1)]
    assert not tables.expire(105.9)
    assert tables.expire(106.1)
    assert tables.tables() == []


def test_a_full_or_closed_table_leaves_at_once():
    tables = d.TableList()
    tables.hear(datagram(), "10.0.0.5", 0.0)
    tables.hear(datagram(port=7001), "10.0.0.5", 0.0)
    assert tables.hear(datagram(free=0), "10.0.0.5", 0.5)          # its host's goodbye
    assert [t.where for t in tables.tables()] == ["10.0.0.5:7001"]
    assert not tables.hear(datagram(free=0), "10.0.0.6", 0.5)       # a goodbye from a table never listed adds none


def test_a_flood_of_tables_lists_at_most_the_limit_and_keeps_the_first():
    tables = d.TableList(limit=d.MAX_TABLES)
    for i in range(d.MAX_TABLES * 10):
        tables.hear(datagram(port=1000 + i, name=f"flood {i}"), "10.0.0.66", i / 1000)
    listed = tables.tables()
    assert len(listed) == d.MAX_TABLES
    assert [t.announcement.port for t in listed] == list(range(1000, 1000 + d.MAX_TABLES))
    # The tables listed still change and leave; once they expire, newcomers are heard again.
    assert tables.hear(datagram(port=1000, free=1), "10.0.0.66", 1.0)
    assert tables.hear(datagram(port=5, name="late"), "10.0.0.7", 10.0)
    assert [t.announcement.name for t in tables.tables()] == ["late"]


def test_a_hosted_table_announces_its_free_seats_while_its_lobby_waits_and_never_its_code(qapp):
    host = make_host("fly", ["remote", "remote", "easy"], start=False)
    try:
        ann = lobby_announcement(host, "Vera")
        assert ann == d.Announcement("fly", 2, 3, "Vera", host.port())
        data = ann.encode()
        assert CODE.encode() not in data and host.code.encode() not in data
        peer = Peer(host, name="Ivan")
        assert spin(lambda: peer.seat is not None)
        assert lobby_announcement(host, "Vera").free == 1
        host.start_match()
        assert lobby_announcement(host, "Vera") is None   # the match began: no seat to take
        host.close()
    finally:
        host.ctrl.shutdown()


def test_an_announcer_says_goodbye_once_when_its_table_fills_and_is_silent_when_discovery_is_off(qapp, monkeypatch):
    said: list[d.Announcement] = []
    state = {"free": 2}
    announcer = Announcer(lambda: d.Announcement("fly", state["free"], 3, "Vera", 7000) if state["free"] else None)
    monkeypatch.setattr(announcer, "_send", said.append)
    announcer.tick()
    state["free"] = 1
    announcer.tick()
    state["free"] = 0
    announcer.tick()
    announcer.tick()
    assert [a.free for a in said] == [2, 1, 0]
    assert announcer.start() is False and not announcer.timer.isActive()   # LOMBER_DISCOVERY=off (tests/conftest)
