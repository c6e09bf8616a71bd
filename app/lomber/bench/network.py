"""Network tables: an action's round trip over loopback, at a small table and at a 30-seat Chemin de fer table,
the host's memory per connected client, and the longest GUI-thread stall of a window hosting the 30-seat table.

The host is a `lomber serve` child process (as a club's machine would run it); the clients live in the bench's
process and answer each prompt at once with a random legal choice. A round trip is the time from sending an
`act` to receiving the `events` it caused. For the stall, the host is a window in the bench's process (its own
MatchController driven by a `Host`, as `ui/dialogs/netlobby.py` opens a table) and the 29 clients play from one child
process (`python -m lomber.bench.network clients PORT N`).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lomber.bench.figures import Figure, Progress, Target, percentile

if TYPE_CHECKING:
    from lomber.engine.gameinfo import Table

ROUND_TRIP_MS = 20        # docs/design.md: round trip p95 on localhost
CROWD_ROUND_TRIP_MS = 100  # docs/design.md: a 30-seat Chemin de fer table with 29 clients
MEMORY_PER_CLIENT_MB = 2.0  # the host holds a socket, a frame buffer and a seat per client: a few hundred KB
STALL_MS = 50.0           # docs/design.md: the host's GUI thread never stalls longer while it serves
SERVE_CPU_MS = 10.0       # the host's own work per action at 30 seats: a fifth of the stall budget
TICK_MS = 2               # the stall probe's timer (as bench/stall.py's)
CODE = "BENCH234"
TIMEOUT_S = 300


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise OSError("no VmRSS")


def _serve(game: str, seats: str, options: dict[str, Any], *more: str) -> tuple[subprocess.Popen, int]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen([sys.executable, "-m", "lomber", "serve", "--game", game, "--seats", seats, "--options",
                             json.dumps(options), "--bind", "127.0.0.1", "--code", CODE, "--seed", "5", "--away", "-1",
                             *more, "--log", "warning"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True, env=env)
    assert proc.stdout is not None
    while True:
        line = proc.stdout.readline()
        if not line:
            raise RuntimeError(f"lomber serve ended: {proc.stderr.read()[-300:] if proc.stderr else ''}")
        if line.startswith("address: "):
            port = int(line.rsplit(":", 1)[1])
        if line.startswith("code: "):
            return proc, port


def crowd_table() -> tuple[str, Table]:
    """The crowded table the games declare (`GameInfo.crowd_table`), the one with the most seats (Chemin de fer's 30)."""
    from lomber.engine.registry import games

    return max(((info.id, info.crowd_table) for info in games() if info.crowd_table), key=lambda t: t[1].seats)


def two_seat_table() -> tuple[str, dict[str, Any]]:
    """Two seats at the first game (in the registry's order) that plays two, with its long table's options (a match
    that lasts)."""
    from lomber.engine.registry import games

    info = next(i for i in games() if i.long_table and i.min_players <= 2 <= i.max_players)
    return info.id, dict(info.long_table.options)


def _serve_cpu(actions: int) -> dict[str, Any]:
    """The host's CPU time per action at a 30-seat Chemin de fer table for its 29 network seats: each one's masked
    events and view, serialised (`host.events_frames`), without sockets; thread CPU time, so other processes'
    load hardly counts."""
    from lomber.engine.match import Seat
    from lomber.engine.registry import new_match
    from lomber.net.host import events_frames

    game, table = crowd_table()
    match = new_match(game, [Seat(f"P{i}", "human") for i in range(table.seats)], dict(table.options), 5)
    rng = random.Random(1)
    times: list[float] = []
    for _ in range(actions):
        if match.finished:
            break
        choice = rng.choice(match.legal_actions())
        events = match.apply(match.to_act(), choice.sample(rng) if hasattr(choice, "sample") else choice)
        start = time.thread_time()
        for _seat, _frame in events_frames(match, events, range(table.seats - 1)):
            pass
        times.append((time.thread_time() - start) * 1000)
    return {"median_ms": round(percentile(times, 0.5), 2), "p95_ms": round(percentile(times, 0.95), 2),
            "actions": len(times)}


def _bots(port: int, count: int, seconds: float) -> int:
    """The child process of the stall figure: `count` clients answering every prompt at once, until the match ends
    or `seconds` pass."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from lomber.net import protocol as p
    from lomber.net.client import Client

    app = QCoreApplication.instance() or QCoreApplication([])
    clients = []
    for i in range(count):
        client, rng = Client(CODE, f"Bench {i + 1}"), random.Random(i)

        def on_message(message: p.Message, _value: Any, client: Client = client, rng: random.Random = rng) -> None:
            if isinstance(message, p.Prompt) and client.seat is not None:
                choice = rng.choice([p.choice_from_text(t) for t in message.legal])
                action = choice.sample(rng) if hasattr(choice, "sample") else choice
                client.send(p.Act(client.seat, message.turn, action.text))
            elif isinstance(message, p.MatchEnd):
                app.quit()

        client.received.connect(on_message)
        client.failed.connect(lambda *_: app.quit())
        client.connect_to("127.0.0.1", port)
        clients.append(client)
    QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()
    return 0


def _host_window_stall(actions: int, progress: Progress) -> dict[str, Any]:
    """A window hosting a 30-seat Chemin de fer table (29 network seats, one computer) while the clients play:
    the gaps of a 2 ms timer on its GUI thread, over `actions` actions."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from lomber.engine.match import Seat
    from lomber.net.host import Host, Limits, TableSpec
    from lomber.settings import Settings
    from lomber.ui.shell.mainwindow import MainWindow

    app = QApplication.instance() or QApplication([])
    # The animations as a host plays them (the default speed, not tests' instant); no pause after each deal, which
    # would wait for a click
    speed = Settings().speed
    window = MainWindow(Settings(speed=speed, autosave=False, pause_after_deal=False), None,
                        save_settings_on_close=False, ai_process=True)
    window.resize(1280, 800)
    window.show()
    game, table = crowd_table()
    seats = [Seat(f"Bench {i + 1}", "human") for i in range(table.seats - 1)] + [Seat("Easy", "ai", "easy")]
    spec = TableSpec(game, seats, frozenset(range(table.seats - 1)), dict(table.options), 5)
    host = Host(window.controller, spec, CODE, Limits(away_s=None), parent=window)
    assert host.listen("127.0.0.1", 0)
    host.ready.connect(lambda: host.started or host.start_match())
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    bots = subprocess.Popen([sys.executable, "-m", "lomber.bench.network", "clients", str(host.port()), str(table.seats - 1)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
    clock = QElapsedTimer()
    clock.start()
    gaps: list[float] = []
    last = [clock.nsecsElapsed()]
    done = [0]

    def tick() -> None:
        now = clock.nsecsElapsed()
        if done[0]:   # from the first action on: the match's start (its table laid out once) is not serving
            gaps.append((now - last[0]) / 1e6)
        last[0] = now

    def acted(*_: Any) -> None:
        done[0] += 1

    probe = QTimer()
    probe.setInterval(TICK_MS)
    probe.timeout.connect(tick)
    probe.start()
    window.controller.acted.connect(acted)
    # The GUI thread runs its own event loop, as the window's would: it sleeps while nothing is due, so the probe's
    # gaps are the window's work and the machine's load, not a polling loop's.
    loop = QEventLoop()

    def check() -> None:
        progress.step(f"host window: {done[0]}/{actions} actions")
        match = window.controller.match
        if done[0] >= actions or (match is not None and match.finished) or (not done[0] and bots.poll() is not None):
            loop.quit()

    watch = QTimer()
    watch.setInterval(100)
    watch.timeout.connect(check)
    watch.start()
    window.controller.acted.connect(lambda *_: done[0] >= actions and loop.quit())
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(loop.quit)
    deadline.start(TIMEOUT_S * 1000)
    started = time.perf_counter()
    try:
        loop.exec()
    finally:
        probe.stop()
        watch.stop()
        deadline.stop()
        host.close()
        window.controller.shutdown()
        bots.kill()
        bots.communicate()
        window.close()
        window.deleteLater()
        app.processEvents()
    gaps.sort()
    return {"actions": done[0], "speed": speed, "seconds": round(time.perf_counter() - started, 1),
            "max_stall_ms": round(gaps[-1], 1) if gaps else None,
            "p99_gap_ms": round(gaps[int(0.99 * (len(gaps) - 1))], 1) if gaps else None}


def _play(game: str, seats: str, options: dict[str, Any], clients: int, samples: int,
          progress: Progress, relay: str | None = None) -> tuple[list[float], float | None]:
    """Round trips (ms) until `samples` are taken or the match ends; the host's memory per client (MB). With
    `relay` (a broker's URL) the host is on it and the clients go through one client bridge."""
    from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QEventLoop

    from lomber.net import protocol as p
    from lomber.net.client import Client

    app = QCoreApplication.instance() or QCoreApplication([])
    host, port = _serve(game, seats, options, *(("--relay", relay) if relay else ()))
    bridge = None
    if relay:
        from lomber.net.relay import ClientBridge
        from lomber.net.relaylink import parse_relay_url

        bridge = ClientBridge(parse_relay_url(relay), CODE)
        bridge.start()
        if not bridge.wait_ready(10):
            bridge.stop()
            host.kill()
            raise RuntimeError("the relay's host did not come up on the local broker")
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
            client.connect_to(*(bridge.address if bridge is not None else ("127.0.0.1", port)))
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
        if bridge is not None:
            bridge.stop()
        for _ in range(10):
            app.processEvents()
    return trips, per_client


def network_figures(quick: bool, progress: Progress) -> list[Figure]:
    from lomber.bench.netabuse import abuse_figures
    from lomber.settings import scratch_folders

    small = 60 if quick else 400
    crowd = 100 if quick else 600
    # The window animates each action at the default speed (about a second each): --quick's 2 minutes allow 25.
    window_actions = 25 if quick else crowd
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with scratch_folders("lomber-bench-"):
        stall = _host_window_stall(window_actions, progress)   # first: it needs a QApplication
    serve_cpu = _serve_cpu(crowd)
    duo, duo_options = two_seat_table()
    trips, _ = _play(duo, "remote,remote", duo_options, 2, small, progress)
    from lomber.bench.relaytrip import RELAY_ROUND_TRIP_MS, relay_round_trips

    relay_trips, relay_note = relay_round_trips(_play, duo, "remote,remote", duo_options, small, progress)
    game, table = crowd_table()
    crowd_trips, per_client = _play(game, ",".join(["remote"] * (table.seats - 1) + ["easy"]),
                                    dict(table.options), table.seats - 1, crowd, progress)
    abuse = abuse_figures(quick, progress, (game, table), duo)
    note = "--quick: fewer round trips" if quick else ""
    from lomber.engine.registry import game_info

    crowded = f"{table.seats}-seat {game_info(game).name}"
    return [
        Figure("network.round-trip.p95", "action round trip on localhost, 2 clients (p95)",
               round(percentile(trips, 0.95), 2) if trips else None, "ms", Target("<=", ROUND_TRIP_MS),
               detail={"round_trips": len(trips), "median": round(percentile(trips, 0.5), 2) if trips else None},
               note=note),
        Figure("network.relay.round-trip.p95", "action round trip through a local MQTT relay, 2 clients (p95)",
               round(percentile(relay_trips, 0.95), 2) if relay_trips else None, "ms",
               Target("<=", RELAY_ROUND_TRIP_MS, "a broker on this computer: the bridges' own cost"),
               detail={"round_trips": len(relay_trips),
                       "median": round(percentile(relay_trips, 0.5), 2) if relay_trips else None},
               note=relay_note or note),
        Figure("network.crowd.round-trip.p95", f"round trip at a {crowded} table, {table.seats - 1} clients (p95)",
               round(percentile(crowd_trips, 0.95), 2) if crowd_trips else None, "ms",
               Target("<=", CROWD_ROUND_TRIP_MS), detail={"round_trips": len(crowd_trips)}, note=note),
        Figure("network.host-memory-per-client", f"host memory per connected client (RSS growth / {table.seats - 1})",
               round(per_client, 3) if per_client is not None else None, "MB",
               Target("<=", MEMORY_PER_CLIENT_MB, "a socket, buffers and a seat each")),
        Figure("network.host.serve-cpu", f"host CPU per action for {table.seats - 1} network seats (mask, view, serialise; median)",
               serve_cpu["median_ms"], "ms", Target("<=", SERVE_CPU_MS, "leaves the GUI thread room to paint"),
               detail={k: v for k, v in serve_cpu.items() if k != "median_ms"}),
        Figure("network.host-window.stall", f"longest GUI stall of a window hosting {table.seats - 1} clients ({crowded})",
               stall["max_stall_ms"], "ms", Target("<=", STALL_MS),
               detail={k: v for k, v in stall.items() if k != "max_stall_ms"},
               note="--quick: 25 actions" if quick else ""),
        *abuse,
    ]


if __name__ == "__main__" and len(sys.argv) == 4 and sys.argv[1] == "clients":
    sys.exit(_bots(int(sys.argv[2]), int(sys.argv[3]), TIMEOUT_S))
