"""Computer-only matches for comparing levels: levels rotate through the seats between matches.

The work is cut into blocks, played whole and in order: a block is one match, or with `duplicate` one
cycle of matches dealt the same cards with the levels rotated through every seat (so the luck of the cards
largely cancels between levels). Each block's seed comes from the arena seed and the block's number, so
the result does not depend on how many processes (`jobs`) play the blocks. Intervals are 95% intervals
over blocks (deals within a match are not independent: pools, banks and stacks carry over).
"""

from __future__ import annotations

import math
import multiprocessing
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from multiprocessing.pool import AsyncResult
from typing import Any

from lomber.ai.registry import make_player
from lomber.engine.errors import IllegalAction
from lomber.engine.levels import SEAT_LEVELS
from lomber.engine.match import Seat
from lomber.engine.registry import game_info, new_match
from lomber.terminal import unescaped

Z95 = 1.959964


def ratio_ci(sums: list[float], counts: list[int]) -> tuple[float, float]:
    """Mean per item over blocks (Σ sums / Σ counts) and the half-width of its 95% interval, blocks being the
    independent units (the ratio estimator's linearised variance)."""
    n = sum(counts)
    if n == 0:
        return 0.0, 0.0
    m = sum(sums) / n
    k = len(sums)
    if k < 2:
        return m, math.inf
    mean_count = n / k
    var = sum((s - m * c) ** 2 for s, c in zip(sums, counts)) / (k * (k - 1) * mean_count ** 2)
    return m, Z95 * math.sqrt(var)


def diff_ci(a: Tally, b: Tally, scores: bool = False) -> tuple[float, float]:
    """Chips (with `scores`: score change) per seat-deal of `a` less those of `b`, and the half-width of its 95%
    interval, over the blocks both played (paired: in a duplicate cycle both levels played the same cards)."""
    sa_, na_, sb_, nb_ = ((a.block_scores, a.block_scored, b.block_scores, b.block_scored) if scores else
                          (a.block_chips, a.block_deals, b.block_chips, b.block_deals))
    ma, _ = ratio_ci(sa_, na_)
    mb, _ = ratio_ci(sb_, nb_)
    k = len(sa_)
    if k < 2 or k != len(sb_) or not sum(na_) or not sum(nb_):
        return ma - mb, math.inf
    ca, cb = sum(na_) / k, sum(nb_) / k
    res = [(sa - ma * na) / ca - (sb - mb * nb) / cb for sa, na, sb, nb in zip(sa_, na_, sb_, nb_)]
    return ma - mb, Z95 * math.sqrt(sum(e * e for e in res) / (k * (k - 1)))


@dataclass
class Tally:
    """One level's results: per-deal chip (and score) changes, grouped by block, and matches played and won."""

    chips: list[float] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    block_chips: list[float] = field(default_factory=list)
    block_deals: list[int] = field(default_factory=list)
    block_scores: list[float] = field(default_factory=list)
    block_scored: list[int] = field(default_factory=list)
    matches: int = 0
    won: int = 0

    def chips_ci(self) -> tuple[float, float]:
        """Chips per seat-deal and the half-width of its 95% interval."""
        return ratio_ci(self.block_chips, self.block_deals)

    def scores_ci(self) -> tuple[float, float]:
        """Score change per seat-deal and the half-width of its 95% interval."""
        return ratio_ci(self.block_scores, self.block_scored)

    def won_ci(self) -> tuple[float, float]:
        """Share of matches won and the half-width of its 95% (normal approximation) interval."""
        if not self.matches:
            return 0.0, 0.0
        p = self.won / self.matches
        return p, Z95 * math.sqrt(p * (1 - p) / self.matches)

    def add_block(self, other: Tally) -> None:
        """Fold in one block's tally as one independent unit."""
        self.chips += other.chips
        self.scores += other.scores
        self.block_chips.append(sum(other.chips))
        self.block_deals.append(len(other.chips))
        self.block_scores.append(sum(other.scores))
        self.block_scored.append(len(other.scores))
        self.matches += other.matches
        self.won += other.won


