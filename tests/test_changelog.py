"""Dated history lives in CHANGELOG.md: the reference pages (docs/) and the code's comments describe the code as
it is, and name no issue and no "until <date>"."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# "issue 23", "Issue 15, defect 4", "until 2026-12-01", "since 2026-12-02", "before 2026-11-30".
HISTORY = re.compile(r"\b[Ii]ssues? #?\d+\b|\b(?:[Uu]ntil|[Ss]ince|[Bb]efore|[Aa]fter) 20\d\d-\d\d-\d\d\b")


def dated(path: Path) -> list[str]:
    return [f"{path.relative_to(ROOT)}:{i}: {line.strip()[:100]}"
            for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if HISTORY.search(line)]


def test_reference_pages_and_code_hold_no_dated_history() -> None:
    files = sorted((ROOT / "docs").rglob("*.md")) + sorted((ROOT / "app").rglob("*.py"))
    found = [line for path in files for line in dated(path)]
    assert not found, "move it to CHANGELOG.md:\n" + "\n".join(found)


def test_the_changelog_is_there_and_the_pattern_sees_history() -> None:
    assert "issue 23" in (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    for line in ("(issue 26)", "Issue 15, defect 4", "Until 2026-12-01 the strong player", "since 2026-12-02"):
        assert HISTORY.search(line), line
    for line in ("measured 2026-12-02 on the 2-core machine", "tissue 3", "an issue of the record"):
        assert not HISTORY.search(line), line
