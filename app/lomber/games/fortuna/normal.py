"""Fortuna's normal level, which the others build on: the hand evaluation that knows the payment tables (bids),
card play by rules of thumb with card counting, and `FortunaPlayer`. The easy level bends its rules (`ai`), the
strong one searches with it as the model of the seat's own later bids (`strong`)."""

from __future__ import annotations

import math
import random
from typing import Any

from lomber.engine.actions import Action, AmountChoice, Choice, card_action
from lomber.engine.cards import HIGH, Card
from lomber.games.fortuna import rules as R
from lomber.games.fortuna.match import BID, BUY, DISCARD, LONE, REPASS
from lomber.games.fortuna.rules import winning

POINT_WORTH = 12.0         # chips a partie point is worth on average (the pool goes to whoever reaches 13)

SELECTION = 0.4          # tricks off per other declarer (their hands are better than average)

# Never declare below this chance of making: remises are dear, and the model's tails are thinner than
# play's. Fitted by common-random-number comparisons (the same deals and seeds, one seat's threshold varied).
P_MIN = 0.96
LIKELY_SHARE = 0.4       # share of the players still to speak expected to say play

# Tricks a hand takes, by (variant, players in play): weights of `features` and the spread, fitted by
# least squares on deals played out with the careful card play below.
TRICK_MODEL = {
    ("four", 2): ((2.97, 0.72, 0.56, 0.46, 0.25, -0.02, -0.12), 1.42),
    ("four", 3): ((-0.32, 0.82, 0.94, 0.67, 0.34, -0.05, 0.2), 1.13),
    ("four", 4): ((-1.09, 0.72, 0.93, 0.6, 0.16, 0.19, 0.55), 0.88),
    ("three", 2): ((2.66, 0.53, 0.58, 0.38, 0.25, 0.29, -0.07), 1.45),
    ("three", 3): ((-0.55, 0.51, 0.79, 0.61, 0.28, 0.45, 0.34), 1.17),
    ("two", 2): ((-1.13, 0.98, 1.09, 0.83, 0.32, -0.12, 0.34), 0.98),
    ("two-talon", 2): ((-1.36, 1.15, 1.04, 0.86, 0.43, -0.2, 0.16), 1.07),
}


# ----- hand evaluation
def features(hand: list[Card], trump: str) -> tuple[int, ...]:
    """1, trumps, aces, kings, queens, top-three trumps, short side suits (0–1 cards)."""
    trumps = sum(1 for c in hand if c[-1] == trump)
    ranks = [c[:-1] for c in hand]
    top = sum(1 for c in hand if c[-1] == trump and c[:-1] in ("A", "K", "Q"))
    short = sum(1 for s in "SHDC" if s != trump and sum(1 for c in hand if c[-1] == s) <= 1)
    return 1, trumps, ranks.count("A"), ranks.count("K"), ranks.count("Q"), top, short


def trick_estimate(hand: list[Card], trump: str, variant: str, k: int) -> tuple[float, float]:
    """Expected tricks with `k` in play and the spread around it (a linear fit on careful play)."""
    weights, sd = TRICK_MODEL[(variant, k)]
    est = sum(w * x for w, x in zip(weights, features(hand, trump)))
    # Those who declare beside me hold better hands than average: take a little off.
    return max(0.0, min(13.0, est - SELECTION * (k - 1) ** 0.5)), sd


def make_chance(est: float, need: int, sd: float) -> float:
    """P(tricks ≥ need) for an estimate with normal spread."""
    z = (est - need + 0.5) / sd
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))


