"""Figures of the pure layers: the computer players' decision times, random-play throughput, clone + apply."""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass

from lomber.ai.registry import searches
from lomber.bench.figures import Figure, Progress, Target, median, percentile
from lomber.engine.gameinfo import Table
from lomber.engine.match import default_seats
from lomber.engine.registry import game_ids, game_info, game_levels, new_match
from lomber.search.players import RandomPlayer

# docs/design.md: decision time p95, strong ≤ 1 s, normal ≤ 0.1 s; easy, the simplest, is held to normal's bound;
# expert, strong's search with five times the work (for patient players), ≤ 5 s.
P95_TARGET_MS = {"expert": 5000.0, "strong": 1000.0, "normal": 100.0, "easy": 100.0}
DECISIONS = {"expert": 80, "strong": 200, "normal": 200, "easy": 200}
QUICK_DECISIONS = {"expert": 8, "strong": 24, "normal": 60, "easy": 60}
MAX_DEALS_PER_MATCH = 30
RATE_RUNS, QUICK_RATE_RUNS = (5, 1.0), (3, 0.25)   # repeats × seconds of random play per table
STRONG_SAMPLE = 12         # strong decisions timed for the throughput target when the decisions section did not run
# docs/design.md: random play ≥ 10× what one strong decision costs, so that a strong search affords its playouts:
# at least 10 random deals in a strong decision's median time. Where the strong player searches no playouts
# (docs/advisor.md: Ferme's and Chemin de fer's compute exact odds) its decision is no yardstick (a Chemin de fer
# strong decision takes microseconds); there the cost is the 1 s a strong decision may take.
THROUGHPUT_FACTOR = 10.0
STRONG_BUDGET_S = 1.0

_strong_p50_s: dict[str, float] = {}   # game → a strong decision's median seconds (decisions, then throughput)


@dataclass
class Decisions:
    """The real decisions (more than one legal choice) of one level playing every seat, in milliseconds."""

    times: list[float]
    deals: int                # how many deals the decisions came from

    def figure(self, game: str, level: str, quick: bool) -> Figure:
        n = len(self.times)
        return Figure(f"decisions.{game}.{level}.p95", f"decision time p95, {game}, {level}",
                      round(percentile(self.times, 0.95), 3), "ms", Target("<=", P95_TARGET_MS[level],
                                                                            "normal's" if level == "easy" else ""),
                      detail={"p50_ms": round(percentile(self.times, 0.5), 3), "max_ms": round(max(self.times), 3),
                              "decisions": n, "deals": self.deals},
                      note=f"quick: {n} decisions, fewer than the full run's {DECISIONS[level]}" if quick else "")


def decision_times(game: str, level: str, decisions: int, progress: Progress | None = None) -> Decisions:
    """Time `decisions` real decisions at the game's typical table, whole deals one after another."""
    from lomber.ai.registry import make_player

    table = game_info(game).bench
    times: list[float] = []
    deals, seed = 0, 0
    while len(times) < decisions:
        match = new_match(game, default_seats(table.seats, level), {"first_dealer": 0, **table.options}, seed)
        players = [make_player(game, level, seed * 100 + i) for i in range(table.seats)]
        seen = -1
        while not match.finished and len(times) < decisions and match.deals < MAX_DEALS_PER_MATCH:
            seat = match.to_act()
            legal = match.legal_actions()
            view = match.view(seat)
            t0 = time.perf_counter()
            action = players[seat].choose(view, legal)
            if len(legal) > 1:
                times.append((time.perf_counter() - t0) * 1000)
                if match.deals != seen:
                    seen, deals = match.deals, deals + 1
                if progress is not None and len(times) % 5 == 0:
                    progress.step(f"{game} {level} {len(times)}/{decisions}")
            match.apply(seat, action)
        seed += 1
    return Decisions(times, deals)


