"""Ferme: the others' final totals, jointly, as one seat knows them (for the advisor's odds and `strong`).

The others' face-down cards and the stock are the cards this seat has not seen, in an order it cannot know;
each other player's choices so far (how many cards he took, whether he stood) are weighed by a model of when
players draw (`p_draw[total]`), and the players still to play are played out by it. The cards come without
replacement, shared by all the hands: nine cards cannot all be aces. `others_joint` enumerates every case
when the enumeration is small and samples otherwise, saying how far off its figures may be.

Approximations (the figures are exact under them): after a reshuffle in the middle of a deal, the cards
dealt before it are taken to come from the same unseen cards; the players after this seat draw as if it
stood now.
"""

from __future__ import annotations

import json
import math
import operator
import random
import time
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

TARGET = 16
BRILLIANT_VALUE = 6       # the brilliant is the pack's only 6
EXACT_BUDGET = 20_000     # steps of the enumeration before it gives way to sampling (a few hundredths of a second)
TARGET_ERROR = 0.02       # sampling: the beat chance to within this (twice its standard error) …
BATCH = 400               # … checked every this many samples …
MAX_SAMPLES = 12_000      # … up to this many …
MAX_SECONDS = 0.4         # … or this long (the Hint waits for it)


@dataclass(frozen=True)
class Other:
    """Another player of the deal as this seat sees him: `cards` face down, `done` if his turn is over."""

    seat: int
    cards: int
    done: bool
    p_draw: tuple[float, ...]


@dataclass(frozen=True)
class Deal:
    """What the enumeration needs: the unseen cards (value counts), the others in playing order (those whose
    turn has come first), the stock's size and, if an empty stock is the discards reshuffled, their counts."""

    unseen: tuple[int, ...]
    others: tuple[Other, ...]
    stock: int
    then: tuple[int, ...] | None
    compulsory: bool        # classic: the second card is compulsory
    early16: bool           # historical: 16 shows at once and ends the deal


@dataclass(frozen=True)
class Joint:
    """The others' final totals: `{totals in the order of Deal.others: probability}`; -1 marks a player who
    never played because a 16 before him ended the deal. `error` is 0 when enumerated, else about twice the
    beat chance's standard error; `samples` how many deals were sampled (0: enumerated)."""

    outcomes: dict[tuple[int, ...], float]
    error: float
    samples: int


class _TooBig(Exception):
    """The enumeration would take too long."""


def _draws(p_draw: Sequence[float], total: int, cards: int, compulsory: bool) -> float:
    """The chance a player on `total` with `cards` cards asks for another."""
    if total > TARGET:
        return 0.0
    if compulsory and cards == 1:
        return 1.0
    return p_draw[total]


# ----- enumeration
def _pool_draw(counts: tuple[int, ...], stock: int, then: tuple[int, ...] | None
               ) -> list[tuple[int, float, tuple[int, ...], int, tuple[int, ...] | None]]:
    """The next card from the stock (`counts` less the others' held cards), or from the reshuffled discards:
    (value, chance, counts left, stock left, then)."""
    if stock == 0:
        if then is None or not sum(then):
            return []
        counts, stock, then = then, sum(then), None
    n = sum(counts)
    return [(v, c / n, counts[:v] + (c - 1,) + counts[v + 1:], stock - 1, then)
            for v, c in enumerate(counts) if v and c]


