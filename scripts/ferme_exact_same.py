"""Ferme's exact figures of two versions of the app, compared bit for bit on the same positions (a speed-up
of the exact counting must not change a single figure), and the time each version takes.

    PYTHONPATH=app:. python scripts/ferme_exact_same.py --make FILE [--positions N] [--seed S]
    PYTHONPATH=OTHER/app:. python scripts/ferme_exact_same.py --figures FILE --out OLD.json
    PYTHONPATH=app:. python scripts/ferme_exact_same.py --figures FILE --out NEW.json
    PYTHONPATH=app:. python scripts/ferme_exact_same.py --compare OLD.json NEW.json

`--make` keeps N decisions between drawing and standing, reached by normal players at tables of 2–12 seats
(classic and historical, both shuffles, both tie priorities, fines paid to the pool or not). `--figures`
works out, for each, `exact.exact_choice` (every state's reach, chips and farm chance, the tree, and both
`Exact.choice` figures) at the default budget and at smaller ones (so where it gives up is compared as
well), and for the same seats from a small made-up pool (`rigged`: counted in full, with several players
still to play and reshuffles); `exact.next_card` at two budgets; the advisor's choice and its whole odds
(its time limit on sampling lifted, so they repeat). It prints the CPU seconds of the exact counting.
`--compare` says how many figures agree exactly and shows the first that does not. It uses only the
engine and those functions, so it measures any version of the app put first on PYTHONPATH.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lomber.ai.advisor import advise
from lomber.ai.registry import make_player
from lomber.engine.actions import Action
from lomber.engine.match import default_seats
from lomber.engine.registry import new_match
from lomber.games.ferme import exact, joint
from lomber.games.ferme.ai import OpponentModel, joint_deal
from lomber.games.ferme.joint import Deal

DRAW, STAND = Action("draw"), Action("stand")
BUDGETS = (120_000, 30_000, 5_000)   # smaller budgets than the default, that many positions run out of


def make(rng: random.Random, n: int) -> list[dict[str, Any]]:
    """`n` views at decisions between drawing and standing, at varied tables (more of 2–4 seats, where the
    cases are counted)."""
    out: list[dict[str, Any]] = []
    while len(out) < n:
        seats = rng.choice([2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 5, 6, 8, 10, 12])
        rules = rng.choice(["classic", "historical"])
        options: dict[str, Any] = {"first_dealer": rng.randrange(seats), "rule_set": rules,
                                   "tie_priority": rng.choice(["brilliant-first", "farmer-first"])}
        if rules == "historical":
            options["shuffle"] = rng.choice(["every-deal", "when-empty"])
            options["bust_pays_to"] = rng.choice(["pool", "farm"])
        seed = rng.randrange(10**6)
        m = new_match("ferme", default_seats(seats), options, seed)
        players = [make_player("ferme", "normal", seed * 10 + i) for i in range(seats)]
        skip = rng.randrange(0, 8 * seats)
        for _ in range(3000):
            s = m.to_act()
            if s is None:
                break
            if m.legal_actions() == [DRAW, STAND]:
                skip -= 1
                if skip < 0:
                    out.append(m.view(s))
                    break
            m.apply(s, players[s].choose(m.view(s), m.legal_actions()))
    return out


def rigged(deal: Deal, rng: random.Random) -> Deal:
    """The same seats from a small made-up pool of cards (0–2 of each value), a stock of part of it and, at
    times, discards to reshuffle: counted in full even with several players still to play after this seat."""
    held = sum(o.cards for o in deal.others if o.done)
    while True:
        pool = (0, *(rng.randrange(3) for _ in range(10)))
        if sum(pool) - held >= 3:
            break
    then = (0, *(rng.randrange(3) for _ in range(10))) if rng.random() < 0.4 else None
    return replace(deal, unseen=pool, stock=rng.randrange(1, sum(pool) - held + 1), then=then)


def _exact(got: exact.Exact | None) -> Any:
    if got is None:
        return None
    # Every state in the order it was counted, its figures and its children, then the two choices.
    return [[[list(k), list(v), [list(c) for c in got.children.get(k, [])], k in got.ends]
             for k, v in got.stand.items()], list(got.choice()), list(got.choice(1.75))]


def figures(views: list[dict[str, Any]]) -> tuple[list[Any], float]:
    # The advisor's sampled beat chance stops at a time limit: without one its figures repeat exactly.
    joint.MAX_SECONDS = 1e9
    out = []
    spent = 0.0
    for view in views:
        model = OpponentModel()
        model.learn(view)
        models = {s: model.table(s) for s in view["order"] if s != view["seat"]}
        deal = joint_deal(view, models)
        row: dict[str, Any] = {}
        countable = len(deal.others) <= 3 and sum(o.cards for o in deal.others if o.done) <= 9 \
            and sum(1 for o in deal.others if not o.done) <= 1
        start = time.process_time()
        if countable:
            row["exact"] = _exact(exact.exact_choice(view, deal))
            for b in BUDGETS:
                row[f"exact {b}"] = _exact(exact.exact_choice(view, deal, b))
        if len(deal.others) <= 3:
            row["rigged"] = _exact(exact.exact_choice(view, rigged(deal, random.Random(len(out))), 2_000_000))
        for b in (20_000, 2_000):
            row[f"next {b}"] = exact.next_card(joint_deal(view, {}), b)
        spent += time.process_time() - start
        advice = advise(view, [DRAW, STAND])
        row["odds"] = advice.odds
        row["advice"] = [advice.action, advice.reason.code]     # the strong player's choice, and why
        out.append(row)
    return out, spent


def compare(a: list[Any], b: list[Any]) -> None:
    same = counted = 0
    first = None
    for i, (x, y) in enumerate(zip(a, b)):
        for k in x:
            if k == "odds":
                for f in x[k]:
                    counted += 1
                    same += x[k][f] == y[k].get(f)
                    if x[k][f] != y[k].get(f) and first is None:
                        first = (i, k, f, x[k][f], y[k].get(f))
                continue
            counted += 1
            same += x[k] == y.get(k)
            if x[k] != y.get(k) and first is None:
                first = (i, k)
    counted_at = ", ".join(f"{sum(1 for x in a if x.get(k) is not None)} at {k.split()[-1]}"
                           for k in ["exact", *(f"exact {b}" for b in BUDGETS)])
    print(f"{len(a)} positions (counted exactly: {counted_at.replace('at exact', 'at the default budget')}): "
          f"{same} of {counted} results identical" + ("" if first is None else f"; first difference {first}"))
    sys.exit(0 if same == counted and len(a) == len(b) else 1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--make", type=Path)
    ap.add_argument("--positions", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--figures", type=Path)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--compare", type=Path, nargs=2)
    a = ap.parse_args()
    if a.make:
        a.make.write_text(json.dumps(make(random.Random(a.seed), a.positions)))
    elif a.figures and a.out:
        got, spent = figures(json.loads(a.figures.read_text()))
        # JSON keeps every float exactly (the shortest repr that reads back to the same double).
        a.out.write_text(json.dumps(got))
        print(f"exact counting: {spent:.2f} s of CPU")
    elif a.compare:
        compare(*(json.loads(p.read_text()) for p in a.compare))
    else:
        ap.error("--make, --figures with --out, or --compare")


if __name__ == "__main__":
    main()
