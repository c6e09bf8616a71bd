"""Long-record figures: `lomber replay` on long records of every game, its time per 100,000 actions and its memory.

The records are built here, in a temp folder, by random legal play with a seed, amounts at their least, at the
table of each game that lasts longest (its `GameInfo.long_table`: an endless two-seat Fortuna, a deep two-seat
Chemin de fer, four-seat Ferme at the most chips). A game whose matches end (Fly: a few hundred actions each) gets
as many seeded matches as make the count. `lomber replay` then runs on each record in a child process, so the figures are its own: CPU
seconds (the machine is shared: wall time would measure the neighbours) less those of the same tables with no
action, and the children's own peak RSS (Fortuna's one long record: `VmHWM`, not `ru_maxrss`, which on Linux
starts at the bench's own size when the child is forked).

Run it with `PYTHONPATH=$PWD/app python -m lomber bench --only replay`. Last measured (2026-12-02, the 2-core
machine quiet): Ferme 0.56 s, Chemin de fer 0.64 s, Fortuna 0.55 s, Fly 0.55 s CPU per 100,000 actions, 20.4 bytes
of peak RSS a byte of the record; the rounds before and after each change, and where the time still goes:
docs/reliability.md, "Long records".
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from lomber.bench.figures import Figure, Progress, Target
from lomber.engine.registry import games


def _long_tables() -> dict[str, tuple[int, dict[str, Any]]]:
    """Each game's longest-lasting table under random play (its `GameInfo.long_table`): seats and options."""
    return {info.id: (info.long_table.seats, dict(info.long_table.options)) for info in games() if info.long_table}


TABLES = _long_tables()
# The one long record of the memory figure (and of the tests that open a long record): the first endless table.
GAME = next(info.id for info in games() if info.long_table and info.long_table.endless)
SEATS, OPTIONS = TABLES[GAME]
FULL_ACTIONS, QUICK_ACTIONS = 200_000, 20_000
RUNS = 5   # each child run this many times in the full bench, the least CPU time counting (`measure_replay`)
SECONDS_PER_100K = 1.0        # `lomber replay` under a second per 100,000 actions (docs/reliability.md)
# Peak RSS over the interpreter's own, per byte of the record: 10⁶ actions (12 MB) took 1.26 GB in the window
# before (100 bytes a byte); `lomber replay` holds the parsed JSON, the match and its history.
RSS_PER_BYTE = 25.0


def long_record(actions: int, seed: int = 1, game: str = GAME, *, to_the_end: bool = False) -> dict[str, Any]:
    """The record of a match of `actions` random legal actions (seat 0 a human, so the window lets it wait); with
    `to_the_end` a match that ends sooner is its record, else that is an error."""
    from lomber.engine.actions import AmountChoice
    from lomber.engine.match import Seat, default_seats
    from lomber.engine.registry import new_match

    seats, options = TABLES[game]
    match = new_match(game, [Seat("You"), *default_seats(seats)[1:]], options, seed)
    rng = random.Random(seed)
    while len(match.history) < actions:
        if match.finished:
            if to_the_end:
                break
            raise RuntimeError(f"the {game} match ended after {len(match.history)} actions")
        choice = rng.choice(match.legal_actions())
        match.apply(match.to_act(), choice.at(choice.lo) if isinstance(choice, AmountChoice) else choice)
    return match.record()


def long_records(game: str, actions: int) -> list[dict[str, Any]]:
    """Records of `game` making `actions` actions in all: one long match, or seeded matches one after another."""
    out: list[dict[str, Any]] = []
    done, seed = 0, 1
    while done < actions:
        out.append(long_record(actions - done, seed, game, to_the_end=True))
        done += len(out[-1]["actions"])
        seed += 1
    return out


