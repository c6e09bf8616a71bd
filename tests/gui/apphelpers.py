"""Helpers for the window and controller tests (their fixtures are in tests/gui/conftest.py)."""

from __future__ import annotations

from lomber.engine.match import Seat


def ai_seats(n: int, level: str = "normal") -> list[Seat]:
    return [Seat(f"AI {i + 1}", "ai", level) for i in range(n)]


def wait_finished(qtbot, w, timeout: int = 20000) -> None:
    qtbot.waitUntil(lambda: w.controller.ended, timeout=timeout)

