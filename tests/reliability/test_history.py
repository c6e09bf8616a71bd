"""The history database (issue 15, defect 4): facts from events, statistics, locks, damage, migrations, queue."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from lomber.engine.errors import RecordError
from lomber.settings import CONFIG_ENV, DATA_ENV
from lomber.storage.facts import match_facts
from lomber.storage.history import COLUMNS, SCHEMA_VERSION, V0_SCHEMA, Added, History, State
from lomber.storage.pending import match_uid, queue_match, queued
from tests.reliability.matches import (
    QUICK,
    cdf_banco,
    ferme_sixteen,
    fortuna_souverain,
    named,
    random_finished,
    replayed,
)

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def dirs(tmp_path, monkeypatch):
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    return tmp_path


@pytest.fixture
def db_path(tmp_path) -> Path:
    p = tmp_path / "data" / "history.sqlite3"
    p.parent.mkdir(parents=True, exist_ok=True)
    return p


def open_history(db_path: Path, **kw) -> History:
    return History(db_path, **kw)


# ----- facts from the events
def test_a_ferme_sixteen_a_banco_won_and_a_souverain_are_counted_to_the_chip():
    ferme = match_facts(ferme_sixteen(), stopped=True)
    assert [s.feats for s in ferme.seats] == [{"sixteens": 0}] * 3 + [{"sixteens": 1}]
    assert [s.chips for s in ferme.seats] == [-1, -1, -1, 3] and ferme.stopped     # 49,49,49,53 after the split
    cdf = match_facts(cdf_banco(), stopped=True)
    assert [s.feats["bancos"] for s in cdf.seats] == [0, 1, 0] and [s.chips for s in cdf.seats] == [-10, 10, 0]
    fortuna = match_facts(fortuna_souverain())
    assert [s.feats["souverains"] for s in fortuna.seats] == [1, 0, 0, 0] and not fortuna.stopped
    assert fortuna.winner == 0 and fortuna.seats[0].score == 14
    assert [s.chips for s in fortuna.seats] == [186, -158, -62, -62]            # 96 stay in the pool


@pytest.mark.parametrize("i", range(len(QUICK)), ids=[g for g, _, _ in QUICK])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_chips_from_events_are_what_the_ledger_says(i, seed):
    data = random_finished(i, seed)
    m = replayed(data)
    facts = match_facts(data)
    start = m.ledger.brought // m.n if m.ledger.brought else 0
    assert [s.chips for s in facts.seats] == [x - start for x in m.ledger.stacks]
    assert sum(map(sum, facts.deal_chips)) == sum(s.chips for s in facts.seats)
    assert facts.winner == m.winner() and facts.deals == m.deals
    ended = facts.deal_chips[:facts.deals]     # a settlement after the last deal is no deal won
    assert all(s.best_deal == max([0, *(d[s.seat] for d in ended)]) for s in facts.seats)


def test_an_unfinished_record_is_not_a_finished_match():
    with pytest.raises(RecordError, match="not finished"):
        match_facts(ferme_sixteen())
    data = random_finished(3, 1)          # every game settles a stop now: Fly's too, nobody winning
    data = {**data, "actions": data["actions"][:5]}
    facts = match_facts(data, stopped=True)
    assert facts.stopped and facts.winner is None and facts.game == "fly"


# ----- statistics
def test_statistics_per_game_and_player(db_path):
    h = open_history(db_path)
    names = ["Anna", "Boris", "Vera", "Gleb"]
    assert h.add_match(named(ferme_sixteen(), names), stopped=True) is Added.ADDED
    assert h.add_match(named(cdf_banco(), names[:3]), stopped=True) is Added.ADDED
    assert h.add_match(named(fortuna_souverain(), names)) is Added.ADDED
    fly = [named(random_finished(3, seed), ["Anna", "Boris", "Vera"]) for seed in (1, 2, 3)]
    for data in fly:
        assert h.add_match(data) is Added.ADDED
    assert h.add_match(fly[0]) is Added.ADDED          # the same match again: counted once
    stats = {g.game: g for g in h.statistics()}
    assert set(stats) == {"ferme", "chemin-de-fer", "fortuna", "fly"}
    gleb = next(p for p in stats["ferme"].players if p.name == "Gleb")
    assert (gleb.matches, gleb.won, gleb.chips_won, gleb.chips_lost, gleb.biggest_win) == (1, 1, 3, 0, 3)
    assert gleb.feats == {"sixteens": 1}
    boris = next(p for p in stats["chemin-de-fer"].players if p.name == "Boris")
    assert (boris.feats["bancos"], boris.chips_won, boris.kind) == (1, 10, "ai")
    anna = next(p for p in stats["fortuna"].players if p.name == "Anna")
    assert (anna.feats["souverains"], anna.won, anna.chips_won, anna.biggest_win) == (1, 1, 186, 186)
    assert [g.figures for g in h.statistics()] == [("bancos",), ("sixteens",), ("fastest_win",), ("souverains",)]
    wins = [replayed(d) for d in fly]
    fly_stats = {p.name: p for p in stats["fly"].players}
    assert stats["fly"].matches == 3 and stats["fly"].deals == sum(m.deals for m in wins)
    for name, seat in (("Anna", 0), ("Boris", 1), ("Vera", 2)):
        mine = [m.deals for m in wins if m.winner() == seat]
        assert fly_stats[name].won == len(mine)
        assert fly_stats[name].feats == {"fastest_win": min(mine) if mine else None}
    assert h.stats("ferme") == {"played": 1, "won": 0} and h.stats("fortuna") == {"played": 1, "won": 1}
    series = h.series("fly", "Anna")
    assert [p.score for p in series] == [m.summary()["scores"][0] for m in wins]
    rows = h.matches()
    assert [r.game for r in rows] == ["fly"] * 3 + ["fortuna", "chemin-de-fer", "ferme"]
    record, stopped = h.match_record(rows[-1].match_id)
    assert stopped and record["actions"] == ferme_sixteen()["actions"]
    assert h.problem is None and h.state is State.OK
    h.close()


# ----- locked is not damaged
def hold_lock(path: Path, mode: str = "EXCLUSIVE") -> sqlite3.Connection:
    """Another connection holding a write lock (EXCLUSIVE also keeps readers out of a rollback-journal file)."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute(f"BEGIN {mode}")
    other.execute(V0_SCHEMA)
    return other


