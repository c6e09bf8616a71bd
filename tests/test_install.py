"""What a user gets: the wheel in a fresh venv and the standalone bundle, run from outside the checkout.

Both are slow (minutes): `.ci/run` runs them with the rest (the README's test command runs every test);
`python -m pytest -m "not slow"` leaves them out while working.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from lomber.engine.registry import game_ids

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
pytestmark = [pytest.mark.slow, pytest.mark.install]


def build_bundle() -> ModuleType:
    """packaging/build_bundle.py as a module."""
    spec = importlib.util.spec_from_file_location("build_bundle", ROOT / "packaging" / "build_bundle.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def clean_env(tmp: Path, **extra: str) -> dict[str, str]:
    """No PYTHONPATH, no venv, a private home: nothing of the checkout or the test venv leaks in."""
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(tmp / "home"), "LANG": "C.UTF-8",
           "QT_QPA_PLATFORM": "offscreen", "XDG_RUNTIME_DIR": str(tmp / "run")}
    (tmp / "run").mkdir(mode=0o700, exist_ok=True)
    env.update(extra)
    return env


def check_smoke(cmd: list[str], tmp: Path, russian: bool = False) -> str:
    """`lomber --smoke` ran every game, its computer players in their own process; returns its stderr."""
    env = clean_env(tmp, **({"LANG": "ru_RU.UTF-8"} if russian else {}))
    out = subprocess.run([*cmd, "--smoke"], cwd=tmp, env=env, capture_output=True, text=True, timeout=600,
                         check=False)
    err = out.stderr
    assert out.returncode == 0, err
    assert f"played {', '.join(game_ids())}; ok" in err, err
    answers = re.search(r"computer players: their own process \((\d+) answers\)", err)
    assert answers and int(answers.group(1)) > 0 and "fallback" not in err, err
    if russian:   # Lomber's catalogue and Qt's own, found where this install keeps them
        assert "translations: qtbase_ru.qm, lomber_ru.qm" in err, err
    return err


def check_replay(cmd: list[str], tmp: Path) -> None:
    out = subprocess.run([*cmd, "replay", str(DATA / "ferme-record.json"), "--json"], cwd=tmp,
                         env=clean_env(tmp), capture_output=True, text=True, check=True, timeout=120)
    assert json.loads(out.stdout) == json.loads((DATA / "ferme-record.summary.json").read_text())


def check_version(cmd: list[str], tmp: Path) -> None:
    out = subprocess.run([*cmd, "--version"], cwd=tmp, env=clean_env(tmp), capture_output=True, text=True,
                         check=True, timeout=120)
    assert out.stdout.strip() == f"lomber {VERSION}"


def test_wheel_in_a_fresh_venv(tmp_path: Path) -> None:
    """pip's wheel of a clean copy of the sources, installed with its dependencies in a new venv."""
    src = build_bundle().copy_sources(tmp_path / "src")   # as the bundle's build does
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path / "wheel"), str(src)],
                   check=True, capture_output=True, timeout=600)
    [wheel] = (tmp_path / "wheel").glob(f"lomber-{VERSION}-py3-none-any.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    resources = {f"lomber/resources/{p.relative_to(ROOT / 'resources').as_posix()}"
                 for p in (ROOT / "resources").rglob("*") if p.is_file()}
    assert resources <= names, sorted(resources - names)[:5]   # cards, rules, translations, icons
    modules = {f"{p.relative_to(ROOT / 'app').as_posix()}" for p in (ROOT / "app").rglob("*.py")}
    assert modules <= names, sorted(modules - names)[:5]
    panels = {p.relative_to(ROOT / "app").as_posix() for p in (ROOT / "app").rglob("rules.*.md")}
    assert panels and panels <= names, sorted(panels - names)[:5]   # each game package's rule panels
    entry_points = zipfile.ZipFile(wheel).read(f"lomber-{VERSION}.dist-info/entry_points.txt").decode()
    assert all(f"{gid} = " in entry_points for gid in game_ids()), entry_points   # the games' entry points

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=600)
    subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", str(wheel)], check=True,
                   capture_output=True, timeout=900)
    lomber = [str(venv / "bin" / "lomber")]
    code = "from lomber.paths import resources_dir; print(resources_dir())"
    where = subprocess.run([str(venv / "bin" / "python"), "-c", code], cwd=tmp_path, env=clean_env(tmp_path),
                           capture_output=True, text=True, check=True)
    assert Path(where.stdout.strip()).is_relative_to(venv)   # the installed copy, not the checkout's
    check_version(lomber, tmp_path)
    check_replay(lomber, tmp_path)
    check_smoke(lomber, tmp_path)