@dataclass
class ArenaResult:
    """What the arena measured, per level."""

    game: str
    deals: int
    matches: int
    tallies: dict[str, Tally]
    blocks: int = 0
    duplicate: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"game": self.game, "deals": self.deals, "matches": self.matches,
                               "blocks": self.blocks, "duplicate": self.duplicate, "levels": {}}
        for level, t in self.tallies.items():
            m, h = t.chips_ci()
            row: dict[str, Any] = {"seat_deals": len(t.chips), "chips_per_deal": m, "chips_ci95": h,
                                   "matches": t.matches, "won": t.won,
                                   "won_share": t.won / t.matches if t.matches else 0.0,
                                   "won_ci95": t.won_ci()[1]}
            if t.scores:
                sm, sh = t.scores_ci()
                row.update(score_change_per_deal=sm, score_ci95=sh)
            out["levels"][level] = row
        out["differences"] = {f"{a} - {b}": dict(zip(("chips_per_deal", "chips_ci95"), diff_ci(ta, tb)))
                              for a, b, ta, tb in self._pairs()}
        for a, b, ta, tb in self._pairs():
            if ta.scores and tb.scores:
                out["differences"][f"{a} - {b}"].update(zip(("score_change_per_deal", "score_ci95"),
                                                             diff_ci(ta, tb, scores=True)))
        if game_info(self.game).lower_score_wins:
            out["score_lower_is_better"] = True
        return out

    def _pairs(self) -> list[tuple[str, str, Tally, Tally]]:
        levels = list(self.tallies)
        return [(a, b, self.tallies[a], self.tallies[b]) for i, a in enumerate(levels) for b in levels[i + 1:]]

    def table(self) -> str:
        """A plain-text results table."""
        how = f"{self.blocks} duplicate cycles" if self.duplicate else f"{self.matches} matches"
        lines = [f"{self.game}: {self.deals} deals in {how} (95% intervals over {self.blocks} blocks)",
                 f"{'level':<8} {'seat-deals':>10} {'chips/deal':>11} {'95% CI':>20} {'won':>11}"]
        for level, t in self.tallies.items():
            m, h = t.chips_ci()
            won = f"{t.won}/{t.matches}"
            lines.append(f"{level:<8} {len(t.chips):>10} {m:>11.4f} {f'[{m - h:.4f}, {m + h:.4f}]':>20} {won:>11}")
            if t.scores:
                sm, sh = t.scores_ci()
                lines.append(f"{'':<8} {'score change/deal':>22} {sm:>8.4f} ± {sh:.4f}"
                             f"   [{sm - sh:.4f}, {sm + sh:.4f}]")
            if t.matches:
                wp, wh = t.won_ci()
                lines.append(f"{'':<8} {'share of matches won':>22} {wp:>8.4f} ± {wh:.4f}"
                             f"   [{wp - wh:.4f}, {wp + wh:.4f}]")
        for a, b, ta, tb in self._pairs():
            d, h = diff_ci(ta, tb)
            lines.append(f"{a} − {b}: {d:.4f} chips/deal ± {h:.4f}   [{d - h:.4f}, {d + h:.4f}] (paired over blocks)")
            if ta.scores and tb.scores:
                d, h = diff_ci(ta, tb, scores=True)
                lines.append(f"{a} − {b}: {d:.4f} score change/deal ± {h:.4f}   [{d - h:.4f}, {d + h:.4f}] (paired)")
        if game_info(self.game).lower_score_wins and any(t.scores for t in self.tallies.values()):
            lines.append("(score change: lower is better — scores race down to 0)")
        return "\n".join(lines)


def _progress(done: int, total: int) -> None:
    width = 30
    filled = int(width * min(done, total) / max(1, total))
    out = unescaped(sys.stderr)      # the line rewrites itself
    out.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} deals")
    out.flush()


