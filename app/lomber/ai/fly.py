"""Fly's computer players: a keep-rule exchange and heuristic play; `strong` searches exchange, fold and play
by play-outs of the normal level in worlds read from the exchanges."""

from __future__ import annotations

import random
import time
from typing import Any

from lomber.ai.fly_sim import LOSS_MALUS, WIN_BONUS, play_out
from lomber.ai.ismcts import IsmctsPlayer, MatchGame
from lomber.ai.search import Hidden, Impossible, infer_voids, sample_deal
from lomber.engine.actions import Action, Choice, card_action
from lomber.engine.cards import Card, high, suit
from lomber.engine.packs import fly_pack
from lomber.games.fly import ACE_OF_SPADES, AS_OFF, FOLD, KEEP, REMISE, FlyMatch

STRONG_SECONDS = 0.6        # a safety cap per decision (p95 target: 1 s); the worlds below are the budget
EXCHANGE_WORLDS = 120       # sampled worlds for an exchange decision (fixed, so the level is the same on any machine)
PLAY_WORLDS = 60            # sampled worlds for a card to play
MARGIN = 1.0                # a searched card replaces the heuristic's only if better by one paired standard error
EXCHANGE_MARGIN = 0.5       # half of one for the exchange (measured on true deals: more of its gains kept)

# Rough chance that a card takes a trick (4 players); side cards scale down with more players.
TRUMP_P = {"A": 0.95, "K": 0.8, "Q": 0.65, "J": 0.5, "10": 0.4, "9": 0.3}
SIDE_P = {"A": 0.55, "K": 0.3, "Q": 0.15}
AS_P = 0.75


# ----- estimates shared by the levels
ORDER = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
HIGHER = {i + 2: ORDER[i + 1:] for i in range(len(ORDER))}   # ranks above a card's `high`
_P_CACHE: dict[tuple[str, int], dict[Card, float]] = {}


def card_p(card: Card, trumps: str, players: int) -> float:
    """A rough chance that `card` takes a trick."""
    if card == ACE_OF_SPADES and trumps != "S":
        return AS_P
    r = card[:-1]
    if suit(card) == trumps:
        return TRUMP_P.get(r, 0.2)
    return SIDE_P.get(r, 0.05) * 4 / max(3, players)


def p_table(trumps: str, players: int) -> dict[Card, float]:
    """`card_p` of every card, cached per trump suit and player count."""
    key = (trumps, players)
    table = _P_CACHE.get(key)
    if table is None:
        table = _P_CACHE[key] = {c: card_p(c, trumps, players) for c in fly_pack(5)}
    return table


def expected_change(ps: list[float], holds_as: bool, trumps: str) -> float:
    """Expected score change of playing a hand whose cards win with chances `ps` (negative is good)."""
    p0 = 1.0
    for p in ps:
        p0 *= 1 - p
    bonus = AS_OFF * (2 if trumps == "S" else 1) if holds_as else 0
    return -sum(ps) - bonus * (1 - p0) + (REMISE + (REMISE if holds_as else 0)) * p0


def exchange_candidates(hand: list[Card], trumps: str, turned: Card, players: int, unseen: list[Card],
                        stock: int, may_fold: bool, may_take: bool, caution: float = 0.0,
                        ) -> list[tuple[float, Action]]:
    """Keep, exchanging the k weakest cards, taking the trump, folding: each with its expected score change."""
    table = p_table(trumps, players)
    holds_as = ACE_OF_SPADES in hand
    ps = {c: table[c] for c in hand}
    avg = sum(table[c] for c in unseen) / len(unseen) if unseen else 0.0
    out: list[tuple[float, Action]] = [(expected_change(list(ps.values()), holds_as, trumps), KEEP)]
    weakest = sorted((c for c in hand if c != ACE_OF_SPADES), key=lambda c: ps[c])
    for k in range(1, min(len(weakest), stock) + 1):
        kept = [ps[c] for c in hand if c not in weakest[:k]]
        a = Action("exchange", cards=tuple(sorted(weakest[:k], key=hand.index)))
        out.append((expected_change(kept + [avg] * k, holds_as, trumps), a))
    if weakest and may_take:
        kept = [ps[c] for c in hand if c != weakest[0]] + [table[turned]]
        out.append((expected_change(kept, holds_as or turned == ACE_OF_SPADES, trumps),
                    Action("take-trump", cards=(weakest[0],))))
    if may_fold:
        out.append((caution, FOLD))
    out.sort(key=lambda t: t[0])
    return out


