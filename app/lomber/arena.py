"""Computer-only matches for comparing levels: levels rotate through the seats between matches."""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from lomber.ai.registry import make_player
from lomber.engine.errors import IllegalAction
from lomber.engine.match import Seat
from lomber.engine.registry import new_match

Z95 = 1.959964
# Games whose score races down to 0: a lower score change per deal is better.
LOWER_SCORE_IS_BETTER = frozenset({"fly"})


@dataclass
class Tally:
    """Running sums for one level: per-deal chip and score changes, matches played and won."""

    chips: list[float] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    matches: int = 0
    won: int = 0

    @staticmethod
    def mean_ci(xs: list[float]) -> tuple[float, float]:
        """Mean and the half-width of its 95% confidence interval."""
        n = len(xs)
        if n == 0:
            return 0.0, 0.0
        m = sum(xs) / n
        if n == 1:
            return m, math.inf
        var = sum((x - m) ** 2 for x in xs) / (n - 1)
        return m, Z95 * math.sqrt(var / n)

    def won_ci(self) -> tuple[float, float]:
        """Share of matches won and the half-width of its 95% (normal approximation) interval."""
        if not self.matches:
            return 0.0, 0.0
        p = self.won / self.matches
        return p, Z95 * math.sqrt(p * (1 - p) / self.matches)


@dataclass
class ArenaResult:
    """What the arena measured, per level."""

    game: str
    deals: int
    matches: int
    tallies: dict[str, Tally]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"game": self.game, "deals": self.deals, "matches": self.matches, "levels": {}}
        for level, t in self.tallies.items():
            m, h = Tally.mean_ci(t.chips)
            row: dict[str, Any] = {"seat_deals": len(t.chips), "chips_per_deal": m, "chips_ci95": h,
                                   "matches": t.matches, "won": t.won,
                                   "won_share": t.won / t.matches if t.matches else 0.0,
                                   "won_ci95": t.won_ci()[1]}
            if t.scores:
                sm, sh = Tally.mean_ci(t.scores)
                row.update(score_change_per_deal=sm, score_ci95=sh)
            out["levels"][level] = row
        if self.game in LOWER_SCORE_IS_BETTER:
            out["score_lower_is_better"] = True
        return out

    def table(self) -> str:
        """A plain-text results table."""
        lines = [f"{self.game}: {self.deals} deals in {self.matches} matches",
                 f"{'level':<8} {'seat-deals':>10} {'chips/deal':>11} {'95% CI':>20} {'won':>11}"]
        for level, t in self.tallies.items():
            m, h = Tally.mean_ci(t.chips)
            won = f"{t.won}/{t.matches}"
            lines.append(f"{level:<8} {len(t.chips):>10} {m:>11.4f} {f'[{m - h:.4f}, {m + h:.4f}]':>20} {won:>11}")
            if t.scores:
                sm, sh = Tally.mean_ci(t.scores)
                lines.append(f"{'':<8} {'score change/deal':>22} {sm:>8.4f} ± {sh:.4f}"
                             f"   [{sm - sh:.4f}, {sm + sh:.4f}]")
            if t.matches:
                wp, wh = t.won_ci()
                lines.append(f"{'':<8} {'share of matches won':>22} {wp:>8.4f} ± {wh:.4f}"
                             f"   [{wp - wh:.4f}, {wp + wh:.4f}]")
        if self.game in LOWER_SCORE_IS_BETTER and any(t.scores for t in self.tallies.values()):
            lines.append("(score change: lower is better — scores race down to 0)")
        return "\n".join(lines)


def _progress(done: int, total: int) -> None:
    width = 30
    filled = int(width * done / max(1, total))
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} deals")
    sys.stderr.flush()


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


def run_arena(
    game: str,
    seats: int,
    levels: list[str],
    deals: int,
    seed: int,
    options: dict[str, Any] | None = None,
    deals_per_match: int = 200,
    progress: Callable[[int, int], None] | None = None,
) -> ArenaResult:
    """Play `deals` deals of computer-only matches and tally chips (and scores) per deal per level."""
    tallies = {lv: Tally() for lv in dict.fromkeys(levels)}
    done = 0
    match_no = 0
    while done < deals:
        assign = [levels[(i + match_no) % len(levels)] for i in range(seats)]
        mseed = seed * 1_000_003 + match_no
        match = new_match(game, [Seat(f"{lv} {i}", "ai", lv if lv != "random" else "easy")
                                 for i, lv in enumerate(assign)], options, mseed)
        players = [make_player(game, lv, mseed * 31 + i) for i, lv in enumerate(assign)]
        start_deals = match.deals
        before = match.summary()
        last: list[int | None] = [None] * seats   # each seat's latest entry in its level's tally
        while not match.finished and match.deals - start_deals < deals_per_match and done < deals:
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
                done += match.deals - before["deals"] or 1
                before = after
                if progress:
                    progress(min(done, deals), deals)
        for i, lv in enumerate(assign):
            if match.finished:
                tallies[lv].matches += 1
                tallies[lv].won += int(match.winner() == i)
        if not match.finished:
            _settle_cut_short(match, before, assign, tallies, last)
        match_no += 1
    return ArenaResult(game, done, match_no, tallies)
