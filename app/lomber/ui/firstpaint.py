"""A widget's first paint, watched: the start-up's later work waits for it (ui/shell/frame.py, the table's view)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class _FirstPaint(QObject):
    """Calls `fn` at the first paint of `widget`, then stops watching."""

    def __init__(self, widget: QWidget, fn: Callable[[], None]) -> None:
        super().__init__(widget)
        self.fn = fn
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        if ev.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            self.fn()
        return False


def on_first_paint(widget: QWidget, fn: Callable[[], None]) -> None:
    """Run `fn` when `widget` first paints (from inside that paint: queue anything slow)."""
    _FirstPaint(widget, fn)