def make_v0(path: Path, rows: list[tuple]) -> None:
    """Today's (Lomber 0.1) database: user_version 0, one table, rollback journal."""
    db = sqlite3.connect(path)
    db.execute(V0_SCHEMA)
    db.executemany("INSERT INTO matches (ended, game, seats, winner, deals, stacks) VALUES (?, ?, ?, ?, ?, ?)", rows)
    db.commit()
    db.close()


V0_ROWS = [
    (1.0, "ferme", json.dumps([{"name": "Anna", "kind": "human"}, {"name": "AI", "kind": "ai", "level": "easy"}]), 0, 9,
     "[20, 0]"),
    (2.0, "ferme", json.dumps([{"name": "Anna", "kind": "human"}, {"name": "AI", "kind": "ai", "level": "easy"}]), 1, 4,
     "[0, 20]"),
    (3.0, "fly", "{{{ not json", 0, 3, "[]"),
]


def test_a_locked_database_is_never_set_aside_and_the_match_waits(db_path):
    make_v0(db_path, V0_ROWS)
    before = db_path.read_bytes()
    other = hold_lock(db_path)
    try:
        h = open_history(db_path, busy_ms=100)
        assert h.state is State.UNAVAILABLE and "in use" in h.problem
        assert h.stats("ferme") == {"played": 0, "won": 0} and h.statistics() == []
        assert h.add_match(named(cdf_banco(), ["A", "B", "C"]), stopped=True) is Added.QUEUED
        assert len(queued(h.pending)) == 1
        assert not list(db_path.parent.glob("history.sqlite3.bad-*"))
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert db_path.read_bytes() == before
    assert h.retry() and h.state is State.OK
    assert not queued(h.pending)
    assert h.stats("ferme") == {"played": 2, "won": 1} and h.stats("chemin-de-fer") == {"played": 1, "won": 0}
    h.close()


