"""Whole matches over loopback: `lomber serve` and two `lomber join` in separate processes, for every game.

The record the host writes replays and conserves chips; every message each client received is what the engine's
masked events and view give its seat, in order and field for field, and names no card that seat cannot know.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import lomber
from lomber.cli import main
from lomber.engine.events import mask
from lomber.engine.records import start_from_record
from lomber.storage.saves import replay_file
from tests.net.harness import reap
from tests.test_fairplay import Knowledge, cards_named

APP = str(Path(lomber.__file__).parent.parent)
TIMEOUT = 120
GAMES = {   # small tables and options: each match is over in seconds
    "ferme": ("remote,remote,easy", {"starting_chips": 10}),
    "chemin-de-fer": ("remote,remote,easy", {"starting_chips": 50}),
    "fortuna": ("remote,easy,remote,easy", {"parties": 1, "starting_chips": 200}),
    "fly": ("remote,remote,easy", {}),
}


def lomber_process(*args: str, **kw: Any) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": APP, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen([sys.executable, "-m", "lomber", *args], env=env, text=True, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, **kw)


def serve(tmp_path: Path, game: str, seats: str, options: dict[str, Any],
          *extra: str) -> tuple[subprocess.Popen, str, str]:
    host = lomber_process("serve", "--game", game, "--seats", seats, "--options", json.dumps(options),
                          "--bind", "127.0.0.1", "--record", str(tmp_path / "record.json"), "--seed", "11", *extra)
    lines: dict[str, str] = {}
    while "code" not in lines:
        line = host.stdout.readline()
        assert line, f"serve ended early: {host.stderr.read()}"
        key, _, value = line.partition(": ")
        lines[key] = value.strip()
    return host, lines["address"], lines["code"]


def expected(record: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """The Events messages a seat must receive: the start's and each action's events masked for it, each with the
    seat's view after them (as JSON)."""
    match = start_from_record(record)
    out = [{"type": "events", "events": [e.to_json() for e in mask(match.start_events, seat)],
            "view": match.view(seat)}]
    for s, text in record["actions"]:
        events = match.apply(s, text)
        out.append({"type": "events", "events": [e.to_json() for e in mask(events, seat)], "view": match.view(seat)})
    return json.loads(json.dumps(out))


def check_fair(record: dict[str, Any], seat: int, lines: list[dict[str, Any]]) -> None:
    """Every message names only cards the seat knows by then; its events and views are exactly the engine's."""
    match = start_from_record(record)
    batches = [match.start_events] + [match.apply(s, t) for s, t in record["actions"]]
    knows = Knowledge(len(record["seats"]))
    got_events = [m for m in lines if m["type"] == "events"]
    assert got_events == expected(record, seat)
    batch = iter(batches)
    for m in lines:
        if m["type"] == "events":
            knows.learn(next(batch))
        shown = {k: v for k, v in m.items() if k != "token"}   # a random token may spell a card by chance
        leak = cards_named(shown) - knows.known[seat]
        assert not leak, f"seat {seat} was sent {sorted(leak)} in {m['type']}"


@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_match_over_the_wire(tmp_path: Path, game: str) -> None:
    seats, options = GAMES[game]
    host, address, code = serve(tmp_path, game, seats, options)
    try:
        if game == "fortuna":   # a stranger with the wrong code gets nothing, and the table plays on
            code_list = list(code.replace("-", ""))
            code_list[0] = "2" if code_list[0] != "2" else "3"
            stranger = lomber_process("join", address, "--code", "".join(code_list), "--play", "easy")
            _, err = stranger.communicate(timeout=TIMEOUT)
            assert stranger.returncode == 2 and err.count("\n") == 1 and "wrong-code" in err
        joins = [lomber_process("join", address, "--code", code, "--play", "easy", "--name", f"Net {i}",
                                "--seed", str(i), "--transcript", str(tmp_path / f"seat{i}.jsonl"))
                 for i in range(2)]
        for j in joins:
            _, err = j.communicate(timeout=TIMEOUT)
            assert j.returncode == 0, err
        out, err = host.communicate(timeout=TIMEOUT)
        assert host.returncode == 0, err
    finally:
        reap([host, *locals().get("joins", [])])
    assert "record: " in out
    match = replay_file(tmp_path / "record.json")
    summary, start = match.summary(), start_from_record(json.loads((tmp_path / "record.json").read_text())).summary()
    assert summary["finished"]
    assert sum(summary["stacks"]) + sum(summary["table"].values()) == \
        sum(start["stacks"]) + sum(start["table"].values())
    record = match.record()
    remote = [i for i, w in enumerate(seats.split(",")) if w == "remote"]
    seen = set()
    for i in range(2):
        lines = [json.loads(x) for x in (tmp_path / f"seat{i}.jsonl").read_text().splitlines()]
        seat = lines[0]["seat"]
        seen.add(seat)
        assert lines[0]["type"] == "welcome" and lines[-1]["type"] == "match-end"
        assert record["seats"][seat]["name"] == f"Net {i}"
        assert any(s == seat for s, _ in record["actions"])   # he played
        check_fair(record, seat, lines)
    assert seen == set(remote)


