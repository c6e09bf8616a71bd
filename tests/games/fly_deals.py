"""Fly's stacked deals for rule and AI tests: a pack from the hands each seat is dealt, and the worked example."""

from __future__ import annotations

from lomber.engine.match import Match
from tests.records import play


def stack(dealer: int, hands: dict[int, str], trump: str, stock: str = "") -> str:
    """A preset: five rounds of one card from the dealer's left, then the trump card, then the stock."""
    n = len(hands)
    cards = {s: h.split() for s, h in hands.items()}
    order = [(dealer + k) % n for k in range(1, n + 1)]
    dealt = [cards[s][r] for r in range(5) for s in order]
    return " ".join(dealt + [trump] + stock.split())


WORKED = stack(0, {1: "AD 7C 6H 8S 10C", 2: "AS KD QH JC 7S", 3: "6S 7H 8H 6C 8C", 0: "10D 9S JH QC 10H"},
               "9D", "KS QS")
# The same deal with the AS left in the stock (seat 2 has the KS) and the dealer's hand unchanged.
NO_AS = stack(0, {1: "AD 7C 6H 8S 10C", 2: "KS KD QH JC 7S", 3: "6S 7H 8H 6C 8C", 0: "10D 9S JH QC 10H"}, "9D")


def fly(seats: int, packs: list[str], actions: list[tuple[int, str]], **options: object) -> Match:
    """Replay a Fly record with the first dealer at seat 0 unless given."""
    return play("fly", seats, {"first_dealer": 0, **options}, packs, actions)
