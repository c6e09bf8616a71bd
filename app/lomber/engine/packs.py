"""The one builder of packs: each game builds its own pack with it (`games/<game>/pack.py`)."""

from __future__ import annotations

from collections.abc import Iterable

from lomber.engine.cards import RANKS, SUITS, Card


def build_pack(
    ranks: Iterable[str] = RANKS,
    suits: Iterable[str] = SUITS,
    copies: int = 1,
    remove: Iterable[Card] = (),
) -> list[Card]:
    """Return `copies` packs of the given ranks and suits, less the cards in `remove` (in a fixed order)."""
    removed = set(remove)
    one = [r + s for s in suits for r in ranks if r + s not in removed]
    return one * copies


def ranks_from(low: str) -> tuple[str, ...]:
    """Ranks from `low` up to the ace, e.g. ``ranks_from("7")`` → 7 8 9 10 J Q K A."""
    order = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
    return order[order.index(low):]
