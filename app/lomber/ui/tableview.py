"""The widget that shows the table: scales the scene to the window; arrows and Enter pick cards."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from lomber.ui.table import TableScene


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


class TableView(QGraphicsView):
    """Shows a TableScene scaled to the window; the scene reflows on resize. Arrows and Enter pick cards."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = TableScene(self)
        self.setScene(self.table)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 210)
        self._focus = -1
        # Faces are rendered ahead in idle time after the first paint, which should not wait for them.
        self.table.hold_warming(True)
        on_first_paint(self.viewport(), lambda: QTimer.singleShot(0, lambda: self.table.hold_warming(False)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.reflow()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.reflow()

    def reflow(self) -> None:
        """Fit the table to the viewport: reflow at its size, scale down below the minimum."""
        vp = self.viewport().size()
        self.table.art.set_dpr(self.devicePixelRatioF())
        self.table.set_size(vp.width(), vp.height())
        self.resetTransform()
        r = self.table.sceneRect()
        if r.width() > vp.width() + 0.5 or r.height() > vp.height() + 0.5:
            self.fitInView(r, Qt.AspectRatioMode.KeepAspectRatio)
        self.centerOn(r.center())
        self.resetCachedContent()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        cards = self.table.playable_sprites()
        key = event.key()
        if cards and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = 1 if key == Qt.Key.Key_Right else -1
            self._focus = (self._focus + step) % len(cards) if self._focus >= 0 else 0
            for i, s in enumerate(cards):
                s._hover = i == self._focus   # the hover lift doubles as the keyboard focus mark
                s.update()
            return
        if cards and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and 0 <= self._focus < len(cards):
            self.table.card_pressed(cards[self._focus])
            self._focus = -1
            return
        super().keyPressEvent(event)