@pytest.mark.parametrize("argv, words", [
    (["serve", "--game", "nope", "--seats", "remote"], "unknown game"),
    (["serve", "--game", "ferme", "--seats", "remote,wizard"], "wizard"),
    (["serve", "--game", "ferme", "--seats", "remote,expert"], "ferme offers no 'expert' level"),
    (["serve", "--game", "ferme", "--seats", "easy,easy"], "no remote seat"),
    (["serve", "--game", "ferme", "--seats", "remote,easy", "--options", "[1]"], "JSON object"),
    (["serve", "--game", "ferme", "--seats", "remote,easy", "--options", '{"starting_chips": 1}'], "starting_chips"),
    (["serve", "--game", "ferme", "--seats", "remote,easy", "--code", "ABC"], "join code"),
    (["serve", "--game", "ferme", "--seats", "remote,easy", "--turn", "0"], "--turn"),
    (["serve", "--game", "ferme", "--seats", "remote,easy", "--log", "loud"], "--log"),
    (["join", "localhost", "--code", "ABCD-EFGH", "--play", "easy"], "HOST:PORT"),
    (["join", "localhost:7000", "--code", "ABCD-EFG0", "--play", "easy"], "join code"),
    (["join", "localhost:7000", "--code", "ABCD-EFGH", "--play", "wizard"], "--play"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, argv, words):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"lomber {argv[0]}: ") and words in err


@pytest.mark.parametrize("table, words", [
    (None, "cannot read the table"),
    ({"format": "lomber-table", "version": 1, "code": "ABCDEFGH", "tokens": {"2": "t" * 32}}, "not a Lomber table"),
    ({"format": "lomber-table", "version": 1, "code": "ABCDEFGH", "tokens": {"0": "short"}}, "not a Lomber table"),
    ({"format": "lomber-table", "version": 1, "code": "ABC", "tokens": {}}, "join code"),
    ({"format": "lomber-table", "version": 1, "code": "ABCDEFGH", "tokens": {}, "advice": "no"}, "not a Lomber table"),
    ({"format": "lomber-table", "version": 1, "code": "ABCDEFGH", "tokens": {}, "turn": 0}, "not a Lomber table"),
    ({"format": "lomber-table", "version": 1, "code": "ABCDEFGH", "tokens": {}, "turn": "60"}, "not a Lomber table"),
    ({"format": "lomber-table", "version": 1, "code": "ABCDEFGH", "tokens": {}, "turn": 1e9}, "not a Lomber table"),
    ({"format": "lomber-table", "version": 1, "code": "ABCDEFGH", "tokens": {}, "turn": True}, "not a Lomber table"),
    ([1, 2], "not a Lomber table"),
])
def test_a_resume_checks_its_files(tmp_path, capsys, table, words):
    from lomber.engine.match import Seat
    from lomber.engine.registry import new_match
    from lomber.storage.saves import save_record

    record = tmp_path / "r.json"
    save_record(new_match("ferme", [Seat("A"), Seat("B"), Seat("C", "ai", "easy")], {}, 1), record)
    if table is not None:
        (tmp_path / "r.json.table").write_text(json.dumps(table))
    argv = ["serve", "--resume", str(record)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"lomber {argv[0]}: ") and words in err


@pytest.mark.parametrize("advice", [True, False])
def test_a_resumed_table_keeps_its_advice_setting(tmp_path, advice):
    """`serve --no-advice` is kept beside the autosave: a table resumed after a crash still says it in `start`."""
    from lomber.engine.match import Seat
    from lomber.engine.registry import new_match
    from lomber.net.tablefile import load_table, save_table
    from lomber.storage.saves import save_record

    record = tmp_path / "r.json"
    save_record(new_match("ferme", [Seat("A"), Seat("B"), Seat("C", "ai", "easy")], {}, 1), record)
    save_table(record, "ABCDEFGH", {0: "t" * 32}, advice)
    assert load_table(str(record)).spec.advice is advice
    (tmp_path / "r.json.table").write_text(json.dumps({"format": "lomber-table", "version": 1, "code": "ABCDEFGH",
                                                       "tokens": {}}))
    assert load_table(str(record)).spec.advice is True   # a table file from before the setting


def test_a_resumed_table_keeps_its_turn_time(tmp_path):
    """`serve --turn` is told to a player joining and kept in the table file beside the record, and `serve --resume`
    plays on with it; a table file from before it was kept has none."""
    from lomber.engine.match import Seat
    from lomber.engine.registry import new_match
    from lomber.net.tablefile import load_table, save_table
    from lomber.storage.saves import save_record

    host, address, code = serve(tmp_path, "ferme", "remote,easy", {}, "--turn", "45")
    join = lomber_process("join", address, "--code", code, "--play", "easy", "--token-file",
                          str(tmp_path / "seats.json"))
    try:
        said = [join.stderr.readline() for _ in range(2)]   # connected, and the table's turn time
    finally:
        for proc in (join, host):
            proc.kill()
            proc.communicate()
    assert "lomber join: the table's turn time is 45 s\n" in said, said   # the player is told it
    assert json.loads((tmp_path / "record.json.table").read_text())["turn"] == 45
    record = tmp_path / "r.json"
    save_record(new_match("ferme", [Seat("A"), Seat("B"), Seat("C", "ai", "easy")], {}, 1), record)
    save_table(record, "ABCDEFGH", {0: "t" * 32}, turn=45.0)
    assert load_table(str(record)).spec.turn_s == 45.0
    save_table(record, "ABCDEFGH", {0: "t" * 32})
    assert load_table(str(record)).spec.turn_s is None


def test_a_host_crash_and_resume(tmp_path: Path) -> None:
    """The host is killed mid-match; restarted with --resume on its autosave alone, it listens where it did, lets
    each player back into his seat by his token, and the match plays on from the last action: nothing lost,
    nothing doubled."""
    import time

    record = tmp_path / "record.json"
    host, address, code = serve(tmp_path, "fly", "remote,remote,easy", {})
    procs = [host]
    try:
        joins = [lomber_process("join", address, "--code", code, "--play", "easy", "--seed", str(i), "--retry", "60")
                 for i in range(2)]
        procs += joins
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            if record.exists() and len(json.loads(record.read_text())["actions"]) >= 6:
                break
            time.sleep(0.05)
        host.kill()
        host.communicate()
        crashed = json.loads(record.read_text())["actions"]
        table = record.with_name(record.name + ".table")
        assert table.stat().st_mode & 0o077 == 0   # the tokens let players in: the owner's eyes only
        # No --port, no --bind: the table file says where the players are waiting.
        again = lomber_process("serve", "--resume", str(record))
        procs.append(again)
        assert again.stdout.readline().startswith("table: ") and again.stdout.readline() == f"address: {address}\n"
        for j in joins:
            _, err = j.communicate(timeout=TIMEOUT)
            assert j.returncode == 0, err
            assert "trying again" in err
        _out, err = again.communicate(timeout=TIMEOUT)
        assert again.returncode == 0, err
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
    match = replay_file(record)
    assert match.finished and len(crashed) >= 6
    assert [list(a) for a in match.record()["actions"][:len(crashed)]] == crashed
    start = start_from_record(match.record()).summary()
    end = match.summary()
    assert sum(end["stacks"]) + sum(end["table"].values()) == sum(start["stacks"]) + sum(start["table"].values())
