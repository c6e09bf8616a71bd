"""scripts/fortuna_contracts.py replays the arena's own games (block_matches) and tallies each level's contracts."""

from __future__ import annotations

import importlib.util
from collections import Counter, defaultdict
from pathlib import Path
from types import ModuleType

from lomber.arena import Plan, block_matches, run_arena

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "fortuna_contracts.py"
LEVELS = ("easy", "normal")


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fortuna_contracts", SCRIPT)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_tally_plays_the_arenas_games_deal_for_deal() -> None:
    # Whole parties (no match cut short, so no pool handed back): the chips each level won deal by deal must add
    # up to the arena's own tally of the same block, and every partie is won by a seat that reached 13 points.
    script = load_script()
    plan = Plan("fortuna", 4, LEVELS, 5, {"parties": 1}, 60, True)
    tally: dict[str, Counter[str]] = defaultdict(Counter)
    played = sum(script.play_match(plan, assign, mseed, pseed, tally)
                 for assign, mseed, pseed in block_matches(plan, 0))
    arena = run_arena("fortuna", 4, list(LEVELS), 1, 5, {"parties": 1}, 60, duplicate=True)
    assert arena.blocks == 1 and arena.deals == played
    for lv in LEVELS:
        t = tally[lv]
        assert t["deals"] == len(arena.tallies[lv].chips)
        assert t["chips"] == sum(arena.tallies[lv].chips)
        assert t["declared_failed"] <= t["declared"] and t["forced_failed"] <= t["forced"]
    assert sum(tally[lv]["declared"] + tally[lv]["forced"] for lv in LEVELS) > 0
    assert sum(tally[lv]["points"] for lv in LEVELS) >= 13 * 2      # two matches, each a partie won