def enumerate_deal(deal: Deal, budget: int = EXACT_BUDGET) -> dict[tuple[int, ...], float] | None:
    """Every case exactly, or None when it would take more than `budget` steps."""
    steps = [budget]

    def spend(n: int) -> None:
        steps[0] -= n
        if steps[0] < 0:
            raise _TooBig

    others = deal.others
    memo: dict[Any, dict[tuple[int, ...], float]] = {}

    def runs(o: Other, counts: tuple[int, ...]) -> dict[tuple[int, tuple[int, ...]], float]:
        """{(his total, the counts left): chance × the model's weight of what showed} over `o`'s face-down
        cards; runs that reach the same cards are one (what comes next depends only on them)."""
        out: dict[tuple[int, tuple[int, ...]], float] = {(0, counts): 1.0}
        for j in range(1, o.cards + 1):
            nxt: dict[tuple[int, tuple[int, ...]], float] = {}
            for (t, c), p in out.items():
                n = sum(c)
                for v in range(1, 11):
                    if c[v]:
                        f = _after(o, t + v, j, j == o.cards, deal)
                        if f:
                            k = (t + v, c[:v] + (c[v] - 1,) + c[v + 1:])
                            nxt[k] = nxt.get(k, 0.0) + p * f * c[v] / n
            spend(len(nxt))
            out = nxt
        return out

    def held(i: int, counts: tuple[int, ...]) -> dict[tuple[Any, ...], float]:
        """{(each player's (total, cards)) for players i…, counts left: weight}, with their histories' weight."""
        if i == len(others):
            return {((), counts): 1.0}
        key = (i, counts)
        hit = memo.get(key)
        if hit is not None:
            return hit
        o = others[i]
        out: dict[tuple[Any, ...], float] = {}
        for (t, rest), w in runs(o, counts).items():
            sub = held(i + 1, rest)
            spend(len(sub))
            me = (t, o.cards)
            for (tail, left), q in sub.items():
                k = ((me,) + tail, left)
                out[k] = out.get(k, 0.0) + w * q
        memo[key] = out
        return out

    played: dict[Any, dict[tuple[int, ...], float]] = {}

    def play(i: int, hands: tuple[tuple[int, int], ...], counts: tuple[int, ...], stock: int,
             then: tuple[int, ...] | None) -> dict[tuple[int, ...], float]:
        """{final totals of players i…: chance} as they play on from (total, cards) each; -1: never played."""
        if i == len(others):
            return {(): 1.0}
        key = (i, hands, counts, stock, then is None)
        hit = played.get(key)
        if hit is not None:
            return hit
        t, c = hands[0]
        o = others[i]
        out: dict[tuple[int, ...], float] = {}
        if deal.early16 and t == TARGET and not o.done:
            # He shows 16 at once: the deal ends, the players after him never play.
            out[(t,) + (-1,) * (len(hands) - 1)] = 1.0
            played[key] = out
            return out
        d = 0.0 if o.done else _draws(o.p_draw, t, c, deal.compulsory)
        nxt = _pool_draw(counts, stock, then) if d else []
        if not nxt:
            d = 0.0
        if d < 1.0:
            sub = play(i + 1, hands[1:], counts, stock, then)
            spend(len(sub))
            for tail, q in sub.items():
                k = (t,) + tail
                out[k] = out.get(k, 0.0) + (1.0 - d) * q
        for v, p, rest, st, th in nxt:
            sub = play(i, ((t + v, c + 1),) + hands[1:], rest, st, th)
            spend(len(sub))
            for k, q in sub.items():
                out[k] = out.get(k, 0.0) + d * p * q
        played[key] = out
        return out

    try:
        start = held(0, deal.unseen)
        out: dict[tuple[int, ...], float] = {}
        for (hands, counts), w in start.items():
            for k, q in play(0, hands, counts, deal.stock, deal.then).items():
                out[k] = out.get(k, 0.0) + w * q
    except _TooBig:
        return None
    total = sum(out.values())
    return {k: w / total for k, w in out.items()} if total > 0 else None


# ----- sampling
def _pick(cnt: list[int], r: float, top: int) -> int:
    """The value at position `r` (0 ≤ r < the count of values 1…top) of the cards in `cnt`."""
    for v in range(1, top + 1):
        r -= cnt[v]
        if r < 0:
            return v
    return max((u for u in range(1, top + 1) if cnt[u]), default=top)   # rounding at the very end