def play_value(view: dict[str, Any], hand: list[Card], k: int, forcing: bool = False, p_min: float = P_MIN
               ) -> float:
    """Expected chips of declaring with `k` in play (or forcing): leves and honours won, payments and remises
    risked, and what partie points are worth."""
    v = view["variant"]
    trump, short, m = view["trump"], view["short_suit"], view["multiplier"]
    if forcing:
        k = view_n(view)
    p, est, need = contract_odds(view, hand, k, forcing)
    base = R.contract(v, k, forcing)[1]
    hon = R.honour_points(hand, v, trump, short)
    count = R.honours_held(hand, v, trump, short)
    remise = R.one_remise(view["table"].get("pool", 0))   # the pool already holds this deal's stake
    opps = k - 1
    leves = max(1.0, est - base + 0.5)
    gain = (leves + hon) * POINT_WORTH
    if not forcing:
        gain += (leves + hon - 1.5) * m * 0.5 * opps
    short_by = max(1.0, need - est)
    loss = (short_by + hon) * m * opps + (short_by + count) * remise
    if forcing:
        loss += R.CONSOLATION * opps
    if p < p_min:
        return -1.0
    return p * gain - (1 - p) * loss


def contract_odds(view: dict[str, Any], hand: list[Card], k: int, forcing: bool = False) -> tuple[float, float, int]:
    """(chance of making, expected tricks, tricks needed) of declaring with `k` in play, or of forcing."""
    v = view["variant"]
    if forcing:
        k = view_n(view)
    need = R.contract(v, k, forcing)[0]
    est, sd = trick_estimate(hand, view["trump"], v, k)
    if forcing:
        est -= 0.5          # the forced players play together against the forcer
    return make_chance(est, need, sd), est, need


def view_n(view: dict[str, Any]) -> int:
    return len(view["stacks"])


def my_hand(view: dict[str, Any]) -> list[Card]:
    return list(view["hands"][view["seat"]])


# ----- card play by rules of thumb
def outstanding(ranks: dict[str, list[tuple[int, Card]]], gone: set[Card], mine: set[Card]) -> dict[str, int]:
    """Per suit, the rank of the highest card still held by someone else (0 if none)."""
    out = {}
    for s, cards in ranks.items():
        out[s] = next((r for r, c in cards if c not in gone and c not in mine), 0)
    return out


def choose_card(hand: list[Card], legal: list[Card], trick: list[tuple[int, Card]], trump: str,
                gone: set[Card], pack_ranks: dict[str, list[tuple[int, Card]]], friends: set[int], last: bool,
                careful: bool = True) -> Card:
    """A sound card: lead bosses, win cheaply, never overtake a friend, throw the cheapest card."""
    top = outstanding(pack_ranks, gone, set(hand)) if careful else {}

    def boss(card: Card) -> bool:
        return HIGH[card[:-1]] > top[card[-1]]

    low = lambda cards: min(cards, key=lambda c: (c[-1] == trump, HIGH[c[:-1]]))
    if not trick:
        if careful:
            side_boss = [c for c in legal if c[-1] != trump and boss(c)]
            if side_boss:
                return max(side_boss, key=lambda c: HIGH[c[:-1]])
            trumps = [c for c in legal if c[-1] == trump]
            if trumps and boss(max(trumps, key=lambda c: HIGH[c[:-1]])) and len(trumps) >= 2:
                return max(trumps, key=lambda c: HIGH[c[:-1]])
            side = [c for c in legal if c[-1] != trump]
            if side:
                # lead low from the longest side suit
                counts = {s: sum(1 for c in side if c[-1] == s) for s in "SHDC" if any(c[-1] == s for c in side)}
                s = max(counts, key=lambda x: counts[x])
                return min((c for c in side if c[-1] == s), key=lambda c: HIGH[c[:-1]])
            return low(legal)
        return max(legal, key=lambda c: HIGH[c[:-1]])
    seat, best = winning(trick, trump)
    if seat in friends:
        return low(legal)
    beaters = [c for c in legal if R.beats(c, best, trump)]
    if not beaters:
        return low(legal)
    if last or not careful:
        return min(beaters, key=lambda c: (c[-1] == trump, HIGH[c[:-1]])) if careful else \
            max(beaters, key=lambda c: HIGH[c[:-1]])
    # Not last: win with a card that stays good, else the cheapest winner.
    safe = [c for c in beaters if boss(c) or c[-1] == trump != trick[0][1][-1]]
    pool = safe or beaters
    return min(pool, key=lambda c: (c[-1] == trump, HIGH[c[:-1]]))


