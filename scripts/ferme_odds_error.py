"""The largest error of Ferme's advisor odds against brute force, over random positions.

    PYTHONPATH=app:. python scripts/ferme_odds_error.py [--positions N] [--seed S] [--sampled] [--only MEASURE]
    PYTHONPATH=app:. python scripts/ferme_odds_error.py --table [--per-cell N] [--save FILE]
    PYTHONPATH=OTHER/app:. python scripts/ferme_odds_error.py --load FILE

`--table`: `draw`, `stand` and `beat` at decisions on 12 or more, for each rule set and shuffle (classic;
historical `every-deal`; historical `when-empty`) and each table of 2–12 players, against a reference: brute
force where it can count every case (2–3 players, a stock that cannot run out: exact), else the engine
playing the position out in sampled worlds (`tests/ai/ferme_reference.py`, its standard error printed).
`--save` keeps the positions and their reference; `--load` measures another version of the app against
them (its `app` first on PYTHONPATH), so before and after are measured on the same positions.

Three measures (the brute force is `tests/ai/ferme_brute.py`):
- `next card`: historical `when-empty` tables of 2–10 players at decisions after a reshuffle or with the stock
  empty; `bust` and `sixteen` against the engine dealing every card the seat cannot tell from the top card
  (where the advisor reads the others' draws into them, against `brute_next`).
- `others`: tables of 2–3 players (classic and historical) at decisions where brute force is quick; `beat`
  and `stand` (this deal's expected chips of standing) against every case settled by the engine.
- `choice`: tables of 2–3 players (classic and historical, both shuffles, both tie priorities) at decisions on
  13 or more with 25 cards or more in the stock (brute force does not reshuffle); `draw` and `stand` against
  `brute_choice` (this seat's later draws chosen on what it knows).
  `--sampled` makes the advisor sample even where it could count every case (to measure its sampling).

It uses only `lomber.ai.advisor.advise` and the engine, so it measures any version of the app: put that
version's `app` first on PYTHONPATH.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lomber.ai.advisor import advise
from lomber.ai.registry import make_player
from lomber.engine.actions import Action
from lomber.engine.events import Ev, Event
from lomber.engine.match import Match, default_seats
from lomber.engine.registry import new_match
from lomber.games.ferme.match import TARGET, card_value, hand_total

try:        # only the measures that make references need them (an older app may lack what they import)
    from tests.ai.ferme_brute import brute, brute_choice, brute_next, dealt_since_shuffle, next_cards
except ImportError:
    pass

DRAW, STAND = Action("draw"), Action("stand")


def drive(seats: int, options: dict[str, Any], seed: int, stop: Any, limit: int = 3000
          ) -> tuple[Match, list[Event]] | None:
    """Normal players until `stop(match, events)` at a decision between draw and stand."""
    m = new_match("ferme", default_seats(seats), options, seed)
    players = [make_player("ferme", "normal", seed * 10 + i) for i in range(seats)]
    events = list(m.start_events)
    for _ in range(limit):
        s = m.to_act()
        if s is None:
            return None
        if m.legal_actions() == [DRAW, STAND] and stop(m, events):
            return m, events
        events += m.apply(s, players[s].choose(m.view(s), m.legal_actions()))
    return None


def next_card(rng: random.Random, n: int) -> dict[str, float]:
    worst = {"bust": 0.0, "sixteen": 0.0}
    done = 0
    while done < n:
        seats = rng.randrange(2, 11)
        options = {"first_dealer": 0, "rule_set": "historical", "shuffle": "when-empty", "starting_chips": 100,
                   "farm_stake": 5}
        skip = rng.randrange(0, 4)

        def stop(m: Match, events: list[Event]) -> bool:
            nonlocal skip
            after = not m.stock or any(e.kind is Ev.NOTE and e.reason == "reshuffle" for e in events)
            if after and hand_total(m.hands[m.to_act()]) >= 7:
                skip -= 1
                return skip < 0
            return False

        got = drive(seats, options, rng.randrange(10**6), stop)
        if got is None:
            continue
        m, events = got
        seat = m.to_act()
        total = hand_total(m.hands[seat])
        cards = next_cards(m, seat, dealt_since_shuffle(events))
        odds = advise(m.view(seat), m.legal_actions()).odds
        want = {"bust": sum(total + card_value(c) > TARGET for c in cards) / len(cards),
                "sixteen": sum(total + card_value(c) == TARGET for c in cards) / len(cards)}
        if odds.get("draws_read"):      # the others' draws read into it: against every arrangement they allow
            dist = brute_next(m, seat)
            want = {"bust": sum(dist[v] for v in range(1, 11) if total + v > TARGET),
                    "sixteen": dist[TARGET - total] if 1 <= TARGET - total <= 10 else 0.0}
        for k, was in worst.items():
            worst[k] = max(was, abs(odds[k] - want[k]))
        done += 1
    return worst


def others(rng: random.Random, n: int) -> dict[str, float]:
    worst = {"beat": 0.0, "stand": 0.0}
    done = 0
    while done < n:
        seats = rng.choice([2, 3])
        options = {"first_dealer": 0, "rule_set": rng.choice(["classic", "historical"])}
        skip = rng.randrange(0, 12)

        def stop(m: Match, events: list[Event]) -> bool:
            nonlocal skip
            skip -= 1
            return skip < 0

        got = drive(seats, options, rng.randrange(10**6), stop)
        if got is None:
            continue
        m, _ = got
        seat = m.to_act()
        try:
            want = brute(m, seat, limit=1_500_000)
        except AssertionError:      # too many cases for brute force: another position
            continue
        odds = advise(m.view(seat), m.legal_actions()).odds
        for k, was in worst.items():
            worst[k] = max(was, abs(odds[k] - want[k]))
        done += 1
    return worst


def choice(rng: random.Random, n: int) -> dict[str, float]:
    worst: dict[str, float] = {}
    done = 0
    while done < n:
        seats = rng.choice([2, 2, 3])
        rules = rng.choice(["classic", "historical"])
        options = {"first_dealer": 0, "rule_set": rules, "tie_priority": rng.choice(["brilliant-first", "farmer-first"]),
                   "shuffle": rng.choice(["every-deal", "when-empty"]) if rules == "historical" else "every-deal"}
        skip = rng.randrange(0, 12)

        def stop(m: Match, events: list[Event]) -> bool:
            nonlocal skip
            skip -= 1
            # Brute force does not reshuffle: a stock the players could run out is left to the tests.
            return skip < 0 and hand_total(m.hands[m.to_act()]) >= 13 and len(m.stock) >= 25

        got = drive(seats, options, rng.randrange(10**6), stop)
        if got is None:
            continue
        m, _ = got
        seat = m.to_act()
        try:
            want = brute_choice(m, seat, limit=1_500_000)
        except AssertionError:
            continue
        odds = advise(m.view(seat), m.legal_actions()).odds
        how = "counted" if odds.get("exact") else "estimated"   # (an older app: every figure "estimated")
        for k in ("draw", "stand"):
            worst[f"{k} {how}"] = max(worst.get(f"{k} {how}", 0.0), abs(odds[k] - want[k]))
        done += 1
    return worst


TABLE_CELLS = [(rules, shuffle, seats) for rules, shuffle in
               (("classic", "every-deal"), ("historical", "every-deal"), ("historical", "when-empty"))
               for seats in range(2, 13)]


SAMPLED_CPU_SECONDS = 12.0     # the sampled reference's CPU time per position, at most


def reference(m: Match, seat: int, events: list[Event], seed: int) -> dict[str, float]:
    """Brute force where it counts every case quickly, else the sampled reference; with its standard error."""
    if m.n <= 3 and len(m.stock) >= 25:
        try:
            want = brute_choice(m, seat, limit=1_000_000)
            return {**want, "beat": brute(m, seat, limit=1_000_000)["beat"], "se": 0.0, "how": "brute"}
        except AssertionError:
            pass
    from tests.ai.ferme_reference import sampled_reference
    r = sampled_reference(m, seat, events, seed, target_se=0.03, max_seconds=SAMPLED_CPU_SECONDS)
    return {"draw": r.draw, "stand": r.stand, "beat": r.beat, "se": max(r.se_draw, r.se_stand, r.se_beat),
            "how": f"sampled {r.samples}"}


def table_positions(rng: random.Random, per_cell: int) -> list[dict[str, Any]]:
    """`per_cell` decisions on 12 or more for each cell, each with its view and reference."""
    out = []
    for rules, shuffle, seats in TABLE_CELLS:
        done = 0
        while done < per_cell:
            options = {"first_dealer": 0, "rule_set": rules, "shuffle": shuffle,
                       "tie_priority": rng.choice(["brilliant-first", "farmer-first"])}
            skip = rng.randrange(0, 6 * seats)

            def stop(m: Match, events: list[Event]) -> bool:
                nonlocal skip
                skip -= 1
                return skip < 0 and hand_total(m.hands[m.to_act()]) >= 12

            got = drive(seats, options, rng.randrange(10**6), stop)
            if got is None:
                continue
            m, events = got
            seat = m.to_act()
            assert seat is not None
            ref = reference(m, seat, events, rng.randrange(10**6))
            out.append({"cell": [rules, shuffle, seats], "view": m.view(seat), "legal": ["draw", "stand"], **ref})
            done += 1
            print(f"  {rules} {shuffle} {seats}: {ref['how']}, se {ref['se']:.4f}", file=sys.stderr, flush=True)
    return out


def measure_table(positions: list[dict[str, Any]]) -> None:
    """Print the largest error of `draw`, `stand`, `beat` per cell, as a Markdown table."""
    worst: dict[tuple[Any, ...], dict[str, float]] = {}
    for k, p in enumerate(positions):
        odds = advise(p["view"], [Action(a) for a in p["legal"]]).odds
        cell = worst.setdefault(tuple(p["cell"]), {"n": 0, "draw": 0.0, "stand": 0.0, "beat": 0.0, "se": 0.0,
                                                     "counted": 0})
        cell["n"] += 1
        cell["se"] = max(cell["se"], p["se"])
        cell["counted"] += bool(odds.get("exact"))
        for f in ("draw", "stand", "beat"):
            cell[f] = max(cell[f], abs(odds[f] - p[f]))
        print(f"  {k + 1}/{len(positions)}", file=sys.stderr, flush=True)
    print("| rules | shuffle | seats | positions (counted) | draw | stand | beat | reference SE |")
    print("|---|---|---|---|---|---|---|---|")
    for (rules, shuffle, seats), c in worst.items():
        print(f"| {rules} | {shuffle} | {seats} | {c['n']} ({c['counted']}) | {c['draw']:.3f} | {c['stand']:.3f} "
              f"| {c['beat']:.3f} | {c['se']:.3f} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sampled", action="store_true", help="the advisor samples even where it could count")
    ap.add_argument("--only", choices=["next", "others", "choice"], help="one measure only")
    ap.add_argument("--table", action="store_true", help="every rule set, shuffle and table size (2-12)")
    ap.add_argument("--per-cell", type=int, default=2, help="--table: positions per cell")
    ap.add_argument("--save", type=Path, help="--table: keep the positions and their reference in this file")
    ap.add_argument("--load", type=Path, help="measure the app on PYTHONPATH against positions saved by --save")
    a = ap.parse_args()
    if a.load or a.table:
        positions = json.loads(a.load.read_text()) if a.load else table_positions(random.Random(a.seed), a.per_cell)
        if a.save:
            a.save.write_text(json.dumps(positions))
        measure_table(positions)
        return
    if a.sampled:
        from lomber.games.ferme import joint
        joint._small = lambda deal: False   # type: ignore[attr-defined]
        try:
            import lomber.games.ferme.ai as ferme
            ferme._countable = lambda view, deal: False   # type: ignore[attr-defined]  # draw/stand sampled too
        except AttributeError:
            pass
    rng = random.Random(a.seed)
    for name, measure in (("next", next_card), ("others", others), ("choice", choice)):
        if a.only in (None, name):
            print(f"{name}:", {k: round(v, 6) for k, v in measure(rng, a.positions).items()})


if __name__ == "__main__":
    main()
