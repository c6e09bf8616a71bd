"""`lomber bench` figure: the longest GUI-thread stall while a `strong` computer player thinks (target ≤ 50 ms)."""

from __future__ import annotations

import os
import tempfile
import time
from typing import Any

from lomber.bench import EXTRA

TICK_MS = 2            # the probe timer: a healthy GUI thread fires it every few ms
FIRST_FRAMES = 2       # gaps right after a move: the table painting it, not the computer's think


def _run_game(app: Any, game: str, decisions_wanted: int) -> dict[str, Any]:
    """One computer-only match of `game` with four strong seats; gaps of the probe timer while one thinks."""
    from PySide6.QtCore import QElapsedTimer, QTimer

    from lomber.engine.match import Seat
    from lomber.engine.registry import match_class
    from lomber.settings import Settings
    from lomber.ui.mainwindow import MainWindow

    window = MainWindow(Settings(speed="instant", autosave=False), None, save_settings_on_close=False,
                        ai_process=True)
    window.resize(1280, 800)
    window.show()
    ctrl = window.controller
    gaps: list[float] = []
    first: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last: list[Any] = [clock.nsecsElapsed(), 0]   # time of the last tick, ticks since the think began
    decisions = [0]

    def tick() -> None:
        # Gaps with a player thinking at both ends. The first frames after a move are the table painting that
        # move (measured by the table's own frame-time bench); they are reported apart, not as the AI's stall.
        now, thinking = clock.nsecsElapsed(), ctrl.thinking_seat is not None
        if thinking and last[1]:
            (gaps if last[1] > FIRST_FRAMES else first).append((now - last[0]) / 1e6)
        last[0], last[1] = now, last[1] + 1 if thinking else 0

    def acted(*_: Any) -> None:
        last[1] = 0
        decisions[0] += 1
        if decisions[0] >= decisions_wanted:
            app.quit()

    probe = QTimer()
    probe.setInterval(TICK_MS)
    probe.timeout.connect(tick)
    probe.start()
    ctrl.acted.connect(acted)
    ctrl.matchEnded.connect(lambda *_: app.quit())
    QTimer.singleShot(120_000, app.quit)
    cls = match_class(game)
    n = max(cls.min_players, min(cls.max_players, 4))
    started = time.perf_counter()
    try:
        window.start_game(game, [Seat(f"Strong {i + 1}", "ai", "strong") for i in range(n)], {"first_dealer": 0},
                          seed=3)
        app.exec()
    finally:
        probe.stop()
        ctrl.shutdown()
        window.close()
        window.deleteLater()
    gaps.sort()
    return {
        "decisions": decisions[0],
        "seconds": round(time.perf_counter() - started, 2),
        "max_stall_ms": round(gaps[-1], 1) if gaps else None,
        "p99_gap_ms": round(gaps[int(0.99 * (len(gaps) - 1))], 1) if gaps else None,
        "first_frames_max_ms": round(max(first), 1) if first else None,
    }


def gui_stall(quick: bool) -> dict[str, Any]:
    """The longest gap between ticks of a 2 ms GUI timer while strong players think, per game (target ≤ 50 ms)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    tmp = tempfile.mkdtemp(prefix="lomber-bench-")
    os.environ.setdefault("LOMBER_CONFIG_DIR", os.path.join(tmp, "config"))
    os.environ.setdefault("LOMBER_DATA_DIR", os.path.join(tmp, "data"))
    from PySide6.QtWidgets import QApplication

    from lomber.engine.registry import game_ids
    from lomber.ui.app import tune_interpreter

    tune_interpreter()
    app = QApplication.instance() or QApplication([])
    out: dict[str, Any] = {}
    for game in game_ids():
        out[game] = _run_game(app, game, 4 if quick else 12)
    stalls = [r["max_stall_ms"] for r in out.values() if r["max_stall_ms"] is not None]
    out["max_stall_ms"] = max(stalls) if stalls else None
    out["target_ms"] = 50
    return out


EXTRA["gui_stall_while_strong_thinks"] = gui_stall
