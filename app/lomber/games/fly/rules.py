"""Fly's rules of the cards and the scores, as functions the match and the computer players share: what may be
played, who takes a trick, the ace of spades' privilege and write-off, remises."""

from __future__ import annotations

from functools import lru_cache

from lomber.engine.cards import ALL_CARDS, Card, high, suit

EXCHANGE, TAKE_TRUMP = "exchange", "take-trump"          # the exchange round's words with cards
EXCHANGE_PHASE, PLAY_PHASE, DONE = "exchange", "play", "done"

HAND = 5
ACE_OF_SPADES = "AS"
TRICK_OFF = 1
AS_OFF = 5            # the AS holder's write-off on his first trick (doubled with spades trumps)
REMISE = 5            # a player in who took no trick (the AS holder adds 5 more)
START_CHIPS = 100     # each player's chips when `stakes` is on
POT = "pot"


def as_captures(led: Card, trumps: str) -> bool:
    """The AS's privilege: on a led ace of trumps (spades not trumps) the AS may be played, and wins the trick."""
    return trumps != "S" and led == "A" + trumps


def playable(hand: list[Card], trick: list[tuple[int, Card]], trumps: str) -> list[Card]:
    """The cards `hand` may play to `trick`: follow suit, else trump, else any; the AS also on a led ace of trumps."""
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    ok = [c for c in hand if suit(c) == led] or [c for c in hand if suit(c) == trumps] or list(hand)
    if ACE_OF_SPADES in hand and ACE_OF_SPADES not in ok and as_captures(trick[0][1], trumps):
        ok.append(ACE_OF_SPADES)
    return ok


def may_play(hand: list[Card], trick: list[tuple[int, Card]], trumps: str, card: Card) -> bool:
    """`card in playable(hand, trick, trumps)`, without building the list (a replay asks once per card played)."""
    if card not in hand:
        return False
    if not trick:
        return True
    lead = trick[0][1]
    led, own = lead[-1], card[-1]
    if own == led or (card == ACE_OF_SPADES and as_captures(lead, trumps)):
        return True
    # Plain loops: a generator for `any` costs more than these five cards' test.
    for c in hand:
        if c[-1] == led:
            return False
    if own == trumps:
        return True
    for c in hand:
        if c[-1] == trumps:
            return False
    return True


# A card's strength in a trick, looked up once per card played (a replay settles a trick every few actions): its
# ace-high rank, raised above every rank when it is of the led suit, and above those when it is a trump.
_HIGH = {c: high(c) for c in ALL_CARDS}
_LED, _TRUMP = 20, 40


def trick_winner(trick: list[tuple[int, Card]], trumps: str) -> int:
    """The AS on a led ace of trumps (spades not trumps), else the highest trump, else the highest of the led suit."""
    lead = trick[0][1]
    if as_captures(lead, trumps):
        for s, c in trick:
            if c == ACE_OF_SPADES:
                return s
    led = lead[-1]
    best_seat, best = trick[0][0], 0
    for s, c in trick:
        own = c[-1]
        strength = _HIGH[c] + (_TRUMP if own == trumps else _LED if own == led else 0)
        if strength > best:
            best_seat, best = s, strength
    return best_seat


def as_write_off(trumps: str) -> int:
    """What the AS holder's first trick takes off besides its 1: 5, or 10 when spades are trumps."""
    return AS_OFF * (2 if trumps == "S" else 1)


def trick_write_off(seat: int, as_holder: int | None, tricks_before: int, trumps: str) -> int:
    """What a trick takes off its winner's score: 1, plus the AS write-off on the AS holder's first trick."""
    return TRICK_OFF + (as_write_off(trumps) if seat == as_holder and tricks_before == 0 else 0)


def score_after(score: int, off: int) -> int:
    """A score after taking `off` points off: never below 0 (reaching 0 wins the match)."""
    return score - off if score > off else 0   # not `max`: a builtin's call, once a trick


def remise(holds_as: bool) -> int:
    """What a player still in who took no trick adds at the deal's end: 5, or 10 for the AS holder."""
    return REMISE * (2 if holds_as else 1)


def as_holder_of(hands: list[list[Card]]) -> int | None:
    """The seat holding the AS (fixed as the deal's AS holder when the exchange round ends), or None."""
    for s, h in enumerate(hands):
        if ACE_OF_SPADES in h:
            return s
    return None


def next_in(seat: int, folded: list[bool] | tuple[bool, ...]) -> int:
    """The next seat to the left of `seat` still in the deal."""
    n = len(folded)
    for k in range(1, n + 1):
        s = (seat + k) % n
        if not folded[s]:
            return s
    raise AssertionError("nobody is in the deal")


def play_order(folded: list[bool]) -> tuple[int, ...]:
    """The seat that plays after each seat (`next_in` of every seat): fixed for a deal's tricks once nobody may fold."""
    return _play_order(tuple(folded))


@lru_cache(maxsize=1024)
def _play_order(folded: tuple[bool, ...]) -> tuple[int, ...]:
    # Found once for each way of folding at each table size (at most 2⁷): a replay fixes the order every deal.
    return tuple(next_in(s, folded) for s in range(len(folded)))
