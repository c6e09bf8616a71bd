"""High card's computer players: the easy one always shows; the others fold a card below an eight."""

from __future__ import annotations

import random
from typing import Any

from lomber.sdk import Action, Choice, high
from lomber_highcard import FOLD, SHOW


class EasyPlayer:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        return SHOW


class NormalPlayer(EasyPlayer):
    threshold = 8

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        [card] = view["hands"][view["seat"]]
        return FOLD if FOLD in legal and high(card) < self.threshold else SHOW


class StrongPlayer(NormalPlayer):
    threshold = 10


PLAYERS = {"easy": EasyPlayer, "normal": NormalPlayer, "strong": StrongPlayer}
