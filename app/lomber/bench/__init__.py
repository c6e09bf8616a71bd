"""`lomber bench`: the performance figures of DESIGN.md, measured in one run so ratios are fair.

`engine` measures the rules and the computer players (no Qt); `frames`, `stall` and `startup` the window.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from lomber.bench.engine import ai_figures, random_play_rate
from lomber.engine.registry import game_ids

# Extra measurements register here (AI decision times, GUI frame times): name → function(quick) → figures.
EXTRA: dict[str, Callable[[bool], dict[str, Any]]] = {"ai_decision_times": ai_figures}


def run_bench(as_json: bool = False, quick: bool = False) -> int:
    secs = 0.5 if quick else 2.0
    figures: dict[str, Any] = {"random_play_deals_per_s": {}}
    for game in game_ids():
        figures["random_play_deals_per_s"][game] = round(random_play_rate(game, secs), 1)
    _load_extras()
    for name, fn in EXTRA.items():
        figures[name] = fn(quick)
    if as_json:
        print(json.dumps(figures, indent=1))
    else:
        for name, value in figures.items():
            print(f"{name}:")
            if isinstance(value, dict):
                for k, v in value.items():
                    print(f"  {k:<28} {v}")
            else:
                print(f"  {value}")
    return 0


def _load_extras() -> None:
    """Import the modules that add bench figures (AI timings; GUI timings when Qt is there)."""
    import importlib

    for mod in ("lomber.bench.frames", "lomber.bench.stall", "lomber.bench.startup"):
        try:
            importlib.import_module(mod)
        except ModuleNotFoundError:
            continue
