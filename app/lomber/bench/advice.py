"""`lomber bench` section `advice`: how long the Hint and the odds panel wait for the advisor.

For each game's bench table, `normal` players play every seat; at each real decision (more than one legal choice)
the advisor is asked through its own process, as the window asks it (`AIProcess.advise`: the view pickled down a
pipe, the `Advice` back), and at every position the odds of seat 0 with no decision (`advise(view, [])`, what the
odds panel asks when the table settles) are timed in this process. The Hint is the strong player's decision: its
p95 is held to a strong decision's target. The odds never run on the GUI thread (docs/advisor.md); they are held
to the same bound, the longest a panel may lag behind the table.
"""

from __future__ import annotations

import time

from lomber.ai.advisor import advise
from lomber.ai.registry import searches
from lomber.bench.engine import P95_TARGET_MS
from lomber.bench.figures import Figure, Progress, Target, percentile
from lomber.controller.aiproc import AIProcess
from lomber.engine.match import default_seats
from lomber.engine.registry import game_ids, game_info, new_match


def advice_times(game: str, decisions: int, proc: AIProcess) -> dict[str, list[float]]:
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
    return {"hint": hints, "odds": odds}


LABELS = {"hint": "Hint wait through the advisor's process", "odds": "odds of a settled view"}


def advice_figures(quick: bool, progress: Progress) -> list[Figure]:
    """Per game: p95 of the Hint's wait (through the advisor's process) and of the odds panel's question."""
    proc = AIProcess("lomber-advisor-bench")
    out: list[Figure] = []
    try:
        first = game_info(game_ids()[0])
        proc.advise(0, new_match(first.id, default_seats(first.min_players), {}, 0).view(0), [])   # started and warm
        for game in game_ids():
            progress.step(game)
            slow = searches(game)
            n = (6 if slow else 20) if quick else (30 if slow else 100)
            for kind, times in advice_times(game, n, proc).items():
                out.append(Figure(f"advice.{game}.{kind}.p95", f"{LABELS[kind]} p95, {game}",
                                  round(percentile(times, 0.95), 3), "ms",
                                  Target("<=", P95_TARGET_MS["strong"], "a strong decision's"),
                                  detail={"p50_ms": round(percentile(times, 0.5), 3), "max_ms": round(max(times), 3),
                                          "n": len(times)},
                                  note=f"{n} decisions (quick)" if quick else ""))
    finally:
        proc.close()
    return out
