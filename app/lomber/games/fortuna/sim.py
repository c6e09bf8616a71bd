"""A lean Fortuna deal for search: the rest of one deal (bids, talon, tricks, settlement) without events,
checks or clones of the whole match. Tested to end exactly as the engine does for the same moves.

Moves are plain values: a bid word (`play`, `pass`, `repass`, `stay`, `force`), a number of talon cards to buy,
a tuple of cards to discard, or a card to play. Settlement is the game's own `settle`, so every payment case
is the engine's.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from itertools import combinations
from typing import Any

from lomber.engine.actions import Action, card_action
from lomber.engine.cards import HIGH, Card
from lomber.games.fortuna import rules as R
from lomber.games.fortuna.match import BID, BUY, DISCARD, LONE, PLAYING, REPASS, FortunaMatch
from lomber.games.fortuna.settle import Deal, Player, settle, total

Move = Hashable
DONE = "done"
BIDS = frozenset({"play", "pass", "repass", "stay", "force"})


class SimDeal:
    """One Fortuna deal from some position to its end (an all-pass or the settlement)."""

    __slots__ = (
        "active",
        "base",
        "bids",
        "bought",
        "dealer",
        "declarers",
        "forcer",
        "gone",
        "hands",
        "held",
        "mult",
        "n",
        "needed",
        "phase",
        "pool",
        "pool_at_play",
        "queue",
        "repassed",
        "scores",
        "short",
        "stacks",
        "start_pool",
        "start_scores",
        "start_stacks",
        "taken",
        "talon",
        "thrown",
        "trick",
        "trump",
        "variant",
        "winner",
    )

    def copy(self) -> SimDeal:
        """An independent copy (lists copied one level deep)."""
        c = object.__new__(SimDeal)
        for name in ("variant", "n", "dealer", "trump", "short", "mult", "phase", "forcer", "pool",
                     "pool_at_play", "winner", "thrown", "start_stacks", "start_scores", "start_pool"):
            setattr(c, name, getattr(self, name))
        c.queue = list(self.queue)
        c.hands = [list(h) for h in self.hands]
        c.held = [list(h) for h in self.held]
        c.scores = [list(s) for s in self.scores]
        for name in ("bids", "repassed", "declarers", "active", "needed", "base", "taken", "trick", "talon",
                     "bought", "stacks"):
            setattr(c, name, list(getattr(self, name)))
        c.gone = set(self.gone)
        return c

    # ----- building
    @classmethod
    def from_match(cls, m: FortunaMatch) -> SimDeal:
        """The engine match's current deal, exactly (for tests and for the engine's own positions)."""
        s = object.__new__(cls)
        s.variant, s.n, s.dealer, s.trump, s.short, s.mult = m.variant, m.n, m.dealer_seat, m.trump, m.short, m.mult
        s.phase = m.phase if not m.over else DONE
        s.queue = list(m.queue)
        s.hands = [list(h) for h in m.hands]
        s.held = [list(h) for h in m.held]
        s.bids, s.repassed = list(m.bids), list(m.repassed)
        s.declarers, s.forcer, s.active = list(m.declarers), m.forcer, list(m.active)
        s.needed, s.base, s.taken = list(m.needed), list(m.base), list(m.taken)
        s.trick = list(m.trick)
        s.gone = {c for t in m.played for _, c in t} | {c for _, c in m.trick}
        s.talon, s.bought = list(m.talon), list(m.bought)
        s.stacks = list(m.ledger.stacks)
        s.pool = m.ledger.get("pool")
        s.pool_at_play = m.pool_at_play
        s.scores = [list(x) for x in m.scores]
        s.winner = None
        s.thrown = False
        s._mark_start()
        return s

    @classmethod
    def from_view(cls, view: dict[str, Any], hands: Sequence[Sequence[Card]], talon: Sequence[Card] = ()
                  ) -> SimDeal:
        """The deal a seat's view describes, with every hand (in play or to be played) as given."""
        s = object.__new__(cls)
        n = len(view["stacks"])
        s.variant, s.n, s.dealer = view["variant"], n, view["roles"]["dealer"]
        s.trump, s.short, s.mult = view["trump"], view["short_suit"], view["multiplier"]
        s.phase = view["phase"] if not view["finished"] else DONE
        s.queue = queue_of(view)
        s.hands = [list(h) for h in hands]
        played = [[(p, c) for p, c in t] for t in view["tricks"]]
        s.trick = [(p, c) for p, c in view["center"]]
        s.gone = {c for t in played for _, c in t} | {c for _, c in s.trick}
        if s.phase == PLAYING:
            mine: list[list[Card]] = [[] for _ in range(n)]
            for t in played + [s.trick]:
                for p, c in t:
                    mine[p].append(c)
            s.held = [list(s.hands[p]) + mine[p] if p in view["active"] else [] for p in range(n)]
        else:
            s.held = [[] for _ in range(n)]
        s.bids, s.repassed = list(view["bids"]), list(view["repass"])
        s.declarers, s.forcer, s.active = list(view["declarers"]), view["forcer"], list(view["active"])
        s.needed, s.base, s.taken = list(view["needed"]), list(view["base"]), list(view["taken"])
        s.talon, s.bought = list(talon), list(view["bought"])
        s.stacks = list(view["stacks"])
        s.pool = view["table"].get("pool", 0)
        s.pool_at_play = view["pool_at_play"]
        s.scores = [list(x) for x in view["scores"]]
        s.winner = None
        s.thrown = False
        s._mark_start()
        return s

    def _mark_start(self) -> None:
        self.start_stacks = tuple(self.stacks)
        self.start_scores = tuple(total(x) for x in self.scores)
        self.start_pool = self.pool

    # ----- the moves
    @property
    def done(self) -> bool:
        return self.phase == DONE

    def to_act(self) -> int | None:
        """The seat to decide, or None once the deal has ended."""
        return None if self.phase == DONE else self.queue[0]

    def playable(self, seat: int) -> list[Card]:
        """The cards `seat` may play: the suit led if he has it, else any."""
        return R.playable(self.hands[seat], self.trick)

    def moves(self) -> list[Move]:
        """The legal moves of the seat to act."""
        ph = self.phase
        if ph == PLAYING:
            return self.playable(self.queue[0])  # type: ignore[return-value]
        if ph == BID:
            return ["play", "pass"]
        if ph == REPASS:
            return ["repass", "stay"]
        if ph == LONE:
            return ["force"] if self.queue[0] == self.dealer else ["force", "repass"]
        if ph == BUY:
            return list(range(len(self.talon) + 1))
        if ph == DISCARD:
            seat = self.queue[0]
            return list(combinations(R.sort_hand(self.hands[seat]), self.bought[seat]))
        return []

    def play(self, move: Move) -> None:
        """Apply a legal move of the seat to act (not checked)."""
        ph = self.phase
        seat = self.queue[0]
        if ph == PLAYING:
            self._card(seat, move)  # type: ignore[arg-type]
        elif ph == BID:
            self.bids[seat] = move  # type: ignore[assignment]
            self.queue.pop(0)
            if not self.queue:
                self._after_bidding()
        elif ph == REPASS:
            self.repassed[seat] = move  # type: ignore[assignment]
            if move == "repass":
                self.declarers.remove(seat)
            self.queue.pop(0)
            if not self.queue:
                self._after_repass()
        elif ph == LONE:
            if move == "force":
                self.forcer = seat
                self._begin_play()
            else:
                self.declarers = []
                self._all_pass()
        elif ph == BUY:
            k = int(move)  # type: ignore[call-overload]
            if k:
                self.hands[seat].extend(self.talon[:k])
                del self.talon[:k]
                self.bought[seat] = k
                self.stacks[seat] -= R.TALON_FEE * k
                self.pool += R.TALON_FEE * k
                self.phase = DISCARD
            else:
                self._next_buyer(seat)
        elif ph == DISCARD:
            for c in move:  # type: ignore[attr-defined]
                self.hands[seat].remove(c)
            self._next_buyer(seat)

    def _order(self) -> list[int]:
        return R.first_round_order(self.dealer, self.n)

    def _after_bidding(self) -> None:
        order = self._order()
        self.declarers = [s for s in order if self.bids[s] == "play"]
        if len(self.declarers) >= 2:
            eligible = R.repass_eligible(order, self.bids, self.dealer)
            if eligible:
                self.phase, self.queue = REPASS, eligible
                return
        self._after_repass()

    def _after_repass(self) -> None:
        if len(self.declarers) >= 2:
            self._begin_play()
        elif len(self.declarers) == 1:
            self.phase, self.queue = LONE, [self.declarers[0]]
        else:
            self._all_pass()

    def _all_pass(self) -> None:
        """Thrown in: the fines; the deal ends there (the redeal is another deal, as in a world that stops)."""
        fine = R.ALL_PASS_FINE[self.variant]
        for s in range(self.n):
            if s != self.dealer:
                self.stacks[s] -= fine
                self.pool += fine
        self.thrown = True
        self.phase, self.queue = DONE, []

    def _next_buyer(self, seat: int) -> None:
        if seat != self.dealer:
            self.phase, self.queue = BUY, [self.dealer]
        else:
            self._begin_play()

    def _begin_play(self) -> None:
        v, n = self.variant, self.n
        order = self._order()
        if self.forcer is not None:
            self.active = order
            self.declarers = [self.forcer]
            need, base = R.contract(v, n, True)
        else:
            self.active = [s for s in order if s in self.declarers]
            self.declarers = list(self.active)
            need, base = R.contract(v, len(self.declarers), False)
        self.needed = [need if s in self.declarers else 0 for s in range(n)]
        self.base = [base if s in self.declarers else 0 for s in range(n)]
        for s in range(n):
            if s not in self.active:
                self.hands[s] = []
        self.held = [list(h) for h in self.hands]
        self.pool_at_play = self.pool
        self.phase, self.queue = PLAYING, [self.active[0]]

    def _card(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        trick = self.trick
        trick.append((seat, card))
        self.gone.add(card)
        active = self.active
        if len(trick) < len(active):
            i = active.index(seat) + 1
            self.queue[0] = active[i] if i < len(active) else active[0]
            return
        win = R.trick_winner(trick, self.trump)
        self.taken[win] += 1
        self.trick = []
        self.queue[0] = win
        if not self.hands[win]:
            self.finish()

    def finish(self) -> None:
        """Settle the played deal with the game's own settlement."""
        v = self.variant
        players = []
        for s in self.declarers:
            hand = self.held[s]
            players.append(Player(s, self.taken[s], self.needed[s], self.base[s],
                                  R.honour_points(hand, v, self.trump, self.short),
                                  R.honours_held(hand, v, self.trump, self.short), self.bought[s], hand))
        forced = [s for s in self.active if s != self.forcer] if self.forcer is not None else []
        deal = Deal(v, self.n, self.dealer, self.mult, self.trump, R.one_remise(self.pool_at_play), self.pool,
                    self.scores, players, forced, self.forcer is not None)
        out = settle(deal)
        for mv in out.moves:
            self._pay(mv.src, -mv.amount)
            self._pay(mv.dst, mv.amount)
        self.scores = out.scores
        self.winner = out.winner
        self.phase, self.queue = DONE, []

    def _pay(self, place: str, amount: int) -> None:
        if place == "pool":
            self.pool += amount
        else:
            self.stacks[int(place[5:])] += amount

    # ----- what a deal's end is worth
    def value(self, seat: int, worth: float) -> float:
        """Chips won this deal, plus the partie points gained at `worth` chips each (none once the partie ended:
        the pool's division then says what they were worth)."""
        v = float(self.stacks[seat] - self.start_stacks[seat])
        if self.winner is None:
            v += (total(self.scores[seat]) - self.start_scores[seat]) * worth
        return v

    def values(self, worth: float) -> list[float]:
        """`value` of every seat."""
        return [self.value(s, worth) for s in range(self.n)]


def point_worth(pool: int) -> float:
    """Chips a partie point is worth: a share of the pool that goes to whoever reaches 13."""
    return max(2.0, pool / R.PARTIE_POINTS)


def to_action(move: Move) -> Action:
    """The engine action of a sim move."""
    if isinstance(move, int):
        return Action("buy", amount=move)
    if isinstance(move, tuple):
        return Action("discard", cards=move)
    if move in BIDS:
        return Action(move)  # type: ignore[arg-type]
    return card_action(move)  # type: ignore[arg-type]


def to_move(action: Action) -> Move:
    """The sim move of an engine action."""
    if action.kind == "buy":
        return action.amount or 0
    if action.kind == "discard":
        return tuple(action.cards)
    if action.kind in BIDS:
        return action.kind
    return action.cards[0]


def queue_of(view: dict[str, Any]) -> list[int]:
    """The seats still to decide in the current phase, in order (rebuilt from the view)."""
    n, d = len(view["stacks"]), view["roles"]["dealer"]
    order = [(d + 1 + i) % n for i in range(n)]
    phase = view["phase"]
    if view["finished"] or view["to_act"] is None:
        return []
    if phase == BID:
        return [s for s in order if view["bids"][s] is None]
    if phase == REPASS:
        bids = view["bids"]
        return [s for i, s in enumerate(order) if bids[s] == "play" and s != d and view["repass"][s] is None
                and any(bids[t] == "pass" for t in order[i + 1:])]
    return [view["to_act"]]


# ----- play-outs
def random_play_out(sim: SimDeal, rng: random.Random) -> SimDeal:
    """Play `sim` (changed in place) to the deal's end with uniformly random moves, the trick play inlined (the
    ISMCTS play-out); returns it."""
    while sim.phase != DONE:
        if sim.phase != PLAYING:
            sim.play(rng.choice(sim.moves()))
            continue
        seat = sim.queue[0]
        hand = sim.hands[seat]
        trick = sim.trick
        if trick:
            led = trick[0][1][-1]
            follow = [c for c in hand if c[-1] == led]
            sim._card(seat, rng.choice(follow) if follow else rng.choice(hand))
        else:
            sim._card(seat, rng.choice(hand))
    return sim


_RANKS: dict[tuple[str, str | None], dict[str, list[tuple[int, Card]]]] = {}


def pack_ranks(variant: str, short: str | None) -> dict[str, list[tuple[int, Card]]]:
    """The pack's cards per suit, highest first, with their rank (cached per pack)."""
    key = (variant, short)
    ranks = _RANKS.get(key)
    if ranks is None:
        out: dict[str, list[tuple[int, Card]]] = {s: [] for s in "SHDC"}
        for c in sorted(R.pack_for(variant, short), key=lambda c: -HIGH[c[:-1]]):
            out[c[-1]].append((HIGH[c[:-1]], c))
        ranks = _RANKS[key] = out
    return ranks


# ----- the careful play (the normal level's `choose_card`), fast on a sim
RANK: dict[Card, int] = {r + s: HIGH[r] for r in HIGH for s in "SHDC"}


def careful_card(sim: SimDeal, seat: int) -> Card:
    """The card the normal level's careful play chooses (`lomber.games.fortuna.normal.choose_card`, tested equal): lead
    bosses, win cheaply with a card that stays good, never overtake a friend, throw the cheapest card."""
    hand = sim.hands[seat]
    trick = sim.trick
    trump = sim.trump
    if trick:
        led = trick[0][1][-1]
        legal = [c for c in hand if c[-1] == led] or hand
    else:
        legal = hand
    if len(legal) == 1:
        return legal[0]
    gone = sim.gone
    ranks = pack_ranks(sim.variant, sim.short)
    tops: dict[str, int] = {}

    def top(s: str) -> int:
        t = tops.get(s)
        if t is None:
            t = tops[s] = next((r for r, c in ranks[s] if c not in gone and c not in hand), 0)
        return t

    def low(cards: list[Card]) -> Card:
        return min(cards, key=lambda c: (c[-1] == trump, RANK[c]))

    if not trick:
        side_boss = [c for c in legal if c[-1] != trump and RANK[c] > top(c[-1])]
        if side_boss:
            return max(side_boss, key=RANK.__getitem__)
        trumps = [c for c in legal if c[-1] == trump]
        if len(trumps) >= 2:
            hi = max(trumps, key=RANK.__getitem__)
            if RANK[hi] > top(trump):
                return hi
        side = [c for c in legal if c[-1] != trump]
        if side:
            counts = {s: n for s in "SHDC" if (n := sum(1 for c in side if c[-1] == s))}
            s = max(counts, key=counts.__getitem__)
            return min((c for c in side if c[-1] == s), key=RANK.__getitem__)
        return low(legal)
    win, best = trick[0]
    for p, c in trick[1:]:
        if R.beats(c, best, trump):
            win, best = p, c
    forcer = sim.forcer
    if forcer is not None and seat != forcer and win != forcer:
        return low(legal)                      # a friend (a forced player) is winning
    beaters = [c for c in legal if R.beats(c, best, trump)]
    if not beaters:
        return low(legal)
    key = lambda c: (c[-1] == trump, RANK[c])
    if len(trick) == len(sim.active) - 1:
        return min(beaters, key=key)
    led = trick[0][1][-1]
    safe = [c for c in beaters if RANK[c] > top(c[-1]) or c[-1] == trump != led]
    return min(safe or beaters, key=key)
