"""Shared search toolkit for trick-taking games: determinization, rollouts, PIMC with a budget. No Qt.

The API (stable; Fly and Fortuna build on it):

Determinization — fill what a seat cannot see with cards consistent with what it has seen:

    spec = Hidden(pool=[...unseen cards...], counts={1: 5, 2: 4, "stock": 11}, voids={2: {"H"}})
    deal = sample_deal(spec, rng)          # {1: [...5 cards], 2: [...4], "stock": [...11]}

  `pool` is every card the viewer cannot place (the pack less its own hand, its own discards, cards played,
  known face-up cards); `counts` says how many of them each place holds (a seat's hidden hand, the stock,
  other seats' discards …) and must add up to `len(pool)`; `voids` lists per place the suits it cannot hold
  (revealed by not following suit). Samples are uniform over consistent deals (rejection), with a fallback
  to a constrained sequential assignment that keeps the rest feasible, so it never loops forever.
  `infer_voids(tricks, trump)` reads voids from played tricks for games with the duties "follow, else trump".

Search — the game plugs in through the `SearchGame` protocol:

    class MyGame:
        def sample_world(self, view, rng) -> Match: ...   # a full match consistent with the view
        def value(self, match, seat) -> float: ...        # at a rollout's end; higher is better for seat
        def over(self, match, start_deals) -> bool: ...   # optional: where rollouts stop (default: deal end)

    move = pimc(game, view, legal, seat, budget=Budget(seconds=0.3), rng=random.Random(1), policy=my_policy)

  For each sampled world, every legal move is applied to a clone and played out by rollouts with the
  pluggable default `policy(match, seat, rng) -> Action` (default: uniform random legal), and the move with
  the best mean value over all worlds wins. `Budget(worlds=N)` (optionally with `seconds`) stops after N
  worlds: with a fixed `rng` seed this is fully deterministic, for reproducible tests. `Budget(seconds=S)`
  stops on time (at least one world is always searched). `evaluate(...)` returns the per-move statistics.
  A world may offer `apply_unchecked(seat, action)` (no legality check, no history): rollouts then use it.
  `pimc(..., default=a, margin=z)` keeps the move `a` unless another beats it by more than z standard errors.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, Protocol

from lomber.engine.actions import Action, AmountChoice, Choice
from lomber.engine.cards import Card, suit
from lomber.engine.match import Match

Place = Hashable
REJECTION_TRIES = 20   # rejection tries before the constrained fallback; uniform when one is accepted


# ----- determinization
@dataclass
class Hidden:
    """What a seat cannot see: the unseen cards, how many lie at each place, and suits a place cannot hold."""

    pool: list[Card]
    counts: dict[Place, int]
    voids: dict[Place, set[str]] = field(default_factory=dict)

    def allows(self, place: Place, card: Card) -> bool:
        """True if `card` may lie at `place`."""
        v = self.voids.get(place)
        return not v or suit(card) not in v


class Impossible(ValueError):
    """No deal of the unseen cards satisfies the counts and the voids (the view contradicts itself)."""


def _feasible(cards_by_suit: dict[str, int], room: dict[Place, int], voids: dict[Place, set[str]]) -> bool:
    """Hall's condition: every set of suits fits in the places that accept one of its suits."""
    suits = [s for s, n in cards_by_suit.items() if n]
    if sum(cards_by_suit.values()) != sum(room.values()):
        return False
    for k in range(1, len(suits) + 1):
        for subset in combinations(suits, k):
            need = sum(cards_by_suit[s] for s in subset)
            cap = sum(n for p, n in room.items() if n and any(s not in voids.get(p, ()) for s in subset))
            if need > cap:
                return False
    return True


