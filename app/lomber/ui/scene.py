"""The table scene the window uses (gui-table's TableScene and speeds), and the speed names of the settings."""

from __future__ import annotations

from lomber.ui.speeds import Speed, durations
from lomber.ui.table import TableScene, TableView

SPEED_NAMES = {"slow": Speed.SLOW, "normal": Speed.NORMAL, "fast": Speed.FAST, "instant": Speed.INSTANT}

__all__ = ["SPEED_NAMES", "Speed", "TableScene", "TableView", "durations"]
