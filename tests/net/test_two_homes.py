"""Friends anywhere, end to end: the host in one home, two players in another, each home behind a router that
masquerades (nftables), an "internet" between them holding a Mosquitto broker (tests/net/twohomes.py). A whole
Fly match once through router A's UPnP mapping (`lomber serve --upnp`, the players joining with its invitation; the
mapping gone after), once through the relay with no mapping (a spy at the broker finding no card and no code), once
through the relay with the broker killed and restarted mid-deal (the match finishes, nothing lost)."""

from __future__ import annotations

import ctypes.util
import json
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from lomber.engine.records import start_from_record
from lomber.net.invitation import parse_link
from lomber.storage.saves import replay_file
from tests.net.twohomes import BROKER, PUBLIC_A, TwoHomes

CODE = "ABCD-EFGH"
TIMEOUT = 60
SPY = """
import sys, paho.mqtt.client as mqtt
out = open(sys.argv[1], "a")
def got(c, u, m):
    out.write(m.topic + " " + bytes(m.payload).hex() + "\\n"); out.flush()
c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="spy")
c.on_connect = lambda c, *_: c.subscribe("#", qos=1)
c.on_message = got
c.connect("127.0.0.1", 1883)
c.loop_forever()
"""


@pytest.fixture(scope="module")
def homes(tmp_path_factory: pytest.TempPathFactory):
    h = TwoHomes(tmp_path_factory.mktemp("homes"))
    try:
        h.mosquitto = h.broker()
        yield h
    finally:
        h.close()


def serve(homes: TwoHomes, folder: Path, *extra: str) -> tuple[Any, dict[str, list[str]]]:
    host = homes.lomber("homeA", "serve", "--game", "fly", "--seats", "remote,remote,easy", "--options",
                        json.dumps({"stakes": 5}), "--code", CODE, "--seed", "5", "--record",
                        str(folder / "record.json"), "--away", "-1", *extra, data="host")
    lines: dict[str, list[str]] = {}
    while "code" not in lines:
        line = host.stdout.readline()
        assert line, f"serve ended early: {host.stderr.read()}"
        key, _, value = line.partition(": ")
        lines.setdefault(key, []).append(value.strip())
    return host, lines


def play(homes: TwoHomes, folder: Path, host: Any, join: list[str],
         meanwhile: Callable[[], None] | None = None) -> list[str]:
    """Two players in home B to the end (`meanwhile` done while they play); their stderr lines."""
    joins = [homes.lomber("homeB", "join", *join, "--play", "easy", "--seed", str(i), "--retry", "20",
                          "--transcript", str(folder / f"seat{i}.jsonl"), data=f"player{i}") for i in range(2)]
    if meanwhile is not None:
        meanwhile()
    errs = []
    for j in joins:
        _, err = j.communicate(timeout=TIMEOUT)
        assert j.returncode == 0, err
        errs.append(err)
    _, err = host.communicate(timeout=TIMEOUT)
    assert host.returncode == 0, err
    match = replay_file(folder / "record.json")
    start, end = start_from_record(match.record()).summary(), match.summary()
    assert end["finished"]
    assert sum(end["stacks"]) + sum(end["table"].values()) == sum(start["stacks"]) + sum(start["table"].values())
    for i in range(2):
        got = [json.loads(x) for x in (folder / f"seat{i}.jsonl").read_text().splitlines()]
        assert got[-1]["type"] == "match-end"
    return errs + [err]


def test_a_match_through_router_a_s_upnp_mapping(homes: TwoHomes, tmp_path: Path) -> None:
    homes.miniupnpd()   # UPnP on (and NAT-PMP)
    host, lines = serve(homes, tmp_path, "--upnp")
    port = int(lines["address"][-1].rpartition(":")[2])
    invitation = parse_link(lines["invitation"][0])
    # The router's public address first: what a friend on the internet types; the home's own after it.
    assert invitation.addresses[0] == f"{PUBLIC_A}:{port}" and f"10.99.1.2:{port}" in invitation.addresses
    assert invitation.code == CODE.replace("-", "") and invitation.relay is None
    rules = homes.mappings()
    assert re.search(rf"dport {port} dnat ip to 10\.99\.1\.2:{port}", rules), rules
    errs = play(homes, tmp_path, host, [lines["invitation"][0]])
    for err in errs[:2]:
        assert f"connected directly to {PUBLIC_A}:{port}" in err
    assert f"the router maps {PUBLIC_A}:{port}" in errs[2] and "lease of 3600 s" in errs[2]
    assert "dnat" not in homes.mappings()   # the table closed: the mapping is gone
    # … and it was asked with a lease, so that a host that crashed leaves none for long.
    assert re.search(rf"AddPortMapping: ext port {port} to 10\.99\.1\.2:{port} .*leaseduration=3600",
                     (homes.folder / "miniupnpd.log").read_text())


