"""Defects 1–3 of issue 15 on the file side: each hostile file gives one clear message and changes nothing."""

from __future__ import annotations

import json
import os

import pytest

from lomber import cli
from lomber.engine.errors import RecordError
from lomber.engine.jsonfile import MAX_DEPTH, JSONFileError, nesting_depth, parse_json, read_bounded
from lomber.engine.records import MAX_BYTES as RECORD_MAX
from lomber.settings import CONFIG_ENV, DATA_ENV, Settings, load_settings, settings_path
from lomber.storage.autosave import autosave_path, read_autosave
from lomber.storage.saves import open_record
from tests.reliability.hostile import (
    good_record,
    make_fifo,
    needs_posix,
    nested,
    point_at,
    record_text,
    snapshot,
    within,
)


@pytest.fixture(autouse=True)
def dirs(tmp_path, monkeypatch):
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    return tmp_path


def replay_cli(path, capsys) -> tuple[int, list[str]]:
    code = cli.main(["replay", str(path)])
    err = capsys.readouterr().err
    return code, err.splitlines()


# ----- defect 1: deeply nested JSON (RecursionError before)
def test_a_2kb_settings_file_of_nested_arrays_is_kept_aside_and_the_app_starts():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(nested(1000))
    assert path.stat().st_size == 2000
    settings, problem = load_settings()
    assert settings == Settings() and "nested" in problem
    aside = list(path.parent.glob("settings.json.bad-*"))
    assert len(aside) == 1 and aside[0].read_text() == nested(1000)
    assert load_settings() == (Settings(), None)   # the next start is a normal one


def test_a_deeply_nested_autosave_is_kept_aside():
    path = autosave_path()
    path.parent.mkdir(parents=True)
    text = record_text(options={"x": json.loads(nested(30))})[:-1] + ', "extra": ' + nested(5000) + "}"
    path.write_text(text)
    match, problem = read_autosave()
    assert match is None and "nested" in str(problem)
    assert [p.read_text() for p in path.parent.glob("autosave.json.bad-*")] == [text]


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 1000, 100_000])
def test_a_deeply_nested_record_is_refused_by_open_and_by_lomber_replay(tmp_path, capsys, depth):
    path = tmp_path / "deep.lomber.json"
    path.write_text('{"format": "lomber-record", "version": 1, "presets": ' + nested(depth) + "}")
    before = snapshot(tmp_path)
    with pytest.raises(RecordError, match="nested"):
        open_record(path)
    code, lines = replay_cli(path, capsys)
    assert code == 2 and len(lines) == 1 and "nested" in lines[0]
    assert snapshot(tmp_path) == before


def test_depth_is_measured_outside_strings_only():
    assert nesting_depth('{"a": [[1], {"b": "[[[[[[[[["}]}') == 3
    assert nesting_depth(r'["\"[[[[", "\\", [[]]]') == 3
    assert parse_json('{"name": "' + "[" * 500 + '"}') == {"name": "[" * 500}


