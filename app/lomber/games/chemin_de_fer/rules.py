"""Chemin de fer's rules of the cards, as functions the match and the computer players share: the cards' values,
a hand's point, the tableau of drawing, the commission; and the table's chip places."""

from __future__ import annotations

from collections.abc import Iterable

from lomber.engine.cards import ALL_CARDS, Card, rank

SHOE_SIZE = 312
NATURAL = 8  # a two-card point of 8 or 9: both hands are shown at once, nobody draws
STOOD = 10  # the banker's table column when the punter stood
# Phases of the table.
AUCTION, OFFER, NAME, DECIDE, BET, PUNTER, BANKER = "auction", "offer", "name", "decide", "bet", "punter", "banker"
BANK, BETS, HOUSE = "bank", "bets", "house"

# The banker's table: row = banker's point 0–7; column = punter's third card 0–9, then 10 = punter stood.
# D draw, S stand, O banker's choice (rules/chemin-de-fer.md, section "Banker's draw").
BANKER_TABLE: tuple[str, ...] = (
    "DDDDDDDDDDD",  # 0
    "DDDDDDDDDDD",  # 1
    "DDDDDDDDDDD",  # 2
    "DDDDDDDDSOD",  # 3
    "SSDDDDDDSSD",  # 4
    "SSSSDDDDSSD",  # 5
    "SSSSSSDDSSS",  # 6
    "SSSSSSSSSSS",  # 7
)


def value(card: Card) -> int:
    """Baccarat value of a card: 10 and faces 0, ace 1, 2–9 face value."""
    known = CARD_VALUE.get(card)   # every coup counts its cards several times: a look-up, not a parse
    if known is not None:
        return known
    r = rank(card)
    return 1 if r == "A" else int(r) if r.isdigit() and r != "10" else 0


def commission_due(total: int, percent: int) -> int:
    """The house's commission on a coup the bank won with `total` chips bet: `percent` of it, rounded down."""
    return total * percent // 100


def points(values: Iterable[int]) -> int:
    """The point of cards of these values: their total modulo 10."""
    return sum(values) % 10


def point(cards: list[Card]) -> int:
    """A hand's point."""
    total = 0
    try:
        for c in cards:
            total += CARD_VALUE[c]
    except KeyError:   # a card not in the table (none in play): parsed
        return sum(value(c) for c in cards) % 10
    return total % 10


# Every real card's value, looked up: a coup counts its cards several times (a long replay, the odds' worlds).
CARD_VALUE: dict[Card, int] = {}
CARD_VALUE.update((c, value(c)) for c in ALL_CARDS)


def tableau_choices(kind: str, own: int, third: int | None = None) -> str:
    """What the table allows: 'D' draw, 'S' stand, 'O' either; kind is 'punter' or 'banker'."""
    if kind == "punter":
        return "D" if own <= 4 else "O" if own == 5 else "S"
    return BANKER_TABLE[own][STOOD if third is None else third]
