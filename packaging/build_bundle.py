#!/usr/bin/env python3
"""Build Lomber's standalone bundle: dist/lomber/ and dist/lomber-<version>-<system>-<machine>.tar.gz.

    python3 packaging/build_bundle.py [--dist DIR] [--work DIR] [--venv DIR] [--no-tar]

From a checkout, with nothing but Python 3.11+: a build venv (build/bundle-venv, kept for the next build) gets
PyInstaller and the wheel of the source tree (built from a clean copy, so stray files never ship), then
PyInstaller runs packaging/lomber.spec. The desktop files (packaging/linux, with install-desktop.sh) go into
the bundle's desktop/ folder; LICENSE, THIRD-PARTY-NOTICES.md and the licence texts of what it carries into
its top folder (licenses/). Prints the sizes and the time taken.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
from collections.abc import Callable, Iterable
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYINSTALLER = "pyinstaller>=6.10,<7"
SOURCES = ("pyproject.toml", "README.md", "LICENSE", "app", "resources")   # what the wheel is built from (LICENSE: its licence file)
NOT_SOURCES = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", ".*")
NOTICES = ("LICENSE", "THIRD-PARTY-NOTICES.md")                  # from the checkout into the bundle's top folder
OWN_TEXTS = ROOT / "packaging" / "licenses"   # licence texts no installed distribution carries (Qt's LGPL-3)
LICENCE_FILE = re.compile(r"^(LICEN[CS]E|COPYING|NOTICE)", re.IGNORECASE)
BOOTLOADER = "pyinstaller"   # its bootloader runs the bundle (GPL-2.0-or-later with the bootloader exception)
sys.path.insert(0, str(ROOT / "app"))
from lomber import APP_ID  # only the package's __init__ (no Qt), from this source tree


def run(*cmd: str | Path, **kw: object) -> subprocess.CompletedProcess:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run([str(c) for c in cmd], check=True, **kw)  # type: ignore[call-overload]


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def build_venv(venv: Path) -> Path:
    """The build venv with PyInstaller (created once, then reused)."""
    py = venv_python(venv)
    if not py.exists():
        run(sys.executable, "-m", "venv", venv)
    run(py, "-m", "pip", "install", "-q", PYINSTALLER)
    return py


def copy_sources(dest: Path) -> Path:
    """A clean copy of what the wheel holds (no build/, egg-info or caches that setuptools would pick up)."""
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    for name in SOURCES:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, dest / name, ignore=NOT_SOURCES)
        else:
            shutil.copy2(src, dest / name)
    return dest


def install_lomber(py: Path, work: Path) -> str:
    """Build the wheel from a clean copy and install it with its dependencies; returns its version."""
    wheels = work / "wheel"
    if wheels.exists():
        shutil.rmtree(wheels)
    run(py, "-m", "pip", "wheel", "-q", "--no-deps", "-w", wheels, copy_sources(work / "src"))
    [wheel] = wheels.glob("lomber-*.whl")
    run(py, "-m", "pip", "uninstall", "-q", "-y", "lomber")   # the same version would count as installed
    run(py, "-m", "pip", "install", "-q", wheel)
    return wheel.name.split("-")[1]


def add_desktop_files(bundle: Path) -> None:
    """packaging/linux (desktop entry, metainfo, MIME type, icons, install script) into the bundle's desktop/."""
    dest = bundle / "desktop"
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(ROOT / "packaging" / "linux", dest)
    scalable = dest / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy2(ROOT / "resources" / "icons" / "lomber.svg", scalable / f"{APP_ID}.svg")


