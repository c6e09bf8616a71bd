"""History and statistics of finished matches, in SQLite under the user's data folder."""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Any

from lomber.settings import data_dir

FILE_NAME = "history.sqlite3"
SCHEMA = """
CREATE TABLE IF NOT EXISTS matches (
    id INTEGER PRIMARY KEY,
    ended REAL NOT NULL,
    game TEXT NOT NULL,
    seats TEXT NOT NULL,
    winner INTEGER,
    deals INTEGER NOT NULL,
    stacks TEXT NOT NULL
)
"""


class History:
    """Finished matches: one row each; statistics per game for the human players."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / FILE_NAME
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self.db = self._open()
        except sqlite3.DatabaseError:
            # A damaged database is kept aside (renamed) and a fresh one started.
            from lomber.settings import keep_aside

            keep_aside(self.path)
            self.db = self._open()

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path)
        db.execute(SCHEMA)
        db.commit()
        return db

    def close(self) -> None:
        self.db.close()

    def add(self, summary: dict[str, Any], seats: list[dict[str, Any]]) -> None:
        """Record a finished (or stopped) match from its summary and seats."""
        self.db.execute(
            "INSERT INTO matches (ended, game, seats, winner, deals, stacks) VALUES (?, ?, ?, ?, ?, ?)",
            (time.time(), summary["game"], json.dumps(seats, ensure_ascii=False), summary.get("winner"),
             int(summary.get("deals", 0)), json.dumps(summary.get("stacks", []))),
        )
        self.db.commit()

    def stats(self, game: str) -> dict[str, int]:
        """Matches played and won by a human seat, for one game."""
        played = won = 0
        for seats_text, winner in self.db.execute("SELECT seats, winner FROM matches WHERE game = ?", (game,)):
            played += 1
            try:
                seats = json.loads(seats_text)
            except ValueError:
                continue
            if isinstance(winner, int) and 0 <= winner < len(seats) and seats[winner].get("kind") == "human":
                won += 1
        return {"played": played, "won": won}

    def recent(self, limit: int = 20) -> list[dict[str, Any]]:
        """The latest matches, newest first."""
        rows = self.db.execute(
            "SELECT ended, game, seats, winner, deals FROM matches ORDER BY id DESC LIMIT ?", (limit,))
        return [{"ended": e, "game": g, "seats": json.loads(s), "winner": w, "deals": d} for e, g, s, w, d in rows]
