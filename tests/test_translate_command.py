"""`lomber translate GAME`: an outside game builds its own catalogues from the strings its package marks.

Run on a copy of tests/data/highcard-game: the translations it has are kept, a new word is added unfinished
(its `NG_` comment kept), a counted word goes to the English plural file too, and `--check` says what lacks."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "tests" / "data" / "highcard-game"


def translate(folder: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "app")}
    return subprocess.run([sys.executable, "-m", "lomber", "translate", "highcard", "--dir", str(folder), *extra],
                          capture_output=True, text=True, env=env, cwd=folder.parent, timeout=120, check=False)


def messages(ts: Path) -> dict[tuple[str, str | None], ET.Element]:
    return {(m.findtext("source") or "", m.findtext("comment")): m.find("translation")
            for m in ET.parse(ts).getroot().iter("message")}


def test_translate_builds_an_outside_games_catalogues(tmp_path: Path) -> None:
    shutil.copytree(GAME, tmp_path / "game")
    package = tmp_path / "game" / "lomber_highcard"
    ts, qm = package / "translations" / "highcard_ru.ts", package / "translations" / "highcard_ru.qm"
    before = messages(ts)
    qm.unlink()
    done = translate(package)
    assert done.returncode == 0, done.stdout + done.stderr
    assert qm.is_file() and qm.stat().st_size > 0
    after = messages(ts)
    assert after[("High card", None)].text == "Старшая карта"
    # Kept: every translation of the game's own; words the app's catalogue says already are left to it.
    assert all(before[k].text == t.text for k, t in after.items() if k in before)
    assert ("Draw", None) not in after

    source = package / "__init__.py"
    source.write_text(source.read_text(encoding="utf-8") + '\nPEEK = NG_("you", "peek at")\n'
                      'PEEKS = N_("%n peek(s)")\n', encoding="utf-8")
    check = translate(package, "--check")
    assert check.returncode == 1 and "'peek at' (lomber, you)" in check.stdout and "%n peek(s)" in check.stdout
    assert ("peek at", "you") not in messages(ts)        # --check writes nothing
    assert translate(package).returncode == 1
    new = messages(ts)
    assert new[("peek at", "you")].get("type") == "unfinished"
    assert len(new[("%n peek(s)", None)].findall("numerusform")) == 3
    english = messages(package / "translations" / "highcard_en.ts")
    assert list(english) == [("%n peek(s)", None)] and len(english[("%n peek(s)", None)].findall("numerusform")) == 2
    assert (package / "translations" / "highcard_en.qm").is_file()


def test_translate_refuses_a_folder_that_is_no_package(tmp_path: Path) -> None:
    done = translate(tmp_path)
    assert done.returncode != 0 and "not a package folder" in done.stderr
