"""Ferme: this deal's expected chips of drawing and of standing where the cases are too many to count, from
sampled deals each settled as the rules settle it, with their standard error.

Each sampled deal (`joint.sample_hands`) lays the others' face-down cards in proportion to the model of when
players draw and plays out the players after this seat. In it every hand of the others is known (its total,
its cards, the brilliant), so for every hand this seat may end on the deal is settled by the rules in full
(`exact.Settlement`: the bust fines up to a stack, a 16's farm by the whole tie-break, the closest-to-16
payments with their odd chips, the historical early 16, farm and pool). This seat's own draws are then exact
over the cards it can draw (`draws.draw_pools`), following its card count and the brilliant. The standard
error is the spread of the sampled deals' chips under that play (self-normalised importance sampling).

One approximation is left, which the error does not cover: in a sampled deal the players after this seat
draw as if it stood (from the cards it has not seen, not less the cards it draws itself).
"""

from __future__ import annotations

import math
import operator
import random
from dataclasses import dataclass, field
from typing import Any

from lomber.games.ferme.draws import Draws, draw_pools
from lomber.games.ferme.exact import BRILLIANT_VALUE, Hand, Settlement
from lomber.games.ferme.joint import Deal, Sampled, _seed, sample_hands
from lomber.games.ferme.match import BRILLIANT, TARGET, card_value

Key = tuple[int, int, bool]     # a hand this seat may end on: only on 16 do its cards and the brilliant matter


def _key(t: int, c: int, b: bool) -> Key:
    return (t, c, b) if t == TARGET else (t, 0, False)


