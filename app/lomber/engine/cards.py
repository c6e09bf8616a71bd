"""Cards and their text form (`QH`, `10S`, `AS`)."""

from __future__ import annotations

from collections.abc import Iterable

from lomber.engine.errors import LomberError

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")

# Ace-high order for trick-taking games: 2 is lowest (2), A highest (14).
HIGH = {r: i for i, r in enumerate(("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"), start=2)}

Card = str
"""A card is its canonical text: rank then suit, e.g. ``"10H"``. Strings keep clones and records cheap."""

ALL_CARDS: tuple[Card, ...] = tuple(r + s for s in SUITS for r in RANKS)
_VALID = frozenset(ALL_CARDS)


class CardError(LomberError):
    """A text that is not a card."""


def parse_card(text: str) -> Card:
    """Return the canonical card for `text` (case-insensitive, `T` accepted for 10)."""
    if not isinstance(text, str) or not text.isascii():
        # Case folding outside ASCII maps other letters onto ours ("Q\u017f" uppers to "QS").
        raise CardError(f"not a card: {str(text)[:20]!r} (write rank then suit, e.g. QH, 10S, AS)",
                        code="not-a-card", text=str(text)[:20])
    t = text.strip().upper()
    if t[:1] == "T":
        t = "10" + t[1:]
    if t not in _VALID:
        raise CardError(f"not a card: {text[:20]!r} (write rank then suit, e.g. QH, 10S, AS)", code="not-a-card",
                        text=text[:20])
    return t


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse a space-separated list of cards (or an iterable of card texts)."""
    items = text.split() if isinstance(text, str) else list(text)
    return [parse_card(c) for c in items]


def rank(card: Card) -> str:
    """The rank part of a card: ``"10"`` for ``"10H"``."""
    return card[:-1]


def suit(card: Card) -> str:
    """The suit letter of a card."""
    return card[-1]


def high(card: Card) -> int:
    """Ace-high rank order, 2..14."""
    return HIGH[card[:-1]]
