"""Fortuna's pack, built by the engine's one builder."""

from __future__ import annotations

from lomber.engine.cards import SUITS, Card
from lomber.engine.packs import build_pack, ranks_from


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
