"""The command line's small defects with outside input: a terminal that is not UTF-8, a FILE that is a FIFO, a
device or a link loop, a `.table` file's odd seat keys, `--jobs` beyond the processors (docs/reliability.md)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import lomber
from lomber import arena, cli
from lomber.settings import CONFIG_ENV, DATA_ENV

APP = str(Path(lomber.__file__).parent.parent)


@pytest.fixture
def folders(tmp_path, monkeypatch):
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    return tmp_path


def ascii_terminal(*argv: str, folders: Path) -> subprocess.CompletedProcess:
    """`lomber ARGV` under LC_ALL=C without Python's UTF-8 mode: stdout and stderr are ASCII."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG", "PYTHONIOENCODING"))}
    env.update({"PYTHONPATH": APP, "LC_ALL": "C", "PYTHONUTF8": "0", CONFIG_ENV: str(folders / "config"),
                DATA_ENV: str(folders / "data")})
    return subprocess.run([sys.executable, "-m", "lomber", *argv], check=False, env=env, capture_output=True,
                          timeout=120)


def test_stats_prints_a_non_latin_name_on_an_ascii_terminal(folders):
    """A UnicodeEncodeError traceback before."""
    from lomber.storage.history import History
    from tests.reliability.matches import ferme_sixteen, named

    h = History()
    names = ["Иван", "Ève 😀", "Vera", "Gleb"]
    h.add_match(named(ferme_sixteen(), names), stopped=True)
    h.close()
    done = ascii_terminal("stats", folders=folders)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    assert b"\\u0418\\u0432\\u0430\\u043d" in done.stdout and b"Vera" in done.stdout
    done = ascii_terminal("stats", "--json", folders=folders)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    assert {p["name"] for p in json.loads(done.stdout)["games"][0]["players"]} == set(names)   # JSON, the same names


def test_arena_prints_its_table_on_an_ascii_terminal(folders):
    """The table's minus sign (U+2212) was a UnicodeEncodeError traceback."""
    done = ascii_terminal("arena", "--game", "ferme", "--seats", "3", "--ai", "easy,normal", "--deals", "12",
                          "--seed", "1", folders=folders)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    assert b"easy \\u2212 normal" in done.stdout


@pytest.mark.skipif(os.name != "posix", reason="FIFOs, /dev/zero and symbolic links")
@pytest.mark.parametrize("kind, words", [
    ("fifo", "a pipe (FIFO), not a saved match"),
    ("link-to-dev-zero", "a device, not a saved match"),
    ("link-loop", "a loop of symbolic links, not a saved match"),
    ("dangling-link", "a symbolic link to nothing"),
])
def test_lomber_file_says_what_the_file_is(tmp_path, capsys, kind, words):
    """All four were "no such file", though each exists."""
    path = tmp_path / "match.lomber"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "link-to-dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "link-loop":
        path.symlink_to(path)
    else:
        path.symlink_to(tmp_path / "gone.lomber")
    assert cli.main([str(path)]) == 2
    assert capsys.readouterr().err == f"lomber: {path}: {words}\n"


@pytest.mark.parametrize("key", ["²", "1" * 5000, "٣", "+1", " 1"])
def test_a_table_file_with_an_odd_seat_key_is_refused_in_one_line(tmp_path, capsys, key):
    """`serve --resume` with a token key of "²" or 5,000 digits was a ValueError traceback."""
    from lomber.engine.match import Seat
    from lomber.engine.registry import new_match
    from lomber.storage.saves import save_record

    record = tmp_path / "r.json"
    save_record(new_match("ferme", [Seat("A"), Seat("B"), Seat("C", "ai", "easy")], {}, 1), record)
    table = {"format": "lomber-table", "version": 1, "code": "ABCDEFGH", "tokens": {key: "t" * 32}}
    (tmp_path / "r.json.table").write_text(json.dumps(table))
    assert cli.main(["serve", "--resume", str(record)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a Lomber table file" in err


def test_arena_jobs_are_capped_at_the_processors(monkeypatch, capsys):
    """`--jobs 1000` started about 991 processes on 2 cores."""
    started: list[int] = []

    class Pool:
        def __init__(self, processes, **_kwargs):
            started.append(processes)
            raise RuntimeError("no processes in this test")

    monkeypatch.setattr(arena.multiprocessing, "Pool", Pool)
    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: {0, 1}, raising=False)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    with pytest.raises(RuntimeError):
        arena.run_arena("ferme", 3, ["easy"], 10, 1, jobs=1000)
    assert started == [2]
    with pytest.raises(RuntimeError):
        arena.run_arena("ferme", 3, ["easy"], 10, 1, jobs=0)    # 0: one per processor, as before
    assert started == [2, 2]
