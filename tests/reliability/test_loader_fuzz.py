"""Hypothesis against the loaders: settings, autosave and records, from mutations of good files and raw bytes.

Whatever the file holds: no exception but the loader's own (RecordError for records), a message, and nothing
changed — a bad settings or autosave file is only renamed aside (its bytes kept), a record is never touched.
Devices, FIFOs and enormous files have their own tests (test_hostile_files.py).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lomber import cli
from lomber.engine.errors import RecordError
from lomber.settings import CONFIG_ENV, DATA_ENV, SPEEDS, Settings, load_settings
from lomber.storage.autosave import read_autosave
from lomber.storage.saves import open_record
from tests.reliability.hostile import good_record

DEFAULT_EXAMPLES = 120
SLOW_EXAMPLES = 2000

GOOD_SETTINGS = json.dumps({"version": 1, "language": "ru", "speed": "fast", "card_back": "red",
                           "four_colour": True, "autosave": True, "player_name": "Анна", "last_game": "fly"})
GOOD_RECORD = json.dumps(good_record(12))

ACTION_TEXTS = ["bet ²", "bid ⑤", "bet ١٢", "play-card", "play-card QH", "bet " + "9" * 5000, "bet 99999999999999",
                "draw ", " stand", "DRAW", "exchange", "exchange QH QH", "QX", "Qſ", "ＱＨ", "bank -5", "\x00", ""]
json_leaf = st.one_of(
    st.none(), st.booleans(), st.integers(-10 ** 40, 10 ** 40), st.floats(allow_nan=False), st.text(max_size=12),
    st.sampled_from(["bet ²", "bid ⑤", "bet ١٢", "play-card", "draw", "QH", "exchange", "1e999", "٣", "𝟗"]),
)
json_values = st.recursive(json_leaf, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                               st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                           max_leaves=12)


def paths(value: Any, here: tuple = ()) -> list[tuple]:
    """Every place in a JSON value (keys and indexes from the top)."""
    out = [here]
    if isinstance(value, dict):
        for k, v in value.items():
            out += paths(v, (*here, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += paths(v, (*here, i))
    return out


def put(value: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    value[path[0]] = put(value[path[0]], path[1:], new)
    return value


@st.composite
def mutated(draw: st.DrawFn, base: str) -> bytes:
    """A good file changed one way a disk, an editor or an attacker might change it."""
    kind = draw(st.sampled_from(["truncate", "number", "value", "value", "nest", "splice", "bytes", "digits",
                                 "action", "action"]))
    if kind == "truncate":
        return base.encode()[:draw(st.integers(0, len(base.encode())))]
    if kind == "bytes":
        return draw(st.binary(max_size=200))
    if kind == "splice":
        at = draw(st.integers(0, len(base)))
        return (base[:at] + draw(st.text(max_size=10)) + base[at:]).encode("utf-8", "surrogatepass")
    if kind in ("number", "digits"):
        spans = [m.span() for m in re.finditer(r"-?[0-9]+", base)]
        if not spans:
            return base.encode()
        a, b = draw(st.sampled_from(spans))
        new = (draw(st.sampled_from(["9" * 5000, "9" * 31, "1e309", "-0", "1.5", "NaN", "Infinity", "0x1F"]))
               if kind == "number" else draw(st.text(alphabet="²③١٢٣४०٠𝟗９", min_size=1, max_size=4)))
        return (base[:a] + new + base[b:]).encode()
    data = json.loads(base)
    if kind == "action" and data.get("actions"):          # a record's action: a tricky text or seat
        i = draw(st.integers(0, len(data["actions"]) - 1))
        seat, text = data["actions"][i]
        if draw(st.booleans()):
            text = draw(st.one_of(st.sampled_from(ACTION_TEXTS), st.text(max_size=12),
                                  st.builds(lambda w, n: f"{w} {n}", st.sampled_from(["bet", "bid", "bank", "buy"]),
                                            st.text(alphabet="0123456789²١٢٣٤०９-", min_size=1, max_size=14))))
        else:
            seat = draw(st.one_of(st.integers(-2, 5), st.sampled_from([1.0, True, None, "0", 10 ** 30])))
        data["actions"][i] = [seat, text]
        return json.dumps(data).encode()
    where = draw(st.sampled_from(paths(data)[1:] or [()]))
    if kind == "value":
        return json.dumps(put(data, where, draw(json_values)), ensure_ascii=draw(st.booleans())).encode()
    depth = draw(st.sampled_from([20, 40, 1000, 20000]))
    return json.dumps(put(data, where, "X")).replace('"X"', "[" * depth + "]" * depth, 1).encode()


def contents(base: str) -> st.SearchStrategy[bytes]:
    """Mostly a good file changed one way; sometimes any JSON at all."""
    return st.one_of(mutated(base), mutated(base), mutated(base), json_values.map(lambda v: json.dumps(v).encode()))


FUZZ: dict[str, Any] = {"deadline": None, "suppress_health_check": [
    HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large]}


@pytest.fixture
def env_dirs(tmp_path, monkeypatch):
    """The app's folders in a temp dir (a finished autosave goes to the history queue there)."""
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    return tmp_path