def exchange_options(hand: list[Card], legal: list[Choice], trumps: str, turned: Card, players: int,
                     unseen: list[Card], caution: float = 0.0) -> list[tuple[float, Action]]:
    """The sensible exchange decisions among `legal` with their expected score change (best first)."""
    texts = {a.text for a in legal}
    stock = max((len(a.cards) for a in legal if isinstance(a, Action) and a.kind == "exchange"), default=0)
    opts = exchange_candidates(hand, trumps, turned, players, unseen, stock, "fold" in texts,
                               any(t.startswith("take-trump") for t in texts), caution)
    return [(v, a) for v, a in opts if a.text in texts]


def beats(trick: list[tuple[int, Card]], card: Card, trumps: str) -> bool:
    """True if `card` played now would take the trick so far."""
    return FlyMatch.trick_winner([*trick, (-1, card)], trumps) == -1


def is_master(card: Card, trumps: str, gone: set[Card], pack: set[Card]) -> bool:
    """No card still out can beat `card` in its suit (and the AS cannot capture a led ace of trumps)."""
    s, h = card[-1], high(card)
    for r in HIGHER[h]:
        c = r + s
        if c not in gone and c in pack:
            return False
    # A led ace of trumps can still be captured by the AS.
    return not (card == "A" + trumps and trumps != "S" and ACE_OF_SPADES not in gone)


def discard_key(card: Card, trumps: str) -> tuple[int, int]:
    """Cheapest to throw first: side cards before trumps, the AS last, low before high."""
    return (2 if card == ACE_OF_SPADES else 1 if suit(card) == trumps else 0, high(card))


def choose_card(hand: list[Card], legal: list[Card], trick: list[tuple[int, Card]], trumps: str, gone: set[Card],
                after: int, pack: set[Card], careful: bool = True) -> Card:
    """A sensible card: the AS on a led ace of trumps, the cheapest sure winner, else the cheapest card."""
    if len(legal) == 1:
        return legal[0]
    if trick:
        if ACE_OF_SPADES in legal and trumps != "S" and trick[0][1] == "A" + trumps:
            return ACE_OF_SPADES                   # the privilege: it takes the trick
        winners = [c for c in legal if beats(trick, c, trumps)]
        if winners:
            winners.sort(key=lambda c: discard_key(c, trumps))
            if after == 0 or not careful:
                return winners[0] if after == 0 else winners[-1]
            safe = [c for c in winners if is_master(c, trumps, gone, pack)]
            return safe[0] if safe else winners[-1]
        return min(legal, key=lambda c: discard_key(c, trumps))
    if not careful:
        return max(legal, key=lambda c: (suit(c) == trumps, high(c)))
    masters = [c for c in legal if is_master(c, trumps, gone, pack)]
    if masters:
        return max(masters, key=lambda c: (suit(c) == trumps, high(c)))
    side = [c for c in legal if suit(c) != trumps and c != ACE_OF_SPADES] or legal
    return min(side, key=lambda c: discard_key(c, trumps))


# ----- what a seat knows
def gone_cards(view: dict[str, Any]) -> set[Card]:
    """Cards the viewer knows are not in other hands or the stock: its own, played, discarded, the turned card."""
    seat = view["seat"]
    out = set(view["hands"][seat]) | set(view["discarded"])
    out.update(c for t in view["played"] for _, c in t)
    out.update(c for _, c in view["center"])
    if view["turned"]:
        out.add(view["turned"])
    return out


def _in_play(view: dict[str, Any]) -> int:
    return len(view["hands"]) - len(view["idle"])


