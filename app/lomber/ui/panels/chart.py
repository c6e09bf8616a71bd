"""A small line chart of one player's figure over his matches (our own painter: QtCharts is not in
PySide6-Essentials, the only Qt package Lomber needs)."""

from __future__ import annotations

import math
import sys
import time
import traceback
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from lomber.ui.plaintext import hide_tip, show_tip
from lomber.ui.texts import fmt, tr

WON = QColor("#c8961e")          # a won match's dot: the table's gold
MARGIN = 10                      # around the plot, in pixels
DOT = 4.5                        # a point's radius
HOVER_PX = 14                    # how near the pointer must be to a point for its tooltip


@dataclass(frozen=True)
class Point:
    """One plotted match: its number among the player's matches (1 = oldest), value, whether he won, when."""

    number: int
    value: int
    won: bool
    ended: float


def number(value: int, signed: bool = False) -> str:
    """A figure as the tables print it: a true minus sign, and a plus where gains and losses are shown."""
    text = f"{value:+d}" if signed and value else str(value)
    return text.replace("-", "\u2212")


def nice_step(span: float, most: int) -> int:
    """A round step (1, 2, 5 × 10^k) giving at most `most` intervals over `span`."""
    span = max(span, 1.0)
    raw = span / max(most, 1)
    base = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if m * base >= raw:
            return max(1, int(m * base))
    return max(1, int(10 * base))


def ticks(lo: int, hi: int, most: int) -> list[int]:
    """Round values from at or below `lo` to at or above `hi`, at most about `most` intervals."""
    step = nice_step(hi - lo, most)
    first = math.floor(lo / step) * step
    last = math.ceil(hi / step) * step
    if first == last:
        first, last = first - step, last + step
    return list(range(first, last + 1, step))


