"""User settings: a small versioned JSON file in the user's config folder, written atomically."""

from __future__ import annotations

import json
import os
import re
import time
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

import platformdirs

from lomber.engine.jsonfile import read_json
from lomber.engine.options import show_value
from lomber.ui.speeds import Speed

VERSION = 1
FILE_NAME = "settings.json"
LANGUAGES = ("system", "en", "ru")
SPEEDS = tuple(s.value for s in Speed)
CARD_BACKS = ("blue", "red")
MAX_BYTES = 64 * 1024
# Tests and portable installs point these at another folder; the real home is never touched then.
CONFIG_ENV = "LOMBER_CONFIG_DIR"
DATA_ENV = "LOMBER_DATA_DIR"


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
    last_game: str = "ferme"

    def to_json(self) -> dict[str, Any]:
        return {"version": VERSION, **asdict(self)}


_CHOICES: dict[str, tuple[str, ...]] = {"language": LANGUAGES, "speed": SPEEDS, "card_back": CARD_BACKS}


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
        if isinstance(value, str) and len(value) > 40:
            continue
        setattr(out, f.name, value)
    return out


def write_atomic(path: Path, text: str, sync: bool = True) -> None:
    """Write `text` to `path` through a temp file and `os.replace`, so a crash never leaves half a file.

    `sync` also flushes to the disk (survives a power cut); the autosave skips it, since it runs after every
    action and a killed app loses nothing without it.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
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