@dataclass(frozen=True)
class Estimate:
    """Per sampled deal (weights `weights`) and per hand this seat may end on: its chips and whether it takes
    the farm; per deal the cards this seat draws from (`stocks`, value counts; `pools.stock` of them, then
    `pools.then` reshuffled if given); `start` is this seat's hand now."""

    keys: tuple[Key, ...]
    chips: tuple[tuple[float, ...], ...]     # chips[k][s]: deal s, hand keys[k]
    won: tuple[tuple[float, ...], ...]
    weights: tuple[float, ...]
    stocks: tuple[tuple[int, ...], ...]
    start: Hand
    pools: Draws
    early16: bool
    known: dict[float, tuple[float, float, float, float]] = field(default_factory=dict, compare=False, repr=False)

    def choice(self, later: float = 0.0, errors: bool = True) -> tuple[float, float, float, float]:
        """(draw, stand, the standard error of each): this deal's expected chips, a farm won counting `later`
        more (the strong player's worth of the deals to come; 0 for this deal's figures). This seat's later
        choices see only its own cards: each is made over the deals summed, weighed by how likely each makes
        the cards it drew (as `exact.Exact.choice` over the counted cases). Without `errors` the standard
        errors are not worked out (0; the strong player needs none). Remembered for each `later`."""
        hit = self.known.get(later)
        if hit is None or (errors and hit[2] < 0):
            hit = self.known[later] = self._choice(later, errors)
        return hit if errors or hit[2] >= 0 else (hit[0], hit[1], 0.0, 0.0)

    def _choice(self, later: float, errors: bool) -> tuple[float, float, float, float]:
        index = {k: i for i, k in enumerate(self.keys)}
        per = [[x + later * y for x, y in zip(cs, ws)] for cs, ws in zip(self.chips, self.won)]
        t0, c0, b0 = self.start
        sizes = [sum(c) for c in self.stocks]
        cols = [[c[v] for c in self.stocks] for v in range(11)]
        tops = [max(col) for col in cols]
        # Each deal's count of value v left once this seat drew k of them (0 where it holds no more).
        lefts: dict[tuple[int, int], list[int]] = {}

        def left(v: int, k: int) -> list[int]:
            hit = lefts.get((v, k))
            if hit is None:
                hit = lefts[(v, k)] = [c - k if c > k else 0 for c in cols[v]]
            return hit
        shares: dict[int, list[float]] = {}

        def inv(n: int) -> list[float]:
            hit = shares.get(n)
            if hit is None:
                hit = shares[n] = [1.0 / (size - n) if size > n else 0.0 for size in sizes]
            return hit
        memo: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[float, list[float]]] = {}

        def node(d1: tuple[int, ...], d2: tuple[int, ...], reach: list[float]) -> tuple[float, list[float]]:
            """(the chips of playing best from here, summed over the deals; each deal's share of them)."""
            hit = memo.get((d1, d2))
            if hit is not None:
                return hit
            n = sum(d1) + sum(d2)
            t = t0 + sum(v * (d1[v] + d2[v]) for v in range(11))
            xs = per[index[_key(t, c0 + n, b0 or bool(d1[BRILLIANT_VALUE] or d2[BRILLIANT_VALUE]))]]
            share = list(map(operator.mul, reach, xs)) if errors else []
            hit = (sum(share) if errors else sum(map(operator.mul, reach, xs)), share)
            kids = [] if t > TARGET or (self.early16 and t == TARGET) else self._kids(d1, d2, reach, tops, left, inv)
            if kids:
                parts = [node(k1, k2, r) for k1, k2, r in kids]
                total = sum(v for v, _ in parts)
                if total > hit[0]:
                    hit = (total, [sum(col) for col in zip(*(sh for _, sh in parts))] if errors else [])
            memo[(d1, d2)] = hit
            return hit

        zero = (0,) * 11
        w = list(self.weights)
        sw = sum(w)
        parts = [node(k1, k2, r) for k1, k2, r in self._kids(zero, zero, w, tops, left, inv)]
        stand_x = per[index[_key(t0, c0, b0)]]
        stand = sum(a * x for a, x in zip(w, stand_x)) / sw
        if not errors:
            return sum(v for v, _ in parts) / sw, stand, -1.0, -1.0     # -1: not worked out
        draw_share = [sum(col) for col in zip(*(sh for _, sh in parts))] if parts else [0.0] * len(w)
        draw_x = [x / a for x, a in zip(draw_share, w)]     # each deal's chips of drawing, played as above
        return sum(draw_share) / sw, stand, self._se(draw_x), self._se(stand_x)

    def _kids(self, d1: tuple[int, ...], d2: tuple[int, ...], reach: list[float], tops: list[int], left: Any,
              inv: Any) -> list[tuple[tuple[int, ...], tuple[int, ...], list[float]]]:
        """The states after this seat's next card, each with how likely every deal makes it (in one order):
        `tops[v]` is the most of value v a deal holds, `left(v, k)` each deal's count of it less k (0 where
        it has no more), `inv(n)` each deal's 1 / (its stock less n cards)."""
        n1, n2 = sum(d1), sum(d2)
        out = []
        if n1 < self.pools.stock:
            share = inv(n1)
            mul = operator.mul
            for v in range(1, 11):
                k = d1[v]
                if tops[v] > k:    # a deal that could not give these cards has reach 0 already
                    # reach × (count left) × 1/(stock left), in that order; 0.0 where a deal has no more.
                    r = list(map(mul, map(mul, reach, left(v, k)), share))
                    out.append((d1[:v] + (k + 1,) + d1[v + 1:], d2, r))
        elif self.pools.then is not None:
            then = self.pools.then
            left = sum(then) - n2
            for v in range(1, 11):
                if then[v] > d2[v]:
                    f = (then[v] - d2[v]) / left
                    out.append((d1, d2[:v] + (d2[v] + 1,) + d2[v + 1:], [p * f for p in reach]))
        return out

    def _se(self, xs: list[float]) -> float:
        """The standard error of the weighted mean of `xs` over the deals (self-normalised importance weights)."""
        sw = sum(self.weights)
        m = sum(w * x for w, x in zip(self.weights, xs)) / sw
        return math.sqrt(sum((w * (x - m)) ** 2 for w, x in zip(self.weights, xs))) / sw


