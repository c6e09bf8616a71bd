"""How each level's Fortuna contracts went, in the arena's own duplicate cycles (the same games, seed for seed).

For each level: the deals its seats played and the chips they won in them, how often it declared (and made or failed), how often it forced
(nevolya: it needed 5 tricks against the three others) and made or failed, the partie points it scored, and the
chips its seats won or lost in the deals where they declared and where they forced (the dealer's stake included;
the pool handed back when a match is cut short is not). It explains an arena figure: two-deal matches count
chips only, while points decide who takes the pool (docs/arena.md, "Fortuna: whole parties").

    PYTHONPATH=app python scripts/fortuna_contracts.py --ai strong,pimc-40 --deals 600 --seed 1 --match-deals 2
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict

from lomber.arena import Plan, block_matches, start_match
from lomber.engine.events import Ev
from lomber.games.fortuna.rules import PLAYING
from lomber.games.fortuna.settle import total

COLUMNS = ("deals", "chips", "declared", "declared_failed", "forced", "forced_failed", "points",
           "chips_declaring", "chips_forcing")


def play_match(plan: Plan, assign: list[str], mseed: int, pseed: int, tally: dict[str, Counter[str]]) -> int:
    """One match of the block, as the arena plays it; returns the deals played."""
    match, players = start_match(plan, assign, mseed, pseed)
    played = 0
    while not match.finished and played < plan.deals_per_match:
        start, at_play = match.deals, None
        before = match.summary()
        won = [0] * plan.seats                      # tricks taken this deal, from the trick events
        while match.deals == start and not match.finished:
            seat = match.to_act()
            assert seat is not None
            for ev in match.apply(seat, players[seat].choose(match.view(seat), match.legal_actions())):
                if ev.kind == Ev.TRICK and ev.seat is not None:
                    won[ev.seat] += 1
            if at_play is None and match.phase == PLAYING and not match.finished:
                at_play = (list(match.declarers), match.forcer, list(match.needed))
        after = match.summary()
        for s, lv in enumerate(assign):
            t = tally[lv]
            t["deals"] += 1
            chips = after["stacks"][s] - before["stacks"][s]
            t["chips"] += chips
            t["points"] += total(after["scores"][s]) - total(before["scores"][s])
            if at_play is None:
                continue
            declarers, forcer, needed = at_play
            failed = won[s] < needed[s]
            if forcer == s:
                t["forced"] += 1
                t["forced_failed"] += failed
                t["chips_forcing"] += chips
            elif s in declarers and forcer is None:
                t["declared"] += 1
                t["declared_failed"] += failed
                t["chips_declaring"] += chips
        played += 1
    return played


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ai", default="strong,pimc-40")
    ap.add_argument("--deals", type=int, default=600)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--match-deals", type=int, default=2)
    ap.add_argument("--options", default='{"parties": 1}')
    a = ap.parse_args()
    plan = Plan("fortuna", 4, tuple(a.ai.split(",")), a.seed, json.loads(a.options), a.match_deals, True)
    tally: dict[str, Counter[str]] = defaultdict(Counter)
    deals = block = 0
    while deals < a.deals:
        for assign, mseed, pseed in block_matches(plan, block):
            deals += play_match(plan, assign, mseed, pseed, tally)
        block += 1
        sys.stderr.write(f"\r{deals}/{a.deals} deals")
    sys.stderr.write("\n")
    print("| level | " + " | ".join(COLUMNS) + " |")
    print("|---" * (len(COLUMNS) + 1) + "|")
    for lv in plan.levels:
        print(f"| {lv} | " + " | ".join(str(tally[lv][c]) for c in COLUMNS) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
