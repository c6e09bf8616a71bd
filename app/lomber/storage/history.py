"""History of finished matches in SQLite under the user's data folder: versioned, checked, never losing a match.

- **Versioned:** `PRAGMA user_version` says the schema; `MIGRATIONS[v]` (schema.py) turns version v into v + 1 (tested
  from every earlier version, including the version-0 database of Lomber 0.1). A newer database is read,
  never written.
- **Locked is not damaged:** a database another process holds waits (WAL, a busy timeout, retries); if it
  stays busy the match waits in the queue (storage/pending.py). Only damage (`quick_check`, a schema that is
  not ours, an error that says corrupt) renames the file aside, and `problem` tells the user.
- **Never losing a finished match:** it is queued to a file first, then added, then the file removed.
"""

from __future__ import annotations

import enum
import json
import os
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from lomber.settings import data_dir, keep_aside
from lomber.storage.facts import MatchFacts, match_facts
from lomber.storage.pending import FOLDER as PENDING_FOLDER
from lomber.storage.pending import Pending, pending_dir, queue_match, queued, read_pending, set_aside
from lomber.storage.schema import COLUMNS, MIGRATIONS, SCHEMA_VERSION, V0_SCHEMA

FILE_NAME = "history.sqlite3"
BUSY_MS = 1000          # how long one statement waits for another process's lock
WRITE_TRIES = 3         # … and how many times a write is tried before the match waits in the queue
RETRY_PAUSE_S = 0.05

# SQLite's primary result codes (the extended code's low byte).
BUSY, LOCKED, CORRUPT, NOTADB = 5, 6, 11, 26

class State(enum.Enum):
    """What the window may want to say about the history."""

    OK = "ok"
    RECOVERED = "recovered"        # the database was damaged: kept aside, a new one started
    UNAVAILABLE = "unavailable"    # locked or unreadable now: finished matches wait in the queue
    NEWER = "newer"                # written by a newer Lomber: read only, matches wait in the queue
    REMADE = "remade"              # its file was removed while Lomber ran (the data folder deleted): made anew
    READ_ONLY = "read-only"        # its folder cannot be written: read as it is, nothing added


class Added(enum.Enum):
    """What became of a finished match given to `add_match`."""

    ADDED = "added"
    QUEUED = "queued"              # safe in the queue, added at a later start
    FAILED = "failed"              # neither the queue nor the database could take it (the disk is full …)


class Damaged(Exception):
    """The database file is damaged or not ours."""