def test_a_write_lock_taken_after_opening_queues_then_retries(db_path):
    h = open_history(db_path, busy_ms=100)
    other = hold_lock(db_path, "IMMEDIATE")
    try:
        assert h.add_match(named(ferme_sixteen(), list("ABCD")), stopped=True) is Added.QUEUED
        assert h.statistics() == [] or all(g.matches == 0 for g in h.statistics())   # readers still read (WAL)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert h.retry() and h.statistics()[0].matches == 1
    h.close()


def test_wal_and_a_busy_timeout_are_set(db_path):
    h = open_history(db_path)
    assert h.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert h.db.execute("PRAGMA busy_timeout").fetchone()[0] == 1000
    assert h.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    h.close()


# ----- damage, found at open or later
def test_a_file_that_is_not_a_database_is_set_aside_and_reported(db_path):
    db_path.write_bytes(b"this is not a database" * 100)
    h = open_history(db_path)
    assert h.state is State.RECOVERED and "kept as history.sqlite3.bad-" in h.problem
    assert h.aside.read_bytes() == b"this is not a database" * 100
    assert h.add_match(named(cdf_banco(), list("ABC")), stopped=True) is Added.ADDED
    h.close()


def many_matches_v1(path: Path, n: int = 12) -> None:
    h = History(path)
    data = random_finished(2, 1)
    for i in range(n):
        h.add_match({**data, "seed": data["seed"]} if i == 0 else named(dict(data), [f"P{i}", "B", "C"]))
    h.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    h.close()


def test_corruption_past_the_first_pages_is_found_by_the_check(db_path):
    many_matches_v1(db_path)
    size = db_path.stat().st_size
    page = 4096
    assert size > 6 * page
    with open(db_path, "r+b") as fh:                  # pages 4 and on: garbage; the header page is intact
        fh.seek(3 * page)
        fh.write(os.urandom(size - 3 * page))
    h = open_history(db_path)                         # Lomber 0.1 opened it, then failed at the first add
    assert h.state is State.RECOVERED and "damaged" in h.problem
    assert h.statistics() == []
    h.close()


def test_damage_found_while_adding_moves_the_match_to_a_new_database(db_path):
    class Unchecked(History):   # damage the check at open does not see (it reads what it must, not all)
        @staticmethod
        def _check_integrity(db):
            pass

    many_matches_v1(db_path)
    size = db_path.stat().st_size
    with open(db_path, "r+b") as fh:
        fh.seek(2 * 4096)
        fh.write(b"\xff" * (size - 2 * 4096))
    h = Unchecked(db_path)
    assert h.state is State.OK
    assert h.add_match(named(cdf_banco(), ["Zoe", "B", "C"]), stopped=True) is Added.ADDED
    assert h.state is State.RECOVERED and h.aside.exists() and "damaged" in h.problem
    assert [p.name for g in h.statistics() for p in g.players if p.kind == "human"] == ["Zoe"]
    h.close()


def test_a_database_with_another_schema_is_set_aside(db_path):
    db = sqlite3.connect(db_path)
    db.execute("CREATE TABLE matches (id INTEGER PRIMARY KEY, something TEXT)")
    db.commit()
    db.close()
    h = open_history(db_path)
    assert h.state is State.RECOVERED and "lacks" in h.problem
    h.close()


