"""User settings: a small versioned JSON file in the user's config folder, written atomically."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import stat
import tempfile
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

from lomber.engine.jsonfile import read_json
from lomber.engine.levels import SEAT_LEVELS
from lomber.engine.options import show_value
from lomber.engine.text import clean_name, is_clean
from lomber.speed import Speed

VERSION = 1
FILE_NAME = "settings.json"
LANGUAGES = ("system", "en", "ru")
SPEEDS = tuple(s.value for s in Speed)
CARD_BACKS = ("blue", "red")
CARD_SIZES = ("auto", "small", "medium", "large")   # the table's layout.CARD_SIZES (settings load without Qt)
MAX_BYTES = 64 * 1024
MAX_TEXT = 40                 # a name, a game id, an option's word
MAX_URL = 300                 # the relay's URL
MAX_LAYOUT = 8 * 1024         # the window's geometry and dock layout, base64 (Qt writes a few hundred bytes)
MAX_SEATS = 64
MAX_OPTIONS = 32
MAX_GAMES = 16
SEAT_KINDS = ("human", "ai")
_BASE64 = re.compile(r"[A-Za-z0-9+/]*={0,2}")
# Tests and portable installs point these at another folder; the real home is never touched then.
CONFIG_ENV = "LOMBER_CONFIG_DIR"
DATA_ENV = "LOMBER_DATA_DIR"


@contextlib.contextmanager
def scratch_folders(prefix: str) -> Iterator[Path]:
    """Settings and data in a fresh temp folder while the block runs (a bench, a soak: never the user's); the
    environment is put back and the folder removed after."""
    tmp = Path(tempfile.mkdtemp(prefix=prefix))
    saved = {k: os.environ.get(k) for k in (CONFIG_ENV, DATA_ENV)}
    os.environ[CONFIG_ENV] = str(tmp / "config")
    os.environ[DATA_ENV] = str(tmp / "data")
    try:
        yield tmp
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        shutil.rmtree(tmp, ignore_errors=True)


def config_dir() -> Path:
    """Where settings live (`LOMBER_CONFIG_DIR` overrides the platform's config folder)."""
    return Path(os.environ.get(CONFIG_ENV) or platformdirs.user_config_dir("lomber"))


def data_dir() -> Path:
    """Where autosave and history live (`LOMBER_DATA_DIR` overrides the platform's data folder)."""
    return Path(os.environ.get(DATA_ENV) or platformdirs.user_data_dir("lomber"))


@dataclass
class Settings:
    """Everything the user can set; unknown or bad values in the file fall back to these defaults."""

    language: str = "system"
    speed: str = "normal"
    card_back: str = "blue"
    four_colour: bool = False
    autosave: bool = True
    player_name: str = ""
    last_game: str = ""            # empty: the first game the app lists
    confirm_leave: bool = True     # ask before a new game, an open file or Stop ends a match with a person in it
    sound: bool = True             # the table's sounds (where the optional QtMultimedia is installed)
    window_geometry: str = ""      # QMainWindow.saveGeometry(), base64
    window_state: str = ""         # QMainWindow.saveState(): docks and tool bar, base64
    # The seats and options last started per game id: {"seats": [{"name", "kind", "level"}], "options": {…}}.
    setups: dict[str, Any] = field(default_factory=dict)
    advice_hot_seat: bool = False     # the Hint and the odds panel when two or more people share the screen
    advice_network: bool = True       # a table hosted here lets its network players use the Hint and the odds
    pause_after_deal: bool = True     # View ▸ Pause after each deal (only where a person plays)
    card_size: str = "auto"           # View ▸ Card size: auto, small, medium, large
    # Help ▸ Learn to play: per game id, the step of its lesson reached (its number of steps once finished).
    lessons: dict[str, int] = field(default_factory=dict)
    explain_moves: bool = False       # View ▸ Explain computer moves: each one's reason in the log
    relay: str = ""                   # an MQTT broker's URL for tables hosted and joined here (empty: none)

    def to_json(self) -> dict[str, Any]:
        return {"version": VERSION, **asdict(self)}


_CHOICES: dict[str, tuple[str, ...]] = {"language": LANGUAGES, "speed": SPEEDS, "card_back": CARD_BACKS,
                                        "card_size": CARD_SIZES}
_LAYOUTS = ("window_geometry", "window_state")


def _text(value: Any, limit: int = MAX_TEXT) -> bool:
    # No control, direction, invisible or broken character (engine/text.py): every text kept is one the file can
    # be written with again.
    return isinstance(value, str) and len(value) <= limit and is_clean(value)


def _option_value(value: Any) -> bool:
    """A value an option can have: none, a flag, a modest whole number or a short word."""
    if value is None or isinstance(value, bool):
        return True
    if isinstance(value, int):
        return abs(value) < 10 ** 9
    return _text(value)


def clean_setup(value: Any) -> dict[str, Any] | None:
    """One game's remembered seats and options, if they are well formed (the dialog checks them against the
    game's rules when it offers them); None if not."""
    if not isinstance(value, dict) or set(value) - {"seats", "options"}:
        return None
    seats, options = value.get("seats"), value.get("options", {})
    if not isinstance(seats, list) or not 0 < len(seats) <= MAX_SEATS:
        return None
    if not isinstance(options, dict) or len(options) > MAX_OPTIONS:
        return None
    for seat in seats:
        if not isinstance(seat, dict) or set(seat) != {"name", "kind", "level"}:
            return None
        if not isinstance(seat["name"], str) or not clean_name(seat["name"]) or seat["kind"] not in SEAT_KINDS:
            return None
        if seat["level"] is not None and seat["level"] not in SEAT_LEVELS:   # the dialog checks it fits the game
            return None
    if not all(_text(k) and _option_value(v) for k, v in options.items()):
        return None
    return {"seats": [{**s, "name": clean_name(s["name"])} for s in seats], "options": dict(options)}


def _clean_setups(value: dict[str, Any]) -> dict[str, Any]:
    """The well-formed setups among those read; a bad one is dropped alone."""
    out = {}
    for game, setup in list(value.items())[:MAX_GAMES]:
        clean = clean_setup(setup)
        if _text(game) and game and clean is not None:
            out[game] = clean
    return out


def _relay_ok(text: str) -> bool:
    from lomber.net.relaylink import RelayError, parse_relay_url

    try:
        parse_relay_url(text)
    except RelayError:
        return False
    return True


def _clean(data: dict[str, Any]) -> Settings:
    """Settings from a parsed file: each field checked, anything odd replaced by its default."""
    out = Settings()
    for f in fields(Settings):
        value = data.get(f.name)
        default = getattr(out, f.name)
        if type(value) is not type(default):
            continue
        if f.name in _CHOICES and value not in _CHOICES[f.name]:
            continue
        if f.name in _LAYOUTS:
            if not _text(value, MAX_LAYOUT) or not _BASE64.fullmatch(value) or len(value) % 4:
                continue
        elif f.name == "relay":
            if not _text(value, MAX_URL) or value and not _relay_ok(value):
                continue
        elif isinstance(value, str):
            if len(value) > MAX_TEXT:
                continue
            value = clean_name(value)   # the player's name: outside text, made safe as it enters
        if f.name == "setups":
            value = _clean_setups(value)
        elif f.name == "lessons":
            value = {k: v for k, v in list(value.items())[:MAX_GAMES]
                     if _text(k) and type(v) is int and 0 <= v < 1000}
        setattr(out, f.name, value)
    return out


def write_atomic(path: Path, text: str, sync: bool = True) -> None:
    """Write `text` to `path` through a temp file and `os.replace`, so a crash never leaves half a file.

    `sync` also flushes to the disk (survives a power cut); the autosave skips it, since it runs after every
    action and a killed app loses nothing without it. A symbolic link (a settings file kept with one's dotfiles)
    is written through: its target is replaced, the link stays.
    """
    if path.is_symlink():
        path = Path(os.path.realpath(path))   # the temp file must sit beside the target: os.replace is one rename
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        mode = None
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            if mode is not None:   # a file the user made private (0600) stays so: the new one takes its mode
                os.fchmod(fh.fileno(), mode)
            fh.write(text)
            if sync:
                fh.flush()
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()


_TEMP = re.compile(r"\.(?P<name>.+)\.(?P<pid>[0-9]{1,10})\.tmp")


def _alive(pid: int) -> bool:
    """True if a process `pid` may be running (when unsure, it is)."""
    if pid == os.getpid() or os.name != "posix":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:   # exists but is another user's
        return True
    return True


def clean_stale_temps(folder: Path) -> list[Path]:
    """Remove `.<name>.<pid>.tmp` files that `write_atomic` left when its process died; returns them.

    A temp file of a live process is left alone (it is being written); on a system where that cannot be
    told, only those older than a day go.
    """
    removed = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    day_ago = time.time() - 86400
    for p in entries:
        m = _TEMP.fullmatch(p.name)
        if not m:
            continue
        try:
            stale = not _alive(int(m["pid"])) if os.name == "posix" else p.lstat().st_mtime < day_ago
            if stale and not p.is_dir():
                p.unlink()
                removed.append(p)
        except OSError:
            continue
    return removed


def keep_aside(path: Path) -> Path:
    """Rename a bad file to `<name>.bad-<time>` so nothing is lost; returns the new path."""
    target = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}-{n}")
        n += 1
    os.replace(path, target)
    return target


def settings_path() -> Path:
    return config_dir() / FILE_NAME


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or defaults; the second value is a problem to tell the user (None if fine).

    A file that cannot be read, is not JSON or has an unknown version is renamed aside, never deleted.
    """
    path = path or settings_path()
    if not os.path.lexists(path):
        return Settings(), None
    try:
        data = read_json(path, MAX_BYTES)
        if not isinstance(data, dict):
            raise TypeError("the file does not hold an object")
        if data.get("version") != VERSION:
            raise ValueError(f"unknown settings version {show_value(data.get('version'))}")
    except (OSError, ValueError, TypeError) as exc:
        try:
            aside = keep_aside(path)
        except OSError:
            return Settings(), f"{path}: {exc}"
        return Settings(), f"{path}: {exc}; kept as {aside.name}"
    return _clean(data), None


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically."""
    write_atomic(path or settings_path(), json.dumps(settings.to_json(), indent=1, ensure_ascii=False))


def setup_record(seats: list[Any], options: dict[str, Any]) -> dict[str, Any]:
    """What `Settings.setups` keeps of a game just started: each seat's name, kind and level, and the options
    a settings file can hold (see `clean_setup`)."""
    return {"seats": [{"name": clean_name(s.name), "kind": s.kind, "level": s.level if s.kind == "ai" else None}
                      for s in seats[:MAX_SEATS]],
            "options": {k: v for k, v in list(options.items())[:MAX_OPTIONS] if _text(k) and _option_value(v)}}