# ----- defect 2: devices and pipes bypassed the size limit
@needs_posix
@pytest.mark.parametrize("target", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_settings_file_linked_to_a_device_is_refused_unread(target):
    path = settings_path()
    point_at(path, target)
    with within(5):
        settings, problem = load_settings()
    assert settings == Settings() and "not a regular file" in problem
    assert os.readlink(next(path.parent.glob("settings.json.bad-*"))) == target   # the link kept aside


@needs_posix
def test_a_settings_fifo_does_not_hang():
    make_fifo(settings_path())
    with within(5):
        settings, problem = load_settings()
    assert settings == Settings() and "not a regular file" in problem


@needs_posix
@pytest.mark.parametrize("kind", ["zero", "fifo", "folder"])
def test_an_autosave_that_is_not_a_file_is_refused(kind):
    path = autosave_path()
    if kind == "zero":
        point_at(path, "/dev/zero")
    elif kind == "fifo":
        make_fifo(path)
    else:
        path.mkdir(parents=True)
    with within(5):
        match, problem = read_autosave()
    assert match is None and problem


@needs_posix
@pytest.mark.parametrize("kind", ["zero", "fifo"])
def test_a_record_that_is_a_device_or_a_pipe_is_refused_by_open_and_replay(tmp_path, capsys, kind):
    path = tmp_path / "r.lomber.json"
    point_at(path, "/dev/zero") if kind == "zero" else make_fifo(path)
    with within(5):
        with pytest.raises(RecordError, match="not a regular file"):
            open_record(path)
        code, lines = replay_cli(path, capsys)
    assert code == 2 and len(lines) == 1 and "not a regular file" in lines[0]


def test_a_record_that_is_a_folder_is_said_to_be_one(tmp_path, capsys):
    from lomber.ui.errors import error_text

    with pytest.raises(RecordError, match="is a folder") as bad:
        open_record(tmp_path)
    assert error_text(bad.value) == "It is a folder, not a file."
    code, lines = replay_cli(tmp_path, capsys)
    assert code == 2 and len(lines) == 1 and f"{tmp_path} is a folder, not a regular file" in lines[0]


def test_files_over_the_limit_are_refused_at_the_limit(tmp_path, capsys):
    big = tmp_path / "big.lomber.json"
    with open(big, "wb") as fh:        # sparse: no disk is used
        fh.truncate(RECORD_MAX + 1)
    with pytest.raises(RecordError, match="too large"):
        open_record(big)
    code, lines = replay_cli(big, capsys)
    assert code == 2 and len(lines) == 1
    exact = tmp_path / "exact"
    exact.write_bytes(b" " * 100)
    assert read_bounded(exact, 100) == b" " * 100
    with pytest.raises(JSONFileError, match="too large"):
        read_bounded(exact, 99)


# ----- defect 3 on the file side: numbers and presets
HUGE = "9" * 5000


@pytest.mark.parametrize("text, words", [
    (record_text()[:-1] + f', "seed": {HUGE}' + "}", "digits"),
    (record_text(options={"starting_chips": 10 ** 25}), "starting_chips"),
    (record_text(actions=[[2, "bet ²"]]), "only plain letters"),
    (record_text(actions=[[2, "bid ⑤"]]), "only plain letters"),
    (record_text(actions=[[2, "bet ١٢"]]), "only plain letters"),
    (record_text(actions=[[2, "bet 12x"]]), "digits 0-9"),
    (record_text(actions=[[2, "play-card"]]), "needs one card"),
    (record_text(actions=[[2, "bet " + "9" * 13]]), "more than 12 digits"),
    (record_text(actions=[[2, "bet " + HUGE]]), "more than 12 digits"),
    (record_text(actions=[[1.0, "draw"]]), "must be"),
    (record_text(actions=[[True, "draw"]]), "must be"),
    (record_text()[:-1] + ', "x": NaN}', "NaN"),
])
def test_bad_numbers_and_action_texts_in_a_record(tmp_path, capsys, text, words):
    path = tmp_path / "bad.lomber.json"
    path.write_text(text, encoding="utf-8")
    before = snapshot(tmp_path)
    with pytest.raises(RecordError, match=words):
        open_record(path)
    code, lines = replay_cli(path, capsys)
    assert code == 2 and len(lines) == 1 and lines[0].startswith("lomber replay: ")
    assert snapshot(tmp_path) == before


def _preset_failing_later() -> dict:
    """A Ferme record whose second preset names 7H twice: it used to fail in the middle of deal 2."""
    data = good_record(0)
    data["presets"] = [{"pack": "7H 9H 10H"}, {"pack": "7H 7H 9S"}]
    return data


def test_a_later_preset_naming_a_card_twice_is_a_record_error(tmp_path, capsys):
    path = tmp_path / "preset.lomber.json"
    path.write_text(json.dumps(_preset_failing_later()))
    with pytest.raises(RecordError, match=r"preset 2: 'pack' names 7H 2 times"):
        open_record(path)
    code, lines = replay_cli(path, capsys)
    assert code == 2 and lines == ["lomber replay: preset 2: 'pack' names 7H 2 times; the pack holds it once"]


def test_a_preset_that_fails_only_at_its_shuffle_is_a_record_error_too(tmp_path, capsys):
    # Historical Ferme reshuffles the discards when the stock runs out: which cards are there is known only
    # then, so the preset's own shuffle refuses it; replay reports it as a bad record, not a traceback.
    from lomber.engine.errors import PresetError
    from lomber.engine.records import start_from_record

    data = good_record(0)
    data["options"] = {"first_dealer": 0, "rule_set": "historical", "shuffle": "when-empty"}
    data["presets"] = [{}, {"pack": "AS 2S 3S 4S 5S 7S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H 9H 10H JH QH KH AD"
                                    " 2D 3D 4D 5D 7D 9D 10D JD QD KD AC 2C 3C 4C 5C 7C 9C 10C JC QC KC"}]
    m = start_from_record(data)
    actions = []
    with pytest.raises(PresetError):
        while not m.finished:
            seat, act = m.to_act(), m.legal_actions()[0]
            actions.append([seat, act.text])
            m.apply(seat, act)
    data["actions"] = actions
    path = tmp_path / "later.lomber.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match=f"action {len(actions)} .* does not replay: the stacked pack"):
        open_record(path)
    code, lines = replay_cli(path, capsys)
    assert code == 2 and len(lines) == 1


@pytest.mark.parametrize("text, words", [
    (nested(5000), "nested 5000 deep"),
    ('{"starting_chips": ' + "9" * 5000 + "}", "more than 30 digits"),
    ('{"starting_chips": "١٢"}', "not a whole number"),
    ('{"starting_chips": 1e400}', "not a whole number"),
    ("[1]", "must be an object"),
])
def test_arena_options_are_read_like_a_file(capsys, text, words):
    code = cli.main(["arena", "--game", "ferme", "--seats", "3", "--ai", "easy", "--deals", "1", "--options", text])
    err = capsys.readouterr().err.splitlines()
    assert code == 2 and len(err) == 1 and words in err[0]


# ----- issue 23, point 9: an error never echoes a huge field whole
HUGE = "x" * 15_000


@pytest.mark.parametrize("field", ["version", "game", "seat kind", "seat level", "action", "action text", "spaced"])
def test_a_huge_field_is_cut_in_the_error_with_its_length(tmp_path, capsys, field):
    record = good_record()
    if field in ("version", "game"):
        record[field] = HUGE
    elif field == "seat kind":
        record["seats"][0]["kind"] = HUGE
    elif field == "seat level":
        record["seats"][1] = {"name": "B", "kind": "ai", "level": HUGE}
    elif field == "action":
        record["actions"][0] = [0, HUGE, 1]
    elif field == "action text":
        record["actions"][0] = [record["actions"][0][0], HUGE]
    else:
        record["game"] = "x " * 7_500          # no single long word: the whole message is bounded
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(record))
    with pytest.raises(RecordError) as bad:
        open_record(path)
    assert len(str(bad.value)) < 700 and "characters)" in str(bad.value)
    assert all(len(v) < 700 for v in bad.value.params.values() if isinstance(v, str))
    code, lines = replay_cli(path, capsys)
    assert code == 2 and len(lines) == 1 and len(lines[0]) < 700
    assert "… (15," in lines[0] and "characters)" in lines[0]