def test_a_match_through_the_relay_when_the_router_maps_nothing(homes: TwoHomes, tmp_path: Path) -> None:
    spy_file = tmp_path / "spy.txt"
    spy = homes.start("inet", sys.executable, "-c", SPY, str(spy_file))
    relay = f"mqtt://{BROKER}:1883"
    host, lines = serve(homes, tmp_path, "--relay", relay)
    assert lines["relay"] == [relay] and "dnat" not in homes.mappings()
    invitation = parse_link(lines["invitation"][0])
    assert invitation.relay == relay and not any(a.startswith(PUBLIC_A) for a in invitation.addresses)
    # Home A's own address: from home B nothing reaches it (no route to 10.99.1.0/24), so the relay is taken.
    errs = play(homes, tmp_path, host, [lines["invitation"][0]])
    for err in errs[:2]:
        assert "no direct connection" in err and f"connected through the relay {relay}" in err
    spy.kill()
    spy.communicate()
    seen = [line.split(" ", 1) for line in spy_file.read_text().splitlines()]
    payloads = b"".join(bytes.fromhex(p) for _, p in seen)
    topics = " ".join(t for t, _ in seen)
    assert len(seen) > 50 and len(payloads) > 10_000
    match = replay_file(tmp_path / "record.json")
    moves = {text for _, text in match.record()["actions"] if len(text) >= 6}
    for secret in ["ABCDEFGH", "ABCD-EFGH", "abcdefgh", *moves, '"type"', '"events"', '"hand"', "welcome"]:
        assert secret.encode() not in payloads, secret
        assert secret not in topics, secret


def test_a_match_through_the_relay_outlives_the_broker_s_restart(homes: TwoHomes, tmp_path: Path) -> None:
    """The broker on the internet is killed mid-deal and started again: each player, cut off, comes back through
    it with his token, the match finishes and every chip is where the record says."""
    relay = f"mqtt://{BROKER}:1883"
    host, lines = serve(homes, tmp_path, "--relay", relay)
    record, seen = tmp_path / "record.json", {}

    def restart_the_broker() -> None:
        deadline = time.monotonic() + TIMEOUT
        while not (record.exists() and len(json.loads(record.read_text())["actions"]) >= 5):   # cards being played
            assert time.monotonic() < deadline and host.poll() is None, "the match did not start"
            time.sleep(0.05)
        homes.mosquitto.kill()
        homes.mosquitto.communicate()
        seen["before"] = len(json.loads(record.read_text())["actions"])
        time.sleep(0.5)
        homes.mosquitto = homes.broker()

    errs = play(homes, tmp_path, host, [lines["invitation"][0]], restart_the_broker)
    for err in errs[:2]:
        assert f"connected through the relay {relay}" in err
        assert "trying again" in err   # the broker's restart cut the path; the seat came back with its token
    assert len(replay_file(record).record()["actions"]) > seen["before"]   # played on after the restart
    for i in range(2):
        got = [json.loads(x) for x in (tmp_path / f"seat{i}.jsonl").read_text().splitlines()]
        assert any(m["type"] == "sync" for m in got)   # each returning seat was caught up


def test_a_match_through_router_a_s_nat_pmp_mapping_where_upnp_is_off(homes: TwoHomes, tmp_path: Path) -> None:
    """Router A speaks NAT-PMP only: `serve --upnp` finds no UPnP router, asks by NAT-PMP (libnatpmp), and the
    match is played through that mapping; the table's end removes it."""
    if ctypes.util.find_library("natpmp") is None:
        pytest.skip("libnatpmp is not installed (Debian: libnatpmp1): the NAT-PMP path is not tried")
    homes.miniupnpd(upnp=False)
    try:
        host, lines = serve(homes, tmp_path, "--upnp")
        port = int(lines["address"][-1].rpartition(":")[2])
        invitation = parse_link(lines["invitation"][0])
        assert invitation.addresses[0] == f"{PUBLIC_A}:{port}" and f"10.99.1.2:{port}" in invitation.addresses
        rules = homes.mappings()
        assert re.search(rf"dport {port} dnat ip to 10\.99\.1\.2:{port}", rules), rules
        errs = play(homes, tmp_path, host, [lines["invitation"][0]])
        for err in errs[:2]:
            assert f"connected directly to {PUBLIC_A}:{port}" in err
        assert f"the router maps {PUBLIC_A}:{port}" in errs[2] and "(NAT-PMP, a lease of 3600 s" in errs[2]
        assert "dnat" not in homes.mappings()   # the table closed: the mapping is gone
        log = (homes.folder / "miniupnpd.log").read_text()
        # Asked by NAT-PMP with a lease, and removed by a request of lifetime 0.
        assert f"NAT-PMP port mapping request : {port}->10.99.1.2:{port} tcp lifetime=3600s" in log
        assert f"NAT-PMP port mapping request : 0->10.99.1.2:{port} tcp lifetime=0s" in log
    finally:
        homes.miniupnpd()   # UPnP back on for the tests after
