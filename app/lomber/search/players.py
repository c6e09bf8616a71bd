"""The interface every computer player implements, and the random player every game gets."""

from __future__ import annotations

import random
from typing import Any, Protocol

from lomber.engine.actions import Action, AmountChoice, Choice


class Player(Protocol):
    """A computer player: given its seat's view and the legal choices, pick one action."""

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        """Return one legal action."""
        ...


def concrete(choice: Choice, rng: random.Random) -> Action:
    """A concrete action for a choice (a random amount for a range)."""
    return choice.sample(rng) if isinstance(choice, AmountChoice) else choice


class RandomPlayer:
    """Picks uniformly among the legal choices (the arena's baseline and the invariant test's driver)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        """Any legal action, drawn at random (an amount too)."""
        return concrete(self.rng.choice(legal), self.rng)


def decision_seed(match_seed: int, seat: int, decision: int) -> int:
    """The seed of one computer decision: a function of the match, the seat and how many actions came before, so
    a decision re-made after a take-back (or a resume) draws exactly what it drew the first time."""
    return random.Random(f"{match_seed}/{seat}/{decision}").getrandbits(62)


def reseed(player: Any, seed: int) -> None:
    """Set a player's random source to `seed` before a decision (players without one draw nothing at random)."""
    rng = getattr(player, "rng", None)
    if isinstance(rng, random.Random):
        rng.seed(seed)


def warm(player: Any, record: dict[str, Any], seat: int) -> None:
    """Give a new player what it would have learned had it played `record` from the start: its `observe` (if it
    has one: a player that learns from what it saw, e.g. Ferme's opponent model) gets its seat's view at each of
    the seat's decisions that were not forced."""
    observe = getattr(player, "observe", None)
    if observe is None or not record.get("actions"):
        return
    from lomber.engine.records import start_from_record

    match = start_from_record(record)
    for s, text in record["actions"]:
        if s == seat and forced(match.legal_actions()) is None:
            observe(match.view(seat))
        match.apply(s, text)


def forced(legal: list[Choice]) -> Action | None:
    """The action the controller takes by itself, without asking the player: exactly one is legal (a range of one
    amount counts)."""
    if len(legal) != 1:
        return None
    c = legal[0]
    if isinstance(c, AmountChoice):
        return c.at(c.lo) if c.lo == c.hi else None
    return c
