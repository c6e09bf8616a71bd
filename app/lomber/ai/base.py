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
        return concrete(self.rng.choice(legal), self.rng)
