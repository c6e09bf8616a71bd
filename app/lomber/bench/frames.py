"""Frame times while big tables animate: the scenes each game declares (`GameInfo.frames`: a 12-seat Ferme deal,
a 30-seat Chemin de fer coup, a 7-seat Fly trick).

Each scale runs in a child process (`python -m lomber.bench.frames SCALE QUICK REPEATS`): QT_SCALE_FACTOR
must be set before Qt starts. A frame's time is the view's paintEvent (wall clock, the figure judged) at
1280×800 logical pixels, offscreen; the GUI thread's own CPU time is reported beside it (not inflated by
other processes on a busy machine).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any

from lomber.bench.figures import Figure, Progress, Target, median, percentile

W, H = 1280, 800
SCALES = (1, 2)
MEDIAN_MS, P99_MS = 8.0, 16.0


@dataclass(frozen=True)
class Scenario:
    """What animates: `game` at `seats`, from the deal's start (`trick` False) or the first trick's lead."""

    key: str
    game: str
    seats: int
    label: str
    trick: bool = False
    long: bool = False     # its whole deal takes long to animate: --quick animates only its dealing


def scenarios() -> list[Scenario]:
    """Every game's declared scenes, in the registry's order."""
    from lomber.engine.registry import games

    return [Scenario(sc.key, info.id, sc.seats, sc.label, sc.trick, sc.long) for info in games() for sc in info.frames]


def _events(sc: Scenario, quick: bool, seed: int) -> tuple[list[Any], dict, list[Any], dict]:
    """(events so far, the view before, the events to animate, the view after), seat 0 watching."""
    from lomber.engine.events import Ev, mask
    from lomber.engine.match import default_seats
    from lomber.engine.registry import new_match
    from lomber.search.players import RandomPlayer

    match = new_match(sc.game, default_seats(sc.seats), {"first_dealer": 0}, seed)
    player = RandomPlayer(seed)
    history = list(match.start_events)
    if sc.trick:
        before: dict | None = None
        so_far: list[Any] = []
        shown: list[Any] = []
        while not match.finished:
            seat = match.to_act()
            view = match.view(0)
            new = match.apply(seat, player.choose(match.view(seat), match.legal_actions()))
            if before is None and any(e.kind is Ev.PLAYED for e in new):
                before, so_far = view, list(history)   # the table as the trick's first card is led
            history += new
            if before is not None:
                shown += new
                if any(e.kind is Ev.TRICK for e in new) or match.deals > 0:   # the trick (or its deal) is over
                    break
        if before is None:
            raise RuntimeError(f"{sc.label}: no trick was played")
        return mask(so_far, 0), before, mask(shown, 0), match.view(0)
    # The whole deal or coup; in --quick only a long one's dealing (the start events).
    events = list(history)
    while not (quick and sc.long) and match.deals < 1 and not match.finished:
        seat = match.to_act()
        events += match.apply(seat, player.choose(match.view(seat), match.legal_actions()))
    return [], {}, mask(events, 0), match.view(0)


def measure(sc: Scenario, quick: bool, seed: int) -> dict[str, Any]:
    """Paint times of every frame while `sc` animates at NORMAL speed (FAST in --quick) in a 1280×800 view."""
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    from lomber.ui.table.speeds import Speed
    from lomber.ui.table.view import TableView

    app = QApplication.instance() or QApplication([])
    paints: list[float] = []
    cpu: list[float] = []

    class TimedView(TableView):
        def paintEvent(self, event: Any) -> None:
            t0, c0 = time.perf_counter(), time.thread_time()
            try:
                super().paintEvent(event)
            finally:   # never an exception out of a Qt override
                paints.append((time.perf_counter() - t0) * 1000)
                cpu.append((time.thread_time() - c0) * 1000)

    so_far, before, events, after = _events(sc, quick, seed)
    view = TimedView()
    view.resize(W, H)
    view.show()
    table = view.table
    table.set_speed(Speed.FAST if quick else Speed.NORMAL)
    table.setup(sc.game, [f"Seat {i + 1}" for i in range(sc.seats)], 0)
    if before:
        table.sync(before, so_far)

    def spin(seconds: float, until: Any) -> None:
        end = time.perf_counter() + seconds
        while until() and time.perf_counter() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)

    spin(2, lambda: True)                  # laid and painted
    spin(30, table.warming)                # the faces rendered ahead, as in the app
    paints.clear()
    cpu.clear()
    start = time.perf_counter()
    table.show_events(events, after)
    spin(180, table.busy)
    elapsed = time.perf_counter() - start
    view.close()
    view.deleteLater()
    app.processEvents()
    if not paints:
        raise RuntimeError(f"{sc.label}: no frame was painted")
    return {"frames": len(paints), "animated_s": round(elapsed, 2),
            "median_ms": median(paints), "p99_ms": percentile(paints, 0.99), "max_ms": max(paints),
            "cpu_median_ms": median(cpu), "cpu_p99_ms": percentile(cpu, 0.99)}


def child_main(argv: list[str]) -> int:
    """In the child: one JSON line per scenario and repeat, as each is measured."""
    scale, quick, repeats = int(argv[0]), argv[1] == "1", int(argv[2])
    for sc in scenarios():
        for r in range(repeats):
            out = measure(sc, quick, 11 + r)
            print(json.dumps({"scenario": sc.key, "scale": scale, "repeat": r, **out}), flush=True)
    return 0


def run_scale(scale: int, quick: bool, repeats: int, progress: Progress) -> list[dict[str, Any]]:
    """The child's results at one QT_SCALE_FACTOR."""
    env = dict(os.environ, QT_SCALE_FACTOR=str(scale), QT_QPA_PLATFORM="offscreen")
    cmd = [sys.executable, "-m", "lomber.bench.frames", str(scale), "1" if quick else "0", str(repeats)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None and proc.stderr is not None
    rows = []
    total = len(scenarios()) * repeats
    progress.step(f"scale {scale}: 0/{total}")
    for line in proc.stdout:
        if line.startswith("{"):
            rows.append(json.loads(line))
            progress.step(f"scale {scale}: {len(rows)}/{total}")
    err = proc.stderr.read()
    if proc.wait() != 0:
        raise RuntimeError(f"the frames child at scale {scale} failed: {err.strip().splitlines()[-1:] or '?'}")
    return rows


def frame_figures(quick: bool, progress: Progress) -> list[Figure]:
    """Median and p99 frame time per scenario and scale (each the median over repeats)."""
    repeats = 1 if quick else 3
    out = []
    for scale in SCALES:
        rows = run_scale(scale, quick, repeats, progress)
        for sc in scenarios():
            mine = [r for r in rows if r["scenario"] == sc.key]
            if not mine:
                raise RuntimeError(f"no frames measured for {sc.label} at scale {scale}")
            where = f"{sc.label}, 1280×800" + (f", device pixel ratio {scale}" if scale != 1 else "")
            detail = {"frames": [r["frames"] for r in mine], "repeats": len(mine),
                      "cpu_median_ms": round(median([r["cpu_median_ms"] for r in mine]), 2),
                      "cpu_p99_ms": round(median([r["cpu_p99_ms"] for r in mine]), 2),
                      "max_ms": round(max(r["max_ms"] for r in mine), 1)}
            note = ("quick: the dealing only, at fast speed" if sc.long else "quick: at fast speed") if quick else ""
            key = f"frames.{sc.key}.scale-{scale}"
            out.append(Figure(f"{key}.median", f"frame time median, {where}",
                              round(median([r["median_ms"] for r in mine]), 2), "ms", Target("<=", MEDIAN_MS),
                              detail={k: detail[k] for k in ("frames", "repeats", "cpu_median_ms")}, note=note))
            out.append(Figure(f"{key}.p99", f"frame time p99, {where}",
                              round(median([r["p99_ms"] for r in mine]), 2), "ms", Target("<=", P99_MS),
                              detail={k: detail[k] for k in ("cpu_p99_ms", "max_ms")}, note=note))
    return out


if __name__ == "__main__":
    raise SystemExit(child_main(sys.argv[1:]))
