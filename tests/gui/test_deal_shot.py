"""scripts/deal_shot.py (the docs' screenshots) reaches its moment and quits: it waited idle for a prompt that
never came at a deal's result (the pause after each deal waits for Continue) and mid-coup in Chemin de fer (a
draw-or-stand comes only on a 5)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game,seats,moment", [("ferme", 3, "result"), ("chemin-de-fer", 4, "mid")])
def test_deal_shot_saves_its_moment_and_quits(tmp_path, game, seats, moment):
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT / "app"))
    try:
        done = subprocess.run([sys.executable, str(ROOT / "scripts" / "deal_shot.py"), game, str(seats), moment,
                               str(out), "--size", "800x600"], env=env, capture_output=True, text=True, timeout=60,
                              check=False)
    except subprocess.TimeoutExpired:
        pytest.fail(f"deal_shot.py {game} {moment} still waiting after 60 s")
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 0 and f"saved {out}" in done.stdout