class StatsChart(QWidget):
    """Points joined by a line, over axes with round ticks; gold dots are matches the player won.

    `set_points` takes what to draw; `x_title`/`y_title` are already translated (the owner retranslates)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[Point] = []
        self.x_title = ""
        self.y_title = ""
        self.empty_text = ""
        self.signed = False          # values are gains and losses (shown +5, −3)
        self._plot = QRectF()
        self._y_range = (0, 1)
        self.setMouseTracking(True)
        self.setMinimumSize(260, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:
        return QSize(560, 220)

    def set_points(self, points: list[Point], x_title: str, y_title: str, empty_text: str,
                   signed: bool = False) -> None:
        """What to draw (oldest first) and the words around it; `signed`: values are gains and losses."""
        self.points = list(points)
        self.signed = signed
        self.x_title, self.y_title, self.empty_text = x_title, y_title, empty_text
        self.setAccessibleName(y_title)
        self.setAccessibleDescription(", ".join(str(p.value) for p in self.points))
        self.update()

    def values(self) -> list[int]:
        """The plotted values, oldest match first."""
        return [p.value for p in self.points]

    # ----- geometry
    def _frame(self, fm: QFontMetrics) -> tuple[QRectF, list[int], list[int]]:
        """The plot's rectangle and the y and x ticks."""
        values = [p.value for p in self.points]
        lo, hi = min([0, *values]), max([0, *values])
        rows = max(2, int((self.height() - 4 * fm.height()) / (fm.height() * 2.2)))
        yt = ticks(lo, hi, min(rows, 8))
        label_w = max(fm.horizontalAdvance(number(t)) for t in yt)
        left = MARGIN + fm.height() + 6 + label_w + 6      # the rotated title, the tick labels
        bottom = MARGIN + 2 * fm.height() + 6                # the tick labels, the title
        top = MARGIN + fm.height() + 4                        # the legend
        rect = QRectF(left, top, max(10.0, self.width() - left - MARGIN - 4), max(10.0, self.height() - top - bottom))
        n = len(self.points)
        cols = max(1, int(rect.width() / max(fm.horizontalAdvance("0000"), 24)))
        if n <= cols:
            xt = list(range(1, n + 1))
        else:
            step = nice_step(n - 1, cols)
            xt = [1] + list(range(step, n + 1, step))
            if xt[-1] != n and n - xt[-1] >= step / 2:
                xt.append(n)
        self._y_range = (yt[0], yt[-1])
        return rect, yt, xt

    def _x(self, rect: QRectF, number: int) -> float:
        n = len(self.points)
        if n <= 1:
            return rect.center().x()
        pad = min(16.0, rect.width() / (2 * n))
        return rect.left() + pad + (number - 1) * (rect.width() - 2 * pad) / (n - 1)

    def _y(self, rect: QRectF, value: float) -> float:
        lo, hi = self._y_range
        return rect.bottom() - (value - lo) * rect.height() / max(hi - lo, 1)

    def point_at(self, x: float, y: float) -> Point | None:
        """The point drawn nearest (x, y), if near enough for a tooltip."""
        best, dist = None, HOVER_PX
        for p in self.points:
            d = math.hypot(self._x(self._plot, p.number) - x, self._y(self._plot, p.value) - y)
            if d <= dist:
                best, dist = p, d
        return best

    # ----- painting
    def paintEvent(self, event: QPaintEvent) -> None:
        try:
            self._paint()
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc(file=sys.stderr)

    def _paint(self) -> None:
        p = QPainter(self)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            pal = self.palette()
            p.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
            ink = pal.color(QPalette.ColorRole.Text)
            fm = QFontMetrics(self.font())
            if not self.points:
                p.setPen(ink)
                p.drawText(QRectF(self.rect()).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN),
                           Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
                return
            rect, yt, xt = self._frame(fm)
            self._plot = rect
            faint = QColor(ink)
            faint.setAlpha(40)
            # Grid and tick labels.
            for t in yt:
                y = self._y(rect, t)
                p.setPen(QPen(faint, 1))
                p.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
                p.setPen(ink)
                label = number(t)
                p.drawText(QPointF(rect.left() - 6 - fm.horizontalAdvance(label), y + fm.ascent() / 2 - 1), label)
            for t in xt:
                x = self._x(rect, t)
                p.setPen(QPen(ink, 1))
                p.drawLine(QPointF(x, rect.bottom()), QPointF(x, rect.bottom() + 4))
                label = str(t)
                p.drawText(QPointF(x - fm.horizontalAdvance(label) / 2, rect.bottom() + 5 + fm.ascent()), label)
            # Axes; zero stands out when the values cross it.
            p.setPen(QPen(ink, 1.2))
            p.drawLine(rect.bottomLeft(), rect.topLeft())
            p.drawLine(rect.bottomLeft(), rect.bottomRight())
            if yt[0] < 0 < yt[-1]:
                p.setPen(QPen(ink, 1, Qt.PenStyle.DashLine))
                y0 = self._y(rect, 0)
                p.drawLine(QPointF(rect.left(), y0), QPointF(rect.right(), y0))
            # Titles: x under the tick labels, y turned along the left edge.
            p.setPen(ink)
            p.drawText(QRectF(rect.left(), rect.bottom() + 5 + fm.height(), rect.width(), fm.height() + 2),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, self.x_title)
            p.save()
            p.translate(MARGIN + fm.ascent(), rect.center().y())
            p.rotate(-90)
            title = fm.elidedText(self.y_title, Qt.TextElideMode.ElideRight, int(rect.height()) + 2 * MARGIN)
            p.drawText(QPointF(-fm.horizontalAdvance(title) / 2, 0), title)
            p.restore()
            # The line and its points.
            line = pal.color(QPalette.ColorRole.Highlight)
            pts = [QPointF(self._x(rect, q.number), self._y(rect, q.value)) for q in self.points]
            p.setPen(QPen(line, 2))
            p.drawPolyline(QPolygonF(pts))
            for q, at in zip(self.points, pts):
                p.setPen(QPen(line.darker(130), 1.5))
                p.setBrush(WON if q.won else pal.color(QPalette.ColorRole.Base))
                p.drawEllipse(at, DOT, DOT)
            self._legend(p, fm, ink, line)
        finally:
            p.end()

    def _legend(self, p: QPainter, fm: QFontMetrics, ink: QColor, line: QColor) -> None:
        """Top right: what a gold dot and a hollow one mean."""
        items = [(WON, tr("won")), (self.palette().color(QPalette.ColorRole.Base), tr("not won"))]
        x = self.width() - MARGIN
        y = MARGIN + fm.height() / 2
        for brush, text in reversed(items):
            x -= fm.horizontalAdvance(text)
            p.setPen(ink)
            p.drawText(QPointF(x, y + fm.ascent() / 2 - 1), text)
            x -= DOT + 5
            p.setPen(QPen(line.darker(130), 1.5))
            p.setBrush(brush)
            p.drawEllipse(QPointF(x, y), DOT, DOT)
            x -= DOT + 14

    # ----- tooltips
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        try:
            pos = event.position()
            q = self.point_at(pos.x(), pos.y())
            if q is None:
                hide_tip()
            else:
                when = time.strftime("%Y-%m-%d %H:%M", time.localtime(q.ended))
                text = fmt(tr("Match %1 (%2): %3"), q.number, when, number(q.value, self.signed))
                if q.won:
                    text += " — " + tr("won")
                show_tip(event.globalPosition().toPoint(), text, self)
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc(file=sys.stderr)
        super().mouseMoveEvent(event)