def sample_deal(spec: Hidden, rng: random.Random, tries: int = REJECTION_TRIES) -> dict[Place, list[Card]]:
    """A deal of `spec.pool` to the places, consistent with counts and voids (uniform when rejection succeeds)."""
    pool = list(spec.pool)
    places = list(spec.counts)
    if sum(spec.counts.values()) != len(pool):
        raise Impossible(f"{len(pool)} unseen cards but the places hold {sum(spec.counts.values())}")
    constrained = [p for p in places if spec.voids.get(p)]
    for _ in range(tries if constrained else 1):
        rng.shuffle(pool)
        deal: dict[Place, list[Card]] = {}
        i = 0
        ok = True
        for p in places:
            n = spec.counts[p]
            deal[p] = pool[i:i + n]
            i += n
            if p in spec.voids and any(not spec.allows(p, c) for c in deal[p]):
                ok = False
                break
        if ok:
            return deal
    return _constrained_deal(spec, rng)


def _constrained_deal(spec: Hidden, rng: random.Random) -> dict[Place, list[Card]]:
    """Card by card, each to a random allowed place with room, keeping the remainder feasible."""
    pool = list(spec.pool)
    rng.shuffle(pool)
    room = dict(spec.counts)
    left: dict[str, int] = {}
    for c in pool:
        left[suit(c)] = left.get(suit(c), 0) + 1
    if not _feasible(left, room, spec.voids):
        raise Impossible("the voids and counts leave no consistent deal")
    deal: dict[Place, list[Card]] = {p: [] for p in spec.counts}
    for c in pool:
        s = suit(c)
        left[s] -= 1
        options = [p for p, n in room.items() if n and spec.allows(p, c)]
        weights = [room[p] for p in options]
        while options:
            p = rng.choices(options, weights)[0]
            room[p] -= 1
            if _feasible(left, room, spec.voids):
                break
            room[p] += 1
            k = options.index(p)
            del options[k], weights[k]
        else:  # cannot happen while the invariant holds; kept so a bug shows clearly
            raise Impossible(f"no place left for {c}")
        deal[p].append(c)
    return deal


def infer_voids(tricks: Iterable[Sequence[Sequence[Any]]], trump: str | None, must_trump: bool = True,
                exempt: Callable[[Sequence[Sequence[Any]], int, Card], bool] | None = None) -> dict[int, set[str]]:
    """Suits each seat has shown it lacks, from tricks given as `[[seat, card], …]` (leader first).

    Not following the suit led shows a void in it; with `must_trump`, also not trumping then shows a void in
    trumps. `exempt(trick, seat, card)` marks plays that reveal nothing (e.g. a privileged card).
    """
    voids: dict[int, set[str]] = {}
    for trick in tricks:
        if not trick:
            continue
        led = suit(trick[0][1])
        for seat, card in trick[1:]:
            if exempt and exempt(trick, seat, card):
                continue
            s = suit(card)
            if s != led:
                voids.setdefault(seat, set()).add(led)
                if must_trump and trump and s != trump:
                    voids[seat].add(trump)
    return voids


# ----- search
Policy = Callable[[Match, int, random.Random], Action]


class SearchGame(Protocol):
    """How a game plugs into the search."""

    def sample_world(self, view: dict[str, Any], rng: random.Random) -> Match:
        """A full match consistent with `view` (its hidden cards dealt by `sample_deal`)."""
        ...

    def value(self, match: Match, seat: int) -> float:
        """The worth of a rollout's end for `seat`; higher is better."""
        ...