class FlyWorlds:
    """The search plug: sample a world from a view; value = score taken off this deal, plus the match."""

    def __init__(self, exchange_policy: bool = False, read_exchanges: bool = False) -> None:
        self.exchange_policy = exchange_policy
        self.read_exchanges = read_exchanges    # guess kept cards from the exchange decisions (see `kept_highs`)

    def sample_world(self, view: dict[str, Any], rng: random.Random) -> FlyMatch:
        seat, n = view["seat"], len(view["hands"])
        pack = fly_pack(n)
        gone = gone_cards(view)
        known: dict[int, list[Card]] = {s: [] for s in range(n)}
        d = view["roles"]["dealer"]
        if view["trump_taken"] and d != seat and view["turned"] not in _played(view):
            known[d].append(view["turned"])
        holder = view["as_holder"]
        if holder is not None and holder != seat and ACE_OF_SPADES not in gone:
            known[holder].append(ACE_OF_SPADES)
            gone = gone | {ACE_OF_SPADES}
        pool = [c for c in pack if c not in gone]
        if self.read_exchanges:
            for s, k in kept_highs(view).items():
                pool = _preassign(pool, known[s], k, view, s, rng)
        counts: dict[Any, int] = {"stock": view["stock"]}
        for s in range(n):
            if s != seat:
                counts[s] = len(view["hands"][s]) - len(known[s])
                counts[("discard", s)] = view["discard_counts"][s]
        voids: dict[Any, set[str]] = {}
        if view["phase"] == "play":
            tricks = [*view["played"], view["center"]]
            for s, v in infer_voids(tricks, view["trumps"], exempt=_privileged).items():
                if s != seat:
                    voids[s] = v
        try:
            deal = sample_deal(Hidden(pool, counts, voids), rng)
        except Impossible:
            deal = sample_deal(Hidden(pool, counts), rng)
        _place_as(deal, view, rng)
        hands = [list(view["hands"][seat]) if s == seat else deal[s] + known[s] for s in range(n)]
        discards = [list(view["discarded"]) if s == seat else deal[("discard", s)] for s in range(n)]
        as_holder = next((s for s in range(n) if ACE_OF_SPADES in hands[s]), None)
        if view["phase"] == "play" and holder is None and ACE_OF_SPADES in _played(view):
            as_holder = next(s for t in view["played"] + [view["center"]] for s, c in t if c == ACE_OF_SPADES)
        elif view["phase"] == "play" and holder is not None:
            as_holder = holder
        return FlyMatch.world(view, hands, deal["stock"], discards, as_holder)

    def value(self, match: FlyMatch, seat: int) -> float:
        v = float(match.deal_start_scores[seat] - match.scores[seat])
        if match.finished:
            v += WIN_BONUS if match.winner() == seat else -LOSS_MALUS
        return v


def is_high(card: Card, trumps: str) -> bool:
    """A card the keep rule keeps: a trump, a side ace or king, the AS."""
    return suit(card) == trumps or high(card) >= 13 or card == ACE_OF_SPADES


def kept_highs(view: dict[str, Any]) -> dict[int, int]:
    """How many high cards (`is_high`) each other seat surely still holds if it exchanged by the keep rule.

    Who keeps with cards left in the stock held five; who exchanges k and leaves the stock unemptied kept
    5 − k; cards played since may have been any of them. Exchanges that emptied the stock say nothing.
    """
    n, seat, d = len(view["hands"]), view["seat"], view["roles"]["dealer"]
    order = [(d + k) % n for k in range(1, n + 1)]
    decided = view["decided"]
    stock = view["stock"]
    out: dict[int, int] = {}
    for s in reversed(order):                       # the stock each seat saw: what is left plus later draws
        dec = decided[s]
        if dec is None:
            continue
        k = int(dec.split()[1]) if dec.startswith("exchange") else 0
        stock += k
        if s == seat or dec in ("fold", "take-trump") or k >= stock or stock == 0:
            continue
        left = 5 - k - sum(1 for t in view["played"] for p, _ in t if p == s) - \
            sum(1 for p, _ in view["center"] if p == s)
        if left > 0:
            out[s] = left
    return out


