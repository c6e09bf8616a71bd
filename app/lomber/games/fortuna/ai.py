"""Fortuna's computer players: bids from a hand evaluation that knows the payment tables and play by rules of
thumb (easy, normal); every decision searched over worlds read from the table (strong, `fortuna_strong`);
the ISMCTS yardstick of the arena. They see only their view."""

from __future__ import annotations

import math
import random
from collections.abc import Hashable
from typing import Any

from lomber.ai.advice import N_, Advice, Estimate, Reason, only_choice, only_reason, waiting
from lomber.ai.fortuna_sim import SimDeal, point_worth, random_play_out, to_action, to_move
from lomber.ai.fortuna_strong import BID_WORLDS, CARD_WORLDS, SECONDS, ReadWorlds, Searched, search_bids, search_cards
from lomber.ai.fortuna_worlds import UniformWorlds
from lomber.ai.ismcts import IsmctsPlayer
from lomber.ai.search import Hidden, Impossible, infer_voids, sample_deal
from lomber.engine.actions import Action, AmountChoice, Choice, card_action, parse_action
from lomber.engine.cards import HIGH, Card
from lomber.engine.events import Event
from lomber.engine.ledger import Ledger
from lomber.engine.match import Match, default_seats
from lomber.engine.shuffle import Dealer
from lomber.games.fortuna import rules as R
from lomber.games.fortuna.match import BID, BUY, DISCARD, LONE, PLAYING, REPASS, FortunaMatch
from lomber.games.fortuna.rules import winning

# The strong level's worlds per decision: None for its own budgets (`fortuna_strong`); a number (tests, the
# advisor's quick checks) searches exactly that many worlds for every decision.
STRONG_WORLDS: int | None = None
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


class EasyPlayer(FortunaPlayer):
    """Easy: bids on aces and trumps counted plainly, plays its highest card to win and its lowest to lose."""

    careful = False

    def wants_play(self, view: dict[str, Any]) -> bool:
        hand = my_hand(view)
        trump = view["trump"]
        strength = sum(1 for c in hand if c[-1] == trump) * 0.5 + sum(1 for c in hand if c[:-1] in ("A", "K"))
        return strength >= 3.5

    def wants_stay(self, view: dict[str, Any]) -> bool:
        return True

    def wants_force(self, view: dict[str, Any]) -> bool:
        return False

    def how_many_to_buy(self, view: dict[str, Any], hi: int) -> int:
        return min(hi, 1)


class StrongPlayer(FortunaPlayer):
    """Strong: bids and cards searched over worlds read from the bidding and the play (`lomber.ai.fortuna_strong`)."""

    def __init__(self, seed: int = 0, seconds: float | None = SECONDS, worlds: int | None = None) -> None:
        super().__init__(seed)
        self.seconds = seconds
        self.worlds = worlds
        self.reader = ReadWorlds()

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        if len(legal) == 1 and isinstance(legal[0], Action):
            return legal[0]
        estimates = evaluate_candidates(view, legal, self.rng, self.worlds, self.seconds, self.reader)
        if estimates:
            return parse_action(estimates[0].action)
        if view["phase"] == PLAYING:
            return distinct_moves(view, [c for c in legal if isinstance(c, Action)])[0]
        return super().choose(view, legal)        # the discard after buying: the normal level's rule


