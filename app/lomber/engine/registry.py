"""The games by id; each game module exposes its Match subclass as `MATCH`."""

from __future__ import annotations

import importlib
from typing import Any

from lomber.engine.errors import OptionError
from lomber.engine.match import Match, Seat

GAME_MODULES = {
    "ferme": "lomber.games.ferme",
    "chemin-de-fer": "lomber.games.chemin_de_fer",
    "fortuna": "lomber.games.fortuna",
    "fly": "lomber.games.fly",
}

GAME_NAMES = {"ferme": "Ferme", "chemin-de-fer": "Chemin de fer", "fortuna": "Fortuna", "fly": "Fly"}


def game_ids() -> list[str]:
    """The ids of the games whose module is present."""
    out = []
    for gid in GAME_MODULES:
        try:
            match_class(gid)
        except ModuleNotFoundError:
            continue
        out.append(gid)
    return out


def match_class(game_id: str) -> type[Match]:
    """The Match subclass of a game id."""
    if game_id not in GAME_MODULES:
        raise OptionError(f"unknown game {game_id!r} (known: {', '.join(GAME_MODULES)})")
    return importlib.import_module(GAME_MODULES[game_id]).MATCH


def new_match(game_id: str, seats: list[Seat], options: dict[str, Any] | None = None, seed: int = 0,
              presets: Any = None) -> Match:
    """Start a match: the first deal is dealt and the match waits for the first decision."""
    return match_class(game_id)(seats, options, seed, presets)