def _preassign(pool: list[Card], known: list[Card], k: int, view: dict[str, Any], s: int,
               rng: random.Random) -> list[Card]:
    """Move up to `k` random high cards `s` may hold from `pool` to `known`; returns the rest of the pool."""
    trumps = view["trumps"]
    void = _void_of(view, s)
    ok = [c for c in pool if is_high(c, trumps) and suit(c) not in void
          and (c != ACE_OF_SPADES or view["phase"] != "play")]
    k = min(k, len(ok), len(view["hands"][s]) - len(known))
    if k <= 0:
        return pool
    picked = set(rng.sample(ok, k))
    known.extend(c for c in ok if c in picked)
    return [c for c in pool if c not in picked]


def _played(view: dict[str, Any]) -> set[Card]:
    return {c for t in view["played"] for _, c in t} | {c for _, c in view["center"]}


def _privileged(trick: Any, seat: int, card: Card) -> bool:
    """The AS on a led ace of trumps reveals nothing about its holder's other cards."""
    return card == ACE_OF_SPADES and trick[0][1][0] == "A" and trick[0][1] != ACE_OF_SPADES


def _place_as(deal: dict[Any, list[Card]], view: dict[str, Any], rng: random.Random) -> None:
    """The AS is never discarded, and a seat that took a trick without its write-off does not hold it."""
    banned = {("discard", s) for s in range(len(view["hands"]))}
    if view["phase"] == "play" and view["as_holder"] is None:
        banned |= {s for s, t in enumerate(view["tricks"]) if t}
    for place, cards in deal.items():
        if ACE_OF_SPADES in cards and place in banned:
            spots = [(p, i) for p, cs in deal.items() if p not in banned and (p == "stock" or "S" not in _void_of(view, p))
                     for i in range(len(cs))]
            if not spots:
                return
            p, i = rng.choice(spots)
            j = cards.index(ACE_OF_SPADES)
            cards[j], deal[p][i] = deal[p][i], cards[j]
            return


def _void_of(view: dict[str, Any], place: Any) -> set[str]:
    if view["phase"] != "play" or not isinstance(place, int):
        return set()
    return infer_voids([*view["played"], view["center"]], view["trumps"], exempt=_privileged).get(place, set())


def rollout_policy(match: FlyMatch, seat: int, rng: random.Random) -> Action:
    """The default policy in rollouts: the normal level's heuristics on the world's own hand."""
    hand = match.hands[seat]
    if match.phase == "exchange":
        low = [c for c in hand if suit(c) != match.trumps and c != ACE_OF_SPADES and high(c) < 13]
        low = low[:len(match.stock)]
        return Action("exchange", cards=tuple(low)) if low else KEEP
    gone = set(hand) | {c for t in match.played for _, c in t} | {c for _, c in match.trick}
    after = match.n - sum(match.folded) - len(match.trick) - 1
    pack = match.pack_set
    return card_action(choose_card(hand, match.playable(seat), match.trick, match.trumps, gone, after, pack))


