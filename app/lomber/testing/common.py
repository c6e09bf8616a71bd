"""What the checks share: the failure they raise, the tables they play, random play."""

from __future__ import annotations

import random
from typing import Any

from lomber.engine.match import Match, default_seats
from lomber.engine.registry import game_info, new_match
from lomber.search.players import concrete


class CheckFailed(AssertionError):
    """A game does not pass a check: the message says where and what."""


def need(condition: object, message: str) -> None:
    """Raise CheckFailed with `message` unless `condition` holds (an `assert` that `python -O` keeps)."""
    if not condition:
        raise CheckFailed(message)


def quick_tables(game_id: str) -> list[tuple[int, dict[str, Any]]]:
    """The tables a game declares to end soon under random play (`GameInfo.quick_tables`), as (seats, options)."""
    tables = [(t.seats, dict(t.options)) for t in game_info(game_id).quick_tables]
    need(tables, f"{game_id}: GameInfo.quick_tables declares no table to play")
    return tables


def random_step(match: Match, rng: random.Random) -> list[Any]:
    """Apply one random legal action (an amount anywhere in its range) for the seat to act; its events."""
    choice = rng.choice(match.legal_actions())
    return match.apply(match.to_act(), concrete(choice, rng))


def played(game_id: str, seats: int, options: dict[str, Any], seed: int, steps: int) -> Match:
    """A match after up to `steps` random actions (fewer if it ends)."""
    m = new_match(game_id, default_seats(seats), options, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if m.finished:
            break
        random_step(m, rng)
    return m