def evaluate_candidates(view: dict[str, Any], legal: list[Choice], rng: random.Random, worlds: int | None = None,
                        seconds: float | None = None, reader: ReadWorlds | None = None) -> list[Estimate]:
    """The decisions the strong player weighs, each with its estimate, in its order of preference (its choice
    first); empty where it decides by rule (the discard) or has a single sensible move.

    Bids, talon purchases and cards alike: the search's mean value over sampled worlds (chips won and the
    change of the seat's share of the pool), the share of worlds in which this seat made what it needed
    (where it played) and its mean tricks. The advisor shows these; the strong player plays the first.
    """
    phase = view["phase"]
    reader = reader or ReadWorlds()
    worlds = worlds or STRONG_WORLDS
    if phase in (BID, REPASS, LONE, BUY):
        moves: list[Hashable] = []
        for c in legal:
            moves.extend(range(c.lo, c.hi + 1) if isinstance(c, AmountChoice) else [to_move(c)])
        if len(moves) <= 1:
            return []
        found = search_bids(view, moves, reader, rng, (worlds, worlds) if worlds else BID_WORLDS, seconds)
    elif phase == PLAYING:
        cards = [a.cards[0] for a in distinct_moves(view, [c for c in legal if isinstance(c, Action)])]
        if len(cards) <= 1:
            return []
        found = search_cards(view, cards, reader, rng, (worlds, worlds) if worlds else CARD_WORLDS, seconds)
    else:
        return []
    return _estimates(found)


def _estimates(found: Searched) -> list[Estimate]:
    """The searched candidates as estimates, best first (ties keep the listed order)."""
    out = []
    for i, mv in enumerate(found.moves):
        n = len(found.values[i])
        played = found.played[i]
        chance = found.made[i] / played if played else None
        tricks = found.tricks[i] / played if played else None
        out.append(Estimate(to_action(mv).text, sum(found.values[i]) / n, n, chance, tricks))
    return [out[i] for i in found.ranked()]


def distinct_moves(view: dict[str, Any], legal: list[Action]) -> list[Action]:
    """One card of each run of touching cards in a suit (KS QS with nothing between them left play alike).

    A card of the trick in play still parts two cards when it can win the trick (of the suit led, or a
    trump): with 10♥ and 8♥ against a led 9♥, one wins the trick and the other ducks.
    """
    center = view["center"]
    counts = {center[0][1][-1], view["trump"]} if center else set()
    gone = {c for t in view["tricks"] for _, c in t} | {c for _, c in center if c[-1] not in counts}
    ranks = pack_ranks(R.pack_for(view["variant"], view["short_suit"]))
    mine = {a.cards[0] for a in legal}
    out = []
    for cards in ranks.values():
        prev_mine = False
        for _, c in cards:
            if c in gone:
                continue
            if c in mine:
                if not prev_mine:
                    out.append(card_action(c))
                prev_mine = True
            else:
                prev_mine = False
    return out


# ----- engine worlds (a full match consistent with a view; the strong level searches on lean `SimDeal`s)
class SearchWorld(FortunaMatch):
    """A sampled world: moves come from the search (always legal), so they skip the checks; it ends with the deal.

    It remembers the searching seat's stack, partie points and what a point is worth, when it was sampled.
    """

    base_stack: int
    base_points: int
    point_worth: float
    base_partie: int

    def apply(self, seat: int, action: Action | str) -> list[Event]:  # type: ignore[override]
        assert isinstance(action, Action)
        return self._apply(seat, action)


class FortunaSearch:
    """Builds full matches consistent with a view; values a rollout's end by chips and points."""

    def sample_world(self, view: dict[str, Any], rng: random.Random) -> Match:
        return world_from_view(view, rng)

    def value(self, match: Match, seat: int) -> float:
        m: SearchWorld = match  # type: ignore[assignment]
        gained = m.scores[seat][0] + m.scores[seat][1] - m.base_points if m.partie == m.base_partie else 0
        return m.ledger.stacks[seat] - m.base_stack + gained * m.point_worth


def _queue_for(view: dict[str, Any]) -> list[int]:
    """The seats still to decide in the current phase, in order (rebuilt from the view)."""
    n, d = view_n(view), view["roles"]["dealer"]
    order = R.first_round_order(d, n)
    phase = view["phase"]
    if phase == BID:
        return [s for s in order if view["bids"][s] is None]
    if phase == REPASS:
        return [s for s in R.repass_eligible(order, view["bids"], d) if view["repass"][s] is None]
    return [view["to_act"]]


