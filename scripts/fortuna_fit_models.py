"""Fit the strong Fortuna player's two models from played matches and print their constants.

- `BID_MODEL`: the chance that a seat says `play` (first round), `stay` (re-pass round) or `force` (lone
  declarer), as a logistic curve in the margin of its hand's expected tricks over the tricks it would need
  (`fortuna_strong.margin`). Fitted on the bids of the levels `--bids-of` names (by default every level
  given but strong).
- `WIN_BETA`: the chance of winning the partie ∝ exp(−β × points still needed), fitted by maximum likelihood on
  the scores at the start of every deal of the parties played and who won them.

    PYTHONPATH=app python scripts/fortuna_fit_models.py --levels strong,ismcts,strong,ismcts \
        --bids-of strong,ismcts --deals 400 --seed 1
"""

from __future__ import annotations

import argparse
import math
import sys

from lomber.ai.registry import make_player
from lomber.engine.match import default_seats
from lomber.engine.registry import new_match
from lomber.games.fortuna import rules as R
from lomber.games.fortuna.settle import total
from lomber.games.fortuna.strong import first_round_k, margin


def bid_row(view: dict, action: str) -> tuple[str, float, bool] | None:
    """(word, margin, said it) for a bidding decision, None for one without a choice."""
    seat, n, d = view["seat"], len(view["stacks"]), view["roles"]["dealer"]
    order = R.first_round_order(d, n)
    hand, trump, v = view["hands"][seat], view["trump"], view["variant"]
    if view["phase"] == "bid":
        return "play", margin(hand, trump, v, first_round_k(view["bids"], order, seat, n)), action == "play"
    if view["phase"] == "repass":
        k = sum(1 for s in order if view["bids"][s] == "play")
        return "stay", margin(hand, trump, v, k), action == "stay"
    if view["phase"] == "lone" and seat != d:
        return "force", margin(hand, trump, v, n, forcing=True), action == "force"
    return None


def logistic(rows: list[tuple[float, bool]]) -> tuple[float, float]:
    """Maximum-likelihood a, b of P(yes) = σ(a + b·x) by Newton's method."""
    a = b = 0.0
    for _ in range(50):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in rows:
            p = 1.0 / (1.0 + math.exp(-(a + b * x)))
            ga += y - p
            gb += (y - p) * x
            w = p * (1 - p)
            haa += w
            hab += w * x
            hbb += w * x * x
        det = haa * hbb - hab * hab + 1e-9
        a += (hbb * ga - hab * gb) / det
        b += (haa * gb - hab * ga) / det
    return a, b


def win_beta(parties: list[tuple[list[int], int]]) -> float:
    """β maximizing the likelihood of the partie winners given the totals at each deal's start."""
    def nll(beta: float) -> float:
        t = 0.0
        for totals, w in parties:
            z = [-beta * max(0, R.PARTIE_POINTS - x) for x in totals]
            m = max(z)
            t -= z[w] - m - math.log(sum(math.exp(v - m) for v in z))
        return t
    return min((nll(b / 100), b / 100) for b in range(1, 101))[1]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--levels", default="normal,ismcts,normal,ismcts")
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", default="four")
    ap.add_argument("--bids-of", default="", help="levels whose bids are fitted (default: all given but strong)")
    args = ap.parse_args()
    levels = args.levels.split(",")
    fitted = set(args.bids_of.split(",")) if args.bids_of else set(levels) - {"strong"}
    n = len(levels)
    bids: dict[str, list[tuple[float, bool]]] = {"play": [], "stay": [], "force": []}
    parties: list[tuple[list[int], int]] = []
    deals = match = 0
    while deals < args.deals:
        m = new_match("fortuna", default_seats(n), {"variant": args.variant, "parties": 1}, args.seed * 1000 + match)
        seats = [levels[(i + match) % n] for i in range(n)]
        players = [make_player("fortuna", lv, match * 10 + i) for i, lv in enumerate(seats)]
        starts: list[list[int]] = []
        last = -1
        while not m.finished and m.deals < 60:
            if m.deals != last:
                last = m.deals
                starts.append([total(x) for x in m.scores])
            seat = m.to_act()
            view = m.view(seat)
            action = players[seat].choose(view, m.legal_actions())
            row = bid_row(view, action.text) if seats[seat] in fitted else None
            if row:
                bids[row[0]].append((row[1], row[2]))
            m.apply(seat, action)
        deals += m.deals
        if m.finished:
            winner = max(range(n), key=lambda s: total(m.scores[s]))
            parties.extend((t, winner) for t in starts)
        match += 1
        print(f"{deals} deals", file=sys.stderr, flush=True)
    for word, rows in bids.items():
        if rows:
            a, b = logistic(rows)
            print(f'"{word}": ({a:.2f}, {b:.2f}),   # {len(rows)} decisions, said {sum(y for _, y in rows)}')
    print(f"WIN_BETA = {win_beta(parties):.2f}   # {len(parties)} deal starts of finished parties")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
