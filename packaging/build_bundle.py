#!/usr/bin/env python3
"""Build Lomber's standalone bundle: dist/lomber/ and dist/lomber-<version>-<system>-<machine>.tar.gz.

    python3 packaging/build_bundle.py [--dist DIR] [--work DIR] [--venv DIR] [--no-tar]

From a checkout, with nothing but Python 3.11+: a build venv (build/bundle-venv, kept for the next build) gets
PyInstaller and the wheel of the source tree (built from a clean copy, so stray files never ship), then
PyInstaller runs packaging/lomber.spec. The desktop files (packaging/linux, with install-desktop.sh) go into
the bundle's desktop/ folder. Prints the sizes and the time taken.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYINSTALLER = "pyinstaller>=6.10,<7"
SOURCES = ("pyproject.toml", "README.md", "app", "resources")   # what the wheel is built from
NOT_SOURCES = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", ".*")
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
