"""A fingerprint of seeded play of every game, to show a refactoring changed nothing a player could see.

usage: PYTHONPATH=TREE/app python scripts/play_fingerprint.py [GAME …]
Plays seeded matches of every level (the strong players untimed, on fixed world budgets, so the figures do
not depend on the machine's load) and hashes, step by step, every view of the seat to act, its legal
choices, the events of each action, then the summary, the record and its replay. Run it on the tree before
and after a change: equal lines mean the same play, to the chip and the event.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from typing import Any

from lomber.ai.registry import make_player
from lomber.engine.errors import IllegalAction
from lomber.engine.match import default_seats
from lomber.engine.records import replay
from lomber.engine.registry import new_match

CASES: list[tuple[str, int, dict[str, Any], int]] = [
    ("ferme", 5, {}, 300),
    ("ferme", 4, {"rule_set": "historical", "shuffle": "when-empty", "bust_pays_to": "pool"}, 300),
    ("ferme", 3, {"next_farmer": "rotate", "tie_priority": "farmer-first"}, 40),
    ("chemin-de-fer", 5, {}, 300),
    ("chemin-de-fer", 3, {"drawing": "free", "commission": 5, "banco_suivi": False}, 300),
    ("fortuna", 4, {}, 10), ("fortuna", 3, {}, 10), ("fortuna", 2, {}, 8), ("fortuna", 2, {"variant": "two-talon"}, 8),
    ("fly", 4, {}, 12), ("fly", 5, {"stakes": 5, "dealer_takes_trump": True}, 12), ("fly", 3, {"starting_score": 30}, 12),
]
LEVELS = ["strong", "normal", "easy", "random", "normal", "strong"]


def player(game: str, level: str, seed: int) -> Any:
    """A player of `level`; the searching levels untimed with a small fixed budget."""
    p = make_player(game, level, seed)
    if level == "strong" and game == "fly":
        p.seconds, p.exchange_worlds, p.play_worlds = None, 30, 15
    if level == "strong" and game == "fortuna":
        p.seconds, p.worlds = None, 12
    return p


def fingerprint(game: str, n: int, options: dict[str, Any], deals: int, seed: int) -> tuple[str, int, int]:
    """(hash, actions, deals) of one seeded match played to `deals` deals, then stopped where the game allows."""
    h = hashlib.sha256()
    m = new_match(game, default_seats(n), options, seed)
    levels = LEVELS[:n]
    levels = levels[seed % n:] + levels[:seed % n]
    players = [player(game, lv, seed * 100 + i) for i, lv in enumerate(levels)]
    h.update(json.dumps([e.to_json() for e in m.start_events]).encode())
    steps = 0
    while not m.finished and m.deals < deals:
        seat = m.to_act()
        view = m.view(seat)
        h.update(json.dumps(view, sort_keys=True).encode())
        legal = m.legal_actions()
        h.update(" ".join(c.text for c in legal).encode())
        h.update(json.dumps([e.to_json() for e in m.apply(seat, players[seat].choose(view, legal))]).encode())
        steps += 1
    if not m.finished:
        try:
            h.update(json.dumps([e.to_json() for e in m.stop()]).encode())
        except IllegalAction as exc:   # a game that cannot be stopped says so: part of its behaviour
            h.update(str(exc).encode())
    h.update(json.dumps(m.summary(), sort_keys=True).encode())
    record = m.record()
    h.update(json.dumps(record, sort_keys=True).encode())
    again = replay(record)
    h.update(json.dumps(again.summary(), sort_keys=True).encode())
    h.update(json.dumps(again.view(0), sort_keys=True).encode())
    return h.hexdigest()[:16], steps, m.deals


def main(games: list[str]) -> None:
    for game, n, options, deals in CASES:
        if games and game not in games:
            continue
        for seed in (1, 2, 3):
            t0 = time.perf_counter()
            digest, steps, done = fingerprint(game, n, options, deals, seed)
            print(f"{game} n={n} {json.dumps(options)} seed={seed} actions={steps} deals={done} {digest}"
                  f"  ({time.perf_counter() - t0:.1f} s)", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
