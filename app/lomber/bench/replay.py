"""Long-record figures: `lomber replay` on a record of many actions, its time per 100,000 actions and its memory.

The record is built here, in a temp folder, by random legal play with a seed: an endless two-seat Fortuna (its
actions are the cheapest of the four games to replay, and a deep account keeps the match going) with amounts at
their least. `lomber replay` then runs in a child process, so the figures are its own: CPU seconds (the machine
is shared: wall time would measure the neighbours) and peak RSS from `resource.getrusage` of the children.
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

GAME, SEATS, OPTIONS = "fortuna", 2, {"starting_chips": 100000, "parties": 0}
FULL_ACTIONS, QUICK_ACTIONS = 200_000, 20_000
SECONDS_PER_100K = 1.0        # issue 23: `lomber replay` under a second per 100,000 actions
# Peak RSS over the interpreter's own, per byte of the record: 10⁶ actions (12 MB) took 1.26 GB in the window
# before (100 bytes a byte); `lomber replay` holds the parsed JSON, the match and its history.
RSS_PER_BYTE = 25.0


def long_record(actions: int, seed: int = 1) -> dict[str, Any]:
    """The record of a match of `actions` random legal actions (seat 0 a human, so the window lets it wait)."""
    from lomber.engine.actions import AmountChoice
    from lomber.engine.match import Seat, default_seats
    from lomber.engine.registry import new_match

    seats = [Seat("You"), *default_seats(SEATS)[1:]]
    match = new_match(GAME, seats, OPTIONS, seed)
    rng = random.Random(seed)
    while len(match.history) < actions:
        if match.finished:
            raise RuntimeError(f"the {GAME} match ended after {len(match.history)} actions")
        choice = rng.choice(match.legal_actions())
        match.apply(match.to_act(), choice.at(choice.lo) if isinstance(choice, AmountChoice) else choice)
    return match.record()


def write_record(record: dict[str, Any], path: Path) -> int:
    """Write a record as compact JSON (as the autosave does); its size in bytes."""
    path.write_text(json.dumps(record, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    return path.stat().st_size


def measure_replay(path: Path, start: Path) -> dict[str, float]:
    """CPU seconds and peak RSS (MB) of `lomber replay FILE` in a child, less those of `lomber replay START` (the
    same table with no action: the interpreter, the imports and the first deal)."""
    def child(record: Path) -> tuple[float, float]:
        out = subprocess.run([sys.executable, "-c", CHILD, str(record)], capture_output=True, text=True,
                             timeout=3600, env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
        if out.returncode != 0:
            raise RuntimeError(f"lomber replay failed ({out.returncode}): {out.stderr.strip()[-300:]}")
        cpu, rss = out.stdout.split()[-2:]
        return float(cpu), float(rss)

    base_cpu, base_rss = child(start)
    cpu, rss = child(path)
    return {"cpu_s": cpu - base_cpu, "rss_mb": rss, "base_rss_mb": base_rss}


# The child runs `lomber replay` itself and says its CPU time and peak RSS (the replay's summary is dropped).
CHILD = """
import contextlib, io, resource, sys
from lomber.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    code = main(["replay", sys.argv[1]])
if code:
    raise SystemExit(code)
use = resource.getrusage(resource.RUSAGE_SELF)
print(use.ru_utime + use.ru_stime, use.ru_maxrss / 1024)
"""


def replay_figures(quick: bool, progress: Progress) -> list[Figure]:
    """`lomber replay` on a long record: CPU seconds per 100,000 actions, and peak RSS per byte of the record."""
    actions = QUICK_ACTIONS if quick else FULL_ACTIONS
    progress.step(f"building a record of {actions:,} actions")
    with tempfile.TemporaryDirectory(prefix="lomber-bench-") as tmp:
        path = Path(tmp) / f"long{'-quick' if quick else ''}.lomber"
        record = long_record(actions)
        size = write_record(record, path)
        write_record({**record, "actions": []}, Path(tmp) / "start.lomber")
        progress.step(f"lomber replay on {actions:,} actions")
        got = measure_replay(path, Path(tmp) / "start.lomber")
    per_100k = got["cpu_s"] * 100_000 / actions
    rss_per_byte = (got["rss_mb"] - got["base_rss_mb"]) * 2**20 / size
    note = f"quick: {actions:,} actions, the full run's {FULL_ACTIONS:,}" if quick else ""
    detail = {"actions": actions, "record_mb": round(size / 2**20, 2), "cpu_s": round(got["cpu_s"], 2),
              "game": GAME}
    return [
        Figure("replay.cpu_per_100k", "`lomber replay` CPU time per 100,000 actions of a long record",
               round(per_100k, 2), "s", Target("<", SECONDS_PER_100K, "issue 23"), detail=detail, note=note),
        Figure("replay.rss_per_byte", "`lomber replay` peak RSS over its start's, per byte of the record",
               round(rss_per_byte, 1), "×", Target("<=", RSS_PER_BYTE, "a bound in proportion to the record"),
               detail={"rss_mb": round(got["rss_mb"], 1), "base_rss_mb": round(got["base_rss_mb"], 1),
                       "record_mb": detail["record_mb"]}, note=note),
    ]
