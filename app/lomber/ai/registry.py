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
# Yardsticks for the arena only (never offered in the new-game dialog): uniformly random moves, and
# single-observer ISMCTS with a fixed number of iterations (the trick games, `YARDSTICKS` of their module).
YARDSTICKS = ("random", "ismcts")


def make_player(game_id: str, level: str, seed: int = 0) -> Player:
    """A computer player for `game_id` at `level` (`easy`, `normal`, `strong`) or a yardstick (`random`, `ismcts`)."""
    if level == "random":
        return RandomPlayer(seed)
    if game_id not in AI_MODULES:
        raise OptionError(f"unknown game {game_id!r}")
    if level not in LEVELS + YARDSTICKS:
        raise OptionError(f"unknown level {level!r} ({', '.join(LEVELS + YARDSTICKS)})")
    module = importlib.import_module(AI_MODULES[game_id])
    if level in LEVELS:
        return module.PLAYERS[level](seed)
    yardsticks = getattr(module, "YARDSTICKS", {})
    if level not in yardsticks:
        raise OptionError(f"{game_id} has no {level!r} player")
    return yardsticks[level](seed)
