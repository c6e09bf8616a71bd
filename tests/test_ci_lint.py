"""CI lints before it tests: ruff, pinned to one version in the extras, runs on the app, the tests and the scripts,
and the last line of `.ci/run` stays the README's test command."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_is_pinned_and_ci_runs_it_before_the_readmes_test_command() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    pins = {req for name in ("test", "dev") for req in extras[name] if req.startswith("ruff")}
    assert len(pins) == 1 and re.fullmatch(r"ruff==\d+\.\d+\.\d+", next(iter(pins))), pins
    lines = [line for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.lstrip().startswith("#")]
    lint = next(i for i, line in enumerate(lines) if "ruff check" in line)
    assert lines[lint].split("ruff check", 1)[1].split() == ["app", "tests", "scripts"]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert lint < len(lines) - 1 and lines[-1].replace(" -q", "") in readme.replace(" -q", "")