def world_from_view(view: dict[str, Any], rng: random.Random) -> SearchWorld:
    """A full match: the view's facts, the unseen cards dealt at random consistently with shown voids."""
    n, me, v = view_n(view), view["seat"], view["variant"]
    d = view["roles"]["dealer"]
    pack = R.pack_for(v, view["short_suit"])
    phase = view["phase"]
    trick = [(s, c) for s, c in view["center"]]
    played = [[(s, c) for s, c in t] for t in view["tricks"]]
    known = set(view["hands"][me]) | set(view["discards"]) | {c for t in played for _, c in t} | {c for _, c in trick}
    trump_card = view["table_cards"]["trump"]
    dealer_shows = d != me and trump_card in view["hands"][d]
    if dealer_shows:
        known.add(trump_card)
    unseen = [c for c in pack if c not in known]
    counts: dict[Any, int] = {}
    for s in range(n):
        if s == me:
            continue
        counts[s] = sum(1 for c in view["hands"][s] if c == "?")
    if v == "two-talon":
        counts["talon"] = view["talon"]
        other = 1 - me
        counts["disc"] = len(unseen) - sum(counts.values())
        del other
    else:
        counts["aside"] = len(unseen) - sum(counts.values())
    voids = {s: vs for s, vs in infer_voids(played + ([trick] if trick else []), view["trump"],
                                            must_trump=False).items() if s != me}
    deal = sample_deal(Hidden(unseen, counts, voids), rng)

    options = {"variant": v, "short_suit": view["short_suit"] or "random", "first_dealer": d}
    w = SearchWorld.from_position(default_seats(n), options,
                                  Ledger(list(view["stacks"]), dict(view["table"]), allow_negative=True),
                                  deals=view["deals"], dealer=Dealer(rng.randrange(1 << 30)))
    w.variant = v
    w.scores = [list(x) for x in view["scores"]]
    w.partie = view["partie"]
    w.parties_done = 0
    w.over = False
    w.short = view["short_suit"]
    w.dealer_seat = d
    w.phase = phase
    w.queue = _queue_for(view)
    hands = []
    for s in range(n):
        if s == me:
            hands.append(list(view["hands"][me]))
        else:
            h = list(deal.get(s, []))
            if s == d and dealer_shows:
                h.append(trump_card)
            hands.append(h)
    w.hands = hands
    mine_played = {s: [c for t in played for t_s, c in t if t_s == s] for s in range(n)}
    for s, c in trick:
        mine_played[s].append(c)
    w.dealt = [hands[s] + mine_played[s] for s in range(n)]
    w.held = [list(x) for x in w.dealt] if phase == PLAYING else [[] for _ in range(n)]
    aside: list[list[Card]] = [[] for _ in range(n)]
    if v == "two-talon":
        aside[me] = list(view["discards"])
        aside[1 - me] = list(deal.get("disc", []))
    else:
        rest = list(deal.get("aside", []))
        for s in view["idle"]:
            aside[s], rest = rest[:13], rest[13:]
    w.aside = aside
    w.talon = list(deal.get("talon", []))
    w.bought = list(view["bought"])
    w.bids = list(view["bids"])
    w.repassed = list(view["repass"])
    w.declarers = list(view["declarers"])
    w.forcer = view["forcer"]
    w.active = list(view["active"])
    w.needed = list(view["needed"])
    w.base = list(view["base"])
    w.taken = list(view["taken"])
    w.trick = trick
    w.played = played
    w.trump_card = trump_card
    w.surs_card = view["table_cards"]["surs"]
    w.trump = view["trump"]
    w.mult = view["multiplier"]
    w.pool_at_play = view["pool_at_play"]
    w.pack = pack
    score = view["scores"][me]
    w.base_stack, w.base_points = view["stacks"][me], score[0] + score[1]
    w.point_worth = max(2.0, view["table"].get("pool", 0) / 13)
    w.base_partie = view["partie"]
    return w


