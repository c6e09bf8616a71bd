"""The network protocol's codec alone (no Qt): every message kind round-trips; bad frames and shapes are refused."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import lomber
from lomber.engine.actions import Action, AmountChoice
from lomber.engine.events import Ev, Event, mask
from lomber.engine.match import default_seats
from lomber.engine.registry import games, new_match
from lomber.net import protocol as p
from lomber.net.joincode import ALPHABET, LENGTH, CodeError, derive_psk, new_code, new_salt, parse_code, salt_ok

TO_HOST = [p.Hello(p.PROTOCOL_VERSION, "Ann"), p.Hello(p.PROTOCOL_VERSION, "Bob", "A" * 32), p.Act(2, 17, "bet 30"), p.Ping(5),
           p.Pong(6)]
TO_CLIENT = [
    p.Welcome(p.PROTOCOL_VERSION, 2, "t" * 32, "fortuna", 4),
    p.Welcome(p.PROTOCOL_VERSION, 2, "t" * 32, "fortuna", 4, 30.0),
    p.Start("fly", ["A", "B", "C"], 1, {"stakes": 0}, True),
    p.Start("fly", ["A", "B", "C"], 1, {}, False),
    p.Sync({"hand": ["QH"]}, [{"kind": "dealt", "seat": 1, "cards": ["QH"], "face_up": False}]),
    p.Events([{"kind": "played", "seat": 0, "cards": ["AS"]}], {"hand": []}),
    p.Prompt(3, ["draw", "stand", "bet 10..200", "QH"]),
    p.Refused(p.Err.ILLEGAL.value, "not now", "follow-suit"),
    p.Refused(p.Err.NOT_YOUR_TURN.value),
    p.SeatChange(2, p.SeatState.COMPUTER.value),
    p.DealEnd({"stacks": [1, 2]}),
    p.MatchEnd({"winner": None}),
    p.Error(p.Err.VERSION.value, "update"),
    p.Pong(5),
    p.Ping(7),
]


def one(data: bytes, limit: int = p.MAX_TO_CLIENT) -> object:
    values = p.FrameReader(limit).feed(data)
    assert len(values) == 1
    return values[0]


def test_every_kind_is_covered():
    assert {type(m) for m in TO_HOST} == set(p.TO_HOST.values())
    assert {type(m) for m in TO_CLIENT} == set(p.TO_CLIENT.values())


@pytest.mark.parametrize("message", TO_HOST, ids=lambda m: m.TYPE)
def test_to_host_round_trips(message):
    assert p.decode_to_host(one(p.encode(message), p.MAX_TO_HOST)) == message


@pytest.mark.parametrize("message", TO_CLIENT, ids=[f"{m.TYPE}-{i}" for i, m in enumerate(TO_CLIENT)])
def test_to_client_round_trips(message):
    assert p.decode_to_client(one(p.encode(message))) == message


def test_a_direction_refuses_the_other_directions_messages():
    with pytest.raises(p.ProtocolError) as exc:
        p.decode_to_host(p.Welcome(1, 0, "t" * 32, "ferme", 2).to_json())
    assert exc.value.err is p.Err.MALFORMED
    with pytest.raises(p.ProtocolError):
        p.decode_to_client(p.Act(0, 0, "draw").to_json())


def test_frames_split_anywhere_and_several_at_once():
    data = b"".join(p.encode(m) for m in TO_HOST)
    reader = p.FrameReader(p.MAX_TO_HOST)
    got = []
    for i in range(0, len(data), 3):
        got += reader.feed(data[i:i + 3])
    assert [p.decode_to_host(v) for v in got] == TO_HOST
    assert reader.pending() == 0


def test_a_10_mb_frame_is_refused_from_its_length_alone():
    reader = p.FrameReader(p.MAX_TO_HOST)
    with pytest.raises(p.ProtocolError) as exc:
        reader.feed(p.HEADER.pack(10 * 1024 * 1024) + b"{")   # the body is never waited for nor buffered
    assert exc.value.err is p.Err.TOO_LARGE
    assert reader.pending() == 0


@pytest.mark.parametrize("body", [b"\xff\xfe", b"{not json", b"[" * 100 + b"]" * 100, b'{"type": "ping", "n": 1' + b"9" * 40 + b"}",
                                  b"NaN"])
def test_bad_frames(body):
    with pytest.raises(p.ProtocolError) as exc:
        p.FrameReader(p.MAX_TO_HOST, p.MAX_DEPTH_TO_HOST).feed(p.HEADER.pack(len(body)) + body)
    assert exc.value.err is p.Err.BAD_FRAME


def test_a_host_refuses_nesting_a_client_never_sends():
    body = json.dumps({"type": "ping", "n": [[[[[1]]]]]}).encode()
    with pytest.raises(p.ProtocolError) as exc:
        p.FrameReader(p.MAX_TO_HOST, p.MAX_DEPTH_TO_HOST).feed(p.HEADER.pack(len(body)) + body)
    assert exc.value.err is p.Err.BAD_FRAME


@pytest.mark.parametrize("value", [
    [], "hello", {"type": 3}, {"type": "nope"}, {"type": "act", "seat": 0, "turn": 0},
    {"type": "act", "seat": "0", "turn": 0, "action": "draw"},
    {"type": "act", "seat": True, "turn": 0, "action": "draw"},
    {"type": "act", "seat": -1, "turn": 0, "action": "draw"},
    {"type": "act", "seat": 0, "turn": 0, "action": "x" * 500},
    {"type": "act", "seat": 0, "turn": 0, "action": "draw", "extra": 1},
    {"type": "hello", "version": p.PROTOCOL_VERSION, "name": "a", "token": "short"},
    {"type": "hello", "version": p.PROTOCOL_VERSION, "name": "a", "token": "../../etc/passwd-and-more"},
    {"type": "hello", "version": 1.5, "name": "a"},
    {"type": "ping", "n": None},
])
def test_malformed_messages_to_the_host(value):
    with pytest.raises(p.ProtocolError) as exc:
        p.decode_to_host(value)
    assert exc.value.err is p.Err.MALFORMED


@pytest.mark.parametrize("value", [
    {"type": "events", "events": [{"kind": "boom"}], "view": {}},
    {"type": "events", "events": [{"kind": "played", "cards": "QH"}], "view": {}},
    {"type": "events", "events": [{"kind": "played", "seat": "1"}], "view": {}},
    {"type": "events", "events": [{"kind": "played", "secret": 1}], "view": {}},
    {"type": "events", "events": [], "view": []},
    {"type": "prompt", "turn": 0, "legal": []},
    {"type": "prompt", "turn": 0, "legal": ["bet 10..2"]},
    {"type": "prompt", "turn": 0, "legal": ["<b>draw</b>"]},
    {"type": "prompt", "turn": 0, "legal": [3]},
    {"type": "welcome", "version": p.PROTOCOL_VERSION, "seat": 0, "token": "a b", "game": "fly", "seats": 3},
    {"type": "welcome", "version": p.PROTOCOL_VERSION, "seat": 0, "token": "t" * 32, "game": "fly", "seats": 3,
     "turn": 0},
    {"type": "welcome", "version": p.PROTOCOL_VERSION, "seat": 0, "token": "t" * 32, "game": "fly", "seats": 3,
     "turn": -5},
    {"type": "welcome", "version": p.PROTOCOL_VERSION, "seat": 0, "token": "t" * 32, "game": "fly", "seats": 3,
     "turn": 1e9},
    {"type": "welcome", "version": p.PROTOCOL_VERSION, "seat": 0, "token": "t" * 32, "game": "fly", "seats": 3,
     "turn": "60"},
    {"type": "welcome", "version": p.PROTOCOL_VERSION, "seat": 0, "token": "t" * 32, "game": "fly", "seats": 3,
     "turn": True},
    {"type": "welcome", "version": p.PROTOCOL_VERSION, "seat": 0, "token": "t" * 32, "game": "fly", "seats": 3,
     "turn": [30]},
    {"type": "seat", "seat": 0, "state": "gone"},
    {"type": "start", "game": "fly", "names": ["a"], "seat": 3, "options": {}, "advice": True},
    {"type": "start", "game": "fly", "names": ["a", "b"], "seat": 1, "options": {}},                  # version 1's
    {"type": "start", "game": "fly", "names": ["a", "b"], "seat": 1, "options": {}, "advice": 1},
    {"type": "start", "game": "fly", "names": ["a", "b"], "seat": 1, "options": {}, "advice": "yes"},
])
def test_malformed_messages_to_a_client(value):
    with pytest.raises(p.ProtocolError):
        p.decode_to_client(value)


@pytest.mark.parametrize("game", [g.id for g in games()])
def test_events_round_trip_exactly_as_masked(game):
    """What a seat is sent decodes to exactly the masked events the engine gives it (every field)."""
    info = next(g for g in games() if g.id == game)
    match = new_match(game, default_seats(info.min_players), {}, 3)
    for seat in range(info.min_players):
        masked = mask(list(match.start_events), seat)
        wire = p.decode_to_client(one(p.encode(p.Events([e.to_json() for e in masked], match.view(seat)))))
        assert [p.event_from_json(e) for e in wire.events] == masked
        assert wire.view == json.loads(json.dumps(match.view(seat)))


def test_event_from_json_inverts_to_json():
    e = Event(Ev.ACTION, seat=0, text="exchange 3", amount=0, cards=("?", "?"), face_up=False, reason="r", arg="S")
    assert p.event_from_json(e.to_json()) == e


def test_choices_round_trip():
    for choice in (Action("draw"), Action("bet", 30), Action("exchange", cards=("7C", "QH")), AmountChoice("bet", 10, 200)):
        assert p.choice_from_text(p.choice_text(choice)) == choice


def test_error_codes_fatal_or_refusal():
    assert p.Err.FLOOD.fatal and p.Err.VERSION.fatal and not p.Err.ILLEGAL.fatal and not p.Err.NOT_YOUR_SEAT.fatal


def test_names_are_cleaned():
    assert p.clean_name("  Ann\n\u202eBob\x00 ", "x") == "Ann Bob"
    assert p.clean_name("\x07\x08", "Player 2") == "Player 2"
    assert len(p.clean_name("a" * 100, "x")) == p.MAX_NAME


def test_texts_received_are_printed_plain():
    assert p.plain("bad\x1b[2J\x1b]0;owned\x07 news\n") == "bad [2J ]0;owned news"
    assert len(p.plain("x" * 10_000)) == p.MAX_TEXT


def test_join_codes():
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    assert all(len(c) == LENGTH and set(c) <= set(ALPHABET) for c in codes)
    assert not set("01ILOSUV5") & set(ALPHABET)
    assert parse_code(" ab3d-ef7h ".replace("3", "4")) == "AB4DEF7H"
    for bad in ("ABCD", "ABCD-EFG0", "ABCDEFGHJ", "abcd-efgI"):
        with pytest.raises(CodeError):
            parse_code(bad)


def test_keys_differ_by_code_and_salt():
    salt = new_salt()
    assert salt_ok(salt) and not salt_ok(b"x" * 32) and not salt_ok(salt[:-1])
    key = derive_psk("ABCDEFGH", salt)
    assert len(key) == 32 and key == derive_psk("ABCDEFGH", salt)
    assert key != derive_psk("ABCDEFGJ", salt) and key != derive_psk("ABCDEFGH", new_salt())


def test_the_codec_imports_no_qt():
    code = ("import sys, lomber.net.protocol, lomber.net.joincode; "
            "qt = sorted(m for m in sys.modules if m.startswith('PySide6')); print(qt); sys.exit(1 if qt else 0)")
    app = str(Path(lomber.__file__).parent.parent)
    done = subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONPATH": app}, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_an_error_of_any_version_is_understood():
    """A newer host's error may carry more fields: a client still learns the code and the host's version."""
    got = p.decode_to_client({"type": "error", "code": "version", "detail": "d", "version": 9, "help": "x"})
    assert got == p.Error("version", "d", 9)


def test_a_hello_of_another_version_is_a_version_error_whatever_its_fields():
    with pytest.raises(p.ProtocolError) as exc:
        p.decode_to_host({"type": "hello", "version": p.PROTOCOL_VERSION + 1, "name": "n", "new": True})
    assert exc.value.err is p.Err.VERSION


JSON = st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=12),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)
KEYS = {name for kind in (*p.TO_HOST.values(), *p.TO_CLIENT.values()) for name in kind.__dataclass_fields__}


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted({*p.TO_HOST, *p.TO_CLIENT})), st.dictionaries(st.sampled_from(sorted(KEYS)), JSON))
def test_any_json_is_a_message_or_a_protocol_error(kind, fields):
    """Whatever a peer sends, decoding gives a message or a ProtocolError, never another exception."""
    value = {"type": kind, **fields}
    for decode in (p.decode_to_host, p.decode_to_client):
        try:
            decode(value)
        except p.ProtocolError:
            pass


def test_version_2_says_whether_the_table_allows_advice():
    assert p.PROTOCOL_VERSION >= 2
    start = p.decode_to_client({"type": "start", "game": "fly", "names": ["a", "b"], "seat": 1, "options": {},
                                "advice": False})
    assert start.advice is False
    with pytest.raises(p.ProtocolError) as exc:   # a version 1 client's hello: told, not misread
        p.decode_to_host({"type": "hello", "version": 1, "name": "Old"})
    assert exc.value.err is p.Err.VERSION


@pytest.mark.parametrize(("theirs", "code"), [(p.PROTOCOL_VERSION - 1, "update-host"),
                                               (p.PROTOCOL_VERSION + 1, "update-here")])
def test_a_client_says_which_side_must_update(qapp, theirs, code):
    """A table of another version answers the hello with its own version: the client's failure says whether this
    Lomber or the host's is the older one."""
    from PySide6.QtCore import QByteArray

    from lomber.net.client import Client

    client = Client("ABCDEFGH", "Ann")
    failed = []
    client.failed.connect(lambda c, d: failed.append(c))
    frame = p.encode(p.Error(p.Err.VERSION.value, "this table speaks another version", theirs))
    client.sock.readAll = lambda: QByteArray(frame)   # as if the table had answered the hello
    client._on_read()
    assert failed == [code]


@pytest.mark.parametrize("game", [g.id for g in games()])
def test_events_frames_are_exactly_each_seats_own_encoding(game):
    """The host's shared serialisation (`EventsFrames`) gives each seat the very bytes `encode` would: its own
    masked events and its own view, whichever seat asked first."""
    info = next(g for g in games() if g.id == game)
    n = info.min_players + 1 if info.max_players > info.min_players else info.min_players
    match = new_match(game, default_seats(n), {}, 3)
    batches = [list(match.start_events)]
    rng = random.Random(2)
    for _ in range(80):
        if match.finished:
            break
        choice = rng.choice(match.legal_actions())
        batches.append(match.apply(match.to_act(), choice.sample(rng) if isinstance(choice, AmountChoice) else choice))
    for events in batches:
        frames = p.EventsFrames()
        for seat in reversed(range(n)):
            masked = mask(events, seat)
            assert frames.frame(masked, match.view(seat)) == p.encode(
                p.Events([e.to_json() for e in masked], match.view(seat)))
    assert any(mask(b, a) != mask(b, 0) for b in batches for a in range(n)), "the seats see some batch differently"