def _after(o: Other, t: int, j: int, final: bool, deal: Deal) -> float:
    """How likely the model makes what showed after `o`'s j-th card took him to `t`: he drew again (not
    the last card), or stood (the last, his turn over); 0 where the rules forbid it."""
    if deal.early16 and t == TARGET:
        return 0.0
    if not final:
        return _draws(o.p_draw, t, j, deal.compulsory)
    if not o.done or t > TARGET or (deal.compulsory and j == 1):
        return 1.0
    return 1.0 - _draws(o.p_draw, t, j, deal.compulsory)


Hand = tuple[int, int, bool]     # total, cards held, holds the brilliant (the pack's only 6)


@dataclass(frozen=True)
class Sampled:
    """One sampled deal: the others' hands at the end (`final`; a player a 16 before him kept from playing holds
    what he was dealt) and before the players after this seat played on (`held`), the seat order's index of an
    early 16 (or None), the importance weight and the cards left for this seat to draw."""

    final: tuple[Hand, ...]
    held: tuple[Hand, ...]
    early: int | None
    weight: float
    stock: tuple[int, ...]      # the cards left (value counts) once the others' face-down cards are laid


def sample_deal(deal: Deal, rng: random.Random, n: int) -> list[tuple[tuple[int, ...], float]]:
    """`n` deals of the unseen cards: the others' final totals (-1: never played) with the importance weight."""
    out = []
    for s in sample_hands(deal, rng, n):
        totals = tuple(-1 if s.early is not None and i > s.early else h[0] for i, h in enumerate(s.final))
        out.append((totals, s.weight))
    return out


def sample_hands(deal: Deal, rng: random.Random, n: int) -> list[Sampled]:
    """`n` deals of the unseen cards, each with its importance weight. Each face-down card is drawn in
    proportion to its count and how likely the model makes what that player then did (so a history the
    rules rule out is never drawn); the weight carries the rest. Deals the rules rule out are left out."""
    out = []
    others = deal.others
    span = range(TARGET + 11)
    # The model's figures by (player, card) and total, looked up rather than worked out for every sample:
    # `_after` for each face-down card (None where it is 1 for every total: the card is drawn as it comes),
    # and the chance to draw on for the players still to play.
    rows = []
    for o in others:
        mine = []
        for j in range(o.cards + 1):
            row = [_after(o, t, j, j == o.cards, deal) for t in span]
            mine.append(None if all(x == 1.0 for x in row[1:]) else row)
        rows.append(mine)
    goes = [[[0.0 if deal.early16 and t == TARGET else _draws(o.p_draw, t, c, deal.compulsory) for t in span]
             for c in (1, 2)] for o in others]
    values = range(1, 11)
    random_ = rng.random
    mul = operator.mul
    for _ in range(n):
        cnt = list(deal.unseen)
        size = sum(cnt)
        w = 1.0
        hands: list[Hand] = []
        for o, mine in zip(others, rows):
            t = 0
            b = False
            for j in range(1, o.cards + 1):
                row = mine[j]
                if row is None:
                    v = _pick(cnt, random_() * size, 10)
                else:
                    f = [0.0, *map(mul, cnt[1:], row[t + 1:t + 11])]    # cnt[v] * row[t + v], v = 1…10
                    z = sum(f)
                    if z <= 0:
                        w = 0.0
                        break
                    r = random_() * z
                    v = 10
                    for u in values:
                        r -= f[u]
                        if r < 0:
                            v = u
                            break
                    w *= z / size
                cnt[v] -= 1
                size -= 1
                t += v
                b = b or v == BRILLIANT_VALUE
            if not w:
                break
            hands.append((t, o.cards, b))
        if not w:
            continue
        held = tuple(hands)
        left = tuple(cnt)
        early = None
        stock, then = deal.stock, deal.then
        for i, o in enumerate(others):
            if o.done:
                continue
            t, c, b = hands[i]
            first, rest = goes[i]
            while random_() < (first if c == 1 else rest)[t]:
                if not stock:
                    if then is None or not sum(then):
                        break
                    cnt, size, stock, then = list(then), sum(then), sum(then), None
                v = _pick(cnt, random_() * size, 10)
                cnt[v] -= 1
                size -= 1
                stock -= 1
                t += v
                c += 1
                b = b or v == BRILLIANT_VALUE
            hands[i] = (t, c, b)
            if deal.early16 and t == TARGET:
                early = i
                break
        out.append(Sampled(tuple(hands), held, early, w, left))
    return out


