"""The table's felt: a baize oval with a wooden rim on a dark floor, painted as the scene's background."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient

from lomber.ui.table.layout import TableLayout


def paint_felt(p: QPainter, rect: QRectF, scene_rect: QRectF, lay: TableLayout) -> None:
    """Paint the part `rect` of the background of a scene laid out as `lay`."""
    p.fillRect(rect, QColor("#2a1a10"))
    cx, cy = scene_rect.center().x(), scene_rect.center().y()
    oval = QRectF(cx - lay.table_rx, cy - lay.table_ry, lay.table_rx * 2, lay.table_ry * 2)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rim = max(4.0, min(scene_rect.width(), scene_rect.height()) * 0.012)
    p.setPen(QPen(QColor("#5b3a1e"), rim))
    g = QRadialGradient(QPointF(cx, cy * 0.9), max(lay.table_rx, lay.table_ry))
    g.setColorAt(0.0, QColor("#2f7d4a"))
    g.setColorAt(0.7, QColor("#1f5e36"))
    g.setColorAt(1.0, QColor("#154527"))
    p.setBrush(QBrush(g))
    p.drawEllipse(oval.adjusted(rim / 2, rim / 2, -rim / 2, -rim / 2))
    p.setPen(QPen(QColor(255, 255, 255, 22), max(1.0, rim / 4)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    inner = oval.adjusted(lay.table_rx * 0.3, lay.table_ry * 0.3, -lay.table_rx * 0.3, -lay.table_ry * 0.3)
    p.drawEllipse(inner)
