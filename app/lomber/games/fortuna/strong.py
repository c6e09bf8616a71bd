"""Fortuna's strong level: every decision searched over sampled deals read from the table.

- **Worlds** (`ReadWorlds`): the unseen cards are dealt consistently with the voids shown and with what the
  bidding said. Each other seat's bids (`play` / `pass`, `stay` / `repass`, `force`) have a likelihood
  under a bid model fitted on the levels' own bids (`BID_MODEL`: a logistic curve in the margin of the
  hand's expected tricks over the tricks it would need); seat by seat, most telling first, a seat's hand
  is redealt (with the places not yet read) until a draw is accepted with that likelihood.
- **Value** of a deal's end for a seat: the chips it won, plus the change of its share of the pool — the
  pool times its chance of winning the partie, `win_chances` (a logistic race in the points each still
  needs, fitted on played parties). A remise paid into the pool is thus not all lost, and points are worth
  what they bring nearer the pool.
- **Cards**: each distinct card is played out in every world: the careful play for every seat
  (`careful_card`) until few tricks are left, then the exact solver (`fortuna_solve`). The best mean
  wins; worlds are added while the two best are within the noise, up to a cap.
- **Bids** (`play`/`pass`, `stay`/`repass`, `force`/`repass`, `buy N`): each candidate in every world, the
  rest of the bidding by the bid model (the seat's own later bids by the normal level's rules), the play
  as above.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from lomber.engine.cards import Card
from lomber.games.fortuna import rules as R
from lomber.games.fortuna.match import BID, BUY, LONE, PLAYING, REPASS
from lomber.games.fortuna.normal import SELECTION, TRICK_MODEL, FortunaPlayer, discard_choice, play_value
from lomber.games.fortuna.settle import total
from lomber.games.fortuna.sim import DONE, Move, SimDeal, careful_card
from lomber.games.fortuna.solve import Solver, bit_of
from lomber.games.fortuna.worlds import Place, Unseen, deal_unseen, dealt_hand, sim_of, unseen_of
from lomber.search.pimc import Hidden, Impossible, sample_deal

# ----- fitted constants. The bid model: `scripts/fortuna_fit_models.py --levels strong,ismcts,strong,ismcts
# --bids-of strong,ismcts --deals 400 --seed 1` (the bids of the players at a strong table: this level and the
# ISMCTS yardstick). β: the same script on normal and ISMCTS players' parties (that run gave 0.23 here).
WIN_BETA = 0.25              # chance of winning the partie ∝ exp(−β × points still needed)
# Bid model: P(word) = σ(a + b × margin), margin = expected tricks − tricks needed (trick_estimate).
BID_MODEL: dict[str, tuple[float, float]] = {
    "play": (-0.89, 0.51),   # first round: play rather than pass
    "stay": (-0.83, 0.71),   # re-pass round: stay rather than re-pass
    "force": (1.05, 2.02),   # lone declarer: force rather than re-pass
}
LIKELY_SHARE = 0.4           # share of the seats still to speak expected to say play (as the normal level)
READ_TRIES = 40              # redraws of one seat's hand before the most likely draw is kept

# Search budget per decision: worlds (fixed, so a seed replays the same game on any machine) and a cap.
CARD_WORLDS = (48, 144)      # first, then more while the two best are within the noise and it may matter
BID_WORLDS = (96, 288)
CLOSE = 2.0                  # "within the noise": the paired difference under this many standard errors …
SETTLED = 1.0                # … unless that standard error is already under this many chips (they play alike)
SECONDS = 0.9                # a cap in processor seconds (p95 ≤ 1 s), only reached on a processor far slower than ours
# Tricks left (by seats in play) from which the solver decides a card in each world, and from which it plays
# out the end of a careful play-out (a few milliseconds a solve at the first, a fraction of one at the second).
ROOT_SOLVE = {2: 6, 3: 4, 4: 3}
ROLLOUT_SOLVE = {2: 3, 3: 2, 4: 2}


# ----- what a deal's end is worth
def win_chances(totals: list[int] | tuple[int, ...]) -> list[float]:
    """Each seat's chance of winning the partie from these totals."""
    z = [-WIN_BETA * max(0, R.PARTIE_POINTS - t) for t in totals]
    m = max(z)
    e = [math.exp(x - m) for x in z]
    s = sum(e)
    return [x / s for x in e]


