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
import random
from dataclasses import dataclass
from typing import Any

from lomber.games.ferme.draws import Draws, draw_pools
from lomber.games.ferme.exact import BRILLIANT_VALUE, Hand, Settlement
from lomber.games.ferme.joint import Deal, _seed, sample_hands
from lomber.games.ferme.match import BRILLIANT, TARGET, card_value

Key = tuple[int, int, bool]     # a hand this seat may end on: only on 16 do its cards and the brilliant matter


def _key(t: int, c: int, b: bool) -> Key:
    return (t, c, b) if t == TARGET else (t, 0, False)


@dataclass(frozen=True)
class Estimate:
    """Per sampled deal (weights `weights`) and per hand this seat may end on: its chips and whether it takes
    the farm; `start` is this seat's hand now, `pools` where its next cards come from."""

    keys: tuple[Key, ...]
    chips: tuple[tuple[float, ...], ...]     # chips[k][s]: deal s, hand keys[k]
    won: tuple[tuple[float, ...], ...]
    weights: tuple[float, ...]
    start: Hand
    pools: Draws
    early16: bool

    def choice(self, later: float = 0.0) -> tuple[float, float, float, float]:
        """(draw, stand, the standard error of each): this deal's expected chips, a farm won counting `later`
        more (the strong player's worth of the deals to come; 0 for this deal's figures)."""
        sw = sum(self.weights)
        index = {k: i for i, k in enumerate(self.keys)}
        per = [[x + later * y for x, y in zip(cs, ws)] for cs, ws in zip(self.chips, self.won)]
        mean = [sum(w * x for w, x in zip(self.weights, xs)) / sw for xs in per]
        reach = self._draw_reach({k: mean[i] for k, i in index.items()})
        t, c, b = self.start
        stand_key = index[_key(t, c, b)]
        draw_x = [sum(p * per[index[k]][s] for k, p in reach.items()) for s in range(len(self.weights))]
        return (sum(p * mean[index[k]] for k, p in reach.items()), mean[stand_key],
                self._se(draw_x), self._se(per[stand_key]))

    def _se(self, xs: list[float]) -> float:
        sw = sum(self.weights)
        m = sum(w * x for w, x in zip(self.weights, xs)) / sw
        return math.sqrt(sum((w * (x - m)) ** 2 for w, x in zip(self.weights, xs))) / sw

    def _draw_reach(self, value: dict[Key, float]) -> dict[Key, float]:
        """The chance of each hand this seat ends on, drawing now and then playing best on `value`."""
        memo: dict[Any, float] = {}

        def best(t: int, c: int, b: bool, counts: tuple[int, ...], left: int, then: tuple[int, ...] | None
                 ) -> float:
            key = (t, c, b, counts, left, then is None)
            hit = memo.get(key)
            if hit is None:
                hit = value[_key(t, c, b)]
                if not self._ends(t, counts, left):
                    hit = max(hit, sum(p * best(*nxt) for p, nxt in _next(t, c, b, counts, left, then)))
                memo[key] = hit
            return hit

        t, c, b = self.start
        layer = {nxt: p for p, nxt in _next(t, c, b, self.pools.first, self.pools.stock, self.pools.then)}
        out: dict[Key, float] = {}
        while layer:
            nxt_layer: dict[Any, float] = {}
            for state, p in layer.items():
                t, c, b, counts, left, then = state
                stand = value[_key(t, c, b)]
                kids = [] if self._ends(t, counts, left) else _next(t, c, b, counts, left, then)
                if kids and sum(q * best(*k) for q, k in kids) > stand:
                    for q, k in kids:
                        nxt_layer[k] = nxt_layer.get(k, 0.0) + p * q
                else:
                    out[_key(t, c, b)] = out.get(_key(t, c, b), 0.0) + p
            layer = nxt_layer
        return out

    def _ends(self, t: int, counts: tuple[int, ...], left: int) -> bool:
        return t > TARGET or (self.early16 and t == TARGET) or not left or not sum(counts)


def _next(t: int, c: int, b: bool, counts: tuple[int, ...], left: int, then: tuple[int, ...] | None
          ) -> list[tuple[float, tuple[Any, ...]]]:
    """This seat's next card: (chance, the state after it); after `left` more draws (-1: no limit) the stock
    is empty and the draws come from `then` reshuffled, if given (as `draws._solve`)."""
    n = sum(counts) if left else 0
    out = []
    for v in range(1, 11):
        k = counts[v]
        if not k:
            continue
        if left == 1 and then is not None:
            rest: tuple[Any, ...] = (then, sum(then), None)
        else:
            rest = (counts[:v] + (k - 1,) + counts[v + 1:], left - 1 if left > 0 else left, then)
        out.append((k / n, (t + v, c + 1, b or v == BRILLIANT_VALUE, *rest)))
    return out


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
    worlds = [s for s in sample_hands(deal, random.Random(_seed(view) + 1), samples) if s.weight > 0]
    if not worlds:
        return None
    chips: list[list[float]] = [[] for _ in keys]
    won: list[list[float]] = [[] for _ in keys]
    for s in worlds:
        final = dict(zip(seats, s.final))
        early = None if s.early is None else seats[s.early]
        for i, (t, c, b) in enumerate(keys):
            if i and (t, c, b) in constant and chips[i]:
                x, y = chips[i][0], won[i][0]
            elif deal.early16 and t == TARGET:
                # On 16 this seat shows at once: the players after it never play.
                hands = dict(zip(seats, s.held))
                hands[me] = (t, c, b)
                x, y = settle.chips(hands, me)
            else:
                final[me] = (t, c, b)
                x, y = settle.chips(final, early)
            chips[i].append(x)
            won[i].append(float(y))
    return Estimate(tuple(keys), tuple(map(tuple, chips)), tuple(map(tuple, won)),
                    tuple(s.weight for s in worlds), start, pools, deal.early16)
