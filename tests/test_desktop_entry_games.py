"""The installed desktop entry has a "New game" action for every game installed beside the app, one from another
distribution too: `lomber desktop-entry` writes it, packaging/linux/install-desktop.sh installs it.

The outside game is High card (tests/data/highcard-game), built by its own backend and unpacked as pip would."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from lomber import APP_ID
from tests.test_registry_entry_points import install

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"


def site_with_highcard(tmp_path: Path) -> Path:
    site = tmp_path / "site"
    site.mkdir()
    install(site)
    return site


def test_desktop_entry_lists_a_game_installed_from_elsewhere(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": f"{site_with_highcard(tmp_path)}{os.pathsep}{ROOT / 'app'}"}
    done = subprocess.run([sys.executable, "-m", "lomber", "desktop-entry", str(DESKTOP)], capture_output=True,
                          text=True, env=env, timeout=120, check=True)
    entry = done.stdout
    assert "\nActions=ferme;chemin-de-fer;fortuna;fly;highcard;\n" in entry
    assert ("[Desktop Action highcard]\nName=New game: High card\nName[ru]=Новая игра: Старшая карта\n"
            "Exec=lomber --new highcard\n") in entry
    assert "старшая карта;" in entry.split("Keywords[ru]=")[1].splitlines()[0]
    # everything else is the repository's entry as it is
    assert entry.split("Keywords=")[0] == DESKTOP.read_text(encoding="utf-8").split("Keywords=")[0]


def test_install_script_writes_the_entry_of_the_games_installed(tmp_path: Path) -> None:
    site = site_with_highcard(tmp_path)
    runner = tmp_path / "bin" / "lomber"
    runner.parent.mkdir()
    runner.write_text(f'#!/bin/sh\nPYTHONPATH="{site}{os.pathsep}{ROOT / "app"}" exec "{sys.executable}" -m lomber "$@"\n')
    runner.chmod(0o755)
    prefix = tmp_path / "prefix"
    subprocess.run(["sh", str(LINUX / "install-desktop.sh"), "--prefix", str(prefix), "--bin", str(runner)],
                   check=True, capture_output=True, timeout=120)
    installed = (prefix / "share" / "applications" / DESKTOP.name).read_text(encoding="utf-8")
    assert "\nActions=ferme;chemin-de-fer;fortuna;fly;highcard;\n" in installed
    assert installed.endswith("Exec=lomber --new highcard\n")