class Worth:
    """Values a sim's end for one seat: chips won plus the change of its expected share of the pool. A deal
    thrown in costs its dealer the stake of the redeal too."""

    def __init__(self, sim: SimDeal, seat: int) -> None:
        self.seat = seat
        self.chance = win_chances(sim.start_scores)[seat]
        self.before = sim.start_pool * self.chance
        self.redeal = -R.DEALER_STAKE * (1 - self.chance) if seat == sim.dealer else 0.0

    def __call__(self, sim: SimDeal) -> float:
        v = float(sim.stacks[self.seat] - sim.start_stacks[self.seat]) - self.before
        if sim.winner is None:
            v += sim.pool * win_chances([total(x) for x in sim.scores])[self.seat]
        if sim.thrown:
            v += self.redeal
        return v


# ----- the bid model
def sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x)) if x > -30 else 0.0


_TABLES: dict[tuple[str, int, str], tuple[float, dict[Card, float], float, float]] = {}


def _table(variant: str, k: int, trump: str) -> tuple[float, dict[Card, float], float, float]:
    """The normal level's trick model (`trick_estimate`) as a constant, a worth per card, a worth per short side
    suit, and what is taken off for the other declarers (every feature but the short suits adds up by card)."""
    key = (variant, k, trump)
    got = _TABLES.get(key)
    if got is None:

        (w0, w_trump, w_ace, w_king, w_queen, w_top, w_short), _ = TRICK_MODEL[(variant, k)]
        per = {}
        for c in R.pack_for("four", None):
            r, t = c[:-1], c[-1] == trump
            per[c] = (w_trump if t else 0.0) + {"A": w_ace, "K": w_king, "Q": w_queen}.get(r, 0.0) + \
                (w_top if t and r in ("A", "K", "Q") else 0.0)
        got = _TABLES[key] = (w0, per, w_short, SELECTION * (k - 1) ** 0.5)
    return got


def estimate(hand: list[Card], trump: str, variant: str, k: int) -> float:
    """The normal level's expected tricks (`trick_estimate`, tested equal), fast."""
    w0, per, w_short, off = _table(variant, k, trump)
    est = w0
    counts = {"S": 0, "H": 0, "D": 0, "C": 0}
    for c in hand:
        est += per[c]
        counts[c[-1]] += 1
    est += w_short * sum(1 for s, x in counts.items() if s != trump and x <= 1)
    return max(0.0, min(13.0, est - off))


def margin(hand: list[Card], trump: str, variant: str, k: int, forcing: bool = False) -> float:
    """Expected tricks of a full hand with `k` in play, less the tricks it needs (as the forcer if `forcing`)."""
    n = R.SEATS_OF[variant]
    if forcing:
        return estimate(hand, trump, variant, n) - 0.5 - R.FORCER_NEEDS[variant]
    k = max(2, min(n, k))
    return estimate(hand, trump, variant, k) - R.NEEDED[variant][k]


def p_word(word: str, m: float) -> float:
    """The model's chance of `word` (play, stay, force) for a hand with margin `m`."""
    a, b = BID_MODEL[word]
    return sigmoid(a + b * m)


def first_round_k(bids: list[str | None], order: list[int], seat: int, n: int) -> int:
    """The declarers `seat` expects when it speaks: those who said play before it, itself, a share of the rest."""
    i = order.index(seat)
    said = sum(1 for s in order[:i] if bids[s] == "play")
    return max(2, min(n, said + 1 + round((len(order) - i - 1) * LIKELY_SHARE)))


