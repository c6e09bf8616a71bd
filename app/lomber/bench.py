"""`lomber bench`: the performance figures of DESIGN.md, measured in one run so ratios are fair."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from typing import Any

from lomber.ai.base import RandomPlayer
from lomber.engine.match import default_seats
from lomber.engine.registry import game_ids, new_match

# Seats and options for throughput runs: a typical table of each game.
BENCH_TABLES: dict[str, tuple[int, dict[str, Any]]] = {
    "ferme": (6, {}),
    "chemin-de-fer": (6, {}),
    "fortuna": (4, {}),
    "fly": (4, {}),
}


def random_play_rate(game: str, seconds: float) -> float:
    """Deals (coups) per second of random legal play."""
    seats, options = BENCH_TABLES.get(game, (4, {}))
    rng = random.Random(7)
    deals = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        match = new_match(game, default_seats(seats), options, seed)
        player = RandomPlayer(seed)
        while not match.finished and match.deals < 50 and time.perf_counter() - start < seconds:
            seat = match.to_act()
            match.apply(seat, player.choose({}, match.legal_actions()))
        deals += match.deals
        seed += 1 + rng.randrange(3)
    return deals / (time.perf_counter() - start)


def decision_times(game: str, level: str, decisions: int) -> dict[str, float]:
    """Milliseconds per real decision (more than one legal choice) of one level playing every seat."""
    from lomber.ai.registry import make_player

    seats, options = BENCH_TABLES.get(game, (4, {}))
    times: list[float] = []
    seed = 0
    while len(times) < decisions:
        match = new_match(game, default_seats(seats, level), options, seed)
        players = [make_player(game, level, seed * 10 + i) for i in range(seats)]
        while not match.finished and len(times) < decisions and match.deals < 30:
            seat = match.to_act()
            legal = match.legal_actions()
            view = match.view(seat)
            t0 = time.perf_counter()
            action = players[seat].choose(view, legal)
            if len(legal) > 1:
                times.append((time.perf_counter() - t0) * 1000)
            match.apply(seat, action)
        seed += 1
    times.sort()
    return {"n": len(times), "p50_ms": round(times[len(times) // 2], 2),
            "p95_ms": round(times[int(len(times) * 0.95)], 2), "max_ms": round(times[-1], 2)}


def ai_figures(quick: bool) -> dict[str, Any]:
    """Decision times per game and level (targets: strong p95 ≤ 1 s, normal ≤ 0.1 s)."""
    out: dict[str, Any] = {}
    for game in game_ids():
        for level in ("easy", "normal", "strong"):
            n = {"easy": 200, "normal": 100, "strong": 20 if quick else 60}[level]
            try:
                out[f"{game} {level}"] = decision_times(game, level, n)
            except ModuleNotFoundError:
                out[f"{game} {level}"] = "no computer player yet"
    return out


# Extra measurements register here (AI decision times, GUI frame times): name → function(quick) → figures.
EXTRA: dict[str, Callable[[bool], dict[str, Any]]] = {"ai_decision_times": ai_figures}


def run_bench(as_json: bool = False, quick: bool = False) -> int:
    secs = 0.5 if quick else 2.0
    figures: dict[str, Any] = {"random_play_deals_per_s": {}}
    for game in game_ids():
        figures["random_play_deals_per_s"][game] = round(random_play_rate(game, secs), 1)
    _load_extras()
    for name, fn in EXTRA.items():
        figures[name] = fn(quick)
    if as_json:
        print(json.dumps(figures, indent=1))
    else:
        for name, value in figures.items():
            print(f"{name}:")
            if isinstance(value, dict):
                for k, v in value.items():
                    print(f"  {k:<28} {v}")
            else:
                print(f"  {value}")
    return 0


def _load_extras() -> None:
    """Import the modules that add bench figures (AI timings; GUI timings when Qt is there)."""
    import importlib

    for mod in ("lomber.ai.bench", "lomber.ui.bench", "lomber.ui.bench_app", "lomber.ui.bench_start"):
        try:
            importlib.import_module(mod)
        except ModuleNotFoundError:
            continue
