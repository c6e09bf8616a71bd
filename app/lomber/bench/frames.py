"""GUI figures for `lomber bench`: frame times while a 12-seat Ferme deal animates (offscreen, 1280×800)."""

from __future__ import annotations

import os
import statistics
import time
from typing import Any

from lomber import bench

SEATS, W, H = 12, 1280, 800


def _percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, round(q * (len(xs) - 1))))]


def frame_times(quick: bool = False) -> dict[str, Any]:
    """Paint time of every frame drawn while deals of a 12-seat Ferme match animate at NORMAL speed."""
    if not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    from lomber.ai.base import RandomPlayer
    from lomber.engine.events import mask
    from lomber.engine.match import default_seats
    from lomber.engine.registry import game_ids, new_match
    from lomber.ui.speeds import Speed
    from lomber.ui.tableview import TableView

    if "ferme" not in game_ids():
        return {"skipped": "the ferme game is not installed"}
    app = QApplication.instance() or QApplication([])
    paints: list[float] = []
    cpu: list[float] = []

    class TimedView(TableView):
        def paintEvent(self, event) -> None:
            t0, c0 = time.perf_counter(), time.thread_time()
            super().paintEvent(event)
            paints.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)

    view = TimedView()
    view.resize(W, H)
    view.show()
    table = view.table
    table.set_speed(Speed.NORMAL)
    match = new_match("ferme", default_seats(SEATS), {"first_dealer": 0}, 11)
    player = RandomPlayer(11)
    table.setup("ferme", [f"Seat {i + 1}" for i in range(SEATS)], 0)
    table.sync(match.view(0))
    warm = time.perf_counter()
    while table.warming() and time.perf_counter() - warm < 20:    # let the faces render ahead, as in the app
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    paints.clear()
    cpu.clear()
    start = time.perf_counter()
    # The first deal and, unless quick, the play and settlement of it (showdown: every hand turns over).
    events = list(match.start_events)
    while not quick and match.deals < 1 and not match.finished:
        seat = match.to_act()
        events += match.apply(seat, player.choose(match.view(seat), match.legal_actions()))
    table.show_events(mask(events, 0), match.view(0))
    while table.busy() and time.perf_counter() - start < 120:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    elapsed = time.perf_counter() - start
    view.close()
    view.deleteLater()
    if not paints:
        return {"frames": 0}
    return {
        "frames": len(paints),
        "fps_drawn": round(len(paints) / elapsed, 1),
        "median_ms": round(statistics.median(paints), 2),
        "p99_ms": round(_percentile(paints, 0.99), 2),
        "max_ms": round(max(paints), 2),
        "cpu_median_ms": round(statistics.median(cpu), 2),     # the GUI thread's own time: not inflated
        "cpu_p99_ms": round(_percentile(cpu, 0.99), 2),        # by other processes on a busy machine
        "animated_s": round(elapsed, 1),
    }


bench.EXTRA["gui_frame_ms_ferme12"] = frame_times