def _code(exc: sqlite3.Error) -> int:
    return (getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF


def _text_or_bytes(raw: bytes) -> str | bytes:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw


def is_locked(exc: sqlite3.Error) -> bool:
    """Another process holds the database (not damage)."""
    return _code(exc) in (BUSY, LOCKED) or "locked" in str(exc)


def is_damage(exc: sqlite3.Error) -> bool:
    """The error says the file is corrupt or not a database."""
    return _code(exc) in (CORRUPT, NOTADB) or "malformed" in str(exc) or "not a database" in str(exc)


class History:
    """Finished matches: add them (never lost) and read the statistics (never raising)."""

    def __init__(self, path: Path | None = None, pending: Path | None = None, busy_ms: int = BUSY_MS) -> None:
        self.path = path or data_dir() / FILE_NAME
        self.pending = pending or (self.path.parent / PENDING_FOLDER if path else pending_dir())
        self.busy_ms = busy_ms
        self.db: sqlite3.Connection | None = None
        self.state = State.OK
        self.problem: str | None = None      # an English sentence (the command line), or None
        self.detail = ""                     # the technical reason (the window words it by `state`)
        self.aside: Path | None = None       # where a damaged database was kept
        self.set_aside_matches: list[Path] = []   # queued files that can never be added (kept for a report)
        self._file: tuple[int, int] | None = None  # the opened file's (device, inode): is it still the one there?
        self.skipped: set[int] = set()       # matches with a row no reader could use (left out, said by `skipped_text`)
        self._open()
        self.flush()

    # ----- opening, checking, migrating
    def _open(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.state = State.OK
            self.db = self._connect()
        except Damaged as exc:
            self._recover(str(exc))
        except sqlite3.Error as exc:
            if is_damage(exc):
                self._recover(str(exc))
            elif not is_locked(exc) and self._open_read_only():
                return
            else:
                self._unavailable(exc)
        except OSError as exc:
            if not self._open_read_only():
                self._unavailable(exc)

    def _open_read_only(self) -> bool:
        """A history whose folder cannot be written (a read-only disk or folder): read as it is, and said so. SQLite
        cannot make its WAL index there, so the file is read as unchanging (nobody can write it either)."""
        if not self.path.is_file():
            return False
        try:
            db = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro&immutable=1", uri=True,
                                 isolation_level=None)
        except sqlite3.Error:
            return False
        db.text_factory = _text_or_bytes
        try:
            claimed = db.execute("PRAGMA user_version").fetchone()[0]
            if claimed > SCHEMA_VERSION or self._version(db, claimed) != SCHEMA_VERSION:
                raise sqlite3.DatabaseError("a history of another version, which only a writable folder can bring up "
                                            "to date")
        except (sqlite3.Error, Damaged):
            db.close()
            return False
        self.db = db
        self.state = State.READ_ONLY
        self.detail = f"{self.path.parent} cannot be written"
        self.problem = (f"The history of matches can only be read ({self.detail}): it is shown, but a match "
                        f"finished now cannot be added to it.")
        return True

    def _connect(self) -> sqlite3.Connection:
        """Open, check and bring up to date; raises Damaged, or sqlite3.Error (locked, unreadable)."""
        db = sqlite3.connect(self.path, timeout=self.busy_ms / 1000, isolation_level=None)
        # A text that is not UTF-8 (a row no Lomber wrote) is handed over as its bytes: the readers skip that row
        # and name it, where sqlite3's own decoding failed the whole query (every other row hidden with it).
        db.text_factory = _text_or_bytes
        try:
            self._file = self._identity()      # which file this is: see _gone
            self._check_integrity(db)
            claimed = db.execute("PRAGMA user_version").fetchone()[0]
            if claimed > SCHEMA_VERSION:
                self.state = State.NEWER
                self.problem = ("The history of matches was written by a newer Lomber: it is shown but not changed; "
                                "finished matches are kept and added by that version.")
                return db
            if self._version(db, claimed) != SCHEMA_VERSION or claimed != SCHEMA_VERSION:
                self._migrate(db)
            self._wal(db)
        except BaseException:
            db.close()
            raise
        return db

    @staticmethod
    def _check_integrity(db: sqlite3.Connection) -> None:
        """Every page read (the first page alone shows little): raises Damaged, or the error that says so."""
        rows = db.execute("PRAGMA quick_check").fetchall()
        if rows != [("ok",)]:
            raise Damaged("the integrity check failed: " + "; ".join(str(r[0]) for r in rows[:3]))

    @classmethod
    def _version(cls, db: sqlite3.Connection, claimed: int) -> int:
        """The schema version the tables have: the newest whose tables and columns are all there.

        `user_version` alone is not trusted: a history rebuilt with `sqlite3 .dump` has its tables and 0, and
        migrating those again fails for good ("duplicate column name"). A shape older than the file claims, or
        none of ours, is damage (Damaged says what is wrong, for the version claimed)."""
        tables = {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "matches" not in tables:
            if tables - {"sqlite_sequence"}:
                raise Damaged(f"it holds other tables ({', '.join(sorted(tables)[:3])}), not Lomber's history")
            return 0                          # new and empty: created by the migration
        found = next((v for v in sorted(COLUMNS, reverse=True) if cls._lacks(db, tables, v) is None), None)
        if found is None or found < claimed:
            raise Damaged(cls._lacks(db, tables, min(max(claimed, 0), SCHEMA_VERSION)) or "its tables are not ours")
        # A table a later version makes, there already: not ours (the migration would fail at every start).
        later = sorted(tables & ({t for v in COLUMNS if v > found for t in COLUMNS[v]} - set(COLUMNS[found])))
        if later:
            raise Damaged(f"its table {later[0]!r} is not the one Lomber makes")
        return found

    @staticmethod
    def _lacks(db: sqlite3.Connection, tables: set[str], version: int) -> str | None:
        """What version `version`'s tables lack here, or None if they are all there."""
        for table, columns in COLUMNS[version].items():
            if table not in tables:
                return f"its table {table!r} is missing"
            missing = columns - {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
            if missing:
                return f"its table {table!r} lacks {', '.join(sorted(missing))}"
        return None

    def _migrate(self, db: sqlite3.Connection) -> None:
        """Up to SCHEMA_VERSION, one step a version, all in one transaction (nothing half done); the version is
        written as the tables say it is."""
        db.execute("BEGIN IMMEDIATE")
        try:
            # Another Lomber (`lomber stats`) may have migrated it between our check and our lock.
            version = self._version(db, db.execute("PRAGMA user_version").fetchone()[0])
            db.execute(V0_SCHEMA)
            while version < SCHEMA_VERSION:
                MIGRATIONS[version](db)
                version += 1
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    @staticmethod
    def _wal(db: sqlite3.Connection) -> None:
        """Readers and one writer at once (the window and `lomber stats`); skipped while another holds it."""
        try:
            db.execute("PRAGMA journal_mode = WAL")
        except sqlite3.OperationalError as exc:
            if not is_locked(exc):
                raise

    def _recover(self, why: str) -> None:
        """Keep the damaged file aside (never deleted), start a new one and say so."""
        self.close()
        try:
            self.aside = keep_aside(self.path)
            for suffix in ("-wal", "-shm", "-journal"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    side.replace(self.aside.with_name(self.aside.name + suffix))
            self.db = self._connect()
        except (OSError, sqlite3.Error, Damaged) as exc:
            self._unavailable(exc)
            return
        self.state = State.RECOVERED
        self.detail = why
        self.problem = (f"The history of matches was damaged ({why}); it was kept as {self.aside.name} and a new "
                        f"one was started.")

    def _unavailable(self, exc: BaseException) -> None:
        self.close()
        self.state = State.UNAVAILABLE
        self.detail = str(exc)
        if isinstance(exc, sqlite3.Error) and is_locked(exc):
            self.problem = ("The history of matches is in use by another program; finished matches are kept "
                            "and added later.")
        else:
            self.problem = f"The history of matches cannot be opened ({exc}); finished matches are kept and added later."

    def close(self) -> None:
        if self.db is not None:
            try:
                self.db.close()
            except sqlite3.Error:
                pass
            self.db = None

    def retry(self) -> bool:
        """Try again to open a history that was unavailable (and add what waits); True if it is open now."""
        if self.db is None:
            self.problem = None
            self._open()
        self.flush()
        return self.db is not None and self.state not in (State.NEWER, State.READ_ONLY)

    def _gone(self) -> bool:
        """True if the open database's file is no longer at its path (its folder was deleted, or the file removed
        or replaced, while Lomber ran): what is written would go into a deleted file, lost when it closes."""
        return self.db is not None and self._file is not None and self._identity() != self._file

    def _identity(self) -> tuple[int, int] | None:
        """The database file's (device, inode), None if there is none at its path."""
        try:
            st = os.stat(self.path)
        except OSError:
            return None
        return st.st_dev, st.st_ino

    def _open_again_if_gone(self) -> None:
        """A history whose file went is made again where it was (the folder too), and the window says so."""
        if not self._gone():
            return
        self.close()
        self._open()
        if self.db is not None and self.state is State.OK:
            self.state = State.REMADE
            self.detail = f"{self.path} was removed while Lomber ran"
            self.problem = ("The history of matches was removed while Lomber ran (its folder deleted?); a new one "
                            "was started.")

    # ----- adding finished matches
    def add_match(self, record: dict[str, Any], stopped: bool = False) -> Added:
        """Add a finished match from its record: queued first, then added; never raises."""
        self._open_again_if_gone()
        try:
            path = queue_match(record, stopped, self.pending)
        except OSError:
            return self._add_unqueued(record, stopped)
        if self.db is None:
            self._open()                      # locked at start: it may be free now
        self.flush()
        return Added.QUEUED if path.exists() else Added.ADDED

    def _add_unqueued(self, record: dict[str, Any], stopped: bool) -> Added:
        """The queue cannot be written (a full disk): straight into the database if it takes it."""
        from lomber.storage.pending import match_uid

        try:
            facts = match_facts(record, stopped)
            self._write(lambda db: self._insert(db, Pending(match_uid(record, stopped), time.time(), stopped,
                                                            record, self.pending), facts))
        except (ValueError, sqlite3.Error, AttributeError):
            return Added.FAILED
        return Added.ADDED

    def flush(self, again: bool = True) -> int:
        """Add the queued matches the database does not have yet; returns how many were added."""
        added = 0
        for path in queued(self.pending):
            if self.db is None or self.state in (State.NEWER, State.READ_ONLY):
                break
            try:
                item = read_pending(path)
                facts = match_facts(item.record, item.stopped)
            except OSError:
                continue                      # gone meanwhile, or unreadable now: tried again later
            except Exception:   # noqa: BLE001 - not a match we can ever count: kept aside for a bug report
                aside = set_aside(path)
                if aside is not None:
                    self.set_aside_matches.append(aside)
                continue
            try:
                self._write(lambda db, item=item, facts=facts: self._insert(db, item, facts))
            except sqlite3.Error as exc:
                self._write_failed(exc)
                if again and self.state is State.RECOVERED:   # damage found while adding: into the new one
                    return added + self.flush(again=False)
                continue
            try:
                path.unlink()
            except OSError:
                pass
            added += 1
        return added

    def _write(self, fn: Callable[[sqlite3.Connection], None]) -> None:
        """One write transaction, tried again while another process holds the lock."""
        if self.db is None:
            raise sqlite3.OperationalError("the history is not open")
        for attempt in range(WRITE_TRIES):
            try:
                self.db.execute("BEGIN IMMEDIATE")
                try:
                    fn(self.db)
                    self.db.execute("COMMIT")
                except BaseException:
                    self.db.execute("ROLLBACK")
                    raise
                return
            except sqlite3.OperationalError as exc:
                if not is_locked(exc) or attempt == WRITE_TRIES - 1:
                    raise
                time.sleep(RETRY_PAUSE_S * (attempt + 1))

    def _write_failed(self, exc: sqlite3.Error) -> None:
        """Damage found late (past the check) is recovered from; anything else leaves the match queued."""
        if is_damage(exc):
            self._recover(str(exc))
        else:
            self._unavailable(exc)

    @staticmethod
    def _insert(db: sqlite3.Connection, item: Pending, facts: MatchFacts) -> None:
        seats = [{"name": s.name, "kind": s.kind, **({"level": s.level} if s.level else {})} for s in facts.seats]
        cur = db.execute(
            "INSERT OR IGNORE INTO matches (ended, game, seats, winner, deals, stacks, uid, record, stopped, practice) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (item.ended, facts.game, json.dumps(seats, ensure_ascii=False), facts.winner, facts.deals,
             json.dumps(facts.stacks), item.uid, json.dumps(item.record, ensure_ascii=False), int(facts.stopped),
             int(item.record.get("practice") is True)))
        if cur.rowcount == 0:
            return                            # already there (a queued file whose removal was interrupted)
        mid = cur.lastrowid
        db.executemany(
            "INSERT INTO players (match_id, seat, name, kind, level, won, chips, best_deal, score) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(mid, s.seat, s.name, s.kind, s.level, int(s.won), s.chips, s.best_deal, s.score) for s in facts.seats])
        db.executemany("INSERT INTO facts (match_id, seat, key, value) VALUES (?, ?, ?, ?)",
                       [(mid, s.seat, key, value) for s in facts.seats for key, value in s.feats.items()])
        db.executemany("INSERT INTO deals (match_id, deal, seat, chips) VALUES (?, ?, ?, ?)",
                       [(mid, d, s, c) for d, row in enumerate(facts.deal_chips) for s, c in enumerate(row) if c])

    # ----- reading (never raises: the table works without a history)
    def read(self, query: Callable[[sqlite3.Connection], Any], empty: Any) -> Any:
        """Run a read query; on any database error `empty` is returned and `problem` says why."""
        if self.db is None:
            return empty
        try:
            return query(self.db)
        except sqlite3.Error as exc:
            if is_damage(exc):
                self._recover(str(exc))
            elif not is_locked(exc):
                self.problem = f"The history of matches could not be read ({exc})."
            return empty
        except (ValueError, TypeError, KeyError, OverflowError) as exc:   # a row no Lomber wrote
            self.problem = f"The history of matches could not be read ({type(exc).__name__}: {exc})."
            return empty

    def stats(self, game: str) -> dict[str, int]:
        """Finished matches of `game` (practice left out), and how many a human seat won (the scores panel's two
        figures)."""
        from lomber.storage.stats import human_totals

        return self.read(lambda db: human_totals(db, game), {"played": 0, "won": 0})

    def statistics(self, game: str | None = None, practice: bool = False) -> list[Any]:
        """Per game, per player: see storage/stats.py (`GameStats`); practice matches only if `practice`."""
        from lomber.storage.stats import game_stats

        return self.read(lambda db: game_stats(db, game, practice, self.skipped), [])

    def series(self, game: str, name: str, practice: bool = False) -> list[Any]:
        """One player's matches of one game, oldest first, for a chart (`MatchPoint`); practice only if asked."""
        from lomber.storage.stats import player_series

        return self.read(lambda db: player_series(db, game, name, practice, self.skipped), [])

    def matches(self, game: str | None = None, limit: int = 200) -> list[Any]:
        """Finished matches, newest first, for choosing one to replay (`MatchRow`)."""
        from lomber.storage.stats import match_rows

        return self.read(lambda db: match_rows(db, game, limit, self.skipped), [])

    def skipped_text(self) -> str:
        """The matches left out of what was read, in English (`lomber stats`); "" when none was."""
        if not self.skipped:
            return ""
        ids = sorted(self.skipped)
        shown = ", ".join(str(i) for i in ids[:10]) + (" …" if len(ids) > 10 else "")
        return f"{len(ids)} match(es) of the history could not be read and are left out (number {shown})"

    def match_record(self, match_id: int) -> tuple[dict[str, Any], bool] | None:
        """The record of a finished match and whether it was stopped, or None (old or unreadable row)."""
        from lomber.storage.stats import stored_record

        return self.read(lambda db: stored_record(db, match_id), None)
