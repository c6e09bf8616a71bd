"""The registry imports a built-in game when it is first asked for, and only that game (a start-up that sits down
at one table imports no other); listing the games imports them all."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import json, sys
from lomber.engine import registry
before = sorted(m for m in sys.modules if m.startswith("lomber.games."))
info = registry.game_info(sys.argv[1])
one = sorted(m for m in sys.modules if m.startswith("lomber.games."))
ids = registry.game_ids()
print(json.dumps({"before": before, "one": one, "id": info.id, "ids": ids}))
"""


def _probe(game: str) -> dict:
    done = subprocess.run([sys.executable, "-c", PROBE, game], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={"PYTHONPATH": str(ROOT / "app"), "PATH": ""}, check=True)
    return json.loads(done.stdout)


def test_asking_for_one_game_imports_that_game_alone():
    out = _probe("fly")
    assert out["before"] == [] and out["id"] == "fly"
    # Fly's modules (the match and its rules), and no other game's.
    assert "lomber.games.fly" in out["one"]
    assert [m for m in out["one"] if m != "lomber.games.words" and not m.startswith("lomber.games.fly")] == []


def test_listing_the_games_still_finds_all_four_in_their_order():
    out = _probe("chemin-de-fer")
    assert out["ids"] == ["ferme", "chemin-de-fer", "fortuna", "fly"]
