"""Ferme: where a seat's next cards come from, as it knows them, and its own best play over those draws, exact
(the strong level and the advisor weigh drawing against standing with it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lomber.games.ferme.match import TARGET, card_value
from lomber.games.ferme.pack import ferme_pack

TOP = 27                    # totals 0 … 26 (16 plus a ten is the most a hand can reach)


def counts_of(cards: list[str]) -> list[int]:
    """How many cards of each value (index 1…10) `cards` hold."""
    counts = [0] * 11
    for c in cards:
        counts[card_value(c)] += 1
    return counts


@dataclass(frozen=True)
class Draws:
    """The cards this seat's next draws can come from, as it knows them (`draw_pools`): the first `stock` draws
    from `first` (value counts), then, if `then` is not None, from those cards reshuffled."""

    first: tuple[int, ...]
    stock: int
    then: tuple[int, ...] | None


def draw_pools(view: dict[str, Any]) -> Draws:
    """The one place that says where this seat's next card comes from, from its view alone.

    The stock is the last shuffle's cards (a whole pack, or `shuffled`: the earlier deals' cards reshuffled,
    which everyone saw at their showdowns) less those dealt since. Of those this seat saw its own hand and the discards;
    the rest (the stock, and the others' cards dealt since the shuffle) are alike to it, so the next card is
    any of them equally. In the historical `when-empty` game an empty stock is the discards reshuffled.
    """
    own = set(view["hands"][view["seat"]])
    discards = list(view.get("discards", ()))
    shuffled = view.get("shuffled") or ferme_pack()
    seen = own | set(discards)
    first = tuple(counts_of([c for c in shuffled if c not in seen]))
    o = view["options"]
    reshuffles = o.get("rule_set") == "historical" and o.get("shuffle") == "when-empty" and bool(discards)
    then = tuple(counts_of(discards)) if reshuffles else None
    stock = view["stock"]
    if stock == 0:
        return Draws(then, len(discards), None) if then is not None else Draws((0,) * 11, 0, None)
    return Draws(first, stock, then)


def reshuffled_in_deal(view: dict[str, Any]) -> bool:
    """A reshuffle came in the middle of this deal: the others' cards dealt before it came from cards this
    seat's next ones cannot be (the stock holds fewer or other cards than those it has not seen less the
    others' hands)."""
    pools = draw_pools(view)
    seen = set(view["hands"][view["seat"]]) | set(view.get("discards", ()))
    unseen = tuple(counts_of([c for c in ferme_pack() if c not in seen]))
    hidden = sum(len(view["hands"][s]) for s in view["order"] if s != view["seat"])
    return bool(pools.stock) and (pools.first != unseen or sum(unseen) - hidden != pools.stock)


def _solve(total: int, counts: tuple[int, ...], values: list[float], early16: bool,
           memo: dict[Any, tuple[float, bool]], left: int = -1, then: tuple[int, ...] | None = None
           ) -> tuple[float, bool]:
    """(value, draw?) of the best play from `total`, drawing without replacement from `counts`; after `left`
    more draws (-1: no limit) the stock is empty and the draws come from `then` reshuffled, if given."""
    key = (total, counts, left, then is None)
    hit = memo.get(key)
    if hit is not None:
        return hit
    stand = values[min(total, TOP - 1)]
    n = sum(counts) if left else 0
    if total > TARGET or n == 0 or (early16 and total == TARGET):
        res = (stand, False)
    else:
        draw = 0.0
        for v in range(1, 11):
            c = counts[v]
            if not c:
                continue
            t = total + v
            if t > TARGET:
                draw += c * values[min(t, TOP - 1)]
            elif left == 1 and then is not None:
                draw += c * _solve(t, then, values, early16, memo, sum(then), None)[0]
            else:
                nxt = counts[:v] + (c - 1,) + counts[v + 1:]
                draw += c * _solve(t, nxt, values, early16, memo, left - 1 if left > 0 else left, then)[0]
        draw /= n
        res = (draw, True) if draw > stand else (stand, False)
    memo[key] = res
    return res


def solve_draws(total: int, pools: Draws, values: list[float], early16: bool) -> tuple[float, float]:
    """(expected value of drawing now, then playing best; of standing) over this seat's own draws."""
    memo: dict[Any, tuple[float, bool]] = {}
    counts, n = pools.first, sum(pools.first)
    if not n or not pools.stock:
        return values[min(total, TOP - 1)], values[min(total, TOP - 1)]
    draw = 0.0
    for v, c in enumerate(counts):
        if not v or not c:
            continue
        t = total + v
        if pools.stock == 1 and pools.then is not None:
            nxt, left, then = pools.then, sum(pools.then), None
        else:
            nxt, left, then = counts[:v] + (c - 1,) + counts[v + 1:], pools.stock - 1, pools.then
        draw += c * _solve(t, nxt, values, early16, memo, left, then)[0]
    return draw / n, values[min(total, TOP - 1)]