def bid_likelihood(view: dict[str, Any], seat: int, hand: list[Card]) -> float:
    """How likely `seat`'s words so far are for this dealt hand, under the bid model."""
    bids = view["bids"]
    if bids[seat] is None:
        return 1.0
    v, trump = view["variant"], view["trump"]
    n = len(view["stacks"])
    d = view["roles"]["dealer"]
    order = [(d + 1 + i) % n for i in range(n)]
    p = p_word("play", margin(hand, trump, v, first_round_k(bids, order, seat, n)))
    like = p if bids[seat] == "play" else 1.0 - p
    rep = view["repass"][seat]
    if rep is not None:
        k = sum(1 for s in order if bids[s] == "play")
        q = p_word("stay", margin(hand, trump, v, k))
        like *= q if rep == "stay" else 1.0 - q
    if view["forcer"] == seat:
        like *= p_word("force", margin(hand, trump, v, n, forcing=True))
    return like


# ----- reading the table
class ReadWorlds:
    """Worlds consistent with the voids and, by likelihood, with what each seat bid."""

    def __init__(self) -> None:
        self._view: dict[str, Any] | None = None
        self._unseen: Unseen | None = None

    def unseen(self, view: dict[str, Any]) -> Unseen:
        if view is not self._view:
            self._view, self._unseen = view, unseen_of(view)
        assert self._unseen is not None
        return self._unseen

    def sample(self, view: dict[str, Any], rng: random.Random) -> SimDeal:
        u = self.unseen(view)
        try:
            deal = deal_unseen(u, rng)
        except Impossible:
            u.voids = {}
            deal = deal_unseen(u, rng)
        if view["bids"] and any(b is not None for s, b in enumerate(view["bids"]) if s != u.seat):
            self._read_bids(view, u, deal, rng)
        return sim_of(view, deal)

    def _read_bids(self, view: dict[str, Any], u: Unseen, deal: dict[Place, list[Card]], rng: random.Random) -> None:
        """Redeal seat by seat (declarers first) until each seat's hand is accepted with its bids' likelihood."""
        bids = view["bids"]
        seats = [s for s, b in enumerate(bids) if b is not None and s != u.seat]
        seats.sort(key=lambda s: (bids[s] != "play", s))
        fixed: set[Place] = set()
        for s in seats:
            mine = [p for p in (s, ("aside", s)) if p in u.counts]
            free = [p for p in u.counts if p not in fixed]
            best, best_like = None, -1.0
            for _ in range(READ_TRIES):
                like = bid_likelihood(view, s, dealt_hand(u, deal, s))
                if like > best_like:
                    best, best_like = {p: list(deal[p]) for p in free}, like
                if rng.random() < like:
                    break
                pool = [c for p in free for c in deal[p] if c not in u.known.get(p, ())]
                sub = Hidden(pool, {p: u.counts[p] for p in free}, {p: u.voids[p] for p in free if p in u.voids})
                redealt = sample_deal(sub, rng)
                for p in free:
                    deal[p] = redealt[p] + u.known.get(p, [])
            else:
                assert best is not None
                deal.update(best)
            fixed.update(mine)


# ----- play-outs: the careful play, then the exact solver
def solver_for(sim: SimDeal, me: int) -> Solver:
    """The solver of this deal's play: two-sided in nevolya and with two in play, else each for himself."""
    if sim.forcer is not None:
        team: set[int] | None = {sim.forcer}
    elif len(sim.active) == 2:
        team = {sim.active[0]}
    else:
        team = None
    return Solver(sim.active, sim.trump, team, me)


def solve_rest(sim: SimDeal, solver: Solver) -> None:
    """Play the rest of the deal exactly (by the solver's model) and settle it."""
    hands = {s: _bits(sim.hands[s]) for s in sim.active}
    trick = [(s, bit_of(c)) for s, c in sim.trick]
    got = solver.solve(hands, trick, sim.queue[0])
    for s, t in got.items():
        sim.taken[s] += t
    for s in sim.active:
        sim.hands[s] = []
    sim.trick = []
    sim.finish()