class ProgressLines:
    """Progress for a log file (no terminal): a line every `every` seconds at most, with the time taken."""

    def __init__(self, every: float = 60.0) -> None:
        self.every = every
        self.start = time.monotonic()
        self.last = self.start

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if now - self.last >= self.every:
            self.last = now
            sys.stderr.write(f"{done}/{total} deals, {(now - self.start) / 60:.1f} min\n")
            sys.stderr.flush()


@dataclass(frozen=True)
class Plan:
    """What every block plays."""

    game: str
    seats: int
    levels: tuple[str, ...]
    seed: int
    options: dict[str, Any] | None
    deals_per_match: int
    duplicate: bool


def arena_player(game: str, level: str, seed: int) -> Any:
    """A level's player, or a baseline of the test tools (`ismcts-2000`, `pimc-40`: `lomber.testing.baselines`)."""
    from lomber.testing.baselines import baseline, is_baseline

    return baseline(game, level, seed) if is_baseline(level) else make_player(game, level, seed)


def _settle_cut_short(match: Any, before: dict[str, Any], assign: list[str], tallies: dict[str, Tally],
                      last: list[int | None]) -> None:
    """A match cut short: stop it where the game allows (chips on the table, such as a bank, go home) and
    count what that moves in each seat's last deal, so a pile held at the cut-off is not tallied as lost."""
    try:
        match.stop()
    except IllegalAction:
        return
    after = match.summary()
    for i, lv in enumerate(assign):
        if last[i] is not None:
            tallies[lv].chips[last[i]] += after["stacks"][i] - before["stacks"][i]


def start_match(plan: Plan, assign: list[str], mseed: int, pseed: int) -> tuple[Any, list[Any]]:
    """A match of the block (`block_matches`) and its computer players, seat by seat."""
    # A yardstick's seat is recorded as `easy`: seats know only the playable levels.
    match = new_match(plan.game, [Seat(f"{lv} {i}", "ai", lv if lv in SEAT_LEVELS else "easy")
                                  for i, lv in enumerate(assign)], plan.options, mseed)
    return match, [arena_player(plan.game, lv, pseed * 31 + i) for i, lv in enumerate(assign)]


def _play_match(plan: Plan, assign: list[str], mseed: int, pseed: int, tallies: dict[str, Tally],
                progress: Callable[[int], None] | None) -> int:
    """One match up to the plan's deals; returns the deals played."""
    match, players = start_match(plan, assign, mseed, pseed)
    start_deals = match.deals
    before = match.summary()
    last: list[int | None] = [None] * plan.seats   # each seat's latest entry in its level's tally
    played = 0
    while not match.finished and match.deals - start_deals < plan.deals_per_match:
        seat = match.to_act()
        assert seat is not None
        action = players[seat].choose(match.view(seat), match.legal_actions())
        match.apply(seat, action)
        if match.deals != before["deals"] or match.finished:
            after = match.summary()
            for i, lv in enumerate(assign):
                tallies[lv].chips.append(after["stacks"][i] - before["stacks"][i])
                last[i] = len(tallies[lv].chips) - 1
                sb, sa = before.get("scores"), after.get("scores")
                if isinstance(sb, list) and sb and isinstance(sb[i], (int, float)):
                    tallies[lv].scores.append(sa[i] - sb[i])
            step = match.deals - before["deals"] or 1
            played += step
            before = after
            if progress:
                progress(step)
    for i, lv in enumerate(assign):
        if match.finished:
            tallies[lv].matches += 1
            tallies[lv].won += int(match.winner() == i)
    if not match.finished:
        _settle_cut_short(match, before, assign, tallies, last)
    return played


def play_block(plan: Plan, block: int, progress: Callable[[int], None] | None = None
               ) -> tuple[dict[str, Tally], int, int]:
    """One block: a match, or a duplicate cycle. Returns the tallies, deals and matches played."""
    tallies = {lv: Tally() for lv in dict.fromkeys(plan.levels)}
    deals = matches = 0
    for assign, mseed, pseed in block_matches(plan, block):
        deals += _play_match(plan, assign, mseed, pseed, tallies, progress)
        matches += 1
    return tallies, deals, matches


