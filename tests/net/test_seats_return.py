"""Seats that come back: a `lomber join` killed and started again returns to its seat by the token it kept on
disk; a lobby seat whose player dropped is freed after the away time (or by `serve`'s `free`) and taken by
another; the token file and the transcript are the owner's only, and the transcript never holds the token."""

from __future__ import annotations

import json
import queue
import subprocess
import threading
import time
from pathlib import Path

from lomber.engine.records import start_from_record
from lomber.net.seatstore import SeatClaim, SeatStore, table_key
from lomber.storage.saves import replay_file
from tests.net.test_serve_join import TIMEOUT, lomber_process


class Serve:
    """A `lomber serve` child whose output lines are read as they come, and which takes commands on stdin."""

    def __init__(self, *args: str) -> None:
        self.proc = lomber_process("serve", "--bind", "127.0.0.1", *args, stdin=subprocess.PIPE)
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()
        self.address = self.wait("address: ").split(": ", 1)[1]
        self.code = self.wait("code: ").split(": ", 1)[1]

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(line.strip())

    def wait(self, start: str, seconds: float = 30) -> str:
        """The first line from now on that starts with `start`."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.1)
            except queue.Empty:
                continue
            self.seen.append(line)
            if line.startswith(start):
                return line
        raise AssertionError(f"no {start!r} line; saw {self.seen}")

    def command(self, line: str) -> None:
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def join(self, name: str, tokens: Path, *extra: str) -> subprocess.Popen:
        return lomber_process("join", self.address, "--code", self.code, "--play", "easy", "--name", name,
                              "--token-file", str(tokens), *extra)


def finish(procs: list[subprocess.Popen]) -> list[tuple[int, str]]:
    out = []
    for proc in procs:
        _, err = proc.communicate(timeout=TIMEOUT)
        out.append((proc.returncode, err))
    return out


def kill_all(procs: list[subprocess.Popen]) -> None:
    for proc in procs:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()


def test_a_killed_join_returns_to_its_seat(tmp_path: Path) -> None:
    record = tmp_path / "record.json"
    serve = Serve("--game", "fly", "--seats", "remote,remote,easy", "--away", "-1", "--record", str(record),
                  "--seed", "11")
    procs = [serve.proc]
    try:
        alice_tokens, transcript = tmp_path / "alice.json", tmp_path / "alice.jsonl"
        alice = serve.join("Alice", alice_tokens, "--seed", "1", "--transcript", str(transcript))
        procs += [alice, serve.join("Bob", tmp_path / "bob.json", "--seed", "2")]
        serve.wait("joined: ")
        serve.wait("joined: ")
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline and not (record.exists()
                                                   and len(json.loads(record.read_text())["actions"]) >= 4):
            time.sleep(0.05)
        alice.kill()   # SIGKILL: nothing of hers is written on the way out
        alice.communicate()
        assert not replay_file(record).finished
        kept = json.loads(alice_tokens.read_text())
        token = next(iter(kept["tables"].values()))["tokens"][0]
        assert alice_tokens.stat().st_mode & 0o077 == 0 and transcript.stat().st_mode & 0o077 == 0
        assert token not in transcript.read_text() and serve.code.replace("-", "") not in alice_tokens.read_text()
        again = serve.join("Alice", alice_tokens, "--seed", "1")
        procs.append(again)
        for code, err in finish(procs[2:]):
            assert code == 0, err
        assert serve.proc.wait(TIMEOUT) == 0
    finally:
        kill_all(procs)
    while not serve.lines.empty():
        serve.seen.append(serve.lines.get())
    joined = [line for line in serve.seen if line.startswith("joined: ")]
    alice_seats = {line.split()[2] for line in joined if line.endswith(" Alice")}
    assert len([line for line in joined if line.endswith(" Alice")]) == 2 and len(alice_seats) == 1
    match = replay_file(record)
    assert match.finished
    start, end = start_from_record(match.record()).summary(), match.summary()
    assert sum(end["stacks"]) + sum(end["table"].values()) == sum(start["stacks"]) + sum(start["table"].values())
    assert not json.loads(alice_tokens.read_text())["tables"]   # the match is over: its token is forgotten


def test_a_lobby_seat_whose_player_dropped_is_freed_after_the_away_time(tmp_path: Path) -> None:
    serve = Serve("--game", "fly", "--seats", "remote,remote,easy", "--away", "1", "--seed", "3")
    procs = [serve.proc]
    try:
        alice = serve.join("Alice", tmp_path / "alice.json")
        procs.append(alice)
        assert serve.wait("joined: ") == "joined: seat 0 Alice"
        alice.kill()
        alice.communicate()
        assert serve.wait("seats: ", 10) == "seats: 0:- 1:-"   # freed once she was away a second
        others = [serve.join(name, tmp_path / f"{name}.json") for name in ("Bob", "Carol")]
        procs += others
        for code, err in finish(others):
            assert code == 0, err
        assert serve.proc.wait(TIMEOUT) == 0
    finally:
        kill_all(procs)


def test_serve_frees_and_moves_lobby_seats_on_command(tmp_path: Path) -> None:
    serve = Serve("--game", "fly", "--seats", "remote,remote,remote,easy", "--away", "-1")
    procs = [serve.proc]
    try:
        alice = serve.join("Alice", tmp_path / "alice.json")
        procs.append(alice)
        assert serve.wait("joined: ") == "joined: seat 0 Alice"
        bob = serve.join("Bob", tmp_path / "bob.json")
        procs.append(bob)
        assert serve.wait("joined: ") == "joined: seat 1 Bob"
        serve.command("seats")
        assert serve.wait("seats: ") == "seats: 0:Alice 1:Bob 2:-"
        serve.command("move 0 2")
        assert serve.wait("moved: ") == "moved: seat 0 to seat 2"
        alice.kill()
        alice.communicate()
        serve.command("free 1")      # Bob is here: a connected player is never thrown out
        assert serve.wait("serve: ").startswith("serve: seat 1 cannot be freed")
        serve.command("free 2")
        assert serve.wait("freed: ") == "freed: seat 2"
        serve.command("free x")
        assert serve.wait("serve: ").startswith("serve: seats are numbers")
        serve.command("seats")
        assert serve.wait("seats: ") == "seats: 0:- 1:Bob 2:-"
    finally:
        kill_all(procs)


def test_two_lombers_here_at_one_table_keep_a_token_each(tmp_path: Path) -> None:
    """The claim presents the kept tokens in turn: one another Lomber here sits with is passed over."""
    store = SeatStore(tmp_path / "seats.json")
    key = table_key("127.0.0.1", 7000, "ABCDEFGH")
    assert key != table_key("127.0.0.1", 7001, "ABCDEFGH") and "ABCDEFGH" not in key
    store.keep(key, "a" * 32)
    store.keep(key, "b" * 32)
    claim = SeatClaim(store, "127.0.0.1", 7000, "ABCDEFGH")
    assert claim.next_token() == "b" * 32
    assert claim.refused("seat-taken") and claim.next_token() == "a" * 32
    assert claim.refused("bad-token") and claim.next_token() is None   # a newcomer now
    assert store.tokens(key) == ["b" * 32]                              # the refused one is forgotten
    assert not claim.refused("table-full")
    (tmp_path / "seats.json").write_text("{not json")
    assert store.tokens(key) == []   # a damaged file holds nothing: the player joins as a newcomer


def test_a_host_closing_its_table_is_final_for_a_join(tmp_path: Path) -> None:
    """`serve` stopped with Ctrl-C tells its players `host-closing`: a join retrying lost connections stops at
    once and says why (it retried for its whole --retry before)."""
    import signal

    serve = Serve("--game", "fly", "--seats", "remote,remote,easy", "--away", "-1")
    procs = [serve.proc]
    try:
        alice = serve.join("Alice", tmp_path / "alice.json", "--retry", "60")
        procs.append(alice)
        serve.wait("joined: ")
        serve.proc.send_signal(signal.SIGINT)
        t0 = time.monotonic()
        _, err = alice.communicate(timeout=20)
        assert time.monotonic() - t0 < 5
        assert alice.returncode == 1 and "host-closing" in err and "trying again" not in err
    finally:
        kill_all(procs)
