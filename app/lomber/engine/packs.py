"""Every pack the games use, from one builder."""

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


def ferme_pack() -> list[Card]:
    """45 cards: no 8s, and of the 6s only the 6H (the brilliant)."""
    return build_pack(remove=["8S", "8H", "8D", "8C", "6S", "6D", "6C"])


def shoe(packs: int = 6) -> list[Card]:
    """Chemin de fer's shoe: six full packs."""
    return build_pack(copies=packs)


def fly_pack(players: int) -> list[Card]:
    """32 cards (7–A) for 3 players, 36 (6–A) for 4, 52 for 5–7."""
    if players == 3:
        return build_pack(ranks_from("7"))
    if players == 4:
        return build_pack(ranks_from("6"))
    return build_pack()


def fortuna_pack(variant: str, short_suit: str | None = None) -> list[Card]:
    """The pack of a Fortuna variant; `short_suit` matters for `three` and `two`."""
    if variant == "four":
        return build_pack()
    if variant == "two-talon":
        return build_pack(ranks_from("8"))
    if short_suit is None:
        raise ValueError("this variant needs a short suit")
    if variant == "three":
        return [c for s in SUITS for c in build_pack(("A", "K", "Q") if s == short_suit else ranks_from("3"), [s])]
    if variant == "two":
        return [c for s in SUITS for c in build_pack(ranks_from("10") if s == short_suit else ranks_from("8"), [s])]
    raise ValueError(f"unknown Fortuna variant {variant!r}")
