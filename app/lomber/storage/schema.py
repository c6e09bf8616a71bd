"""The history's tables, version by version, and the migrations from each version to the next (no Qt).

Version 0 is Lomber 0.1's one table; 1 added each match's record and a row per seat and per deal; 2 the practice
mark; 3 made a game's feats rows of their own (`facts`: match, seat, key, value), declared by each game
(engine/feats.py), so a new game or feat needs no new version. The history (history.py) reads the version from
the tables and runs `MIGRATIONS[v]` from it up to `SCHEMA_VERSION` in one transaction.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from typing import Any

from lomber.engine.errors import OptionError
from lomber.engine.feats import Feat, Played
from lomber.engine.jsonfile import JSONFileError, parse_json
from lomber.engine.registry import game_info

SCHEMA_VERSION = 3

# The version-0 table (Lomber 0.1): kept as it was, extended by the migrations.
V0_SCHEMA = """
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

# A seat's part in a match (version 1 on; the feat columns version 1 had are facts from version 3).
PLAYERS_SCHEMA = """
CREATE TABLE {name} (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    level TEXT,
    won INTEGER NOT NULL,
    chips INTEGER,
    best_deal INTEGER,
    score INTEGER,
    PRIMARY KEY (match_id, seat)
)"""

# A game's feats, one row per match, seat and feat (version 3 on): the keys its GameInfo declares.
FACTS_SCHEMA = """
CREATE TABLE facts (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    key TEXT NOT NULL,
    value INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat, key)
)"""

# The columns each version has (a table missing one is not ours, or damaged). Versions 1 and 2 also had a
# column per feat in `players`: what they are is read from the file (`_v2_to_v3`), never listed here.
COLUMNS: dict[int, dict[str, set[str]]] = {
    0: {"matches": {"id", "ended", "game", "seats", "winner", "deals", "stacks"}},
    1: {"matches": {"id", "ended", "game", "seats", "winner", "deals", "stacks", "uid", "record", "stopped"},
        "players": {"match_id", "seat", "name", "kind", "level", "won", "chips", "best_deal", "score"},
        "deals": {"match_id", "deal", "seat", "chips"}},
}
COLUMNS[2] = {**COLUMNS[1], "matches": COLUMNS[1]["matches"] | {"practice"}}
COLUMNS[3] = {**COLUMNS[2], "facts": {"match_id", "seat", "key", "value"}}


def _v0_to_v1(db: sqlite3.Connection) -> None:
    """Version 1: each match's record and id; one row per seat (results) and per deal and seat."""
    db.execute("ALTER TABLE matches ADD COLUMN uid TEXT")
    db.execute("ALTER TABLE matches ADD COLUMN record TEXT")
    db.execute("ALTER TABLE matches ADD COLUMN stopped INTEGER NOT NULL DEFAULT 0")
    db.execute("CREATE UNIQUE INDEX matches_uid ON matches (uid)")
    db.execute("CREATE INDEX matches_game ON matches (game)")
    db.execute(PLAYERS_SCHEMA.format(name="players"))
    db.execute("CREATE INDEX players_name ON players (name)")
    db.execute("""
        CREATE TABLE deals (
            match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            deal INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            chips INTEGER NOT NULL,
            PRIMARY KEY (match_id, deal, seat)
        )""")
    # Version 0 kept the seats and the winner: every old match still counts as played and won. Its chips are
    # unknown (the starting stacks were not kept), so they stay NULL and out of the chip figures.
    for mid, seats_text, winner in db.execute("SELECT id, seats, winner FROM matches").fetchall():
        for seat, s in enumerate(_json_list(seats_text)):
            if isinstance(s, dict) and isinstance(s.get("name"), str):
                db.execute("INSERT INTO players (match_id, seat, name, kind, level, won) VALUES (?, ?, ?, ?, ?, ?)",
                           (mid, seat, s["name"][:40], str(s.get("kind", "human"))[:10],
                            s.get("level") if isinstance(s.get("level"), str) else None,
                            int(isinstance(winner, int) and winner == seat)))


