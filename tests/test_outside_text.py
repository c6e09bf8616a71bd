"""Text from outside (engine/text.py): what a name keeps, loses and has replaced, checked where it enters — a record
opened, a seat made — so that every writer can write what the app accepted (docs/reliability.md)."""

from __future__ import annotations

import json
import sqlite3

import pytest

from lomber.engine.errors import OptionError, RecordError
from lomber.engine.match import Seat
from lomber.engine.registry import new_match
from lomber.engine.text import MAX_NAME, clean_name, clean_text, is_clean, isolated, name_problem
from lomber.settings import CONFIG_ENV, DATA_ENV
from lomber.storage.autosave import read_autosave, write_autosave
from lomber.storage.history import History
from lomber.storage.saves import open_record, save_record

REMOVED = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e",
           "\u200f", "\u061c", "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\x00", "\x1b", "\x7f",
           "\x9b"]
REPLACED = ["\ud800", "\udfff", "\udcff", "\ufdd0", "\ufdef", "\ufffe", "\uffff", "\U0001fffe", "\U0010ffff"]
KEPT = ["Анна", "Ève", "中文", "אבי", "علي", "♠ 10♥", "O'Brien-Smith", "😀", "a\u0301"]


@pytest.mark.parametrize("c", REMOVED)
def test_direction_zero_width_bom_and_control_characters_are_removed(c):
    assert clean_name(f"Ev{c}e") in ("Eve", "Ev e")    # a control is a space (a tab, a line break), folded
    assert name_problem(f"Ev{c}e") is not None and not is_clean(f"Ev{c}e")


@pytest.mark.parametrize("c", REPLACED)
def test_lone_surrogates_and_non_characters_are_replaced(c):
    name = clean_name(f"Ev{c}e")
    assert name == "Ev\ufffde"
    name.encode("utf-8")                                  # every writer can write it
    assert name_problem(f"Ev{c}e") is not None and name_problem(name) is None


@pytest.mark.parametrize("name", KEPT)
def test_letters_of_every_script_marks_and_symbols_are_kept(name):
    assert clean_name(name) == name and name_problem(name) is None


def test_spaces_folded_cut_at_the_limit_and_a_fallback_for_nothing():
    assert clean_name("  Eve \t  Adams \n") == "Eve Adams"
    assert clean_name("x" * 500) == "x" * MAX_NAME and clean_text("y" * 500, 7) == "y" * 7
    assert clean_name("\u202e\u200b ", "Player 2") == "Player 2"
    assert isolated("Eve") == "\u2068Eve\u2069"


def test_a_record_with_a_name_too_long_is_refused_and_says_so(folders):
    record = new_match("fly", [Seat("A"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy")], {}, 1).record()
    record["seats"][0]["name"] = "x" * (MAX_NAME + 1)
    path = folders / "long.lomber"
    path.write_text(json.dumps(record))
    with pytest.raises(RecordError) as err:
        open_record(path)
    assert err.value.params["cause"].code == "seat-name"


def test_a_seat_refuses_a_name_no_writer_could_write():
    for bad in ("\ud800", "Eve\u202e", "", " ", "x" * 41, None):
        with pytest.raises(OptionError) as err:
            Seat(bad)
        assert err.value.code == "seat-name"


@pytest.fixture
def folders(tmp_path, monkeypatch):
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    return tmp_path


def test_a_record_with_a_lone_surrogate_name_opens_and_every_writer_writes_it(folders):
    """A lone surrogate ("\\ud800", valid JSON) in a record's seat name froze the table at the first action:
    autosave, Save and the history write all failed with UnicodeEncodeError."""
    record = new_match("fly", [Seat("A"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy")], {}, 1).record()
    record["seats"][0]["name"] = "\ud800Eve\u202e"
    record["seats"][1]["name"] = " B\u200b\t "
    path = folders / "odd.lomber"
    path.write_text(json.dumps(record), encoding="ascii")
    _data, match = open_record(path)
    assert [s.name for s in match.seats] == ["\ufffdEve", "B", "C"]
    seat = match.to_act()
    match.apply(seat, match.legal_actions()[0])
    save_record(match, folders / "saved.lomber")
    write_autosave(match.record())
    assert read_autosave()[0].seats[0].name == "\ufffdEve"
    while not match.finished:
        seat = match.to_act()
        match.apply(seat, match.legal_actions()[0])
    h = History()
    h.add_match(match.record())
    assert {p.name for g in h.statistics() for p in g.players} >= {"\ufffdEve"}
    h.close()
    rows = sqlite3.connect(folders / "data" / "history.sqlite3").execute("SELECT name FROM players").fetchall()
    assert ("\ufffdEve",) in rows
