"""The package installs whole: every subpackage is listed, resources are found."""

from __future__ import annotations

import tomllib
from pathlib import Path

from lomber.paths import resources_dir

ROOT = Path(__file__).resolve().parent.parent


def test_every_subpackage_is_listed_in_pyproject() -> None:
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT / "app").parts) for p in (ROOT / "app").rglob("__init__.py")}
    assert found <= listed, f"add to pyproject's packages: {sorted(found - listed)}"


def test_resources_are_found() -> None:
    assert (resources_dir() / "rules").is_dir()
