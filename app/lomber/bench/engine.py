"""Figures of the pure layers: random-play throughput and the computer players' decision times."""

from __future__ import annotations

import random
import time
from typing import Any

from lomber.ai.base import RandomPlayer
from lomber.engine.match import LEVELS, default_seats
from lomber.engine.registry import game_ids, game_info, new_match


def random_play_rate(game: str, seconds: float) -> float:
    """Deals (coups) per second of random legal play."""
    table = game_info(game).bench      # a typical table of the game
    seats, options = table.seats, dict(table.options)
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

    table = game_info(game).bench      # a typical table of the game
    seats, options = table.seats, dict(table.options)
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
        for level in LEVELS:
            n = {"easy": 200, "normal": 100, "strong": 20 if quick else 60}[level]
            try:
                out[f"{game} {level}"] = decision_times(game, level, n)
            except ModuleNotFoundError:
                out[f"{game} {level}"] = "no computer player yet"
    return out


