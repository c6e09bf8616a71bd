"""The relay: a whole Fly match whose players cannot reach the host directly, through a real Mosquitto broker on
loopback — `lomber serve --relay`, two `lomber join --relay` at a closed direct port — with a spy on every topic,
and the broker killed and started again mid-deal."""

from __future__ import annotations

import json
import socket
import time
from pathlib import Path

import pytest

from lomber.engine.records import start_from_record
from lomber.net import relaylink as rl
from lomber.storage.saves import replay_file
from tests.net.mosquitto import Broker, Spy, free_port
from tests.net.test_serve_join import lomber_process

CODE = "ABCD-EFGH"
TIMEOUT = 90


@pytest.fixture
def broker(tmp_path: Path):
    b = Broker(tmp_path)
    b.start()
    yield b
    b.kill()


def test_relay_urls_and_the_table_s_name_on_the_broker() -> None:
    url = rl.parse_relay_url("mqtts://me:s%40cret@broker.example.org?max_payload=16384&rate=20")
    assert (url.host, url.port, url.tls, url.username, url.password) == ("broker.example.org", 8883, True, "me",
                                                                          "s@cret")
    assert (url.max_payload, url.rate) == (16384, 20.0) and "cret" not in url.shown()
    assert rl.parse_relay_url("mqtt://[::1]:1884").shown() == "mqtt://[::1]:1884"
    for bad in ("http://x", "mqtt://", "mqtt://x/topic", "mqtt://x?max_payload=10", "mqtt://x?rate=0",
                "mqtt://x?qos=2", "mqtt://x:99999"):
        with pytest.raises(rl.RelayError):
            rl.parse_relay_url(bad)
    name = rl.table_id("ABCDEFGH")
    assert len(name) == 32 and name != rl.table_id("ABCDEFGJ")
    assert "ABCDEFGH" not in rl.Topics(name).up("b/0").upper()
    topics = rl.Topics(name)
    assert topics.session_of(topics.up("x/3")) == "x/3" and topics.session_of("lomber/relay1/other/s/x/3/up") is None
    assert rl.unchunk(rl.chunk(rl.DATA, 7, b"abc")) == (rl.DATA, 7, b"abc") and rl.unchunk(b"Zxxxxx") is None


def test_the_client_bridge_refuses_connections_while_no_host_is_on_the_broker(broker: Broker) -> None:
    from lomber.net.relay import ClientBridge, probe

    url = rl.parse_relay_url(broker.url)
    assert probe(url, 5) == (True, "the broker answers")
    assert probe(url, 1, code="ABCDEFGH")[0] is False   # no host for that code
    bridge = ClientBridge(url, "ABCDEFGH")
    bridge.start()
    try:
        assert bridge.connected.wait(5) and not bridge.wait_ready(0.5)
        with socket.create_connection(bridge.address, timeout=5) as s:
            assert s.recv(10) == b""   # closed at once: nobody to carry it to
    finally:
        bridge.stop()
    assert probe(rl.parse_relay_url(f"mqtt://127.0.0.1:{free_port()}"), 1)[0] is False


def test_a_fly_match_through_the_relay_with_the_broker_restarted(tmp_path: Path, broker: Broker) -> None:
    spy = Spy(broker)
    record = tmp_path / "record.json"
    host = lomber_process("serve", "--game", "fly", "--seats", "remote,remote,easy", "--options",
                          json.dumps({"stakes": 5}), "--bind", "127.0.0.1", "--code", CODE, "--seed", "5",
                          "--record", str(record), "--relay", broker.url, "--away", "-1")
    procs = [host]
    try:
        lines = []
        while not lines or not lines[-1].startswith("code:"):
            lines.append(host.stdout.readline())
            assert lines[-1], f"serve ended early: {host.stderr.read()}"
        assert f"relay: {broker.url}\n" in lines
        closed = f"127.0.0.1:{free_port()}"   # the direct path: nobody listens there
        joins = [lomber_process("join", closed, "--relay", broker.url, "--code", CODE.lower(), "--play", "easy",
                                "--seed", str(i), "--retry", "30", "--transcript", str(tmp_path / f"seat{i}.jsonl"))
                 for i in range(2)]
        procs += joins
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:   # mid-deal: the exchanges done, cards being played
            if record.exists() and len(json.loads(record.read_text())["actions"]) >= 5:
                break
            time.sleep(0.05)
        else:
            pytest.fail(f"the match did not start: {host.stderr.read() if host.poll() is not None else ''}")
        broker.kill()
        before = len(json.loads(record.read_text())["actions"])
        time.sleep(0.5)
        broker.start()
        for j in joins:
            _, err = j.communicate(timeout=TIMEOUT)
            assert j.returncode == 0, err
            assert "no direct connection" in err and f"connected through the relay {broker.url}" in err
            assert "trying again" in err   # the broker's restart cut the path; the seat came back with its token
        out, err = host.communicate(timeout=TIMEOUT)
        assert host.returncode == 0, err
        assert "record: " in out
    finally:
        spy.stop()
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
    match = replay_file(record)
    start, end = start_from_record(match.record()).summary(), match.summary()
    assert end["finished"] and len(match.record()["actions"]) > before
    assert sum(end["stacks"]) + sum(end["table"].values()) == sum(start["stacks"]) + sum(start["table"].values())
    for i in range(2):
        got = [json.loads(x) for x in (tmp_path / f"seat{i}.jsonl").read_text().splitlines()]
        assert got[-1]["type"] == "match-end" and any(m["type"] == "sync" for m in got)
    # The broker saw only ciphertext: no frame of the protocol, no move, never the code in any form.
    payloads = b"".join(payload for _, payload in spy.seen)
    topics = " ".join(topic for topic, _ in spy.seen)
    assert len(spy.seen) > 50 and len(payloads) > 10_000
    moves = {text for _, text in match.record()["actions"] if len(text) >= 6}   # "exchange 10C 8S", "fold"…
    for secret in ["ABCDEFGH", "ABCD-EFGH", "abcdefgh", *moves, '"type"', '"events"', '"hand"', "welcome", "Player"]:
        assert secret.encode() not in payloads, secret
        assert secret not in topics, secret
