"""The games by id. A game module declares its `GameInfo` and calls `register_game` when imported.

The built-in games are imported on first use; any other module (a test's toy game, a future game) registers
itself the same way, and every part of the app that lists or starts games sees it.
"""

from __future__ import annotations

import importlib
from typing import Any

from lomber.engine.actions import declare_words
from lomber.engine.errors import OptionError
from lomber.engine.gameinfo import GameInfo, WordKind
from lomber.engine.match import Match, Seat

# The games that come with Lomber, in the order the app lists them: id and module, imported on first use (the
# one asked for alone: a start-up sitting down at one game imports no other).
BUILTIN_IDS = {"ferme": "lomber.games.ferme", "chemin-de-fer": "lomber.games.chemin_de_fer",
               "fortuna": "lomber.games.fortuna", "fly": "lomber.games.fly"}
BUILTIN = tuple(BUILTIN_IDS.values())

_GAMES: dict[str, GameInfo] = {}
_loaded = False


def register_game(info: GameInfo) -> GameInfo:
    """Make a game known by its id (a module calls this at import); returns `info`."""
    if info.match.game_id != info.id:
        raise ValueError(f"game {info.id!r}: its match class says {info.match.game_id!r}")
    _GAMES[info.id] = info
    declare_words(info.words_of(WordKind.AMOUNT), info.words_of(WordKind.CARDS))
    return info


def unregister_game(game_id: str) -> None:
    """Forget a game (tests that register a toy game clean up with this)."""
    _GAMES.pop(game_id, None)


def _load_builtin() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for module in BUILTIN:
            importlib.import_module(module)


def games() -> list[GameInfo]:
    """Every registered game: the built-in ones first, in their order, then the others as registered."""
    _load_builtin()
    ids = list(_GAMES)

    def order(info: GameInfo) -> tuple[int, int]:
        module = info.match.__module__
        builtin = [i for i, m in enumerate(BUILTIN) if module == m or module.startswith(m + ".")]
        return (builtin[0] if builtin else len(BUILTIN), ids.index(info.id))

    return sorted(_GAMES.values(), key=order)


def game_ids() -> list[str]:
    """The ids of every registered game."""
    return [g.id for g in games()]


def game_info(game_id: str) -> GameInfo:
    """The descriptor of a game id (OptionError if unknown)."""
    if game_id not in _GAMES:
        if game_id in BUILTIN_IDS:
            importlib.import_module(BUILTIN_IDS[game_id])   # that game alone (it registers itself)
        else:
            _load_builtin()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise OptionError(f"unknown game {game_id!r} (known: {', '.join(_GAMES)})", code="unknown-game",
                          text=str(game_id)[:40]) from None


def match_class(game_id: str) -> type[Match]:
    """The Match subclass of a game id."""
    return game_info(game_id).match


def new_match(game_id: str, seats: list[Seat], options: dict[str, Any] | None = None, seed: int = 0,
              presets: Any = None) -> Match:
    """Start a match: the first deal is dealt and the match waits for the first decision."""
    return match_class(game_id)(seats, options, seed, presets)
