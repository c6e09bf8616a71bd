"""The autosave: the record of the match in progress, rewritten after every action."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from lomber.engine.errors import RecordError
from lomber.engine.match import Match
from lomber.settings import data_dir, keep_aside, write_atomic
from lomber.storage.saves import replay_file

FILE_NAME = "autosave.json"


def autosave_path() -> Path:
    return data_dir() / FILE_NAME


def write_autosave(record: dict[str, Any], path: Path | None = None) -> None:
    """Save the record of the match in progress."""
    write_atomic(path or autosave_path(), json.dumps(record, ensure_ascii=False), sync=False)


def clear_autosave(path: Path | None = None) -> None:
    """Forget the autosave (the match ended or the user declined to resume)."""
    p = path or autosave_path()
    if p.exists():
        p.unlink()


def read_autosave(path: Path | None = None) -> tuple[Match | None, str | None]:
    """The autosaved match if there is one that replays; a bad file is kept aside and reported."""
    p = path or autosave_path()
    if not os.path.lexists(p):
        return None, None
    try:
        match = replay_file(p)
    except RecordError as exc:
        try:
            aside = keep_aside(p)
        except OSError:
            return None, str(exc)
        return None, f"{exc} (kept as {aside})"
    if match.finished:
        clear_autosave(p)
        return None, None
    return match, None
