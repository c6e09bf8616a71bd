"""docs/tutorial.md's game is a working game: its files, extracted from the page, installed as pip would lay them
out, build their catalogue with `lomber translate` and pass every check of `check_game`."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = ROOT / "docs" / "tutorial.md"
BLOCK = re.compile(r"^```\w+ title=(\S+)\n(.*?)^```$", re.MULTILINE | re.DOTALL)


def tutorial_files() -> dict[str, str]:
    """The page's files: each fenced block with a `title=` path."""
    return {path: text for path, text in BLOCK.findall(TUTORIAL.read_text(encoding="utf-8"))}


def test_the_tutorials_game_passes_check_game(tmp_path: Path) -> None:
    files = tutorial_files()
    assert {"pyproject.toml", "lomber_lowcard/__init__.py", "lomber_lowcard/players.py", "lomber_lowcard/rules.en.md",
            "lomber_lowcard/rules.ru.md", "lomber_lowcard/translations/lowcard_ru.ts"} <= set(files)
    site = tmp_path / "site"
    for path, text in files.items():
        (site / path).parent.mkdir(parents=True, exist_ok=True)
        (site / path).write_text(text, encoding="utf-8")
    project = tomllib.loads(files["pyproject.toml"])["project"]
    info = site / f"{project['name'].replace('-', '_')}-{project['version']}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n")
    (info / "entry_points.txt").write_text(
        "[lomber.games]\n" + "".join(f"{k} = {v}\n" for k, v in project["entry-points"]["lomber.games"].items()))
    env = {**os.environ, "PYTHONPATH": f"{site}{os.pathsep}{ROOT / 'app'}"}

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True, env=env, cwd=site,
                              timeout=300, check=False)

    built = run("lomber", "translate", "lowcard", "--dir", "lomber_lowcard")
    assert built.returncode == 0, built.stdout + built.stderr
    assert (site / "lomber_lowcard" / "translations" / "lowcard_ru.qm").is_file()
    checked = run("lomber.testing", "lowcard")
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert checked.stdout.startswith("check_game('lowcard'): ok") and "FAIL" not in checked.stdout
