"""Computer players by game and level. Each game's AI module exposes `PLAYERS = {level: factory}`."""

from __future__ import annotations

import importlib

from lomber.ai.base import Player, RandomPlayer
from lomber.engine.errors import OptionError

AI_MODULES = {
    "ferme": "lomber.ai.ferme",
    "chemin-de-fer": "lomber.ai.chemin_de_fer",
    "fortuna": "lomber.ai.fortuna",
    "fly": "lomber.ai.fly",
}
LEVELS = ("easy", "normal", "strong")


def make_player(game_id: str, level: str, seed: int = 0) -> Player:
    """A computer player for `game_id` at `level` (`easy`, `normal`, `strong`, or `random`)."""
    if level == "random":
        return RandomPlayer(seed)
    if game_id not in AI_MODULES:
        raise OptionError(f"unknown game {game_id!r}")
    if level not in LEVELS:
        raise OptionError(f"unknown level {level!r} (easy, normal, strong, random)")
    players = importlib.import_module(AI_MODULES[game_id]).PLAYERS
    return players[level](seed)