def test_bad_rows_are_skipped_and_the_rest_counted(db_path):
    h = open_history(db_path)
    names = ["Anna", "Boris", "Vera", "Gleb"]
    h.add_match(named(ferme_sixteen(), names), stopped=True)
    h.add_match(named(fortuna_souverain(), names))
    # Rows no Lomber writes: text where numbers go, a blob for a name, a match row with a bad record.
    h.db.execute("INSERT INTO matches (ended, game, seats, winner, deals, stacks, record) "
                 "VALUES ('x', 'ferme', '[[[', 'w', 'lots', '?', '{bad')")
    mid = h.db.execute("SELECT max(id) FROM matches").fetchone()[0]
    h.db.execute("INSERT INTO players (match_id, seat, name, kind, won, chips) VALUES (?, 0, 'Anna', 'human', 1, 'x')",
                 (mid,))
    h.db.execute("INSERT INTO players (match_id, seat, name, kind, won, chips) VALUES (1, 9, ?, 'human', 1, 5)",
                 (b"\x00blob",))
    # Facts no Lomber writes: text for a value, a key no game declares, another game's key, a seat with no player.
    h.db.executemany("INSERT OR REPLACE INTO facts (match_id, seat, key, value) VALUES (?, ?, ?, ?)",
                     [(1, 0, "sixteens", "many"), (1, 1, "nothing", 4), (1, 2, "souverains", 7), (1, 7, "sixteens", 3),
                      (mid, 0, "sixteens", 5)])
    stats = {g.game: g for g in h.statistics()}
    assert stats["ferme"].matches == 1 and stats["fortuna"].matches == 1
    sixteens = {p.name: p.feats["sixteens"] for p in stats["ferme"].players}
    assert sixteens == {"Anna": 0, "Boris": 0, "Vera": 0, "Gleb": 1}
    assert h.stats("ferme") == {"played": 1, "won": 0}
    assert [r.game for r in h.matches()] == ["fortuna", "ferme"]
    assert h.match_record(mid) is None and h.problem is None
    h.close()


# ----- versions
DATA = ROOT / "tests" / "data"
COMMON = ("game", "name", "kind", "matches", "won", "deals", "chips_won", "chips_lost", "biggest_win", "net")


def build_v0(path: Path) -> None:
    make_v0(path, V0_ROWS)


def from_dump(version: int, user_version: int | None = None) -> Callable[[Path], None]:
    """A history of schema `version` holding real finished matches.

    tests/data/history-v2.sql is the `.dump` of a history the Lomber of main f0cd81a (schema 2, a column per
    feat) wrote: Lomber 0.1's matches (V0_ROWS and a Fly match) migrated by it, the feat scenarios of
    tests/reliability/matches.py, four random matches of each game and two practice matches; history-v2.stats.json
    is what its statistics showed (every figure, the charts' series, the scores panel's totals). history-v1.sql is
    the same without the practice matches, its `practice` column dropped: the one difference between versions 1
    and 2. `user_version` is not in a dump: set here."""

    def build(path: Path) -> None:
        db = sqlite3.connect(path)
        db.executescript((DATA / f"history-v{version}.sql").read_text(encoding="utf-8"))
        db.execute(f"PRAGMA user_version = {version if user_version is None else user_version}")
        db.commit()
        db.close()

    return build


EARLIER = {0: build_v0, 1: from_dump(1), 2: from_dump(2)}   # every version before SCHEMA_VERSION, as users have it


def test_every_earlier_version_has_a_fixture():
    assert set(EARLIER) == set(range(SCHEMA_VERSION))


def figures(games: list[dict]) -> list[dict]:
    """Statistics as JSON, each player's common figures and his game's own by key (the version-2 JSON had a field
    for every feat of every game, 0 where the game has none: only those its game lists are compared)."""
    out = []
    for g in games:
        players = [{**{k: p[k] for k in COMMON}, **{k: p.get("feats", p)[k] for k in g["figures"]}}
                   for p in g["players"]]
        out.append({"game": g["game"], "matches": g["matches"], "deals": g["deals"], "figures": g["figures"],
                    "players": players})
    return out


@pytest.mark.parametrize("version", sorted(EARLIER))
def test_migration_from_each_earlier_version_keeps_every_match(db_path, version):
    EARLIER[version](db_path)
    before = sqlite3.connect(db_path)
    matches = before.execute("SELECT count(*) FROM matches").fetchone()[0]
    before.close()
    h = open_history(db_path)
    assert h.state is State.OK and h.problem is None
    assert h.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    for table, columns in COLUMNS[SCHEMA_VERSION].items():      # the feat columns are gone: rows of `facts`
        assert columns == {r[1] for r in h.db.execute(f"PRAGMA table_info({table})")}
    assert h.db.execute("SELECT count(*) FROM matches").fetchone()[0] == matches   # a bad row is kept, not counted
    shown = figures([g.to_json() for g in h.statistics()])
    played = h.stats("ferme")["played"]
    assert h.add_match(named(ferme_sixteen(), ["Anna", "B", "C", "D"]), stopped=True) is Added.ADDED
    assert h.stats("ferme")["played"] == played + 1
    assert not h.matches()[-1].replayable                                  # 0.1 kept no records
    h.close()
    again = open_history(db_path)                                          # opening again changes nothing
    assert again.stats("ferme")["played"] == played + 1
    assert figures([g.to_json() for g in again.statistics("chemin-de-fer")]) == [
        g for g in shown if g["game"] == "chemin-de-fer"]
    again.close()


