"""Compare Fortuna bid thresholds (`p_min`, the least chance of making at which a player declares) by
common random numbers: every match is played twice with the same cards and the same players' seeds, once
with the current `normal` in one seat and once with a variant; the difference in that seat's chips is
nearly free of card luck.

    PYTHONPATH=app python scripts/fortuna_bid_threshold.py --matches 3000 --seed 2 0.85 0.9 0.95 0.97

Prints, per variant, the change in chips per deal against the current threshold with a 95% interval.
The other three seats are `--others` (default easy,normal,easy); matches are one partie, at most 60 deals.
"""

from __future__ import annotations

import argparse
import math
import sys
from multiprocessing import Pool

from lomber.ai.registry import make_player
from lomber.engine.match import default_seats
from lomber.engine.registry import new_match
from lomber.games.fortuna.normal import P_MIN, FortunaPlayer

OPTIONS = {"parties": 1}


def threshold_player(p_min: float) -> type[FortunaPlayer]:
    return type(f"Normal{p_min}", (FortunaPlayer,), {"p_min": p_min})


def seat_result(seed: int, seat: int, others: list[str], player: type[FortunaPlayer]) -> tuple[int, int]:
    """That seat's chip change over one match, and the deals played."""
    levels = others[:seat] + ["x"] + others[seat:]
    match = new_match("fortuna", default_seats(4), OPTIONS, seed)
    players = [player(seed * 7 + i) if lv == "x" else make_player("fortuna", lv, seed * 7 + i)
               for i, lv in enumerate(levels)]
    start = match.ledger.stacks[seat]
    while not match.finished and match.deals < 60:
        s = match.to_act()
        assert s is not None
        match.apply(s, players[s].choose(match.view(s), match.legal_actions()))
    return match.ledger.stacks[seat] - start, match.deals


def job(args: tuple[int, list[str], list[float]]) -> list[tuple[int, int]]:
    seed, others, variants = args
    seat = seed % 4
    base, deals = seat_result(seed, seat, others, FortunaPlayer)
    return [(seat_result(seed, seat, others, threshold_player(v))[0] - base, deals) for v in variants]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("thresholds", type=float, nargs="+")
    ap.add_argument("--matches", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--others", default="easy,normal,easy")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    others = args.others.split(",")
    work = [(args.seed * 100_000 + i, others, args.thresholds) for i in range(args.matches)]
    with Pool(args.jobs) as pool:
        results = []
        for i, r in enumerate(pool.imap(job, work, chunksize=4)):
            results.append(r)
            sys.stderr.write(f"\r{i + 1}/{args.matches} matches")
    sys.stderr.write("\n")
    deals = sum(r[0][1] for r in results)
    n = len(results)
    print(f"against p_min = {P_MIN} in {n} matches, {deals} deals (others: {args.others})")
    for k, v in enumerate(args.thresholds):
        diffs = [r[k][0] for r in results]
        mean = sum(diffs) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in diffs) / (n - 1))
        per = n / deals
        print(f"p_min {v:.3f}: {mean * per:+.2f} ± {1.96 * sd / math.sqrt(n) * per:.2f} chips per deal")


if __name__ == "__main__":
    main()
