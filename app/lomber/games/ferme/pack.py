"""Ferme's pack, built by the engine's one builder."""

from __future__ import annotations

from lomber.engine.cards import Card
from lomber.engine.packs import build_pack


def ferme_pack() -> list[Card]:
    """45 cards: no 8s, and of the 6s only the 6H (the brilliant); a new list each call (a deal shuffles one)."""
    return list(_PACK)


_PACK = tuple(build_pack(remove=["8S", "8H", "8D", "8C", "6S", "6D", "6C"]))   # built once: every deal asks