def canonical(name: str) -> str:
    """A distribution's name as pip compares them (`PySide6_Essentials` is `pyside6-essentials`)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def bundled_distributions(roots: Iterable[str], find: Callable[[str], metadata.Distribution | None]) -> list[str]:
    """The distributions `roots` (requirement strings) bring in, with what they require in turn, as installed.

    `find(name)` is the installed distribution or None (a requirement whose marker did not hold is not
    installed); requirements of extras are left out: the bundle installs none."""
    seen: dict[str, None] = {}
    todo = list(roots)
    while todo:
        requirement = todo.pop(0)
        name, _, marker = requirement.partition(";")
        found = re.match(r"[A-Za-z0-9._-]+", name.strip())
        if found is None or "extra" in marker:
            continue
        key = canonical(found.group())
        dist = find(key)
        if key in seen or dist is None:
            continue
        seen[key] = None
        todo += dist.requires or []
    return list(seen)


def installed(site: Path) -> Callable[[str], metadata.Distribution | None]:
    """`find` for `bundled_distributions`: the distributions installed in one site-packages folder."""
    by_name = {canonical(d.metadata["Name"]): d for d in metadata.distributions(path=[str(site)])}
    return by_name.get


def licence_files(dist: metadata.Distribution) -> list[Path]:
    """The licence and notice files a distribution installed with its metadata."""
    return [Path(str(dist.locate_file(f))) for f in dist.files or [] if LICENCE_FILE.match(f.name)]


def add_notices(bundle: Path, site: Path, python_licence: Path | None) -> list[str]:
    """LICENSE and THIRD-PARTY-NOTICES.md into the bundle's top folder; into its licenses/ folder our own texts
    (LGPL-3), Python's licence and every bundled distribution's licence files as installed in `site`, one folder
    per distribution. Returns the distributions (Lomber's requirements and PyInstaller for its bootloader)."""
    for name in NOTICES:
        shutil.copy2(ROOT / name, bundle / name)
    texts = bundle / "licenses"
    if texts.exists():
        shutil.rmtree(texts)
    shutil.copytree(OWN_TEXTS, texts)
    if python_licence is not None and python_licence.is_file():
        shutil.copy2(python_licence, texts / "Python-LICENSE.txt")
    find = installed(site)
    lomber = find("lomber")
    names = bundled_distributions(lomber.requires or [] if lomber else [], find)
    names += [BOOTLOADER] if find(BOOTLOADER) else []   # its bootloader only: not what PyInstaller requires
    for name in names:
        dist = find(name)
        assert dist is not None
        folder = texts / f"{name}-{dist.version}"
        folder.mkdir()
        for file in licence_files(dist):
            shutil.copy2(file, folder / file.name)
    return names


def folder_size(path: Path) -> int:
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", type=Path, default=ROOT / "dist", help="where dist/lomber and the tarball go")
    ap.add_argument("--work", type=Path, default=ROOT / "build" / "bundle", help="PyInstaller's work folder")
    ap.add_argument("--venv", type=Path, default=ROOT / "build" / "bundle-venv", help="the build venv (reused)")
    ap.add_argument("--no-tar", action="store_true", help="only the dist/lomber folder")
    args = ap.parse_args(argv)
    started = time.monotonic()
    py = build_venv(args.venv)
    version = install_lomber(py, args.work)
    bundle = args.dist / "lomber"
    run(py, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN", "--distpath", args.dist,
        "--workpath", args.work / "pyinstaller", ROOT / "packaging" / "lomber.spec")
    if sys.platform.startswith("linux"):
        add_desktop_files(bundle)
    paths = json.loads(run(py, "-c", "import json, sysconfig; print(json.dumps(sysconfig.get_paths()))",
                           capture_output=True, text=True).stdout)
    add_notices(bundle, Path(paths["purelib"]), Path(paths["stdlib"]) / "LICENSE.txt")
    built = time.monotonic() - started
    print(f"bundle: {bundle} ({folder_size(bundle) / 2**20:.1f} MiB, built in {built:.0f} s)")
    if not args.no_tar:
        tarball = args.dist / f"lomber-{version}-{platform.system().lower()}-{platform.machine()}.tar.gz"
        with tarfile.open(tarball, "w:gz", compresslevel=6) as tar:
            tar.add(bundle, arcname="lomber")
        print(f"tarball: {tarball} ({tarball.stat().st_size / 2**20:.1f} MiB, "
              f"{time.monotonic() - started - built:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