def folder_after(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


def check_settings(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "settings.json"
        path.write_bytes(data)
        loaded, problem = load_settings(path)
        assert isinstance(loaded, Settings) and loaded.speed in SPEEDS
        after = folder_after(Path(d))
        if problem is None:
            assert after == {"settings.json": data}                      # read, not touched
        else:
            assert list(after.values()) == [data] and "settings.json" not in after   # renamed aside, bytes kept


def check_autosave(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "autosave.json"
        path.write_bytes(data)
        match, problem = read_autosave(path)
        after = folder_after(Path(d))
        if problem is not None:
            assert match is None and list(after.values()) == [data] and "autosave.json" not in after
        elif match is not None:
            assert after == {"autosave.json": data}
        else:                                                            # a finished match: queued, then cleared
            assert after == {}


def check_record(data: bytes, capsys: pytest.CaptureFixture[str]) -> None:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "r.lomber.json"
        path.write_bytes(data)
        stamp = os.stat(path).st_mtime_ns
        try:
            open_record(path)
            ok = True
        except RecordError:
            ok = False
        code = cli.main(["replay", str(path)])
        err = capsys.readouterr().err.splitlines()
        assert (code, len(err)) == ((0, 0) if ok else (2, 1))
        assert folder_after(Path(d)) == {"r.lomber.json": data} and os.stat(path).st_mtime_ns == stamp


@settings(max_examples=DEFAULT_EXAMPLES, **FUZZ)
@given(data=contents(GOOD_SETTINGS))
def test_settings_loader(env_dirs, data):
    check_settings(data)


@settings(max_examples=DEFAULT_EXAMPLES, **FUZZ)
@given(data=contents(GOOD_RECORD))
def test_autosave_loader(env_dirs, data):
    check_autosave(data)


@settings(max_examples=DEFAULT_EXAMPLES, **FUZZ)
@given(data=contents(GOOD_RECORD))
def test_record_loader_and_lomber_replay(env_dirs, capsys, data):
    check_record(data, capsys)


@pytest.mark.slow
@settings(max_examples=SLOW_EXAMPLES, **FUZZ)
@given(data=contents(GOOD_SETTINGS))
def test_settings_loader_long(env_dirs, data):
    check_settings(data)


@pytest.mark.slow
@settings(max_examples=SLOW_EXAMPLES, **FUZZ)
@given(data=contents(GOOD_RECORD))
def test_autosave_loader_long(env_dirs, data):
    check_autosave(data)


@pytest.mark.slow
@settings(max_examples=SLOW_EXAMPLES, **FUZZ)
@given(data=contents(GOOD_RECORD))
def test_record_loader_and_lomber_replay_long(env_dirs, capsys, data):
    check_record(data, capsys)
