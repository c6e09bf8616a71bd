"""Fly's normal level, the pieces: the keep rule, estimates of what a card or a hand takes, and card play by
card tracking. The levels (`lomber.games.fly.ai`) and the fast play-out (`lomber.games.fly.sim`) both use them."""

from __future__ import annotations

from lomber.engine.actions import Action, Choice
from lomber.engine.cards import Card, high, suit
from lomber.games.fly.match import ACE_OF_SPADES, FOLD, KEEP, as_captures, as_write_off, remise, trick_winner
from lomber.games.fly.pack import fly_pack


# ----- the keep rule
def is_high(card: Card, trumps: str) -> bool:
    """A card the keep rule keeps: a trump, a side ace or king, the AS."""
    return suit(card) == trumps or high(card) >= 13 or card == ACE_OF_SPADES


def keep_rule_discards(hand: list[Card], trumps: str, stock: int) -> list[Card]:
    """The keep rule's discards: the cards it does not keep (`is_high`), in hand order, as many as the stock holds."""
    return [c for c in hand if not is_high(c, trumps)][:stock]


def keep_rule_exchange(hand: list[Card], trumps: str, legal: list[Choice]) -> Action:
    """Keep trumps, aces, kings and the AS; exchange the rest (as many as the stock allows)."""
    texts = {a.text: a for a in legal}
    low = keep_rule_discards(hand, trumps, len(hand))
    while low:
        a = Action("exchange", cards=tuple(low))
        if a.text in texts:
            return texts[a.text]
        low.pop()
    return texts["keep"]  # type: ignore[return-value]


# ----- estimates
# Rough chance that a card takes a trick (4 players); side cards scale down with more players.
TRUMP_P = {"A": 0.95, "K": 0.8, "Q": 0.65, "J": 0.5, "10": 0.4, "9": 0.3}
SIDE_P = {"A": 0.55, "K": 0.3, "Q": 0.15}
AS_P = 0.75

ORDER = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
HIGHER = {i + 2: ORDER[i + 1:] for i in range(len(ORDER))}   # ranks above a card's `high`
_P_CACHE: dict[tuple[str, int], dict[Card, float]] = {}


def card_p(card: Card, trumps: str, players: int) -> float:
    """A rough chance that `card` takes a trick."""
    if card == ACE_OF_SPADES and suit(card) != trumps:      # the AS not a trump: its privilege
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
    bonus = as_write_off(trumps) if holds_as else 0
    return -sum(ps) - bonus * (1 - p0) + remise(holds_as) * p0


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
    return trick_winner([*trick, (-1, card)], trumps) == -1


def is_master(card: Card, trumps: str, gone: set[Card], pack: set[Card]) -> bool:
    """No card still out can beat `card` in its suit (and the AS cannot capture a led ace of trumps)."""
    s, h = card[-1], high(card)
    for r in HIGHER[h]:
        c = r + s
        if c not in gone and c in pack:
            return False
    # A led ace of trumps can still be captured by the AS.
    return not (as_captures(card, trumps) and ACE_OF_SPADES not in gone)


def discard_key(card: Card, trumps: str) -> tuple[int, int]:
    """Cheapest to throw first: side cards before trumps, the AS last, low before high."""
    return (2 if card == ACE_OF_SPADES else 1 if suit(card) == trumps else 0, high(card))


def choose_card(hand: list[Card], legal: list[Card], trick: list[tuple[int, Card]], trumps: str, gone: set[Card],
                after: int, pack: set[Card], careful: bool = True) -> Card:
    """A sensible card: the AS on a led ace of trumps, the cheapest sure winner, else the cheapest card."""
    if len(legal) == 1:
        return legal[0]
    if trick:
        if ACE_OF_SPADES in legal and as_captures(trick[0][1], trumps):
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
