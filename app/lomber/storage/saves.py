"""Saving and opening records: validated on the way in, written atomically on the way out."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from lomber.engine.errors import RecordError
from lomber.engine.events import Event
from lomber.engine.match import Match
from lomber.engine.records import EventTail, Progress, ReplayStopped, load_record, replay
from lomber.settings import write_atomic

SUFFIX = ".lomber"   # the desktop MIME type (packaging/linux) globs it; records with other names open too


def save_record(match: Match, path: str | Path) -> None:
    """Write the match's record to `path` (replaces the file only once the new one is complete)."""
    write_atomic(Path(path), json.dumps(match.record(), indent=1, ensure_ascii=False))


def open_record(path: str | Path, progress: Progress | None = None,
                events: list[Event] | EventTail | None = None) -> tuple[dict[str, Any], Match]:
    """Read, validate and replay a record; RecordError with a clear message otherwise (the file is untouched).
    `progress` and `events` as for `replay` (ReplayStopped when the progress says stop)."""
    data = load_record(path)
    try:
        match = replay(data, events=events, progress=progress, checked=True)   # nothing between: still as checked
    except (RecordError, ReplayStopped):
        raise
    except Exception as exc:   # noqa: BLE001 - an engine fault on odd data: still one clear line, never a traceback
        raise RecordError(f"{path}: the record does not replay: {type(exc).__name__}: {str(exc)[:200]}",
                          code="record-fault") from None
    return data, match


def replay_file(path: str | Path, progress: Progress | None = None,
                events: list[Event] | EventTail | None = None) -> Match:
    """The match a record file replays to (RecordError otherwise); the file is untouched."""
    return open_record(path, progress, events)[1]
