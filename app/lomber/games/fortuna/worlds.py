"""Fortuna's unseen cards from one seat's view: where they may lie, and deals of them as lean `SimDeal`s.

Places are the other seats' hands (the cards they still hold), each passer's hand set aside, the talon
and the discards of the 2-player game with a talon. Known cards are placed first: the dealer's
trump-showing card while he holds it (or in his hand set aside). Voids come from not following suit
(no duty to trump in Fortuna).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from lomber.engine.cards import Card
from lomber.games.fortuna import rules as R
from lomber.games.fortuna.sim import SimDeal
from lomber.search.pimc import Hidden, Impossible, infer_voids, sample_deal

Place = Any          # a seat (its hand), ("aside", seat), "talon"


@dataclass
class Unseen:
    """What one seat cannot see: the hidden cards, how many lie where, shown voids and known placements."""

    seat: int
    pool: list[Card]
    counts: dict[Place, int]
    voids: dict[Place, set[str]]
    known: dict[Place, list[Card]] = field(default_factory=dict)
    played: dict[int, list[Card]] = field(default_factory=dict)   # cards each seat has played this deal


def unseen_of(view: dict[str, Any]) -> Unseen:
    """The hidden part of a view."""
    n, me, v = len(view["stacks"]), view["seat"], view["variant"]
    d = view["roles"]["dealer"]
    pack = R.pack_for(v, view["short_suit"])
    played = [[(s, c) for s, c in t] for t in view["tricks"]]
    trick = [(s, c) for s, c in view["center"]]
    by_seat: dict[int, list[Card]] = {s: [] for s in range(n)}
    for t in played + [trick]:
        for s, c in t:
            by_seat[s].append(c)
    seen = set(view["hands"][me]) | set(view["discards"]) | {c for cs in by_seat.values() for c in cs}
    known: dict[Place, list[Card]] = {}
    trump_card = view["table_cards"]["trump"]
    if trump_card and trump_card not in seen and d != me:
        # The trump-showing card is face up: in the dealer's hand, or set aside with it.
        place: Place = d if trump_card in view["hands"][d] else ("aside", d)
        known[place] = [trump_card]
        seen.add(trump_card)
    pool = [c for c in pack if c not in seen]
    counts: dict[Place, int] = {}
    for s in range(n):
        if s != me:
            counts[s] = sum(1 for c in view["hands"][s] if c == "?")
    if v == "two-talon":
        counts["talon"] = view["talon"]
        other = 1 - me
        counts[("aside", other)] = len(pool) - sum(counts.values())
    else:
        for s in view["idle"]:
            if s != me:
                counts[("aside", s)] = len(pack) // n - len(known.get(("aside", s), []))
    rest = len(pool) - sum(counts.values())
    if rest:
        counts["rest"] = rest           # never for a consistent view; kept so a bad count shows up as Impossible
    voids = {s: vs for s, vs in infer_voids(played + ([trick] if trick else []), view["trump"],
                                            must_trump=False).items() if s != me}
    return Unseen(me, pool, counts, voids, known, by_seat)


def deal_unseen(u: Unseen, rng: random.Random) -> dict[Place, list[Card]]:
    """A uniform deal of the hidden cards consistent with the counts and voids, known cards added."""
    deal = sample_deal(Hidden(u.pool, u.counts, u.voids), rng)
    for place, cards in u.known.items():
        deal.setdefault(place, [])
        deal[place] = deal[place] + cards
    return deal


def sim_of(view: dict[str, Any], deal: dict[Place, list[Card]]) -> SimDeal:
    """The lean deal the view describes, with the hidden cards as dealt."""
    n, me = len(view["stacks"]), view["seat"]
    hands = [list(view["hands"][me]) if s == me else list(deal.get(s, [])) for s in range(n)]
    return SimDeal.from_view(view, hands, deal.get("talon", []))


def dealt_hand(u: Unseen, deal: dict[Place, list[Card]], seat: int) -> list[Card]:
    """A seat's hand as dealt in this world: what it holds or set aside, and what it has played."""
    return deal.get(seat, []) + deal.get(("aside", seat), []) + u.played.get(seat, [])


class UniformWorlds:
    """Plain determinizations: the hidden cards dealt uniformly, voids respected (the ISMCTS yardstick's)."""

    def __init__(self) -> None:
        self._view: dict[str, Any] | None = None
        self._unseen: Unseen | None = None

    def determinize(self, view: dict[str, Any], rng: random.Random) -> SimDeal:
        if view is not self._view:              # one search asks many times about the same view
            self._view, self._unseen = view, unseen_of(view)
        u = self._unseen
        assert u is not None
        try:
            deal = deal_unseen(u, rng)
        except Impossible:
            u.voids = {}                        # never for a view the engine made; dealt plainly then
            deal = deal_unseen(u, rng)
        return sim_of(view, deal)
