"""The coach's two widgets (ui/panels/lesson.py): the mark that dims the window but the element a lesson's step
points at, with an outline and an arrow, and the speech panel that says the step."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from lomber.ui.plaintext import plain_label

MARK = QColor("#ffd54a")        # the coach mark's outline and arrow
DIM = QColor(0, 0, 0, 90)       # over everything but the element pointed at


class CoachMark(QWidget):
    """Covers the window's middle; paints the dimming, the outline round the target and the arrow. Clicks go
    through it to the table and the buttons underneath."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.target = QRect()      # in this widget's coordinates; empty: nothing pointed at
        self.panel = QRect()

    def set_marks(self, target: QRect, panel: QRect) -> None:
        if target != self.target or panel != self.panel:
            self.target, self.panel = QRect(target), QRect(panel)
            self.update()

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        whole = QPainterPath()
        whole.addRect(QRectF(self.rect()))
        if not self.target.isEmpty():
            hole = QPainterPath()
            hole.addRoundedRect(QRectF(self.target), 8, 8)
            whole = whole.subtracted(hole)
        p.fillPath(whole, DIM)
        if self.target.isEmpty():
            return
        p.setPen(QPen(MARK, 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(self.target), 8, 8)
        if not self.panel.isEmpty() and not self.panel.intersects(self.target):
            self._arrow(p)

    def _arrow(self, p: QPainter) -> None:
        """From the panel's edge nearest the target to the target's edge, with a head."""
        t, b = QRectF(self.target), QRectF(self.panel)
        start = QPointF(min(max(t.center().x(), b.left() + 20), b.right() - 20),
                        b.bottom() if t.center().y() > b.bottom() else b.top())
        end = QPointF(min(max(start.x(), t.left() + 6), t.right() - 6),
                      t.top() - 4 if t.center().y() > b.bottom() else t.bottom() + 4)
        line = QLineF(start, end)
        if line.length() < 12:
            return
        p.setPen(QPen(MARK, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(line)
        a = math.radians(-line.angle())
        head = QPolygonF([end, end - QPointF(math.cos(a - 0.45) * 14, math.sin(a - 0.45) * 14),
                          end - QPointF(math.cos(a + 0.45) * 14, math.sin(a + 0.45) * 14)])
        p.setBrush(MARK)
        p.drawPolygon(head)


class CoachPanel(QFrame):
    """The speech panel: what is happening and what to do, a line explaining a wrong move, Next and Skip."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("coachPanel")
        self.setStyleSheet("#coachPanel { background: #fffbe6; border: 2px solid #ffd54a; border-radius: 8px; }"
                           "#coachPanel QLabel { color: #1b1b1b; }")
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 8, 12, 8)
        self.title = plain_label(self)
        self.title.setStyleSheet("font-weight: bold")
        self.text = plain_label(self)
        self.text.setWordWrap(True)
        self.wrong = plain_label(self)
        self.wrong.setWordWrap(True)
        self.wrong.setStyleSheet("color: #9a1b1b")
        self.wrong.hide()
        row = QHBoxLayout()
        self.skip = QPushButton(self)
        self.next = QPushButton(self)
        self.next.setDefault(True)
        row.addWidget(self.skip)
        row.addStretch(1)
        row.addWidget(self.next)
        for w in (self.title, self.text, self.wrong):
            box.addWidget(w)
        box.addLayout(row)
