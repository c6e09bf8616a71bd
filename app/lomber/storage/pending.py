"""Finished matches waiting for the history: one small file each, written before the database is touched.

A finished match is never lost: it is written here first (fsynced), then added to the database, then its
file removed. If the database is locked, damaged or missing, the file waits and the next open of the
history adds it. Each match has a `uid` (a hash of its record) so adding one twice is harmless.
No SQLite here: the window queues a match even when the history could not be opened.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lomber.engine.jsonfile import JSONFileError, read_json
from lomber.engine.records import MAX_BYTES, validate_record
from lomber.settings import data_dir, keep_aside, write_atomic

FORMAT = "lomber-pending"
VERSION = 1
FOLDER = "history-pending"


@dataclass(frozen=True)
class Pending:
    """A finished match waiting to be added."""

    uid: str
    ended: float
    stopped: bool
    record: dict[str, Any]
    path: Path


def pending_dir() -> Path:
    return data_dir() / FOLDER


def match_uid(record: dict[str, Any], stopped: bool) -> str:
    """The same finished match always gets the same id (its record, key order aside, and how it ended).

    The window and the autosave both give `Match.record()` (every option written out), so a match that
    reaches the history by both ways has one id."""
    text = json.dumps({"record": record, "stopped": bool(stopped)}, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def queue_match(record: dict[str, Any], stopped: bool = False, folder: Path | None = None,
                ended: float | None = None) -> Path:
    """Write a finished match to the queue (atomically, synced); returns its file. OSError if it cannot."""
    uid = match_uid(record, stopped)
    path = (folder or pending_dir()) / f"{uid}.json"
    if not path.exists():
        body = {"format": FORMAT, "version": VERSION, "uid": uid, "ended": time.time() if ended is None else ended,
                "stopped": bool(stopped), "record": record}
        write_atomic(path, json.dumps(body, ensure_ascii=False))
    return path


def read_pending(path: Path) -> Pending:
    """One queued match; ValueError (with the reason) if the file is not one."""
    data = read_json(path, MAX_BYTES + 4096)
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise JSONFileError(f"{path.name} is not a queued match", code="not-queued")
    ended, stopped, record, uid = data.get("ended"), data.get("stopped"), data.get("record"), data.get("uid")
    if (not isinstance(ended, (int, float)) or isinstance(ended, bool) or not isinstance(stopped, bool)
            or not isinstance(uid, str)):
        raise JSONFileError(f"{path.name}: a field is missing or of the wrong type", code="not-queued")
    validate_record(record)
    if uid != match_uid(record, stopped):
        raise JSONFileError(f"{path.name}: its id does not match its record", code="not-queued")
    return Pending(uid, float(ended), stopped, record, path)


def queued(folder: Path | None = None) -> list[Path]:
    """The queued files, oldest name first (names are ids: the order does not matter for the history)."""
    f = folder or pending_dir()
    try:
        return sorted(p for p in f.iterdir() if p.suffix == ".json" and not p.name.startswith("."))
    except OSError:
        return []


def set_aside(path: Path) -> Path | None:
    """A queued file that can never be added is renamed aside (kept for a bug report), not deleted."""
    try:
        return keep_aside(path)
    except OSError:
        return None