def block_matches(plan: Plan, block: int) -> list[tuple[list[str], int, int]]:
    """A block's matches: each seat's level, the match's seed and the players' seed (`start_match`). With `duplicate` every rotation is dealt the same cards; the players' own random choices differ."""
    k = len(plan.levels)
    seed = plan.seed * 1_000_003 + block
    rotations = range(k) if plan.duplicate else [block]
    return [([plan.levels[(i + r) % k] for i in range(plan.seats)], seed, seed * k + r) for r in rotations]


def _ignore_interrupt() -> None:
    """In a worker: Ctrl-C reaches the whole process group, but only the parent answers it (it ends the pool);
    a worker's own KeyboardInterrupt would only print a traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def usable_cpus() -> int:
    """The processors this process may run on (its affinity, where the system tells it), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def _blocks_in_order(plan: Plan, jobs: int) -> Iterator[tuple[dict[str, Tally], int, int]]:
    """Block results in block order, played by `jobs` processes a few blocks ahead of the reader; closing the
    iterator stops the processes at once (a block can take minutes)."""
    pool = multiprocessing.Pool(jobs, initializer=_ignore_interrupt)
    ahead: list[AsyncResult[tuple[dict[str, Tally], int, int]]] = []
    block = 0
    try:
        while True:
            while len(ahead) < 2 * jobs:
                ahead.append(pool.apply_async(play_block, (plan, block)))
                block += 1
            yield ahead.pop(0).get()
    finally:
        pool.terminate()
        pool.join()


def _blocks_serial(plan: Plan, progress: Callable[[int], None] | None
                   ) -> Iterator[tuple[dict[str, Tally], int, int]]:
    """Block results in block order, played here; `progress` hears the deals played so far in the block."""
    block = 0
    while True:
        played = 0

        def step(k: int) -> None:
            nonlocal played
            played += k
            if progress:
                progress(played)
        yield play_block(plan, block, step)
        block += 1


def run_arena(
    game: str,
    seats: int,
    levels: list[str],
    deals: int,
    seed: int,
    options: dict[str, Any] | None = None,
    deals_per_match: int = 200,
    progress: Callable[[int, int], None] | None = None,
    duplicate: bool = False,
    jobs: int = 1,
) -> ArenaResult:
    """Play whole blocks of computer-only matches until at least `deals` deals, and tally chips (and scores)
    per deal per level. `duplicate` deals each block's cards to every rotation of the levels; `jobs` > 1
    plays blocks in that many processes (0: one per processor) with the same result."""
    if deals < 1 or seats < 1 or not levels or deals_per_match < 1 or jobs < 0:
        raise ValueError("deals, seats, levels and deals per match must be positive")
    # More processes than processors only share them (1,000 started ~991 on 2 cores): capped at their count.
    jobs = min(jobs or usable_cpus(), usable_cpus())
    plan = Plan(game, seats, tuple(levels), seed, options, deals_per_match, duplicate)
    # Bad options or levels fail here, not in a worker process.
    new_match(game, [Seat(f"s{i}", "ai", "easy") for i in range(seats)], options, seed)
    for lv in levels:
        arena_player(game, lv, 0)
    tallies = {lv: Tally() for lv in dict.fromkeys(levels)}
    done = matches = blocks = 0
    if jobs == 1:
        results = _blocks_serial(plan, (lambda step: progress(done + step, deals)) if progress else None)
    else:
        results = _blocks_in_order(plan, jobs)
    try:
        for block_tallies, played, played_matches in results:
            for lv, t in block_tallies.items():
                tallies[lv].add_block(t)
            done += played
            matches += played_matches
            blocks += 1
            if progress:
                progress(done, deals)
            if done >= deals:
                break
    finally:
        results.close()
    return ArenaResult(game, done, matches, tallies, blocks, duplicate)
