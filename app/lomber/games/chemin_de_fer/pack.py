"""Chemin de fer's pack, built by the engine's one builder."""

from __future__ import annotations

from lomber.engine.cards import Card
from lomber.engine.packs import build_pack


def shoe(packs: int = 6) -> list[Card]:
    """Chemin de fer's shoe: six full packs."""
    return build_pack(copies=packs)
