"""`lomber stats [--json] [--game G]`: the history's statistics on the command line."""

from __future__ import annotations

import json
import sqlite3

import pytest

from lomber import cli
from lomber.settings import CONFIG_ENV, DATA_ENV, data_dir
from lomber.storage.history import History
from tests.reliability.matches import cdf_banco, ferme_sixteen, named


@pytest.fixture(autouse=True)
def dirs(tmp_path, monkeypatch):
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    return tmp_path


def run(capsys, *argv: str) -> tuple[int, str, list[str]]:
    code = cli.main(["stats", *argv])
    out, err = capsys.readouterr()
    return code, out, err.splitlines()


def fill() -> None:
    h = History()
    h.add_match(named(ferme_sixteen(), ["Anna", "Boris", "Vera", "Gleb"]), stopped=True)
    h.add_match(named(cdf_banco(), ["Anna", "Boris", "Vera"]), stopped=True)
    h.close()


def test_no_matches_yet(capsys):
    assert run(capsys) == (0, "No finished matches yet.\n", [])
    assert run(capsys, "--json") == (0, '{\n "games": []\n}\n', [])


def test_the_text_tables_and_the_json(capsys):
    fill()
    code, out, err = run(capsys)
    assert code == 0 and err == []
    assert "Ferme: 1 match(es), 2 deal(s)" in out and "Chemin de fer: 1 match(es), 1 deal(s)" in out
    gleb = next(line for line in out.splitlines() if line.strip().startswith("Gleb"))
    assert gleb.split() == ["Gleb", "ai", "1", "1", "2", "3", "0", "+3", "3", "1"]     # his 16 last: Ferme's feat
    heads = [line for line in out.splitlines() if line.strip().startswith("player")]
    assert heads[0].split()[-2:] == ["bancos", "won"] and heads[1].split()[-2:] == ["deal", "16s"]   # each its own
    code, out, _ = run(capsys, "--json", "--game", "chemin-de-fer")
    games = json.loads(out)["games"]
    assert [g["game"] for g in games] == ["chemin-de-fer"]
    boris = next(p for p in games[0]["players"] if p["name"] == "Boris")
    assert (boris["feats"], boris["chips_won"], boris["net"], boris["won"]) == ({"bancos": 1}, 10, 10, 1)
    assert games[0]["figures"] == ["bancos"]


def test_an_unknown_game_is_one_line_and_status_2(capsys):
    code, out, err = run(capsys, "--game", "whist")
    assert code == 2 and out == "" and len(err) == 1 and "unknown game 'whist'" in err[0]


def test_a_locked_history_is_one_line_and_status_2_and_nothing_is_set_aside(capsys):
    fill()
    path = data_dir() / "history.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode = DELETE")         # a rollback journal: a writer keeps readers out
    db.execute("BEGIN EXCLUSIVE")
    try:
        code, _out, err = run(capsys)
    finally:
        db.execute("ROLLBACK")
        db.close()
    assert code == 2 and len(err) == 1 and "in use by another program" in err[0]
    assert not list(path.parent.glob("*.bad-*"))
    assert run(capsys)[0] == 0


def test_a_damaged_history_is_said_and_kept_aside(capsys):
    path = data_dir() / "history.sqlite3"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"garbage" * 1000)
    code, out, err = run(capsys)
    assert code == 0 and out == "No finished matches yet.\n"
    assert len(err) == 1 and "kept as history.sqlite3.bad-" in err[0]