def _bits(cards: list[Card]) -> int:
    m = 0
    for c in cards:
        m |= bit_of(c)
    return m


def play_rest(sim: SimDeal, me: int, solver: Solver | None = None) -> SimDeal:
    """Careful play for every seat until the solver's horizon, then the solver; the sim ends settled."""
    horizon = ROLLOUT_SOLVE[len(sim.active)]
    while sim.phase == PLAYING:
        seat = sim.queue[0]
        if not sim.trick and len(sim.hands[seat]) <= horizon:
            solve_rest(sim, solver or solver_for(sim, me))
            break
        sim._card(seat, careful_card(sim, seat))
    return sim


# ----- the bidding after a candidate: others by the model, the seat itself by the normal level's rules
def finish_bidding(sim: SimDeal, me: int, rng: random.Random) -> None:
    """Play the rest of the bidding (and the talon) in the sim."""

    while sim.phase not in (PLAYING, DONE):
        seat = sim.queue[0]
        ph = sim.phase
        hand = sim.hands[seat]
        n = sim.n
        if ph == BID:
            order = [(sim.dealer + 1 + i) % n for i in range(n)]
            k = first_round_k(sim.bids, order, seat, n)
            m = margin(hand, sim.trump, sim.variant, k)
            if seat == me:
                move: Move = "play" if _normal_value(sim, hand, k) > 0 else "pass"
            else:
                move = "play" if rng.random() < p_word("play", m) else "pass"
        elif ph == REPASS:
            k = max(2, len(sim.declarers))
            if seat == me:
                move = "stay" if _normal_value(sim, hand, k) > 0 else "repass"
            else:
                move = "stay" if rng.random() < p_word("stay", margin(hand, sim.trump, sim.variant, k)) else "repass"
        elif ph == LONE:
            if seat == sim.dealer:
                move = "force"
            elif seat == me:
                move = "force" if _normal_value(sim, hand, n, forcing=True) > 0 else "repass"
            else:
                m = margin(hand, sim.trump, sim.variant, n, forcing=True)
                move = "force" if rng.random() < p_word("force", m) else "repass"
        elif ph == BUY:
            view = _mini_view(sim)
            view["hands"] = [[] for _ in range(n)]
            view["hands"][seat] = hand
            view["seat"] = seat
            move = FortunaPlayer(0).how_many_to_buy(view, len(sim.talon))
        else:  # DISCARD
            move = tuple(sorted(discard_choice(hand, sim.bought[seat], sim.trump), key=R.sort_hand(hand).index))
        sim.play(move)


def _mini_view(sim: SimDeal) -> dict[str, Any]:
    return {"variant": sim.variant, "stacks": sim.stacks, "trump": sim.trump, "short_suit": sim.short,
            "multiplier": sim.mult, "table": {"pool": sim.pool}}


def _normal_value(sim: SimDeal, hand: list[Card], k: int, forcing: bool = False) -> float:

    return play_value(_mini_view(sim), hand, k, forcing=forcing)


