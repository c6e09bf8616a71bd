"""The largest error of Ferme's advisor odds against brute force, over random positions.

    PYTHONPATH=app:. python scripts/ferme_odds_error.py [--positions N] [--seed S] [--sampled] [--only MEASURE]

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
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.ai.ferme_brute import brute, brute_choice, brute_next, dealt_since_shuffle, next_cards

from lomber.ai.advisor import advise
from lomber.ai.registry import make_player
from lomber.engine.actions import Action
from lomber.engine.events import Ev, Event
from lomber.engine.match import Match, default_seats
from lomber.engine.registry import new_match
from lomber.games.ferme.match import TARGET, card_value, hand_total

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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sampled", action="store_true", help="the advisor samples even where it could count")
    ap.add_argument("--only", choices=["next", "others", "choice"], help="one measure only")
    a = ap.parse_args()
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