def test_bundle_builds_and_runs(tmp_path: Path) -> None:
    """packaging/build_bundle.py: the folder and the tarball; the tarball, unpacked elsewhere, runs."""
    dist = tmp_path / "dist"
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build_bundle.py"), "--dist", str(dist),
                    "--work", str(tmp_path / "work")], check=True, capture_output=True, timeout=1500)
    tarball = dist / f"lomber-{VERSION}-linux-x86_64.tar.gz"
    with tarfile.open(tarball) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    bundle = tmp_path / "unpacked" / "lomber"
    internal = bundle / "_internal"

    # lean: the Qt modules the app uses, the SVG plugins, one Qt catalogue; no QML, WebEngine or network
    qt = internal / "PySide6" / "Qt"
    plugins = {p.relative_to(qt / "plugins").as_posix() for p in (qt / "plugins").rglob("*.so")}
    assert {"imageformats/libqsvg.so", "iconengines/libqsvgicon.so", "platforms/libqoffscreen.so",
            "platforms/libqxcb.so"} <= plugins
    assert {p for p in plugins if p.startswith("imageformats/")} == {"imageformats/libqsvg.so"}
    libs = {p.name for p in (qt / "lib").iterdir()}
    assert not {n for n in libs if re.match(r"libQt6(Qml|Quick|WebEngine|Pdf|Multimedia|OpenGL)", n)}, libs
    used = set(re.findall(r"PySide6\.(Qt\w+)", "".join(p.read_text() for p in (ROOT / "app").rglob("*.py"))))
    used -= {"QtMultimedia"}   # the optional `sound` extra: the bundle is silent (packaging/README.md)
    assert {p.name.split(".")[0] for p in (internal / "PySide6").glob("Qt*.so")} == used   # only the modules used
    assert sorted(p.name for p in (qt / "translations").iterdir()) == ["qtbase_ru.qm"]
    ours = internal / "lomber" / "resources"
    assert (ours / "translations" / "lomber_ru.qm").is_file() and not list(ours.rglob("*.ts"))
    assert sorted(p.name for p in (ours / "sounds").iterdir()) == ["card.wav", "chip.wav", "shuffle.wav", "trick.wav"]
    missing = []   # every Qt library a kept plugin or module needs is in the bundle
    for so in internal.rglob("*.so*"):
        if so.is_file() and not so.is_symlink():
            ldd = subprocess.run(["ldd", str(so)], capture_output=True, text=True, check=False).stdout
            missing += [f"{so.name}: {line.strip()}" for line in ldd.splitlines()
                        if "not found" in line and re.match(r"\s*lib(Qt6|icu|pyside6|shiboken6|python)", line)]
    assert not missing, missing
    # the licence, the notices and the licence texts travel with it (THIRD-PARTY-NOTICES.md)
    assert (bundle / "LICENSE").is_file() and (bundle / "THIRD-PARTY-NOTICES.md").is_file()
    assert (bundle / "licenses" / "LGPL-3.txt").is_file() and (bundle / "licenses" / "Python-LICENSE.txt").is_file()
    assert {p.name.rsplit("-", 1)[0] for p in (bundle / "licenses").iterdir() if p.is_dir()} >= {
        "pyside6-essentials", "shiboken6", "platformdirs"}

    lomber = [str(bundle / "lomber")]
    check_version(lomber, tmp_path)
    check_replay(lomber, tmp_path)
    check_smoke(lomber, tmp_path, russian=True)

    # the desktop files travel in the bundle; their script links the executable onto PATH
    prefix = tmp_path / "prefix"
    subprocess.run(["sh", str(bundle / "desktop" / "install-desktop.sh"), "--prefix", str(prefix)], check=True,
                   capture_output=True, env={**os.environ, "PATH": "/usr/bin:/bin"})
    assert (prefix / "share" / "applications" / "io.github.lomber.Lomber.desktop").is_file()
    check_version([str(prefix / "bin" / "lomber")], tmp_path)