def _seed(view: dict[str, Any]) -> int:
    """A seed from the view alone: the same view gives the same figures, wherever it is asked."""
    return zlib.crc32(json.dumps(view, sort_keys=True, default=str).encode())


_ENUMERATED: dict[Deal, dict[tuple[int, ...], float] | None] = {}


def _enumerated(deal: Deal) -> dict[tuple[int, ...], float] | None:
    """`enumerate_deal`, remembered (also when it gave up): strong's figures and the advisor's beat ask alike."""
    if deal not in _ENUMERATED:
        if len(_ENUMERATED) > 16:
            _ENUMERATED.clear()
        _ENUMERATED[deal] = enumerate_deal(deal)
    return _ENUMERATED[deal]


def _small(deal: Deal) -> bool:
    """Worth trying to enumerate: two other players (up to twelve face-down cards), or three whose turns are
    over (up to eight): beyond that the cases are too many for a Hint's wait."""
    hidden = sum(o.cards for o in deal.others)
    if len(deal.others) <= 2:
        return hidden <= 12
    return len(deal.others) == 3 and all(o.done for o in deal.others) and hidden <= 8


def counted(deal: Deal) -> bool:
    """`others_joint` counts every case of this deal (else it samples)."""
    return _small(deal) and _enumerated(deal) is not None


def wilson_margin(p: float, n: float, z: float = 2.0) -> float:
    """How far the true chance may lie from a sampled `p` over `n` (effective) samples: the farther end of
    Wilson's score interval. Unlike the standard error it does not vanish when no sample (or every one) hit:
    none in 400 still leaves about 1 %."""
    if n <= 0:
        return 1.0
    z2 = z * z
    mid = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(p - (mid - half), (mid + half) - p)


def others_joint(deal: Deal, view: dict[str, Any], blocks: Callable[[tuple[int, ...]], bool],
                 samples: int | None = None) -> Joint:
    """The others' final totals: enumerated if small; else `samples` sampled deals, or (None) as many as it
    takes to know the chance of `blocks` (a function of a totals tuple: this seat standing now does not beat
    them) to within TARGET_ERROR, within MAX_SAMPLES and MAX_SECONDS (then `error` says how near it got)."""
    exact = _enumerated(deal) if _small(deal) else None
    if exact is not None:
        return Joint(exact, 0.0, 0)
    rng = random.Random(_seed(view))
    acc: dict[tuple[int, ...], float] = {}
    sw = sw2 = swx = swx2 = 0.0
    n = 0
    error = 1.0
    start = time.perf_counter()
    while n < (samples or MAX_SAMPLES):
        for totals, w in sample_deal(deal, rng, min(BATCH, samples or BATCH)):
            if not w:
                continue
            acc[totals] = acc.get(totals, 0.0) + w
            x = 0.0 if blocks(totals) else 1.0
            sw += w
            sw2 += w * w
            swx += w * x
            swx2 += w * w * x
        n += BATCH
        if sw > 0:
            p = swx / sw
            # Self-normalised importance sampling: variance of the weighted mean, w² (x − p)² summed.
            var = (swx2 - 2 * p * swx2 + p * p * sw2) / (sw * sw)
            error = max(2.0 * math.sqrt(max(var, 0.0)), wilson_margin(p, sw * sw / sw2))
            if samples is None and ((error <= TARGET_ERROR and n >= 2 * BATCH)
                                    or time.perf_counter() - start > MAX_SECONDS):
                break
    total = sum(acc.values()) or 1.0
    return Joint({k: w / total for k, w in acc.items()}, error, n)
