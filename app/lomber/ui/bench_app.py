"""`lomber bench` figure: the longest GUI-thread stall while a `strong` computer player thinks (target ≤ 50 ms)."""

from __future__ import annotations

import os
import tempfile
import time
from typing import Any

from lomber.bench import EXTRA

TICK_MS = 2            # the probe timer: a healthy GUI thread fires it every few ms
BUSY_SECONDS = 0.3     # the stand-in player's think time when a game has no strong player installed


class BusyPlayer:
    """Stands in for a strong player where none is installed: pure-Python work for a while, then a legal move."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: dict[str, Any], legal: list[Any]) -> Any:
        from lomber.controller import safe_action

        end = time.perf_counter() + BUSY_SECONDS
        x = self.seed
        while time.perf_counter() < end:
            for _ in range(2000):
                x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        return safe_action(legal)


def gui_stall(quick: bool) -> dict[str, Any]:
    """Play strong computer players in the real window and record the longest gap between probe ticks."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    tmp = tempfile.mkdtemp(prefix="lomber-bench-")
    os.environ.setdefault("LOMBER_CONFIG_DIR", os.path.join(tmp, "config"))
    os.environ.setdefault("LOMBER_DATA_DIR", os.path.join(tmp, "data"))
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from lomber.ai.registry import make_player
    from lomber.controller import match_controller
    from lomber.engine.match import Seat
    from lomber.engine.registry import game_ids
    from lomber.settings import Settings
    from lomber.ui.app import tune_interpreter
    from lomber.ui.mainwindow import MainWindow

    tune_interpreter()

    app = QApplication.instance() or QApplication([])
    game, stand_in = None, False
    for gid in game_ids():
        try:
            make_player(gid, "strong", 0)
            game = gid
            break
        except ModuleNotFoundError:
            continue
    real_make = match_controller.make_player
    if game is None:
        game, stand_in = (game_ids() or ["ferme"])[0], True
        match_controller.make_player = lambda g, lv, seed: BusyPlayer(seed)
    window = MainWindow(Settings(speed="instant", autosave=False), None, save_settings_on_close=False)
    window.resize(1280, 800)
    window.show()
    ctrl = window.controller
    decisions_wanted = 6 if quick else 25
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed(), False]
    decisions = [0]

    def tick() -> None:
        # Only gaps with a player thinking at both ends: the GUI's own work between moves is not the stall.
        now, thinking = clock.nsecsElapsed(), ctrl.thinking_seat is not None
        if thinking and last[1]:
            gaps.append((now - last[0]) / 1e6)
        last[0], last[1] = now, thinking

    def acted(*_: Any) -> None:
        last[1] = False
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
    try:
        window.start_game(game, [Seat(f"Strong {i + 1}", "ai", "strong") for i in range(4)], {}, seed=3)
        app.exec()
    finally:
        probe.stop()
        ctrl.shutdown()
        window.close()
        match_controller.make_player = real_make
    gaps.sort()
    return {
        "game": game,
        "player": "stand-in (no strong player installed)" if stand_in else "strong",
        "decisions": decisions[0],
        "max_stall_ms": round(gaps[-1], 1) if gaps else None,
        "p99_gap_ms": round(gaps[int(0.99 * (len(gaps) - 1))], 1) if gaps else None,
        "target_ms": 50,
    }


EXTRA["gui_stall_while_strong_thinks"] = gui_stall