def test_lomber_0_1_matches_keep_counting_and_fly_keeps_its_fastest_win(db_path):
    fly = json.dumps([{"name": "Anna", "kind": "human"}, {"name": "AI", "kind": "ai", "level": "easy"}])
    make_v0(db_path, [*V0_ROWS, (4.0, "fly", fly, 1, 7, "[]"), (5.0, "fly", fly, 1, 3, "[]"),
                      (6.0, "fly", fly, 0, 9, "")])
    h = open_history(db_path)
    assert h.stats("ferme") == {"played": 2, "won": 1}                     # as version 0 counted them
    anna = next(p for p in h.statistics("ferme")[0].players if p.name == "Anna")
    assert (anna.matches, anna.won, anna.chips_won, anna.feats) == (2, 1, 0, {"sixteens": 0})
    fly_players = {p.name: p.feats for p in h.statistics("fly")[0].players}
    assert fly_players == {"Anna": {"fastest_win": 9}, "AI": {"fastest_win": 3}}   # from each winner and deals
    h.close()


@pytest.mark.parametrize("how", ["as written", "dumped", "negative"])
@pytest.mark.parametrize("version", [1, 2])
def test_a_history_of_real_matches_shows_after_migration_what_it_showed_before(db_path, version, how):
    """Version 1 and 2 kept a column per feat; their matches, migrated to rows, show every figure they showed
    (feats counted alike), also from a `.dump` (user_version 0) or under a negative user_version."""
    build = EARLIER[version] if how == "as written" else from_dump(version, 0 if how == "dumped" else -1)
    build(db_path)
    want = json.loads((DATA / f"history-v{version}.stats.json").read_text(encoding="utf-8"))
    h = open_history(db_path)
    assert h.state is State.OK and h.problem is None, h.detail
    assert h.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert figures([g.to_json() for g in h.statistics()]) == figures(want["statistics"])
    assert figures([g.to_json() for g in h.statistics(practice=True)]) == figures(want["practice"])
    assert {g: h.stats(g) for g in want["totals"]} == want["totals"]
    for key, series in want["series"].items():
        game, name, practice = key.split("/")
        assert [[m.match_id, m.deals, m.won, m.chips, m.score] for m in h.series(game, name, practice == "1")] == series
    counted = {g["game"]: sum(p[k] or 0 for p in g["players"] for k in g["figures"]) for g in want["statistics"]}
    assert len(counted) == 4 and all(counted.values())                    # every game has feats to compare
    assert not list(db_path.parent.glob("*.bad-*"))
    h.close()


def test_a_newer_database_is_read_but_not_written(db_path):
    h = open_history(db_path)
    h.add_match(named(cdf_banco(), list("ABC")), stopped=True)
    h.db.execute("PRAGMA user_version = 99")
    h.close()
    before = db_path.read_bytes()
    newer = open_history(db_path)
    assert newer.state is State.NEWER and "newer Lomber" in newer.problem
    assert newer.statistics()[0].matches == 1
    assert newer.add_match(named(ferme_sixteen(), list("ABCD")), stopped=True) is Added.QUEUED
    newer.close()
    assert db_path.read_bytes() == before


# ----- a schema already there (issue 23, point 6)
def dump_and_restore(db_path: Path) -> None:
    """What `sqlite3 history.sqlite3 .dump | sqlite3 new.sqlite3` does (its `user_version` is not dumped)."""
    src = sqlite3.connect(db_path)
    script = "\n".join(src.iterdump())
    src.close()
    rebuilt = db_path.with_name("rebuilt.sqlite3")
    dst = sqlite3.connect(rebuilt)
    dst.executescript(script)
    dst.close()
    os.replace(rebuilt, db_path)