# ----- the advisor
REASONS = {
    "fortuna.discard": N_("Discard the cheapest cards: {cards}."),
    "fortuna.bid": N_("{action}: the best of {moves} choices over {worlds} sampled deals ({value:+.1f} chips on "
                      "average, next best {next} {next_value:+.1f}); declaring made {chance:.0%} of the time."),
    "fortuna.searched": N_("{action}: the best of {moves} choices over {worlds} sampled deals ({value:+.1f} chips "
                           "on average, next best {next} {next_value:+.1f})."),
    "fortuna.card": N_("{action}: the best of {moves} cards over {worlds} sampled deals "
                       "({value:+.1f} on average, next best {next} {next_value:+.1f})."),
    "fortuna.alike": N_("{action}: the cards you may play here all play alike."),
    "fortuna.heuristic": N_("{action}: the careful player's card (the deals seen so far cannot be sampled)."),
}


def advise(view: dict[str, Any], legal: list[Choice], seed: int = 0) -> Advice:
    """The strong player's choice for this seat with its estimates of each candidate (labelled by worlds)."""
    seat = view["seat"]
    if not legal:
        return Advice(view["game"], seat, None, waiting(), {"candidates": []})
    forced = only_choice(legal)
    if forced is not None:
        return Advice(view["game"], seat, forced.text, only_reason(forced), {"candidates": []})
    try:
        estimates = evaluate_candidates(view, legal, random.Random(seed))
    except Impossible:
        estimates = []
    odds = {"candidates": estimates}
    if estimates:
        action = parse_action(estimates[0].action)
    else:
        action = StrongPlayer(seed, seconds=None).choose(view, legal)
    return Advice(view["game"], seat, action.text, _reason(view, legal, action, estimates), odds)


def _reason(view: dict[str, Any], legal: list[Choice], action: Action, estimates: list[Estimate]) -> Reason:
    """Why the strong player chose `action`, with the figures behind it."""
    phase = view["phase"]
    if phase in (BID, REPASS, LONE, BUY) and len(estimates) >= 2:
        best, nxt = estimates[0], estimates[1]
        args = {"action": action.text, "moves": len(estimates), "worlds": best.worlds, "value": best.value,
                "next": nxt.action, "next_value": nxt.value}
        declare = next((e for e in estimates if e.action in ("play", "stay", "force")), None)
        if declare is not None and declare.chance is not None:
            return Reason("fortuna.bid", REASONS["fortuna.bid"], {**args, "chance": declare.chance})
        return Reason("fortuna.searched", REASONS["fortuna.searched"], args)
    if phase == DISCARD:
        return Reason("fortuna.discard", REASONS["fortuna.discard"], {"cards": " ".join(action.cards)})
    if len(estimates) >= 2:
        best, nxt = estimates[0], estimates[1]
        return Reason("fortuna.card", REASONS["fortuna.card"],
                      {"action": action.text, "moves": len(estimates), "worlds": best.worlds, "value": best.value,
                       "next": nxt.action, "next_value": nxt.value})
    if len(distinct_moves(view, [c for c in legal if isinstance(c, Action)])) <= 1:
        return Reason("fortuna.alike", REASONS["fortuna.alike"], {"action": action.text})
    return Reason("fortuna.heuristic", REASONS["fortuna.heuristic"], {"action": action.text})


class FortunaIsmcts:
    """The ISMCTS yardstick's plug: uniform worlds as lean deals, random play-outs valued in chips and points."""

    def __init__(self) -> None:
        self.worlds = UniformWorlds()
        self.worth = 2.0

    def determinize(self, view: dict[str, Any], rng: random.Random) -> SimDeal:
        self.worth = point_worth(view["table"].get("pool", 0))
        return self.worlds.determinize(view, rng)

    def playout(self, state: SimDeal, rng: random.Random) -> list[float]:  # type: ignore[override]
        return random_play_out(state, rng).values(self.worth)

    def to_action(self, move: Hashable) -> Action:
        return to_action(move)


def ismcts_player(seed: int = 0) -> IsmctsPlayer:
    """The arena's yardstick: single-observer ISMCTS, 500 iterations per decision."""
    return IsmctsPlayer(FortunaIsmcts(), seed)


PLAYERS = {"easy": EasyPlayer, "normal": FortunaPlayer, "strong": StrongPlayer}
YARDSTICKS = {"ismcts": ismcts_player}