# ----- the searches
@dataclass
class Searched:
    """Per candidate, its value in each world searched (the same worlds for every candidate), and in how many
    worlds the seat played (declared or forced), made what it needed, and the tricks it took there."""

    moves: list[Move]
    values: list[list[float]]
    played: list[int] = field(default_factory=list)
    made: list[int] = field(default_factory=list)
    tricks: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        k = len(self.moves)
        self.played, self.made, self.tricks = [0] * k, [0] * k, [0] * k

    def add(self, i: int, value: float, sim: SimDeal, seat: int) -> None:
        """Candidate i's value in one more world, and whether the seat made its contract there."""
        self.values[i].append(value)
        if sim.needed[seat] and not sim.thrown:
            self.played[i] += 1
            self.made[i] += sim.taken[seat] >= sim.needed[seat]
            self.tricks[i] += sim.taken[seat]

    def means(self) -> list[float]:
        return [sum(v) / len(v) for v in self.values]

    def ranked(self) -> list[int]:
        """The candidates' indices, best mean first (equal means keep the listed order)."""
        means = self.means()
        return sorted(range(len(self.moves)), key=lambda i: -means[i])

    def close(self) -> bool:
        """True while the best two are within `CLOSE` standard errors of their paired difference and that error
        is `SETTLED` chips or more: more worlds then may change the choice, and the choice may matter."""
        if len(self.moves) < 2 or len(self.values[0]) < 2:
            return len(self.moves) >= 2
        order = self.ranked()
        a, b = self.values[order[0]], self.values[order[1]]
        diffs = [x - y for x, y in zip(a, b)]
        n = len(diffs)
        m = sum(diffs) / n
        var = sum((x - m) ** 2 for x in diffs) / (n - 1)
        se = math.sqrt(var / n)
        return m < CLOSE * se and se >= SETTLED


def _worlds_needed(out: Searched, budget: tuple[int, int], seconds: float | None) -> Iterator[int]:
    """World numbers for a search: at least `first`, at most `cap`, stopping once the two best are told apart
    (or, on a far slower processor, the time is spent: checked every 8 worlds)."""
    deadline = None if seconds is None else time.process_time() + seconds
    first, cap = budget
    w = 0
    while w < cap:
        yield w
        w += 1
        if w >= first and (not out.close() or (deadline is not None and w % 8 == 0 and time.process_time() >= deadline)):
            return


def search_cards(view: dict[str, Any], moves: list[Card], worlds: ReadWorlds, rng: random.Random,
                 budget: tuple[int, int] = CARD_WORLDS, seconds: float | None = SECONDS) -> Searched:
    """Each card in each world: careful play-out to the solver's horizon, then exact play."""
    me = view["seat"]
    out = Searched(list(moves), [[] for _ in moves])
    for _ in _worlds_needed(out, budget, seconds):
        sim = worlds.sample(view, rng)
        worth = Worth(sim, me)
        solver = solver_for(sim, me)
        left = len(sim.hands[me])
        if left <= ROOT_SOLVE[len(sim.active)]:
            hands = {s: _bits(sim.hands[s]) for s in sim.active}
            trick = [(s, bit_of(c)) for s, c in sim.trick]
            results = solver.root_values(hands, trick, me, [bit_of(c) for c in moves])
            for i, got in enumerate(results):
                t = sim.copy()
                for s, k in got.items():
                    t.taken[s] += k
                for s in t.active:
                    t.hands[s] = []
                t.trick = []
                t.finish()
                out.add(i, worth(t), t, me)
        else:
            for i, c in enumerate(moves):
                t = sim.copy()
                t._card(me, c)
                out.add(i, worth(play_rest(t, me, solver)), t, me)
    return out


def search_bids(view: dict[str, Any], moves: list[Move], worlds: ReadWorlds, rng: random.Random,
                budget: tuple[int, int] = BID_WORLDS, seconds: float | None = SECONDS) -> Searched:
    """Each bid (or talon purchase) in each world: the rest of the bidding, then the play as for cards."""
    me = view["seat"]
    out = Searched(list(moves), [[] for _ in moves])
    for _ in _worlds_needed(out, budget, seconds):
        sim = worlds.sample(view, rng)
        worth = Worth(sim, me)
        seed = rng.randrange(1 << 30)
        for i, mv in enumerate(moves):
            t = sim.copy()
            t.play(mv)
            r = random.Random(seed)          # the same later bids for every candidate where they can be
            finish_bidding(t, me, r)
            if t.phase == PLAYING:
                play_rest(t, me)
            out.add(i, worth(t), t, me)
    return out
