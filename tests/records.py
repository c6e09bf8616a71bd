"""Helpers for rule tests written as records with stacked packs."""

from __future__ import annotations

from typing import Any

from lomber.engine.match import Match
from lomber.engine.records import replay


def record(game: str, seats: int, options: dict[str, Any], packs: list[str | dict[str, str]],
           actions: list[tuple[int, str]], seed: int = 1) -> dict[str, Any]:
    """A record: `packs` are preset strings (or preset dicts) for successive shuffles, top card first."""
    return {
        "format": "lomber-record",
        "version": 1,
        "game": game,
        "seats": [{"name": f"P{i}", "kind": "human"} for i in range(seats)],
        "options": options,
        "seed": seed,
        "presets": [p if isinstance(p, dict) else {"pack": p} for p in packs],
        "actions": [[s, a] for s, a in actions],
    }


def play(game: str, seats: int, options: dict[str, Any], packs: list[str | dict[str, str]],
         actions: list[tuple[int, str]], seed: int = 1) -> Match:
    """Replay such a record and return the match (checking invariants at the end)."""
    match = replay(record(game, seats, options, packs, actions, seed))
    match.check_invariants()
    return match
