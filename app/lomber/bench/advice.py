"""`lomber bench` figure `advice_ms`: how long the Hint and the odds panel wait for the advisor.

For each game's bench table, `normal` players play every seat; at each real decision (more than one legal choice)
the advisor is asked through its own process, as the window asks it (`AIProcess.advise`: the view pickled down a
pipe, the `Advice` back), and at every position the odds of seat 0 with no decision (`advise(view, [])`, what the
odds panel asks when the table settles) are timed in this process, to show what they would cost the GUI thread.
"""

from __future__ import annotations

import time
from typing import Any

from lomber import bench
from lomber.ai.advisor import advise
from lomber.controller.aiproc import AIProcess
from lomber.engine.match import default_seats
from lomber.engine.registry import game_ids, game_info, new_match


def _summary(times: list[float]) -> dict[str, float]:
    times = sorted(times)
    return {"n": len(times), "p50_ms": round(times[len(times) // 2], 2),
            "p95_ms": round(times[min(len(times) - 1, int(len(times) * 0.95))], 2), "max_ms": round(times[-1], 2)}


def advice_times(game: str, decisions: int, proc: AIProcess) -> dict[str, Any]:
    """Milliseconds per hint through the advisor's process, and per odds-only question on this thread."""
    from lomber.ai.registry import make_player

    table = game_info(game).bench
    seats, options = table.seats, dict(table.options)
    hints: list[float] = []
    odds: list[float] = []
    seed = 0
    while len(hints) < decisions:
        match = new_match(game, default_seats(seats), options, seed)
        players = [make_player(game, "normal", seed * 10 + i) for i in range(seats)]
        while not match.finished and len(hints) < decisions and match.deals < 30:
            seat = match.to_act()
            legal = match.legal_actions()
            view = match.view(0)
            t0 = time.perf_counter()
            advise(view, [], seed)
            odds.append((time.perf_counter() - t0) * 1000)
            if len(legal) > 1:
                view = match.view(seat)
                t0 = time.perf_counter()
                proc.advise(seed, view, legal)
                hints.append((time.perf_counter() - t0) * 1000)
            match.apply(seat, players[seat].choose(match.view(seat), legal))
        seed += 1
    return {"hint via the advisor's process": _summary(hints), "odds of a settled view, in-process": _summary(odds)}


def advice_figures(quick: bool) -> dict[str, Any]:
    """Per game: the Hint's wait (through the advisor's process) and the odds panel's question (in-process)."""
    proc = AIProcess("lomber-advisor-bench")
    out: dict[str, Any] = {}
    try:
        proc.advise(0, new_match("ferme", default_seats(2), {}, 0).view(0), [])   # started and warm
        for game in game_ids():
            slow = game in ("fortuna", "fly")
            n = (6 if slow else 20) if quick else (30 if slow else 100)
            try:
                for name, figures in advice_times(game, n, proc).items():
                    out[f"{game}: {name}"] = figures
            except ModuleNotFoundError:
                out[game] = "no advisor yet"
    finally:
        proc.close()
    return out


bench.EXTRA["advice_ms"] = advice_figures
