"""The games by id, found through the `lomber.games` entry-point group.

A game is one package (its rules, computer players, advice and rule panels) whose `GameInfo` is named by an
entry point of the group `lomber.games`, the entry point's name being the game's id:

    [project.entry-points."lomber.games"]
    ferme = "lomber.games.ferme:GAME"

Lomber's own games are declared so in its pyproject.toml, and any distribution installed beside the app can add
one the same way. A game is imported when it is first asked for (the one asked for alone: a start-up sitting
down at one game imports no other). A broken entry point of another distribution (its package missing, an
error at import, not a `GameInfo`) is left out with a warning and recorded in `broken()`: the app still starts.
Run from a source tree whose installed metadata does not list the app's own games (a checkout on PYTHONPATH,
an editable install made before a game was added), the subpackages of `lomber.games` that hold a `GAME` are
found as well. A module may also `register_game` by itself (tests' toy games do).
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lomber.engine.actions import declare_words
from lomber.engine.errors import OptionError
from lomber.engine.gameinfo import SDK_OLDEST, SDK_VERSION, GameInfo, WordKind
from lomber.engine.levels import LEVELS, OPTIONAL_LEVELS

if TYPE_CHECKING:   # the match module reaches back here for a game's words
    from importlib.resources.abc import Traversable

    from lomber.engine.match import Match, Seat

GROUP = "lomber.games"
OWN_PACKAGE = "lomber.games"     # where the app's own games live
log = logging.getLogger(__name__)

_GAMES: dict[str, GameInfo] = {}
_BROKEN: dict[str, str] = {}      # entry point name -> why it was left out
_loaded = False
_SOURCES: dict[str, Source] = {}


@dataclass(frozen=True)
class Source:
    """Where a game comes from: its id and `module:attribute` (an entry point, or one of the app's packages)."""

    id: str
    value: str

    def load(self) -> Any:
        module, _, attr = self.value.partition(":")
        obj: Any = importlib.import_module(module)
        for part in filter(None, attr.split(".")):
            obj = getattr(obj, part)
        return obj


def register_game(info: GameInfo) -> GameInfo:
    """Make a game known by its id (a module calls this at import); returns `info`."""
    if info.match.game_id != info.id:
        raise ValueError(f"game {info.id!r}: its match class says {info.match.game_id!r}")
    _GAMES[info.id] = info
    declare_words(info.words_of(WordKind.AMOUNT), info.words_of(WordKind.CARDS))
    return info


class SdkMismatch(ValueError):
    """A game written for a version of the game SDK this app does not provide."""


def check_sdk(info: GameInfo) -> None:
    """Refuse a game written for an SDK version outside the app's range (a game that says none is taken as is)."""
    if info.sdk is None or SDK_OLDEST <= info.sdk <= SDK_VERSION:
        return
    if _GAMES.get(info.id) is info:     # its module registered it at import: it is left out all the same
        del _GAMES[info.id]
    newer = info.sdk > SDK_VERSION
    raise SdkMismatch(f"the game {info.id!r} was written for the game SDK version {info.sdk}; this Lomber provides "
                      f"version {SDK_VERSION}" + (" (update Lomber)" if newer else
                                                  f" and plays games of version {SDK_OLDEST} and later"))


def unregister_game(game_id: str) -> None:
    """Forget a game (tests that register a toy game clean up with this)."""
    _GAMES.pop(game_id, None)


def _own_sources() -> list[Source]:
    """The app's own game packages: `lomber.games.<name>` holding a `GAME` (its id is the name, `_` as `-`)."""
    import pkgutil  # here: only listing every game needs it, never the start-up's one game

    package = importlib.import_module(OWN_PACKAGE)
    return [Source(m.name.replace("_", "-"), f"{OWN_PACKAGE}.{m.name}:GAME")
            for m in pkgutil.iter_modules(package.__path__) if m.ispkg]


def _own_source(game_id: object) -> Source | None:
    """The app's own package of this game id, if there is one (`lomber.games.<id, - as _>`)."""
    if not isinstance(game_id, str) or not game_id.replace("-", "_").isidentifier():
        return None
    name = f"{OWN_PACKAGE}.{game_id.replace('-', '_')}"
    try:
        found = importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return None
    return Source(game_id, f"{name}:GAME") if found else None


def _add(found: dict[str, Source], source: Source) -> None:
    """Add a game's source; when two distributions name the same game the app's own wins, else the first found,
    and the log says which was left out."""
    had = found.get(source.id)
    if had is None or had.value == source.value:
        found[source.id] = source
        return
    if source.value.startswith(OWN_PACKAGE + ".") and not had.value.startswith(OWN_PACKAGE + "."):
        found[source.id], source = source, had
    log.warning("two games are named %r: %s is left out", source.id, source.value)


def sources() -> dict[str, Source]:
    """Every game that can be loaded, by id: the entry points, then the app's own packages not among them.
    Read once (`forget_sources` reads them again)."""
    if _SOURCES:
        return _SOURCES
    # Imported here: importing the registry (every start-up does) costs no metadata machinery.
    from importlib import metadata

    found = _SOURCES
    for ep in metadata.entry_points(group=GROUP):
        _add(found, Source(ep.name, ep.value))
    for own in _own_sources():
        _add(found, own)
    return found


def forget_sources() -> None:
    """Read the entry points again on the next look-up (a test that changes what is installed)."""
    global _loaded
    _SOURCES.clear()
    _BROKEN.clear()
    _loaded = False


def _load(source: Source) -> GameInfo | None:
    """Load and register one game; a broken one is recorded in `broken()` and logged, never raised."""
    try:
        info = source.load()
        if not isinstance(info, GameInfo):
            raise TypeError(f"{source.value} is a {type(info).__name__}, not a GameInfo")
        if info.id != source.id:
            raise ValueError(f"the entry point {source.id!r} names the game {info.id!r}")
        check_sdk(info)
        if _GAMES.get(info.id) is not info:
            register_game(info)
    except Exception as e:  # noqa: BLE001 -- another distribution's bug must not stop the app: say which and why
        why = f"{type(e).__name__}: {e}"
        _BROKEN[source.id] = why
        log.warning("game %r (%s) left out: %s", source.id, source.value, why)
        return None
    _BROKEN.pop(source.id, None)
    return info


def _load_all() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for source in sources().values():
            if source.id not in _GAMES:
                _load(source)


def broken() -> dict[str, str]:
    """The games whose entry point failed to load, with the reason (the app lists the others)."""
    _load_all()
    return dict(_BROKEN)


def games() -> list[GameInfo]:
    """Every registered game, in the order the app lists them (`GameInfo.listed`, then as registered)."""
    _load_all()
    ids = list(_GAMES)
    return sorted(_GAMES.values(), key=lambda info: (info.listed, ids.index(info.id)))


def game_ids() -> list[str]:
    """The ids of every registered game."""
    return [g.id for g in games()]


def game_info(game_id: str) -> GameInfo:
    """The descriptor of a game id (OptionError if unknown, or if its package failed to load)."""
    if game_id not in _GAMES:
        # The app's own game wins over any other of its name: found without reading the installed entry points
        # (the metadata machinery costs a start-up some 40 ms).
        own = _own_source(game_id)
        if own is None or _load(own) is None:
            source = sources().get(game_id) if isinstance(game_id, str) else None
            if source is not None:
                _load(source)      # that game alone
            else:
                _load_all()
    try:
        return _GAMES[game_id]
    except (KeyError, TypeError):
        why = _BROKEN.get(game_id) if isinstance(game_id, str) else None
        if why:
            raise OptionError(f"game {game_id!r} could not be loaded ({why})", code="unknown-game",
                              text=str(game_id)[:40]) from None
        raise OptionError(f"unknown game {game_id!r} (known: {', '.join(_GAMES)})", code="unknown-game",
                          text=str(game_id)[:40]) from None


def game_package(game_id: str) -> str:
    """The package a game lives in (the one holding its match class): its rule panels and translations are there."""
    module = sys.modules[match_class(game_id).__module__]
    return module.__name__ if hasattr(module, "__path__") else (module.__package__ or module.__name__)


def game_file(game_id: str, name: str) -> Traversable:
    """A file of a game's package (`rules.en.md`, `translations/…`), wherever it is installed; it may not exist."""
    from importlib import resources

    return resources.files(game_package(game_id)).joinpath(name)


def package_dirs() -> dict[str, Path]:
    """The folder of every game's package by id, found without importing the games (the window's translators
    are installed before any game is loaded): `translations/<id>_<lang>.qm` there is the game's own catalogue."""
    out: dict[str, Path] = {}
    for source in sources().values():
        try:
            spec = importlib.util.find_spec(source.value.partition(":")[0])
        except (ImportError, ValueError):
            continue
        if spec is None:
            continue
        if spec.submodule_search_locations:
            out[source.id] = Path(next(iter(spec.submodule_search_locations)))
        elif spec.origin:
            out[source.id] = Path(spec.origin).parent
    return out


def match_class(game_id: str) -> type[Match]:
    """The Match subclass of a game id."""
    return game_info(game_id).match


def new_match(game_id: str, seats: list[Seat], options: dict[str, Any] | None = None, seed: int = 0,
              presets: Any = None) -> Match:
    """Start a match: the first deal is dealt and the match waits for the first decision. A computer seat of an
    optional level the game does not offer (`expert` at Ferme) is refused (OptionError), wherever the seats come
    from: a record, a network table, the arena."""
    for seat in seats:
        if seat.level in OPTIONAL_LEVELS and seat.level not in game_levels(game_id):
            raise OptionError(f"{game_id} offers no {seat.level!r} level ({', '.join(game_levels(game_id))})",
                              code="seat-level", text=seat.level)
    return match_class(game_id)(seats, options, seed, presets)


def game_levels(game_id: str) -> tuple[str, ...]:
    """The computer levels a game offers, in the app's order: every game's `LEVELS`, then each optional level
    (`expert`) its players module lists in `PLAYERS` (OptionError for an unknown game)."""
    module = game_info(game_id).players
    if module not in _LEVELS:
        try:
            players = getattr(importlib.import_module(module), "PLAYERS", {})
        except ModuleNotFoundError:   # a game without its players' module yet: the levels every game has
            players = {}
        _LEVELS[module] = LEVELS + tuple(lv for lv in OPTIONAL_LEVELS if lv in players)
    return _LEVELS[module]


_LEVELS: dict[str, tuple[str, ...]] = {}   # a players module → its game's levels (`game_levels`)
