"""Fortuna's tables: packs, variants, the tricks each declarer needs, honours and the payment constants."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from lomber.engine.cards import HIGH, SUITS, Card, parse_cards
from lomber.engine.errors import PresetError
from lomber.games.fortuna.pack import fortuna_pack

# Phases of a deal.
BID, REPASS, LONE, BUY, DISCARD, PLAYING = "bid", "repass", "lone", "buy", "discard", "play"

VARIANTS = ("four", "three", "two", "two-talon")
SEATS_OF = {"four": 4, "three": 3, "two": 2, "two-talon": 2}
DEFAULT_VARIANT = {4: "four", 3: "three", 2: "two"}

DEALER_STAKE = 24          # the dealer's chips into the pool, every deal (a redeal too)
ALL_PASS_FINE = {"four": 6, "three": 8}
REMISE_CAP = 72
CONSOLATION = 12           # punition juste: the failed forcer pays each forced player this much
TALON_FEE = 4              # per card bought from the talon
GRAND_PREMIUM = 36
PETIT_PREMIUM = 18
WINNER_CONSOLATION = 24
CONSOLATION_HALF_BELOW = 48
PARTIE_POINTS = 13
HONOUR_CAP = 12            # a score with no leve points counts as at most 12

HONOURS = ("A", "K", "Q", "J", "10")
SHORT_HONOURS = ("A", "K", "Q")
SIX_TOP = ("A", "K", "Q", "J", "10", "9")

# Tricks each declarer needs, by variant and number of declarers; and the base leves are counted over.
NEEDED = {"four": {4: 2, 3: 3, 2: 4}, "three": {3: 4, 2: 5}, "two": {2: 6}, "two-talon": {2: 6}}
FORCER_NEEDS = {"four": 5, "three": 6}
NEVOLYA_BASE = {"four": 2, "three": 4}

PREFERENCES = {"S": "C", "C": "S", "H": "D", "D": "H"}


def pack_for(variant: str, short: str | None) -> list[Card]:
    """The pack of the variant (39 / 26 cards need the short suit)."""
    return list(_pack(variant, short if variant in ("three", "two") else None))


@lru_cache(maxsize=32)
def _pack(variant: str, short: str | None) -> tuple[Card, ...]:
    """Built once per variant and short suit, not at every deal (a long replay deals thousands of times)."""
    return tuple(fortuna_pack(variant, short))


def has_short_suit(variant: str) -> bool:
    """Only the 3- and 2-player packs have a short suit."""
    return variant in ("three", "two")


def multiplier(trump: str, surs: str) -> int:
    """×4 when trumps are the surs, ×2 when they are the preferences, else ×1."""
    if trump == surs:
        return 4
    return 2 if trump == PREFERENCES[surs] else 1


def honour_ranks(variant: str, trump: str, short: str | None) -> tuple[str, ...]:
    """The honours: A K Q J 10 of trumps, or only A K Q when the 3-player short suit is trumps."""
    return SHORT_HONOURS if variant == "three" and trump == short else HONOURS


def honours_held(hand: list[Card], variant: str, trump: str, short: str | None) -> int:
    """How many honours the hand holds."""
    return sum(map(_honour_cards(variant, trump, short).__contains__, hand))


@lru_cache(maxsize=64)
def _honour_cards(variant: str, trump: str, short: str | None) -> frozenset[Card]:
    """The honours as cards, found once per trump and short suit (every declarer's hand is counted every deal)."""
    return frozenset(r + trump for r in honour_ranks(variant, trump, short))


def honour_points(hand: list[Card], variant: str, trump: str, short: str | None) -> int:
    """Honour points of a hand: 5→5, 4→4, 3→2, 2 with the ace→1 (short-suit trumps: 3→4, 2→2, ace→1)."""
    held = honours_held(hand, variant, trump, short)
    has_ace = ("A" + trump) in hand
    if honour_ranks(variant, trump, short) is SHORT_HONOURS:
        return {3: 4, 2: 2}.get(held, 1 if has_ace else 0)
    return {5: 5, 4: 4, 3: 2}.get(held, 1 if held == 2 and has_ace else 0)


def petit_card(trump: str) -> Card:
    """The card a petit souverain must hold: the AH, or the AS when hearts are trumps."""
    return "AS" if trump == "H" else "AH"


def six_top_trumps(hand: list[Card], trump: str) -> bool:
    """The 2-player petit souverain's extra condition."""
    return all(r + trump in hand for r in SIX_TOP)


def first_round_order(dealer: int, n: int) -> list[int]:
    """The seats in turn from the dealer's left, the dealer last (bidding, and play among those in)."""
    return [(dealer + 1 + i) % n for i in range(n)]


def repass_eligible(order: list[int], bids: list[str | None], dealer: int) -> list[int]:
    """Who is asked to re-pass: a declarer, not the dealer, after whom somebody passed in the first round."""
    return [s for i, s in enumerate(order) if bids[s] == "play" and s != dealer
            and any(bids[t] == "pass" for t in order[i + 1:])]


def contract(variant: str, declarers: int, forcing: bool) -> tuple[int, int]:
    """(tricks needed, the base leves are counted over) of a declarer among `declarers`, or of the forcer."""
    if forcing:
        return FORCER_NEEDS[variant], NEVOLYA_BASE[variant]
    need = NEEDED[variant][declarers]
    return need, need


def one_remise(pool_at_play: int) -> int:
    """One remise: the pool when play began, at most 72."""
    return min(pool_at_play, REMISE_CAP)


def beats(card: Card, best: Card, trump: str) -> bool:
    """True if `card` beats the trick's best card so far."""
    cs, bs = card[-1], best[-1]
    if cs == bs:
        return HIGH[card[:-1]] > HIGH[best[:-1]]
    return cs == trump


def winning(trick: list[tuple[int, Card]], trump: str) -> tuple[int, Card]:
    """The seat and card winning the trick so far (highest trump, else highest of the suit led)."""
    seat, best = trick[0]
    for s, c in trick[1:]:
        if beats(c, best, trump):
            seat, best = s, c
    return seat, best


def trick_winner(trick: list[tuple[int, Card]], trump: str) -> int:
    """The seat whose card wins the trick."""
    return winning(trick, trump)[0]


def playable(hand: list[Card], trick: list[tuple[int, Card]]) -> list[Card]:
    """The cards of `hand` that may go to `trick`: the suit led if the hand has it, else any."""
    if trick:
        led = trick[0][1][-1]
        follow = [c for c in hand if c[-1] == led]
        if follow:
            return follow
    return list(hand)


def may_play(hand: list[Card], trick: list[tuple[int, Card]], card: Card) -> bool:
    """`card in playable(hand, trick)`, without building the list (a replay asks once per card played)."""
    if card not in hand:
        return False
    if not trick or card[-1] == (led := trick[0][1][-1]):
        return True
    return not any(c[-1] == led for c in hand)


def sort_hand(hand: list[Card]) -> list[Card]:
    """A stable display order: by suit (S H D C), high cards first."""
    return sorted(hand, key=lambda c: (SUITS.index(c[-1]), -HIGH[c[:-1]]))


def check_presets(presets: list[dict[str, Any]], variant: str, short_suit: str) -> None:
    """Refuse a stacked card the pack does not hold before the first deal, not in the middle of a later one.

    With a short suit drawn at random the pack is not known yet: a card must then be in one of the possible packs.
    """
    v, short = variant, short_suit
    suits = SUITS if has_short_suit(v) and short == "random" else (short,)
    packs = [Counter(pack_for(v, s)) for s in suits]
    for i, p in enumerate(presets):
        surs = parse_cards(p.get("surs", ""))
        if "surs" in p and len(surs) != 1:
            raise PresetError(f"preset {i + 1}: 'surs' must be one card, not {p['surs']!r}",
                              code="fortuna-preset-surs", index=i + 1)
        for key in ("pack", "surs"):
            want = Counter(parse_cards(p.get(key, "")))
            if not any(all(n <= have[c] for c, n in want.items()) for have in packs):
                bad = [c for c, n in want.items() if all(n > have[c] for have in packs)] or list(want)
                raise PresetError(f"preset {i + 1}: the {key} names {' '.join(bad)}, which this variant's "
                                  f"pack does not hold (or not that often)", code="fortuna-preset-pack",
                                  index=i + 1, cards=tuple(bad))