def test_a_history_rebuilt_from_its_dump_is_used_again(db_path):
    h = open_history(db_path)
    h.add_match(named(ferme_sixteen(), ["Anna", "B", "C", "D"]), stopped=True)
    h.add_match(named(cdf_banco(), ["Anna", "B", "C"]), stopped=True)
    h.close()
    dump_and_restore(db_path)
    check = sqlite3.connect(db_path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == 0
    check.close()
    again = open_history(db_path)
    assert again.state is State.OK and again.problem is None, again.detail
    assert again.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert again.stats("ferme") == {"played": 1, "won": 0} and again.stats("chemin-de-fer")["played"] == 1
    assert again.add_match(named(fortuna_souverain(), ["Anna", "B", "C", "D"])) is Added.ADDED
    again.close()
    assert sorted(p.name for p in db_path.parent.iterdir() if "bad" in p.name) == []   # nothing set aside
    third = open_history(db_path)
    assert third.state is State.OK and sum(g.matches for g in third.statistics()) == 3
    third.close()


@pytest.mark.parametrize("version", [-1, -2**31])
def test_a_negative_version_is_read_from_the_tables(db_path, version):
    h = open_history(db_path)
    h.add_match(named(ferme_sixteen(), ["Anna", "B", "C", "D"]), stopped=True)
    h.db.execute(f"PRAGMA user_version = {version}")
    h.close()
    again = open_history(db_path)
    assert again.state is State.OK and again.stats("ferme") == {"played": 1, "won": 0}
    assert again.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    again.close()
    build_v0(db_path.with_name("old.sqlite3"))
    old = sqlite3.connect(db_path.with_name("old.sqlite3"))
    old.execute(f"PRAGMA user_version = {version}")
    old.commit()
    old.close()
    migrated = open_history(db_path.with_name("old.sqlite3"))
    assert migrated.state is State.OK and migrated.stats("ferme") == {"played": 2, "won": 1}   # as version 0
    migrated.close()


def test_tables_that_are_not_ours_under_a_negative_version_are_set_aside_and_said(db_path):
    db = sqlite3.connect(db_path)
    db.execute("CREATE TABLE matches (id INTEGER PRIMARY KEY, something TEXT)")
    db.execute("PRAGMA user_version = -7")
    db.commit()
    db.close()
    before = db_path.read_bytes()
    h = open_history(db_path)
    assert h.state is State.RECOVERED and "lacks" in h.problem and h.aside.name in h.problem
    assert h.aside.read_bytes() == before                              # kept whole, never deleted
    assert h.add_match(named(cdf_banco(), list("ABC")), stopped=True) is Added.ADDED
    h.close()


def test_a_later_versions_table_not_ours_is_set_aside_not_migrated_for_ever(db_path):
    """A version-1 history holding a `facts` table of its own shape: migrating it would fail at every start
    ("table facts already exists"); it is kept aside whole and a new history started."""
    EARLIER[1](db_path)
    db = sqlite3.connect(db_path)
    db.execute("CREATE TABLE facts (note TEXT)")
    db.commit()
    db.close()
    before = db_path.read_bytes()
    h = open_history(db_path)
    assert h.state is State.RECOVERED and "its table 'facts' is not the one Lomber makes" in h.problem
    assert h.aside.read_bytes() == before
    assert h.add_match(named(cdf_banco(), list("ABC")), stopped=True) is Added.ADDED
    h.close()


def test_a_history_claiming_a_version_its_tables_do_not_have_is_set_aside(db_path):
    build_v0(db_path)
    db = sqlite3.connect(db_path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    db.commit()
    db.close()
    h = open_history(db_path)
    assert h.state is State.RECOVERED and "lacks" in h.problem
    h.close()


def test_a_history_whose_folder_was_deleted_is_made_again_and_keeps_the_match(dirs):
    import shutil

    h = History()
    h.add_match(named(cdf_banco(), list("ABC")), stopped=True)
    folder = h.path.parent
    shutil.rmtree(folder)                                   # its data folder deleted while the app runs
    assert h.add_match(named(ferme_sixteen(), list("ABCD")), stopped=True) is Added.ADDED
    assert h.state is State.REMADE and "removed" in h.problem
    assert h.stats("ferme") == {"played": 1, "won": 0} and not queued(h.pending)
    h.close()
    again = History()
    assert again.state is State.OK and again.stats("ferme") == {"played": 1, "won": 0}
    assert again.stats("chemin-de-fer") == {"played": 0, "won": 0}   # that one went with the folder
    again.close()


# ----- the queue
def test_a_match_queued_and_already_added_is_not_counted_twice(db_path):
    h = open_history(db_path)
    data = named(ferme_sixteen(), list("ABCD"))
    h.add_match(data, stopped=True)
    queue_match(data, stopped=True, folder=h.pending)     # as if killed between the insert and the unlink
    assert h.flush() == 1 and not queued(h.pending)
    assert h.statistics()[0].matches == 1
    h.close()


def test_a_queued_file_that_is_not_a_match_is_set_aside(db_path):
    h = open_history(db_path)
    h.pending.mkdir(parents=True, exist_ok=True)
    (h.pending / "junk.json").write_text("[[[[")
    (h.pending / "unfinished.json").write_text(json.dumps({
        "format": "lomber-pending", "version": 1, "uid": match_uid(ferme_sixteen(), False), "ended": 1.0,
        "stopped": False, "record": ferme_sixteen()}))
    assert h.flush() == 0 and not queued(h.pending)
    assert len(h.set_aside_matches) == 2 and all(p.exists() for p in h.set_aside_matches)
    h.close()


def test_a_finished_autosave_goes_to_the_history_once(dirs):
    from lomber.storage.autosave import autosave_path, read_autosave, write_autosave

    data = replayed(named(fortuna_souverain(), ["Anna", "B", "C", "D"])).record()   # as the window writes it
    write_autosave(data)
    assert read_autosave() == (None, None) and not autosave_path().exists()
    h = History()
    assert h.stats("fortuna") == {"played": 1, "won": 1}
    assert h.add_match(data) is Added.ADDED and h.stats("fortuna")["played"] == 1
    h.close()


# ----- two processes on one database
WRITER = """
import sys
from lomber.storage.history import History, Added
from tests.reliability.matches import named, random_finished
h = History()
for i in range(int(sys.argv[2])):
    data = named(dict(random_finished(0, 1)), [f"{sys.argv[1]}{i}", "B", "C"])
    assert h.add_match(data) is Added.ADDED, h.problem
h.close()
"""


def test_two_processes_adding_at_once_lose_nothing(dirs):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))   # this lomber
    n = 15
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, tag, str(n)], env=env, cwd=ROOT) for tag in "XY"]
    reader = History()
    deadline = time.monotonic() + 120
    while any(p.poll() is None for p in procs) and time.monotonic() < deadline:
        reader.statistics()                              # a reader (`lomber stats`) at the same time
        assert reader.problem is None
    assert [p.wait(60) for p in procs] == [0, 0]
    assert reader.statistics("ferme")[0].matches == 2 * n
    reader.close()


