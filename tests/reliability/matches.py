"""Finished matches for the history tests: scenarios with a known feat, and random matches played out."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from lomber.engine.actions import AmountChoice
from lomber.engine.match import Match, Seat
from lomber.engine.records import replay
from lomber.engine.registry import new_match
from tests.games.fortuna_deals import FULL, duel, from_tricks
from tests.records import record

HEARTS = [f"{r}H" for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")]


def named(data: dict[str, Any], names: list[str], humans: int = 1) -> dict[str, Any]:
    """The record with these seat names, the first `humans` seats human and the rest computers."""
    data["seats"] = [{"name": n, "kind": "human"} if i < humans else {"name": n, "kind": "ai", "level": "easy"}
                     for i, n in enumerate(names)]
    return data


def ferme_sixteen() -> dict[str, Any]:
    """Ferme, 4 players, farmer 0: seat 3 draws 9S 7S = 16 and wins the farm (then the match is stopped)."""
    pack = "7S 10D 10H 10C 9S 4D 5H 3C"   # one card each from the farmer's right, then the second round
    acts = [(3, "draw"), (3, "stand"), (2, "draw"), (2, "stand"), (1, "draw"), (1, "stand"), (0, "draw"),
            (0, "stand")]
    return record("ferme", 4, {"first_dealer": 0}, [pack], acts)


def cdf_banco() -> dict[str, Any]:
    """Chemin de fer, 3 players, seat 0 banks 10: seat 1 calls banco with a natural 9 and wins (then stopped)."""
    pack = "9C KS KD 2H"
    return record("chemin-de-fer", 3, {"first_dealer": 0}, [pack], [(1, "banco")])


def fortuna_souverain() -> dict[str, Any]:
    """Fortuna, 4 players, one partie: seat 0 takes all 13 tricks with the hearts, a grand souverain."""
    p, a = from_tricks(4, 0, [1, 0], duel(1, 0, 0, "S", "C", "H", "D", HEARTS), "2H", FULL)
    bids = [(1, "play"), (2, "pass"), (3, "pass"), (0, "play"), (1, "stay")]
    return record("fortuna", 4, {"first_dealer": 0, "parties": 1}, [{"pack": p, "surs": "2D"}], bids + a)


def play_out(m: Match, seed: int, limit: int = 100_000) -> Match:
    """Random legal play to the end of the match."""
    rng = random.Random(seed)
    while not m.finished and len(m.history) < limit:
        c = rng.choice(m.legal_actions())
        m.apply(m.to_act(), c.sample(rng) if isinstance(c, AmountChoice) else c)
    return m


# Quick finished matches of every game (game, seats, options).
QUICK = [
    ("ferme", 3, {"starting_chips": 10}),
    ("chemin-de-fer", 3, {"starting_chips": 50}),
    ("fortuna", 3, {"parties": 1, "starting_chips": 200}),
    ("fly", 3, {}),
]


@cache
def random_finished(i: int, seed: int) -> dict[str, Any]:
    """A finished random match of QUICK[i], as a record (seats named A, B, C; A human)."""
    game, n, options = QUICK[i]
    seats = [Seat(name, "human") if j == 0 else Seat(name, "ai", "easy") for j, name in enumerate("ABC"[:n])]
    m = play_out(new_match(game, seats, {**options, "first_dealer": 0}, seed), seed)
    assert m.finished
    return m.record()


def replayed(data: dict[str, Any]) -> Match:
    return replay(data)