@pytest.mark.parametrize("bad", [
    "draw", 3, None, {"0": "draw"}, [], [0], [0, "draw", 1], [[0], "draw"], [0, ["draw"]], [0, 7],
    [False, "draw"], [0.0, "draw"], ["0", "draw"],
])
def test_the_first_action_of_the_wrong_shape_is_named_among_many_good_ones(bad):
    from lomber.engine.records import validate_record

    good = good_record(0)
    # The same bad object again later, and [0.0, "draw"] equal to the good ones before it: its first place is named.
    data = {**good, "actions": [[0, "draw"]] * 5000 + [bad] + [[1, "stand"]] * 5000 + [bad]}
    with pytest.raises(RecordError, match=r"action 5001 must be \[seat, \"text\"\]") as caught:
        validate_record(data)
    assert caught.value.code == "record-action"
    validate_record({**good, "actions": [[0, "draw"]] * 5000 + [[1, "stand"]] * 5000})   # the same, well formed


def test_a_long_record_loads_with_one_object_per_distinct_action_in_order(tmp_path):
    from lomber.engine.records import load_record

    actions = [[i % 3, ["draw", "stand", "bet 5"][i % 4 % 3]] for i in range(30_000)]
    path = tmp_path / "long.lomber"
    path.write_text(json.dumps({**good_record(0), "actions": actions}))
    loaded = load_record(path)["actions"]
    assert loaded == actions
    assert len({id(a) for a in loaded}) == len({(a[0], a[1]) for a in actions}) == 9
