"""Memory figure: the app's RSS after 100 and after 1,000 computer-only deals in the window (growth < 10 %).

The soak (`lomber.ui.shell.soak`) runs in a child process, so the figure is the app's own memory, not the bench's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from typing import Any

from lomber.bench.figures import Figure, Progress, Target

GROWTH_PERCENT = 10.0             # docs/design.md: growth < 10 %
FULL = (1000, 100, "mixed")       # deals, a report every so many, speed: RSS after 100, …, after 1,000
QUICK = (100, 20, "instant")      # --quick: after 20 and after 100


def run_soak(deals: int, every: int, speed: str, progress: Progress) -> dict[str, Any]:
    """The soak's JSON result from a child process; progress as its deals end."""
    env = dict(os.environ)
    env.pop("QT_SCALE_FACTOR", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryFile("w+") as out:
        proc = subprocess.Popen([sys.executable, "-m", "lomber.ui.shell.soak", str(deals), speed, str(every)],
                                stdout=out, stderr=subprocess.PIPE, text=True, env=env)
        assert proc.stderr is not None
        tail: list[str] = []
        for line in proc.stderr:
            if line.startswith("progress "):
                done, wanted = line.split()[1:3]
                progress.step(f"{done}/{wanted} deals")
            else:
                tail = (tail + [line.rstrip()])[-5:]
        code = proc.wait()
        out.seek(0)
        text = out.read()
    try:
        result: dict[str, Any] = json.loads(text.strip().splitlines()[-1])
    except (json.JSONDecodeError, IndexError):
        raise RuntimeError(f"the soak ended with status {code} and no result: {' | '.join(tail)}") from None
    return result


def memory_figures(quick: bool, progress: Progress) -> list[Figure]:
    """RSS growth from the first report to the last of a soak, judged like the soak judges it."""
    deals, every, speed = QUICK if quick else FULL
    result = run_soak(deals, every, speed, progress)
    reports = result["reports"]
    first, last = (reports[0], reports[-1]) if len(reports) >= 2 else (None, None)
    growth = None if result["growth"] is None else round(100 * result["growth"], 1)
    mb = (lambda r: None if r is None or r["rss"] is None else round(r["rss"] / 2**20, 1))
    label = f"RSS after {last['deals'] if last else deals} computer-only deals in the window vs after " \
            f"{first['deals'] if first else every}"
    return [Figure("memory.growth", label, growth, "%", Target("<", GROWTH_PERCENT),
                   detail={"rss_first_mb": mb(first), "rss_last_mb": mb(last), "deals": result["deals"],
                           "errors": len(result["errors"]), "soak_problems": result["problems"][:3],
                           "seconds": result["seconds"]},
                   note=(f"quick: {every} and {deals} deals, {speed} speed" if quick else
                         f"{speed} speed: every tenth deal animated at fast, the rest instant"))]
