"""Network tables: an action's round trip over loopback, at a small table and at a 30-seat Chemin de fer table,
and the host's memory per connected client.

The host is a `lomber serve` child process (as a club's machine would run it); the clients live in the bench's
process and answer each prompt at once with a random legal choice. A round trip is the time from sending an
`act` to receiving the `events` it caused.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from lomber.bench.figures import Figure, Progress, Target, percentile

ROUND_TRIP_MS = 20        # docs/design.md: round trip p95 on localhost
CROWD_ROUND_TRIP_MS = 100  # docs/design.md: a 30-seat Chemin de fer table with 29 clients
MEMORY_PER_CLIENT_MB = 2.0  # the host holds a socket, a frame buffer and a seat per client: a few hundred KB
CODE = "BENCH234"
TIMEOUT_S = 300


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise OSError("no VmRSS")


def _serve(game: str, seats: str, options: dict[str, Any]) -> tuple[subprocess.Popen, int]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen([sys.executable, "-m", "lomber", "serve", "--game", game, "--seats", seats, "--options",
                             json.dumps(options), "--bind", "127.0.0.1", "--code", CODE, "--seed", "5", "--away", "-1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    while True:
        line = proc.stdout.readline()
        if not line:
            raise RuntimeError(f"lomber serve ended: {proc.stderr.read()[-300:] if proc.stderr else ''}")
        if line.startswith("address: "):
            port = int(line.rsplit(":", 1)[1])
        if line.startswith("code: "):
            return proc, port


def _play(game: str, seats: str, options: dict[str, Any], clients: int, samples: int,
          progress: Progress) -> tuple[list[float], float | None]:
    """Round trips (ms) until `samples` are taken or the match ends; the host's memory per client (MB)."""
    from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QEventLoop

    from lomber.net import protocol as p
    from lomber.net.client import Client

    app = QCoreApplication.instance() or QCoreApplication([])
    host, port = _serve(game, seats, options)
    trips: list[float] = []
    ended: list[bool] = []
    peers: list[Client] = []
    errors: list[str] = []
    try:
        before = _rss_mb(host.pid)
        for i in range(clients):
            client = Client(CODE, f"Bench {i + 1}")
            rng = random.Random(i)
            sent: list[float] = []

            def on_message(message: p.Message, _value: Any, client: Client = client, rng: random.Random = rng,
                           sent: list[float] = sent) -> None:
                if isinstance(message, p.Events) and sent:
                    trips.append((time.perf_counter() - sent.pop()) * 1000)
                elif isinstance(message, p.Prompt) and client.seat is not None:
                    choice = rng.choice([p.choice_from_text(t) for t in message.legal])
                    action = choice.sample(rng) if hasattr(choice, "sample") else choice
                    sent[:] = [time.perf_counter()]
                    client.send(p.Act(client.seat, message.turn, action.text))
                elif isinstance(message, p.MatchEnd):
                    ended.append(True)

            client.received.connect(on_message)
            client.failed.connect(lambda code, detail: errors.append(f"{code}: {detail}"))
            client.connect_to("127.0.0.1", port)
            peers.append(client)
        deadline = QDeadlineTimer(TIMEOUT_S * 1000)
        joined_at: float | None = None
        while len(trips) < samples and not ended and not deadline.hasExpired():
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            if joined_at is None and all(c.seat is not None for c in peers):
                joined_at = _rss_mb(host.pid)
            if not ended and any(c.done for c in peers):
                raise RuntimeError(f"a client was dropped: {[e for e in errors if e]}")
            progress.step(f"{game}: {len(trips)}/{samples} round trips")
        per_client = (joined_at - before) / clients if joined_at is not None else None
    finally:
        for c in peers:
            c.close()
        host.kill()
        host.communicate()
        for _ in range(10):
            app.processEvents()
    return trips, per_client


def network_figures(quick: bool, progress: Progress) -> list[Figure]:
    small = 100 if quick else 400
    crowd = 150 if quick else 600
    trips, _ = _play("ferme", "remote,remote", {"starting_chips": 1000}, 2, small, progress)
    crowd_trips, per_client = _play("chemin-de-fer", ",".join(["remote"] * 29 + ["easy"]),
                                    {"starting_chips": 100000}, 29, crowd, progress)
    note = "--quick: fewer round trips" if quick else ""
    return [
        Figure("network.round-trip.p95", "action round trip on localhost, 2 clients (p95)",
               round(percentile(trips, 0.95), 2) if trips else None, "ms", Target("<=", ROUND_TRIP_MS),
               detail={"round_trips": len(trips), "median": round(percentile(trips, 0.5), 2) if trips else None},
               note=note),
        Figure("network.crowd.round-trip.p95", "round trip at a 30-seat Chemin de fer table, 29 clients (p95)",
               round(percentile(crowd_trips, 0.95), 2) if crowd_trips else None, "ms",
               Target("<=", CROWD_ROUND_TRIP_MS), detail={"round_trips": len(crowd_trips)}, note=note),
        Figure("network.host-memory-per-client", "host memory per connected client (RSS growth / 29)",
               round(per_client, 3) if per_client is not None else None, "MB",
               Target("<=", MEMORY_PER_CLIENT_MB, "a socket, buffers and a seat each")),
    ]
