"""Hostile files for the loaders: deep nesting, devices, pipes, huge numbers, and a guard against hanging."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from lomber.engine.match import default_seats
from lomber.engine.registry import new_match

POSIX = hasattr(os, "mkfifo") and sys.platform != "win32"
needs_posix = pytest.mark.skipif(not POSIX, reason="devices and FIFOs are POSIX files")


def nested(depth: int) -> str:
    """`depth` nested arrays: 2 bytes a level (the issue's 2 KB settings.json is depth 1,000)."""
    return "[" * depth + "]" * depth


def good_record(actions: int = 4, game: str = "ferme") -> dict[str, Any]:
    """A small record that replays (a 3-seat Ferme, a few actions in)."""
    m = new_match(game, default_seats(3), {"first_dealer": 0}, 7)
    for _ in range(actions):
        m.apply(m.to_act(), m.legal_actions()[0])
    return m.record()


def record_text(**changes: Any) -> str:
    data = good_record()
    data.update(changes)
    return json.dumps(data)


def point_at(path: Path, target: str) -> None:
    """Make `path` a symlink to `target` (e.g. /dev/zero)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(target)


def make_fifo(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)


@contextlib.contextmanager
def within(seconds: float) -> Iterator[None]:
    """Fail instead of hanging: a read that blocks (a FIFO with no writer) is interrupted."""
    def timeout(*_: Any) -> None:
        raise TimeoutError(f"still blocked after {seconds} s")

    old = signal.signal(signal.SIGALRM, timeout)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def snapshot(folder: Path) -> dict[str, Any]:
    """Every entry under `folder`: name → bytes (regular files) or its kind (links, FIFOs)."""
    out: dict[str, Any] = {}
    for p in sorted(folder.rglob("*")):
        rel = str(p.relative_to(folder))
        if p.is_symlink():
            out[rel] = ("link", os.readlink(p))
        elif p.is_fifo():
            out[rel] = "fifo"
        elif p.is_file():
            out[rel] = p.read_bytes()
    return out