def concrete_actions(legal: Sequence[Choice]) -> list[Action]:
    """The legal choices as actions (an amount range becomes its two ends and its middle)."""
    out: list[Action] = []
    for c in legal:
        if isinstance(c, AmountChoice):
            out.extend(dict.fromkeys(c.at(x) for x in (c.lo, (c.lo + c.hi) // 2, c.hi)))
        else:
            out.append(c)
    return out


def random_policy(match: Match, seat: int, rng: random.Random) -> Action:
    """The default rollout policy: a uniformly random legal action."""
    return rng.choice(concrete_actions(match.legal_actions()))


def deal_over(match: Match, start_deals: int) -> bool:
    """The default end of a rollout: the match is over or the deal being searched has ended."""
    return match.finished or match.deals > start_deals


def rollout(match: Match, policy: Policy, rng: random.Random, over: Callable[[Match, int], bool] = deal_over,
            start_deals: int | None = None, max_steps: int = 10_000) -> Match:
    """Play `match` (changed in place) with `policy` for every seat until `over`; returns it.

    A match that offers `apply_unchecked(seat, action)` is stepped with it (the policy must then only
    return legal actions); otherwise with `apply`.
    """
    start = match.deals if start_deals is None else start_deals
    step = getattr(match, "apply_unchecked", None) or match.apply
    for _ in range(max_steps):
        if over(match, start):
            break
        seat = match.to_act()
        if seat is None:
            break
        step(seat, policy(match, seat, rng))
    return match


@dataclass
class Budget:
    """When the search stops: after `worlds` sampled worlds and/or `seconds` (whichever comes first)."""

    seconds: float | None = None
    worlds: int | None = None
    rollouts: int = 1           # rollouts per move per world

    def __post_init__(self) -> None:
        if self.seconds is None and self.worlds is None:
            raise ValueError("a search budget needs seconds, worlds or both")


@dataclass
class MoveStats:
    """Sum, sum of squares and count of rollout values for one move."""

    total: float = 0.0
    n: int = 0
    squares: float = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.n if self.n else float("-inf")

    @property
    def sem(self) -> float:
        """Standard error of the mean (infinite with fewer than two values)."""
        if self.n < 2:
            return float("inf")
        var = max(0.0, (self.squares - self.total * self.total / self.n) / (self.n - 1))
        return (var / self.n) ** 0.5


def evaluate(game: SearchGame, view: dict[str, Any], legal: Sequence[Choice], seat: int, budget: Budget,
             rng: random.Random, policy: Policy = random_policy,
             moves: Sequence[Action] | None = None) -> dict[Action, MoveStats]:
    """PIMC: per sampled world, each move played out by rollouts; returns the statistics per move."""
    cand = list(moves) if moves is not None else concrete_actions(legal)
    stats = {a: MoveStats() for a in cand}
    if len(cand) <= 1:
        return stats
    over: Callable[[Match, int], bool] = getattr(game, "over", deal_over)
    deadline = None if budget.seconds is None else time.perf_counter() + budget.seconds
    worlds = 0
    while True:
        world = game.sample_world(view, rng)
        start = world.deals
        for a in cand:
            for _ in range(budget.rollouts):
                trial = world.clone()
                trial.apply(seat, a)
                rollout(trial, policy, rng, over, start)
                st = stats[a]
                v = game.value(trial, seat)
                st.total += v
                st.squares += v * v
                st.n += 1
        worlds += 1
        if budget.worlds is not None and worlds >= budget.worlds:
            break
        if deadline is not None and time.perf_counter() >= deadline:
            break
    return stats


def pimc(game: SearchGame, view: dict[str, Any], legal: Sequence[Choice], seat: int, budget: Budget,
         rng: random.Random, policy: Policy = random_policy, moves: Sequence[Action] | None = None,
         default: Action | None = None, margin: float = 0.0) -> Action:
    """The move with the best mean rollout value over sampled worlds (ties: the first listed).

    With a `default` move (e.g. the heuristic's choice), another move is preferred only if its mean beats
    the default's by more than `margin` standard errors: few noisy samples then do not override good sense.
    """
    stats = evaluate(game, view, legal, seat, budget, rng, policy, moves)
    best = None
    for a, st in stats.items():
        if best is None or st.mean > stats[best].mean:
            best = a
    assert best is not None, "pimc needs at least one legal move"
    if default is not None and default in stats and best != default:
        b, d = stats[best], stats[default]
        if b.mean - d.mean <= margin * (b.sem ** 2 + d.sem ** 2) ** 0.5:
            return default
    return best