# ----- the levels
class _Base:
    """Shared plumbing: the seeded generator, the keep-trumps-aces-kings exchange, heuristic play."""

    careful = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        if len(legal) == 1:
            return legal[0]  # type: ignore[return-value]
        if view["phase"] == "exchange":
            return self.exchange(view, legal)
        return self.play(view, legal)

    def exchange(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        return keep_rule_exchange(view["hands"][view["seat"]], view["trumps"], legal)

    def play(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        seat = view["seat"]
        trick = [(s, c) for s, c in view["center"]]
        after = _in_play(view) - len(trick) - 1
        cards = [a.cards[0] for a in legal if isinstance(a, Action)]
        pack = set(fly_pack(len(view["hands"])))
        card = choose_card(view["hands"][seat], cards, trick, view["trumps"], gone_cards(view), after, pack,
                           self.careful)
        return card_action(card)


def keep_rule_exchange(hand: list[Card], trumps: str, legal: list[Choice]) -> Action:
    """Keep trumps, aces, kings and the AS; exchange the rest (as many as the stock allows)."""
    texts = {a.text: a for a in legal}
    low = [c for c in hand if suit(c) != trumps and c != ACE_OF_SPADES and high(c) < 13]
    while low:
        a = Action("exchange", cards=tuple(low))
        if a.text in texts:
            return texts[a.text]
        low.pop()
    return texts["keep"]  # type: ignore[return-value]


class EasyPlayer(_Base):
    """A beginner: keeps trumps, aces and kings, exchanges the rest, never folds; plays high."""

    careful = False


class NormalPlayer(EasyPlayer):
    """The beginner's exchange (measured better than card-by-card estimates); play by card tracking."""

    careful = True


class StrongPlayer(_Base):
    """Exchange, fold and play by PIMC: many worlds read from the exchanges, each played out by the normal level."""

    def __init__(self, seed: int = 0, seconds: float | None = STRONG_SECONDS, worlds: int | None = None) -> None:
        super().__init__(seed)
        self.seconds = seconds
        self.exchange_worlds = worlds or EXCHANGE_WORLDS
        self.play_worlds = worlds or PLAY_WORLDS
        self.search = FlyWorlds(read_exchanges=True)

    def exchange(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        hand = view["hands"][view["seat"]]
        gone = gone_cards(view)
        unseen = [c for c in fly_pack(len(view["hands"])) if c not in gone]
        players = len(view["hands"]) - sum(1 for d in view["decided"] if d == "fold")
        opts = exchange_options(hand, legal, view["trumps"], view["turned"], players, unseen)
        rule = keep_rule_exchange(hand, view["trumps"], legal)
        moves = list(dict.fromkeys([rule] + [a for _, a in opts]))
        return self._search(view, moves, rule, self.exchange_worlds, EXCHANGE_MARGIN)

    def play(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        cards = [a for a in legal if isinstance(a, Action)]
        trick = view["center"]
        trumps = view["trumps"]
        if ACE_OF_SPADES in [a.text for a in cards] and trumps != "S" and trick and trick[0][1] == "A" + trumps:
            return card_action(ACE_OF_SPADES)       # never waste the privilege
        seat = view["seat"]
        trick = [(s, c) for s, c in view["center"]]
        guess = choose_card(view["hands"][seat], [a.cards[0] for a in cards], trick, trumps, gone_cards(view),
                            _in_play(view) - len(trick) - 1, set(fly_pack(len(view["hands"]))))
        return self._search(view, cards, card_action(guess), self.play_worlds, MARGIN)

    def _search(self, view: dict[str, Any], moves: list[Action], default: Action, worlds: int,
                margin: float) -> Action:
        """The move with the best mean play-out over sampled worlds; `default` unless beaten by `margin` paired SEs."""
        if len(moves) == 1:
            return moves[0]
        seat = view["seat"]
        values: list[list[float]] = [[] for _ in moves]
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        for _ in range(worlds):
            world = self.search.sample_world(view, self.rng)
            for i, a in enumerate(moves):
                values[i].append(play_out(world, seat, a))
            if deadline is not None and time.perf_counter() >= deadline:
                break
        return pick(moves, values, default, margin)


def pick(moves: list[Action], values: list[list[float]], default: Action, margin: float) -> Action:
    """The best mean; `default` stays unless the best beats it by `margin` standard errors of the paired difference."""
    means = [sum(v) / len(v) for v in values]
    b = max(range(len(moves)), key=lambda i: (means[i], moves[i] == default))
    if default not in moves or moves[b] == default:
        return moves[b]
    d = moves.index(default)
    diffs = [x - y for x, y in zip(values[b], values[d])]
    n = len(diffs)
    if n < 2:
        return default
    m = sum(diffs) / n
    var = sum((x - m) ** 2 for x in diffs) / (n - 1)
    return moves[b] if m > margin * (var / n) ** 0.5 else default


def ismcts_player(seed: int = 0) -> IsmctsPlayer:
    """The arena's yardstick: single-observer ISMCTS over uniform worlds, 500 iterations per decision."""
    return IsmctsPlayer(MatchGame(FlyWorlds()), seed)


PLAYERS = {"easy": EasyPlayer, "normal": NormalPlayer, "strong": StrongPlayer}
YARDSTICKS = {"ismcts": ismcts_player}
