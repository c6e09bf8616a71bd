"""A player's seat tokens kept on disk, so that a Lomber restarted after a crash returns to its seat.

One JSON file (by default `seats.json` in the app's data folder), readable by its owner only: a token is half of
what lets a player into his seat (the join code is the other half). Entries are keyed by table: a hash of the
table's address and its join code, slow to invert (scrypt), so the file never shows a code in clear. A key holds a
list of tokens: two Lombers on one computer at one table (two `lomber join`, or a window and a join) each keep
their own, and the one connecting tries those nobody is using first.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from lomber.engine.jsonfile import JSONFileError, read_json
from lomber.net import protocol as p

FILE_NAME = "seats.json"
FORMAT = "lomber-seats"
MAX_BYTES = 256 * 1024
MAX_TABLES = 64          # the oldest tables are forgotten beyond this
KEEP_S = 7 * 24 * 3600   # a table not heard of for a week is over


def default_path() -> Path:
    from lomber.settings import data_dir

    return data_dir() / FILE_NAME


def table_key(host: str, port: int, code: str) -> str:
    """The table's key in the file: its address and code, hashed so that the code cannot be read back from it
    (scrypt: guessing the code's 38 bits from a key costs as much as guessing a table's key)."""
    salt = f"lomber-seat:{host.lower()}:{port}".encode()
    return hashlib.scrypt(code.encode(), salt=salt, n=2 ** 14, r=8, p=1, maxmem=64 * 1024 * 1024, dklen=16).hex()


class SeatStore:
    """The tokens of the tables this computer's player sits at."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_path()

    def tokens(self, key: str) -> list[str]:
        """The tokens kept for this table, the most recent first."""
        entry = self._read().get(key)
        return list(entry["tokens"]) if entry else []

    def keep(self, key: str, token: str) -> None:
        """Remember a token given at this table (first of its list)."""
        with self._change() as tables:
            old = [t for t in tables.get(key, {}).get("tokens", []) if t != token]
            tables[key] = {"tokens": [token, *old][:8], "at": int(time.time())}

    def forget(self, key: str, token: str | None = None) -> None:
        """This token (or every token) of this table is of no use any more: the match ended, the table refused it."""
        with self._change() as tables:
            if key in tables:
                left = [t for t in tables[key]["tokens"] if token is not None and t != token]
                if left:
                    tables[key]["tokens"] = left
                else:
                    del tables[key]

    def _read(self) -> dict[str, Any]:
        """The tables kept; a missing, unreadable or malformed file is an empty one (it holds nothing to lose)."""
        try:
            # the shared reader: size, FIFO/device and depth checked (a 256 KiB nest of brackets is refused, not
            # a RecursionError out of json.loads)
            data = read_json(self.path, MAX_BYTES)
        except (OSError, JSONFileError):
            return {}
        if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("tables"), dict):
            return {}
        now = time.time()
        tables = {}
        for key, entry in data["tables"].items():
            if (isinstance(key, str) and len(key) == 32 and isinstance(entry, dict)
                    and isinstance(entry.get("at"), int) and now - entry["at"] < KEEP_S
                    and isinstance(entry.get("tokens"), list)):
                tokens = [t for t in entry["tokens"] if isinstance(t, str) and p.TOKEN.fullmatch(t)]
                if tokens:
                    tables[key] = {"tokens": tokens, "at": entry["at"]}
        return tables

    @contextlib.contextmanager
    def _change(self) -> Iterator[dict[str, Any]]:
        """Read, change and write the file back whole, other Lombers on this computer kept out meanwhile."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with _locked(self.path.with_name(f".{self.path.name}.lock")):
            tables = self._read()
            yield tables
            newest = dict(sorted(tables.items(), key=lambda kv: -kv[1]["at"])[:MAX_TABLES])
            tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump({"format": FORMAT, "version": 1, "tables": newest}, fh)
            os.replace(tmp, self.path)


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            import fcntl
        except ImportError:      # Windows: the write is still atomic; two Lombers changing it at once may lose one
            yield
            return
        fcntl.flock(fd, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


class SeatClaim:
    """Which token to present next when joining a table: the kept ones not refused yet, then none (a newcomer).

    `seat-taken` (another Lomber here sits with it) and `bad-token` (the table does not know it: a freed seat, or
    another table at that address) move on to the next; a welcome keeps the token given."""

    def __init__(self, store: SeatStore | None, host: str, port: int, code: str) -> None:
        self.store = store
        self.key = table_key(host, port, code) if store is not None else ""
        self.left = store.tokens(self.key) if store is not None else []
        self.current: str | None = None

    def next_token(self) -> str | None:
        self.current = self.left.pop(0) if self.left else None
        return self.current

    def refused(self, code: str) -> bool:
        """The table refused the token presented: True if another try is worth it (the next token, or none)."""
        if self.current is None or code not in (p.Err.SEAT_TAKEN.value, p.Err.BAD_TOKEN.value):
            return False
        if code == p.Err.BAD_TOKEN.value and self.store is not None:
            with contextlib.suppress(OSError):
                self.store.forget(self.key, self.current)
        return True

    def welcomed(self, token: str) -> None:
        self.current = token
        if self.store is not None:
            with contextlib.suppress(OSError):
                self.store.keep(self.key, token)

    def done(self) -> None:
        """The match is over, or the table closed: its token opens nothing any more."""
        if self.store is not None and self.current is not None:
            with contextlib.suppress(OSError):
                self.store.forget(self.key, self.current)
