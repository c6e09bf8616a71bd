"""Fly's pack, built by the engine's one builder."""

from __future__ import annotations

from functools import cache

from lomber.engine.cards import Card
from lomber.engine.packs import build_pack, ranks_from


def fly_pack(players: int) -> list[Card]:
    """32 cards (7–A) for 3 players, 36 (6–A) for 4, 52 for 5–7."""
    if players == 3:
        return build_pack(ranks_from("7"))
    if players == 4:
        return build_pack(ranks_from("6"))
    return build_pack()


@cache
def table_pack(players: int) -> tuple[Card, ...]:
    """`fly_pack`, built once for each seat count: a match's pack, never changed (a replay starts hundreds)."""
    return tuple(fly_pack(players))
