"""The `lomber` command never lets a name or a record steer the terminal: every control character it would print
(stats, replay, advise, arena, error lines) is escaped as \\uXXXX, and JSON output stays JSON that reads back the
same names."""

from __future__ import annotations

import io
import json
import sys
from copy import deepcopy

import pytest

from lomber import cli
from lomber.arena import _progress
from lomber.engine.text import clean_name
from lomber.settings import CONFIG_ENV, DATA_ENV
from lomber.storage.history import History
from lomber.terminal import CONTROLS, escape_controls, escaped_output, unescaped
from tests.reliability.hostile import good_record
from tests.reliability.matches import QUICK, named, random_finished

# A title set, a screen cleared, an 8-bit CSI (C1), a DEL, a line overwritten, a right-to-left override.
NAMES = ["\x1b]0;pwned\x07Anna", "\x1b[2J\x1b[HBoris", "\x9b31mVera\x7f", "\rGleb\u202eabc\u2066"]
RAW = {chr(c) for c in CONTROLS}


def bare(text: str) -> bool:
    """No control character a terminal would act on (tab and newline are ours)."""
    return not RAW & set(text)


@pytest.fixture(autouse=True)
def dirs(tmp_path, monkeypatch):
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    return tmp_path


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_every_control_is_escaped_and_nothing_else():
    for c in CONTROLS:
        assert escape_controls(f"a{chr(c)}b") == f"a\\u{c:04x}b"
    words = "Анна ♠ 10♥ — “quoted” ’ tab\tand\nnewline ½ ü 中"
    assert escape_controls(words) == words
    assert {0x1B, 0x07, 0x7F, 0x9B, 0x0D, 0x202E, 0x2066, 0x00} <= set(CONTROLS)


def test_stats_prints_names_escaped_and_its_json_reads_back_the_same_names(capsys):
    h = History()
    for i in range(len(QUICK)):
        h.add_match(named(deepcopy(random_finished(i, 1)), NAMES[:3]))
    h.close()
    code, out, err = run(capsys, "stats")
    assert code == 0 and err == "" and bare(out)
    # The history's names are outside text, made safe as they are read (engine/text.py): no control is left to
    # escape, the rest of each name is there.
    assert "]0;pwned Anna" in out and "[2J [HBoris" in out and "31mVera" in out
    code, out, err = run(capsys, "stats", "--json")
    assert code == 0 and bare(out)
    names = {p["name"] for g in json.loads(out)["games"] for p in g["players"]}
    assert names == {clean_name(n) for n in NAMES[:3]}


@pytest.mark.parametrize("command", [["replay"], ["replay", "--json"], ["advise"], ["advise", "--json"]])
@pytest.mark.parametrize("change", ["names", "option key", "option value", "game", "kind", "level", "action"])
def test_a_record_with_controls_in_any_field_never_reaches_the_terminal_raw(capsys, tmp_path, command, change):
    r = good_record()
    bad = NAMES[1] + NAMES[3]
    changes = {"names": {"seats": [dict(s, name=n) for s, n in zip(r["seats"], NAMES)]},
               "option key": {"options": {**r["options"], bad: 1}},
               "option value": {"options": {**r["options"], "next_farmer": bad}},
               "game": {"game": bad}, "kind": {"seats": [dict(s, kind=bad) for s in r["seats"]]},
               "level": {"seats": [dict(s, level=bad) for s in r["seats"]]},
               "action": {"actions": [*r["actions"], [1, f"bet {bad}"]]}}
    path = tmp_path / "x.lomber"
    path.write_text(json.dumps({**r, **changes[change]}), encoding="utf-8")
    code, out, err = run(capsys, command[0], str(path), *command[1:])
    assert bare(out) and bare(err), (out, err)
    assert (code == 0) == (change == "names")
    if change in ("option key", "option value"):       # the error echoes the text: escaped, still there
        assert "\\u001b[2J\\u001b[HBoris" in err
    if code == 0 and "--json" in command:
        json.loads(out)


def test_arena_errors_on_stderr_are_escaped(capsys):
    code, out, err = run(capsys, "arena", "--game", "ferme", "--seats", "3", "--ai", "easy", "--deals", "1",
                         "--options", json.dumps({NAMES[1]: 1}))
    assert code == 2 and out == "" and bare(err) and "\\u001b[2J" in err


def test_the_streams_come_back_and_our_own_progress_line_still_rewrites_itself():
    before = sys.stdout, sys.stderr
    buf = io.StringIO()
    sys.stderr = buf
    try:
        with escaped_output():
            print(NAMES[0], file=sys.stderr)
            _progress(1, 2)
            assert unescaped(sys.stderr) is buf
    finally:
        sys.stderr = before[1]
    assert (sys.stdout, sys.stderr) == before
    first, second = buf.getvalue().split("\n")
    assert first == "\\u001b]0;pwned\\u0007Anna" and second.startswith("\r[") and second.endswith("1/2 deals")