def estimate(view: dict[str, Any], deal: Deal, samples: int) -> Estimate | None:
    """`samples` sampled deals, each settled for every hand this seat may end on (None if none can be)."""
    pools = draw_pools(view)
    me = view["seat"]
    own = view["hands"][me]
    start: Hand = (sum(card_value(c) for c in own), len(own), BRILLIANT in own)
    settle = Settlement.of(view)
    seats = [o.seat for o in deal.others]
    t0, c0, b0 = start
    brilliant = b0 or bool(pools.first[BRILLIANT_VALUE] or (pools.then or (0,) * 11)[BRILLIANT_VALUE])
    keys = sorted({_key(t, c, b) for t in range(t0, TARGET + 11)
                   for c in range(c0, c0 + TARGET - t0 + 2) for b in {b0, brilliant}})
    constant = {k for k in keys if k[0] > TARGET and me != settle.farmer}   # his own bust fine, whatever comes
    # A close choice asks again with more deals: the first ones are the same (one seed), so they are kept.
    grown = _GROWN.get((_seed(view), deal))
    if grown is None or (samples < grown.asked and samples not in grown.marks):
        if len(_GROWN) > 4:
            _GROWN.clear()
        grown = _GROWN[(_seed(view), deal)] = _Grown(random.Random(_seed(view) + 1), [], [[] for _ in keys],
                                                     [[] for _ in keys], 0, {})
    chips, won = grown.chips, grown.won
    new = [s for s in sample_hands(deal, grown.rng, samples - grown.asked) if s.weight > 0]
    grown.worlds.extend(new)
    if samples > grown.asked:
        grown.asked = samples
        grown.marks[samples] = len(grown.worlds)
    upto = grown.marks[samples]
    worlds = grown.worlds[:upto]
    if not worlds:
        return None
    for s in new:
        final = dict(zip(seats, s.final))
        early = None if s.early is None else seats[s.early]
        # Hands that the settlement cannot tell apart in this deal are settled once (a speed-up only): on 16 its
        # cards and the brilliant count only for who takes the farm; under 16 only the order of its total and the
        # best of the others' that it plays against counts (nothing at all once a 16 or an early 16 ends it);
        # a bust farmer's total counts for nothing.
        tie = any(h[0] == TARGET for h in s.final)
        best = max((h[0] for x, h in zip(seats, s.final)
                    if h[0] <= TARGET and not (deal.early16 and x == settle.farmer)), default=-1)
        done: dict[Any, tuple[float, bool]] = {}
        for i, (t, c, b) in enumerate(keys):
            if t == TARGET and tie and not deal.early16:
                final[me] = (t, c, b)
                same: Any = ("16", settle.winner_of_16(final, [x for x, h in final.items() if h[0] == TARGET]) == me)
            elif t == TARGET:
                same = t
            elif t > TARGET:
                same = "bust" if me == settle.farmer else t
            else:
                same = "low" if tie or early is not None else ("low", (t > best) - (t < best))
            if (t, c, b) in constant and chips[i]:
                x, y = chips[i][0], won[i][0]
            elif same in done:
                x, y = done[same]
            elif deal.early16 and t == TARGET:
                # On 16 this seat shows at once: the players after it never play.
                hands = dict(zip(seats, s.held))
                hands[me] = (t, c, b)
                x, y = done[same] = settle.chips(hands, me)
            else:
                final[me] = (t, c, b)
                x, y = done[same] = settle.chips(final, early)
            chips[i].append(x)
            won[i].append(float(y))
    # Each deal's own stock where the others' cards came from the cards this seat draws from (no reshuffle in
    # the middle of this deal); else every deal draws from what this seat knows (`draw_pools`).
    own = pools.first == deal.unseen and sum(deal.unseen) - sum(o.cards for o in deal.others) == pools.stock
    stocks = tuple(s.stock if own else pools.first for s in worlds)
    return Estimate(tuple(keys), tuple(tuple(x[:upto]) for x in chips), tuple(tuple(y[:upto]) for y in won),
                    tuple(s.weight for s in worlds), stocks, start, pools, deal.early16)


@dataclass
class _Grown:
    """The sampled deals of one view so far, settled: the generator goes on where it stopped."""

    rng: random.Random
    worlds: list[Sampled]
    chips: list[list[float]]
    won: list[list[float]]
    asked: int
    marks: dict[int, int]       # deals asked for → how many of `worlds` they gave (those the rules allow)


_GROWN: dict[tuple[int, Deal], _Grown] = {}
