"""A game from a distribution of its own: "High card" (tests/data/highcard-game, with its own pyproject and
entry point) installed by pip into a fresh venv that also sees the app, then played in the arena, listed and
started in the new-game dialog, and dealt by `lomber --smoke`; no file of the app names it.

Slow (a venv, pip, three runs of the app): `pytest -m slow tests/test_game_distribution.py`. pip builds the
game with its in-tree backend and installs nothing else (`--no-index --no-deps`): no network is needed.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME_SRC = ROOT / "tests" / "data" / "highcard-game"
pytestmark = [pytest.mark.slow, pytest.mark.install]   # in the default run (and CI): it installs, like the wheel test

# Run inside the venv: the new-game dialog offscreen lists High card, starts it with computers only, and the
# window deals it; its rules panel is the game's own, in Russian too.
DIALOG = """
import json, sys
from PySide6.QtWidgets import QApplication
from lomber.ui.shell.app import create_window
from lomber.ui.panels.docks import rules_file

app = QApplication(sys.argv[:1])
window = create_window(app, smoke=True)
dlg = window.new_game_dialog("highcard")
listed = [dlg.game_combo.itemData(i) for i in range(dlg.game_combo.count())]
chosen = dlg.game()
for i in range(dlg.seat_spin.value()):
    dlg.set_seat(i, f"Computer {i + 1}", "ai", "normal")
dlg.accept()
match = window.controller.match
deadline = 200
while match is not None and match.deals < 1 and deadline:
    app.processEvents()
    from PySide6.QtTest import QTest
    QTest.qWait(50)
    deadline -= 1
from lomber.ui.shell.language import use_language
loaded = [t.filePath() for t in use_language(app, "ru")]
shown = window.new_game_dialog("highcard").game_combo.currentText()
print(json.dumps({"listed": listed, "chosen": chosen, "game": match.game_id if match else None,
                  "deals": match.deals if match else 0, "shown_ru": shown, "loaded_ru": loaded,
                  "rules_ru": (rules_file("highcard", "ru") or "").splitlines()[:1]}))
"""


def run(venv: Path, tmp: Path, *args: str, timeout: int = 600, lang: str = "C.UTF-8") -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(tmp / "home"), "LANG": lang,
           "QT_QPA_PLATFORM": "offscreen", "XDG_RUNTIME_DIR": str(tmp / "run")}
    (tmp / "run").mkdir(mode=0o700, exist_ok=True)
    done = subprocess.run([str(venv / "bin" / "python"), *args], cwd=tmp, env=env, capture_output=True, text=True,
                          timeout=timeout, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    return done


def make_venv(tmp: Path) -> Path:
    """A venv whose interpreter sees the app (this checkout's sources) and its dependencies (this interpreter's
    site-packages) through a .pth file, and nothing of the game."""
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=300)
    site = subprocess.run([str(venv / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          check=True, capture_output=True, text=True).stdout.strip()
    paths = dict.fromkeys([str(ROOT / "app"), sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]])
    (Path(site) / "lomber-app.pth").write_text("\n".join(paths) + "\n")
    return venv


def test_a_game_installed_as_its_own_distribution_plays_everywhere(tmp_path: Path) -> None:
    # No file of the app knows the game: it comes in by its entry point alone.
    for folder in ("app", "resources", "packaging"):
        named = [p for p in (ROOT / folder).rglob("*") if p.is_file() and p.suffix in (".py", ".md", ".toml", ".desktop", ".ts")
                 and "highcard" in p.read_text(encoding="utf-8", errors="replace").lower()]
        assert not named, named
    venv = make_venv(tmp_path)
    src = shutil.copytree(GAME_SRC, tmp_path / "highcard-game", ignore=shutil.ignore_patterns("__pycache__"))
    missing = run(venv, tmp_path, "-c", "import importlib.util; print(importlib.util.find_spec('lomber_highcard'))")
    assert missing.stdout.strip() == "None"   # not installed yet
    subprocess.run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"), "install", "--no-index",
                    "--no-deps", "--no-cache-dir", "-q", str(src)], check=True, capture_output=True, timeout=600,
                   env={**os.environ, "PIP_NO_INPUT": "1", "PYTHONPATH": ""})
    where = run(venv, tmp_path, "-c", "import lomber, lomber_highcard; print(lomber.__file__); print(lomber_highcard.__file__)")
    app_file, game_file = where.stdout.split()
    assert Path(app_file).is_relative_to(ROOT / "app") and Path(game_file).is_relative_to(venv)

    # the arena: computer players of every level, whole matches, no chip made or lost
    arena = run(venv, tmp_path, "-m", "lomber", "arena", "--game", "highcard", "--seats", "3",
                "--ai", "easy,normal,strong", "--deals", "40", "--json")
    result = json.loads(arena.stdout)
    assert result["game"] == "highcard" and result["deals"] >= 40, result
    assert {lv: row["seat_deals"] > 0 for lv, row in result["levels"].items()} == dict.fromkeys(("easy", "normal", "strong"), True)

    # the new-game dialog lists it and starts it; the window deals it; its rules panel is its own
    dialog = json.loads(run(venv, tmp_path, "-c", DIALOG).stdout.strip().splitlines()[-1])
    assert "highcard" in dialog["listed"] and dialog["listed"][:4] == ["ferme", "chemin-de-fer", "fortuna", "fly"]
    assert dialog["chosen"] == "highcard" and dialog["game"] == "highcard" and dialog["deals"] >= 1, dialog
    assert dialog["rules_ru"] == ["# Старшая карта {#top}"], dialog
    # its own catalogue, from its package, beside the app's: its name in Russian
    assert dialog["shown_ru"] == "Старшая карта" and any(p.endswith("highcard_ru.qm") for p in dialog["loaded_ru"])

    # `lomber --smoke` deals every game, the new one too, in Russian with the game's catalogue
    smoke = run(venv, tmp_path, "-m", "lomber", "--smoke", lang="ru_RU.UTF-8")
    assert "played ferme, chemin-de-fer, fortuna, fly, highcard; ok" in smoke.stderr, smoke.stderr
    assert "lomber_ru.qm, highcard_ru.qm" in smoke.stderr, smoke.stderr