def _v1_to_v2(db: sqlite3.Connection) -> None:
    """Version 2: a match with a decision taken back is practice, kept out of the statistics unless asked."""
    db.execute("ALTER TABLE matches ADD COLUMN practice INTEGER NOT NULL DEFAULT 0")


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _v2_to_v3(db: sqlite3.Connection) -> None:
    """Version 3: a game's feats are rows (match, seat, key, value), as its GameInfo declares them, so a new game or
    feat needs no new column. Each feat column of `players` (every column version 3 has not) becomes the rows of its
    name, then `players` is rebuilt without them; the feats no column kept are worked out from what the history
    has (`missing_feats`: from a match's deals and winner)."""
    db.execute(FACTS_SCHEMA)
    have = [row[1] for row in db.execute("PRAGMA table_info(players)")]
    extra = [c for c in have if c not in COLUMNS[3]["players"]]
    for column in extra:
        q = _quoted(column)
        # A count of 0 was the column's default for another game's matches: no fact (a sum of nothing is 0).
        db.execute(f"INSERT OR IGNORE INTO facts (match_id, seat, key, value) SELECT match_id, seat, ?, {q} "
                   f"FROM players WHERE typeof({q}) = 'integer' AND {q} != 0", (column,))
    if extra:
        kept = ", ".join(sorted(COLUMNS[3]["players"]))
        db.execute(PLAYERS_SCHEMA.format(name="players_v3"))
        db.execute(f"INSERT INTO players_v3 ({kept}) SELECT {kept} FROM players")
        db.execute("DROP TABLE players")
        db.execute("ALTER TABLE players_v3 RENAME TO players")
        db.execute("CREATE INDEX players_name ON players (name)")
    db.executemany("INSERT OR IGNORE INTO facts (match_id, seat, key, value) VALUES (?, ?, ?, ?)",
                   list(missing_feats(db)))


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {0: _v0_to_v1, 1: _v1_to_v2, 2: _v2_to_v3}


def _json_list(text: Any) -> list[Any]:
    """A JSON list from a column, or [] for anything else (one bad row must not stop the rest)."""
    if not isinstance(text, str) or len(text) > 100_000:
        return []
    try:
        value = parse_json(text)
    except JSONFileError:
        return []
    return value if isinstance(value, list) else []


def game_feats(game: Any) -> tuple[Feat, ...]:
    """The feats a game declares; none for a game not installed (its matches keep their common figures)."""
    if not isinstance(game, str):
        return ()
    try:
        return game_info(game).feats
    except OptionError:
        return ()


def missing_feats(db: sqlite3.Connection) -> Iterator[tuple[int, int, str, int]]:
    """Fact rows (match, seat, key, value) for the feats a match's game declares and the history has no row of,
    worked out from what the history keeps of the match: its deals, winner and whether it was stopped (the events
    are not replayed: a feat that needs them has no value here)."""
    seats: dict[int, dict[int, bool]] = {}
    for mid, seat, won in db.execute("SELECT match_id, seat, won FROM players"):
        if isinstance(mid, int) and isinstance(seat, int) and 0 <= seat < 64:
            seats.setdefault(mid, {})[seat] = won == 1
    have = set(db.execute("SELECT DISTINCT match_id, key FROM facts"))
    for mid, game, deals, stopped in db.execute("SELECT id, game, deals, stopped FROM matches").fetchall():
        feats = [f for f in game_feats(game) if (mid, f.key) not in have]
        won = seats.get(mid)
        if not feats or not won or not isinstance(deals, int) or deals < 0:
            continue
        winner = next((s for s, w in won.items() if w), None)
        played = Played(max(won) + 1, deals, winner, stopped == 1, None)
        for f in feats:
            for s, value in enumerate(f.values(played)):
                if value is not None and s in won:
                    yield mid, s, f.key, value
