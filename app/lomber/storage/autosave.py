"""The autosave: the record of the match in progress, rewritten after every action."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from lomber.engine.errors import RecordError
from lomber.engine.events import Event
from lomber.engine.match import Match
from lomber.engine.records import EventTail, Progress
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


def read_autosave(path: Path | None = None, progress: Progress | None = None,
                  events: list[Event] | EventTail | None = None) -> tuple[Match | None, RecordError | None]:
    """The autosaved match if there is one that replays; a bad file is kept aside and its error returned (with the
    name it is kept under as the param `kept_as`). `progress` and `events` as for `replay` (ReplayStopped, the
    user's cancel, leaves the file as it is)."""
    p = path or autosave_path()
    if not os.path.lexists(p):
        return None, None
    try:
        match = replay_file(p, progress, events)
    except RecordError as exc:
        try:
            exc.params["kept_as"] = str(keep_aside(p))
        except OSError:
            pass
        return None, exc
    if match.finished:
        # Killed between the end of the match and the history taking it: queue it (it is added once).
        from lomber.storage.pending import queue_match  # rarely needed: not loaded before the table's first paint

        try:
            queue_match(match.record())
        except OSError:
            return None, None                 # keep the autosave: the next start tries again
        clear_autosave(p)
        return None, None
    return match, None
