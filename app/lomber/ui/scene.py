"""The table scene the window uses: gui-table's `TableScene` when present, else a plain stand-in."""

from __future__ import annotations

try:
    from lomber.ui.speeds import Speed, durations
    from lomber.ui.table import TableScene, TableView
except ModuleNotFoundError as exc:  # the animated table is built on another branch; until it is merged
    if exc.name not in ("lomber.ui.speeds", "lomber.ui.table"):
        raise
    from lomber.ui.plaintable import Speed, TableScene, TableView, durations  # type: ignore[assignment]

SPEED_NAMES = {"slow": Speed.SLOW, "normal": Speed.NORMAL, "fast": Speed.FAST, "instant": Speed.INSTANT}

__all__ = ["SPEED_NAMES", "Speed", "TableScene", "TableView", "durations"]