def decision_figures(quick: bool, progress: Progress) -> list[Figure]:
    """p95 per game and level the game offers (p50 beside it), from whole deals at each game's typical table."""
    out = []
    for game in game_ids():
        for level in game_levels(game):
            n = (QUICK_DECISIONS if quick else DECISIONS)[level]
            d = decision_times(game, level, n, progress)
            if level == "strong":
                _strong_p50_s[game] = percentile(d.times, 0.5) / 1000
            out.append(d.figure(game, level, quick))
    return out


def bench_tables(game: str) -> list[Table]:
    """The game's typical table, then its quick tables: every seat count and variant the invariant tests use."""
    info = game_info(game)
    seen, out = set(), []
    for t in (info.bench, *info.quick_tables):
        t = Table(t.seats, {"first_dealer": 0, **t.options})
        key = table_label(game, t)
        if key not in seen:
            seen.add(key)
            out.append(t)
    return out


def table_label(game: str, table: Table) -> str:
    opts = {k: v for k, v in table.options.items() if k != "first_dealer"}
    return f"{game} {table.seats} seats" + (f" {json.dumps(opts, sort_keys=True)}" if opts else "")


def random_play_rate(game: str, table: Table, seconds: float, seed: int = 0) -> float:
    """Deals (coups) per second of random legal play at this table, new matches as the old ones end."""
    options = dict(table.options)
    rng = random.Random(seed)
    deals = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        match = new_match(game, default_seats(table.seats), options, seed)
        player = RandomPlayer(seed)
        begun = match.deals
        while not match.finished and match.deals - begun < 50 and time.perf_counter() - start < seconds:
            seat = match.to_act()
            match.apply(seat, player.choose({}, match.legal_actions()))
        deals += match.deals - begun
        seed += 1 + rng.randrange(3)
    return deals / (time.perf_counter() - start)


def clone_apply_us(game: str, table: Table, positions: int = 150, seed: int = 5) -> float:
    """Median microseconds of `clone()` then `apply()` of a random legal action, at positions of random play."""
    match = new_match(game, default_seats(table.seats), dict(table.options), seed)
    player = RandomPlayer(seed)
    times: list[float] = []
    while len(times) < positions:
        if match.finished:
            seed += 1
            match = new_match(game, default_seats(table.seats), dict(table.options), seed)
        seat = match.to_act()
        action = player.choose({}, match.legal_actions())
        t0 = time.perf_counter()
        copy = match.clone()
        copy.apply(seat, action)
        times.append((time.perf_counter() - t0) * 1e6)
        match.apply(seat, action)
    return median(times)


def strong_p50_s(game: str) -> float:
    """A strong decision's median seconds: from the decisions section, else a small sample of its own."""
    if game not in _strong_p50_s:
        _strong_p50_s[game] = percentile(decision_times(game, "strong", STRONG_SAMPLE).times, 0.5) / 1000
    return _strong_p50_s[game]


def throughput_figures(quick: bool, progress: Progress) -> list[Figure]:
    """Random-play deals per second per game and variant (median of repeats), with clone + apply's cost."""
    repeats, seconds = QUICK_RATE_RUNS if quick else RATE_RUNS
    out = []
    for game in game_ids():
        if searches(game):
            progress.step(f"{game}: a strong decision's cost")
            need, why = THROUGHPUT_FACTOR / strong_p50_s(game), f"{THROUGHPUT_FACTOR:.0f}× a strong decision's p50"
        else:
            need, why = THROUGHPUT_FACTOR / STRONG_BUDGET_S, f"{THROUGHPUT_FACTOR:.0f}× a strong decision's 1 s"
        for table in bench_tables(game):
            label = table_label(game, table)
            progress.step(label)
            rates = [random_play_rate(game, table, seconds, seed=r * 1000) for r in range(repeats)]
            out.append(Figure(f"throughput.{label}", f"random play, {label}", round(median(rates), 1), "deals/s",
                              Target(">=", round(need, 1), why),
                              detail={"clone_apply_us": round(clone_apply_us(game, table), 1),
                                      "repeats": repeats, "seconds_each": seconds}))
    return out

