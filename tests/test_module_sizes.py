"""The house stays in small rooms: no module of the app grows far past ~500 lines (docs/contributing.md)."""

from __future__ import annotations

from pathlib import Path

APP = Path(__file__).resolve().parent.parent / "app" / "lomber"
MOST = 520      # "about 500": a module that grows past it is split along what it holds, not trimmed


def test_no_module_of_the_app_is_much_over_five_hundred_lines() -> None:
    sizes = {p.relative_to(APP).as_posix(): len(p.read_text(encoding="utf-8").splitlines())
             for p in APP.rglob("*.py")}
    assert len(sizes) > 100
    assert {name: n for name, n in sizes.items() if n > MOST} == {}