def pack_ranks(pack: list[Card]) -> dict[str, list[tuple[int, Card]]]:
    """The pack's cards per suit, highest first, with their rank."""
    out: dict[str, list[tuple[int, Card]]] = {s: [] for s in "SHDC"}
    for c in sorted(pack, key=lambda c: -HIGH[c[:-1]]):
        out[c[-1]].append((HIGH[c[:-1]], c))
    return out


def friends_of(seat: int, forcer: int | None, active: list[int]) -> set[int]:
    """In nevolya the forced players play together against the forcer; otherwise each is for himself."""
    if forcer is None or seat == forcer:
        return set()
    return {s for s in active if s != forcer and s != seat}


def discard_choice(hand: list[Card], k: int, trump: str) -> tuple[Card, ...]:
    """The k cheapest cards to throw: low side cards from the shortest side suits, never trumps if avoidable."""
    counts = {s: sum(1 for c in hand if c[-1] == s) for s in "SHDC"}
    order = sorted(hand, key=lambda c: (c[-1] == trump, c[:-1] == "A", counts[c[-1]], HIGH[c[:-1]]))
    return tuple(order[:k])


# ----- the players
class FortunaPlayer:
    """Normal: the hand evaluation with the payment tables for bids; careful card play with card counting."""

    careful = True
    bid_margin = 0.0
    p_min = P_MIN

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        phase = view["phase"]
        if phase == BID:
            return Action("play" if self.wants_play(view) else "pass")
        if phase == REPASS:
            return Action("stay" if self.wants_stay(view) else "repass")
        if phase == LONE:
            if len(legal) == 1:
                return legal[0]  # type: ignore[return-value]
            return Action("force" if self.wants_force(view) else "repass")
        if phase == BUY:
            choice = legal[0]
            assert isinstance(choice, AmountChoice)
            return choice.at(self.how_many_to_buy(view, choice.hi))
        if phase == DISCARD:
            k = view["bought"][view["seat"]]
            cards = discard_choice(my_hand(view), k, view["trump"])
            want = Action("discard", cards=tuple(sorted(cards, key=my_hand(view).index)))
            return want if want in legal else legal[0]  # type: ignore[return-value]
        return self.play_card(view, legal)

    # bids
    def likely_k(self, view: dict[str, Any]) -> int:
        """How many declarers to expect: those who said play so far, me, and half of those still to speak."""
        n = view_n(view)
        said = sum(1 for b in view["bids"] if b == "play")
        to_speak = sum(1 for b in view["bids"] if b is None) - 1
        return max(2, min(n, said + 1 + round(to_speak * LIKELY_SHARE)))

    def wants_play(self, view: dict[str, Any]) -> bool:
        return play_value(view, my_hand(view), self.likely_k(view), p_min=self.p_min) > self.bid_margin

    def wants_stay(self, view: dict[str, Any]) -> bool:
        k = max(2, len(view["declarers"]))
        return play_value(view, my_hand(view), k, p_min=self.p_min) > self.bid_margin

    def wants_force(self, view: dict[str, Any]) -> bool:
        return play_value(view, my_hand(view), view_n(view), forcing=True, p_min=self.p_min) > self.bid_margin

    def how_many_to_buy(self, view: dict[str, Any], hi: int) -> int:
        hand = my_hand(view)
        est, _ = trick_estimate(hand, view["trump"], view["variant"], 2)
        if hi == 0 or est >= 7.5 or est < 4.0:
            return 0      # strong enough, or hopeless: buying doubles what a failure costs
        return min(hi, 2 if est < 6 else 1)

    # cards
    def play_card(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        seat = view["seat"]
        hand = my_hand(view)
        cards = [c.cards[0] for c in legal if isinstance(c, Action)]
        trick = [(s, c) for s, c in view["center"]]
        gone = {c for t in view["tricks"] for _, c in t} | {c for _, c in trick}
        pack = R.pack_for(view["variant"], view["short_suit"])
        active = view["active"]
        last = len(trick) == len(active) - 1
        card = choose_card(hand, cards, trick, view["trump"], gone, pack_ranks(pack),
                           friends_of(seat, view["forcer"], active), last, self.careful)
        return card_action(card)
