"""Network names are outside text: made safe where they enter, cut the same everywhere, never one of the app's own
seat names; a hostile name never stops the table nor its record (docs/network.md, docs/reliability.md)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from lomber.net import protocol as p
from lomber.storage.saves import replay_file
from tests.net.harness import Peer, make_host, reap, spin
from tests.net.test_serve_join import APP, TIMEOUT, serve


@pytest.fixture
def hosts():
    made = []
    yield made
    for h in made:
        h.close()


def _ascii_frames(message: p.Message) -> bytes:
    """A frame as a client of another make may send it: JSON with \\u escapes, so a lone surrogate passes."""
    body = json.dumps(message.to_json(), separators=(",", ":")).encode("ascii")
    return p.HEADER.pack(len(body)) + body


def test_a_hostile_name_is_cleaned_by_the_host_and_the_match_can_be_written(qapp, hosts, monkeypatch):
    """A lone surrogate (valid JSON: "\\ud800") froze the table at its first action: autosave, Save, history and
    `serve --record` all failed with UnicodeEncodeError. A U+202E reversed the app's words around the name."""
    host = make_host("ferme", ["remote", "remote", "easy"], {"starting_chips": 10})
    hosts.append(host)
    monkeypatch.setattr("lomber.net.client.p.encode", _ascii_frames)
    eve = Peer(host, name="Eve", auto=True)
    eve.client.name = "\ud800Eve\u202e\u200b\ufeff!"              # past the client's own cleaning: a raw hello
    bob = Peer(host, name="Bob\u2066\u2067\u2068\u2069\u200f", auto=True, seed=2)
    assert spin(lambda: host.started and host.ctrl.match is not None and len(host.ctrl.match.record()["actions"]) > 3)
    names = [s.name for s in host.ctrl.match.seats]
    assert names[eve.seat] == "\ufffdEve!" and names[bob.seat] == "Bob"
    json.dumps(host.ctrl.match.record(), ensure_ascii=False).encode("utf-8")   # every writer can write it


@pytest.mark.parametrize("typed, kept", [
    ("Player 1", "Player {n}"), ("computer", "Player {n}"), ("Компьютер", "Player {n}"), ("Игрок 3", "Player {n}"),
    ("  YOU ", "Player {n}"), ("Вы", "Player {n}"), ("Seat 1", "Player {n}"), ("\u200bComputer\ufeff", "Player {n}"),
    ("Player One", "Player One"), ("Eve", "Eve"),
])
def test_a_network_name_never_passes_for_one_of_the_apps_own(qapp, hosts, typed, kept):
    """"Player 1", "Computer" and their Russian words (also hidden behind zero-width or BOM characters) made a
    human pass for the host's seat or for a computer."""
    host = make_host("ferme", ["easy", "remote", "easy"], start=False)   # his seat is the second: "Player 2"
    hosts.append(host)
    peer = Peer(host, name=typed)
    assert spin(lambda: peer.seat is not None)
    assert host.seats[peer.seat].name == kept.format(n=peer.seat + 1)


@pytest.mark.parametrize("length", [41, 160, 161, 5000])
def test_a_long_name_is_cut_the_same_everywhere_never_a_fatal_error(qapp, hosts, length):
    """41–160 characters were cut silently, 161 and more a fatal `malformed` after connecting."""
    name = "N" * length
    assert p.decode_to_host({"type": "hello", "version": p.PROTOCOL_VERSION, "name": name}).name == name
    host = make_host("ferme", ["remote", "easy", "easy"], start=False)
    hosts.append(host)
    peer = Peer(host, name=name)
    assert spin(lambda: peer.seat is not None or peer.failure is not None)
    assert peer.failure is None and host.seats[peer.seat].name == "N" * p.MAX_NAME
    assert peer.client.name == "N" * p.MAX_NAME                      # what the client itself says it is


def test_join_with_a_name_that_is_not_utf8_plays_and_serve_records(tmp_path: Path) -> None:
    """`lomber join --name $'Bad\\xffName'` ended in a traceback; the record keeps names every reader can read."""
    host, address, code = serve(tmp_path, "ferme", "remote,remote,easy", {"starting_chips": 10})
    env = {**os.environ, "PYTHONPATH": APP, "QT_QPA_PLATFORM": "offscreen"}
    names = [b"Bad\xffName", "Ev\u202ee".encode()]
    try:
        joins = [subprocess.Popen([sys.executable.encode(), b"-m", b"lomber", b"join", address.encode(), b"--code",
                                   code.encode(), b"--play", b"easy", b"--seed", str(i).encode(), b"--name", name],
                                  env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                 for i, name in enumerate(names)]
        for j in joins:
            _, err = j.communicate(timeout=TIMEOUT)
            assert j.returncode == 0 and b"Traceback" not in err, err
            assert b"--name is sent as" in err                          # said, not silently changed
        out, err = host.communicate(timeout=TIMEOUT)
        assert host.returncode == 0, err
    finally:
        reap([host, *locals().get("joins", [])])
    match = replay_file(tmp_path / "record.json")
    assert match.finished
    assert sorted(s.name for s in match.seats if s.kind == "human") == ["Bad\ufffdName", "Eve"]
