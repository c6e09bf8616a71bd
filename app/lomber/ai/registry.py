"""Computer players by game and level. Each game's `GameInfo.players` module exposes `PLAYERS = {level: cls}`."""

from __future__ import annotations

import importlib
from typing import Any

from lomber.engine.errors import OptionError
from lomber.engine.levels import LEVELS, SEAT_LEVELS
from lomber.engine.registry import game_info, game_levels
from lomber.search.players import Player, RandomPlayer

__all__ = ["LEVELS", "YARDSTICKS", "declared", "make_player", "players_module", "searches"]   # LEVELS: for callers

# Levels for measuring, not offered at the table: `random` plays any legal move; `ismcts` is single-observer
# ISMCTS with a fixed number of iterations (the trick games: `YARDSTICKS` of their players' module).
YARDSTICKS = ("random", "ismcts")


def players_module(game_id: str) -> str:
    """The module holding a game's computer players."""
    return game_info(game_id).players


def declared(game_id: str, name: str, default: Any = None) -> Any:
    """What a game's AI module declares under `name` (`ODDS`, `ESTIMATES`, `REASONS` …), or `default`."""
    return getattr(importlib.import_module(players_module(game_id)), name, default)


def searches(game_id: str) -> bool:
    """The game's strong player searches sampled deals (its AI module says `SEARCHES = True`), where the others
    count exactly: its decisions and advice take long, and random play must afford its playouts (the bench)."""
    return bool(declared(game_id, "SEARCHES", False))


def make_player(game_id: str, level: str, seed: int = 0) -> Player:
    """A computer player for `game_id` at `level` (one of the game's levels, or a yardstick)."""
    if level == "random":
        return RandomPlayer(seed)
    module = players_module(game_id)
    if level not in SEAT_LEVELS + YARDSTICKS:
        raise OptionError(f"unknown level {level!r} ({', '.join(SEAT_LEVELS + YARDSTICKS)})", code="seat-level",
                          text=str(level)[:40])
    mod = importlib.import_module(module)
    if level in SEAT_LEVELS:
        if level not in game_levels(game_id):
            raise OptionError(f"{game_id} offers no {level!r} level ({', '.join(game_levels(game_id))})",
                              code="seat-level", text=level)
        return mod.PLAYERS[level](seed)
    yardsticks = getattr(mod, "YARDSTICKS", {})
    if level not in yardsticks:
        raise OptionError(f"{game_id} has no {level!r} player", code="seat-level", text=level)
    return yardsticks[level](seed)
