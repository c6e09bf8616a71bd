"""Saved records, the autosave and the history database, in a temp folder."""

from __future__ import annotations

import pytest

from lomber.engine.errors import RecordError
from lomber.engine.match import default_seats
from lomber.engine.registry import new_match
from lomber.settings import CONFIG_ENV, DATA_ENV
from lomber.storage.autosave import autosave_path, clear_autosave, read_autosave, write_autosave
from lomber.storage.history import History
from lomber.storage.saves import open_record, save_record


@pytest.fixture(autouse=True)
def dirs(tmp_path, monkeypatch):
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    return tmp_path


def _played(actions: int = 5):
    m = new_match("ferme", default_seats(3), {"starting_chips": 20}, 4)
    for _ in range(actions):
        seat = m.to_act()
        legal = m.legal_actions()
        m.apply(seat, legal[-1] if len(m.history) % 2 else legal[0])
    return m


def test_save_and_open_replays_the_same_match(dirs):
    m = _played()
    path = dirs / "x.lomber.json"
    save_record(m, path)
    data, back = open_record(path)
    assert back.history == m.history and back.summary() == m.summary()
    assert data["game"] == "ferme"


@pytest.mark.parametrize("content, words", [
    ("", "not valid JSON"),
    ('{"format": "something-else"}', "not a Lomber record"),
    ('{"format": "lomber-record", "version": 7, "game": "ferme", "seats": []}', "version"),
    (('{"format": "lomber-record", "version": 1, "game": "ferme", "seats": [{"name": "A"}, {"name": "B"}],'
      ' "actions": [[0, "banco"]]}'), "does not replay"),
    ('{"format": "lomber-record", "version": 1, "game": "nope", "seats": []}', "unknown game"),
])
def test_bad_records_give_a_clear_error_and_stay_untouched(dirs, content, words):
    path = dirs / "bad.json"
    path.write_text(content)
    with pytest.raises(RecordError, match=words):
        open_record(path)
    assert path.read_text() == content


def test_autosave_round_trip_and_clear():
    m = _played()
    assert read_autosave() == (None, None)
    write_autosave(m.record())
    back, problem = read_autosave()
    assert problem is None and back.history == m.history
    clear_autosave()
    assert not autosave_path().exists()


def test_a_corrupt_autosave_is_kept_aside_with_a_message():
    p = autosave_path()
    p.parent.mkdir(parents=True)
    p.write_text('{"format": "lomber-record", "version": 1, "game": "ferme", "seats": [], "actions": [')
    match, problem = read_autosave()
    assert match is None and "JSON" in str(problem) and problem.code == "record-not-ours"
    assert problem.params["kept_as"].startswith(str(autosave_path()))
    kept = list(p.parent.glob("autosave.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text().endswith('"actions": [')


def test_history_counts_matches_and_human_wins(dirs):
    # More in tests/reliability/test_history.py.
    h = History()
    m = _played(0)
    m.stop()
    assert h.add_match(m.record(), stopped=True).value == "added"
    assert h.stats("ferme") == {"played": 1, "won": 0}          # computer seats only
    assert h.statistics("ferme")[0].matches == 1
    h.close()
    again = History()
    assert again.statistics("ferme")[0].matches == 1
    again.close()


def test_a_damaged_history_database_is_kept_aside(dirs):
    path = dirs / "data" / "history.sqlite3"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"this is not a database" * 100)
    h = History()
    assert h.stats("ferme") == {"played": 0, "won": 0} and "kept as" in h.problem
    h.close()
    assert list(path.parent.glob("history.sqlite3.bad-*"))