def write_record(record: dict[str, Any], path: Path) -> int:
    """Write a record as compact JSON (as the autosave does); its size in bytes."""
    path.write_text(json.dumps(record, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    return path.stat().st_size


def measure_replay(path: Path, start: Path, runs: int = 1) -> dict[str, float]:
    """CPU seconds and peak RSS (MB) of `lomber replay` on the record `path` (or on each record in the folder
    `path`, one after another) in a child, less those on `start` (the same tables with no action: the interpreter,
    the imports and the first deals). With `runs` > 1 each is run that many times, in turn, and the least CPU time
    of each counts (as `timeit` does: on a shared machine a neighbour only ever adds time), the most RSS."""
    def child(records: Path) -> tuple[float, float]:
        out = subprocess.run([sys.executable, "-c", CHILD, str(records)], capture_output=True, text=True, check=False,
                             timeout=3600, env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
        if out.returncode != 0:
            raise RuntimeError(f"lomber replay failed ({out.returncode}): {out.stderr.strip()[-300:]}")
        cpu, rss = out.stdout.split()[-2:]
        return float(cpu), float(rss)

    bases, longs = [], []
    for _ in range(runs):
        bases.append(child(start))
        longs.append(child(path))
    return {"cpu_s": min(c for c, _ in longs) - min(c for c, _ in bases), "rss_mb": max(r for _, r in longs),
            "base_rss_mb": max(r for _, r in bases)}


# The child runs `lomber replay` on each record itself and says its CPU time and peak RSS (the summaries dropped).
CHILD = """
import contextlib, io, pathlib, resource, sys
from lomber.cli import main
given = pathlib.Path(sys.argv[1])
for record in sorted(given.glob("*.lomber")) if given.is_dir() else [given]:
    with contextlib.redirect_stdout(io.StringIO()):
        code = main(["replay", str(record)])
    if code:
        raise SystemExit(code)
use = resource.getrusage(resource.RUSAGE_SELF)
peak = use.ru_maxrss / 1024
try:   # Linux keeps in ru_maxrss the parent's size at the fork: the high-water mark of our own memory is VmHWM
    status = pathlib.Path("/proc/self/status").read_text()
    peak = int(next(line.split()[1] for line in status.splitlines() if line.startswith("VmHWM:"))) / 1024
except (OSError, StopIteration, ValueError):
    pass
print(use.ru_utime + use.ru_stime, peak)
"""


def replay_figures(quick: bool, progress: Progress) -> list[Figure]:
    """`lomber replay` on long records of every game: CPU seconds per 100,000 actions; and on Fortuna's one long
    record, its peak RSS per byte of the record."""
    actions = QUICK_ACTIONS if quick else FULL_ACTIONS
    note = f"quick: {actions:,} actions, the full run's {FULL_ACTIONS:,}" if quick else ""
    figures: list[Figure] = []
    rss: Figure | None = None
    for game in TABLES:
        progress.step(f"building {game} records of {actions:,} actions")
        with tempfile.TemporaryDirectory(prefix="lomber-bench-") as tmp:
            long, start = Path(tmp) / "long", Path(tmp) / "start"
            long.mkdir()
            start.mkdir()
            records = long_records(game, actions)
            size = 0
            for i, record in enumerate(records):
                size += write_record(record, long / f"{i:05}.lomber")
                write_record({**record, "actions": []}, start / f"{i:05}.lomber")
            progress.step(f"lomber replay on {actions:,} actions of {game}")
            got = measure_replay(long, start, 1 if quick else RUNS)
        done = sum(len(r["actions"]) for r in records)
        detail = {"actions": done, "records": len(records), "record_mb": round(size / 2**20, 2),
                  "cpu_s": round(got["cpu_s"], 2), "runs": 1 if quick else RUNS, "game": game}
        figures.append(Figure(f"replay.cpu_per_100k.{game}",
                              f"`lomber replay` CPU time per 100,000 actions of long records: {game}",
                              round(got["cpu_s"] * 100_000 / done, 2), "s", Target("<", SECONDS_PER_100K, "a long record opens in seconds"),
                              detail=detail, note=note))
        if game == GAME:
            rss = Figure("replay.rss_per_byte", "`lomber replay` peak RSS over its start's, per byte of the record",
                         round((got["rss_mb"] - got["base_rss_mb"]) * 2**20 / size, 1), "×",
                         Target("<=", RSS_PER_BYTE, "a bound in proportion to the record"),
                         detail={"rss_mb": round(got["rss_mb"], 1), "base_rss_mb": round(got["base_rss_mb"], 1),
                                 "record_mb": detail["record_mb"]}, note=note)
    return figures + ([rss] if rss is not None else [])
