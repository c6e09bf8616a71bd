"""Lomber: a desktop card table for forgotten card games (each one a package under `lomber.games`)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

DIST_NAME = "lomber"
APP_ID = "io.github.lomber.Lomber"   # the desktop file, AppStream metainfo, icons and MIME type share this id
UNKNOWN_VERSION = "0+unknown"


@cache
def package_version() -> str:
    """The installed distribution's version; a source tree's pyproject.toml; else UNKNOWN_VERSION."""
    # importlib.metadata costs ~40 ms to import: asked for only by --version and About, never at start-up.
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(DIST_NAME)
    except PackageNotFoundError:
        pass
    pyproject = Path(__file__).resolve().parent.parent.parent / "pyproject.toml"
    try:
        import tomllib

        found = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]
    except (OSError, ValueError, KeyError, TypeError):
        return UNKNOWN_VERSION
    return found if isinstance(found, str) else UNKNOWN_VERSION


def __getattr__(name: str) -> str:
    """`lomber.__version__`, read from the package metadata when first asked for."""
    if name == "__version__":
        return package_version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