def test_a_practice_match_is_kept_out_of_the_statistics_unless_asked(db_path):
    h = open_history(db_path)
    h.add_match(named(ferme_sixteen(), ["Anna", "B", "C", "D"]), stopped=True)
    practice = {**named(ferme_sixteen(), ["Anna", "B", "C", "D"]), "practice": True}
    assert h.add_match(practice, stopped=True) is Added.ADDED
    assert h.db.execute("SELECT practice FROM matches ORDER BY id").fetchall() == [(0,), (1,)]
    assert h.stats("ferme")["played"] == 1
    assert h.statistics("ferme")[0].matches == 1 and len(h.series("ferme", "Anna")) == 1
    assert h.statistics("ferme", practice=True)[0].matches == 2 and len(h.series("ferme", "Anna", practice=True)) == 2
    d = {False: 1, True: 2}                            # D's 16s: the practice match's one only when counted
    assert all(next(p for p in h.statistics("ferme", practice=k)[0].players if p.name == "D").feats == {"sixteens": v}
               for k, v in d.items())
    h.close()



# ----- a game's own feats, as it declares them (issue 24, point 2)
def test_a_new_games_own_feats_need_no_change_of_the_history(db_path, capsys):
    """The toy game declares three feats (a sum, a largest, a count): kept and shown with no new column, and a
    match of a game no longer installed keeps its common figures."""
    from dataclasses import replace

    from lomber.engine.events import Ev
    from lomber.engine.feats import Feat, Tally
    from lomber.engine.ledger import seat_place
    from lomber.engine.match import Seat
    from lomber.engine.registry import new_match, register_game, unregister_game
    from lomber.storage.facts import replay_events
    from tests.gui import toygame
    from tests.reliability.matches import play_out

    def broken(played):
        raise RuntimeError("a game's bug")

    def final_stack(played):            # read from the match's summary
        return list(played.summary["stacks"])

    # A feat that fails costs the match nothing: the others are kept, and it has no value.
    register_game(replace(toygame.GAME, feats=(*toygame.FEATS, Feat("broken", "Broken", "Fails", broken),
                                               Feat("final_stack", "Best end", "Stack at the end", final_stack,
                                                    Tally.MAX))))
    try:
        h = open_history(db_path)
        seats = [Seat("Anna", "human"), Seat("Boris", "ai", "normal"), Seat("Vera", "ai", "normal")]
        records = [play_out(new_match("toy", seats, {"max_deals": 12}, seed), seed).record() for seed in range(1, 7)]
        want = {s.name: {"pots": 0, "biggest_pot": None, "matches_with_pot": 0} for s in seats}
        for data in records:
            assert h.add_match(data) is Added.ADDED
            match, steps = replay_events(data)
            for s, seat in enumerate(seats):      # counted here from the events, the way a player would
                pots = [e.amount for step in steps for e in step
                        if e.kind is Ev.CHIPS and e.reason == "win" and e.dst == seat_place(s)]
                mine = want[seat.name]
                mine["pots"] += len(pots)
                mine["matches_with_pot"] += bool(pots)
                if pots:
                    mine["biggest_pot"] = max(mine["biggest_pot"] or 0, *pots)
                mine["final_stack"] = max(mine.get("final_stack", 0), match.ledger.stacks[s])
        (toy,) = h.statistics("toy")
        assert toy.figures == ("pots", "biggest_pot", "matches_with_pot", "broken", "final_stack")
        assert toy.matches == len(records)
        assert {p.name: p.feats for p in toy.players} == {n: {**w, "broken": 0} for n, w in want.items()}
        assert h.db.execute("SELECT count(*) FROM facts WHERE key = 'broken'").fetchone()[0] == 0
        assert sum(w["pots"] for w in want.values()) > sum(w["matches_with_pot"] for w in want.values()) > 0
        assert "the feat 'broken' failed" in capsys.readouterr().err
        for table, columns in COLUMNS[SCHEMA_VERSION].items():
            assert columns == {r[1] for r in h.db.execute(f"PRAGMA table_info({table})")}
        h.close()
    finally:
        unregister_game("toy")
    gone = open_history(db_path)
    (toy,) = gone.statistics("toy")
    assert toy.feats == () and toy.matches == len(records) and all(p.feats == {} for p in toy.players)
    assert gone.problem is None
    gone.close()


def test_storage_and_the_statistics_window_name_no_game_nor_feat():
    """Each game's feats come from its declaration: no game id, name or feat is written in storage/ or
    ui/panels/statistics.py."""
    import re

    from lomber.engine.registry import games

    app = ROOT / "app" / "lomber"
    files = [*sorted((app / "storage").glob("*.py")), app / "ui" / "panels" / "statistics.py"]
    words = {w for g in games() for w in (g.id, g.id.replace("-", "_"), g.name, *(f.key for f in g.feats),
                                          *(f.label for f in g.feats))}
    assert {"ferme", "sixteens", "fastest_win", "Souverains"} <= words
    for path in files:
        text = path.read_text(encoding="utf-8")
        named = sorted(w for w in words if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text, re.IGNORECASE))
        assert not named, f"{path.name} names {named}"
